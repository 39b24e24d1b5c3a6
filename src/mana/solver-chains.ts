/**
 * CR 605.3b, 601.2g: chain sources — mana abilities whose cost includes mana (Signets:
 * "{1}, {T}: Add {W}{U}"). Such an ability's cost is paid before its mana exists, from the
 * pool and other mana abilities, so its mana can pay only what is paid after it. For one
 * order of chain activations a₁ … a_L this is one layered flow (chain-plan.ts, solved by
 * solver-core.ts): demand layer j is a_j's cost, the last layer is the cost itself, and a_j's
 * mana may pay only layers after j; base sources pay any layer (chain-plan.ts reads units
 * alike one after another together, exactly). That is exact for that order. This file
 * enumerates the orders.
 *
 * Bound: identical chain sources (same cost, mana and restrictions) are one group, so a
 * sequence is a word over the groups. So are permanents alike whose chain abilities share
 * their {T} with their other abilities (filter lands: "{T}: Add {C}. {R/W}, {T}: Add {R}{R},
 * {R}{W}, or {W}{W}."): the next of them is always the first not yet used, and the sequence
 * chooses only which of its ways. With d distinct chain sources there are at most
 * Σ_{L=0..d} d!/(d−L)! ≤ e·d! sequences (d = 3: 16; 4: 65; 5: 326); with k identical Signets,
 * k + 1; with k filter lands alike of w ways, Σ_{L=0..k} w^L. Before any of them, one relaxed
 * flow (every chain source free of its cost) must say yes. Sequences are tried shortest first,
 * as a choice of units and ways (a multiset) and then its orders, and are cut early: by a
 * count, when the choice (or the best it could still grow into) can't make enough mana (the
 * base's counted source by source, and as a flow finds it: `mostMadeByFlow`), or enough of a
 * type the cost asks for or of those types together (less what the choice's own costs ask of
 * them), or the mana on offer can't pay the next cost; and by a flow (`mayLead`), when the
 * choice can't be paid in any order, with its members paying each other's costs as they like
 * (mixedPlan), or when an order begun can't, with the rest after it.
 * Boards without chain sources are the one plan of length 0. What is left is still exponential
 * in the kinds of chain source, so each question has a budget (ChainBudget).
 */
import { QueryMemo } from '../core/query-memo.js';
import { ChainBudget } from './chain-budget.js';
import { baseMost, laterBest, mostByTypes, netOf, paysNothing } from './chain-counts.js';
import { TYPES } from './solver-kinds.js';
import { layeredOnce, type Layering } from './chain-layers.js';
import { isChain, mixedPlan, orderedPlan, signature, type ChainPlan } from './chain-plan.js';
import { exclusiveKeys, type ManaSourceOption } from './solver-types.js';
import type { ManaAmount, ManaType } from './symbols.js';
import { manaAmountTotal } from './value.js';

/** A permanent's chain abilities (its ways), of which a sequence uses one: one chain source, or the chain sources holding one key. */
type Unit = readonly ManaSourceOption[];

/**
 * The chain sources in groups of units alike: a group's units are interchangeable, so a
 * sequence takes them in order. Chain sources with no key are alike when their signatures
 * and the restrictions naming them are (Signets). Chain sources holding one key, held only by
 * sources holding just that key (a filter land's ways and its {C} ability), are one unit; two
 * such units are alike when their sources are, one for one. Any other chain source is a unit
 * and a group of its own.
 */
