/**
 * CR 601.2h: the payability solver walks the configurations of its choices (which of a
 * permanent's abilities that share its {T} to activate, CR 602.2b; how "N mana of any one type"
 * sources divide among the types, CR 106.1b) by branch and bound: after the first, each partial
 * configuration's relaxed flow is asked first, and every configuration under one that can't pay
 * (or, for a payment, can't beat the best found) is left out. It must leave out nothing that pays
 * or that is the best payment: both are checked here against a brute-force oracle, on boards made
 * so that the first configuration seldom pays and the choices are many.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { oneQuery, searchesCut } from '../src/mana/chain-budget.js';
import { canPayMana, searchManaPayment, solveManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';
import { checkSolution, COLORS, compare, oracle } from './mana-oracle.js';
import { pairLands } from './solver-boards.js';

const colours = fc.subarray([...COLORS.slice(0, 3)], { minLength: 1, maxLength: 2 });
/** One ability of a permanent: its mana, its amount, whether it is worn (a counter), whether all its mana is one type. */
const abilityArb = fc.record({ produces: colours, amount: fc.integer({ min: 1, max: 3 }), penalty: fc.constantFrom<0 | 1>(0, 0, 1), oneType: fc.boolean() });
/** A permanent: two or three abilities sharing its {T}. */
const permanentArb = fc.array(abilityArb, { minLength: 2, maxLength: 3 });
const costArb = fc
  .array(fc.constantFrom<keyof ManaAmount>('W', 'U', 'B', 'generic'), { minLength: 3, maxLength: 9 })
  .map((parts) => parts.reduce<ManaAmount>((c, p) => ({ ...c, [p]: c[p] + 1 }), NO_MANA));

function board(permanents: readonly (readonly { produces: ManaType[]; amount: number; penalty: 0 | 1; oneType: boolean }[])[]): ManaSourceOption[] {
  return permanents.flatMap((abilities, p) =>
    abilities.map((a, i): ManaSourceOption => ({ id: `p${p}#${i}`, snow: false, inPool: false, ...a, exclusive: `p${p}/T` })),
  );
}

describe('601.2h: branch and bound over the configurations leaves out nothing that pays', () => {
  it('601.2h, 602.2b, 106.1b: permanents whose abilities share their {T}: payable exactly when the oracle finds a payment, and the payment found is the best by tier', () => {
    fc.assert(
      fc.property(fc.array(permanentArb, { minLength: 3, maxLength: 4 }), costArb, (permanents, c) => {
        const sources = board(permanents);
        const best = oracle(c, sources);
        expect(canPayMana(c, sources)).toBe(best !== null);
        const sol = solveManaPayment(c, sources);
        expect(sol !== null).toBe(best !== null);
        if (sol === null || best === null) return;
        expect(compare(checkSolution(c, sources, sol), best)).toBe(0);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('601.2h, 119.4: twenty lands of the ten colour pairs, each "{T}: Add {C}" or "{T}: Add either colour" (every other for 1 life), with 5 life: {W}{U}{B}{R}{G} three times each is found within the default budget', () => {
    const sources = pairLands(20);
    const cost: ManaAmount = { ...NO_MANA, W: 3, U: 3, B: 3, R: 3, G: 3 };
    const before = searchesCut();
    expect(canPayMana(cost, sources, { lifeBudget: 5 })).toBe(true);
    const found = searchManaPayment(cost, sources, { lifeBudget: 5 });
    expect(found.cut).toBe(false);
    expect(found.solution?.uses.filter((u) => u.pays !== 'generic')).toHaveLength(15);
    expect(searchesCut()).toBe(before);
    // Fifteen of the twenty, so at most five that cost life: with 4 life it can't be paid.
    expect(oneQuery(() => canPayMana(cost, sources, { lifeBudget: 4 }), undefined, { work: Infinity, choices: Infinity })).toBe(false);
  });
});
