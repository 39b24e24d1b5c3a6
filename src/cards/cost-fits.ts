/**
 * CR 118.3, 601.2h: which objects fit what a cost part asks for — the permanents a tap may tap,
 * the cards of a zone a discard or an exile may take, a permanent with its counters counted for
 * a sacrifice that reads power (cost-kinds.ts's candidates, one by one).
 */
import type { CardObject, GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { manaValue } from '../mana/value.js';
import { basePowerToughness, matchesFilter } from './characteristics.js';
import { powerToughnessWith, type Modified } from './card-fits.js';
import type { ObjectFilter } from './cost-schema.js';
import type { CardLibrary } from './library.js';
import type { CardDefinition } from './schema.js';
import { objectCard } from './face-up.js';

/** CR 118.3: whether a "tap an untapped [what] you control" part may tap this permanent (the tap part's candidates, one by one). */
export function mayTapFor(cards: CardLibrary, player: PlayerId, what: ObjectFilter, permanent: Permanent): boolean {
  return permanent.controller === player && !permanent.tapped && matchesFilter(objectCard(cards, permanent), what);
}

/** The ids of `objects` whose cards fit `what` as printed (a discard's, an exile's, an untap's candidates). */
export function fitting(cards: CardLibrary, objects: readonly CardObject[], what: ObjectFilter): readonly ObjectId[] {
  return objects.filter((o) => cardFits(cards, o, what)).map((o) => o.id);
}

/** Whether `object`'s card fits `what` as printed. */
export function cardFits(cards: CardLibrary, object: CardObject, what: ObjectFilter): boolean {
  return matchesFilter(objectCard(cards, object), what);
}

/** Whether matchesFilter reads more of an object than its types and colours (what withCounters gives). */
export function readsCharacteristics(f: Parameters<typeof matchesFilter>[1]): boolean {
  return f.power !== undefined || f.toughness !== undefined || f.manaValue !== undefined || f.keywords !== undefined || f.notKeywords !== undefined;
}

/** CR 122.1a: a permanent's characteristics with its +N/+N and -N/-N counters counted ("a creature with power 2 or greater"). */
export function withCounters(game: GameState, cards: CardLibrary, card: CardDefinition, permanent: Permanent): Modified {
  const { power, toughness } = powerToughnessWith(basePowerToughness(game, cards, card, permanent.controller), permanent.counters);
  return { power: () => power, toughness: () => toughness, manaValue: () => manaValue(card.manaCost?.symbols ?? []), keywords: () => card.keywords };
}
