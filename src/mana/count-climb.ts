/**
 * CR 601.2h: the one search of a choice whose configurations are a count 0, 1, 2, … in which
 * every flow is concave: how many of a counted group's sources are activated (solver-nodes.ts,
 * `countedConfigurations`: Loam Dryads, each tapping two creatures for one mana), or how many
 * permanents alike take the second of their two ways (solver-two-ways.ts). The search climbs
 * toward the count that makes the most, halving the counts left at each step for two flows,
 * rather than one flow for each count (56 Loam Dryads: 13 flows, not 57).
 */

/**
 * A count of 0 … length − 1 whose flow reaches `enough`, or null when none does or `flow` gave
 * null (its budget spent). The most (length − 1) is asked first, as every walk of the
 * configurations begins: often it pays. Each count's flow is asked once.
 */
export function countReaching(length: number, flow: (n: number) => number | null, enough: number): number | null {
  if (length === 0) return null;
  const known = new Map<number, number | null>();
  const at = (n: number): number | null => {
    if (!known.has(n)) known.set(n, flow(n));
    return known.get(n)!;
  };
  let lo = 0;
  let hi = length - 1;
  const most = at(hi);
  if (most === null) return null;
  if (most >= enough) return hi;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const here = at(mid);
    const next = at(mid + 1);
    if (here === null || next === null) return null;
    if (here >= enough) return mid;
    if (next >= enough) return mid + 1;
    // Concave: rising, the most lies after; not, it lies here or before.
    if (next > here) lo = mid + 1;
    else hi = mid;
  }
  const last = at(lo);
  return last !== null && last >= enough ? lo : null;
}
