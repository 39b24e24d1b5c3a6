/**
 * What the solver reads of a grouping's groups (solver-grouping.ts) whatever the cost, worked
 * out once for each grouping rather than for each model (solver-model.ts builds one for each
 * cost: an X prompt asks a plan's list about each X it tries): the hub each group draws on, the
 * groups that exclude each other and their sets alike in shape (solver-exclusion.ts), and the
 * classes of groups whose flow nodes may be merged (solver-nodes.ts).
 */
import { componentShape, exclusionComponents } from './solver-exclusion.js';
import type { Group } from './solver-group.js';
import { HUB_TIERS, layerBits, payBits, typeBits } from './solver-kinds.js';
import type { TapHubs } from './solver-tap-sets.js';

/** A group as the sources alone make it, before a cost is read (solver-grouping.ts's `Raw`). */
export type SourcesGroup = Omit<Group, 'demanded' | 'need' | 'hub' | 'counted' | 'maxActive'>;

export interface GroupingReads {
  /** the groups that exclude each other (in connected sets: solver-exclusion.ts `exclusionComponents`) */
  readonly exclusive: ReadonlySet<number>;
  /**
   * The components alike (two Caverns of Souls), in the order of their first: alike in their shape
   * (solver-exclusion.ts `componentShape`), but for how many of each group's sources are worth
   * activating, which the cost says. Each set is one choice of a model, and `groups` all of theirs.
   */
  readonly alikeComponents: readonly ComponentsAlike[];
  /** per group, its class of groups alike whose flow nodes may be merged (solver-nodes.ts), or -1; null when no group has one */
  readonly alike: readonly number[] | null;
}

/**
 * The resource whose hub the group at `gi` draws from, or -1: a tap set's, as `hubs` says (CR
 * 602.2b), or life's or the library's for a group spending 1 of it for 1 mana and nothing else, of
 * the tier that hub serves (Mana Confluence, Millikin).
 */
export function hubOf(g: SourcesGroup, gi: number, hubs: TapHubs): number {
  const [life, mill] = g.cost as [number, number];
  for (let r = 2; r < g.cost.length; r += 1) if (g.cost[r]! > 0) return hubs.hub[gi] as number;
  const r = life > 0 ? 0 : mill > 0 ? 1 : -1;
  return r >= 0 && (life === 0 || mill === 0) && g.amount === 1 && g.cost[r] === 1 && g.tier === HUB_TIERS[r] ? r : -1;
}

/** Components alike, and the groups of all of them. */
export interface ComponentsAlike {
  readonly components: readonly (readonly number[])[];
  readonly groups: readonly number[];
}

export function groupingReads(groups: readonly SourcesGroup[], hubs: TapHubs): GroupingReads {
  const components = exclusionComponents(groups);
  const byShape = new Map<string, (readonly number[])[]>();
  for (const component of components) {
    const shape = componentShape(groups, component);
    const known = byShape.get(shape);
    if (known) known.push(component);
    else byShape.set(shape, [component]);
  }
  // Worked out once for the grouping: a model is built for each cost (an X prompt's thousands of Rugged Prairies, for each X it tries).
  const alikeComponents = [...byShape.values()].map((same) => ({ components: same, groups: same.flat() }));
  return { exclusive: new Set(components.flat()), alikeComponents, alike: alikeClasses(groups, hubs) };
}

/**
 * Per group of permanents whose abilities exclude each other, a class (from 0) shared with the
 * groups alike in their mana (a fixed combination's too, CR 106.1a), tier, hub and layers; -1 for
 * the others; null when there is no such group.
 */
function alikeClasses(groups: readonly SourcesGroup[], hubs: TapHubs): number[] | null {
  if (!groups.some((g) => g.exclusive.length > 0)) return null;
  const ids = new Map<number | string, number>();
  const classes = new Array<number>(groups.length);
  for (let gi = 0; gi < groups.length; gi += 1) {
    const g = groups[gi]!;
    if (g.exclusive.length === 0) {
      classes[gi] = -1;
      continue;
    }
    const hub = hubOf(g, gi, hubs);
    const key =
      likenessKey(g, hub) ??
      `${g.produces.join('')}|${g.snow}|${g.only?.join(',') ?? '*'}|${g.tier}|${hub}|${g.layer}|${g.layers?.join(',') ?? '*'}|${g.fixed?.join(',') ?? ''}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    classes[gi] = id;
  }
  return classes;
}

/**
 * alikeClasses' key as a number, when it fits: the mana, what it may pay (none said: every part),
 * tier, snow, hub, layer and layers as bits, and a fixed combination's counts; else null (it
 * writes them out). A large board has thousands of such groups in each grouping (1,250 lands
 * making {B}{G} or {R}).
 */
function likenessKey(g: SourcesGroup, hub: number): number | null {
  const layers = g.layers === null ? 0 : layerBits(g.layers);
  if (layers < 0 || hub + 1 >= 2 ** 10 || g.layer >= 2 ** 4 || g.tier >= 2 ** 3) return null;
  const only = g.only === undefined ? 2 ** 8 : payBits(g.only);
  // Below 2^44: the types (6 bits), what it may pay (9), tier (3), snow (1), hub + 1 (10), layer (4), the layers (LAYER_BITS = 11).
  const key = typeBits(g.produces) + 2 ** 6 * only + 2 ** 15 * g.tier + 2 ** 18 * (g.snow ? 1 : 0) + 2 ** 19 * (hub + 1) + 2 ** 29 * g.layer + 2 ** 33 * layers;
  if (!g.fixed) return key;
  // A fixed combination's, below zero: with no layers (the key below 2^33), each type's count below 2^3 (18 bits over WUBRGC).
  if (layers !== 0) return null;
  let counts = 0;
  for (let t = g.fixed.length - 1; t >= 0; t -= 1) {
    const n = g.fixed[t]!;
    if (n >= 2 ** 3) return null;
    counts = counts * 2 ** 3 + n;
  }
  return -1 - (key + 2 ** 33 * counts);
}
