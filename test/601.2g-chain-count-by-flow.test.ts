/**
 * CR 601.2g, 605.3b, 602.2b: the search of chain orders cuts a choice of chain sources that
 * can't make the mana the cost asks for. It counts the base sources' mana source by source, and
 * also as a flow finds it (solver-core.ts `mostMadeByFlow`): a creature tapped for its own mana or to
 * convoke is counted once there, so a cost only the double count could reach is refused before
 * any order is tried.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChainBudget } from '../src/mana/chain-budget.js';
import { chainPlans } from '../src/mana/solver-chains.js';
import { canPayLayers, mostMadeByFlow } from '../src/mana/solver-core.js';
import { canPayMana, searchManaPayment, solveManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption, TapSet } from '../src/mana/solver-types.js';
import { cost, land, signet } from './chain-fixtures.js';

const CREATURES: TapSet = { key: 'creatures', size: 4 };
/** Four Llanowar Elves, each tapped for its own {G} or to convoke (its mana kept to the cost, CR 106.6): one of the two. */
const elves = [0, 1, 2, 3].flatMap((i): ManaSourceOption[] => [
  land(`elf-${i}`, ['G'], { tapsOneOf: [CREATURES] }),
  land(`elf-${i}/convoke`, ['G'], { only: ['G', 'generic'], onlyFor: ['cost'], tapsOneOf: [CREATURES] }),
]);
const signets = [signet('azorius', 'W', 'U'), signet('dimir', 'U', 'B'), signet('rakdos', 'B', 'R')];

