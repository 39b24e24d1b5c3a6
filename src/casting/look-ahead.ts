/**
 * CR 601.4: while proposing a spell or an ability, a player may consider the choices still to
 * come. The look-ahead behind "could this be cast (or activated) now, and how?": for one way
 * of casting it (its mana cost or one alternative cost, CR 118.9), it tries the smallest set
 * of modes, the smallest X allowed, every combination of hybrid halves and Phyrexian
 * payments, and the fewest targets, and asks the solver that pays (601.2h) whether the total
 * cost (601.2f) could be paid. Optional costs only add to a cost, so it leaves them out.
 */
import { firstSets } from '../core/subsets.js';
import type { CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import type { CardDefinition, TargetSpec } from '../cards/schema.js';
import { totalCostPayable } from '../costs/payability.js';
import type { OfferedAbilities } from '../costs/convoke-delve.js';
import { sourceOf } from '../costs/self-costs.js';
import { totalCost, type TotalCost } from '../costs/total-cost.js';
import type { GameState, PlayerId, SpellChoices, StackObject } from '../game/state.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { forcedXProblem, hasXIn, MAX_ANNOUNCED_SYMBOLS, updateChoices } from './announce.js';
import { announcementCombinationsOf } from './announcement-combinations.js';
import { costPartsOf } from '../costs/cost-choices.js';
import { splitCostParts } from '../cards/cost-parts.js';
import { fewestTargets, hasLegalTargetsGiven, targetSpecs } from './targets.js';
import { smallestTargetableX } from './x-targets.js';
import { cutSearchMessage, noteSearchCut, oneQuery, searchesCut } from '../mana/chain-budget.js';

/** The most proposals the look-ahead tries for one way of casting a card or activating an ability (docs/performance.md, "The look-ahead's bounds"). */
export const MAX_PROPOSALS = 1024;

/**
 * CR 601.2b–h: the spell or ability `item` (already on the stack of `game`), proposed with
 * `alternative` (null: its mana cost; always null for an ability, CR 602.2b), with the first
 * choices found that `player` could pay for now — or why none: a cost whose announcements
 * can't be made (601.2b), no legal choice of targets (601.2c, 107.3b) or a cost that can't be
 * paid (601.2h).
 */
export function payableProposal(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  item: StackObject,
  alternative: string | null,
  abilities?: OfferedAbilities,
  answers: CostAnswers = costAnswers(),
): Result<StackObject> {
  // One query (mana/chain-budget.ts): the proposals' payments share one budget.
  return oneQuery(() => firstPayable(game, cards, player, item, alternative, abilities, answers));
}

function firstPayable(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  item: StackObject,
  alternative: string | null,
  abilities: OfferedAbilities | undefined,
  answers: CostAnswers,
): Result<StackObject> {
  const cutBefore = searchesCut();
  let tried = false;
  let targetable = false;
  // Only the modes and X change who may be targeted: judged once for each pair. proposalsToTry
  // proposes each set of modes, with its one X, in a run of proposals, so the last pair judged is
  // the only one asked again (most cards have one proposal, and made no memo for it).
  let judged: { readonly modes: readonly number[]; readonly x: number | null; readonly may: boolean } | undefined;
  const mayTarget = ({ proposal, fewest, specs }: Proposal) => {
    const { modes, x } = proposal.choices;
    if (judged?.modes !== modes || judged.x !== x) judged = { modes, x, may: hasLegalTargetsGiven(cards, proposal, fewest, specs) && !forcedXProblem(game, cards, proposal) };
    return judged.may;
  };
  for (const proposal of proposalsToTry(game, cards, item, alternative)) {
    tried = true;
    if (!mayTarget(proposal)) continue;
    targetable = true;
    const candidate = proposal.proposal;
    const proposed = updateChoices(game, item, candidate.choices);
    const cost = totalCost(proposed, cards, candidate);
    if (answers(cost, () => totalCostPayable(proposed, cards, player, cost, item.card, sourceOf(item), abilities))) return ok(candidate);
  }
  const name = definitionOf(cards, item).name;
  // Every card has a set of modes to try (700.2), so none was tried only when no announcement can be made.
  if (!tried) return refuse({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT', message: `${name}'s cost has more than ${MAX_ANNOUNCED_SYMBOLS} hybrid or Phyrexian symbols, more than one announcement names` });
  if (!targetable) return refuse({ rule: '601.2c', code: 'NO_LEGAL_TARGETS', message: `${item.card} has no legal choice of targets` });
  // A search cut by its bound (mana/chain-budget.ts) found no payment, which is not to say there is none.
  if (searchesCut() > cutBefore) return refuse({ rule: '601.2h', code: 'UNPAYABLE_COST', message: `${player} can't be shown a way to pay for ${name} now: ${cutSearchMessage(player)}; begin it to do so, then PAY from the pool` });
  return refuse({ rule: '601.2h', code: 'UNPAYABLE_COST', message: `${player} can't pay for ${name} now` });
}

/**
 * Whether a total cost could be paid, remembered for one card: many proposals lock the same
 * total cost (each set of modes of a charm), and it is solved once. Costs are compared as
 * JSON, written only once a second cost is asked about (most cards try one).
 */
export type CostAnswers = (cost: TotalCost, solve: () => boolean) => boolean;

export function costAnswers(): CostAnswers {
  const known: { readonly cost: TotalCost; key: string | null; readonly payable: boolean; readonly cut: boolean }[] = [];
  // A remembered answer whose search was cut (mana/chain-budget.ts) says so again, as the search would.
  const remembered = (entry: (typeof known)[number]): boolean => {
    if (entry.cut) noteSearchCut();
    return entry.payable;
  };
  return (cost, solve) => {
    let key: string | null = null;
    for (const entry of known) {
      if (entry.cost === cost) return remembered(entry);
      key ??= JSON.stringify(cost);
      if ((entry.key ??= JSON.stringify(entry.cost)) === key) return remembered(entry);
    }
    const before = searchesCut();
    const payable = solve();
    known.push({ cost, key, payable, cut: searchesCut() > before });
    return payable;
  };
}

/** A proposal to try, with its target words (targetSpecs) and the smallest legal choice of targets found for its modes and X (null: none). */
interface Proposal {
  readonly proposal: StackObject;
  readonly specs: readonly TargetSpec[];
  readonly fewest: string[][] | null;
}

/** CR 700.2: the smallest sets of modes the card allows (none for a card that isn't modal), found once per definition (a library's never change). */
function modeSets(card: CardDefinition): readonly (readonly number[])[] {
  if (!card.modes) return NO_MODES;
  let sets = modeSetsOf.get(card);
  if (!sets) modeSetsOf.set(card, (sets = Object.freeze(firstSets(card.modes.options.length, card.modes.min, MODE_SETS_TRIED).map((set) => Object.freeze(set)))));
  return sets;
}

/** How many sets of modes the look-ahead tries at most. */
const MODE_SETS_TRIED = 64;

const NO_MODES: readonly (readonly number[])[] = Object.freeze([Object.freeze([])]);
const modeSetsOf = new WeakMap<CardDefinition, readonly (readonly number[])[]>();

/** Whether no optional cost is chosen (CR 601.2b: a proposal tries the card without them). */
function noneChosen(optional: SpellChoices['optional']): boolean {
  for (const _ in optional) return false;
  return true;
}

/** The item with `alternative` and each combination of announcements worth trying. */
function* proposalsToTry(game: GameState, cards: CardLibrary, item: StackObject, alternative: string | null): Generator<Proposal> {
  // The item itself where it already has the alternative, no modes and no optional costs (most
  // cards): a copy of each was most of what a query at 100 permanents allocated here.
  const withAlternative = item.kind === 'spell' && item.choices.alternative !== alternative ? { ...item, choices: { ...item.choices, alternative } } : item;
  const card = definitionOf(cards, withAlternative);
  let tried = 0;
  for (const modes of modeSets(card)) {
    const { choices } = withAlternative;
    const withCost = modes.length === 0 && choices.modes.length === 0 && noneChosen(choices.optional) ? withAlternative : { ...withAlternative, choices: { ...choices, modes, optional: {} } };
    const words = targetSpecs(cards, withCost);
    const fewest = words.reduce((n, t) => n + t.min, 0);
    // CR 601.2d: a divided X must give each target at least one.
    // The cost's parts and symbols, read once for X and the hybrid and Phyrexian announcements.
    const parts = costPartsOf(game, cards, withCost);
    const symbols = splitCostParts(parts.parts).symbols;
    const base = hasXIn(symbols, parts) ? Math.max(card.xMin, card.divide?.amount === 'X' ? fewest : 0) : null;
    // CR 107.3, 601.2c: a target word may compare with X, announced before targets are chosen.
    const targetable = base === null ? null : smallestTargetableX(game, cards, withCost, base);
    const x = targetable === null ? null : targetable.x;
    const withX = x === withCost.choices.x ? withCost : { ...withCost, choices: { ...withCost.choices, x } };
    // The words read X only for a count of "X target …" (targetSpecs): otherwise they are the same with X announced.
    const specs = withX === withCost || !words.some((w) => w.count === 'X') ? words : targetSpecs(cards, withX);
    // The search for X judged the targets at the X it found: they aren't looked for again.
    const found = targetable?.fewest ?? fewestTargets(game, cards, withX, specs);
    const targets = found ?? [];
    for (const { hybrid, phyrexian } of announcementCombinationsOf(symbols)) {
      if (tried++ >= MAX_PROPOSALS) return;
      const proposal = { ...withCost, choices: { ...withCost.choices, x, hybrid, phyrexian, targets } };
      // CR 601.2c: the targets depend on the modes and X alone (hybrid and Phyrexian halves don't change them).
      yield { proposal, specs, fewest: found };
    }
  }
}
