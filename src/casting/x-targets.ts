/**
 * CR 107.3, 601.2b–c: X is announced before targets are chosen, and a target word may compare
 * with it ("target creature with mana value X or less", Dominate; "with mana value X", Repeal).
 * The look-ahead (look-ahead.ts) proposes the smallest X, at least the one it would announce
 * anyway, at which the target words have a legal choice: X only adds to what is paid (107.3),
 * so where that X can't be paid no larger one can.
 */
import { boundByX, type ObjectFilter } from '../cards/filter-schema.js';
import { objectsIn, xComparedValues } from '../cards/filter.js';
import type { CardLibrary } from '../cards/library.js';
import type { GameState, StackObject } from '../game/state.js';
import { hasLegalTargets, isLegalTarget, perspectiveOf, targetSpecs } from './targets.js';

/**
 * The smallest X ≥ `base` at which `proposal` has a legal choice of targets; `base` when no
 * target word compares with X, or when none does at any X (the targets' refusal then says so).
 * An object fits such a word for X from one of its compared values on (or from `base`), so the
 * X sought is the least of the objects' own least X, or one of the others when more than one
 * target is needed: each is tried in turn, least first.
 */
export function smallestTargetableX(game: GameState, cards: CardLibrary, proposal: StackObject, base: number): number {
  const words = targetSpecs(cards, proposal).filter((w) => w.what.some(boundByX));
  if (words.length === 0) return base;
  const withX = new Map<number, StackObject>();
  const at = (x: number): StackObject => {
    let spell = withX.get(x);
    if (!spell) withX.set(x, (spell = { ...proposal, choices: { ...proposal.choices, x } }));
    return spell;
  };
  const perspective = perspectiveOf(proposal);
  const least = new Set<number>([base]);
  for (const word of words) {
    for (const alternative of word.what) {
      if (!boundByX(alternative)) continue;
      const filter = alternative as ObjectFilter;
      const zone = filter.zone ?? 'battlefield';
      for (const object of objectsIn(game, zone, perspective)) {
        const tries = [base, ...xComparedValues(game, cards, zone, object, filter).filter((v) => v > base)].sort((a, b) => a - b);
        const first = tries.find((x) => isLegalTarget(game, cards, at(x), word, object.id));
        if (first !== undefined) least.add(first);
      }
    }
  }
  const found = [...least].sort((a, b) => a - b).find((x) => hasLegalTargets(game, cards, at(x)));
  return found ?? base;
}
