/**
 * CR 601.4: while proposing, a player may consider the announcements still to come. Every
 * combination of hybrid halves and Phyrexian payments a spell's cost allows, for the
 * look-ahead and the prompts. Real costs have few such symbols; the list is capped so a
 * card with many can't make a query explode (docs/performance.md).
 */
import type { CardLibrary } from '../cards/library.js';
import type { GameState, HybridChoice, PhyrexianChoice, StackObject } from '../game/state.js';
import { hybridOptions, isHybrid, isPhyrexian } from './announce.js';
import { symbolsToPay } from '../costs/cost-choices.js';
import type { ManaSymbol } from '../mana/symbols.js';

/** The most combinations considered for one spell. */
export const MAX_ANNOUNCEMENT_COMBINATIONS = 256;

export interface Announcement {
  readonly hybrid: readonly HybridChoice[];
  readonly phyrexian: readonly PhyrexianChoice[];
}

export function announcementCombinations(game: GameState, cards: CardLibrary, spell: StackObject): readonly Announcement[] {
  return announcementCombinationsOf(symbolsToPay(game, cards, spell));
}

/** announcementCombinations, from the mana symbols of the cost (symbolsToPay) read once. */
export function announcementCombinationsOf(symbols: readonly ManaSymbol[]): readonly Announcement[] {
  const hybrids = combinations<HybridChoice>(symbols.filter(isHybrid).map(hybridOptions));
  const phyrexians = combinations<PhyrexianChoice>(symbols.filter(isPhyrexian).map(() => ['mana', 'life']));
  const all: Announcement[] = [];
  for (const hybrid of hybrids) {
    for (const phyrexian of phyrexians) {
      if (all.length >= MAX_ANNOUNCEMENT_COMBINATIONS) return all;
      all.push({ hybrid, phyrexian });
    }
  }
  return all;
}

function combinations<T>(options: readonly (readonly T[])[]): (readonly T[])[] {
  return options.reduce<(readonly T[])[]>((acc, opts) => (acc.length > MAX_ANNOUNCEMENT_COMBINATIONS ? acc : acc.flatMap((prefix) => opts.map((o) => [...prefix, o]))), [[]]);
}
