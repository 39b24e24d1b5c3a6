/**
 * A run turned into live messages: `runScenario`'s step observer gives each chart step as it
 * is taken. A step is sent when the next one is taken (or the run ends): only the chart's next
 * move says whether it was passed over (`skipsStep`, read as the runner reads it). The session's own record (`logOf`, the one `recordOf` reads) gives the events it
 * accepted, read each time the runner sends the session a new event and once at the end — so
 * an event's message follows the steps it took, and the page replays exactly what the session
 * accepted (a refused action is not in it; a default trigger order the runner sent is).
 */
import type { ActorRefLike, AnyActorRef, InspectionEvent } from 'xstate';
import { logOf } from '../../machines/session-log.js';
import { skipsStep } from '../../machines/reading.js';
import type { LiveStep } from './messages.js';
import type { RunOptions, ScenarioResult, StepView } from '../run-scenario.js';
import type { LiveMessage } from './messages.js';

export interface LiveFeed extends Required<RunOptions> {
  /** Sends the events still unsent and the end. */
  finish(result: ScenarioResult): void;
}

export function liveFeed(publish: (message: LiveMessage) => void, inspect?: (event: InspectionEvent) => void): LiveFeed {
  let steps = 0;
  let events = 0;
  let session: ActorRefLike | null = null;
  /** The step taken last, sent once the next move shows whether it was skipped. */
  let pending: LiveStep | null = null;
  const sendPending = () => {
    if (pending) publish(pending);
    pending = null;
  };
  const flush = () => {
    // Inspection hands over the session actor itself, typed as the narrower ActorRefLike.
    const log = session ? logOf(session as AnyActorRef) : null;
    if (log === null || typeof log === 'string') return;
    for (; events < log.events.length; events += 1) publish({ type: 'event', index: events, event: log.events[events]! });
  };
  return {
    onStep(view: StepView) {
      sendPending();
      pending = { type: 'step', index: steps, chart: view.chart, stateId: view.stateId, record: view.record, game: view.game };
      steps += 1;
    },
    inspect(event: InspectionEvent) {
      inspect?.(event);
      // A chart's eventless move past a step that waits for events: that step was skipped (as runScenario marks it).
      if (pending && event.type === '@xstate.microstep' && event.actorRef.sessionId !== event.rootId && skipsStep(event._transitions)) {
        pending = { ...pending, record: { ...pending.record, skipped: true } };
      }
      // An event sent to the session from outside (the runner's sendToSession): the ones before it are in the record now.
      if (event.type === '@xstate.event' && event.actorRef.sessionId === event.rootId && event.sourceRef === undefined) {
        // The last move is over, so the step taken last is known to be skipped or not.
        session = event.actorRef;
        sendPending();
        flush();
      }
    },
    finish(result) {
      sendPending();
      flush();
      publish({ type: 'end', outcome: result.outcome, waiting: result.waiting, refusals: result.refusals, steps, events });
    },
  };
}
