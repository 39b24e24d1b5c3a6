/**
 * The payability solver's sources that exclude each other (solver-model.ts): two {T}
 * abilities of one permanent, the ways of one ability, or a source that names the permanent
 * it taps besides its own (CR 602.2b: a Drum tapping a creature that is a mana source itself
 * uses up that creature's {T} too). Each source holds the keys of what it uses up; the
 * sources holding a key in common exclude each other. The engine gives the mana abilities that
 * tap another permanent as tap sets instead (solver-types.ts `tapsOneOf`, counted as budgets in
 * solver-model.ts): the ways below grow as a power of the Drums, the tap sets don't.
 */
import type { Dim, Group, GroupChoice, Option } from './solver-group.js';

/**
 * The groups that exclude each other, in connected sets: two groups are connected when they
 * hold a key in common (a key only one group holds excludes nothing).
 */
export function exclusionComponents(groups: readonly Pick<Group, 'exclusive'>[]): number[][] {
  // Loops, each list grown in place: this reads each of a large board's groups for each grouping.
  const holders = new Map<string, number[]>();
  for (let gi = 0; gi < groups.length; gi += 1) {
    const keys = groups[gi]!.exclusive;
    for (let at = 0; at < keys.length; at += 1) {
      const held = holders.get(keys[at]!);
      if (held === undefined) holders.set(keys[at]!, [gi]);
      else held.push(gi);
    }
  }
  const parent = groups.map((_, gi) => gi);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i] as number)));
  const live = [...holders.values()].filter((set) => set.length > 1);
  for (const set of live) for (const gi of set) parent[find(gi)] = find(set[0] as number);
  const inLive = new Set(live.flat());
  const byRoot = new Map<number, number[]>();
  for (let gi = 0; gi < groups.length; gi++) {
    if (!inLive.has(gi)) continue;
    const root = find(gi);
    const component = byRoot.get(root);
    if (component === undefined) byRoot.set(root, [gi]);
    else component.push(gi);
  }
  return [...byRoot.values()];
}

/** What a group's signature reads. */
type Signed = Pick<Group, 'produces' | 'amount' | 'snow' | 'only' | 'tier' | 'cost' | 'oneType' | 'fixed' | 'layer' | 'layers'>;

/** What makes two groups interchangeable apart from their keys. */
const groupSignature = (g: Signed): string => JSON.stringify([g.produces, g.amount, g.snow, g.only, g.tier, g.cost, g.oneType, g.fixed, g.layer, g.layers]);

/**
 * The options of one set of groups that exclude each other: each way to activate groups no
 * two of which share a key. Groups holding several shared keys (Springleaf Drum tapping a
 * creature that is a mana source itself) are each on or off; then, for each key no group that
 * is on holds, one group holding only that key (or none, when activating it spends a budgeted
 * resource such as life: being activated otherwise never hurts a payment). Groups alike in all but their keys
 * whose shared keys are the same (a Drum tapping either of two creatures nothing else uses)
 * are one choice: the first of them stands for all. Bound: with one group per key this is
 * one option per group (plus none when it costs life or cards), as for two {T} abilities of a
 * permanent; a Drum with m creatures that are mana sources themselves gives at most m + 1
 * options; d Drums sharing them at most (m + 1)^d.
 */
