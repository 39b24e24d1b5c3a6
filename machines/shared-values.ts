/**
 * A JSON value with its repeats written once. A persisted session holds the same game
 * several times — the session's game, the chart's rollback point (CR 733: the game from
 * before the cast, `saved`), the record's starting game — and the live game shares most of
 * it (the battlefield a cast hasn't touched). `shareRepeats` writes each value that appears
 * more than once (equal as JSON, whether or not it is the same object) once, in a table,
 * and a reference `{ "$shared": n }` wherever it appears; `expandRepeats` puts them back,
 * one object for each entry, so the resumed values share structure as the live ones did.
 */
import { InputError } from '../src/scenario/problems.js';

/** The key of a reference to an entry of the table. */
const REF = '$shared';

/** Values shorter than this (as JSON) are written out each time: a reference would save little. */
const MIN_SHARED_CHARS = 48;

/** An object's value JSON leaves out, key and all: undefined or a function. */
const leftOut = (v: unknown): boolean => v === undefined || typeof v === 'function';

/** FNV-1a's step: `hash` with `part` mixed in. */
const mix = (hash: number, part: number): number => Math.imul(hash ^ part, 0x01000193);

/** The length of `s`'s JSON text: each character as JSON.stringify writes it (ES2019: a lone surrogate escaped). */
function jsonLengthOf(s: string): number {
  let length = 2;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c === 0x22 || c === 0x5c || c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) length += 2;
    else if (c < 0x20) length += 6;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      length += 2; // a pair, written as it is
      i += 1;
    } else if (c >= 0xd800 && c <= 0xdfff) length += 6; // a lone surrogate, escaped
    else length += 1;
  }
  return length;
}

/**
 * How many classes may share one hash before that hash's classes are told apart by their exact
 * keys (`exactKey`, in a map): FNV-1a is no defence against strings made to hash alike, and a
 * value full of them would otherwise compare each object with every class before it.
 */
const MAX_ALIKE = 8;

/** What `lastOfHash` holds for a hash whose classes are told apart by their exact keys. */
const KEYED = -2;

/** A hash of `s` (FNV-1a over its characters, each step `step`), tagged apart from other primitives. */
function hashOfString(s: string, step: (hash: number, part: number) => number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) hash = step(hash, s.charCodeAt(i));
  return step(hash, 0x22);
}

/**
 * `value` (JSON data) with each repeated object or array replaced by a reference into `shared`.
 * Each object or array gets the number of its class of equal JSON text: a hash of its parts (a
 * primitive by its JSON text, a child object by its class, which its parts were given first)
 * finds the classes it may be in, and it is in one exactly when its parts are those of the
 * class's first member, part for part (more than MAX_ALIKE classes of one hash: by their exact
 * keys). So no node's text is ever written out, nothing but the tables is made for a node, and
 * the work is linear in the value, not in its size times its depth. `step` is the hash's step
 * (FNV-1a's `mix`; a test may make everything hash alike).
 */
