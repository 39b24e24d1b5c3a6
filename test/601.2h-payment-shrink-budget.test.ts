/**
 * CR 601.2h: once a payment is found, the solver tries leaving out each source it activates,
 * in case another configuration of the sources whose choices it enumerates pays with fewer
 * (src/mana/solver-core.ts, `solveLayers`). Each source tried spends from the question's budget
 * (chain-budget.ts): a payment of thousands of activations beside Gilded Lotuses or Loam Dryads
 * tried thousands of searches with none counted. Spent, the payment found is given as it is. A
 * source without which the rest make less mana than the cost asks is not tried: the largest X a
 * board pays uses all its mana, and counting rules out each source without a flow.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChainBudget } from '../src/mana/chain-budget.js';
import { searchManaPayment, solveManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import type { ManaAmount, ManaType } from '../src/mana/symbols.js';
import { checkSolution, cost, lotus, src } from './mana-oracle.js';

/** A budget that records the size of each list a flow is weighed for: a try's is the whole list's (solver-core.ts `solveLayers`), the searches' within it the list less one. */
class Recording extends ChainBudget {
  readonly lists: number[] = [];
  override flow(layers: number, sources: number): boolean {
    this.lists.push(sources);
    return super.flow(layers, sources);
  }
}

/** Whether no source `solution` activates could be left out with the rest of those it activates still paying. */
function noneSpare(c: ManaAmount, sources: readonly ManaSourceOption[], activate: readonly string[]): boolean {
  const active = new Set(activate);
  return activate.every((id) => solveManaPayment(c, sources.filter((s) => active.has(s.id) && s.id !== id)) === null);
}

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

  it('601.2h: with a budget for it, each source the rest could do without by count is tried, and the same payment is given uncut', () => {
    const some = new Recording(100 * 64, Infinity);
    const found = searchManaPayment(cost({ W: 1, U: 1 }), sources, {}, some);
    expect([...(found.solution?.activate ?? [])].sort()).toEqual(['island', 'lotus']);
    expect(some.cut).toBe(false);
    // The Island is tried (the Lotus's three mana would pay two); the Lotus isn't: the Island's one is less than the two the cost asks.
    expect(some.lists.filter((n) => n === sources.length)).toHaveLength(1);
    // Asked for all four, neither is tried: the rest make one and three.
    const four = new Recording(100 * 64, Infinity);
    expect([...(searchManaPayment(cost({ W: 1, U: 1, generic: 2 }), sources, {}, four).solution?.activate ?? [])].sort()).toEqual(['island', 'lotus']);
    expect(four.lists).toEqual([]);
  });

  it('601.2h: a source the rest make just enough mana without is still tried: two Lotuses and two lands pay {W}{W}{U}{B}{B}{1} with no land to spare', () => {
    const board = [src('lotus-ub', ['U', 'B'], { amount: 2, oneType: true }), src('lotus-wu', ['W', 'U'], { amount: 3, oneType: true }), src('land-ub', ['U', 'B']), src('land-b', ['B'])];
    const c = cost({ W: 2, U: 1, B: 2, generic: 1 });
    const solution = solveManaPayment(c, board);
    expect(solution).not.toBeNull();
    checkSolution(c, board, solution!);
    expect(noneSpare(c, board, solution!.activate)).toBe(true);
  });

  it('601.2h: a payment from lands and Lotuses (one type of two or three, CR 106.1b) activates no source it could do without (property)', () => {
    const kind = fc.oneof(
      fc.record({ lotus: fc.constant(true), amount: fc.integer({ min: 2, max: 3 }), types: fc.subarray(['W', 'U', 'B'] as ManaType[], { minLength: 2 }) }),
      fc.record({ lotus: fc.constant(false), amount: fc.constant(1), types: fc.subarray(['W', 'U', 'B'] as ManaType[], { minLength: 1, maxLength: 2 }) }),
    );
    fc.assert(
      fc.property(fc.array(kind, { minLength: 1, maxLength: 5 }), fc.record({ W: fc.nat(3), U: fc.nat(3), B: fc.nat(2), generic: fc.nat(3) }), (raw, parts) => {
        const board = raw.map((k, i) => src(`${k.lotus ? 'lotus' : 'land'}-${i}`, k.types, k.lotus ? { amount: k.amount, oneType: true } : {}));
        const c = cost(parts);
        const solution = solveManaPayment(c, board);
        if (solution === null) return;
        checkSolution(c, board, solution);
        expect(noneSpare(c, board, solution.activate)).toBe(true);
      }),
      { numRuns: 600 },
    );
  });
});
