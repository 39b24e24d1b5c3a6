/**
 * What the casting or activation chart asks now: the event it waits for, who may send it,
 * and the legal options, all computed by the rules. A client renders its prompt from this
 * without knowing the rules (docs/asking.md). The prompts of the choice steps come from
 * their modules (steps/).
 */
import { activatableAbilities, type ActivatableAbility } from '../src/activation/activation.js';
import { castableCards, type CastOption } from '../src/casting/castable.js';
import type { PlayerId } from '../src/game/state.js';
import type { Refusal } from '../src/core/refusal.js';
import { chartOf, type ChartSnapshot } from './charts.js';
import type { ChartContext, Outcome } from './context.js';
import { currentStep, outcomeOf, statePath } from './reading.js';
import type { Step } from './steps/define.js';
import { stepAt, type RegisteredStep } from './steps/index.js';
import { oneQuery } from '../src/mana/chain-budget.js';

interface Asking<TEvent extends string, TOptions> {
  readonly rule: string;
  readonly title: string;
  /** The events this step accepts (CANCEL is always accepted from the controller while casting or activating). */
  readonly events: readonly TEvent[];
  /** Who may send them. */
  readonly player: PlayerId | null;
  readonly options: TOptions;
}

/** The prompt of a registered step: its name, its own event and the others it accepts, its options. */
type StepPrompt<TStep extends RegisteredStep> = TStep extends unknown
  ? { readonly step: TStep['step'] } & Asking<TStep['event'] | TStep['also'][number], ReturnType<TStep['options']>>
  : never;

/** What a chart asks; an app switches on `step`. */
export type Prompt =
  | ({ readonly step: 'begin' } & Asking<'CAST', { readonly castable: readonly CastOption[] }>)
  | ({ readonly step: 'begin' } & Asking<'ACTIVATE', { readonly activatable: readonly ActivatableAbility[] }>)
  | StepPrompt<RegisteredStep>
  | ({ readonly step: 'done' } & Asking<never, { readonly outcome: Outcome; readonly refusal: Refusal | null }>);

/** The prompt for the chart's current step: one query (src/mana/chain-budget.ts) within the chart's bound, however many payments its options weigh. */
export function promptOf(snapshot: ChartSnapshot): Prompt {
  return oneQuery(() => promptFor(snapshot), undefined, snapshot.context.chainBound);
}

function promptFor(snapshot: ChartSnapshot): Prompt {
  const { rule, title } = currentStep(snapshot);
  const { context } = snapshot;
  const base = { rule, title, player: context.controller };
  if (snapshot.status !== 'active') {
    return { step: 'done', ...base, events: [], player: null, options: { outcome: outcomeOf(snapshot), refusal: context.refusal } };
  }
  if (snapshot.matches('idle')) {
    const player = context.game.priority;
    if (chartOf(snapshot) === 'activate') {
      return { step: 'begin', ...base, player, events: ['ACTIVATE'], options: { activatable: player ? activatableAbilities(context.game, context.cards, player) : [] } };
    }
    return { step: 'begin', ...base, player, events: ['CAST'], options: { castable: player ? castableCards(context.game, context.cards, player) : [] } };
  }
  // The casting and activation charts share their steps (602.2b); only the outer state's name differs.
  const at = statePath(snapshot).split('.').slice(1).join('.');
  const step = stepAt(at);
  if (!step) throw new Error(`the chart asks nothing at ${statePath(snapshot)}`);
  return ask(step, context, rule, title);
}

/**
 * A step's prompt: its options, who sends its event (CR 601.6: the modes may be an
 * opponent's choice), and the events that player may send — the other events come from
 * the controller only (CR 601.2f, 601.2h).
 */
function ask(step: Step, context: ChartContext, rule: string, title: string): Prompt {
  const options = step.options(context);
  const player = step.sender?.(context) ?? context.controller;
  const events = player === context.controller ? [step.event, ...step.also] : [step.event];
  return { step: step.step, rule, title, player, events, options } as Prompt;
}
