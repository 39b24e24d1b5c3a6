/**
 * CR 601.2h: the solver leaves out activations that aren't needed in one order (solver-payment.ts
 * `prune`: costliest tier first, then smaller amounts, then later sources), each candidate packed
 * into one integer key. `sortedKeys` sorts them in a 32-bit array when the keys fit one and in a
 * float array when they don't; these check both give the plain numeric order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedKeys } from '../src/mana/solver-payment.js';

const numeric = (keys: readonly number[]) => [...keys].sort((a, b) => a - b);

describe('601.2h: the order prune tries sources in', () => {
  it('601.2h: keys below 2^31 sort as numbers (the 32-bit array), as do the largest, 2^31 − 1', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 300 }), (keys) => {
        const sorted = sortedKeys(keys, 2 ** 31);
        expect(sorted).toBeInstanceOf(Int32Array);
        expect([...sorted]).toEqual(numeric(keys));
      }),
    );
  });

  it('601.2h: keys up to 2^53 sort as numbers too (the float array), never wrapped to negatives', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { maxLength: 300 }), (keys) => {
        const sorted = sortedKeys(keys, Number.MAX_SAFE_INTEGER + 1);
        expect(sorted).toBeInstanceOf(Float64Array);
        expect([...sorted]).toEqual(numeric(keys));
      }),
    );
    expect([...sortedKeys([2 ** 32 - 1, 5, 2 ** 31], 2 ** 32)]).toEqual([5, 2 ** 31, 2 ** 32 - 1]);
  });
});
