/**
 * A small residual flow network and Dinic's augmentation, for the payability solver
 * (solver.ts). Edge `e` and its reverse `e ^ 1` are stored side by side; `cap` holds
 * residual capacities, so the flow on a forward edge is the residual of its reverse.
 */

export interface FlowNet {
  readonly to: number[];
  readonly cap: number[];
  readonly adj: number[][];
}

export function createNet(nodes: number): FlowNet {
  return { to: [], cap: [], adj: Array.from({ length: nodes }, () => []) };
}

/** Adds an edge u → v with capacity c; returns its index. */
export function addEdge(net: FlowNet, u: number, v: number, c: number): number {
  const e = net.to.length;
  net.to.push(v, u);
  net.cap.push(c, 0);
  net.adj[u]?.push(e);
  net.adj[v]?.push(e + 1);
  return e;
}

/** The flow on forward edge `e`. */
export const flowOn = (net: FlowNet, e: number): number => net.cap[e ^ 1] as number;

/** Pushes `amount` more flow along forward edge `e` (negative to cancel flow). */
export function push(net: FlowNet, e: number, amount: number): void {
  net.cap[e] = (net.cap[e] as number) - amount;
  net.cap[e ^ 1] = (net.cap[e ^ 1] as number) + amount;
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
  const n = net.adj.length;
  const level = new Int32Array(n);
  const next = new Int32Array(n);
  const queue = new Int32Array(n);
  const path = new Int32Array(n);
  let added = 0;
  while (added < limit && levels(net, s, t, level, queue)) {
    next.fill(0);
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
      const edges = net.adj[u] as number[];
      const further = (level[u] as number) + 1;
      let i = next[u] as number;
      for (; i < edges.length; i++) {
        const e = edges[i] as number;
        if ((net.cap[e] as number) > 0 && level[net.to[e] as number] === further) break;
      }
      next[u] = i;
      if (i < edges.length) {
        path[depth++] = edges[i] as number;
        u = net.to[edges[i] as number] as number;
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
    for (const e of net.adj[u] as number[]) {
      const v = net.to[e] as number;
      if ((level[v] as number) < 0 && (net.cap[e] as number) > 0) {
        level[v] = (level[u] as number) + 1;
        queue[tail++] = v;
      }
    }
  }
  return (level[t] as number) >= 0;
}
