/**
 * CR 601.2g, 605.3b, 106.1: the solver with chain sources (mana abilities whose cost includes
 * mana) and fixed combinations agrees with a brute force that activates sources one at a
 * time in every order, paying each chain source's cost with every sub-multiset of the pool.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { exclusiveKeys, type ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';
import { expectPaysInOrder } from './payment-checks.js';

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'C'];
const cost = (parts: Partial<ManaAmount>): ManaAmount => ({ ...NO_MANA, ...parts });

/** Whether pool units (types) can pay `c` ({W}{U}{B}{C} and generic only): specific symbols first, then generic. */
function pays(pool: readonly ManaType[], c: ManaAmount): boolean {
  let spare = pool.length;
  for (const t of TYPES) {
    const have = pool.filter((u) => u === t).length;
    if (have < c[t]) return false;
    spare -= c[t];
  }
  return spare >= c.generic;
}

/** Sub-multisets of `pool` (as index sets) of size n. */
function choose(pool: readonly ManaType[], n: number, from = 0): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i < pool.length; i++) for (const rest of choose(pool, n - 1, i + 1)) out.push([i, ...rest]);
  return out;
}

const total = (c: ManaAmount): number => Object.values(c).reduce((a, b) => a + b, 0);

/** What one activation may make. */
function ways(s: ManaSourceOption): ManaType[][] {
  if (s.mana) return [[...s.mana]];
  if (s.oneType) return s.produces.map((t) => Array.from({ length: s.amount }, () => t));
  const out: ManaType[][] = [[]];
  for (let k = 0; k < s.amount; k++) out.splice(0, out.length, ...out.flatMap((m) => s.produces.map((t) => [...m, t])));
  return out;
}

/** A unit in the brute force's pool: its type, and whether a restriction lets it pay only the cost itself (CR 106.6). */
interface Unit {
  readonly t: ManaType;
  readonly costOnly: boolean;
}

function brute(c: ManaAmount, sources: readonly ManaSourceOption[]): boolean {
  const seen = new Set<string>();
  const types = (units: readonly Unit[]) => units.map((u) => u.t);
  const go = (pool: Unit[], used: number): boolean => {
    const key = `${pool.map((u) => u.t + (u.costOnly ? '*' : '')).sort().join('')}|${used}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (pays(types(pool), c)) return true;
    // CR 605.3: sources holding a key in common (one permanent's {T}) exclude each other.
    const taken = new Set(sources.flatMap((s, i) => (used & (1 << i) ? exclusiveKeys(s) : [])));
    return sources.some((s, i) => {
      if (used & (1 << i) || exclusiveKeys(s).some((k) => taken.has(k))) return false;
      const free = pool.filter((u) => !u.costOnly);
      const payments = s.cost ? choose(types(free), total(s.cost)).filter((idx) => pays(idx.map((j) => (free[j] as Unit).t), s.cost as ManaAmount)) : [[]];
      return payments.some((idx) => {
        const spent = new Set(idx.map((j) => free[j]));
        const left = pool.filter((u) => !spent.has(u));
        const costOnly = s.onlyFor !== undefined;
        // CR 106.6: mana that may pay nothing is as good as none.
        const kept = s.onlyFor?.length === 0 ? [] : null;
        return ways(s).some((made) => go([...left, ...(kept ?? made.map((t) => ({ t, costOnly })))], used | (1 << i)));
      });
    });
  };
  return go([], 0);
}

const type = fc.constantFrom<ManaType>(...TYPES);
/** A permanent's sources: most have one; a filter land has its {C} and one source per way of its filter, all holding its {T}. */
const source = (i: number): fc.Arbitrary<readonly ManaSourceOption[]> =>
  fc.oneof(
    single(i).map((s) => [s]),
    // "{T}: Add {C}. {U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." (Flooded Grove's kind); copies alike are common.
    fc.constant([
      { id: `grove${i}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `grove${i}/T` },
      ...(
        [
          ['W', 'W'],
          ['W', 'U'],
          ['U', 'U'],
        ] as const
      ).map(([a, b], w): ManaSourceOption => ({ id: `grove${i}#1~${w}`, produces: a === b ? [a] : [a, b], amount: 2, snow: false, inPool: false, mana: [a, b], cost: cost({ U: 1 }), exclusive: `grove${i}/T` })),
    ]),
    // Eldrazi Temple's kind, for a spell its restricted mana may not pay (CR 106.6): {C}, or two {C} that pay nothing.
    fc.constant<readonly ManaSourceOption[]>([
      { id: `temple${i}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `temple${i}/T` },
      { id: `temple${i}#1`, produces: ['C'], amount: 2, snow: false, inPool: false, oneType: true, onlyFor: [], exclusive: `temple${i}/T` },
    ]),
    // Castle Garenbrig's kind: "{2}, {T}: Add six {B}" only for what isn't being paid here (CR 106.6), beside its {T}: Add {B}.
    fc.constant<readonly ManaSourceOption[]>([
      { id: `castle${i}#0`, produces: ['B'], amount: 1, snow: false, inPool: false, exclusive: `castle${i}/T` },
      { id: `castle${i}#1`, produces: ['B'], amount: 6, snow: false, inPool: false, oneType: true, cost: cost({ generic: 2 }), onlyFor: [], exclusive: `castle${i}/T` },
    ]),
  );
