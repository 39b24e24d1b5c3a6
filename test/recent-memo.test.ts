/**
 * The memo of the last few keys (src/core/recent.ts) that the event memos use in place of
 * WeakMaps, and what happens to an event once it has fallen out of them: it is read and
 * judged afresh, to the same answer. Why not WeakMaps is measured, not tested here (V8's
 * young collections; docs/performance-history.md, eighth round).
 */
import { describe, expect, it } from 'vitest';
import { RecentMemo } from '../src/core/recent.js';
import { judgedOnce } from '../machines/judgement.js';
import { parsed } from '../machines/context.js';
import { namesIn } from '../src/events/names.js';
import { isPlainCopy, plainData, plainEvent } from '../src/events/plain.js';
import type { CastEventInput } from '../src/events/schema.js';

describe('RecentMemo', () => {
  it('gives back what was set for a key, and nothing for a key never set', () => {
    const memo = new RecentMemo<object, number>(2);
    const a = {};
    memo.set(a, 1);
    expect(memo.get(a)).toBe(1);
    expect(memo.has(a)).toBe(true);
    expect(memo.get({})).toBeUndefined();
    expect(memo.has({})).toBe(false);
  });

  it('drops the oldest key once it holds `size` keys', () => {
    const memo = new RecentMemo<object, string>(2);
    const [a, b, c] = [{}, {}, {}];
    memo.set(a, 'a').set(b, 'b').set(c, 'c');
    expect(memo.has(a)).toBe(false);
    expect(memo.get(b)).toBe('b');
    expect(memo.get(c)).toBe('c');
  });

  it('sets a key it holds in place, without dropping another', () => {
    const memo = new RecentMemo<object, string>(2);
    const [a, b] = [{}, {}];
    memo.set(a, 'a').set(b, 'b').set(a, 'a2');
    expect(memo.get(a)).toBe('a2');
    expect(memo.get(b)).toBe('b');
  });

  it('holds four keys unless told otherwise, and refuses a size below one', () => {
    const memo = new RecentMemo<object, number>();
    const keys = [{}, {}, {}, {}, {}];
    keys.forEach((key, i) => memo.set(key, i));
    expect(keys.map((key) => memo.has(key))).toEqual([false, true, true, true, true]);
    expect(() => new RecentMemo(0)).toThrow(RangeError);
    expect(() => new RecentMemo(1.5)).toThrow(RangeError);
  });
});

describe('601.2: an event that has fallen out of the memos is read and judged afresh, to the same answer', () => {
  const copy = (raw: unknown): CastEventInput => {
    const read = plainEvent(raw);
    if (!read.ok) throw new Error(read.refusal.message);
    return read.value;
  };
  const others = () => Array.from({ length: 8 }, (_, i) => copy({ type: 'PAY', player: 'alice', mana: [`m${i}`] }));

  const valid = (event: CastEventInput) => {
    const read = parsed(event);
    if (!read.ok) throw new Error(read.refusal.message);
    return read.value;
  };

  it('601.2: the plain data, the parse and the names of an older copy are the same as when it was new', () => {
    const event = copy({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    const [data, read, names] = [plainData(event), parsed(event), namesIn(valid(event))];
    expect(isPlainCopy(event)).toBe(true);
    for (const other of others()) namesIn(valid(other));
    expect(isPlainCopy(event)).toBe(false);
    expect(plainData(event)).toEqual(data);
    expect(parsed(event)).toEqual(read);
    expect(namesIn(valid(event))).toEqual(names);
    expect(names).toEqual(['bob']);
  });

  it('601.2: a judgement is made once per event and context, and made again to the same value once the event has fallen out', () => {
    let made = 0;
    const judge = judgedOnce((context: { readonly n: number }, event: CastEventInput) => {
      made += 1;
      return { n: context.n, type: (event as { type: string }).type };
    });
    const context = { n: 1 };
    const event = copy({ type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    const first = judge(context, event);
    expect(judge(context, event)).toBe(first);
    expect(made).toBe(1);
    for (const other of others()) judge(context, other);
    expect(made).toBe(9);
    expect(judge(context, event)).toEqual(first);
    expect(made).toBe(10);
  });
});
