/**
 * A memo of the few keys asked last, held strongly: the home for memos keyed by objects that
 * live for one event or one cast (a client's event, the context a chart step judged it in).
 *
 * Not a WeakMap, because of what V8 (Node.js 20) does with one. Setting an entry for a key
 * that dies young costs far more than the lookup it saves. And V8 pretenures the allocation
 * sites of such entries' values (`node --trace-pretenuring-statistics` marks them "tenure"):
 * later objects from those sites go straight to the old generation. They die young but only
 * full collections free them, and until then what they point to survives the young
 * collections too.
 *
 * Measured (`npx tsx test/bench/weak-memo.ts`; docs/performance-history.md, eighth round): a loop
 * setting and reading 10 WeakMap entries a step, for keys that die with the step, takes about
 * 7.7 µs a step against 0.36 µs for this memo. When each step also makes 200 young objects the
 * values point to, it takes 20.5 µs against 3.8 µs, and does 90 full collections and 8 young
 * ones against none and 315. A session's cast made 20 such entries of its own; now only a new
 * session makes one, for its log (machines/session-log.ts).
 *
 * An event is judged to the end before the next one is sent (machines/sending.ts), so the last
 * few keys are all a memo asked again of the same event needs. It holds at most `size` keys
 * and values, and drops the oldest first.
 */
export class RecentMemo<K extends object, V> {
  readonly #keys: (K | undefined)[];
  readonly #values: (V | undefined)[];
  #next = 0;

  /** `size`: how many keys it holds. Four is room to spare for the event memos: each is asked again only of the event being judged (a chart passes PAY on from 601.2g to 601.2h as the same object). */
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
