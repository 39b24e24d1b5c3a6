/** Counting what a question reads of the board, to test that it is read once and not once per copy (counted, not timed). */
import type { GameState, Permanent } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';

/** The game with its battlefield behind a proxy that counts each read of a permanent by its place. */
export function counted(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const battlefield = new Proxy(game.battlefield as Permanent[], {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { game: nextGame(game, { battlefield }), reads: () => reads };
}

/** The game with each permanent behind a proxy that counts each read of its fields (what is read of permanents found by id, not by place). */
export function countedFields(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const battlefield = game.battlefield.map((p) => new Proxy(p, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) }));
  return { game: nextGame(game, { battlefield }), reads: () => reads };
}
