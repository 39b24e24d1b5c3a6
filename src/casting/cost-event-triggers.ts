/**
 * CR 601.2g–h, 602.2b, 603.2: the triggers on what paying costs (and activating mana
 * abilities) did. They are compared between the game before and after the payment:
 * - permanents that died (sacrificed) trigger "dies" abilities, and permanents that left the
 *   battlefield (sacrificed, returned to a hand) their own leaves-the-battlefield abilities
 *   (603.6c); these look back in time (603.10a): they are the abilities of permanents on
 *   the battlefield before the payment (the one leaving included), each judging the dead
 *   permanent as it last existed there (CR 700.4: "dies" is "is put into a graveyard from
 *   the battlefield");
 * - a permanent tapped ({T}, convoke, improvise, crew) or untapped ({Q}) triggers its own
 *   "becomes tapped / untapped" abilities (CR 701.26);
 * - permanents sacrificed (every permanent a cost puts into a graveyard) trigger "you
 *   sacrifice" abilities of their controller's permanents (CR 701.21);
 * - cards discarded (a discard cost, cycling's "discard this card") trigger "discard"
 *   abilities (CR 701.9), and a cycling ability whose card was discarded, "cycle"
 *   abilities (702.29c) and the cycled card's own "When you cycle ~" (702.29d), which
 *   triggers from the graveyard the card went to;
 * - a card put into a graveyard from anywhere (sacrificed, discarded, milled) triggers its own
 *   "When ~ is put into a graveyard from anywhere" there (CR 603.6a), and the "a card is put
 *   into your graveyard" abilities of permanents (card-counter-triggers.ts);
 * - counters put on or removed from permanents (a loyalty cost) trigger counters abilities
 *   (CR 122.6), and permanents that left trigger the leaves-the-battlefield abilities that
 *   watch them.
 * An intervening "if" clause of a dies or leaves-the-battlefield ability is checked as the
 * permanent last existed, before the payment (CR 603.4, 603.10a).
 */
import { binds, staticSourcesWith } from '../cards/static-sources.js';
import { hasType } from '../cards/characteristics.js';
import { matchesFilter } from '../cards/card-fits.js';
import { abilityText } from '../cards/definition.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { objectFits } from '../cards/filter.js';
import type { Trigger } from '../cards/schema.js';
import type { GameState, Permanent, StackObject } from '../game/state.js';
import { graveyardArrivals, objectsLeft, permanentsChanged, type Discarded, type PermanentChange } from '../game/zone-changes.js';
import { knownSamePlaces } from '../game/same-places.js';
import type { PendingTrigger } from './triggers.js';
import { interveningHolds } from './intervening-if.js';
import { counterChangeCount, graveyardCardCount, leftWatched } from './card-counter-triggers.js';
import { alikeCounts, reading } from './alike-watchers.js';

/**
 * The triggers on what happened between `before` and `after`; `activating` is the spell
 * being cast or the ability being activated, if any (a cycling ability's cost discards its
 * card).
 */
