/**
 * CR 601.2g–601.2h: can a concrete mana amount be paid from the mana in the pool plus the
 * mana abilities a player could activate, and how? This is the project's one payability
 * solver. It is exact. Its core is a max flow (Dinic's, flow.ts) on a small graph
 *
 *   super-source ─→ source node ─→ demand kind ─→ sink
 *        └─→ resource hub ─→ source node   (sources spending 1 life, 1 card milled, or 1 permanent of a tap set, per mana)
 *                └─→ hub of a tap set within it ─→ source node   (a Druid among the creatures)
 *
 * where identical sources share one node (solver-model.ts builds the nodes). Three things
 * a plain flow can't say are handled exactly around it:
 *
 * - "N mana of any ONE type" (Gilded Lotus): for each group of k identical such sources,
 *   the solver enumerates how many of them are dedicated to each demanded type (a multiset,
 *   so k identical Lotuses are not k! orders); the rest pay only generic and {S}.
 * - budgets (CR 119.4 life, CR 701.17b library cards): Mana Confluence (1 life) and
 *   Millikin (1 card) draw their activations from a hub whose capacity is the budget, which
 *   the flow respects exactly, and so do sources tapping one permanent of a set for one mana
 *   (CR 602.2b, solver-tap-sets.ts `tapHubs`); sources spending other amounts have their
 *   number of activations enumerated within the budget.
 * - sources that exclude each other (two {T} abilities of one permanent): one or none.
 *
 * The number of combinations tried is bounded in solver-model.ts and docs/performance.md, and
 * they are walked by branch and bound (solver-nodes.ts); boards without such sources are one
 * flow. "Could it be paid?" stops at the first combination that pays; "pay it" keeps the most
 * preferred one (see `solveManaPayment`).
 */
import { QueryMemo } from '../core/query-memo.js';
import { sameItems } from '../core/same-items.js';
import { addEdge, augment, createNet } from './flow.js';
import { RESOURCES, tierOf, TIERS } from './solver-kinds.js';
import { accepts, buildModel, enumeratedSources, type Config, type Model } from './solver-model.js';
import { withoutSources } from './source-lists.js';
import { compareTiers, describe, flowOf, prune, S, T, type Solved } from './solver-payment.js';
import { capsBySource, configurations, countedConfigurations, nodesFor } from './solver-nodes.js';
import { countReaching } from './count-climb.js';
import { bestByCount, twoWayCounts } from './solver-two-ways.js';
import { optionsKey, type ManaSolution, type ManaSourceOption, type SolveOptions } from './solver-types.js';
import { NO_MANA, type ManaAmount } from './symbols.js';
import { manaAmountTotal } from './value.js';
import type { ChainBudget } from './chain-budget.js';

/** Node of resource r's hub (life, the library, then each tap set's); the source nodes come after them. */
const hubNode = (r: number): number => 2 + r;

/**
 * Builds the network of one configuration and finds its maximum flow. With `phased`, the
 * tiers of sources open one after another (pool mana, free activations, wearing ones,
 * life, using-up ones), so each prefix of tiers carries the most flow it can: augmenting
 * paths never lower the flow leaving the super-source, and the sets of source units that
 * can be routed together form a matroid (a gammoid), where greedy by tier is optimal.
 */
