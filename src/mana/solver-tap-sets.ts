/**
 * CR 602.2b: the payability solver's tap sets (ManaSourceOption's `tapsOneOf`) as resources of
 * its model (solver-model.ts): each set a budget after life and the library, its size the most
 * activations that may hold it.
 */
import type { ManaSourceOption, TapSet } from './solver-types.js';

function checkSize(id: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`tap set size of ${id} must be a non-negative integer, got ${n}`);
}

/** A set of permanents sources tap one of (CR 602.2b), as a resource of the model: its place in the budgets and its size. */
export interface TapSetResource {
  readonly resource: number;
  readonly size: number;
}

/** The tap sets the sources name, each a resource from `first` on; a set's size is the least any source gives it. */
export function tapSetResources(sources: readonly ManaSourceOption[], first: number): ReadonlyMap<string, TapSetResource> {
  const sets = new Map<string, TapSetResource>();
  // Indexed loops: optimised code still made an iterator result for each of a large board's sources.
  for (let at = 0; at < sources.length; at += 1) {
    const src = sources[at]!;
    if (!src.tapsOneOf || src.inPool) continue;
    for (let t = 0; t < src.tapsOneOf.length; t += 1) {
      const { key, size } = src.tapsOneOf[t]!;
      checkSize(src.id, size);
      const known = sets.get(key);
      if (!known) sets.set(key, { resource: first + sets.size, size });
      else if (size < known.size) sets.set(key, { resource: known.resource, size });
    }
  }
  return sets;
}

/** Per resource, what one activation of a source with these tap sets spends of it (life and library left at 0). */
function drawsOf(tapsOneOf: readonly TapSet[], sets: ReadonlyMap<string, TapSetResource>, resources: number): number[] {
  const draws = Array.from({ length: resources }, () => 0);
  for (const { key } of tapsOneOf) {
    const r = (sets.get(key) as TapSetResource).resource;
    draws[r] = (draws[r] as number) + 1;
  }
  return draws;
}

/** What one activation of a source draws from each resource (drawsOf), and a number for that draw: 1 and up, alike for draws alike. */
export interface Draws {
  readonly draws: readonly number[];
  readonly kind: number;
}

/**
 * drawsOf for one question's sources, worked out once for each list of sets (the sources alike
 * share their list, ability-sources.ts), with the draws numbered by what they draw: lists apart
 * that draw alike share a number, so the sources holding them may share a group (solver-grouping.ts).
 */
export function drawsReader(sets: ReadonlyMap<string, TapSetResource>, resources: number): (tapsOneOf: readonly TapSet[]) => Draws {
  const byList = new Map<readonly TapSet[], Draws>();
  const kinds = new Map<string, number>();
  return (tapsOneOf) => {
    let known = byList.get(tapsOneOf);
    if (known === undefined) {
      const draws = drawsOf(tapsOneOf, sets, resources);
      const text = draws.join(',');
      let kind = kinds.get(text);
      if (kind === undefined) kinds.set(text, (kind = kinds.size + 1));
      byList.set(tapsOneOf, (known = { draws, kind }));
    }
    return known;
  };
}

/** What `tapHubs` reads of a group of sources: what one activation makes and spends, and its preference tier. */
interface Spender {
  readonly amount: number;
  /** per resource (life, library, then the tap sets from `first`) */
  readonly cost: readonly number[];
  readonly tier: number;
}

/** The sets sources draw on inside the flow (`tapHubs`): per group, per resource. */
export interface TapHubs {
  /** per group: the innermost set whose hub it draws on, or -1 (it stays counted) */
  readonly hub: readonly number[];
  /** per resource: the set whose hub its hub draws on, or -1 (the flow's source) */
  readonly parent: readonly number[];
  /** per resource: the one preference tier its hub serves, or -1 (no group draws on it) */
  readonly tier: readonly number[];
}

/**
 * The tap sets that sources may draw on inside the flow, from a hub each, as Mana Confluence
 * draws on life (solver-core.ts): then how many of them activate is no choice the solver
 * enumerates. A group may when each activation makes one mana and taps one permanent of each set
 * it spends, and nothing else it spends is budgeted (Llanowar Elves beside a Springleaf Drum: one
 * creature; beside a Seton too: one Druid, which is a creature as well). Its sets are nested, the
 * one with fewer spenders inside the other, so each hub draws on the next set's hub and the
 * outermost on the flow's source: a unit through the Druids' hub passes the creatures' too. Each
 * set has one place in that forest; a set two groups would place differently is no hub, and every
 * group spending it stays counted, as before. And each tree of hubs serves one preference tier,
 * the one most of its groups are of (the solver opens the tiers one after another, and a unit of
 * one tier must not give way to another's inside a hub): the others stay counted too.
 */
export function tapHubs(groups: readonly Spender[], first: number, resources: number): TapHubs {
  const spenders = Array.from({ length: resources }, () => 0);
  for (const g of groups) g.cost.forEach((c, r) => r >= first && c > 0 && (spenders[r] = (spenders[r] as number) + 1));
  // One order of the sets for every group: fewer spenders first (the inner set), then resource.
  const chainOf = (g: Spender): number[] | null => {
    if (g.amount !== 1 || g.cost.some((c, r) => (r < first ? c !== 0 : c > 1))) return null;
    const chain = g.cost.flatMap((c, r) => (c > 0 ? [r] : []));
    return chain.length === 0 ? null : chain.sort((a, b) => (spenders[a] as number) - (spenders[b] as number) || a - b);
  };
  const parent: number[] = Array.from({ length: resources }, () => -1);
  const placed = Array.from({ length: resources }, () => false);
  const bad = new Set<number>();
  const chains = groups.map(chainOf);
  for (const chain of chains) {
    chain?.forEach((r, k) => {
      const up = chain[k + 1] ?? -1;
      if (placed[r] && parent[r] !== up) bad.add(r);
      placed[r] = true;
      parent[r] = up;
    });
  }
  const good = chains.map((chain) => (chain && chain.every((r) => !bad.has(r)) ? chain : null));
  // Each tree's tier: the one of most of the groups whose chains end at its root (the cheaper on a tie).
  const votes = new Map<number, number[]>();
  good.forEach((chain, gi) => {
    if (!chain) return;
    const root = chain[chain.length - 1] as number;
    const count = votes.get(root) ?? [];
    const t = (groups[gi] as Spender).tier;
    count[t] = (count[t] ?? 0) + 1;
    votes.set(root, count);
  });
  const rootTier = new Map([...votes].map(([root, count]) => [root, count.reduce((best, n, t) => (n > (count[best] ?? 0) ? t : best), count.findIndex((n) => n !== undefined))]));
  const rootOf = (r: number): number => (parent[r] as number) < 0 || bad.has(parent[r] as number) ? r : rootOf(parent[r] as number);
  const hub = good.map((chain, gi) => (chain && (groups[gi] as Spender).tier === rootTier.get(chain[chain.length - 1] as number) ? (chain[0] as number) : -1));
  const tier = parent.map((_, r) => (r < first ? -1 : rootTier.get(rootOf(r)) ?? -1));
  return { hub, parent: parent.map((up, r) => (bad.has(r) ? -1 : up)), tier };
}

/** Whether a unit from hub `hub` (-1: none) passes resource `r`'s hub on its way from the flow's source. */
export function drawsThrough(hub: number, r: number, parent: readonly number[]): boolean {
  for (let h = hub; h >= 0; h = parent[h] as number) if (h === r) return true;
  return false;
}
