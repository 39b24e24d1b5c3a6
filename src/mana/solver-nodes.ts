/**
 * The payability solver's configurations (solver-model.ts builds the model they choose
 * from): every combination of the enumerated choices within the budgets, and the flow nodes
 * of one configuration.
 */
import { firstOption } from './solver-group.js';
import { TYPES, type Config, type Dim, type Group, type GroupChoice, type Model, type Option, type SourceNode } from './solver-model.js';
import type { ManaType } from './symbols.js';

/**
 * Whether the configurations that keep a partial configuration's choices could do what is asked
 * (a flow of it, relaxed where its choices are not yet made: solver-core.ts). No: none of them is
 * tried. Branch and bound: a bound of a few choices made leaves out the product of the rest.
 */
export type Viable = (partial: Config) => boolean;

/**
 * Every configuration worth a flow, within the budgets; with `viable`, after the first, only
 * those under partial configurations it says are viable. The first is tried with no bound asked
 * (a board whose first configuration pays pays in one flow, as before); after it, each choice
 * made but the last is bounded before the choices under it are walked.
 */
export function* configurations(model: Model, viable?: Viable): Generator<Config> {
  if (!model.baseSpend.every((x, r) => x <= (model.budget[r] as number))) return;
  const open = viable ? model.dims.map((dim) => (firstOption(dim) as Option).set.map(([gi]) => gi)) : [];
  // How many configurations each depth's subtree holds, from the last choice up.
  const under = model.dims.map(() => 1);
  for (let d = model.dims.length - 1, n = 1; d >= 0; d--) under[d] = n = Math.min(n * (model.dims[d] as Dim).size, Number.MAX_SAFE_INTEGER);
  const walked: Walk = { model, viable, open, under, leaves: 0 };
  yield* walk(walked, [...model.base], 0, model.baseSpend);
}

/** A bound over two configurations saves at most one flow, and costs one: only larger subtrees are bounded. */
const MIN_BOUNDED = 3;

/** What one walk of the configurations reads: the model, its bound, each choice's groups, the configurations given so far. */
interface Walk {
  readonly model: Model;
  readonly viable: Viable | undefined;
  readonly open: readonly (readonly number[])[];
  readonly under: readonly number[];
  leaves: number;
}

/**
 * The configurations that set dimensions `d` onwards, `choices` holding the earlier ones.
 * One generator function for every model, not one per call: each generator function's
 * objects get a hidden class of their own in V8, and the `yield*` here then missed V8's
 * caches on every step (docs/performance-history.md, seventh round).
 */
function* walk(w: Walk, choices: GroupChoice[], d: number, spent: readonly number[]): Generator<Config> {
  const { dims, budget, total } = w.model;
  const hubCap = (): number[] => budget.map((b, r) => Math.min(b - (spent[r] as number), total));
  if (d === dims.length) {
    w.leaves += 1;
    yield { choices: [...choices], hubCap: hubCap(), relaxed: false };
    return;
  }
  if (d > 0 && w.viable && w.leaves > 0 && (w.under[d] as number) >= MIN_BOUNDED && !w.viable(partial(w, choices, d, hubCap()))) return;
  for (const option of (dims[d] as Dim).options) {
    const next = spent.map((x, r) => x + (option.spend[r] as number));
    if (next.some((x, r) => x > (budget[r] as number))) continue;
    for (const [gi, c] of option.set) choices[gi] = c;
    yield* walk(w, choices, d + 1, next);
  }
}

/** The choices before `d` made, the rest at their most as in the relaxed configuration (solver-model.ts). */
function partial(w: Walk, choices: readonly GroupChoice[], d: number, hubCap: readonly number[]): Config {
  const made = [...choices];
  for (let k = d; k < w.open.length; k++) for (const gi of w.open[k] as readonly number[]) made[gi] = w.model.relaxed.choices[gi] as GroupChoice;
  return { choices: made, hubCap, relaxed: true };
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
    // Relaxed, a one-type group whose split is not chosen may make any of its types, unit by unit.
    if (!g.oneType || (config.relaxed && choice.split === null)) return node(g, 'normal', null, active);
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
