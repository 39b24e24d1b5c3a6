/**
 * CR 601.2f: the total cost is the mana cost (as announced), plus additional costs, plus
 * increases, minus reductions; reductions never take the mana part below {0}. The result
 * is locked: it is frozen and nothing computes it again.
 */
import { describeFilter } from '../cards/characteristics.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import type { AdditionalCost } from '../cards/schema.js';
import type { GameState, Spell } from '../game/state.js';
import { printManaAmount } from '../mana/print.js';
import { manaAmountTotal } from '../mana/value.js';
import type { ManaAmount } from '../mana/symbols.js';
import { announcedCost } from './announced-cost.js';
import { applicableCostChanges, type CostChange } from './modifiers.js';

/** The locked total cost of a spell. */
export interface TotalCost {
  readonly mana: ManaAmount;
  /** Life to pay (Phyrexian symbols paid with life). */
  readonly life: number;
  /** CR 118.8: additional costs such as "sacrifice a creature". */
  readonly additional: readonly AdditionalCost[];
  /** The increases and reductions applied, with the generic mana each actually changed. */
  readonly changes: readonly AppliedCostChange[];
  /**
   * CR 118.6: the card has no mana cost, which is an unpayable cost (and stays unpayable
   * whatever is added to it, 118.6a). Absent when the cost can be paid.
   */
  readonly unpayable?: true;
}

export interface AppliedCostChange extends CostChange {
  /** How much it changed the generic part: a reduction may find less to take than it offers. */
  readonly applied: number;
}

/** CR 601.2f: determines the total cost; the caller locks it (see `lockTotalCost`). */
export function totalCost(game: GameState, cards: CardLibrary, spell: Spell): TotalCost {
  const card = getCard(cards, spell.card);
  const announced = announcedCost(card.manaCost?.symbols ?? [], spell.choices);
  const changes = applicableCostChanges(game, cards, card, spell.controller);
  const increases = changes.filter((c) => c.change === 'increase');
  const reductions = changes.filter((c) => c.change === 'reduce');
  let generic = announced.mana.generic;
  const applied: AppliedCostChange[] = [];
  for (const increase of increases) {
    generic += increase.generic;
    applied.push({ ...increase, applied: increase.generic });
  }
  for (const reduction of reductions) {
    const taken = Math.min(generic, reduction.generic); // never below {0}
    generic -= taken;
    applied.push({ ...reduction, applied: taken });
  }
  return {
    mana: { ...announced.mana, generic },
    life: announced.life,
    additional: card.additionalCosts,
    changes: applied,
    ...(card.manaCost === undefined ? { unpayable: true as const } : {}),
  };
}

/** CR 601.2f: the total cost becomes locked in; later changes have no effect on it. */
export function lockTotalCost(cost: TotalCost): TotalCost {
  return Object.freeze({
    mana: Object.freeze({ ...cost.mana }),
    life: cost.life,
    additional: Object.freeze(cost.additional.map((a) => Object.freeze({ ...a }))),
    changes: Object.freeze(cost.changes.map((c) => Object.freeze({ ...c }))),
    ...(cost.unpayable ? { unpayable: true as const } : {}),
  });
}

/** A cost for people and JSON: mana in canonical form, plus the other parts. */
export interface CostSummary {
  readonly mana: string;
  readonly life: number;
  readonly additional: readonly string[];
  /** CR 118.6: present when the spell has no mana cost, so the cost can't be paid. */
  readonly unpayable?: true;
}

export function summarizeCost(cost: TotalCost): CostSummary {
  return {
    mana: printManaAmount(cost.mana),
    life: cost.life,
    additional: cost.additional.map(describeAdditionalCost),
    ...(cost.unpayable ? { unpayable: true as const } : {}),
  };
}

export function describeAdditionalCost(cost: AdditionalCost): string {
  return `sacrifice ${cost.count} ${describeFilter(cost.what)}`;
}

/** CR 601.2g: whether the total cost includes a mana payment. */
export function costIncludesMana(cost: TotalCost): boolean {
  return manaAmountTotal(cost.mana) > 0;
}
