/**
 * CR 601.2a: a card cast moves from where it is to the stack, so a proposal of it is a game whose
 * hand (or graveyard) has lost it. "What may I do now" proposes each of the k cards of a hand,
 * and each proposal made the hand anew: k copies of k cards, though a Lightning Bolt's proposal
 * never reads the hand. The zone's new array is made when something first reads it
 * (game/update.ts `withoutCard`), so the question reads a hand of k about k times (counted, not
 * timed), and the card has still left its zone for every reader: JSON, a spread, a deep compare.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { castableCards } from '../src/casting/castable.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { countedZone } from './board-reads.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

/** Alice with `k` copies of `card` in `zone` and five Mountains and Swamps; bob with a Grizzly Bears. */
function gameWith(k: number, card: string, zone: 'hand' | 'graveyard'): GameState {
  return gameOf({
    players: [{ id: 'alice', [zone]: Array.from({ length: k }, () => card) }, { id: 'bob' }],
    battlefield: [
      ...Array.from({ length: 5 }, () => ({ card: 'Mountain', controller: 'alice' })),
      ...Array.from({ length: 5 }, () => ({ card: 'Swamp', controller: 'alice' })),
      { card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: ALICE_MAIN,
  });
}

/** How many times `question` reads a card of alice's `zone` by its place, with k cards there. */
function readsOf(question: (game: GameState) => unknown, k: number, card: string, zone: 'hand' | 'graveyard'): number {
  const { game, reads } = countedZone(gameWith(k, card, zone), zone);
  question(game);
  return reads();
}

const whatMayIDo = (game: GameState) => legalActions(game, BUILT_IN_CARDS, 'alice');
const castable = (game: GameState) => castableCards(game, BUILT_IN_CARDS, 'alice');

describe('601.2a: proposing each card of a zone copies the zone only for a proposal that reads it', () => {
  it('601.2a: what may I do now with a hand of 400 Lightning Bolts reads the hand four times as often as with 100, not sixteen', () => {
    const small = readsOf(whatMayIDo, 100, 'Lightning Bolt', 'hand');
    const large = readsOf(whatMayIDo, 400, 'Lightning Bolt', 'hand');
    expect(whatMayIDo(gameWith(400, 'Lightning Bolt', 'hand')).casts.filter((c) => c.payable)).toHaveLength(400);
    // Copying each proposal's hand was k² reads: 160,000 for 400 cards.
    expect(large).toBeLessThan(400 * 40);
    expect(large / small).toBeLessThan(4.5);
  });

  it('601.2a: castable cards with 400 Cabal Therapies in the graveyard (flashback, 702.34a) reads the graveyard tens of times, not 400 times, for each card', () => {
    const game = gameWith(400, 'Cabal Therapy', 'graveyard');
    // Flashback's sacrifice needs a creature of alice's, which she lacks: none is castable, each proposed all the same.
    expect(castable(game)).toEqual([]);
    expect(whatMayIDo(game).casts.map((c) => c.ways[0]!.refusal?.rule)).toEqual(Array.from({ length: 400 }, () => '601.2h'));
    expect(readsOf(castable, 400, 'Cabal Therapy', 'graveyard')).toBeLessThan(400 * 40);
  });

  it('601.2a: the card cast has left its hand for every reader: each read, a spread, JSON and a deep compare', () => {
    const game = gameWith(3, 'Lightning Bolt', 'hand');
    const [first, second, third] = game.players[0]!.hand;
    const moved = moveCardToStack(game, BUILT_IN_CARDS, 'alice', second!.id).game;
    const alice = moved.players[0]!;
    expect(alice.hand).toEqual([first, third]);
    // Made once: every read is given the same array.
    expect(alice.hand).toBe(alice.hand);
    expect({ ...alice }.hand).toBe(alice.hand);
    expect(Object.keys(alice)).toEqual(Object.keys(game.players[0]!));
    expect(JSON.parse(JSON.stringify(moved.players[0]))).toEqual({ ...game.players[0], hand: [first, third] });
    expect(moved.stack.map((s) => s.card)).toEqual(['Lightning Bolt']);
    // The game it came from is unchanged.
    expect(game.players[0]!.hand).toEqual([first, second, third]);
  });

  it('601.2a: a card cast from a graveyard has left it, the library and hand untouched', () => {
    const game = gameWith(2, 'Cabal Therapy', 'graveyard');
    const [first, second] = game.players[0]!.graveyard;
    const moved = moveCardToStack(game, BUILT_IN_CARDS, 'alice', first!.id).game;
    expect(moved.players[0]!.graveyard).toEqual([second]);
    expect(moved.players[0]!.hand).toBe(game.players[0]!.hand);
    expect(moved.players[0]!.library).toBe(game.players[0]!.library);
  });
});
