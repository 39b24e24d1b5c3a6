/**
 * What the payability solver (solver.ts) is asked and what it answers: the mana sources it
 * may use, the budgets their activations must fit in, and the payment it finds.
 */
import type { ManaType } from './symbols.js';

export interface ManaSourceOption {
  /** id of a pool mana unit, or of an activatable mana ability (e.g. `${objectId}#${abilityIndex}`) */
  readonly id: string;
  /** the types its mana can be (each mana, or the one type of all of it with `oneType`) */
  readonly produces: readonly ManaType[];
  /** how many mana it makes (a pool unit: 1; Sol Ring: 2) */
  readonly amount: number;
  /** CR 107.4h / 106.3: mana from a snow source can pay {S} */
  readonly snow: boolean;
  /** true for mana already in the pool; the solver prefers it over activating abilities */
  readonly inPool: boolean;
  /**
   * The parts of a cost it may pay, when not every part: a creature tapped for convoke pays
   * generic or its own colours (CR 702.51a), a card exiled with delve pays generic (702.66a).
   */
  readonly only?: readonly ManaPaysFor[];
  /**
   * CR 106.1b, 605: all the mana one activation makes is one type its controller chooses
   * (Gilded Lotus: three mana of any ONE colour). Without it each mana may be any of
   * `produces` on its own (a pool unit, a convoke creature).
   */
  readonly oneType?: boolean;
  /** CR 119.4: life paid for each activation (Mana Confluence: 1). Default 0. */
  readonly lifeCost?: number;
  /** CR 701.17b: cards milled for each activation (Millikin: 1). Default 0. */
  readonly millCost?: number;
  /**
   * A preference, never a legality question: 0 (default) activating it costs nothing but
   * {T}; 1 it wears the source (puts or removes counters, mills); 2 it uses the source up
   * (sacrifice it, exile it). Life-costing sources rank between 1 and 2.
   */
  readonly penalty?: 0 | 1 | 2;
  /** Sources with the same key exclude each other: at most one is activated (two {T} abilities of one permanent). */
  readonly exclusive?: string;
}

/** The part of a cost one mana pays: a colour, {C}, {S} or generic. */
export type ManaPaysFor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C' | 'S' | 'generic';
export interface ManaUse { readonly sourceId: string; readonly type: ManaType; readonly pays: ManaPaysFor }
export interface ManaSolution {
  readonly uses: readonly ManaUse[];
  /** ids of non-pool sources that must be activated, in input order */
  readonly activate: readonly string[];
}

export interface SolveOptions {
  /**
   * CR 119.4: the most life the activations may cost in all: the player's life total minus
   * the life the cost itself asks for. Default: unlimited.
   */
  readonly lifeBudget?: number;
  /** CR 701.17b: the most cards the activations may mill in all: the cards in the player's library. Default: unlimited. */
  readonly libraryBudget?: number;
}
