/**
 * A brute-force oracle for the payability solver (CR 601.2g–601.2h, 106.1b, 119.4, 701.17b): every
 * way to activate the sources and spend their mana, the best by preference tier; a check that a
 * solution pays a cost exactly and legally; and a question asked with no search budget at all.
 * The solver's tests compare against them.
 */
import { expect } from 'vitest';
import { oneQuery, searchesCut } from '../src/mana/chain-budget.js';
import { exclusiveKeys, type ManaPaysFor, type ManaSolution, type ManaSourceOption, type SolveOptions } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';

export const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
export const COLORS: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];
export const PAYS: readonly ManaPaysFor[] = ['W', 'U', 'B', 'R', 'G', 'C', 'S', 'generic'];
const TIERS = 5;

export const src = (id: string, produces: readonly ManaType[], extra: Partial<ManaSourceOption> = {}): ManaSourceOption => ({
  id, produces, amount: 1, snow: false, inPool: false, ...extra,
});
export const cost = (parts: Partial<ManaAmount>): ManaAmount => ({ ...NO_MANA, ...parts });
export const lotus = (id: string): ManaSourceOption => src(id, COLORS, { amount: 3, oneType: true });
export const confluence = (id: string): ManaSourceOption => src(id, COLORS, { lifeCost: 1, oneType: true });

/** The solver's preference tier of a source: pool, free, wear, life, used up. */
function tierOf(s: ManaSourceOption): number {
  if (s.inPool) return 0;
  if ((s.lifeCost ?? 0) > 0) return 3;
  return s.penalty === 2 ? 4 : s.penalty === 1 ? 2 : 1;
}

const oneTypeMatters = (s: ManaSourceOption): boolean => !s.inPool && s.oneType === true && s.amount > 1 && new Set(s.produces).size > 1;

/** Can mana of `type` from `s` pay `pays`? CR 107.4a–c, 107.4h; convoke/delve `only`. */
function fits(s: ManaSourceOption, type: ManaType, pays: ManaPaysFor): boolean {
  if (!s.produces.includes(type)) return false;
  if (s.only && !s.only.includes(pays)) return false;
  if (pays === 'S') return s.snow;
  if (pays === 'generic') return true;
  return pays === type;
}

/** Is `a` a better per-tier use than `b` (more mana from each prefix of tiers, first difference decides)? */
export function compare(a: readonly number[], b: readonly number[]): number {
  let sa = 0;
  let sb = 0;
  for (let t = 0; t < TIERS; t++) {
    sa += a[t] ?? 0;
    sb += b[t] ?? 0;
    if (sa !== sb) return sa - sb;
  }
  return 0;
}

/**
 * Brute-force oracle: every way to activate or not each source that costs something (life,
 * mill, an exclusive key), every type for each one-type source, within the budgets; then
 * every way to spend every unit of mana (unused, or on any part it fits), memoised on
 * (unit, demand left). Returns the best mana count per tier over all full payments, or
 * null if there is none.
 */
export function oracle(c: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions = {}): number[] | null {
  const lifeBudget = options.lifeBudget ?? Infinity;
  const libraryBudget = options.libraryBudget ?? Infinity;
  const costly = (s: ManaSourceOption) => !s.inPool && ((s.lifeCost ?? 0) > 0 || (s.millCost ?? 0) > 0 || exclusiveKeys(s).length > 0);
  // Per source: null (not activated) or the types each of its mana may be.
  const states = sources.map((s): (readonly ManaType[] | null)[] => {
    const on: (readonly ManaType[])[] = oneTypeMatters(s) ? [...new Set(s.produces)].map((t) => [t]) : [s.produces];
    return costly(s) ? [null, ...on] : on;
  });
  let best: number[] | null = null;
  const chosen: (readonly ManaType[] | null)[] = [];
  const pick = (i: number, life: number, mill: number, keys: ReadonlySet<string>): void => {
    if (i === sources.length) {
      const found = payOut(c, sources, chosen);
      if (found && (best === null || compare(found, best) > 0)) best = found;
      return;
    }
    const s = sources[i] as ManaSourceOption;
    for (const state of states[i] as (readonly ManaType[] | null)[]) {
      chosen[i] = state;
      if (state === null || s.inPool) {
        pick(i + 1, life, mill, keys);
        continue;
      }
      const l = life + (s.lifeCost ?? 0);
      const m = mill + (s.millCost ?? 0);
      if (l > lifeBudget || m > libraryBudget || exclusiveKeys(s).some((k) => keys.has(k))) continue;
      pick(i + 1, l, m, new Set([...keys, ...exclusiveKeys(s)]));
    }
  };
  pick(0, 0, 0, new Set());
  return best;
}

