/**
 * The charts' named actions, each a thin call into the rules in src/ returning the part of
 * the context it changes; chart-setup.ts wraps each in `assign`. The actions that record a
 * step's choice are built from its module (steps/): they take the value the step's rules
 * function accepted.
 */
import { putAbilityOnStack, recordActivation } from '../src/activation/activation.js';
import { keepManaAbilities } from '../src/mana-abilities/keep-mana.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { castDuringResolution } from '../src/casting/priority.js';
import { activateManaForCostWithJournal } from '../src/costs/payment.js';
import { sourceOf } from '../src/costs/self-costs.js';
import { lockTotalCost, totalCost } from '../src/costs/total-cost.js';
import { faceOfEvent, type CastEventInput } from '../src/events/schema.js';
import type { Refusal } from '../src/core/refusal.js';
import { ILLEGAL_ACTIONS_RULE } from '../src/core/edition.js';
import { reverseIllegalAction } from '../src/game/illegal-actions.js';
import { nextGame } from '../src/game/update.js';
import { castTriggers, countCommanderCast, countSpellCast, releaseTriggers } from '../src/casting/triggers.js';
import { controllerOf, eventOf, lockedCostOf, parsed, stackObjectOf, withDeaths, type ChartContext, type GuardArgs } from './context.js';
import { acceptedValue, judge, judgeProposal } from './judgement.js';
import { ruleRejectionOf, unexpected } from './rejections.js';
import type { Choice, ContextChange } from './steps/define.js';
import { CHOICES, type RegisteredChoice } from './steps/index.js';

/**
 * The parameters of `refuse`: the refusal to record, and whose judgement explains it better
 * when the rules give one (`event`: the event's rules function; `proposal`: CR 601.2e). The
 * message may name `{player}` (who sent the event), `{card}` (the card CAST names) and
 * `{object}` (the card of the spell or ability on the stack); it is used when the guard that
 * chose this branch was replaced by a house rule, or when no judgement is named.
 */
export interface RefuseParams extends Refusal {
  readonly judgement?: 'event' | 'proposal';
}

/** A named action that takes no parameters. */
export type ChartAction = (args: GuardArgs) => ContextChange;

type StepActions = { readonly [TChoice in RegisteredChoice as TChoice['action']]: ChartAction };

const stepActions = Object.fromEntries(
  (CHOICES as readonly Choice[]).map((choice) => [
    choice.action,
    ({ context, event }: GuardArgs) => choice.record(context, choice.recordsFromEvent ? undefined : acceptedValue(context, event), eventOf(event, choice.event)),
  ]),
) as StepActions;

