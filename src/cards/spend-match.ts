/**
 * CR 106.6: matching a spending restriction (spend-filter.ts) against what the mana would be
 * spent on: a spell, or an ability of an object, by their characteristics.
 */
import type { ManaSpend, SpendFilterShape } from '../mana/symbols.js';
import { cardColors } from './characteristics.js';
import type { CardDefinition } from './schema.js';
import { CHOSEN } from './spend-filter.js';
import { hasSubtype } from './subtypes.js';

/** What mana is being spent on: a spell with these characteristics, or an ability of an object with them. */
export interface SpendPurpose {
  readonly kind: 'spell' | 'ability';
  readonly card: CardDefinition;
}

/** Whether `card` fits `filter`; `chosen` is the creature type "chosen" stands for (none: nothing fits it). */
export function fitsSpendFilter(card: CardDefinition, filter: SpendFilterShape, chosen?: string): boolean {
  const colors = cardColors(card);
  const types: readonly string[] = card.types;
  const supertypes: readonly string[] = card.supertypes;
  if (filter.types && !filter.types.some((t) => types.includes(t))) return false;
  if (filter.subtypes && !filter.subtypes.some((s) => (s === CHOSEN ? chosen !== undefined && hasSubtype(card, chosen) : hasSubtype(card, s)))) return false;
  if (filter.supertypes && !filter.supertypes.some((s) => supertypes.includes(s))) return false;
  if (filter.colors && !filter.colors.some((c) => colors.includes(c))) return false;
  if (filter.colorless !== undefined && (colors.length === 0) !== filter.colorless) return false;
  if (filter.multicolored !== undefined && (colors.length > 1) !== filter.multicolored) return false;
  return true;
}

/** CR 106.6: may mana with this restriction be spent on `purpose`? */
export function spendAllows(spend: ManaSpend, purpose: SpendPurpose): boolean {
  const filter = purpose.kind === 'spell' ? spend.spells : spend.abilities;
  return filter !== undefined && fitsSpendFilter(purpose.card, filter, spend.chosen);
}
