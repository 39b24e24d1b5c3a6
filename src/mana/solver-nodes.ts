/**
 * The payability solver's configurations (solver-model.ts builds the model they choose
 * from): every combination of the enumerated choices within the budgets, and the flow nodes
 * of one configuration.
 */
import { TYPES, type Config, type Dim, type Group, type GroupChoice, type Model, type SourceNode } from './solver-model.js';
import type { ManaType } from './symbols.js';

/** Every configuration worth a flow, within the budgets. */
export function* configurations(model: Model): Generator<Config> {
  if (model.baseSpend.every((x, r) => x <= (model.budget[r] as number))) yield* walk(model, [...model.base], 0, model.baseSpend);
}

/**
 * The configurations that set dimensions `d` onwards, `choices` holding the earlier ones.
 * One generator function for every model, not one per call: each generator function's
 * objects get a hidden class of their own in V8, and the `yield*` here then missed V8's
 * caches on every step (docs/performance-history.md, seventh round).
 */
function* walk(model: Model, choices: GroupChoice[], d: number, spent: readonly number[]): Generator<Config> {
  const { dims, budget, total } = model;
  if (d === dims.length) {
    yield { choices: [...choices], hubCap: budget.map((b, r) => Math.min(b - (spent[r] as number), total)), relaxed: false };
    return;
  }
  for (const option of (dims[d] as Dim).options) {
    const next = spent.map((x, r) => x + (option.spend[r] as number));
    if (next.some((x, r) => x > (budget[r] as number))) continue;
    for (const [gi, c] of option.set) choices[gi] = c;
    yield* walk(model, choices, d + 1, next);
  }
}

/** One node of group `g`'s `members` (none without members). */
function node(g: Group, kind: SourceNode['kind'], type: ManaType | null, members: readonly number[], amount = g.amount): SourceNode[] {
  return members.length === 0
    ? []
    : [{ kind, type, produces: g.produces, snow: g.snow, only: g.only, tier: g.tier, hub: g.hub, amount, members, cap: members.length * amount, layer: g.layer, layers: g.layers }];
}

/** The flow nodes of one configuration. */
export function nodesFor(model: Model, config: Config): SourceNode[] {
  return model.groups.flatMap((g, gi) => {
    const choice = config.choices[gi] as GroupChoice;
    const active = g.members.slice(0, choice.active);
    // CR 106.1a: a fixed combination is one node per type it makes; they share the members, which the configuration activated together.
    const fixed = g.fixed;
    if (fixed) return TYPES.flatMap((t, i) => ((fixed[i] as number) > 0 ? node(g, 'typed', t, active, fixed[i]) : []));
    if (config.relaxed || !g.oneType) return node(g, 'normal', null, active);
    if (g.demanded.length === 0) return node(g, 'free', g.produces[0] as ManaType, active);
    if (g.demanded.length === 1) return node(g, 'typed', g.demanded[0] as ManaType, active);
    const split = choice.split ?? g.demanded.map(() => 0);
    let next = 0;
    const typed = g.demanded.flatMap((t, i) => {
      const members = active.slice(next, next + (split[i] as number));
      next += split[i] as number;
      return node(g, 'typed', t, members);
    });
    return [...typed, ...node(g, 'free', g.produces[0] as ManaType, active.slice(next))];
  });
}
