/**
 * Snapshots of either chart, for the toolkit (`promptOf` reads both alike, CR 602.2b: their
 * steps are the same definitions).
 */
import type { SnapshotFrom } from 'xstate';
import type { ActivationMachine } from '../activation.js';
import type { CastingMachine } from '../casting.js';
import { chartOf, type ChartSnapshot } from '../charts.js';

export type CastSnapshot = SnapshotFrom<CastingMachine>;
export type ActivationSnapshot = SnapshotFrom<ActivationMachine>;
export type { ChartSnapshot };

export const isActivation = (snapshot: ChartSnapshot): snapshot is ActivationSnapshot => chartOf(snapshot) === 'activate';

