/**
 * CR 605.3b, 601.2g: the search of orders of mana abilities whose costs include mana has a
 * bound (src/mana/chain-budget.ts; docs/performance.md, "The solver's bound").
 * Past it, the search stops and says it was cut: the look-ahead answers "can't be paid", and
 * an automatic payment makes the cast illegal, the game as it was before it (CR 733), with the
 * way round it: each mana ability activated with the pool mana that pays it, then PAY from the pool.
 */
import { describe, it, expect } from 'vitest';
import { canPayMana, searchManaPayment } from '../src/mana/solver.js';
import { ChainBudget } from '../src/mana/chain-budget.js';
import type { ManaType } from '../src/mana/symbols.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import { commanderBoard, cost, FIVE_PAIRS, land, prismBoard, signet, sixteen, THREE_COLOURS, UNREACHED } from './chain-fixtures.js';
import { accept, castToMana, ctx, outcome, refuse } from './cast-helpers.js';
import type { CastEventInput } from '../src/events/schema.js';
import { expectReversed } from './cost-fixtures.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const PAIRS: readonly (readonly [ManaType, ManaType])[] = [['W', 'U'], ['U', 'B'], ['B', 'R'], ['R', 'G'], ['G', 'W'], ['W', 'B'], ['U', 'R'], ['B', 'G']];
const signets = [land('wastes', ['C']), ...PAIRS.map(([a, b], i) => signet(`signet-${i}`, a, b))];

describe('CR 601.2g: the bound on the search of chain orders', () => {
  it('601.2g: a budget takes a flow by its layers times its sources, refuses the one that would pass it, and stays cut', () => {
    const budget = new ChainBudget(10, 3);
    expect(budget.flow(2, 3)).toBe(true);
    expect(budget.cut).toBe(false);
    expect(budget.flow(2, 3)).toBe(false);
    expect(budget.cut).toBe(true);
    expect(budget.visit()).toBe(false);
    expect(budget.flow(1, 1)).toBe(false);
    expect(budget.spent).toEqual({ work: 6, choices: 0 });
  });

  it('601.2g: past 64 sources a flow weighs no more (its graph groups identical sources)', () => {
    const budget = new ChainBudget(1_000, 10);
    expect(budget.flow(3, 10_000)).toBe(true);
    expect(budget.spent.work).toBe(3 * 64);
  });

  it('601.2g: choices looked at are a budget of their own', () => {
    const budget = new ChainBudget(100, 2);
    expect([budget.visit(), budget.visit(), budget.visit()]).toEqual([true, true, false]);
    expect(budget.cut).toBe(true);
  });

  it('605.3b: eight Signets fed by a Wastes pay {9} within the bound, and a budget too small cuts the same search', () => {
    const full = searchManaPayment(cost({ generic: 9 }), signets);
    expect(full.cut).toBe(false);
    expect(full.solution?.activate).toHaveLength(9);
    const cut = searchManaPayment(cost({ generic: 9 }), signets, {}, new ChainBudget(20, 1_000));
    expect(cut).toEqual({ solution: null, cut: true });
  });

  it('601.2g: a search that ends within the bound is not cut, whatever it answers', () => {
    expect(searchManaPayment(cost({ generic: 10 }), signets)).toEqual({ solution: null, cut: false });
  });

  it('605.3b: eight of sixteen distinct chain sources, chosen and ordered, are found within the bound', () => {
    const searched = searchManaPayment(FIVE_PAIRS, sixteen);
    expect(searched.cut).toBe(false);
    // Each nets one mana beside the two lands: eight of them, the fewest that can pay.
    expect(searched.solution?.activate.filter((id) => id.startsWith('prism-'))).toHaveLength(8);
    expect(canPayMana(FIVE_PAIRS, sixteen)).toBe(true);
  });

  it('601.2g: twenty distinct chain sources end at the bound, and past it the look-ahead says no to a cost they could pay', () => {
    const { game, cards } = prismBoard();
    const sources = paymentSources(game, cards, 'alice');
    expect(searchManaPayment(UNREACHED, sources)).toEqual({ solution: null, cut: true });
    expect(canPayMana(UNREACHED, sources)).toBe(false);
    // The answer is wrong (docs/performance.md, "The solver's bound"): a budget twice as large finds a payment.
    expect(searchManaPayment(UNREACHED, sources, {}, new ChainBudget(1 << 20, 1 << 19)).solution).not.toBeNull();
  });

  it('601.2g: ten Signets, ten filter lands and five basics pay five each of {W}, {U} and {B} within the bound (a count for each colour and for the three together)', () => {
    const { game, cards } = commanderBoard();
    const budget = new ChainBudget();
    const searched = searchManaPayment(THREE_COLOURS, paymentSources(game, cards, 'alice'), {}, budget);
    expect(searched.cut).toBe(false);
    expect(searched.solution).not.toBeNull();
    // Before those counts it took the whole budget and was cut (docs/performance-history.md, twenty-sixth round).
    expect(budget.spent.work).toBeLessThan(10_000);
  });
});

