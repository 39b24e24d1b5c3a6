/**
 * runFuzz: fc.check over many cases, shrinking each broken invariant to its own counterexample.
 * (Part of the fuzzer: see invariants.ts for what it checks.)
 */
import fc from 'fast-check';
import type { GameSpecInput } from '../../src/scenario/schema.js';
import { type Entry, type FuzzCase, type TamperSpec, caseArbOf } from './generators.js';
import { INVARIANTS, type FuzzOptions, type InvariantName, describeError, runCase } from './invariants.js';

export interface Counterexample {
  /** Why it broke, and where. */
  readonly detail: string;
  /** The starting game, in the scenario format (docs/scenarios.md). */
  readonly game: GameSpecInput;
  /** Library cards marked revealed (the n-th library card over all players). */
  readonly reveal: readonly number[];
  /** The entry point driven: `sendToSession` on a session, or `dispatch` on a standalone chart. */
  readonly entry: Entry;
  readonly keepManaOnReversal: boolean;
  /** (h): how the record was tampered with. */
  readonly tamper: TamperSpec;
  /** The events sent up to and including the one that broke it (all of them for (d)). */
  readonly events: readonly unknown[];
  /** What the entry point answered for each. */
  readonly answers: readonly (string | null)[];
  /** (d): how many events were sent before the session was persisted. */
  readonly cut: number | null;
  /** To replay the shrunk case with fast-check: `fc.check(property, { seed, path })`. */
  readonly seed: number;
  readonly path: string | undefined;
}

export interface FuzzResult {
  /** How many generated sequences ran (shrinking attempts not counted). */
  readonly sequences: number;
  readonly broken: readonly { readonly invariant: InvariantName; readonly counterexample: Counterexample }[];
  readonly seed: number;
  /** How many shrinking attempts ran in all. */
  readonly shrinks: number;
  /** How the casts and activations in the generated sequences ended, by outcome (shrinking attempts included). */
  readonly outcomes: Readonly<Record<string, number>>;
  /** How many events were sent in all, and how many of them were refused. */
  readonly events: { readonly sent: number; readonly refused: number };
  /** How many times each invariant was checked, by check. */
  readonly checks: Readonly<Record<string, number>>;
}

/**
 * Runs `runs` random sequences (from `seed`, or a random one). Each invariant that breaks is
 * reported once, with the counterexample fast-check shrank it to.
 */
export function runFuzz(runs: number, seed: number = Date.now() ^ Math.floor(Math.random() * 0x7fffffff), options: FuzzOptions = {}): FuzzResult {
  const broken: { invariant: InvariantName; counterexample: Counterexample }[] = [];
  // With `only`, the other invariants are ignored from the start (and the run ends once it breaks).
  const ignored = new Set<InvariantName>(options.only ? Object.values(INVARIANTS).filter((name) => name !== options.only) : []);
  let sequences = 0;
  let shrinks = 0;
  let left = runs;
  const outcomes: Record<string, number> = {};
  const events = { sent: 0, refused: 0 };
  const checks: Record<string, number> = {};
  const run = (fuzzCase: FuzzCase) => {
    const result = runCase(fuzzCase, options);
    for (const [name, n] of Object.entries(result.checks)) checks[name] = (checks[name] ?? 0) + n;
    for (const outcome of result.outcomes) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    events.sent += result.answers.length;
    events.refused += result.answers.filter((a) => a !== null).length;
    return result;
  };
  for (let round = 0; left > 0 && ignored.size < Object.keys(INVARIANTS).length; round += 1) {
    const roundSeed = (seed + round * 7919) | 0;
    const property = fc.property(caseArbOf(options.kinds, options.entries), (fuzzCase) => run(fuzzCase).broken.every((b) => ignored.has(b.invariant)));
    const details = fc.check(property, { numRuns: left, seed: roundSeed });
    if (!details.failed || !details.counterexample) {
      sequences += details.numRuns;
      break;
    }
    sequences += details.numRuns;
    shrinks += details.numShrinks;
    left -= details.numRuns;
    const [fuzzCase] = details.counterexample;
    const result = runCase(fuzzCase, options);
    const found = result.broken.filter((b) => !ignored.has(b.invariant));
    if (found.length === 0) {
      // The property threw rather than returned false: a bug of the fuzzer itself.
      throw new Error(`the fuzzer failed on a case it can't replay: ${describeError(details.errorInstance)}`);
    }
    for (const b of found) {
      ignored.add(b.invariant);
      const upTo = b.invariant === INVARIANTS.d ? result.events.length : b.at;
      broken.push({
        invariant: b.invariant,
        counterexample: {
          detail: b.detail,
          game: fuzzCase.game,
          reveal: fuzzCase.reveal,
          entry: fuzzCase.entry,
          keepManaOnReversal: fuzzCase.keepManaOnReversal,
          tamper: fuzzCase.tamper,
          events: result.events.slice(0, upTo),
          answers: result.answers.slice(0, upTo),
          cut: fuzzCase.cut === null ? null : fuzzCase.cut % (fuzzCase.steps.length + 1),
          seed: roundSeed,
          path: details.counterexamplePath ?? undefined,
        },
      });
    }
  }
  return { sequences, broken, seed, shrinks, outcomes, events, checks };
}

