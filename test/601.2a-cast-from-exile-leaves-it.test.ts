/**
 * CR 601.2a: a card cast from exile (or a commander from the command zone, 903.8) moves to the
 * stack, so a proposal of it is a game whose exile has lost it. "What may I do now" proposes each
 * of the k cards in exile a player may cast, and each proposal made the exile anew: k copies of
 * an exile of e cards, though a Lightning Bolt's proposal never reads the exile. The new array is
 * made when something first reads it (game/update.ts `removeCard`), in the game the card left it
 * and in every game made from that one (`nextGame`), and the card has still left exile for every
 * reader: JSON, a spread, a deep compare, a cast through the chart, CANCEL (733), a persisted
 * chart. The question reads an exile of k cards about k times (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { legalTargets, targetSpecs } from '../src/casting/targets.js';
import { findStackObject } from '../src/game/queries.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { pendingRemoval } from '../src/game/one-removed.js';
import { nextGame } from '../src/game/update.js';
import type { CastEventInput } from '../src/events/schema.js';
import { countedExile } from './board-reads.js';
import { accept, acceptAll, ctx, outcome, persistedAndResumed, runCast } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import type { CardInput } from '../src/cards/schema.js';

/** Alice with `k` Lightning Bolts in exile she may cast (an effect's permission, 601.3) and two Mountains; bob with a Grizzly Bears. */
function gameWith(k: number): GameState {
  return gameOf({
    players: [{ id: 'alice' }, { id: 'bob' }],
    exile: Array.from({ length: k }, () => ({ card: 'Lightning Bolt', owner: 'alice', mayCastFrom: { reason: 'effect' as const, by: 'alice' } })),
    battlefield: [
      { card: 'Mountain', controller: 'alice' },
      { card: 'Mountain', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: ALICE_MAIN,
  });
}

/** Alice's commander in the command zone, and the lands to cast it (903.8). */
const withCommander = (): GameState =>
  gameOf({
    players: [{ id: 'alice' }, { id: 'bob' }],
    command: [{ card: 'Adun Oakenshield', owner: 'alice', commander: true }],
    battlefield: ['Swamp', 'Mountain', 'Forest'].map((card) => ({ card, controller: 'alice' })),
    turn: ALICE_MAIN,
  });

/** The same game with its exile and command zone plain arrays of the same cards. */
const plain = (game: GameState): GameState => nextGame(game, { exile: [...game.exile], command: [...game.command] });

const readsOf = (k: number): number => {
  const { game, reads } = countedExile(gameWith(k));
  legalActions(game, BUILT_IN_CARDS, 'alice');
  return reads();
};

describe('601.2a: proposing each card in exile reads the exile about once for all of them', () => {
  it('601.2a, 601.3: what may I do now with 400 Lightning Bolts in exile reads the exile four times as often as with 100, not sixteen', () => {
    const casts = legalActions(gameWith(400), BUILT_IN_CARDS, 'alice').casts;
    expect(casts.filter((c) => c.payable)).toHaveLength(400);
    const small = readsOf(100);
    const large = readsOf(400);
    // Copying each proposal's exile was k² reads: 160,000 for 400 cards.
    expect(large).toBeLessThan(400 * 40);
    expect(large / small).toBeLessThan(4.5);
  });
});

describe('601.2a: a card cast from exile onto a long stack', () => {
  /** `gameWith(k)` with bob's 40 Shocks at alice on the stack, alice holding priority: each Bolt is put on a stack pushed on without a copy (game/pushed-stack.ts). */
  const besideStack = (k: number): GameState =>
    gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      exile: gameWith(k).exile.map((c) => ({ card: c.card, owner: c.owner, mayCastFrom: c.mayCastFrom! })),
      battlefield: [{ card: 'Mountain', controller: 'alice' }],
      stack: Array.from({ length: 40 }, () => ({ card: 'Shock', controller: 'bob', targets: [['alice']] })),
      turn: ALICE_MAIN,
      priority: 'alice',
    });

  it('601.2a: the Bolt is the top of a stack of 41 and the exile of twenty, not made yet, reads without it', () => {
    const before = besideStack(20);
    const { game } = moveCardToStack(before, BUILT_IN_CARDS, 'alice', before.exile[1]!.id);
    expect(pendingRemoval(game, 'exile')).toMatchObject({ from: before.exile, at: 1 });
    expect(game.stack).toHaveLength(41);
    expect(game.stack[40]).toMatchObject({ card: 'Lightning Bolt', castFrom: 'exile' });
    expect(game.exile).toEqual(before.exile.filter((_, i) => i !== 1));
    expect(game).toStrictEqual(plain(nextGame(game, { stack: [...game.stack] })));
  });

  it('601.2a: 400 Bolts in exile proposed on a stack of 40 read the exile a few times each, not 400', () => {
    const counted = countedExile(besideStack(400));
    expect(legalActions(counted.game, BUILT_IN_CARDS, 'alice').casts.filter((c) => c.payable)).toHaveLength(400);
    expect(counted.reads()).toBeLessThan(400 * 40);
  });
});

