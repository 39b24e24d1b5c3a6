/**
 * CR 601.2h, 602.2b, 118.3: `assignable` gives each slot (an object a cost's action needs, or
 * the permanent a mana ability's cost taps) a distinct object from its own candidates. Checked
 * against every assignment on random small cases, and on the shape that made the old search
 * cubic: many slots sharing one long list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignable } from '../src/core/matching.js';

/** Some way of giving each slot a distinct candidate of its own, tried exhaustively. */
function exists(slots: readonly (readonly string[])[]): boolean {
  const used = new Set<string>();
  const fill = (slot: number): boolean => {
    if (slot === slots.length) return true;
    for (const id of slots[slot]!) {
      if (used.has(id)) continue;
      used.add(id);
      if (fill(slot + 1)) return true;
      used.delete(id);
    }
    return false;
  };
  return fill(0);
}

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Up to six slots; some share one list (as abilities with the same part do), the others have their own. */
const cases = fc
  .record({ shared: fc.subarray(ids), own: fc.array(fc.option(fc.subarray(ids), { nil: undefined }), { maxLength: 6 }) })
  .map(({ shared, own }) => own.map((list) => list ?? shared));

describe('601.2h: a matching of slots to distinct candidates', () => {
  it('601.2h: finds distinct candidates exactly when some assignment exists, each from its own slot', () => {
    fc.assert(
      fc.property(cases, (slots) => {
        const chosen = assignable(slots);
        expect(chosen !== null).toBe(exists(slots));
        if (chosen === null) return;
        expect(chosen).toHaveLength(slots.length);
        expect(new Set(chosen).size).toBe(slots.length);
        chosen.forEach((id, i) => expect(slots[i]).toContain(id));
      }),
      { numRuns: 2000 },
    );
  });

  it('602.2: a slot never takes its banned candidate ("another": not the ability\'s own object); slots sharing a list share its ban', () => {
    fc.assert(
      fc.property(cases, fc.constantFrom(...ids), (slots, ban) => {
        // One ban for each list (the slots that share it share it), as the costs' "another" gives.
        const banned = slots.map((list) => (list.length % 2 === 0 ? ban : undefined));
        const chosen = assignable(slots, banned);
        expect(chosen !== null).toBe(exists(slots.map((list, i) => list.filter((id) => id !== banned[i]))));
        chosen?.forEach((id, i) => expect(id).not.toBe(banned[i]));
      }),
      { numRuns: 2000 },
    );
  });

  it('601.2h: a slot whose only candidate is taken has it handed on by the slot that can take another', () => {
    expect(assignable([['a', 'b'], ['a']])).toEqual(['b', 'a']);
    expect(assignable([['a', 'b'], ['b', 'c'], ['a']])).toEqual(['b', 'c', 'a']);
    expect(assignable([['a'], ['a']])).toBeNull();
    expect(assignable([])).toEqual([]);
  });

  it('602.2b: each slot takes the first of its candidates still free, so a list ordered by preference is honoured', () => {
    const list = ['bear', 'memnite', 'elves'];
    expect(assignable([list, list])).toEqual(['bear', 'memnite']);
    expect(assignable([list, ['memnite', 'elves']])).toEqual(['bear', 'memnite']);
  });

  it('602.2b: a thousand slots sharing one list of a thousand are all matched, and a thousand and one are not', () => {
    const list = Array.from({ length: 1000 }, (_, i) => `p${i}`);
    expect(assignable(Array.from({ length: 1000 }, () => list))).toEqual(list);
    expect(assignable(Array.from({ length: 1001 }, () => list))).toBeNull();
  });
});
