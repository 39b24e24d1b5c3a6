/**
 * The casting chart's named actions, each a thin call into the rules in src/ returning
 * the part of the context it changes. casting.ts wraps each in `assign`.
 */
import { activateManaAbilityWithJournal } from '../src/mana-abilities/mana-abilities.js';
import { mayBeginActivating, putAbilityOnStack, recordActivation } from '../src/activation/activation.js';
import { keepManaAbilities } from '../src/mana-abilities/keep-mana.js';
import { moveCardToStack, recordTargets } from '../src/casting/announce.js';
import { checkProposal } from '../src/casting/legality.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { activateManaForCostWithJournal } from '../src/costs/payment.js';
import { sourceOf } from '../src/costs/self-costs.js';
import { lockTotalCost, totalCost } from '../src/costs/total-cost.js';
import type { Refusal, Result } from '../src/core/refusal.js';
import type { GameState } from '../src/game/state.js';
import { ILLEGAL_ACTIONS_RULE } from '../src/core/edition.js';
import { reverseIllegalAction } from '../src/game/illegal-actions.js';
import { castTriggers, countSpellCast, deathTriggers, releaseTriggers, targetTriggers } from '../src/casting/triggers.js';
import { casterOf, eventOf, lockedCostOf, parsed, spellOf, type CastContext, type GuardArgs } from './context.js';
import { acceptedGame, judge } from './rule-checks.js';
import { ruleRejectionOf, unexpected } from './rejections.js';

type ContextChange = Partial<CastContext>;

/**
 * The refusal a rules function gives, or `fallback` when it has none: the guard that chose
 * the refusing branch may have been replaced with `provide()` by a house rule.
 */
function refusalOf(result: Result<unknown>, fallback: Refusal): Refusal {
  return result.ok ? fallback : result.refusal;
}

/** The held triggers plus the "dies" triggers of creatures that died on the way to `game` (CR 603.10a). */
function withDeaths(context: CastContext, game: GameState): CastContext['heldTriggers'] {
  return [...context.heldTriggers, ...deathTriggers(context.game, game, context.cards)];
}

/** The value of a result the guard before has already accepted. */
function accepted<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`a guarded action was refused: ${result.refusal.message}`);
  return result.value;
}

