/**
 * Keeping a session and taking it back: the record (starting game + accepted events, replayed
 * through the rules) is safe to take from a client; the persisted snapshot, without the card
 * library, is for trusted storage. Tampering with either is tried here as a client would.
 */
import { createActor, type Actor } from 'xstate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeChild, sendToSession, sessionMachine, type SessionMachine } from '../machines/session.js';
import { MAX_RECORD_EVENTS, persistChart, persistSession, recordOf, restoreSession, resumeChart, resumeSession, type PersistedSession, type SessionRecord } from '../machines/persistence.js';
import { expandRepeats } from '../machines/shared-values.js';
import { castingMachine } from '../machines/casting.js';
import { dispatch } from '../machines/dispatch.js';
import type { ChartContext } from '../machines/context.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { loadCardLibrary } from '../src/scenario/card-file.js';
import { InputError } from '../src/scenario/problems.js';
import { parseCastEvent, type CastEventInput } from '../src/events/schema.js';
import { createGame } from '../src/scenario/build-game.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const game = gameOf({
  players: [{ id: 'alice', hand: ['Fireball', 'Lightning Bolt'] }, { id: 'bob', hand: ['Shock'] }],
  battlefield: [
    { card: 'Mountain', controller: 'alice' },
    { card: 'Mountain', controller: 'alice' },
    { card: 'Mountain', controller: 'alice' },
    { card: 'Mountain', controller: 'bob' },
  ],
  turn: ALICE_MAIN,
});

