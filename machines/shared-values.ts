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

/**
 * `value` (JSON data) with each repeated object or array replaced by a reference into `shared`.
 * Two nodes are equal as JSON text exactly when their keys below are equal: a key names each
 * child by the number of its class, and each primitive and key name by a number of its own, so
 * no node's text is ever written out, the keys stay short, and the work is linear in the value,
 * not in its size times its depth.
 */
export function shareRepeats(value: unknown): { readonly root: unknown; readonly shared: readonly unknown[] } {
  // Pass 1: each object's class of equal JSON text, each class's text length and how many times it appears.
  const classOf = new Map<object, number>();
  const classByKey = new Map<string, number>();
  const lengths: number[] = [];
  const counts: number[] = [];
  // Each primitive and key name by a number of its own, `atom`, with its JSON text's length: a string by itself (its JSON text is one to one with it), anything else by its JSON text.
  const stringAtoms = new Map<string, number>();
  const otherAtoms = new Map<string, number>();
  const atomLengths: number[] = [];
  const atomOf = (atoms: Map<string, number>, key: string, text: string | undefined): number => {
    let atom = atoms.get(key);
    if (atom === undefined) {
      atom = atomLengths.push((text ?? JSON.stringify(key)).length) - 1;
      atoms.set(key, atom);
    }
    return atom;
  };
  const stringAtom = (s: string): number => atomOf(stringAtoms, s, undefined);
  // A child as its parent's key names it: a primitive by `'` and its atom, an object or array by `#` and its class; `length` is then its JSON text's length.
  let length = 0;
  const part = (node: unknown): string => {
    if (node === null || typeof node !== 'object') {
      let atom: number;
      if (typeof node === 'string') atom = stringAtom(node);
      else {
        const text = JSON.stringify(node) ?? 'null';
        atom = atomOf(otherAtoms, text, text);
      }
      length = atomLengths[atom]!;
      return `'${atom}`;
    }
    const found = visit(node);
    length = lengths[found]!;
    return `#${found}`;
  };
  const visit = (node: object): number => {
    let found = classOf.get(node);
    if (found === undefined) {
      let key: string;
      let total = 1; // the opening bracket or brace; each part adds its comma or the closing one
      if (Array.isArray(node)) {
        key = '[';
        for (let i = 0; i < node.length; i += 1) {
          const item: unknown = node[i];
          key += `${part(item === undefined ? null : item)},`;
          total += length + 1;
        }
      } else {
        if (REF in node) throw new Error(`a value to persist has a key "${REF}"`);
        key = '{';
        for (const k of Object.keys(node)) {
          const v: unknown = (node as Record<string, unknown>)[k];
          if (leftOut(v)) continue;
          const name = stringAtom(k);
          key += `${name}:${part(v)},`;
          total += atomLengths[name]! + 1 + length + 1; // the name, its colon, the value, its comma or the closing brace
        }
      }
      if (total === 1) total = 2; // nothing inside: both brackets
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
