/**
 * A scenario run as the transcript tells it: every step the runner saw with the event that led
 * into it and the game then, which of those steps recorded a refused event, and, when the run
 * is left waiting, what the waiting step asks (`promptOf`, or the session's round of triggered
 * abilities, CR 117.5). Read from the runner's observers; the runner itself is unchanged.
 */
import type { ActorRefLike, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { CardLibrary } from '../src/cards/library.js';
import type { Refusal } from '../src/core/refusal.js';
import type { GameState } from '../src/game/state.js';
import type { LoadedScenario } from '../src/scenario/load.js';
import { roundAsk, type RoundAsk, type TriggerRound } from '../src/casting/stack-triggers.js';
import { promptOf, type Prompt } from '../machines/prompt.js';
import type { ChartSnapshot } from '../machines/charts.js';
import { runScenario, type ScenarioResult, type StepView } from './run-scenario.js';

/** A step the runner saw, and the refusal it recorded if the event that led into it was refused. */
export interface TracedStep extends StepView {
  readonly refused: Refusal | null;
}

/** What the transcript knows beyond the result. */
export interface TranscriptTrace {
  readonly steps: readonly TracedStep[];
  /** The game the run started from. */
  readonly start: GameState;
  readonly cards: CardLibrary;
  /** What the step the run waits at asks, if it waits inside a cast or activation. */
  readonly prompt: Prompt | null;
  /** What the session's round of triggered abilities waits for, if it waits for one. */
  readonly round: RoundAsk | null;
}

interface Rejecting {
  readonly rejected?: { readonly refusal: Refusal } | null;
  readonly round?: TriggerRound | null;
}

/** Runs the scenario as `runScenario` does, keeping what the transcript tells (`inspect` still sees every inspection event). */
export function traceRun(scenario: LoadedScenario, inspect?: (event: InspectionEvent) => void): { readonly result: ScenarioResult; readonly trace: TranscriptTrace } {
  const steps: TracedStep[] = [];
  const rejected = new Map<ActorRefLike, unknown>();
  let microstep: { readonly actor: ActorRefLike; readonly snapshot: AnyMachineSnapshot } | null = null;
  let chart: AnyMachineSnapshot | null = null;
  let session: AnyMachineSnapshot | null = null;
  const observe = (event: InspectionEvent) => {
    inspect?.(event);
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    // The session is the root actor; the charts are its children.
    if (event.actorRef.sessionId === event.rootId) session = snapshot;
    else chart = snapshot;
    if (event.type === '@xstate.microstep') microstep = { actor: event.actorRef, snapshot };
  };
  const result = runScenario(scenario, {
    inspect: observe,
    onStep: (view) => {
      // A refused event is recorded in the context of the chart (or session) that refused it.
      const now = microstep ? ((microstep.snapshot.context as Rejecting).rejected ?? null) : null;
      const before = microstep ? rejected.get(microstep.actor) : undefined;
      if (microstep) rejected.set(microstep.actor, now);
      steps.push({ ...view, refused: now !== null && now !== before ? now.refusal : null });
    },
  });
  return { result, trace: { steps, start: scenario.game, cards: scenario.cards, ...waitingAsk(result, chart, session) } };
}

/** What the step the run waits at asks: the chart's prompt, or the session's round. */
function waitingAsk(result: ScenarioResult, chart: AnyMachineSnapshot | null, session: AnyMachineSnapshot | null): Pick<TranscriptTrace, 'prompt' | 'round'> {
  if (result.outcome !== 'pending' && result.outcome !== 'refused') return { prompt: null, round: null };
  if (chart && chart.status === 'active') return { prompt: promptOf(chart as ChartSnapshot), round: null };
  const round = (session?.context as Rejecting | undefined)?.round ?? null;
  return { prompt: null, round: round ? roundAsk(round) : null };
}
