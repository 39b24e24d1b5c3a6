/**
 * The groups of a grouping (solver-grouping.ts) as one cost reads them: the hub each draws on,
 * how many of a group's sources are worth activating within the budgets, and what a group of
 * "mana of any one type" may be dedicated to. A model is built for each cost a question asks of a
 * list (solver-model.ts); the grouping is the list's, whatever the cost.
 */
import { hubOf, type SourcesGroup } from './grouping-reads.js';
import type { Group } from './solver-group.js';
import { paysOf, TYPES, type Budgets } from './solver-kinds.js';
import type { TapHubs } from './solver-tap-sets.js';
import type { ManaType } from './symbols.js';

/**
 * A grouping's groups that read nothing of a cost, by place, as finishGroups finished them: each
 * spends nothing (or draws on a hub) and makes no mana of one chosen type, so it is the same for
 * every cost. Filled as costs are read; an X prompt reads one grouping of thousands of groups for
 * each X it tries.
 */
export type Steady = (Group | undefined)[];

/**
 * The groups as a cost reads them (`demand`, `total`): the hub each draws from, how many
 * activations are worth making, the types a one-type group may be dedicated to. `steady`: the
 * grouping's (solver-grouping.ts), which this reads and fills.
 */
export function finishGroups(groups: readonly SourcesGroup[], hubs: TapHubs, steady: Steady, demand: readonly number[], total: number, budget: Budgets): Group[] {
  // What each type is asked for in all layers: dedicating more sources to a type never helps.
  const perType = new Map<ManaType, number>(TYPES.map((t) => [t, 0]));
  for (let k = 0; k < demand.length; k++) {
    const p = paysOf(k) as ManaType;
    if (perType.has(p)) perType.set(p, (perType.get(p) as number) + (demand[k] as number));
  }
  // A loop, with no closure over a group: this makes each of a large board's groups for each cost a question reads.
  const finished = new Array<Group>(groups.length);
  for (let gi = 0; gi < groups.length; gi += 1) {
    const known = steady[gi];
    if (known !== undefined) {
      finished[gi] = known;
      continue;
    }
    const g = groups[gi]!;
    const hub = hubOf(g, gi, hubs);
    // It spends something and draws on no hub.
    const counted = hub < 0 && spendsSome(g.cost);
    const maxActive = counted ? mostActive(g, total, budget) : g.members.length;
    let demanded: readonly ManaType[] = NONE_DEMANDED;
    let need: readonly number[] = NO_NEED;
    if (g.oneType) {
      const types: ManaType[] = [];
      const needs: number[] = [];
      for (const t of g.produces) {
        const n = perType.get(t) ?? 0;
        if (n > 0 && (!g.only || g.only.includes(t))) {
          types.push(t);
          needs.push(n);
        }
      }
      demanded = types;
      need = needs;
    }
    // A plain literal, not a spread: groups are read in the flow's inner loops, and spread objects were slow to read there.
    const { produces, amount, snow, only, tier, cost, oneType, exclusive, fixed, layer, layers, members } = g;
    finished[gi] = { produces, amount, snow, only, tier, cost, oneType, exclusive, fixed, layer, layers, members, hub, counted, maxActive, demanded, need };
    if (!counted && !oneType) steady[gi] = finished[gi];
  }
  return finished;
}

/** What a group that isn't one-type is dedicated to: nothing (one list for all of them). */
const NONE_DEMANDED: readonly ManaType[] = Object.freeze([]);
const NO_NEED: readonly number[] = Object.freeze([]);

/** Whether an activation spends some resource. */
function spendsSome(cost: readonly number[]): boolean {
  for (let k = 0; k < cost.length; k += 1) if (cost[k]! > 0) return true;
  return false;
}

/** The most activations of a counted group worth making: no more than its members, than make `total`, or than each resource's budget pays for. */
function mostActive(g: SourcesGroup, total: number, budget: Budgets): number {
  let most = Math.min(g.members.length, Math.ceil(total / g.amount));
  for (let k = 0; k < g.cost.length; k += 1) {
    const n = g.cost[k]!;
    if (n > 0) most = Math.min(most, Math.floor((budget[k] as number) / n));
  }
  return most;
}
