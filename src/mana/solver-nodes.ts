/**
 * The payability solver's configurations (solver-model.ts builds the model they choose
 * from): every combination of the enumerated choices within the budgets, walked by branch and
 * bound, and the flow nodes of one configuration, permanents alike that took one way merged.
 */
import { firstOption } from './solver-group.js';
import { writeOption } from './solver-exclusion.js';
import { TYPES, withinBudgets } from './solver-kinds.js';
import type { Config, Dim, Group, GroupChoice, Model, Option, SourceNode } from './solver-model.js';
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
  if (overBudget(model, model.baseSpend)) return;
  const open = viable ? model.dims.map((dim) => (firstOption(dim) as Option).set.map(([gi]) => gi)) : [];
  // How many configurations each depth's subtree holds, from the last choice up.
  const under = model.dims.map(() => 1);
  for (let d = model.dims.length - 1, n = 1; d >= 0; d--) under[d] = n = Math.min(n * (model.dims[d] as Dim).size, Number.MAX_SAFE_INTEGER);
  const walked: Walk = { model, viable, open, under, leaves: 0 };
  yield* walk(walked, [...model.base], 0, model.baseSpend);
}

/**
 * When the model's one choice left is how many of one group's sources activate (a counted group:
 * Loam Dryads, each tapping two creatures for one mana), the configurations of 0, 1, 2, …
 * activations within the budgets, in that order; otherwise null. Each activation adds the same
 * to the group's supply and takes the same from the resources it spends, so every capacity of
 * the network is affine in the count, or the least of an affine one and a constant (a hub's),
 * and the most flow, the least cut over cuts each summing such capacities, is concave in it.
 */
export function countedConfigurations(model: Model): CountedConfigs | null {
  // Components alike are never one group's count (solver-two-ways.ts reads two ways of them), and
  // listing their options made C(c + m − 1, m − 1) of them: c² for c painlands of three.
  if (model.dims.length !== 1 || model.dims[0]!.alike !== undefined) return null;
  const options = [...(model.dims[0] as Dim).options].reverse();
  const gi = options[0]?.set[0]?.[0];
  const alone = options.every((o, n) => o.set.length === 1 && o.set[0]?.[0] === gi && o.set[0]?.[1].active === n && o.set[0]?.[1].split === null);
  if (gi === undefined || !alone) return null;
  const spents: number[][] = [];
  for (const option of options) {
    const spent = spentWith(model.baseSpend, option);
    if (overBudget(model, spent)) break;
    spents.push(spent);
  }
  return {
    length: spents.length,
    at(n) {
      const choices = [...model.base];
      choices[gi] = options[n]!.set[0]![1];
      return { choices, hubCap: hubCapLeft(model, spents[n]!), relaxed: false };
    },
  };
}

/**
 * The configurations of 0, 1, 2, … activations of a counted group (`countedConfigurations`), each
 * made when it is asked for: a search of them reads a few (count-climb.ts, `countReaching`), and
 * each holds a choice for every group of the model.
 */
export interface CountedConfigs {
  readonly length: number;
  at(n: number): Config;
}

