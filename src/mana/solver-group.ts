/**
 * The payability solver's groups of identical sources and the choices made about them
 * (solver-grouping.ts builds them; solver-exclusion.ts and solver-nodes.ts read them).
 */
import type { ManaPaysFor } from './solver-types.js';
import type { ManaType } from './symbols.js';

/** Identical sources (indices into the input, in input order). */
export interface Group {
  /** Distinct produced types in WUBRGC order (never empty). */
  readonly produces: readonly ManaType[];
  readonly amount: number;
  readonly snow: boolean;
  readonly only: readonly ManaPaysFor[] | undefined;
  readonly tier: number;
  /** per resource, what one activation spends */
  readonly cost: readonly number[];
  /** all of an activation's mana is one chosen type, and that choice matters (amount ≥ 2, several types) */
  readonly oneType: boolean;
  /** for `oneType`: the demanded types its sources may be dedicated to, and how much of each the cost asks */
  readonly demanded: readonly ManaType[];
  readonly need: readonly number[];
  /** the resource whose hub it draws from (1 of it for 1 mana, nothing else), or -1 */
  readonly hub: number;
  /** it spends resources and doesn't draw from a hub: its number of activations may be enumerated */
  readonly counted: boolean;
  /** the most activations worth making: all, or fewer when each spends a budgeted resource */
  readonly maxActive: number;
  /** the keys of the sources it excludes (each such source is a group of its own); none: [] */
  readonly exclusive: readonly string[];
  /** a fixed combination: how many of each type (WUBRGC order) one activation makes, or null */
  readonly fixed: readonly number[] | null;
  /** the first demand layer its mana may pay, and the layers it may pay (null: all) */
  readonly layer: number;
  readonly layers: readonly number[] | null;
  readonly members: readonly number[];
}

/** How many of a group's sources are activated (the first ones), and for `oneType` groups how many are dedicated to each demanded type. */
export interface GroupChoice {
  readonly active: number;
  readonly split: readonly number[] | null;
}

/** The choices of the first n of a group's sources, none dedicated, for n below 64: one object each, as choices are values. */
const PLAIN_CHOICES: readonly GroupChoice[] = Array.from({ length: 64 }, (_, active) => ({ active, split: null }));

/**
 * The choice of a group's first `active` sources, none dedicated to a type: a model's base holds
 * one for each group, for each cost a question reads (thousands of lands, each a group of one).
 */
export const plainChoice = (active: number): GroupChoice => PLAIN_CHOICES[active] ?? { active, split: null };

/** One enumerated choice: the group choices it sets, and the resources it commits. */
export interface Option {
  readonly set: readonly (readonly [number, GroupChoice])[];
  readonly spend: readonly number[];
}

/**
 * The options of one enumerated choice, in the order they are tried: how many there are, and
 * the options themselves, which may be made one at a time as they are read (alikeOptions:
 * c components alike offer C(c + m − 1, m − 1) options, each naming every component's groups).
 * Every option of a choice names the same groups.
 */
export interface Dim {
  readonly size: number;
  readonly options: Iterable<Option>;
  /** Of components alike (alikeOptions): the components, and the options of one, which each takes. */
  readonly alike?: { readonly components: readonly (readonly number[])[]; readonly options: readonly Option[] };
}

/** A choice whose options are listed. */
export const listed = (options: readonly Option[]): Dim => ({ size: options.length, options });

/** The first option of a choice (the one its groups take when it is the only one). */
export function firstOption(dim: Dim): Option | undefined {
  for (const option of dim.options) return option;
  return undefined;
}

/**
 * A group's choices: how many to activate (all worth activating, or each count down to
 * none when the resources it spends must be weighed), and for a one-type group each maximal way to
 * dedicate its active sources to the demanded types.
 */
export function choicesFor(g: Group, enumerateActive: boolean): GroupChoice[] {
  const actives = enumerateActive ? Array.from({ length: g.maxActive + 1 }, (_, n) => g.maxActive - n) : [g.maxActive];
  return actives.flatMap((active): GroupChoice[] => {
    if (!g.oneType || g.demanded.length < 2 || active === 0) return [plainChoice(active)];
    const limits = g.need.map((d) => Math.min(active, Math.ceil(d / g.amount)));
    return maximalSplits(limits, active).map((split) => ({ active, split }));
  });
}

/** Vectors n with 0 ≤ n_i ≤ limits_i and Σ n ≤ total that can't grow: Σ n = total, or every n_i at its limit. Largest first. */
function maximalSplits(limits: readonly number[], total: number): number[][] {
  const out: number[][] = [];
  const n = limits.map(() => 0);
  const go = (i: number, left: number): void => {
    if (i === limits.length) {
      if (left === 0 || n.every((v, j) => v === limits[j])) out.push([...n]);
      return;
    }
    for (let v = Math.min(limits[i] as number, left); v >= 0; v--) {
      n[i] = v;
      go(i + 1, left - v);
    }
  };
  go(0, total);
  return out;
}