export const actions = {
  /** CR 601.2a, 733: remember the game as it is before anything moves, and who casts what. */
  beginCasting: ({ context, event }: GuardArgs): ContextChange => {
    const cast = eventOf(event, 'CAST');
    return { saved: context.game, caster: cast.player, spellId: cast.card, journal: [], heldTriggers: [], lockedCost: null, reductionOrder: [], refusal: null };
  },
  /** CR 602.2a, 733: remember the game as it is before anything moves, and who activates. */
  beginActivating: ({ context, event }: GuardArgs): ContextChange => {
    const activate = eventOf(event, 'ACTIVATE');
    return { saved: context.game, caster: activate.player, spellId: null, journal: [], heldTriggers: [], lockedCost: null, reductionOrder: [], refusal: null };
  },
  /** CR 602.5: the activation may not begin; nothing has changed. */
  refuseToActivate: ({ context, event }: GuardArgs): ContextChange => {
    const activate = parsed(event);
    if (!activate.ok) return { refusal: activate.refusal };
    if (activate.value.type !== 'ACTIVATE') return { refusal: unexpected(event) };
    const result = mayBeginActivating(context.game, context.cards, activate.value.player, activate.value.source, activate.value.ability);
    return { refusal: refusalOf(result, { rule: '602.5', code: 'PROHIBITED', message: `${activate.value.player} may not activate that ability now` }) };
  },
  /** CR 602.2a: the ability is created on the stack; its activator controls it. */
  putAbilityOnStack: ({ context, event }: GuardArgs): ContextChange => {
    const { source, ability } = eventOf(event, 'ACTIVATE');
    const put = putAbilityOnStack(context.game, context.cards, casterOf(context), source, ability);
    return { game: put.game, spellId: put.id };
  },
  /** CR 601.3: the cast may not begin; nothing has changed. */
  refuseToBegin: ({ context, event }: GuardArgs): ContextChange => {
    const cast = parsed(event);
    if (!cast.ok) return { refusal: cast.refusal };
    if (cast.value.type !== 'CAST') return { refusal: unexpected(event) };
    const result = mayBeginCasting(context.game, context.cards, cast.value.player, cast.value.card);
    return { refusal: refusalOf(result, { rule: '601.3', code: 'PROHIBITED', message: `${cast.value.player} may not cast ${cast.value.card} now` }) };
  },
  /** CR 601.2a: the card moves to the stack and becomes a spell controlled by its caster. */
  moveCardToStack: ({ context, event }: GuardArgs): ContextChange => {
    const cast = parsed(event);
    const opponent = cast.ok && cast.value.type === 'CAST' ? cast.value.opponent : undefined;
    return { game: moveCardToStack(context.game, context.cards, casterOf(context), context.spellId!, opponent) };
  },
  /** CR 601.2b, 700.2: the modes chosen. */
  chooseModes: ({ context, event }: GuardArgs): ContextChange => ({ game: acceptedGame(context, event) }),
  /** CR 601.2b, 702.47: the cards spliced onto the spell, revealed and left in the hand. */
  spliceCards: ({ context, event }: GuardArgs): ContextChange => ({ game: acceptedGame(context, event) }),
  /** CR 601.2d: the division of the spell's effect among its targets. */
  distribute: ({ context, event }: GuardArgs): ContextChange => ({ game: acceptedGame(context, event) }),
  /** CR 601.2b, 118.8, 118.9: the alternative cost and the optional costs chosen. */
  announceCosts: ({ context, event }: GuardArgs): ContextChange => ({ game: acceptedGame(context, event) }),
  /** CR 601.2f: the order in which the player will apply cost reductions. */
  orderReductions: ({ event }: GuardArgs): ContextChange => ({ reductionOrder: eventOf(event, 'ORDER_REDUCTIONS').order }),
  /** CR 601.2b: the value of X. */
  announceX: ({ context, event }: GuardArgs): ContextChange => ({ game: acceptedGame(context, event) }),
  /** CR 601.2b: the half paid for each hybrid symbol. */
  announceHybrid: ({ context, event }: GuardArgs): ContextChange => ({ game: acceptedGame(context, event) }),
  /** CR 601.2b: life or mana for each Phyrexian symbol. */
  announcePhyrexian: ({ context, event }: GuardArgs): ContextChange => ({ game: acceptedGame(context, event) }),
  /** CR 601.2c: the chosen targets become the spell's targets. */
  chooseTargets: ({ context, event }: GuardArgs): ContextChange => {
    const { targets } = eventOf(event, 'CHOOSE_TARGETS');
    return {
      game: recordTargets(context.game, spellOf(context), targets),
      heldTriggers: [...context.heldTriggers, ...targetTriggers(context.game, context.cards, targets)],
    };
  },
  /** CR 601.2f: determine the total cost and lock it. */
  lockTotalCost: ({ context }: GuardArgs): ContextChange => ({
    lockedCost: lockTotalCost(totalCost(context.game, context.cards, spellOf(context), context.reductionOrder)),
  }),
  /** CR 601.2g, 605.3: a mana ability resolves at once; its mana goes to the pool. CR 733.1: what its cost milled is journalled. */
  activateManaAbility: ({ context, event }: GuardArgs): ContextChange => {
    const { source, ability, mana } = eventOf(event, 'ACTIVATE_MANA');
    const { game, journal, activated } = accepted(activateManaAbilityWithJournal(context.game, context.cards, casterOf(context), source, ability, mana));
    return { game, journal: [...context.journal, ...journal], manaActivations: [...context.manaActivations, ...activated], heldTriggers: withDeaths(context, game) };
  },
  /** CR 601.2g: for PAY with `mana: 'auto'`, activate the mana abilities the solver picks. */
  activateManaForPayment: ({ context, event }: GuardArgs): ContextChange => {
    const payment = eventOf(event, 'PAY');
    if (payment.mana !== 'auto') return {};
    const { game, journal, activated } = activateManaForCostWithJournal(context.game, context.cards, casterOf(context), lockedCostOf(context), spellOf(context).card, payment, sourceOf(spellOf(context)));
    return { game, journal: [...context.journal, ...journal], manaActivations: [...context.manaActivations, ...activated], heldTriggers: withDeaths(context, game) };
  },
  /** CR 601.2h: pay the whole locked cost. */
  payTotalCost: ({ context, event }: GuardArgs): ContextChange => {
    const game = acceptedGame(context, event);
    return { game, heldTriggers: withDeaths(context, game) };
  },
  /** CR 601.2i: the spell becomes cast; held triggers are released; the caster keeps priority. */
  becomeCast: ({ context }: GuardArgs): ContextChange => {
    const item = spellOf(context);
    const withPriority = { ...context.game, priority: casterOf(context) };
    if (item.kind === 'ability') {
      // CR 602.2b (601.2i): the ability becomes activated; its use restrictions are recorded.
      return { game: recordActivation(withPriority, context.cards, item), triggers: releaseTriggers(context.heldTriggers, context.triggers), heldTriggers: [] };
    }
    return {
      game: countSpellCast(withPriority),
      triggers: releaseTriggers([...context.heldTriggers, ...castTriggers(context.game, context.cards, item)], context.triggers),
      heldTriggers: [],
    };
  },
  /** CR 733.1: reverse the cast: the saved game, plus the actions that can never be undone. */
  reverseCast: ({ context }: GuardArgs): ContextChange => {
    const saved = context.saved ?? context.game;
    if (context.keepMana && context.manaActivations.length > 0) {
      // CR 733.1: the kept mana abilities are activated again, so their mills are journalled anew.
      const kept = keepManaAbilities(saved, context.cards, context.manaActivations);
      return { game: kept.game, journal: kept.journal, heldTriggers: [] };
    }
    return { game: reverseIllegalAction(saved, context.journal), heldTriggers: [] };
  },
  /** CR 601.2c: no legal choice of targets exists, so the player can't comply. */
  refuseNoLegalTargets: ({ context }: GuardArgs): ContextChange => ({
    refusal: { rule: '601.2c', code: 'NO_LEGAL_TARGETS', message: `${spellOf(context).card} has no legal choice of targets` },
  }),
  /** CR 601.2e: the proposed spell is illegal. */
  refuseIllegalProposal: ({ context }: GuardArgs): ContextChange => {
    const result = checkProposal(context.game, context.cards, spellOf(context));
    return { refusal: refusalOf(result, { rule: '601.2e', code: 'ILLEGAL_PROPOSAL', message: `the proposed ${spellOf(context).card} is illegal` }) };
  },
  /** CR 601.2h: the payment doesn't cover the locked cost, or the cost can't be paid. */
  refuseUnpaidCost: ({ context, event }: GuardArgs): ContextChange => {
    const result = judge(context, event) ?? { ok: true, value: context.game };
    return { refusal: refusalOf(result, { rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST', message: "the payment doesn't cover the locked cost" }) };
  },
  /** CR 733: the player backs out; handled exactly like an illegal action. */
  cancel: ({ context, event }: GuardArgs): ContextChange => ({
    refusal: { rule: ILLEGAL_ACTIONS_RULE, code: 'CANCELLED', message: `${casterOf(context)} cancelled ${spellOf(context).kind === 'spell' ? 'casting' : 'activating'} ${spellOf(context).card}` },
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
};

function eventType(event: unknown): string {
  return typeof event === 'object' && event !== null ? String((event as { type?: unknown }).type) : String(event);
}

export type CastAction = keyof typeof actions;
