/**
 * CR 601.2h: the climb of a concave count (mana/count-climb.ts), which a counted group's
 * activations (Loam Dryads) and permanents alike of two ways (Geothermal Crevices) share: it
 * finds a count whose flow reaches what is asked exactly when one does, asks each count once,
 * far fewer than all of them, and gives up when the budget is spent.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countReaching } from '../src/mana/count-climb.js';

/** A concave sequence of flows: its steps from one count to the next never grow (rising by less and less, then falling by more and more). */
const concave = fc.tuple(fc.nat(50), fc.array(fc.integer({ min: -6, max: 6 }), { maxLength: 299 })).map(([start, steps]) => {
  const flows = [start];
  for (const step of [...steps].sort((a, b) => b - a)) flows.push(flows[flows.length - 1]! + step);
  return flows;
});

describe('601.2h: the climb of a concave count', () => {
  it('601.2h: it finds a count that reaches what is asked exactly when one does, asking each count once and few of them (property)', () => {
    fc.assert(
      fc.property(concave, fc.integer({ min: -5, max: 5 }), (flows, above) => {
        const enough = Math.max(...flows) + above;
        const asked: number[] = [];
        const found = countReaching(flows.length, (n) => (asked.push(n), flows[n]!), enough);
        expect(found === null).toBe(!flows.some((f) => f >= enough));
        if (found !== null) expect(flows[found]).toBeGreaterThanOrEqual(enough);
        expect(new Set(asked).size).toBe(asked.length);
        expect(asked.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(flows.length + 1)) + 2);
      }),
      { numRuns: 2000 },
    );
  });

  it('601.2h: a budget spent ends it with none; no counts, none', () => {
    expect(countReaching(10, (n) => (n < 9 ? n : null), 5)).toBeNull();
    // Spent as it climbs (the fifth count), not at the first it asks.
    expect(countReaching(10, (n) => (n === 4 ? null : n - 20), 5)).toBeNull();
    expect(countReaching(0, () => 1, 0)).toBeNull();
    expect(countReaching(10, (n) => n, 9)).toBe(9);
  });
});
