/**
 * CR 603.2: watchers alike judged once. Copies of a triggered ability under one controller that
 * read nothing of their own see the same events, so what they count is counted once for all of
 * them (a payment's events, cost-event-triggers.ts; the targets a spell or ability takes,
 * triggers.ts): k watchers beside m events are k + m, not k·m.
 */
import { nestedReadsSource } from '../cards/filter.js';
import type { ObjectFilter } from '../cards/filter-schema.js';
import type { Trigger } from '../cards/schema.js';
import type { Permanent, PlayerId } from '../game/state.js';

/**
 * What of its own a watcher's trigger reads besides its controller: `own`, what it is attached
 * to, an intervening "if" about it (CR 603.4), a nested "another", or itself alone (no filter
 * beside "this"); `itself`, only whether an event is about itself: "this" (`self`) beside a
 * filter, or "another" (CR 109.5) on a filter ("Whenever this creature or another creature
 * dies"); `alike`, nothing: copies of it under one controller see the same events.
 */
export type Reading = 'own' | 'itself' | 'alike';

export function reading(own: boolean, self: boolean, ...filters: readonly (ObjectFilter | undefined)[]): Reading {
  const present = filters.filter((f): f is ObjectFilter => f !== undefined);
  if (own || present.some(nestedReadsSource) || (self && present.length === 0)) return 'own';
  return self || present.some((f) => f.other) ? 'itself' : 'alike';
}

/** An event a watcher sees: a permanent, a permanent's change (as it was), or the id of a player or object that became a target. */
type Watched = Permanent | { readonly was: Permanent } | string;
const idOf = (e: Watched): string => (typeof e === 'string' ? e : 'was' in e ? e.was.id : e.id);

/**
 * How many times a watcher's trigger `t` triggers on `events`, `count`ed once for watchers alike
 * (k alike beside m events were k·m judged: k Disciples of the Vault beside a payment that
 * sacrifices m lands). Copies of a trigger under one controller that reads nothing of its own
 * see the same events; one that reads only whether an event is about itself sees what its copies
 * see with "this" and "another" left out, with the event about itself judged as it is.
 */
export function alikeCounts(): <T extends Trigger, E extends Watched>(t: T, watcher: Permanent, reads: Reading, events: readonly E[], count: (t: T, events: readonly E[]) => number) => number {
  const counts = new Map<Trigger, Map<PlayerId, number>>();
  const byId = new WeakMap<readonly Watched[], ReadonlyMap<string, Watched>>();
  return (t, watcher, reads, events, count) => {
    if (reads === 'own') return count(t, events);
    const plain = reads === 'itself' ? withoutItself(t) : t;
    let byController = counts.get(t);
    if (!byController) counts.set(t, (byController = new Map()));
    let shared = byController.get(watcher.controller);
    if (shared === undefined) byController.set(watcher.controller, (shared = count(plain, events)));
    if (reads === 'alike') return shared;
    let index = byId.get(events);
    if (!index) byId.set(events, (index = new Map(events.map((e) => [idOf(e), e]))));
    const itself = index.get(watcher.id) as (typeof events)[number] | undefined;
    return itself === undefined ? shared : shared - count(plain, [itself]) + count(t, [itself]);
  };
}

/** `t` with "this" and its filters' "another" left out: what its copies see together of events not about themselves. */
function withoutItself<T extends Trigger>(t: T): T {
  let plain = plainTriggers.get(t);
  if (!plain) {
    const strip = (f: ObjectFilter): ObjectFilter => {
      const { other: _other, ...rest } = f;
      return rest;
    };
    const filters = t as { readonly permanents?: ObjectFilter; readonly creatures?: ObjectFilter };
    const { self: _self, ...rest } = t as T & { readonly self?: true };
    plain = { ...rest, ...(filters.permanents ? { permanents: strip(filters.permanents) } : {}), ...(filters.creatures ? { creatures: strip(filters.creatures) } : {}) } as Trigger;
    plainTriggers.set(t, plain);
  }
  return plain as T;
}

const plainTriggers = new WeakMap<Trigger, Trigger>();
