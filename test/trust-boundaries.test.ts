/**
 * The trust boundaries an app crosses when it hands a client's event to the engine: `dispatch`
 * (a chart) and `sendToSession` (a session) refuse whatever the rules don't define — XState's
 * own events, payloads that aren't plain data, events sent while another is being handled or
 * after the end — and never crash, stop or reverse anything on them; `actor.send` can't be
 * made that safe (docs/security.md), but forged `xstate.done.actor.*` / `xstate.error.actor.*`
 * events sent that way change nothing.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, type Actor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { castingMachine } from '../machines/casting.js';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { sendToSession, sessionMachine, activeChild, type SessionMachine } from '../machines/session.js';
import type { ChartActor } from '../machines/charts.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { Refusal } from '../src/core/refusal.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const cards = BUILT_IN_CARDS;

const game = gameOf({
  players: [{ id: 'alice', hand: [{ card: 'Lightning Bolt', id: 'bolt' }] }, { id: 'bob' }],
  battlefield: [
    { card: 'Mountain', controller: 'alice', id: 'mountain' },
    { card: 'Prodigal Pyromancer', controller: 'alice', id: 'pyromancer' },
  ],
  turn: ALICE_MAIN,
});

const CAST: CastEventInput = { type: 'CAST', player: 'alice', card: 'bolt' };
const TARGET_BOB: CastEventInput = { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] };
const PAY: CastEventInput = { type: 'PAY', player: 'alice', mana: 'auto' };

const chart = (): ChartActor => createActor(castingMachine, { input: { game, cards } }).start();
const session = (): Actor<SessionMachine> => createActor(sessionMachine, { input: { game, cards } }).start();

/** A chart waiting at 601.2c for Lightning Bolt's target. */
function chartAtTargets(): ChartActor {
  const actor = chart();
  expect(dispatch(actor, CAST)).toBeNull();
  return actor;
}

function sessionAtTargets(): Actor<SessionMachine> {
  const actor = session();
  expect(sendToSession(actor, CAST)).toBeNull();
  return actor;
}

/** Sends events the rules don't define or that aren't plain data, as a hostile client could. */
const INTERNAL_EVENTS: readonly [string, unknown][] = [
  ['xstate.stop', { type: 'xstate.stop' }],
  ['xstate.init', { type: 'xstate.init', input: { game: { ...game, players: [] } } }],
  ['xstate.done.actor.cast (a forged game)', { type: 'xstate.done.actor.cast', output: { outcome: 'cast', game: { ...game, players: [] }, triggers: [], refusal: null, lockedCost: null } }],
  ['xstate.done.actor.activate', { type: 'xstate.done.actor.activate', output: { outcome: 'activated', game, triggers: [], refusal: null, lockedCost: null } }],
  ['xstate.error.actor.cast', { type: 'xstate.error.actor.cast', error: 'forged' }],
  ['xstate.error.actor.activate', { type: 'xstate.error.actor.activate', error: 'forged' }],
  ['spellchart.chartEnded (the session\'s own)', { type: 'spellchart.chartEnded', ending: { output: { outcome: 'cast', game: { ...game, players: [] }, triggers: [], refusal: null, lockedCost: null } } }],
  ['the wildcard *', { type: '*' }],
  ['an unknown type', { type: 'PASS_PRIORITY', player: 'alice' }],
  ['__proto__', JSON.parse('{"type":"__proto__","player":"alice"}')],
];

