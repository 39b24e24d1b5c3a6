/**
 * What `dispatch` and `sendToSession` check before an event reaches an actor, so either may be
 * handed a client's event as it came: the event is read once into a plain-data copy of a type
 * the rules define (events/plain.ts), the actor must still be running, and neither it nor the
 * session it runs in may be in the middle of another event (a subscriber sending from inside a
 * send would be queued behind it by XState, and its answer could not be known when it is asked
 * for). Only the copy is sent.
 */
import type { AnyActorRef } from 'xstate';
import { plainEvent } from '../src/events/plain.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { Refusal } from '../src/core/refusal.js';
import { eventQuery, type QuestionBound } from '../src/mana/chain-budget.js';

/**
 * The actors in the middle of a send: a Set, not a WeakSet, since each is taken out again in
 * `finally` (a weak entry for an object that dies young costs V8 far more than a strong one: src/core/recent.ts).
 */
const sending = new Set<AnyActorRef>();

/** The actor, or the session it runs in, is in the middle of an event sent through here. */
const busy = (actor: AnyActorRef | undefined): boolean => actor !== undefined && (sending.has(actor) || busy(actor._parent));

/**
 * CR 601.2: sends a plain copy of `raw` through `send` and returns its answer, or the refusal
 * of an event the rules don't define, of an actor that has ended (`ended` says how), or of
 * an event sent while the actor is still handling another. `bound`: the actor's bound on each
 * question its searches of chain orders ask (its `chainBound`; undefined, the default).
 */
export function sendChecked(actor: AnyActorRef, raw: unknown, ended: string, bound: QuestionBound | undefined, send: (event: CastEventInput) => Refusal | null): Refusal | null {
  const event = plainEvent(raw);
  if (!event.ok) return event.refusal;
  const { type } = event.value;
  if (actor.getSnapshot().status !== 'active') return { rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: `${type} is not expected: ${ended}` };
  if (busy(actor)) {
    return { rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: `${type} is not expected now: another event is still being handled (send it after the call that sent that one returns)` };
  }
  sending.add(actor);
  try {
    // One event is one query of its own, whatever call sends it: whatever the chart asks of the solver for it shares
    // one budget, within the actor's bound (src/mana/chain-budget.ts), so the event does the same when a record is replayed.
    return eventQuery(() => send(event.value), bound);
  } finally {
    sending.delete(actor);
  }
}
