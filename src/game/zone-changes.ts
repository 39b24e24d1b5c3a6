/**
 * CR 400.7, 603.10a: what moved into graveyards between two values of the game (before and
 * after a cost is paid). An object that changes zones becomes a new object, and in a game
 * with opaque ids it has a new id there, so the new graveyard cards are matched back to what
 * they were by owner and card name (the same id first, in a game whose ids are card names).
 * Identical cards the same payment moves from the same zone can't be told apart, and none
 * has to be: only which zone each came from matters, and each keeps its own last-known
 * permanent (counters, controller, token) in `died`.
 */
import { findPermanent, findPlayer } from './queries.js';
import { knownSamePlaces } from './same-places.js';
import type { CardObject, GameState, ObjectId, Permanent, PlayerId } from './state.js';

/** A card that went from a player's hand to their graveyard (CR 701.9: discarded). */
export interface Discarded {
  /** The card as it was in the hand (CR 603.10a looks back). */
  readonly was: CardObject;
  /** The new object in the graveyard (CR 400.7). */
  readonly now: CardObject;
  readonly player: PlayerId;
}

/** A permanent put into a graveyard from the battlefield (CR 700.4: it died). */
export interface Died {
  /** The permanent as it last existed on the battlefield (CR 603.10a). */
  readonly was: Permanent;
  readonly now: CardObject;
}

/** A card that went from a player's library to their graveyard (CR 701.17: milled). */
export interface Milled {
  readonly was: CardObject;
  readonly now: CardObject;
}

export interface GraveyardArrivals {
  readonly died: readonly Died[];
  readonly discarded: readonly Discarded[];
  readonly milled: readonly Milled[];
}

const NONE: GraveyardArrivals = { died: [], discarded: [], milled: [] };

/**
 * CR 400.7: the objects of the zone `before` whose ids the zone `after` lacks, in their order.
 * A zone keeps its order as objects leave it, and new ones are put at its end, so the two are
 * walked in step: an object of `before` that is `after`'s next stays, any other left unless it
 * is among what `after` holds past the step (an object put back out of order). One pass, with a
 * set of only that last part: n + m, not a set of every id.
 */
export function objectsLeft<T extends { readonly id: ObjectId }>(before: readonly T[], after: readonly { readonly id: ObjectId }[]): readonly T[] {
  if (before === after) return [];
  const unmatched: T[] = [];
  let j = 0;
  for (const object of before) {
    if (j < after.length && after[j]!.id === object.id) j += 1;
    else unmatched.push(object);
  }
  if (unmatched.length === 0 || j === after.length) return unmatched;
  // Ids are unique in a zone: an unmatched object is still there only if it is past the step.
  const rest = new Set<ObjectId>();
  for (let k = j; k < after.length; k += 1) rest.add(after[k]!.id);
  return unmatched.filter((object) => !rest.has(object.id));
}

/** A permanent still on the battlefield after a change: as it was before, and as it is after. */
export interface PermanentChange {
  readonly was: Permanent;
  readonly now: Permanent;
}

/**
 * The permanents still on the battlefield that `differs` finds changed from `before` to `after`
 * (tapped, untapped, given counters). Battlefields known to hold the same ids in the same places
 * (same-places.ts: a payment that only tapped or put counters) are compared place by place; any
 * others, each permanent looked up by id once.
 */
export function permanentsChanged(before: GameState, after: GameState, differs: (was: Permanent, now: Permanent) => boolean): readonly PermanentChange[] {
  const changed: PermanentChange[] = [];
  const earlier = before.battlefield;
  const placed = knownSamePlaces(earlier, after.battlefield) ? after.battlefield : undefined;
  for (let at = 0; at < earlier.length; at += 1) {
    const was = earlier[at]!;
    const now = placed !== undefined ? placed[at] : findPermanent(after, was.id);
    if (now !== undefined && differs(was, now)) changed.push({ was, now });
  }
  return changed;
}

/** The permanents that died, the cards discarded and the cards milled on the way from `before` to `after`. */
export function graveyardArrivals(before: GameState, after: GameState): GraveyardArrivals {
  if (before.players.every((p, i) => p.graveyard === after.players[i]?.graveyard)) return NONE;
  const leftBattlefield = objectsLeft(before.battlefield, after.battlefield);
  const died: Died[] = [];
  const discarded: Discarded[] = [];
  const milled: Milled[] = [];
  for (const player of before.players) {
    const later = findPlayer(after, player.id);
    if (!later) continue;
    // The cards in the graveyard after that weren't in it before: the later graveyard's, less the earlier's.
    const arrived = objectsLeft(later.graveyard, player.graveyard);
    if (arrived.length === 0) continue;
    const unmatched = [...arrived];
    for (const was of leftBattlefield.filter((p) => p.owner === player.id)) {
      const now = takeMatch(unmatched, was);
      if (now) died.push({ was, now });
    }
    for (const was of objectsLeft(player.hand, later.hand)) {
      const now = takeMatch(unmatched, was);
      if (now) discarded.push({ was, now, player: player.id });
    }
    for (const was of objectsLeft(player.library, later.library)) {
      const now = takeMatch(unmatched, was);
      if (now) milled.push({ was, now });
    }
  }
  return { died, discarded, milled };
}

/** Removes and returns the new graveyard object that `was` became: the same id if it kept it, else the first with its card name. */
function takeMatch(arrived: CardObject[], was: CardObject): CardObject | undefined {
  const index = arrived.findIndex((c) => c.id === was.id);
  const at = index >= 0 ? index : arrived.findIndex((c) => c.card === was.card);
  return at >= 0 ? arrived.splice(at, 1)[0] : undefined;
}