describe('601.2a, 115.5: a target word read among the cards in exile', () => {
  /** A sorcery whose target is a card in exile, and alice's `k` of them there, each hers to cast (601.3). */
  const RECALLS = libraryWith({
    name: 'Test Recall',
    manaCost: '{R}',
    types: ['Sorcery'],
    targets: [{ what: { zone: 'exile' } }],
    text: 'Put target card in exile on the bottom of its owner\'s library.',
  } as CardInput);
  const recalls = (k: number): GameState =>
    gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      exile: Array.from({ length: k }, () => ({ card: 'Test Recall', owner: 'alice', mayCastFrom: { reason: 'effect' as const, by: 'alice' } })),
      battlefield: [{ card: 'Mountain', controller: 'alice' }],
      turn: ALICE_MAIN,
    }, RECALLS);

  it('115.5: a Test Recall cast from an exile of three may target each of the others, not itself: it is on the stack', () => {
    const game = recalls(3);
    const ids = game.exile.map((c) => c.id);
    const targetsOf = (card: string) => {
      const moved = moveCardToStack(game, RECALLS, 'alice', card);
      const spell = findStackObject(moved.game, moved.id)!;
      return legalTargets(moved.game, RECALLS, spell, targetSpecs(RECALLS, spell)[0]!);
    };
    expect(targetsOf(ids[0]!)).toEqual([ids[1], ids[2]]);
    expect(targetsOf(ids[1]!)).toEqual([ids[0], ids[2]]);
  });

  it('601.2a, 601.2c: 400 Test Recalls in exile, each targeting another: the exile is read a few times for each, not 400', () => {
    const game = recalls(400);
    expect(legalActions(game, RECALLS, 'alice').casts.filter((c) => c.payable)).toHaveLength(400);
    const counted = countedExile(game);
    legalActions(counted.game, RECALLS, 'alice');
    // Each proposal made its exile (400 reads) to read the word's candidates from: about 160,000.
    expect(counted.reads()).toBeLessThan(400 * 40);
  });
});

