/**
 * A memo of answers about objects a query makes and drops (lists of mana sources, their
 * indexes and views): within a query (`inQuery`, which mana/chain-budget.ts's `oneQuery` and
 * `eventQuery` call) it holds what a query sets strongly, for that query and the next one,
 * and forgets it after; outside any query it is a WeakMap.
 *
 * Not a WeakMap within a query, because of what V8 (Node.js 20) does with an entry whose key
 * dies young: its young collections keep the entry's value, and all it points to, alive until
 * the next full collection (docs/performance-history.md, thirty-fourth round). "What may I do
 * now" at 100 permanents made nine such entries, and about 870 KB survived each young
 * collection; held for the query instead, about 300 KB. The query before is kept too, so a
 * client that asks for a prompt and then sends an event about the same game value finds what
 * the prompt worked out.
 *
 * Not core/recent.ts's `RecentMemo`: one query asks about many lists in turn, more than a few
 * keys hold (performance-history.md, eighth round), and every one of them is wanted until the
 * query ends.
 */

/** How deep in queries the caller is (a query asked within another is part of it), and the outermost one's number. */
let depth = 0;
let generation = 0;

/** `ask` as one query's work: the memos hold what it works out until two more queries have begun. */
export function inQuery<T>(ask: () => T): T {
  if (depth === 0) generation += 1;
  depth += 1;
  try {
    return ask();
  } finally {
    depth -= 1;
  }
}

/** The last query's entries when the memo holds none from it (it wasn't asked then): read, never written. */
const NONE: ReadonlyMap<never, never> = new Map<never, never>();

export class QueryMemo<K extends object, V> {
  readonly #outside = new WeakMap<K, V>();
  #generation = 0;
  #current = new Map<K, V>();
  #previous: ReadonlyMap<K, V> = NONE;

  /** The entries of the running query, the last query's moved behind them when a new one has begun. */
  #entries(): Map<K, V> {
    if (this.#generation !== generation) {
      this.#previous = this.#generation === generation - 1 ? this.#current : NONE;
      this.#current = new Map();
      this.#generation = generation;
    }
    return this.#current;
  }

  get(key: K): V | undefined {
    if (depth === 0) return this.#outside.get(key);
    const current = this.#entries();
    const value = current.get(key);
    if (value !== undefined || this.#previous.size === 0) return value;
    const earlier = this.#previous.get(key);
    if (earlier !== undefined) current.set(key, earlier);
    return earlier;
  }

  set(key: K, value: V): this {
    if (depth === 0) this.#outside.set(key, value);
    else this.#entries().set(key, value);
    return this;
  }
}
