/**
 * CR 605.3b: what a mana ability does to its own object as it resolves, right after its mana
 * is added: puts counters on it ("Put a depletion counter on ~.", CR 122.1) and sacrifices it
 * when it has none of a kind left ("If there are no depletion counters on ~, sacrifice it.",
 * CR 701.21). An object that has left the battlefield (sacrificed for the cost) gets neither.
 */
import type { ManaAbility } from '../cards/schema.js';
import { countersOn, findPermanent } from '../game/queries.js';
import type { GameState, ObjectId, Permanent } from '../game/state.js';
import { sacrificePermanent, updatePermanent, plusCounters } from '../game/update.js';
import { counterChangeOf } from './mana-ability-costs.js';

export function resolveSelfEffects(game: GameState, ability: ManaAbility, object: ObjectId): GameState {
  if (!ability.putCounters && ability.sacrificeIfNoCounters === undefined) return game;
  if (!findPermanent(game, object)) return game;
  const put = ability.putCounters;
  const counted = put ? updatePermanent(game, object, (p) => plusCounters(p, put.counter, put.count)) : game;
  const kind = ability.sacrificeIfNoCounters;
  return kind !== undefined && countersOn(findPermanent(counted, object) as Permanent, kind) === 0 ? sacrificePermanent(counted, object) : counted;
}

/**
 * Whether activating `ability` of `permanent` now sacrifices it as it resolves: its cost
 * leaves no counters of the kind its sacrifice looks at (auto payment then can't also use
 * the permanent for a cost, cost-conflicts.ts).
 */
export function sacrificedAsItResolves(permanent: Permanent | undefined, ability: ManaAbility): boolean {
  const kind = ability.sacrificeIfNoCounters;
  if (kind === undefined || !permanent) return false;
  return countersOn(permanent, kind) + counterChangeOf(ability, kind) + (ability.putCounters?.counter === kind ? ability.putCounters.count : 0) <= 0;
}
