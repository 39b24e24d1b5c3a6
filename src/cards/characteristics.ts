/** The characteristics rules code asks about a card or permanent (CR 109.3). */
import { anyIn } from '../core/lists.js';
import { controllerOf, findPlayer } from '../game/queries.js';
import { binds, staticSourcesWith } from './static-sources.js';
import type { DefinedValue } from './cost-change-schema.js';
import type { CountExpr } from './count-schema.js';
import type { Color } from '../mana/symbols.js';
import type { CardType, ObjectFilter } from './cost-schema.js';
import type { CardDefinition, Grant } from './schema.js';
import type { CardObject, GameState, Permanent, PlayerId } from '../game/state.js';
import type { CardLibrary } from './library.js';
import type { AsLongAs } from './only-if.js';

export { cardColors, matchesFilter } from './card-fits.js';
import { matchesFilter, powerToughnessWith } from './card-fits.js';
import { objectCard } from './face-up.js';
import { hasAnySubtype, hasSubtype } from './subtypes.js';
import { grantIndex, type GrantFrom } from './grant-reach.js';
import { rememberedCount } from './count-memo.js';
import { countReads, grantIsConditional } from './battlefield-reads.js';

export function hasType(card: CardDefinition, type: CardType): boolean {
  return card.types.includes(type);
}

/** Whether `card` has at least one of `types`. */
export function hasAnyType(card: CardDefinition, types: readonly CardType[]): boolean {
  return anyIn(types, card.types);
}

export function hasKeyword(card: CardDefinition, keyword: CardDefinition['keywords'][number]): boolean {
  return card.keywords.includes(keyword);
}

/** CR 702.10: a permanent has haste: printed, or given by a permanent (Fervor, Concordant Crossroads). */
export function hasHaste(game: GameState, cards: CardLibrary, permanent: Permanent): boolean {
  return hasKeyword(objectCard(cards, permanent), 'haste') || grantsOn(game, cards, permanent).some(({ grant }) => grant.keyword === 'haste');
}

/** A grant that reaches a permanent, with the permanent that gives it. */
export interface GrantOn {
  readonly grant: Grant;
  readonly giver: Permanent;
}

/**
 * CR 613: the grants of permanents on the battlefield that reach `permanent` (keywords and
 * shields), in the givers' battlefield order, each grant of givers alike once, from the first of
 * them whose grant reaches it and holds (grant-reach.ts: a second instance is redundant).
 */
export function grantsOn(game: GameState, cards: CardLibrary, permanent: Permanent): readonly GrantOn[] {
  const givers = staticSourcesWith(game, cards, 'grants');
  if (givers.length === 0) return [];
  const index = grantIndex(givers);
  const found: GrantFrom[] = [];
  for (const entry of index.attached.get(permanent.id) ?? []) if (grantHolds(game, cards, entry.grant, entry.giver)) found.push(entry);
  for (const entry of index.self.get(permanent.id) ?? []) if (grantHolds(game, cards, entry.grant, entry.giver)) found.push(entry);
  if (index.wide.length > 0) {
    const card = objectCard(cards, permanent);
    for (const { grant, givers: alike } of index.wide) {
      for (const entry of alike) {
        // Givers alike reach alike, but for "other": a giver's own grant leaves it out.
        if (grant.other && entry.giver.id === permanent.id) continue;
        if (!grantReaches(grant, entry.giver, permanent, card)) break;
        // An "as long as" condition may hold for one giver and not another (CR 611.3a).
        if (grantHolds(game, cards, grant, entry.giver)) {
          found.push(entry);
          break;
        }
      }
    }
  }
  if (found.length > 1) found.sort((a, b) => a.at - b.at);
  return found.map(({ grant, giver }) => ({ grant, giver }));
}

/** CR 611.3a: whether a grant applies now: it has no "as long as" condition, or it holds for `giver`'s controller. */
export function grantHolds(game: GameState, cards: CardLibrary, grant: Grant, giver: Permanent): boolean {
  return !grantIsConditional(grant) || meetsOnlyIf(game, cards, giver.controller, grant.asLongAs!, giver);
}

