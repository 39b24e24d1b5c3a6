/**
 * A memo of the few keys asked last, held strongly: the home for memos keyed by objects that
 * live for one event or one cast (a client's event, the context a chart step judged it in).
 *
 * Not a WeakMap, because of how V8 collects young objects. When a WeakMap's key dies in a
 * young-generation collection, its value is still copied as a survivor and counted as one.
 * An object whose allocation site keeps "surviving" that way gets pretenured: V8 then
 * allocates every later object from that site straight into the old generation. Those
 * objects die young but are only freed by full collections. Until then, what they point to
 * survives the young collections too, and more sites follow.
 *
 * Measured (docs/performance.md, eighth round): before this memo, a session's cast made 20
 * WeakMap and WeakSet entries of its own, and `node --trace-pretenuring-statistics` showed
 * sites in the event memos pretenured. A loop making 10 such entries per 20 KB of garbage ran
 * 6 times slower than one holding the last entry, with 32 young collections against 623.
 *
 * An event is judged to the end before the next one is sent (machines/sending.ts), so the last
 * few keys are all a memo asked again of the same event needs. It holds at most `size` keys
 * and values, and drops the oldest first.
 */
export class RecentMemo<K extends object, V> {
  readonly #keys: (K | undefined)[];
  readonly #values: (V | undefined)[];
  #next = 0;

  /** `size`: how many keys it holds; four covers an event, one raised from it and the memo's own re-asks. */
  constructor(size = 4) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a memo holds at least one key, not ${size}`);
    this.#keys = new Array<K | undefined>(size).fill(undefined);
    this.#values = new Array<V | undefined>(size).fill(undefined);
  }

  /** The value last set for `key`, if `key` is still among the last `size` keys set. */
  get(key: K): V | undefined {
    const i = this.#keys.indexOf(key);
    return i < 0 ? undefined : this.#values[i];
  }

  has(key: K): boolean {
    return this.#keys.includes(key);
  }

  /** Sets `key`'s value, in place if it is held, else in place of the oldest key. */
  set(key: K, value: V): this {
    let i = this.#keys.indexOf(key);
    if (i < 0) {
      i = this.#next;
      this.#next = (i + 1) % this.#keys.length;
      this.#keys[i] = key;
    }
    this.#values[i] = value;
    return this;
  }
}
