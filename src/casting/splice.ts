/**
 * CR 601.2b, 702.47: splicing. The caster reveals cards from their hand whose splice
 * subtype the spell has (Glacial Ray onto an Arcane spell); their splice costs are added
 * to the total cost and their text, with its targets, to the spell. They stay in the hand.
 */
import { getCard, type CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import { hasSubtype } from '../cards/subtypes.js';
import { getPlayer } from '../game/queries.js';
import type { CardObject, GameState, ObjectId, StackObject } from '../game/state.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { updateChoices } from './announce.js';

/** The ids of the cards in the caster's hand that could be spliced onto the spell. */
export function spliceCandidates(game: GameState, cards: CardLibrary, spell: StackObject): readonly ObjectId[] {
  return spliceableCards(game, cards, spell).map((c) => c.id);
}

/** The cards in the caster's hand that could be spliced onto the spell. */
export function spliceableCards(game: GameState, cards: CardLibrary, spell: StackObject): readonly CardObject[] {
  const definition = definitionOf(cards, spell);
  return getPlayer(game, spell.controller).hand.filter((c) => {
    const onto = getCard(cards, c.card).splice?.onto;
    return onto !== undefined && hasSubtype(definition, onto);
  });
}

/** CR 702.47a: reveals and splices these cards (none is a fine answer). */
export function spliceCards(game: GameState, cards: CardLibrary, spell: StackObject, ids: readonly ObjectId[]): Result<GameState> {
  // Each candidate's card by id, so naming k cards of a hand of k reads it once, not k times.
  const cardOf = new Map(spliceableCards(game, cards, spell).map((c) => [c.id, c.card] as const));
  const stray = ids.find((id) => !cardOf.has(id));
  if (stray !== undefined) {
    return refuse({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT', message: `"${stray}" can't be spliced onto ${spell.card} (can: ${[...cardOf.keys()].join(', ') || 'none'})` });
  }
  if (new Set(ids).size !== ids.length) return refuse({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT', message: 'a card is spliced twice (CR 702.47b)' });
  const spliced = ids.map((id) => ({ id, card: cardOf.get(id)! }));
  return ok(updateChoices(game, spell, { spliced }));
}
