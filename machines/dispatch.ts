/** Sending an event to a casting or activation actor and learning at once whether it was refused. */
import type { CastEventInput } from '../src/events/schema.js';
import type { Refusal } from '../src/core/refusal.js';
import type { ChartActor } from './charts.js';

/**
 * Sends `event`; returns the refusal if the chart refused it (the game is then exactly as
 * it was), or null if the chart accepted it. A finished cast or activation accepts nothing.
 */
export function dispatch(actor: ChartActor, event: CastEventInput): Refusal | null {
  const before = actor.getSnapshot();
  if (before.status !== 'active') {
    return { rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: `${event.type} is not expected: this cast or activation has ended` };
  }
  actor.send(event);
  const rejected = actor.getSnapshot().context.rejected;
  return rejected !== before.context.rejected && rejected ? rejected.refusal : null;
}
