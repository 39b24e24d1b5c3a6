/**
 * CR 400.7, 603.10a, 603.6c: which objects left a zone between two values of the game (before and
 * after a cost is paid): the permanents that left the battlefield, the cards that left a hand
 * or a library. A zone keeps its order as objects leave it and new ones are put at its end, so
 * the two are walked in step, and a board of 10,000 costs one pass, not a set of 10,000 ids; a
 * property test holds the walk to a plain lookup of each id, for zones changed in any way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { objectsLeft } from '../src/game/zone-changes.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}` }));
const plainly = (before: readonly { id: string }[], after: readonly { id: string }[]) => before.filter((o) => !after.some((a) => a.id === o.id));

describe('400.7: the objects that left a zone', () => {
  it('603.10a: those of before whose ids after lacks, in their order, however after was made (kept, taken out, put at the end, replaced, reordered) (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), fc.array(fc.nat({ max: 4 }), { maxLength: 40 }), fc.nat({ max: 5 }), fc.boolean(), (n, fates, entering, shuffle) => {
        const before = ids(n);
        // Each object is kept (0, 1), kept as a new object with its id (2), or taken out (3, 4).
        const kept = before.flatMap((o, i) => ((fates[i] ?? 0) >= 3 ? [] : [(fates[i] ?? 0) === 2 ? { id: o.id } : o]));
        const after = [...kept, ...Array.from({ length: entering }, (_, i) => ({ id: `new${i}` }))];
        if (shuffle) after.reverse();
        expect(objectsLeft(before, after)).toEqual(plainly(before, after));
      }),
      { numRuns: 300 },
    );
  });

  it('400.7: an unchanged zone has none left; an emptied one, all of it', () => {
    const zone = ids(5);
    expect(objectsLeft(zone, zone)).toEqual([]);
    expect(objectsLeft(zone, [])).toEqual(zone);
    expect(objectsLeft([], zone)).toEqual([]);
  });
});
