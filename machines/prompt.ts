/**
 * What the casting chart asks now: the event it waits for, who may send it, and the legal
 * options, all computed by the rules. A client renders its prompt from this without
 * knowing the rules (docs/asking.md).
 */
import type { SnapshotFrom } from 'xstate';
import { activatableAbilities, type ActivatableAbility } from '../src/activation/activation.js';
import { castableCards, type CastOption } from '../src/casting/castable.js';
import {
  costOptions,
  divisionOptions,
  modeOptions,
  spliceOptions,
  type DivisionOptions,
  type ModeOptions,
  hybridChoiceOptions,
  paymentOptions,
  phyrexianChoiceOptions,
  targetOptions,
  xRange,
  type CostOptions,
  type PaymentOptions,
  type SymbolOptions,
  type TargetWordOptions,
  type XRange,
} from '../src/casting/options.js';
import type { HybridChoice, PhyrexianChoice, PlayerId } from '../src/game/state.js';
import type { Refusal } from '../src/core/refusal.js';
import type { CastingMachine } from './casting.js';
import type { ActivationMachine } from './activation.js';
import { lockedCostOf, spellOf } from './context.js';
import { currentStep, outcomeOf, statePath, type CastOutcome } from './steps.js';

type CastSnapshot = SnapshotFrom<CastingMachine> | SnapshotFrom<ActivationMachine>;

interface Asking<TEvent extends string, TOptions> {
  readonly rule: string;
  readonly title: string;
  /** The events this step accepts (CANCEL is always accepted from the caster while casting). */
  readonly events: readonly TEvent[];
  /** Who may send them. */
  readonly player: PlayerId | null;
  readonly options: TOptions;
}

export type Prompt =
  | ({ readonly step: 'begin' } & Asking<'CAST', { readonly castable: readonly CastOption[] }>)
  | ({ readonly step: 'begin' } & Asking<'ACTIVATE', { readonly activatable: readonly ActivatableAbility[] }>)
  | ({ readonly step: 'modes' } & Asking<'CHOOSE_MODES' | 'ORDER_REDUCTIONS', ModeOptions>)
  | ({ readonly step: 'splice' } & Asking<'SPLICE' | 'ORDER_REDUCTIONS', { readonly cards: ReturnType<typeof spliceOptions> }>)
  | ({ readonly step: 'divide' } & Asking<'DISTRIBUTE', DivisionOptions>)
  | ({ readonly step: 'costs' } & Asking<'CHOOSE_COSTS' | 'ORDER_REDUCTIONS', CostOptions>)
  | ({ readonly step: 'x' } & Asking<'ANNOUNCE_X' | 'ORDER_REDUCTIONS', XRange>)
  | ({ readonly step: 'hybrid' } & Asking<'CHOOSE_HYBRID' | 'ORDER_REDUCTIONS', { readonly symbols: readonly SymbolOptions<HybridChoice>[] }>)
  | ({ readonly step: 'phyrexian' } & Asking<'CHOOSE_PHYREXIAN' | 'ORDER_REDUCTIONS', { readonly symbols: readonly SymbolOptions<PhyrexianChoice>[] }>)
  | ({ readonly step: 'targets' } & Asking<'CHOOSE_TARGETS' | 'ORDER_REDUCTIONS', { readonly words: readonly TargetWordOptions[] }>)
  | ({ readonly step: 'mana' } & Asking<'ACTIVATE_MANA' | 'PAY', PaymentOptions>)
  | ({ readonly step: 'pay' } & Asking<'PAY', PaymentOptions>)
  | ({ readonly step: 'done' } & Asking<never, { readonly outcome: CastOutcome; readonly refusal: Refusal | null }>);

/** The prompt for the chart's current step. */
export function promptOf(snapshot: CastSnapshot): Prompt {
  const { rule, title } = currentStep(snapshot);
  const { context } = snapshot;
  const base = { rule, title, player: context.caster };
  if (snapshot.status !== 'active') {
    return { step: 'done', ...base, events: [], player: null, options: { outcome: outcomeOf(snapshot), refusal: context.refusal } };
  }
  // The casting and activation charts share their steps (602.2b); only the outer state's name differs.
  const at = (step: string) => statePath(snapshot).split('.').slice(1).join('.') === step;
  if (snapshot.matches('idle') && snapshot.machine.id === 'activate') {
    const player = context.game.priority;
    return { step: 'begin', ...base, player, events: ['ACTIVATE'], options: { activatable: player ? activatableAbilities(context.game, context.cards, player) : [] } };
  }
  if (snapshot.matches('idle')) {
    const player = context.game.priority;
    return { step: 'begin', ...base, player, events: ['CAST'], options: { castable: player ? castableCards(context.game, context.cards, player) : [] } };
  }
  const { game, cards } = context;
  const spell = spellOf(context);
  if (at('announcing.modes')) {
    const options = modeOptions(game, cards, spell);
    // ORDER_REDUCTIONS comes only from the caster (CR 601.2f), so an opponent choosing the modes is offered only CHOOSE_MODES.
    const events = options.chooser === context.caster ? (['CHOOSE_MODES', 'ORDER_REDUCTIONS'] as const) : (['CHOOSE_MODES'] as const);
    return { step: 'modes', ...base, player: options.chooser, events: [...events], options };
  }
  if (at('announcing.splice')) return { step: 'splice', ...base, events: ['SPLICE', 'ORDER_REDUCTIONS'], options: { cards: spliceOptions(game, cards, spell) } };
  if (at('dividing')) return { step: 'divide', ...base, events: ['DISTRIBUTE'], options: divisionOptions(cards, spell) };
  if (at('announcing.costs')) return { step: 'costs', ...base, events: ['CHOOSE_COSTS', 'ORDER_REDUCTIONS'], options: costOptions(game, cards, spell) };
  if (at('announcing.x')) return { step: 'x', ...base, events: ['ANNOUNCE_X', 'ORDER_REDUCTIONS'], options: xRange(game, cards, spell) };
  if (at('announcing.hybrid')) {
    return { step: 'hybrid', ...base, events: ['CHOOSE_HYBRID', 'ORDER_REDUCTIONS'], options: { symbols: hybridChoiceOptions(game, cards, spell) } };
  }
  if (at('announcing.phyrexian')) {
    return { step: 'phyrexian', ...base, events: ['CHOOSE_PHYREXIAN', 'ORDER_REDUCTIONS'], options: { symbols: phyrexianChoiceOptions(game, cards, spell) } };
  }
  if (at('targeting')) return { step: 'targets', ...base, events: ['CHOOSE_TARGETS', 'ORDER_REDUCTIONS'], options: { words: targetOptions(game, cards, spell) } };
  const payment = paymentOptions(game, cards, spell.controller, lockedCostOf(context), spell.card, spell.kind === 'ability' ? spell.source : undefined);
  if (at('activatingMana')) return { step: 'mana', ...base, events: ['ACTIVATE_MANA', 'PAY'], options: payment };
  return { step: 'pay', ...base, events: ['PAY'], options: payment };
}
