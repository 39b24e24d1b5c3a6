/**
 * CR 208.1, 202.3, 107.3, 122.1a: a filter's comparisons of power, toughness and mana value
 * ("with power 4 or greater", "toughness 2 or less", "mana value X"), read as printed
 * (matchesFilter) and with a permanent's counters (a sacrifice's candidates: fitsWithCounters).
 * Both read a comparison only once the printed types fit; these tests hold the answers to it.
 */
import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../src/cards/card-fits.js';
import { fitsWithCounters } from '../src/cards/cost-fits.js';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import type { ObjectFilter } from '../src/cards/filter-schema.js';
import { findPermanent } from '../src/game/queries.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const bears = getCard(BUILT_IN_CARDS, 'Grizzly Bears');
const creature = (more: Partial<ObjectFilter>): ObjectFilter => ({ types: ['Creature'], ...more });

describe('208.1, 202.3: comparisons as printed', () => {
  it('208.1: Grizzly Bears (2/2) fits "power 2 or greater" and "2 or less" at the bound, and neither past it', () => {
    expect(matchesFilter(bears, creature({ power: { atLeast: 2 } }))).toBe(true);
    expect(matchesFilter(bears, creature({ power: { atLeast: 3 } }))).toBe(false);
    expect(matchesFilter(bears, creature({ toughness: { atMost: 2 } }))).toBe(true);
    expect(matchesFilter(bears, creature({ toughness: { atMost: 1 } }))).toBe(false);
  });

  it('202.3: "with mana value 2" fits Grizzly Bears ({1}{G}) alone of 1, 2 and 3', () => {
    expect([1, 2, 3].map((n) => matchesFilter(bears, creature({ manaValue: { equals: n } })))).toEqual([false, true, false]);
  });

  it('107.3: an X that was never announced bounds nothing: no "X or less", "X or greater" or "X" fits', () => {
    expect(matchesFilter(bears, creature({ power: { atMost: 'X' } }))).toBe(false);
    expect(matchesFilter(bears, creature({ power: { atLeast: 'X' } }))).toBe(false);
    expect(matchesFilter(bears, creature({ manaValue: { equals: 'X' } }))).toBe(false);
  });

  it('109.3: a comparison is not met by a card whose types don\'t fit (Sol Ring has no power to compare)', () => {
    expect(matchesFilter(getCard(BUILT_IN_CARDS, 'Sol Ring'), { types: ['Artifact'], manaValue: { atMost: 1 } })).toBe(true);
    expect(matchesFilter(getCard(BUILT_IN_CARDS, 'Sol Ring'), { types: ['Artifact'], power: { atMost: 1 } })).toBe(false);
  });
});

describe('122.1a: comparisons with counters (a sacrifice\'s candidates)', () => {
  const game = gameOf({
    players: [{ id: 'alice' }, { id: 'bob' }],
    battlefield: [
      { card: 'Grizzly Bears', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'alice', counters: { '+1/+1': 1 } },
      { card: 'Renegade Freighter', controller: 'alice' },
    ],
    turn: ALICE_MAIN,
  });
  const [plain, grown, freighter] = game.battlefield;
  const fits = (id: string, what: ObjectFilter) => {
    const permanent = findPermanent(game, id)!;
    return fitsWithCounters(game, BUILT_IN_CARDS, getCard(BUILT_IN_CARDS, permanent.card), permanent, what);
  };

  it('122.1a: "a creature with power 3 or greater" fits the Bears with a +1/+1 counter, not the one without', () => {
    expect(fits(grown!.id, creature({ power: { atLeast: 3 } }))).toBe(true);
    expect(fits(plain!.id, creature({ power: { atLeast: 3 } }))).toBe(false);
    expect(fits(grown!.id, creature({ toughness: { atMost: 2 } }))).toBe(false);
  });

  it('301.7: an uncrewed Vehicle (printed 4/3) is no creature: it fits no "creature with power 2 or greater"', () => {
    expect(fits(freighter!.id, creature({ power: { atLeast: 2 } }))).toBe(false);
  });
});
