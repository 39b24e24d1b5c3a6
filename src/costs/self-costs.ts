/**
 * CR 602.2b: an activated ability's cost may concern its own source — {T}, {Q}, sacrifice
 * it, exile it, put or remove counters on it (loyalty abilities: CR 606.4), mill — besides
 * what spells' costs have. These parts are checked and paid with the source as the object.
 */
import type { CostPart } from '../cards/cost-schema.js';
import type { CardLibrary } from '../cards/library.js';
import type { ChosenPart } from '../cards/cost-schema.js';
import type { GameState, ObjectId, PlayerId, StackObject } from '../game/state.js';
import { abilityHolder } from '../activation/activation.js';
import { paySelfCost, selfCostProblem } from '../mana-abilities/mana-ability-costs.js';
import { refuse, ok, type Refusal, type Result } from '../core/refusal.js';

const SELF_KINDS = new Set<CostPart['kind']>(['tapSelf', 'untapSelf', 'sacrificeSelf', 'exileSelf', 'discardSelf', 'counters', 'mill']);

export const isSelfPart = (part: CostPart): boolean => SELF_KINDS.has(part.kind);

/** The source of an activated ability on the stack; none for a spell. */
export function sourceOf(item: StackObject): ObjectId | undefined {
  return item.kind === 'ability' ? item.source : undefined;
}

/** CR 118.3, 602.5a: can the self parts of the cost be paid now? */
export function checkSelfParts(game: GameState, cards: CardLibrary, player: PlayerId, parts: readonly CostPart[], source: ObjectId | undefined): Result<void> {
  const own = parts.filter(isSelfPart);
  if (own.length === 0) return ok(undefined);
  const holder = source ? abilityHolder(game, source, player) : undefined;
  if (!holder) return refuse(unpayable(`the source of this cost is gone`));
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

/** How the cost uses its own source, as a payment action would: what mana abilities of the source it rules out. */
export function selfUse(parts: readonly CostPart[], source: ObjectId | undefined): ReadonlyMap<ObjectId, ChosenPart['kind']> {
  if (!source) return new Map();
  if (parts.some((p) => p.kind === 'sacrificeSelf' || p.kind === 'exileSelf')) return new Map([[source, 'sacrifice']]);
  if (parts.some((p) => p.kind === 'tapSelf')) return new Map([[source, 'tap']]);
  return new Map();
}

function unpayable(message: string): Refusal {
  return { rule: '601.2h', code: 'UNPAYABLE_COST', message };
}