export function componentOptions(
  groups: readonly Group[],
  component: readonly number[],
  choicesFor: (g: Group) => readonly GroupChoice[],
  spendOf: (g: Group, c: GroupChoice) => readonly number[],
  resources: number,
): Option[] {
  const holders = new Map<string, number>();
  for (const gi of component) for (const k of (groups[gi] as Group).exclusive) holders.set(k, (holders.get(k) ?? 0) + 1);
  const shared = (gi: number) => (groups[gi] as Group).exclusive.filter((k) => (holders.get(k) ?? 0) > 1);
  const seen = new Set<string>();
  const kept = component.filter((gi) => {
    const key = `${[...shared(gi)].sort().join('\u0000')}|${groupSignature(groups[gi] as Group)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const several = kept.filter((gi) => shared(gi).length > 1);
  const single = new Map<string, number[]>();
  for (const gi of kept.filter((g) => shared(g).length === 1)) single.set(shared(gi)[0] as string, [...(single.get(shared(gi)[0] as string) ?? []), gi]);
  const off: GroupChoice = { active: 0, split: null };
  const out: Option[] = [];
  const on: (readonly [number, GroupChoice])[] = [];
  const taken = new Set<string>();
  const add = (spent: readonly number[], g: Group, c: GroupChoice) => spendOf(g, c).map((x, r) => x + (spent[r] as number));
  const finish = (spent: readonly number[]) => {
    const chosen = new Map(on);
    out.push({ set: component.map((gi) => [gi, chosen.get(gi) ?? off] as const), spend: spent });
  };
  const costly = (g: Group) => choicesFor(g).some((c) => spendOf(g, c).some((x) => x > 0));
  const keys = [...single.keys()];
  const walkSingles = (i: number, spent: readonly number[]): void => {
    if (i === keys.length) return finish(spent);
    const key = keys[i] as string;
    const members = single.get(key) as number[];
    if (!taken.has(key)) {
      for (const gi of members) {
        for (const c of choicesFor(groups[gi] as Group)) {
          on.push([gi, c]);
          walkSingles(i + 1, add(spent, groups[gi] as Group, c));
          on.pop();
        }
      }
    }
    // None of them: when the key is taken, or when activating one spends a budgeted resource (being on otherwise never hurts).
    if (taken.has(key) || members.some((gi) => costly(groups[gi] as Group))) walkSingles(i + 1, spent);
  };
  const walkSeveral = (i: number, spent: readonly number[]): void => {
    if (i === several.length) return walkSingles(0, spent);
    const gi = several[i] as number;
    const g = groups[gi] as Group;
    const mine = shared(gi);
    if (!mine.some((k) => taken.has(k))) {
      mine.forEach((k) => taken.add(k));
      for (const c of choicesFor(g)) {
        on.push([gi, c]);
        walkSeveral(i + 1, add(spent, g, c));
        on.pop();
      }
      mine.forEach((k) => taken.delete(k));
    }
    walkSeveral(i + 1, spent);
  };
  walkSeveral(0, Array.from({ length: resources }, () => 0));
  return out;
}

/**
 * What makes two exclusion components interchangeable: their groups, in order, alike in all but
 * their keys (and as many members), and holding keys in the same pattern (each key named by where
 * it first appears in the component). Two Caverns of Souls are alike; a Cavern and an Eldrazi
 * Temple are not. How many of a group's sources are worth activating (finishGroups) follows from
 * these, the cost and the budgets, so it needs no place here: a grouping's shapes serve each cost.
 */
export function componentShape(groups: readonly (Signed & Pick<Group, 'members' | 'exclusive'>)[], component: readonly number[]): string {
  const local = new Map<string, number>();
  return component
    .map((gi) => {
      const g = groups[gi]!;
      const keys = g.exclusive.map((k) => local.get(k) ?? (local.set(k, local.size), local.size - 1));
      return `${groupSignature(g)}|${g.members.length}|${keys.join(',')}`;
    })
    .join(';');
}

/**
 * The options of components alike (componentShape), given the options of the first: how many of
 * them take each option, the first n₀ option 0, the next n₁ option 1, and so on. Components alike
 * are interchangeable, so this offers every payment their product does, in C(c + m − 1, m − 1)
 * options for c components of m options rather than m^c (twenty Caverns of Souls: 21, not
 * 2^20). The first option is every component's first. Each option names every component's
 * groups, so the options are made one at a time as they are read, and an option's groups only
 * when they are asked for: a payment that stops at the first option reads c of them, not
 * C(c + m − 1, m − 1) times c (a hundred filter lands alike: 101 options of a hundred lands each).
 */
export function alikeOptions(components: readonly (readonly number[])[], options: readonly Option[], resources: number): Dim {
  const m = options.length;
  return { size: m === 0 ? 0 : compositions(components.length, m), options: { [Symbol.iterator]: () => alikeSequence(components, options, resources) }, alike: { components, options } };
}

/** C(c + m − 1, m − 1), the ways to share c components among m options (m ≥ 1), or Infinity past what a number holds exactly. */
function compositions(c: number, m: number): number {
  let ways = 1;
  for (let k = 1; k < m; k += 1) ways = (ways * (c + k)) / k;
  return Number.isSafeInteger(ways) ? ways : Infinity;
}

/**
 * alikeOptions' options in order: counts from (c, 0, …, 0) to (0, …, 0, c), each earlier count
 * taking as many as it can first. One generator function for every call, not a closure per
 * call (solver-nodes.ts `walk` says why).
 */
function* alikeSequence(components: readonly (readonly number[])[], options: readonly Option[], resources: number): Generator<Option> {
  const m = options.length;
  if (m === 0) return;
  const counts = new Array<number>(m).fill(0);
  counts[0] = components.length;
  for (;;) {
    yield alikeOption(components, options, counts.slice(), resources);
    // The next: the last count before the final one that can give one up gives it, and all after it go to the one right after it.
    let j = m - 2;
    while (j >= 0 && counts[j] === 0) j -= 1;
    if (j < 0) return;
    let rest = 1;
    for (let k = j + 1; k < m; k += 1) {
      rest += counts[k] as number;
      counts[k] = 0;
    }
    counts[j] = (counts[j] as number) - 1;
    counts[j + 1] = rest;
  }
}

/** The option in which the first counts[0] components take option 0, the next counts[1] option 1, and so on; its groups made when asked for. */
function alikeOption(components: readonly (readonly number[])[], options: readonly Option[], counts: readonly number[], resources: number): Option {
  const spend = new Array<number>(resources).fill(0);
  counts.forEach((n, j) => (options[j] as Option).spend.forEach((x, r) => (spend[r] = (spend[r] as number) + n * x)));
  return new AlikeOption(components, options, counts, spend);
}

/** One of alikeOptions' options: `counts[j]` of `components`, in order, take `options[j]`. */
class AlikeOption implements Option {
  #set: (readonly [number, GroupChoice])[] | undefined;

  constructor(
    readonly components: readonly (readonly number[])[],
    readonly options: readonly Option[],
    readonly counts: readonly number[],
    readonly spend: readonly number[],
  ) {}

  get set(): readonly (readonly [number, GroupChoice])[] {
    if (this.#set) return this.#set;
    const made: (readonly [number, GroupChoice])[] = [];
    for (let t = 0; t < this.components.length; t += 1) {
      const component = this.components[t]!;
      this.options[this.optionAt(t)]!.set.forEach(([, choice], p) => made.push([component[p] as number, choice]));
    }
    return (this.#set = made);
  }

  /** The option component `t` takes. */
  optionAt(t: number): number {
    let end = 0;
    for (let j = 0; j < this.counts.length; j += 1) if (t < (end += this.counts[j]!)) return j;
    return this.counts.length - 1;
  }

  /** Sets component `t`'s groups in `choices` to their choices in its option. */
  writeComponent(choices: GroupChoice[], t: number): void {
    const component = this.components[t]!;
    const set = this.options[this.optionAt(t)]!.set;
    for (let p = 0; p < set.length; p += 1) choices[component[p]!] = set[p]![1];
  }
}

/**
 * Sets `choices` to `option`'s choices. When `previous`, the option they hold for the same
 * groups, is another of the same components alike (alikeOptions), only the components whose
 * option differs are set: those between where an option's components begin in one and in the
 * other. alikeOptions' options in order differ in a few components each, and a search that
 * reads them one after another (solver-nodes.ts) sets c choices once, not at each option (a
 * thousand filter lands alike: a thousand options of a thousand lands each).
 */
export function writeOption(choices: GroupChoice[], option: Option, previous: Option | undefined): void {
  if (!(option instanceof AlikeOption) || !(previous instanceof AlikeOption) || previous.components !== option.components || previous.options !== option.options) {
    for (const [gi, c] of option.set) choices[gi] = c;
    return;
  }
  let now = 0;
  let before = 0;
  for (let j = 0; j + 1 < option.counts.length; j += 1) {
    now += option.counts[j]!;
    before += previous.counts[j]!;
    for (let t = Math.min(now, before); t < Math.max(now, before); t += 1) option.writeComponent(choices, t);
  }
}
