/**
 * CR 601.2g, 605.3b: the fewest chain activations come first, so when the sources whose
 * activation costs no mana pay by themselves, the payment activates no Signet. Such a payment
 * is found without the search of chain orders (solver.ts `searchManaPayment`), as the
 * look-ahead finds it (`canPayMana`): the search's budget doesn't cut it.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ChainBudget } from '../src/mana/chain-budget.js';
import { canPayMana, searchManaPayment, solveManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import type { ManaType } from '../src/mana/symbols.js';
import { cost, land, signet } from './chain-fixtures.js';

/** A budget with nothing left: the first flow or choice the search asks for is refused. */
function spentBudget(): ChainBudget {
  const budget = new ChainBudget(1, 1);
  budget.take(1, 1);
  return budget;
}

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
const plainSource = fc.record({ produces: fc.subarray([...TYPES], { minLength: 1, maxLength: 2 }), id: fc.constant('') });
const chainSource = fc.record({ a: fc.constantFrom(...TYPES), b: fc.constantFrom(...TYPES), paid: fc.constantFrom<ManaType | 'generic'>('generic', 'W', 'U', 'R') });
const anyCost = fc.record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(1), R: fc.nat(2), G: fc.nat(1), C: fc.nat(1), S: fc.constant(0), generic: fc.nat(3) });

describe('CR 601.2g: a payment the plain sources make beside chain sources', () => {
  it('601.2g: the lands pay beside a Signet though the search of chain orders has no budget left, as the look-ahead says', () => {
    const sources = [land('plains', ['W']), land('island', ['U']), signet('azorius-signet', 'W', 'U')];
    const paid = searchManaPayment(cost({ W: 1, U: 1 }), sources, {}, spentBudget());
    expect(paid).toEqual({ solution: solveManaPayment(cost({ W: 1, U: 1 }), sources), cut: false });
    expect(paid.solution?.activate).toEqual(['plains', 'island']);
    expect(canPayMana(cost({ W: 1, U: 1 }), sources)).toBe(true);
  });

  it('601.2g: a payment that needs the Signet is still the search\'s, and is cut with it', () => {
    const sources = [land('plains', ['W']), land('island', ['U']), signet('azorius-signet', 'W', 'U')];
    expect(searchManaPayment(cost({ W: 2, U: 1 }), sources, {}, spentBudget())).toEqual({ solution: null, cut: true });
    expect(searchManaPayment(cost({ W: 2, U: 1 }), sources).solution?.activate).toEqual(['plains', 'island', 'azorius-signet']);
  });

  it('601.2g: beside chain sources, a cost the plain sources can pay by themselves is paid as if there were no chain source', () => {
    fc.assert(
      fc.property(fc.array(plainSource, { maxLength: 6 }), fc.array(chainSource, { minLength: 1, maxLength: 3 }), anyCost, (plain, chains, c) => {
        const sources: ManaSourceOption[] = [
          ...plain.map((s, i) => land(`land-${i}`, s.produces)),
          ...chains.map((s, i) => land(`chain-${i}`, [...new Set([s.a, s.b])], { amount: 2, mana: [s.a, s.b], oneType: false, cost: cost({ [s.paid]: 1 }) })),
        ];
        // The fewest chain activations: when the plain sources can pay by themselves, the payment is theirs, as if there were no Signet.
        const alone = solveManaPayment(c, sources.filter((s) => !s.cost));
        if (alone !== null) expect(solveManaPayment(c, sources)).toEqual(alone);
      }),
      { numRuns: 400 },
    );
  });
});
