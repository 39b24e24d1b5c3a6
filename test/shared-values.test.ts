/**
 * A persisted session writes each repeated value once (machines/shared-values.ts): a value that
 * appears twice or more, equal as JSON text, whether or not it is the same object, and at least
 * 48 characters long, goes in the table once, and a reference stands wherever it appears. The
 * property tests hold `shareRepeats` to that definition, written here the plain way (each
 * node's JSON text, counted), and `expandRepeats` to giving the value back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandRepeats, shareRepeats } from '../machines/shared-values.js';

/** The definition, by JSON text: what shareRepeats writes. */
function sharedByText(value: unknown): { readonly root: unknown; readonly shared: readonly unknown[] } {
  const textOf = new Map<object, string>();
  const seen = new Map<string, number>();
  const entries = (node: object) => Object.entries(node).filter(([, v]) => v !== undefined && typeof v !== 'function');
  const visit = (node: unknown): string => {
    if (node === null || typeof node !== 'object') return JSON.stringify(node) ?? 'null';
    const text = textOf.get(node) ?? (Array.isArray(node) ? `[${node.map((v) => (v === undefined ? 'null' : visit(v))).join(',')}]` : `{${entries(node).map(([k, v]) => `${JSON.stringify(k)}:${visit(v)}`).join(',')}}`);
    textOf.set(node, text);
    seen.set(text, (seen.get(text) ?? 0) + 1);
    return text;
  };
  visit(value);
  const shared: unknown[] = [];
  const slotOf = new Map<string, number>();
  const encode = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const text = textOf.get(node)!;
    if (seen.get(text)! < 2 || text.length < 48) return copy(node);
    let slot = slotOf.get(text);
    if (slot === undefined) {
      slot = shared.length;
      slotOf.set(text, slot);
      shared.push(null);
      shared[slot] = copy(node);
    }
    return { $shared: slot };
  };
  const copy = (node: object): unknown => (Array.isArray(node) ? node.map((v) => (v === undefined ? null : encode(v))) : Object.fromEntries(entries(node).map(([k, v]) => [k, encode(v)])));
  return { root: encode(value), shared };
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
        expect(shareRepeats(value)).toEqual(sharedByText(value));
      }),
      { numRuns: 300 },
    );
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

  it('a value holding an object or a list is not the same as one holding a number in its place', () => {
    const name = 'a key long enough to make each of these objects worth a reference';
    const value = [{}, [], { [name]: 0 }, { [name]: {} }, { [name]: 1 }, { [name]: [] }];
    const written = shareRepeats(value);
    expect(written).toEqual(sharedByText(value));
    expect(written.shared).toEqual([]);
    expect(expandRepeats(written.root, written.shared, '$')).toEqual(value);
  });

  it('a value with a key "$shared" is refused', () => {
    expect(() => shareRepeats({ a: { $shared: 0 } })).toThrow(/\$shared/);
  });
});
