/**
 * CR 107.3, 601.2b–c: X is announced before targets are chosen, and a target word may compare
 * with it ("target creature with mana value X or less", Dominate; "with mana value X", Repeal).
 * The look-ahead (look-ahead.ts) proposes the smallest X, at least the one it would announce
 * anyway, at which the target words have a legal choice: X only adds to what is paid (107.3),
 * so where that X can't be paid no larger one can.
 */
import { boundByX, comparesX, type Compare, type ObjectFilter } from '../cards/filter-schema.js';
import { leastXMet, objectInZoneFits, objectsIn } from '../cards/filter.js';
import type { CardLibrary } from '../cards/library.js';
import type { GameState, StackObject } from '../game/state.js';
import { hasLegalTargets, perspectiveOf, targetSpecs } from './targets.js';

/**
 * The smallest X ≥ `base` at which `proposal` has a legal choice of targets; `base` when no
 * target word compares with X, or when none has one at any X (the targets' refusal then says
 * so). The X sought is `base` or where some object starts to fit a word (filter.ts `leastXMet`),
 * each tried in turn, least first: the first is it unless a ban (hexproof, protection) or a
 * word that takes more than one target rules it out.
 */
export function smallestTargetableX(game: GameState, cards: CardLibrary, proposal: StackObject, base: number): number {
  const words = targetSpecs(cards, proposal).filter((w) => w.what.some(boundByX));
  if (words.length === 0) return base;
  const perspective = perspectiveOf(proposal);
  const starts = new Set<number>();
  for (const word of words) {
    for (const alternative of word.what) {
      if (!boundByX(alternative)) continue;
      const filter = alternative as ObjectFilter;
      const zone = filter.zone ?? 'battlefield';
      // What fits at no X is passed over with one look: the filter without its comparisons with X.
      const free = { ...filter, power: unlessX(filter.power), toughness: unlessX(filter.toughness), manaValue: unlessX(filter.manaValue) };
      for (const object of objectsIn(game, zone, perspective)) {
        if (!objectInZoneFits(game, cards, zone, object, free, perspective)) continue;
        const start = leastXMet(game, cards, zone, object, filter, base);
        if (start !== undefined) starts.add(start);
      }
    }
  }
  const found = [...starts].sort((a, b) => a - b).find((x) => hasLegalTargets(game, cards, { ...proposal, choices: { ...proposal.choices, x } }));
  return found ?? base;
}

const unlessX = (c: Compare | undefined): Compare | undefined => (comparesX(c) ? undefined : c);
