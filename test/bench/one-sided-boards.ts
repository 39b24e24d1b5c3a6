/**
 * A board held by one player (not a test: growth questions of `npm run bench:growth`,
 * test/bench/growth.ts): the bench's board with every filler alice's and untapped, so her mana
 * sources run to three in four of the permanents (about 7,500 at 10,000) where the bench's other
 * boards give her about one in four. Maps as large as one player's sources (which sources use
 * each object, convoke's creatures) pass the 4,096 entries where V8 moves a table to its
 * large-object space (src/core/id-map.ts) only on such a board.
 */
import { createGame } from '../../src/scenario/build-game.js';
import type { GameState } from '../../src/game/state.js';
import { boardSpec, SPECIAL } from './boards.js';

export function boardAllHers(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const battlefield = (spec.battlefield ?? []).map((p, i) => (i < SPECIAL.length ? p : { ...p, controller: 'alice', tapped: false }));
  return createGame({ ...spec, battlefield });
}
