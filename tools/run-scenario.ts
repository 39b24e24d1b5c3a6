/**
 * The scenario runner: sends a loaded scenario's actions to a game session (casts,
 * activations, mana abilities with priority, one after another) and records every step
 * of every cast and activation with its rule.
 */
import { createActor, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { CastEvent } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { summarizeCost, type CostSummary } from '../src/costs/total-cost.js';
import type { Refusal } from '../src/core/refusal.js';
import type { PendingTrigger } from '../src/casting/triggers.js';
import { jsonPath } from '../src/core/json-path.js';
import { InputError } from '../src/scenario/problems.js';
import type { LoadedScenario } from '../src/scenario/load.js';
import { activeChild, sendToSession, sessionMachine } from '../machines/session.js';
import type { Outcome } from '../machines/context.js';
import { chartOf, type ChartId, type ChartSnapshot } from '../machines/charts.js';
import { currentStep, skipsStep, stepRecord, type StepRecord } from '../machines/reading.js';

export interface ScenarioResult {
  readonly scenario: string;
  readonly outcome: Outcome;
  readonly steps: readonly StepRecord[];
  readonly lockedCost: CostSummary | null;
  readonly refusal: Refusal | null;
  /** Triggered abilities waiting to be put on the stack (CR 601.2i). */
  readonly triggers: readonly PendingTrigger[];
  readonly game: GameState;
}

/** What the runner tells an observer about each step: the record, the chart it is in, the game then, and the event. */
export interface StepView {
  readonly record: StepRecord;
  /** The chart's id: 'cast', 'activate', or 'session' for a mana ability with priority. */
  readonly chart: ChartId | 'session';
  /** The state's id in its chart, such as `cast.casting.targeting`. */
  readonly stateId: string;
  readonly game: GameState;
  readonly event: unknown;
}

/**
 * Runs every action. A refused event is an error in the scenario: it throws an
 * `InputError` pointing at the action, and nothing is returned as a result. `onStep`, if
 * given, sees every step as it happens (the offline viewer records them).
 */
export interface RunOptions {
  /** Sees every step as it happens (the offline viewer records them). */
  readonly onStep?: (view: StepView) => void;
  /** Also receives XState's inspection events (live inspection with @statelyai/inspect). */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** The chart a snapshot the runner sees is of: one of the charts, or the session itself. */
function runningChart(snapshot: AnyMachineSnapshot): ChartId | 'session' {
  return snapshot.machine.id === sessionMachine.id ? 'session' : chartOf(snapshot as ChartSnapshot);
}

export function runScenario(scenario: LoadedScenario, options: RunOptions = {}): ScenarioResult {
  const { onStep } = options;
  const steps: StepRecord[] = [];
  const push = (record: StepRecord, snapshot: AnyMachineSnapshot, event: unknown, game: GameState) => {
    steps.push(record);
    onStep?.({ record, chart: runningChart(snapshot), stateId: `${snapshot.machine.id}.${record.state}`, game, event });
  };
  let sessionRef: unknown = null;
  const inspect = (event: InspectionEvent) => {
    options.inspect?.(event);
    if (event.type !== '@xstate.microstep') return;
    if (event.actorRef === sessionRef) {
      // CR 605.3a: a mana ability activated with priority, outside any cast.
      if (event._transitions.some((t) => t.eventType === 'ACTIVATE_MANA')) {
        const player = (event.event as { player?: unknown }).player;
        const snapshot = event.snapshot as AnyMachineSnapshot;
        const record = { state: 'priority', rule: '605.3', title: 'Activate a mana ability with priority; it resolves at once', event: 'ACTIVATE_MANA', player: typeof player === 'string' ? player : null, skipped: false };
        push(record, snapshot, event.event, (snapshot.context as { game: GameState }).game);
      }
      return;
    }
    const last = steps[steps.length - 1];
    if (last && skipsStep(event._transitions)) steps[steps.length - 1] = { ...last, skipped: true };
    const snapshot = event.snapshot as AnyMachineSnapshot;
    push(stepRecord(snapshot, event.event, event._transitions[0]?.eventType ?? ''), snapshot, event.event, (snapshot.context as { game: GameState }).game);
  };
  const session = createActor(sessionMachine, { input: { game: scenario.game, cards: scenario.cards }, inspect });
  sessionRef = session;
  session.start();
  scenario.actions.forEach((action: CastEvent, index) => {
    const refusal = sendToSession(session, action);
    if (refusal) {
      const child = activeChild(session);
      const waiting = child ? currentStep(child.getSnapshot()) : null;
      const where = waiting ? ` (waiting at ${waiting.rule}: ${waiting.title})` : '';
      throw new InputError([{ path: jsonPath(['actions', index]), message: `refused (${refusal.rule} ${refusal.code}): ${refusal.message}${where}` }]);
    }
  });
  const { context } = session.getSnapshot();
  const child = activeChild(session);
  if (child) {
    const pending = child.getSnapshot().context;
    return {
      scenario: scenario.name,
      outcome: 'pending',
      steps,
      lockedCost: pending.lockedCost ? summarizeCost(pending.lockedCost) : null,
      refusal: null,
      triggers: context.triggers,
      game: pending.game,
    };
  }
  return {
    scenario: scenario.name,
    outcome: context.last?.outcome ?? 'pending',
    steps,
    lockedCost: context.last?.lockedCost ? summarizeCost(context.last.lockedCost) : null,
    refusal: context.last?.refusal ?? null,
    triggers: context.triggers,
    game: context.game,
  };
}
