/**
 * CR 613: the grants that reach a permanent, found without reading every giver for every
 * permanent. A board's givers are indexed once per list of them (static-sources.ts: the same
 * list while the board's givers are the same): by the permanent they are attached to (CR 301.5,
 * 303.4), by their own id ("this creature has …"), and the rest — "creatures you control have
 * hexproof" — in groups of givers alike: the same card, grant, controller and chosen colour.
 * Givers alike reach the same permanents (but for "other", which leaves each giver out of its
 * own grant) and give the same thing, and a second instance of the same keyword or protection
 * adds nothing (CR 702.10 haste, 702.11 hexproof, 702.16 protection, 702.18 shroud: multiple
 * instances are redundant), so a group is read once for a permanent, not once for each giver.
 */
import type { CardDefinition, Grant } from './schema.js';
import type { ObjectId, Permanent } from '../game/state.js';
import type { StaticSource } from './static-sources.js';

/** A grant and the giver it comes from, with the giver's place among the givers. */
export interface GrantFrom {
  readonly grant: Grant;
  readonly giver: Permanent;
  readonly at: number;
}

/** Givers alike with the same grant, in battlefield order. */
export interface GrantGroup {
  readonly grant: Grant;
  readonly givers: readonly GrantFrom[];
}

export interface GrantIndex {
  /** grants of "enchanted creature" and "equipped creature", by the permanent their giver is attached to */
  readonly attached: ReadonlyMap<ObjectId, readonly GrantFrom[]>;
  /** grants a giver gives itself, by its id */
  readonly self: ReadonlyMap<ObjectId, readonly GrantFrom[]>;
  /** the others, which reach permanents by controller and characteristics */
  readonly wide: readonly GrantGroup[];
}

const indexes = new WeakMap<readonly StaticSource[], GrantIndex>();

/** The index of `givers` (the static sources with grants), built once per list. */
export function grantIndex(givers: readonly StaticSource[]): GrantIndex {
  let index = indexes.get(givers);
  if (!index) indexes.set(givers, (index = built(givers)));
  return index;
}

function built(givers: readonly StaticSource[]): GrantIndex {
  const attached = new Map<ObjectId, GrantFrom[]>();
  const self = new Map<ObjectId, GrantFrom[]>();
  const wide: { grant: Grant; givers: GrantFrom[] }[] = [];
  const groups = new Map<CardDefinition, Map<string, { grant: Grant; givers: GrantFrom[] }>>();
  const add = (by: Map<ObjectId, GrantFrom[]>, id: ObjectId, entry: GrantFrom) => {
    const list = by.get(id);
    if (list) list.push(entry);
    else by.set(id, [entry]);
  };
  givers.forEach(({ permanent: giver, card }, at) => {
    card.grants.forEach((grant, n) => {
      const entry = { grant, giver, at };
      if (grant.attached) {
        if (giver.attachedTo !== undefined) add(attached, giver.attachedTo, entry);
      } else if (grant.self) add(self, giver.id, entry);
      // A grant with no controller reaches no permanent (a player's: "you have hexproof").
      else if (grant.controller !== undefined) {
        let byKey = groups.get(card);
        if (!byKey) groups.set(card, (byKey = new Map()));
        const key = `${n}|${giver.controller}|${giver.chosen?.color ?? ''}`;
        const group = byKey.get(key);
        if (group) group.givers.push(entry);
        else {
          const created = { grant, givers: [entry] };
          byKey.set(key, created);
          wide.push(created);
        }
      }
    });
  });
  return { attached, self, wide };
}
