/**
 * XState's own floor for the benchmark cast (engine.ts): a bare session that runs a bare
 * chart, shaped as the real ones are (the session forwards each event to the chart it
 * invokes, takes its done event, and raises one of its own to return to priority), taking
 * the same number of microsteps per event, each action only counting. No session and chart
 * with one state per rule step can cost less than the rules called directly plus this.
 *
 * Between the two sits `shapedCast`: the real session and casting chart, every guard
 * answering as it did for the real cast and every action changing nothing, so what it costs
 * is XState's for the charts' own shape (nested steps, guarded handlers, `not` guards) with
 * no rules work at all.
 *
 * Above both sits `uncheckedCast`: the real session and charts with the rules and none of the
 * engine's checks of a client's event but zod's parse of each (the charts read events through
 * it), so the session's cast less it is what those checks cost.
 */
import { assign, createActor, enqueueActions, sendTo, setup, type AnyActorRef, type InspectionEvent } from 'xstate';
import type { CardLibrary } from '../../src/cards/library.js';
import type { GameState } from '../../src/game/state.js';
import type { CastEventInput } from '../../src/events/schema.js';
import { sendToSession, sessionMachine } from '../../machines/session.js';
import { castingMachine } from '../../machines/casting.js';
import { guards } from '../../machines/guards.js';
import { actions } from '../../machines/actions.js';
import { plainEvent } from '../../src/events/plain.js';

const EVENTS = ['CAST', 'CHOOSE_TARGETS', 'PAY'] as const;

/** The benchmark cast's events: alice's Lightning Bolt at bob, paid with `auto` (engine.ts sends the same). */
export const PAYLOADS: Record<(typeof EVENTS)[number], CastEventInput> = {
  CAST: { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
  CHOOSE_TARGETS: { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
  PAY: { type: 'PAY', player: 'alice', mana: 'auto' },
};
/** Microsteps per event: [the session's, its chart's]. */
export type Microsteps = Record<(typeof EVENTS)[number], readonly [number, number]>;

/** The microsteps of the actor `create` makes and of its children, for each of the cast's events sent with `send`. */
export function countByActor(create: (inspect: (e: InspectionEvent) => void) => AnyActorRef, send: (actor: AnyActorRef, event: (typeof EVENTS)[number]) => void): Microsteps {
  let parent = 0;
  let child = 0;
  let top: AnyActorRef | null = null;
  const actor = create((e) => {
    if (e.type !== '@xstate.microstep') return;
    if (e.actorRef === top) parent += 1;
    else child += 1;
  });
  top = actor;
  const steps = {} as Record<(typeof EVENTS)[number], readonly [number, number]>;
  for (const event of EVENTS) {
    const [p, c] = [parent, child];
    send(actor, event);
    steps[event] = [parent - p, child - c];
  }
  return steps;
}

/** The real session's microsteps for alice's Bolt at bob. */
export function sessionMicrosteps(game: GameState, cards: CardLibrary): Microsteps {
  return countByActor(
    (inspect) => createActor(sessionMachine, { input: { game, cards }, inspect }).start(),
    (session, event) => void sendToSession(session as never, PAYLOADS[event]),
  );
}

const counting = setup({
  types: { context: {} as { n: number } },
  actions: { count: assign(({ context }) => ({ n: context.n + 1 })) },
});

const machines = new Map<string, ReturnType<typeof floorMachines>>();

function floorMachines(steps: Microsteps) {
  // The chart: per event, one transition on GO, then eventless hops for its other microsteps.
  const states: Record<string, object> = {};
  let at = 0;
  for (const event of EVENTS) {
    const count = steps[event][1];
    for (let i = 0; i < count; i += 1, at += 1) {
      states[`s${at}`] = i === 0 ? { on: { GO: { target: `s${at + 1}`, actions: 'count' } } } : { entry: 'count', always: `s${at + 1}` };
    }
  }
  states[`s${at}`] = { type: 'final' };
  type States = NonNullable<Parameters<typeof counting.createMachine>[0]['states']>;
  const chart = counting.createMachine({ context: { n: 0 }, initial: 's0', states: states as States });
  // The session: forward each GO, take the chart's done event and raise ENDED, then as many
  // eventless hops as the real session takes after the cast ends (a round of triggers, 117.5).
  const hops = Math.max(0, steps[EVENTS[EVENTS.length - 1]!][0] - 3);
  const after = Object.fromEntries(Array.from({ length: hops }, (_, i) => [`hop${i}`, { entry: 'count', always: i + 1 < hops ? `hop${i + 1}` : 'priority' }]));
  const session = setup({
    types: { context: {} as { n: number } },
    actors: { chart },
    actions: {
      count: assign(({ context }) => ({ n: context.n + 1 })),
      forward: sendTo('chart', { type: 'GO' }),
      ended: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'ENDED' })),
    },
  }).createMachine({
    context: { n: 0 },
    initial: 'priority',
    states: {
      priority: { on: { GO: { target: 'casting', actions: 'count' } } },
      casting: {
        invoke: { id: 'chart', src: 'chart', onDone: { actions: 'ended' } },
        entry: 'forward',
        on: { ENDED: { target: hops > 0 ? 'hop0' : 'priority', actions: 'count' }, GO: { actions: 'forward' } },
      },
      ...after,
    },
  });
  return { session };
}

/** The bare session taking the cast's three events. */
export function floorCast(steps: Microsteps): void {
  const key = JSON.stringify(steps);
  let m = machines.get(key);
  if (!m) machines.set(key, (m = floorMachines(steps)));
  const actor = createActor(m.session).start();
  for (let i = 0; i < EVENTS.length; i += 1) actor.send({ type: 'GO' });
  if (actor.getSnapshot().value !== 'priority') throw new Error('the floor cast did not end');
}

