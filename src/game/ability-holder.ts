/**
 * The object whose ability it is: a permanent, or a card in its owner's hand (an ability
 * activated from a hand: cycling, Simian Spirit Guide). Costs that concern "this" object
 * ({T}, sacrifice it, discard it…) are checked and paid with it.
 */
import { findPermanent, getPlayer } from './queries.js';
import type { CardObject, GameState, ObjectId, Permanent, PlayerId } from './state.js';

export type AbilityHolder = { readonly zone: 'battlefield'; readonly permanent: Permanent } | { readonly zone: 'hand'; readonly card: CardObject };

/** The object whose ability `player` would activate: a permanent, or a card in their hand; undefined if neither. */
export function abilityHolder(game: GameState, source: ObjectId, player: PlayerId): AbilityHolder | undefined {
  const permanent = findPermanent(game, source);
  if (permanent) return { zone: 'battlefield', permanent };
  const card = getPlayer(game, player).hand.find((c) => c.id === source);
  return card ? { zone: 'hand', card } : undefined;
}

/** The holder as an object: the permanent, or the card. */
export const holderObject = (holder: AbilityHolder): CardObject => (holder.zone === 'battlefield' ? holder.permanent : holder.card);
