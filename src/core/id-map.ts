/**
 * A map keyed by object ids, for as many ids as a board holds. V8 (Node.js 20) puts the table of
 * a Map or Set of more than 4,096 entries in its large-object space, and on the machine the
 * benchmarks run on, filling one of 5,000 ids took about 0.9 ms against about 0.1 ms for 4,000
 * (a scratch loop; docs/performance-history.md, twenty-ninth and seventy-first rounds). So the
 * ids are kept in parts of at most IDS_PER_PART, the part chosen by a hash of the id: a part is
 * found at once however many ids there are, and a map of a few ids is one Map. Keyed by strings
 * (an ObjectId is one; core/ sits below game/).
 */
/** The most ids one part is meant to hold: half of the 4,096 where a table moves. */
const IDS_PER_PART = 2048;

/** What a reader of an IdMap may ask of it. */
export interface ReadonlyIdMap<V> {
  get(id: string): V | undefined;
  has(id: string): boolean;
}

export class IdMap<V> implements ReadonlyIdMap<V> {
  readonly #parts: Map<string, V>[];

  /** `expected`: about how many ids it will hold (more is fine, each part growing past IDS_PER_PART). */
  constructor(expected: number) {
    this.#parts = Array.from({ length: Math.max(1, Math.ceil(expected / IDS_PER_PART)) }, () => new Map<string, V>());
  }

  get(id: string): V | undefined {
    return this.#part(id).get(id);
  }

  has(id: string): boolean {
    return this.#part(id).has(id);
  }

  set(id: string, value: V): this {
    this.#part(id).set(id, value);
    return this;
  }

  #part(id: string): Map<string, V> {
    const parts = this.#parts;
    return parts.length === 1 ? (parts[0] as Map<string, V>) : (parts[partOf(id, parts.length)] as Map<string, V>);
  }
}

/** Which of `parts` parts holds `id`: its length and last four characters, which tell apart the ids a game makes (a counter's digits) and any others alike. */
function partOf(id: string, parts: number): number {
  let h = id.length;
  for (let i = Math.max(0, id.length - 4); i < id.length; i += 1) h = (h * 31 + id.charCodeAt(i)) | 0;
  return (h >>> 0) % parts;
}
