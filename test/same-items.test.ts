/**
 * The one comparison of lists item by item (src/core/same-items.ts) the memos keyed by what a
 * list holds ask: the tap sets (CR 602.2b), the plain test's units (CR 601.2h), a flow's tiers.
 */
import { describe, expect, it } from 'vitest';
import { sameItems } from '../src/core/same-items.js';

describe('lists with the same items', () => {
  it('holds for the same list, both absent, or the same items in the same order, and for nothing else', () => {
    const ids = ['a', 'b'];
    expect(sameItems(ids, ids)).toBe(true);
    expect(sameItems(undefined, undefined)).toBe(true);
    expect(sameItems(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameItems([], [])).toBe(true);
    expect(sameItems(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameItems(['a'], ['a', 'b'])).toBe(false);
    expect(sameItems(['a', 'b'], ['a'])).toBe(false);
    expect(sameItems(['a'], undefined)).toBe(false);
    expect(sameItems(undefined, [])).toBe(false);
    // Items are compared as they are: equal objects made apart are not the same item.
    expect(sameItems([{ id: 'a' }], [{ id: 'a' }])).toBe(false);
  });
});
