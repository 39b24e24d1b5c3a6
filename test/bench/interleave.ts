/**
 * What running the rules and XState one after the other costs each of them, with nothing shared
 * between them (`npx tsx test/bench/interleave.ts`; docs/performance-history.md, sixth round). At 10
 * permanents: the direct path (direct.ts) and XState's flat floor (floor.ts) are timed each in a
 * loop of its own, then alternating one whole direct cast with one whole floor cast. The session
 * is timed alone for comparison. Wall time of each cast, medians; not part of `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { median } from './engine.js';
import { castsAt10 } from './casts-at-10.js';

const { direct, floor, session } = castsAt10();
const RUNS = 4000;

function timeOf(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Median ms of each of `runs` taken in turn, `RUNS` times. */
function inTurn(...runs: readonly (() => void)[]): number[] {
  const samples = runs.map((): number[] => []);
  for (let i = 0; i < RUNS; i += 1) runs.forEach((run, k) => samples[k]!.push(timeOf(run)));
  return samples.map(median);
}

for (let i = 0; i < 3000; i += 1) [direct, floor, session].forEach((run) => run());
const ms = (v: number) => v.toFixed(4);
for (let round = 1; round <= 3; round += 1) {
  const [directAlone] = inTurn(direct);
  const [floorAlone] = inTurn(floor);
  const [sessionAlone] = inTurn(session);
  const [directAlternating, floorAlternating] = inTurn(direct, floor);
  console.log(
    `round ${round}: alone direct ${ms(directAlone!)}, floor ${ms(floorAlone!)}, session ${ms(sessionAlone!)} ms;` +
      ` alternating direct ${ms(directAlternating!)} (${((directAlternating! / directAlone! - 1) * 100).toFixed(0)}% slower),` +
      ` floor ${ms(floorAlternating!)} (${((floorAlternating! / floorAlone! - 1) * 100).toFixed(0)}% slower)`,
  );
}
