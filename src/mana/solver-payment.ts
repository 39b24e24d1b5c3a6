/**
 * CR 601.2h: what a solved configuration of the payability solver (solver-core.ts) pays with:
 * its flow network, the activations left out that aren't needed, and the mana each source makes
 * for each part of the cost.
 */
import { augment, flowOn, push, setCap, tryChange, type FlowNet } from './flow.js';
import { paysOf, TIERS } from './solver-kinds.js';
import { anyColorType, type Model, type SourceNode } from './solver-model.js';
import type { ManaPaysFor, ManaSolution, ManaSourceOption, ManaUse } from './solver-types.js';
import type { ManaType } from './symbols.js';

/** The flow's source and sink. */
export const S = 0;
export const T = 1;
/** Demand kinds per layer: the PAYS parts. */
const PAYS_PER_LAYER = 8;

/** The flow network of one configuration, after its flow was found. */
export interface Solved {
  readonly net: FlowNet;
  readonly nodes: readonly SourceNode[];
  /** per node: its supply edge (from the super-source, or from its hub) */
  readonly supply: readonly number[];
  /** per node, per demand kind: the edge to that kind, or -1 */
  readonly payEdge: readonly (readonly number[])[];
  readonly sinkEdge: readonly number[];
  /** per resource: the edge into its hub (from the super-source, or from the hub it draws on), and that hub's resource or -1 */
  readonly hubEdge: readonly number[];
  readonly hubParent: readonly number[];
  /** per resource: the one tier its hub serves (-1: none) */
  readonly hubTiers: readonly number[];
  /** cumulative flow after each preference tier opened */
  readonly byTier: readonly number[];
}

/** The whole flow a configuration carries (the last tier's). */
export const flowOf = (solved: Solved): number => solved.byTier[solved.byTier.length - 1] as number;

