/**
 * CR 601.2a: a spell cast becomes the topmost object on the stack; 601.2b: its choices are
 * recorded on it there; 115.5: it can't target itself. On a stack of many objects the spell is
 * put on top without copying the objects below (game/pushed-stack.ts): the game reads as it
 * always did (its stack, JSON, a deep compare, a cast through the chart and CANCEL, CR 733),
 * and "what may I do now" reads the objects below once, not once for each card it proposes
 * (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { moveCardToStack } from '../src/casting/announce.js';
import { legalTargets, targetSpecs } from '../src/casting/targets.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { findStackObject, topOfStack } from '../src/game/queries.js';
import type { GameState, StackObject } from '../src/game/state.js';
import { nextGame, updateStackObject } from '../src/game/update.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import { accept, acceptAll, ctx, outcome, persistedAndResumed, runCast } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';

/** Alice's main phase, Counterspells in her hand, Islands to pay for one, and Bob's `spells` Shocks on the stack aimed at her. */
function gameWith(spells: number, counterspells = 1): GameState {
  return gameOf({
    players: [{ id: 'alice', hand: Array.from({ length: counterspells }, () => 'Counterspell') }, { id: 'bob' }],
    battlefield: [{ card: 'Island', controller: 'alice' }, { card: 'Island', controller: 'alice' }],
    stack: Array.from({ length: spells }, () => ({ card: 'Shock', controller: 'bob', targets: [['alice']] })),
    turn: ALICE_MAIN,
    priority: 'alice',
  });
}

const counterspellOf = (game: GameState) => game.players[0]!.hand[0]!.id;

/** Alice's Counterspell moved onto the stack (CR 601.2a), and the spell it became. */
function proposed(game: GameState): { readonly game: GameState; readonly spell: StackObject } {
  const moved = moveCardToStack(game, BUILT_IN_CARDS, 'alice', counterspellOf(game));
  return { game: moved.game, spell: findStackObject(moved.game, moved.id)! };
}

/** The same game with its stack a plain array of the same objects. */
const plain = (game: GameState): GameState => nextGame(game, { stack: [...game.stack] });

describe('601.2a: a spell put on top of a long stack', () => {
  it('601.2a: the spell is the topmost object, the 40 below in their order', () => {
    const before = gameWith(40);
    const { game, spell } = proposed(before);
    expect(game.stack).toHaveLength(41);
    expect(game.stack.slice(0, 40)).toEqual(before.stack);
    expect(game.stack[40]).toBe(spell);
    expect(topOfStack(game)).toBe(spell);
    expect(findStackObject(game, before.stack[0]!.id)).toBe(before.stack[0]);
    expect(game.stack).toBe(game.stack);
  });

  it('601.2a: the game reads as one whose stack was copied: its fields, JSON and a deep compare', () => {
    const { game } = proposed(gameWith(40));
    const copied = plain(game);
    expect(Object.keys(game)).toEqual(Object.keys(copied));
    expect(JSON.stringify(game)).toBe(JSON.stringify(copied));
    expect(game).toEqual(copied);
    expect({ ...game }).toEqual(copied);
  });

  it('601.2b: choices recorded on the spell change it alone; the game before keeps the spell it had', () => {
    const { game, spell } = proposed(gameWith(40));
    const chosen = updateStackObject(game, spell.id, (s) => ({ ...s, choices: { ...s.choices, targets: [[game.stack[3]!.id]] } }));
    expect(topOfStack(chosen)!.choices.targets).toEqual([[game.stack[3]!.id]]);
    expect(chosen.stack.slice(0, 40)).toEqual(game.stack.slice(0, 40));
    expect(topOfStack(game)).toBe(spell);
    expect(game.stack[40]!.choices.targets).toEqual([]);
    // A game made from it by another change keeps its stack.
    expect(nextGame(chosen, { priority: null }).stack).toEqual(chosen.stack);
  });

  it('115.5: Counterspell atop 40 spells may target each of them, and not itself', () => {
    const { game, spell } = proposed(gameWith(40));
    expect(legalTargets(game, BUILT_IN_CARDS, spell, targetSpecs(BUILT_IN_CARDS, spell)[0]!)).toEqual(game.stack.slice(0, 40).map((s) => s.id));
  });

  it('115.5: a Counterspell below may target the spell put on top', () => {
    const before = gameOf({
      players: [{ id: 'alice', hand: ['Counterspell'] }, { id: 'bob' }],
      stack: [{ card: 'Counterspell', id: 'bobs-counterspell', controller: 'bob', targets: [['shock']] }, ...Array.from({ length: 39 }, () => ({ card: 'Shock', controller: 'bob', targets: [['alice']] }))],
      turn: ALICE_MAIN,
      priority: 'alice',
    });
    const { game, spell } = proposed(before);
    const below = findStackObject(game, 'bobs-counterspell')!;
    const targets = legalTargets(game, BUILT_IN_CARDS, below, targetSpecs(BUILT_IN_CARDS, below)[0]!);
    expect(targets).toEqual(game.stack.slice(1).map((s) => s.id));
    expect(targets.at(-1)).toBe(spell.id);
  });

  it('601.2a: a stack too short to push on without a copy reads the same', () => {
    const { game, spell } = proposed(gameWith(3));
    expect(game.stack.map((s) => s.id)).toEqual([...gameWith(3).stack.map((s) => s.id), spell.id]);
    expect(game).toEqual(plain(game));
  });
});

