/**
 * The scenario runner: sends a loaded scenario's actions to a game session (casts,
 * activations, mana abilities with priority, one after another) and records every step
 * of every cast and activation with its rule.
 */
import { createActor, type Actor, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { CastEvent } from '../src/events/schema.js';
import type { GameState, StackObject } from '../src/game/state.js';
import { stackManaValue } from '../src/casting/stack-value.js';
import { summarizeCost, type CostSummary } from '../src/costs/total-cost.js';
import type { Refusal } from '../src/core/refusal.js';
import type { PendingTrigger } from '../src/casting/triggers.js';
import type { LoadedScenario } from '../src/scenario/load.js';
import { activeChild, sendToSession, sessionMachine, type SessionMachine } from '../machines/session.js';
import { roundAsk, type RoundAsk } from '../src/casting/stack-triggers.js';
import type { Outcome } from '../machines/context.js';
import { chartOf, type ChartId, type ChartSnapshot } from '../machines/charts.js';
import { currentStep, skipsStep, stepRecord, type StepRecord } from '../machines/reading.js';

/** Where the run waits: the step of the chart running, or the session's own state (priority, or a round of triggered abilities). */
export interface Waiting {
  readonly state: string;
  readonly rule: string;
  readonly title: string;
}

/** An action the rules refused: a result, not bad input; it changed nothing, and the run went on with the next action. */
export interface RefusedAction {
  /** Its index in the scenario's `actions`. */
  readonly action: number;
  readonly event: string;
  readonly player: string;
  readonly refusal: Refusal;
  /** The step still waiting when it was refused. */
  readonly waiting: Waiting;
}

export interface ScenarioResult {
  readonly scenario: string;
  /** The last cast's or activation's outcome, `pending`, or `refused` when the run's last action was refused. */
  readonly outcome: Outcome | 'refused';
  readonly steps: readonly StepRecord[];
  readonly lockedCost: CostSummary | null;
  readonly refusal: Refusal | null;
  /** Triggered abilities waiting to be put on the stack (CR 117.5). */
  readonly triggers: readonly PendingTrigger[];
  /** Every action the rules refused, in order; `[]` if none. */
  readonly refusals: readonly RefusedAction[];
  /** Where the run waits now. */
  readonly waiting: Waiting;
  /** The stack, bottom first, each object with its mana value, its choices and the cost locked for it. */
  readonly stack: readonly StackEntry[];
  readonly game: GameState;
}

/** CR 202.3, 601.2b–c, 601.2f: an object on the stack as the result document shows it. */
export interface StackEntry {
  readonly id: string;
  readonly kind: StackObject['kind'];
  readonly card: string;
  readonly controller: string;
  /** CR 202.3e: with X as announced; 0 for an ability. */
  readonly manaValue: number;
  /** What was announced and chosen for it (modes, costs, X, targets…); a triggered ability's targets. */
  readonly choices: StackObject['choices'] | null;
  /** CR 601.2f: the total cost locked as it was cast or activated in this run; null if it was on the stack already, or is a triggered ability. */
  readonly lockedCost: CostSummary | null;
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
 * Runs every action. An action the rules refuse is a result, not bad input: it is listed in
 * `refusals` with the step still waiting, it changes nothing, and the next action is sent.
 */
export interface RunOptions {
  /** Sees every step as it happens (the playground and the transcript record them). */
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
      const snapshot = event.snapshot as AnyMachineSnapshot;
      // CR 117.5, 603.3b, 603.3d: triggered abilities put on the stack before a player receives priority.
      if (snapshot.matches('triggering')) {
        push(stepRecord(snapshot, event.event, event._transitions[0]?.eventType ?? ''), snapshot, event.event, (snapshot.context as { game: GameState }).game);
        return;
      }
      // CR 605.3a: a mana ability activated with priority, outside any cast.
      if (event._transitions.some((t) => t.eventType === 'ACTIVATE_MANA')) {
        const player = (event.event as { player?: unknown }).player;
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
  const refusals: RefusedAction[] = [];
  const lockedCosts = new Map<string, CostSummary>();
  const noteLockedCost = () => {
    const { last } = session.getSnapshot().context;
    if (last?.objectId && last.lockedCost) lockedCosts.set(last.objectId, summarizeCost(last.lockedCost));
  };
  const session = createActor(sessionMachine, { input: { game: scenario.game, cards: scenario.cards, keepManaOnReversal: scenario.keepManaOnReversal }, inspect });
  sessionRef = session;
  session.start();
  scenario.actions.forEach((action: CastEvent, index) => {
    if (action.type !== 'ORDER_TRIGGERS') orderByDefault(session);
    const refusal = sendToSession(session, action);
    // CHART_FAILED is no refusal of the choice: the session reversed the action (its outcome says so).
    if (refusal && refusal.code !== 'CHART_FAILED') refusals.push({ action: index, event: action.type, player: action.player, refusal, waiting: waitingOf(session) });
    noteLockedCost();
  });
  const lastRefused = refusals.at(-1)?.action === scenario.actions.length - 1 ? refusals.at(-1)! : null;
  orderByDefault(session);
  const { context } = session.getSnapshot();
  const child = activeChild(session);
  if (child) {
    const pending = child.getSnapshot().context;
    return {
      scenario: scenario.name,
      outcome: lastRefused ? 'refused' : 'pending',
      steps,
      lockedCost: pending.lockedCost ? summarizeCost(pending.lockedCost) : null,
      refusal: lastRefused?.refusal ?? null,
      triggers: context.triggers,
      refusals,
      waiting: waitingOf(session),
      stack: stackEntries(scenario, pending.game, new Map([...lockedCosts, ...(pending.lockedCost && pending.objectId ? [[pending.objectId, summarizeCost(pending.lockedCost)] as const] : [])])),
      game: pending.game,
    };
  }
  const ended = context.round ? 'pending' : (context.last?.outcome ?? 'pending');
  return {
    scenario: scenario.name,
    outcome: lastRefused ? 'refused' : ended,
    steps,
    lockedCost: context.last?.lockedCost ? summarizeCost(context.last.lockedCost) : null,
    refusal: lastRefused ? lastRefused.refusal : ended === 'pending' ? null : (context.last?.refusal ?? null),
    triggers: context.triggers,
    refusals,
    waiting: waitingOf(session),
    stack: stackEntries(scenario, context.game, lockedCosts),
    game: context.game,
  };
}

/** The result's stack: each object with its mana value, choices and the cost locked for it (CR 202.3, 601.2f). */
function stackEntries(scenario: LoadedScenario, game: GameState, lockedCosts: ReadonlyMap<string, CostSummary>): StackEntry[] {
  return game.stack.map((object) => ({
    id: object.id,
    kind: object.kind,
    card: object.card,
    controller: object.controller,
    manaValue: stackManaValue(scenario.cards, object),
    choices: object.choices ?? null,
    lockedCost: lockedCosts.get(object.id) ?? null,
  }));
}

/** The step the run waits at: the running chart's, or the session's own. */
function waitingOf(session: Actor<SessionMachine>): Waiting {
  const child = activeChild(session);
  const { state, rule, title } = currentStep(child ? child.getSnapshot() : session.getSnapshot());
  return { state, rule, title };
}

/**
 * CR 603.3b: a scenario that doesn't send ORDER_TRIGGERS when the session asks for it (before
 * its next action, or when its actions run out) has each player's triggered abilities put on
 * the stack in the order they triggered: the runner sends that order for the player asked.
 */
function orderByDefault(session: Actor<SessionMachine>): void {
  for (let ask = askedOf(session); ask?.event === 'ORDER_TRIGGERS'; ask = askedOf(session)) {
    const refusal = sendToSession(session, { type: 'ORDER_TRIGGERS', player: ask.player, order: ask.triggers.map((_, i) => i) });
    if (refusal) throw new Error(`the default order of ${ask.player}'s triggered abilities was refused: ${refusal.message}`);
  }
}

function askedOf(session: Actor<SessionMachine>): RoundAsk | null {
  const { round } = session.getSnapshot().context;
  return round ? roundAsk(round) : null;
}
