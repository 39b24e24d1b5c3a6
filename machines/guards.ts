/**
 * The casting chart's named guards. Each is a thin call into the rules in src/; an app
 * may replace any of them with `machine.provide({ guards: { ... } })` for a house rule.
 */
import { mayBeginActivating } from '../src/activation/activation.js';
import { hasX, hybridSymbols, phyrexianSymbols } from '../src/casting/announce.js';
import { hasCostChoices } from '../src/casting/announce-costs.js';
import { dividesEffect } from '../src/casting/division.js';
import { modesOf } from '../src/casting/modes.js';
import { spliceCandidates } from '../src/casting/splice.js';
import { checkProposal } from '../src/casting/legality.js';
import { hasLegalTargets, needsTargets } from '../src/casting/targets.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { costIncludesMana } from '../src/costs/total-cost.js';
import { lockedCostOf, parsed, spellOf, type GuardArgs } from './context.js';
import { rejectionOf } from './rejections.js';
import { accepts } from './rule-checks.js';

export const guards = {
  /** CR 601.3: the player may begin casting this card now. */
  mayBeginCasting: ({ context, event }: GuardArgs) => {
    const cast = parsed(event);
    return cast.ok && cast.value.type === 'CAST' && mayBeginCasting(context.game, context.cards, cast.value.player, cast.value.card).ok;
  },
  /** CR 602.5: the player may begin activating this ability now. */
  mayBeginActivating: ({ context, event }: GuardArgs) => {
    const activate = parsed(event);
    return (
      activate.ok &&
      activate.value.type === 'ACTIVATE' &&
      mayBeginActivating(context.game, context.cards, activate.value.player, activate.value.source, activate.value.ability).ok
    );
  },
  /** CR 601.2, 601.6: the event is malformed, or comes from a player who may not make this choice. */
  isForeignOrMalformed: ({ context, event }: GuardArgs) => rejectionOf(context, event) !== null,
  /** CR 601.2b, 700.2: the spell is modal. */
  isModal: ({ context }: GuardArgs) => modesOf(context.cards, spellOf(context)) !== undefined,
  /** CR 601.2b, 700.2: the modes chosen are allowed, as many as the card asks. */
  modesFit: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2b, 702.47: the caster holds cards that could be spliced onto the spell. */
  canSplice: ({ context }: GuardArgs) => spliceCandidates(context.game, context.cards, spellOf(context)).length > 0,
  /** CR 702.47: the cards named can be spliced onto the spell. */
  spliceFits: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2d: the spell divides an effect among its targets as it is cast. */
  dividesEffect: ({ context }: GuardArgs) => dividesEffect(context.cards, spellOf(context)),
  /** CR 601.2d: one amount per target, each at least one, adding up to the total. */
  divisionFits: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2b, 118.8, 118.9: the spell offers an alternative cost or optional costs to choose. */
  hasCostChoices: ({ context }: GuardArgs) => hasCostChoices(context.game, context.cards, spellOf(context)),
  /** CR 601.2b, 118.9: the alternative and optional costs chosen are ones the spell offers. */
  costChoiceFits: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2b / 107.3: the cost being paid has an {X} to announce. */
  hasX: ({ context }: GuardArgs) => hasX(context.game, context.cards, spellOf(context)),
  /** CR 601.2b / 107.3: X is announced within what the card allows (Ertai's Meddling: not 0). */
  xIsLegal: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2b / 107.4e: the cost has hybrid symbols to announce. */
  hasHybridSymbols: ({ context }: GuardArgs) => hybridSymbols(context.game, context.cards, spellOf(context)).length > 0,
  /** CR 601.2b / 107.4f: the cost has Phyrexian symbols to announce. */
  hasPhyrexianSymbols: ({ context }: GuardArgs) => phyrexianSymbols(context.game, context.cards, spellOf(context)).length > 0,
  /** CR 601.2f: the reductions named are ones that apply to this spell. */
  reductionOrderFits: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2b: each hybrid symbol is announced as one of its halves. */
  hybridChoiceFits: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2b: one choice for each Phyrexian symbol. */
  phyrexianChoiceFits: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2c: the spell has at least one "target" word. */
  needsTargets: ({ context }: GuardArgs) => needsTargets(context.cards, spellOf(context)),
  /** CR 601.2c: every "target" word can be given its number of distinct legal targets. */
  hasLegalTargets: ({ context }: GuardArgs) => hasLegalTargets(context.game, context.cards, spellOf(context)),
  /** CR 601.2c: the targets chosen are legal, distinct within each "target" word, and as many as it asks. */
  targetsAreLegal: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2e: the proposed spell is legal. */
  proposalIsLegal: ({ context }: GuardArgs) => checkProposal(context.game, context.cards, spellOf(context)).ok,
  /** CR 601.2g: the locked total cost includes a mana payment. */
  costIncludesMana: ({ context }: GuardArgs) => costIncludesMana(lockedCostOf(context)),
  /** CR 605.3a, 302.6: the mana ability can be activated now. */
  manaAbilityCanBeActivated: ({ context, event }: GuardArgs) => accepts(context, event),
  /** CR 601.2h: the payment covers the whole locked cost (no partial payment). */
  paymentCoversCost: ({ context, event }: GuardArgs) => accepts(context, event),
};

export type CastGuard = keyof typeof guards;

