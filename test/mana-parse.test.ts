import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ManaParseError, parseManaCost, parseManaType } from '../src/mana/parse.js';
import { colorWheelOrder, printManaAmount, printManaCost, printManaType } from '../src/mana/print.js';
import { addMana, colorsOf, manaAmountTotal, manaValue } from '../src/mana/value.js';
import { COLORS, NO_MANA, type ManaSymbol } from '../src/mana/symbols.js';

const canonical = (s: string): string => printManaCost(parseManaCost(s));

describe('parseManaCost', () => {
  it('107.4a: coloured symbols parse', () => {
    expect(parseManaCost('{W}{U}{B}{R}{G}')).toEqual(COLORS.map((color) => ({ kind: 'colored', color })));
  });

  it('107.4b: generic amounts parse, including {0} and 1,000,000', () => {
    expect(parseManaCost('{2}')).toEqual([{ kind: 'generic', amount: 2 }]);
    expect(parseManaCost('{0}')).toEqual([{ kind: 'generic', amount: 0 }]);
    expect(parseManaCost('{1000000}')).toEqual([{ kind: 'generic', amount: 1_000_000 }]);
  });

  it('107.3, 107.4c, 107.4h: {X}, {C} and {S} parse', () => {
    expect(parseManaCost('{X}{C}{S}')).toEqual([{ kind: 'x' }, { kind: 'colorless' }, { kind: 'snow' }]);
  });

  it('107.4e: hybrid and monocoloured hybrid parse, halves kept as written', () => {
    expect(parseManaCost('{W/U}{U/W}{2/W}')).toEqual([
      { kind: 'hybrid', colors: ['W', 'U'] },
      { kind: 'hybrid', colors: ['U', 'W'] },
      { kind: 'monoHybrid', color: 'W' },
    ]);
  });

  it('107.4f: Phyrexian and hybrid Phyrexian parse', () => {
    expect(parseManaCost('{B/P}{G/W/P}')).toEqual([
      { kind: 'phyrexian', color: 'B' },
      { kind: 'hybridPhyrexian', colors: ['G', 'W'] },
    ]);
  });

  it("202.1b: '' is the empty cost, distinct from {0}", () => {
    expect(parseManaCost('')).toEqual([]);
    expect(printManaCost([])).toBe('');
    expect(printManaCost(parseManaCost('{0}'))).toBe('{0}');
  });

  it('107.4: the full example string parses symbol by symbol', () => {
    expect(parseManaCost('{2}{W/U}{B/P}{X}{C}{S}{2/W}{G/W/P}{0}').map((s) => s.kind)).toEqual([
      'generic', 'hybrid', 'phyrexian', 'x', 'colorless', 'snow', 'monoHybrid', 'hybridPhyrexian', 'generic',
    ]);
  });

  it('106.1b: parseManaType reads the six mana types and nothing else', () => {
    for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) expect(parseManaType(t)).toBe(t);
    for (const bad of ['', 'S', 'X', '{G}', 'w', 'WU']) expect(() => parseManaType(bad)).toThrow(ManaParseError);
  });
});

describe('malformed mana text', () => {
  const cases: readonly (readonly [string, string])[] = [
    ['{W', '{W'],
    ['W', 'W'],
    ['{W}}', '}'],
    ['{W{U}', '{W{U}'],
    ['{W}x{U}', 'x'],
    [' {W}', ' '],
    ['{}', '{}'],
    ['{Q}', '{Q}'],
    ['{w}', '{w}'],
    ['{W/W}', '{W/W}'],
    ['{G/G/P}', '{G/G/P}'],
    ['{W/U/B}', '{W/U/B}'],
    ['{2/P}', '{2/P}'],
    ['{P/W}', '{P/W}'],
    ['{C/P}', '{C/P}'],
    ['{3/W}', '{3/W}'],
    ['{W/C}', '{W/C}'],
    ['{01}', '{01}'],
    ['{1000001}', '{1000001}'],
    ['{-1}', '{-1}'],
    ['{1.5}', '{1.5}'],
    ['{W/U/P/P}', '{W/U/P/P}'],
  ];
  for (const [text, symbol] of cases) {
    it(`107.4: ${JSON.stringify(text)} throws ManaParseError naming ${JSON.stringify(symbol)}`, () => {
      let caught: unknown;
      try {
        parseManaCost(text);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ManaParseError);
      expect((caught as ManaParseError).symbol).toBe(symbol);
      expect((caught as ManaParseError).message).toContain(symbol);
    });
  }
});

