/**
 * CR 601.2h: a quick sufficient test the solver (solver.ts) runs before its flows. When every
 * source is plain — no mana or life or mill in its activation cost, excluding no other
 * source, one mana or mana of one type, its mana allowed to pay the cost itself (CR 106.6)
 * and at most limited to some parts of it (convoke, delve) — paying the cost symbol by
 * symbol from the narrowest source that fits often finds a payment, and a payment found
 * proves the cost payable. When it finds none, or a source isn't plain, the flows decide:
 * this never answers "no".
 */
import { exclusiveKeys, type ManaPaysFor, type ManaSourceOption, type SolveOptions } from './solver-types.js';
import type { ManaAmount, ManaType } from './symbols.js';

const COLOURS: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
/** The parts of a cost, by bit: the colours and {C} as in COLOURS, then {S}, then generic. */
const PARTS: readonly ManaPaysFor[] = [...COLOURS, 'S', 'generic'];
const ALL_PARTS = (1 << PARTS.length) - 1;
const S_BIT = 1 << 6;
const GENERIC_BIT = 1 << 7;

const count = (n: number | undefined): boolean => n === undefined || n === Infinity || (Number.isSafeInteger(n) && n >= 0);

/** A plain source's mana. */
interface Unit {
  readonly mask: number;
  readonly types: number;
  readonly snow: boolean;
  /** the parts of the cost it may pay (CR 702.51a convoke, 702.66a delve: some parts only) */
  readonly pays: number;
  readonly amount: number;
}

/**
 * The plain units of a frozen list of sources, narrowest first, or null if some source isn't
 * plain: the list never changes, so neither do they, and the look-ahead asks about one list
 * for every card it judges (costs/convoke-delve.ts: paymentSources).
 */
const unitsOf = new WeakMap<readonly ManaSourceOption[], readonly Unit[] | null>();

function sortedUnits(sources: readonly ManaSourceOption[]): readonly Unit[] | null {
  if (!Object.isFrozen(sources)) return plainUnits(sources)?.sort(narrowestFirst) ?? null;
  let units = unitsOf.get(sources);
  if (units === undefined) unitsOf.set(sources, (units = plainUnits(sources)?.sort(narrowestFirst) ?? null));
  return units;
}

/** The plain sources' mana, or null if some source isn't plain (or is malformed: the flows say why). */
function plainUnits(sources: readonly ManaSourceOption[]): Unit[] | null {
  const units: Unit[] = [];
  for (const s of sources) {
    if (!Number.isSafeInteger(s.amount) || s.amount < 0) return null;
    // With no chain source (none has a cost) the only purpose is the cost itself.
    if (s.cost !== undefined || (s.onlyFor !== undefined && !s.onlyFor.includes('cost')) || s.layer !== undefined || s.layers !== undefined) return null;
    if ((s.lifeCost ?? 0) !== 0 || (s.millCost ?? 0) !== 0 || (s.exclusive !== undefined && exclusiveKeys(s).length > 0)) return null;
    let mask = 0;
    let types = 0;
    for (let i = 0; i < COLOURS.length; i++) {
      if (s.produces.includes(COLOURS[i] as ManaType)) (mask |= 1 << i), (types += 1);
    }
    if (s.amount === 0 || mask === 0) continue; // it makes no mana: the flows leave it out too
    // CR 106.1a, 106.1b: several mana of several types is a fixed combination or one chosen type.
    if (types > 1 && (s.amount > 1 || s.mana !== undefined)) return null;
    const pays = s.only ? PARTS.reduce((bits, p, i) => (s.only!.includes(p) ? bits | (1 << i) : bits), 0) : ALL_PARTS;
    units.push({ mask, types, snow: s.snow, pays, amount: s.amount });
  }
  return units;
}

/** Narrowest first: fewer types, then not snow before snow (a stable sort keeps the units' order among equals). */
const narrowestFirst = (a: Unit, b: Unit): number => a.types - b.types || Number(a.snow) - Number(b.snow);

/**
 * Takes `n` mana from the units `fits` allows, narrowest first (and not snow before snow); false
 * if there isn't enough. `left[i]` is what is left of `units[i]`. The units come sorted narrowest
 * first (a stable sort, so skipping the ones that don't fit leaves the others in the order sorting
 * them alone would give), and each is used up before the next is touched: one pass, however much
 * mana is taken (not units × mana).
 */
function take(units: readonly Unit[], left: number[], n: number, fits: (u: Unit) => boolean): boolean {
  if (n <= 0) return true;
  let still = n;
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    if (left[i] === 0 || !fits(u)) continue;
    const used = Math.min(still, left[i] as number);
    left[i] = (left[i] as number) - used;
    still -= used;
    if (still === 0) return true;
  }
  return false;
}

/** CR 601.2h: true if a payment of `cost` from plain `sources` is found at once; false means "ask the flows". */
export function plainlyPayable(cost: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions): boolean {
  const anyColor = options.anyColor;
  if (anyColor === true || (Array.isArray(anyColor) && anyColor.length > 0)) return false;
  if (!count(options.lifeBudget) || !count(options.libraryBudget)) return false;
  const parts = [cost.W, cost.U, cost.B, cost.R, cost.G, cost.C, cost.S, cost.generic];
  if (!parts.every((n) => Number.isSafeInteger(n) && n >= 0)) return false;
  const units = sortedUnits(sources);
  if (!units) return false;
  const left = units.map((u) => u.amount);
  // CR 107.4a, 107.4c: each coloured and {C} symbol needs mana of its type; then 107.4h: {S} snow mana; then 107.4b: generic, any mana.
  for (let i = 0; i < COLOURS.length; i++) {
    if (!take(units, left, parts[i] as number, (u) => (u.mask & u.pays & (1 << i)) !== 0)) return false;
  }
  return take(units, left, cost.S, (u) => u.snow && (u.pays & S_BIT) !== 0) && take(units, left, cost.generic, (u) => (u.pays & GENERIC_BIT) !== 0);
}
