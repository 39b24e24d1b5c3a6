/**
 * CR 605.3a, 602.2b: what listing a permanent's mana abilities as solver sources found
 * (ability-sources.ts), kept for the next listing that meets the same permanent object in
 * the same surroundings. A game is immutable and most permanents are the same objects from
 * one game value to the next (tapping a land replaces only that land), so an AI or a client
 * asking at every priority lists only the permanents that changed.
 *
 * The memo holds only where the answer can be proved to depend on nothing but the permanent
 * itself (its controller is the player asking, CR 605.3a), the card library and the
 * battlefield's static sources (cards/static-sources.ts: the same shape while its permanents
 * are the same objects, or differ only in being tapped, which nothing a listing reads of a
 * static source looks at once the second condition below holds):
 * - each mana ability the permanent has reads only its own object and, if its cost taps other
 *   permanents (Springleaf Drum, CR 602.2b), the list of those it could tap, and if it costs
 *   life (Mana Confluence, CR 119.4), its controller's life total (`readsWhatItNamesAndLife`),
 *   which the listing keeps and is asked again with: the same list and life, the same answer
 *   (tap-others.ts `tapList` gives lists alike as one array);
 * - no static source gives a keyword or ability "as long as" something holds (CR 611.3a),
 *   which would read the rest of the game (haste "as long as you control a red permanent"
 *   decides whether a creature's {T} can be paid, CR 302.6).
 * A card in its owner's hand is remembered on the same terms: it has only its printed mana
 * abilities (CR 605.1a), and what a ban reads of it, its types, name and owner, is its own
 * (cards/activation-bans.ts). One with none lists as none whatever the static sources.
 * Anything else is listed afresh each time.
 */
import { grantIsConditional } from '../cards/battlefield-reads.js';
import type { CostPart } from '../cards/cost-schema.js';
import type { CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import type { StaticSource } from '../cards/static-sources.js';
import type { CardObject } from '../game/state.js';

/**
 * The cost parts whose check reads only the ability's object: its tapped state and, for a
 * creature, whether it is summoning sick (CR 302.6, from the object and the static sources'
 * haste grants); its counters; where it is; whether it may be sacrificed (CR 118.3: the
 * restrictions in force are the static sources', cards/restrictions.ts, whose shape the memo
 * is kept with). Mana in the cost is the solver's to pay.
 * Not here: life (the life total, CR 119.4), mill (the library, CR 701.17b), discard (a card in
 * a hand), tapping another permanent (the other permanents, CR 602.2b).
 */
const OWN_OBJECT_KINDS: ReadonlySet<CostPart['kind']> = new Set(['mana', 'tapSelf', 'untapSelf', 'counters', 'returnSelf', 'exileSelf', 'sacrificeSelf']);

/**
 * The fields of a mana ability that don't make its check read the game: what it makes and
 * does to its own object as it resolves, "only once each turn" (kept on the permanent,
 * CR 602.5b), where it is activated from. Not here: `onlyIf` (CR 602.5b: "activate only if
 * you control…" reads the game), and any field added later until it is looked at.
 */
const OWN_OBJECT_FIELDS: ReadonlySet<string> = new Set(['cost', 'produces', 'spend', 'damageToController', 'putCounters', 'sacrificeIfNoCounters', 'otherEffect', 'oncePerTurn', 'from']);

/** The kinds of production whose amount is read from the ability and its object alone: not "for each Swamp you control" (CR 605.3b). */
const OWN_OBJECT_PRODUCTION: ReadonlySet<string> = new Set(['types', 'chosenColor', 'amount', 'perCounter', 'mana', 'oneOf', 'combination']);

/**
 * With a part that taps other permanents the player names (CR 602.2b, Springleaf Drum): once
 * they are named, that part's check reads the named permanents alone (tap-others.ts
 * `tapChoiceProblem`), not the rest of the battlefield.
 */
const NAMED_KINDS: ReadonlySet<CostPart['kind']> = new Set([...OWN_OBJECT_KINDS, 'tap']);

/**
 * Whether `ability`'s check and what it makes read only the cost parts of `kinds`, the ability's
 * `fields` and the production's `production` fields (by default: its object), and `also` holds
 * of it: worked out once for each ability (an ability never changes).
 */
function readsOnly(kinds: ReadonlySet<CostPart['kind']>, fields = OWN_OBJECT_FIELDS, production = OWN_OBJECT_PRODUCTION, also: (ability: ManaAbility) => boolean = () => true): (ability: ManaAbility) => boolean {
  const known = new WeakMap<ManaAbility, boolean>();
  return (ability) => {
    let only = known.get(ability);
    if (only === undefined) {
      only =
        Object.keys(ability).every((field) => fields.has(field)) &&
        ability.cost.every((part) => kinds.has(part.kind)) &&
        Object.keys(ability.produces).every((field) => production.has(field)) &&
        also(ability);
      known.set(ability, only);
    }
    return only;
  };
}

/**
 * Whether `ability` may be activated now, and what it makes, depend only on its object, the
 * permanents its cost could tap besides it if it has such a part (the list of those `tapList`
 * gives) and the static sources.
 */
export const readsWhatItNames = readsOnly(NAMED_KINDS);

const NAMED_AND_LIFE: ReadonlySet<CostPart['kind']> = new Set([...NAMED_KINDS, 'life']);

/**
 * Whether `ability` may be activated now with the permanents named for its cost, and what it
 * makes, depend only on its object, those permanents and, when it costs life, its controller's
 * life total (CR 119.4) (and the static sources).
 */
export const readsWhatItNamesAndLife = readsOnly(NAMED_AND_LIFE);

/**
 * What a filter or count may say that tapping a permanent could change: whether it is tapped
 * (CR 110.5), and its power or toughness (a static ability may give only untapped creatures
 * +1/+1), looked for at any depth.
 */
const TAP_READING_KEYS: ReadonlySet<string> = new Set(['tapped', 'power', 'toughness', 'sum', 'selfPower']);

function mentionsTapReading(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsTapReading);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => TAP_READING_KEYS.has(key) || mentionsTapReading(inner));
}

