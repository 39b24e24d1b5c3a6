/**
 * A persisted session writes each repeated value once (machines/shared-values.ts): a value that
 * appears twice or more, equal as JSON text, whether or not it is the same object, and at least
 * 48 characters long, goes in the table once, and a reference stands wherever it appears. The
 * property tests hold `shareRepeats` to that definition, checked on each node's JSON text, and
 * `expandRepeats` to giving the value back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandRepeats, shareRepeats } from '../machines/shared-values.js';

/**
 * Each object's and list's JSON text, once for every place it appears in `value`: the same
 * object met again counts again, but what is inside it is counted the first time only (it will
 * be written once, inside the one entry for the object).
 */
function textsIn(value: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  const entered = new Set<object>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    const text = JSON.stringify(node);
    counts.set(text, (counts.get(text) ?? 0) + 1);
    if (entered.has(node)) return;
    entered.add(node);
    for (const child of Object.values(node)) visit(child);
  };
  visit(value);
  return counts;
}

/**
 * The definition: the table holds exactly the values whose JSON text appears twice or more in
 * `value` and is 48 characters or longer, each once; everywhere else such a value is a
 * reference, never written out; and putting the references back gives `value`.
 */
function expectWrittenOnce(value: unknown, step?: (hash: number, part: number) => number): void {
  const { root, shared } = shareRepeats(value, step);
  const repeated = new Set([...textsIn(value)].filter(([text, n]) => n >= 2 && text.length >= 48).map(([text]) => text));
  const written = shared.map((entry) => JSON.stringify(expandRepeats(entry, shared, '$')));
  expect(new Set(written)).toEqual(repeated);
  expect(written.length).toBe(repeated.size);
  // Below the top of each entry, and anywhere in the root, a repeated value is only ever a reference.
  const inline = (node: unknown, top: boolean): void => {
    if (node === null || typeof node !== 'object') return;
    if (!Array.isArray(node) && '$shared' in node) return;
    if (!top) expect(repeated.has(JSON.stringify(expandRepeats(node, shared, '$')))).toBe(false);
    for (const child of Object.values(node)) inline(child, false);
  };
  inline(root, false);
  for (const entry of shared) inline(entry, true);
  // Both as JSON reads them: the persisted form is written as JSON text, where -0 is written 0.
  expect(JSON.parse(JSON.stringify(expandRepeats(root, shared, '$')))).toEqual(JSON.parse(JSON.stringify(value)));
}

/** JSON-like values whose parts repeat: the same object reused, and equal objects made apart. */
const repeating = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.constant(undefined)),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('array'), tie('object'), tie('twice')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom('a', 'b', 'c', 'game', 'battlefield'), fc.string({ maxLength: 6 })), tie('node'), { maxKeys: 5 }),
  // The same value twice: once as one object, once as an equal copy.
  twice: tie('node').map((v) => (typeof v === 'object' && v !== null ? { same: [v, v], equal: [v, JSON.parse(JSON.stringify(v) ?? 'null')] } : v)),
}));

