/** Subsets in order, made one after another as far as a caller needs them. */

/**
 * The first `limit` sets of `size` of the numbers below `count`, in lexicographic order, made one
 * after another: a card of twenty modes choosing ten has 184,756 such sets, and making them all
 * to keep the 64 the look-ahead tries took most of a second.
 */
export function firstSets(count: number, size: number, limit: number): number[][] {
  const sets: number[][] = [];
  if (size > count) return sets;
  const set = Array.from({ length: size }, (_, i) => i);
  while (sets.length < limit) {
    sets.push([...set]);
    // The next set: raise the last number that can be raised, and follow it with the numbers after it.
    let i = size - 1;
    while (i >= 0 && set[i] === count - size + i) i -= 1;
    if (i < 0) break;
    set[i] += 1;
    for (let j = i + 1; j < size; j += 1) set[j] = set[j - 1]! + 1;
  }
  return sets;
}
