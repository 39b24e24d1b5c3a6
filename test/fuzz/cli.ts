/**
 * The fuzzer from the command line: `npm run fuzz -- --runs N [--seed S]`.
 *
 * Runs N random sequences of events against a game session (test/fuzz/invariants.ts),
 * prints how many ran and how many invariants broke, with each broken invariant's shrunk
 * counterexample as pretty JSON; exits with 1 if any broke (2 on bad arguments).
 */
import { parseArgs } from 'node:util';
import { jsonReplacer } from './equality.js';
import { INVARIANTS } from './invariants.js';
import { runFuzz } from './runner.js';

const USAGE = 'usage: npm run fuzz -- --runs N [--seed S]';

function integer(text: string | undefined, name: string, min: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min) throw new Error(`--${name} must be an integer of at least ${min} (got "${text}")`);
  return value;
}

function main(argv: readonly string[]): number {
  let runs: number;
  let seed: number | undefined;
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { runs: { type: 'string', short: 'n' }, seed: { type: 'string', short: 's' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    runs = integer(values.runs, 'runs', 1) ?? 100;
    seed = integer(values.seed, 'seed', -(2 ** 31));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }

  const started = Date.now();
  const result = runFuzz(runs, seed);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const outcomes = Object.entries(result.outcomes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, n]) => `${outcome} ${n}`)
    .join(', ');
  const checks = Object.entries(result.checks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([check, n]) => `${check} ${n}`)
    .join(', ');
  console.log(`${result.sequences} sequence(s) ran (seed ${result.seed}, ${seconds} s; ${result.events.sent} events sent, ${result.events.refused} refused; ${result.shrinks} shrinking step(s))`);
  console.log(`casts and activations ended: ${outcomes || 'none'}`);
  console.log(`checks made: ${checks}`);
  console.log(`${result.broken.length} of ${Object.keys(INVARIANTS).length} invariant(s) broke`);
  for (const { invariant, counterexample } of result.broken) {
    console.log(`\nBROKEN ${invariant}\n${JSON.stringify(counterexample, jsonReplacer, 2)}`);
  }
  return result.broken.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
