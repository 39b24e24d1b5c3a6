/**
 * The charts, by id: casting a spell (CR 601.2) and activating an ability (CR 602.2). Both
 * are built from the same steps (proposal-steps.ts); each ends in one of its final states,
 * whose entry records the outcome (`cast` or `activated`, `illegal`, `prohibited`). The
 * session runs them as its children under these ids.
 */
import type { Actor, SnapshotFrom } from 'xstate';
import { activationMachine, type ActivationMachine } from './activation.js';
import { castingMachine, type CastingMachine } from './casting.js';

/** The charts' ids, which their states' ids and the session's children go by. */
export type ChartId = 'cast' | 'activate';

export const CHARTS = { cast: castingMachine, activate: activationMachine } as const satisfies Record<ChartId, unknown>;
/** A snapshot of the casting chart or of the activation chart. */
export type ChartSnapshot = SnapshotFrom<CastingMachine> | SnapshotFrom<ActivationMachine>;
/** A running casting or activation chart. */
export type ChartActor = Actor<CastingMachine> | Actor<ActivationMachine>;

/** Which chart a snapshot is of (a chart an app `provide()`s keeps its id). */
export function chartOf(snapshot: ChartSnapshot): ChartId {
  const id = snapshot.machine.id;
  if (!Object.hasOwn(CHARTS, id)) throw new Error(`"${id}" is not one of the charts`);
  return id as ChartId;
}
