/**
 * CR 605.3b, 601.2g: chain sources — mana abilities whose cost includes mana (Signets:
 * "{1}, {T}: Add {W}{U}"). Such an ability's cost is paid before its mana exists, from the
 * pool and other mana abilities, so its mana can pay only what is paid after it. For one
 * order of chain activations a₁ … a_L this is one layered flow (solver-core.ts): demand layer
 * j is a_j's cost, the last layer is the cost itself, and a_j's mana may pay only layers after
 * j; base sources pay any layer. That is exact for that order. This file enumerates the orders.
 *
 * Bound: identical chain sources (same cost, mana and restrictions) are one group, so a
 * sequence is a word over the groups. With d distinct chain sources there are at most
 * Σ_{L=0..d} d!/(d−L)! ≤ e·d! sequences (d = 3: 16; 4: 65; 5: 326); with k identical Signets,
 * k + 1. Before any of them, one relaxed flow (every chain source free of its cost) must say
 * yes; sequences are tried shortest first, and a prefix is cut when even all the mana on offer
 * could not pay the next cost (a count, before any flow). Boards without chain sources are the
 * one plan of length 0.
 */
import { exclusiveKeys, type ManaSourceOption } from './solver-types.js';
import type { ManaAmount } from './symbols.js';
import { manaAmountTotal } from './value.js';

/** One order of chain activations, as the layered problem the core solves. */
export interface ChainPlan {
  /** the demand layers: each chain source's cost in order, then the cost itself */
  readonly costs: readonly ManaAmount[];
  /** the purpose of each layer: the chain source's id, then 'cost' */
  readonly purposes: readonly string[];
  readonly sources: readonly ManaSourceOption[];
  /** the chain sources activated, in order */
  readonly chain: readonly string[];
}

const isChain = (s: ManaSourceOption): boolean => !s.inPool && s.cost !== undefined && manaAmountTotal(s.cost) > 0;

/** What makes two chain sources interchangeable: everything but the id. */
function signature(s: ManaSourceOption): string {
  return JSON.stringify([s.produces, s.amount, s.snow, s.oneType, s.mana, s.cost, s.onlyFor, s.only, s.lifeCost, s.millCost, s.penalty]);
}

/** The layers a source's mana may pay, from its spending restriction (CR 106.6). */
function layered(s: ManaSourceOption, purposes: readonly string[], layer: number): ManaSourceOption {
  const only = s.onlyFor;
  // Mana that may pay every purpose (delve's, kept to the cost, when nothing else is paid for) is as free as mana with no restriction.
  if (layer === 0 && (only === undefined || purposes.every((p) => only.includes(p)))) return s;
  return { ...s, layer, ...(only === undefined ? {} : { layers: purposes.flatMap((p, i) => (only.includes(p) ? [i] : [])) }) };
}

/** The plan for a sequence of chain sources. */
function planFor(cost: ManaAmount, base: readonly ManaSourceOption[], chain: readonly ManaSourceOption[]): ChainPlan {
  const purposes = [...chain.map((c) => c.id), 'cost'];
  const taken = new Set(chain.flatMap(exclusiveKeys));
  // With no chain source nothing is taken, and a source changes at layer 0 only when its mana can't pay every purpose: most plans keep the list as it is.
  const kept = taken.size === 0 ? base : base.filter((s) => !exclusiveKeys(s).some((k) => taken.has(k)));
  let changed = false;
  const mapped = kept.map((s) => {
    const l = layered(s, purposes, 0);
    if (l !== s) changed = true;
    return l;
  });
  const first = changed ? mapped : kept;
  return {
    costs: [...chain.map((c) => c.cost as ManaAmount), cost],
    purposes,
    sources: chain.length === 0 ? first : [...first, ...chain.map((c, j) => layered(c, purposes, j + 1))],
    chain: chain.map((c) => c.id),
  };
}

/** The relaxed problem: every chain source's mana free of its cost. If it can't pay, no plan can. */
export function relaxedPlan(cost: ManaAmount, sources: readonly ManaSourceOption[]): ChainPlan {
  const free = hasChains(sources) ? sources.map((s) => (isChain(s) ? { ...s, cost: undefined } : s)) : sources;
  return planFor(cost, free, []);
}

export const hasChains = (sources: readonly ManaSourceOption[]): boolean => sources.some(isChain);

/** The plans worth a flow, fewest chain activations first. */
export function* chainPlans(cost: ManaAmount, sources: readonly ManaSourceOption[]): Generator<ChainPlan> {
  const chain = sources.filter(isChain);
  const base = sources.filter((s) => !isChain(s));
  const groups = new Map<string, ManaSourceOption[]>();
  for (const c of chain) {
    const key = exclusiveKeys(c).length === 0 ? signature(c) : `${c.id}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const members = [...groups.values()];
  const used = members.map(() => 0);
  const baseUnits = base.reduce((n, s) => n + s.amount, 0);
  const need = manaAmountTotal(cost);
  const sequence: ManaSourceOption[] = [];
  function* extend(length: number, avail: number): Generator<ChainPlan> {
    if (sequence.length === length) {
      if (avail >= need) yield planFor(cost, base, sequence);
      return;
    }
    const keys = new Set(sequence.flatMap(exclusiveKeys));
    for (let g = 0; g < members.length; g++) {
      const next = (members[g] as ManaSourceOption[])[used[g] as number];
      if (next === undefined || exclusiveKeys(next).some((k) => keys.has(k))) continue;
      const price = manaAmountTotal(next.cost as ManaAmount);
      if (avail < price) continue;
      used[g] = (used[g] as number) + 1;
      sequence.push(next);
      yield* extend(length, avail - price + next.amount);
      sequence.pop();
      used[g] = (used[g] as number) - 1;
    }
  }
  for (let length = 0; length <= chain.length; length++) yield* extend(length, baseUnits);
}
