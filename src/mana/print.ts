/**
 * Canonical printed forms of mana costs, amounts and types (the inverse of parse.ts,
 * up to reordering: `printManaCost(parseManaCost(s))` is the canonical spelling of `s`).
 */
import { COLORS, type Color, type ManaAmount, type ManaCost, type ManaSymbol, type ManaType } from './symbols.js';
import { colorsOf } from './value.js';

/**
 * Colour-wheel order of a set of colours. The wheel runs W→U→B→R→G→W; start from the
 * colour whose clockwise sweep covering every present colour is shortest
 * ({R}{G}, {W}{B}, {G}{W}, {R}{W}, {G}{U}; shards {G}{W}{U}, four colours {U}{B}{R}{G}).
 * The two cases where that start is not unique follow the printed convention:
 * all five colours read WUBRG, and a wedge (three colours, no two adjacent) reads in
 * skip-one steps from the colour whose two allies are missing ({W}{B}{G}, {U}{R}{W}).
 */
export function colorWheelOrder(colors: Iterable<Color>): Color[] {
  const present = new Set(colors);
  const index = COLORS.map((_, i) => i).filter((i) => present.has(COLORS[i] as Color));
  const at = (i: number): Color => COLORS[i % 5] as Color;
  if (index.length === 3) {
    const wedge = index.find((i) => present.has(at(i + 2)) && present.has(at(i + 4)));
    if (wedge !== undefined) return [at(wedge), at(wedge + 2), at(wedge + 4)];
  }
  let best = -1;
  let bestSpan = Infinity;
  for (const start of index) {
    const span = Math.max(...index.map((i) => (i - start + 5) % 5));
    if (span < bestSpan) [best, bestSpan] = [start, span];
  }
  return index.map((i) => (i - best + 5) % 5).sort((a, b) => a - b).map((d) => at(best + d));
}

/** CR 106.1b: `{G}`, `{C}` and so on. */
export function printManaType(t: ManaType): string {
  return `{${t}}`;
}

/** Printing groups after {X}, generic, {C} and {S}, in printed order. */
const GROUPS = ['monoHybrid', 'hybrid', 'hybridPhyrexian', 'phyrexian', 'colored'] as const;
type ColoredSymbol = Extract<ManaSymbol, { kind: (typeof GROUPS)[number] }>;

function isColoredSymbol(s: ManaSymbol): s is ColoredSymbol {
  return (GROUPS as readonly string[]).includes(s.kind);
}

/** A symbol's colours in the order they print (hybrid halves in their own wheel order). */
function printedColors(s: ColoredSymbol): readonly Color[] {
  return s.kind === 'hybrid' || s.kind === 'hybridPhyrexian' ? colorWheelOrder(s.colors) : [s.color];
}

function printSymbol(s: ColoredSymbol): string {
  switch (s.kind) {
    case 'colored':
      return `{${s.color}}`;
    case 'monoHybrid':
      return `{2/${s.color}}`;
    case 'phyrexian':
      return `{${s.color}/P}`;
    case 'hybrid':
      return `{${printedColors(s).join('/')}}`;
    case 'hybridPhyrexian':
      return `{${printedColors(s).join('/')}/P}`;
  }
}

/**
 * The canonical printed form of a cost: {X}s, then one generic number (the sum of all
 * generic symbols; `{0}` only when nothing else would print), {C}s, {S}s, monocoloured
 * hybrid, hybrid, hybrid Phyrexian, Phyrexian, then coloured symbols. Within a group,
 * symbols follow the colour-wheel order of all colours of the cost (CR 202.2), equal
 * symbols side by side. The empty cost prints as `''`.
 */
export function printManaCost(cost: ManaCost): string {
  const count = (kind: ManaSymbol['kind']): number => cost.filter((s) => s.kind === kind).length;
  const generic = cost.reduce((sum, s) => sum + (s.kind === 'generic' ? s.amount : 0), 0);
  const rank = new Map(colorWheelOrder(colorsOf(cost)).map((c, i) => [c, i] as const));
  const keyed = cost.filter(isColoredSymbol).map((s) => ({
    text: printSymbol(s),
    key: [GROUPS.indexOf(s.kind), ...printedColors(s).map((c) => rank.get(c) ?? 0)],
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < Math.max(a.key.length, b.key.length); i++) {
      const d = (a.key[i] ?? -1) - (b.key[i] ?? -1);
      if (d !== 0) return d;
    }
    return 0;
  });
  const head =
    '{X}'.repeat(count('x')) +
    (generic > 0 ? `{${generic}}` : '') +
    '{C}'.repeat(count('colorless')) +
    '{S}'.repeat(count('snow'));
  const text = head + keyed.map((k) => k.text).join('');
  return text === '' && count('generic') > 0 ? '{0}' : text;
}

/**
 * The canonical form of a concrete amount: generic, {C}s, {S}s, then coloured mana in
 * colour-wheel order. Nothing at all prints as `{0}`.
 */
export function printManaAmount(m: ManaAmount): string {
  const colors = colorWheelOrder(COLORS.filter((c) => m[c] > 0));
  const text =
    (m.generic > 0 ? `{${m.generic}}` : '') +
    '{C}'.repeat(m.C) +
    '{S}'.repeat(m.S) +
    colors.map((c) => printManaType(c).repeat(m[c])).join('');
  return text === '' ? '{0}' : text;
}
