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

/**
 * `value` (JSON data) with each repeated object or array replaced by a reference into `shared`.
 * Two nodes are equal as JSON text exactly when their keys below are equal: a key names each
 * child by the number of its class (primitives by their JSON text), so no node's text is ever
 * written out, and the work is linear in the value, not in its size times its depth.
 */
export function shareRepeats(value: unknown): { readonly root: unknown; readonly shared: readonly unknown[] } {
  // Pass 1: each object's class of equal JSON text, each class's text length and how many times it appears.
  const classOf = new Map<object, number>();
  const classByKey = new Map<string, number>();
  const lengths: number[] = [];
  const counts: number[] = [];
  // A child as its parent's key names it: a primitive by its JSON text, an object or array by `#` and its class (no JSON text begins with `#`); `length` is then its text's length.
  let length = 0;
  const part = (node: unknown): string => {
    if (node === null || typeof node !== 'object') {
      const text = JSON.stringify(node) ?? 'null';
      length = text.length;
      return text;
    }
    const found = visit(node);
    length = lengths[found]!;
    return `#${found}`;
  };
  const visit = (node: object): number => {
    let found = classOf.get(node);
    if (found === undefined) {
      if (!Array.isArray(node) && REF in node) throw new Error(`a value to persist has a key "${REF}"`);
      const parts: string[] = [];
      let total = 2; // the brackets or braces
      if (Array.isArray(node)) {
        for (const item of node) {
          parts.push(part(item === undefined ? null : item));
          total += length;
        }
      } else {
        for (const [k, v] of entriesOf(node)) {
          const name = JSON.stringify(k);
          parts.push(`${name}:${part(v)}`);
          total += name.length + 1 + length;
        }
      }
      total += Math.max(0, parts.length - 1); // the commas
      const key = Array.isArray(node) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
      found = classByKey.get(key);
      if (found === undefined) {
        found = lengths.length;
        classByKey.set(key, found);
        lengths.push(total);
        counts.push(0);
      }
      classOf.set(node, found);
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
    const found = classOf.get(node)!;
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
  const copy = (node: object): unknown => (Array.isArray(node) ? node.map((v) => (v === undefined ? null : encode(v))) : Object.fromEntries(entriesOf(node).map(([k, v]) => [k, encode(v)])));
  return { root: encode(value), shared };
}

/** An object's entries as JSON writes them: undefined values and functions left out. */
function entriesOf(node: object): [string, unknown][] {
  return Object.entries(node).filter(([, v]) => v !== undefined && typeof v !== 'function');
}

/** `root` with every reference into `shared` put back (one object per entry). Throws an InputError naming a reference to nothing. */
export function expandRepeats(root: unknown, shared: readonly unknown[], where: string): unknown {
  const expanded = new Map<number, unknown>();
  const expanding = new Set<number>();
  const expand = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(expand);
    const ref = (node as Record<string, unknown>)[REF];
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
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, expand(v)]));
  };
  return expand(root);
}
