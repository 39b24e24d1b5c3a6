/**
 * CR 733: handling illegal actions. Reversal hands back the game saved before the action
 * began, then re-applies the actions the rules say can never be undone, which the action
 * recorded in its journal as they happened (733.1: moving cards to or from a library,
 * shuffling a library, revealing cards from a library). No card in the built-in library
 * shuffles or reveals a library while it is being cast or activated; the entries are here
 * for cards that do, and are tested directly.
 */
import type { CardObject, GameState, ObjectId, PlayerId } from './state.js';
import { findPlayer, objectWithId } from './queries.js';
import { asNewObject, nextGame, updatePlayer } from './update.js';

/** One action that can never be undone, recorded while it happened. */
export type JournalEntry =
  /** A card left a library for a zone other than the stack (a mill, for instance). */
  | { readonly kind: 'leftLibrary'; readonly player: PlayerId; readonly card: ObjectId; readonly to: 'graveyard' | 'exile' | 'hand' }
  /** A library was shuffled into this order (top first). */
  | { readonly kind: 'shuffled'; readonly player: PlayerId; readonly order: readonly ObjectId[] }
  /** Cards of a library were revealed to every player. */
  | { readonly kind: 'revealed'; readonly player: PlayerId; readonly cards: readonly ObjectId[] };

/** CR 733.1: the game after reversing an action that began at `saved`. */
export function reverseIllegalAction(saved: GameState, journal: readonly JournalEntry[]): GameState {
  return journal.reduce(reapply, saved);
}

function reapply(game: GameState, entry: JournalEntry): GameState {
  switch (entry.kind) {
    case 'leftLibrary':
      return moveFromLibrary(game, entry.player, entry.card, entry.to);
    case 'shuffled':
      return updatePlayer(game, entry.player, (p) => {
        const byId = new Map(p.library.map((c) => [c.id, c]));
        const order = entry.order.flatMap((id) => byId.get(id) ?? []);
        // After a shuffle nobody knows where a card revealed earlier now is.
        return order.length === p.library.length ? { ...p, library: order.map(unrevealed) } : p;
      });
    case 'revealed':
      return updatePlayer(game, entry.player, (p) =>
        p.library.some((c) => entry.cards.includes(c.id)) ? { ...p, library: p.library.map((c) => (entry.cards.includes(c.id) ? { ...c, revealed: true } : c)) } : p,
      );
  }
}

function unrevealed(card: CardObject): CardObject {
  if (!card.revealed) return card;
  const { revealed: _known, ...rest } = card;
  return rest;
}

/** Moves a card from a player's library to their graveyard or hand, or to exile (a public or its owner's zone, so it is no longer marked revealed). */
export function moveFromLibrary(
  game: GameState,
  player: PlayerId,
  cardId: ObjectId,
  to: 'graveyard' | 'exile' | 'hand',
): GameState {
  const owner = findPlayer(game, player);
  const found = owner && objectWithId(owner.library, cardId);
  if (!found) return game;
  const [renamed, card] = asNewObject(game, unrevealed(found));
  const moved = updatePlayer(renamed, player, (p) => ({
    ...p,
    library: p.library.filter((c) => c.id !== cardId),
    ...(to === 'graveyard' ? { graveyard: [...p.graveyard, card] } : {}),
    ...(to === 'hand' ? { hand: [...p.hand, card] } : {}),
  }));
  return to === 'exile' ? nextGame(moved, { exile: [...moved.exile, card] }) : moved;
}
