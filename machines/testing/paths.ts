/**
 * Reading a test model's paths as expectations for a system under test: for each event,
 * whether the chart refuses it (and with which code) and where the chart is after it.
 */
import type { CastEventInput } from '../../src/events/schema.js';
import { statePath } from '../reading.js';
import { stateKey } from './models.js';
import type { ChartSnapshot } from './snapshots.js';

/** One step of a path, as a system under test should see it. */
export interface ExpectedStep {
  readonly event: CastEventInput;
  /** The code of the refusal the chart answers the event with (`WRONG_PLAYER`, `ILLEGAL_TARGET`…), or null if it accepts it. */
  readonly refused: string | null;
  /** Where the chart is after the event: `idle`, a step such as `casting.targeting`, or how it ended (`cast`, `activated`, `illegal`, `prohibited`). */
  readonly at: string;
  /** The model's snapshot after the event: its value, game and outcome are the ones a real actor reaches. */
  readonly state: ChartSnapshot;
}

/** A path of a test model, as xstate/graph gives it. */
export interface ModelPath {
  readonly steps: readonly { readonly event: CastEventInput; readonly state: ChartSnapshot }[];
}

/**
 * The steps of a path (its `xstate.init` step left out), each with what the chart answers.
 * Read refusals here rather than from `state.context.rejected`: a model keeps one snapshot
 * per state, which may carry a refusal recorded on another way to the same state.
 */
export function expectedSteps(path: ModelPath): ExpectedStep[] {
  const steps: ExpectedStep[] = [];
  let previous: ChartSnapshot | undefined;
  for (const { event, state } of path.steps) {
    if (previous === undefined || event.type.startsWith('xstate.')) {
      previous = state;
      continue;
    }
    const rejected = state.context.rejected;
    const refused = rejected !== null && stateKey(previous) === stateKey(state) ? rejected.refusal.code : null;
    steps.push({ event, refused, at: statePath(state), state });
    previous = state;
  }
  return steps;
}