/** What the resources have spent once `option` is taken too. */
const spentWith = (spent: readonly number[], option: Option): number[] => spent.map((x, r) => x + (option.spend[r] as number));
/** Whether `spent` is more than some resource has. */
export const overBudget = (model: Model, spent: readonly number[]): boolean => !withinBudgets(spent, model.budget);
/** What each resource's hub may still spend, after `spent` (no more than the cost asks: more never helps). */
export const hubCapLeft = (model: Model, spent: readonly number[]): number[] => model.budget.map((b, r) => Math.min(b - (spent[r] as number), model.total));

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
  const { dims } = w.model;
  if (d === dims.length) {
    w.leaves += 1;
    yield { choices: [...choices], hubCap: hubCapLeft(w.model, spent), relaxed: false };
    return;
  }
  if (d > 0 && w.viable && w.leaves > 0 && (w.under[d] as number) >= MIN_BOUNDED && !w.viable(partial(w, choices, d, hubCapLeft(w.model, spent)))) return;
  // The option whose choices `choices` holds for this choice's groups (the walk under it sets only later choices' groups).
  let held: Option | undefined;
  for (const option of (dims[d] as Dim).options) {
    const next = spentWith(spent, option);
    if (overBudget(w.model, next)) continue;
    writeOption(choices, option, held);
    held = option;
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

/**
 * The flow nodes of one configuration. Permanents alike whose abilities exclude each other are a
 * group each (solver-exclusion.ts), so that each may take an option of its own; the nodes of
 * those that took the same one are alike, and are merged here (twenty Caverns of Souls making
 * {C}: one node of twenty), so that a flow's size follows the kinds of source on the board, not
 * how many of each. A fixed combination is a node per type it makes (CR 106.1a), each merged with
 * that type's of the groups alike: the nodes of one class share their members, in one order.
 */
export function nodesFor(model: Model, config: Config): SourceNode[] {
  const classes = alikeClasses(model, config.relaxed);
  if (classes === null) return groupNodes(model, config);
  const out: (SourceNode | number[])[] = [];
  const at = new Map<number, number>();
  const firsts: SourceNode[] = [];
  // Alike when of one class and alike in kind, type and amount: one number says all four.
  const keyOf = (c: number, kind: SourceNode['kind'], type: ManaType | null, amount: number): number =>
    c < 0 || amount >= AMOUNTS ? -1 : ((c * KINDS.length + KINDS.indexOf(kind)) * (TYPES.length + 1) + (type === null ? TYPES.length : TYPES.indexOf(type))) * AMOUNTS + amount;
  const add = (key: number, n: SourceNode): void => {
    const known = key < 0 ? undefined : at.get(key);
    if (key < 0) out.push(n);
    else if (known === undefined) {
      at.set(key, out.length);
      firsts.push(n);
      out.push([...n.members]);
    } else (out[known] as number[]).push(...n.members);
  };
  // One node of the group's first `active` members, most often merged into another's: its members are read without making it (thousands of creatures' convoke).
  const merge = (g: Group, active: number, c: number, kind: SourceNode['kind'], type: ManaType | null, amount: number): void => {
    const key = keyOf(c, kind, type, amount);
    const known = key < 0 ? undefined : at.get(key);
    if (known === undefined) add(key, node(g, kind, type, g.members.slice(0, active), amount)[0] as SourceNode);
    else {
      const members = out[known] as number[];
      for (let m = 0; m < active; m++) members.push(g.members[m] as number);
    }
  };
  model.groups.forEach((g, gi) => {
    const choice = config.choices[gi] as GroupChoice;
    const c = classes[gi] as number;
    const fixed = g.fixed;
    if (fixed) {
      // CR 106.1a: a node per type it makes, as nodesOf makes them, each merged with that type's of its class (none: -1).
      if (choice.active > 0) for (let t = 0; t < TYPES.length; t++) if ((fixed[t] as number) > 0) merge(g, choice.active, c, 'typed', TYPES[t] as ManaType, fixed[t] as number);
      return;
    }
    const kind = c < 0 ? null : soleKind(g, choice, config.relaxed);
    if (kind === null) {
      for (const n of nodesOf(g, choice, config.relaxed)) add(keyOf(c, n.kind, n.type, n.amount), n);
    } else if (choice.active > 0) merge(g, choice.active, c, kind, soleType(g, kind), g.amount);
  });
  let f = 0;
  return out.map((n) => {
    if (!Array.isArray(n)) return n;
    const first = firsts[f++] as SourceNode;
    if (n.length === first.members.length) return first;
    const { kind, type, produces, snow, only, tier, hub, amount, layer, layers } = first;
    return { kind, type, produces, snow, only, tier, hub, amount, members: n, cap: n.length * amount, layer, layers };
  });
}

const KINDS: readonly SourceNode['kind'][] = ['normal', 'typed', 'free'];
/** Amounts from this up are never merged (none on a real board): the key stays a safe integer. */
const AMOUNTS = 1 << 16;

/**
 * Per group, a class (from 0) its nodes share with another's to be merged: the model's (its mana,
 * tier, hub and layers, grouping-reads.ts) and, relaxed, its cap; -1 for the groups that aren't
 * of permanents whose abilities exclude each other; null when the model has none. Relaxed, worked
 * out once per model.
 */
const cappedClassesOf = new WeakMap<Model, readonly number[]>();
function alikeClasses(model: Model, relaxed: boolean): readonly number[] | null {
  const alike = model.alike;
  if (!relaxed || alike === null) return alike;
  let known = cappedClassesOf.get(model);
  if (known === undefined) {
    const capOf = capsBySource(model);
    const caps = model.relaxedCaps.length + 1;
    const ids = new Map<number, number>();
    known = alike.map((c, gi) => {
      if (c < 0) return -1;
      const key = c * caps + (capOf[(model.groups[gi] as Group).members[0] as number] as number) + 1;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      return id;
    });
    cappedClassesOf.set(model, known);
  }
  return known;
}

/**
 * The relaxed cap (its index in the model's `relaxedCaps`) that holds each source, by the source's
 * index, or -1; worked out once per model (solver-core.ts draws a relaxed flow's nodes through
 * them). An array as long as the sources grouped, not a map: a model beside thousands of
 * convoking creatures caps each of them.
 */
const capsOf = new WeakMap<Model, Int32Array>();
export function capsBySource(model: Model): Int32Array {
  let capped = capsOf.get(model);
  if (capped === undefined) {
    let length = 0;
    for (const g of model.groups) if (g.members.length > 0) length = Math.max(length, (g.members[g.members.length - 1] as number) + 1);
    capped = new Int32Array(length).fill(-1);
    for (const [i, c] of model.relaxedCaps.entries()) for (const gi of c.groups) for (const m of (model.groups[gi] as Group).members) capped[m] = i;
    capsOf.set(model, capped);
  }
  return capped;
}

/** The nodes of every group, in group order. */
function groupNodes(model: Model, config: Config): SourceNode[] {
  return model.groups.flatMap((g, gi) => nodesOf(g, config.choices[gi] as GroupChoice, config.relaxed));
}

/** The nodes of one group in a configuration. */
function nodesOf(g: Group, choice: GroupChoice, relaxed: boolean): SourceNode[] {
  const active = g.members.slice(0, choice.active);
  // CR 106.1a: a fixed combination is one node per type it makes; they share the members, which the configuration activated together.
  const fixed = g.fixed;
  if (fixed) return TYPES.flatMap((t, i) => ((fixed[i] as number) > 0 ? node(g, 'typed', t, active, fixed[i]) : []));
  const kind = soleKind(g, choice, relaxed);
  if (kind !== null) return node(g, kind, soleType(g, kind), active);
  const split = choice.split ?? g.demanded.map(() => 0);
  let next = 0;
  const typed = g.demanded.flatMap((t, i) => {
    const members = active.slice(next, next + (split[i] as number));
    next += split[i] as number;
    return node(g, 'typed', t, members);
  });
  return [...typed, ...node(g, 'free', g.produces[0] as ManaType, active.slice(next))];
}

/**
 * The kind of a group's one node in a configuration, for a group making no fixed combination, or
 * null when it makes several (a one-type group whose sources are dedicated to two or more types
 * the cost asks for). Relaxed, a one-type group whose split is not chosen may make any of its
 * types, unit by unit.
 */
function soleKind(g: Group, choice: GroupChoice, relaxed: boolean): SourceNode['kind'] | null {
  if (!g.oneType || (relaxed && choice.split === null)) return 'normal';
  return g.demanded.length === 0 ? 'free' : g.demanded.length === 1 ? 'typed' : null;
}

/** The type of that node: none for a normal one, the one type asked for a typed one, a free one's first. */
const soleType = (g: Group, kind: SourceNode['kind']): ManaType | null => (kind === 'normal' ? null : kind === 'free' ? (g.produces[0] as ManaType) : (g.demanded[0] as ManaType));
