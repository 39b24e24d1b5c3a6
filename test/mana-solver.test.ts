import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import type { ManaPaysFor, ManaSolution, ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
const PAYS: readonly ManaPaysFor[] = ['W', 'U', 'B', 'R', 'G', 'C', 'S', 'generic'];
const ALL: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];

const land = (id: string, produces: readonly ManaType[], extra: Partial<ManaSourceOption> = {}): ManaSourceOption => ({
  id, produces, amount: 1, snow: false, inPool: false, ...extra,
});
const pool = (id: string, type: ManaType, snow = false): ManaSourceOption => land(id, [type], { inPool: true, snow });
const cost = (parts: Partial<ManaAmount>): ManaAmount => ({ ...NO_MANA, ...parts });

/** Can mana of `type` from `src` pay `pays`? CR 107.4a–c, 107.4h. */
function fits(src: ManaSourceOption, type: ManaType, pays: ManaPaysFor): boolean {
  if (!src.produces.includes(type)) return false;
  if (pays === 'S') return src.snow;
  if (pays === 'generic') return true;
  return pays === type;
}

/** Throws unless `sol` pays `c` exactly and legally from `sources`. */
function checkSolution(c: ManaAmount, sources: readonly ManaSourceOption[], sol: ManaSolution): void {
  const byId = new Map(sources.map((s) => [s.id, s] as const));
  const used = new Map<string, number>();
  const paid = new Map<ManaPaysFor, number>();
  for (const u of sol.uses) {
    const src = byId.get(u.sourceId);
    expect(src, `unknown source ${u.sourceId}`).toBeDefined();
    if (src === undefined) return;
    expect(fits(src, u.type, u.pays), `${u.sourceId} making ${u.type} for ${u.pays}`).toBe(true);
    used.set(u.sourceId, (used.get(u.sourceId) ?? 0) + 1);
    paid.set(u.pays, (paid.get(u.pays) ?? 0) + 1);
  }
  for (const [id, n] of used) expect(n).toBeLessThanOrEqual(byId.get(id)?.amount ?? 0);
  for (const p of PAYS) expect(paid.get(p) ?? 0, `paid ${p}`).toBe(c[p]);
  const activated = sources.filter((s) => !s.inPool && used.has(s.id)).map((s) => s.id);
  expect([...sol.activate]).toEqual(activated);
}

/**
 * Brute-force oracle: every way to spend every unit of every source's mana (unused, or
 * as any produced type on any part of the cost it fits), memoised on (unit, demand left).
 * Returns the most pool mana any full payment spends, or -1 if there is none.
 */
