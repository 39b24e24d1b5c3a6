/**
 * CR 107.4: the mana symbols. Types only; parsing lives in parse.ts, printing in print.ts.
 */

/** The five colours in WUBRG order (CR 105.1). */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];

/** A type of mana: one of the five colours, or colourless (CR 106.1b). */
export type ManaType = Color | 'C';

/** One mana symbol of a printed cost (CR 107.4). */
export type ManaSymbol =
  /** CR 107.4a: {W} {U} {B} {R} {G}. */
  | { readonly kind: 'colored'; readonly color: Color }
  /** CR 107.4b: a generic amount such as {2}, including {0}. */
  | { readonly kind: 'generic'; readonly amount: number }
  /** CR 107.3: the variable {X}. */
  | { readonly kind: 'x' }
  /** CR 107.4c: {C}, payable only with colourless mana. */
  | { readonly kind: 'colorless' }
  /** CR 107.4h: {S}, payable with one mana from a snow source. */
  | { readonly kind: 'snow' }
  /** CR 107.4e: hybrid {W/U}. */
  | { readonly kind: 'hybrid'; readonly colors: readonly [Color, Color] }
  /** CR 107.4e: monocoloured hybrid {2/W}. */
  | { readonly kind: 'monoHybrid'; readonly color: Color }
  /** CR 107.4f: Phyrexian {W/P}. */
  | { readonly kind: 'phyrexian'; readonly color: Color }
  /** CR 107.4f: hybrid Phyrexian {W/U/P}. */
  | { readonly kind: 'hybridPhyrexian'; readonly colors: readonly [Color, Color] };

/** A printed mana cost: its symbols in printed order. */
export type ManaCost = readonly ManaSymbol[];

/**
 * A concrete amount of mana to pay once 601.2b has fixed X, hybrid and Phyrexian
 * choices: coloured, generic, colourless-only ({C}) and snow ({S}) parts.
 */
export interface ManaAmount {
  readonly generic: number;
  readonly W: number;
  readonly U: number;
  readonly B: number;
  readonly R: number;
  readonly G: number;
  /** {C}: must be paid with colourless mana (CR 107.4c). */
  readonly C: number;
  /** {S}: must be paid with mana from a snow source (CR 107.4h). */
  readonly S: number;
}

export const NO_MANA: ManaAmount = Object.freeze({ generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, S: 0 });

/** One mana in a pool, remembering where it came from (CR 106.4, 106.6). */
export interface ManaUnit {
  /** Unique within the game; payments name the units they spend. */
  readonly id: string;
  readonly type: ManaType;
  /** The object whose ability produced it. */
  readonly sourceId: string;
  /** CR 106.3: mana produced by a snow source can pay {S}. */
  readonly snow: boolean;
  /** CR 106.6: the spending restriction it was made with, if any; it stays with the mana. */
  readonly spend?: ManaSpend;
}

/** What a spell, or an ability's source, must be for restricted mana to pay for it (cards/spend-filter.ts validates and matches it). */
export interface SpendFilterShape {
  readonly types?: readonly string[];
  /** "chosen": the creature type chosen for the mana's source (`ManaSpend.chosen`). */
  readonly subtypes?: readonly string[];
  readonly supertypes?: readonly string[];
  readonly colors?: readonly Color[];
  readonly colorless?: boolean;
  readonly multicolored?: boolean;
}

/** CR 106.6: "Spend this mana only to …", as carried by mana. */
export interface ManaSpend {
  readonly spells?: SpendFilterShape;
  readonly abilities?: SpendFilterShape;
  readonly text: string;
  /** The creature type chosen for its source when it was made (Cavern of Souls). */
  readonly chosen?: string;
}
