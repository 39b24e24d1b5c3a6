/**
 * CR 107.3, 601.2b–c: X is announced before targets are chosen, and a target word may compare
 * with it ("target creature with mana value X or less", Dominate; "with mana value X", Repeal).
 * The look-ahead (look-ahead.ts) proposes the smallest X, at least the one it would announce
 * anyway, at which the target words have a legal choice: X only adds to what is paid (107.3),
 * so where that X can't be paid no larger one can.
 */
import { boundByX, comparesX, type Compare, type ObjectFilter } from '../cards/filter-schema.js';
import { leastXMet, nestedReadsSource, objectInZoneFits, objectsIn, type Perspective, type ZoneObject } from '../cards/filter.js';
import type { CardLibrary } from '../cards/library.js';
import { boardMemo } from '../game/board-memo.js';
import { arrayMemo } from '../game/array-memo.js';
import type { GameState, StackObject } from '../game/state.js';
import { jsonText } from '../core/json-text.js';
import { cardArrays, fewestTargets, hasLegalTargetsGiven, perspectiveOf, targetSpecs } from './targets.js';
import { filterReadsBeyondBattlefield, filtersRead } from '../cards/battlefield-reads.js';

/** The X smallestTargetableX found, with the smallest legal choice of targets there when it judged them (targets.ts `fewestTargets`). */
export interface TargetableX {
  readonly x: number;
  /** Found at `x`, so the look-ahead needn't look again; undefined where no X was judged (no word compares with X, or none had a choice). */
  readonly fewest?: string[][];
}

/**
 * The smallest X ≥ `base` at which `proposal` has a legal choice of targets; `base` when no
 * target word compares with X, or when none has one at any X (the targets' refusal then says
 * so). The X sought is `base` or where some object starts to fit a word (filter.ts `leastXMet`),
 * each tried in turn, least first: the first is it unless a ban (hexproof, protection) or a
 * word that takes more than one target rules it out.
 */
export function smallestTargetableX(game: GameState, cards: CardLibrary, proposal: StackObject, base: number): TargetableX {
  const words = targetSpecs(cards, proposal).filter((w) => w.what.some(boundByX));
  if (words.length === 0) return { x: base };
  const perspective = perspectiveOf(proposal);
  const starts = new Set<number>();
  for (const word of words) {
    for (const alternative of word.what) if (boundByX(alternative)) for (const start of startsOf(game, cards, alternative as ObjectFilter, perspective, base)) starts.add(start);
  }
  for (const x of [...starts].sort((a, b) => a - b)) {
    const atX = { ...proposal, choices: { ...proposal.choices, x } };
    const specs = targetSpecs(cards, atX);
    const fewest = fewestTargets(game, cards, atX, specs);
    if (hasLegalTargetsGiven(cards, atX, fewest, specs)) return { x, fewest: fewest! };
  }
  return { x: base };
}

/**
 * Where the objects of a filter's zone start to meet its comparisons with X (leastXMet), each
 * that fits the rest of it; read as if the word had no source ("other" is for hasLegalTargets
 * to judge), so outside the stack remembered by board (game/board-memo.ts): k copies of an
 * ability bound by X ("{X}{X}{1}: Destroy target artifact or creature with mana value X",
 * Deepfire Elemental) on a board of n each ask it, and would read the board k times.
 */
function startsOf(game: GameState, cards: CardLibrary, filter: ObjectFilter, perspective: Perspective, base: number): readonly number[] {
  const zone = filter.zone ?? 'battlefield';
  if (zone === 'stack' || nestedReadsSource(filter)) return freshStarts(game, cards, filter, perspective, base, objectsIn(game, zone, perspective));
  const seen: Perspective = { you: perspective.you, ...(perspective.x !== undefined ? { x: perspective.x } : {}) };
  const key = `${perspective.you}\u0000${perspective.x ?? ''}\u0000${base}\u0000${jsonText(filter)}`;
  // Outside the battlefield, a filter that reads no power, toughness or keyword reads nothing but
  // each card: kept by each array of cards (a graveyard, a hand, exile), which a proposal from a
  // hand leaves as it was (card-candidates.ts reads a word's targets so).
  if (zone !== 'battlefield' && !filterReadsBeyondBattlefield(filter)) {
    const found = new Set<number>();
    for (const array of cardArrays(game, zone, seen)) for (const start of arrayStarts(array, cards, key, (a) => freshStarts(game, cards, filter, seen, base, a), unread)) found.add(start);
    return [...found];
  }
  // Kept for games whose players' zones differ where it reads the battlefield alone (cards/battlefield-reads.ts).
  return knownStarts(game, cards, key, () => freshStarts(game, cards, filter, seen, base, objectsIn(game, zone, seen)), filtersRead(game, cards, zone, [filter]));
}

const knownStarts = boardMemo<readonly number[]>();
const arrayStarts = arrayMemo<readonly ZoneObject[], readonly number[]>();
/** An array made from another by taking a card out is read afresh: its starts may have lost one. */
const unread = (): undefined => undefined;

/** Where each of `objects` (of the filter's zone) starts to meet the filter's comparisons with X, each start once. */
function freshStarts(game: GameState, cards: CardLibrary, filter: ObjectFilter, perspective: Perspective, base: number, objects: readonly ZoneObject[]): readonly number[] {
  const zone = filter.zone ?? 'battlefield';
  // What fits at no X is passed over with one look: the filter without its comparisons with X.
  const free = { ...filter, power: unlessX(filter.power), toughness: unlessX(filter.toughness), manaValue: unlessX(filter.manaValue) };
  const found = new Set<number>();
  for (const object of objects) {
    if (!objectInZoneFits(game, cards, zone, object, free, perspective)) continue;
    const start = leastXMet(game, cards, zone, object, filter, base);
    if (start !== undefined) found.add(start);
  }
  return [...found];
}

const unlessX = (c: Compare | undefined): Compare | undefined => (comparesX(c) ? undefined : c);
