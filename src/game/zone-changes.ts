/**
 * CR 400.7, 603.10a: what moved into graveyards between two values of the game (before and
 * after a cost is paid). An object that changes zones becomes a new object, and in a game
 * with opaque ids it has a new id there, so the new graveyard cards are matched back to what
 * they were by owner and card name (the same id first, in a game whose ids are card names).
 * Identical cards the same payment moves from the same zone can't be told apart, and none
 * has to be: only which zone each came from matters, and each keeps its own last-known
 * permanent (counters, controller, token) in `died`.
 */
import type { CardObject, GameState, Permanent, PlayerId } from './state.js';

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

/** The permanents that died, the cards discarded and the cards milled on the way from `before` to `after`. */
export function graveyardArrivals(before: GameState, after: GameState): GraveyardArrivals {
  if (before.players.every((p, i) => p.graveyard === after.players[i]?.graveyard)) return NONE;
  const stillOnBattlefield = new Set(after.battlefield.map((p) => p.id));
  const leftBattlefield = before.battlefield.filter((p) => !stillOnBattlefield.has(p.id));
  const died: Died[] = [];
  const discarded: Discarded[] = [];
  const milled: Milled[] = [];
  for (const player of before.players) {
    const later = after.players.find((p) => p.id === player.id);
    if (!later) continue;
    const old = new Set(player.graveyard.map((c) => c.id));
    const arrived = later.graveyard.filter((c) => !old.has(c.id));
    if (arrived.length === 0) continue;
    const inHand = new Set(later.hand.map((c) => c.id));
    const leftHand = player.hand.filter((c) => !inHand.has(c.id));
    const unmatched = [...arrived];
    for (const was of leftBattlefield.filter((p) => p.owner === player.id)) {
      const now = takeMatch(unmatched, was);
      if (now) died.push({ was, now });
    }
    for (const was of leftHand) {
      const now = takeMatch(unmatched, was);
      if (now) discarded.push({ was, now, player: player.id });
    }
    const inLibrary = new Set(later.library.map((c) => c.id));
    for (const was of player.library.filter((c) => !inLibrary.has(c.id))) {
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
