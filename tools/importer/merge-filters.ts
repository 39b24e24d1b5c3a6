/**
 * "Goblin spells and Rogue spells", "a Giant or a Wizard": a phrase naming objects of any of
 * several kinds, read as one filter of the card format. Its list fields (`colors`, `types`,
 * `subtypes`, `supertypes`) each mean "one of these", so kinds that differ in one such list
 * and agree on everything else are one filter with the lists joined ("green enchantment or
 * white enchantment" is an enchantment that is green or white). Kinds that differ in more
 * (a "red creature or Goblin") are no one filter: null.
 */
const JOINABLE = new Set(['colors', 'types', 'subtypes', 'supertypes']);

export function mergedFilterFields(filters: readonly Record<string, unknown>[]): Record<string, unknown> | null {
  const [first, ...rest] = filters;
  if (!first) return null;
  const keys = Object.keys(first).sort().join();
  if (rest.some((f) => Object.keys(f).sort().join() !== keys)) return null;
  const differing = Object.keys(first).filter((key) => rest.some((f) => JSON.stringify(f[key]) !== JSON.stringify(first[key])));
  if (differing.length === 0) return first;
  const [key] = differing;
  if (differing.length > 1 || !JOINABLE.has(key!)) return null;
  return { ...first, [key!]: [...new Set(filters.flatMap((f) => f[key!] as string[]))] };
}
