/**
 * A small residual flow network and Dinic's augmentation, for the payability solver
 * (solver.ts). Edge `e` and its reverse `e ^ 1` are stored side by side; `cap` holds
 * residual capacities, so the flow on a forward edge is the residual of its reverse.
 */

export interface FlowNet {
  /** how many nodes */
  readonly nodes: number;
  /** how many edges, forward and reverse */
  edges: number;
  /** per edge: the node it leads to (grown as edges are added, so longer than `edges`) */
  to: Int32Array;
  /** per edge: its residual capacity */
  cap: Float64Array;
  /**
   * The edges leaving each node in the order they were added, node u's from `out[first[u]]` to
   * before `out[first[u + 1]]`: made when the net is first augmented, and again if edges were
   * added since. Thousands of nodes' own lists, grown edge by edge, cost more to make than the
   * flow costs to find.
   */
  first: Int32Array;
  out: Int32Array;
  /** While set, every change of a capacity, as (edge, capacity before) pairs: `tryChange` takes them back. */
  journal?: number[] | undefined;
}

export function createNet(nodes: number): FlowNet {
  return { nodes, edges: 0, to: new Int32Array(64), cap: new Float64Array(64), first: new Int32Array(nodes + 1), out: new Int32Array(0) };
}

/** Adds an edge u → v with capacity c; returns its index. */
export function addEdge(net: FlowNet, u: number, v: number, c: number): number {
  const e = net.edges;
  if (e + 2 > net.to.length) {
    const to = new Int32Array(net.to.length * 2);
    to.set(net.to);
    net.to = to;
    const cap = new Float64Array(net.cap.length * 2);
    cap.set(net.cap);
    net.cap = cap;
  }
  net.to[e] = v;
  net.to[e + 1] = u;
  net.cap[e] = c;
  net.edges = e + 2;
  return e;
}

/** Each node's edges, in the order they were added (`first`, `out`). */
function index(net: FlowNet): void {
  if (net.out.length === net.edges) return;
  const first = new Int32Array(net.nodes + 1);
  // An edge leaves the node its reverse leads to.
  for (let e = 0; e < net.edges; e++) first[(net.to[e ^ 1] as number) + 1] += 1;
  for (let u = 0; u < net.nodes; u++) first[u + 1] += first[u] as number;
  const out = new Int32Array(net.edges);
  const fill = first.slice(0, net.nodes);
  for (let e = 0; e < net.edges; e++) {
    const u = net.to[e ^ 1] as number;
    out[fill[u] as number] = e;
    fill[u] += 1;
  }
  net.first = first;
  net.out = out;
}

/** The flow on forward edge `e`. */
export const flowOn = (net: FlowNet, e: number): number => net.cap[e ^ 1] as number;

/** Pushes `amount` more flow along forward edge `e` (negative to cancel flow). */
export function push(net: FlowNet, e: number, amount: number): void {
  if (net.journal) net.journal.push(e, net.cap[e] as number, e ^ 1, net.cap[e ^ 1] as number);
  net.cap[e] = (net.cap[e] as number) - amount;
  net.cap[e ^ 1] = (net.cap[e ^ 1] as number) + amount;
}

/** Sets edge `e`'s residual capacity (recorded in the journal, if one is kept). */
export function setCap(net: FlowNet, e: number, cap: number): void {
  if (net.journal) net.journal.push(e, net.cap[e] as number);
  net.cap[e] = cap;
}

/**
 * Records the changes `change` makes to the net's capacities; when it answers false, takes them
 * back. A try that may fail (solver-payment.ts, `prune`) undoes what it changed, not a copy of
 * every capacity: a payment beside three hundred Satyr Hedonists tried to leave out each, and
 * copying the net for each try was most of its time.
 */
export function tryChange(net: FlowNet, change: () => boolean): boolean {
  const journal: number[] = [];
  net.journal = journal;
  let kept = false;
  try {
    kept = change();
  } finally {
    net.journal = undefined;
    if (!kept) for (let i = journal.length - 2; i >= 0; i -= 2) net.cap[journal[i]!] = journal[i + 1]!;
  }
  return kept;
}

/**
 * Dinic's algorithm: augments along shortest paths from `s` to `t` until none is left, or until
 * `limit` units were added; returns the flow added. Each phase finds the shortest paths' level
 * graph with one breadth-first search and sends a blocking flow through it by depth-first
 * search, so a flow of many units (an X of thousands over thousands of sources) takes a few
 * searches of the graph, not one per unit as one path at a time would. Levels only rise along
 * a path, so a path never returns to `s`, and augmenting never lowers the flow on an edge
 * leaving `s`.
 */
export function augment(net: FlowNet, s: number, t: number, limit = Infinity): number {
  index(net);
  const n = net.nodes;
  const level = new Int32Array(n);
  const next = new Int32Array(n);
  const queue = new Int32Array(n);
  const path = new Int32Array(n);
  let added = 0;
  while (added < limit && levels(net, s, t, level, queue)) {
    next.set(net.first.subarray(0, n));
    let u = s;
    let depth = 0;
    while (added < limit) {
      if (u === t) {
        let amount = limit - added;
        for (let k = 0; k < depth; k++) amount = Math.min(amount, net.cap[path[k] as number] as number);
        for (let k = 0; k < depth; k++) push(net, path[k] as number, amount);
        added += amount;
        u = s;
        depth = 0;
        continue;
      }
      // The next edge of u's still in the level graph: capacity left, one level further.
      const end = net.first[u + 1] as number;
      const further = (level[u] as number) + 1;
      let i = next[u] as number;
      for (; i < end; i++) {
        const e = net.out[i] as number;
        if ((net.cap[e] as number) > 0 && level[net.to[e] as number] === further) break;
      }
      next[u] = i;
      if (i < end) {
        const e = net.out[i] as number;
        path[depth++] = e;
        u = net.to[e] as number;
      } else if (u === s) {
        break;
      } else {
        // A dead end: u's edges are all passed over, so no path of this phase goes through it again.
        u = net.to[(path[--depth] as number) ^ 1] as number;
        next[u] = (next[u] as number) + 1;
      }
    }
  }
  return added;
}

/** Each node's distance from `s` over edges with capacity left (-1 if none): whether `t` is reached. */
function levels(net: FlowNet, s: number, t: number, level: Int32Array, queue: Int32Array): boolean {
  level.fill(-1);
  level[s] = 0;
  queue[0] = s;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const u = queue[head++] as number;
    for (let i = net.first[u] as number; i < (net.first[u + 1] as number); i++) {
      const e = net.out[i] as number;
      const v = net.to[e] as number;
      if ((level[v] as number) < 0 && (net.cap[e] as number) > 0) {
        level[v] = (level[u] as number) + 1;
        queue[tail++] = v;
      }
    }
  }
  return (level[t] as number) >= 0;
}
