/**
 * CR 601.2a: a card cast moves from where it is to the stack, so a proposal of it is a game whose
 * hand (or graveyard) has lost it. "What may I do now" proposes each of the k cards of a hand,
 * and each proposal made the hand anew: k copies of k cards, though a Lightning Bolt's proposal
 * never reads the hand. The zone's new array is made when something first reads it
 * (game/update.ts `withoutCard`), and what reads it for a cost (Force of Will's exile, a discard)
 * or a target (a card in a graveyard) reads the old zone's cards once for all the proposals, the
 * card taken out ruled out (cost-parts.ts `candidateList`, card-candidates.ts): the question reads
 * a zone of k about k times (counted, not timed), and the card has still left its zone for every
 * reader: JSON, a spread, a deep compare, a payment, a target.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { castableCards } from '../src/casting/castable.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { pendingRemoval } from '../src/game/one-removed.js';
import { countedZone } from './board-reads.js';
import { cast, castWith, costCards, expectReversed, pay, targets } from './cost-fixtures.js';
import { outcome } from './cast-helpers.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import type { CardInput } from '../src/cards/schema.js';
import { TEST_ECHO } from './graveyard-fixtures.js';

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

/** A sorcery with flashback whose target is a sorcery card in its owner's graveyard (cast from there, never itself: it is on the stack), and one with retrace. */
const GRAVEYARD_CARDS = libraryWith(TEST_ECHO, {
  name: 'Test Jab',
  manaCost: '{R}',
  types: ['Sorcery'],
  targets: [{ filter: 'any' }],
  castFromGraveyard: { name: 'retrace', cost: [{ kind: 'discard', what: { types: ['Land'] } }] },
  text: 'Test Jab deals 1 damage to any target.\nRetrace',
} as CardInput);

/** `game` with bob's Lightning Bolt on the stack, alice holding priority: a spell for Force of Will to target. */
const withBolt = (game: GameState): GameState =>
  gameOf({
    players: game.players.map((p) => ({ id: p.id, hand: p.hand.map((c) => c.card) })),
    stack: [{ card: 'Lightning Bolt', controller: 'bob', targets: [['alice']] }],
    turn: ALICE_MAIN,
    priority: 'alice',
  });

/** How many times `question` reads a card of alice's `zone` by its place, with k cards there. */
function readsOf(question: (game: GameState) => unknown, k: number, card: string, zone: 'hand' | 'graveyard'): number {
  const { game, reads } = countedZone(gameWith(k, card, zone), zone);
  question(game);
  return reads();
}

const whatMayIDo = (game: GameState) => legalActions(game, BUILT_IN_CARDS, 'alice');
const castable = (game: GameState) => castableCards(game, BUILT_IN_CARDS, 'alice');

