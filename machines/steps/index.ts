/**
 * The registry of the choice steps of CR 601.2b–h, in the order the charts take them. Each
 * is one module named after its rule; the guards, actions, judge table, prompts and the
 * testing toolkit's example events are built from this list. Adding a step is one module
 * and one line here (CONTRIBUTING.md).
 */
import type { CastEventType } from '../../src/events/schema.js';
import { costsStep } from './601.2b-costs.js';
import { hybridStep } from './601.2b-hybrid.js';
import { modesStep } from './601.2b-modes.js';
import { phyrexianStep } from './601.2b-phyrexian.js';
import { spliceStep } from './601.2b-splice.js';
import { xStep } from './601.2b-x.js';
import { targetsStep } from './601.2c-targets.js';
import { divisionStep } from './601.2d-division.js';
import { reductionOrderChoice } from './601.2f-reduction-order.js';
import { manaAbilitiesStep } from './601.2g-mana-abilities.js';
import { paymentStep } from './601.2h-payment.js';
import type { Choice, Step } from './define.js';

/**
 * The steps that wait for a choice, in chart order: each has a state, a prompt and example
 * events. The 601.2b announcements (those at `announcing.*`) are built into the charts in
 * this order, each moving on to the next.
 */
export const STEPS = [modesStep, spliceStep, costsStep, xStep, hybridStep, phyrexianStep, targetsStep, divisionStep, manaAbilitiesStep, paymentStep] as const;

/** The choices made ahead of their step, accepted while other steps wait. */
export const AHEAD = [reductionOrderChoice] as const;

/** Every choice the charts judge by a rule, steps and choices made ahead alike. */
export const CHOICES = [...STEPS, ...AHEAD] as const;

export type RegisteredStep = (typeof STEPS)[number];
export type RegisteredChoice = (typeof CHOICES)[number];
/** The name of the guard that tells whether a step applies, for steps that may not. */
export type AppliesGuard<TStep> = TStep extends { readonly applies?: { readonly guard: infer TName } } ? TName & string : never;

/** The step or choice made with this event, if any. */
export function choiceFor(type: CastEventType): Choice | undefined {
  return (CHOICES as readonly Choice[]).find((choice) => choice.event === type);
}

/** The state key below `announcing` of each 601.2b announcement. */
export type AnnouncementKey = RegisteredStep['state'] extends infer TState ? (TState extends `announcing.${infer TKey}` ? TKey : never) : never;

/** CR 601.2b: the announcements, in the order they are made, each with its state key below `announcing`. */
export const ANNOUNCEMENTS = (STEPS as readonly RegisteredStep[]).flatMap((step) =>
  step.state.startsWith('announcing.') ? [{ step, key: step.state.slice('announcing.'.length) as AnnouncementKey }] : [],
);

/** The step a prompt names. */
export function stepNamed(key: string): Step | undefined {
  return (STEPS as readonly Step[]).find((step) => step.step === key);
}

/** The step waiting at a state of either chart, by its path below the chart's outer state. */
export function stepAt(state: string): Step | undefined {
  return (STEPS as readonly Step[]).find((step) => step.state === state);
}
