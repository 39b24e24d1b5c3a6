/**
 * A small residual flow network and Edmonds–Karp augmentation, for the payability solver
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
 * Edmonds–Karp: augments along shortest paths from `s` to `t` until none is left, or
 * until `limit` units were added; returns the flow added. A path never returns to `s`,
 * so augmenting never lowers the flow on an edge leaving `s`.
 */
export function augment(net: FlowNet, s: number, t: number, limit = Infinity): number {
  let added = 0;
  const n = net.adj.length;
  const via = new Int32Array(n);
  const queue = new Int32Array(n);
  while (added < limit) {
    via.fill(-1);
    via[s] = -2;
    queue[0] = s;
    let head = 0;
    let tail = 1;
    while (head < tail && via[t] === -1) {
      const u = queue[head++] as number;
      for (const e of net.adj[u] as number[]) {
        const v = net.to[e] as number;
        if (via[v] === -1 && (net.cap[e] as number) > 0) {
          via[v] = e;
          queue[tail++] = v;
        }
      }
    }
    if (via[t] === -1) return added;
    let amount = limit - added;
    for (let v = t; v !== s; v = net.to[(via[v] as number) ^ 1] as number) amount = Math.min(amount, net.cap[via[v] as number] as number);
    for (let v = t; v !== s; v = net.to[(via[v] as number) ^ 1] as number) push(net, via[v] as number, amount);
    added += amount;
  }
  return added;
}