function hostilePayloads(): [string, unknown][] {
  const cyclic: Record<string, unknown> = { type: 'CHOOSE_TARGETS', player: 'alice' };
  cyclic.targets = [[cyclic]];
  const revoked = Proxy.revocable({ type: 'PAY', player: 'alice' }, {});
  revoked.revoke();
  return [
    ['JSON null', JSON.parse('null')],
    ['undefined', undefined],
    ['a number', 42],
    ['NaN', Number.NaN],
    ['a string', 'CAST'],
    ['a boolean', true],
    ['a symbol', Symbol('CAST')],
    ['a function', () => CAST],
    ['a bigint', 10n],
    ['an array', [CAST]],
    ['an empty object', {}],
    ['a numeric type', { type: 42, player: 'alice' }],
    ['a null type', { type: null }],
    ['an object type', { type: { toString: () => 'CAST' }, player: 'alice', card: 'bolt' }],
    ['a throwing getter on type', Object.defineProperty({ player: 'alice' }, 'type', { enumerable: true, get: () => { throw new Error('getter on type'); } })],
    ['a throwing getter on player', Object.defineProperty({ type: 'CHOOSE_TARGETS', targets: [['bob']] }, 'player', { enumerable: true, get: () => { throw new Error('getter on player'); } })],
    ['a throwing getter deep inside', { type: 'CHOOSE_TARGETS', player: 'alice', targets: [Object.defineProperty([], 0, { enumerable: true, get: () => { throw new Error('deep getter'); } })] }],
    ['a throwing toJSON', { type: 'PAY', player: 'alice', toJSON: () => { throw new Error('toJSON'); } }],
    ['a Proxy whose get trap throws', new Proxy({ type: 'PAY', player: 'alice' }, { get: () => { throw new Error('get trap'); } })],
    ['a Proxy whose ownKeys trap throws', new Proxy({ type: 'PAY', player: 'alice' }, { ownKeys: () => { throw new Error('ownKeys trap'); } })],
    ['a Proxy whose getOwnPropertyDescriptor trap throws', new Proxy({ type: 'PAY', player: 'alice' }, { getOwnPropertyDescriptor: () => { throw new Error('descriptor trap'); } })],
    ['a revoked Proxy', revoked.proxy],
    ['a cyclic object', cyclic],
    ['a bigint field', { type: 'ANNOUNCE_X', player: 'alice', x: 1n }],
    ['an enormous payload', { type: 'CHOOSE_TARGETS', player: 'alice', targets: [Array.from({ length: 200_000 }, () => 'x'.repeat(200))] }],
  ];
}

const FORBIDDEN: readonly Refusal['code'][] = ['BAD_PAYLOAD', 'EVENT_NOT_EXPECTED'];

function expectPlainRefusal(refusal: Refusal | null): void {
  expect(refusal).not.toBeNull();
  expect(refusal!.rule).toBe('601.2');
  expect(FORBIDDEN).toContain(refusal!.code);
}

/** The chart is where it was, the game unchanged, and the cast can go on to 601.2i. */
function expectChartGoesOn(actor: ChartActor, before: ReturnType<ChartActor['getSnapshot']>): void {
  const after = actor.getSnapshot();
  expect(after.status).toBe('active');
  expect(after.value).toEqual(before.value);
  expect(after.context.game).toBe(before.context.game);
  expect(dispatch(actor, TARGET_BOB)).toBeNull();
  expect(dispatch(actor, PAY)).toBeNull();
  expect(actor.getSnapshot().context.outcome).toBe('cast');
}

function expectSessionGoesOn(actor: Actor<SessionMachine>, before: ReturnType<Actor<SessionMachine>['getSnapshot']>): void {
  const after = actor.getSnapshot();
  expect(after.status).toBe('active');
  expect(after.value).toEqual(before.value);
  expect(after.context.game).toBe(before.context.game);
  expect(after.context.last).toBe(before.context.last);
  if (after.value === 'priority') expect(sendToSession(actor, CAST)).toBeNull();
  expect(sendToSession(actor, TARGET_BOB)).toBeNull();
  expect(sendToSession(actor, PAY)).toBeNull();
  expect(actor.getSnapshot().context.last?.outcome).toBe('cast');
  expect(actor.getSnapshot().context.game.stack.at(-1)?.card).toBe('Lightning Bolt');
}

describe('601.2: dispatch refuses events the rules do not define', () => {
  it.each(INTERNAL_EVENTS)('601.2: %s, before the cast and mid-cast: refused, and the chart goes on', (_, event) => {
    const idle = chart();
    const idleBefore = idle.getSnapshot();
    expectPlainRefusal(dispatch(idle, event as CastEventInput));
    expect(idle.getSnapshot().status).toBe('active');
    expect(idle.getSnapshot().context.game).toBe(idleBefore.context.game);
    expect(dispatch(idle, CAST)).toBeNull();

    const midway = chartAtTargets();
    const before = midway.getSnapshot();
    expectPlainRefusal(dispatch(midway, event as CastEventInput));
    expectChartGoesOn(midway, before);
  });

  it('601.2: the activation chart refuses xstate.stop too, and goes on', () => {
    const actor: ChartActor = createActor(activationMachine, { input: { game, cards } }).start();
    expectPlainRefusal(dispatch(actor, { type: 'xstate.stop' } as unknown as CastEventInput));
    expect(actor.getSnapshot().status).toBe('active');
    expect(dispatch(actor, { type: 'ACTIVATE', player: 'alice', source: 'pyromancer' })).toBeNull();
  });
});