describe('601.2a: the card cast from exile has left it for every reader', () => {
  it('601.2a: its exile of twenty read, a spread, JSON and a deep compare are those of a copied exile; what it is made from is noted', () => {
    const before = gameWith(20);
    const [first, second, ...rest] = before.exile;
    const { game } = moveCardToStack(before, BUILT_IN_CARDS, 'alice', second!.id);
    expect(pendingRemoval(game, 'exile')).toMatchObject({ from: before.exile, at: 1 });
    expect(game.exile).toEqual([first, ...rest]);
    // Made once: every read is given the same array.
    expect(game.exile).toBe(game.exile);
    expect({ ...game }.exile).toBe(game.exile);
    expect(Object.keys(game)).toEqual(Object.keys(before));
    expect(JSON.stringify(game)).toBe(JSON.stringify(plain(game)));
    expect(game).toStrictEqual(plain(game));
    expect(game.stack.map((s) => s.card)).toEqual(['Lightning Bolt']);
    expect(before.exile).toEqual([first, second, ...rest]);
  });

  it('601.2a: an exile of three is copied as the card leaves it, every reader given the same array, with no note of what it was made from', () => {
    const before = gameWith(3);
    const [first, second, third] = before.exile;
    const { game } = moveCardToStack(before, BUILT_IN_CARDS, 'alice', second!.id);
    expect(game.exile).toEqual([first, third]);
    expect({ ...game }.exile).toBe(game.exile);
    expect(Object.keys(game)).toEqual(Object.keys(before));
    expect(game).toStrictEqual(plain(game));
    expect(pendingRemoval(game, 'exile')).toBeUndefined();
    expect(before.exile).toEqual([first, second, third]);
  });

  it('601.2a: a game made from that one by another change still has the exile of twenty without the card, made when read', () => {
    const before = gameWith(20);
    const [first, second, third] = before.exile;
    const { game } = moveCardToStack(before, BUILT_IN_CARDS, 'alice', first!.id);
    const later = nextGame(game, { priority: null });
    expect(pendingRemoval(later, 'exile')).toMatchObject({ from: before.exile, at: 0 });
    expect(later.exile).toEqual(before.exile.slice(1));
    expect(later.exile.slice(0, 2)).toEqual([second, third]);
    expect(later.priority).toBeNull();
    // Once read, a game made from it is given the array itself.
    expect(nextGame(later, { priority: 'alice' }).exile).toBe(later.exile);
    // A change of the exile itself replaces it.
    expect(nextGame(game, { exile: [third!] }).exile).toEqual([third]);
    expect(pendingRemoval(nextGame(game, { exile: [third!] }), 'exile')).toBeUndefined();
  });

  it('903.8: a commander cast from the command zone has left it', () => {
    const before = withCommander();
    const { game } = moveCardToStack(before, BUILT_IN_CARDS, 'alice', before.command[0]!.id);
    expect(nextGame(game, { priority: null }).command).toEqual([]);
    expect(game).toStrictEqual(plain(game));
    expect(before.command).toHaveLength(1);
  });
});

describe('601.2a, 733: a cast from exile through the chart', () => {
  const begin = (game: GameState): CastEventInput[] => [
    { type: 'CAST', player: 'alice', card: game.exile[1]!.id },
    { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
  ];
  /** The chart with the second card's cast begun: announced and targeted (601.2a–601.2c). */
  const begun = (before: GameState) => {
    const actor = castActor(before);
    acceptAll(actor, begin(before));
    return actor;
  };

  it('601.2a–601.2i: a Lightning Bolt cast from an exile of three is on the stack, the other two still in exile', () => {
    const before = gameWith(3);
    const { outcome: ended, game: after, refusal } = runCast(before, [...begin(before), { type: 'PAY', player: 'alice', mana: 'auto' }]);
    expect(refusal).toBeNull();
    expect(ended).toBe('cast');
    expect(after.exile).toEqual([before.exile[0], before.exile[2]]);
    expect(after.stack).toMatchObject([{ card: 'Lightning Bolt', castFrom: 'exile' }]);
  });

  it('733: CANCEL mid-cast gives back the game before, the card in exile where it was', () => {
    const before = gameWith(3);
    const actor = begun(before);
    accept(actor, { type: 'CANCEL', player: 'alice' });
    expect(ctx(actor).game).toEqual(before);
  });

  it('601.2c: a chart persisted mid-cast resumes with the exile it had', () => {
    const before = gameWith(3);
    const resumed = persistedAndResumed(begun(before));
    expect(ctx(resumed).game.exile).toEqual([before.exile[0], before.exile[2]]);
    acceptAll(resumed, [{ type: 'PAY', player: 'alice', mana: 'auto' }]);
    expect(outcome(resumed)).toBe('cast');
  });
});