export const actions = {
  /** CR 601.2a, 733: remember the game as it is before anything moves, and who casts what. */
  beginCasting: ({ context, event }: GuardArgs): ContextChange => {
    const cast = eventOf(event, 'CAST');
    return { saved: context.game, controller: cast.player, objectId: cast.card, journal: [], heldTriggers: [], lockedCost: null, reductionOrder: [], reductionHalves: {}, refusal: null };
  },
  /** CR 602.2a, 733: remember the game as it is before anything moves, and who activates. */
  beginActivating: ({ context, event }: GuardArgs): ContextChange => {
    const activate = eventOf(event, 'ACTIVATE');
    return { saved: context.game, controller: activate.player, objectId: null, journal: [], heldTriggers: [], lockedCost: null, reductionOrder: [], reductionHalves: {}, refusal: null };
  },
  /** CR 602.2a: the ability is created on the stack; its activator controls it. */
  putAbilityOnStack: ({ context, event }: GuardArgs): ContextChange => {
    const { source, ability } = eventOf(event, 'ACTIVATE');
    const put = putAbilityOnStack(context.game, context.cards, controllerOf(context), source, ability);
    return { game: put.game, objectId: put.id };
  },
  /** CR 601.2a: the card moves to the stack and becomes a spell controlled by its caster. */
  moveCardToStack: ({ context, event }: GuardArgs): ContextChange => {
    const cast = parsed(event);
    const opponent = cast.ok && cast.value.type === 'CAST' ? cast.value.opponent : undefined;
    const face = cast.ok && cast.value.type === 'CAST' ? faceOfEvent(cast.value) : 0;
    const moved = moveCardToStack(context.game, context.cards, controllerOf(context), context.objectId!, opponent, face);
    return { game: moved.game, objectId: moved.id };
  },
  /** CR 601.2f: determine the total cost and lock it. */
  lockTotalCost: ({ context }: GuardArgs): ContextChange => ({
    lockedCost: lockTotalCost(totalCost(context.game, context.cards, stackObjectOf(context), context.reductionOrder, context.reductionHalves)),
  }),
  /** CR 601.2g: for PAY with `mana: 'auto'`, activate the mana abilities the solver picks. */
  activateManaForPayment: ({ context, event }: GuardArgs): ContextChange => {
    const payment = eventOf(event, 'PAY');
    if (payment.mana !== 'auto') return {};
    const object = stackObjectOf(context);
    const { game, journal, activated } = activateManaForCostWithJournal(context.game, context.cards, controllerOf(context), lockedCostOf(context), object.card, payment, sourceOf(object));
    return { game, journal: [...context.journal, ...journal], manaActivations: [...context.manaActivations, ...activated], heldTriggers: withDeaths(context, game) };
  },
  /**
   * CR 601.2i / 602.2b: the spell becomes cast, or the ability becomes activated (its use
   * restrictions recorded); held triggers are released; its controller receives priority if
   * they held it as the cast began (none is given to a spell cast while an ability resolves, 608.2g).
   */
  becomeCast: ({ context }: GuardArgs): ContextChange => {
    const item = stackObjectOf(context);
    const resolving = item.kind === 'spell' && castDuringResolution(item, item.castFrom);
    const withPriority = resolving ? context.game : nextGame(context.game, { priority: controllerOf(context) });
    if (item.kind === 'ability') {
      return { game: recordActivation(withPriority, context.cards, item), triggers: releaseTriggers(context.heldTriggers, context.triggers), heldTriggers: [] };
    }
    return {
      game: countCommanderCast(countSpellCast(withPriority, item.controller), item),
      triggers: releaseTriggers([...context.heldTriggers, ...castTriggers(context.game, context.cards, item)], context.triggers),
      heldTriggers: [],
    };
  },
  /** CR 733.1: reverse the cast or activation: the saved game, plus the actions that can never be undone. */
  reverseCast: ({ context }: GuardArgs): ContextChange => {
    const saved = context.saved ?? context.game;
    if (context.keepMana && context.manaActivations.length > 0) {
      // CR 733.1: the kept mana abilities are activated again, so their mills are journalled anew.
      const kept = keepManaAbilities(saved, context.cards, context.manaActivations);
      return { game: kept.game, journal: kept.journal, heldTriggers: [] };
    }
    return { game: reverseIllegalAction(saved, context.journal), heldTriggers: [] };
  },
  /** CR 601.3, 602.5, 601.2c, 601.2e, 601.2h: the cast or activation may not begin or can't go on, and why. */
  refuse: ({ context, event }: GuardArgs, params: RefuseParams): ContextChange => {
    const judged = params.judgement === 'event' ? judge(context, event) : params.judgement === 'proposal' ? judgeProposal(context, event) : null;
    if (judged && !judged.ok) return { refusal: judged.refusal };
    return { refusal: { rule: params.rule, code: params.code, message: explain(params.message, context, event) } };
  },
  /** CR 733: the player backs out; handled exactly like an illegal action. */
  cancel: ({ context, event }: GuardArgs): ContextChange => ({
    refusal: { rule: ILLEGAL_ACTIONS_RULE, code: 'CANCELLED', message: `${controllerOf(context)} cancelled ${stackObjectOf(context).kind === 'spell' ? 'casting' : 'activating'} ${stackObjectOf(context).card}` },
    keepMana: context.keepMana || eventOf(event, 'CANCEL').keepMana,
  }),
  /** The event is not one the current step accepts; nothing else changes. */
  rejectUnexpectedEvent: ({ event }: GuardArgs): ContextChange => ({
    rejected: { event: eventType(event), refusal: unexpected(event) },
  }),
  /** The step refuses the event, citing the rule it breaks; nothing else changes. */
  rejectEvent: ({ context, event }: GuardArgs): ContextChange => ({
    rejected: { event: eventType(event), refusal: ruleRejectionOf(context, event) },
  }),
  ...stepActions,
};

/** A refusal's message with `{player}`, `{card}` and `{object}` filled in. */
function explain(message: string, context: ChartContext, event: CastEventInput): string {
  const valid = parsed(event);
  return message.replace(/\{(player|card|object)\}/g, (_, name: string) => {
    if (name === 'object') return stackObjectOf(context).card;
    if (!valid.ok) return '?';
    if (name === 'player') return valid.value.player;
    return valid.value.type === 'CAST' ? valid.value.card : '?';
  });
}

function eventType(event: unknown): string {
  return typeof event === 'object' && event !== null ? String((event as { type?: unknown }).type) : String(event);
}

export type CastAction = keyof typeof actions;
