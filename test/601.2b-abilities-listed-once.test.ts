/**
 * CR 601.2b, 601.3, 605.3a: the questions that judge many proposals (each on a game of its
 * own) list the player's mana abilities once for all of them: the hybrid and Phyrexian
 * prompts, the X prompt and the cards the first prompt offers to cast. The listing is
 * remembered per game value, so a proposal judged without the list has it made again.
 */
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { castableCards } from '../src/casting/castable.js';
import { hybridChoiceOptions, phyrexianChoiceOptions, xRange } from '../src/casting/options.js';
import * as sources from '../src/mana-abilities/ability-sources.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';

vi.mock('../src/mana-abilities/ability-sources.js', async (original) => {
  const real = await original<typeof import('../src/mana-abilities/ability-sources.js')>();
  return { ...real, abilitySources: vi.fn(real.abilitySources) };
});

const cards = BUILT_IN_CARDS;
const LANDS = ['Forest', 'Plains', 'Forest', 'Plains', 'Mountain', 'Mountain', 'Swamp', 'Swamp'].map((card, i) => ({ card, controller: ALICE, id: `land-${i}` }));

function gameWith(hand: readonly string[]): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [...hand] }, { id: BOB }], battlefield: LANDS, turn: ALICE_MAIN });
}

/** The game with the first card of alice's hand on the stack. */
function onStack(card: string): GameState {
  const game = gameWith([card]);
  return moveCardToStack(game, cards, ALICE, game.players[0]!.hand[0]!.id).game;
}

/** How many different games `ask` listed alice's mana abilities for. */
function gamesListed(ask: () => unknown): number {
  vi.mocked(sources.abilitySources).mockClear();
  ask();
  return new Set(vi.mocked(sources.abilitySources).mock.calls.map(([game]) => game)).size;
}

describe('601.2b, 601.3: the mana abilities are listed once for every proposal a question judges', () => {
  it('601.2b: the hybrid prompt (Kitchen Finks, three ways to announce its {G/W} halves) lists them once', () => {
    const game = onStack('Kitchen Finks');
    expect(gamesListed(() => hybridChoiceOptions(game, cards, game.stack.at(-1)!))).toBe(1);
  });

  it('601.2b: the Phyrexian prompt (Dismember, three ways to pay its {B/P} symbols) lists them once', () => {
    const game = onStack('Dismember');
    expect(gamesListed(() => phyrexianChoiceOptions(game, cards, game.stack.at(-1)!))).toBe(1);
  });

  it('107.3: the X prompt (Fireball, every X it asks about) lists them once', () => {
    const game = onStack('Fireball');
    expect(gamesListed(() => xRange(game, cards, game.stack.at(-1)!))).toBe(1);
  });

  it('601.3: the cards the first prompt offers to cast (four cards, each with its own proposals) list them once', () => {
    const game = gameWith(['Kitchen Finks', 'Lightning Bolt', 'Fireball', 'Counterspell']);
    expect(castableCards(game, cards, ALICE).length).toBeGreaterThan(0);
    expect(gamesListed(() => castableCards(game, cards, ALICE))).toBe(1);
  });
});
