/** CR 601.2a: the card moves to the stack. */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, player, recordingActor, ruleNow, where } from './cast-helpers.js';
import { players } from './step-fixtures.js';

describe('601.2a: the card moves to the stack', () => {
  it('601.2a: the card leaves the hand and becomes the topmost object on the stack, controlled by its caster', () => {
    const game = gameOf({
      players: players({ hand: ['Opt', 'Shock', 'Lightning Bolt'] }),
      stack: [{ card: 'Divination', controller: BOB }],
      turn: ALICE_MAIN,
      priority: ALICE,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'shock' });
    const now = ctx(actor).game;
    expect(player(now, ALICE).hand.map((c) => c.id)).toEqual(['opt', 'lightning-bolt']);
    expect(now.stack.map((s) => s.id)).toEqual(['divination', 'shock']);
    const top = now.stack[now.stack.length - 1]!;
    expect(top).toMatchObject({ kind: 'spell', id: 'shock', card: 'Shock', owner: ALICE, controller: ALICE });
    expect(ctx(actor).controller).toBe(ALICE);
    expect(ctx(actor).saved).toBe(game);
  });

  it('601.2a: the first step the chart enters after CAST names rule 601.2a', () => {
    const game = gameOf({ players: players({ hand: ['Lightning Bolt'] }), turn: ALICE_MAIN });
    const { actor, rules, states } = recordingActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expect(states[0]).toBe('casting.movingToStack');
    expect(rules[states.indexOf('casting.movingToStack')]).toBe('601.2a');
    expect(where(actor)).toBe('casting.targeting');
    expect(ruleNow(actor)).toBe('601.2c');
  });
});