/** Fireball for X=2 at bob (601.2b announce, 601.2c target, 601.2g mana, 601.2h pay), then Lightning Bolt. */
const SCRIPT: CastEventInput[] = [
  { type: 'CAST', player: 'alice', card: 'fireball' },
  { type: 'ANNOUNCE_X', player: 'alice', x: 2 },
  { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
  { type: 'ACTIVATE_MANA', player: 'alice', source: 'mountain' },
  { type: 'PAY', player: 'alice' },
];

const start = () => createActor(sessionMachine, { input: { game } }).start();
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** What a session is, as the rules see it: the game, triggers, last, and the running chart's state and context (without the library). */
function stateOf(session: Actor<SessionMachine>) {
  const { value, context } = session.getSnapshot();
  const child = activeChild(session)?.getSnapshot();
  const { cards: _cards, rejected: _rejected, ...chart } = (child?.context ?? {}) as Partial<ChartContext>;
  return json({ value, game: context.game, triggers: context.triggers, last: context.last, chart: child ? { value: child.value, context: chart } : null });
}

/** A fresh session fed `events` one by one: the index of the first it refuses, or the session. */
function live(events: readonly unknown[]): { refusedAt: number; session: Actor<SessionMachine> } {
  const session = start();
  const refusedAt = events.findIndex((e) => {
    const refusal = sendToSession(session, e as CastEventInput);
    return refusal !== null && refusal.code !== 'CHART_FAILED';
  });
  return { refusedAt, session };
}

function problemsOf(attempt: () => unknown): string[] {
  try {
    attempt();
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => `${p.path}: ${p.message}`);
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('recording a session and restoring it by replay', () => {
  it('601.2: a round trip at every cut, mid-cast included, gives the live session: game, triggers, last, and the chart\'s state and context', () => {
    for (let cut = 0; cut <= SCRIPT.length; cut += 1) {
      const first = start();
      for (const event of SCRIPT.slice(0, cut)) expect(sendToSession(first, event)).toBeNull();
      const restored = restoreSession(json(recordOf(first)));
      expect(stateOf(restored)).toEqual(stateOf(first));
      for (const event of SCRIPT.slice(cut)) {
        expect(sendToSession(restored, event)).toEqual(sendToSession(first, event));
      }
      expect(stateOf(restored)).toEqual(stateOf(first));
      expect(recordOf(restored)).toEqual(recordOf(first));
    }
  });

  it('400.7: in a game with opaque ids, where a cast card becomes a new object with a new id, the replay gives the same ids', () => {
    const opaque = createGame({ players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: ALICE_MAIN });
    const session = createActor(sessionMachine, { input: { game: opaque } }).start();
    const bolt = opaque.players[0]!.hand[0]!.id;
    expect(sendToSession(session, { type: 'CAST', player: 'alice', card: bolt })).toBeNull();
    expect(sendToSession(session, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] })).toBeNull();
    const restored = restoreSession(json(recordOf(session)));
    expect(stateOf(restored)).toEqual(stateOf(session));
    expect(sendToSession(restored, { type: 'PAY', player: 'alice' })).toBeNull();
    expect(restored.getSnapshot().context.game.stack.map((o) => o.id)).not.toContain(bolt);
  });

  it('117.5, 603.3b: a round of triggered abilities waiting for ORDER_TRIGGERS is restored as in the live one, and so is the stack after it', () => {
    const withProwess = gameOf({
      players: [{ id: 'alice', hand: ['Lightning Bolt', 'Shock'] }, { id: 'bob' }],
      battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Monastery Swiftspear', controller: 'alice' }, { card: 'Monastery Swiftspear', id: 'swiftspear-2', controller: 'alice' }],
      turn: ALICE_MAIN,
    });
    const session = createActor(sessionMachine, { input: { game: withProwess } }).start();
    const events: CastEventInput[] = [
      { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice' },
    ];
    for (const event of events) expect(sendToSession(session, event)).toBeNull();
    expect(session.getSnapshot().context.round).not.toBeNull();
    expect(stateOf(restoreSession(json(recordOf(session))))).toEqual(stateOf(session));
    expect(stateOf(resumeSession(json(persistSession(session))))).toEqual(stateOf(session));
    expect(sendToSession(session, { type: 'ORDER_TRIGGERS', player: 'alice', order: [1, 0] })).toBeNull();
    expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'shock' })).toBeNull();
    expect(session.getSnapshot().context.game.stack.filter((s) => s.kind === 'trigger')).toHaveLength(2);
    expect(stateOf(restoreSession(json(recordOf(session))))).toEqual(stateOf(session));
    expect(stateOf(resumeSession(json(persistSession(session))))).toEqual(stateOf(session));
  });

  it('a refused event adds nothing to the record; an accepted one is kept as the session judged it', () => {
    const session = start();
    const cast: CastEventInput = { type: 'CAST', player: 'alice', card: 'lightning-bolt' };
    expect(sendToSession(session, { type: 'ACTIVATE_MANA', player: 'bob', source: 'mountain-4' })).toMatchObject({ code: 'NO_PRIORITY' });
    expect(sendToSession(session, { type: 'PAY', player: 'alice' })).not.toBeNull();
    expect(recordOf(session).events).toEqual([]);
    expect(sendToSession(session, cast)).toBeNull();
    (cast as { card: string }).card = 'fireball';
    expect(recordOf(session).events).toEqual([{ type: 'CAST', player: 'alice', card: 'lightning-bolt' }]);
    expect(Object.keys(recordOf(session))).toEqual(['version', 'start', 'events']);
  });

  it('the record holds nothing the rules computed: no locked cost, saved game or caster to forge', () => {
    const session = start();
    for (const event of SCRIPT.slice(0, 3)) sendToSession(session, event);
    const record = recordOf(session);
    expect(Object.keys(record.start)).toEqual(['game', 'keepManaOnReversal']);
    const text = JSON.stringify(record);
    for (const word of ['lockedCost', 'saved', 'journal', 'manaActivations', 'outcome']) expect(text).not.toContain(word);
    // A forged field is a shape error, not something believed.
    for (const forged of [{ ...record, lockedCost: { mana: {} } }, { ...record, start: { ...record.start, saved: game } }]) {
      expect(problemsOf(() => restoreSession(json(forged))).join('\n')).toMatch(/unrecognized key/i);
    }
  });

  it('601.2, 117.1: tampered events are refused by the rules, naming the event, or replay to exactly what the rules make of them', () => {
    // A CAST the rules forbid (601.3) is taken as a cast that ends `prohibited`: it changes only `last`, so it replays too.
    const tampered: { name: string; events: unknown[]; refusedAt: number }[] = [
      { name: 'another player targets (601.2c is the caster\'s)', events: SCRIPT.map((e, i) => (i === 2 ? { ...e, player: 'bob' } : e)), refusedAt: 2 },
      { name: 'bob casts without priority (117.1: refused before the card is looked at)', events: [{ type: 'CAST', player: 'bob', card: 'shock' }, ...SCRIPT], refusedAt: 0 },
      { name: 'another player pays (601.2h)', events: SCRIPT.map((e, i) => (i === 4 ? { ...e, player: 'bob' } : e)), refusedAt: 4 },
      { name: 'paying before targets are chosen (out of order)', events: [SCRIPT[0], SCRIPT[1], SCRIPT[4], SCRIPT[2]], refusedAt: 2 },
      { name: 'an X too big to pay', events: SCRIPT.map((e, i) => (i === 1 ? { ...e, x: 10 } : e)), refusedAt: -1 },
      { name: "a card in bob's hand (400.2: to alice it doesn't exist)", events: [{ type: 'CAST', player: 'alice', card: 'shock' }], refusedAt: 0 },
      { name: 'the same cast twice', events: [...SCRIPT, SCRIPT[0], SCRIPT[1], SCRIPT[2], SCRIPT[3], SCRIPT[4]], refusedAt: 6 },
    ];
    for (const { name, events, refusedAt } of tampered) {
      const record = { ...json(recordOf(start())), events };
      const expected = live(events);
      expect(expected.refusedAt, name).toBe(refusedAt);
      if (expected.refusedAt >= 0) {
        expect(problemsOf(() => restoreSession(record)), name).toEqual([expect.stringMatching(new RegExp(`^\\$\\.events\\[${expected.refusedAt}\\]: the rules refuse this`))]);
      } else {
        const restored = restoreSession(record);
        expect(stateOf(restored), name).toEqual(stateOf(expected.session));
        expect(restored.getSnapshot().context.game.stack.filter((o) => o.controller === 'bob'), name).toEqual([]);
      }
    }
    // The X too big to pay: the rules let it be announced, then reverse the cast at 601.2h (CR 733); nothing is paid.
    const tooBig = restoreSession({ ...json(recordOf(start())), events: SCRIPT.map((e, i) => (i === 1 ? { ...e, x: 10 } : e)) });
    expect(tooBig.getSnapshot().context.game.stack).toEqual([]);
  });

  it('garbage shapes, events the rules do not define and oversized records are refused with their place, before any replay', () => {
    const good = json(recordOf(start()));
    const cases: [unknown, RegExp][] = [
      [null, /^\$: /],
      [[], /^\$: /],
      [{ ...good, version: 2 }, /^\$\.version: /],
      [{ ...good, events: {} }, /^\$\.events: /],
      [{ ...good, events: [null] }, /^\$\.events\[0\]\.type: unknown event type/],
      [{ ...good, events: [{ type: 'xstate.stop' }] }, /^\$\.events\[0\]\.type: unknown event type "xstate\.stop"/],
      [{ ...good, events: [{ ...SCRIPT[0], extra: 1 }] }, /^\$\.events\[0\]: /],
      [{ ...good, events: new Array(MAX_RECORD_EVENTS + 1).fill(SCRIPT[0]) }, /^\$\.events: .*100000/],
      [{ ...good, start: { ...good.start, game: null } }, /^\$\.start\.game: /],
      [{ ...good, start: { ...good.start, game: { ...game, nextId: 'x' } } }, /^\$\.start\.game\.nextId: /],
      [{ ...good, start: { ...good.start, game: { ...game, battlefield: [{ ...game.battlefield[0], card: 'Black Lotus 2' }] } } }, /^\$\.start\.game\.battlefield\[0\]\.card: unknown card "Black Lotus 2"/],
      [{ ...good, start: { ...good.start, game: { ...game, battlefield: [game.battlefield[0], game.battlefield[0]] } } }, /^\$\.start\.game\.battlefield\[1\]\.id: the id "mountain" is used twice/],
      [{ ...good, start: { ...good.start, game: { ...game, priority: 'carol' } } }, /^\$\.start\.game\.priority: no player "carol"/],
      [{ ...good, start: { ...good.start, game: { ...game, battlefield: [{ ...game.battlefield[0], id: `card-${game.nextId}` }] } } }, /^\$\.start\.game\.battlefield\[0\]\.id: "card-\d+" is an id the engine would give next/],
      [{ ...good, start: { ...good.start, game: { ...game, idStyle: 'opaque' } } }, /^\$\.start\.game\.idStyle: /],
      [{ ...good, start: { ...good.start, game: { ...game, turn: { ...game.turn, step: 'upkeep' } } } }, /^\$\.start\.game\.turn\.step: /],
      [{ ...good, start: { ...good.start, game: { ...game, players: [{ ...game.players[0], hand: new Array(10_001).fill(game.players[0]!.hand[0]) }, game.players[1]] } } }, /^\$\.start\.game\.players\[0\]\.hand: /],
      [JSON.parse(`{"version":1,"start":{"keepManaOnReversal":false,"game":${JSON.stringify(game)}},"events":[{"__proto__":{"type":"CAST"}}]}`), /__proto__/],
    ];
    for (const [raw, expected] of cases) {
      const problems = problemsOf(() => restoreSession(raw));
      expect(problems.some((p) => expected.test(p)), `${problems.join('\n')}\nexpected ${expected}`).toBe(true);
    }
  });

  it('a session that took an event other than through sendToSession has no record to vouch for', () => {
    const session = start();
    sendToSession(session, SCRIPT[0]!);
    activeChild(session)!.send(SCRIPT[1]!);
    expect(() => recordOf(session)).toThrow(/other than through sendToSession/);
    const bypassed = start();
    bypassed.send({ type: 'ACTIVATE_MANA', player: 'alice', source: 'mountain' });
    sendToSession(bypassed, SCRIPT[0]!);
    expect(() => recordOf(bypassed)).toThrow(/other than through sendToSession/);
  });

  it('a session resumed mid-cast whose chart takes an event sent to it directly has no record to vouch for; one sent through sendToSession keeps it', () => {
    const original = start();
    sendToSession(original, SCRIPT[0]!);
    const kept = resumeSession(json(persistSession(original)));
    expect(sendToSession(kept, SCRIPT[1]!)).toBeNull();
    expect(recordOf(kept).events).toHaveLength(2);
    const bypassed = resumeSession(json(persistSession(original)));
    activeChild(bypassed)!.send(SCRIPT[1]!);
    expect(() => recordOf(bypassed)).toThrow(/other than through sendToSession/);
  });

  it('a session that fails during the replay refuses the record, names the event, and throws nothing else', () => {
    const failing = sessionMachine.provide({
      guards: {
        sessionAccepts: ({ event }) => {
          if (event.type === 'ACTIVATE_MANA') throw new Error('planted');
          return true;
        },
      },
    });
    const record = { ...json(recordOf(start())), events: [{ type: 'ACTIVATE_MANA', player: 'alice', source: 'mountain' }] };
    expect(problemsOf(() => restoreSession(record, { machine: failing }))).toEqual(['$.events[0]: the session stopped (error) on this ACTIVATE_MANA']);
  });

  it('a restore runs on the app\'s machine and library, never on ones the record names', () => {
    const record = { ...json(recordOf(start())), cards: BUILT_IN_CARDS };
    expect(problemsOf(() => restoreSession(record)).join('\n')).toMatch(/unrecognized key/i);
  });
});

