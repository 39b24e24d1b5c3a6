/**
 * A case's starting game: the scenario game, with the library cards the case reveals marked
 * revealed (CR 400.2; the scenario format has no field for it), and the same game as another
 * player would have to believe it could be — every card hidden from them swapped for another
 * card. (Part of the fuzzer: see invariants.ts.)
 */
import type { CardLibrary } from '../../src/cards/library.js';
import type { GameState, PlayerId } from '../../src/game/state.js';
import { createGame } from '../../src/scenario/build-game.js';
import type { GameSpecInput } from '../../src/scenario/schema.js';
import { names } from './generators.js';

/** The n-th library card of the game, counted over every player's library in turn order (modulo their number): [player index, position]. */
function revealedPlaces(spec: GameSpecInput, reveal: readonly number[]): Set<string> {
  const places = spec.players.flatMap((p, i) => (p.library ?? []).map((_, position) => `${i}:${position}`));
  return new Set(places.length > 0 ? reveal.map((n) => places[n % places.length]!) : []);
}

/** The case's game: `createGame`, then the revealed library cards marked. */
export function startingGame(spec: GameSpecInput, reveal: readonly number[], cards: CardLibrary): GameState {
  const game = createGame(spec, cards);
  const places = revealedPlaces(spec, reveal);
  if (places.size === 0) return game;
  return { ...game, players: game.players.map((p, i) => ({ ...p, library: p.library.map((c, position) => (places.has(`${i}:${position}`) ? { ...c, revealed: true as const } : c)) })) };
}

const FORETELL = names((c) => JSON.stringify(c).includes('"foretell"'));
const ALL = names(() => true);

/** Another card of the same list, so a swap always changes the name. */
function other(name: string, list: readonly string[]): string {
  const at = list.indexOf(name);
  return list[(at + 1) % list.length]!;
}

/**
 * The starting spec with every card hidden from `viewer` swapped for another card: the other
 * players' hands, the libraries' unrevealed cards, the cards others foretold. Nothing
 * `viewer` receives at the start may tell the two games apart (CR 400.2).
 */
export function disguised(spec: GameSpecInput, reveal: readonly number[], viewer: PlayerId): GameSpecInput {
  const places = revealedPlaces(spec, reveal);
  const swap = (card: string | { readonly card: string }) => (typeof card === 'string' ? other(card, ALL) : { ...card, card: other(card.card, ALL) });
  return {
    ...spec,
    players: spec.players.map((p, i) => ({
      ...p,
      hand: p.id === viewer ? p.hand : p.hand?.map(swap),
      library: p.library?.map((c, position) => (places.has(`${i}:${position}`) ? c : swap(c))),
    })),
    exile: spec.exile?.map((c) => (c.mayCastFrom?.reason === 'foretell' && c.owner !== viewer ? { ...c, card: other(c.card, FORETELL) } : c)),
  };
}
