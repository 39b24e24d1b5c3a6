/**
 * The payability solver's groups (solver-model.ts): identical sources share one group, found
 * once for a frozen list within each budgets (`groupingOf`), and read for each cost
 * (`finishGroups`).
 */
import { QueryMemo } from '../core/query-memo.js';
import { derivationOf, editsOf, type Edits } from './source-lists.js';
import { groupingReads, type GroupingReads, type SourcesGroup } from './grouping-reads.js';
import { layerBits, PAYS, payBits, RESOURCES, tierOf, typeBits, TYPES, withinBudgets, type Budgets } from './solver-kinds.js';
import { drawsReader, tapHubs, tapSetResources, type TapHubs, type TapSetResource } from './solver-tap-sets.js';
import { exclusiveKeys, type ManaPaysFor, type ManaSourceOption } from './solver-types.js';
import type { Steady } from './finish-groups.js';
import type { ManaType } from './symbols.js';

/** The types of each 6-bit mask, in WUBRGC order, and the demand kinds of each 8-bit mask. */
const TYPES_OF: readonly (readonly ManaType[])[] = Array.from({ length: 64 }, (_, m) => TYPES.filter((_, i) => m & (1 << i)));
const PAYS_OF: readonly (readonly ManaPaysFor[])[] = Array.from({ length: 256 }, (_, m) => PAYS.filter((_, i) => m & (1 << i)));
const NO_ONLY = 256;

