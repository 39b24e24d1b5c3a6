/**
 * CR 601.2h, 119.4, 609.4b: the solver remembers its answers for one frozen list of sources by
 * the cost asked and the options it was asked with (solver.ts `canPayMana`, solver-core.ts
 * `mostMadeByFlow`, costs/total-cost.ts's applied changes), keyed by their values
 * (mana/value.ts `amountKey`, solver-types.ts `optionsKey`). A remembered answer is the
 * question's own: two questions that differ in a symbol, a budget or a rule for spending mana
 * as though it were any colour never share one.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canPayMana } from '../src/mana/solver.js';
import { oneQuery } from '../src/mana/chain-budget.js';
import { amountKey } from '../src/mana/value.js';
import { optionsKey, type ManaSourceOption, type SolveOptions } from '../src/mana/solver-types.js';
import type { ManaAmount, ManaType } from '../src/mana/symbols.js';

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
const PARTS = ['generic', 'W', 'U', 'B', 'R', 'G', 'C', 'S'] as const;

const anyAmount = fc.record({ generic: fc.nat(3), W: fc.nat(2), U: fc.nat(2), B: fc.nat(1), R: fc.nat(2), G: fc.nat(1), C: fc.nat(1), S: fc.nat(1) });
const anyRules = fc.array(fc.record({ types: fc.subarray([...TYPES], { minLength: 1 }), costOnly: fc.boolean() }), { minLength: 1, maxLength: 2 });
const anyOptions: fc.Arbitrary<SolveOptions> = fc
  .record({ lifeBudget: fc.option(fc.nat(3), { nil: undefined }), libraryBudget: fc.option(fc.nat(2), { nil: undefined }), anyColor: fc.oneof(fc.constant(undefined), fc.boolean(), anyRules) })
  .map(({ lifeBudget, libraryBudget, anyColor }) => ({
    ...(lifeBudget === undefined ? {} : { lifeBudget }),
    ...(libraryBudget === undefined ? {} : { libraryBudget }),
    ...(anyColor === undefined ? {} : { anyColor }),
  }));

// Sources that read the budgets (life, cards milled) and the colours, so that the options change answers.
const anySource = fc.record({
  produces: fc.subarray([...TYPES], { minLength: 1 }),
  amount: fc.integer({ min: 1, max: 2 }),
  snow: fc.boolean(),
  oneType: fc.boolean(),
  lifeCost: fc.constantFrom(0, 0, 1, 2),
  millCost: fc.constantFrom(0, 0, 1),
});

describe('CR 601.2h: the solver\'s answers are kept by the question\'s values', () => {
  it('601.2h, 119.4, 609.4b: one frozen list asked many costs under many options answers each as a list no answer is kept for', () => {
    fc.assert(
      fc.property(fc.array(anySource, { minLength: 1, maxLength: 5 }), fc.array(fc.tuple(anyAmount, anyOptions), { minLength: 2, maxLength: 12 }), (raw, questions) => {
        const listed = raw.map((s, i): ManaSourceOption => ({ id: `s${i}`, inPool: false, ...s }));
        // Frozen: canPayMana keeps its answers for it. Not frozen: it works each one out.
        const frozen = Object.freeze([...listed]);
        oneQuery(() => {
          for (const [cost, options] of questions) expect(canPayMana(cost, frozen, options)).toBe(canPayMana(cost, [...listed], options));
        });
      }),
      { numRuns: 400 },
    );
  });

  it('601.2h: two amounts share a key exactly when every part is the same', () => {
    fc.assert(
      // The second amount is the first with one part set anew, or none: most pairs differ in one part alone.
      fc.property(anyAmount, fc.constantFrom(...PARTS, null), fc.nat(2), (a: ManaAmount, part, value) => {
        const b: ManaAmount = part === null ? { ...a } : { ...a, [part]: value };
        expect(amountKey(a) === amountKey(b)).toBe(PARTS.every((p) => a[p] === b[p]));
      }),
      { numRuns: 300 },
    );
  });

  it('119.4, 701.17b, 609.4b: two sets of options share a key exactly when they ask the same budgets and the same rules', () => {
    // Absent and false say the same (no mana spent as though it were any colour).
    const rules = (o: SolveOptions) => JSON.stringify(o.anyColor ?? false);
    fc.assert(
      fc.property(anyOptions, anyOptions, (a, b) => {
        const same = a.lifeBudget === b.lifeBudget && a.libraryBudget === b.libraryBudget && rules(a) === rules(b);
        expect(optionsKey(a) === optionsKey(b)).toBe(same);
      }),
      { numRuns: 500 },
    );
  });
});
