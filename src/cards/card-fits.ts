/**
 * The characteristics half of the one matcher (filter.ts): whether a card's characteristics
 * (CR 109.3) fit an object filter. Cost parts that look at cards ("sacrifice a creature",
 * "exile a blue card") call it directly; objectFits adds where the object is, who has it
 * and its status.
 */
import { allIn, anyIn } from '../core/lists.js';
import type { Color } from '../mana/symbols.js';
import { colorsOf, manaValue } from '../mana/value.js';
import type { Compare, Keyword, ObjectFilter } from './filter-schema.js';
import type { CardDefinition } from './schema.js';
import { hasAnySubtype } from './subtypes.js';

/**
 * What an object's characteristics are beyond its card's printed ones (counters, X on the
 * stack, keywords given to it), read from `of`, what the caller knows of the object: functions
 * of it, not closures over it, so that a walk over a board makes none for each object.
 */
export interface Modified<O> {
  readonly power: (of: O) => number | undefined;
  readonly toughness: (of: O) => number | undefined;
  readonly manaValue: (of: O) => number;
  readonly keywords: (of: O) => readonly Keyword[];
}

/** CR 202.2: an object's colours come from the mana symbols of its mana cost, unless a characteristic-defining ability sets them (CR 604.3, 105.2). */
export function cardColors(card: CardDefinition): readonly Color[] {
  if (card.colors) return card.colors;
  if (!card.manaCost) return NO_COLORS;
  let colors = colorsByCard.get(card);
  if (!colors) colorsByCard.set(card, (colors = Object.freeze(colorsOf(card.manaCost.symbols))));
  return colors;
}

const NO_COLORS: readonly Color[] = Object.freeze([]);
/** cardColors by definition, worked out once: a definition never changes (convoke asks of every creature for every proposal). */
const colorsByCard = new WeakMap<CardDefinition, readonly Color[]>();

/**
 * Whether a card's characteristics (CR 109.3) fit the characteristic fields of a filter
 * ("a green creature", "a nonlegendary Cleric", "with power 4 or greater") as printed.
 */
export function matchesFilter(card: CardDefinition, f: ObjectFilter): boolean {
  return printedFits(card, f) && (!readsModified(f) || modifiedFits(f, PRINTED, card, undefined));
}

/**
 * Whether a card's types, subtypes, supertypes and colours fit a filter's: what no counter or
 * grant changes here. A caller that walks a board asks this first, and reads what an object has
 * now (modifiedFits) only for the objects that pass and only when the filter reads it
 * (readsModified): "target creature with power 4 or greater" passes over each land.
 */
export function printedFits(card: CardDefinition, f: ObjectFilter): boolean {
  // No closure here reads `card` or `f` (core/lists.ts): a sacrifice's candidates ask this of every permanent a player controls.
  if (!some(f.types, card.types) || !none(f.notTypes, card.types) || !every(f.allTypes, card.types)) return false;
  if (!hasAnySubtype(card, f.subtypes) || (f.notSubtypes !== undefined && hasAnySubtype(card, f.notSubtypes))) return false;
  if (!some(f.supertypes, card.supertypes) || !none(f.notSupertypes, card.supertypes)) return false;
  if (f.colors || f.notColors || f.colorless !== undefined || f.multicolored !== undefined) {
    const colors: readonly Color[] = cardColors(card);
    if (!some(f.colors, colors) || !none(f.notColors, colors)) return false;
    if (f.colorless !== undefined && (colors.length === 0) !== f.colorless) return false;
    if (f.multicolored !== undefined && colors.length > 1 !== f.multicolored) return false;
  }
  return true;
}

/** Whether a filter reads more of an object than its printed types and colours: its power, toughness, mana value or keywords (what Modified gives). */
export function readsModified(f: ObjectFilter): boolean {
  return f.power !== undefined || f.toughness !== undefined || f.manaValue !== undefined || f.keywords !== undefined || f.notKeywords !== undefined;
}

/**
 * Whether what an object has now (`now`, read from `of`) fits a filter's power, toughness, mana
 * value and keywords, with `x` the X announced for the spell or ability that asks (CR 107.3,
 * 601.2b; undefined when none was: then nothing fits an X). Only what the filter reads is read.
 */
export function modifiedFits<O>(f: ObjectFilter, now: Modified<O>, of: O, x: number | undefined): boolean {
  if (f.power && !compareFits(f.power, now.power(of), x)) return false;
  if (f.toughness && !compareFits(f.toughness, now.toughness(of), x)) return false;
  if (f.manaValue && !compareFits(f.manaValue, now.manaValue(of), x)) return false;
  if (f.keywords === undefined && f.notKeywords === undefined) return true;
  const keywords = now.keywords(of);
  return every(f.keywords, keywords) && none(f.notKeywords, keywords);
}

/**
 * CR 208.1, 122.1a: power and toughness (`base`: printed, or what a characteristic-defining
 * ability makes them) with +N/+N and -N/-N counters; undefined when there is none (a
 * noncreature card).
 */
export function powerToughnessWith(base: { readonly power: number | undefined; readonly toughness: number | undefined }, counters: Readonly<Record<string, number>>): { power: number | undefined; toughness: number | undefined } {
  let { power, toughness } = base;
  for (const [name, n] of Object.entries(counters)) {
    const change = /^([+-]\d+)\/([+-]\d+)$/.exec(name);
    if (!change) continue;
    power = power === undefined ? undefined : power + Number(change[1]) * n;
    toughness = toughness === undefined ? undefined : toughness + Number(change[2]) * n;
  }
  return { power, toughness };
}

/** Every one of `wanted` is in `has` (or nothing is wanted). */
const every = <T>(wanted: readonly T[] | undefined, has: readonly T[]): boolean => wanted === undefined || allIn(wanted, has);

/** At least one of `wanted` is in `has` (or nothing is wanted). */
const some = <T>(wanted: readonly T[] | undefined, has: readonly T[]): boolean => wanted === undefined || anyIn(wanted, has);

/** None of `unwanted` is in `has`. */
const none = <T>(unwanted: readonly T[] | undefined, has: readonly T[]): boolean => unwanted === undefined || !anyIn(unwanted, has);

/** A printed number; undefined for none, or for a characteristic-defining ability (CR 604.3), which only a game can count (characteristics.ts `basePowerToughness`). */
export const printedNumber = (value: CardDefinition['power']): number | undefined => (typeof value === 'number' ? value : undefined);

/** A card as printed. */
const PRINTED: Modified<CardDefinition> = {
  power: (card) => printedNumber(card.power),
  toughness: (card) => printedNumber(card.toughness),
  manaValue: (card) => manaValue(card.manaCost?.symbols ?? []),
  keywords: (card) => card.keywords,
};

/** Whether `value` meets a comparison ("4 or greater", "X or less"); no closure made for each object compared. */
function compareFits(compare: Compare, value: number | undefined, x: number | undefined): boolean {
  if (value === undefined) return false;
  const bound = compare.atMost ?? compare.atLeast ?? compare.equals!;
  const n = bound === 'X' ? x : bound;
  // An X that was never announced bounds nothing, so nothing fits it.
  if (n === undefined) return false;
  return compare.atMost !== undefined ? value <= n : compare.atLeast !== undefined ? value >= n : value === n;
}