function checkCost(what: string, id: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} of ${id} must be a non-negative integer, got ${n}`);
}

/** A group as the sources alone make it, before the cost is read (`finishGroups`). */
type Raw = Omit<SourcesGroup, 'members'> & { readonly members: number[] };

/** What a list of sources groups into within some budgets, whatever the cost (`groupingOf`). */
interface Grouping {
  /** the tap sets the sources name, and the budgets given, then each tap set's size (CR 602.2b) */
  readonly sets: ReadonlyMap<string, TapSetResource>;
  readonly budget: Budgets;
  readonly raw: readonly Raw[];
  readonly hubs: TapHubs;
  /** what the groups say whatever the cost (grouping-reads.ts) */
  readonly reads: GroupingReads;
  /** each group's key (`Grouper`), for the lists made from this one (`groupingEdited`): a list's own grouping only */
  readonly keys?: GroupKeys;
  /** each group that reads nothing of a cost, once finishGroups has finished it (finish-groups.ts): filled as costs are read */
  readonly steady: Steady;
}

/**
 * The place in a grouping's groups of the group of each key (`Grouper.add`), and the reader that
 * numbered what each source draws from the tap sets (its numbers are part of the keys).
 */
interface GroupKeys {
  readonly byNumber: ReadonlyMap<number, number>;
  readonly byString: ReadonlyMap<string, number>;
  readonly drawsFor: DrawsReader;
}

type DrawsReader = ReturnType<typeof drawsReader>;

/**
 * Each frozen list's groupings, by the budgets given, held for the query (core/query-memo.ts):
 * a question asks about one list for many costs (an X prompt, for each X it tries), and the
 * grouping reads the costs only in `finishGroups`.
 */
const groupings = new QueryMemo<readonly ManaSourceOption[], Map<string, Grouping>>();

export function groupingOf(sources: readonly ManaSourceOption[], given: Budgets): Grouping {
  // A list made from another by leaving a few out (source-lists.ts: a payment's try, an ability's
  // own cost) is grouped from that list's groups, and not kept.
  const derived = derivationOf(sources);
  if (derived !== undefined) return groupingLess(sources, derived.from, derived.out, given);
  if (!Object.isFrozen(sources)) return grouping(sources, given);
  const key = given.join(',');
  const known = groupings.get(sources);
  const found = known?.get(key);
  if (found !== undefined) return found;
  // A chain plan's list, made from its base (source-lists.ts), is grouped from the base's groups.
  const edits = editsOf(sources);
  const made = edits === undefined ? grouping(sources, given) : groupingEdited(sources, edits, given);
  (known ?? groupings.set(sources, new Map()).get(sources)!).set(key, made);
  return made;
}

/**
 * The grouping of `sources`, `from` less its sources at the places `out` (ascending): `from`'s
 * groups less those members (the others renumbered), less the groups left empty, in the order of
 * their first members, as grouping the list afresh makes them. A group is what its members' key
 * says, so it is the same whichever member made it. A source that taps one of a set may have been
 * what named the set, set its size or its number among the resources (CR 602.2b): if the sets
 * differ without it, the list is grouped afresh.
 */
function groupingLess(sources: readonly ManaSourceOption[], from: readonly ManaSourceOption[], out: readonly number[], given: Budgets): Grouping {
  let parent: Grouping;
  try {
    parent = groupingOf(from, given);
  } catch {
    // A malformed source left out is not this list's to refuse: the list's own are, grouped afresh.
    return grouping(sources, given);
  }
  const tapping = out.some((i) => {
    const left = from[i] as ManaSourceOption;
    return !left.inPool && left.tapsOneOf !== undefined && left.tapsOneOf.length > 0;
  });
  if (tapping && !sameSets(tapSetResources(sources, given.length), parent.sets)) return grouping(sources, given);
  // Each place of `from` in `sources`, or -1 for a source left out.
  const place = new Int32Array(from.length);
  for (let i = 0, k = 0, o = 0; i < from.length; i++) {
    if (o < out.length && out[o] === i) {
      place[i] = -1;
      o++;
    } else place[i] = k++;
  }
  const raw: Raw[] = [];
  let moved = false;
  for (const g of parent.raw) {
    const members: number[] = [];
    for (const m of g.members) if ((place[m] as number) >= 0) members.push(place[m] as number);
    if (members.length === 0) continue;
    if (place[g.members[0] as number] === -1) moved = true;
    raw.push({ ...g, members });
  }
  // A group whose first member left may now come after others.
  if (moved) raw.sort((a, b) => (a.members[0] as number) - (b.members[0] as number));
  const same = !moved && raw.length === parent.raw.length;
  // No group left: the groups that exclude others are the same (each is one source, CR 602.2b), as are their reads.
  if (same) return { sets: parent.sets, budget: parent.budget, raw, hubs: parent.hubs, reads: parent.reads, steady: [] };
  const hubs = tapHubs(raw, RESOURCES.length, parent.budget.length);
  return { sets: parent.sets, budget: parent.budget, raw, hubs, reads: groupingReads(raw, hubs), steady: [] };
}

function sameSets(a: ReadonlyMap<string, TapSetResource>, b: ReadonlyMap<string, TapSetResource>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, set] of a) {
    const other = b.get(key);
    if (other === undefined || other.resource !== set.resource || other.size !== set.size) return false;
  }
  return true;
}

function grouping(sources: readonly ManaSourceOption[], given: Budgets): Grouping {
  // CR 602.2b: each set of permanents sources tap one of is a resource after life and the library, its size the budget.
  const sets = tapSetResources(sources, given.length);
  const budget = sets.size === 0 ? given : [...given, ...[...sets.values()].map((t) => t.size)];
  const grouper = new Grouper(budget, drawsReader(sets, budget.length), [], new Map(), new Map());
  for (let i = 0; i < sources.length; i++) grouper.add(sources[i] as ManaSourceOption, i);
  const { raw, byNumber, byString, drawsFor } = grouper;
  const hubs = tapHubs(raw, RESOURCES.length, budget.length);
  return { sets, budget, raw, hubs, reads: groupingReads(raw, hubs), keys: { byNumber, byString, drawsFor }, steady: [] };
}

/**
 * The grouping of a list editedList made from `edits.from` (source-lists.ts): `from`'s groups
 * less the sources left out and those read anew (the others renumbered), each of those and each
 * source added put in the group its key says (`from`'s, or a new one), the groups left empty
 * left out, in the order of their first members, as grouping the list afresh makes them. As
 * for a list less a few (`groupingLess`), a source that taps one of a set may change the sets
 * (CR 602.2b): if they differ, the list is grouped afresh.
 */
function groupingEdited(sources: readonly ManaSourceOption[], edits: Edits, given: Budgets): Grouping {
  const { from, out, changed } = edits;
  let parent: Grouping;
  try {
    parent = groupingOf(from, given);
  } catch {
    return grouping(sources, given);
  }
  const start = sources.length - edits.added; // the first source added
  const keys = parent.keys;
  if (keys === undefined) return grouping(sources, given);
  const taps = (s: ManaSourceOption): boolean => !s.inPool && s.tapsOneOf !== undefined && s.tapsOneOf.length > 0;
  let tapping = out.some((i) => taps(from[i] as ManaSourceOption));
  for (let k = start; k < sources.length && !tapping; k++) tapping = taps(sources[k] as ManaSourceOption);
  // Each place of `from` in `sources`, or -1 for a source left out or read anew (grouped again below, at `again`).
  const place = new Int32Array(from.length);
  const again: number[] = [];
  for (let i = 0, k = 0, o = 0, c = 0; i < from.length; i++) {
    if (out[o] === i) {
      place[i] = -1;
      o++;
      continue;
    }
    if (changed[c] === i) {
      place[i] = -1;
      again.push(k);
      // Read anew with the same tap sets (a convoking creature's mana, kept to the cost), it names the sets as before, at the same place.
      const was = from[i] as ManaSourceOption;
      const now = sources[k] as ManaSourceOption;
      if (taps(was) !== taps(now) || (taps(now) && was.tapsOneOf !== now.tapsOneOf)) tapping = true;
      c++;
    } else place[i] = k;
    k++;
  }
  if (tapping && !sameSets(tapSetResources(sources, given.length), parent.sets)) return grouping(sources, given);
  // Every group of `from`, empty or not, so that its key still finds it.
  const raw: Raw[] = parent.raw.map((g) => {
    const members: number[] = [];
    for (const m of g.members) if ((place[m] as number) >= 0) members.push(place[m] as number);
    return { ...g, members };
  });
  // The sets are the same, and what a source draws is numbered as for `from` (the reader numbers the draws it hasn't met after those it has).
  const grouper = new Grouper(parent.budget, keys.drawsFor, raw, new Map(keys.byNumber), new Map(keys.byString));
  for (const k of again) grouper.add(sources[k] as ManaSourceOption, k);
  for (let k = start; k < sources.length; k++) grouper.add(sources[k] as ManaSourceOption, k);
  const kept = raw.filter((g) => g.members.length > 0).sort((a, b) => (a.members[0] as number) - (b.members[0] as number));
  const hubs = tapHubs(kept, RESOURCES.length, parent.budget.length);
  return { sets: parent.sets, budget: parent.budget, raw: kept, hubs, reads: groupingReads(kept, hubs), steady: [] };
}

/**
 * Identical sources share one group; sources that can make no mana, whose mana may pay nothing,
 * or whose costs exceed a budget, are left out. This runs over every source of a list, so it
 * keys groups by bit masks rather than by building lists.
 */
class Grouper implements GroupKeys {
  readonly #budget: Budgets;

  /** `raw`, `byNumber` and `byString`: the groups so far and their keys' places among them; `drawsFor`, the budget's tap sets read. */
  constructor(
    budget: Budgets,
    readonly drawsFor: DrawsReader,
    readonly raw: Raw[],
    readonly byNumber: Map<number, number>,
    readonly byString: Map<string, number>,
  ) {
    this.#budget = budget;
  }

  /** Puts `src`, at place `i` of its list, in the group its key says (a new one if none has it), or in none. */
  add(src: ManaSourceOption, i: number): void {
    const budget = this.#budget;
    const amount = src.amount;
    checkCost('amount', src.id, amount);
    const life = src.inPool ? 0 : src.lifeCost ?? 0;
    const mill = src.inPool ? 0 : src.millCost ?? 0;
    if (life !== 0) checkCost('life cost', src.id, life);
    if (mill !== 0) checkCost('mill cost', src.id, mill);
    // No closure over `src` or `budget`: this runs for each source of each list a question reads.
    const mask = typeBits(src.produces);
    const drawn = src.inPool || !src.tapsOneOf || src.tapsOneOf.length === 0 ? undefined : this.drawsFor(src.tapsOneOf);
    const draws = drawn?.draws;
    if (amount === 0 || mask === 0 || life > (budget[0] as number) || mill > (budget[1] as number) || (draws && !withinBudgets(draws, budget))) return;
    const onlyMask = src.only ? payBits(src.only) : NO_ONLY;
    const tier = tierOf(src);
    const fixed = src.mana && (mask & (mask - 1)) !== 0 ? countsByType(src.mana) : null;
    if (fixed && fixed.reduce((a, b) => a + b, 0) !== amount) throw new RangeError(`mana of ${src.id} must be ${amount} mana`);
    // CR 106.6: mana its restriction lets pay no part and no layer is never worth activating.
    if (onlyMask === 0 || src.layers?.length === 0) return;
    const oneType = !fixed && !src.inPool && src.oneType === true && amount > 1 && (mask & (mask - 1)) !== 0;
    const exclusive = src.inPool ? [] : exclusiveKeys(src);
    const layer = src.layer ?? 0;
    const layers = src.layers ?? null;
    const bits = mask | (onlyMask << 6) | (tier << 15) | ((src.snow ? 1 : 0) << 18) | ((oneType ? 1 : 0) << 19);
    // A number when it fits (bits, then amount, then what it draws: 0 for nothing, past 2^52 never), else a string.
    const drawKind = drawn?.kind ?? 0;
    const numeric = life === 0 && mill === 0 && amount < 2 ** 16 && drawKind < 2 ** 16 && !fixed && layer === 0 && !layers;
    // A source excluding others is a group of its own, whatever it is like.
    const key = exclusive.length > 0
      ? null
      : numeric
        ? bits + 2 ** 20 * amount + 2 ** 36 * drawKind
        : ((life === 0 && mill === 0 && !fixed ? layeredKey(bits, amount, drawKind, layer, layers) : null) ??
          `${bits}|${amount}|${life}|${mill}|${fixed?.join(',') ?? ''}|${layer}|${layers?.join(',') ?? '*'}|${drawKind}`);
    const groups = this.raw;
    let g = key === null ? undefined : typeof key === 'number' ? this.byNumber.get(key) : this.byString.get(key);
    if (g === undefined) {
      const pays = onlyMask === NO_ONLY ? undefined : PAYS_OF[onlyMask];
      const cost = costOf(life, mill, draws, budget.length);
      g = groups.push({ produces: TYPES_OF[mask] as ManaType[], amount, snow: src.snow, only: pays, tier, cost, oneType, exclusive, fixed, layer, layers, members: [] }) - 1;
      if (typeof key === 'number') this.byNumber.set(key, g);
      else if (key !== null) this.byString.set(key, g);
    }
    const members = (groups[g] as Raw).members;
    // In order of place: a source read anew may come before its group's others (groupingEdited).
    let at = members.length;
    while (at > 0 && (members[at - 1] as number) > i) at--;
    if (at === members.length) members.push(i);
    else members.splice(at, 0, i);
  }
}

/**
 * The key of a source a chain plan reads at a layer (solver-chains.ts), as a number below zero
 * when it fits (the layers it may pay as bits, `layerBits`; small amounts, draws and layer), else
 * null (`add` writes it out): the plans of one X prompt group thousands of such sources.
 */
function layeredKey(bits: number, amount: number, drawKind: number, layer: number, layers: readonly number[] | null): number | null {
  if (amount >= 2 ** 8 || drawKind >= 2 ** 8 || layer >= 2 ** 4) return null;
  const mask = layers === null ? 0 : layerBits(layers);
  if (mask < 0) return null;
  // Below 2^51: bits (20), amount (8), draws (8), layer (4), then the layers' bits (LAYER_BITS = 11; none: all layers, null).
  return -1 - (bits + 2 ** 20 * amount + 2 ** 28 * drawKind + 2 ** 36 * layer + 2 ** 40 * mask);
}

/** How many of each type (in TYPES' order) a source's fixed mana holds. */
function countsByType(mana: readonly ManaType[]): number[] {
  const counts = TYPES.map(() => 0);
  for (let at = 0; at < mana.length; at += 1) {
    const t = TYPES.indexOf(mana[at]!);
    if (t >= 0) counts[t]! += 1;
  }
  return counts;
}

/** What one activation spends of each resource: `life` and `mill`, then its draws from the tap sets (none when it draws nothing), as many as the budget's. */
function costOf(life: number, mill: number, draws: readonly number[] | undefined, resources: number): number[] {
  const cost = new Array<number>(draws ? draws.length : Math.max(2, resources));
  for (let r = 0; r < cost.length; r += 1) cost[r] = r === 0 ? life : r === 1 ? mill : draws ? draws[r]! : 0;
  return cost;
}
