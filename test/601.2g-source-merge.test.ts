/**
 * CR 601.2g: while the solver searches the orders of chain sources (CR 605.3b), plain sources
 * that behave alike in every flow are read as one source making all their mana
 * (src/mana/source-merge.ts); the payment found names the sources as they are.
 */
import { describe, expect, it } from 'vitest';
import { ChainBudget } from '../src/mana/chain-budget.js';
import { searchManaPayment, solveManaPayment } from '../src/mana/solver.js';
import { mergeAlike } from '../src/mana/source-merge.js';
import { standsAlone, type ManaSourceOption } from '../src/mana/solver-types.js';
import { plainlyPayable } from '../src/mana/solver-plain.js';
import { cost, land, signet } from './chain-fixtures.js';

const wastes = (n: number, from = 0): ManaSourceOption[] => Array.from({ length: n }, (_, i) => land(`wastes-${from + i}`, ['C']));

describe('601.2g: plain sources alike are one source while chain orders are searched', () => {
  it('601.2g: identical basics become the first of them making all their mana; the others stay as they are', () => {
    const sources = [land('plains-a', ['W']), signet('signet', 'W', 'U'), land('plains-b', ['W']), land('island', ['U']), land('plains-c', ['W'])];
    const merged = mergeAlike(sources);
    expect(merged.map((s) => [s.id, s.amount])).toEqual([
      ['plains-a', 3],
      ['signet', 2],
      ['island', 1],
    ]);
    expect(merged[1]).toBe(sources[1]);
    expect(merged[2]).toBe(sources[3]);
  });

  it('601.2g: a list with no two alike is returned as it is, and a frozen list is merged once', () => {
    const distinct = [land('plains', ['W']), land('island', ['U'])];
    expect(mergeAlike(distinct)).toBe(distinct);
    const frozen = Object.freeze(wastes(3));
    expect(mergeAlike(frozen)).toBe(mergeAlike(frozen));
    expect(mergeAlike(frozen).map((s) => s.amount)).toEqual([3]);
  });

  it('106.1b, 106.1a, 119.4, 701.17b, 602.2b, 605.3b: sources a flow reads by activation stay apart', () => {
    const twice = (make: (id: string) => ManaSourceOption): ManaSourceOption[] => [make('a'), make('b')];
    const apart: readonly ManaSourceOption[][] = [
      twice((id) => land(id, ['W', 'U', 'B'], { amount: 3 })), // Gilded Lotus: all of it one colour
      twice((id) => land(id, ['W', 'U'], { amount: 2, mana: ['W', 'U'], oneType: false })), // a bounce land's {W}{U}
      twice((id) => land(id, ['B'], { lifeCost: 1 })), // Mana Confluence's kind
      twice((id) => land(id, ['G'], { millCost: 1 })), // Millikin's kind
      twice((id) => land(id, ['G'], { exclusive: `${id}/T` })), // one of a permanent's two {T} abilities
      twice((id) => land(id, ['G'], { tapsOneOf: [{ key: 'creatures', size: 2 }] })), // Springleaf Drum's kind
      twice((id) => signet(id, 'W', 'U')), // a chain source
    ];
    for (const list of apart) expect(mergeAlike(list)).toBe(list);
  });

  it('106.6, 107.4h: mana that may pay different things, or is snow, or is in the pool, is not alike', () => {
    const list = [
      land('a', ['W']),
      land('b', ['W'], { snow: true }),
      land('c', ['W'], { inPool: true }),
      land('d', ['W'], { onlyFor: ['cost'] }),
      land('e', ['W'], { only: ['generic'] }),
      land('f', ['W'], { penalty: 2 }),
    ];
    expect(mergeAlike(list)).toBe(list);
    expect(mergeAlike([...list, land('g', ['W'], { snow: true })]).map((s) => s.amount)).toEqual([1, 2, 1, 1, 1, 1]);
  });

  it('601.2g: a payment found while basics are read as one names each basic it taps, once', () => {
    const sources = [...wastes(3), land('plains', ['W']), signet('signet', 'W', 'U')];
    const found = solveManaPayment(cost({ W: 1, U: 1, generic: 2 }), sources);
    expect(found?.activate).toEqual(['wastes-0', 'wastes-1', 'wastes-2', 'plains', 'signet']);
    expect(found?.uses.map((u) => [u.sourceId, u.pays, u.for ?? 'cost'])).toEqual([
      ['wastes-0', 'generic', 'signet'],
      ['wastes-1', 'generic', 'cost'],
      ['wastes-2', 'generic', 'cost'],
      ['plains', 'W', 'cost'],
      ['signet', 'U', 'cost'],
    ]);
  });

  it('601.2g: the search weighs 10,000 basics alike as it weighs one source making all their mana', () => {
    const chains = [signet('s1', 'W', 'U'), signet('s2', 'U', 'B'), signet('s3', 'B', 'R')];
    const spent = (plain: readonly ManaSourceOption[]) => {
      const budget = new ChainBudget();
      const { solution } = searchManaPayment(cost({ W: 1, U: 1, B: 1, R: 1, generic: 9_998 }), [...plain, ...chains], {}, budget);
      return { found: solution !== null, ...budget.spent };
    };
    const one = spent([land('wastes', ['C'], { amount: 10_000, oneType: false })]);
    expect(one.found).toBe(true);
    expect(spent(wastes(10_000))).toEqual(one);
  });

  it('605.3b: a mana ability whose cost has no mana in it ({0}) stands alone, for the quick test and the merging alike, as the chain search reads it', () => {
    const free = (id: string) => land(id, ['R'], { cost: cost({}) });
    expect(standsAlone(free('a'))).toBe(true);
    expect(standsAlone(land('b', ['R'], { cost: cost({ generic: 1 }) }))).toBe(false);
    expect(plainlyPayable(cost({ R: 2 }), [free('a'), free('b')], {})).toBe(true);
    expect(mergeAlike([free('a'), free('b')]).map((s) => [s.id, s.amount])).toEqual([['a', 2]]);
  });
});
