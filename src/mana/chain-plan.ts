/**
 * CR 605.3b, 601.2g: the layered problem (solver-core.ts) for chain sources activated in an
 * order, or chosen in no order yet: demand layer j is the j-th chain source's cost, the last
 * layer is the cost itself, and a chain source's mana pays only the layers after its own. Which
 * orders are worth a flow is solver-chains.ts's question.
 */
import { extend } from '../core/extend.js';
import { QueryMemo } from '../core/query-memo.js';
import { layered, paysNoneOf, type Layering } from './chain-layers.js';
import { editedList } from './source-lists.js';
import { choosesOneType, exclusiveKeys, holdsKeyIn, type ManaSourceOption } from './solver-types.js';
import { TYPES } from './solver-kinds.js';
import type { ManaAmount } from './symbols.js';
import { manaAmountTotal, scaleMana } from './value.js';

/** One order of chain activations, as the layered problem the core solves. */
export interface ChainPlan {
  /** the demand layers: each chain source's cost in order (or a run of units alike's costs together: mixedPlan, orderedPlan), then the cost itself */
  readonly costs: readonly ManaAmount[];
  /** the purpose of each layer: the chain source's id (a run's first unit's, or its second's for the others' costs), then 'cost' */
  readonly purposes: readonly string[];
  readonly sources: readonly ManaSourceOption[];
  /** the chain sources activated, in order */
  readonly chain: readonly string[];
}

export const isChain = (s: ManaSourceOption): boolean => !s.inPool && s.cost !== undefined && manaAmountTotal(s.cost) > 0;

/**
 * The sources of a plan of these purposes: the base less those holding a key a chain source in
 * `holding` takes (its permanent's {T}), each layered for the purposes it may pay, then `added`
 * (the chain sources, read at their layers). A list made from the base, which remembers how
 * (source-lists.ts: the solver groups it from the base's groups), or the base itself when
 * nothing is left out, read anew or added.
 */
function planSources(base: readonly ManaSourceOption[], purposes: readonly string[], holding: readonly ManaSourceOption[], lay: Layering, added: readonly ManaSourceOption[] = []): readonly ManaSourceOption[] {
  const taken = new Set<string>();
  for (const s of holding) for (const k of exclusiveKeys(s)) taken.add(k);
  const out: number[] = [];
  const changed: number[] = [];
  const readings: ManaSourceOption[] = [];
  for (let i = 0; i < base.length; i += 1) {
    const s = base[i]!;
    // CR 106.6: mana that may pay none of these purposes takes no part (solver-model.ts leaves it
    // out): no reading of it is made, hundreds a payment beside restricted mana.
    if ((taken.size > 0 && holdsKeyIn(s, taken)) || paysNoneOf(s, purposes)) {
      out.push(i);
      continue;
    }
    // A source changes at layer 0 only when its mana can't pay every purpose.
    const read = lay(s, purposes, 0);
    if (read !== s) {
      changed.push(i);
      readings.push(read);
    }
  }
  return out.length === 0 && changed.length === 0 && added.length === 0 ? base : editedList(base, out, changed, readings, added);
}

/** The plan for a sequence of chain sources (whose keys, with those of `holding`, take the base sources holding them). */
function planFor(cost: ManaAmount, base: readonly ManaSourceOption[], chain: readonly ManaSourceOption[], lay: Layering = layered, holding: readonly ManaSourceOption[] = chain): ChainPlan {
  const purposes = [...chain.map((c) => c.id), 'cost'];
  return {
    costs: [...chain.map((c) => c.cost as ManaAmount), cost],
    purposes,
    sources: planSources(base, purposes, holding, lay, chain.map((c, j) => lay(c, purposes, j + 1))),
    chain: chain.map((c) => c.id),
  };
}

/** What makes two chain sources interchangeable: everything but the id (and the keys). */
export function signature(s: ManaSourceOption): string {
  return JSON.stringify([s.produces, s.amount, s.snow, s.oneType, s.mana, s.cost, s.onlyFor, s.only, s.lifeCost, s.millCost, s.penalty, s.tapsOneOf]);
}

/** The plan for the chain sources of `sources` with these ids, in this order (the order a search of a list merged from `sources` found, source-merge.ts). */
export function planOf(cost: ManaAmount, sources: readonly ManaSourceOption[], chain: readonly string[]): ChainPlan {
  const byId = new Map(sources.filter(isChain).map((s) => [s.id, s]));
  return planFor(cost, sources.filter((s) => !isChain(s)), chain.map((id) => byId.get(id)!));
}