describe('601.2a: proposing each card of a zone reads the zone about once for all of them, and the card has left it', () => {
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

  it("601.2a, 118.9: a hand of 400 Force of Wills (exile a blue card from your hand): each may exile another, and the hand's candidates are read once for all", () => {
    const game = withBolt(gameWith(400, 'Force of Will', 'hand'));
    const casts = whatMayIDo(game).casts;
    expect(casts.filter((c) => c.ways.some((w) => w.alternative === 'Force of Will' && w.refusal === null))).toHaveLength(400);
    const counted = countedZone(game, 'hand');
    whatMayIDo(counted.game);
    // Each proposal made its hand and a list of the 399 other blue cards: about 320,000 reads.
    expect(counted.reads()).toBeLessThan(400 * 40);
  });

  it("601.2a, 118.9: a Force of Will can't exile itself to pay for itself: alone in a hand it is unpayable that way, beside a second blue card it is payable", () => {
    const alone = withBolt(gameWith(1, 'Force of Will', 'hand'));
    const [way] = whatMayIDo(alone).casts[0]!.ways.filter((w) => w.alternative === 'Force of Will');
    expect(way!.refusal?.rule).toBe('601.2h');
    const beside = withBolt(gameOf({ players: [{ id: 'alice', hand: ['Force of Will', 'Counterspell', 'Lightning Bolt'] }, { id: 'bob' }], turn: ALICE_MAIN }));
    const force = whatMayIDo(beside).casts.find((c) => c.name === 'Force of Will')!;
    expect(force.ways.find((w) => w.alternative === 'Force of Will')!.refusal).toBeNull();
    // The Bolt isn't blue: it pays for nothing, and the Counterspell in hand has no blue card but the Force.
    const counter = whatMayIDo(beside).casts.find((c) => c.name === 'Counterspell')!;
    expect(counter.payable).toBe(false);
  });

  it("601.2a, 118.3: Test Rummage (discard a card), cast from after an Opt in hand, can't discard itself: the card taken out is the one ruled out, wherever it was", () => {
    const hand = gameOf({ players: [{ id: 'alice', hand: ['Opt', 'Test Rummage'], manaPool: ['R'] }, { id: 'bob' }], turn: ALICE_MAIN }, costCards);
    const begin = [cast('test-rummage'), targets(['bob'])];
    expectReversed(castWith(hand, [...begin, pay({ discard: ['test-rummage'] })]), hand, 'PAYMENT_DOES_NOT_COVER_COST');
    const paid = castWith(hand, [...begin, pay({ discard: ['opt'] })]);
    expect(outcome(paid)).toBe('cast');
  });

  it('601.2a, 702.34a: a graveyard of 400 Test Echoes (flashback {B}: return another sorcery card from your graveyard): each targets another, and the graveyard is read a few times for each', () => {
    const game = gameOf({ players: [{ id: 'alice', graveyard: Array.from({ length: 400 }, () => 'Test Echo') }, { id: 'bob' }], battlefield: [{ card: 'Swamp', controller: 'alice' }], turn: ALICE_MAIN }, GRAVEYARD_CARDS);
    const casts = legalActions(game, GRAVEYARD_CARDS, 'alice').casts;
    expect(casts.filter((c) => c.payable)).toHaveLength(400);
    const counted = countedZone(game, 'graveyard');
    legalActions(counted.game, GRAVEYARD_CARDS, 'alice');
    // Each proposal made its graveyard (400 reads) to read the word's candidates from: about 160,000.
    expect(counted.reads()).toBeLessThan(400 * 40);
  });

  it('601.2a, 702.81a: a graveyard of 400 Test Jabs (retrace: discard a land card): each may be cast, and the graveyard is read a few times for each', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Forest'], graveyard: Array.from({ length: 400 }, () => 'Test Jab') }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: ALICE_MAIN }, GRAVEYARD_CARDS);
    expect(legalActions(game, GRAVEYARD_CARDS, 'alice').casts.filter((c) => c.payable)).toHaveLength(400);
    const counted = countedZone(game, 'graveyard');
    legalActions(counted.game, GRAVEYARD_CARDS, 'alice');
    expect(counted.reads()).toBeLessThan(400 * 40);
  });

  it('601.2a, 115.5: a Test Echo cast from a graveyard of two is no longer there to be its own target: each targets the other', () => {
    const game = gameOf({ players: [{ id: 'alice', graveyard: ['Test Echo', 'Test Echo'] }, { id: 'bob' }], battlefield: [{ card: 'Swamp', controller: 'alice' }], turn: ALICE_MAIN }, GRAVEYARD_CARDS);
    const [first, second] = game.players[0]!.graveyard.map((c) => c.id);
    const targetsOf = (id: string) => legalActions(game, GRAVEYARD_CARDS, 'alice').casts.find((c) => c.event.card === id)!.ways[0]!.targets;
    expect(targetsOf(first!)).toEqual([[second]]);
    expect(targetsOf(second!)).toEqual([[first]]);
  });

  it('601.2a: the card cast has left its hand for every reader: each read, a spread, JSON and a deep compare; what a hand of twenty is made from is noted on that player alone', () => {
    const game = gameWith(20, 'Lightning Bolt', 'hand');
    const hand = game.players[0]!.hand;
    const left = hand.filter((_, i) => i !== 1);
    const moved = moveCardToStack(game, BUILT_IN_CARDS, 'alice', hand[1]!.id).game;
    const alice = moved.players[0]!;
    expect(alice.hand).toEqual(left);
    // Made once: every read is given the same array.
    expect(alice.hand).toBe(alice.hand);
    expect({ ...alice }.hand).toBe(alice.hand);
    expect(Object.keys(alice)).toEqual(Object.keys(game.players[0]!));
    expect(JSON.parse(JSON.stringify(moved.players[0]))).toEqual({ ...game.players[0], hand: left });
    expect(alice).toStrictEqual({ ...game.players[0], hand: left });
    expect(moved.stack.map((s) => s.card)).toEqual(['Lightning Bolt']);
    // The note of what the hand is made from is the player's own: a copy, whose hand may be changed, has none.
    expect(pendingRemoval(alice, 'hand')).toMatchObject({ from: hand, at: 1 });
    expect(pendingRemoval(alice, 'graveyard')).toBeUndefined();
    expect(pendingRemoval({ ...alice, hand: [left[0]!] }, 'hand')).toBeUndefined();
    // The game it came from is unchanged.
    expect(game.players[0]!.hand).toHaveLength(20);
  });

  it('601.2a: a hand of three is copied as the card leaves it, every reader given the same array, with no note of what it was made from', () => {
    const game = gameWith(3, 'Lightning Bolt', 'hand');
    const [first, second, third] = game.players[0]!.hand;
    const moved = moveCardToStack(game, BUILT_IN_CARDS, 'alice', second!.id).game;
    const alice = moved.players[0]!;
    expect(alice.hand).toEqual([first, third]);
    expect({ ...alice }.hand).toBe(alice.hand);
    expect(Object.keys(alice)).toEqual(Object.keys(game.players[0]!));
    expect(alice).toStrictEqual({ ...game.players[0], hand: [first, third] });
    expect(pendingRemoval(alice, 'hand')).toBeUndefined();
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
