/**
 * The one matcher of the filter language (filter-schema.ts): whether an object or a player
 * fits a filter, seen from "you", the controller of the spell or ability that asks (CR
 * 109.5), and from its source (for "other"). Target words use it (CR 115, 601.2c); cost
 * parts, static abilities and spend restrictions can call it with the same arguments.
 */
import { controllerOf, findPlayer, locate } from '../game/queries.js';
import type { CardObject, GameState, ObjectId, Permanent, PlayerId, StackObject } from '../game/state.js';
import { manaValue } from '../mana/value.js';
import { modifiedFits, powerToughnessWith, printedFits, readsModified, type Modified } from './card-fits.js';
import { basePowerToughness, grantsOn } from './characteristics.js';
import { definitionOf } from './definition.js';
import { hasSubtype } from './subtypes.js';
import { comparesX, type Alternative, type FilterZone, type Keyword, type ObjectFilter, type PlayerFilter, type Relation } from './filter-schema.js';
import { getCard, type CardLibrary } from './library.js';
import type { CardDefinition } from './schema.js';

/** Who asks: "you" (CR 109.5) and the object the ability belongs to, or the spell itself ("other"). */
export interface Perspective {
  readonly you: PlayerId;
  readonly source?: ObjectId;
  /** CR 107.3, 601.2b: the X announced for the spell or ability that asks, if any ("with mana value X"). */
  readonly x?: number;
}

/** An object a filter can see, with what it is (CR 109.3) and who has it. */
interface Seen {
  readonly zone: FilterZone;
  readonly id: ObjectId;
  /** null for an ability on the stack, which is not a card (CR 113.7a). */
  readonly card: CardDefinition | null;
  readonly stackKind: 'spell' | 'activatedAbility' | 'triggeredAbility' | null;
  readonly controller: PlayerId;
  readonly owner: PlayerId | null;
  readonly permanent: Permanent | null;
  /** CR 202.3e: X on the stack counts as announced. */
  readonly x: number;
  /** CR 115.9: what a spell or ability on the stack targets (every instance of "target"); none for anything else. */
  readonly targets: readonly string[];
}

/** Whether the object `id` fits `filter`, seen from `perspective`; false for an id that names nothing a filter can see. */
export function objectFits(game: GameState, cards: CardLibrary, id: ObjectId, filter: ObjectFilter, perspective: Perspective): boolean {
  const seen = see(game, cards, id);
  return seen !== undefined && fits(game, cards, seen, filter, perspective);
}

/** CR 109.5: whether a filter reads the object that asks, its source ("other"), itself or in a filter nested in it. */
export function readsSource(f: ObjectFilter): boolean {
  return f.other === true || nestedReadsSource(f);
}

/** Whether a filter nested in `f` ("attached to another creature", "that targets another creature") says "other". */
export function nestedReadsSource(f: ObjectFilter): boolean {
  return (f.attachedTo ?? []).some((a) => a.other === true) || (f.targets ?? []).some((a) => !('player' in a) && a.other === true);
}

/** Whether the player `id` fits a player filter: any player, an opponent of you, you, or not you. */
export function playerFits(player: PlayerId, filter: PlayerFilter, perspective: Perspective): boolean {
  return filter.player === 'any' || (filter.player === 'you' ? player === perspective.you : player !== perspective.you);
}

/** Whether `id` (a player or an object) fits any of the alternatives of a union. */
export function fitsAny(game: GameState, cards: CardLibrary, id: string, alternatives: readonly Alternative[], perspective: Perspective): boolean {
  const isPlayer = findPlayer(game, id) !== undefined;
  return alternatives.some((a) => ('player' in a ? isPlayer && playerFits(id, a, perspective) : !isPlayer && objectFits(game, cards, id, a, perspective)));
}

/** The ids of the objects in the zone a filter looks in, in zone order (a hand: only your own, CR 400.2). */
export function candidatesIn(game: GameState, zone: FilterZone, perspective: Perspective): readonly ObjectId[] {
  return objectsIn(game, zone, perspective).map((o) => o.id);
}

/** An object as it sits in a zone a filter can look in. */
export type ZoneObject = Permanent | StackObject | CardObject;

/** The objects in a zone a filter looks in, in zone order (a hand: only your own, CR 400.2). */
export function objectsIn(game: GameState, zone: FilterZone, perspective: Perspective): readonly ZoneObject[] {
  switch (zone) {
    case 'battlefield':
      return game.battlefield;
    case 'stack':
      return game.stack;
    case 'exile':
      return game.exile;
    case 'graveyard':
      return game.players.flatMap((p) => p.graveyard);
    case 'hand':
      return game.players.filter((p) => p.id === perspective.you).flatMap((p) => p.hand);
  }
}

/**
 * Like objectFits, for an object already found in `zone` (no look-up: for walking a zone). An
 * object off the stack is first judged on where it is, who controls it and its status, which
 * need nothing made: a walk of a board for "attacking creature" or "creature you control"
 * passes over most permanents with a look.
 */
