/**
 * Keeping a session and taking it back, in two forms (docs/security.md).
 *
 * - The **record** (`recordOf` → `restoreSession`): the starting game and the events the
 *   session accepted, in order. Restoring validates it and replays every event through the
 *   rules with the app's card library; the engine is deterministic, so the replay is the
 *   session. Nothing the rules computed (a locked cost, a saved game, who is casting) is in
 *   it to be forged, so it may come from a client — as long as its starting game is one the
 *   app kept or signed.
 * - The **persisted snapshot** (`persistSession` → `resumeSession`, `persistChart` →
 *   `resumeChart`): XState's persisted snapshot without the card library. It resumes at once
 *   but holds the rules' own bookkeeping as data, believed as it is: trusted storage only.
 */
import { createActor, type Actor, type AnyActorLogic } from 'xstate';
import { z } from 'zod';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { jsonPath } from '../src/core/json-path.js';
import type { CastEvent } from '../src/events/schema.js';
import { validateGameState } from '../src/scenario/game-state-schema.js';
import { refuseProtoKeys } from '../src/scenario/json-text.js';
import { validateEvents } from '../src/scenario/load.js';
import { InputError, type InputProblem } from '../src/scenario/problems.js';
import type { GameState } from '../src/game/state.js';
import { actorBound, type QuestionBound } from '../src/mana/chain-budget.js';
import type { ActivationMachine } from './activation.js';
import type { CastingMachine } from './casting.js';
import type { ChartActor } from './charts.js';
import { logOf, openLog } from './session-log.js';
import { expandRepeats, shareRepeats } from './shared-values.js';
import { sendToSession, sessionMachine, type SessionMachine } from './session.js';

/** The most events a record may hold. */
export const MAX_RECORD_EVENTS = 100_000;

/** A session as its starting game and the events it accepted, in order: what `restoreSession` replays. */
export interface SessionRecord {
  readonly version: 1;
  readonly start: { readonly game: GameState; readonly keepManaOnReversal: boolean };
  readonly events: readonly CastEvent[];
}

/** Where the card library comes from when a session is restored or resumed: the app, never the data. */
export interface RestoreOptions {
  /** Defaults to the built-in library. */
  readonly cards?: CardLibrary;
  /** The session machine to run it on: `sessionMachine` by default, or one the app `provide()`s (its house rules). */
  readonly machine?: SessionMachine;
}

/** How a record is replayed: as `RestoreOptions`, and with the bound on each search of chain orders, the app's like the library (never the record's). */
export interface ReplayOptions extends RestoreOptions {
  /**
   * The `chainBound` the session ran with (machines/start.ts; default DEFAULT_QUESTION_BOUND):
   * an automatic payment cut under one bound may be found under a larger, so a record replays to
   * the same game under the bound its events were sent with.
   */
  readonly chainBound?: QuestionBound;
}

const recordShape = z.strictObject({
  version: z.literal(1),
  start: z.strictObject({ game: z.unknown(), keepManaOnReversal: z.boolean() }),
  events: z.array(z.unknown()).max(MAX_RECORD_EVENTS),
});

const problemsOf = (issues: readonly z.core.$ZodIssue[], root: readonly (string | number)[] = []): InputProblem[] =>
  issues.map((i) => ({ path: jsonPath([...root, ...i.path]), message: i.message }));

/**
 * The record of a session: its starting game and the events it accepted. Throws if the session
 * can't vouch for one (it was resumed from a snapshot without a record, or an event reached it
 * other than through `sendToSession`).
 */
export function recordOf(session: Actor<SessionMachine>): SessionRecord {
  const log = logOf(session);
  if (typeof log === 'string') throw new Error(log);
  return { version: 1, start: log.start, events: log.events };
}

/**
 * A session restored from a record (`recordOf`'s, possibly from a client): the record's shape,
 * its starting game and its events are validated, then every event is replayed through
 * `sendToSession` with the app's card library and bound. Any event the rules refuse refuses the whole
 * record — an `InputError` naming the event (`$.events[3]`) — and no session is returned.
 * What the record can't prove is its starting game: keep it server-side or sign it.
 */