/**
 * CR 601.3, 602.5b: whether an "only if" condition of a spell or ability holds now, for the
 * player beginning to cast or activate it; CR 611.3a: whether an "as long as" condition of a
 * grant holds now, for the giver's controller. `self` is the permanent whose ability it is
 * (none for a spell or a card in a hand or graveyard).
 */
export function meetsOnlyIf(game: GameState, cards: CardLibrary, player: PlayerId, onlyIf: AsLongAs, self?: Permanent): boolean {
  if ('self' in onlyIf) {
    if (onlyIf.self === 'untapped') return self !== undefined && !self.tapped;
    // CR 702.142a: an attacking creature has attacked this turn.
    return self?.attacking === true || (onlyIf.self === 'attackedThisTurn' && self?.attackedThisTurn === true);
  }
  if ('allOf' in onlyIf) return onlyIf.allOf.every((c) => meetsOnlyIf(game, cards, player, c, self));
  if ('turn' in onlyIf) return (game.turn.activePlayer === player) === (onlyIf.turn === 'yours');
  if ('spellsCastThisTurn' in onlyIf) return (findPlayer(game, player)?.spellsCastThisTurn ?? 0) >= onlyIf.spellsCastThisTurn;
  return withinBounds(countFor(game, cards, onlyIf.count, player), onlyIf);
}

/** Whether a count is within a condition's bounds ("three or more": atLeast 3; "no time counters": atMost 0); a missing bound doesn't limit. */
export function withinBounds(n: number, bounds: { readonly atLeast?: number | undefined; readonly atMost?: number | undefined }): boolean {
  return (bounds.atLeast === undefined || n >= bounds.atLeast) && (bounds.atMost === undefined || n <= bounds.atMost);
}

/**
 * CR 613: whether `giver`'s grant reaches `permanent` (whose card is `card`): the permanent
 * `giver` is attached to (CR 301.5, 303.4), `giver` itself, or one of the named types and subtypes (and
 * supertypes, when given) with the right controller, not `giver` itself when it says "other".
 */
export function grantReaches(grant: Grant, giver: Permanent, permanent: Permanent, card: CardDefinition): boolean {
  if (grant.attached) return giver.attachedTo === permanent.id;
  if (grant.self) return giver.id === permanent.id;
  if (grant.controller === undefined || (grant.controller === 'you' && giver.controller !== permanent.controller)) return false;
  if (grant.other && giver.id === permanent.id) return false;
  if (grant.token && !permanent.token) return false;
  const some = <T>(wanted: readonly T[] | undefined, has: readonly T[]) => wanted === undefined || wanted.some((w) => has.includes(w));
  return some(grant.types, card.types) && hasAnySubtype(card, grant.subtypes) && some(grant.supertypes, card.supertypes);
}

/** CR 302.6, 602.5a: a creature's {T} and {Q} abilities need it to have been controlled since its controller's most recent turn began, or haste. */
export function isSummoningSick(game: GameState, cards: CardLibrary, permanent: Permanent): boolean {
  return hasType(objectCard(cards, permanent), 'Creature') && !permanent.controlledSinceTurnStart && !hasHaste(game, cards, permanent);
}

/**
 * CR 208.3, 122.1a: a permanent's power: its card's printed power (or what its
 * characteristic-defining ability counts, 604.3) changed by its +N/+N and -N/-N counters
 * (0 for a card with none).
 */
export function powerOf(game: GameState, cards: CardLibrary, object: { readonly card: string; readonly controller: PlayerId; readonly counters?: Readonly<Record<string, number>> }): number {
  const card = objectCard(cards, object);
  return powerToughnessWith(basePowerToughness(game, cards, card, object.controller), object.counters ?? {}).power ?? 0;
}

/**
 * CR 208.2, 604.3: a card's power and toughness before counters: printed, or counted by its
 * characteristic-defining ability for `controller` (its controller, or its owner outside the
 * battlefield and the stack, CR 108.4a); a defined value below 0 stays as counted (CR 107.1b:
 * an effect that sets power or toughness may make it negative).
 */
export function basePowerToughness(game: GameState, cards: CardLibrary, card: CardDefinition, controller: PlayerId): { power: number | undefined; toughness: number | undefined } {
  return { power: baseValue(game, cards, card.power, controller), toughness: baseValue(game, cards, card.toughness, controller) };
}