describe('printManaCost', () => {
  it('107.4: canonical strings round-trip for every symbol kind', () => {
    for (const s of ['{W}', '{2}', '{0}', '{X}', '{C}', '{S}', '{W/U}', '{2/W}', '{W/P}', '{G/W/P}', '{X}{X}{R}']) {
      expect(canonical(s)).toBe(s);
    }
  });

  it('107.4: canonical ordering of printed costs', () => {
    expect(canonical('{R}{2}{G}')).toBe('{2}{R}{G}');
    expect(canonical('{G/W}{1}{W/G}')).toBe('{1}{G/W}{G/W}');
    expect(canonical('{B/P}{B/P}{1}')).toBe('{1}{B/P}{B/P}');
    expect(canonical('{2/W}{2/W}{2/W}')).toBe('{2/W}{2/W}{2/W}');
    expect(canonical('{R}{X}{R}')).toBe('{X}{R}{R}');
    expect(canonical('{C}{3}')).toBe('{3}{C}');
    expect(canonical('{S}')).toBe('{S}');
    expect(canonical('{0}')).toBe('{0}');
  });

  it('107.4b: generic symbols are summed; {0} prints only when nothing else does', () => {
    expect(canonical('{1}{W}{2}')).toBe('{3}{W}');
    expect(canonical('{0}{0}')).toBe('{0}');
    expect(canonical('{0}{W}')).toBe('{W}');
    expect(canonical('{X}{0}')).toBe('{X}');
  });

  it('107.4: groups print as {X}, generic, {C}, {S}, 2/c hybrid, hybrid, hybrid Phyrexian, Phyrexian, coloured', () => {
    expect(canonical('{G}{W/P}{G/U/P}{U/R}{2/B}{S}{C}{1}{X}')).toBe('{X}{1}{C}{S}{2/B}{U/R}{G/U/P}{W/P}{G}');
  });

  it('105.1: colour-wheel order starts where the clockwise sweep is shortest', () => {
    expect(canonical('{G}{R}')).toBe('{R}{G}');
    expect(canonical('{R}{U}')).toBe('{U}{R}');
    expect(canonical('{B}{W}')).toBe('{W}{B}');
    expect(canonical('{W}{G}')).toBe('{G}{W}');
    expect(canonical('{W}{R}')).toBe('{R}{W}');
    expect(canonical('{U}{G}')).toBe('{G}{U}');
    expect(canonical('{U}{W}{G}')).toBe('{G}{W}{U}');
    expect(canonical('{W}{U}{G}{R}')).toBe('{R}{G}{W}{U}');
    expect(canonical('{G}{R}{B}{U}{W}')).toBe('{W}{U}{B}{R}{G}');
  });

  it('105.1: wedges print in skip-one order ({W}{B}{G}, {U}{R}{W})', () => {
    expect(colorWheelOrder(['G', 'B', 'W'])).toEqual(['W', 'B', 'G']);
    expect(colorWheelOrder(['W', 'R', 'U'])).toEqual(['U', 'R', 'W']);
    expect(colorWheelOrder(['U', 'G', 'B'])).toEqual(['B', 'G', 'U']);
  });

  it('107.4a: repeated coloured symbols are grouped', () => {
    expect(canonical('{W}{U}{W}')).toBe('{W}{W}{U}');
  });

  it('107.4e: hybrid halves print in wheel order whatever order they were written in', () => {
    expect(canonical('{W/G}')).toBe('{G/W}');
    expect(canonical('{U/W}')).toBe('{W/U}');
    expect(canonical('{W/R}')).toBe('{R/W}');
    expect(canonical('{W/G/P}')).toBe('{G/W/P}');
  });

  it('107.4: printing is idempotent over random costs', () => {
    const symbol: fc.Arbitrary<string> = fc.oneof(
      fc.constantFrom('{X}', '{C}', '{S}', '{0}', '{1}', '{12}'),
      fc.constantFrom(...COLORS).map((c) => `{${c}}`),
      fc.constantFrom(...COLORS).map((c) => `{2/${c}}`),
      fc.constantFrom(...COLORS).map((c) => `{${c}/P}`),
      fc.tuple(fc.constantFrom(...COLORS), fc.constantFrom(...COLORS), fc.boolean())
        .filter(([a, b]) => a !== b)
        .map(([a, b, p]) => `{${a}/${b}${p ? '/P' : ''}}`),
    );
    fc.assert(
      fc.property(fc.array(symbol, { maxLength: 8 }), (symbols) => {
        const once = canonical(symbols.join(''));
        expect(canonical(once)).toBe(once);
        expect(manaValue(parseManaCost(once), 3)).toBe(manaValue(parseManaCost(symbols.join('')), 3));
      }),
      { numRuns: 500 },
    );
  });
});

