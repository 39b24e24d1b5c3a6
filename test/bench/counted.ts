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
 * `<kind>`: `session`, `direct`, `floor`, `shaped` (the shaped floor), `alone` (all the direct
 * casts, then as many floor casts) or `alternating` (one direct cast, then one floor cast, in
 * turn). Every kind is first warmed up `WARM_UP` times (default 5,000), the same in every run,
 * so two runs that differ only in `<casts>` differ by that many casts of steady code: their
 * difference, divided by the casts, is what one cast executes.
 */
import { castsAt10 } from './casts-at-10.js';

const { session, direct, floor, shaped } = castsAt10();

const loop = (casts: number, ...runs: readonly (() => void)[]): void => {
  for (let i = 0; i < casts; i += 1) for (const run of runs) run();
};

const KINDS: Record<string, (casts: number) => void> = {
  session: (casts) => loop(casts, session),
  direct: (casts) => loop(casts, direct),
  floor: (casts) => loop(casts, floor),
  shaped: (casts) => loop(casts, shaped),
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
loop(warmUp, direct, floor, shaped, session);
run(casts);
console.log(`${kind}: ${casts} casts after the warm-up`);
