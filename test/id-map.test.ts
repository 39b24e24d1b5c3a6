/**
 * IdMap (src/core/id-map.ts): a map keyed by object ids, kept in parts for boards of thousands.
 * These check it answers as one Map would, whatever the number of parts, for the ids a game
 * makes and for any others.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdMap } from '../src/core/id-map.js';

describe('IdMap', () => {
  it('answers as a Map for any ids set and asked, in one part or many', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.integer())), fc.array(fc.string({ maxLength: 8 })), (expected, entries, asked) => {
        const map = new IdMap<number>(expected);
        const plain = new Map<string, number>();
        for (const [id, value] of entries) {
          map.set(id, value);
          plain.set(id, value);
        }
        for (const id of [...asked, ...entries.map(([id]) => id)]) {
          expect(map.get(id)).toBe(plain.get(id));
          expect(map.has(id)).toBe(plain.has(id));
        }
      }),
    );
  });

  it('finds each of 10,000 ids a game makes, held in parts, and none it never set', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `permanent-${i + 1}`);
    const map = new IdMap<number>(ids.length);
    ids.forEach((id, i) => map.set(id, i));
    expect(ids.every((id, i) => map.get(id) === i)).toBe(true);
    expect(map.has('permanent-10001')).toBe(false);
    expect(map.get('permanent-0')).toBeUndefined();
  });

  it('a later set of an id replaces the earlier, as a Map does', () => {
    const map = new IdMap<string>(5000).set('a', 'first').set('a', 'second');
    expect(map.get('a')).toBe('second');
  });
});

describe('IdMap grown past one part', () => {
  it('is split as it grows and still finds every id: 20,000 ids set in a map made for none', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `card-${i + 1}`);
    const map = new IdMap<number>();
    ids.forEach((id, i) => map.set(id, i));
    expect(ids.every((id, i) => map.get(id) === i && map.has(id))).toBe(true);
    expect([map.has('card-0'), map.get('card-20001')]).toEqual([false, undefined]);
  });

  it('ids alike in their length and last four characters, all in one part, are still found (the parts grow only as the whole doubles)', () => {
    const ids = Array.from({ length: 12_000 }, (_, i) => `${i.toString(36).padStart(4, '0')}-same`);
    const map = new IdMap<number>();
    ids.forEach((id, i) => map.set(id, i));
    expect(ids.every((id, i) => map.get(id) === i)).toBe(true);
  });
});
