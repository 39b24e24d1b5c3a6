/**
 * CR 601.2g–h: which of the objects a cost's actions could use are contested — some mana source
 * of the payment's list uses it in a way one of the actions conflicts with (cost-conflicts.ts:
 * a land sacrificed can't also be tapped for mana) — worked out for each list of candidates once
 * per board's sources, not once per ability. "What may I do now" asks it of every ability whose
 * cost taps its own land and sacrifices a land (Rath's Edge: "{4}, {T}, Sacrifice a land"), each
 * judged against the board's sources less its own (a list sharing the board's index, naming what
 * it leaves out); only the objects the left-out sources use can stop being contested.
 */
import type { ObjectUse } from '../cards/cost-kinds.js';
import type { ObjectId } from '../game/state.js';
import { arrayMemo } from '../game/array-memo.js';
import { ruledOut, wholeIndex, type SourceIndex } from './cost-conflicts.js';

/** The contested objects among a cost's candidates, for one list of sources. */
export interface Contest {
  /** whether no candidate is contested */
  readonly none: boolean;
  /** the first `limit` contested candidates, in the order of the lists and of each list */
  first(limit: number): readonly ObjectId[];
  /** `list`'s candidates that aren't contested, and those in `kept`, in the list's order (its except among them, for the matching to pass over) */
  allowed(list: readonly ObjectId[], kept: ReadonlySet<ObjectId>): readonly ObjectId[];
}

/** One list's candidates split by the board's whole index. */
interface Split {
  readonly list: readonly ObjectId[];
  readonly contested: readonly ObjectId[];
  readonly free: readonly ObjectId[];
}

/**
 * Each list's split, by the board's whole index and the ways the actions use objects (a list is
 * the board's, remembered by board, or a zone's, remembered by its array: cards/cost-parts.ts).
 * A list made from another by taking one candidate out (a graveyard that lost the card cast from
 * it) has none contested if the other had none.
 */
const splits = arrayMemo<readonly ObjectId[], Split>();

/**
 * How the candidates of `lists` (the cost's actions', using objects in `ways`) stand against the
 * sources `index` is for; each list's `excepts` one is no candidate of it ("another").
 */
export function contestOf(index: SourceIndex, lists: readonly (readonly ObjectId[])[], ways: readonly ObjectUse[], excepts: readonly (ObjectId | undefined)[] = []): Contest {
  const whole = wholeIndex(index);
  const key = ways.join(',');
  const split = (list: readonly ObjectId[]) => splits(list, whole.byObject, key, (l) => splitOf(whole, l, ways), (from, _at, l) => (from.contested.length === 0 ? { list: l, contested: from.contested, free: l } : undefined));
  const parts = lists.map(split);
  // A source left out no longer contests what it used: such an object may be free in this list.
  const freed = new Set<ObjectId>();
  for (const at of index.out) for (const use of index.uses[at]!) if (ruledOut(whole, use.object, ways).length > 0 && ruledOut(index, use.object, ways).length === 0) freed.add(use.object);
  const none = parts.every((s, i) => s.contested.every((id) => freed.has(id) || id === excepts[i]));
  return {
    none,
    first(limit) {
      const out: ObjectId[] = [];
      const seen = new Set<ObjectId>();
      for (const [i, s] of parts.entries()) {
        for (const id of s.contested) {
          if (out.length >= limit) return out;
          if (freed.has(id) || seen.has(id) || id === excepts[i]) continue;
          seen.add(id);
          out.push(id);
        }
      }
      return out;
    },
    allowed(list, kept) {
      const s = parts[lists.indexOf(list)] ?? split(list);
      if (freed.size === 0 && kept.size === 0) return s.free;
      const place = placesOf(s);
      const more = [...freed, ...kept].filter((id) => place.has(id));
      if (more.length === 0) return s.free;
      // The free ones and these, in the list's order (each place once).
      const places = new Set(more.map((id) => place.get(id)!));
      for (const id of s.free) places.add(place.get(id)!);
      return [...places].sort((a, b) => a - b).map((at) => list[at]!);
    },
  };
}

function splitOf(whole: SourceIndex, list: readonly ObjectId[], ways: readonly ObjectUse[]): Split {
  const contested: ObjectId[] = [];
  const free: ObjectId[] = [];
  for (let at = 0; at < list.length; at += 1) {
    const id = list[at]!;
    (ruledOut(whole, id, ways).length > 0 ? contested : free).push(id);
  }
  return { list, contested, free };
}

/** Each candidate's first place in a split's list, worked out when first asked for. */
const places = new WeakMap<Split, ReadonlyMap<ObjectId, number>>();

function placesOf(split: Split): ReadonlyMap<ObjectId, number> {
  let place = places.get(split);
  if (place === undefined) {
    const map = new Map<ObjectId, number>();
    split.list.forEach((id, at) => map.has(id) || map.set(id, at));
    places.set(split, (place = map));
  }
  return place;
}
