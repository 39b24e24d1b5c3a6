/**
 * The payability solver's model (solver.ts runs the flows): identical sources grouped,
 * preference tiers, and the combinations of choices a plain flow can't express, which
 * the solver enumerates.
 *
 * Bound on the combinations (see docs/performance.md). With demand d_t for each mana
 * type t (the cost's {W}…{G} and {C} parts), a group of k identical "N mana of any one
 * type" sources (amount a ≥ 2) whose types meet two or more demanded types offers the
 * maximal ways to dedicate n_t of its sources to each demanded type t, with
 * n_t ≤ min(k, ⌈d_t / a⌉) and Σ n_t ≤ k (the others pay only generic and {S}: dedicating
 * a source to a type never hurts, and more than ⌈d_t / a⌉ for one type never helps).
 * That is at most Π_t (⌈d_t / a⌉ + 1) ways, whatever k is: for Gilded Lotus (a = 3) and
 * a 10-symbol cost, at most 2^5 = 32; one Lotus and {W}{U}{B}, 3. A group of identical
 * sources that spend a budgeted resource (life, library cards) other than 1 for 1 mana
 * offers 0…⌈total / a⌉ activations when a budget binds; sources that exclude each other
 * offer the ways solver-exclusion.ts lists (one of them or none, when each holds one key), and
 * c sets of them alike (c Caverns of Souls) how many take each way: C(c + m − 1, m − 1).
 * The solver tries the product of the groups' offers (pruned by the budgets, each after the first
 * spending a flow from the question's chain budget), after a relaxed flow (every choice at once at
 * its most, capped where choices exclude each other or share a budget: solver-relaxed.ts) has said yes;
 * boards with no such group are one flow. Sources that spend 1 of one resource for 1 mana
 * (Mana Confluence: 1 life; Millikin: 1 card milled) never add combinations: they draw
 * from that resource's hub inside the flow, whose capacity is the budget. Each tap set
 * (`tapsOneOf`, CR 602.2b) is a resource too, its size the budget: sources tapping one of it
 * for one mana draw from its hub, nested in the hubs of the sets it lies within (solver-tap-sets.ts);
 * when the activations that could tap its permanents outnumber them, each other group of identical
 * sources holding it offers 0…⌈total / a⌉ activations, as a life budget's do.
 */
import { alikeOptions, componentOptions, componentShape, exclusionComponents } from './solver-exclusion.js';
import { choicesFor, firstOption, listed, type Dim, type Group, type GroupChoice, type Option } from './solver-group.js';
import { componentCap, resourceCaps, type RelaxedCap } from './solver-relaxed.js';

export type { Dim, Group, GroupChoice, Option } from './solver-group.js';
import { exclusiveKeys, type AnyColorRule, type ManaPaysFor, type ManaSourceOption } from './solver-types.js';
import { drawsReader, drawsThrough, tapHubs, tapSetResources, type TapHubs, type TapSetResource } from './solver-tap-sets.js';
import type { ManaAmount, ManaType } from './symbols.js';

export const PAYS: readonly ManaPaysFor[] = ['W', 'U', 'B', 'R', 'G', 'C', 'S', 'generic'];
export const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/**
 * Resources that activations spend and a budget limits: life (CR 119.4: no more than the
 * player's life total) and cards in the library (CR 701.17b: no more mill than cards).
 */
export const RESOURCES = ['life', 'library'] as const;

/** Preference tiers, most preferred first. */
export const TIER_POOL = 0;
export const TIER_FREE = 1;
export const TIER_WEAR = 2;
export const TIER_LIFE = 3;
export const TIER_CONSUME = 4;
export const TIERS = 5;
/** The tier of the sources each resource's hub serves (a hub serves one tier only). */
export const HUB_TIERS: readonly number[] = [TIER_LIFE, TIER_WEAR];

export function tierOf(src: ManaSourceOption): number {
  if (src.inPool) return TIER_POOL;
  if ((src.lifeCost ?? 0) > 0) return TIER_LIFE;
  return src.penalty === 2 ? TIER_CONSUME : src.penalty === 1 ? TIER_WEAR : TIER_FREE;
}

