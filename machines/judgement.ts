/**
 * For each event the charts judge by the rules, the one rules function that judges it:
 * CR 601.3 and 602.5 for the events that begin, and each registered step's own function
 * (steps/). The guards ask it whether the event may move the chart on, the refusals ask it
 * why not, and the actions take its value: each judgement is made once per event and context.
 */
import { mayBeginActivating } from '../src/activation/activation.js';
import { checkProposal } from '../src/casting/legality.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { faceOfEvent, type CastEvent, type CastEventInput, type CastEventOf, type CastEventType } from '../src/events/schema.js';
import type { Result } from '../src/core/refusal.js';
import { RecentMemo } from '../src/core/recent.js';
import { parsed, stackObjectOf, type ChartContext } from './context.js';
import { CHOICES } from './steps/index.js';

type Judge<T extends CastEventType> = (context: ChartContext, event: CastEventOf<T>) => Result<unknown>;

const judges: { readonly [T in CastEventType]?: Judge<T> } = {
  /** CR 601.3: may the player begin casting this card now? */
  CAST: (context, event) => mayBeginCasting(context.game, context.cards, event.player, event.card, faceOfEvent(event)),
  /** CR 602.5: may the player begin activating this ability now? */
  ACTIVATE: (context, event) => mayBeginActivating(context.game, context.cards, event.player, event.source, event.ability),
  ...Object.fromEntries(CHOICES.map((choice) => [choice.event, (context: ChartContext, event: CastEvent) => choice.judge(context, event as never)])),
};

/**
 * `judgement` made at most once for each event and context: the guard that asks it and the
 * actions of the same transition (or a refusal) share the answer. An eventless step is
 * judged with the event that led to it, in the context it reached.
 */
export function judgedOnce<TContext extends object, TValue>(judgement: (context: TContext, event: CastEventInput) => TValue): (context: TContext, event: CastEventInput) => TValue {
  const last = new RecentMemo<object, { readonly context: TContext; readonly read: Result<CastEvent>; readonly value: TValue }>();
  return (context, event) => {
    // The same event object, changed since, reads as a new parse: it is judged afresh.
    const read = parsed(event);
    const memo = typeof event === 'object' && event !== null ? last.get(event) : undefined;
    if (memo && memo.context === context && memo.read === read) return memo.value;
    const value = judgement(context, event);
    if (typeof event === 'object' && event !== null) last.set(event, { context, read, value });
    return value;
  };
}

/** The rules' judgement of an event, with the value an accepted one leads to; null for events no rule judges. */
export const judge = judgedOnce((context: ChartContext, event: CastEventInput): Result<unknown> | null => {
  const result = parsed(event);
  if (!result.ok) return result;
  const judgeEvent = judges[result.value.type] as Judge<CastEventType> | undefined;
  return judgeEvent ? judgeEvent(context, result.value) : null;
});

/** CR 601.2e: the judgement of the proposed spell or ability, once the announcements and targets are made. */
export const judgeProposal = judgedOnce((context: ChartContext): Result<unknown> => checkProposal(context.game, context.cards, stackObjectOf(context)));

/** The value of an event the guard before has accepted. */
export function acceptedValue(context: ChartContext, event: CastEventInput): unknown {
  const result = judge(context, event);
  if (!result?.ok) throw new Error(`a guarded action was refused: ${result ? result.refusal.message : 'no rule judges this event'}`);
  return result.value;
}

/** Whether the rules accept the event. */
export const accepts = (context: ChartContext, event: CastEventInput): boolean => judge(context, event)?.ok === true;
