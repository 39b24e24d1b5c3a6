/**
 * CR 605.3b, 601.2g: a payment found with runs of chain sources alike read together
 * (`orderedPlan`, chain-plan.ts), told unit by unit. The flow paid the run's first cost from
 * before the run, and the others' costs together, partly with the run's own mana; here each of
 * the others gets its own share, and each unit of mana a run made gets a unit that made it,
 * so that every unit's cost is paid from mana made before it: what the order of activations
 * needs (the engine activates them in turn, `activateForSolution`).
 *
 * Part by part of the cost ({R}, generic), the run's own mana goes to its last units' costs and
 * the mana from before the run to its earliest ones (so each unit's cost takes as little of the
 * run's mana as it can, and as late as it can); each unit of the run's mana for its own costs is
 * made by the earliest unit before the one it pays for that can still make its type. If some
 * order pays, that one does: whether it does is a count at each unit (chain-plan.ts). The rest
 * of the run's mana, spent after the run, goes to the units with capacity left, those with no
 * mana spent yet first.
 */
import { choosesOneType, type ManaSolution, type ManaSourceOption, type ManaUse } from './solver-types.js';
import { PAYS } from './solver-kinds.js';
import type { ManaAmount, ManaType } from './symbols.js';
import { manaAmountTotal } from './value.js';

/** What one unit may still make: of each type (fixed mana), or of any of its types up to an amount. */
interface Capacity {
  readonly fixed: Map<ManaType, number> | null;
  any: number;
}

function capacityOf(c: ManaSourceOption): Capacity {
  const made = c.mana ?? (c.produces.length === 1 ? Array.from({ length: c.amount }, () => c.produces[0] as ManaType) : null);
  if (made === null) return { fixed: null, any: c.amount };
  const fixed = new Map<ManaType, number>();
  for (const t of made) fixed.set(t, (fixed.get(t) ?? 0) + 1);
  return { fixed, any: made.length };
}

/** Takes one unit of `type` from `cap` if it has one. */
function take(cap: Capacity, type: ManaType, produces: readonly ManaType[]): boolean {
  if (cap.any === 0) return false;
  if (cap.fixed) {
    const left = cap.fixed.get(type) ?? 0;
    if (left === 0) return false;
    cap.fixed.set(type, left - 1);
  } else if (!produces.includes(type)) return false;
  cap.any -= 1;
  return true;
}

/**
 * `solution` with each run of `runs` (units alike in the order activated, read as one: its
 * second unit's id names the others' costs) told unit by unit, or null if it can't be (then
 * the caller plans unit by unit).
 */
export function splitRuns(solution: ManaSolution, runs: readonly (readonly ManaSourceOption[])[]): ManaSolution | null {
  let uses: ManaUse[] = [...solution.uses];
  for (const run of runs) {
    if (run.length < 2) continue;
    const split = splitRun(uses, run);
    if (split === null) return null;
    uses = split;
  }
  return { ...solution, uses };
}

function splitRun(uses: readonly ManaUse[], run: readonly ManaSourceOption[]): ManaUse[] | null {
  if (choosesOneType(run[0] as ManaSourceOption)) return splitChosenRun(uses, run);
  const others = (run[1] as ManaSourceOption).id;
  const cost = (run[0] as ManaSourceOption).cost as ManaAmount;
  const index = new Map(run.map((c, i) => [c.id, i]));
  const r = run.length;
  const own = (u: ManaUse): boolean => index.has(u.sourceId);
  if (uses.filter((u) => u.for === others).length !== (r - 1) * manaAmountTotal(cost)) return null;
  const out: ManaUse[] = uses.filter((u) => u.for !== others && !own(u));
  // Part by part, each unit's share of the others' costs: the mana from before the run to its
  // earliest units, the run's own to its last (`taken`: what each unit's cost takes of it).
  const taken: ManaUse[][] = run.map(() => []);
  for (const part of PAYS) {
    const need = cost[part];
    if (need === 0) continue;
    const inside = uses.filter((u) => u.for === others && u.pays === part && own(u));
    const before = uses.filter((u) => u.for === others && u.pays === part && !own(u));
    if (inside.length + before.length !== (r - 1) * need) return null;
    for (let j = 1, b = 0, k = 0; j < r; j += 1) {
      const fromRun = Math.min(need, Math.max(0, inside.length - (r - 1 - j) * need));
      for (let n = fromRun; n < need; n += 1) out.push({ ...(before[b++] as ManaUse), for: (run[j] as ManaSourceOption).id });
      for (let n = 0; n < fromRun; n += 1) taken[j]!.push(inside[k++] as ManaUse);
    }
  }
  // The run's own mana for its costs: each unit made by the earliest unit before the one it pays for that can still make its type.
  const caps = run.map(capacityOf);
  const spent = new Array<number>(r).fill(0);
  const earliest = new Map<ManaType, number>();
  for (let j = 1; j < r; j += 1) {
    for (const use of taken[j]!) {
      let i = earliest.get(use.type) ?? 0;
      while (i < j && !take(caps[i] as Capacity, use.type, (run[i] as ManaSourceOption).produces)) i += 1;
      earliest.set(use.type, i);
      if (i >= j) return null;
      out.push({ ...use, sourceId: (run[i] as ManaSourceOption).id, for: (run[j] as ManaSourceOption).id });
      spent[i] += 1;
    }
  }
  // The rest of its mana, spent after the run: first one to each unit with none spent yet, then to the first units with capacity left.
  const after = byType(uses.filter((u) => u.for !== others && own(u)));
  const give = (i: number, list: ManaUse[]): void => {
    out.push({ ...(list.pop() as ManaUse), sourceId: (run[i] as ManaSourceOption).id });
    spent[i] += 1;
  };
  for (let i = 0; i < r; i += 1) {
    if (spent[i] !== 0) continue;
    for (const [type, list] of after) {
      if (list.length > 0 && take(caps[i] as Capacity, type, (run[i] as ManaSourceOption).produces)) {
        give(i, list);
        break;
      }
    }
  }
  for (const [type, list] of after) {
    for (let i = 0; list.length > 0 && i < r; ) {
      if (take(caps[i] as Capacity, type, (run[i] as ManaSourceOption).produces)) give(i, list);
      else i += 1;
    }
    if (list.length > 0) return null;
  }
  // CR 605.3b: a unit whose mana went unspent would not be activated (activateForSolution), its cost paid for nothing.
  return spent.every((n) => n > 0) ? out : null;
}