/**
 * readsWhatItNamesAndLife, or an ability that also reads the game through an "only if" condition
 * (CR 602.5b: "Activate only if you control a Swamp") or a count of the objects it makes mana for
 * (CR 106.1: "Add {B} for each Swamp you control"), neither of which reads anything tapping a
 * permanent changes: what they count is the same before and after other permanents are tapped.
 */
export const readsCountsBlindToTaps = readsOnly(
  NAMED_AND_LIFE,
  new Set([...OWN_OBJECT_FIELDS, 'onlyIf']),
  new Set([...OWN_OBJECT_PRODUCTION, 'perObject']),
  (ability) => !mentionsTapReading(ability.onlyIf) && !mentionsTapReading(ability.produces),
);

/** Whether the static sources give nothing "as long as" something holds (CR 611.3a), once per list (a list never changes). */
const unconditional = new WeakMap<readonly StaticSource[], boolean>();

/** Whether listings may be remembered on a battlefield with these static sources. */
export function remembersWith(statics: readonly StaticSource[]): boolean {
  let plain = unconditional.get(statics);
  if (plain === undefined) {
    plain = !statics.some((s) => s.card.grants.some(grantIsConditional));
    unconditional.set(statics, plain);
  }
  return plain;
}

/** What one permanent's listing is remembered with: the surroundings it holds for. */
interface Remembered<T> {
  readonly cards: CardLibrary;
  /** the static sources' shape (cards/static-sources.ts `staticShape`): the same whichever of them is tapped */
  readonly statics: object;
  value: T;
}

/**
 * A memo of one object's listing, by the object (a permanent or a card in a hand; `ANY_STATICS`
 * for a card in a hand that lists as nothing whatever the static sources): an entry goes with
 * its object.
 */
export class ListingMemo<T> {
  readonly #entries = new WeakMap<CardObject, Remembered<T>>();

  /** What was remembered for `object` in these surroundings (`statics`: the static sources' shape), or undefined. */
  get(object: CardObject, cards: CardLibrary, statics: object): T | undefined {
    const entry = this.#entries.get(object);
    return entry && entry.cards === cards && entry.statics === statics ? entry.value : undefined;
  }

  /** Remembers `value` for `object` in these surroundings (the caller has asked `remembersWith` and `readsWhatItNamesAndLife`, or the object is a card in a hand with no mana abilities). */
  set(object: CardObject, cards: CardLibrary, statics: object, value: T): void {
    this.#entries.set(object, { cards, statics, value });
  }
}

/** The surroundings of a listing that reads none: a card in a hand with no mana abilities (CR 605.1a: it has only its printed ones, in any game). */
export const ANY_STATICS: object = Object.freeze({});
