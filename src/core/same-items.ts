/**
 * Whether two lists hold the same items in the same order (each compared with ===), or are the
 * same list or both absent: the memos that keep an answer for a list made again alike ask it
 * (the tap sets of the same permanents, the plain test's units, a flow's tiers).
 */
export function sameItems<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