describe('persisting a session without the card library (trusted storage)', () => {
  it('the library is in no persisted snapshot: not the session\'s context nor the chart\'s', () => {
    const session = start();
    for (const event of SCRIPT.slice(0, 3)) sendToSession(session, event);
    const persisted = json(persistSession(session));
    const snapshot = persisted.snapshot as { context: object; children: { cast: { snapshot: { context: object } } } };
    expect(snapshot.context).not.toHaveProperty('cards');
    expect(snapshot.children.cast.snapshot.context).not.toHaveProperty('cards');
    expect(JSON.stringify(persisted)).not.toContain(BUILT_IN_CARDS['Counterspell']!.text);
    expect(() => resumeSession({ ...persisted, snapshot: { ...persisted.snapshot, context: { ...snapshot.context, cards: {} } } })).toThrow(InputError);
  });

  it('601.2: resumed at every cut with the app\'s library, the session goes on as the live one; its record goes on too', () => {
    for (let cut = 0; cut <= SCRIPT.length; cut += 1) {
      const first = start();
      for (const event of SCRIPT.slice(0, cut)) sendToSession(first, event);
      const resumed = resumeSession(json(persistSession(first)), { cards: BUILT_IN_CARDS });
      expect(stateOf(resumed)).toEqual(stateOf(first));
      for (const event of SCRIPT.slice(cut)) expect(sendToSession(resumed, event)).toEqual(sendToSession(first, event));
      expect(stateOf(resumed)).toEqual(stateOf(first));
      expect(stateOf(restoreSession(json(recordOf(resumed))))).toEqual(stateOf(first));
    }
  });

  it('a library opt-in (allowPartialCards) survives persistence, because the library comes from the app', () => {
    const file = JSON.stringify([
      {
        name: 'Riddle Shock', manaCost: '{R}', types: ['Instant'], targets: [{ what: 'any' }],
        gaps: [{ text: 'If you control a Wizard, copy this spell.', reason: 'a copy effect is not compiled', reach: 'card' }],
      },
    ]);
    const cards = loadCardLibrary(file, { allowPartialCards: true });
    const partialGame = gameOf({ players: [{ id: 'alice', hand: ['Riddle Shock'] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const session = createActor(sessionMachine, { input: { game: partialGame, cards } }).start();
    expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'riddle-shock' })).toBeNull();
    const resumed = resumeSession(json(persistSession(session)), { cards });
    expect(sendToSession(resumed, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] })).toBeNull();
    expect(sendToSession(resumed, { type: 'PAY', player: 'alice' })).toBeNull();
    expect(resumed.getSnapshot().context.last?.outcome).toBe('cast');
    const replayed = restoreSession(json(recordOf(resumed)), { cards });
    expect(stateOf(replayed)).toEqual(stateOf(resumed));
  });

  it('601.2: persisting and resuming read no card of the library, for a session, its chart or a chart alone; the resumed ones have the app\'s library in every context', () => {
    let reads = 0;
    // The app's library with one card read through a getter, so any walk over the library's cards shows.
    const watched: CardLibrary = Object.defineProperty({ ...BUILT_IN_CARDS }, 'Watched Card', {
      enumerable: true,
      get: () => {
        reads += 1;
        return BUILT_IN_CARDS['Grizzly Bears'];
      },
    });
    const session = createActor(sessionMachine, { input: { game, cards: watched } }).start();
    for (const event of SCRIPT.slice(0, 3)) expect(sendToSession(session, event)).toBeNull();
    const cast = createActor(castingMachine, { input: { game, cards: watched } }).start();
    expect(dispatch(cast, { type: 'CAST', player: 'alice', card: 'lightning-bolt' })).toBeNull();
    const before = reads;
    const persisted = json(persistSession(session));
    const persistedCast = json(persistChart(cast));
    const resumed = resumeSession(persisted, { cards: watched });
    const resumedCast = resumeChart(castingMachine, persistedCast, { cards: watched });
    expect(reads).toBe(before);
    expect(resumed.getSnapshot().context.cards).toBe(watched);
    expect(activeChild(resumed)?.getSnapshot().context.cards).toBe(watched);
    expect(resumedCast.getSnapshot().context.cards).toBe(watched);
    expect(stateOf(resumed)).toEqual(stateOf(session));
    for (const event of SCRIPT.slice(3)) expect(sendToSession(resumed, event)).toEqual(sendToSession(session, event));
    expect(stateOf(resumed)).toEqual(stateOf(session));
  });

  it('resuming walks no game for actors: data that reads like XState\'s mark of an actor stays data, in the session\'s context and the chart\'s', () => {
    const session = start();
    for (const event of SCRIPT.slice(0, 3)) expect(sendToSession(session, event)).toBeNull();
    // Every value written out (version 1), so each place can be changed alone.
    const { snapshot: written, record, shared } = json(persistSession(session));
    const persisted = { version: 1, ...(expandRepeats({ snapshot: written, record }, shared, '$') as object) } as unknown as { snapshot: { context: { game: { battlefield: object[] } }; children: Record<string, { snapshot: { context: { saved: { battlefield: object[] } } } }> } };
    // XState marks an actor in a persisted context as { xstate$$type: 1, id } and puts the actor back wherever it finds one; these contexts hold no actors, so nothing is looked for.
    const mark = (id: string) => ({ xstate$$type: 1, id });
    const [chartId, chart] = Object.entries(persisted.snapshot.children)[0]!;
    persisted.snapshot.context.game.battlefield[0] = { ...persisted.snapshot.context.game.battlefield[0], note: mark(chartId) };
    chart.snapshot.context.saved.battlefield[0] = { ...chart.snapshot.context.saved.battlefield[0], note: mark(chartId) };
    const resumed = resumeSession(persisted as unknown as PersistedSession);
    expect(resumed.getSnapshot().context.game.battlefield[0]).toHaveProperty('note', mark(chartId));
    expect(activeChild(resumed)?.getSnapshot().context.saved?.battlefield[0]).toHaveProperty('note', mark(chartId));
  });

  it('a persisted context\'s key "__proto__" comes back as a key of its own, not the context\'s prototype', () => {
    const session = start();
    for (const event of SCRIPT.slice(0, 3)) expect(sendToSession(session, event)).toBeNull();
    const persisted = JSON.parse(JSON.stringify(persistSession(session)).replace('"context":{', '"context":{"__proto__":{"polluted":true},')) as PersistedSession;
    const context = resumeSession(persisted).getSnapshot().context as unknown as Record<string, unknown>;
    expect(Object.getPrototypeOf(context)).toBe(Object.prototype);
    expect(Object.hasOwn(context, '__proto__')).toBe(true);
    expect(context['polluted']).toBeUndefined();
  });

  it('a chart persists without the library and resumes with the app\'s', () => {
    const cast = createActor(castingMachine, { input: { game } }).start();
    dispatch(cast, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    const persisted = json(persistChart(cast));
    expect(persisted['context']).not.toHaveProperty('cards');
    const resumed = resumeChart(castingMachine, persisted);
    expect(dispatch(resumed, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] })).toBeNull();
    expect(dispatch(resumed, { type: 'PAY', player: 'alice', mana: 'auto' })).toBeNull();
    expect(resumed.getSnapshot().value).toBe('cast');
  });
});

