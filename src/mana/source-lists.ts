/**
 * Lists of mana sources made from another by leaving a few out: the board's sources less the
 * ones an ability's own cost rules out (its object tapped for {T}, a creature sacrificed). The
 * list left is frozen and remembers where it came from, so what was worked out for the whole
 * list (solver-plain.ts: its units, sorted) is taken over rather than worked out again for
 * each ability "what may I do now" judges.
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

/** `sources` without the ones at the places `out`, frozen, remembering where it came from. */
export function withoutSources(sources: readonly ManaSourceOption[], out: ReadonlySet<number>): readonly ManaSourceOption[] {
  // The runs between the places left out, copied in a plain loop: slice, splice and filter take
  // V8's slow path on a frozen list, as the board's list is (costs/convoke-delve.ts).
  const copy: ManaSourceOption[] = new Array(sources.length - out.size);
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
