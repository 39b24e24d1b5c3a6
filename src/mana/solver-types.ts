/**
 * What the payability solver (solver.ts) is asked and what it answers: the mana sources it
 * may use, the budgets their activations must fit in, and the payment it finds.
 */
import type { ManaAmount, ManaSpend, ManaType } from './symbols.js';
import { manaAmountTotal } from './value.js';

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
  /** CR 119.4: life paid for each activation (Mana Confluence: 1), or lost as it resolves (CR 120.3a: a painland's 1 damage). Default 0. */
  readonly lifeCost?: number;
  /** CR 701.17b: cards milled for each activation (Millikin: 1). Default 0. */
  readonly millCost?: number;
  /**
   * A preference, never a legality question: 0 (default) activating it costs nothing but
   * {T}; 1 it wears the source (puts or removes counters, mills); 2 it uses the source up
   * (sacrifice it, exile it). Life-costing sources rank between 1 and 2.
   */
  readonly penalty?: 0 | 1 | 2;
  /**
   * Sources with a key in common exclude each other: at most one of them is activated (two
   * {T} abilities of one permanent). A source may hold several keys: a Drum named with the
   * Llanowar Elves it taps needs both the Drum's {T} and the Elves' (CR 602.2b), so it excludes
   * the Drum's other ways and every other use of the Elves (the engine counts such taps with
   * `tapsOneOf` instead).
   */
  readonly exclusive?: string | readonly string[];
  /**
   * CR 602.2b, 118.3: each activation taps one permanent of each of these sets besides what
   * `exclusive` names (Springleaf Drum's "tap an untapped creature you control"; a creature
   * that is one of them, tapped for its own mana or for convoke). The sets' permanents are
   * interchangeable, so the solver counts them: the sources holding a set's key are activated
   * at most `size` times in all (its `size` is the same in every source that holds it; if not,
   * the least is read). A key may appear twice (Loam Dryad taps itself and another creature).
   */
  readonly tapsOneOf?: readonly TapSet[];
  /**
   * CR 106.1a: each activation makes exactly this mana (Signets and bounce lands: {W}{U}); its
   * length is `amount` and `produces` lists its types. Without it, `produces`/`oneType` say.
   */
  readonly mana?: readonly ManaType[];
  /**
   * CR 605.3b, 601.2g: mana the activation itself costs (Signets: {1}), paid from the pool
   * and the other sources before its own mana exists (see solver-chains.ts).
   */
  readonly cost?: ManaAmount;
  /**
   * CR 106.6: a spending restriction: what this mana may pay for — `'cost'` (the cost being
   * paid) and the ids of chain sources whose costs it may pay. Absent: anything.
   */
  readonly onlyFor?: readonly string[];
  /** The restriction `onlyFor` was worked out from (by the engine's spend.ts; the solver reads only `onlyFor`). */
  readonly spend?: ManaSpend;
  /**
   * Internal to the solver: the first demand layer its mana may pay (a chain source's mana
   * pays only what is paid after it) and the layers it may pay. Set by solver-chains.ts.
   */
  readonly layer?: number;
  readonly layers?: readonly number[];
}

/** The part of a cost one mana pays: a colour, {C}, {S} or generic. */
export type ManaPaysFor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C' | 'S' | 'generic';
export interface ManaUse {
  readonly sourceId: string;
  readonly type: ManaType;
  readonly pays: ManaPaysFor;
  /** The id of the chain source whose activation cost it pays (CR 605.3b); absent when it pays the cost itself. */
  readonly for?: string;
}
export interface ManaSolution {
  readonly uses: readonly ManaUse[];
  /** ids of non-pool sources that must be activated: in input order, except that a chain source (one with a mana `cost`) comes after the sources paying its cost, in the order found */
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
  /**
   * CR 609.4b: the player may spend mana as though it were mana of any colour — all of it
   * everywhere (`true`: Chromatic Orrery), or as each rule says (Quicksilver Elemental: blue
   * mana, only for the cost itself).
   */
  readonly anyColor?: boolean | readonly AnyColorRule[];
}

/** A key telling solve options apart, for memos keyed by their value: the budgets and the any-colour rules (JSON only for a list of rules). */
export function optionsKey(options: SolveOptions): string {
  const { lifeBudget, libraryBudget, anyColor } = options;
  return `${lifeBudget ?? ''}|${libraryBudget ?? ''}|${anyColor === undefined || typeof anyColor === 'boolean' ? String(anyColor ?? false) : JSON.stringify(anyColor)}`;
}

/** A set of permanents some sources each tap one of (ManaSourceOption's `tapsOneOf`). */
export interface TapSet {
  readonly key: string;
  /** how many of its permanents may be tapped in all */
  readonly size: number;
}

/** The exclusion keys of a source (none, one or several). */
export function exclusiveKeys(source: Pick<ManaSourceOption, 'exclusive'>): readonly string[] {
  const e = source.exclusive;
  return e === undefined ? [] : typeof e === 'string' ? [e] : e;
}

/** Whether a source holds one of these exclusion keys (`exclusiveKeys`, without making a list of its own). */
export function holdsKeyIn(source: Pick<ManaSourceOption, 'exclusive'>, keys: ReadonlySet<string>): boolean {
  const e = source.exclusive;
  return e === undefined ? false : typeof e === 'string' ? keys.has(e) : e.some((k) => keys.has(k));
}

/**
 * A source whose activation spends nothing but itself, so a payment may use it or not without
 * asking anything of another: no mana in its own cost (a chain source, CR 605.3b), no life or
 * cards (those draw on a budget, CR 119.4, 701.17b), no other source it excludes or permanent
 * it taps (CR 602.2b), and no layer of a chain plan. The plain test (solver-plain.ts) and the
 * merging of sources alike (source-merge.ts) both start from it.
 */
export function standsAlone(s: ManaSourceOption): boolean {
  if (s.layer !== undefined || s.layers !== undefined) return false;
  if (s.cost !== undefined && manaAmountTotal(s.cost) > 0) return false;
  if ((s.lifeCost ?? 0) !== 0 || (s.millCost ?? 0) !== 0) return false;
  // exclusiveKeys(s) is empty, asked without making a list (every source of a large board is asked).
  return (s.exclusive === undefined || (typeof s.exclusive !== 'string' && s.exclusive.length === 0)) && (s.tapsOneOf?.length ?? 0) === 0;
}

/**
 * CR 106.1b: a source whose mana is all of one type it chooses among several as it resolves
 * (Gilded Lotus: "three mana of any one color"; Astrolabe's two), not mana of a fixed combination.
 */
export const choosesOneType = (s: ManaSourceOption): boolean => s.mana === undefined && s.oneType === true && s.amount > 1 && s.produces.length > 1;

/** CR 609.4b: which mana may be spent as though it were mana of any colour, and on what. */
export interface AnyColorRule {
  /** the types of mana that may (Quicksilver Elemental: blue) */
  readonly types: readonly ManaType[];
  /** only on the cost being paid, not on the mana in chain sources' costs (a scoped permission such as "to pay the activation costs of …'s abilities") */
  readonly costOnly: boolean;
}