function solveConfig(model: Model, config: Config, phased: boolean): Solved {
  const nodes = nodesFor(model, config);
  const sourceBase = hubNode(model.budget.length);
  const payBase = sourceBase + nodes.length;
  // Relaxed, some groups draw from a hub of their cap's (solver-relaxed.ts), after the pay nodes.
  const caps = config.relaxed ? model.relaxedCaps : [];
  const capBase = payBase + model.demand.length;
  const net = createNet(capBase + caps.length);
  const capped = config.relaxed ? capsBySource(model) : undefined;
  // Relaxed, a group drawing on a tap set's hub draws through its cap instead: a unit there may stand for a permanent
  // tapped by a counted source of another rate (Loam Dryad), which the caps weigh and the hubs can't.
  const supply = nodes.map((node, v) => {
    const cap = capped !== undefined && (node.hub < 0 || node.hub >= RESOURCES.length) ? (capped[node.members[0] as number] as number) : -1;
    return addEdge(net, cap >= 0 ? capBase + cap : node.hub >= 0 ? hubNode(node.hub) : S, sourceBase + v, 0);
  });
  caps.forEach((c, i) => addEdge(net, c.within === null ? S : capBase + c.within, capBase + i, c.cap));
  const payEdge = nodes.map((node, v) =>
    model.demand.map((d, k) => (d && accepts(node, k, model.anyColor, model.lastLayer) ? addEdge(net, sourceBase + v, payBase + k, d) : -1)),
  );
  const sinkEdge = model.demand.map((d, pi) => addEdge(net, payBase + pi, T, d));
  // A hub draws on its parent's (tap sets nest: solver-tap-sets.ts), the outermost on the source.
  const hubEdge = model.budget.map((_, r) => addEdge(net, (model.hubParent[r] as number) < 0 ? S : hubNode(model.hubParent[r] as number), hubNode(r), 0));
  const open = (tier: number | null): void => {
    nodes.forEach((node, v) => {
      if (tier === null || node.tier === tier) net.cap[supply[v] as number] = node.cap;
    });
    hubEdge.forEach((e, r) => {
      if (tier === null || tier === model.hubTiers[r]) net.cap[e] = config.hubCap[r] as number;
    });
  };
  const byTier: number[] = [];
  if (phased) {
    let flow = 0;
    for (let tier = 0; tier < TIERS; tier++) {
      open(tier);
      flow += augment(net, S, T);
      byTier.push(flow);
    }
  } else {
    open(null);
    byTier.push(augment(net, S, T));
  }
  return { net, nodes, supply, payEdge, sinkEdge, hubEdge, hubParent: model.hubParent, hubTiers: model.hubTiers, byTier };
}

const budgets = (options: SolveOptions): readonly number[] => [options.lifeBudget ?? Infinity, options.libraryBudget ?? Infinity];


/**
 * CR 601.2h: whether the demand layers `costs` (see solver-chains.ts; usually just the cost)
 * can be paid at all from these sources within the budgets.
 */
export function canPayLayers(costs: readonly ManaAmount[], sources: readonly ManaSourceOption[], options: SolveOptions = {}, budget?: ChainBudget): boolean {
  const model = buildModel(costs, sources, budgets(options), options.anyColor);
  if (model.total === 0) return true;
  if (model.dims.length > 0 && flowOf(solveConfig(model, model.relaxed, false)) < model.total) return false;
  let tried = 0;
  const counted = countedConfigurations(model) ?? twoWayCounts(model);
  if (counted !== null) return countReaching(counted.length, (n) => (spends(budget, tried++, costs.length, sources.length) ? flowOf(solveConfig(model, counted.at(n), false)) : null), model.total) !== null;
  // Branch and bound: a partial configuration whose relaxed flow falls short leaves out every configuration under it.
  const viable = (partial: Config): boolean => spends(budget, tried++, costs.length, sources.length) && flowOf(solveConfig(model, partial, false)) === model.total;
  for (const config of configurations(model, viable)) {
    if (!spends(budget, tried++, costs.length, sources.length)) return false;
    if (flowOf(solveConfig(model, config, false)) === model.total) return true;
  }
  return false;
}

/**
 * CR 601.2h: the most mana `sources` could make together, up to `upTo`, as the relaxed flow finds
 * it (every choice at its most, within the budgets, tap sets and exclusions: solver-relaxed.ts),
 * paying generic mana (mana kept from it, CR 106.6, counted as though it weren't). No payment
 * makes more, so the search of chain orders cuts with it (solver-chains.ts).
 */
