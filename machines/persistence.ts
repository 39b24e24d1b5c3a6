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
import { createActor, type Actor, type AnyActorRef } from 'xstate';
import { z } from 'zod';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { jsonPath } from '../src/core/json-path.js';
import type { CastEvent } from '../src/events/schema.js';
import { validateGameState } from '../src/scenario/game-state-schema.js';
import { refuseProtoKeys } from '../src/scenario/json-text.js';
import { validateEvents } from '../src/scenario/load.js';
import { InputError, type InputProblem } from '../src/scenario/problems.js';
import type { GameState } from '../src/game/state.js';
import type { ActivationMachine } from './activation.js';
import type { CastingMachine } from './casting.js';
import type { ChartActor } from './charts.js';
import { logOf, openLog } from './session-log.js';
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
 * `sendToSession` with the app's card library. Any event the rules refuse refuses the whole
 * record — an `InputError` naming the event (`$.events[3]`) — and no session is returned.
 * What the record can't prove is its starting game: keep it server-side or sign it.
 */
export function restoreSession(raw: unknown, options: RestoreOptions = {}): Actor<SessionMachine> {
  const cards = options.cards ?? BUILT_IN_CARDS;
  refuseProtoKeys(raw);
  const shape = recordShape.safeParse(raw);
  if (!shape.success) throw new InputError(problemsOf(shape.error.issues));
  const { start, events: rawEvents } = shape.data;
  const game = validateGameState(start.game, cards, ['start', 'game']);
  const problems: InputProblem[] = [];
  const events = validateEvents(rawEvents, 'events', problems);
  if (problems.length > 0) throw new InputError(problems);
  const session = createActor(options.machine ?? sessionMachine, { input: { game, cards, keepManaOnReversal: start.keepManaOnReversal } });
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

/** XState's persisted snapshot of a session, without the card library, and the session's record if it keeps one. */
export interface PersistedSession {
  readonly version: 1;
  readonly snapshot: PersistedSnapshot;
  readonly record: SessionRecord | null;
}

/** A persisted XState snapshot as JSON data. */
export type PersistedSnapshot = { readonly [key: string]: unknown };

interface SnapshotTree {
  readonly context?: { readonly cards?: unknown };
  readonly children?: Readonly<Record<string, { readonly snapshot: SnapshotTree }>>;
}

/** The persisted snapshot with `cards` taken out of every context in it (the session's and its chart's), or put back. */
function withCardsAs(snapshot: SnapshotTree, cards: CardLibrary | undefined): SnapshotTree {
  const { cards: _stored, ...context } = snapshot.context ?? {};
  const children = Object.fromEntries(Object.entries(snapshot.children ?? {}).map(([id, child]) => [id, { ...child, snapshot: withCardsAs(child.snapshot, cards) }]));
  return { ...snapshot, context: cards ? { ...context, cards } : context, children };
}

function persistedOf(actor: AnyActorRef): PersistedSnapshot {
  return withCardsAs(actor.getPersistedSnapshot() as SnapshotTree, undefined) as PersistedSnapshot;
}

/** XState restores a snapshot's context as it is and never reads the input. */
const NO_INPUT = undefined as never;

function snapshotToResume(persisted: unknown, cards: CardLibrary, root: string): never {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(persisted) || !isObject(persisted['context'])) throw new InputError([{ path: root, message: 'not a persisted snapshot (an object with a context)' }]);
  if ('cards' in persisted['context']) throw new InputError([{ path: `${root}.context.cards`, message: 'a persisted snapshot must not carry a card library: the app supplies it' }]);
  return withCardsAs(persisted as SnapshotTree, cards) as never;
}

/**
 * The session as XState persists it, without the card library (`resumeSession` takes the app's),
 * with its record. For trusted storage only: it holds the rules' bookkeeping (the locked cost,
 * the game a reversal hands back, who is casting) as data that resuming believes.
 */
export function persistSession(session: Actor<SessionMachine>): PersistedSession {
  const log = logOf(session);
  return { version: 1, snapshot: persistedOf(session), record: typeof log === 'string' ? null : { version: 1, start: log.start, events: log.events } };
}

/**
 * A session resumed from `persistSession`, with the app's card library (and its opt-ins, such
 * as `allowPartialCards`). Trusted storage only: to take a session from a client, use
 * `restoreSession` on its record.
 */
export function resumeSession(persisted: PersistedSession, options: RestoreOptions = {}): Actor<SessionMachine> {
  const snapshot = snapshotToResume((persisted as Partial<PersistedSession> | null)?.snapshot, options.cards ?? BUILT_IN_CARDS, '$.snapshot');
  const session = createActor(options.machine ?? sessionMachine, { snapshot, input: NO_INPUT }).start();
  if (persisted.record) openLog(session, persisted.record.start, persisted.record.events, true);
  return session;
}

/** A casting or activation chart as XState persists it, without the card library. Trusted storage only. */
export function persistChart(actor: ChartActor): PersistedSnapshot {
  return persistedOf(actor);
}

/** A chart resumed from `persistChart` on `machine` (the one it was persisted from), with the app's card library. Trusted storage only. */
export function resumeChart(machine: CastingMachine | ActivationMachine, persisted: PersistedSnapshot, options: Pick<RestoreOptions, 'cards'> = {}): ChartActor {
  return createActor(machine as CastingMachine, { snapshot: snapshotToResume(persisted, options.cards ?? BUILT_IN_CARDS, '$'), input: NO_INPUT }).start();
}
