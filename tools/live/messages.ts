/**
 * What a live run sends to the playground page over its local WebSocket (`/live`), one JSON
 * message each, in the order the run produced them: the start (the scenario file and card
 * files the page replays from), every chart step as it is taken (with the game then), every
 * event the session accepted, and the end. A page that connects late gets
 * every message sent before it first, so it sees the whole run.
 */
import type { CastEvent } from '../../src/events/schema.js';
import type { GameState } from '../../src/game/state.js';
import type { StepRecord } from '../../machines/reading.js';
import type { RefusedAction, ScenarioResult, Waiting } from '../run-scenario.js';
import type { PlaygroundData } from '../playground/page.js';

/** A run begins: what the page starts from (a page showing another run starts over). */
export interface LiveStart {
  readonly type: 'start';
  readonly data: PlaygroundData;
}

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

export type LiveMessage = LiveStart | LiveStep | LiveEvent | LiveEnd;

const TYPES: ReadonlySet<string> = new Set<LiveMessage['type']>(['start', 'step', 'event', 'end']);

/** A message a run sent to a playground (`spellchart run --inspect <playground>`), if it is one: JSON with a known `type`. The page checks the rest as it replays. */
export function liveMessageOf(text: string): LiveMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && TYPES.has(String((value as { type?: unknown }).type)) ? (value as LiveMessage) : null;
  } catch {
    return null;
  }
}

/** The path the live channel answers at, on the playground's own server. */
export const LIVE_PATH = '/live';
/** Where a run on this machine sends its messages to a `spellchart play` server, which passes them to its pages. */
export const PUBLISH_PATH = '/live/publish';
