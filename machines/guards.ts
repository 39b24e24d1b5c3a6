/**
 * The charts' named guards. Each is a thin call into the rules in src/; an app may replace
 * any of them with `machine.provide({ guards: { ... } })` for a house rule. The guards of
 * the choice steps are built from their modules (steps/): for each, whether the step applies
 * and whether its rules function accepts the event.
 */
import { hasLegalTargets } from '../src/casting/targets.js';
import { stackObjectOf, type GuardArgs } from './context.js';
import { accepts, judgeProposal } from './judgement.js';
import { rejectionOf } from './rejections.js';
import type { Step } from './steps/define.js';
import { CHOICES, STEPS, type AppliesGuard, type RegisteredChoice, type RegisteredStep } from './steps/index.js';

/** A named guard of the charts. */
export type ChartGuard = (args: GuardArgs) => boolean;

type StepGuards = { readonly [TChoice in RegisteredChoice as TChoice['guard']]: ChartGuard } & { readonly [TStep in RegisteredStep as AppliesGuard<TStep>]: ChartGuard };

/** The rules function accepts the event; shared by every step's guard. */
const acceptsEvent: ChartGuard = ({ context, event }) => accepts(context, event);

const stepGuards = Object.fromEntries([
  ...CHOICES.map((choice) => [choice.guard, acceptsEvent] as const),
  ...(STEPS as readonly Step[]).flatMap(({ applies }) => (applies ? [[applies.guard, ({ context }: GuardArgs) => applies.check(context)] as const] : [])),
]) as StepGuards;

export const guards = {
  /** CR 601.3: the player may begin casting this card now. */
  mayBeginCasting: acceptsEvent,
  /** CR 602.5: the player may begin activating this ability now. */
  mayBeginActivating: acceptsEvent,
  /** CR 601.2, 601.6: the event is malformed, or comes from a player who may not make this choice. */
  isForeignOrMalformed: ({ context, event }: GuardArgs) => rejectionOf(context, event) !== null,
  /** CR 601.2c: every "target" word can be given its number of distinct legal targets. */
  hasLegalTargets: ({ context }: GuardArgs) => hasLegalTargets(context.game, context.cards, stackObjectOf(context)),
  /** CR 601.2e: the proposed spell or ability is legal. */
  proposalIsLegal: ({ context, event }: GuardArgs) => judgeProposal(context, event).ok,
  ...stepGuards,
};

export type CastGuard = keyof typeof guards;
