/**
 * CR 601.2g–601.2h: can a concrete mana amount be paid from the mana in the pool plus the
 * mana abilities a player could activate, and how? This is the project's one payability
 * solver. It is exact and polynomial: a max flow (Edmonds–Karp) on a tiny graph
 *
 *   super-source → source group (capacity: mana it makes) → demand kind → sink (capacity: demand)
 *
 * where identical sources (same produce set, snow, pool) share one group node.
 */
import type { ManaAmount, ManaType } from './symbols.js';

export interface ManaSourceOption {
  /** id of a pool mana unit, or of an activatable mana ability (e.g. `${objectId}#${abilityIndex}`) */
  readonly id: string;
  /** each mana it makes can be any one of these types */
  readonly produces: readonly ManaType[];
  /** how many mana it makes (a pool unit: 1; Sol Ring: 2) */
  readonly amount: number;
  /** CR 107.4h / 106.3: mana from a snow source can pay {S} */
  readonly snow: boolean;
  /** true for mana already in the pool; the solver prefers it over activating abilities */
  readonly inPool: boolean;
  /**
   * The parts of a cost it may pay, when not every part: a creature tapped for convoke pays
   * generic or its own colours (CR 702.51a), a card exiled with delve pays generic (702.66a).
   */
  readonly only?: readonly ManaPaysFor[];
}

/** The part of a cost one mana pays: a colour, {C}, {S} or generic. */
export type ManaPaysFor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C' | 'S' | 'generic';
export interface ManaUse { readonly sourceId: string; readonly type: ManaType; readonly pays: ManaPaysFor }
export interface ManaSolution {
  readonly uses: readonly ManaUse[];
  /** ids of non-pool sources that must be activated */
  readonly activate: readonly string[];
}

const PAYS: readonly ManaPaysFor[] = ['W', 'U', 'B', 'R', 'G', 'C', 'S', 'generic'];
const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

interface Group {
  /** Distinct produced types in WUBRGC order (never empty). */
  readonly produces: readonly ManaType[];
  readonly snow: boolean;
  readonly inPool: boolean;
  readonly only: readonly ManaPaysFor[] | undefined;
  /** Indices into the sources, in input order. */
  readonly members: number[];
}

/** Can mana from this group pay this part? CR 107.4a, 107.4c, 107.4h, 107.4b. */
function accepts(g: Group, pays: ManaPaysFor): boolean {
  if (g.only && !g.only.includes(pays)) return false;
  if (pays === 'S') return g.snow;
  if (pays === 'generic') return true;
  return g.produces.includes(pays);
}

/** The mana type a unit from `g` is made as to pay `pays`. */
function typeFor(g: Group, pays: ManaPaysFor): ManaType {
  return pays === 'S' || pays === 'generic' ? (g.produces[0] as ManaType) : pays;
}

/** Residual graph: edge e and its reverse e ^ 1; `cap` is residual capacity. */
interface Net { readonly to: number[]; readonly cap: number[]; readonly adj: number[][] }

function addEdge(net: Net, u: number, v: number, c: number): number {
  const e = net.to.length;
  net.to.push(v, u);
  net.cap.push(c, 0);
  net.adj[u]?.push(e);
  net.adj[v]?.push(e + 1);
  return e;
}

/** Edmonds–Karp: augment along shortest paths until none is left; returns flow added. */
function augment(net: Net, s: number, t: number): number {
  let added = 0;
  for (;;) {
    const via = new Array<number>(net.adj.length).fill(-1);
    via[s] = -2;
    const queue = [s];
    for (let q = 0; q < queue.length && via[t] === -1; q++) {
      const u = queue[q] as number;
      for (const e of net.adj[u] ?? []) {
        const v = net.to[e] as number;
        if (via[v] === -1 && (net.cap[e] as number) > 0) {
          via[v] = e;
          queue.push(v);
        }
      }
    }
    if (via[t] === -1) return added;
    let push = Infinity;
    for (let v = t; v !== s; v = net.to[(via[v] as number) ^ 1] as number) push = Math.min(push, net.cap[via[v] as number] as number);
    for (let v = t; v !== s; v = net.to[(via[v] as number) ^ 1] as number) {
      const e = via[v] as number;
      net.cap[e] = (net.cap[e] as number) - push;
      net.cap[e ^ 1] = (net.cap[e ^ 1] as number) + push;
    }
    added += push;
  }
}

const S = 0;
const T = 1;
const flowOn = (net: Net, e: number): number => net.cap[e ^ 1] as number;

function checkCount(what: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}

/** Identical sources share one node; sources that can make no mana are left out. */
function groupSources(sources: readonly ManaSourceOption[]): { groups: Group[]; groupOf: number[] } {
  const groups: Group[] = [];
  const byKey = new Map<string, number>();
  const groupOf = sources.map((src, i) => {
    checkCount(`amount of ${src.id}`, src.amount);
    const produces = TYPES.filter((t) => src.produces.includes(t));
    if (src.amount === 0 || produces.length === 0) return -1;
    const only = src.only && PAYS.filter((p) => src.only?.includes(p));
    const key = `${produces.join('')}|${src.snow}|${src.inPool}|${only?.join(',') ?? '*'}`;
    let g = byKey.get(key);
    if (g === undefined) {
      g = groups.push({ produces, snow: src.snow, inPool: src.inPool, only, members: [] }) - 1;
      byKey.set(key, g);
    }
    groups[g]?.members.push(i);
    return g;
  });
  return { groups, groupOf };
}

