/** CR 601.2i: the spell becomes cast. */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, acceptAll, ctx, outcome, recordingActor, refuse, ruleNow } from './cast-helpers.js';
import { players } from './step-fixtures.js';

describe('601.2i: the spell becomes cast', () => {
  it('601.2i: the spell waits on the stack, the caster holds priority, and the released triggers are an array', () => {
    const game = gameOf({
      players: players({ hand: ['Counterspell'], manaPool: ['U', 'U'] }),
      stack: [{ card: 'Divination', controller: BOB }],
      turn: { activePlayer: BOB, phase: 'precombatMain' },
      priority: ALICE,
    });
    const { actor, states, rules } = recordingActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'counterspell' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['divination']] },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(outcome(actor)).toBe('cast');
    expect(ruleNow(actor)).toBe('601.2i');
    expect(rules[states.indexOf('casting.becomingCast')]).toBe('601.2i');
    const now = ctx(actor).game;
    expect(now.priority).toBe(ALICE);
    expect(now.stack.map((s) => [s.id, s.controller])).toEqual([
      ['divination', BOB],
      ['counterspell', ALICE],
    ]);
    expect(Array.isArray(ctx(actor).triggers)).toBe(true);
    expect(ctx(actor).triggers).toEqual([]);
    expect(ctx(actor).refusal).toBeNull();
    expect(snapshot.output).toMatchObject({ game: now, lockedCost: ctx(actor).lockedCost, refusal: null, triggers: [] });
  });

  it('601.2i: a finished cast accepts no more events', () => {
    const game = gameOf({ players: players({ hand: ['Memnite'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'memnite' },
      { type: 'PAY', player: ALICE },
    ]);
    const after = ctx(actor).game;
    expect(refuse(actor, { type: 'CANCEL', player: ALICE }).code).toBe('EVENT_NOT_EXPECTED');
    expect(ctx(actor).game).toBe(after);
    expect(outcome(actor)).toBe('cast');
  });
});