/** The relaxed problem: every chain source's mana free of its cost. If it can't pay, no plan can. */
export function relaxedPlan(cost: ManaAmount, sources: readonly ManaSourceOption[]): ChainPlan {
  return { costs: [cost], purposes: ['cost'], sources: relaxedSources(sources), chain: [] };
}

/**
 * The relaxed plan's sources, whatever the cost, held for the query by frozen list (core/query-memo.ts):
 * an X prompt asks about one list for every X it tries, and the same list of sources lets the
 * solver group them once (solver-grouping.ts).
 */
const relaxedLists = new QueryMemo<readonly ManaSourceOption[], readonly ManaSourceOption[]>();

function relaxedSources(sources: readonly ManaSourceOption[]): readonly ManaSourceOption[] {
  const known = relaxedLists.get(sources);
  if (known !== undefined) return known;
  const free = hasChains(sources) ? sources.map((s) => (isChain(s) ? { ...s, cost: undefined } : s)) : sources;
  const read = planSources(free, ['cost'], [], layered);
  if (!Object.isFrozen(sources)) return read;
  const list = Object.isFrozen(read) ? read : Object.freeze(read);
  relaxedLists.set(sources, list);
  return list;
}

export const hasChains = (sources: readonly ManaSourceOption[]): boolean => sources.some(isChain);

/**
 * The plan in which `prefix` is activated in order and then `rest`, in an order not yet chosen:
 * each of `rest` may pay the costs of the others of `rest` and the cost itself, never its own
 * or the prefix's. A relaxation of every order of `rest` (it lets two of them pay each other),
 * so if it can't pay, no sequence of `prefix` then `rest` can.
 *
 * `rest` comes in runs of units alike (chainGroups: one group's units, the same way), and a
 * run's costs are one layer, which each of its units' mana may pay when the run has two or
 * more. That is the same relaxation: the network is the same under any exchange of a run's
 * units, so some most flow (flows are as large fractional as whole) treats them alike, and a
 * flow of the run's layer spreads over its units with none paying its own cost (unit to unit,
 * an r-th of what the run pays itself to each of the r − 1 others). Thousands of Signets are
 * a layer each otherwise: a flow of their squares.
 */
export function mixedPlan(cost: ManaAmount, base: readonly ManaSourceOption[], prefix: readonly ManaSourceOption[], runs: readonly (readonly ManaSourceOption[])[], lay: Layering): ChainPlan {
  const heads = runs.map((run) => {
    const head = run[0] as ManaSourceOption;
    return run.length === 1 ? head : { ...head, cost: scaleMana(head.cost as ManaAmount, run.length) };
  });
  const chain = [...prefix, ...heads];
  const purposes = [...chain.map((c) => c.id), 'cost'];
  const p = prefix.length;
  const after = Array.from({ length: runs.length + 1 }, (_, k) => p + k);
  const added = prefix.map((c, j) => lay(c, purposes, j + 1));
  runs.forEach((run, i) => {
    for (const c of run) {
      // What its restriction lets it pay from the rest's costs on (layered), less its own cost when its run is it alone.
      const allowed = layered(c, purposes, p).layers ?? after;
      added.push(extend(c, { layer: p, layers: allowed.filter((at) => at >= p && (run.length > 1 || at !== p + i)) }));
    }
  });
  return {
    costs: [...chain.map((c) => c.cost as ManaAmount), cost],
    purposes,
    sources: planSources(base, purposes, [...prefix, ...runs.flat()], lay, added),
    chain: prefix.map((c) => c.id),
  };
}

/**
 * Whether r ≥ 2 units alike of this chain source, activated one after another, are read as one
 * (`orderedPlan`): its mana is free to pay any cost and needs nothing from a tap set (no spending
 * restriction), and either its cost is generic only ({m}, a Signet's {1}) and it makes at least m
 * of each type it makes (of its one type, or of each when it makes them together; of one type
 * of several chosen as it resolves only when m is 1), or all its mana is of one type and
 * at least its whole cost (Satyr Hedonist: "{R}, Sacrifice …: Add {R}{R}{R}"; Vessel of
 * Volatility's {1}{R} for {R}{R}{R}{R}). Then one unit's mana pays the next one's cost, whatever
 * the flow spent of it on which part: of the run's mana, the first j units' costs take at most
 * (j − 1) costs' worth, taken by the run's last units first, part by part, and the first j − 1
 * units made at least that much of it (chain-runs-split.ts tells it so).
 *
 * A unit that chooses one type for all its mana (CR 106.1b, Astrolabe: "{1}, {T}, Sacrifice: Add
 * two mana of any one color") keeps the type and the share the flow gave it, so the order must
 * follow what the flow took of each unit for the run's costs (s_u, r − 1 in all for a cost of
 * {1}): in order of s_u, most first, the first k units gave at least k, enough for the k units
 * after the first; else one of the first k gave none, so did every unit after it, and the run gave
 * at most k − 1 < r − 1. That holds for a cost of {1} only: three "{2}: two of any one color"
 * that gave the others' {4} as {W}{W}, {U} and {B} keep a {U} and a {B} in two units, and the
 * last unit's two mana, of one type, pay no cost but the spell's.
 */