export function mostMadeByFlow(sources: readonly ManaSourceOption[], options: SolveOptions, upTo: number): number {
  if (!Object.isFrozen(sources)) return mostMade(sources, options, upTo);
  const key = `${upTo}|${optionsKey(options)}`;
  const known = mostOfList.get(sources);
  const found = known?.get(key);
  if (found !== undefined) return found;
  const most = mostMade(sources, options, upTo);
  (known ?? mostOfList.set(sources, new Map()).get(sources)!).set(key, most);
  return most;
}

/** mostMadeByFlow's answers by frozen list, held for the query (core/query-memo.ts): the search of chain orders asks it of one list for every X an X prompt tries. */
const mostOfList = new QueryMemo<readonly ManaSourceOption[], Map<string, number>>();

function mostMade(sources: readonly ManaSourceOption[], options: SolveOptions, upTo: number): number {
  const counted = sources.map((s) => (s.only && !s.only.includes('generic') ? { ...s, only: undefined } : s));
  const model = buildModel([{ ...NO_MANA, generic: upTo }], counted, budgets(options), options.anyColor);
  return model.total === 0 ? 0 : flowOf(solveConfig(model, model.relaxed, false));
}

/**
 * The flow of the configuration after `tried` others from `budget` (chain-budget.ts), if it has
 * it: the configurations are a product of the choices (one per kind of "N mana of any one type"
 * source, of permanents whose abilities exclude each other, of sources that tap one of a set),
 * which a board of many kinds makes as large as it likes. The first is free: a board with no
 * choice is that one flow. Without a budget, none is counted.
 */
function spends(budget: ChainBudget | undefined, tried: number, layers: number, sources: number): boolean {
  return budget === undefined || tried === 0 || budget.flow(layers, sources);
}

/**
 * CR 601.2g–601.2h: find a way to pay `cost` exactly within the life budget, or null if
 * none exists. Among the payments, the solution prefers, in this order:
 * 1. the most mana already in the pool;
 * 2. then sources by tier: free activations ({T} only), then sources that wear
 *    themselves (counters, mill), then sources that cost life, then sources that are used
 *    up (sacrificed, exiled) — each tier used as little as the earlier ones allow;
 * 3. an inclusion-minimal set of activations: no activated source can be left out without
 *    activating a costlier one instead; smaller sources and later ones are left out first
 *    (each tried weighs a flow of `weighed` layers in `budget`, by default the flow's own: a
 *    payment whose runs of chain units are read together weighs as read unit by unit, so it
 *    tries no more than that would; once the budget is spent, the payment found is given).
 * Output is deterministic; `uses` lists mana source by source in input order, and all the
 * mana of a `oneType` source has one type.
 */
export function solveLayers(
  costs: readonly ManaAmount[],
  sources: readonly ManaSourceOption[],
  options: SolveOptions = {},
  purposes: readonly string[] = ['cost'],
  budget?: ChainBudget,
  weighed = costs.length,
): ManaSolution | null {
  const found = solveBest(costs, sources, options, purposes, undefined, budget);
  if (found === null) return null;
  // Pruning works inside one configuration; another configuration of fewer sources may do
  // as well (a Lotus making blue instead of white): leave such sources out too. Only
  // sources whose choices were enumerated can make that difference.
  let { solution } = found;
  const ids = new Set(solution.activate);
  if (!sources.some((src, i) => found.enumerated.has(i) && ids.has(src.id))) return solution;
  // What the layers ask in all: a try whose sources make less, each activated once, can't pay.
  const need = costs.reduce((n, c) => n + manaAmountTotal(c), 0);
  for (let shrunk = true; shrunk; ) {
    shrunk = false;
    const activated = new Set(solution.activate);
    // The pool and the sources activated; each try leaves one of them out, grouped from this list's groups (source-lists.ts, solver-grouping.ts).
    const kept = Object.freeze(sources.filter((s) => s.inPool || activated.has(s.id)));
    const made = kept.reduce((n, s) => n + s.amount, 0);
    const order = kept.map((src, k) => ({ src, k })).filter(({ src }) => activated.has(src.id));
    order.sort((a, b) => tierOf(b.src) - tierOf(a.src) || a.src.amount - b.src.amount || b.k - a.k);
    for (const { src, k } of order) {
      // The largest X a board pays uses all the mana it makes: no source can be left out, and
      // counting says so for each without a flow (the sources' amounts were checked as the first solve grouped them).
      if (!src.inPool && made - src.amount < need) continue;
      // Each source tried weighs a flow at least (solveBest's first is free): a payment of thousands
      // of activations would try thousands. Once the budget is spent the payment found stands: it
      // pays, if with more sources than it might.
      if (budget && !budget.flow(weighed, sources.length)) return solution;
      const rest = src.inPool ? kept : withoutSources(kept, new Set([k]));
      const smaller = solveBest(costs, rest, options, purposes, found.byTier, budget);
      if (smaller !== null && sameItems(smaller.byTier, found.byTier)) {
        solution = smaller.solution;
        shrunk = true;
        break;
      }
    }
  }
  return solution;
}