function chainGroups(sources: readonly ManaSourceOption[]): Unit[][] {
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  // CR 106.6: mana restricted to some chain sources' costs tells those apart from the others
  // (only chain ids count: thousands of delve cards all naming 'cost' tell nothing apart).
  const chainIds = new Set(sources.filter(isChain).map((s) => s.id));
  const namedBy = new Map<string, number[]>();
  sources.forEach((s, i) => s.onlyFor?.forEach((id) => chainIds.has(id) && push(namedBy, id, i)));
  const alike = (s: ManaSourceOption) => `${isChain(s) ? 'chain' : 'base'}|${signature(s)}|${namedBy.get(s.id)?.join(',') ?? ''}`;
  const holders = new Map<string, ManaSourceOption[]>();
  for (const s of sources) for (const k of exclusiveKeys(s)) push(holders, k, s);
  const groups = new Map<string, Unit[]>();
  const add = (key: string, unit: Unit) => push(groups, key, unit);
  const units = new Set<string>();
  for (const c of sources.filter(isChain)) {
    const keys = exclusiveKeys(c);
    if (keys.length === 0) {
      add(`plain|${alike(c)}`, [c]);
      continue;
    }
    // A source holding several keys has no key of its own (every() of none would say it has).
    const keyOfItsOwn = keys.length === 1 && (holders.get(keys[0]!) ?? []).every((s) => exclusiveKeys(s).length === 1);
    if (!keyOfItsOwn) {
      add(`id|${c.id}`, [c]);
      continue;
    }
    if (units.has(keys[0]!)) continue;
    units.add(keys[0]!);
    const sorted = holders.get(keys[0]!)!.map((h) => ({ h, text: alike(h) })).sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    add(`unit|${JSON.stringify(sorted.map((x) => x.text))}`, sorted.map((x) => x.h).filter(isChain));
  }
  return [...groups.values()];
}

/** What the search reads of the sources alone, whatever the cost (`setupOf`). */
interface Setup {
  /** CR 106.6: the base sources, less those whose mana may pay nothing here (a Cavern of Souls' for a noncreature spell) */
  readonly base: readonly ManaSourceOption[];
  /** how the plans read a source at a layer, each reading made once (layeredOnce) */
  readonly lay: Layering;
  readonly members: readonly Unit[][];
  /** which group and way of `members` each unit's chain source is ("group/way"): units alike one after another in an order are a run (orderedPlan) */
  readonly kinds: ReadonlyMap<ManaSourceOption, string>;
  /** the most mana the base sources make, none of a key's once a chain source has taken it (`share`: each key's most) */
  readonly counted: number;
  readonly share: ReadonlyMap<string, number>;
  /**
   * That most is also no more than what a flow finds the base makes (`mostMadeByFlow`: within the
   * tap sets, exclusions and budgets a count source by source can't weigh) without the sources whose
   * key a chain source holds (`untaken`), plus the most each such key's sources make (`keysMost`,
   * which the search takes away when a chain source takes the key).
   */
  readonly untaken: readonly ManaSourceOption[];
  readonly keysMost: number;
  /** the plans built, by their chain sources (mixed or in order): all but their last layer, the cost, is the list's */
  readonly plans: Map<string, ChainPlan>;
  /** the most mana of some types the base makes (chain-counts.ts `mostByTypes`) */
  readonly mostOfTypes: (types: readonly ManaType[]) => number;
}

const soleKey = (source: ManaSourceOption): string | undefined => {
  const own = exclusiveKeys(source);
  return own.length === 1 ? own[0] : undefined;
};

/**
 * Each frozen list's setup, held for the query (core/query-memo.ts): an X prompt searches one
 * list for every X it tries, and its lists (frozen too) let the flows read their sources' groups
 * once (solver-grouping.ts).
 */
const setups = new QueryMemo<readonly ManaSourceOption[], Setup>();