export function shareRepeats(value: unknown, step: (hash: number, part: number) => number = mix): { readonly root: unknown; readonly shared: readonly unknown[] } {
  // Pass 1: each object's class of equal JSON text, each class's text length and how many times it appears.
  const classOf = new Map<object, number>();
  // An empty object or array (each permanent's `counters`) is in the class of its kind, kept
  // here rather than under each one: a large board has thousands, each an object of its own.
  const emptyClass = [-1, -1]; // an object's, an array's
  const emptyOf = (node: object): number | undefined => {
    const known = emptyClass[Array.isArray(node) ? 1 : 0]!;
    return known !== -1 && isEmpty(node) ? known : undefined;
  };
  const classes: Classes = { get: (node) => classOf.get(node) ?? emptyOf(node) };
  const firsts: object[] = []; // each class's first member
  const firstKeys: (readonly string[] | null)[] = []; // the keys JSON writes of each class's first member (null: an array)
  const lengths: number[] = [];
  const counts: number[] = [];
  const alike: number[] = []; // the class met before it with the same hash, or -1
  const lastOfHash = new Map<number, number>();
  // For each hash met by more than MAX_ALIKE classes, its classes by their exact keys (and KEYED in `lastOfHash`).
  const byKey = new Map<number, Map<string, number>>();
  const newClass = (node: object, keys: readonly string[] | null, total: number): number => {
    const made = lengths.push(total) - 1;
    firsts.push(node);
    firstKeys.push(keys);
    counts.push(0);
    alike.push(-1);
    return made;
  };
  // Key names are few and met again and again: each one's hash and JSON length, worked out once.
  const names = new Map<string, number>();
  const nameHashes: number[] = [];
  const nameLengths: number[] = [];
  const nameOf = (k: string): number => {
    let name = names.get(k);
    if (name === undefined) {
      name = nameHashes.push(hashOfString(k, step)) - 1;
      nameLengths.push(jsonLengthOf(k));
      names.set(k, name);
    }
    return name;
  };
  // `part` gives a child's hash and leaves its JSON text's length in `length`.
  let length = 0;
  const part = (node: unknown): number => {
    if (typeof node === 'string') {
      length = jsonLengthOf(node);
      return hashOfString(node, step);
    }
    if (node === null || typeof node !== 'object') {
      const text = JSON.stringify(node) ?? 'null';
      length = text.length;
      return step(hashOfString(text, step), 0x27);
    }
    const found = visit(node);
    length = lengths[found]!;
    return step(found, 0x23);
  };
  const visit = (node: object): number => {
    let found = classes.get(node);
    if (found === undefined) {
      let hash: number;
      let total = 1; // the opening bracket or brace; each part adds its comma or the closing one
      let written: string[] | null = null; // an object's keys JSON writes: all of them unless some value is left out
      if (Array.isArray(node)) {
        hash = 0x5b;
        for (let i = 0; i < node.length; i += 1) {
          const item: unknown = node[i];
          hash = step(hash, part(item === undefined ? null : item));
          total += length + 1;
        }
      } else {
        if (REF in node) throw new Error(`a value to persist has a key "${REF}"`);
        hash = 0x7b;
        const keys = (written = Object.keys(node));
        for (let i = 0; i < keys.length; i += 1) {
          const k = keys[i]!;
          const v: unknown = (node as Record<string, unknown>)[k];
          if (leftOut(v)) {
            if (written === keys) written = keys.slice(0, i);
            continue;
          }
          if (written !== keys) written.push(k);
          const name = nameOf(k);
          hash = step(step(hash, nameHashes[name]!), part(v));
          total += nameLengths[name]! + 1 + length + 1; // the name, its colon, the value, its comma or the closing brace
        }
      }
      if (total === 1) total = 2; // nothing inside: both brackets
      const last = lastOfHash.get(hash) ?? -1;
      if (last === KEYED) {
        const keyed = byKey.get(hash)!;
        const key = exactKey(node, classes);
        found = keyed.get(key);
        if (found === undefined) keyed.set(key, (found = newClass(node, written, total)));
      } else {
        let tried = 0;
        for (let c = last; c !== -1 && found === undefined; c = alike[c]!, tried += 1) if (sameParts(node, written, firsts[c]!, firstKeys[c]!, classes)) found = c;
        if (found === undefined) {
          found = newClass(node, written, total);
          alike[found] = last;
          lastOfHash.set(hash, found);
          if (tried >= MAX_ALIKE) {
            const exact = new Map<string, number>();
            for (let c = found; c !== -1; c = alike[c]!) exact.set(exactKey(firsts[c]!, classes), c);
            byKey.set(hash, exact);
            lastOfHash.set(hash, KEYED);
          }
        }
      }
      if (total === 2 && isEmpty(node)) emptyClass[Array.isArray(node) ? 1 : 0] = found;
      else classOf.set(node, found);
    }
    counts[found]! += 1;
    return found;
  };
  part(value);
  // Pass 2: repeated classes become table entries, written once each.
  const shared: unknown[] = [];
  const slotOf = new Map<number, number>();
  const encode = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const found = classes.get(node)!;
    if (counts[found]! < 2 || lengths[found]! < MIN_SHARED_CHARS) return copy(node);
    let slot = slotOf.get(found);
    if (slot === undefined) {
      slot = shared.length;
      slotOf.set(found, slot);
      shared.push(null);
      shared[slot] = copy(node);
    }
    return { [REF]: slot };
  };
  const copy = (node: object): unknown => mapJson(node, encode);
  return { root: encode(value), shared };
}