/** The flow network for one question, after a maximum flow that spends pool mana first. */
interface Solved {
  readonly net: Net;
  readonly groups: readonly Group[];
  readonly groupOf: readonly number[];
  readonly caps: number[];
  readonly srcEdge: readonly number[];
  readonly payEdge: readonly (readonly number[])[];
  readonly sinkEdge: readonly number[];
  readonly flow: number;
  readonly total: number;
}

function maxPayment(cost: ManaAmount, sources: readonly ManaSourceOption[]): Solved {
  const demand = PAYS.map((p) => cost[p]);
  demand.forEach((d, i) => checkCount(`demand ${PAYS[i]}`, d));
  const total = demand.reduce((a, b) => a + b, 0);
  const { groups, groupOf } = groupSources(sources);
  // Nodes: 0 source, 1 sink, 2.. groups, then one node per demand kind.
  const net: Net = { to: [], cap: [], adj: Array.from({ length: 2 + groups.length + PAYS.length }, () => []) };
  const payNode = (p: number): number => 2 + groups.length + p;
  const caps = groups.map((g) => g.members.reduce((sum, i) => sum + (sources[i]?.amount ?? 0), 0));
  const srcEdge = groups.map((g, gi) => addEdge(net, S, 2 + gi, g.inPool ? (caps[gi] as number) : 0));
  const payEdge = groups.map((g, gi) =>
    PAYS.map((p, pi) => (accepts(g, p) && demand[pi] ? addEdge(net, 2 + gi, payNode(pi), demand[pi] as number) : -1)),
  );
  const sinkEdge = demand.map((d, pi) => addEdge(net, payNode(pi), T, d));
  // Pool mana first; augmenting paths never lower the flow leaving the super-source,
  // so the pool mana used stays maximal once non-pool sources are allowed in.
  let flow = augment(net, S, T);
  groups.forEach((g, gi) => {
    if (!g.inPool) net.cap[srcEdge[gi] as number] = caps[gi] as number;
  });
  flow += augment(net, S, T);
  return { net, groups, groupOf, caps, srcEdge, payEdge, sinkEdge, flow, total };
}

/**
 * CR 601.2g–601.2h: find a way to pay `cost` exactly, or null if none exists.
 * Pool mana is preferred: the solution spends the most pool mana any payment could, and
 * activates an inclusion-minimal set of non-pool sources (dropping any one of them would
 * make the cost unpayable); smaller sources and later ones are dropped first.
 * Output is deterministic; `uses` lists mana source by source in input order.
 */
export function solveManaPayment(cost: ManaAmount, sources: readonly ManaSourceOption[]): ManaSolution | null {
  const { net, groups, groupOf, caps, srcEdge, payEdge, sinkEdge, flow, total } = maxPayment(cost, sources);
  if (flow < total) return null;
  if (total === 0) return { uses: [], activate: [] };

  // Drop unnecessary activations one source at a time, re-routing incrementally.
  const dropped = sources.map(() => false);
  const candidates = sources
    .map((src, i) => ({ i, amount: src.amount }))
    .filter(({ i }) => groupOf[i] !== -1 && !groups[groupOf[i] as number]?.inPool)
    .sort((a, b) => a.amount - b.amount || b.i - a.i);
  for (const { i, amount } of candidates) {
    const gi = groupOf[i] as number;
    const e = srcEdge[gi] as number;
    const newCap = (caps[gi] as number) - amount;
    const excess = flowOn(net, e) - newCap;
    if (excess <= 0) {
      net.cap[e] = (net.cap[e] as number) - amount;
    } else {
      const saved = net.cap.slice();
      // Cancel `excess` units passing through this group, then look for other routes.
      let left = excess;
      PAYS.forEach((_, pi) => {
        const pe = payEdge[gi]?.[pi] ?? -1;
        const take = pe < 0 ? 0 : Math.min(left, flowOn(net, pe));
        for (const edge of take > 0 ? [e, pe, sinkEdge[pi] as number] : []) {
          net.cap[edge] = (net.cap[edge] as number) + take;
          net.cap[edge ^ 1] = (net.cap[edge ^ 1] as number) - take;
        }
        left -= take;
      });
      net.cap[e] = newCap - flowOn(net, e);
      if (augment(net, S, T) < excess) {
        saved.forEach((c, k) => (net.cap[k] = c));
        continue;
      }
    }
    caps[gi] = newCap;
    dropped[i] = true;
  }

  // Split each group's flow over its members in input order.
  const perSource: ManaUse[][] = sources.map(() => []);
  groups.forEach((g, gi) => {
    const left = PAYS.map((_, pi) => {
      const pe = payEdge[gi]?.[pi] ?? -1;
      return pe < 0 ? 0 : flowOn(net, pe);
    });
    let pi = 0;
    for (const i of g.members) {
      const src = sources[i];
      if (dropped[i] || src === undefined) continue;
      for (let k = 0; k < src.amount; k++) {
        while (pi < PAYS.length && left[pi] === 0) pi++;
        const pays = PAYS[pi];
        if (pays === undefined) break;
        left[pi] = (left[pi] as number) - 1;
        perSource[i]?.push({ sourceId: src.id, type: typeFor(g, pays), pays });
      }
    }
  });
  return {
    uses: perSource.flat(),
    activate: sources.filter((src, i) => !src.inPool && (perSource[i]?.length ?? 0) > 0).map((src) => src.id),
  };
}

/** CR 601.2h: whether `cost` can be paid at all from these sources. */
export function canPayMana(cost: ManaAmount, sources: readonly ManaSourceOption[]): boolean {
  const { flow, total } = maxPayment(cost, sources);
  return flow === total;
}