/**
 * The best configuration's solution, pruned; null if nothing pays. With a `target` (the
 * per-tier flows of a payment found before from more sources), only a payment as good as it
 * is wanted: none can be better, so the search stops there.
 */
function solveBest(
  costs: readonly ManaAmount[],
  sources: readonly ManaSourceOption[],
  options: SolveOptions,
  purposes: readonly string[],
  target?: readonly number[],
  budget?: ChainBudget,
): { solution: ManaSolution; byTier: readonly number[]; enumerated: ReadonlySet<number> } | null {
  const model = buildModel(costs, sources, budgets(options), options.anyColor);
  if (model.total === 0) return { solution: { uses: [], activate: [] }, byTier: [], enumerated: NOTHING_ENUMERATED };
  // The relaxed network can do whatever any configuration can: its flows bound theirs.
  const bound = model.dims.length > 0 ? solveConfig(model, model.relaxed, true) : null;
  if (bound && (flowOf(bound) < model.total || (target && !atLeast(bound.byTier, target)))) return null;
  let best: Solved | null = null;
  let tried = 0;
  // Branch and bound: under a partial configuration whose relaxed flows can't pay, or can't beat the best found, none can.
  const viable = (partial: Config): boolean => {
    if (!spends(budget, tried++, costs.length, sources.length)) return false;
    const solved = solveConfig(model, partial, true);
    return flowOf(solved) === model.total && (best === null || compareTiers(solved, best) > 0) && (!target || atLeast(solved.byTier, target));
  };
  // Permanents alike of two ways: the count that pays is climbed to (solver-two-ways.ts), not walked to.
  const two = target === undefined ? twoWayCounts(model) : null;
  if (two?.counted) best = bestByCount(two, (config) => (spends(budget, tried++, costs.length, sources.length) ? solveConfig(model, config, true) : null), model.total);
  else {
    for (const config of configurations(model, viable)) {
      // Cut, the best payment found so far is given: it pays, if not in the preferred way.
      if (!spends(budget, tried++, costs.length, sources.length)) break;
      const solved = solveConfig(model, config, true);
      if (flowOf(solved) === model.total && (best === null || compareTiers(solved, best) > 0)) best = solved;
      if (best && ((bound && compareTiers(best, bound) === 0) || (target && atLeast(best.byTier, target)))) break;
    }
  }
  if (best === null) return null;
  return { solution: describe(best, sources, prune(best, sources), purposes, model), byTier: best.byTier, enumerated: enumeratedSources(model) };
}

/** A payment of nothing activates nothing, enumerated or not. */
const NOTHING_ENUMERATED: ReadonlySet<number> = new Set();

/** Whether per-tier flows `a` are at least as good as `b` (lexicographically). */
const atLeast = (a: readonly number[], b: readonly number[]): boolean => {
  const i = a.findIndex((x, k) => x !== b[k]);
  return i < 0 || (a[i] as number) > (b[i] as number);
};

