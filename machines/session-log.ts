/**
 * What a session keeps of itself so it can be replayed (machines/persistence.ts): the game it
 * began with and, in order, the events `sendToSession` answered by changing it. A refused
 * event adds nothing. The log sits beside the actor, not in its context, so it costs the
 * running session nothing and is in no snapshot of it.
 */
import type { AnyActorRef } from 'xstate';
import type { CastEvent, CastEventInput } from '../src/events/schema.js';
import type { Refusal } from '../src/core/refusal.js';
import type { GameState } from '../src/game/state.js';
import { parsed } from './context.js';

/** The session's starting point: its input, without the card library (the app supplies that). */
export interface SessionStart {
  readonly game: GameState;
  readonly keepManaOnReversal: boolean;
}

interface SessionLog {
  readonly start: SessionStart;
  readonly events: CastEvent[];
  /** Why the log no longer describes the session (an event reached it some other way), or null. */
  broken: string | null;
  /** The session's snapshot as the last `sendToSession` left it; null until the first. */
  seen: unknown;
  /** The snapshot of the chart running in the session as the last `sendToSession` left it; null when none was running. */
  seenChart: unknown;
  sending: boolean;
}

const logs = new WeakMap<object, SessionLog>();

/** The snapshot of the chart running in the session, or null: with the session's own, what moves when the session takes any event. Casting and activating are states apart, so at most one chart runs. */
function chartSnapshotOf(session: AnyActorRef): unknown {
  const children = session.getSnapshot().children as Record<string, AnyActorRef | undefined>;
  for (const key in children) {
    const child = children[key];
    if (child) return child.getSnapshot();
  }
  return null;
}

/**
 * Begins the log of a new session (from its context factory, before its first snapshot), or
 * of a resumed one with the events it had accepted.
 */
export function openLog(session: object | undefined, start: SessionStart, events: readonly CastEvent[] = [], resumed = false): void {
  if (typeof session !== 'object' || session === null) return; // a snapshot computed without an actor (a model's initial state)
  logs.set(session, { start, events: [...events], broken: null, seen: resumed ? (session as AnyActorRef).getSnapshot() : null, seenChart: resumed ? chartSnapshotOf(session as AnyActorRef) : null, sending: false });
}

/** The log of a session, or a reason there is none to trust. */
export function logOf(session: AnyActorRef): { readonly start: SessionStart; readonly events: readonly CastEvent[] } | string {
  const log = logs.get(session);
  if (!log) return 'this session keeps no record: it was resumed from a snapshot without one';
  noticeOutsideEvents(session, log);
  return log.broken ?? { start: log.start, events: [...log.events] };
}

/** An untouched session is at priority with its starting game; afterwards, only `sendToSession` may move it. */
function noticeOutsideEvents(session: AnyActorRef, log: SessionLog): void {
  if (log.broken || log.sending) return;
  const moved = log.seen
    ? log.seen !== session.getSnapshot() || log.seenChart !== chartSnapshotOf(session)
    : (() => {
        const { value, context } = session.getSnapshot() as { value: unknown; context: { game: GameState; last: unknown; triggers: readonly unknown[] } };
        return value !== 'priority' || context.game !== log.start.game || context.last !== null || context.triggers.length > 0;
      })();
  if (moved) log.broken = 'the session took an event other than through sendToSession, so its record is incomplete';
}

/** The event as the session judges it, if it is an event at all (a throwing getter is none). */
function judgedCopy(event: unknown): ReturnType<typeof parsed> | null {
  if (typeof event !== 'object' || event === null) return null;
  try {
    return parsed(event as CastEventInput);
  } catch {
    return null;
  }
}

/**
 * Sends an event with `send` and logs it if the session changed: accepted (null), or a chart
 * failure the session reversed (CHART_FAILED, CR 733). The event is logged as the session
 * judged it (validated, a copy): mutating the caller's object later changes nothing here.
 */
export function logged(session: AnyActorRef, event: CastEventInput, send: () => Refusal | null): Refusal | null {
  const log = logs.get(session);
  if (!log) return send();
  if (log.sending) {
    log.broken = 'an event was sent from inside another sendToSession (a subscriber), so the order of the record is not known';
    return send();
  }
  noticeOutsideEvents(session, log);
  const judged = judgedCopy(event);
  log.sending = true;
  let answer: Refusal | null;
  try {
    answer = send();
  } finally {
    log.sending = false;
  }
  if (answer === null || answer.code === 'CHART_FAILED') {
    if (judged?.ok) log.events.push(judged.value);
    else log.broken = `an event that does not validate was answered ${answer?.code ?? 'accepted'}`;
  }
  log.seen = session.getSnapshot();
  log.seenChart = chartSnapshotOf(session);
  return answer;
}
