/**
 * CR 601.2: what an app hands over from a client is read once into a frozen copy of plain
 * data (src/events/plain.ts), as JSON would read it, and only that copy is judged. The copy is
 * made without writing JSON text, so its semantics are checked against JSON's here.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_EVENT_DEPTH, isPlainCopy, plainData, plainEvent } from '../src/events/plain.js';
import { MAX_EVENT_CHARS } from '../src/events/schema.js';

/** What JSON makes of a value: the reference plainData follows. */
function jsonRoundTrip(value: unknown): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = JSON.stringify(value);
    return { ok: true, value: text === undefined ? undefined : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Every object and array in `value` is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

/** `depth` arrays, one inside the other, around a string. */
const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'bob');

describe('601.2: an event is read as JSON reads it, into frozen plain data', () => {
  it('601.2: for any value, the copy is what JSON.parse(JSON.stringify(value)) makes, or both refuse it', () => {
    const values = fc.anything({ withDate: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true, withTypedArray: true, withBigInt: true, maxDepth: 4 });
    fc.assert(
      fc.property(values, (value) => {
        const expected = jsonRoundTrip(value);
        const read = plainData(value);
        expect(read.ok).toBe(expected.ok);
        if (read.ok && expected.ok) {
          expect(read.value).toStrictEqual(expected.value);
          expect(deeplyFrozen(read.value)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('601.2: toJSON is asked, with the key; undefined, functions and symbols are left out of objects and read as null in arrays', () => {
    const read = plainData({ type: 'PAY', when: new Date(0), custom: { toJSON: (key: string) => `key:${key}` }, skip: undefined, fn: () => 1, sym: Symbol('s'), list: [undefined, () => 1, Symbol('s'), Number.NaN, -0, Infinity] });
    expect(read).toEqual({ ok: true, value: { type: 'PAY', when: '1970-01-01T00:00:00.000Z', custom: 'key:custom', list: [null, null, null, null, 0, null] } });
  });

  it('601.2: each property is read once, and the copy is judged, never the original', () => {
    let reads = 0;
    const shifty = Object.defineProperty({ type: 'CHOOSE_TARGETS', targets: [['bob']] }, 'player', { enumerable: true, get: () => (reads++ === 0 ? 'alice' : 'bob') });
    const copy = plainEvent(shifty);
    expect(reads).toBe(1);
    expect(copy).toEqual({ ok: true, value: { type: 'CHOOSE_TARGETS', targets: [['bob']], player: 'alice' } });
    expect(copy.ok && deeplyFrozen(copy.value)).toBe(true);
    expect(copy.ok && isPlainCopy(copy.value)).toBe(true);
    expect(isPlainCopy(shifty)).toBe(false);
  });

  it('601.2: a key named __proto__ is an own property of the copy, as JSON.parse makes it, never its prototype', () => {
    const read = plainData(JSON.parse('{"type":"PAY","__proto__":{"player":"alice"}}'));
    expect(read.ok).toBe(true);
    const copy = read.ok ? (read.value as Record<string, unknown>) : {};
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect((copy as { player?: unknown }).player).toBeUndefined();
  });

  it(`601.2: a payload nested deeper than ${MAX_EVENT_DEPTH} is refused as BAD_PAYLOAD; one that deep is read`, () => {
    expect(plainData(nested(MAX_EVENT_DEPTH)).ok).toBe(true);
    expect(plainData(nested(MAX_EVENT_DEPTH + 1))).toMatchObject({ ok: false, refusal: { rule: '601.2', code: 'BAD_PAYLOAD', message: expect.stringContaining(`deeper than ${MAX_EVENT_DEPTH}`) } });
    expect(plainEvent({ type: 'CHOOSE_TARGETS', player: 'alice', targets: nested(100_000) })).toMatchObject({ ok: false, refusal: { code: 'BAD_PAYLOAD' } });
  });

  it(`601.2: an array longer than the ${MAX_EVENT_CHARS}-character budget is refused before any of it is read`, () => {
    let reads = 0;
    const huge = new Proxy([], {
      get: (target, key) => {
        if (key === 'length') return MAX_EVENT_CHARS + 1;
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key);
      },
    });
    expect(plainData({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [huge] })).toMatchObject({ ok: false, refusal: { code: 'BAD_PAYLOAD', message: expect.stringContaining('run past') } });
    expect(reads).toBe(0);
  });

  it("601.2: an array whose length isn't a count (a Proxy's answer) is read as JSON reads it, and still within the budget", () => {
    const claiming = (length: unknown) => new Proxy([], { get: (target, key) => (key === 'length' ? length : Reflect.get(target, key)) });
    expect(plainData({ targets: claiming('1e10') })).toMatchObject({ ok: false, refusal: { code: 'BAD_PAYLOAD', message: expect.stringContaining('run past') } });
    expect(plainData({ targets: claiming(Infinity) })).toMatchObject({ ok: false, refusal: { code: 'BAD_PAYLOAD' } });
    expect(plainData({ targets: claiming('lots') })).toEqual({ ok: true, value: { targets: [] } });
    expect(plainData({ targets: claiming(-5) })).toEqual({ ok: true, value: { targets: [] } });
    expect(plainData({ targets: claiming('2') })).toEqual({ ok: true, value: { targets: [null, null] } });
    expect(JSON.parse(JSON.stringify({ targets: claiming('2') }))).toEqual({ targets: [null, null] });
  });

  it('601.2: what reads as nothing, or as anything but a JSON object, is not an event', () => {
    for (const [raw, what] of [[undefined, 'undefined'], [() => 1, 'function'], [Symbol('s'), 'symbol'], [null, 'null'], [[1], 'an array'], ['CAST', 'string'], [Number.NaN, 'null']] as const) {
      expect(plainEvent(raw)).toEqual({ ok: false, refusal: { rule: '601.2', code: 'BAD_PAYLOAD', message: `an event is a JSON object with a type, not ${what}` } });
    }
  });
});
