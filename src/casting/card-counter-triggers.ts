/**
 * CR 603.2, 603.10a: what a cost did that more triggers watch (cost-event-triggers.ts asks
 * these): the permanents that left the battlefield, the cards put into graveyards (603.2c:
 * "one or more"), and the counters put on or removed from permanents (CR 122.6: a loyalty
 * ability's cost, "Put a -1/-1 counter on ~").
 */
import { binds } from '../cards/static-sources.js';
import { matchesFilter } from '../cards/card-fits.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { objectFits } from '../cards/filter.js';
import type { Trigger } from '../cards/schema.js';
import type { CardObject, GameState, Permanent } from '../game/state.js';
import type { GraveyardArrivals, PermanentChange } from '../game/zone-changes.js';

/** CR 603.6c, 603.10a: the permanents among those that left whose leaving triggers `watcher`'s ability: itself, what it was attached to (303.4), or each that fits, as it last existed. */
export function leftWatched(before: GameState, cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'leavesBattlefield' }>, left: readonly Permanent[]): readonly Permanent[] {
  if (trigger.attached) return left.filter((p) => p.id === watcher.attachedTo);
  const { permanents } = trigger;
  if (permanents) return left.filter((p) => objectFits(before, cards, p.id, permanents, { you: watcher.controller, source: watcher.id }));
  return left.filter((p) => p.id === watcher.id);
}

/**
 * CR 603.2, 111.1: how many times a "cards put into a graveyard" trigger of `watcher`
 * triggers: once for each fitting card (a token is not a card), or with `oneOrMore` once for
 * each kind of move — dying, discarding, milling — that put some fitting card there
 * (603.2c: one event).
 */
export function graveyardCardCount(cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'cardsToGraveyard' }>, arrivals: GraveyardArrivals): number {
  const fits = (was: CardObject & { token?: true }) =>
    !was.token && binds(trigger.owner, watcher.controller, was.owner) && !(trigger.other && was.id === watcher.id) && (!trigger.cards || matchesFilter(getCard(cards, was.card), trigger.cards));
  const moves = trigger.fromLibrary ? [arrivals.milled] : [arrivals.died, arrivals.discarded, arrivals.milled];
  const counts = moves.map((move) => move.filter(({ was }) => fits(was)).length);
  return trigger.oneOrMore ? counts.filter((n) => n > 0).length : counts.reduce((a, b) => a + b, 0);
}

/**
 * CR 122.6: how many times a counters trigger of `watcher` triggers on the permanents whose
 * counters a payment changed (`changes`, zone-changes.ts `permanentsChanged`): for each watched
 * one, once for each counter of its kind put on (or removed from) it, or with `oneOrMore` once.
 */
export function counterChangeCount(after: GameState, cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'counters' }>, changes: readonly PermanentChange[]): number {
  const perspective = { you: watcher.controller, source: watcher.id };
  const { permanents } = trigger;
  return changes.reduce((total, { was, now }) => {
    const watched = (trigger.self && was.id === watcher.id) || (permanents !== undefined && objectFits(after, cards, was.id, permanents, perspective));
    if (!watched) return total;
    const change = (now.counters[trigger.counter] ?? 0) - (was.counters[trigger.counter] ?? 0);
    const moved = trigger.action === 'put' ? Math.max(0, change) : Math.max(0, -change);
    return total + (trigger.oneOrMore ? Math.min(moved, 1) : moved);
  }, 0);
}
