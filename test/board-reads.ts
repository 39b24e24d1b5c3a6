/** Counting what a question reads of the board, to test that it is read once and not once per copy (counted, not timed). */
import type { GameState, PlayerId } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';

/** `array` behind a proxy that calls `read` at each read of an item by its place. */
function countingPlaces<T extends object>(array: readonly T[], read: () => void): readonly T[] {
  return new Proxy(array as T[], {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read();
      return Reflect.get(target, key, receiver);
    },
  });
}

/** The game with its battlefield behind a proxy that counts each read of a permanent by its place. */
export function counted(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const battlefield = countingPlaces(game.battlefield, () => (reads += 1));
  return { game: nextGame(game, { battlefield }), reads: () => reads };
}

/** The game with `player`'s `zone` behind a proxy that counts each read of a card by its place. */
export function countedZone(game: GameState, zone: 'hand' | 'graveyard' | 'library', player: PlayerId = 'alice'): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const players = game.players.map((p) => (p.id === player ? { ...p, [zone]: countingPlaces(p[zone], () => (reads += 1)) } : p));
  return { game: nextGame(game, { players }), reads: () => reads };
}

/** The game with its exile behind a proxy that counts each read of a card by its place. */
export function countedExile(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  return { game: nextGame(game, { exile: countingPlaces(game.exile, () => (reads += 1)) }), reads: () => reads };
}

/** The game with `player`'s graveyard behind a proxy that counts each read of a card by its place. */
export const countedGraveyard = (game: GameState, player: PlayerId = 'alice') => countedZone(game, 'graveyard', player);

/** The game with each permanent behind a proxy that counts each read of its fields (what is read of permanents found by id, not by place). */
export function countedFields(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const battlefield = game.battlefield.map((p) => new Proxy(p, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) }));
  return { game: nextGame(game, { battlefield }), reads: () => reads };
}

/**
 * `game` with `player`'s hand one card longer (a copy of the card at `at`, named `id`) and every
 * other part shared, the battlefield array among them: what reads a hand sees the difference, and
 * what is kept by the battlefield or a graveyard must not answer one game with the other's answer.
 */
export function withOneMoreInHand(game: GameState, player: PlayerId, id: string, at = 0): GameState {
  return nextGame(game, { players: game.players.map((p) => (p.id === player ? { ...p, hand: [...p.hand, { ...p.hand[at]!, id }] } : p)) });
}

/** `question` asked of `a`, then of `b`, then of `a` again: a memo that kept one game's answer for the other answers one of them wrongly. */
export const askedInTurn = <T>(question: (game: GameState) => T, a: GameState, b: GameState): readonly T[] => [question(a), question(b), question(a)];
