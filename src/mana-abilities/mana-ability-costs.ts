/**
 * CR 602.2b, 118.3: the costs of mana abilities — whether they can be paid now, and paying
 * them. A mana ability's cost may have the parts paid with its own object ({T}, {Q}, sacrifice
 * it, exile it, counters on it), life (CR 119.4), mill (CR 701.17b) and tapping other
 * permanents the player chooses (Springleaf Drum, tap-others.ts); each part is checked
 * and paid as cards/cost-kinds.ts says. "Only once each turn" (CR 602.5b) is checked here too.
 * Paying a mill records a journal entry: moving a card out of a library can never be undone
 * (CR 733.1).
 */
import type { CostProblem, PaidPart } from '../cards/cost-kinds.js';
import { COST_KINDS, counterChange } from '../cards/cost-kinds.js';
import { lifeOf, millsOf, paySelfCost, selfCostProblem, usesOfSource } from '../cards/cost-parts.js';
import type { CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import type { AbilityHolder } from '../game/ability-holder.js';
import { holderObject } from '../game/ability-holder.js';
import { countersOn, findPermanent } from '../game/queries.js';
import type { GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { updatePermanent } from '../game/update.js';
import { countFor } from '../cards/characteristics.js';
import { tapChoiceProblem, tapPartProblem } from './tap-others.js';
import { objectCard } from '../cards/face-up.js';
import type { CostPart } from '../cards/cost-schema.js';

/** A part paid with chosen objects other than tapping other permanents, which no mana ability may have yet. */
const chosenButNotTap = (p: CostPart): boolean => COST_KINDS[p.kind].paidWith === 'chosen' && p.kind !== 'tap';

/**
 * CR 602.5a, 302.6, 602.5b, 118.3, 119.4, 701.17b, 602.2b: the first reason the cost of
 * `ability`, mana ability number `index` of the holder's object, can't be paid now, or null.
 * With `tap`, the permanents named to pay a part that taps others (tap-others.ts) are judged
 * (none named fits only an ability that taps no other); without, whether there are enough to
 * name, since the activation then picks them from the candidates.
 */
export function costProblem(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, ability: ManaAbility, index: number, tap?: readonly ObjectId[]): CostProblem | null {
  const card = objectCard(cards, holderObject(holder));
  // The parts paid with chosen objects a mana ability may have (cards/schema.ts): tapping other permanents (tap-others.ts).
  const unsupported = ability.cost.find(chosenButNotTap);
  if (unsupported) return { rule: '605.3', message: `${card.name}: this engine can't yet pay "${unsupported.kind}" costs of mana abilities` };
  if (holder.zone === 'battlefield' && ability.oncePerTurn && (holder.permanent.usedThisTurn ?? []).includes(index)) {
    return { rule: '602.5b', message: `${card.name}'s mana ability can be activated only once each turn, and it already was this turn` };
  }
  return selfCostProblem(game, cards, player, holder, ability.cost) ?? (tap !== undefined ? tapChoiceProblem(game, cards, player, holder, ability, tap) : tapPartProblem(game, cards, player, holder, ability));
}

/** CR 119.4: the life one activation costs. */
export const lifeCost = (ability: ManaAbility): number => lifeOf(ability.cost);

/** CR 119.4, 120.3a: the life one activation takes in all: its cost, and the damage it deals its controller as it resolves (painlands). */
export const lifeLost = (ability: ManaAbility): number => lifeCost(ability) + (ability.damageToController ?? 0);

/** CR 701.17: the cards one activation mills. */
export const millCost = (ability: ManaAbility): number => millsOf(ability.cost);

/** Whether the cost taps, untaps or takes away the object: it can be used only once at a time. */
export function usesObject(ability: ManaAbility): boolean {
  const uses = usesOfSource(ability.cost);
  return uses.has('tap') || uses.has('untap') || uses.has('leave');
}

/** Whether the cost takes the object away (sacrifice, exile). */
export const removesObject = (ability: ManaAbility): boolean => usesOfSource(ability.cost).has('leave');

/** The one-use resource of its object an ability's cost takes: {T}, {Q}, or the object itself. */
export function resourceOf(ability: ManaAbility): 'T' | 'Q' | 'X' | null {
  const uses = usesOfSource(ability.cost);
  return uses.has('tap') ? 'T' : uses.has('untap') ? 'Q' : uses.has('leave') ? 'X' : null;
}

/**
 * The solver's preference for a source (never a legality question): 2 if activating it uses
 * its object up (sacrifice, exile), 1 if it wears it (counters) or mills, else 0.
 */
export function penaltyOf(ability: ManaAbility): 0 | 1 | 2 {
  if (removesObject(ability)) return 2;
  return usesOfSource(ability.cost).has('wear') || millCost(ability) > 0 ? 1 : 0;
}

/**
 * How many mana one activation makes: `amount`, or `amount` for each counter of a kind
 * (Everflowing Chalice), counted as the object will be once its cost is paid, or for each
 * object a count finds (Cabal Coffers).
 */
export function producedAmount(game: GameState, cards: CardLibrary, player: PlayerId, ability: ManaAbility, holder: AbilityHolder): number {
  const p = ability.produces;
  if ('mana' in p) return p.mana.length;
  if ('oneOf' in p) return Math.max(...p.oneOf.map((m) => m.length));
  const { amount } = p;
  // CR 106.5: "one mana of the chosen color" with no colour chosen is mana of an undefined type: none.
  if ('types' in p && p.types.length === 0) return 0;
  // CR 605.3b: "for each Swamp you control", counted from the player activating it.
  if ('perObject' in p && p.perObject) return amount * countFor(game, cards, p.perObject, player);
  const perCounter = 'perCounter' in p ? p.perCounter : undefined;
  if (perCounter === undefined) return amount;
  const now = holder.zone === 'battlefield' ? countersOn(holder.permanent, perCounter) : 0;
  return amount * Math.max(0, now + counterChangeOf(ability, perCounter));
}

/** CR 122.1: how many counters of a kind paying the cost puts on (+) or removes from (−) the ability's own object. */
export function counterChangeOf(ability: ManaAbility, counter: string): number {
  return ability.cost.reduce((n, p) => (p.kind === 'counters' && p.counter === counter ? n + counterChange(p) : n), 0);
}

/**
 * CR 602.2b, 601.2h: pays the cost (see paySelfCost: mills last) and records a use
 * restriction. Returns the game and the journal entries of what can never be undone.
 */
export function payManaAbilityCost(game: GameState, player: PlayerId, holder: AbilityHolder, ability: ManaAbility, index: number): PaidPart {
  const paid = paySelfCost(game, player, holder, ability.cost);
  const id = holderObject(holder).id;
  // CR 602.5b: the use restriction stays with the object.
  if (!ability.oncePerTurn || holder.zone !== 'battlefield' || !findPermanent(paid.game, id)) return paid;
  return { game: updatePermanent(paid.game, id, (p) => withUseRecorded(p, index)), journal: paid.journal };
}

/** CR 602.5b: `permanent` with its mana ability number `index` recorded as activated this turn. */
export function withUseRecorded(permanent: Permanent, index: number): Permanent {
  return { ...permanent, usedThisTurn: [...(permanent.usedThisTurn ?? []), index] };
}
