/**
 * CR 601.2c: the search for a smallest legal choice of targets among each target word's legal
 * targets (targets.ts `fewestTargets` reads the lists): how far each word's list must be read,
 * and a choice of each word's smallest number of distinct targets, none taken by an earlier word
 * when the word says "another", and those of a word whose targets go together fitting together.
 */
import type { TargetSpec } from '../cards/schema.js';
import type { GameState } from '../game/state.js';
import { fitTogether } from './target-groups.js';

/** How many steps the search for a smallest legal choice of targets may take before it gives up (and answers as if there were one). */
const SEARCH_BUDGET = 10_000;

/**
 * How many of each word's legal targets the search needs. Different words may take the same
 * target unless one says "another", which keeps it from what the words before it take. So a
 * word's first `needed` — its own smallest number, what the words before it take if it says
 * "another", and what the later words that say "another" take — hold a choice for it whatever
 * the words it shares targets with take (a choice beyond them can be traded for one among
 * them): the board's size doesn't matter when targets are plenty, nor do k words read k
 * targets each when none says "another" (CR 702.47: spliced cards).
 */
export function targetsNeeded(specs: readonly TargetSpec[]): number[] {
  const later = specs.map(() => 0);
  for (let i = specs.length - 2; i >= 0; i -= 1) later[i] = later[i + 1]! + (specs[i + 1]!.another ? specs[i + 1]!.min : 0);
  let before = 0;
  return specs.map((spec, i) => {
    const needed = spec.min + (spec.another ? before : 0) + later[i]!;
    before += spec.min;
    return needed;
  });
}

/**
 * A choice of each word's `min` targets from its list, or null; the first lists' targets past
 * SEARCH_BUDGET steps. It fills one slot at a time, each word's `min` slots in turn, and
 * backtracks in a loop, not by recursion: "X target creatures" with X in the thousands is as
 * many slots deep. Within a word, targets are taken in list order (after the last one taken),
 * so each set is tried once.
 */
export function searchChoice(game: GameState, specs: readonly TargetSpec[], legal: readonly (readonly string[])[]): string[][] | null {
  const chosen: string[][] = specs.map(() => []);
  // How many words so far have taken each target: what a word that says "another" can't take.
  const taken = new Map<string, number>();
  const release = (id: string) => {
    const left = taken.get(id)! - 1;
    if (left === 0) taken.delete(id);
    else taken.set(id, left);
  };
  const slots = specs.flatMap((spec, word) => Array.from({ length: spec.min }, () => word));
  const at: number[] = [];
  let steps = 0;
  let from = 0;
  for (let slot = 0; slot < slots.length; ) {
    const word = slots[slot]!;
    const spec = specs[word]!;
    const list = legal[word]!;
    let next = from;
    for (; next < list.length; next += 1) {
      if (++steps > SEARCH_BUDGET) return specs.map((s, i) => legal[i]!.slice(0, s.min));
      const id = list[next]!;
      if (spec.another && taken.has(id)) continue;
      if (spec.together && !fitTogether(game, spec.together, [...chosen[word]!, id])) continue;
      break;
    }
    if (next < list.length) {
      const id = list[next]!;
      chosen[word]!.push(id);
      taken.set(id, (taken.get(id) ?? 0) + 1);
      at[slot] = next;
      slot += 1;
      from = slots[slot] === word ? next + 1 : 0;
      continue;
    }
    // No target fits this slot: take back the one before and try the next after it.
    if (slot === 0) return null;
    slot -= 1;
    release(chosen[slots[slot]!]!.pop()!);
    from = at[slot]! + 1;
  }
  return chosen;
}
