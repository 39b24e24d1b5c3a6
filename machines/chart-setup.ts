/**
 * The setup both charts share — the casting chart (CR 601.2) and the activation chart
 * (CR 602.2, whose steps 602.2b calls identical): typed context, events and meta, the named
 * guards and actions, and the shapes an event handler takes. An app may `provide()` its
 * own implementation of any guard or action by name.
 */
import { assign, raise, setup } from 'xstate';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import { actions, type CastAction, type RefuseParams } from './actions.js';
import type { ChartContext, ChartInput, ChartOutput, GuardArgs, Outcome } from './context.js';
import { guards } from './guards.js';
import { passOn } from './rejections.js';
import type { StepMeta } from './meta.js';
import type { Choice } from './steps/define.js';

type PlainAction = Exclude<CastAction, 'refuse'>;
type ChartAction = PlainAction | 'passPaymentOn' | { readonly type: 'refuse'; readonly params: RefuseParams };
type Assigner = ReturnType<typeof assign<ChartContext, CastEventInput, undefined, CastEventInput, never>>;
const { refuse, ...plain } = actions;
const assigners = Object.fromEntries(Object.entries(plain).map(([name, change]) => [name, assign(({ context, event }: GuardArgs) => change({ context, event }))])) as {
  [K in PlainAction]: Assigner;
};

/** The `refuse` action with its refusal: CR 601.3, 602.5 and the steps that end a cast or activation as illegal. */
export const refuseWith = (params: RefuseParams) => ({ type: 'refuse', params }) as const;

/** A step's handler for one event: refuse foreign or malformed events, then the rule's guard, else refuse. */
export const step = (guard: keyof typeof guards, target: string, ...then: ChartAction[]) =>
  [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { guard, target, actions: then }, { actions: 'rejectEvent' }] as const;

/** A handler that stays in the step, recording a choice made ahead of it (ORDER_REDUCTIONS). */
export const stay = (guard: keyof typeof guards, ...then: ChartAction[]) =>
  [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { guard, actions: then }, { actions: 'rejectEvent' }] as const;

/** A step's handler whose rule either moves on or ends the cast: `otherwise` names where a failure goes. */
export const decide = (guard: keyof typeof guards, target: string, then: ChartAction, otherwise: { target: string; actions: ChartAction }) =>
  [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { guard, target, actions: then }, otherwise] as const;

/** A step's handler for an event the rules always accept from the right player. */
export const accept = (target: string, ...then: ChartAction[]) => [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { target, actions: then }] as const;

/** The handler of a registered step's event: its guard judges it, its action records it, and the chart moves to `target`. */
export const choose = <TChoice extends Choice<Choice['event'], CastGuardName, PlainAction>>(choice: TChoice, target: string) =>
  ({ [choice.event]: step(choice.guard, target, choice.action) }) as { readonly [K in TChoice['event']]: ReturnType<typeof step> };

/** The handler of a choice made ahead of its step: recorded, and the chart stays where it is. */
export const ahead = <TChoice extends Choice<Choice['event'], CastGuardName, PlainAction>>(choice: TChoice) =>
  ({ [choice.event]: stay(choice.guard, choice.action) }) as { readonly [K in TChoice['event']]: ReturnType<typeof stay> };

type CastGuardName = keyof typeof guards;

export const chartSetup = setup({
  types: {
    context: {} as ChartContext,
    events: {} as CastEventInput,
    input: {} as ChartInput,
    output: {} as ChartOutput,
    meta: {} as StepMeta,
  },
  guards,
  actions: {
    ...assigners,
    refuse: assign(({ context, event }: GuardArgs, params: RefuseParams) => refuse({ context, event }, params)),
    /** CR 601.2g → 601.2h: PAY ends the chance to activate mana abilities and is then paid, taken as checked (rejections.ts, `passOn`). */
    passPaymentOn: raise(({ context, event }) => {
      passOn(context, event);
      return event;
    }),
    /** A final state records how the cast or activation ended. */
    settle: assign((_, params: { outcome: Outcome }) => ({ outcome: params.outcome })),
  },
});

/** The context both charts start from. */
export function initialContext(input: ChartInput, cards: ChartContext['cards']): ChartContext {
  return {
    cards,
    game: input.game,
    saved: null,
    controller: null,
    objectId: null,
    lockedCost: null,
    reductionOrder: [],
    reductionHalves: {},
    manaActivations: [],
    keepMana: input.keepManaOnReversal ?? false,
    journal: [],
    heldTriggers: [],
    triggers: [],
    refusal: null,
    outcome: 'pending',
    rejected: null,
    chainBound: input.chainBound,
  };
}

/** What every chart shares at its root: its context, that an unexpected event is refused, and its output. */
export const chartRoot = {
  context: ({ input }: { input: ChartInput }) => initialContext(input, input.cards ?? BUILT_IN_CARDS),
  on: { '*': { actions: 'rejectUnexpectedEvent' } },
  output: ({ context }: { context: ChartContext }): ChartOutput => ({
    outcome: context.outcome,
    objectId: context.game.stack.some((object) => object.id === context.objectId) ? context.objectId : null,
    game: context.game,
    lockedCost: context.lockedCost,
    refusal: context.refusal,
    triggers: context.triggers,
  }),
} as const;