export function costEventTriggers(before: GameState, after: GameState, cards: CardLibrary, activating?: StackObject): readonly PendingTrigger[] {
  const arrivals = graveyardArrivals(before, after);
  const { died, discarded, milled } = arrivals;
  if (before.battlefield === after.battlefield && discarded.length === 0 && milled.length === 0) return [];
  const left = sameObjects(before.battlefield, after.battlefield) ? [] : objectsLeft(before.battlefield, after.battlefield);
  const cycled = cycledCard(cards, discarded, activating);
  // The permanents whose tapped state or counters the payment changed, found once for every watcher (k watchers each reading the board made a cost k·n).
  let flipped: Flipped | undefined;
  let recounted: readonly PermanentChange[] | undefined;
  const alike = alikeCounts();
  const watching = staticSourcesWith(before, cards, 'triggers').flatMap(({ permanent: watcher, card: source }) =>
    source.triggers.flatMap((t, trigger): PendingTrigger[] => {
      const pending = { source: watcher.id, card: watcher.card, trigger, controller: watcher.controller, text: t.text };
      const times = (count: number, on: PendingTrigger['on']): PendingTrigger[] => Array.from({ length: count }, () => ({ ...pending, on }));
      switch (t.on) {
        case 'leavesBattlefield': {
          const reads = reading(!t.permanents || t.if !== undefined, false, t.permanents);
          return times(alike(t, watcher, reads, left, (u, list) => leftWatched(before, cards, watcher, u, list).filter((p) => interveningHolds(before, cards, watcher, u.if, p)).length), 'leftBattlefield');
        }
        // The graveyard's arrivals and the discards are cards, not permanents: no event is judged apart (`events` is empty).
        case 'cardsToGraveyard':
          return times(alike(t, watcher, t.other ? 'own' : 'alike', [], () => graveyardCardCount(cards, watcher, t, arrivals)), 'putIntoGraveyard');
        case 'counters': {
          recounted ??= permanentsChanged(before, after, (was, now) => was.counters !== now.counters);
          return times(alike(t, watcher, reading(false, t.self === true, t.permanents), recounted, (u, list) => counterChangeCount(after, cards, watcher, u, list)), t.action === 'put' ? 'countersPut' : 'countersRemoved');
        }
        case 'becomesTapped':
        case 'becomesUntapped': {
          const taps = t.on === 'becomesTapped';
          flipped ??= flippedBy(before, after);
          const seen = taps ? flipped.tapped : flipped.untapped;
          return times(alike(t, watcher, reading(!t.permanents, false, t.permanents), seen, (u, list) => tapWatched(before, cards, watcher, u, list).length), taps ? 'becameTapped' : 'becameUntapped');
        }
        case 'creatureDies': {
          const reads = reading(t.attached !== undefined || t.if !== undefined, t.self === true, t.permanents, t.creatures);
          return times(alike(t, watcher, reads, died, (u, list) => list.filter(({ was }) => watchesDeath(before, cards, watcher, u, was) && interveningHolds(before, cards, watcher, u.if, was)).length), 'creatureDied');
        }
        case 'sacrifices':
          return times(alike(t, watcher, reading(false, t.self === true, t.permanents), died, (u, list) => list.filter(({ was }) => watchesSacrifice(before, cards, watcher, u, was)).length), 'sacrificed');
        case 'discards':
          // A watcher is a permanent, never the card discarded: its "another card" reads nothing of its own.
          return times(alike(t, watcher, 'alike', [], () => discardEvents(cards, watcher, t, discarded)), 'discarded');
        case 'cycles':
          return cycled && binds(t.player, watcher.controller, cycled.player) && !(t.other && cycled.was.id === watcher.id) ? [{ ...pending, on: 'cycled' }] : [];
        default:
          return [];
      }
    }),
  );
  // CR 702.29d: "When you cycle ~" triggers from the zone the card went to, controlled by its owner.
  const own = cycled
    ? getCard(cards, cycled.now.card)
        .triggers.flatMap((t, trigger): PendingTrigger[] => (t.on === 'cycleSelf' ? [{ source: cycled.now.id, card: cycled.now.card, trigger, controller: cycled.player, on: 'cycled', text: t.text }] : []))
    : [];
  // CR 603.6a: "When ~ is put into a graveyard from anywhere" triggers from the graveyard, controlled by the card's owner.
  const arrived = [...died, ...discarded, ...milled].flatMap(({ now }) =>
    getCard(cards, now.card)
      .triggers.flatMap((t, trigger): PendingTrigger[] => (t.on === 'putIntoGraveyard' ? [{ source: now.id, card: now.card, trigger, controller: now.owner, on: 'putIntoGraveyard', text: t.text }] : [])),
  );
  return [...watching, ...own, ...arrived];
}

/** CR 702.29c: the card whose cycling ability is being activated, if paying its cost just discarded it. */
function cycledCard(cards: CardLibrary, discarded: readonly Discarded[], activating: StackObject | undefined): Discarded | undefined {
  if (activating?.kind !== 'ability' || !abilityText(cards, activating)?.cycling) return undefined;
  return discarded.find((d) => d.was.id === activating.source);
}

/** The permanents a payment tapped and those it untapped, as they were before it. */
interface Flipped {
  readonly tapped: readonly Permanent[];
  readonly untapped: readonly Permanent[];
}