export interface Config {
  readonly choices: readonly GroupChoice[];
  /** per resource, what its hub may still spend */
  readonly hubCap: readonly number[];
  /** every one-type source's mana may be any of its types, unit by unit (a relaxation) */
  readonly relaxed: boolean;
}

export interface Model {
  /** per demand kind: layer by layer, PAYS order in each (kind k pays PAYS[k % 8] of layer ⌊k / 8⌋) */
  readonly demand: readonly number[];
  /** CR 609.4b: the rules by which mana may be spent as though it were mana of any colour (none: []) */
  readonly anyColor: readonly AnyColorRule[];
  /** the last demand layer: the cost itself (the others are chain sources' costs) */
  readonly lastLayer: number;
  readonly total: number;
  /** per resource; the resource whose hub its hub draws on, or -1 (the flow's source); the one tier its hub serves */
  readonly budget: readonly number[];
  readonly hubParent: readonly number[];
  readonly hubTiers: readonly number[];
  readonly groups: readonly Group[];
  readonly base: readonly GroupChoice[];
  /** per resource, what groups that are not enumerated commit */
  readonly baseSpend: readonly number[];
  /** the choices to enumerate, two or more options each */
  readonly dims: readonly Dim[];
  readonly relaxed: Config;
  /** caps on some groups' mana together in the relaxed flow (solver-relaxed.ts) */
  readonly relaxedCaps: readonly RelaxedCap[];
  /** indices of the sources whose groups are enumerated */
  readonly enumerated: ReadonlySet<number>;
}

/** A node of the flow: some of one group's sources, all behaving alike in this configuration. */
export interface SourceNode {
  /** 'normal': each mana may be any produced type; 'typed': all of it is `type`; 'free': it pays only generic and {S} */
  readonly kind: 'normal' | 'typed' | 'free';
  readonly type: ManaType | null;
  readonly produces: readonly ManaType[];
  readonly snow: boolean;
  readonly only: readonly ManaPaysFor[] | undefined;
  readonly tier: number;
  readonly hub: number;
  readonly amount: number;
  readonly members: readonly number[];
  readonly cap: number;
  readonly layer: number;
  readonly layers: readonly number[] | null;
}

/** The part demand kind `k` pays, and its layer. */
export const paysOf = (k: number): ManaPaysFor => PAYS[k % PAYS.length] as ManaPaysFor;
export const layerOf = (k: number): number => Math.floor(k / PAYS.length);

/**
 * Can mana from this node pay demand kind `k`? CR 107.4a, 107.4c, 107.4h, 107.4b; CR 106.6
 * (a spending restriction, and mana made by a chain source pays only later layers); CR 609.4b
 * (spent as though it were any colour: any mana pays a coloured part).
 */
export function accepts(node: SourceNode, k: number, anyColor: readonly AnyColorRule[] = [], lastLayer = 0): boolean {
  const pays = paysOf(k);
  const layer = layerOf(k);
  if (layer < node.layer || (node.layers && !node.layers.includes(layer))) return false;
  if (node.only && !node.only.includes(pays)) return false;
  if (pays === 'S') return node.snow;
  if (pays === 'generic') return true;
  if (pays !== 'C' && !node.only && anyColorType(node, anyColor, layer === lastLayer) !== null) return true;
  if (node.kind === 'free') return false;
  return node.kind === 'typed' ? pays === node.type : node.produces.includes(pays);
}

/**
 * CR 609.4b: the type a unit from `node` may be made as, to be spent as though it were any
 * colour under one of `rules` (on the cost itself when `onCost`), or null if none allows it.
 */
export function anyColorType(node: SourceNode, rules: readonly AnyColorRule[], onCost: boolean): ManaType | null {
  const types = node.kind === 'normal' ? node.produces : [node.type ?? (node.produces[0] as ManaType)];
  for (const rule of rules) {
    if (rule.costOnly && !onCost) continue;
    const t = types.find((x) => rule.types.includes(x));
    if (t !== undefined) return t;
  }
  return null;
}

function checkCount(what: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}

/** Per resource, the most the activations may spend (Infinity: no limit). */
export type Budgets = readonly number[];

