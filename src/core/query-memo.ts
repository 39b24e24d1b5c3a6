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
 *
 * Each memo holding entries is moved on as each query begins, asked or not: a memo that later
 * queries never ask (a chain search's plans, after a board with chain sources) would otherwise
 * keep what the last query that asked it made for as long as the process runs.
 */

/** How deep in queries the caller is (a query asked within another is part of it), and the outermost one's number. */
let depth = 0;
let generation = 0;

/** `ask` as one query's work: the memos hold what it works out until two more queries have begun. */
export function inQuery<T>(ask: () => T): T {
  if (depth === 0) {
    generation += 1;
    for (const memo of holding) if (!memo.moveOn()) holding.delete(memo);
  }
  depth += 1;
  try {
    return ask();
  } finally {
    depth -= 1;
  }
}

/** The last query's entries when the memo holds none from it (it wasn't asked then): read, never written. */
const NONE: ReadonlyMap<never, never> = new Map<never, never>();

/** The memos that hold a query's entries (`moveOn` lets each go once it holds none). */
const holding = new Set<{ moveOn(): boolean }>();

export class QueryMemo<K extends object, V> {
  readonly #outside = new WeakMap<K, V>();
  #generation = 0;
  #current = new Map<K, V>();
  #previous: ReadonlyMap<K, V> = NONE;

  /** The entries of the running query, the last query's moved behind them when a new one has begun. */
  #entries(): Map<K, V> {
    if (this.#generation !== generation) {
      // An empty map is kept for the new query: every memo holding entries is moved on as each query begins.
      const held = this.#current.size > 0;
      this.#previous = held && this.#generation === generation - 1 ? this.#current : NONE;
      if (held) this.#current = new Map();
      this.#generation = generation;
    }
    return this.#current;
  }

  /** Called as a query begins: the last query's entries behind, the ones before forgotten; whether any are still held. */
  moveOn(): boolean {
    this.#entries();
    return this.#current.size > 0 || this.#previous.size > 0;
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
    else {
      this.#entries().set(key, value);
      holding.add(this);
    }
    return this;
  }
}
