/**
 * CR 107.3, 601.2b: the X prompt's look-ahead (the largest X the player could pay now) beside a
 * mana source of every kind the library has, one permanent in four (test/bench/boards.ts
 * `boardWithManaKinds`: restricted mana, chain sources, tap sets, convoke). Within the query's
 * budget it finds the whole answer, the one a query with no bound finds.
 */
import { describe, expect, it } from 'vitest';
import { ChainBudget, oneQuery } from '../src/mana/chain-budget.js';
import { boardWithManaKinds } from './bench/boards.js';
import { largestX } from './bench/prompts.js';

const unbounded = <T>(ask: () => T): T => oneQuery(ask, new ChainBudget(Infinity, Infinity), { work: Infinity, choices: Infinity });

describe('107.3: the largest X beside every kind of mana source', () => {
  it('107.3, 601.2b, 106.6: Chord of Calling\'s X prompt shows the largest X a search with no bound finds, at 100 to 1,000 permanents', () => {
    for (const permanents of [100, 200, 400, 1000]) {
      const game = boardWithManaKinds(permanents);
      const whole = unbounded(() => largestX(game));
      expect(whole).toBeGreaterThan(permanents / 3);
      expect(largestX(game)).toBe(whole);
    }
  }, 30_000);
});