/** `costs`: the demand layers, paid in order (chain sources' costs, then the cost itself; see solver-chains.ts). */
export function buildModel(costs: readonly ManaAmount[], sources: readonly ManaSourceOption[], given: Budgets, anyColor: boolean | readonly AnyColorRule[] = false): Model {
  const demand = costs.flatMap((cost) => PAYS.map((p) => cost[p]));
  demand.forEach((d, i) => checkCount(`demand ${PAYS[i]}`, d));
  given.forEach((b, r) => b === Infinity || checkCount(`${RESOURCES[r]} budget`, b));
  const total = demand.reduce((a, b) => a + b, 0);
  // CR 602.2b: each set of permanents sources tap one of is a resource after life and the library, its size the budget.
  const sets = tapSetResources(sources, given.length);
  const budget = sets.size === 0 ? given : [...given, ...[...sets.values()].map((t) => t.size)];
  const { groups, hubs } = groupSources(sources, demand, total, budget, sets);
  // Tap sets' hubs nest and serve the tier solver-tap-sets.ts gives them; life's and the library's serve one tier each.
  const hubParent = hubs.parent;
  const hubTiers = hubs.tier.map((t, r) => (r < RESOURCES.length ? (HUB_TIERS[r] as number) : t));

  const components = exclusionComponents(groups);
  const exclusive = new Set(components.flat());
  // Does any budget bind when every group spends all it could?
  const binds = budget.some((b, r) => {
    const hubUnits = groups.reduce((n, g) => n + (drawsThrough(g.hub, r, hubParent) ? g.members.length : 0), 0);
    return groups.reduce((n, g) => n + (g.counted ? g.maxActive * (g.cost[r] as number) : 0), 0) + Math.min(hubUnits, total) > b;
  });

  const dims: Dim[] = [];
  // Per choice, what caps its groups in the relaxed flow: a component's cap, a counted group (capped by resource below), or nothing.
  const capOf: (RelaxedCap | number | null)[] = [];
  const baseSpend = budget.map(() => 0);
  // Hub groups spend through the hub inside the flow; counted ones commit their spending here.
  const spendOf = (g: Group, active: number) => g.cost.map((c) => (g.counted ? c * active : 0));
  groups.forEach((g, gi) => {
    if (exclusive.has(gi)) return;
    const enumerateActive = g.counted && binds;
    if (enumerateActive || (g.oneType && g.demanded.length >= 2)) {
      dims.push(listed(choicesFor(g, enumerateActive).map((c) => ({ set: [[gi, c]], spend: spendOf(g, c.active) }))));
      capOf.push(enumerateActive ? gi : null);
    } else {
      spendOf(g, g.maxActive).forEach((c, r) => (baseSpend[r] = (baseSpend[r] as number) + c));
    }
  });
  // Components alike (two Caverns of Souls) are one choice: how many take each option.
  const alike = new Map<string, number[][]>();
  for (const component of components) {
    const shape = componentShape(groups, component);
    const known = alike.get(shape);
    if (known) known.push(component);
    else alike.set(shape, [component]);
  }
  for (const same of alike.values()) {
    const options = componentOptions(groups, same[0] as number[], (g) => choicesFor(g, false), (g, c) => spendOf(g, c.active), budget.length);
    dims.push(same.length === 1 ? listed(options) : alikeOptions(same, options, budget.length));
    capOf.push(componentCap(groups, same.flat(), options, same.length));
  }

  const base = groups.map((g): GroupChoice => ({ active: g.maxActive, split: null }));
  const relaxed: Config = { choices: base, hubCap: budget.map((b) => Math.min(b, total)), relaxed: true };
  // A choice with one option is no choice: fold it into the base.
  const fixed = [...base];
  for (const dim of dims.filter((d) => d.size === 1)) {
    const only = firstOption(dim) as Option;
    for (const [gi, c] of only.set) fixed[gi] = c;
    only.spend.forEach((x, r) => (baseSpend[r] = (baseSpend[r] as number) + x));
  }
  const open = dims.filter((d) => d.size > 1);
  const openCaps = capOf.filter((_, i) => (dims[i] as Dim).size > 1);
  const counted = openCaps.filter((c): c is number => typeof c === 'number');
  const componentCaps = openCaps.filter((c): c is RelaxedCap => typeof c === 'object' && c !== null);
  // Relaxed, the groups drawing on a tap set's hub are capped with the counted ones instead (solver-core.ts).
  const tapHubbed = groups.flatMap((g, gi) => (g.hub >= RESOURCES.length ? [gi] : []));
  const relaxedCaps = [...componentCaps, ...resourceCaps(groups, [...counted, ...tapHubbed], budget, baseSpend, componentCaps.length)];
  // Every option of a choice names the same groups: the first tells which.
  const enumerated = new Set(open.flatMap((d) => (firstOption(d) as Option).set.flatMap(([gi]) => (groups[gi] as Group).members)));
  const rules = anyColor === true ? [{ types: TYPES, costOnly: false }] : anyColor === false ? [] : anyColor;
  return { demand, anyColor: rules, lastLayer: costs.length - 1, total, budget, hubParent, hubTiers, groups, base: fixed, baseSpend, dims: open, relaxed, relaxedCaps, enumerated };
}

