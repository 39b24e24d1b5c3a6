/**
 * CR 106.1, 605.3b: a mana ability as the solver's sources. One ability may be several
 * sources that exclude each other: one per fixed combination it may make ("{W}{W}, {W}{U},
 * or {U}{U}" when those aren't simply "two mana in any combination") and one per way of paying
 * the hybrid symbols of its cost (a filter land's {W/U}). The mana its cost includes is the
 * source's `cost` (a chain source, see mana/solver-chains.ts).
 */
import type { ManaAbility } from '../cards/schema.js';
import { splitCostParts } from '../cards/cost-parts.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import { COLORS, NO_MANA, type Color, type ManaAmount, type ManaSpend, type ManaSymbol, type ManaType } from '../mana/symbols.js';

/** One way to activate an ability: the mana it makes (null: any the production allows) and how its hybrid symbols are paid. */
export interface ActivationWay {
  /** the suffix of its solver id after `${object}#${index}` ('' for the only way) */
  readonly key: string;
  /** fixed mana this way makes, or null when the source's `produces`/`oneType` say */
  readonly made: readonly ManaType[] | null;
  /** the mana the cost asks, with hybrid symbols paid as `hybrid` says */
  readonly cost: ManaAmount;
  readonly hybrid: readonly Color[];
}

/** CR 107.4e: each way to pay the hybrid symbols of a mana ability's cost, as concrete amounts. */
export function costWays(symbols: readonly ManaSymbol[]): readonly { readonly cost: ManaAmount; readonly hybrid: readonly Color[] }[] {
  let ways: { cost: ManaAmount; hybrid: Color[] }[] = [{ cost: NO_MANA, hybrid: [] }];
  const add = (m: ManaAmount, part: keyof ManaAmount, n = 1): ManaAmount => ({ ...m, [part]: m[part] + n });
  for (const s of symbols) {
    if (s.kind === 'hybrid') ways = ways.flatMap((w) => s.colors.map((c) => ({ cost: add(w.cost, c), hybrid: [...w.hybrid, c] })));
    else ways = ways.map((w) => ({ ...w, cost: s.kind === 'colored' ? add(w.cost, s.color) : s.kind === 'colorless' ? add(w.cost, 'C') : s.kind === 'generic' ? add(w.cost, 'generic', s.amount) : w.cost }));
  }
  return ways;
}

/** Whether `options` are every multiset of one size over their types: "{W}{W}, {W}{U}, or {U}{U}" is two mana in any combination of {W} and {U}. */
export function asCombination(options: readonly (readonly ManaType[])[]): { readonly types: readonly ManaType[]; readonly amount: number } | null {
  const amount = options[0]?.length ?? 0;
  if (amount === 0 || options.some((o) => o.length !== amount)) return null;
  const types = [...COLORS, 'C' as const].filter((t) => options.some((o) => o.includes(t)));
  const key = (o: readonly ManaType[]) => [...o].sort().join('');
  const keys = new Set(options.map(key));
  const all = (n: number, from: number): ManaType[][] => (n === 0 ? [[]] : types.slice(from).flatMap((t, i) => all(n - 1, from + i).map((r) => [t, ...r])));
  const every = all(amount, 0);
  return keys.size === every.length && every.every((o) => keys.has(key(o))) ? { types, amount } : null;
}

const distinct = (m: readonly ManaType[]): readonly ManaType[] => [...COLORS, 'C' as const].filter((t) => m.includes(t));

/** The solver fields of one way: what it makes and whether all of it is one chosen type. */
function makes(ability: ManaAbility, made: readonly ManaType[] | null, amount: number): Pick<ManaSourceOption, 'produces' | 'amount' | 'oneType' | 'mana'> {
  const p = ability.produces;
  if (made) return distinct(made).length > 1 ? { produces: distinct(made), amount: made.length, mana: made } : { produces: distinct(made), amount: made.length, oneType: true };
  if ('combination' in p) return { produces: distinct(p.combination), amount };
  if ('oneOf' in p) {
    const combination = asCombination(p.oneOf) as { types: readonly ManaType[] };
    return { produces: combination.types, amount };
  }
  return { produces: 'types' in p ? p.types : [], amount, oneType: true };
}

/** The ways to activate `ability` the solver tells apart. */
export function activationWays(ability: ManaAbility): readonly ActivationWay[] {
  const p = ability.produces;
  const made: (readonly ManaType[] | null)[] = 'mana' in p ? [p.mana] : 'oneOf' in p && !asCombination(p.oneOf) ? p.oneOf : [null];
  const costs = costWays(splitCostParts(ability.cost).symbols);
  return made.flatMap((m, k) =>
    costs.map((c, v) => ({
      key: `${made.length > 1 ? `/${k}` : ''}${costs.length > 1 ? `~${v}` : ''}`,
      made: m,
      cost: c.cost,
      hybrid: c.hybrid,
    })),
  );
}

/** A way as a solver source (without the fields its object and costs other than mana add). */
export function wayOption(ability: ManaAbility, way: ActivationWay, amount: number, spend: ManaSpend | undefined): Omit<ManaSourceOption, 'id' | 'snow' | 'inPool'> {
  const paysMana = Object.values(way.cost).some((n) => n > 0);
  return { ...makes(ability, way.made, amount), ...(paysMana ? { cost: way.cost } : {}), ...(spend ? { onlyFor: [] } : {}) };
}
