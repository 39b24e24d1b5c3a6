/**
 * The object whose ability it is: a permanent, or a card in its owner's hand, graveyard or
 * in exile (an ability activated from there: cycling and channel from a hand, unearth and
 * scavenge from a graveyard, CR 602.2). Costs that concern "this" object ({T}, sacrifice it,
 * discard it, exile it…) are checked and paid with it.
 */
import { findPermanent, getPlayer, objectWithId } from './queries.js';
import type { CardObject, GameState, ObjectId, Permanent, PlayerId } from './state.js';

/** The zones other than the battlefield a card's activated ability may work from. */
export type CardZone = 'hand' | 'graveyard' | 'exile';

export type AbilityHolder = { readonly zone: 'battlefield'; readonly permanent: Permanent } | { readonly zone: CardZone; readonly card: CardObject };

/**
 * The object whose ability `player` would activate: a permanent, a card in their hand or
 * graveyard, or a card they own in exile; undefined if none of these.
 */
export function abilityHolder(game: GameState, source: ObjectId, player: PlayerId): AbilityHolder | undefined {
  const permanent = findPermanent(game, source);
  if (permanent) return { zone: 'battlefield', permanent };
  const { hand, graveyard } = getPlayer(game, player);
  const inHand = objectWithId(hand, source);
  if (inHand) return { zone: 'hand', card: inHand };
  const inGraveyard = objectWithId(graveyard, source);
  if (inGraveyard) return { zone: 'graveyard', card: inGraveyard };
  // Ids are unique in a zone: the card with this id, if its owner's.
  const exiled = objectWithId(game.exile, source);
  return exiled?.owner === player ? { zone: 'exile', card: exiled } : undefined;
}

/** The holder as an object: the permanent, or the card. */
export const holderObject = (holder: AbilityHolder): CardObject => (holder.zone === 'battlefield' ? holder.permanent : holder.card);
