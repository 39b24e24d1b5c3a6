/** CR 601.2d: dividing an effect among the targets as the spell is cast. */
import { describe, expect, it } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome, refuse, where } from './cast-helpers.js';

const game = gameOf({
  players: [{ id: 'alice', hand: ['Rolling Thunder', 'Flames of the Firebrand', 'Fireball'], manaPool: ['R', 'R', 'R', 'R', 'R', 'R'] }, { id: 'bob' }],
  battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }, { card: 'Hill Giant', controller: 'bob' }],
  turn: ALICE_MAIN,
});

describe('601.2d: division', () => {
  it('601.2d: Rolling Thunder divides X among its targets, each getting at least one, the total exact', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'rolling-thunder' });
    accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x: 4 });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears', 'hill-giant']] });
    expect(where(actor)).toBe('casting.dividing');
    expect(refuse(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [2, 2, 0] })).toMatchObject({ rule: '601.2d', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [1, 1, 1] })).toMatchObject({ rule: '601.2d' });
    expect(refuse(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [2, 2] })).toMatchObject({ rule: '601.2d' });
    accept(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [1, 2, 1] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.stack.at(-1)?.choices.division).toEqual([1, 2, 1]);
  });

  it('601.2d: more targets than there is to divide is refused at 601.2c (each target needs at least one)', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'rolling-thunder' });
    accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x: 2 });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears', 'hill-giant']] })).toMatchObject({ rule: '601.2d', code: 'WRONG_TARGET_COUNT' });
  });

  it('601.2c–d: with X = 0 Rolling Thunder has nothing to give each target at least one of: no legal choice of targets, the cast is reversed', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'rolling-thunder' });
    accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x: 0 });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
    expect(ctx(actor).game).toEqual(game);
  });

  it('601.2d: Flames of the Firebrand divides 3 among one to three targets', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'flames-of-the-firebrand' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[]] })).toMatchObject({ code: 'WRONG_TARGET_COUNT' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears']] });
    accept(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [2, 1] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2d: Fireball divides on resolution, so it asks nothing at 601.2d', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'fireball' });
    accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x: 2 });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears']] });
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it('733: cancelling at 601.2d reverses the cast', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'flames-of-the-firebrand' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'CANCEL', player: 'alice' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(game);
  });
});