function oracle(c: ManaAmount, sources: readonly ManaSourceOption[]): number {
  const units = sources.flatMap((s) => Array.from({ length: s.amount }, () => s));
  const memo = new Map<string, number>();
  const go = (k: number, left: readonly number[]): number => {
    if (left.every((n) => n === 0)) return 0;
    if (k === units.length) return -1;
    const key = `${k}:${left.join(',')}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const src = units[k] as ManaSourceOption;
    let best = go(k + 1, left);
    for (const type of src.produces) {
      PAYS.forEach((pays, pi) => {
        if ((left[pi] ?? 0) === 0 || !fits(src, type, pays)) return;
        const rest = go(k + 1, left.map((n, i) => (i === pi ? n - 1 : n)));
        if (rest >= 0) best = Math.max(best, rest + (src.inPool ? 1 : 0));
      });
    }
    memo.set(key, best);
    return best;
  };
  return go(0, PAYS.map((p) => c[p]));
}

/** A greedy first-fit payer: each part in WUBRGCS-generic order takes the first source that fits. */
function greedyPays(c: ManaAmount, sources: readonly ManaSourceOption[]): boolean {
  const left = sources.map((s) => s.amount);
  for (const pays of PAYS) {
    for (let n = 0; n < c[pays]; n++) {
      const i = sources.findIndex((s, j) => (left[j] ?? 0) > 0 && s.produces.some((t) => fits(s, t, pays)));
      if (i < 0) return false;
      left[i] = (left[i] ?? 0) - 1;
    }
  }
  return true;
}

describe('hand cases', () => {
  it('107.4c: {C} cannot be paid with coloured mana, only colourless', () => {
    expect(canPayMana(cost({ C: 1 }), [land('birds', ALL)])).toBe(false);
    const sol = solveManaPayment(cost({ C: 1 }), [land('birds', ALL), land('wastes', ['C'])]);
    expect(sol?.uses).toEqual([{ sourceId: 'wastes', type: 'C', pays: 'C' }]);
  });

  it('107.4b: colourless mana pays generic but not coloured parts', () => {
    expect(canPayMana(cost({ generic: 2 }), [land('sol-ring', ['C'], { amount: 2 })])).toBe(true);
    expect(canPayMana(cost({ G: 1 }), [land('sol-ring', ['C'], { amount: 2 })])).toBe(false);
  });

  it('107.4h: {S} needs mana from a snow source', () => {
    expect(canPayMana(cost({ S: 1 }), [land('forest', ['G'])])).toBe(false);
    const sources = [land('forest', ['G']), land('snow-forest', ['G'], { snow: true })];
    const sol = solveManaPayment(cost({ S: 1 }), sources);
    expect(sol?.uses).toEqual([{ sourceId: 'snow-forest', type: 'G', pays: 'S' }]);
  });

  it('601.2h: a cost of 0 needs nothing', () => {
    expect(solveManaPayment(NO_MANA, [])).toEqual({ uses: [], activate: [] });
    expect(solveManaPayment(NO_MANA, [pool('p', 'G')])).toEqual({ uses: [], activate: [] });
  });

  it('601.2h: {G}{1} from Birds of Paradise and a Forest', () => {
    const sources = [land('birds', ALL), land('forest', ['G'])];
    const sol = solveManaPayment(cost({ G: 1, generic: 1 }), sources);
    expect(sol).not.toBeNull();
    if (sol) checkSolution(cost({ G: 1, generic: 1 }), sources, sol);
    expect(canPayMana(cost({ G: 2, generic: 1 }), sources)).toBe(false);
  });

  const traps: readonly (readonly [string, ManaAmount, readonly ManaSourceOption[]])[] = [
    ['{W}{U} with a W/U dual listed before a Plains', cost({ W: 1, U: 1 }), [land('dual', ['W', 'U']), land('plains', ['W'])]],
    ['{G}{S} with a snow Forest listed before a Forest', cost({ G: 1, S: 1 }), [land('snow-forest', ['G'], { snow: true }), land('forest', ['G'])]],
    ['{W}{U}{B} with tri-land, dual and basic', cost({ W: 1, U: 1, B: 1 }), [land('tri', ['W', 'U', 'B']), land('dual', ['W', 'U']), land('plains', ['W'])]],
    ['{U}{C} with a colourless-or-blue land listed first', cost({ U: 1, C: 1 }), [land('dual', ['U', 'C']), land('island', ['U'])]],
  ];
  for (const [name, c, sources] of traps) {
    it(`601.2h: greedy first-fit fails but a payment exists: ${name}`, () => {
      expect(greedyPays(c, sources)).toBe(false);
      const sol = solveManaPayment(c, sources);
      expect(sol).not.toBeNull();
      if (sol) checkSolution(c, sources, sol);
    });
  }

  it('601.2g: mana already in the pool is spent before activating abilities', () => {
    const sources = [land('forest', ['G']), pool('pool-g', 'G')];
    expect(solveManaPayment(cost({ G: 1 }), sources)).toEqual({
      uses: [{ sourceId: 'pool-g', type: 'G', pays: 'G' }],
      activate: [],
    });
  });

  it('601.2g: pool mana pays what it can and only the rest is activated', () => {
    const sources = [land('forest', ['G']), land('mountain', ['R']), pool('pool-r', 'R')];
    const sol = solveManaPayment(cost({ G: 1, generic: 1 }), sources);
    expect(sol?.activate).toEqual(['forest']);
    if (sol) checkSolution(cost({ G: 1, generic: 1 }), sources, sol);
  });

  it('601.2g: pool mana is maximised even when it must be re-routed', () => {
    // The pool W could pay {W} or {1}; the Plains can only pay {W}: pool pays {1}.
    const sources = [pool('pool-w', 'W'), land('plains', ['W']), land('island', ['U'])];
    const sol = solveManaPayment(cost({ W: 1, generic: 1 }), sources);
    expect(sol?.activate).toEqual(['plains']);
    if (sol) checkSolution(cost({ W: 1, generic: 1 }), sources, sol);
  });

  it('601.2g: no unnecessary activation: one two-mana source instead of two lands', () => {
    const sources = [land('forest', ['G']), land('island', ['U']), land('fountain', ['G', 'U'], { amount: 2 })];
    expect(solveManaPayment(cost({ G: 1, U: 1 }), sources)?.activate).toEqual(['fountain']);
  });

  it('601.2g: identical sources are activated in input order', () => {
    const sources = ['f1', 'f2', 'f3', 'f4'].map((id) => land(id, ['G']));
    expect(solveManaPayment(cost({ G: 2 }), sources)?.activate).toEqual(['f1', 'f2']);
  });

  it('601.2h: the same input always gives the same solution', () => {
    const sources = [land('birds', ALL), pool('p', 'U'), land('sol-ring', ['C'], { amount: 2 }), land('forest', ['G'])];
    const c = cost({ G: 1, U: 1, generic: 2 });
    expect(solveManaPayment(c, sources)).toEqual(solveManaPayment(c, [...sources]));
  });
});

describe('against a brute-force oracle', () => {
  const sourceArb = fc.record({
    produces: fc.subarray([...TYPES]),
    amount: fc.integer({ min: 0, max: 2 }),
    snow: fc.boolean(),
    inPool: fc.boolean(),
  });
  const costArb = fc.array(fc.constantFrom(...PAYS), { maxLength: 6 }).map((parts) =>
    parts.reduce<ManaAmount>((c, p) => ({ ...c, [p]: c[p] + 1 }), NO_MANA),
  );

  it('601.2h: canPayMana agrees with the oracle; solutions are valid and spend the most pool mana', () => {
    fc.assert(
      fc.property(fc.array(sourceArb, { maxLength: 6 }), costArb, (raw, c) => {
        const sources = raw.map((s, i) => ({ id: `s${i}`, ...s }));
        const best = oracle(c, sources);
        expect(canPayMana(c, sources)).toBe(best >= 0);
        const sol = solveManaPayment(c, sources);
        expect(sol !== null).toBe(best >= 0);
        if (sol === null) return;
        checkSolution(c, sources, sol);
        const poolSpent = sol.uses.filter((u) => sources.find((s) => s.id === u.sourceId)?.inPool).length;
        expect(poolSpent).toBe(best);
        // Inclusion-minimal: no activated source can be left out.
        for (const id of sol.activate) {
          expect(canPayMana(c, sources.filter((s) => s.inPool || (sol.activate.includes(s.id) && s.id !== id)))).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('scaling', () => {
  const many = (n: number, make: (i: number) => ManaSourceOption): ManaSourceOption[] => Array.from({ length: n }, (_, i) => make(i));

  it('601.2h: 500 identical Forests pay {G}x300 but not {G}x501', () => {
    const sources = many(500, (i) => land(`forest-${i}`, ['G']));
    const sol = solveManaPayment(cost({ G: 300 }), sources);
    expect(sol?.activate.length).toBe(300);
    expect(sol?.activate[0]).toBe('forest-0');
    expect(canPayMana(cost({ G: 501 }), sources)).toBe(false);
  });

  it('601.2h: 500 mixed sources find the one Plains and the snow mana', () => {
    const sources = [
      ...many(498, (i) => (i % 2 ? pool(`pool-${i}`, 'U') : land(`land-${i}`, ['U', 'B', 'C'], { amount: 1 + (i % 3) }))),
      land('plains', ['W']),
      land('snow-swamp', ['B'], { snow: true }),
    ];
    const c = cost({ W: 1, S: 1, U: 200, B: 100, C: 50, generic: 100 });
    const sol = solveManaPayment(c, sources);
    expect(sol).not.toBeNull();
    if (sol) checkSolution(c, sources, sol);
    expect(sol?.activate).toContain('plains');
    expect(canPayMana(cost({ W: 2 }), sources)).toBe(false);
    expect(canPayMana(cost({ S: 2 }), sources)).toBe(false);
  });
});
