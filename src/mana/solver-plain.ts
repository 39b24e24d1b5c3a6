/**
 * CR 601.2h: a quick sufficient test the solver (solver.ts) runs before its flows. From the
 * plain sources — no mana or life or mill in the activation cost, excluding no other source,
 * one mana or mana of one type, the mana allowed to pay the cost itself (CR 106.6) and at
 * most limited to some parts of it (convoke, delve) — paying the cost symbol by symbol from
 * the narrowest source that fits often finds a payment, and a payment found proves the cost
 * payable: the other sources are left unused, and using none of them asks nothing of the
 * rest. When it finds none, the flows decide: this never answers "no".
 */
import { QueryMemo } from '../core/query-memo.js';
import { sameItems } from '../core/same-items.js';
import { PAYS, payBits, typeBits, TYPES } from './solver-kinds.js';
import { standsAlone, type ManaSourceOption, type SolveOptions } from './solver-types.js';
import type { ManaAmount } from './symbols.js';
import { derivationOf } from './source-lists.js';

/** The parts of a cost, by bit as `payBits` writes them (PAYS' order: the colours and {C} as in TYPES, then {S}, then generic). */
const ALL_PARTS = (1 << PAYS.length) - 1;
const C_BIT = 1 << 5;
const S_BIT = 1 << 6;
const GENERIC_BIT = 1 << 7;

const count = (n: number | undefined): boolean => n === undefined || n === Infinity || (Number.isSafeInteger(n) && n >= 0);

/** A plain source's mana. */
interface Unit {
  /** the source's id */
  readonly source: string;
  readonly mask: number;
  readonly types: number;
  readonly snow: boolean;
  /** the parts of the cost it may pay (CR 702.51a convoke, 702.66a delve: some parts only) */
  readonly pays: number;
  readonly amount: number;
  /** CR 609.4b: whether it is mana a rule may let be spent as though it were any colour (not convoke's or delve's, which pay some parts only) */
  readonly mana: boolean;
}

/**
 * The plain units of a list of sources, narrowest first, and the ids of sources among them to
 * pass over; null if some source is malformed. Kept for a frozen list: it never changes, so
 * neither do they, and the look-ahead asks about one list for every card it judges
 * (costs/convoke-delve.ts: paymentSources). A list made from another by leaving sources out
 * (source-lists.ts) takes over the other's units and passes over the ones left out.
 */
interface PlainView {
  readonly units: readonly Unit[];
  readonly without: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();
/** Each list's view, held for the query that made the list (core/query-memo.ts). */
const views = new QueryMemo<readonly ManaSourceOption[], PlainView | null>();

function plainView(sources: readonly ManaSourceOption[]): PlainView | null {
  if (!Object.isFrozen(sources)) return sortedView(sources);
  let view = views.get(sources);
  if (view === undefined) {
    const derived = derivationOf(sources);
    const whole = derived && plainView(derived.from);
    view = whole ? { units: whole.units, without: whole.without.size === 0 ? derived.without : new Set([...whole.without, ...derived.without]) } : sameSourcesView(sources);
    views.set(sources, view);
  }
  return view;
}

/**
 * The plain sources of the last few whole lists viewed, held strongly, with their views. A list
 * whose plain sources are the same, one by one, has the same view whatever else it holds: the
 * next "what may I do now" on a board whose mana sources didn't change lists the same source
 * objects again (mana-abilities/ keeps a permanent's, costs/convoke-delve.ts a creature's
 * convoke source), in a list of its own, and the sources that aren't plain (a Springleaf Drum's,
 * made again for each board) don't count. Keyed by what the list holds, not by the list, so not
 * core/recent.ts's memo; and holding a copy of its plain sources, not the list, this keeps
 * nothing alive that is kept by the list (a chain search's plans, held in WeakMaps keyed by it).
 */
const recentLists: { readonly plain: readonly ManaSourceOption[]; readonly view: PlainView }[] = [];
const RECENT_LISTS = 4;

function sameSourcesView(sources: readonly ManaSourceOption[]): PlainView | null {
  // The same objects first (the usual case, and quick to tell apart), then sources made again alike.
  for (const recent of recentLists) if (samePlain(recent.plain, sources, true)) return recent.view;
  for (const recent of recentLists) if (samePlain(recent.plain, sources, false)) return recent.view;
  const view = sortedView(sources);
  if (view && recentLists.unshift({ plain: sources.filter(isPlain), view }) > RECENT_LISTS) recentLists.pop();
  return view;
}

/**
 * Whether the plain sources of `sources` make the units `plain` do, one by one, and none of them
 * is malformed; with `exact`, only when they are the same objects.
 */
function samePlain(plain: readonly ManaSourceOption[], sources: readonly ManaSourceOption[], exact: boolean): boolean {
  // Each plain source is one of the list's: a longer list of them can't be its (a convoke spell's
  // list, the abilities and the creatures, against the abilities' alone), and isn't walked.
  if (plain.length > sources.length) return false;
  let k = 0;
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i]!;
    if (!wellFormed(s)) return false;
    if (!isPlain(s)) continue;
    const p = plain[k];
    if (p === undefined || (p !== s && (exact || !sameUnit(p, s)))) return false;
    k += 1;
  }
  return k === plain.length;
}

