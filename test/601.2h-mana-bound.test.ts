/**
 * CR 601.2h, 107.4: the solver's quick "no" (solver-bound.ts). Each symbol takes a mana and
 * each source makes at most its amount, so sources that can't make as much mana as the cost
 * asks for (in all, of a colour, colourless, snow) can't pay it: the flows are never asked.
 * It only ever says "no" when the exact flows find no payment either.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canPayMana, searchManaPayment } from '../src/mana/solver.js';
import { mightPay, mostManaMade } from '../src/mana/solver-bound.js';
import { withoutSources } from '../src/mana/source-lists.js';
import { relaxedPlan } from '../src/mana/chain-plan.js';
import { canPayLayers } from '../src/mana/solver-core.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import type { ManaType } from '../src/mana/symbols.js';
import { cost, land } from './chain-fixtures.js';

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

const source = fc.record({
  produces: fc.subarray([...TYPES], { minLength: 1 }),
  amount: fc.integer({ min: 0, max: 3 }),
  snow: fc.boolean(),
  inPool: fc.boolean(),
  oneType: fc.boolean(),
  only: fc.option(fc.subarray(['W', 'U', 'B', 'R', 'G', 'C', 'S', 'generic'] as const, { minLength: 1 }), { nil: undefined }),
  lifeCost: fc.constantFrom(0, 1, 2),
  exclusive: fc.option(fc.constantFrom('x', 'y'), { nil: undefined }),
  // CR 106.6: mana that may pay the cost itself, or nothing here.
  onlyFor: fc.constantFrom(undefined, ['cost'], []),
  // CR 106.1a: a fixed combination (a bounce land's {W}{U}).
  fixed: fc.boolean(),
});
const anyCost = fc.record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(2), R: fc.nat(2), G: fc.nat(2), C: fc.nat(1), S: fc.nat(2), generic: fc.nat(4) });
const anyColor = fc.oneof(
  fc.constant(undefined),
  fc.constant(true as const),
  fc.array(fc.record({ types: fc.subarray([...TYPES], { minLength: 1 }), costOnly: fc.boolean() }), { minLength: 1, maxLength: 2 }),
);

describe('CR 601.2h: the quick test that no payment exists', () => {
  it('601.2h: it says a cost can\'t be paid only when the exact flows find no payment either', () => {
    fc.assert(
      fc.property(fc.array(source, { maxLength: 7 }), anyCost, anyColor, fc.constantFrom(undefined, 2), (raw, c, rules, lifeBudget) => {
        const sources = raw.map(({ only, exclusive, inPool, onlyFor, fixed, ...s }, i): ManaSourceOption => ({
          id: `s${i}`,
          ...s,
          ...(fixed && !inPool ? { mana: Array.from({ length: s.amount }, (_, k) => s.produces[k % s.produces.length]!), oneType: false } : {}),
          // A pool unit is one mana of one type (CR 106.4).
          ...(inPool ? { inPool, amount: 1, produces: [s.produces[0]!], oneType: false, lifeCost: 0 } : { inPool }),
          ...(only ? { only } : {}),
          ...(exclusive && !inPool ? { exclusive } : {}),
          ...(onlyFor ? { onlyFor } : {}),
        }));
        const options = { ...(rules === undefined ? {} : { anyColor: rules }), ...(lifeBudget === undefined ? {} : { lifeBudget }) };
        // The flows as the solver asks them, with each source's restriction read into its layers (solver-chains.ts).
        const plan = relaxedPlan(c, sources);
        if (!mightPay(c, sources, options)) expect(canPayLayers(plan.costs, plan.sources, options)).toBe(false);
      }),
      { numRuns: 800 },
    );
  });

  it('601.2h, 602.2b: a list made by leaving sources out answers as the same sources listed afresh', () => {
    // A land whose ability taps it is judged against the board's sources less itself (source-lists.ts); the tally is the board's less its own.
    fc.assert(
      fc.property(fc.array(source, { minLength: 1, maxLength: 7 }), fc.array(fc.nat(6), { maxLength: 3 }), anyCost, anyColor, (raw, cut, c, rules) => {
        const sources = Object.freeze(raw.map(({ only, inPool, fixed, ...s }, i): ManaSourceOption => ({
          id: `s${i}`,
          produces: s.produces,
          amount: inPool ? 1 : s.amount,
          snow: s.snow,
          inPool,
          oneType: s.oneType,
          lifeCost: 0,
          ...(fixed && !inPool ? { mana: Array.from({ length: s.amount }, (_, k) => s.produces[k % s.produces.length]!), oneType: false } : {}),
          ...(only ? { only } : {}),
        })));
        const out = new Set(cut.filter((i) => i < sources.length));
        const options = rules === undefined ? {} : { anyColor: rules };
        const left = withoutSources(sources, out);
        mightPay(c, sources, options);
        expect(mightPay(c, left, options)).toBe(mightPay(c, Object.freeze([...left]), options));
        expect(mostManaMade(left)).toBe(mostManaMade(Object.freeze([...left])));
      }),
      { numRuns: 800 },
    );
  });

  it('107.4, 601.2h: four symbols from three lands can\'t be paid, whatever the lands make', () => {
    const lands = [land('m1', ['R']), land('m2', ['R']), land('p', ['W', 'U', 'B', 'R', 'G'])];
    expect(mightPay(cost({ generic: 1, U: 3 }), lands, {})).toBe(false);
    expect(canPayMana(cost({ generic: 1, U: 3 }), lands)).toBe(false);
    expect(mightPay(cost({ generic: 2, R: 1 }), lands, {})).toBe(true);
  });

  it('107.4a: two green symbols from one source of green mana can\'t be paid, though there is mana enough', () => {
    const lands = [land('forest', ['G']), land('m1', ['R']), land('m2', ['R']), land('m3', ['R'])];
    expect(mightPay(cost({ generic: 1, G: 2 }), lands, {})).toBe(false);
    expect(searchManaPayment(cost({ generic: 1, G: 2 }), lands)).toEqual({ solution: null, cut: false });
    // Sol Ring-like: one source that makes two mana counts as two.
    expect(mightPay(cost({ generic: 2 }), [land('ring', ['C'], { amount: 2 })], {})).toBe(true);
  });

  it('107.4c, 107.4h: {C} needs colourless mana and {S} mana from a snow source', () => {
    expect(mightPay(cost({ C: 1 }), [land('island', ['U'])], {})).toBe(false);
    expect(mightPay(cost({ S: 1 }), [land('island', ['U'])], {})).toBe(false);
    expect(mightPay(cost({ S: 1 }), [land('snow-island', ['U'], { snow: true })], {})).toBe(true);
  });

  it('106.1a, 106.6: a fixed combination counts only its own types; mana that may pay for nothing counts for nothing', () => {
    const bounce = land('azorius-chancery', ['W', 'U'], { amount: 2, mana: ['W', 'U'] });
    expect(mostManaMade([bounce, land('kept', ['G'], { onlyFor: [] })])).toBe(2);
    expect(mightPay(cost({ U: 2 }), [bounce], {})).toBe(false);
    expect(mightPay(cost({ W: 1, U: 1 }), [bounce], {})).toBe(true);
    expect(mightPay(cost({ G: 1 }), [land('kept', ['G'], { onlyFor: [] })], {})).toBe(false);
  });

  it('609.4b: mana spent as though it were any colour is counted for any colour', () => {
    const lands = [land('m1', ['R']), land('m2', ['R'])];
    expect(mightPay(cost({ U: 2 }), lands, {})).toBe(false);
    expect(mightPay(cost({ U: 2 }), lands, { anyColor: true })).toBe(true);
    expect(canPayMana(cost({ U: 2 }), lands, { anyColor: true })).toBe(true);
  });

  it('601.2h: a malformed source is left to the flows, which say what is wrong with it', () => {
    const bad = [land('bad', ['G'], { amount: -1 })];
    expect(mightPay(cost({ G: 5 }), bad, {})).toBe(true);
    expect(() => canPayMana(cost({ G: 5 }), bad)).toThrow(/amount/);
  });
});