describe('CR 601.2h: the look-ahead past the bound', () => {
  it('601.2h: a cost whose search was cut is refused as one that may yet be paid by hand, remembered or not; one with no payment, as unpayable', () => {
    const { game, cards } = prismBoard();
    const refusal = () => legalActions(game, cards, 'alice').casts[0]!.ways[0]!.refusal;
    const first = refusal();
    expect(first).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expect(first?.message).toContain("alice can't be shown a way to pay for Test Unreached now");
    expect(first?.message).toContain('more ways than the engine tries for one payment');
    expect(first?.message).toContain('ACTIVATE_MANA');
    // Asked again, the answer is remembered (canPayMana's by list of sources) and says the same.
    expect(refusal()).toEqual(first);
    const bare = gameOf({ players: [{ id: 'alice', hand: ['Test Unreached'] }, { id: 'bob' }], battlefield: [{ card: 'Swamp', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    expect(legalActions(bare, cards, 'alice').casts[0]!.ways[0]!.refusal?.message).toBe("alice can't pay for Test Unreached now");
  }, 30_000);
});

describe('CR 601.2g–h: PAY with auto past the bound', () => {
  it('601.2h: an automatic payment whose search was cut makes the cast illegal with the way round it, the game as before the cast', () => {
    const { game, cards } = prismBoard();
    const actor = castToMana(game, cards, 'test-unreached');
    accept(actor, { type: 'PAY', player: 'alice', mana: 'auto' });
    expectReversed(actor, game, 'UNPAYABLE_COST');
    expect(ctx(actor).refusal?.message).toContain('more ways than the engine tries for one payment');
    expect(ctx(actor).refusal?.message).toContain('ACTIVATE_MANA');
  }, 30_000);

  it('605.3b: a mana ability activated without naming what pays its cost, past the bound, is refused with the way round it, the game unchanged', () => {
    const { game, cards } = prismBoard(true);
    const actor = castToMana(game, cards, 'test-unreached');
    const before = ctx(actor).game;
    const refusal = refuse(actor, { type: 'ACTIVATE_MANA', player: 'alice', source: 'test-prism-gate' });
    expect(refusal).toMatchObject({ rule: '601.2h', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    expect(refusal.message).toContain('more ways than the engine tries for one payment');
    expect(refusal.message).toContain('naming the pool mana that pays each (pay)');
    expect(ctx(actor).game).toBe(before);
  }, 30_000);

  it('601.2g–h: the way round: each mana ability activated with the pool mana that pays it, then PAY from the pool, casts the spell', () => {
    const { game, cards } = commanderBoard();
    const actor = castToMana(game, cards, 'test-three-colours');
    const pool = () => ctx(actor).game.players[0]!.manaPool;
    const one = (type: string): string => pool().find((u) => u.type === type)!.id;
    const activate = (source: string, extra: Partial<Extract<CastEventInput, { type: 'ACTIVATE_MANA' }>> = {}) =>
      accept(actor, { type: 'ACTIVATE_MANA', player: 'alice', source, ...extra });
    // Red and green feed the filter lands and Signets that make white, blue and black.
    activate('mountain');
    activate('test-signet-rg', { pay: [one('R')] });
    activate('test-filter-wr', { ability: 1, mana: '{W}{W}', pay: [one('R')] });
    activate('test-filter-ug', { ability: 1, mana: '{U}{U}', pay: [one('G')] });
    activate('forest');
    activate('test-filter-bg', { ability: 1, mana: '{B}{B}', pay: [one('G')] });
    activate('plains');
    activate('island');
    activate('swamp');
    activate('test-signet-wr', { pay: [one('W')] });
    activate('test-filter-ur', { ability: 1, mana: '{U}{U}', pay: [one('R')] });
    activate('test-signet-bg', { pay: [one('B')] });
    activate('test-filter-wg', { ability: 1, mana: '{W}{W}', pay: [one('G')] });
    activate('test-signet-br', { pay: [one('B')] });
    activate('test-filter-br', { ability: 1, mana: '{B}{B}', pay: [one('R')] });
    expect(pool().map((u) => u.type).sort()).toEqual([...Array(5).fill('B'), ...Array(5).fill('U'), ...Array(5).fill('W')]);
    accept(actor, { type: 'PAY', player: 'alice', mana: pool().map((u) => u.id) });
    expect(outcome(actor)).toBe('cast');
  });
});

