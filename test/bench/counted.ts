/**
 * The benchmark's casts at 10 permanents in a plain loop, for counting what they execute under
 * a simulator rather than timing them (docs/performance.md, "Why chart ÷ XState's floor is not
 * met"). Not part of `npm run bench`. Run it under cachegrind, through tsx or compiled:
 *
 *   valgrind --tool=cachegrind --cache-sim=yes --LL=1048576,8,64 \
 *     node --single-threaded --import tsx test/bench/counted.ts <kind> <casts>
 *
 * (the figures in docs/performance.md are from the compiled JavaScript: `tsc --outDir`).
 *
 * `<kind>`: `session`, `direct`, `floor`, `shaped` (the shaped floor), `unchecked` (the session
 * without the engine's checks of an event; each cast makes its own three event copies, so the
 * copy is counted with it), `layerless` (the charts with no engine layer; each cast validates its
 * own three events, counted with it), `alone` (all the direct casts, then as many floor casts) or
 * `alternating` (one direct cast, then one floor cast, in turn). The first four kinds are
 * warmed up `WARM_UP` times (default 5,000) in every run, the unchecked session or the layerless
 * charts too when they are the one counted, so two runs that differ only in `<casts>` differ by that many casts of
 * steady code: their difference, divided by the casts, is what one cast executes.
 *
 * With `PARTS=1`, the loop after the warm-up runs under V8's sampling profiler instead, and the
 * CPU time of a cast is printed by part of the process (parts.ts: the rules, the engine's own
 * layer, XState, the collector, the rest), in microseconds:
 *
 *   PARTS=1 npx tsx test/bench/counted.ts session 5000
 */
import { Session } from 'node:inspector/promises';
import { castsAt10 } from './casts-at-10.js';
import { microsecondsByPart, PARTS, type CpuProfile } from './parts.js';

const { session, direct, floor, shaped, unchecked, layerless } = castsAt10();

const loop = (casts: number, ...runs: readonly (() => void)[]): void => {
  for (let i = 0; i < casts; i += 1) for (const run of runs) run();
};

const KINDS: Record<string, (casts: number) => void> = {
  session: (casts) => loop(casts, session),
  direct: (casts) => loop(casts, direct),
  floor: (casts) => loop(casts, floor),
  shaped: (casts) => loop(casts, shaped),
  unchecked: (casts) => loop(casts, unchecked),
  layerless: (casts) => loop(casts, layerless),
  alone: (casts) => {
    loop(casts, direct);
    loop(casts, floor);
  },
  alternating: (casts) => loop(casts, direct, floor),
};

/** A count written as digits, or NaN. */
const count = (text: string | undefined): number => (/^\d+$/.test(text ?? '') ? Number(text) : NaN);
const [kind = '', castsArg] = process.argv.slice(2);
const run = KINDS[kind];
const casts = count(castsArg);
const warmUp = count(process.env['WARM_UP'] ?? '5000');
if (!run || Number.isNaN(casts) || Number.isNaN(warmUp)) {
  console.error(`usage: [WARM_UP=<rounds>] counted <${Object.keys(KINDS).join('|')}> <casts>`);
  process.exit(2);
}
// The kinds the bench doesn't warm up in every run are warmed up when they are the one counted.
const counted = ({ unchecked, layerless } as Record<string, () => void>)[kind];
loop(warmUp, direct, floor, shaped, session, ...(counted ? [counted] : []));
if (process.env['PARTS']) await byPart(run, casts);
else run(casts);
console.log(`${kind}: ${casts} casts after the warm-up`);

/** Runs the casts under the profiler, sampling every 100 µs, and prints their CPU time by part. */
async function byPart(cast: (casts: number) => void, casts: number): Promise<void> {
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.post('Profiler.start');
  const start = process.cpuUsage();
  cast(casts);
  const spent = process.cpuUsage(start);
  const { profile } = (await inspector.post('Profiler.stop')) as { profile: CpuProfile };
  inspector.disconnect();
  const parts = microsecondsByPart(profile, casts);
  const cpu = (spent.user + spent.system) / casts;
  console.log(`µs per cast: ${PARTS.map((part) => `${part} ${parts[part].toFixed(0)}`).join(', ')}; CPU time ${cpu.toFixed(0)}`);
}
