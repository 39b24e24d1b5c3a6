/**
 * CR 601.2h: caps on the payability solver's relaxed flow (solver-model.ts, `relaxed`), which
 * says "no" before any configuration is tried. Relaxed, every choice is made at its most at
 * once: both abilities of a permanent whose abilities share its {T} (CR 602.2b), every
 * activation of sources that tap one of a set of permanents though the set has fewer. Each cap
 * holds some groups' mana, together, to no more than any configuration can give them, so the
 * relaxed flow still bounds every configuration's and answers no where the mana isn't there.
 */
import type { Group, Option } from './solver-group.js';

/**
 * Groups whose mana together is at most `cap` in every configuration, and the cap (an index into
 * the same list) whose groups include all of these and hold them too, if any: the caps form
 * trees, and the relaxed flow draws each capped group's mana through its cap and every cap above.
 */
export interface RelaxedCap {
  readonly groups: readonly number[];
  readonly cap: number;
  readonly within: number | null;
}

/** The mana an option's groups make: each group's active sources times its amount. */
function optionMana(groups: readonly Group[], option: Option): number {
  let mana = 0;
  for (const [gi, choice] of option.set) mana += choice.active * (groups[gi] as Group).amount;
  return mana;
}

/**
 * The cap on `count` components alike (`options`: one component's), whose groups are `members`:
 * each takes one option, so together they make at most `count` times the most one option makes.
 */
export function componentCap(groups: readonly Group[], members: readonly number[], options: readonly Option[], count: number): RelaxedCap {
  let most = 0;
  for (const option of options) most = Math.max(most, optionMana(groups, option));
  return { groups: members, cap: most * count, within: null };
}

/**
 * Caps for the groups whose number of activations is a choice because a budgeted resource binds
 * (life, cards in the library, a tap set's permanents; `first`: the place of the first cap made
 * here in the model's list). Each resource caps the groups that spend it. A resource whose groups
 * all spend another too (the Druids among the creatures, CR 602.2b) sits within the least such
 * other, and each group draws through the resource with the fewest groups among those it spends:
 * every cap above it is one of those too. A resource it spends off that path is left out for it,
 * which only loosens the relaxation. A cap is the most mana the resource's budget left after
 * `spent` buys, best rate first (a fractional knapsack, which no whole number of activations
 * beats): from every group below it, or from its own groups and the caps within it, whichever is less.
 */
export function resourceCaps(groups: readonly Group[], counted: readonly number[], budget: readonly number[], spent: readonly number[], first: number): RelaxedCap[] {
  const left = budget.map((b, r) => Math.max(0, b - (spent[r] as number)));
  // The groups that spend each bounded resource.
  const spenders = new Map<number, Set<number>>();
  for (const gi of counted) {
    (groups[gi] as Group).cost.forEach((c, r) => {
      if (c <= 0 || left[r] === Infinity) return;
      const known = spenders.get(r);
      if (known) known.add(gi);
      else spenders.set(r, new Set([gi]));
    });
  }
  // Fewest spenders first, then by resource: every resource comes before the one it sits within.
  const order = [...spenders.keys()].sort((a, b) => (spenders.get(a) as Set<number>).size - (spenders.get(b) as Set<number>).size || a - b);
  const contains = (outer: number, inner: number): boolean => [...(spenders.get(inner) as Set<number>)].every((gi) => (spenders.get(outer) as Set<number>).has(gi));
  const within = order.map((r, k) => order.findIndex((o, j) => j > k && contains(o, r)));
  const members = order.map((): number[] => []);
  for (const gi of counted) {
    const k = order.findIndex((r) => (spenders.get(r) as Set<number>).has(gi));
    if (k >= 0) members[k]!.push(gi);
  }
  // Each cap's groups, its own and those of the caps within it (children first), and its cap.
  const below = order.map((): number[] => []);
  const caps: number[] = [];
  order.forEach((r, k) => {
    const g = (gi: number) => groups[gi] as Group;
    const rateOf = (gi: number) => g(gi).amount / (g(gi).cost[r] as number);
    const item = (gi: number): Item => ({ mana: g(gi).maxActive * g(gi).amount, rate: rateOf(gi) });
    const children = order.flatMap((_, j) => (within[j] === k ? [j] : []));
    below[k]!.push(...members[k]!, ...children.flatMap((j) => below[j]!));
    // Two bounds, each sure: every group below on its own, or the caps within as items at the best rate of their groups.
    const each = below[k]!.map(item);
    const nested = [...members[k]!.map(item), ...children.map((j) => ({ mana: caps[j] as number, rate: Math.max(...below[j]!.map(rateOf)) }))];
    caps.push(Math.min(knapsack(each, left[r] as number), knapsack(nested, left[r] as number)));
  });
  return order.map((_, k) => ({ groups: members[k] as number[], cap: caps[k] as number, within: within[k]! < 0 ? null : first + within[k]! }));
}

/** Mana to be had at `rate` mana per unit of a resource, up to `mana`. */
interface Item {
  readonly mana: number;
  readonly rate: number;
}

/** The most mana `units` of a resource buy from these items, best rate first, parts of an item allowed; rounded down. */
function knapsack(items: readonly Item[], units: number): number {
  let left = units;
  let mana = 0;
  for (const item of [...items].sort((a, b) => b.rate - a.rate)) {
    if (left <= 0) break;
    const taken = Math.min(item.mana, left * item.rate);
    mana += taken;
    left -= taken / item.rate;
  }
  // A hair over before rounding down: a sum of fractions that should be whole may fall just short of it.
  return Math.floor(mana + 1e-9);
}