/**
 * Whether two plain sources make the same unit (`plainUnits` reads nothing else of them): the
 * same object, most often, or one made again alike (a Lotus Petal's, whose sacrifice keeps its
 * listing from being remembered; a restricted source's, given its purposes for each list).
 */
function sameUnit(a: ManaSourceOption, b: ManaSourceOption): boolean {
  return a.id === b.id && a.amount === b.amount && a.snow === b.snow && (a.mana === undefined) === (b.mana === undefined) && sameItems(a.produces, b.produces) && sameItems(a.only, b.only);
}

const wellFormed = (s: ManaSourceOption): boolean => Number.isSafeInteger(s.amount) && s.amount >= 0;

/**
 * A source a payment from the others never needs: no chain source is used (none with a cost),
 * so the only purpose is the cost itself. The plain units are made of these only.
 */
const isPlain = (s: ManaSourceOption): boolean => standsAlone(s) && (s.onlyFor === undefined || s.onlyFor.includes('cost'));

function sortedView(sources: readonly ManaSourceOption[]): PlainView | null {
  const units = plainUnits(sources)?.sort(narrowestFirst);
  return units ? { units, without: NONE } : null;
}

/** The plain sources' mana (the others passed over), or null if some source is malformed (the flows say why). */
function plainUnits(sources: readonly ManaSourceOption[]): Unit[] | null {
  const units: Unit[] = [];
  for (const s of sources) {
    if (!wellFormed(s)) return null;
    if (!isPlain(s)) continue;
    const mask = typeBits(s.produces);
    let types = 0;
    for (let i = 0; i < TYPES.length; i++) if ((mask & (1 << i)) !== 0) types += 1;
    if (s.amount === 0 || mask === 0) continue; // it makes no mana: the flows leave it out too
    // CR 106.1a, 106.1b: several mana of several types is a fixed combination or one chosen type.
    if (types > 1 && (s.amount > 1 || s.mana !== undefined)) continue;
    const pays = s.only ? payBits(s.only) : ALL_PARTS;
    units.push({ source: s.id, mask, types, snow: s.snow, pays, amount: s.amount, mana: s.only === undefined });
  }
  return units;
}

/** Narrowest first: fewer types, then not snow before snow (a stable sort keeps the units' order among equals). */
const narrowestFirst = (a: Unit, b: Unit): number => a.types - b.types || Number(a.snow) - Number(b.snow);

/**
 * What one call of plainlyPayable has taken from each unit, by place, and the places it touched:
 * most units are never touched and the list is shared, so the record is zeroed again at those
 * places only, not made afresh for every unit (the call doesn't re-enter itself).
 */
let taken = new Float64Array(64);
const touched: number[] = [];

/**
 * Takes `n` mana from the units `fits` allows (their places found once for the list,
 * `placesOf`), narrowest first (and not snow before snow); false if there isn't enough. The units come sorted narrowest first (a stable sort, so skipping the
 * ones that don't fit leaves the others in the order sorting them alone would give), and each is
 * used up before the next is touched: one pass, however much mana is taken (not units × mana).
 */
function take(view: PlainView, n: number, part: number, fits: (u: Unit) => boolean): boolean {
  if (n <= 0) return true;
  const { units, without } = view;
  const places = placesOf(units, part, fits);
  let still = n;
  for (let p = 0; p < places.length; p++) {
    const i = places[p]!;
    if (without.size > 0 && without.has((units[i] as Unit).source)) continue;
    const before = taken[i] as number;
    const now = Math.min(still, (units[i] as Unit).amount - before);
    if (now === 0) continue;
    if (before === 0) touched.push(i);
    taken[i] = before + now;
    still -= now;
    if (still === 0) return true;
  }
  return false;
}

