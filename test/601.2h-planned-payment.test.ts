/**
 * CR 601.2g → 601.2h: after an automatic 601.2g has activated mana abilities for the locked
 * cost, PAY `auto` spends the mana that activation made for it, without solving again, and
 * with it the convoke creatures, improvise artifacts and delve cards the PAY names (702.51,
 * 702.126, 702.66); any other game (a copy, a different cost) or other objects named are
 * solved afresh. The solver is wrapped to count calls.
 */
import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { activateManaForCostWithJournal, payTotalCost } from '../src/costs/payment.js';
import { lockTotalCost, totalCost, type TotalCost } from '../src/costs/total-cost.js';
import { moveCardToStack, updateChoices } from '../src/casting/announce.js';
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
type Payment = Parameters<typeof payTotalCost>[4];

/** The game with `card` on the stack (with X announced, if given) and its locked cost. */
function onStack(game: GameState, card: string, x?: number): { game: GameState; cost: TotalCost; name: string } {
  const cast = moveCardToStack(game, cards, ALICE, card).game;
  const moved = x === undefined ? cast : updateChoices(cast, cast.stack[cast.stack.length - 1]!, { x });
  const spell = moved.stack[moved.stack.length - 1]!;
  return { game: moved, cost: lockTotalCost(totalCost(moved, cards, spell)), name: spell.card };
}

const solves = () => vi.mocked(solver.solveManaPayment).mock.calls.length;

/** 601.2g auto, then 601.2h on the game it left with `payment` (by default the same PAY): the solver calls 601.2h made, and what it did. */
function payAfterAuto(game: GameState, card: string, copy: boolean, planning: Payment = AUTO, payment: Payment = planning, x?: number) {
  const { game: moved, cost, name } = onStack(game, card, x);
  const activated = activateManaForCostWithJournal(moved, cards, ALICE, cost, name, planning).game;
  const before = solves();
  const paid = payTotalCost(copy ? { ...activated } : activated, cards, ALICE, cost, payment, name);
  return { calls: solves() - before, paid, activated };
}