function setupOf(sources: readonly ManaSourceOption[]): Setup {
  const known = setups.get(sources);
  if (known !== undefined) return known;
  const base = sources.filter((s) => !isChain(s) && !paysNothing(s));
  // CR 106.6: a chain source whose mana may pay nothing here (Castle Garenbrig's six {G} for a
  // noncreature spell) is never worth its cost.
  const members = chainGroups(sources.filter((s) => !(isChain(s) && paysNothing(s))));
  const { total: counted, share } = baseMost(base, (s) => (paysNothing(s) ? 0 : s.amount));
  const chainKeys = new Set(members.flat(2).flatMap((c) => soleKey(c) ?? []));
  const untaken = base.filter((s) => {
    const key = soleKey(s);
    return key === undefined || !chainKeys.has(key);
  });
  const keysMost = [...chainKeys].reduce((n, k) => n + (share.get(k) ?? 0), 0);
  const frozen = Object.isFrozen(sources);
  const kinds = new Map(members.flatMap((g, gi) => g.flatMap((unit) => unit.map((c, w) => [c, `${gi}/${w}`] as const))));
  const setup = { base: frozen ? Object.freeze(base) : base, lay: layeredOnce(), members, kinds, counted, share, untaken: frozen ? Object.freeze(untaken) : untaken, keysMost, plans: new Map<string, ChainPlan>(), mostOfTypes: mostByTypes(base) };
  if (frozen) setups.set(sources, setup);
  return setup;
}

/**
 * The plans worth a flow, fewest chain activations first: for each length, each choice of
 * units and ways (a multiset), then each order of it. `mayLead`, when given, is asked of
 * relaxed plans, and nothing it refuses is carried on: of a multiset in no order yet
 * (mixedPlan), so a choice whose costs can't be paid in any order is not ordered at all; and
 * of each order begun, with the rest of its multiset after it in no order. The first order the
 * counts allow comes before any order begun is asked about, and only once. Relaxations, so
 * nothing payable is lost. `budget` bounds the search; `byType` (false when mana may be spent as
 * though it were any colour, CR 609.4b) lets the counts for each type cut; `mostMadeByFlow`,
 * when given, the most mana the base sources make together up to a number (solver-core.ts),
 * lets a count of all mana cut from it too.
 */