/**
 * The places of the units a part of a cost may take from, in order, for each list of units
 * (shared by the lists made from one by leaving sources out), found when first asked: "what may
 * I do now" tests a thousand abilities on the board's units, and a {W} where white sources are
 * few and wide would otherwise pass over every narrower unit each time. `part` names the part and
 * the mask of mana spent as though it were any colour, which `fits` reads.
 */
const placesByUnits = new WeakMap<readonly Unit[], Map<number, Int32Array>>();

function placesOf(units: readonly Unit[], part: number, fits: (u: Unit) => boolean): Int32Array {
  let byPart = placesByUnits.get(units);
  if (byPart === undefined) placesByUnits.set(units, (byPart = new Map()));
  let places = byPart.get(part);
  if (places === undefined) {
    const found: number[] = [];
    for (let i = 0; i < units.length; i++) if (fits(units[i] as Unit)) found.push(i);
    byPart.set(part, (places = Int32Array.from(found)));
  }
  return places;
}

/** CR 601.2h: true if a payment of `cost` from plain `sources` is found at once; false means "ask the flows". */
export function plainlyPayable(cost: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions): boolean {
  return paysFrom(cost, plainView(sources), options);
}

/**
 * plainlyPayable for `sources` less the ones whose ids are in `left` — what it answers for the
 * list withoutSources would make (source-lists.ts), whose view is this one — without making the
 * list: "what may I do now" asks it of every ability whose cost taps its own mana source.
 */
export function plainlyPayableWithout(cost: ManaAmount, sources: readonly ManaSourceOption[], left: ReadonlySet<string>, options: SolveOptions): boolean {
  const whole = plainView(sources);
  return paysFrom(cost, whole && { units: whole.units, without: whole.without.size === 0 ? left : new Set([...whole.without, ...left]) }, options);
}

function paysFrom(cost: ManaAmount, view: PlainView | null, options: SolveOptions): boolean {
  if (!count(options.lifeBudget) || !count(options.libraryBudget)) return false;
  const parts = [cost.W, cost.U, cost.B, cost.R, cost.G, cost.C, cost.S, cost.generic];
  if (!parts.every((n) => Number.isSafeInteger(n) && n >= 0)) return false;
  if (!view) return false;
  if (taken.length < view.units.length) taken = new Float64Array(view.units.length * 2);
  try {
    return paysSymbolBySymbol(view, parts, anyColourMask(options.anyColor));
  } finally {
    for (const i of touched) taken[i] = 0;
    touched.length = 0;
  }
}

/** CR 107.4a, 107.4c: each coloured and {C} symbol needs mana of its type; then 107.4h: {S} snow mana; then 107.4b: generic, any mana. */
function paysSymbolBySymbol(view: PlainView, parts: readonly number[], anyColour: number): boolean {
  for (let i = 0; i < TYPES.length; i++) {
    const bit = 1 << i;
    // CR 609.4b: mana of a type a rule names pays a coloured symbol as though it were any colour; {C} isn't a colour, and convoke or delve (`pays` limited) is no mana spent.
    const fits = bit === C_BIT ? (u: Unit) => (u.mask & u.pays & bit) !== 0 : (u: Unit) => (u.mask & u.pays & bit) !== 0 || (u.mana && (u.mask & anyColour) !== 0);
    if (!take(view, parts[i] as number, (anyColour << 3) | i, fits)) return false;
  }
  return take(view, parts[6] as number, 6, (u) => u.snow && (u.pays & S_BIT) !== 0) && take(view, parts[7] as number, 7, (u) => (u.pays & GENERIC_BIT) !== 0);
}

/**
 * CR 609.4b: the types of mana (by bit, as `typeBits` writes them) that may be spent as though they were any
 * colour. Plain sources have no mana in their costs, so every payment here is of the cost
 * itself, where a rule limited to it (`costOnly`) applies too.
 */
function anyColourMask(anyColor: SolveOptions['anyColor']): number {
  if (anyColor === undefined || anyColor === false) return 0;
  if (anyColor === true) return (1 << TYPES.length) - 1;
  let mask = 0;
  for (const rule of anyColor) mask |= typeBits(rule.types);
  return mask;
}
