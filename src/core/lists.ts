/**
 * Small questions about two lists, as loops. The rules ask them thousands of times a query (a
 * filter's types against each permanent's, a source's mana against the types a cost asks for),
 * and the same question as `some` or `every` with an arrow reading one of the caller's
 * arguments made V8 allocate a context for that argument at every call of the caller.
 */

/** Whether at least one of `items` is in `of`. */
export function anyIn<T>(items: readonly T[], of: readonly T[]): boolean {
  for (let i = 0; i < items.length; i += 1) if (of.includes(items[i]!)) return true;
  return false;
}

/** Whether every one of `items` is in `of` (true for no items). */
export function allIn<T>(items: readonly T[], of: readonly T[]): boolean {
  for (let i = 0; i < items.length; i += 1) if (!of.includes(items[i]!)) return false;
  return true;
}

/** The first of `items` that is in `of`, or undefined. */
export function firstIn<T>(items: readonly T[], of: readonly T[]): T | undefined {
  for (let i = 0; i < items.length; i += 1) if (of.includes(items[i]!)) return items[i];
  return undefined;
}

/** How many of `items` are in `of` (each counted as often as it appears in `items`). */
export function countIn<T>(items: readonly T[], of: readonly T[]): number {
  let count = 0;
  for (let i = 0; i < items.length; i += 1) if (of.includes(items[i]!)) count += 1;
  return count;
}
