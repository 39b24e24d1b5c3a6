/**
 * CR 601.2h: permanents alike each of which has two ways that exclude each other (Geothermal
 * Crevice: "{T}: Add {R}." or "{T}, Sacrifice Geothermal Crevice: Add {B}{G}.") are one choice
 * of the solver: how many of them take the second way (solver-exclusion.ts, `alikeOptions`).
 * Each more that takes it adds the same to one way's supply and takes the same from the other's,
 * so every flow of the network is concave in that count, as in a counted group's
 * (solver-nodes.ts, `countedConfigurations`): the search climbs to the counts that pay
 * (count-climb.ts) rather than trying 0, 1, 2, … Three hundred Crevices paying the largest X
 * tried 301 configurations, each a flow of the whole board, the last of them the one that pays.
 *
 * The payment (solver-core.ts, `solveBest`) must be the one the walk of the configurations
 * gives: of those that pay, the first whose flows tier by tier are the most. That is found by
 * counting too when the two ways are each of one tier and no other source or budget is of a
 * later tier than both: before the earlier of the two tiers no flow changes with the count;
 * from it to the later, only the earlier way's sources are open, so each flow only falls (or
 * only rises) as more take the later way; from the later tier on, every one that pays makes all
 * the cost. Anywhere else the walk is asked, as before.
 */
import { sameItems } from '../core/same-items.js';
import type { Config, GroupChoice, Model, Option } from './solver-model.js';
import { hubCapLeft, overBudget, type CountedConfigs } from './solver-nodes.js';
import { compareTiers, flowOf, type Solved } from './solver-payment.js';
import { countReaching } from './count-climb.js';

/** The configurations of components alike of two ways, by how many take the second; the tier of each way. */
export interface TwoWayCounts extends CountedConfigs {
  readonly tiers: readonly [number, number];
  /** No group but theirs and no hub is of a later tier than both ways': the payment is found by counting (`bestByCount`). */
  readonly counted: boolean;
}

/**
 * The model's one choice as TwoWayCounts, or null: when it isn't components alike of two options
 * each turning on groups of one tier, or the options spend differently from the budgets (then
 * the hubs' caps would change with the count too).
 */
export function twoWayCounts(model: Model): TwoWayCounts | null {
  if (model.dims.length !== 1) return null;
  const alike = model.dims[0]!.alike;
  if (alike === undefined || alike.options.length !== 2) return null;
  const { components, options } = alike;
  const [first, second] = options as readonly [Option, Option];
  if (!sameItems(first.spend, second.spend)) return null;
  const spent = model.baseSpend.map((x, r) => x + components.length * first.spend[r]!);
  if (overBudget(model, spent)) return null;
  const firstTier = tierOf(model, first);
  const secondTier = tierOf(model, second);
  if (firstTier === null || secondTier === null) return null;
  const hubCap = hubCapLeft(model, spent);
  return {
    length: components.length + 1,
    tiers: [firstTier, secondTier],
    counted: nothingLater(model, components, Math.max(firstTier, secondTier)),
    at(n) {
      const choices: GroupChoice[] = [...model.base];
      // The first ones take the first way, as the walk's options do (alikeSequence).
      for (let t = 0; t < components.length; t += 1) {
        const { set } = t < components.length - n ? first : second;
        for (let p = 0; p < set.length; p += 1) choices[components[t]![p]!] = set[p]![1];
      }
      return { choices, hubCap, relaxed: false };
    },
  };
}

/** The one tier of the groups an option turns on (it names the first component's), or null when they don't share one or it turns on none. */
function tierOf(model: Model, option: Option): number | null {
  let tier: number | null = null;
  for (const [gi, choice] of option.set) {
    if (choice.active === 0) continue;
    const t = model.groups[gi]!.tier;
    if (tier !== null && t !== tier) return null;
    tier = t;
  }
  return tier;
}

/** Whether no group outside `components` and no hub serves a tier later than `top`. */
function nothingLater(model: Model, components: readonly (readonly number[])[], top: number): boolean {
  if (model.hubTiers.some((t) => t > top)) return false;
  const inside = new Set<number>();
  for (const component of components) for (const gi of component) inside.add(gi);
  for (let gi = 0; gi < model.groups.length; gi += 1) if (!inside.has(gi) && model.groups[gi]!.tier > top) return false;
  return true;
}

/**
 * The payment the walk of `counts`' configurations gives (see above; `counts.counted`): of
 * those whose flow is `total`, the first (fewest taking the second way) whose flows tier by tier
 * are the most. `solve` gives a configuration's flows, or null once the budget is spent: then
 * the best of those solved is given, as the walk gives the best it found.
 */
export function bestByCount(counts: TwoWayCounts, solve: (config: Config) => Solved | null, total: number): Solved | null {
  const known = new Map<number, Solved | null>();
  let spent = false;
  const at = (n: number): Solved | null => {
    if (!known.has(n)) known.set(n, spent ? null : solve(counts.at(n)));
    const solved = known.get(n)!;
    if (solved === null) spent = true;
    return solved;
  };
  const flow = (n: number): number | null => {
    const solved = at(n);
    return solved === null ? null : flowOf(solved);
  };
  const found = (): Solved | null => {
    const paying = countReaching(counts.length, flow, total);
    if (paying === null || spent) return null;
    // The flow is at its most there: it rises before and falls after.
    const first = bisect(0, paying, (n) => flow(n) === total);
    const [firstWay, secondWay] = counts.tiers;
    if (firstWay <= secondWay) return at(first);
    // The second way is of the earlier tier: the flows rise with the count, the most at the last
    // count that pays, and the first with as much is the walk's.
    const last = bisect(paying + 1, counts.length - 1, (n) => flow(n) !== total) - 1;
    const most = at(last)?.byTier;
    return at(bisect(first, last, (n) => sameItems(at(n)?.byTier, most)));
  };
  const best = found();
  return spent ? bestSolved(known, total) : best;
}

/** The first n in [lo, hi] for which `holds` is true (it holds from some n on), or hi + 1 if none. */
function bisect(lo: number, hi: number, holds: (n: number) => boolean): number {
  let a = lo;
  let b = hi + 1;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (holds(mid)) b = mid;
    else a = mid + 1;
  }
  return a;
}

/** Of the configurations solved, the first whose flow is `total` with the most flow tier by tier (the walk's rule), or null. */
function bestSolved(known: ReadonlyMap<number, Solved | null>, total: number): Solved | null {
  let best: Solved | null = null;
  for (const n of [...known.keys()].sort((a, b) => a - b)) {
    const solved = known.get(n);
    if (!solved || flowOf(solved) !== total) continue;
    if (best === null || compareTiers(solved, best) > 0) best = solved;
  }
  return best;
}
