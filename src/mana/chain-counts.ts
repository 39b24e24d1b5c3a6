/**
 * CR 605.3b, 601.2g: the counts that cut choices of chain sources before any flow
 * (solver-chains.ts): how much of some types of mana a source makes, net of its own cost, and
 * the most the units still to choose could add.
 */
import { anyIn, countIn } from '../core/lists.js';
import { exclusiveKeys, type ManaSourceOption } from './solver-types.js';
import type { ManaType } from './symbols.js';

/** CR 106.6: mana its restriction lets pay neither the cost nor any chain source's. */
export const paysNothing = (s: ManaSourceOption): boolean => s.onlyFor !== undefined && s.onlyFor.length === 0;

/** The types of mana a cost may ask for by name (CR 106.1; {S} and generic aside). */

/** The most mana of the types `types` one activation of `s` makes (CR 106.1): its fixed combination's of them, or all of it. */
export function madeOf(s: ManaSourceOption, types: readonly ManaType[]): number {
  if (paysNothing(s) || !anyIn(s.produces, types)) return 0;
  return s.mana ? countIn(s.mana, types) : s.amount;
}

/** What a chain source adds to the mana of `types` on offer: the most it makes of them, less what its cost asks of them (CR 601.2g: that much of them pays it). */
export const netOf = (s: ManaSourceOption, types: readonly ManaType[]): number => madeOf(s, types) - types.reduce((n, t) => n + (s.cost?.[t] ?? 0), 0);

/**
 * The most the base sources make, each counted by `made`: of the sources holding just one key
 * (a filter land's {C} ability beside its chain ways), only the most of them; and that most,
 * by key, which a chain source holding the key takes away.
 */
export function baseMost(base: readonly ManaSourceOption[], made: (s: ManaSourceOption) => number): { readonly total: number; readonly share: ReadonlyMap<string, number> } {
  const share = new Map<string, number>();
  let total = 0;
  for (const s of base) {
    const keys = exclusiveKeys(s);
    if (keys.length === 1) share.set(keys[0]!, Math.max(share.get(keys[0]!) ?? 0, made(s)));
    else total += made(s);
  }
  for (const n of share.values()) total += n;
  return { total, share };
}

/** The most groups whose later units `laterBest` sorts for each group; past it, each unit counts as the best one. */
const SORTED_GROUPS = 256;

/**
 * The most that exactly `left` more units from group g on can add, each unit of group h adding
 * `values[h]` (`sizes[h]` units in it): the best `left` of them. Exact choices of `left` units
 * are what the multisets take, so a value below zero counts too.
 */
export function laterBest(values: readonly number[], sizes: readonly number[]): (g: number, left: number) => number {
  const groups = values.length;
  if (groups > SORTED_GROUPS) {
    const best = [...values.map(() => 0), 0];
    for (let g = groups - 1; g >= 0; g -= 1) best[g] = Math.max(0, best[g + 1]!, values[g]!);
    return (g, left) => left * best[g]!;
  }
  // For each g, the later groups best first, with the units and the value they add up to so far.
  const tables = Array.from({ length: groups + 1 }, (_, g) => {
    const later = Array.from({ length: groups - g }, (_, k) => g + k).sort((a, b) => values[b]! - values[a]!);
    let units = 0;
    let sum = 0;
    return later.map((h) => ({ value: values[h]!, units: (units += sizes[h]!), sum: (sum += sizes[h]! * values[h]!) }));
  });
  return (g, left) => {
    const table = tables[g]!;
    let lo = 0;
    let hi = table.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (table[mid]!.units >= left) hi = mid;
      else lo = mid + 1;
    }
    if (lo === table.length) return table.length === 0 ? 0 : table[lo - 1]!.sum;
    const before = lo === 0 ? { units: 0, sum: 0 } : table[lo - 1]!;
    return before.sum + (left - before.units) * table[lo]!.value;
  };
}

/**
 * baseMost's total of each set of types `base` makes (madeOf), each worked out once for the
 * list: an X prompt asks the search of chain orders about the same types for each X it tries.
 */
export function mostByTypes(base: readonly ManaSourceOption[]): (types: readonly ManaType[]) => number {
  const known = new Map<string, number>();
  return (types) => {
    const key = types.join('');
    let most = known.get(key);
    if (most === undefined) known.set(key, (most = baseMost(base, (s) => madeOf(s, types)).total));
    return most;
  };
}