/** A printed power or toughness, or the one its characteristic-defining ability counts (CR 604.3). */
function baseValue(game: GameState, cards: CardLibrary, value: CardDefinition['power'], controller: PlayerId): number | undefined {
  return value === undefined || typeof value === 'number' ? value : definedValueFor(game, cards, value, controller);
}

/** CR 604.3: `times` × what the counts count + `plus`. */
function definedValueFor(game: GameState, cards: CardLibrary, value: DefinedValue, controller: PlayerId): number {
  const counted = [value.count, ...(value.alsoCount ?? [])].reduce((n, c) => n + countFor(game, cards, c, controller), 0);
  return value.times * counted + value.plus;
}

/**
 * CR 601.2f, 604.3: how many objects (or points of power, or players) a count counts for
 * `player` ("for each creature card in your graveyard", "for each opponent", "the total power
 * of creatures you control"); never below 0 (CR 107.1b).
 */
export function countFor(game: GameState, cards: CardLibrary, expr: CountExpr, player: PlayerId): number {
  return rememberedCount(game, cards, expr, player, () => countNow(game, cards, expr, player), countReads(game, cards, expr));
}

function countNow(game: GameState, cards: CardLibrary, expr: CountExpr, player: PlayerId): number {
  if ('players' in expr) return game.players.filter((p) => p.id !== player).length;
  if ('basicLandTypes' in expr) return basicLandTypesAmong(game, cards, player);
  if ('cardTypesInGraveyards' in expr) return cardTypesAmong(game.players.filter((p) => binds(expr.cardTypesInGraveyards, player, p.id)).flatMap((p) => p.graveyard).map((c) => objectCard(cards, c)));
  const objects: readonly (CardObject & { readonly controller?: PlayerId; readonly counters?: Readonly<Record<string, number>> })[] =
    expr.zone === 'battlefield'
      ? game.battlefield.filter((p) => binds(expr.controller, player, p.controller))
      : game.players.filter((p) => binds(expr.controller, player, p.id)).flatMap((p) => (expr.zone === 'hand' ? p.hand : p.graveyard));
  const fitting = objects.filter((o) => matchesFilter(objectCard(cards, o), expr.what));
  if (expr.sum !== 'power') return fitting.length;
  return Math.max(0, fitting.reduce((n, o) => n + powerOf(game, cards, { ...o, controller: controllerOf(o) }), 0));
}

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** CR 305.6, domain: how many of the five basic land types are among the lands `player` controls. */
function basicLandTypesAmong(game: GameState, cards: CardLibrary, player: PlayerId): number {
  const lands = game.battlefield.filter((p) => p.controller === player).map((p) => objectCard(cards, p)).filter((card) => card.types.includes('Land'));
  return BASIC_LAND_TYPES.filter((t) => lands.some((card) => hasSubtype(card, t))).length;
}

/** CR 205.2a: how many card types are among `found` (Tarmogoyf: an artifact creature counts both). */
function cardTypesAmong(found: readonly CardDefinition[]): number {
  return new Set(found.flatMap((card) => card.types)).size;
}

/** Describes a filter for messages: "green Creature", "nonland Island". */
export function describeFilter(filter: ObjectFilter, noun = 'permanent'): string {
  const words = [
    ...(filter.colors ?? []).map(colorName),
    ...(filter.notTypes ?? []).map((t) => `non${t.toLowerCase()}`),
    ...(filter.supertypes ?? []).map((t) => t.toLowerCase()),
    ...(filter.subtypes ?? []),
    ...(filter.types ? [filter.types.map((t) => t.toLowerCase()).join(' or ')] : filter.subtypes ? [] : [noun]),
  ];
  return words.join(' ');
}

/** "a creature", "an Island", "two cards": a count of things a filter describes. */
export function countOf(count: number | 'X', filter: ObjectFilter, noun = 'permanent'): string {
  const words = describeFilter(filter, noun);
  if (count === 'X') return `X ${words.replace(/(y)$/, 'ie')}s`;
  if (count === 1) return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
  const numbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return `${numbers[count] ?? count} ${words.replace(/(y)$/, 'ie')}s`;
}

const COLOR_NAMES: Readonly<Record<Color, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
export const colorName = (c: Color): string => COLOR_NAMES[c];
