/**
 * Arrays made from another by replacing a few objects in their places with objects of the same
 * ids (a permanent tapped, a counter put on it). The game is immutable, so each such change is a
 * new array; what was worked out for the old array by id or by place (queries.ts: where each id
 * is; cards/static-sources.ts: which permanents have static abilities) holds for the new one
 * but at those places. A payment that activates m mana abilities on a board of n makes m such
 * arrays in a row, and reading each afresh would cost m × n.
 *
 * Whoever works something out per array registers how it carries over, and the change that
 * makes the new array tells them at once: the new array keeps no reference to the old one, so
 * a game's history of battlefields is not kept alive by its latest.
 */

/** Carries what is known of `from` over to `next`, `from` with the objects at the places `at` replaced. */
export type CarryOver = (next: readonly object[], from: readonly object[], at: readonly number[]) => void;

const carriers: CarryOver[] = [];

/** Registers how something worked out per array carries over to an array made by replacing objects in their places. */
export function carryOver(carry: CarryOver): void {
  carriers.push(carry);
}

/**
 * Which arrays hold objects of the same ids in the same places: an array and every one made from
 * it by changes in place share a lineage, a token that refers to none of them (so it keeps none
 * alive). An array never noted has none.
 */
const lineages = new WeakMap<readonly object[], object>();

/** Tells every registered carrier that `next` is `from` with the objects at `at` replaced, each keeping its id (the caller has checked). */
export function noteReplaced(next: readonly object[], from: readonly object[], at: readonly number[]): void {
  let lineage = lineages.get(from);
  if (lineage === undefined) lineages.set(from, (lineage = {}));
  lineages.set(next, lineage);
  for (const carry of carriers) carry(next, from, at);
}

/**
 * Whether `a` and `b` are known to hold objects of the same ids in the same places: one was made
 * from the other, or both from one array, by changes in place (a payment that only tapped,
 * untapped or put counters on permanents). False says only that it isn't known.
 */
export function knownSamePlaces(a: readonly object[], b: readonly object[]): boolean {
  if (a === b) return true;
  const lineage = lineages.get(a);
  return lineage !== undefined && lineage === lineages.get(b);
}
