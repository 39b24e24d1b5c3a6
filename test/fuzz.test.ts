/**
 * Property-based invariants of a game session under random use (test/fuzz/invariants.ts):
 * random games from the card library, random sequences of legal and illegal events, every
 * invariant checked after every event. Then the same fuzzer against sessions with a bug
 * planted (through `provide()`), to show each invariant can fail.
 */
import { assign, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { activationMachine } from '../machines/activation.js';
import { actions } from '../machines/actions.js';
import { castingMachine } from '../machines/casting.js';
import type { ChartContext, GuardArgs } from '../machines/context.js';
import { sendToSession, sessionMachine, type SessionMachine } from '../machines/session.js';
import type { CastEventInput } from '../src/events/schema.js';
import { INVARIANTS, type InvariantName } from './fuzz/invariants.js';
import { runFuzz } from './fuzz/runner.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const SEED = 20_240_601;
const RUNS = 400;

describe('fuzz: a session under random use', () => {
  it(`keeps every invariant over ${RUNS} random games and event sequences`, () => {
    const result = runFuzz(RUNS, SEED);
    expect(result.broken).toEqual([]);
    expect(result.sequences).toBe(RUNS);
    // Each check ran, so none holds vacuously.
    for (const check of ['a', 'b prohibited', 'b illegal', 'c', 'd', 'e cast', 'e activated']) expect(result.checks[check], check).toBeGreaterThan(0);
  }, 60_000);
});

describe('fuzz finding: events XState itself acts on', () => {
  const game = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: ALICE_MAIN });
  const forged = { ...game, players: game.players.map((p) => (p.id === 'bob' ? { ...p, life: 1 } : p)) };
  const events: readonly (readonly [string, unknown])[] = [
    ['xstate.stop (stopped the session; answered null)', { type: 'xstate.stop', player: 'alice' }],
    ['a forged xstate.done.actor.cast (replaced the game mid-cast)', { type: 'xstate.done.actor.cast', output: { outcome: 'cast', game: forged, lockedCost: null, refusal: null, triggers: [] } }],
    ['xstate.done.actor.cast with a junk output (the session failed)', { type: 'xstate.done.actor.cast', output: {} }],
    ["'*' (XState's development build throws)", { type: '*', player: 'alice' }],
    ['a numeric type', { type: 42, player: 'alice' }],
    ['no type', { player: 'alice' }],
    ['null', null],
  ];
  const where = ['at priority', 'mid-cast'] as const;
  it.each(events.flatMap(([name, event]) => where.map((at) => [at, name, event] as const)))('%s: %s is refused and changes nothing', (at, _name, event) => {
    const session = createActor(sessionMachine, { input: { game } }).start();
    if (at === 'mid-cast') expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'lightning-bolt' })).toBeNull();
    const before = session.getSnapshot();
    expect(sendToSession(session, event as CastEventInput)).toMatchObject({ code: event === null ? 'BAD_PAYLOAD' : 'EVENT_NOT_EXPECTED' });
    const after = session.getSnapshot();
    expect(after.status).toBe('active');
    expect(after.value).toEqual(before.value);
    expect(after.context.game).toBe(before.context.game);
    expect(after.context.last).toBe(before.context.last);
  });
});

type Change = (args: GuardArgs) => Partial<ChartContext>;

/** A session whose charts run `plant` in place of their own actions of the same names. */
function planted(plant: Record<string, Change>): SessionMachine {
  const assigners = Object.fromEntries(Object.entries(plant).map(([name, change]) => [name, assign(({ context, event }: GuardArgs) => change({ context, event }))]));
  const provide = { actions: assigners } as Parameters<typeof castingMachine.provide>[0];
  return sessionMachine.provide({
    actors: { cast: castingMachine.provide(provide), activate: activationMachine.provide(provide as Parameters<typeof activationMachine.provide>[0]) },
  });
}

let flips = 0;
const PLANTED: readonly (readonly [InvariantName, string, Record<string, Change>])[] = [
  [INVARIANTS.a, 'a refusal that also bumps nextId', { rejectEvent: (args) => ({ ...actions.rejectEvent(args), game: { ...args.context.game, nextId: args.context.game.nextId + 1 } }) }],
  [INVARIANTS.b, 'a reversal that keeps the live game', { reverseCast: () => ({ heldTriggers: [] }) }],
  [
    INVARIANTS.c,
    'an action that throws',
    {
      // Planted in an action every cast that gets past its announcements runs, so the library's growth can't steer the fuzzer around it.
      lockTotalCost: () => {
        throw new Error('planted');
      },
    },
  ],
  [
    INVARIANTS.d,
    'state outside the snapshot',
    {
      becomeCast: (args) => {
        const change = actions.becomeCast(args);
        const game = change.game ?? args.context.game;
        return { ...change, game: { ...game, nextId: game.nextId + (flips++ % 2) } };
      },
    },
  ],
  [INVARIANTS.e, 'a payment that pays nothing', { payTotalCost: ({ context }) => ({ game: context.game }) }],
];

describe('fuzz: the invariants catch planted bugs', () => {
  it.each(PLANTED)('%s: %s', (invariant, _bug, plant) => {
    // XState's development build warns each time the session forwards a failed chart's error event to it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = runFuzz(100, SEED, { machine: planted(plant) });
    warn.mockRestore();
    expect(result.broken.map((b) => b.invariant)).toContain(invariant);
    const found = result.broken.find((b) => b.invariant === invariant)!;
    expect(found.counterexample.events.length).toBeGreaterThan(0);
  }, 60_000);
});