describe('601.2a, 733: a cast through the chart on top of a long stack', () => {
  const targetDeep = (game: GameState): CastEventInput[] => [
    { type: 'CAST', player: 'alice', card: counterspellOf(game) },
    { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[game.stack[0]!.id]] },
  ];

  it('601.2a–601.2i: Counterspell cast at the deepest Shock is the top of a stack of 41, paid by both Islands', () => {
    const before = gameWith(40);
    const { outcome: ended, game: after, refusal } = runCast(before, [...targetDeep(before), { type: 'PAY', player: 'alice', mana: 'auto' }]);
    expect(refusal).toBeNull();
    expect(ended).toBe('cast');
    expect(after.stack).toHaveLength(41);
    expect(after.stack.slice(0, 40)).toEqual(before.stack);
    expect(topOfStack(after)).toMatchObject({ card: 'Counterspell', choices: { targets: [[before.stack[0]!.id]] } });
    expect(after.battlefield.every((p) => p.tapped)).toBe(true);
  });

  it('733: CANCEL mid-cast on a long stack gives back the game before the cast', () => {
    const before = gameWith(40);
    const actor = castActor(before);
    acceptAll(actor, targetDeep(before));
    accept(actor, { type: 'CANCEL', player: 'alice' });
    expect(ctx(actor).game).toEqual(before);
  });

  it('601.2c: a chart persisted mid-cast on a long stack resumes with the stack it had', () => {
    const before = gameWith(40);
    const actor = castActor(before);
    acceptAll(actor, targetDeep(before));
    const resumed = persistedAndResumed(actor);
    expect(ctx(resumed).game).toEqual(ctx(actor).game);
    acceptAll(resumed, [{ type: 'PAY', player: 'alice', mana: 'auto' }]);
    expect(outcome(resumed)).toBe('cast');
  });
});

describe('601.2a: "what may I do now" beside a long stack', () => {
  /** The game with its stack behind a proxy that counts each read of an object in it. */
  function countedStack(game: GameState): { readonly game: GameState; readonly reads: () => number } {
    let reads = 0;
    const stack = new Proxy(game.stack.slice(), { get: (target, key, receiver) => ((reads += typeof key === 'string' && /^\d+$/.test(key) ? 1 : 0), Reflect.get(target, key, receiver)) });
    return { game: nextGame(game, { stack }), reads: () => reads };
  }

  it('601.2a: eight Counterspells proposed beside 40 spells read the stack\'s objects at most twice over, not once for each card', () => {
    const { game, reads } = countedStack(gameWith(40, 8));
    const casts = legalActions(game, BUILT_IN_CARDS, 'alice').casts;
    expect(casts).toHaveLength(8);
    expect(casts.every((c) => c.payable && c.ways[0]?.targets?.[0]?.length === 1)).toBe(true);
    // 48 reads with the push; 360 when each proposal copied the stack.
    expect(reads()).toBeLessThanOrEqual(2 * 40);
  });
});
