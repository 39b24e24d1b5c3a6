/** Sending an event to a casting or activation actor and learning at once whether it was refused. */
import type { CastEventInput } from '../src/events/schema.js';
import type { Refusal } from '../src/core/refusal.js';
import type { ChartActor } from './charts.js';
import { sendChecked } from './sending.js';

/**
 * Sends `event`; returns the refusal if the chart refused it (the game is then exactly as
 * it was), or null if the chart accepted it. Safe for a client's event as it came: only a
 * plain-data copy is judged and sent, and anything else — not a JSON object, a type no
 * event has (XState's own `xstate.*` types and `*` among them), a getter or proxy that
 * throws — is refused before it reaches the chart. A finished or stopped chart accepts
 * nothing, nor does a chart still handling another event (a send from a subscriber).
 */
export function dispatch(actor: ChartActor, event: CastEventInput): Refusal | null {
  return sendChecked(actor, event, 'this cast or activation has ended', actor.getSnapshot().context.chainBound, (plain) => {
    const before = actor.getSnapshot().context.rejected;
    actor.send(plain);
    const rejected = actor.getSnapshot().context.rejected;
    return rejected !== before && rejected ? rejected.refusal : null;
  });
}
