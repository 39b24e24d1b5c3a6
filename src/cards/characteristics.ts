/** The characteristics rules code asks about a card or permanent (CR 109.3). */
import { staticSources } from './static-sources.js';
import type { Color } from '../mana/symbols.js';
import type { CardType, ObjectFilter } from './cost-schema.js';
import type { CardDefinition, Grant } from './schema.js';
import type { GameState, Permanent } from '../game/state.js';
import { getCard, type CardLibrary } from './library.js';

export { cardColors, matchesFilter } from './card-fits.js';
import { powerToughnessWith } from './card-fits.js';

export function hasType(card: CardDefinition, type: CardType): boolean {
  return card.types.includes(type);
}

export function hasKeyword(card: CardDefinition, keyword: CardDefinition['keywords'][number]): boolean {
  return card.keywords.includes(keyword);
}

/** CR 702.10: a permanent has haste: printed, or given by a permanent (Fervor, Concordant Crossroads). */
export function hasHaste(game: GameState, cards: CardLibrary, permanent: Permanent): boolean {
  return hasKeyword(getCard(cards, permanent.card), 'haste') || grantsOn(game, cards, permanent).some(({ grant }) => grant.keyword === 'haste');
}

/** A grant that reaches a permanent, with the permanent that gives it. */
export interface GrantOn {
  readonly grant: Grant;
  readonly giver: Permanent;
}

/** CR 613: the grants of permanents on the battlefield that reach `permanent` (keywords, shields, abilities), in the givers' battlefield order. */
export function grantsOn(game: GameState, cards: CardLibrary, permanent: Permanent): readonly GrantOn[] {
  const sources = staticSources(game, cards);
  if (!sources.some((s) => s.card.grants.length > 0)) return [];
  const card = getCard(cards, permanent.card);
  return sources.flatMap(({ permanent: giver, card: source }) => source.grants.filter((g) => grantReaches(g, giver, permanent, card)).map((grant) => ({ grant, giver })));
}

/**
 * CR 613: whether `giver`'s grant reaches `permanent` (whose card is `card`): the permanent
 * `giver` is attached to (CR 301.5, 303.4), or one of the named types and subtypes (and
 * supertypes, when given) with the right controller, not `giver` itself when it says "other".
 */
export function grantReaches(grant: Grant, giver: Permanent, permanent: Permanent, card: CardDefinition): boolean {
  if (grant.attached) return giver.attachedTo === permanent.id;
  if (grant.controller === undefined || (grant.controller === 'you' && giver.controller !== permanent.controller)) return false;
  if (grant.other && giver.id === permanent.id) return false;
  const some = <T>(wanted: readonly T[] | undefined, has: readonly T[]) => wanted === undefined || wanted.some((w) => has.includes(w));
  return some(grant.types, card.types) && some(grant.subtypes, card.subtypes) && some(grant.supertypes, card.supertypes);
}

/** CR 302.6, 602.5a: a creature's {T} and {Q} abilities need it to have been controlled since its controller's most recent turn began, or haste. */
export function isSummoningSick(game: GameState, cards: CardLibrary, permanent: Permanent): boolean {
  return hasType(getCard(cards, permanent.card), 'Creature') && !permanent.controlledSinceTurnStart && !hasHaste(game, cards, permanent);
}

/** CR 208.3, 122.1a: a permanent's power: its card's printed power changed by its +N/+N and -N/-N counters (0 for a card with none). */
export function powerOf(cards: CardLibrary, object: { readonly card: string; readonly counters?: Readonly<Record<string, number>> }): number {
  return powerToughnessWith(getCard(cards, object.card), object.counters ?? {}).power ?? 0;
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