describe('mana value and colour', () => {
  it('202.3: Spectral Procession {2/W}{2/W}{2/W} has mana value 6', () => {
    expect(manaValue(parseManaCost('{2/W}{2/W}{2/W}'))).toBe(6);
  });

  it('202.3g: Dismember {1}{B/P}{B/P} has mana value 3', () => {
    expect(manaValue(parseManaCost('{1}{B/P}{B/P}'))).toBe(3);
  });

  it('202.3e: Rolling Thunder {X}{R}{R} with X=4 has mana value 6, and 2 off the stack', () => {
    expect(manaValue(parseManaCost('{X}{R}{R}'), 4)).toBe(6);
    expect(manaValue(parseManaCost('{X}{R}{R}'))).toBe(2);
  });

  it('202.3f: hybrid counts 1, {C} and {S} count 1, the empty cost 0', () => {
    expect(manaValue(parseManaCost('{1}{G/W}{G/W}'))).toBe(3);
    expect(manaValue(parseManaCost('{C}{S}{G/W/P}'))).toBe(3);
    expect(manaValue([])).toBe(0);
  });

  it('202.2: an object is every colour of any symbol in its cost, in WUBRG order', () => {
    expect(colorsOf(parseManaCost('{1}{G/W}{G/W}'))).toEqual(['W', 'G']);
    expect(colorsOf(parseManaCost('{2/U}{R/P}{B/G/P}'))).toEqual(['U', 'B', 'R', 'G']);
    expect(colorsOf(parseManaCost('{X}{3}{C}{S}'))).toEqual([]);
  });

  it('601.2f: amounts add part by part and total every part', () => {
    const a = { ...NO_MANA, generic: 2, W: 1, S: 1 };
    const b = { ...NO_MANA, generic: 1, W: 1, C: 2 };
    expect(addMana(a, b)).toEqual({ ...NO_MANA, generic: 3, W: 2, C: 2, S: 1 });
    expect(manaAmountTotal(addMana(a, b))).toBe(8);
  });
});

describe('printManaAmount and printManaType', () => {
  it('106.1: amounts print generic, {C}, {S}, then colours in wheel order', () => {
    expect(printManaAmount({ ...NO_MANA, generic: 3, G: 1, W: 2, C: 1, S: 1 })).toBe('{3}{C}{S}{G}{W}{W}');
    expect(printManaAmount({ ...NO_MANA, R: 1, U: 1 })).toBe('{U}{R}');
    expect(printManaAmount(NO_MANA)).toBe('{0}');
  });

  it('106.1b: mana types print in braces', () => {
    expect(printManaType('G')).toBe('{G}');
    expect(printManaType('C')).toBe('{C}');
  });

  it('107.4: printed amounts parse back to the same mana value', () => {
    const printed = printManaAmount({ ...NO_MANA, generic: 2, B: 1, R: 2 });
    const parsed: readonly ManaSymbol[] = parseManaCost(printed);
    expect(manaValue(parsed)).toBe(5);
  });
});