const byType = (uses: readonly ManaUse[]): Map<ManaType, ManaUse[]> => {
  const lists = new Map<ManaType, ManaUse[]>();
  for (const u of uses) {
    const list = lists.get(u.type);
    if (list) list.push(u);
    else lists.set(u.type, [u]);
  }
  return lists;
};

/**
 * A run of units that each choose one type, of cost {1} (what chain-plan.ts reads together of
 * them), told unit by unit. The flow gave the run's mana by type, some to the run's own costs
 * (`inside`) and the rest after it; each type's mana goes to as few units as can make it, then
 * to more, so that each unit makes some (CR 605.3b) and all of one type (CR 106.1b). The units
 * that give most to the run's costs come first, and each of the last units' costs is paid by the
 * earliest unit before it with some left: with a cost of one, some unit before each has some
 * (chain-plan.ts tells why), so this fails only when the run's units can't all be given mana.
 */
function splitChosenRun(uses: readonly ManaUse[], run: readonly ManaSourceOption[]): ManaUse[] | null {
  /** One unit's mana: what it gives to the run's costs, and what it gives after the run. */
  type Unit = { readonly inside: ManaUse[]; readonly after: readonly ManaUse[] };
  const head = run[0] as ManaSourceOption;
  const others = (run[1] as ManaSourceOption).id;
  const r = run.length;
  if (manaAmountTotal(head.cost as ManaAmount) !== 1 || (head.cost as ManaAmount).generic !== 1) return null;
  const index = new Set(run.map((c) => c.id));
  const own = (u: ManaUse): boolean => index.has(u.sourceId);
  const inside = byType(uses.filter((u) => u.for === others && own(u)));
  const before = uses.filter((u) => u.for === others && !own(u));
  const after = byType(uses.filter((u) => u.for !== others && own(u)));
  const insideCount = [...inside.values()].reduce((n, l) => n + l.length, 0);
  if (insideCount + before.length !== r - 1) return null;
  // Each type's mana, what pays the run's costs first, in as few units as hold it (`amount` each), then in more while units are left.
  const types = [...new Set([...inside.keys(), ...after.keys()])];
  const made = types.map((t) => [...(inside.get(t) ?? []).map((u) => ({ u, inside: true })), ...(after.get(t) ?? []).map((u) => ({ u, inside: false }))]);
  const counts = made.map((m) => Math.ceil(m.length / head.amount));
  let spare = r - counts.reduce((n, k) => n + k, 0);
  for (let i = 0; i < types.length && spare > 0; i += 1) {
    const more = Math.min(spare, (made[i] as unknown[]).length - (counts[i] as number));
    counts[i] = (counts[i] as number) + more;
    spare -= more;
  }
  if (spare !== 0) return null;
  const units: Unit[] = [];
  made.forEach((m, i) => {
    const n = counts[i] as number;
    // One each, then the rest to the first units up to `amount`.
    let rest = m.length - n;
    let k = 0;
    for (let j = 0; j < n; j += 1) {
      const size = 1 + Math.min(rest, head.amount - 1);
      rest -= size - 1;
      const mine = m.slice(k, k + size);
      k += size;
      units.push({ inside: mine.filter((x) => x.inside).map((x) => x.u), after: mine.filter((x) => !x.inside).map((x) => x.u) });
    }
  });
  units.sort((a, b) => b.inside.length - a.inside.length);
  const out: ManaUse[] = uses.filter((u) => u.for !== others && !own(u));
  units.forEach((unit, i) => {
    for (const use of unit.after) out.push({ ...use, sourceId: (run[i] as ManaSourceOption).id });
  });
  // The run's mana to its last units' costs, the mana from before it to its earliest.
  let b = 0;
  let from = 0;
  for (let j = 1; j < r; j += 1) {
    if (j < r - insideCount) {
      out.push({ ...(before[b++] as ManaUse), for: (run[j] as ManaSourceOption).id });
      continue;
    }
    while (from < j && (units[from] as Unit).inside.length === 0) from += 1;
    if (from >= j) return null;
    const use = (units[from] as Unit).inside.pop() as ManaUse;
    out.push({ ...use, sourceId: (run[from] as ManaSourceOption).id, for: (run[j] as ManaSourceOption).id });
  }
  return out;
}
