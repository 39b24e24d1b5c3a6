/** CR 107.3b: X is 0 when a spell is cast without paying its mana cost; "another target" (Falling Timber, Comet Storm). */
import { describe, expect, it } from 'vitest';
import { canCast } from '../src/casting/castable.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome, refuse } from './cast-helpers.js';

describe('107.3b: X without paying the mana cost', () => {
  const game = gameOf({
    players: [{ id: 'alice', hand: ["Ertai's Meddling", 'Fireball'] }, { id: 'bob' }],
    battlefield: [{ card: 'Omniscience', controller: 'alice' }],
    stack: [{ card: 'Shock', controller: 'bob', targets: [['alice']] }],
    turn: ALICE_MAIN,
    priority: 'alice',
  });

  it("107.3b: Ertai's Meddling can't be cast without paying its mana cost: X would be 0, and X can't be 0", () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'ertai-s-meddling' });
    expect(refuse(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: 'without paying its mana cost' })).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_X' });
    expect(canCast(game, BUILT_IN_CARDS, 'alice', 'ertai-s-meddling').ok).toBe(false);
  });

  it('107.3b: Fireball cast without paying its mana cost has X 0 and asks no X', () => {
    const sorcery = { ...game, stack: [] };
    const actor = castActor(sorcery);
    accept(actor, { type: 'CAST', player: 'alice', card: 'fireball' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: 'without paying its mana cost' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.stack.at(-1)?.choices.x).toBeNull();
  });
});

describe('601.2c: "another target"', () => {
  it("601.2c: kicked Falling Timber's second target creature must be another creature", () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Falling Timber'], manaPool: ['G', 'G', 'G'] }, { id: 'bob' }],
      battlefield: [{ card: 'Forest', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'bob' }, { card: 'Hill Giant', controller: 'bob' }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'falling-timber' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', optional: { kicker: 1 } });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears'], ['grizzly-bears']] })).toMatchObject({ rule: '601.2c', code: 'DUPLICATE_TARGET' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears'], ['hill-giant']] });
  });

  it("601.2c: separate target words without 'another' may still share a target (Decimate on Seat of the Synod)", () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Decimate'], manaPool: ['R', 'G', 'R', 'G'] }, { id: 'bob' }],
      battlefield: [{ card: 'Seat of the Synod', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'bob' }, { card: 'Propaganda', controller: 'bob' }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'decimate' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['seat-of-the-synod'], ['grizzly-bears'], ['propaganda'], ['seat-of-the-synod']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });
});
