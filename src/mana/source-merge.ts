/**
 * CR 601.2g: the search of chain orders (solver-chains.ts) asks one flow for each order it
 * tries, and each flow reads every source. Plain sources that behave alike in every flow (the
 * ten thousand Wastes of a large board) can be read as one source making all their mana: the
 * flow groups them into one node of that capacity anyway (solver-nodes.ts), so every answer is
 * the same and the search's cost no longer grows with them. The payment itself, once an order
 * is found, is worked out over the sources as they are (solver.ts), so its uses name real ones.
 */
import { QueryMemo } from '../core/query-memo.js';
import { choosesOneType, standsAlone, type ManaSourceOption } from './solver-types.js';

/**
 * A source whose mana is units of any of its types that nothing else ties to another source:
 * one that stands alone (solver-types.ts), and not all of its mana one chosen type (CR 106.1b:
 * Gilded Lotus) or a fixed combination (CR 106.1a: a bounce land's {W}{U}).
 */
function mergeable(s: ManaSourceOption): boolean {
  if (!standsAlone(s)) return false;
  if (s.mana !== undefined && new Set(s.mana).size > 1) return false;
  return !choosesOneType(s);
}

/** What the flow reads of a mergeable source besides its amount (solver-grouping.ts). */
const likeness = (s: ManaSourceOption): string =>
  JSON.stringify([[...s.produces].sort(), s.snow, s.inPool, s.only ?? null, s.penalty ?? 0, s.onlyFor ?? null]);

/** Each frozen list merged, held for the query that made the list (core/query-memo.ts). */
const merged = new QueryMemo<readonly ManaSourceOption[], readonly ManaSourceOption[]>();

/**
 * `sources` with the mergeable ones alike read as one each: the first of them, making the mana
 * of all (each unit any of its types). The list itself when no two are alike; remembered for a
 * frozen list, which "what may I do now" asks about once per card.
 */
export function mergeAlike(sources: readonly ManaSourceOption[]): readonly ManaSourceOption[] {
  const known = merged.get(sources);
  if (known) return known;
  const firstOf = new Map<string, number>();
  const out: ManaSourceOption[] = [];
  const amounts: number[] = [];
  let alike = false;
  for (const s of sources) {
    if (!mergeable(s)) {
      out.push(s);
      amounts.push(-1);
      continue;
    }
    const key = likeness(s);
    const at = firstOf.get(key);
    if (at === undefined) {
      firstOf.set(key, out.length);
      out.push(s);
      amounts.push(s.amount);
    } else {
      amounts[at] = amounts[at]! + s.amount;
      alike = true;
    }
  }
  const list = alike ? out.map((s, i) => (amounts[i]! > s.amount ? oneSource(s, amounts[i]!) : s)) : sources;
  if (!Object.isFrozen(sources)) return list;
  // Frozen as the list it comes from, so what is remembered of that is remembered of this (solver-grouping.ts).
  const frozen = Object.isFrozen(list) ? list : Object.freeze(list);
  merged.set(sources, frozen);
  return frozen;
}

/** `s` making `amount` mana, each unit any of its types. */
function oneSource(s: ManaSourceOption, amount: number): ManaSourceOption {
  const { mana: _fixed, ...rest } = s;
  return { ...rest, amount, oneType: false };
}
