/**
 * CR 202: mana value and colour of a mana cost, and arithmetic on concrete mana amounts.
 */
import { COLORS, type Color, type ManaAmount, type ManaCost, type ManaSymbol } from './symbols.js';

/** One symbol's contribution to mana value (CR 202.3), with X counting as `x`. */
function symbolValue(symbol: ManaSymbol, x: number): number {
  switch (symbol.kind) {
    // CR 202.3e: X is 0 except on the stack, where it is the announced value.
    case 'x':
      return x;
    case 'generic':
      return symbol.amount;
    // CR 202.3f: a hybrid symbol counts its largest component: 2 for {2/W}, 1 for {W/U}.
    case 'monoHybrid':
      return 2;
    case 'hybrid':
      return 1;
    // CR 202.3g: each Phyrexian symbol (hybrid Phyrexian too) contributes 1.
    case 'phyrexian':
    case 'hybridPhyrexian':
      return 1;
    // CR 202.3: one mana each.
    case 'colored':
    case 'colorless':
    case 'snow':
      return 1;
  }
}

/**
 * CR 202.3: the mana value of a cost; every {X} counts as `x` (0 unless the object is
 * on the stack with X chosen, CR 202.3e).
 */
export function manaValue(cost: ManaCost, x = 0): number {
  if (!Number.isInteger(x) || x < 0) throw new RangeError(`X must be a non-negative integer, got ${x}`);
  return cost.reduce((sum, symbol) => sum + symbolValue(symbol, x), 0);
}

/** The colours named by one symbol. */
function symbolColors(symbol: ManaSymbol): readonly Color[] {
  switch (symbol.kind) {
    case 'colored':
    case 'monoHybrid':
    case 'phyrexian':
      return [symbol.color];
    case 'hybrid':
    case 'hybridPhyrexian':
      return symbol.colors;
    case 'generic':
    case 'x':
    case 'colorless':
    case 'snow':
      return [];
  }
}

/**
 * CR 202.2 (and 105.2): an object is each colour of any mana symbol in its cost,
 * hybrid and Phyrexian symbols included. Returned in WUBRG order without repeats.
 */
export function colorsOf(cost: ManaCost): Color[] {
  const present = new Set<Color>(cost.flatMap(symbolColors));
  return COLORS.filter((c) => present.has(c));
}

/** How many mana a concrete amount asks for in all. */
export function manaAmountTotal(m: ManaAmount): number {
  return m.generic + m.W + m.U + m.B + m.R + m.G + m.C + m.S;
}

/** A concrete amount `n` times over, part by part (a cost change per target, CR 601.2f; a cost paid for `n` sources alike). */
export function scaleMana(m: ManaAmount, n: number): ManaAmount {
  return { generic: m.generic * n, W: m.W * n, U: m.U * n, B: m.B * n, R: m.R * n, G: m.G * n, C: m.C * n, S: m.S * n };
}

/** The sum of two concrete amounts, part by part (e.g. a cost plus an additional cost, CR 601.2f). */
export function addMana(a: ManaAmount, b: ManaAmount): ManaAmount {
  return {
    generic: a.generic + b.generic,
    W: a.W + b.W,
    U: a.U + b.U,
    B: a.B + b.B,
    R: a.R + b.R,
    G: a.G + b.G,
    C: a.C + b.C,
    S: a.S + b.S,
  };
}

/** A key telling amounts apart by their parts, for memos keyed by an amount's value (cheaper than JSON). */
export function amountKey(m: ManaAmount): string {
  return `${m.generic},${m.W},${m.U},${m.B},${m.R},${m.G},${m.C},${m.S}`;
}
