/**
 * CR 107.4: reading printed mana costs such as `{2}{W/U}{B/P}{X}{C}{S}{2/W}{G/W/P}{0}`.
 * Parsing is strict: anything that is not a well-formed sequence of mana symbols throws
 * a ManaParseError naming the offending symbol.
 */
import { COLORS, type Color, type ManaCost, type ManaSymbol, type ManaType } from './symbols.js';

/** Thrown for malformed mana text; `symbol` is the offending piece of text. */
export class ManaParseError extends Error {
  readonly symbol: string;
  constructor(symbol: string, reason: string) {
    super(`Malformed mana symbol ${JSON.stringify(symbol)}: ${reason}`);
    this.name = 'ManaParseError';
    this.symbol = symbol;
  }
}

/** Largest generic amount accepted in one symbol. */
export const MAX_GENERIC = 1_000_000;

function isColor(s: string): s is Color {
  return (COLORS as readonly string[]).includes(s);
}

/** CR 107.4b: a generic amount such as `2` or `0`, written without leading zeros. */
function parseGeneric(body: string, symbol: string): ManaSymbol {
  if (body.length > 1 && body.startsWith('0')) throw new ManaParseError(symbol, 'leading zero in a generic amount');
  if (body.length > String(MAX_GENERIC).length) throw new ManaParseError(symbol, `generic amount above ${MAX_GENERIC}`);
  const amount = Number(body);
  if (amount > MAX_GENERIC) throw new ManaParseError(symbol, `generic amount above ${MAX_GENERIC}`);
  return { kind: 'generic', amount };
}

/** Two distinct colours for a hybrid symbol, kept in the order written (CR 107.4e). */
function hybridPair(a: string, b: string, symbol: string): readonly [Color, Color] {
  if (!isColor(a) || !isColor(b)) throw new ManaParseError(symbol, 'hybrid halves must be colours W, U, B, R or G');
  if (a === b) throw new ManaParseError(symbol, 'a hybrid symbol needs two different colours');
  return [a, b];
}

/** One symbol's text between the braces. */
function parseSymbol(body: string): ManaSymbol {
  const symbol = `{${body}}`;
  if (body === '') throw new ManaParseError(symbol, 'empty symbol');
  if (/^[0-9]+$/.test(body)) return parseGeneric(body, symbol);
  // CR 107.3: {X}; CR 107.4c: {C}; CR 107.4h: {S}; CR 107.4a: {W} {U} {B} {R} {G}.
  if (body === 'X') return { kind: 'x' };
  if (body === 'C') return { kind: 'colorless' };
  if (body === 'S') return { kind: 'snow' };
  if (isColor(body)) return { kind: 'colored', color: body };
  const parts = body.split('/');
  if (parts.length === 2) {
    const [a = '', b = ''] = parts;
    // CR 107.4e: monocoloured hybrid {2/W}.
    if (a === '2') {
      if (!isColor(b)) throw new ManaParseError(symbol, 'monocoloured hybrid needs a colour after 2/');
      return { kind: 'monoHybrid', color: b };
    }
    // CR 107.4f: Phyrexian {W/P}.
    if (b === 'P') {
      if (!isColor(a)) throw new ManaParseError(symbol, 'Phyrexian symbol needs a colour before /P');
      return { kind: 'phyrexian', color: a };
    }
    // CR 107.4e: hybrid {W/U}.
    return { kind: 'hybrid', colors: hybridPair(a, b, symbol) };
  }
  if (parts.length === 3) {
    const [a = '', b = '', p = ''] = parts;
    // CR 107.4f: hybrid Phyrexian {W/U/P}.
    if (p !== 'P') throw new ManaParseError(symbol, 'a three-part symbol must end in /P');
    return { kind: 'hybridPhyrexian', colors: hybridPair(a, b, symbol) };
  }
  throw new ManaParseError(symbol, 'unknown mana symbol');
}

/**
 * Parse a printed mana cost. `''` is the empty cost (distinct from `{0}`, CR 202.1b).
 * Symbols are returned in the order written; hybrid halves keep their written order.
 */
export function parseManaCost(text: string): ManaCost {
  const out: ManaSymbol[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '{') {
      const next = text.indexOf('{', i);
      const stray = next < 0 ? text.slice(i) : text.slice(i, next);
      throw new ManaParseError(stray, stray.includes('}') ? 'unbalanced closing brace' : 'text outside braces');
    }
    const close = text.indexOf('}', i + 1);
    const open = text.indexOf('{', i + 1);
    if (close < 0) throw new ManaParseError(text.slice(i), 'unclosed brace');
    if (open >= 0 && open < close) throw new ManaParseError(text.slice(i, close + 1), 'nested or unclosed brace');
    out.push(parseSymbol(text.slice(i + 1, close)));
    i = close + 1;
  }
  return out;
}

const MANA_TYPES: readonly ManaType[] = [...COLORS, 'C'];

/** CR 106.1b: a type of mana written as one letter, W U B R G or C (no braces). */
export function parseManaType(s: string): ManaType {
  const found = MANA_TYPES.find((t) => t === s);
  if (found === undefined) throw new ManaParseError(s, 'not a mana type (W, U, B, R, G or C)');
  return found;
}
