/**
 * CR 118.3, 601.2h: could a player pay a locked total cost now, activating mana abilities,
 * convoking and delving as needed? The question the 601.3 look-ahead and "what may I do now"
 * ask of every card and ability; payment.ts pays the cost with the same solver and the same
 * sources. A cost's actions (sacrifice, tap, crew…) are given objects first, keeping back for
 * them the few that a mana source would also use up.
 */
import { firstSets } from '../core/subsets.js';
import { COST_KINDS, type ChosenPart } from '../cards/cost-kinds.js';
import { isChosenPart, lifeProblem } from '../cards/cost-parts.js';
import type { CardLibrary } from '../cards/library.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { canPayMana } from '../mana/solver.js';
import { plainlyPayableWithout } from '../mana/solver-plain.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import { manaAmountTotal } from '../mana/value.js';
import type { AbilitySourceOption } from '../mana-abilities/mana-abilities.js';
import { activationBudgets } from '../mana-abilities/auto-activate.js';
import { forPaying, spendPurpose } from '../mana-abilities/spend.js';
import { offeredSources, type OfferedAbilities } from './convoke-delve.js';
import { assignable } from '../core/matching.js';
import { leaving, plainlyPayableBeside, plainlyPayableLeaving, sourceIndex, sourcesLeft, usedBySome } from './cost-conflicts.js';
import { contestOf } from './contested.js';
import { actionSlots } from './payment-actions.js';
import { checkSelfParts, selfUse } from './self-costs.js';
import type { TotalCost } from './total-cost.js';
import { oneQuery } from '../mana/chain-budget.js';

/**
 * CR 118.3: could `player` pay this cost now, activating mana abilities (and convoking, delving) as needed?
 * `abilities`: the player's mana abilities as solver sources (abilitySources), when the caller
 * asks many questions of one board and has them already (casting/look-ahead.ts).
 */
export function canPayTotalCost(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cost: TotalCost,
  spellCard?: string,
  source?: ObjectId,
  abilities?: readonly AbilitySourceOption[],
): boolean {
  // One query (mana/chain-budget.ts): the sets of objects kept back for the actions share one budget.
  return oneQuery(() => totalCostPayable(game, cards, player, cost, spellCard, source, abilities && { list: abilities }));
}