describe('persisting a session: no game written twice (trusted storage)', () => {
  /** A board of 100 permanents, half each player's, and a cast under way. */
  const big = gameOf({
    players: [{ id: 'alice', hand: ['Fireball', 'Lightning Bolt'] }, { id: 'bob', hand: ['Shock'] }],
    battlefield: Array.from({ length: 100 }, (_, i) => ({ card: ['Mountain', 'Forest', 'Llanowar Elves', 'Grizzly Bears'][i % 4]!, controller: i % 2 === 0 ? 'alice' : 'bob' })),
    turn: ALICE_MAIN,
  });
  const midCast = () => {
    const session = createActor(sessionMachine, { input: { game: big } }).start();
    for (const event of [SCRIPT[0]!, SCRIPT[1]!]) expect(sendToSession(session, event)).toBeNull();
    return session;
  };

  it('733: mid-cast, the session\'s game, the rollback point and the record\'s start are one value, and the live game shares the untouched battlefield: each permanent is written once', () => {
    const text = JSON.stringify(persistSession(midCast()));
    for (const permanent of big.battlefield) expect(text.split(`"id":"${permanent.id}"`).length - 1, permanent.id).toBe(1);
    expect(text.length).toBeLessThan(2 * JSON.stringify(big).length);
  });

  it('601.2, 733: a session resumed mid-cast ends exactly as the original, whether it is cast or cancelled (the rollback point comes back whole)', () => {
    for (const ending of [[SCRIPT[2]!, SCRIPT[3]!, SCRIPT[4]!], [{ type: 'CANCEL', player: 'alice' } as const]]) {
      const original = midCast();
      const resumed = resumeSession(json(persistSession(original)));
      expect(stateOf(resumed)).toEqual(stateOf(original));
      for (const event of ending) expect(sendToSession(resumed, event)).toEqual(sendToSession(original, event));
      expect(stateOf(resumed)).toEqual(stateOf(original));
      expect(resumed.getSnapshot().context.last?.outcome).toBe(ending.length === 1 ? 'illegal' : 'cast');
      if (ending.length === 1) expect(resumed.getSnapshot().context.game).toEqual(big);
      // Persisted again after resuming (its values equal, no longer the same objects), it is still written once.
      expect(JSON.stringify(persistSession(resumed)).length).toBe(JSON.stringify(persistSession(original)).length);
    }
  });

  it('a version 1 persisted session (every value written out) still resumes', () => {
    const original = midCast();
    const persisted = json(persistSession(original));
    const { snapshot, record } = expandRepeats({ snapshot: persisted.snapshot, record: persisted.record }, persisted.shared, '$') as { snapshot: PersistedSession['snapshot']; record: SessionRecord };
    const resumed = resumeSession({ version: 1, snapshot, record } as unknown as PersistedSession);
    expect(stateOf(resumed)).toEqual(stateOf(original));
  });

  it('a reference to no shared value is an InputError', () => {
    const persisted = json(persistSession(midCast()));
    expect(() => resumeSession({ ...persisted, shared: [] })).toThrow(InputError);
  });

  it('a chart mid-cast writes its live game and its rollback point\'s shared parts once', () => {
    const cast = createActor(castingMachine, { input: { game: big } }).start();
    dispatch(cast, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    const text = JSON.stringify(persistChart(cast));
    for (const permanent of big.battlefield) expect(text.split(`"id":"${permanent.id}"`).length - 1, permanent.id).toBe(1);
    const resumed = resumeChart(castingMachine, JSON.parse(text));
    expect(dispatch(resumed, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] })).toBeNull();
    expect(dispatch(resumed, { type: 'PAY', player: 'alice', mana: 'auto' })).toBeNull();
    expect(resumed.getSnapshot().value).toBe('cast');
  });
});

