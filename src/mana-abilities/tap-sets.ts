/**
 * CR 602.2b, 118.3: the permanents that mana abilities tapping another permanent tap
 * (Springleaf Drum and Loam Dryad: "Tap an untapped creature you control"; Seton: "… Druid
 * you control"), as sets the payability solver counts (ManaSourceOption's `tapsOneOf`)
 * instead of one source per ability and permanent. The permanents of one list are
 * interchangeable for an ability that taps one of them, so what a payment needs is that the
 * activations can be given distinct permanents: Hall's condition. An activation that taps one
 * of list L needs one of L; a permanent tapped for its own {T} or for convoke is an activation
 * that needs that permanent. For every union U of some of the lists, the activations whose
 * needs lie in U may number no more than U's permanents, and when each union holds that, the
 * activations can be given distinct permanents (Hall's theorem: a set of activations needs at
 * least as many permanents as the union of their lists and objects holds). So each union is a
 * set: a source holds every set that contains its list (or its object), and a set's size is
 * the number of permanents in its union.
 *
 * Bound: p distinct lists give at most 2^p − 1 unions; up to MAX_LISTS lists every union is a
 * set. Beyond that (no real card pool comes near) only each list and the union of all are
 * sets: a payment found may then fail to give distinct permanents, and its activation refuses
 * with CR 118.3, changing nothing (auto-activate.ts).
 */
import { sameItems } from '../core/same-items.js';
import type { ObjectId } from '../game/state.js';
import type { ManaSourceOption, TapSet } from '../mana/solver-types.js';

export interface TapSets {
  /** The sets a source holds whose activation taps one permanent of `list` (one of the lists these were made from). */
  ofList(list: readonly ObjectId[]): readonly TapSet[];
  /** The sets a source holds whose activation taps `object` itself (its own {T}, convoke): [] when no list has it. */
  ofObject(object: ObjectId): readonly TapSet[];
}

const MAX_LISTS = 8;

const NONE: readonly TapSet[] = Object.freeze([]);

/** No list: nothing taps another permanent. */
export const NO_TAP_SETS: TapSets = { ofList: () => NONE, ofObject: () => NONE };

/** What a set is a union of: the kinds of permanent (by which lists hold them) it holds. */
interface Union {
  readonly maskOf: ReadonlyMap<ObjectId, number>;
  readonly hit: ReadonlySet<number>;
}

/** Each set's union, so a set made smaller (`lessTapped`) still knows its permanents. */
const unions = new WeakMap<TapSet, Union>();

/** The sets of some lists, by each list's place and by each permanent's kind. */
interface Made {
  readonly ofList: readonly (readonly TapSet[])[];
  readonly maskOf: ReadonlyMap<ObjectId, number>;
  readonly byKind: ReadonlyMap<number, readonly TapSet[]>;
}

/**
 * The lists the last sets were made from, and those sets. The next "what may I do now" on a
 * board whose lists hold the same permanents in the same order (nothing tapped or untapped
 * among them) gets the same sets, so the sources made from them are the same too
 * (ability-sources.ts keeps a listing's sources while its sets are the same); asked with the
 * same arrays in the same order (tap-others.ts `tapList` gives lists alike as one), it gets
 * the same TapSets object.
 */
let last: { readonly lists: readonly (readonly ObjectId[])[]; readonly made: Made; readonly given: TapSets } | undefined;

/** The tap sets of these lists (each list: the permanents one or more abilities may tap, in any order). */
export function tapSets(lists: readonly (readonly ObjectId[])[]): TapSets {
  if (lists.length === 0) return NO_TAP_SETS;
  if (last && sameItems(last.lists, lists)) return last.given;
  const made = last && sameLists(last.lists, lists) ? last.made : setsOf(lists);
  last = { lists, made, given: setsFor(lists, made) };
  return last.given;
}

/** The TapSets of `lists`, whose sets are `made`. */
function setsFor(lists: readonly (readonly ObjectId[])[], made: Made): TapSets {
  const index = new Map<readonly ObjectId[], number>();
  lists.forEach((list, j) => index.set(list, j));
  const { ofList, maskOf, byKind } = made;
  return {
    ofList: (list) => {
      const j = index.get(list);
      return j === undefined ? NONE : (ofList[j] as readonly TapSet[]);
    },
    ofObject: (object) => {
      const mask = maskOf.get(object);
      return mask === undefined ? NONE : (byKind.get(mask) as readonly TapSet[]);
    },
  };
}

