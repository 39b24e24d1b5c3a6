/**
 * Lists of mana sources made from another by leaving a few out: the board's sources less the
 * ones an ability's own cost rules out (its object tapped for {T}, a creature sacrificed). The
 * list left is frozen and remembers where it came from, so what was worked out for the whole
 * list (solver-plain.ts: its units, sorted) is taken over rather than worked out again for
 * each ability "what may I do now" judges. A chain plan's list (chain-plan.ts) is made from its
 * base by leaving some out, reading some anew and adding its chain sources (`editedList`), and
 * remembers that too, for the solver's groups (solver-grouping.ts).
 */
import { QueryMemo } from '../core/query-memo.js';
import type { ManaSourceOption } from './solver-types.js';

export interface Derivation {
  readonly from: readonly ManaSourceOption[];
  /** the ids of the sources left out, and their places in `from` (ascending) */
  readonly without: ReadonlySet<string>;
  readonly out: readonly number[];
}

/** Where each list came from, held for the query that made it (core/query-memo.ts). */
const derivations = new QueryMemo<readonly ManaSourceOption[], Derivation>();

/** `sources` without the ones at the places `out`, frozen, remembering where it came from (a list of mana abilities as well as of sources). */
export function withoutSources<S extends ManaSourceOption>(sources: readonly S[], out: ReadonlySet<number>): readonly S[] {
  // The runs between the places left out, copied in a plain loop: slice, splice and filter take
  // V8's slow path on a frozen list, as the board's list is (costs/convoke-delve.ts).
  const copy: S[] = new Array(sources.length - out.size);
  let k = 0;
  let from = 0;
  const places = [...out].sort((a, b) => a - b);
  for (const cut of [...places, sources.length]) {
    for (let i = from; i < cut; i += 1) copy[k++] = sources[i]!;
    from = cut + 1;
  }
  const left = Object.freeze(copy);
  derivations.set(left, { from: sources, without: new Set(places.map((i) => sources[i]!.id)), out: places });
  return left;
}

/** Where a list made by withoutSources came from, or undefined for any other list (and for one made two queries ago). */
export function derivationOf(sources: readonly ManaSourceOption[]): Derivation | undefined {
  return derivations.get(sources);
}

/** How a list was made from another (`editedList`). */
export interface Edits {
  readonly from: readonly ManaSourceOption[];
  /** the places in `from` of the sources left out (ascending) */
  readonly out: readonly number[];
  /** the places in `from` of the sources read anew (ascending, none left out); the list holds their new readings */
  readonly changed: readonly number[];
  /** how many sources come after `from`'s, at the list's end */
  readonly added: number;
}

/** How each list editedList made was made, held for the query that made it (core/query-memo.ts). */
const edits = new QueryMemo<readonly ManaSourceOption[], Edits>();

/**
 * `from` without the sources at the places `out`, the sources at the places `changed` read
 * anew (`readings`, one for each), then `added`: a new list, frozen, remembering how it was
 * made when `from` is frozen (and so may have what was worked out for it remembered too).
 * `out` and `changed` ascending, with no place in both.
 */
export function editedList(
  from: readonly ManaSourceOption[],
  out: readonly number[],
  changed: readonly number[],
  readings: readonly ManaSourceOption[],
  added: readonly ManaSourceOption[],
): readonly ManaSourceOption[] {
  const list: ManaSourceOption[] = new Array(from.length - out.length + added.length);
  let k = 0;
  for (let i = 0, o = 0, c = 0; i < from.length; i += 1) {
    if (out[o] === i) o += 1;
    else if (changed[c] === i) list[k++] = readings[c++]!;
    else list[k++] = from[i]!;
  }
  for (const s of added) list[k++] = s;
  const made = Object.freeze(list);
  if (Object.isFrozen(from)) edits.set(made, { from, out, changed, added: added.length });
  return made;
}

/** How a list editedList made was made, or undefined for any other list (and for one made two queries ago). */
export function editsOf(sources: readonly ManaSourceOption[]): Edits | undefined {
  return edits.get(sources);
}
