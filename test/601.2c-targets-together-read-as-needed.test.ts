/**
 * CR 601.2c: a target word whose targets must share a player — "two target creatures controlled
 * by the same player" (Incriminate), "… controlled by different players" (Run Away Together) —
 * has a legal choice when some player controls two of its creatures, or two players one each.
 * Its legal targets are read in order only until a group holds as many as the spell's words
 * need between them (casting/target-groups.ts `enoughTogether`), so k copies in a hand beside n
 * creatures read about n + k permanents, not k·n (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { counted } from './board-reads.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const INCRIMINATE: CardInput = { name: 'Test Incriminate', manaCost: '{1}{B}', types: ['Sorcery'], targets: [{ what: { types: ['Creature'] }, count: 2, together: 'sameController' }], text: 'Choose two target creatures controlled by the same player. That player sacrifices one of them.' } as CardInput;
const RUN_AWAY: CardInput = { name: 'Test Run Away', manaCost: '{1}{B}', types: ['Instant'], targets: [{ what: { types: ['Creature'] }, count: 2, together: 'differentControllers' }], text: 'Choose two target creatures controlled by different players. Return those creatures to their owners\' hands.' } as CardInput;
/** A word before the group word, which may take one of its targets ("other"): the group word needs one more. */
const SPLIT: CardInput = {
  name: 'Test Split',
  manaCost: '{2}{B}',
  types: ['Sorcery'],
  targets: [
    { what: { types: ['Creature'], controller: 'opponent' } },
    { what: { types: ['Creature'] }, count: 2, together: 'sameController', another: true },
  ],
  text: 'Tap target creature an opponent controls. Choose two other target creatures controlled by the same player. Destroy them.',
} as CardInput;
const cards = libraryWith(INCRIMINATE, RUN_AWAY, SPLIT);

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const creature = (controller: 'alice' | 'bob', id: string) => ({ card: 'Grizzly Bears', controller, id });
const lands = (n: number, controller: 'alice' | 'bob'): Battlefield => Array.from({ length: n }, (_, i) => ({ card: 'Swamp', controller, id: `${controller}-swamp-${i}` }));
const gameWith = (hand: readonly string[], battlefield: Battlefield): GameState =>
  gameOf({ players: [{ id: 'alice', hand: [...hand] }, { id: 'bob' }], battlefield: [...lands(4, 'alice'), ...battlefield], turn: ALICE_MAIN, priority: 'alice' }, cards);

/** The smallest legal choice of targets "what may I do now" offers alice's first card (its mana cost's way), or null when it has none. */
const offered = (game: GameState): readonly (readonly string[])[] | null => legalActions(game, cards, 'alice').casts[0]!.ways[0]!.targets;

describe('601.2c: targets that share a player, read as far as a choice needs', () => {
  it("601.2c: bob's two creatures, read after one of alice's, are a legal choice for \"two target creatures controlled by the same player\"", () => {
    const game = gameWith(['Test Incriminate'], [creature('alice', 'a1'), creature('bob', 'b1'), ...lands(50, 'bob'), creature('bob', 'b2')]);
    expect(offered(game)).toEqual([['b1', 'b2']]);
  });

  it('601.2c: one of bob\'s creatures, read after fifty of alice\'s, makes a legal choice for "two target creatures controlled by different players"; with none of his, no choice', () => {
    const alices = Array.from({ length: 50 }, (_, i) => creature('alice', `a${i}`));
    expect(offered(gameWith(['Test Run Away'], [...alices, creature('bob', 'b1')]))).toEqual([['a0', 'b1']]);
    expect(offered(gameWith(['Test Run Away'], alices))).toBeNull();
  });

  it("601.2c: a word before it that takes one of bob's two creatures leaves the group word alice's two (its list is read until a group holds three, the targets both words need)", () => {
    const game = gameWith(['Test Split'], [creature('bob', 'b1'), creature('bob', 'b2'), creature('alice', 'a1'), creature('alice', 'a2')]);
    expect(offered(game)).toEqual([['b1'], ['a1', 'a2']]);
  });

  it('601.2c: 40 more Incriminates in a hand beside 1,600 creatures add fewer reads of permanents than four passes over the board (listing every creature for each copy read 64,000)', () => {
    const board: Battlefield = Array.from({ length: 1600 }, (_, i) => creature(i % 2 ? 'bob' : 'alice', `c${i}`));
    const reads = (copies: number): number => {
      const { game, reads: count } = counted(gameWith(Array.from({ length: copies }, () => 'Test Incriminate'), board));
      expect(legalActions(game, cards, 'alice').casts.map((c) => c.payable)).toEqual(Array.from({ length: copies }, () => true));
      return count();
    };
    const forty = reads(40);
    expect(reads(80) - forty).toBeLessThan(4 * 1604);
  });
});