function readAsOne(c: ManaSourceOption): boolean {
  if (c.cost === undefined || c.onlyFor || c.only || c.tapsOneOf) return false;
  const total = manaAmountTotal(c.cost);
  const m = c.cost.generic;
  const made = c.mana;
  if (total === 0) return false;
  if (made ? made.every((t) => t === made[0]) : c.produces.length === 1) {
    if (c.amount >= total) return true;
  }
  if (total !== m) return false;
  if (!made) return c.amount >= m && (m === 1 || !choosesOneType(c));
  return TYPES.every((t) => {
    const n = made.filter((x) => x === t).length;
    return n === 0 || n >= m;
  });
}

/**
 * The plan for a sequence of chain sources in order, given as runs of units alike one after
 * another. A run of r ≥ 2 units `readAsOne` is two layers, not r: the first unit's cost (paid
 * from before the run) and the others' costs together, which the mana of all r may pay, as
 * the layers after the run. Exact: a flow of that kind pays the others' costs with at most
 * (r − 1)·m of the run's own mana, of at most r·P_t of each type t it makes P_t of, and when
 * every P_t is at least m some order of the run's units pays so, each unit's cost from mana made
 * before it (the units of the run that pay from their own run come last, the earliest units'
 * mana goes first: checked by a flow for every r ≤ 5, m ≤ 3 and P_t ≤ 3). A thousand Signets
 * in a row are then two layers, not a thousand, and a flow's edges don't grow with them.
 */
export function orderedPlan(cost: ManaAmount, base: readonly ManaSourceOption[], runs: readonly (readonly ManaSourceOption[])[], lay: Layering): ChainPlan {
  const costs: ManaAmount[] = [];
  const purposes: string[] = [];
  /** Each unit with the layer its mana starts paying at. */
  const units: [ManaSourceOption, number][] = [];
  for (const run of runs) {
    const head = run[0] as ManaSourceOption;
    if (run.length > 1 && readAsOne(head)) {
      costs.push(head.cost as ManaAmount, scaleMana(head.cost as ManaAmount, run.length - 1));
      purposes.push(head.id, (run[1] as ManaSourceOption).id);
      for (const c of run) units.push([c, costs.length - 1]);
      continue;
    }
    for (const c of run) {
      costs.push(c.cost as ManaAmount);
      purposes.push(c.id);
      units.push([c, costs.length]);
    }
  }
  purposes.push('cost');
  const chain = runs.flat();
  return {
    costs: [...costs, cost],
    purposes,
    // Made from the base (a frozen list, most often, whose groups the solver remembers).
    sources: planSources(base, purposes, chain, lay, units.map(([c, at]) => lay(c, purposes, at))),
    chain: chain.map((c) => c.id),
  };
}

/**
 * `planOf` with runs of units alike read together (`orderedPlan`), for a payment: the runs are
 * the chain sources one after another whose signatures are the same, that `readAsOne` allows,
 * and whose costs no source's mana is kept to by name (CR 106.6). chain-runs-split.ts tells
 * the payment found unit by unit.
 */
export function orderedPlanOf(cost: ManaAmount, sources: readonly ManaSourceOption[], chain: readonly string[]): { readonly plan: ChainPlan; readonly runs: readonly (readonly ManaSourceOption[])[] } {
  const byId = new Map(sources.filter(isChain).map((s) => [s.id, s]));
  const named = new Set(sources.flatMap((s) => s.onlyFor ?? []));
  const runs: ManaSourceOption[][] = [];
  let last = '';
  for (const id of chain) {
    const c = byId.get(id)!;
    const kind = named.has(id) || !readAsOne(c) ? '' : signature(c);
    if (kind !== '' && kind === last) runs[runs.length - 1]!.push(c);
    else runs.push([c]);
    last = kind;
  }
  return { plan: orderedPlan(cost, sources.filter((s) => !isChain(s)), runs, layered), runs };
}
