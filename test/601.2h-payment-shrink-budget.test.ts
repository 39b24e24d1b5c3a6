/**
 * CR 601.2h: once a payment is found, the solver tries leaving out each source it activates,
 * in case another configuration of the sources whose choices it enumerates pays with fewer
 * (src/mana/solver-core.ts, `solveLayers`). Each source tried spends from the question's budget
 * (chain-budget.ts): a payment of thousands of activations beside Gilded Lotuses or Loam Dryads
 * tried thousands of searches with none counted. Spent, the payment found is given as it is.
 */
import { describe, expect, it } from 'vitest';
import { ChainBudget } from '../src/mana/chain-budget.js';
import { searchManaPayment } from '../src/mana/solver.js';
import { checkSolution, cost, lotus, src } from './mana-oracle.js';

describe('601.2h: leaving out activations, within the budget', () => {
  // Gilded Lotus makes {W}{W}{W} or {U}{U}{U}: it is a choice, so the payment it is in is tried without each of its sources.
  const sources = [lotus('lotus'), src('island', ['U'])];
  const wu1 = cost({ W: 1, U: 1, generic: 1 });

  it('601.2h: with no budget left, the payment found is given, and the search says it was cut', () => {
    const none = new ChainBudget(0, Infinity);
    const found = searchManaPayment(wu1, sources, {}, none);
    expect(found.cut).toBe(false);
    expect([...(found.solution?.activate ?? [])].sort()).toEqual(['island', 'lotus']);
    checkSolution(wu1, sources, found.solution!);
    expect(none.cut).toBe(true);
  });

  it('601.2h: with a budget for it, each source is tried, and the same payment is given uncut', () => {
    const some = new ChainBudget(100 * 64, Infinity);
    const found = searchManaPayment(wu1, sources, {}, some);
    expect([...(found.solution?.activate ?? [])].sort()).toEqual(['island', 'lotus']);
    expect(some.cut).toBe(false);
    // Two sources tried, a flow each at least: one layer over two sources weighs 2 (chain-budget.ts).
    expect(some.spent.work).toBeGreaterThanOrEqual(2 * 2);
  });
});
