/**
 * Growth with the board (not a test: `npx tsx test/bench/growth.ts`): a full cast through the
 * session and "what may I do now" on boards doubling from 625 to 10,000 permanents, each as
 * the median milliseconds of CPU and per permanent. A question linear in the board keeps its
 * time per permanent flat as the board doubles; a quadratic one doubles it each time.
 */
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import type { GameState } from '../../src/game/state.js';
import { board, freshBattlefield } from './boards.js';
import { whatMayIDo } from './direct.js';
import { castThroughSession, median } from './engine.js';

const SIZES = [625, 1250, 2500, 5000, 10_000] as const;

/** Median CPU milliseconds of `run` on fresh battlefields of `game`, over enough runs for about `budget` permanents. */
function timeOf(game: GameState, run: (game: GameState) => void, budget: number): number {
  const samples: number[] = [];
  const runs = Math.max(5, Math.round(budget / game.battlefield.length));
  for (let i = 0; i < runs; i += 1) {
    const fresh = freshBattlefield(game);
    const start = process.cpuUsage();
    run(fresh);
    const spent = process.cpuUsage(start);
    samples.push((spent.user + spent.system) / 1000);
  }
  return median(samples);
}

const questions = {
  cast: (game: GameState) => castThroughSession(game),
  query: (game: GameState) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'),
};

const games = SIZES.map((n) => board(n));
// Warm up on every size once, then measure.
for (const game of games) for (const run of Object.values(questions)) timeOf(game, run, 0);
console.log('permanents   cast ms   µs per permanent   query ms   µs per permanent');
for (const game of games) {
  const n = game.battlefield.length;
  const cast = timeOf(game, questions.cast, 100_000);
  const query = timeOf(game, questions.query, 40_000);
  const per = (ms: number) => ((ms / n) * 1000).toFixed(2);
  console.log(`${String(n).padStart(10)}   ${cast.toFixed(2).padStart(7)}   ${per(cast).padStart(16)}   ${query.toFixed(2).padStart(8)}   ${per(query).padStart(16)}`);
}
