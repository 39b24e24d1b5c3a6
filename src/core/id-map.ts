/**
 * A map keyed by object ids, for as many ids as a board holds. V8 (Node.js 20) puts the table of
 * a Map or Set of more than 4,096 entries in its large-object space, and on the machine the
 * benchmarks run on, filling one of 5,000 ids took about 0.9 ms against about 0.1 ms for 4,000
 * (a scratch loop; docs/performance-history.md, twenty-ninth and seventy-first rounds). So the ids
 * are kept in parts, the part chosen by a hash of the id: a part is found at once however many
 * ids there are, a map of up to PART_LIMIT ids is one Map, and once a part reaches PART_LIMIT ids
 * the map is split into twice as many parts (`crowded`). Keyed by strings (an ObjectId is one;
 * core/ sits below game/). It is not iterable: the parts don't keep the order ids came in.
 */

/** About how many ids one part is made for, when the map is to hold more than one part can. */
const IDS_PER_PART = 2048;
/** The most ids a part holds: one more and V8 would move its table (see above). */
const PART_LIMIT = 4096;

/** What a reader of an IdMap may ask of it. */
export interface ReadonlyIdMap<V> {
  get(id: string): V | undefined;
  has(id: string): boolean;
}

export class IdMap<V> implements ReadonlyIdMap<V> {
  #parts: Map<string, V>[];

  /**
   * `expected`: about how many ids it will hold, if known (it grows past that as it must). Up to
   * PART_LIMIT, one Map, read with no hash of the id: a map of 2,668 ids in two parts took about
   * twice as long to fill and to read (a scratch loop), and "what may I do now" at 10,000
   * permanents of the bench's board read 1.04–1.19 of its time with its two such maps so split
   * (docs/performance-history.md, seventy-first round).
   */
  constructor(expected = 0) {
    this.#parts = newParts(expected <= PART_LIMIT ? 1 : Math.ceil(expected / IDS_PER_PART));
  }

  get(id: string): V | undefined {
    return this.#part(id).get(id);
  }

  has(id: string): boolean {
    return this.#part(id).has(id);
  }

  set(id: string, value: V): this {
    const part = this.#part(id);
    part.set(id, value);
    if (part.size >= PART_LIMIT && this.#crowded()) this.#split();
    return this;
  }

  #part(id: string): Map<string, V> {
    const parts = this.#parts;
    return (parts.length === 1 ? parts[0] : parts[partOf(id, parts.length)]) as Map<string, V>;
  }

  /**
   * Whether the parts hold more ids than they are made for. Ids alike in the characters partOf
   * reads fill one part however many there are: such a part passes PART_LIMIT, and splitting
   * again at each id would double the parts each time, so they are split only as the whole doubles.
   */
  #crowded(): boolean {
    let size = 0;
    for (const part of this.#parts) size += part.size;
    return size > this.#parts.length * IDS_PER_PART;
  }

  /** The same entries in twice as many parts. */
  #split(): void {
    const old = this.#parts;
    this.#parts = newParts(old.length * 2);
    for (const part of old) part.forEach((value, id) => this.#part(id).set(id, value));
  }
}

/** `count` empty parts (one at least). A loop: Array.from over a length took about 0.2 µs for one part (a scratch loop), and most maps are one. */
function newParts<V>(count: number): Map<string, V>[] {
  const parts = [new Map<string, V>()];
  while (parts.length < count) parts.push(new Map<string, V>());
  return parts;
}

/** Which of `parts` parts holds `id`: its length and last four characters, which tell apart the ids a game makes (a counter's digits) and any others alike. */
function partOf(id: string, parts: number): number {
  let h = id.length;
  for (let i = Math.max(0, id.length - 4); i < id.length; i += 1) h = (h * 31 + id.charCodeAt(i)) | 0;
  return (h >>> 0) % parts;
}