/** canPayTotalCost, the mana abilities offered less some (convoke-delve.ts: a card's own, cast from the hand), asked within a query. */
export function totalCostPayable(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cost: TotalCost,
  spellCard: string | undefined,
  source: ObjectId | undefined,
  abilities: OfferedAbilities | undefined,
): boolean {
  if (cost.unpayable || lifeProblem(game, cards, player, cost.life) !== null) return false;
  if (!checkSelfParts(game, cards, player, cost.actions, source).ok) return false;
  if (manaAmountTotal(cost.mana) === 0) return actionsPayable(game, cards, player, cost);
  const offered = offeredSources(game, cards, player, spellCard, abilities);
  const own = selfUse(cost.actions, source);
  const purpose = spendPurpose(cards, spellCard, source);
  const budgets = activationBudgets(game, player, cost.life, cards, purpose);
  const chosen = cost.actions.some(isChosenPart);
  // Abilities left out of those offered are passed over by the plain test, as the ones the cost's
  // own use rules out are below; the list without them is made for the flows alone.
  if (offered.passOver && !chosen && own.size === 0 && plainlyPayableWithout(cost.mana, forPaying(game, cards, player, offered.whole, purpose), offered.passOver, budgets)) return true;
  const all = offered.list();
  // Paid plainly from the others, it needs no list of them (cost-conflicts.ts). Of a restricted
  // source the plain test reads only whether its mana may pay the cost itself, which the others
  // in the list don't change, so restricting the whole list first answers alike.
  const paying = forPaying(game, cards, player, all, purpose);
  if (!chosen && plainlyPayableLeaving(game, player, paying, own, cost.mana, budgets)) return true;
  const othersNow = () => forPaying(game, cards, player, sourcesLeft(game, player, all, own), purpose);
  if (!chosen) return canPayMana(cost.mana, othersNow(), budgets);
  // The others named by the index of the board's list, made only if the flows are asked.
  const lazy = leaving(game, player, paying, own);
  let made: readonly ManaSourceOption[] | undefined;
  const sources = (): readonly ManaSourceOption[] => (made ??= lazy?.list() ?? othersNow());
  // What each source uses, and which sources use each object: every reservation below asks again.
  const index = lazy?.index ?? sourceIndex(game, player, sources());
  const planned = actionSlots(game, cards, player, cost, (id) => usedBySome(index, id));
  if (planned === null) return false;
  const slots = planned.map((s) => s.part);
  if (slots.length === 0) return canPayMana(cost.mana, sources(), budgets);
  // Objects both an action and a mana source could use up: try keeping each small set of them for the actions.
  const candidates = planned.map((s) => s.candidates);
  const excepts = planned.map((s) => s.except);
  const ways = slots.map((part) => COST_KINDS[part.kind].uses);
  const contest = contestOf(index, candidates, ways, excepts);
  for (const reserved of subsetsUpTo(contest.none ? [] : contest.first(MAX_RESERVATIONS), slots.length, MAX_RESERVATIONS)) {
    const kept = new Set(reserved);
    const allowed = contest.none ? candidates : candidates.map((list) => contest.allowed(list, kept));
    const chosen = assignSharing(allowed, slots, excepts);
    if (!chosen) continue;
    // An object both tapped and used up is ruled out as a mana source as a tapped one is (the wider conflict).
    const used = new Map(chosen.map((id, i) => [id, COST_KINDS[slots[i]!.kind].uses] as const).sort(([, a], [, b]) => (a === 'tap' ? 1 : 0) - (b === 'tap' ? 1 : 0)));
    if (plainlyPayableBeside(lazy ? paying : sources(), index, used, cost.mana, budgets) || canPayMana(cost.mana, sourcesLeft(game, player, sources(), used, index), budgets)) return true;
    // Actions given none of the contested objects rule out no source; keeping some for them can
    // only leave fewer, unless tap sets shrink (CR 602.2b): "Tap two untapped creatures" beside a
    // board of mana creatures tried every way of keeping them, each a pass over the creatures.
    if (reserved.length === 0 && index.sets.length === 0) return false;
  }
  return false;
}

/**
 * CR 601.2h: a cost with no mana in it asks nothing of the mana sources (crew, a sacrifice, a
 * discard alone), so it is payable when its actions can be given distinct objects; the mana
 * sources aren't listed, nor weighed against the actions. "What may I do now" asks this of
 * every such ability on the board.
 */
function actionsPayable(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost): boolean {
  const planned = actionSlots(game, cards, player, cost, null);
  if (planned === null) return false;
  return planned.length === 0 || assignSharing(planned.map((s) => s.candidates), planned.map((s) => s.part), planned.map((s) => s.except)) !== null;
}

/**
 * CR 601.2h: distinct objects for the slots, except that an object may fill one slot that
 * uses it up and one that doesn't (tapped for one part, sacrificed for another); a slot never
 * takes its `excepts` one (CR 602.2: "another").
 */
function assignSharing(allowed: readonly (readonly ObjectId[])[], slots: readonly ChosenPart[], excepts: readonly (ObjectId | undefined)[]): readonly ObjectId[] | null {
  const leaves = slots.map((part) => COST_KINDS[part.kind].uses === 'leave');
  const pick = (leaving: boolean) => allowed.flatMap((list, i) => (leaves[i] === leaving ? [{ i, list }] : []));
  const chosen: ObjectId[] = new Array(slots.length);
  for (const group of [pick(true), pick(false)]) {
    const assigned = assignable(group.map((g) => g.list), group.map((g) => excepts[g.i]));
    if (!assigned) return null;
    group.forEach((g, k) => (chosen[g.i] = assigned[k]!));
  }
  return chosen;
}

/** The most ways of keeping contested objects for a cost's actions the look-ahead tries (docs/performance.md, "The look-ahead's bounds"). */
const MAX_RESERVATIONS = 256;

/** Subsets of `items` of size 0..max, smallest first (each size in order), at most `limit` of them. */
function subsetsUpTo<T>(items: readonly T[], max: number, limit: number): (readonly T[])[] {
  const out: (readonly T[])[] = [[]];
  for (let size = 1; size <= Math.min(max, items.length) && out.length < limit; size += 1) {
    for (const set of firstSets(items.length, size, limit - out.length)) out.push(set.map((i) => items[i]!));
  }
  return out;
}
