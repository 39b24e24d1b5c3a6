/**
 * CR 506–511: what the game state says about combat. Attacking and blocking creatures are
 * marked on the permanents (CR 506.4); whether an attacker was blocked is marked once
 * blockers are declared (CR 509.1h).
 */
import type { GameState, Permanent, PlayerId, Step } from './state.js';

/** CR 509: the steps of combat from the declare blockers step on, when blockers have been declared. */
export const BLOCKERS_DECLARED_STEPS: readonly Step[] = ['declareBlockers', 'combatDamage', 'endOfCombat'];

/** CR 509.1h: blockers have been declared this combat (the declare blockers step or later in the combat phase). */
export function blockersDeclared(game: GameState): boolean {
  return game.turn.phase === 'combat' && game.turn.step !== null && BLOCKERS_DECLARED_STEPS.includes(game.turn.step);
}

/**
 * CR 509.1h: an unblocked creature is an attacking creature no creature was declared to
 * block, once blockers are declared; before that an attacker is neither blocked nor
 * unblocked. A blocked creature stays blocked even if its blockers leave combat.
 */
export function isUnblockedAttacker(game: GameState, permanent: Permanent): boolean {
  return permanent.attacking === true && permanent.blocked !== true && blockersDeclared(game);
}

/** CR 702.49c: the unblocked attacking creatures `player` controls. */
export function unblockedAttackersOf(game: GameState, player: PlayerId): readonly Permanent[] {
  return game.battlefield.filter((p) => p.controller === player && isUnblockedAttacker(game, p));
}
