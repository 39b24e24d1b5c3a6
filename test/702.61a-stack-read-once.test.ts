/**
 * CR 702.61a, 601.2a, 601.2b: "what may I do now" asks, for each of k cards, whether a spell with
 * split second is on the stack, and proposes each on top of it; each asking looked at every spell
 * of a stack of n, and each proposal's choices were set by mapping the whole stack. The split
 * second spell is found once for each stack array (casting/prohibitions.ts), and a proposal's
 * choices are set on the object looked for from the top (game/update.ts `updateStackObject`):
 * k Counterspells beside n spells read the spells' fields about k + n times, not k·n (counted);
 * an object changed keeps its place and the others theirs, and an id not there changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { nextGame, updateStackObject } from '../src/game/update.js';
import { askedInTurn } from './board-reads.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

/** Alice with `k` Counterspells and two Islands' mana; bob's `spells` on the stack, the last on top; alice has priority. */
const gameWith = (k: number, spells: readonly string[]): GameState =>
  gameOf({
    players: [{ id: 'alice', hand: Array.from({ length: k }, () => 'Counterspell'), manaPool: ['U', 'U'] }, { id: 'bob' }],
    stack: spells.map((card) => ({ card, controller: 'bob', targets: [['alice']] })),
    turn: ALICE_MAIN,
    priority: 'alice',
  });

/** `game` with each stack object behind a proxy that counts each read of one of its fields. */
function countedStack(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const stack = game.stack.map((s) => new Proxy(s, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) }));
  return { game: nextGame(game, { stack }), reads: () => reads };
}

const castable = (game: GameState) => legalActions(game, BUILT_IN_CARDS, 'alice').casts.filter((c) => c.payable).length;

describe('702.61a: the stack read once for split second, and a proposal changed where it is', () => {
  it('702.61a, 601.2b: 100 Counterspells beside 400 Shocks on the stack: each may be cast, and the Shocks are read about 500 times over, not 40,000', () => {
    const game = gameWith(100, Array.from({ length: 400 }, () => 'Shock'));
    expect(castable(game)).toBe(100);
    const counted = countedStack(game);
    legalActions(counted.game, BUILT_IN_CARDS, 'alice');
    // Each card read every Shock's kind and card for split second and every Shock's id to set its choices: over 120,000 reads.
    expect(counted.reads()).toBeLessThan(20 * (100 + 400));
  });

  it('702.61a: the answer is the stack it is asked of: a split second spell at the bottom bars every cast, and a stack without one bars none, asked in turn', () => {
    const barred = gameWith(3, ['Sudden Shock', ...Array.from({ length: 50 }, () => 'Shock')]);
    const free = gameWith(3, Array.from({ length: 51 }, () => 'Shock'));
    expect(askedInTurn(castable, barred, free)).toEqual([0, 3, 0]);
    expect(legalActions(barred, BUILT_IN_CARDS, 'alice').barred.map((b) => b.refusal.rule)).toEqual(['702.61a', '702.61a', '702.61a']);
  });

  it('601.2b: a stack object is changed in its place, wherever it is, the others shared; an id not on the stack leaves the game as it was', () => {
    const game = gameWith(0, ['Shock', 'Shock', 'Shock']);
    const [bottom, middle, top] = game.stack;
    const changed = updateStackObject(game, middle!.id, (s) => ({ ...s, choices: { ...s.choices, x: 1 } }));
    expect(changed.stack.map((s) => s.choices.x)).toEqual([null, 1, null]);
    expect([changed.stack[0], changed.stack[2]]).toEqual([bottom, top]);
    expect(changed.stack[0]).toBe(bottom);
    expect(game.stack[1]).toBe(middle);
    expect(updateStackObject(game, 'no-such-object', () => { throw new Error('not called'); })).toBe(game);
  });
});
