/**
 * CR 601.2c: words after a target phrase that say what its targets share as a whole: "up to
 * three target cards from a single graveyard" (one owner), "two target creatures controlled
 * by the same player", "… controlled by different players" — the target word's `together`,
 * not a filter field (no single target fits or fails it).
 */
export const TOGETHER_GRAMMAR = String.raw`
together
  = "from a single graveyard"i !word { return { zone: 'graveyard', together: 'sameOwner' }; }
  / "controlled by the same player"i !word { return { together: 'sameController' }; }
  / "controlled by different players"i !word { return { together: 'differentControllers' }; }
`;

/** The qualifiers without `together`, and the `together` one of them gave (null when two disagree). */
export function splitTogether(qualifiers: readonly Record<string, unknown>[]): { qualifiers: Record<string, unknown>[]; together?: string } | null {
  const together = new Set(qualifiers.flatMap((q) => (typeof q['together'] === 'string' ? [q['together']] : [])));
  if (together.size > 1) return null;
  const rest = qualifiers.map(({ together: _, ...q }) => q);
  const [one] = together;
  return one === undefined ? { qualifiers: rest } : { qualifiers: rest, together: one };
}
