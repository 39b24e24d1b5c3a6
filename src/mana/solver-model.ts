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
import { firstIn } from '../core/lists.js';
import { alikeOptions, componentOptions } from './solver-exclusion.js';
import { choicesFor, firstOption, listed, plainChoice, type Dim, type Group, type GroupChoice, type Option } from './solver-group.js';
import { finishGroups } from './finish-groups.js';
import { groupingOf } from './solver-grouping.js';
import { HUB_TIERS, layerOf, PAYS, paysOf, RESOURCES, TYPES, type Budgets } from './solver-kinds.js';
import { componentCap, resourceCaps, type RelaxedCap } from './solver-relaxed.js';

export type { Dim, Group, GroupChoice, Option } from './solver-group.js';
import type { AnyColorRule, ManaPaysFor, ManaSourceOption } from './solver-types.js';
import { drawsThrough } from './solver-tap-sets.js';
import type { ManaAmount, ManaType } from './symbols.js';

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
  /** per group, its class of groups alike whose flow nodes may be merged (grouping-reads.ts), or -1; null when none has one */
  readonly alike: readonly number[] | null;
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
    const t = firstIn(types, rule.types);
    if (t !== undefined) return t;
  }
  return null;
}

/** Throws a RangeError unless `n` is a count; `what` names it (worked out only then: a model reads a count for each demand kind of each layer). */
function checkCount(what: () => string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what()} must be a non-negative integer, got ${n}`);
}


/** `costs`: the demand layers, paid in order (chain sources' costs, then the cost itself; see solver-chains.ts). */
export function buildModel(costs: readonly ManaAmount[], sources: readonly ManaSourceOption[], given: Budgets, anyColor: boolean | readonly AnyColorRule[] = false): Model {
  const demand = costs.flatMap((cost) => PAYS.map((p) => cost[p]));
  demand.forEach((d, i) => checkCount(() => `demand ${paysOf(i)}`, d));
  given.forEach((b, r) => b === Infinity || checkCount(() => `${RESOURCES[r]} budget`, b));
  const total = demand.reduce((a, b) => a + b, 0);
  const { budget, raw, hubs, reads, steady } = groupingOf(sources, given);
  const groups = finishGroups(raw, hubs, steady, demand, total, budget);
  // Tap sets' hubs nest and serve the tier solver-tap-sets.ts gives them; life's and the library's serve one tier each.
  const hubParent = hubs.parent;
  const hubTiers = hubs.tier.map((t, r) => (r < RESOURCES.length ? (HUB_TIERS[r] as number) : t));

  const { alikeComponents, exclusive } = reads;
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
  // A loop, with no closure over each group: a large board's model has thousands.
  for (let gi = 0; gi < groups.length; gi += 1) {
    if (exclusive.has(gi)) continue;
    const g = groups[gi]!;
    const enumerateActive = g.counted && binds;
    if (enumerateActive || (g.oneType && g.demanded.length >= 2)) {
      dims.push(listed(choicesFor(g, enumerateActive).map((c) => ({ set: [[gi, c]], spend: spendOf(g, c.active) }))));
      capOf.push(enumerateActive ? gi : null);
    } else if (g.counted) {
      for (let r = 0; r < g.cost.length; r += 1) baseSpend[r] = (baseSpend[r] as number) + g.cost[r]! * g.maxActive;
    }
  }
  // Components alike (two Caverns of Souls) are one choice: how many take each option. How many of
  // a group's sources are worth activating follows from what their shape says of it.
  for (const { components: same, groups: all } of alikeComponents) {
    const options = componentOptions(groups, same[0] as readonly number[], (g) => choicesFor(g, false), (g, c) => spendOf(g, c.active), budget.length);
    dims.push(same.length === 1 ? listed(options) : alikeOptions(same, options, budget.length));
    capOf.push(componentCap(groups, all, options, same.length));
  }

  const base = groups.map((g) => plainChoice(g.maxActive));
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
  const tapHubbed: number[] = [];
  for (let gi = 0; gi < groups.length; gi += 1) if (groups[gi]!.hub >= RESOURCES.length) tapHubbed.push(gi);
  const relaxedCaps = [...componentCaps, ...resourceCaps(groups, [...counted, ...tapHubbed], budget, baseSpend, componentCaps.length)];
  // Every option of a choice names the same groups: the first tells which.
  const rules = anyColor === true ? [{ types: TYPES, costOnly: false }] : anyColor === false ? [] : anyColor;
  return { demand, anyColor: rules, lastLayer: costs.length - 1, total, budget, hubParent, hubTiers, groups, base: fixed, baseSpend, dims: open, relaxed, relaxedCaps, alike: reads.alike };
}

/**
 * The places of the sources whose groups a model's choices enumerate. Only a payment reads them
 * (solver-core.ts `solveLayers`); "can this be paid" never does, and an X prompt asks it of a
 * model of thousands of such sources for each X it tries.
 */
export function enumeratedSources(model: Model): ReadonlySet<number> {
  return new Set(model.dims.flatMap((d) => (firstOption(d) as Option).set.flatMap(([gi]) => (model.groups[gi] as Group).members)));
}