export function* chainPlans(
  cost: ManaAmount,
  sources: readonly ManaSourceOption[],
  mayLead?: (plan: ChainPlan) => boolean,
  budget: ChainBudget = new ChainBudget(),
  byType = true,
  mostMadeByFlow?: (base: readonly ManaSourceOption[], upTo: number) => number,
): Generator<ChainPlan> {
  const { base, lay, members, kinds, counted, share, untaken, keysMost, plans, mostOfTypes } = setupOf(sources);
  const need = manaAmountTotal(cost);
  const lostTo = (source: ManaSourceOption): number => {
    const key = soleKey(source);
    return key === undefined ? 0 : (share.get(key) ?? 0);
  };
  const avail0 = mostMadeByFlow && members.length > 0 ? Math.min(counted, mostMadeByFlow(untaken, counted) + keysMost) : counted;
  const price = (c: ManaSourceOption): number => manaAmountTotal(c.cost as ManaAmount);
  /** What a way adds to the mana on offer: its mana less its cost, less the base mana its key takes away. */
  const net = (c: ManaSourceOption): number => c.amount - price(c) - lostTo(c);
  /** Units alike have ways alike, in the same order (chainGroups): a group's ways are its first unit's. */
  const ways = members.map((g) => g[0]!);
  const inOrder = (sequence: readonly ManaSourceOption[]): ChainPlan => {
    const runs: ManaSourceOption[][] = [];
    sequence.forEach((c, i) => {
      if (i > 0 && kinds.get(c) === kinds.get(sequence[i - 1]!)) runs[runs.length - 1]!.push(c);
      else runs.push([c]);
    });
    return orderedPlan(cost, base, runs, lay);
  };
  /** The plan `make` builds for this cost, its sources read once for the list (Setup's `plans`). */
  const planned = (key: string, make: () => ChainPlan): ChainPlan => {
    const known = plans.get(key);
    if (known !== undefined) return { ...known, costs: [...known.costs.slice(0, -1), cost] };
    const plan = make();
    plans.set(key, { ...plan, sources: Object.isFrozen(plan.sources) ? plan.sources : Object.freeze(plan.sources) });
    return plan;
  };
  const idsOf = (sequence: readonly ManaSourceOption[]): string => sequence.map((c) => c.id).join('\u0000');
  const sizes = members.map((g) => g.length);
  const units = members.reduce((n, g) => n + g.length, 0);
  /** A count that cuts (`short`): the most of some mana the base sources make, what a way adds to it, what the cost asks of it, and the most `left` more units of group g or later ones add. */
  const tally = (start: number, add: (way: ManaSourceOption) => number, needed: number) => ({
    start,
    add,
    need: needed,
    bestAfter: laterBest(ways.map((w) => Math.max(...w.map(add))), sizes),
  });
  const counts = ways.map((w) => w.map(() => 0));
  // The same count for each type the cost asks for, and for all of them together: the most of
  // them the base sources and the units chosen could make, less what the units' costs ask of
  // them (unless mana may be spent as though any colour, 609.4b).
  const types = byType ? TYPES.filter((t) => cost[t] > 0) : [];
  const wanted = types.length > 1 ? [...types.map((t) => [t]), types] : types.map((t) => [t]);
  const tallies = [
    tally(avail0, net, need),
    ...wanted.map((ts) => tally(mostOfTypes(ts), (way) => netOf(way, ts), ts.reduce((n, t) => n + cost[t], 0))),
  ];
  const noGains = tallies.map(() => 0);
  // Whether a tally can't reach what the cost asks, with `gains` from the units chosen and the best `left` more from group g on.
  // A loop: a closure over the arguments would be a context made at each of thousands of choices.
  const short = (g: number, left: number, gains: readonly number[]): boolean => {
    for (let j = 0; j < tallies.length; j += 1) {
      const t = tallies[j]!;
      if (t.start + gains[j]! + t.bestAfter(g, left) < t.need) return true;
    }
    return false;
  };
  /** Whether the multisets from group g on are searched: a visit the budget has, and tallies that can still be met (most choices end here, before a generator is made for them). */
  const opens = (g: number, left: number, gains: readonly number[]): boolean => budget.visit() && !short(g, left, gains);
  const leads = new Map<string, boolean>();
  const asked = (prefix: readonly ManaSourceOption[], rest: readonly (readonly ManaSourceOption[])[]): boolean => {
    if (!mayLead) return true;
    const key = `${idsOf(prefix)}|${rest.map(idsOf).join('\u0001')}`;
    let answer = leads.get(key);
    if (answer === undefined) {
      const plan = planned(`mixed|${key}`, () => mixedPlan(cost, base, prefix, rest, lay));
      if (!budget.flow(plan.costs.length, plan.sources.length)) return false;
      leads.set(key, (answer = mayLead(plan)));
    }
    return answer;
  };

  /** The orders of the multiset in `counts`: units of a group in order, each the way its place in the word says. */
  function* orders(length: number): Generator<ChainPlan> {
    const left = counts.map((c) => [...c]);
    const used = members.map(() => 0);
    const sequence: ManaSourceOption[] = [];
    // The units not yet placed, in runs alike: a group's next units in turn, those of one way together.
    const restOf = (): ManaSourceOption[][] =>
      left.flatMap((c, g) => {
        let at = used[g]!;
        return c.flatMap((n, w) => (n === 0 ? [] : [Array.from({ length: n }, () => members[g]![at++]![w]!)]));
      });
    const keys = new Set<string>();
    /** The units that may come next, in the order the search takes them, each placed in `sequence` while the caller looks at it: the mana on offer after it. */
    function* nexts(avail: number): Generator<number> {
      for (let g = 0; g < members.length; g += 1) {
        for (let w = 0; w < left[g]!.length; w += 1) {
          if (left[g]![w] === 0) continue;
          const next = members[g]![used[g]!]![w]!;
          const own = exclusiveKeys(next);
          if (avail < price(next) || own.some((k) => keys.has(k))) continue;
          left[g]![w] -= 1;
          used[g] += 1;
          sequence.push(next);
          own.forEach((k) => keys.add(k));
          // Undone however the caller leaves: on to the next unit, or out of the loop (`return`).
          try {
            yield avail + net(next);
          } finally {
            own.forEach((k) => keys.delete(k));
            sequence.pop();
            used[g] -= 1;
            left[g]![w] += 1;
          }
        }
      }
    }
    /** The first order the counts allow, none of it asked about (null: none within the budget). */
    const firstOrder = (avail: number): readonly ManaSourceOption[] | null => {
      if (!budget.visit()) return null;
      if (sequence.length === length) return [...sequence];
      for (const after of nexts(avail)) {
        const found = firstOrder(after);
        if (found !== null) return found;
      }
      return null;
    };
    function* step(avail: number, skip: readonly ManaSourceOption[] | null): Generator<ChainPlan> {
      if (!budget.visit()) return;
      if (sequence.length === length) {
        if (skip === null || sequence.some((c, i) => c !== skip[i])) yield planned(`ordered|${idsOf(sequence)}`, () => inOrder(sequence));
        return;
      }
      if (sequence.length > 0 && !asked(sequence, restOf())) return;
      for (const after of nexts(avail)) yield* step(after, skip);
    }
    // A choice of one has one order, whose plan the caller asks of anyway.
    if (length > 1 && !asked([], restOf())) return;
    // The first order the counts allow is tried before any order begun is asked about: asking costs
    // a flow of as many layers as the choice for each unit placed, and most choices that pay, pay in it.
    const first = length > 1 ? firstOrder(avail0) : null;
    if (first !== null) yield planned(`ordered|${idsOf(first)}`, () => inOrder(first));
    yield* step(avail0, first);
  }

  /**
   * The multisets of `left` more units from group g on (`opens` said yes), the first way most
   * often first. Every choice that reaches the last group has set each way's count of each group
   * on its way there, which is all `orders` reads.
   */
  function* multisets(g: number, left: number, gains: readonly number[], length: number): Generator<ChainPlan> {
    if (g === members.length) {
      if (left === 0) yield* orders(length);
      return;
    }
    const wayList = ways[g]!;
    const row = counts[g]!;
    const last = wayList.length - 1;
    // The choices with `k` of this group's units among the ways from `w` on, what the ways before
    // it add in `added`: a visit each, and the last way takes what is left, its tallies asked
    // then. Null when that ends it, before a generator is made.
    const split = (w: number, k: number, taken: number, added: readonly number[]): Generator<ChainPlan> | null => {
      if (!budget.visit()) return null;
      if (w < last) return splits(w, k, taken, added);
      row[w] = k;
      const way = wayList[w]!;
      const next = new Array<number>(gains.length);
      for (let j = 0; j < next.length; j += 1) next[j] = gains[j]! + (added[j]! + k * tallies[j]!.add(way));
      return opens(g + 1, left - taken, next) ? multisets(g + 1, left - taken, next, length) : null;
    };
    // Way w (not the last) taking n of the `k`, most first, and the rest to the ways after it.
    function* splits(w: number, k: number, taken: number, added: readonly number[]): Generator<ChainPlan> {
      const way = wayList[w]!;
      for (let n = k; n >= 0; n -= 1) {
        row[w] = n;
        const more = new Array<number>(added.length);
        for (let j = 0; j < more.length; j += 1) more[j] = added[j]! + n * tallies[j]!.add(way);
        const below = split(w + 1, k - n, taken, more);
        if (below !== null) yield* below;
      }
    }
    for (let taken = Math.min(left, members[g]!.length); taken >= 0; taken -= 1) {
      const below = split(0, taken, taken, noGains);
      if (below !== null) yield* below;
    }
  }

  for (let length = 0; length <= units; length++) if (opens(0, length, noGains)) yield* multisets(0, length, noGains, length);
}
