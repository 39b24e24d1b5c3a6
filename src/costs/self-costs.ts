/**
 * CR 602.2b: an activated ability's cost may concern its own source — {T}, {Q}, sacrifice
 * it, exile it, put or remove counters on it (loyalty abilities: CR 606.4), mill — besides
 * what spells' costs have. These parts are checked and paid with the source as the object.
 */
import type { ObjectUse } from '../cards/cost-kinds.js';
import { isSelfPart, paySelfCost, selfCostProblem, usesOfSource } from '../cards/cost-parts.js';
import type { CostPart } from '../cards/cost-schema.js';
import type { CardLibrary } from '../cards/library.js';
import { abilityHolder } from '../game/ability-holder.js';
import type { GameState, ObjectId, PlayerId, StackObject } from '../game/state.js';
import { refuse, ok, type Result } from '../core/refusal.js';

/** The source of an activated ability on the stack; none for a spell. */
export function sourceOf(item: StackObject): ObjectId | undefined {
  return item.kind === 'ability' ? item.source : undefined;
}

/** CR 118.3, 602.5a: can the self parts of the cost be paid now? */
export function checkSelfParts(game: GameState, cards: CardLibrary, player: PlayerId, parts: readonly CostPart[], source: ObjectId | undefined): Result<void> {
  const own = parts.filter(isSelfPart);
  if (own.length === 0) return ok(undefined);
  const holder = source ? abilityHolder(game, source, player) : undefined;
  if (!holder) return refuse({ rule: '601.2h', code: 'UNPAYABLE_COST', message: `the source of this cost is gone` });
  const problem = selfCostProblem(game, cards, player, holder, own);
  // 605.3 is the mana-ability rule; for an activated ability a cost its object can't pay is CR 118.3.
  return problem ? refuse({ rule: problem.rule === '605.3' ? '118.3' : problem.rule, code: 'UNPAYABLE_COST', message: problem.message }) : ok(undefined);
}

/** Pays the self parts of the cost (the caller has checked them). */
export function paySelfParts(game: GameState, player: PlayerId, parts: readonly CostPart[], source: ObjectId | undefined): GameState {
  const own = parts.filter(isSelfPart);
  const holder = source ? abilityHolder(game, source, player) : undefined;
  return own.length === 0 || !holder ? game : paySelfCost(game, player, holder, own).game;
}

/**
 * How the cost uses its own source, as a payment action would: what mana abilities of the
 * source it rules out. {T} rules out the most (see costs/cost-conflicts.ts), so it is the
 * use named when the cost both taps the source and does something else to it.
 */
export function selfUse(parts: readonly CostPart[], source: ObjectId | undefined): ReadonlyMap<ObjectId, ObjectUse> {
  const uses = usesOfSource(parts);
  if (!source || uses.size === 0) return new Map();
  return new Map([[source, uses.has('tap') ? 'tap' : [...uses][0]!]]);
}
