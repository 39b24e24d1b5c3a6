/**
 * What a live run sends to the playground page over its local WebSocket (`/live`), one JSON
 * message each, in the order the run produced them: every chart step as it is taken (with the
 * game then), every event the session accepted, and the end. A page that connects late gets
 * every message sent before it first, so it sees the whole run.
 */
import type { CastEvent } from '../../src/events/schema.js';
import type { GameState } from '../../src/game/state.js';
import type { StepRecord } from '../../machines/reading.js';
import type { RefusedAction, ScenarioResult, Waiting } from '../run-scenario.js';

/** A step of a chart, as `runScenario` reports it to `onStep` (the nth step of the run). */
export interface LiveStep {
  readonly type: 'step';
  readonly index: number;
  readonly chart: 'cast' | 'activate' | 'session';
  /** The state's id in its chart, such as `cast.casting.targeting`. */
  readonly stateId: string;
  readonly record: StepRecord;
  readonly game: GameState;
}

/** The nth event the session accepted (as its record keeps it: defaults filled in). */
export interface LiveEvent {
  readonly type: 'event';
  readonly index: number;
  readonly event: CastEvent;
}

/** The run is over: its outcome, where it waits and the actions the rules refused. */
export interface LiveEnd {
  readonly type: 'end';
  readonly outcome: ScenarioResult['outcome'];
  readonly waiting: Waiting;
  readonly refusals: readonly RefusedAction[];
  readonly steps: number;
  readonly events: number;
}

export type LiveMessage = LiveStep | LiveEvent | LiveEnd;

/** The path the live channel answers at, on the playground's own server. */
export const LIVE_PATH = '/live';
