/** Read-only look-ups over a `GameState`. */
import type { CardObject, GameState, ObjectId, Permanent, Player, PlayerId, StackObject, ZoneName } from './state.js';
import { carryOver } from './same-places.js';
import { pushedOf } from './pushed-stack.js';
import { IdMap, type ReadonlyIdMap } from '../core/id-map.js';

export function findPlayer(game: GameState, id: PlayerId): Player | undefined {
  return objectWithId(game.players, id);
}

export function getPlayer(game: GameState, id: PlayerId): Player {
  const player = findPlayer(game, id);
  if (!player) throw new Error(`no player "${id}" in this game`);
  return player;
}

/** CR 108.4a, 110.2: who controls an object off the stack: a permanent's controller; a card, which has none, answers with its owner. */
export const controllerOf = (object: CardObject | Permanent): PlayerId => (object as { readonly controller?: PlayerId }).controller ?? object.owner;

/** How many `counter` counters are on a permanent (0 when none; never a prototype's property). */
export function countersOn(permanent: Permanent, counter: string): number {
  return Object.hasOwn(permanent.counters, counter) ? (permanent.counters[counter] ?? 0) : 0;
}

/**
 * Each zone's objects by id, built once per array: the game is immutable, so a zone that
 * changed is a new array and an unchanged one is the same. Until then, an array is searched,
 * and the objects searched are counted: building the index costs about as much as searching
 * ten times over every object (a Map's entries against compared ids), and a new battlefield is
 * often asked about only a few times. Once the searches have looked at SEARCHED_BEFORE_INDEX
 * times as many objects as the array holds, the index is built, so naming m objects on a board
 * of n costs at most about twice the better of the two, and n + m, not n × m.
 */
const positionsById = new WeakMap<readonly { readonly id: ObjectId }[], PositionIndex | number>();

/** Below this many objects a search is as quick as building the index. */
const INDEX_FROM = 16;

/** How many times over its objects an array is searched before its index is built (about what building it costs). */
const SEARCHED_BEFORE_INDEX = 8;

/** The positions of an array's objects by id (core/id-map.ts: in parts, however large the board). */
type PositionIndex = ReadonlyIdMap<number>;

function buildIndex(objects: readonly { readonly id: ObjectId }[]): PositionIndex {
  const index = new IdMap<number>(objects.length);
  // The first object with an id wins, as a search from the front finds it.
  for (let i = objects.length - 1; i >= 0; i -= 1) index.set(objects[i]!.id, i);
  return index;
}

const indexed = (index: PositionIndex, id: ObjectId): number => index.get(id) ?? -1;

/**
 * Where the first object with this id is in `objects`, or -1, looked for one by one: a loop, not
 * findIndex with a closure over `id`, which made a context at every call of positionOf (every
 * findPermanent).
 */
function searched(objects: readonly { readonly id: ObjectId }[], id: ObjectId): number {
  for (let i = 0; i < objects.length; i += 1) if (objects[i]!.id === id) return i;
  return -1;
}

/** Where the first object with this id is in `objects`, or -1. */
function positionOf(objects: readonly { readonly id: ObjectId }[], id: ObjectId): number {
  if (objects.length < INDEX_FROM) return searched(objects, id);
  const known = positionsById.get(objects) ?? 0;
  if (typeof known !== 'number') return indexed(known, id);
  if (known < SEARCHED_BEFORE_INDEX * objects.length) {
    const at = searched(objects, id);
    positionsById.set(objects, known + (at < 0 ? objects.length : at + 1));
    return at;
  }
  const built = buildIndex(objects);
  positionsById.set(objects, built);
  return indexed(built, id);
}

/**
 * An array made by replacing objects in their places, each keeping its id (same-places.ts),
 * takes over the index of the one it was made from, which holds for it as it is, or the
 * searches counted toward one: a payment that taps m permanents one by one on a board of n
 * builds one index, not m.
 */
carryOver((next, from) => {
  const known = positionsById.get(from as readonly { readonly id: ObjectId }[]);
  if (known !== undefined) positionsById.set(next as readonly { readonly id: ObjectId }[], known);
});

export function findPermanent(game: GameState, id: ObjectId): Permanent | undefined {
  const at = positionOf(game.battlefield, id);
  return at < 0 ? undefined : game.battlefield[at];
}

