/**
 * The prompt of either chart, for the toolkit: `promptOf` reads the casting chart and the
 * activation chart alike (CR 602.2b: their steps are the same definitions).
 */
import type { SnapshotFrom } from 'xstate';
import type { ActivationMachine } from '../activation.js';
import type { CastingMachine } from '../casting.js';
import { chartOf, type ChartSnapshot } from '../charts.js';
import { promptOf, type Prompt } from '../prompt.js';

export { activatableAbilities, type ActivatableAbility } from '../../src/activation/activation.js';

export type CastSnapshot = SnapshotFrom<CastingMachine>;
export type ActivationSnapshot = SnapshotFrom<ActivationMachine>;
export type { ChartSnapshot };

/** What either chart asks now. */
export type ChartPrompt = Prompt;

export const isActivation = (snapshot: ChartSnapshot): snapshot is ActivationSnapshot => chartOf(snapshot) === 'activate';

/** The prompt for the current step of either chart. */
export const promptFor = (snapshot: ChartSnapshot): ChartPrompt => promptOf(snapshot);
