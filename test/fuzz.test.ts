/**
 * Property-based invariants of a game session under random use (test/fuzz/invariants.ts):
 * random games from the card library, random sequences of legal and illegal events, every
 * invariant checked after every event. Then the same fuzzer against sessions with a bug
 * planted (through `provide()`), to show each invariant can fail.
 */
import { assign, createActor, type Actor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { activationMachine } from '../machines/activation.js';
import { actions } from '../machines/actions.js';
import { castingMachine } from '../machines/casting.js';
import type { ChartContext, GuardArgs } from '../machines/context.js';
import { guards } from '../machines/guards.js';
import { sendToSession, sessionMachine, type SessionMachine } from '../machines/session.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { viewFor } from '../src/game/views.js';
import { InputError } from '../src/scenario/problems.js';
import { FUZZ_CARDS } from './fuzz/generators.js';
import { leakIn, secretsOf } from './fuzz/hidden.js';
import { INVARIANTS, startLeak, type FuzzOptions, type InvariantName } from './fuzz/invariants.js';
import { illFormed, type RestoreApi } from './fuzz/restore.js';
import { runFuzz } from './fuzz/runner.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const SEED = 20_240_601;
const RUNS = 200;

/**
 * The invariants main still breaks, each with the shrunk counterexample the fuzzer prints; none
 * now. The last two, found by (f) and (g) and mended: a CAST of another player's madness card
 * without priority (only the player who may cast it acts without priority, CR 702.35a), and the
 * id of a library card revealed to all, answered as visible but never shown in views (views now
 * show it, CR 400.2). Add one here only with its counterexample, while its fix is under way.
 */
const KNOWN_OPEN: readonly InvariantName[] = [];

describe('fuzz: a session under random use', () => {
  it(`keeps every invariant but the known open ones over ${RUNS} random games and event sequences`, () => {
    const result = runFuzz(RUNS, SEED);
    // Nothing breaks but the known open ones (which this many runs may or may not reach).
    expect(result.broken.filter((b) => !KNOWN_OPEN.includes(b.invariant)).map((b) => `${b.invariant}: ${b.counterexample.detail}`)).toEqual([]);
    expect(result.sequences).toBe(RUNS);
    // Each check ran, so none holds vacuously.
    for (const check of ['a', 'b prohibited', 'b illegal', 'c', 'd', 'e cast', 'f', 'g', 'g start', 'g hidden ids answered as unknown ones', 'h', 'h refused', 'h restored']) expect(result.checks[check], check).toBeGreaterThan(0);
  }, 180_000);
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

/**
 * The sessions and steps these demonstrations ran on before issue 14's steps were added (junk,
 * forged XState events, reused objects, standalone charts broke (c) and (d) on main then), so
 * each shows its planted bug alone; (c) and (d) are shown to hold there without them.
 */
const BEFORE_ISSUE_14: FuzzOptions = { entries: ['session'], kinds: ['legal', 'refused', 'mutated', 'random', 'impostor'] };

describe('fuzz: the invariants catch planted bugs', () => {
  it.each(PLANTED)('%s: %s', (invariant, _bug, plant) => {
    // XState's development build warns each time the session forwards a failed chart's error event to it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = runFuzz(100, SEED, { ...BEFORE_ISSUE_14, machine: planted(plant), only: invariant });
    warn.mockRestore();
    expect(result.broken.map((b) => b.invariant)).toContain(invariant);
    const found = result.broken.find((b) => b.invariant === invariant)!;
    expect(found.counterexample.events.length).toBeGreaterThan(0);
  }, 180_000);
  it.each([INVARIANTS.c, INVARIANTS.d])('%s holds there without the planted bug', (invariant) => {
    expect(runFuzz(100, SEED, { ...BEFORE_ISSUE_14, only: invariant }).broken.map((b) => b.counterexample.detail)).toEqual([]);
  }, 180_000);
});

// ---------------------------------------------------------------------------------------
// (f), (g), (h): each shown to fail on a planted bug, and to hold without it
// ---------------------------------------------------------------------------------------

type Guard = (args: GuardArgs) => boolean;
type Judged = { readonly type?: unknown; readonly player?: unknown; readonly card?: unknown };

/** CR 117.1, 702.35a: the player may begin (CAST, ACTIVATE, ACTIVATE_MANA) now: the priority holder, or the owner of a card exiled with madness casting it. */
function mayAct(game: GameState, event: Judged): boolean {
  if (event.player === game.priority) return true;
  const exiled = event.type === 'CAST' ? game.exile.find((c) => c.id === event.card) : undefined;
  return exiled?.mayCastFrom?.reason === 'madness' && exiled.mayCastFrom.by === event.player;
}
const BEGINS = ['CAST', 'ACTIVATE', 'ACTIVATE_MANA'];

/**
 * Main with the rule of who may act that issue 14 asks for, through `provide()`: a CAST or
 * ACTIVATE from a player who may not act is refused (today it is answered null and ends
 * prohibited). (f) holds on it; `foreign` plants a bug on top.
 */
function whoMayAct(foreign: Guard = guards.isForeignOrMalformed): Required<Pick<FuzzOptions, 'machine' | 'charts'>> {
  const isForeignOrMalformed: Guard = (args) => foreign(args) || (BEGINS.includes(String((args.event as Judged).type)) && !mayAct(args.context.game, args.event as Judged));
  const charts = { cast: castingMachine.provide({ guards: { isForeignOrMalformed } }), activate: activationMachine.provide({ guards: { isForeignOrMalformed } }) };
  const sessionAccepts = sessionMachine.implementations.guards.sessionAccepts as (args: { context: { game: GameState }; event: unknown }) => boolean;
  const machine = sessionMachine.provide({
    actors: charts,
    guards: { sessionAccepts: (args) => sessionAccepts(args as never) && mayAct(args.context.game, args.event as Judged) },
  });
  return { machine, charts };
}

/** A planted bug: inside a chart, an event from any player is judged as if its controller sent it. */
const anyoneMayChoose: Guard = ({ context, event }) => {
  const judged = event as Judged;
  if (BEGINS.includes(String(judged.type)) || !context.controller) return guards.isForeignOrMalformed({ context, event });
  return guards.isForeignOrMalformed({ context, event: { ...event, player: context.controller } as typeof event });
};

/** A planted bug: a view that shows every hand. */
const leakyView = (game: GameState, viewer: string) => ({ ...viewFor(game, viewer), hands: game.players.map((p) => p.hand) });

/** Restores a record by replaying it: `careful` refuses an ill-formed start and any event the rules refuse; otherwise the planted bug, a restore that believes its start game and skips refused events. */
function replayRestore(careful: boolean): RestoreApi {
  return {
    restoreSession: (raw, { cards, machine }) => {
      const { start, events, ...rest } = raw as { start: { game: GameState; keepManaOnReversal: boolean }; events: unknown[]; version: unknown };
      const extra = Object.keys(rest).filter((k) => k !== 'version');
      const wrong = illFormed(start.game, cards as CardLibrary);
      if (careful && (extra.length > 0 || wrong)) throw new InputError([{ path: '$', message: wrong ?? `unknown keys ${extra.join(', ')}` }]);
      const session: Actor<SessionMachine> = createActor(machine, { input: { game: start.game, cards, keepManaOnReversal: start.keepManaOnReversal } });
      session.subscribe({ error: () => undefined });
      session.start();
      events.forEach((event, i) => {
        const refusal = sendToSession(session, event as CastEventInput);
        if (careful && refusal && refusal.code !== 'CHART_FAILED') throw new InputError([{ path: `$.events[${i}]`, message: refusal.message }]);
      });
      return session;
    },
  };
}

const NEW: readonly (readonly [InvariantName, string, FuzzOptions, FuzzOptions])[] = [
  [INVARIANTS.f, 'events inside a chart judged as if the controller sent them', { ...whoMayAct(anyoneMayChoose), kinds: ['legal', 'impostor'] }, { ...whoMayAct(), kinds: ['legal', 'impostor'] }],
  [INVARIANTS.g, 'a view that shows every hand', { view: leakyView, skip: ['start', 'refusals'] }, { skip: ['start', 'refusals'] }],
  [INVARIANTS.h, 'a restore that believes the start game and skips refused events', { restore: replayRestore(false) }, { restore: replayRestore(true) }],
];

describe('fuzz: the new invariants catch planted bugs, and hold without them', () => {
  it.each(NEW)('%s: %s', (invariant, _bug, planted, control) => {
    const broken = runFuzz(60, SEED, { ...planted, only: invariant }).broken.find((b) => b.invariant === invariant);
    expect(broken?.counterexample.detail).toBeDefined();
    const held = runFuzz(60, SEED, { ...control, only: invariant }).broken.find((b) => b.invariant === invariant);
    expect(held?.counterexample.detail).toBeUndefined();
  }, 180_000);
});

describe('fuzz (g): what is hidden from whom', () => {
  const game = gameOf(
    {
      players: [
        { id: 'alice', hand: ['Lightning Bolt', 'Island'], library: ['Counterspell'] },
        { id: 'bob', hand: ['Force of Will'], library: ['Giant Growth'] },
      ],
      battlefield: [{ card: 'Mountain', controller: 'bob' }],
      exile: [{ card: 'Saw It Coming', owner: 'alice', mayCastFrom: { reason: 'foretell', by: 'alice' } }],
      turn: ALICE_MAIN,
    },
    FUZZ_CARDS,
  );
  const bolt = game.players[0]!.hand[0]!.id;
  it('400.2: another hand, every library and another player’s foretold card are hidden; a refusal naming one leaks', () => {
    const secrets = secretsOf(game, 'bob');
    expect([...secrets.names].sort()).toEqual(['Counterspell', 'Giant Growth', 'Island', 'Lightning Bolt', 'Saw It Coming']);
    expect(leakIn({ rule: '601.3', code: 'X', message: 'Lightning Bolt is not in bob’s hand' }, secrets, FUZZ_CARDS)).toMatch(/Lightning Bolt/);
    expect(leakIn({ message: `no object ${bolt}` }, secrets, FUZZ_CARDS)).toMatch(/id of a hidden object/);
    expect(leakIn(viewFor(game, 'bob'), secrets, FUZZ_CARDS)).toBeNull();
    // Its owner sees its own hand and foretold card, but not its library.
    expect([...secretsOf(game, 'alice').names].sort()).toEqual(['Counterspell', 'Force of Will', 'Giant Growth']);
  });
  it('names repeat: a hidden card whose name a visible card has is no secret; a name that is also a rules word is checked as a whole value only', () => {
    const visible = gameOf({ players: [{ id: 'alice', hand: ['Mountain'] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'bob' }], turn: ALICE_MAIN }, FUZZ_CARDS);
    expect(secretsOf(visible, 'bob').names.has('Mountain')).toBe(false);
    const secrets = secretsOf(game, 'bob');
    expect(leakIn({ message: 'tap an untapped Island you control' }, secrets, FUZZ_CARDS)).toBeNull();
    expect(leakIn({ card: 'Island' }, secrets, FUZZ_CARDS)).toMatch(/Island/);
  });
  it('400.7: the start views hold with opaque ids, and break with ids that are slugs of card names', () => {
    const spec = (ids: 'opaque' | 'names') => ({
      ids,
      players: [
        { id: 'alice', hand: ['Lightning Bolt'] },
        { id: 'bob', hand: ['Lightning Bolt'] },
      ],
      turn: ALICE_MAIN,
    });
    expect(startLeak(spec('opaque'), [], FUZZ_CARDS)).toBeNull();
    expect(startLeak(spec('names'), [], FUZZ_CARDS)).toMatch(/swapped/);
  });
});
