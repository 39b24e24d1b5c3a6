/**
 * CR 107.3, 601.2b, 601.2h: the largest X the X prompt offers as payable (xRange). The mana
 * alone bounds it without the solver (no source makes more than its amount), and that bound
 * is most often the answer; below it the prompt searches. Checked against asking every X in
 * turn on random boards, and by counting how often the prompt asks whether a cost can be paid.
 */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { moveCardToStack, updateChoices } from '../src/casting/announce.js';
import { announcementCombinations } from '../src/casting/announcement-combinations.js';
import { xRange } from '../src/casting/options.js';
import { fewestTargets } from '../src/casting/targets.js';
import * as payability from '../src/costs/payability.js';
import { sourceOf } from '../src/costs/self-costs.js';
import { totalCost } from '../src/costs/total-cost.js';
import type { GameState, StackObject } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';

vi.mock('../src/costs/payability.js', async (original) => {
  const real = await original<typeof import('../src/costs/payability.js')>();
  return { ...real, canPayTotalCost: vi.fn(real.canPayTotalCost) };
});

const cards = BUILT_IN_CARDS;

/** Spells with X: in the mana cost only, with convoke or improvise, in life (Bond of Agony) or in cards exiled (Skeletal Scrying), with targets. */
const X_SPELLS = ['Chord of Calling', 'Fireball', 'Comet Storm', 'Rolling Thunder', 'Dregs of Sorrow', 'Whir of Invention', 'Battle at the Bridge', 'Bond of Agony', 'Skeletal Scrying', 'Distorting Wake'] as const;
const LANDS = ['Forest', 'Mountain', 'Island', 'Swamp', 'Plains'] as const;
const PERMANENTS = [...LANDS, ...LANDS, ...LANDS, 'Llanowar Elves', 'Birds of Paradise', 'Sol Ring', 'Grizzly Bears', 'Memnite', 'Goblin Electromancer', 'Thalia, Guardian of Thraben'] as const;

/** The card in alice's hand cast onto the stack: the game and the spell, before X is announced. */
function onStack(spec: Parameters<typeof gameOf>[0]): { readonly game: GameState; readonly spell: StackObject } {
  const start = gameOf(spec);
  const game = moveCardToStack(start, cards, ALICE, start.players[0]!.hand[0]!.id).game;
  return { game, spell: game.stack.at(-1)! };
}

/** Whether the spell could be paid with X announced as `x`: some announcement of its other symbols, its fewest targets, the solver that pays. */
function payableAt(game: GameState, spell: StackObject, x: number): boolean {
  const targets = fewestTargets(game, cards, spell) ?? [];
  return announcementCombinations(game, cards, spell).some((a) => {
    const proposal = { ...spell, choices: { ...spell.choices, targets, ...a, x } };
    const proposed = updateChoices(game, spell, proposal.choices);
    return payability.canPayTotalCost(proposed, cards, ALICE, totalCost(proposed, cards, proposal), spell.card, sourceOf(spell));
  });
}

const asked = () => vi.mocked(payability.canPayTotalCost).mock.calls.length;

describe('107.3, 601.2h: the largest X the prompt offers as payable', () => {
  it('107.3, 601.2h: on random boards it is the largest X that can be paid, asking every X in turn (null when none can)', () => {
    // Mostly alice's untapped permanents, so that most spells can be paid with some X.
    const permanent = fc.record({ card: fc.constantFrom(...PERMANENTS), mine: fc.constantFrom(true, true, true, false), tapped: fc.constantFrom(false, false, false, true) });
    fc.assert(
      fc.property(
        fc.constantFrom(...X_SPELLS),
        fc.array(permanent, { minLength: 6, maxLength: 24 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 8 }),
        (card, board, life, graveyard) => {
          const spec = {
            players: [{ id: ALICE, hand: [card], life, graveyard: Array.from({ length: graveyard }, () => 'Grizzly Bears') }, { id: BOB }],
            battlefield: board.map((p, i) => ({ card: p.card, controller: p.mine ? ALICE : BOB, tapped: p.tapped, id: `p${i}` })),
            turn: ALICE_MAIN,
          };
          const { game, spell } = onStack(spec);
          const range = xRange(game, cards, spell);
          // No board here makes 50 mana, nor has 50 life or cards: every X above that is unpayable.
          const payable = Array.from({ length: 50 }, (_, k) => range.min + k).filter((x) => payableAt(game, spell, x));
          expect(range.payableUpTo).toBe(payable.length === 0 ? null : payable.at(-1));
          // Payability falls as X grows: every X from the least to the largest can be paid.
          expect(payable).toEqual(payable.length === 0 ? [] : Array.from({ length: payable.length }, (_, k) => range.min + k));
        },
      ),
      { numRuns: 150, seed: 1073 },
    );
  });

  it('601.2h: when the mana is all that limits X (60 Forests for Chord of Calling) the prompt asks twice: X 0 and X 57', () => {
    const forests = Array.from({ length: 60 }, (_, i) => ({ card: 'Forest', controller: ALICE, id: `forest-${i}` }));
    const { game, spell } = onStack({ players: [{ id: ALICE, hand: ['Chord of Calling'] }, { id: BOB }], battlefield: forests, turn: ALICE_MAIN });
    const before = asked();
    expect(xRange(game, cards, spell).payableUpTo).toBe(57);
    expect(asked() - before).toBe(2);
  });

  it('107.3, 119.4: when something else limits X (3 life for Bond of Agony, 9 Swamps) the prompt searches below what the mana allows', () => {
    const swamps = Array.from({ length: 9 }, (_, i) => ({ card: 'Swamp', controller: ALICE, id: `swamp-${i}` }));
    const { game, spell } = onStack({ players: [{ id: ALICE, hand: ['Bond of Agony'], life: 3 }, { id: BOB }], battlefield: swamps, turn: ALICE_MAIN });
    expect(xRange(game, cards, spell).payableUpTo).toBe(3);
    expect(payableAt(game, spell, 3) && !payableAt(game, spell, 4)).toBe(true);
  });
});
