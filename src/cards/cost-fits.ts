/**
 * CR 118.3, 601.2h: which objects fit what a cost part asks for — the permanents a tap may tap,
 * the cards of a zone a discard or an exile may take, a permanent with its counters counted for
 * a sacrifice that reads power (cost-kinds.ts's candidates, one by one).
 */
import type { CardObject, GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { manaValue } from '../mana/value.js';
import { basePowerToughness, matchesFilter } from './characteristics.js';
import { modifiedFits, powerToughnessWith, printedFits, readsModified, type Modified } from './card-fits.js';
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

/**
 * CR 122.1a: whether a permanent's card fits `what` with its +N/+N and -N/-N counters counted,
 * where `what` reads them (a sacrifice's candidates, one by one); its power is worked out only
 * once its printed characteristics fit.
 */
export function fitsWithCounters(game: GameState, cards: CardLibrary, card: CardDefinition, permanent: Permanent, what: ObjectFilter): boolean {
  return printedFits(card, what) && (!readsModified(what) || modifiedFits(what, COUNTED, { game, cards, card, permanent }, undefined));
}

/** A permanent as a sacrifice's candidates see it (fitsWithCounters). */
interface Counted {
  readonly game: GameState;
  readonly cards: CardLibrary;
  readonly card: CardDefinition;
  readonly permanent: Permanent;
}

/** CR 122.1a: a permanent's characteristics with its +N/+N and -N/-N counters counted ("a creature with power 2 or greater"). */
const COUNTED: Modified<Counted> = {
  power: (of) => withCounters(of).power,
  toughness: (of) => withCounters(of).toughness,
  manaValue: ({ card }) => manaValue(card.manaCost?.symbols ?? []),
  keywords: ({ card }) => card.keywords,
};

const withCounters = ({ game, cards, card, permanent }: Counted) => powerToughnessWith(basePowerToughness(game, cards, card, permanent.controller), permanent.counters);