describe('601.2g: the base sources\' mana counted as a flow finds it', () => {
  it('602.2b: four creatures make four mana, each tapped for its own mana or to convoke, not eight', () => {
    expect(mostMadeByFlow(elves, {}, 100)).toBe(4);
    expect(mostMadeByFlow(elves, {}, 3)).toBe(3);
    // Mana kept from generic (CR 106.6) is counted as though it weren't: no payment makes more than all of it.
    expect(mostMadeByFlow([land('pool-w', ['W'], { only: ['W'] })], {}, 10)).toBe(1);
  });

  it('605.3b: {8} from four Elves and three Signets is refused before any order of the Signets is tried (at most 4 + 3 mana)', () => {
    const sources = [...elves, ...signets];
    const most = (base: readonly ManaSourceOption[], upTo: number) => mostMadeByFlow(base, {}, upTo);
    expect([...chainPlans(cost({ generic: 8 }), sources)].length).toBeGreaterThan(0);
    expect([...chainPlans(cost({ generic: 8 }), sources, undefined, undefined, true, most)]).toEqual([]);
    // {7} is payable (three Signets, each paid with an Elf's {G}, make six; the last Elf one), and still found.
    expect([...chainPlans(cost({ generic: 7 }), sources, undefined, undefined, true, most)].map((p) => p.chain.length)).toContain(3);
    expect(canPayMana(cost({ generic: 7 }), sources)).toBe(true);
    expect(solveManaPayment(cost({ generic: 7 }), sources)?.activate).toHaveLength(7);
  });

  it('605.3b, 602.2b: a filter land\'s way takes its {C} away: four Elves and two Rugged Prairies make six at most, so {7} is refused before any order', () => {
    // Each Prairie: "{T}: Add {C}" or "{1}, {T}: Add two of {R}{W}", sharing its {T}.
    const prairies = [0, 1].flatMap((i): ManaSourceOption[] => [
      land(`prairie-${i}#0`, ['C'], { exclusive: `prairie-${i}/T` }),
      land(`prairie-${i}#1`, ['R', 'W'], { amount: 2, oneType: false, cost: cost({ generic: 1 }), exclusive: `prairie-${i}/T` }),
    ]);
    const sources = [...elves, ...prairies];
    const most = (base: readonly ManaSourceOption[], upTo: number) => mostMadeByFlow(base, {}, upTo);
    expect([...chainPlans(cost({ generic: 7 }), sources, undefined, undefined, true, most)]).toEqual([]);
    expect(canPayMana(cost({ generic: 7 }), sources)).toBe(false);
    expect(canPayMana(cost({ generic: 6 }), sources)).toBe(true);
    expect(canPayMana(cost({ R: 2, W: 2, generic: 2 }), sources)).toBe(true);
  });

  it('601.2h: the refusal costs the question one flow of the counting and no order, so a small budget answers it uncut', () => {
    const budget = new ChainBudget(200, 200);
    const found = searchManaPayment(cost({ generic: 8 }), [...elves, ...signets], {}, budget);
    expect(found).toEqual({ solution: null, cut: false });
    expect(budget.spent.work).toBeLessThanOrEqual(2 * 64);
  });

  it('601.2g, 602.2b: the count by flow loses no payment: the plans left pay whenever some plan of the uncut search does', () => {
    const type = fc.constantFrom<'W' | 'U' | 'B' | 'G'>('W', 'U', 'B', 'G');
    const source = (i: number, size: number) =>
      fc.oneof(
        type.map((t) => [land(`land-${i}`, [t])]),
        // A creature: its own mana, and convoke (its mana kept to the cost), one of the two (CR 602.2b).
        type.map((t) => [land(`elf-${i}`, [t], { tapsOneOf: [{ key: 'creatures', size }] }), land(`elf-${i}/convoke`, [t], { only: [t, 'generic'], onlyFor: ['cost'], tapsOneOf: [{ key: 'creatures', size }] })]),
        // Springleaf Drum: its own {T} and a creature's, for one mana of any colour.
        fc.constant([land(`drum-${i}`, ['W', 'U', 'B', 'G'], { exclusive: `drum-${i}/T`, tapsOneOf: [{ key: 'creatures', size }] })]),
        fc.tuple(type, type).map(([a, b]) => [signet(`signet-${i}`, a, b)]),
        // A filter land: {T}: Add {C}, or {U}, {T}: Add two of {W}{U}.
        fc.constant([land(`filter-${i}#0`, ['C'], { exclusive: `filter-${i}/T` }), land(`filter-${i}#1`, ['W', 'U'], { amount: 2, oneType: false, cost: cost({ U: 1 }), exclusive: `filter-${i}/T` })]),
      );
    const board = fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => source(i, n))).map((lists) => lists.flat()));
    const demand = fc.record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(1), G: fc.nat(1), generic: fc.nat(4) }).map((c) => cost(c));
    const unbounded = () => new ChainBudget(Infinity, Infinity);
    fc.assert(
      fc.property(demand, board, (c, sources) => {
        const most = (base: readonly ManaSourceOption[], upTo: number) => mostMadeByFlow(base, {}, upTo);
        const pays = (plans: Iterable<{ costs: readonly ReturnType<typeof cost>[]; sources: readonly ManaSourceOption[] }>) => [...plans].some((p) => canPayLayers(p.costs, p.sources));
        expect(pays(chainPlans(c, sources, undefined, unbounded(), true, most))).toBe(pays(chainPlans(c, sources, undefined, unbounded())));
      }),
      { numRuns: 300 },
    );
  });
});

describe('605.3b: the first order a choice allows is tried before any order begun is asked about', () => {
  // Three Wastes pay three distinct Signets' {1}s, and the Signets' six mana pays {6}: only the three together do.
  const sources = [0, 1, 2].map((i) => land(`wastes-${i}`, ['C'])).concat([signet('azorius', 'W', 'U'), signet('dimir', 'U', 'B'), signet('rakdos', 'B', 'R')]);

  it('605.3b: the choice of all three is asked about once, and its first order tried, before any order begun is', () => {
    let asked = 0;
    const lead = () => {
      asked += 1;
      return true;
    };
    const first = chainPlans(cost({ generic: 6 }), sources, lead).next();
    expect(first.value?.chain).toEqual(['azorius', 'dimir', 'rakdos']);
    expect(asked).toBe(1);
    expect(canPayMana(cost({ generic: 6 }), sources)).toBe(true);
  });

  it('605.3b: every order of the choice is still offered, the first once', () => {
    const orders = [...chainPlans(cost({ generic: 6 }), sources, () => true)].map((p) => p.chain.join(' '));
    expect(orders).toHaveLength(6);
    expect(new Set(orders).size).toBe(6);
  });
});