const single = (i: number) =>
  fc.oneof(
    type.map((t): ManaSourceOption => ({ id: `land${i}`, produces: [t], amount: 1, snow: false, inPool: false, oneType: true })),
    // CR 106.6: mana that may pay only the cost itself, never a chain source's cost.
    type.map((t): ManaSourceOption => ({ id: `temple${i}`, produces: [t], amount: 2, snow: false, inPool: false, oneType: true, onlyFor: ['cost'] })),
    fc.tuple(type, type).filter(([a, b]) => a !== b).map(([a, b]): ManaSourceOption => ({ id: `karoo${i}`, produces: [a, b], amount: 2, snow: false, inPool: false, mana: [a, b] })),
    fc
      .tuple(type, type, fc.constantFrom(cost({ generic: 1 }), cost({ W: 1 }), cost({ generic: 2 })))
      .map(([a, b, c]): ManaSourceOption => ({ id: `signet${i}`, produces: a === b ? [a] : [a, b], amount: 2, snow: false, inPool: false, ...(a === b ? { oneType: true } : { mana: [a, b] }), cost: c })),
    fc.constant<ManaSourceOption>({ id: `lens${i}`, produces: ['W', 'U', 'B'], amount: 1, snow: false, inPool: false, oneType: true, cost: cost({ generic: 1 }) }),
    fc.constant<ManaSourceOption>({ id: `filter${i}`, produces: ['W', 'U'], amount: 2, snow: false, inPool: false, cost: cost({ U: 1 }) }),
  );
const board = fc.integer({ min: 1, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => source(i))).map((lists) => lists.flat()));
/** Chain sources beside plain ones of few kinds, so that many are alike (the search reads those as one, source-merge.ts). */
const crowded = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }).map((n) => Array.from({ length: n }, (_, i) => single(100 + i).filter((s) => s.cost !== undefined))),
    fc.array(fc.tuple(type, fc.boolean()), { minLength: 2, maxLength: 6 }),
  )
  .chain(([chains, plain]) =>
    fc.tuple(...chains).map((cs) => [
      ...plain.map(([t, pool], i): ManaSourceOption => ({ id: `plain${i}`, produces: [t], amount: 1, snow: false, inPool: pool })),
      ...cs,
    ]),
  );
/**
 * Runs of chain sources alike (two to four copies of up to two kinds, src/mana/chain-plan.ts
 * reads them together) beside a few lands: Signets ("{1}, {T}: Add {a}{b}."), or Astrolabes,
 * whose two mana are of one type chosen of two (CR 106.1b: "{1}, {T}: Add two mana of any one color").
 */
const alike = fc
  .tuple(
    fc.array(
      fc.tuple(type, type, fc.constantFrom(cost({ generic: 1 }), cost({ generic: 2 }), cost({ W: 1 })), fc.integer({ min: 2, max: 4 }), fc.boolean()),
      { minLength: 1, maxLength: 2 },
    ),
    fc.array(type, { minLength: 1, maxLength: 3 }),
  )
  .map(([kinds, lands]) => [
    ...lands.map((t, i): ManaSourceOption => ({ id: `land${i}`, produces: [t], amount: 1, snow: false, inPool: false, oneType: true })),
    ...kinds.flatMap(([a, b, c, n, oneOf], k) =>
      Array.from({ length: n }, (_, i): ManaSourceOption => ({ id: `signet${k}-${i}`, produces: a === b ? [a] : [a, b], amount: 2, snow: false, inPool: false, ...(oneOf ? { oneType: true } : { mana: [a, b] }), cost: c })),
    ),
  ])
  .filter((sources) => sources.length <= 7);
const demand = fc
  .record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(1), C: fc.nat(1), generic: fc.nat(2) })
  .filter((c) => c.W + c.U + c.B + c.C + c.generic > 0)
  .map((c) => cost(c));

describe('CR 601.2g, 605.3b, 106.6: chained mana abilities (and restricted mana) against a brute force', () => {
  it('601.2g: canPayMana says yes exactly when some order of activations pays', () => {
    fc.assert(
      fc.property(demand, board, (c, sources) => {
        expect(canPayMana(c, sources)).toBe(brute(c, sources));
      }),
      { numRuns: 400 },
    );
  });
  it('601.2g: a payment found activates chain sources after the mana paying their costs, spends only mana each source makes, and pays the cost', () => {
    fc.assert(
      fc.property(demand, board, (c, sources) => {
        const found = solveManaPayment(c, sources);
        expect(found !== null).toBe(brute(c, sources));
        if (found) expectPaysInOrder(found, sources, c);
      }),
      { numRuns: 300 },
    );
  });
  it('601.2g: copies of a chain source, read together in a choice and in an order, answer as the brute force does, and their payment pays each in order', () => {
    fc.assert(
      fc.property(demand, alike, (c, sources) => {
        expect(canPayMana(c, sources)).toBe(brute(c, sources));
        const found = solveManaPayment(c, sources);
        expect(found !== null).toBe(brute(c, sources));
        if (!found) return;
        expectPaysInOrder(found, sources, c);
      }),
      { numRuns: 1000 },
    );
  });
  it('601.2g: plain sources alike, read as one while orders are searched, answer as each does, and the payment names each within its mana', () => {
    fc.assert(
      fc.property(demand, crowded, (c, sources) => {
        const found = solveManaPayment(c, sources);
        expect(canPayMana(c, sources)).toBe(brute(c, sources));
        expect(found !== null).toBe(brute(c, sources));
        if (!found) return;
        const byId = new Map(sources.map((s) => [s.id, s]));
        const used = new Map<string, number>();
        for (const use of found.uses) used.set(use.sourceId, (used.get(use.sourceId) ?? 0) + 1);
        for (const [id, n] of used) expect(n).toBeLessThanOrEqual(byId.get(id)!.amount);
        expect(found.uses.filter((u) => u.for === undefined).length).toBe(total(c));
      }),
      { numRuns: 300 },
    );
  });
});
