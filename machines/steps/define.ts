/**
 * What a choice step of CR 601.2b–h declares. Each step is one module in this folder, named
 * after its rule; the charts' guards and actions, the judge table, `promptOf` and the
 * testing toolkit's example events are all built from these declarations (steps/index.ts
 * lists them), so a step's rule lives in one place.
 */
import type { CastEventInput, CastEventOf, CastEventType } from '../../src/events/schema.js';
import type { GameState, PlayerId } from '../../src/game/state.js';
import type { RuleNumber } from '../../src/core/edition.js';
import type { Result } from '../../src/core/refusal.js';
import type { ChartContext } from '../context.js';

/** The part of the chart's context an action changes. */
export type ContextChange = Partial<ChartContext>;

/** What is put on the stack: a spell (casting chart) or an ability (activation chart). */
export type StackNoun = 'spell' | 'ability';

/** A state's title, the same for both charts or worded for what each puts on the stack. */
export type Title = string | ((object: StackNoun) => string);

/** A few example events for the testing toolkit: some the rules accept, some they refuse. */
export interface Examples {
  readonly legal: readonly CastEventInput[];
  readonly refused: readonly CastEventInput[];
}

/** What a step asks, as its examples see it: the chart's context, the step's options and who sends its event. */
export interface Asked<TOptions> {
  readonly context: ChartContext;
  readonly options: TOptions;
  readonly player: PlayerId;
}

/** A choice a player makes by sending one event, judged by one rules function in src/. */
export interface Choice<TEvent extends CastEventType = CastEventType, TGuard extends string = string, TAction extends string = string, TValue = unknown> {
  /** The rule the choice carries out. */
  readonly rule: RuleNumber;
  readonly title: Title;
  /** The event that makes the choice. */
  readonly event: TEvent;
  /** The named guard that lets the event through when `judge` accepts it (an app may `provide()` its own). */
  readonly guard: TGuard;
  /** The named action that records the accepted choice (an app may `provide()` its own). */
  readonly action: TAction;
  /** The one rules function that judges the event; its value is what `record` writes. */
  judge(context: ChartContext, event: CastEventOf<TEvent>): Result<TValue>;
  /** What the action changes in the context, given the value `judge` accepted. */
  record(context: ChartContext, value: TValue, event: CastEventOf<TEvent>): ContextChange;
  /**
   * The action records the choice from the event alone (its value is then undefined), so an
   * app's guard may let through a choice the rules refuse and CR 601.2e judges the whole
   * proposal. Without it, an app that replaces the guard replaces the action too.
   */
  readonly recordsFromEvent?: boolean;
  /** CR 601.6: who sends the event, when it isn't the player casting or activating. */
  sender?(context: ChartContext): PlayerId;
  /** Bad input: the event names things that don't fit the step at all (refused before the rules judge it). */
  shape?(context: ChartContext, event: CastEventOf<TEvent>): Result<unknown>;
}

/** A choice the player may make ahead of its step, while other steps wait (CR 601.2f: the order of cost reductions). */
export interface AheadChoice<TEvent extends CastEventType = CastEventType, TGuard extends string = string, TAction extends string = string, TValue = unknown>
  extends Choice<TEvent, TGuard, TAction, TValue> {
  /** Example events, offered at every step whose prompt lists this event. */
  examples(context: ChartContext, player: PlayerId): Examples;
}

/** A step of the chart that waits for its choice: its state, whether it applies, what its prompt shows. */
export interface Step<
  TKey extends string = string,
  TEvent extends CastEventType = CastEventType,
  TAlso extends CastEventType = CastEventType,
  TGuard extends string = string,
  TApplies extends string = string,
  TAction extends string = string,
  TValue = unknown,
  TOptions = unknown,
  TState extends string = string,
> extends Choice<TEvent, TGuard, TAction, TValue> {
  /** The step's name in a prompt (`modes`, `targets`, …), which an app switches on. */
  readonly step: TKey;
  /** Where the step is in both charts, below their outer state (`announcing.modes`, `targeting`). */
  readonly state: TState;
  /**
   * Whether there is anything to choose: the named guard and the rules function it calls. A
   * step that doesn't apply is passed over; without it, the step always waits.
   */
  readonly applies?: { readonly guard: TApplies; check(context: ChartContext): boolean };
  /** The other events the chart accepts at this step, which its prompt lists after its own. */
  readonly also: readonly TAlso[];
  /** The legal options a prompt shows, computed by the rules. */
  options(context: ChartContext): TOptions;
  /** Example events built from the options. */
  examples(asked: Asked<TOptions>): Examples;
}

/** Declares a step; the type parameters keep its names literal, so the guard and action maps built from it are typed. */
export function defineStep<
  const TKey extends string,
  const TEvent extends CastEventType,
  const TGuard extends string,
  const TAction extends string,
  TValue,
  TOptions,
  const TState extends string,
  const TAlso extends CastEventType = never,
  const TApplies extends string = never,
>(step: Step<TKey, TEvent, TAlso, TGuard, TApplies, TAction, TValue, TOptions, TState>): Step<TKey, TEvent, TAlso, TGuard, TApplies, TAction, TValue, TOptions, TState> {
  return step;
}

/** Declares a choice made ahead of its step. */
export function defineAheadChoice<const TEvent extends CastEventType, const TGuard extends string, const TAction extends string, TValue>(
  choice: AheadChoice<TEvent, TGuard, TAction, TValue>,
): AheadChoice<TEvent, TGuard, TAction, TValue> {
  return choice;
}

/** The record of a choice whose judgement is the game it leads to. */
export const recordGame = (_context: ChartContext, game: GameState): ContextChange => ({ game });

/** A state's title for the chart that puts `object` on the stack. */
export const titleFor = (title: Title, object: StackNoun): string => (typeof title === 'string' ? title : title(object));

/** An id that names nothing in any game, for refused examples. */
export const NOTHING = 'no-such-object';

/** Each symbol's first payable choice, then each symbol's second, and so on (its first option if none is payable). */
export function symbolChoices<T>(symbols: readonly { readonly options: readonly T[]; readonly payable: readonly T[] }[]): T[][] {
  const lists = symbols.map((s) => (s.payable.length > 0 ? s.payable : s.options.slice(0, 1)));
  const rounds = Math.max(1, ...lists.map((l) => l.length));
  return Array.from({ length: rounds }, (_, k) => lists.map((l) => l[k] ?? l[0]!));
}
