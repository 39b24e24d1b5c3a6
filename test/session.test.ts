/** The game session: CR 117 priority, 605.3a mana abilities with priority, casts and activations as child charts, persistence. */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { castingMachine } from '../machines/casting.js';
import { activeChild, sendToSession, sessionMachine } from '../machines/session.js';
import type { CastEventInput } from '../src/events/schema.js';
import { currentStep } from '../machines/reading.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const cards = libraryWith({
  name: 'Test Pyromancer',
  manaCost: '{2}{R}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  abilities: [{ cost: [{ kind: 'tapSelf' }], targets: [{ filter: 'any' }], text: '{T}: This deals 1 damage to any target.' }],
});

const game = gameOf(
  {
    players: [{ id: 'alice', hand: ['Lightning Bolt', 'Shock'] }, { id: 'bob' }],
    battlefield: [
      { card: 'Mountain', controller: 'alice' },
      { card: 'Mountain', controller: 'alice' },
      { card: 'Test Pyromancer', controller: 'alice' },
    ],
    turn: ALICE_MAIN,
  },
  cards,
);

const session = () => createActor(sessionMachine, { input: { game, cards } }).start();

describe('the game session', () => {
  it('605.3a: the priority holder activates a mana ability; the mana floats in the pool; an opponent may not', () => {
    const s = session();
    expect(sendToSession(s, { type: 'ACTIVATE_MANA', player: 'bob', source: 'mountain' })).toMatchObject({ rule: '605.3', code: 'NO_PRIORITY' });
    expect(s.getSnapshot().context.game).toBe(game);
    expect(sendToSession(s, { type: 'ACTIVATE_MANA', player: 'alice', source: 'mountain' })).toBeNull();
    expect(s.getSnapshot().context.game.players[0]!.manaPool.map((m) => m.type)).toEqual(['R']);
  });

  it('601.2i, 602.2: a cast then an activation in one session; each ends with its object on top and its controller holding priority', () => {
    const s = session();
    const script: CastEventInput[] = [
      { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice' },
      { type: 'ACTIVATE', player: 'alice', source: 'test-pyromancer' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice' },
    ];
    for (const event of script) {
      expect(sendToSession(s, event)).toBeNull();
    }
    const { context } = s.getSnapshot();
    expect(s.getSnapshot().value).toBe('priority');
    expect(context.last?.outcome).toBe('activated');
    expect(context.game.stack.map((o) => [o.kind, o.card])).toEqual([
      ['spell', 'Lightning Bolt'],
      ['ability', 'Test Pyromancer'],
    ]);
    expect(context.game.priority).toBe('alice');
  });

  it('601.6: a choice from the wrong player is refused by the chart running in the session; nothing changes', () => {
    const s = session();
    sendToSession(s, { type: 'CAST', player: 'alice', card: 'shock' });
    const before = activeChild(s)!.getSnapshot().context.game;
    expect(sendToSession(s, { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['alice']] })).toMatchObject({ code: 'WRONG_PLAYER' });
    expect(activeChild(s)!.getSnapshot().context.game).toBe(before);
  });

  it('601.3: a CAST that may not begin leaves the session at priority with the refusal as the last outcome', () => {
    const s = session();
    expect(sendToSession(s, { type: 'CAST', player: 'alice', card: 'mountain' })).toBeNull();
    expect(s.getSnapshot().value).toBe('priority');
    expect(s.getSnapshot().context.last).toMatchObject({ outcome: 'prohibited', refusal: { rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' } });
    expect(s.getSnapshot().context.game).toBe(game);
  });

  it('117.1: a CAST from a player without priority is refused before the card is looked at; the session is as it was', () => {
    const s = session();
    expect(sendToSession(s, { type: 'CAST', player: 'bob', card: 'shock' })).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
    expect(s.getSnapshot().value).toBe('priority');
    expect(s.getSnapshot().context.last).toBeNull();
    expect(s.getSnapshot().context.game).toBe(game);
  });

  it('persists mid-cast and resumes identically', () => {
    const events: CastEventInput[] = [
      { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'ACTIVATE_MANA', player: 'alice', source: 'mountain' },
      { type: 'PAY', player: 'alice' },
    ];
    for (let cut = 1; cut < events.length; cut += 1) {
      const straight = session();
      for (const e of events) sendToSession(straight, e);
      const first = session();
      for (const e of events.slice(0, cut)) sendToSession(first, e);
      const saved = JSON.parse(JSON.stringify(first.getPersistedSnapshot()));
      const resumed = createActor(sessionMachine, { input: { game, cards }, snapshot: saved }).start();
      if (cut < events.length) expect(currentStep(activeChild(resumed)!.getSnapshot()).rule).toBe(currentStep(activeChild(first)!.getSnapshot()).rule);
      for (const e of events.slice(cut)) sendToSession(resumed, e);
      expect(resumed.getSnapshot().context.game).toEqual(straight.getSnapshot().context.game);
      expect(resumed.getSnapshot().context.last).toEqual(straight.getSnapshot().context.last);
    }
  });
});

describe('733: a chart that fails', () => {
  it('733: a chart that throws mid-cast puts the session back at priority with the game from before the cast (CHART_FAILED)', () => {
    const failing = sessionMachine.provide({
      actors: {
        cast: castingMachine.provide({
          actions: {
            payTotalCost: () => {
              throw new Error('planted');
            },
          },
        }),
      },
    });
    const session = createActor(failing, { input: { game, cards } }).start();
    const before = session.getSnapshot().context.game;
    expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'lightning-bolt' })).toBeNull();
    expect(sendToSession(session, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] })).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // XState's development build reports the actor error
    const refusal = sendToSession(session, { type: 'PAY', player: 'alice', mana: 'auto' });
    warn.mockRestore();
    expect(refusal).toMatchObject({ rule: '733', code: 'CHART_FAILED' });
    expect(refusal?.message).toContain('planted');
    const after = session.getSnapshot();
    expect(after.status).toBe('active');
    expect(after.value).toBe('priority');
    expect(activeChild(session)).toBeUndefined();
    expect(after.context.game).toBe(before);
    expect(after.context.last).toMatchObject({ outcome: 'illegal', refusal: { code: 'CHART_FAILED' }, lockedCost: null });
    // and the game goes on: the same cast, through the real chart, succeeds from here
    const healthy = createActor(sessionMachine, { input: { game: after.context.game, cards } }).start();
    expect(sendToSession(healthy, { type: 'CAST', player: 'alice', card: 'lightning-bolt' })).toBeNull();
  });
});