export function restoreSession(raw: unknown, options: ReplayOptions = {}): Actor<SessionMachine> {
  const cards = options.cards ?? BUILT_IN_CARDS;
  const chainBound = options.chainBound && actorBound(options.chainBound);
  refuseProtoKeys(raw);
  const shape = recordShape.safeParse(raw);
  if (!shape.success) throw new InputError(problemsOf(shape.error.issues));
  const { start, events: rawEvents } = shape.data;
  const game = validateGameState(start.game, cards, ['start', 'game']);
  const problems: InputProblem[] = [];
  const events = validateEvents(rawEvents, 'events', problems);
  if (problems.length > 0) throw new InputError(problems);
  const session = createActor(options.machine ?? sessionMachine, { input: { game, cards, keepManaOnReversal: start.keepManaOnReversal, chainBound } });
  // A session that fails on the way is refused below; this keeps XState from rethrowing its error.
  const quiet = session.subscribe({ error: () => undefined });
  session.start();
  try {
    events.forEach((event, i) => {
      const refusal = sendToSession(session, event);
      const { status } = session.getSnapshot();
      if (status !== 'active') throw new InputError([{ path: jsonPath(['events', i]), message: `the session stopped (${status}) on this ${event.type}` }]);
      if (refusal && refusal.code !== 'CHART_FAILED') {
        throw new InputError([{ path: jsonPath(['events', i]), message: `the rules refuse this ${event.type}: ${refusal.rule} ${refusal.code}: ${refusal.message}` }]);
      }
    });
  } catch (error) {
    session.stop();
    throw error;
  } finally {
    quiet.unsubscribe();
  }
  return session;
}

/**
 * XState's persisted snapshot of a session, without the card library, and the session's
 * record if it keeps one. A value that appears more than once in them — the game the
 * session holds, the chart's rollback point (CR 733), the record's starting game, the parts
 * of the live game a cast hasn't changed — is written once in `shared`, and `{ "$shared": n }`
 * stands for it (machines/shared-values.ts); `resumeSession` puts them back.
 */
export interface PersistedSession {
  readonly version: 2;
  readonly snapshot: PersistedSnapshot;
  readonly record: SessionRecord | null;
  /** The values written once (version 2); a version 1 snapshot has none. */
  readonly shared: readonly unknown[];
}

/** A persisted XState snapshot as JSON data; a chart's (persistChart) carries its own `sharedValues` table. */
export type PersistedSnapshot = { readonly [key: string]: unknown };

interface SnapshotTree {
  readonly context?: Readonly<Record<string, unknown>>;
  readonly children?: Readonly<Record<string, { readonly snapshot: SnapshotTree }>>;
}

/** The contexts of a persisted snapshot, apart from it: its own, and its children's by id. */
interface ContextTree {
  readonly context: Readonly<Record<string, unknown>>;
  readonly children: Readonly<Record<string, ContextTree>>;
}

/**
 * The persisted snapshot with a new empty object in place of each context (the session's and
 * its chart's), and the contexts apart. XState revives a restored context by walking all of it
 * (a set of every object in it at 10,000 permanents), looking for actors, which these contexts
 * never hold: nothing is spawned, and the chart is an invoked child, persisted under `children`.
 * So what it walks is the empty object, which the restored actor keeps as its context, and
 * `withContexts` fills it in.
 */
function withoutContexts(snapshot: SnapshotTree): { readonly snapshot: SnapshotTree; readonly contexts: ContextTree } {
  const snapshots: Record<string, { readonly snapshot: SnapshotTree }> = {};
  const contexts: Record<string, ContextTree> = {};
  for (const [id, child] of Object.entries(snapshot.children ?? {})) {
    const apart = withoutContexts(child.snapshot);
    snapshots[id] = { ...child, snapshot: apart.snapshot };
    contexts[id] = apart.contexts;
  }
  return { snapshot: { ...snapshot, context: {}, children: snapshots }, contexts: { context: snapshot.context ?? {}, children: contexts } };
}

/**
 * The restored actor, not yet started, with its context and its children's filled in where
 * `withoutContexts` left each an empty object, and `cards` in each. XState restores a context
 * as the very object it is given, so these are the objects made there, which nothing has read yet.
 */
function withContexts<TActor extends Actor<AnyActorLogic>>(actor: TActor, contexts: ContextTree, cards: CardLibrary): TActor {
  const { context, children } = actor.getSnapshot() as { readonly context: Record<string, unknown>; readonly children: Readonly<Record<string, Actor<AnyActorLogic> | undefined>> };
  // Each key as an own property, as JSON.parse makes it: a key "__proto__" set by assignment would set the context's prototype.
  for (const [key, value] of Object.entries({ ...contexts.context, cards })) Object.defineProperty(context, key, { value, enumerable: true, writable: true, configurable: true });
  for (const [id, child] of Object.entries(children)) {
    const childContexts = contexts.children[id];
    if (child && childContexts) withContexts(child, childContexts, cards);
  }
  return actor;
}

/**
 * XState's persisted snapshot of `actor` and its children, each context without `cards`.
 * XState copies every context it persists, walking all of it for actors, which these contexts
 * never hold (`withoutContexts`): asked of the live snapshot it would walk the whole card
 * library and every game in it, however large. So it is asked of the snapshot with an empty
 * context, the context (less `cards`) put in its place after, and each child stands in as
 * itself but for persisting the same way.
 */