/**
 * The permanents with these ids, by id (the first with an id, as findPermanent finds it; an id
 * that is nowhere is absent). Through the battlefield's index when it has one; else in one pass,
 * counted as one search over it: a few hundred ids looked for one by one on a fresh battlefield
 * of thousands searched it some eight times over and then built its index.
 */
export function permanentsWithIds(game: GameState, ids: ReadonlySet<ObjectId>): ReadonlyMap<ObjectId, Permanent> {
  const battlefield = game.battlefield;
  const found = new Map<ObjectId, Permanent>();
  const known = positionsById.get(battlefield) ?? 0;
  if (typeof known !== 'number' || ids.size === 0) {
    for (const id of ids) {
      const at = positionOf(battlefield, id);
      if (at >= 0) found.set(id, battlefield[at]!);
    }
    return found;
  }
  let at = 0;
  for (; at < battlefield.length && found.size < ids.size; at += 1) {
    const permanent = battlefield[at]!;
    if (ids.has(permanent.id) && !found.has(permanent.id)) found.set(permanent.id, permanent);
  }
  if (battlefield.length >= INDEX_FROM) positionsById.set(battlefield, known + at);
  return found;
}

/** Where the permanent with this id is on the battlefield, or -1. */
export function permanentIndex(game: GameState, id: ObjectId): number {
  return positionOf(game.battlefield, id);
}

/**
 * The one of `objects` (a hand, a graveyard, the players) with this id, found as positionOf finds
 * it: "what may I do now" asks, for each of k cards of a hand with cycling, which card holds the
 * ability (game/ability-holder.ts), and searching the hand each time was k².
 */
export function objectWithId<T extends { readonly id: ObjectId }>(objects: readonly T[], id: ObjectId): T | undefined {
  const at = positionOf(objects, id);
  return at < 0 ? undefined : objects[at];
}

/** The stack object with this id; on a stack pushed on without a copy, the top or one of the objects below (pushed-stack.ts), whose index every proposal on them shares. */
export function findStackObject(game: GameState, id: ObjectId): StackObject | undefined {
  const pushed = pushedOf(game);
  if (pushed === undefined) return objectWithId(game.stack, id);
  return pushed.top.id === id ? pushed.top : objectWithId(pushed.under, id);
}

export function topOfStack(game: GameState): StackObject | undefined {
  return pushedOf(game)?.top ?? game.stack[game.stack.length - 1];
}

/** Where an object is: its zone, the player whose zone it is (for hand, library, graveyard), and its index. */
export interface Location {
  readonly zone: ZoneName;
  readonly player: PlayerId | null;
  readonly index: number;
  /** The card, permanent or stack object; an ability on the stack has no owner (CR 113.7). */
  readonly object: CardObject | StackObject;
}

export function locate(game: GameState, id: ObjectId): Location | undefined {
  // The game is immutable: the same game value and id, the same place.
  if (game === lastLocated.game && id === lastLocated.id) return lastLocated.location;
  const location = search(game, id);
  lastLocated = { game, id, location };
  return location;
}

/**
 * The object locate found last: each card "what may I do now" proposes is located by the
 * event that names its face, by whether it may be cast, as it moves to the stack and by
 * its action, in turn on one game; each search of a card in exile or a library looked in
 * every zone before it. Held strongly, one game at a time, as static-sources.ts holds the
 * battlefield it read last.
 */
let lastLocated: { readonly game: GameState | undefined; readonly id: ObjectId; readonly location: Location | undefined } = { game: undefined, id: '', location: undefined };

function search(game: GameState, id: ObjectId): Location | undefined {
  for (const player of game.players) {
    for (const zone of ['hand', 'library', 'graveyard'] as const) {
      const index = positionOf(player[zone], id);
      if (index >= 0) return { zone, player: player.id, index, object: player[zone][index]! };
    }
  }
  for (const zone of ['battlefield', 'stack', 'exile', 'command'] as const) {
    const objects: readonly (CardObject | StackObject)[] = game[zone];
    const index = positionOf(objects, id);
    if (index >= 0) return { zone, player: null, index, object: objects[index]! };
  }
  return undefined;
}

export function opponentsOf(game: GameState, player: PlayerId): readonly Player[] {
  return game.players.filter((p) => p.id !== player);
}
