/**
 * CR 601.2h: the payability solver's core is a maximum flow (src/mana/flow.ts); these check it
 * against the smallest cut, found by trying every cut of small random networks, and check the
 * two things the solver relies on besides its value: a `limit` stops it at that many units, and
 * augmenting again never lowers the flow leaving the super-source (solver-core.ts opens tiers
 * of sources one after another and keeps each prefix's flow).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEdge, augment, createNet, flowOn, push, setCap, tryChange, type FlowNet } from '../src/mana/flow.js';

interface Edge {
  readonly u: number;
  readonly v: number;
  readonly cap: number;
}

const network = fc.integer({ min: 2, max: 7 }).chain((nodes) =>
  fc.record({
    nodes: fc.constant(nodes),
    edges: fc.array(
      fc.record({ u: fc.nat(nodes - 1), v: fc.nat(nodes - 1), cap: fc.integer({ min: 0, max: 6 }) }).filter((e) => e.u !== e.v),
      { maxLength: 20 },
    ),
  }),
);

function build(nodes: number, edges: readonly Edge[]): { net: FlowNet; ids: number[] } {
  const net = createNet(nodes);
  return { net, ids: edges.map((e) => addEdge(net, e.u, e.v, e.cap)) };
}

/** The smallest capacity of a cut between node 0 and the last node, every cut tried. */
function smallestCut(nodes: number, edges: readonly Edge[]): number {
  let best = Infinity;
  for (let mask = 0; mask < 1 << nodes; mask++) {
    const side = (x: number): boolean => ((mask >> x) & 1) === 1;
    if (!side(0) || side(nodes - 1)) continue;
    best = Math.min(best, edges.reduce((sum, e) => sum + (side(e.u) && !side(e.v) ? e.cap : 0), 0));
  }
  return best;
}

/** Flow is within each edge's capacity and conserved at every node but the two ends. */
function isFlow(net: FlowNet, nodes: number, edges: readonly Edge[], ids: readonly number[]): boolean {
  const balance = new Array<number>(nodes).fill(0);
  return (
    edges.every((e, i) => {
      const f = flowOn(net, ids[i] as number);
      balance[e.u] = (balance[e.u] as number) - f;
      balance[e.v] = (balance[e.v] as number) + f;
      return f >= 0 && f <= e.cap;
    }) && balance.every((b, x) => x === 0 || x === nodes - 1 || b === 0)
  );
}

describe('601.2h: the solver\'s maximum flow', () => {
  it('601.2h: the flow found equals the smallest cut, and is a flow', () => {
    fc.assert(
      fc.property(network, ({ nodes, edges }) => {
        const { net, ids } = build(nodes, edges);
        const found = augment(net, 0, nodes - 1);
        expect(found).toBe(smallestCut(nodes, edges));
        expect(isFlow(net, nodes, edges, ids)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('601.2h: a limit stops the flow at that many units, and augmenting again adds the rest', () => {
    fc.assert(
      fc.property(network, fc.integer({ min: 0, max: 12 }), ({ nodes, edges }, limit) => {
        const { net, ids } = build(nodes, edges);
        const most = smallestCut(nodes, edges);
        expect(augment(net, 0, nodes - 1, limit)).toBe(Math.min(limit, most));
        expect(isFlow(net, nodes, edges, ids)).toBe(true);
        expect(augment(net, 0, nodes - 1)).toBe(most - Math.min(limit, most));
      }),
      { numRuns: 300 },
    );
  });

  it('601.2h: opening more edges and augmenting again never lowers the flow leaving the source', () => {
    fc.assert(
      fc.property(network, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), ({ nodes, edges }, openFirst) => {
        const { net, ids } = build(nodes, edges.map((e, i) => (e.u === 0 && !openFirst[i] ? { ...e, cap: 0 } : e)));
        augment(net, 0, nodes - 1);
        const before = ids.map((e) => flowOn(net, e));
        edges.forEach((e, i) => {
          if (e.u === 0 && !openFirst[i]) net.cap[ids[i] as number] = e.cap;
        });
        augment(net, 0, nodes - 1);
        edges.forEach((e, i) => {
          if (e.u === 0) expect(flowOn(net, ids[i] as number)).toBeGreaterThanOrEqual(before[i] as number);
        });
        expect(isFlow(net, nodes, edges, ids)).toBe(true);
        expect(netOutOfSource(net, edges, ids)).toBe(smallestCut(nodes, edges));
      }),
      { numRuns: 300 },
    );
  });

  it('601.2h: many units over many sources, each of one, are all carried', () => {
    // source → 3,000 source nodes of 1 → 3 kinds of demand → sink, as a board of thousands of lands paying an X.
    const sources = 3000;
    const net = createNet(sources + 5);
    const kind = (k: number): number => sources + 1 + k;
    for (let i = 0; i < sources; i++) {
      addEdge(net, 0, 1 + i, 1);
      addEdge(net, 1 + i, kind(i % 3), 1);
      addEdge(net, 1 + i, kind((i + 1) % 3), 1);
    }
    [1000, 1000, 900].forEach((d, k) => addEdge(net, kind(k), sources + 4, d));
    expect(augment(net, 0, sources + 4)).toBe(2900);
  });
  it('601.2h: a change tried and given up leaves every capacity as it was; one kept is as made (tryChange, as prune reroutes)', () => {
    fc.assert(
      fc.property(network, fc.nat(6), fc.boolean(), ({ nodes, edges }, cut, keep) => {
        const { net, ids } = build(nodes, edges);
        augment(net, 0, nodes - 1);
        const before = net.cap.slice();
        // What prune does: close an edge, reroute what it carried, push some flow back by hand.
        const change = (on: FlowNet) => {
          if (ids.length > 0) setCap(on, ids[cut % ids.length]!, 0);
          augment(on, 0, nodes - 1);
          if (ids.length > 0) push(on, ids[0]!, -Math.min(1, flowOn(on, ids[0]!)));
        };
        const kept = tryChange(net, () => {
          change(net);
          return keep;
        });
        expect(kept).toBe(keep);
        // Kept, the net is what the change makes without a journal.
        const { net: plain } = build(nodes, edges);
        augment(plain, 0, nodes - 1);
        if (keep) change(plain);
        expect(net.cap).toEqual(keep ? plain.cap : before);
        expect(net.journal).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    const { net } = build(2, [{ u: 0, v: 1, cap: 3 }]);
    expect(() => tryChange(net, () => { augment(net, 0, 1); throw new Error('stopped'); })).toThrow('stopped');
    expect([...net.cap.subarray(0, 2)]).toEqual([3, 0]);
  });
});

/** The flow leaving node 0 less the flow returning to it: the flow's value. */
function netOutOfSource(net: FlowNet, edges: readonly Edge[], ids: readonly number[]): number {
  return edges.reduce((sum, e, i) => sum + (e.u === 0 ? 1 : e.v === 0 ? -1 : 0) * flowOn(net, ids[i] as number), 0);
}