/** The record's type is the JSON it travels as. */
export type RecordJson = SessionRecord;

describe('restoring from untrusted data (property)', () => {
  /** Fireball for X=1, then Lightning Bolt: every event legal. */
  const BASE: readonly unknown[] = [
    ...SCRIPT.map((e) => (e.type === 'ANNOUNCE_X' ? { ...e, x: 1 } : e)),
    { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
    { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
    { type: 'PAY', player: 'alice' },
  ];
  const index = fc.nat(BASE.length);
  const anEvent = fc.oneof(
    fc.constantFrom(...BASE),
    fc.record({ type: fc.constantFrom('CAST', 'ACTIVATE_MANA', 'PAY', 'CANCEL', 'CHOOSE_TARGETS'), player: fc.constantFrom('alice', 'bob') }).map((e) =>
      e.type === 'CAST' ? { ...e, card: 'shock' } : e.type === 'ACTIVATE_MANA' ? { ...e, source: 'mountain-4' } : e.type === 'CHOOSE_TARGETS' ? { ...e, targets: [['alice']] } : e,
    ),
  );
  /** A client's changes to the record's events: dropped, repeated, swapped, another player, another X, an event slipped in, junk. */
  const change = fc.oneof(
    fc.record({ drop: index }),
    fc.record({ repeat: index }),
    fc.record({ swap: fc.tuple(index, index) }),
    fc.record({ at: index, player: fc.constantFrom('alice', 'bob', 'carol') }),
    fc.record({ x: fc.nat(6) }),
    fc.record({ at: index, insert: anEvent }),
    fc.record({ at: index, insert: fc.jsonValue({ maxDepth: 2 }) }),
  );
  const mutated = fc.array(change, { maxLength: 3 }).map((changes) => {
    const events = [...BASE];
    for (const c of changes) {
      if ('drop' in c) events.splice(c.drop, 1);
      else if ('repeat' in c) events.splice(c.repeat, 0, events[c.repeat] ?? BASE[0]);
      else if ('swap' in c) [events[c.swap[0]], events[c.swap[1]]] = [events[c.swap[1]] ?? BASE[0], events[c.swap[0]] ?? BASE[0]];
      else if ('player' in c) events[c.at] = { ...(events[c.at] as object), player: c.player };
      else if ('x' in c) events[1] = { ...(events[1] as object), x: c.x };
      else events.splice(c.at, 0, c.insert);
    }
    return events.filter((e) => e !== undefined);
  });

  it('601.2, 733: a restore from a mutated record is refused with an InputError naming the event the rules refuse, or is exactly what a live session makes of the same events', () => {
    const base = json(recordOf(start()));
    fc.assert(
      fc.property(mutated, (events) => {
        let restored: Actor<SessionMachine> | null = null;
        let problems: readonly { path: string; message: string }[] = [];
        try {
          restored = restoreSession({ ...base, events });
        } catch (error) {
          if (!(error instanceof InputError)) throw error;
          problems = error.problems;
        }
        if (restored) {
          const expected = live(events);
          expect(expected.refusedAt).toBe(-1);
          expect(stateOf(restored)).toEqual(stateOf(expected.session));
          expect(recordOf(restored).events.length).toBe(events.length);
          return;
        }
        expect(problems.length).toBeGreaterThan(0);
        const at = problems.map((p) => Number(/^\$\.events\[(\d+)\]/.exec(p.path)?.[1]));
        if (problems[0]!.message.startsWith('the rules refuse')) {
          // Refused in the replay: exactly where a live session refuses the same events.
          expect(problems.length).toBe(1);
          expect(live(events).refusedAt).toBe(at[0]);
        } else {
          // Refused before any replay: each problem names an event that is no event.
          for (const i of at) expect(parseCastEvent(events[i]).ok).toBe(false);
        }
      }),
      { numRuns: 200, seed: 601_2 },
    );
  }, 60_000);
});
