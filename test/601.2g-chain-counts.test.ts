/**
 * CR 605.3b, 601.2g: the counts that cut choices of chain sources before any flow
 * (src/mana/chain-counts.ts), against brute force.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { laterBest, madeOf, netOf } from '../src/mana/chain-counts.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA } from '../src/mana/symbols.js';

/** The most exactly `left` units from groups g on add, by trying every count from each group. */
function bruteBest(values: readonly number[], sizes: readonly number[], g: number, left: number): number {
  if (left === 0) return 0;
  if (g === values.length) return -Infinity;
  let best = -Infinity;
  for (let n = 0; n <= Math.min(left, sizes[g]!); n += 1) best = Math.max(best, n * values[g]! + bruteBest(values, sizes, g + 1, left - n));
  return best;
}

describe('CR 601.2g: the most the units still to choose could add', () => {
  it('601.2g: the best `left` units of the later groups, whatever the values (below zero too) and the groups\' sizes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -3, max: 4 }), fc.integer({ min: 1, max: 3 })), { maxLength: 6 }), fc.nat(5), fc.nat(8), (groups, at, left) => {
        const values = groups.map(([v]) => v);
        const sizes = groups.map(([, n]) => n);
        const g = Math.min(at, groups.length);
        const units = sizes.slice(g).reduce((a, b) => a + b, 0);
        fc.pre(left <= units);
        expect(laterBest(values, sizes)(g, left)).toBe(bruteBest(values, sizes, g, left));
      }),
      { numRuns: 1000 },
    );
  });

  it('601.2g: past 256 groups, each unit counts as the best later one (never below what the best `left` add)', () => {
    const values = Array.from({ length: 300 }, (_, i) => i % 7);
    const sizes = values.map(() => 1);
    const best = laterBest(values, sizes);
    expect(best(0, 3)).toBe(18);
    expect(best(299, 1)).toBe(299 % 7);
  });
});

describe('CR 106.1, 601.2g: what a chain source makes of some types, net of its own cost', () => {
  const source = (extra: Partial<ManaSourceOption>): ManaSourceOption => ({ id: 's', produces: ['W', 'U'], amount: 2, snow: false, inPool: false, oneType: false, ...extra });
  it('106.1a: a fixed combination makes only its own of each type; any combination makes all of it of either', () => {
    expect(madeOf(source({ mana: ['W', 'U'] }), ['W'])).toBe(1);
    expect(madeOf(source({ mana: ['W', 'U'] }), ['W', 'U'])).toBe(2);
    expect(madeOf(source({}), ['U'])).toBe(2);
    expect(madeOf(source({}), ['B'])).toBe(0);
  });
  it('601.2g: a filter land paid with {W} nets one {W}; its {1}-costing kin nets two', () => {
    expect(netOf(source({ cost: { ...NO_MANA, W: 1 } }), ['W'])).toBe(1);
    expect(netOf(source({ cost: { ...NO_MANA, generic: 1 } }), ['W'])).toBe(2);
  });
  it('106.6: mana that may pay nothing here makes none', () => {
    expect(madeOf(source({ onlyFor: [] }), ['W'])).toBe(0);
  });
});
