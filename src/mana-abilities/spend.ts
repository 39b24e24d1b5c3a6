/**
 * CR 106.6: what restricted mana may pay for. Pool mana and mana abilities carry their
 * restriction (`spend`) and pay nothing until this says what: the cost being paid (`'cost'`)
 * if the spell, or the source of the ability, fits; and the costs of the chain sources (mana
 * abilities whose cost includes mana) whose objects fit "activate abilities of …".
 */
import { extend } from '../core/extend.js';
import { QueryMemo } from '../core/query-memo.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { spendAllows, type SpendPurpose } from '../cards/spend-match.js';
import { findPlayer, objectWithId, permanentsWithIds } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import type { ManaSpend } from '../mana/symbols.js';
import { derivationOf } from '../mana/source-lists.js';
import { restrictedIn } from './ability-sources.js';
import { isChain } from '../mana/chain-plan.js';

/** What a payment is for: a spell (its card), or an ability of `source` (an object with that card). */
export function spendPurpose(cards: CardLibrary, card: string | undefined, source?: ObjectId): SpendPurpose | null {
  if (card === undefined) return null;
  return { kind: source === undefined ? 'spell' : 'ability', card: getCard(cards, card) };
}

/** The id of the object whose mana ability a solver id names. */
const objectOf = (id: string): ObjectId => id.slice(0, id.lastIndexOf('#'));

/**
 * CR 106.6: sets what each restricted source may pay for (`onlyFor`), for a payment whose purpose
 * is `purpose`. For a frozen list the answer is frozen and remembered, on the board it was worked
 * out on (a chain source's object is looked up there): "what may I do now" pays the abilities of
 * one card, and each card's spells, from the board's one list. Purposes that each restriction
 * judges alike get the same answer.
 */
export function forPaying(game: GameState, cards: CardLibrary, player: PlayerId, sources: readonly ManaSourceOption[], purpose: SpendPurpose | null): readonly ManaSourceOption[] {
  if (!anyRestricted(sources)) return sources;
  if (!Object.isFrozen(sources)) {
    const restrictions = restrictionsOf(game, cards, player, sources);
    return withRestrictions(sources, restrictions, costVerdicts(restrictions, purpose));
  }
  const { battlefield } = game;
  const hand = findPlayer(game, player)?.hand;
  let known = paidFor.get(sources);
  // The hand counts only when a chain source's object was looked for there: the look-ahead asks
  // for each card with that card out of the hand, of one list whose chain sources are permanents.
  if (!known || known.battlefield !== battlefield || (known.restrictions.readsHand && known.hand !== hand) || known.cards !== cards) {
    paidFor.set(sources, (known = { battlefield, hand, cards, restrictions: restrictionsOf(game, cards, player, sources), byPurpose: new Map(), byVerdicts: new Map() }));
  }
  const key = purpose === null ? null : purpose.card;
  let byKind = known.byPurpose.get(key);
  if (!byKind) known.byPurpose.set(key, (byKind = {}));
  const kind = purpose?.kind ?? 'spell';
  const remembered = byKind[kind];
  if (remembered) return remembered;
  const verdicts = costVerdicts(known.restrictions, purpose);
  let list = known.byVerdicts.get(verdicts);
  if (!list) known.byVerdicts.set(verdicts, (list = Object.freeze(withRestrictions(sources, known.restrictions, verdicts))));
  return (byKind[kind] = list);
}

const paidFor = new WeakMap<
  readonly ManaSourceOption[],
  {
    readonly battlefield: GameState['battlefield'];
    readonly hand: unknown;
    readonly cards: CardLibrary;
    readonly restrictions: Restrictions;
    readonly byPurpose: Map<SpendPurpose['card'] | null, { spell?: readonly ManaSourceOption[]; ability?: readonly ManaSourceOption[] }>;
    /** By `costVerdicts`: purposes every restriction judges alike share one answer. */
    readonly byVerdicts: Map<string, readonly ManaSourceOption[]>;
  }
>();

/** The restricted sources of a list, grouped by what their restrictions say, whatever the purpose. */
interface Restrictions {
  /** Each source's group (an index into `groups`), or -1 for a source with no restriction. */
  readonly groupOf: readonly number[];
  readonly groups: readonly SpendGroup[];
  /** Some chain source's object is not a permanent, and was looked for in the hand. */
  readonly readsHand: boolean;
}

interface SpendGroup {
  /** The restriction of every source in the group (one of theirs: they say the same). */
  readonly spend: ManaSpend;
  /** CR 605.3b: the ids of the chain sources whose objects fit its "activate abilities of …", in the list's order. */
  readonly chains: string[];
  /** The same ids, to leave a source's own out. */
  readonly ids: Set<string>;
}

/**
 * The list's restricted sources grouped by restriction (its filters, as objects, and the type
 * chosen for its source), and the chain sources each group may pay: each chain source's card is
 * judged once for each group, not each chain source for each restricted source.
 */