function persistedOf(actor: Actor<AnyActorLogic>): PersistedSnapshot {
  const snapshot = actor.getSnapshot() as { readonly context?: { readonly cards?: unknown }; readonly children?: Readonly<Record<string, Actor<AnyActorLogic> | undefined>> };
  const { cards: _library, ...context } = snapshot.context ?? {};
  const children = Object.fromEntries(
    Object.entries(snapshot.children ?? {}).map(([id, child]) => [id, child && Object.create(child, { getPersistedSnapshot: { value: () => persistedOf(child) } })]),
  );
  return { ...(actor.logic.getPersistedSnapshot({ ...snapshot, context: {}, children }) as PersistedSnapshot), context };
}

/** XState restores a snapshot's context as it is and never reads the input. */
const NO_INPUT = undefined as never;

function snapshotToResume(persisted: unknown, root: string): { readonly snapshot: never; readonly contexts: ContextTree } {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(persisted) || !isObject(persisted['context'])) throw new InputError([{ path: root, message: 'not a persisted snapshot (an object with a context)' }]);
  if ('cards' in persisted['context']) throw new InputError([{ path: `${root}.context.cards`, message: 'a persisted snapshot must not carry a card library: the app supplies it' }]);
  const { snapshot, contexts } = withoutContexts(persisted as SnapshotTree);
  return { snapshot: snapshot as never, contexts };
}

/**
 * The session as XState persists it, without the card library (`resumeSession` takes the app's),
 * with its record. For trusted storage only: it holds the rules' bookkeeping (the locked cost,
 * the game a reversal hands back, who is casting) as data that resuming believes.
 */
export function persistSession(session: Actor<SessionMachine>): PersistedSession {
  const log = logOf(session);
  const record: SessionRecord | null = typeof log === 'string' ? null : { version: 1, start: log.start, events: log.events };
  const { root, shared } = shareRepeats({ snapshot: persistedOf(session), record });
  const written = root as { readonly snapshot: PersistedSnapshot; readonly record: SessionRecord | null };
  return { version: 2, snapshot: written.snapshot, record: written.record, shared };
}

/**
 * A session resumed from `persistSession` (version 2, or 1 without shared values), with the
 * app's card library (and its opt-ins, such as `allowPartialCards`). Trusted storage only:
 * to take a session from a client, use `restoreSession` on its record.
 */
export function resumeSession(persisted: PersistedSession, options: RestoreOptions = {}): Actor<SessionMachine> {
  const given = (persisted ?? {}) as Partial<Omit<PersistedSession, 'version'>> & { readonly version?: unknown };
  const shared = given.version === 1 ? [] : given.shared;
  if (given.version !== 1 && given.version !== 2) throw new InputError([{ path: '$.version', message: 'a persisted session is version 1 or 2' }]);
  if (!Array.isArray(shared)) throw new InputError([{ path: '$.shared', message: 'a persisted session of version 2 has a `shared` list' }]);
  const { snapshot: raw, record } = expandRepeats({ snapshot: given.snapshot, record: given.record ?? null }, shared, '$') as { snapshot: unknown; record: SessionRecord | null };
  const { snapshot, contexts } = snapshotToResume(raw, '$.snapshot');
  const session = withContexts(createActor(options.machine ?? sessionMachine, { snapshot, input: NO_INPUT }), contexts, options.cards ?? BUILT_IN_CARDS).start();
  if (record) openLog(session, record.start, record.events, true);
  return session;
}

/** A casting or activation chart as XState persists it, without the card library, its repeated values written once in `sharedValues` (the live game and the rollback point share most of theirs). Trusted storage only. */
export function persistChart(actor: ChartActor): PersistedSnapshot {
  const { root, shared } = shareRepeats(persistedOf(actor));
  return { ...(root as PersistedSnapshot), [SHARED_KEY]: shared };
}

/** A chart resumed from `persistChart` on `machine` (the one it was persisted from), with the app's card library. Trusted storage only. */
export function resumeChart(machine: CastingMachine | ActivationMachine, persisted: PersistedSnapshot, options: Pick<RestoreOptions, 'cards'> = {}): ChartActor {
  const { [SHARED_KEY]: shared = [], ...rest } = (persisted ?? {}) as PersistedSnapshot;
  if (!Array.isArray(shared)) throw new InputError([{ path: `$.${SHARED_KEY}`, message: 'a persisted chart\'s shared values are a list' }]);
  const { snapshot, contexts } = snapshotToResume(expandRepeats(rest, shared, '$'), '$');
  return withContexts(createActor(machine as CastingMachine, { snapshot, input: NO_INPUT }), contexts, options.cards ?? BUILT_IN_CARDS).start();
}

/** Where a persisted chart keeps its shared values. */
const SHARED_KEY = 'sharedValues';