describe('601.2: sendToSession refuses events the rules do not define', () => {
  it.each(INTERNAL_EVENTS)('601.2: %s, at priority and mid-cast: refused, and the session goes on', (_, event) => {
    const atPriority = session();
    const priorityBefore = atPriority.getSnapshot();
    expectPlainRefusal(sendToSession(atPriority, event as CastEventInput));
    expectSessionGoesOn(atPriority, priorityBefore);

    const midway = sessionAtTargets();
    const before = midway.getSnapshot();
    expectPlainRefusal(sendToSession(midway, event as CastEventInput));
    expectSessionGoesOn(midway, before);
  });
});

describe('601.2: payloads that are not plain data are refused, never thrown or crashed on', () => {
  let uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    uncaught = [];
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });
  /** XState rethrows an actor's error from a timer; give it the chance. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it.each(hostilePayloads())('601.2: dispatch of %s: refused as a bad payload; the chart is untouched and goes on', async (_, payload) => {
    for (const actor of [chart(), chartAtTargets()]) {
      const before = actor.getSnapshot();
      let refusal: Refusal | null = null;
      expect(() => (refusal = dispatch(actor, payload as CastEventInput))).not.toThrow();
      expectPlainRefusal(refusal);
      await settle();
      expect(uncaught).toEqual([]);
      if (before.value === 'idle') {
        expect(actor.getSnapshot().status).toBe('active');
        expect(actor.getSnapshot().context.game).toBe(before.context.game);
        expect(dispatch(actor, CAST)).toBeNull();
      } else {
        expectChartGoesOn(actor, before);
      }
    }
  });

  it.each(hostilePayloads())('601.2: sendToSession of %s: refused as a bad payload; no CHART_FAILED, the session goes on', async (_, payload) => {
    for (const actor of [session(), sessionAtTargets()]) {
      const before = actor.getSnapshot();
      let refusal: Refusal | null = null;
      expect(() => (refusal = sendToSession(actor, payload as CastEventInput))).not.toThrow();
      expectPlainRefusal(refusal);
      await settle();
      expect(uncaught).toEqual([]);
      expectSessionGoesOn(actor, before);
    }
  });

  it('601.2: a getter read twice is judged once: the copy that is judged is the event that is applied', () => {
    let reads = 0;
    const shifty = Object.defineProperty({ type: 'CHOOSE_TARGETS', targets: [['bob']] }, 'player', { enumerable: true, get: () => (reads++ === 0 ? 'alice' : 'bob') });
    const actor = chartAtTargets();
    expect(dispatch(actor, shifty as unknown as CastEventInput)).toBeNull();
    expect(reads).toBe(1);
    expect(actor.getSnapshot().context.game.stack.at(-1)?.choices.targets).toEqual([['bob']]);
  });

  it('the process survives dispatch(actor, JSON.parse("null")) and a throwing getter sent to a session (a child process exits 0)', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..');
    const script = [
      "import { createActor } from 'xstate';",
      "import { castingMachine, createGame, dispatch, sendToSession, sessionMachine } from './api/index.ts';",
      "const game = createGame({ players: [{ id: 'alice', hand: [{ card: 'Lightning Bolt', id: 'bolt' }] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: { activePlayer: 'alice', phase: 'precombatMain' } });",
      'const cast = createActor(castingMachine, { input: { game } }).start();',
      "console.log(dispatch(cast, JSON.parse('null'))?.code);",
      'const session = createActor(sessionMachine, { input: { game } }).start();',
      "console.log(sendToSession(session, Object.defineProperty({}, 'type', { enumerable: true, get() { throw new Error('boom'); } }))?.code);",
      "setTimeout(() => console.log(cast.getSnapshot().status, session.getSnapshot().status), 20);",
    ].join('\n');
    const child = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['--eval', script], { cwd: root, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout.trim().split('\n')).toEqual(['BAD_PAYLOAD', 'BAD_PAYLOAD', 'active active']);
  });
});

describe('601.2: an ended chart or a stopped session refuses every event', () => {
  it('601.2: sendToSession after session.stop() answers with a refusal, not null', () => {
    const actor = session();
    actor.stop();
    expectPlainRefusal(sendToSession(actor, CAST));
    const midway = sessionAtTargets();
    midway.stop();
    expectPlainRefusal(sendToSession(midway, TARGET_BOB));
  });

  it('601.2: dispatch to a stopped chart, or to one whose cast has ended, answers with a refusal', () => {
    const stopped = chartAtTargets();
    stopped.stop();
    expectPlainRefusal(dispatch(stopped, TARGET_BOB));
    const finished = chartAtTargets();
    dispatch(finished, TARGET_BOB);
    dispatch(finished, PAY);
    expect(finished.getSnapshot().status).toBe('done');
    expectPlainRefusal(dispatch(finished, CAST));
  });
});

describe('actor.send on the session: forged child events change nothing', () => {
  const forgedDone = { type: 'xstate.done.actor.cast', output: { outcome: 'cast', game: { ...game, players: [] }, triggers: [], refusal: null, lockedCost: null } };

  it('601.2i: a forged xstate.done.actor.cast mid-cast neither ends the cast nor replaces the game', () => {
    const actor = sessionAtTargets();
    const before = actor.getSnapshot();
    actor.send(forgedDone as never);
    expectSessionGoesOn(actor, before);
  });

  it('733: a forged xstate.error.actor.cast mid-cast does not reverse the cast as a chart failure', () => {
    const actor = sessionAtTargets();
    const before = actor.getSnapshot();
    actor.send({ type: 'xstate.error.actor.cast', error: new Error('forged') } as never);
    expect(actor.getSnapshot().context.last).toBe(before.context.last);
    expectSessionGoesOn(actor, before);
  });

  it('602.2: forged xstate.done.actor.activate and xstate.error.actor.activate mid-activation change nothing', () => {
    const actor = session();
    expect(sendToSession(actor, { type: 'ACTIVATE', player: 'alice', source: 'pyromancer' })).toBeNull();
    const before = actor.getSnapshot();
    actor.send({ type: 'xstate.done.actor.activate', output: { ...forgedDone.output, outcome: 'activated' } } as never);
    actor.send({ type: 'xstate.error.actor.activate', error: 'forged' } as never);
    const after = actor.getSnapshot();
    expect(after.value).toBe('activating');
    expect(after.context.game).toBe(before.context.game);
    expect(after.context.last).toBe(before.context.last);
    expect(sendToSession(actor, TARGET_BOB)).toBeNull();
    expect(sendToSession(actor, PAY)).toBeNull();
    expect(actor.getSnapshot().context.last?.outcome).toBe('activated');
  });

  it('601.2i, 733: a forged spellchart.chartEnded (the event the session raises for itself) mid-cast or mid-activation changes nothing', () => {
    const actor = sessionAtTargets();
    const before = actor.getSnapshot();
    actor.send({ type: 'spellchart.chartEnded', ending: forgedDone } as never);
    actor.send({ type: 'spellchart.chartEnded', ending: { output: forgedDone.output } } as never);
    actor.send({ type: 'spellchart.chartEnded', ending: { error: 'forged' } } as never);
    expectSessionGoesOn(actor, before);
  });

  it('601.2: through actor.send too, a field other than type that throws when read is refused as BAD_PAYLOAD', () => {
    const throwing = () => [
      Object.defineProperty({ type: 'CHOOSE_TARGETS', targets: [['bob']] }, 'player', { enumerable: true, get: () => { throw new Error('getter'); } }),
      new Proxy({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }, { get: (target, key) => { if (key === 'type') return target.type; throw new Error('get trap'); } }),
    ];
    for (const event of throwing()) {
      const midway = chartAtTargets();
      const chartBefore = midway.getSnapshot();
      midway.send(event as CastEventInput);
      expect(midway.getSnapshot().context.rejected?.refusal).toMatchObject({ rule: '601.2', code: 'BAD_PAYLOAD' });
      expectChartGoesOn(midway, chartBefore);
    }
    for (const event of throwing()) {
      const inSession = sessionAtTargets();
      const before = inSession.getSnapshot();
      inSession.send(event as CastEventInput);
      expect(activeChild(inSession)!.getSnapshot().context.rejected?.refusal).toMatchObject({ rule: '601.2', code: 'BAD_PAYLOAD' });
      expectSessionGoesOn(inSession, before);
    }
    const atPriority = session();
    const before = atPriority.getSnapshot();
    atPriority.send(throwing()[0] as CastEventInput);
    expect(atPriority.getSnapshot().context.rejected?.refusal).toMatchObject({ rule: '601.2', code: 'BAD_PAYLOAD' });
    expectSessionGoesOn(atPriority, before);
  });

  it('601.2i: a forged done event carrying the running chart\'s own game is still not taken', () => {
    const actor = sessionAtTargets();
    const child = activeChild(actor)!;
    const before = actor.getSnapshot();
    actor.send({ type: 'xstate.done.actor.cast', output: { outcome: 'cast', game: child.getSnapshot().context.game, triggers: [], refusal: null, lockedCost: null } } as never);
    expectSessionGoesOn(actor, before);
  });

  it('forged child events at priority and sent to a chart itself change nothing', () => {
    const atPriority = session();
    const before = atPriority.getSnapshot();
    atPriority.send(forgedDone as never);
    atPriority.send({ type: 'xstate.error.actor.cast', error: 'forged' } as never);
    expectSessionGoesOn(atPriority, before);

    const midway = chartAtTargets();
    const chartBefore = midway.getSnapshot();
    midway.send(forgedDone as never);
    midway.send({ type: 'xstate.error.actor.cast', error: 'forged' } as never);
    expectChartGoesOn(midway, chartBefore);
  });
});

describe('sendToSession and dispatch report the answer to the event they were given', () => {
  it('601.2: a re-entrant sendToSession from a subscribe callback is refused as such, and the outer call reports its own answer', () => {
    const actor = session();
    const inner: (Refusal | null)[] = [];
    const subscription = actor.subscribe(() => {
      if (inner.length === 0) inner.push(sendToSession(actor, { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['alice']] }));
    });
    expect(sendToSession(actor, CAST)).toBeNull();
    subscription.unsubscribe();
    expect(inner).toHaveLength(1);
    expectPlainRefusal(inner[0]!);
    expect(inner[0]!.message).toMatch(/another event/);
    // the inner event was not queued behind the outer one
    expect(actor.getSnapshot().value).toBe('casting');
    expect(activeChild(actor)!.getSnapshot().context.rejected).toBeNull();
    expect(sendToSession(actor, TARGET_BOB)).toBeNull();
  });

  it('601.2: a dispatch to the session\'s chart from inside sendToSession is refused as such', () => {
    const actor = session();
    const inner: (Refusal | null)[] = [];
    const subscription = actor.subscribe(() => {
      const child = activeChild(actor);
      if (child && inner.length === 0) inner.push(dispatch(child as unknown as ChartActor, TARGET_BOB));
    });
    expect(sendToSession(actor, CAST)).toBeNull();
    subscription.unsubscribe();
    expect(inner).toHaveLength(1);
    expectPlainRefusal(inner[0]!);
    expect(inner[0]!.message).toMatch(/another event/);
    expect(activeChild(actor)!.getSnapshot().context.game.stack.at(-1)?.choices.targets).toEqual([]);
    expect(sendToSession(actor, TARGET_BOB)).toBeNull();
  });

  it('601.2: a re-entrant dispatch from a subscribe callback is refused as such; the outer call reports its own answer', () => {
    const actor = createActor(castingMachine, { input: { game, cards } }).start();
    const inner: (Refusal | null)[] = [];
    actor.subscribe(() => {
      if (inner.length === 0) inner.push(dispatch(actor, TARGET_BOB));
    });
    expect(dispatch(actor, CAST)).toBeNull();
    expectPlainRefusal(inner[0]!);
    expect(actor.getSnapshot().context.rejected).toBeNull();
  });

  it('601.6: a reused event object, mutated between sends, is judged afresh (dispatch, sendToSession and actor.send)', () => {
    const event = { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['bob']] };
    const viaDispatch = chartAtTargets();
    expect(dispatch(viaDispatch, event as CastEventInput)).toMatchObject({ rule: '601.6', code: 'WRONG_PLAYER' });
    event.player = 'alice';
    expect(dispatch(viaDispatch, event as CastEventInput)).toBeNull();
    event.player = 'bob';
    event.targets[0]![0] = 'alice';

    const viaSession = sessionAtTargets();
    expect(sendToSession(viaSession, event as CastEventInput)).toMatchObject({ code: 'WRONG_PLAYER' });
    event.player = 'alice';
    expect(sendToSession(viaSession, event as CastEventInput)).toBeNull();
    expect(activeChild(viaSession)!.getSnapshot().context.game.stack.at(-1)?.choices.targets).toEqual([['alice']]);

    event.player = 'bob';
    const viaSend = chartAtTargets();
    viaSend.send(event as CastEventInput);
    expect(viaSend.getSnapshot().context.rejected?.refusal.code).toBe('WRONG_PLAYER');
    event.player = 'alice';
    viaSend.send(event as CastEventInput);
    expect(viaSend.getSnapshot().context.game.stack.at(-1)?.choices.targets).toEqual([['alice']]);
  });

});