/** The bare session's own microsteps, to print beside the real one's. */
export function floorMicrosteps(steps: Microsteps): Microsteps {
  floorCast(steps);
  const { session } = machines.get(JSON.stringify(steps))!;
  return countByActor(
    (inspect) => createActor(session, { inspect }).start(),
    (actor) => actor.send({ type: 'GO' }),
  );
}

type Provided = Parameters<typeof castingMachine.provide>[0];

/**
 * The real session and chart with the rules taken out: each chart guard gives the one answer
 * it gave for alice's Bolt at bob (recorded on `game`), each chart action changes nothing, the
 * session accepts the CAST and takes one round of triggers after the cast, as the real one does.
 */
export function shapedMachine(game: GameState, cards: CardLibrary) {
  const answers = new Map<string, Set<boolean>>();
  const recording = Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => [name, (args: never) => {
      const answer = (guard as (a: never) => boolean)(args);
      answers.set(name, (answers.get(name) ?? new Set()).add(answer));
      return answer;
    }]),
  ) as Provided['guards'];
  const recorded = createActor(sessionMachine.provide({ actors: { cast: castingMachine.provide({ guards: recording }) } as never }), { input: { game, cards } }).start();
  for (const event of EVENTS) void sendToSession(recorded, PAYLOADS[event]);
  const fixed = Object.fromEntries(
    [...answers].map(([name, seen]) => {
      if (seen.size !== 1) throw new Error(`the guard ${name} answered both ways in the benchmark cast`);
      const [answer] = seen;
      return [name, () => answer!];
    }),
  ) as Provided['guards'];
  const nothing = Object.fromEntries(Object.keys(actions).map((name) => [name, assign(() => ({}))])) as Provided['actions'];
  const chart = castingMachine.provide({ guards: fixed, actions: nothing });
  const rounds = new WeakSet<object>();
  return sessionMachine.provide({
    actors: { cast: chart } as never,
    guards: {
      sessionAccepts: () => true,
      // One round of triggers after each cast, as the benchmark board's triggers make.
      triggersWaiting: ({ context }) => context.last !== null && !rounds.has(context.last) && Boolean(rounds.add(context.last)),
      roundOver: () => true,
    },
    actions: { beginTriggerRound: assign(() => ({})), endTriggerRound: assign(() => ({})) },
  });
}

/** The shaped machine (shapedMachine) taking the cast's three events, sent as the real ones are. */
export function shapedCast(machine: ReturnType<typeof shapedMachine>, game: GameState, cards: CardLibrary): void {
  const actor = createActor(machine, { input: { game, cards } }).start();
  for (const event of EVENTS) actor.send({ ...PAYLOADS[event] } as never);
  if (actor.getSnapshot().value !== 'priority') throw new Error('the shaped cast did not end');
}

/** The shaped machine's microsteps, to print beside the real one's. */
export function shapedMicrosteps(machine: ReturnType<typeof shapedMachine>, game: GameState, cards: CardLibrary): Microsteps {
  return countByActor(
    (inspect) => createActor(machine, { input: { game, cards }, inspect }).start(),
    (actor, event) => actor.send({ ...PAYLOADS[event] } as never),
  );
}

/**
 * The real session and charts with the engine's own checks of a client's event taken out: the
 * session's and the charts' judgement of who sent an event and what it names always lets it
 * through, and each event is sent straight to the actor, so none of `sendToSession`'s copy, log
 * and checks is made. The events are fresh plain copies (`uncheckedEvents`), as the ones
 * `sendToSession` sends are: the engine knows the JSON text of each (events/plain.ts), so the
 * chart reads each once, and zod parses each once, as in the session. What is left is XState
 * running the real charts, the rules their guards and actions call, zod's parse of each event
 * and the wrappers between them: what no lighter boundary could take the session's cast below.
 */
export function uncheckedMachine() {
  const chart = castingMachine.provide({ guards: { isForeignOrMalformed: () => false } });
  return sessionMachine.provide({ actors: { cast: chart } as never, guards: { sessionAccepts: () => true } });
}

/**
 * The cast's three events as fresh plain copies, made as `sendToSession` makes its copy. Make
 * them just before the cast they are for: the engine remembers the text of only the last few
 * copies, and a copy it has forgotten is read as JSON again at every guard and action that
 * reads it (machines/context.ts: `parsed`), which the session never does.
 */
export function uncheckedEvents(): readonly CastEventInput[] {
  return EVENTS.map((type) => {
    const copy = plainEvent(PAYLOADS[type]);
    if (!copy.ok) throw new Error(`the benchmark's ${type} is not a plain event: ${copy.refusal.message}`);
    return copy.value;
  });
}

/** The unchecked machine (uncheckedMachine) taking the cast's three events (by default, copies made now). */
export function uncheckedCast(machine: ReturnType<typeof uncheckedMachine>, game: GameState, cards: CardLibrary, events: readonly CastEventInput[] = uncheckedEvents()): void {
  const actor = createActor(machine, { input: { game, cards } }).start();
  for (const event of events) actor.send(event);
  if (actor.getSnapshot().context.last?.outcome !== 'cast') throw new Error('the unchecked cast did not complete');
}

/** The unchecked machine's microsteps, to check against the real one's. */
export function uncheckedMicrosteps(machine: ReturnType<typeof uncheckedMachine>, game: GameState, cards: CardLibrary): Microsteps {
  const events = uncheckedEvents();
  return countByActor(
    (inspect) => createActor(machine, { input: { game, cards }, inspect }).start(),
    (actor, event) => actor.send(events[EVENTS.indexOf(event)]!),
  );
}