function restrictionsOf(game: GameState, cards: CardLibrary, player: PlayerId, sources: readonly ManaSourceOption[]): Restrictions {
  const groups: SpendGroup[] = [];
  const byKey = new Map<string, number>();
  const filterIds = new Map<object, number>();
  const idOf = (filter: object | undefined): number => {
    if (filter === undefined) return -1;
    let id = filterIds.get(filter);
    if (id === undefined) filterIds.set(filter, (id = filterIds.size));
    return id;
  };
  const groupOf = sources.map(({ spend }) => {
    if (!spend) return -1;
    const key = `${idOf(spend.spells)} ${idOf(spend.abilities)} ${spend.chosen ?? ''}`;
    let group = byKey.get(key);
    if (group === undefined) byKey.set(key, (group = groups.push({ spend, chains: [], ids: new Set() }) - 1));
    return group;
  });
  const fitting = new Map<SpendPurpose['card'], readonly SpendGroup[]>();
  let readsHand = false;
  // The chain sources' objects, found together: hundreds of Signets looked for one by one built the battlefield's index.
  const objects = new Set<ObjectId>();
  for (let at = 0; at < sources.length; at += 1) if (isChain(sources[at]!)) objects.add(objectOf(sources[at]!.id));
  const permanents = permanentsWithIds(game, objects);
  // An indexed loop: optimised code still made an iterator result for each of thousands of sources.
  for (let at = 0; at < sources.length; at += 1) {
    const s = sources[at]!;
    if (!isChain(s)) continue;
    // The object whose mana ability it is: a permanent, or a card in the player's hand.
    const id = objectOf(s.id);
    const permanent = permanents.get(id);
    if (!permanent) readsHand = true;
    const hand = permanent ? undefined : findPlayer(game, player)?.hand;
    const found = permanent ?? (hand && objectWithId(hand, id));
    if (!found) continue;
    const object: SpendPurpose = { kind: 'ability', card: getCard(cards, found.card) };
    let fits = fitting.get(object.card);
    if (!fits) fitting.set(object.card, (fits = groups.filter((g) => spendAllows(g.spend, object))));
    for (const g of fits) {
      g.chains.push(s.id);
      g.ids.add(s.id);
    }
  }
  return { groupOf, groups, readsHand };
}

/** Which groups' restrictions let their mana pay for `purpose` itself, one digit each. */
function costVerdicts(restrictions: Restrictions, purpose: SpendPurpose | null): string {
  let verdicts = '';
  for (const g of restrictions.groups) verdicts += purpose !== null && spendAllows(g.spend, purpose) ? '1' : '0';
  return verdicts;
}

/** The sources with each restricted one's `onlyFor`: the cost if its group's verdict (`costVerdicts`) allows, then its group's chain sources but itself. */
function withRestrictions(sources: readonly ManaSourceOption[], restrictions: Restrictions, verdicts: string): ManaSourceOption[] {
  const paysFor = restrictions.groups.map((g, i) => Object.freeze(verdicts[i] === '1' ? ['cost', ...g.chains] : [...g.chains]));
  return sources.map((s, i) => {
    const group = restrictions.groupOf[i]!;
    if (group < 0) return s;
    const onlyFor = restrictions.groups[group]!.ids.has(s.id) ? paysFor[group]!.filter((id) => id !== s.id) : paysFor[group]!;
    return extend(s, { onlyFor });
  });
}

/**
 * CR 106.6: whether any of the sources carries a restriction. The board's list answers as its
 * listing knew it (ability-sources.ts `restrictedIn`), a list of payment sources built around it
 * as its maker noted (`noteRestricted`); any other is read source by source, remembered by list:
 * "what may I do now" pays every ability's cost from the one list of the board's sources
 * (convoke-delve.ts, `paymentSources`), held for the query that made the list (core/query-memo.ts).
 */
export function anyRestricted(sources: readonly ManaSourceOption[]): boolean {
  let restricted = restrictedLists.get(sources) ?? restrictedIn(sources);
  if (restricted === undefined) {
    // A list made by leaving sources out of one with none restricted has none either (mana/source-lists.ts).
    const derived = derivationOf(sources);
    restricted = derived !== undefined && !anyRestricted(derived.from) ? false : sources.some((s) => Boolean(s.spend));
    restrictedLists.set(sources, restricted);
  }
  return restricted;
}

const restrictedLists = new QueryMemo<readonly ManaSourceOption[], boolean>();

/**
 * Notes whether `sources` holds a restricted source, as its maker knows without reading each
 * one: the payment sources built around the board's listing, from the listing's answer and their
 * few others (costs/convoke-delve.ts). A list as long as the board is not read source by source.
 */
export function noteRestricted(sources: readonly ManaSourceOption[], restricted: boolean): void {
  restrictedLists.set(sources, restricted);
}
