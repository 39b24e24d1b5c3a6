/**
 * xstate/graph test models of the casting chart (CR 601.2) and the activation chart
 * (CR 602.2) for one game: their events come from the rules' legal options at each step
 * (eventsFromPrompt), and their states are told apart by what matters to a player.
 */
import { TestModel } from 'xstate/graph';
import type { CardLibrary } from '../../src/cards/library.js';
import type { CastEventInput } from '../../src/events/schema.js';
import type { GameState, ObjectId } from '../../src/game/state.js';
import { activationMachine, type ActivationMachine } from '../activation.js';
import { castingMachine, type CastingMachine } from '../casting.js';
import type { ChartInput } from '../context.js';
import { eventsFromPrompt, type EventOptions } from './events.js';
import type { ActivationSnapshot, CastSnapshot, ChartSnapshot } from './snapshots.js';

interface ModelOptions {
  readonly game: GameState;
  /** The card library; defaults to the built-in one. */
  readonly cards?: CardLibrary;
  /** Also generate events the rules refuse, and casts or activations that may not begin (see EventOptions). */
  readonly illegal?: boolean;
  /** CR 733.1: passed on to the chart's input. */
  readonly keepManaOnReversal?: boolean;
}

export interface CastingModelOptions extends ModelOptions {
  /** Only cast this card (an object id); otherwise each card the priority holder could cast now. */
  readonly card?: ObjectId;
  /** The chart to model, such as `castingMachine.provide(...)` with a house rule; defaults to `castingMachine`. */
  readonly machine?: CastingMachine;
}

export interface ActivationModelOptions extends ModelOptions {
  /** Only activate abilities of this object; otherwise each ability the priority holder could activate now. */
  readonly source?: ObjectId;
  /** With `source`: only this ability (by number, from 0). */
  readonly ability?: number;
  /** The chart to model; defaults to `activationMachine`. */
  readonly machine?: ActivationMachine;
}

export type CastingTestModel = TestModel<CastSnapshot, CastEventInput, ChartInput>;
export type ActivationTestModel = TestModel<ActivationSnapshot, CastEventInput, ChartInput>;

/** What a state is, refusals aside: the chart's value and status, the game, the order of cost reductions, why the cast ended. */
export function stateKey(snapshot: ChartSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify([snapshot.value, snapshot.status, context.game, context.reductionOrder, context.refusal?.code ?? null]);
}

/**
 * A state's identity in a test model: the chart's value and status, the game, the order of
 * cost reductions and why the cast ended — and, when the event that led here was refused
 * (nothing else changed), that event and its refusal code, so a refusal is a state of its
 * own. A refusal recorded earlier on the way (still in `context.rejected`) is not part of
 * the identity, or every refusal would copy every state after it. It depends on the previous
 * state only through that state's identity, as xstate/graph's path search needs.
 */
export function serializeSnapshot(snapshot: ChartSnapshot, _event?: unknown, previous?: ChartSnapshot): string {
  const key = stateKey(snapshot);
  const { rejected } = snapshot.context;
  const refusedNow = rejected !== null && previous !== undefined && stateKey(previous) === key;
  return refusedNow ? `${key}${JSON.stringify([rejected.event, rejected.refusal.code])}` : key;
}

function inputOf(options: ModelOptions): ChartInput {
  return { game: options.game, ...(options.cards ? { cards: options.cards } : {}), ...(options.keepManaOnReversal !== undefined ? { keepManaOnReversal: options.keepManaOnReversal } : {}) };
}

/**
 * A test model of casting in `game`: from idle, CAST each card the priority holder could
 * cast (or only `card`), then at each step the events built from the step's legal options.
 * Use TestModel's `getShortestPaths()` / `getSimplePaths()` and replay the paths on the
 * system under test.
 */
export function castingTestModel(options: CastingModelOptions): CastingTestModel {
  const events: EventOptions = { illegal: options.illegal ?? false, ...(options.card !== undefined ? { card: options.card } : {}) };
  // TestModel itself rather than createTestModel, which would also send the root's '*' descriptor as an event.
  return new TestModel(options.machine ?? castingMachine, {
    input: inputOf(options),
    events: (snapshot: CastSnapshot) => eventsFromPrompt(snapshot, events),
    serializeState: serializeSnapshot,
  }) as CastingTestModel;
}

/** A test model of activating abilities in `game`: from idle, ACTIVATE each ability that may be activated (or those of `source`). */
export function activationTestModel(options: ActivationModelOptions): ActivationTestModel {
  const events: EventOptions = {
    illegal: options.illegal ?? false,
    ...(options.source !== undefined ? { source: options.source } : {}),
    ...(options.ability !== undefined ? { ability: options.ability } : {}),
  };
  return new TestModel(options.machine ?? activationMachine, {
    input: inputOf(options),
    events: (snapshot: ActivationSnapshot) => eventsFromPrompt(snapshot, events),
    serializeState: serializeSnapshot,
  }) as ActivationTestModel;
}