function sameLists(a: readonly (readonly ObjectId[])[], b: readonly (readonly ObjectId[])[]): boolean {
  if (a.length !== b.length) return false;
  for (let j = 0; j < a.length; j++) if (!sameItems(a[j], b[j])) return false;
  return true;
}

function setsOf(lists: readonly (readonly ObjectId[])[]): Made {
  const maskOf = new Map<ObjectId, number>();
  lists.forEach((list, j) => {
    for (const id of list) maskOf.set(id, (maskOf.get(id) ?? 0) | (1 << j));
  });
  const count = new Map<number, number>();
  for (const mask of maskOf.values()) count.set(mask, (count.get(mask) ?? 0) + 1);
  const kinds = [...count.keys()].sort((a, b) => a - b);
  const all = (1 << lists.length) - 1;
  const families = lists.length <= MAX_LISTS ? Array.from({ length: all }, (_, f) => f + 1) : [...lists.map((_, j) => 1 << j), all];
  const sets: TapSet[] = [];
  const seen = new Set<string>();
  for (const family of families) {
    const hit = kinds.filter((m) => (m & family) !== 0);
    const name = hit.join(',');
    if (seen.has(name)) continue;
    seen.add(name);
    const set: TapSet = Object.freeze({ key: `tap set ${sets.length}`, size: hit.reduce((n, m) => n + (count.get(m) as number), 0) });
    unions.set(set, { maskOf, hit: new Set(hit) });
    sets.push(set);
  }
  // A list lies in a union when every kind of permanent it holds is in it.
  const ofList = lists.map((_, j) => Object.freeze(sets.filter((s) => kinds.every((m) => (m & (1 << j)) === 0 || unions.get(s)!.hit.has(m)))));
  const byKind = new Map<number, readonly TapSet[]>(kinds.map((m) => [m, Object.freeze(sets.filter((s) => unions.get(s)!.hit.has(m)))]));
  return { ofList, maskOf, byKind };
}

/** Whether `object` is one of the set's permanents. */
export function tapSetHolds(set: TapSet, object: ObjectId): boolean {
  const union = unions.get(set);
  const mask = union?.maskOf.get(object);
  return mask !== undefined && union!.hit.has(mask);
}

/**
 * CR 601.2h, 118.3: the sets these sources hold, smaller by the permanents among `tapped` that
 * something else taps (a cost's tap part, the ability being activated): by key, the sets that
 * change. Empty when none of them is in any set.
 */
function lessTapped(sets: Iterable<TapSet>, tapped: Iterable<ObjectId>): ReadonlyMap<string, TapSet> {
  const objects = [...new Set(tapped)];
  const changed = new Map<string, TapSet>();
  for (const set of sets) {
    if (changed.has(set.key)) continue;
    const taken = objects.filter((id) => tapSetHolds(set, id)).length;
    if (taken === 0) continue;
    const smaller: TapSet = Object.freeze({ key: set.key, size: Math.max(0, set.size - taken) });
    unions.set(smaller, unions.get(set)!);
    changed.set(set.key, smaller);
  }
  return changed;
}

/**
 * The sources with the tap sets they hold made smaller by the permanents among `tapped`
 * (lessTapped), frozen; the same list when none of them is in a set. `sets`: the sets the
 * sources hold, when the caller knows them.
 */
export function withFewerTapped<S extends ManaSourceOption>(sources: readonly S[], tapped: Iterable<ObjectId>, sets?: readonly TapSet[]): readonly S[] {
  const held = sets ?? [...new Set(sources.flatMap((s) => s.tapsOneOf ?? []))];
  if (held.length === 0) return sources;
  const smaller = lessTapped(held, tapped);
  if (smaller.size === 0) return sources;
  // Sources that held one array share its smaller one, as they shared it (ability-sources.ts).
  const made = new Map<readonly TapSet[], readonly TapSet[]>();
  const fewer = (list: readonly TapSet[]): readonly TapSet[] => {
    let out = made.get(list);
    if (out === undefined) made.set(list, (out = Object.freeze(list.map((t) => smaller.get(t.key) ?? t))));
    return out;
  };
  return Object.freeze(sources.map((s) => (s.tapsOneOf?.some((t) => smaller.has(t.key)) ? { ...s, tapsOneOf: fewer(s.tapsOneOf) } : s)));
}