/** Lexicographic comparison of the flow carried by each prefix of tiers: positive if `a` is better. */
export function compareTiers(a: Solved, b: Solved): number {
  for (let i = 0; i < a.byTier.length; i++) {
    const d = (a.byTier[i] as number) - (b.byTier[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Leaves out activations that aren't needed, one source at a time, re-routing its mana
 * through the sources left (of its tier or cheaper, so no costlier source is activated
 * instead). A source that can't be left out now can't be later either: fewer sources
 * never make re-routing easier.
 */
export function prune(solved: Solved, sources: readonly ManaSourceOption[]): Dropped {
  const { net, nodes, supply, payEdge, sinkEdge, hubEdge, hubParent, hubTiers } = solved;
  const dropped = new Dropped(nodes, sources.length);
  const caps = nodes.map((node) => node.cap);
  // Candidates in order: costliest tier first, then smaller amounts, then later sources;
  // packed into numbers so the sort is a plain numeric one.
  const n = sources.length;
  const amounts = [...new Set(nodes.map((node) => node.amount))].sort((a, b) => a - b);
  const keys: number[] = [];
  nodes.forEach((node, v) => {
    if (node.tier === 0) return;
    const rank = (TIERS - 1 - node.tier) * amounts.length + amounts.indexOf(node.amount);
    for (const i of node.members) keys.push((rank * n + (n - 1 - i)) * nodes.length + v);
  });
  const order = sortedKeys(keys, TIERS * amounts.length * n * nodes.length);
  const costlier = (tier: number): number[] => [
    ...nodes.flatMap((node, v) => (node.tier > tier ? [supply[v] as number] : [])),
    ...hubEdge.filter((_, r) => (hubTiers[r] as number) > tier),
  ];
  const blocked = Array.from({ length: TIERS }, (_, tier) => costlier(tier));
  // A node none of whose members could be left out: none of the rest can be (fewer sources never help).
  const kept = new Uint8Array(nodes.length);
  for (const key of order) {
    const v = key % nodes.length;
    if (kept[v]) continue;
    const i = n - 1 - (Math.floor(key / nodes.length) % n);
    const node = nodes[v] as SourceNode;
    const { tier, amount } = node;
    const e = supply[v] as number;
    const newCap = (caps[v] as number) - amount;
    const excess = flowOn(net, e) - newCap;
    if (excess <= 0) {
      net.cap[e] = (net.cap[e] as number) - amount;
    } else {
      // Cancel `excess` units passing through this node, then look for other routes; if there are none, undo it all.
      const rerouted = tryChange(net, () => {
        let left = excess;
        for (let pi = 0; pi < sinkEdge.length; pi += 1) {
          const pe = payEdge[v]?.[pi] ?? -1;
          const take = pe < 0 ? 0 : Math.min(left, flowOn(net, pe));
          if (take === 0) continue;
          for (let h = node.hub; h >= 0; h = hubParent[h] as number) push(net, hubEdge[h] as number, -take);
          for (const edge of [e, pe, sinkEdge[pi] as number]) push(net, edge, -take);
          left -= take;
        }
        setCap(net, e, newCap - flowOn(net, e));
        const closing = blocked[tier] as number[];
        const closed = closing.map((edge) => {
          const residual = net.cap[edge] as number;
          setCap(net, edge, 0);
          return residual;
        });
        const found = augment(net, S, T, excess);
        closing.forEach((edge, k) => setCap(net, edge, (net.cap[edge] as number) + (closed[k] as number)));
        return found >= excess;
      });
      if (!rerouted) {
        kept[v] = 1;
        continue;
      }
    }
    caps[v] = newCap;
    dropped.add(v, i);
  }
  return dropped;
}

/**
 * Keys, each a non-negative integer below `bound`, sorted: in an Int32Array when they fit one,
 * which V8 sorts several times as fast as a Float64Array (a board of 1,000 permanents' 268 keys
 * in 3.6 µs against 9, 10,000's 2,668 in 23–35 against 115–130; a scratch loop of the keys a
 * Bolt's payment made).
 */
export function sortedKeys(keys: readonly number[], bound: number): Int32Array | Float64Array {
  const sorted = bound <= 2 ** 31 ? new Int32Array(keys.length) : new Float64Array(keys.length);
  for (let i = 0; i < keys.length; i += 1) sorted[i] = keys[i] as number;
  return sorted.sort();
}

/**
 * The members prune left out of each node. A source is a member of one node but for a fixed
 * combination's, a member of one node per type it makes (CR 106.1a): those are kept by node, the
 * others marked in one array by source (a graveyard of thousands of cards to delve, most left out).
 */
export class Dropped {
  /** per source: 1 for one left out of its one node */
  readonly #marks: Uint8Array;
  /** per source: 1 for a member of more than one node */
  readonly #shared: Uint8Array;
  readonly #byNode = new Map<number, Set<number>>();

  constructor(nodes: readonly SourceNode[], sources: number) {
    this.#marks = new Uint8Array(sources);
    this.#shared = new Uint8Array(sources);
    const seen = new Uint8Array(sources);
    for (const node of nodes) {
      for (const i of node.members) {
        if (seen[i] === 1) this.#shared[i] = 1;
        seen[i] = 1;
      }
    }
  }

  add(node: number, source: number): void {
    if (this.#shared[source] !== 1) this.#marks[source] = 1;
    else {
      let set = this.#byNode.get(node);
      if (set === undefined) this.#byNode.set(node, (set = new Set()));
      set.add(source);
    }
  }

  has(node: number, source: number): boolean {
    return this.#shared[source] === 1 ? this.#byNode.get(node)?.has(source) === true : this.#marks[source] === 1;
  }
}

/** Splits each node's flow over its members in input order. */
export function describe(solved: Solved, sources: readonly ManaSourceOption[], dropped: Dropped, purposes: readonly string[], model: Model): ManaSolution {
  const { net, nodes, payEdge, sinkEdge } = solved;
  const perSource = new Map<number, ManaUse[]>();
  nodes.forEach((node, v) => {
    const left = sinkEdge.map((_, pi) => {
      const pe = payEdge[v]?.[pi] ?? -1;
      return pe < 0 ? 0 : flowOn(net, pe);
    });
    let pi = 0;
    for (const i of node.members) {
      const src = sources[i];
      if (src === undefined || dropped.has(v, i)) continue;
      for (let k = 0; k < node.amount; k++) {
        while (pi < left.length && left[pi] === 0) pi++;
        if (pi === left.length) break;
        const pays = paysOf(pi);
        left[pi] = (left[pi] as number) - 1;
        let uses = perSource.get(i);
        if (uses === undefined) perSource.set(i, (uses = []));
        const purpose = purposes[Math.floor(pi / PAYS_PER_LAYER)] ?? 'cost';
        const type = typeFor(node, pays, model, Math.floor(pi / PAYS_PER_LAYER));
        // Two literals, not a spread of an empty object: a payment of the largest X describes thousands of uses.
        uses.push(purpose === 'cost' ? { sourceId: src.id, type, pays } : { sourceId: src.id, type, pays, for: purpose });
      }
      if (pi === left.length) break;
    }
  });
  const used = [...perSource.keys()].sort((a, b) => a - b);
  return {
    uses: used.flatMap((i) => perSource.get(i) ?? []),
    activate: used.filter((i) => !sources[i]?.inPool).map((i) => (sources[i] as ManaSourceOption).id),
  };
}

/** The mana type a unit from `node` is made as to pay `pays`. */
function typeFor(node: SourceNode, pays: ManaPaysFor, model: Model, layer: number): ManaType {
  if (node.type !== null) return node.type;
  // CR 609.4b: mana spent as though it were another colour is still its own type (one the permission covers).
  if ((node.produces as readonly ManaPaysFor[]).includes(pays)) return pays as ManaType;
  return anyColorType(node, model.anyColor, layer === model.lastLayer) ?? (node.produces[0] as ManaType);
}
