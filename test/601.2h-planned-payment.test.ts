/**
 * CR 601.2g → 601.2h: after an automatic 601.2g has activated mana abilities for the locked
 * cost, PAY `auto` spends the mana that activation made for it, without solving again; any
 * other game (a copy, a different cost) is solved afresh. The solver is wrapped to count calls.
 */
import { describe, it, expect, vi } from 'vitest';
import { activateManaForCostWithJournal, payTotalCost } from '../src/costs/payment.js';
import { lockTotalCost, totalCost, type TotalCost } from '../src/costs/total-cost.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import * as solver from '../src/mana/solver.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, player } from './cast-helpers.js';
import { players } from './step-fixtures.js';

vi.mock('../src/mana/solver.js', async (original) => {
  const real = await original<typeof import('../src/mana/solver.js')>();
  return { ...real, solveManaPayment: vi.fn(real.solveManaPayment) };
});

const cards = BUILT_IN_CARDS;
const AUTO = { mana: 'auto', sacrifice: [], discard: [], exile: [], return: [], tap: [], untap: [], removeCounters: [], tapPower: [], convoke: [], improvise: [], delve: [] } as const;

/** The game with `card` on the stack and its locked cost. */
function onStack(game: GameState, card: string): { game: GameState; cost: TotalCost; name: string } {
  const moved = moveCardToStack(game, cards, ALICE, card).game;
  const spell = moved.stack[moved.stack.length - 1]!;
  return { game: moved, cost: lockTotalCost(totalCost(moved, cards, spell)), name: spell.card };
}

const solves = () => vi.mocked(solver.solveManaPayment).mock.calls.length;

/** 601.2g auto, then 601.2h auto on the game it left: the solver calls 601.2h made, and the pool after. */
function payAfterAuto(game: GameState, card: string, copy: boolean) {
  const { game: moved, cost, name } = onStack(game, card);
  const activated = activateManaForCostWithJournal(moved, cards, ALICE, cost, name, AUTO).game;
  const before = solves();
  const paid = payTotalCost(copy ? { ...activated } : activated, cards, ALICE, cost, AUTO, name);
  if (!paid.ok) throw new Error(paid.refusal.message);
  return { calls: solves() - before, pool: player(paid.value, ALICE).manaPool, activated };
}

const BOARDS: readonly { readonly name: string; readonly card: string; readonly game: () => GameState }[] = [
  { name: 'a Mountain for a Bolt', card: 'lightning-bolt', game: () => gameOf({ players: players({ hand: ['Lightning Bolt'] }), battlefield: [{ card: 'Mountain', controller: ALICE }], turn: ALICE_MAIN }) },
  {
    name: 'a Sol Ring and an Island for Divination, one colourless left over',
    card: 'divination',
    game: () => gameOf({ players: players({ hand: ['Divination'] }), battlefield: [{ card: 'Sol Ring', controller: ALICE }, { card: 'Island', controller: ALICE }], turn: ALICE_MAIN }),
  },
  {
    name: 'floating mana and a Signet paid for by a land (a chain source)',
    card: 'divination',
    game: () =>
      gameOf({
        players: players({ hand: ['Divination'], manaPool: ['G'] }),
        battlefield: [{ card: 'Dimir Signet', controller: ALICE }, { card: 'Forest', controller: ALICE }],
        turn: ALICE_MAIN,
      }),
  },
  {
    name: 'red mana that may only cast creature spells stays in the pool (106.6), a Mountain pays',
    card: 'lightning-bolt',
    game: () =>
      gameOf({
        players: players({ hand: ['Lightning Bolt'], manaPool: [{ type: 'R', spend: { spells: { types: ['Creature'] }, text: 'Spend this mana only to cast creature spells.' } }] }),
        battlefield: [{ card: 'Mountain', controller: ALICE }],
        turn: ALICE_MAIN,
      }),
  },
];

describe('601.2g → 601.2h: the payment an automatic 601.2g planned', () => {
  for (const board of BOARDS) {
    it(`601.2h: PAY auto spends what 601.2g made for the cost without solving again (${board.name})`, () => {
      const planned = payAfterAuto(board.game(), board.card, false);
      expect(planned.calls).toBe(0);
      // A copy of the same game has no plan: it is solved afresh, and pays the same mana.
      const solved = payAfterAuto(board.game(), board.card, true);
      expect(solved.calls).toBeGreaterThan(0);
      const types = (pool: typeof planned.pool) => pool.map((u) => u.type).sort();
      expect(types(planned.pool)).toEqual(types(solved.pool));
      expect(planned.pool.length).toBe(player(planned.activated, ALICE).manaPool.length - (board.card === 'divination' ? 3 : 1));
      // Mana with a spending restriction that doesn't allow this spell is never the mana planned for it.
      expect(planned.pool.filter((u) => u.spend)).toEqual(player(planned.activated, ALICE).manaPool.filter((u) => u.spend));
    });
  }

  it('601.2h: a plan is for its own cost: another cost from the same game is solved', () => {
    const { game: moved, cost, name } = onStack(BOARDS[0]!.game(), 'lightning-bolt');
    const activated = activateManaForCostWithJournal(moved, cards, ALICE, cost, name, AUTO).game;
    const before = solves();
    const other = { ...cost, mana: { ...cost.mana } };
    const paid = payTotalCost(activated, cards, ALICE, other, AUTO, name);
    expect(paid.ok).toBe(true);
    expect(solves() - before).toBeGreaterThan(0);
  });

  it('601.2h: PAY naming pool mana by id is judged as named, whatever 601.2g planned', () => {
    const { game: moved, cost, name } = onStack(BOARDS[0]!.game(), 'lightning-bolt');
    const activated = activateManaForCostWithJournal(moved, cards, ALICE, cost, name, AUTO).game;
    const paid = payTotalCost(activated, cards, ALICE, cost, { ...AUTO, mana: ['mana-404'] }, name);
    expect(paid.ok).toBe(false);
  });
});
