/**
 * CR 117.1: who may begin casting a spell or activating an ability now — the player who holds
 * priority, or (CR 702.35a, 608.2g) the one player a card exiled with madness may be cast by,
 * while its trigger resolves. Judged before anything else an event names is looked at, so the
 * answer tells a player without priority nothing about the cards they name.
 */
import { locateFor } from '../game/visibility.js';
import type { CardObject, CastZone, GameState, ObjectId, PlayerId } from '../game/state.js';
import type { Refusal } from '../core/refusal.js';

/**
 * CR 702.35a, 702.62d, 608.2g: a card exiled with madness is cast while its madness trigger
 * resolves, and a suspended card while the trigger of its last time counter's removal does,
 * ignoring timing permissions based on its card type; other restrictions ("cast only during
 * combat", prohibitions, split second) still apply.
 */
export function castDuringResolution(card: Pick<CardObject, 'mayCastFrom'>, from: CastZone): boolean {
  return from === 'exile' && (card.mayCastFrom?.reason === 'madness' || card.mayCastFrom?.reason === 'suspend');
}

/** CR 117.1: why `player` may not begin now (casting `card`, if it is a cast), or null if they may. */
export function noPriorityRefusal(game: GameState, player: PlayerId, action: { readonly cast: ObjectId } | 'activate'): Refusal | null {
  if (game.priority === player) return null;
  if (action !== 'activate') {
    const where = locateFor(game, player, action.cast);
    const card = where?.zone === 'exile' ? (where.object as CardObject) : undefined;
    if (card && castDuringResolution(card, 'exile') && card.mayCastFrom?.by === player) return null;
  }
  return { rule: '117.1', code: 'NO_PRIORITY', message: `${player} does not hold priority, so can't ${action === 'activate' ? 'activate an ability' : 'cast a spell'} now` };
}