function flippedBy(before: GameState, after: GameState): Flipped {
  const tapped: Permanent[] = [];
  const untapped: Permanent[] = [];
  for (const { was } of permanentsChanged(before, after, (was, now) => was.tapped !== now.tapped)) (was.tapped ? untapped : tapped).push(was);
  return { tapped, untapped };
}

/**
 * CR 701.26: of the permanents the payment tapped or untapped (`flipped`, as they were before
 * it), those a tap trigger watches: itself, what it is attached to (303.4), or those fitting its filter.
 */
function tapWatched(before: GameState, cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'becomesTapped' | 'becomesUntapped' }>, flipped: readonly Permanent[]): readonly Permanent[] {
  if (trigger.attached) return flipped.filter((p) => p.id === watcher.attachedTo);
  const { permanents } = trigger;
  if (permanents) return flipped.filter((p) => objectFits(before, cards, p.id, permanents, { you: watcher.controller, source: watcher.id }));
  return flipped.filter((p) => p.id === watcher.id);
}

/**
 * CR 701.21a: whether a "sacrifice" trigger of `watcher` triggers on `dead`: a permanent
 * put into a graveyard from the battlefield while a cost is paid was sacrificed (no cost
 * destroys), by its controller, the only player who may sacrifice it — a player the trigger
 * watches (its `player`, by default this permanent's controller); judged as it last existed
 * (603.10a).
 */
function watchesSacrifice(before: GameState, cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'sacrifices' }>, dead: Permanent): boolean {
  if (!binds(trigger.player ?? 'you', watcher.controller, dead.controller)) return false;
  if (trigger.self && dead.id === watcher.id) return true;
  return trigger.permanents !== undefined && objectFits(before, cards, dead.id, trigger.permanents, { you: watcher.controller, source: watcher.id });
}

/** CR 701.9, 603.2c: how many times a "discard" trigger of `watcher` triggers: once for each fitting card, or with "one or more cards" once for each player who discarded some. */
function discardEvents(cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'discards' }>, discarded: readonly Discarded[]): number {
  const fitting = discarded.filter((d) => watchesDiscard(cards, watcher, trigger, d));
  return trigger.oneOrMore ? new Set(fitting.map((d) => d.player)).size : fitting.length;
}

/** CR 701.9: whether a "discard" trigger of `watcher` triggers on this card being discarded. */
function watchesDiscard(cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'discards' }>, discarded: Discarded): boolean {
  if (!binds(trigger.player, watcher.controller, discarded.player)) return false;
  if (trigger.other && discarded.was.id === watcher.id) return false;
  return !trigger.cards || matchesFilter(getCard(cards, discarded.was.card), trigger.cards);
}

/** Whether a "dies" trigger of `watcher` triggers on `dead` dying, judged on the battlefield before it left (CR 603.10a). */
function watchesDeath(before: GameState, cards: CardLibrary, watcher: Permanent, trigger: Extract<Trigger, { on: 'creatureDies' }>, dead: Permanent): boolean {
  if (trigger.self && dead.id === watcher.id) return true;
  // CR 301.5, 303.4: "enchanted creature", "equipped creature": what the watcher was attached to.
  if (trigger.attached && watcher.attachedTo === dead.id && matchesFilter(getCard(cards, dead.card), trigger.attached)) return true;
  const perspective = { you: watcher.controller, source: watcher.id };
  if (trigger.permanents && objectFits(before, cards, dead.id, trigger.permanents, perspective)) return true;
  if (!hasType(getCard(cards, dead.card), 'Creature')) return false;
  if (trigger.creatures) return objectFits(before, cards, dead.id, trigger.creatures, perspective);
  return !trigger.self && !trigger.attached && !trigger.permanents;
}

/**
 * Whether two battlefields hold the same objects in the same places (a payment that only tapped
 * or untapped some): known from how the later one was made (same-places.ts) without reading either,
 * else compared id by id.
 */
function sameObjects(before: readonly Permanent[], after: readonly Permanent[]): boolean {
  if (knownSamePlaces(before, after)) return true;
  if (before.length !== after.length) return false;
  for (let i = 0; i < before.length; i += 1) if (before[i]!.id !== after[i]!.id) return false;
  return true;
}
