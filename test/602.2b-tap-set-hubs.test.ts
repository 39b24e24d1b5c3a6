/**
 * CR 602.2b: sources that each make one mana and tap one permanent of a set (creatures tapping
 * themselves beside a Springleaf Drum; Druids beside a Seton, which are creatures too) draw on
 * the set through a hub inside the flow, as Mana Confluence draws on life (mana/solver-tap-sets.ts
 * `tapHubs`): how many of each kind activate is then no choice the solver enumerates, and a
 * payment that needs a particular mix of them is found in one flow, with no budget at all.
 */
import { describe, expect, it } from 'vitest';
import { oneQuery } from '../src/mana/chain-budget.js';
import { canPayMana, searchManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption, TapSet } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount } from '../src/mana/symbols.js';
import { judged, NO_BUDGET, TYPES } from './mana-oracle.js';

/** `per` creatures of each of six kinds (one per type), each tapping itself, one of `sets`. */
function creatures(per: number, sets: readonly TapSet[]): ManaSourceOption[] {
  return TYPES.flatMap((t) => Array.from({ length: per }, (_, i): ManaSourceOption => ({ id: `${t}${i}#0`, produces: [t], amount: 1, snow: false, inPool: false, tapsOneOf: sets })));
}

describe('602.2b: sources tapping one of a set draw on it inside the flow', () => {
  it('602.2b: eighteen creatures of six kinds, six of them tappable: {W}{W}{U}{U}{B}{B} (two of three kinds) is paid with no configuration tried', () => {
    const sources = creatures(3, [{ key: 'tap set 0', size: 6 }]);
    const cost: ManaAmount = { ...NO_MANA, W: 2, U: 2, B: 2 };
    expect(judged(() => canPayMana(cost, sources))).toEqual({ answer: true, cut: false });
    const found = oneQuery(() => searchManaPayment(cost, sources), undefined, NO_BUDGET);
    expect(found.cut).toBe(false);
    expect(found.solution?.activate).toEqual(['W0#0', 'W1#0', 'U0#0', 'U1#0', 'B0#0', 'B1#0']);
    // A seventh mana is more than the set's six permanents allow.
    expect(judged(() => canPayMana({ ...cost, generic: 1 }, sources))).toEqual({ answer: false, cut: false });
  });

  it('602.2b: Druids among the creatures (a set within a set): the Druids draw on both, the others on the creatures alone', () => {
    const all = { key: 'tap set 0', size: 5 };
    const druids = { key: 'tap set 1', size: 2 };
    // Three green Druids and, of every type, three other creatures: five tappable, two of them Druids.
    const sources = [
      ...Array.from({ length: 3 }, (_, i): ManaSourceOption => ({ id: `druid${i}#0`, produces: ['G'], amount: 1, snow: false, inPool: false, tapsOneOf: [all, druids] })),
      ...creatures(3, [all]),
    ];
    expect(judged(() => canPayMana({ ...NO_MANA, G: 5 }, sources))).toEqual({ answer: true, cut: false });
    expect(judged(() => canPayMana({ ...NO_MANA, G: 3, W: 2 }, sources))).toEqual({ answer: true, cut: false });
    // Five creatures in all, and no more than two Druids: {W}{W}{W}{U}{U}{G} is six.
    expect(judged(() => canPayMana({ ...NO_MANA, W: 3, U: 2, G: 1 }, sources))).toEqual({ answer: false, cut: false });
    const found = oneQuery(() => searchManaPayment({ ...NO_MANA, W: 3, U: 2 }, sources), undefined, NO_BUDGET);
    expect(found.solution?.activate).toEqual(['W0#0', 'W1#0', 'W2#0', 'U0#0', 'U1#0']);
  });
});
