/**
 * CR 601.2h: permanents alike with two ways that exclude each other (Geothermal Crevice: "{T}:
 * Add {R}." or "{T}, Sacrifice it: Add {B}{G}.") are one choice of how many take the second way,
 * and the solver climbs to the counts that pay (mana/solver-two-ways.ts) instead of trying each.
 * The payment it gives must be the walk's: checked against the same permanents made unlike each
 * other (each holding its {T} under keys of its own number, which excludes exactly as one key
 * does), which the solver walks one by one.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildModel } from '../src/mana/solver-model.js';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import type { ManaSolution, ManaSourceOption } from '../src/mana/solver-types.js';
import { twoWayCounts } from '../src/mana/solver-two-ways.js';
import type { ManaType } from '../src/mana/symbols.js';
import { cost, land } from './chain-fixtures.js';

type Way = { readonly produces: readonly ManaType[]; readonly amount: number; readonly penalty: 0 | 1 | 2; readonly lifeCost: number };

/** c permanents with the two ways, each way's {T} under one key, or (unlike) under t + 1 keys for the t-th. */
function permanents(c: number, first: Way, second: Way, unlike: boolean): ManaSourceOption[] {
  return Array.from({ length: c }, (_, t) => {
    const keys = unlike ? Array.from({ length: t + 1 }, (_, k) => `p${t}/T${k}`) : [`p${t}/T`];
    return [first, second].map((w, k) => land(`p${t}#${k}`, w.produces, { amount: w.amount, oneType: false, penalty: w.penalty, lifeCost: w.lifeCost, exclusive: keys }));
  }).flat();
}

/** What a payment does, whichever of the permanents alike it names: how many take each way, the other sources, the mana by type and part. */
function profile(solution: ManaSolution | null) {
  if (solution === null) return null;
  const ways = [0, 0];
  const others: string[] = [];
  for (const id of solution.activate) {
    const way = /^p\d+#(\d)$/.exec(id);
    if (way) ways[Number(way[1])]! += 1;
    else others.push(id);
  }
  return { ways, others: others.sort(), uses: solution.uses.map((u) => `${u.type}>${u.pays}`).sort() };
}

const crevice = { first: { produces: ['R'], amount: 1, penalty: 0, lifeCost: 0 }, second: { produces: ['B', 'G'], amount: 2, penalty: 2, lifeCost: 0 } } as const;

describe('601.2h: permanents alike of two ways, counted', () => {
  it('601.2h: three hundred Crevices are one choice of a count, and the largest X they pay takes every one\'s second way', () => {
    const sources = [...permanents(300, crevice.first, crevice.second, false), land('mountain', ['R'])];
    const model = buildModel([cost({ generic: 601 })], sources, [Infinity, Infinity]);
    expect(twoWayCounts(model)).toMatchObject({ length: 301, tiers: [1, 4], counted: true });
    expect(profile(solveManaPayment(cost({ generic: 601 }), sources))?.ways).toEqual([0, 300]);
    expect(solveManaPayment(cost({ generic: 602 }), sources)).toBeNull();
    // Fewer mana asked: as few sacrificed as pay ({R} from each Crevice left and the Mountain's first).
    expect(profile(solveManaPayment(cost({ generic: 310 }), sources))?.ways).toEqual([291, 9]);
    expect(canPayMana(cost({ B: 300, G: 300, generic: 1 }), sources)).toBe(true);
    expect(canPayMana(cost({ B: 300, G: 300, R: 2 }), sources)).toBe(false);
  });

  it('601.2h: the payment and the answer are the walk\'s, for permanents alike of two ways beside other sources (property)', () => {
    const way = fc.record({
      produces: fc.constantFrom<readonly ManaType[]>(['R'], ['B', 'G'], ['W'], ['R', 'W']),
      amount: fc.constantFrom(1, 2),
      penalty: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
      lifeCost: fc.constantFrom(0, 0, 1),
    });
    const other = fc.record({ produces: fc.constantFrom<readonly ManaType[]>(['R'], ['G'], ['W', 'B']), penalty: fc.constantFrom<0 | 1 | 2>(0, 1, 2), lifeCost: fc.constantFrom(0, 0, 1) });
    const costs = fc.record({ R: fc.nat(3), G: fc.nat(2), B: fc.nat(2), W: fc.nat(2), generic: fc.nat(6) });
    let counted = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), way, way, fc.array(other, { maxLength: 3 }), costs, fc.option(fc.nat(3)), (c, first, second, rest, asked, life) => {
        const others = rest.map((o, i) => land(`other-${i}`, o.produces, { penalty: o.penalty, lifeCost: o.lifeCost }));
        const [alike, unlike] = [false, true].map((u) => [...others.slice(0, 1), ...permanents(c, first, second, u), ...others.slice(1)]);
        const options = life === null ? {} : { lifeBudget: life };
        const model = buildModel([cost(asked)], alike!, [options.lifeBudget ?? Infinity, Infinity]);
        if (twoWayCounts(model)?.counted) counted += 1;
        expect(profile(solveManaPayment(cost(asked), alike!, options))).toEqual(profile(solveManaPayment(cost(asked), unlike!, options)));
        expect(canPayMana(cost(asked), alike!, options)).toBe(canPayMana(cost(asked), unlike!, options));
      }),
      { numRuns: 600 },
    );
    expect(counted).toBeGreaterThan(100);
  });
});
