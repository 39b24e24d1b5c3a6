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

/** `value` (JSON data) with each repeated object or array replaced by a reference into `shared`. */
export function shareRepeats(value: unknown): { readonly root: unknown; readonly shared: readonly unknown[] } {
  // Pass 1: each node's JSON text (once per object), and how many times each text appears.
  const textOf = new Map<object, string>();
  const seen = new Map<string, number>();
  const visit = (node: unknown): string => {
    if (node === null || typeof node !== 'object') return JSON.stringify(node) ?? 'null';
    const known = textOf.get(node);
    if (known !== undefined) {
      seen.set(known, (seen.get(known) ?? 0) + 1);
      return known;
    }
    if (!Array.isArray(node) && REF in node) throw new Error(`a value to persist has a key "${REF}"`);
    const text = Array.isArray(node)
      ? `[${node.map((v) => (v === undefined ? 'null' : visit(v))).join(',')}]`
      : `{${Object.entries(node).filter(([, v]) => v !== undefined && typeof v !== 'function').map(([k, v]) => `${JSON.stringify(k)}:${visit(v)}`).join(',')}}`;
    textOf.set(node, text);
    seen.set(text, (seen.get(text) ?? 0) + 1);
    return text;
  };
  visit(value);
  // Pass 2: repeated texts become table entries, written once each.
  const shared: unknown[] = [];
  const slotOf = new Map<string, number>();
  const encode = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const text = textOf.get(node)!;
    if ((seen.get(text) ?? 0) < 2 || text.length < MIN_SHARED_CHARS) return copy(node);
    let slot = slotOf.get(text);
    if (slot === undefined) {
      slot = shared.length;
      slotOf.set(text, slot);
      shared.push(null);
      shared[slot] = copy(node);
    }
    return { [REF]: slot };
  };
  const copy = (node: object): unknown =>
    Array.isArray(node)
      ? node.map((v) => (v === undefined ? null : encode(v)))
      : Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined && typeof v !== 'function').map(([k, v]) => [k, encode(v)]));
  return { root: encode(value), shared };
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
