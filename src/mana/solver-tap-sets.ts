/**
 * CR 602.2b: the payability solver's tap sets (ManaSourceOption's `tapsOneOf`) as resources of
 * its model (solver-model.ts): each set a budget after life and the library, its size the most
 * activations that may hold it.
 */
import type { ManaSourceOption, TapSet } from './solver-types.js';

function checkSize(id: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`tap set size of ${id} must be a non-negative integer, got ${n}`);
}

/** A set of permanents sources tap one of (CR 602.2b), as a resource of the model: its place in the budgets and its size. */
export interface TapSetResource {
  readonly resource: number;
  readonly size: number;
}

/** The tap sets the sources name, each a resource from `first` on; a set's size is the least any source gives it. */
export function tapSetResources(sources: readonly ManaSourceOption[], first: number): ReadonlyMap<string, TapSetResource> {
  const sets = new Map<string, TapSetResource>();
  for (const src of sources) {
    if (!src.tapsOneOf || src.inPool) continue;
    for (const { key, size } of src.tapsOneOf) {
      checkSize(src.id, size);
      const known = sets.get(key);
      if (!known) sets.set(key, { resource: first + sets.size, size });
      else if (size < known.size) sets.set(key, { resource: known.resource, size });
    }
  }
  return sets;
}

/** Per resource, what one activation of a source with these tap sets spends of it (life and library left at 0). */
export function drawsOf(tapsOneOf: readonly TapSet[], sets: ReadonlyMap<string, TapSetResource>, resources: number): number[] {
  const draws = Array.from({ length: resources }, () => 0);
  for (const { key } of tapsOneOf) {
    const r = (sets.get(key) as TapSetResource).resource;
    draws[r] = (draws[r] as number) + 1;
  }
  return draws;
}