/** The best per-tier mana count of a full payment from these activated sources, or null. */
function payOut(c: ManaAmount, sources: readonly ManaSourceOption[], chosen: readonly (readonly ManaType[] | null)[]): number[] | null {
  const units = sources.flatMap((s, i) => {
    const types = chosen[i];
    return types ? Array.from({ length: s.amount }, () => ({ s, types, tier: tierOf(s) })) : [];
  });
  const memo = new Map<string, number[] | null>();
  const go = (k: number, left: readonly number[]): number[] | null => {
    if (left.every((n) => n === 0)) return Array.from({ length: TIERS }, () => 0);
    if (k === units.length) return null;
    const key = `${k}:${left.join(',')}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    const unit = units[k]!;
    let found = go(k + 1, left);
    PAYS.forEach((pays, pi) => {
      if ((left[pi] ?? 0) === 0 || !unit.types.some((t) => fits(unit.s, t, pays))) return;
      const rest = go(k + 1, left.map((n, j) => (j === pi ? n - 1 : n)));
      if (rest === null) return;
      const withUnit = rest.map((n, t) => (t === unit.tier ? n + 1 : n));
      if (found === null || compare(withUnit, found) > 0) found = withUnit;
    });
    memo.set(key, found);
    return found;
  };
  return go(0, PAYS.map((p) => c[p]));
}

/** Checks `sol` pays `c` exactly and legally; returns its mana count per tier. */
export function checkSolution(c: ManaAmount, sources: readonly ManaSourceOption[], sol: ManaSolution, options: SolveOptions = {}): number[] {
  const byId = new Map(sources.map((s) => [s.id, s] as const));
  const used = new Map<string, ManaType[]>();
  const paid = new Map<ManaPaysFor, number>();
  const tiers = Array.from({ length: TIERS }, () => 0);
  for (const u of sol.uses) {
    const s = byId.get(u.sourceId);
    if (s === undefined) throw new Error(`unknown source ${u.sourceId}`);
    expect(fits(s, u.type, u.pays), `${u.sourceId} making ${u.type} for ${u.pays}`).toBe(true);
    used.set(u.sourceId, [...(used.get(u.sourceId) ?? []), u.type]);
    paid.set(u.pays, (paid.get(u.pays) ?? 0) + 1);
    tiers[tierOf(s)]! += 1;
  }
  for (const [id, types] of used) {
    const s = byId.get(id)!;
    expect(types.length).toBeLessThanOrEqual(s.amount);
    if (oneTypeMatters(s)) expect(new Set(types).size, `${id} makes one type`).toBe(1);
  }
  for (const p of PAYS) expect(paid.get(p) ?? 0, `paid ${p}`).toBe(c[p]);
  const activated = sources.filter((s) => !s.inPool && used.has(s.id));
  expect([...sol.activate]).toEqual(activated.map((s) => s.id));
  expect(activated.reduce((n, s) => n + (s.lifeCost ?? 0), 0)).toBeLessThanOrEqual(options.lifeBudget ?? Infinity);
  expect(activated.reduce((n, s) => n + (s.millCost ?? 0), 0)).toBeLessThanOrEqual(options.libraryBudget ?? Infinity);
  const keys = activated.flatMap((s) => exclusiveKeys(s));
  expect(new Set(keys).size).toBe(keys.length);
  return tiers;
}

/** A bound on each question that allows no search at all: only what needs no configuration or chain order is answered. */
export const NO_BUDGET = Object.freeze({ work: 0, choices: 0 });

/** Answers `ask` within no budget: the answer, and whether the search was cut. */
export function judged(ask: () => boolean): { readonly answer: boolean; readonly cut: boolean } {
  const before = searchesCut();
  const answer = oneQuery(ask, undefined, NO_BUDGET);
  return { answer, cut: searchesCut() > before };
}