const TYPE_BIT: Readonly<Record<string, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };
const PAY_BIT: Readonly<Record<string, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32, S: 64, generic: 128 };
/** The types of each 6-bit mask, in WUBRGC order, and the demand kinds of each 8-bit mask. */
const TYPES_OF: readonly (readonly ManaType[])[] = Array.from({ length: 64 }, (_, m) => TYPES.filter((_, i) => m & (1 << i)));
const PAYS_OF: readonly (readonly ManaPaysFor[])[] = Array.from({ length: 256 }, (_, m) => PAYS.filter((_, i) => m & (1 << i)));
const NO_ONLY = 256;

function checkCost(what: string, id: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} of ${id} must be a non-negative integer, got ${n}`);
}

/**
 * Identical sources share one group; sources that can make no mana, whose mana may pay nothing,
 * or whose costs exceed a budget, are left out. This runs once per question over every source,
 * so it keys groups by bit masks rather than by building lists.
 */
function groupSources(sources: readonly ManaSourceOption[], demand: readonly number[], total: number, budget: Budgets, sets: ReadonlyMap<string, TapSetResource>): { groups: Group[]; hubs: TapHubs } {
  type Raw = Omit<Group, 'demanded' | 'need' | 'hub' | 'counted' | 'maxActive'>;
  // What each type is asked for in all layers: dedicating more sources to a type never helps.
  const perType = new Map<ManaType, number>(TYPES.map((t) => [t, 0]));
  for (let k = 0; k < demand.length; k++) {
    const p = paysOf(k) as ManaType;
    if (perType.has(p)) perType.set(p, (perType.get(p) as number) + (demand[k] as number));
  }
  const typeDemand = (t: ManaType): number => perType.get(t) ?? 0;
  const groups: Raw[] = [];
  const byNumber = new Map<number, number>();
  const byString = new Map<string, number>();
  const lifeBudget = budget[0] as number;
  const libraryBudget = budget[1] as number;
  const drawsFor = drawsReader(sets, budget.length);
  for (let i = 0; i < sources.length; i++) {
    const src = sources[i] as ManaSourceOption;
    const amount = src.amount;
    checkCost('amount', src.id, amount);
    const life = src.inPool ? 0 : src.lifeCost ?? 0;
    const mill = src.inPool ? 0 : src.millCost ?? 0;
    if (life !== 0) checkCost('life cost', src.id, life);
    if (mill !== 0) checkCost('mill cost', src.id, mill);
    let mask = 0;
    for (const t of src.produces) mask |= TYPE_BIT[t] ?? 0;
    const drawn = src.inPool || !src.tapsOneOf || src.tapsOneOf.length === 0 ? undefined : drawsFor(src.tapsOneOf);
    const draws = drawn?.draws;
    if (amount === 0 || mask === 0 || life > lifeBudget || mill > libraryBudget || (draws && draws.some((n, r) => n > (budget[r] as number)))) continue;
    let onlyMask = NO_ONLY;
    if (src.only) {
      onlyMask = 0;
      for (const p of src.only) onlyMask |= PAY_BIT[p] ?? 0;
    }
    const tier = tierOf(src);
    const fixed = src.mana && (mask & (mask - 1)) !== 0 ? TYPES.map((t) => src.mana?.filter((m) => m === t).length ?? 0) : null;
    if (fixed && fixed.reduce((a, b) => a + b, 0) !== amount) throw new RangeError(`mana of ${src.id} must be ${amount} mana`);
    // CR 106.6: mana its restriction lets pay no part and no layer is never worth activating.
    if (onlyMask === 0 || src.layers?.length === 0) continue;
    const oneType = !fixed && !src.inPool && src.oneType === true && amount > 1 && (mask & (mask - 1)) !== 0;
    const exclusive = src.inPool ? [] : exclusiveKeys(src);
    const layer = src.layer ?? 0;
    const layers = src.layers ?? null;
    const bits = mask | (onlyMask << 6) | (tier << 15) | ((src.snow ? 1 : 0) << 18) | ((oneType ? 1 : 0) << 19);
    // A number when it fits (bits, then amount, then what it draws: 0 for nothing, past 2^52 never), else a string.
    const drawKind = drawn?.kind ?? 0;
    const numeric = life === 0 && mill === 0 && amount < 2 ** 16 && drawKind < 2 ** 16 && !fixed && layer === 0 && !layers;
    // A source excluding others is a group of its own, whatever it is like.
    const key = exclusive.length > 0
      ? null
      : numeric
        ? bits + 2 ** 20 * amount + 2 ** 36 * drawKind
        : `${bits}|${amount}|${life}|${mill}|${fixed?.join(',') ?? ''}|${layer}|${layers?.join(',') ?? '*'}|${drawKind}`;
    let g = key === null ? undefined : typeof key === 'number' ? byNumber.get(key) : byString.get(key);
    if (g === undefined) {
      const only = onlyMask === NO_ONLY ? undefined : PAYS_OF[onlyMask];
      const cost = draws ? draws.map((n, r) => (r === 0 ? life : r === 1 ? mill : n)) : budget.length > 2 ? budget.map((_, r) => (r === 0 ? life : r === 1 ? mill : 0)) : [life, mill];
      g = groups.push({ produces: TYPES_OF[mask] as ManaType[], amount, snow: src.snow, only, tier, cost, oneType, exclusive, fixed, layer, layers, members: [] }) - 1;
      if (typeof key === 'number') byNumber.set(key, g);
      else if (key !== null) byString.set(key, g);
    }
    (groups[g] as Raw).members.push(i);
  }
  const hubs = tapHubs(groups, RESOURCES.length, budget.length);
  const made = groups.map((g, gi): Group => {
    const [life, mill] = g.cost as [number, number];
    const taps = g.cost.some((n, r) => r >= 2 && n > 0);
    const r = life > 0 ? 0 : mill > 0 ? 1 : -1;
    const hub = taps ? (hubs.hub[gi] as number) : r >= 0 && (life === 0 || mill === 0) && g.amount === 1 && g.cost[r] === 1 && g.tier === HUB_TIERS[r] ? r : -1;
    const counted = (r >= 0 || taps) && hub < 0;
    let maxActive = g.members.length;
    if (counted) {
      maxActive = Math.min(maxActive, Math.ceil(total / g.amount));
      // Each resource it spends: the budget over what one activation spends.
      g.cost.forEach((n, k) => n > 0 && (maxActive = Math.min(maxActive, Math.floor((budget[k] as number) / n))));
    }
    const demanded = g.oneType ? g.produces.filter((t) => typeDemand(t) > 0 && (!g.only || g.only.includes(t))) : [];
    const need = demanded.map(typeDemand);
    // A plain literal, not a spread: groups are read in the flow's inner loops, and spread objects were slow to read there.
    const { produces, amount, snow, only, tier, cost, oneType, exclusive, fixed, layer, layers, members } = g;
    return { produces, amount, snow, only, tier, cost, oneType, exclusive, fixed, layer, layers, members, hub, counted, maxActive, demanded, need };
  });
  return { groups: made, hubs };
}