export function objectInZoneFits(game: GameState, cards: CardLibrary, zone: FilterZone, object: ZoneObject, filter: ObjectFilter, perspective: Perspective): boolean {
  if (zone === 'stack') return fits(game, cards, seeIn(cards, zone, object), filter, perspective);
  const permanent = zone === 'battlefield' ? (object as Permanent) : null;
  return placeFits(zone, controllerOf(object as CardObject), permanent, filter, perspective) && seenFits(game, cards, seeIn(cards, zone, object), filter, perspective);
}

/** Whether an object in `zone`, controlled by `controller` (a permanent: `permanent`), is where the filter looks and has the controller and status it asks for. */
function placeFits(zone: FilterZone, controller: PlayerId, permanent: Permanent | null, f: ObjectFilter, perspective: Perspective): boolean {
  if (zone !== (f.zone ?? 'battlefield')) return false;
  if (f.controller !== undefined && !related(controller, f.controller, perspective.you)) return false;
  return permanentStateFits(permanent, f);
}

function see(game: GameState, cards: CardLibrary, id: ObjectId): Seen | undefined {
  const at = locate(game, id);
  if (!at || at.zone === 'library' || at.zone === 'command') return undefined;
  return seeIn(cards, at.zone, at.object);
}

function seeIn(cards: CardLibrary, zone: FilterZone, object: ZoneObject): Seen {
  if (zone === 'stack') {
    const item = object as StackObject;
    const spell = item.kind === 'spell';
    const stackKind = spell ? 'spell' : item.kind === 'trigger' ? 'triggeredAbility' : 'activatedAbility';
    return { zone, id: item.id, card: spell ? definitionOf(cards, item) : null, stackKind, controller: item.controller, owner: spell ? item.owner : null, permanent: null, x: item.choices.x ?? 0, targets: item.choices.targets.flat() };
  }
  const card = object as CardObject;
  const permanent = zone === 'battlefield' ? (object as Permanent) : null;
  return { zone, id: card.id, card: getCard(cards, card.card), stackKind: null, controller: controllerOf(card), owner: card.owner, permanent, x: 0, targets: NO_TARGETS };
}

/** What an object off the stack targets: nothing (one list for all). */
const NO_TARGETS: readonly string[] = Object.freeze([]);

function fits(game: GameState, cards: CardLibrary, seen: Seen, f: ObjectFilter, perspective: Perspective): boolean {
  return placeFits(seen.zone, seen.controller, seen.permanent, f, perspective) && seenFits(game, cards, seen, f, perspective);
}

/** The rest of `fits`, for an object whose place fits (placeFits). */
function seenFits(game: GameState, cards: CardLibrary, seen: Seen, f: ObjectFilter, perspective: Perspective): boolean {
  if (seen.zone === 'stack' && !stackKindFits(seen.stackKind, f.stackKind ?? 'spell')) return false;
  if (f.owner !== undefined && (seen.owner === null || !related(seen.owner, f.owner, perspective.you))) return false;
  if (f.other && seen.id === perspective.source) return false;
  // CR 115.9: "that targets …": one of its targets fits, seen from the same "you".
  if (f.targets !== undefined && !seen.targets.some((id) => fitsAny(game, cards, id, f.targets!, perspective))) return false;
  // CR 115.9a: "with a single target" counts each time something became its target.
  if (f.singleTarget && seen.targets.length !== 1) return false;
  // CR 301.5, 303.4: attached to a permanent that fits (one that has left names nothing here).
  if (f.attachedTo !== undefined) {
    const host = seen.permanent?.attachedTo;
    if (host === undefined || !f.attachedTo.some((a) => objectFits(game, cards, host, a, perspective))) return false;
  }
  if (f.enchanted !== undefined && (seen.permanent === null || isEnchanted(game, cards, seen.permanent) !== f.enchanted)) return false;
  if (!seen.card) return characteristicsAsked(f) === false;
  return characteristicsFit(game, cards, seen, seen.card, f, perspective.x);
}

function stackKindFits(kind: Seen['stackKind'], wanted: NonNullable<ObjectFilter['stackKind']>): boolean {
  if (wanted === 'ability') return kind === 'activatedAbility' || kind === 'triggeredAbility';
  return kind === wanted;
}

function related(player: PlayerId, relation: Relation, you: PlayerId): boolean {
  return relation === 'you' ? player === you : player !== you;
}

/** CR 110.5, 506.4, 509.1h, 122.1, 111.1: tapped, in combat, blocked, with a counter, a token. Only a permanent has these. */
function permanentStateFits(permanent: Permanent | null, f: ObjectFilter): boolean {
  const asked = f.tapped !== undefined || f.attacking !== undefined || f.blocking !== undefined || f.attackingOrBlocking || f.blocked || f.counter !== undefined || f.token !== undefined;
  if (!permanent) return !asked;
  if (f.tapped !== undefined && permanent.tapped !== f.tapped) return false;
  if (f.attacking !== undefined && (permanent.attacking === true) !== f.attacking) return false;
  if (f.blocking !== undefined && (permanent.blocking === true) !== f.blocking) return false;
  if (f.attackingOrBlocking && !permanent.attacking && !permanent.blocking) return false;
  if (f.blocked && !(permanent.attacking && permanent.blocked)) return false;
  if (f.counter !== undefined && (permanent.counters[f.counter] ?? 0) < 1) return false;
  return f.token === undefined || (permanent.token === true) === f.token;
}

