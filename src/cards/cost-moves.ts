/**
 * CR 400.7, 701.21: moving the objects a cost takes between zones: cards from a hand or
 * graveyard to a graveyard or exile, permanents to their owner's hand or to exile, each
 * becoming a new object where it goes.
 */
import type { AbilityHolder } from '../game/ability-holder.js';
import { getPlayer } from '../game/queries.js';
import type { CardObject, GameState, ObjectId, PlayerId } from '../game/state.js';
import { asNewObjects, leaveBattlefield, nextGame, updatePlayer } from '../game/update.js';

/** CR 400.7: cards moved between a player's hand or graveyard and their graveyard or exile become new plain cards. */
export function moveCards(game: GameState, player: PlayerId, named: readonly ObjectId[], from: 'hand' | 'graveyard', to: 'graveyard' | 'exile'): GameState {
  const ids = new Set(named);
  const moving = getPlayer(game, player)[from].filter((c) => ids.has(c.id));
  const [renamed, plain] = asNewObjects(game, moving.map(({ id, card, owner }): CardObject => ({ id, card, owner })));
  const removed = updatePlayer(renamed, player, (p) => ({
    ...p,
    [from]: p[from].filter((c) => !ids.has(c.id)),
    ...(to === 'graveyard' ? { graveyard: [...(from === 'graveyard' ? p.graveyard.filter((c) => !ids.has(c.id)) : p.graveyard), ...plain] } : {}),
  }));
  return to === 'exile' ? nextGame(removed, { exile: [...removed.exile, ...plain] }) : removed;
}

/** CR 400.7: a permanent returned to its owner's hand becomes a plain card there. */
export function returnToHand(game: GameState, id: ObjectId): GameState {
  return returnAllToHand(game, [id]);
}

/** CR 400.7: permanents returned together, each to its owner's hand as a plain card, in the order named (an id that names no permanent is passed over). */
export function returnAllToHand(game: GameState, ids: readonly ObjectId[]): GameState {
  return leaveBattlefield(game, ids, 'hand', () => undefined);
}

/** CR 406: the object goes to exile as a plain card, from the battlefield or its owner's hand or graveyard (scavenge, embalm). */
export function exileHolder(game: GameState, player: PlayerId, holder: AbilityHolder): GameState {
  if (holder.zone === 'exile') return game;
  if (holder.zone !== 'battlefield') return moveCards(game, player, [holder.card.id], holder.zone, 'exile');
  return leaveBattlefield(game, [holder.permanent.id], 'exile', () => undefined);
}