/** payAfterAuto's payment, which must be accepted: the solver calls and the pool after. */
function paidAfterAuto(game: GameState, card: string, copy: boolean, payment: Payment = AUTO) {
  const { calls, paid, activated } = payAfterAuto(game, card, copy, payment);
  if (!paid.ok) throw new Error(paid.refusal.message);
  return { calls, pool: player(paid.value, ALICE).manaPool, activated, game: paid.value };
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
      const planned = paidAfterAuto(board.game(), board.card, false);
      expect(planned.calls).toBe(0);
      // A copy of the same game has no plan: it is solved afresh, and pays the same mana.
      const solved = paidAfterAuto(board.game(), board.card, true);
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

describe('601.2g → 601.2h: the plan spends the convoke creatures, improvise artifacts and delve cards PAY names', () => {
  const SEVEN = ['Opt', 'Shock', 'Brainstorm', 'Divination', 'Lightning Bolt', 'Counterspell', 'Giant Growth'];
  const cruise = () => gameOf({ players: players({ hand: ['Treasure Cruise'], graveyard: SEVEN }), battlefield: Array.from({ length: 5 }, () => ({ card: 'Island', controller: ALICE })), turn: ALICE_MAIN });
  const chord = (battlefield: { card: string; controller: string; tapped?: boolean }[]) => gameOf({ players: players({ hand: ['Chord of Calling'] }), battlefield, turn: ALICE_MAIN });
  const giant = () =>
    gameOf({
      players: players({ hand: ['Enraged Giant'] }),
      battlefield: [...['Memnite', 'Memnite'], ...Array.from({ length: 4 }, () => 'Mountain')].map((card) => ({ card, controller: ALICE })),
      turn: ALICE_MAIN,
    });
  const HELPED: readonly { readonly name: string; readonly card: string; readonly game: () => GameState; readonly payment: Payment }[] = [
    { name: '702.66: Treasure Cruise, three cards delved and five Islands', card: 'treasure-cruise', game: cruise, payment: { ...AUTO, delve: ['opt', 'shock', 'brainstorm'] } },
    {
      name: '702.51: Chord of Calling for X = 0, a Llanowar Elves convoked and two Forests',
      card: 'chord-of-calling',
      game: () => chord([{ card: 'Llanowar Elves', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }]),
      payment: { ...AUTO, convoke: ['llanowar-elves'] },
    },
    { name: '702.126: Enraged Giant, two Memnites improvised and four Mountains', card: 'enraged-giant', game: giant, payment: { ...AUTO, improvise: ['memnite', 'memnite-2'] } },
  ];
  /** What paying changed: the permanents tapped, the graveyard, exile and the pool's types. */
  const after = (game: GameState) => ({
    tapped: game.battlefield.filter((p) => p.tapped).map((p) => p.id).sort(),
    graveyard: player(game, ALICE).graveyard.map((c) => c.id),
    exile: game.exile.map((c) => c.id).sort(),
    pool: player(game, ALICE).manaPool.map((u) => u.type).sort(),
  });

  for (const board of HELPED) {
    it(`601.2h: PAY auto spends the plan and every object it names without solving again (${board.name})`, () => {
      const planned = paidAfterAuto(board.game(), board.card, false, board.payment);
      expect(planned.calls).toBe(0);
      const solved = paidAfterAuto(board.game(), board.card, true, board.payment);
      expect(solved.calls).toBeGreaterThan(0);
      expect(after(planned.game)).toEqual(after(solved.game));
      expect(planned.pool).toEqual([]);
    });
  }

  it('601.2h: a plan is for the objects its PAY named: other delve cards are solved again and judged as named', () => {
    const planning = HELPED[0]!.payment;
    const { calls, paid } = payAfterAuto(cruise(), 'treasure-cruise', false, planning, { ...planning, delve: ['opt', 'shock', 'divination'] });
    expect(calls).toBeGreaterThan(0);
    if (!paid.ok) throw new Error(paid.refusal.message);
    expect(after(paid.value).exile).toEqual(['divination', 'opt', 'shock']);
    // Fewer cards named than planned leaves {1} unpaid: no partial payment.
    const fewer = payAfterAuto(cruise(), 'treasure-cruise', false, planning, { ...planning, delve: ['opt', 'shock'] });
    expect(fewer.calls).toBeGreaterThan(0);
    expect(fewer.paid.ok).toBe(false);
  });

  it('702.51: a creature named that pays nothing here (a colourless Memnite for {G}{G}{G}) leaves no plan, and 601.2h refuses the payment', () => {
    const game = chord([{ card: 'Memnite', controller: ALICE }, ...Array.from({ length: 3 }, () => ({ card: 'Forest', controller: ALICE }))]);
    const { calls, paid } = payAfterAuto(game, 'chord-of-calling', false, { ...AUTO, convoke: ['memnite'] });
    expect(calls).toBeGreaterThan(0);
    expect(paid.ok ? null : paid.refusal.code).toBe('UNPAYABLE_COST');
  });

  it("702.51: a creature named that can't convoke (tapped) leaves no plan, and 601.2h refuses it", () => {
    const game = chord([{ card: 'Grizzly Bears', controller: ALICE, tapped: true }, ...Array.from({ length: 3 }, () => ({ card: 'Forest', controller: ALICE }))]);
    const { paid } = payAfterAuto(game, 'chord-of-calling', false, { ...AUTO, convoke: ['grizzly-bears'] });
    expect(paid.ok ? null : paid.refusal.code).toBe('PAYMENT_DOES_NOT_COVER_COST');
  });

  it('601.2h: on random boards, spending the plan and solving afresh accept the same payments and leave the same game (Chord of Calling convoked, Treasure Cruise delved)', () => {
    const PERMANENTS = ['Forest', 'Island', 'Llanowar Elves', 'Grizzly Bears', 'Memnite', 'Birds of Paradise', 'Sol Ring'];
    const GRAVEYARD = ['Opt', 'Shock', 'Brainstorm', 'Divination'];
    const boards = fc.record({
      chord: fc.boolean(),
      x: fc.integer({ min: 0, max: 3 }),
      // Mostly untapped, so that many payments can be made.
      battlefield: fc.array(fc.record({ card: fc.constantFrom(...PERMANENTS), tapped: fc.constantFrom(false, false, false, true) }), { minLength: 3, maxLength: 12 }),
      graveyard: fc.array(fc.constantFrom(...GRAVEYARD), { maxLength: 8 }),
      picks: fc.array(fc.nat(), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(boards, ({ chord, x, battlefield, graveyard, picks }) => {
        const hand = chord ? 'Chord of Calling' : 'Treasure Cruise';
        const game = gameOf({ players: players({ hand: [hand], graveyard }), battlefield: battlefield.map((p) => ({ ...p, controller: ALICE })), turn: ALICE_MAIN });
        // The objects named: some of alice's creatures (tapped ones too, which can't convoke) or graveyard cards.
        const offered = chord ? game.battlefield.filter((p) => ['Llanowar Elves', 'Grizzly Bears', 'Memnite', 'Birds of Paradise'].includes(p.card)).map((p) => p.id) : player(game, ALICE).graveyard.map((c) => c.id);
        const named = [...new Set(picks.filter(() => offered.length > 0).map((i) => offered[i % offered.length]!))];
        const payment: Payment = chord ? { ...AUTO, convoke: named } : { ...AUTO, delve: named };
        const card = chord ? 'chord-of-calling' : 'treasure-cruise';
        const planned = payAfterAuto(game, card, false, payment, payment, chord ? x : undefined);
        const solved = payAfterAuto(game, card, true, payment, payment, chord ? x : undefined);
        expect(planned.paid.ok).toBe(solved.paid.ok);
        if (planned.paid.ok && solved.paid.ok) expect(after(planned.paid.value)).toEqual(after(solved.paid.value));
        else if (!planned.paid.ok && !solved.paid.ok) expect(planned.paid.refusal.code).toBe(solved.paid.refusal.code);
      }),
      { numRuns: 500 },
    );
  });
});