/** CR 303.4: an Aura is attached to the permanent. */
function isEnchanted(game: GameState, cards: CardLibrary, permanent: Permanent): boolean {
  return game.battlefield.some((p) => p.attachedTo === permanent.id && hasSubtype(getCard(cards, p.card), 'Aura'));
}

const CHARACTERISTIC_FIELDS = [
  'types', 'allTypes', 'notTypes', 'subtypes', 'notSubtypes', 'supertypes', 'notSupertypes', 'colors', 'notColors', 'colorless', 'multicolored',
  'power', 'toughness', 'manaValue', 'keywords', 'notKeywords',
] as const;

const characteristicsAsked = (f: ObjectFilter) => CHARACTERISTIC_FIELDS.some((field) => f[field] !== undefined);

function characteristicsFit(game: GameState, cards: CardLibrary, seen: Seen, card: CardDefinition, f: ObjectFilter, x: number | undefined): boolean {
  // What the object has now is made only for one whose printed characteristics fit.
  if (!printedFits(card, f)) return false;
  if (!readsModified(f)) return true;
  return modifiedFits(f, SEEN_NOW, { game, cards, seen, card }, x);
}

/** An object as it is seen in a game, for what it has now (SEEN_NOW). */
interface SeenIn {
  readonly game: GameState;
  readonly cards: CardLibrary;
  readonly seen: Seen;
  readonly card: CardDefinition;
}

/** CR 208.1, 122.1a, 202.3e, 613: an object's power and toughness with its counters, its mana value with X on the stack, its keywords with those given to it. */
const SEEN_NOW: Modified<SeenIn> = {
  power: ({ game, cards, seen, card }) => powerToughness(game, cards, seen, card).power,
  toughness: ({ game, cards, seen, card }) => powerToughness(game, cards, seen, card).toughness,
  manaValue: ({ seen, card }) => manaValue(card.manaCost?.symbols ?? [], seen.x),
  keywords: ({ game, cards, seen, card }) => keywordsOf(game, cards, seen, card),
};

/**
 * CR 107.3: the least X ≥ `base` at which `object`, as it sits in `zone`, meets the comparisons
 * with X of the filter `f` (its power, toughness or mana value "X or less", "X or greater",
 * "X"); undefined if it meets them at no such X. The rest of the filter is not read.
 */
export function leastXMet(game: GameState, cards: CardLibrary, zone: FilterZone, object: ZoneObject, f: ObjectFilter, base: number): number | undefined {
  const seen = seeIn(cards, zone, object);
  const card = seen.card;
  if (!card) return undefined;
  let least = base;
  let most = Infinity;
  let exactly: number | undefined;
  const meet = (compare: ObjectFilter['power'], value: number | undefined): boolean => {
    if (!comparesX(compare)) return true;
    if (value === undefined) return false;
    if (compare!.atMost === 'X') least = Math.max(least, value);
    else if (compare!.atLeast === 'X') most = Math.min(most, value);
    else if (exactly !== undefined && exactly !== value) return false;
    else exactly = value;
    return true;
  };
  const pt = comparesX(f.power) || comparesX(f.toughness) ? powerToughness(game, cards, seen, card) : null;
  if (!meet(f.power, pt?.power) || !meet(f.toughness, pt?.toughness) || !meet(f.manaValue, manaValue(card.manaCost?.symbols ?? [], seen.x))) return undefined;
  if (exactly !== undefined) return exactly >= least && exactly <= most ? exactly : undefined;
  return least <= most ? least : undefined;
}

/** CR 208.1, 122.1a: power and toughness, with +N/+N and -N/-N counters on a permanent. */
function powerToughness(game: GameState, cards: CardLibrary, seen: Seen, card: CardDefinition): { power: number | undefined; toughness: number | undefined } {
  return powerToughnessWith(basePowerToughness(game, cards, card, seen.controller), seen.permanent?.counters ?? {});
}

/** Printed keywords; a permanent also has the keywords static abilities give it (CR 613: haste, hexproof, shroud). */
function keywordsOf(game: GameState, cards: CardLibrary, seen: Seen, card: CardDefinition): readonly Keyword[] {
  if (!seen.permanent) return card.keywords;
  const granted = grantsOn(game, cards, seen.permanent).flatMap(({ grant: g }) => (g.keyword && !card.keywords.includes(g.keyword) ? [g.keyword] : []));
  return granted.length === 0 ? card.keywords : [...new Set([...card.keywords, ...granted])];
}