/** `root` with every reference into `shared` put back (one object per entry). Throws an InputError naming a reference to nothing. */
export function expandRepeats(root: unknown, shared: readonly unknown[], where: string): unknown {
  const expanded = new Map<number, unknown>();
  const expanding = new Set<number>();
  const expand = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const ref = Array.isArray(node) ? undefined : (node as Record<string, unknown>)[REF];
    if (ref !== undefined) {
      if (typeof ref !== 'number' || !Number.isInteger(ref) || ref < 0 || ref >= shared.length || expanding.has(ref)) {
        throw new InputError([{ path: where, message: `a reference { "${REF}": ${JSON.stringify(ref)} } to no shared value` }]);
      }
      if (!expanded.has(ref)) {
        expanding.add(ref);
        expanded.set(ref, expand(shared[ref]));
        expanding.delete(ref);
      }
      return expanded.get(ref);
    }
    return mapJson(node, expand);
  };
  return expand(root);
}

/** Each object's class (`shareRepeats`). */
interface Classes {
  get(node: object): number | undefined;
}

/** Whether an object or array has nothing JSON writes: no items, or no enumerable keys at all. */
function isEmpty(node: object): boolean {
  if (Array.isArray(node)) return node.length === 0;
  for (const _ in node) return false;
  return true;
}

/**
 * Whether two objects or arrays write the same JSON text, given the classes of the objects
 * among their parts: the same kind, the same keys in the same order (`ka` and `kb`, the keys
 * JSON writes of each object, read once by the caller; null for an array), and part for part the
 * same primitive JSON text or the same class.
 */
function sameParts(a: object, ka: readonly string[] | null, b: object, kb: readonly string[] | null, classOf: Classes): boolean {
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    if (a.length !== list.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!samePart(a[i] ?? null, list[i] ?? null, classOf)) return false;
    return true;
  }
  if (ka === null || kb === null || ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i += 1) {
    if (ka[i] !== kb[i] || !samePart((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!], classOf)) return false;
  }
  return true;
}

/**
 * A key that two objects or arrays share exactly when they write the same JSON text, given the
 * classes of the objects among their parts: each primitive and key name as its JSON text (which
 * ends where it starts to be read), each object as `#` and its class.
 */
function exactKey(node: object, classOf: Classes): string {
  const partKey = (v: unknown): string => (typeof v === 'object' && v !== null ? `#${classOf.get(v)!}` : (JSON.stringify(v) ?? 'null'));
  let key: string;
  if (Array.isArray(node)) {
    key = '[';
    for (let i = 0; i < node.length; i += 1) key += `${partKey(node[i] ?? null)},`;
    return key;
  }
  key = '{';
  for (const k of Object.keys(node)) {
    const v: unknown = (node as Record<string, unknown>)[k];
    if (!leftOut(v)) key += `${JSON.stringify(k)}:${partKey(v)},`;
  }
  return key;
}

/** Whether two parts write the same JSON text: objects by their classes, strings as themselves, other primitives by their text. */
function samePart(a: unknown, b: unknown, classOf: Classes): boolean {
  const aObject = typeof a === 'object' && a !== null;
  const bObject = typeof b === 'object' && b !== null;
  if (aObject || bObject) return aObject && bObject && classOf.get(a) === classOf.get(b);
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return (JSON.stringify(a) ?? 'null') === (JSON.stringify(b) ?? 'null');
}

/**
 * A new array or object like `node` as JSON writes it, with `each` applied to every value: an
 * array item that is undefined is null, an object's undefined and function values are left out,
 * and a key "__proto__" is an own key, as JSON.parse makes it.
 */
function mapJson(node: object, each: (value: unknown) => unknown): unknown[] | Record<string, unknown> {
  if (Array.isArray(node)) {
    const list = new Array<unknown>(node.length);
    for (let i = 0; i < node.length; i += 1) {
      const item: unknown = node[i];
      list[i] = each(item === undefined ? null : item);
    }
    return list;
  }
  const written: Record<string, unknown> = {};
  for (const k of Object.keys(node)) {
    const v: unknown = (node as Record<string, unknown>)[k];
    if (leftOut(v)) continue;
    if (k === '__proto__') Object.defineProperty(written, k, { value: each(v), enumerable: true, writable: true, configurable: true });
    else written[k] = each(v);
  }
  return written;
}