describe('a persisted value with its repeats written once', () => {
  it('each value repeated as JSON text, of 48 characters or more, is written once in the table, the rest in place', () => {
    fc.assert(
      fc.property(fc.oneof(repeating.object, repeating.array), (value) => {
        expectWrittenOnce(value);
      }),
      { numRuns: 300 },
    );
  });

  it("with everything hashing alike, each value is still written once exactly as its JSON text repeats (a hash's classes told apart by their exact keys past the eighth)", () => {
    fc.assert(
      fc.property(fc.oneof(repeating.object, repeating.array), (value) => {
        expectWrittenOnce(value, () => 0);
      }),
      { numRuns: 300 },
    );
    // Forty long values, each twice: all forty share one hash.
    const many = Array.from({ length: 40 }, (_, i) => ({ id: `card-${i}`, text: 'a value long enough to be worth a reference in the table' }));
    expectWrittenOnce([...many, ...many.map((v) => ({ ...v }))], () => 0);
    // Past the eighth class of the hash, values told apart only by a key's name, a string against a number or null, or a list against an object.
    const text = 'a value long enough to be worth a reference in the table';
    const alike = [{ a: text, n: 1 }, { b: text, n: 1 }, { a: text, n: '1' }, { a: text, n: null }, { a: text, n: 'null' }, [text, 1], { 0: text, 1: 1 }, [text, '1'], { a: [text] }, { a: { 0: text } }];
    expectWrittenOnce([...many.slice(0, 10), ...alike, ...alike.map((v) => JSON.parse(JSON.stringify(v)) as unknown)], () => 0);
    // And up to the eighth, told apart part for part.
    expectWrittenOnce([...alike.slice(0, 8), ...alike.slice(0, 8).map((v) => JSON.parse(JSON.stringify(v)) as unknown)], () => 0);
    // One object's keys the first of the other's, and one with a key JSON leaves out (undefined): told apart part for part, each key counted.
    const prefixes = [{ a: text }, { a: text, n: 1 }, { a: text, n: undefined, m: 1 }, { a: text, m: 1 }];
    expectWrittenOnce([...prefixes, ...prefixes.map((v) => ({ ...v }))], () => 0);
    expectWrittenOnce([...prefixes].reverse().concat(prefixes.map((v) => ({ ...v }))), () => 0);
  });

  it('empty objects and lists, each an object of its own (every permanent\'s counters), are written once where their holders repeat, and {} is never []', () => {
    const text = 'a value long enough to be worth a reference in the table';
    const permanents = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, card: 'Forest', counters: {}, attached: [], text }));
    // Equal copies made apart, each with empty parts of its own; an object whose only key JSON leaves out is {} as JSON writes it.
    const copies = permanents.map((p) => ({ ...p, counters: {}, attached: [] }));
    const unwritten = permanents.slice(0, 5).map((p) => ({ ...p, counters: { left: undefined }, attached: [] }));
    // The same holders with the kinds swapped: not the same text.
    const swapped = permanents.slice(0, 5).map((p) => ({ ...p, counters: [], attached: {} }));
    for (const step of [undefined, () => 0]) {
      expectWrittenOnce([...permanents, ...copies, ...unwritten, ...swapped], step);
      expectWrittenOnce([swapped, ...swapped.map((p) => ({ ...p, counters: [], attached: {} })), [{}, [], {}, []]], step);
    }
    const { shared } = shareRepeats([permanents, copies]);
    expect(shared.map((entry) => JSON.stringify(expandRepeats(entry, shared, '$')))).toContain(JSON.stringify(permanents[0]));
  });

  it('expandRepeats gives back the value as JSON reads it', () => {
    fc.assert(
      fc.property(fc.oneof(repeating.object, repeating.array), (value) => {
        const { root, shared } = JSON.parse(JSON.stringify(shareRepeats(value)) ?? 'null') as ReturnType<typeof shareRepeats>;
        expect(expandRepeats(root, shared, '$')).toEqual(JSON.parse(JSON.stringify(value) ?? 'null'));
      }),
      { numRuns: 300 },
    );
  });

  it('a long value met twice is written once; a short one stays in place', () => {
    const long = { name: 'a value long enough to be worth a reference in the table' };
    const short = { n: 1 };
    const { root, shared } = shareRepeats({ first: long, second: { ...long }, shorts: [short, short] });
    expect(shared).toEqual([long]);
    expect(root).toEqual({ first: { $shared: 0 }, second: { $shared: 0 }, shorts: [short, short] });
  });

  it('a long value inside one object met twice is written once, inside that object\'s entry', () => {
    const inner = { name: 'a value long enough to be worth a reference in the table' };
    const outer = { inner, more: 'and some more text, so the outer one is long too' };
    const value = [outer, outer];
    expectWrittenOnce(value);
    expect(shareRepeats(value)).toEqual({ root: [{ $shared: 0 }, { $shared: 0 }], shared: [outer] });
  });

  it('a value holding an object or a list is not the same as one holding a number in its place', () => {
    const name = 'a key long enough to make each of these objects worth a reference';
    const value = [{}, [], { [name]: 0 }, { [name]: {} }, { [name]: 1 }, { [name]: [] }];
    expectWrittenOnce(value);
    const written = shareRepeats(value);
    expect(written.shared).toEqual([]);
    expect(expandRepeats(written.root, written.shared, '$')).toEqual(value);
  });

  it('values whose parts would read alike if run together, as [1, 2] and [12], are told apart', () => {
    // Thirty-one long strings, in every list of one and of two, and in objects: each list's and object's parts are told apart one by one, never run together.
    const strings = Array.from({ length: 31 }, (_, i) => `a string long enough to be written once: ${i}`);
    const value = {
      ones: strings.map((s) => [s]),
      twos: strings.flatMap((s) => strings.slice(0, 12).map((t) => [s, t])),
      keyed: strings.flatMap((s) => [{ [s]: 1 }, ...strings.slice(0, 12).map((t) => ({ [s]: t }))]),
    };
    expectWrittenOnce(value);
  });

  it('values whose parts hash alike are told apart by their parts', () => {
    // "card-lumzf" and "card-vplpp" hash alike (FNV-1a, shared-values.ts), so each object below is looked for among the other's class first.
    const holding = (id: string) => ({ id, text: 'a value long enough to be worth a reference in the table' });
    const value = [holding('card-lumzf'), holding('card-vplpp'), holding('card-lumzf'), holding('card-vplpp')];
    expectWrittenOnce(value);
    expect(shareRepeats(value).shared).toEqual([holding('card-lumzf'), holding('card-vplpp')]);
  });

  it("a string's JSON text is counted as JSON writes it: quotes, backslashes, control characters and lone surrogates escaped", () => {
    // Each string is 38 characters: { "s": … } and [ … ] are 46 and 42 characters of JSON text unescaped, below 48, and over 48 with the escapes counted. A surrogate pair is written as it is.
    const strings = ['"'.repeat(38), '\\'.repeat(38), '\n'.repeat(38), '\u0001'.repeat(38), '\ud800'.repeat(38), '\udc00'.repeat(38), '\ud83d\ude00'.repeat(19), 'x'.repeat(38)];
    for (const s of strings) expectWrittenOnce([{ s }, { s }, [s], [s]]);
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 50 }), { maxLength: 6 }), (list) => {
        expectWrittenOnce([list, [...list], ...list.map((s) => [s]), ...list.map((s) => ({ s }))]);
      }),
      { numRuns: 300 },
    );
  });

  it('a key "__proto__" stays a key of its own, written and read back, as JSON.parse makes it', () => {
    const inner = '{"__proto__":{"polluted":"a value long enough to be written once in the table"}}';
    const value = JSON.parse(`{"a":${inner},"b":${inner},"c":{"__proto__":[1,2]}}`) as Record<string, unknown>;
    const written = shareRepeats(value);
    const back = expandRepeats(JSON.parse(JSON.stringify(written.root)), JSON.parse(JSON.stringify(written.shared)) as unknown[], '$');
    expect(JSON.stringify(back)).toBe(JSON.stringify(value));
    expect(Object.getPrototypeOf((back as { c: object }).c)).toBe(Object.prototype);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('a value with a key "$shared" is refused', () => {
    expect(() => shareRepeats({ a: { $shared: 0 } })).toThrow(/\$shared/);
  });
});
