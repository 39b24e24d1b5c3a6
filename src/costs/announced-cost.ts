/**
 * CR 601.2b: the announcements turn a printed mana cost into a concrete one: X gets its
 * value (107.3), each hybrid symbol one of its halves (107.4e), each Phyrexian symbol its
 * coloured mana or 2 life (107.4f).
 */
import type { ManaAmount, ManaSymbol } from '../mana/symbols.js';
import { NO_MANA } from '../mana/symbols.js';
import type { HybridChoice, SpellChoices } from '../game/state.js';

export interface AnnouncedCost {
  readonly mana: ManaAmount;
  /** Life paid for Phyrexian symbols. */
  readonly life: number;
}

/** CR 107.4f: each Phyrexian symbol paid with life costs 2 life. */
export const LIFE_PER_PHYREXIAN_SYMBOL = 2;

/** The announcements that fix a mana cost: X, hybrid halves, Phyrexian payments. */
export type Announcements = Pick<SpellChoices, 'x' | 'hybrid' | 'phyrexian'>;

/** For printed costs with nothing to announce (a kicker, a cost change). */
export const NO_ANNOUNCEMENTS: Announcements = { x: null, hybrid: [], phyrexian: [] };

export function announcedCost(symbols: readonly ManaSymbol[], choices: Announcements): AnnouncedCost {
  const mana: Record<keyof ManaAmount, number> = { ...NO_MANA };
  let life = 0;
  let hybridIndex = 0;
  let phyrexianIndex = 0;
  for (const symbol of symbols) {
    switch (symbol.kind) {
      case 'colored':
        mana[symbol.color] += 1;
        break;
      case 'generic':
        mana.generic += symbol.amount;
        break;
      case 'x':
        mana.generic += choices.x ?? 0;
        break;
      case 'colorless':
        mana.C += 1;
        break;
      case 'snow':
        mana.S += 1;
        break;
      case 'hybrid': {
        const half = choices.hybrid[hybridIndex++] ?? symbol.colors[0];
        if (half === 'generic') mana.generic += 1;
        else mana[half] += 1;
        break;
      }
      case 'monoHybrid': {
        const half = choices.hybrid[hybridIndex++] ?? symbol.color;
        if (half === 'generic') mana.generic += 2;
        else mana[half] += 1;
        break;
      }
      case 'phyrexian':
        if (choices.phyrexian[phyrexianIndex++] === 'life') life += LIFE_PER_PHYREXIAN_SYMBOL;
        else mana[symbol.color] += 1;
        break;
      case 'hybridPhyrexian': {
        const half = choices.hybrid[hybridIndex++] ?? symbol.colors[0];
        if (choices.phyrexian[phyrexianIndex++] === 'life') life += LIFE_PER_PHYREXIAN_SYMBOL;
        else if (half === 'generic') mana.generic += 1;
        else mana[half] += 1;
        break;
      }
    }
  }
  return { mana, life };
}

/** The halves a hybrid symbol offers. */
export function hybridOptions(symbol: ManaSymbol): readonly HybridChoice[] {
  switch (symbol.kind) {
    case 'hybrid':
    case 'hybridPhyrexian':
      return symbol.colors;
    case 'monoHybrid':
      return [symbol.color, 'generic'];
    default:
      return [];
  }
}
