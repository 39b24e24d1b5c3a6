/**
 * `spellchart/rules`: the rules as pure functions over an immutable game state, for an app,
 * a judge tool or an AI that asks a question directly instead of running a chart: may this
 * be cast or activated now, what are the legal choices at each step, what does it cost, can
 * it be paid and how. None of them changes a game; none imports XState. The types they take
 * (GameState, CardLibrary, CastEvent…) are exported by `spellchart`.
 */
// May it begin (CR 601.3, 602.5, 117) and what can be cast or activated now.
export { mayBeginCasting, castsAtInstantSpeed, isSorceryTiming } from '../src/casting/timing.js';
export { canCast, castableCards, castWays, type CastOption, type CastWay, type CastChoices } from '../src/casting/castable.js';
export { legalActions, type LegalActions, type CastAction, type ActivateAction, type ManaAbilityAction, type BarredAction } from '../src/activation/legal-actions.js';
export { landPlays, landPlayRefusal, type LandPlay } from '../src/casting/land-plays.js';
export { mayBeginActivating, activatableAbilities, type ActivatableAbility } from '../src/activation/activation.js';
export { activatedAbilitiesOf, type HeldAbility } from '../src/activation/abilities-of.js';
export { prohibitionsFor, describeProhibition, hasFlashPermission, type ProhibitionInForce } from '../src/casting/prohibitions.js';

// The legal choices at each step of 601.2b–h, as a prompt shows them.
export {
  costOptions, divisionOptions, hybridChoiceOptions, modeOptions, paymentOptions, phyrexianChoiceOptions, spliceOptions, targetOptions, xRange, costPartsInWords,
  type CostOffer, type CostOptions, type DivisionOptions, type ModeOptions, type PaymentOptions, type SymbolOptions, type TargetWordOptions, type XRange,
} from '../src/casting/options.js';
export { modesOf, modeCountRange } from '../src/casting/modes.js';
export { legalTargets, isLegalTarget, hasLegalTargets, needsTargets, targetSpecs, describeTargetCount, type TargetWanted } from '../src/casting/targets.js';
export { spliceCandidates } from '../src/casting/splice.js';
export { divisionTotal, dividesEffect } from '../src/casting/division.js';
export { alternativesFor, type AlternativeOption } from '../src/costs/cost-choices.js';
export { checkProposal } from '../src/casting/legality.js';

// Costs (CR 118, 601.2f) and paying them (601.2g–h).
export { totalCost, summarizeCost, costIncludesMana, type TotalCost, type CostSummary, type AppliedCostChange } from '../src/costs/total-cost.js';
export { announcedCost, type AnnouncedCost, type Announcements } from '../src/costs/announced-cost.js';
export { canPayTotalCost } from '../src/costs/payability.js';
export type { Payment } from '../src/costs/payment.js';
export { solveManaPayment, canPayMana } from '../src/mana/solver.js';
export { ChainBudget, oneQuery, actorBound, DEFAULT_QUESTION_BOUND, MAX_CHAIN_FLOW_WORK, MAX_CHAIN_CHOICES, MAX_QUERY_FLOW_WORK, MAX_QUERY_CHOICES, type ChainSpent, type QuestionBound } from '../src/mana/chain-budget.js';
export type { ManaSourceOption, ManaSolution, ManaUse, ManaPaysFor, TapSet } from '../src/mana/solver-types.js';
export { abilitySources, poolSources, checkManaAbility, checkManaActivation, type ManaAbilityRef, type ManaActivation, type AbilitySourceOption } from '../src/mana-abilities/mana-abilities.js';
export { describeCostPart } from '../src/cards/cost-parts.js';

// Mana symbols and values (CR 106, 107, 202).
export { COLORS, NO_MANA } from '../src/mana/symbols.js';
export { parseManaCost, parseManaType, ManaParseError } from '../src/mana/parse.js';
export { printManaCost, printManaAmount, printManaType } from '../src/mana/print.js';
export { manaValue, colorsOf, manaAmountTotal } from '../src/mana/value.js';

// Reading a game and a card.
export { findPermanent, findPlayer, getPlayer, locate, opponentsOf, topOfStack, countersOn, type Location } from '../src/game/queries.js';
export { cardColors, hasKeyword, hasType, isSummoningSick, matchesFilter, describeFilter } from '../src/cards/characteristics.js';
export { modelledFeatures, typeLine } from '../src/cards/describe.js';

// Rule 733: undoing an illegal action.
export { reverseIllegalAction, type JournalEntry } from '../src/game/illegal-actions.js';
export { objectCard, backFaceOf } from '../src/cards/face-up.js';
export { faceDownCostOf, faceDownDefinition } from '../src/cards/face-down.js';
