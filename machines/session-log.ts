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
  /** The session's and its chart's snapshots as the last `sendToSession` left them; null until the first. */
  seen: readonly unknown[] | null;
  sending: boolean;
}

const logs = new WeakMap<object, SessionLog>();

/** The snapshots that move when the session takes any event: its own and its running chart's. */
function stateOf(session: AnyActorRef): readonly unknown[] {
  const snapshot = session.getSnapshot();
  return [snapshot, ...Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).map((child) => child?.getSnapshot())];
}

const sameState = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Begins the log of a new session (from its context factory, before its first snapshot), or
 * of a resumed one with the events it had accepted.
 */
export function openLog(session: object | undefined, start: SessionStart, events: readonly CastEvent[] = [], resumed = false): void {
  if (typeof session !== 'object' || session === null) return; // a snapshot computed without an actor (a model's initial state)
  logs.set(session, { start, events: [...events], broken: null, seen: resumed ? stateOf(session as AnyActorRef) : null, sending: false });
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
    ? !sameState(log.seen, stateOf(session))
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
  log.seen = stateOf(session);
  return answer;
}
