/**
 * The scenario runner: sends a loaded scenario's actions to the casting chart, one cast
 * after another, and records every step with its rule.
 */
import { createActor, type Actor, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { CastEvent } from '../src/events.js';
import type { GameState } from '../src/game/state.js';
import { summarizeCost, type CostSummary } from '../src/costs/total-cost.js';
import type { Refusal } from '../src/rules/refusal.js';
import type { PendingTrigger } from '../src/rules/triggers.js';
import { InputError, jsonPath } from '../src/scenario/problems.js';
import type { LoadedScenario } from '../src/scenario/load.js';
import { castingMachine } from './casting.js';
import { currentStep, outcomeOf, skipsStep, stepRecord, type CastOutcome, type StepRecord } from './steps.js';

export interface ScenarioResult {
  readonly scenario: string;
  readonly outcome: CastOutcome;
  readonly steps: readonly StepRecord[];
  readonly lockedCost: CostSummary | null;
  readonly refusal: Refusal | null;
  /** Triggered abilities waiting to be put on the stack (CR 601.2i). */
  readonly triggers: readonly PendingTrigger[];
  readonly game: GameState;
}

type CastActor = Actor<typeof castingMachine>;

/**
 * Runs every action. A refused event is an error in the scenario: it throws an
 * `InputError` pointing at the action, and nothing is returned as a result.
 */
export function runScenario(scenario: LoadedScenario): ScenarioResult {
  const steps: StepRecord[] = [];
  let game = scenario.game;
  let actor: CastActor | null = null;
  const triggers: PendingTrigger[] = [];
  const settle = (finished: CastActor) => {
    game = finished.getSnapshot().context.game;
    triggers.push(...finished.getSnapshot().context.triggers);
  };
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && event.actorRef === actor) {
      const last = steps[steps.length - 1];
      if (last && skipsStep(event._transitions)) steps[steps.length - 1] = { ...last, skipped: true };
      steps.push(stepRecord(event.snapshot as AnyMachineSnapshot, event.event, event._transitions[0]?.eventType ?? ''));
    }
  };
  scenario.actions.forEach((action: CastEvent, index) => {
    if (actor === null || actor.getSnapshot().status === 'done') {
      if (actor) settle(actor);
      if (action.type !== 'CAST') throw refused(index, `${action.type} is not expected: no spell is being cast (begin with CAST)`);
      actor = createActor(castingMachine, { input: { game, cards: scenario.cards }, inspect });
      actor.start();
    }
    const before = actor.getSnapshot().context.rejected;
    actor.send(action);
    const after = actor.getSnapshot().context.rejected;
    if (after !== before && after) {
      const waiting = currentStep(actor.getSnapshot());
      throw refused(index, `refused (${after.refusal.rule} ${after.refusal.code}): ${after.refusal.message} (the cast is waiting at ${waiting.rule}: ${waiting.title})`);
    }
  });
  if (actor === null) {
    return { scenario: scenario.name, outcome: 'pending', steps, lockedCost: null, refusal: null, triggers: [], game };
  }
  const snapshot = (actor as CastActor).getSnapshot();
  const { context } = snapshot;
  settle(actor);
  return {
    scenario: scenario.name,
    outcome: outcomeOf(snapshot),
    steps,
    lockedCost: context.lockedCost ? summarizeCost(context.lockedCost) : null,
    refusal: context.refusal,
    triggers,
    game,
  };
}

function refused(index: number, message: string): InputError {
  return new InputError([{ path: jsonPath(['actions', index]), message }]);
}
