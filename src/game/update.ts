/**
 * Immutable updates of a `GameState`. Each returns a new value sharing every part it
 * does not change, so a saved game stays valid however the live one moves on.
 */
import type { ManaUnit } from '../mana/symbols.js';
import type { CardObject, GameState, ObjectId, Permanent, Player, PlayerId, StackObject } from './state.js';
import { countersOn, findPermanent, locate, permanentIndex } from './queries.js';
import { noteReplaced } from './same-places.js';
import { copiedWithout, defineWhenRead, LAZY_ZONE_FROM, type Pending, unreadRemoval, withoutWhenRead } from './one-removed.js';
import { definePushed, LAZY_FROM, type Pushed, pushedOf } from './pushed-stack.js';

/** The parts of a game that the rules change; its id style is fixed when it is created. */
export type GameChange = Partial<Omit<GameState, 'idStyle'>>;

/**
 * `game` with `change`'s parts in place of its own, every other part shared. Every game the
 * rules make is built here, field by field in one order, so all of them share one hidden
 * class in V8 (two: with and without an id style). A spread (`{ ...game, stack }`) copies
 * the class of the game it starts from, and games made along different paths reached the
 * rules' busiest sites with nine classes; past four V8 stops caching there, and each such
 * spread then went through V8's runtime (docs/performance-history.md, seventh round).
 *
 * A game whose exile or command zone lost a card cast from it (`removeCard`) and hasn't been
 * read yet keeps it so: the game made from it has that zone made when first read too, from the
 * same array less the same card (one-removed.ts). Those games share a class of their own.
 */
export function nextGame(game: GameState, change: GameChange): GameState {
  const unread = unreadRemoval(game);
  if (unread !== undefined && change[unread.zone as 'exile' | 'command'] === undefined) return gameMadeWhenRead(game, change, { unread });
  const next: { -readonly [K in keyof GameState]: GameState[K] } = {
    players: change.players ?? game.players,
    battlefield: change.battlefield ?? game.battlefield,
    stack: change.stack ?? game.stack,
    exile: change.exile ?? game.exile,
    command: change.command ?? game.command,
    turn: change.turn ?? game.turn,
    // `null` is a change here: nobody holds priority.
    priority: change.priority === undefined ? game.priority : change.priority,
    nextId: change.nextId ?? game.nextId,
  };
  if (game.idStyle !== undefined) next.idStyle = game.idStyle;
  return next;
}

/**
 * `nextGame`'s game, laid out in the same order, with a field made when first read: the stack
 * pushed on without a copy (pushed-stack.ts), the exile or command zone a card was taken from
 * and not read yet (one-removed.ts), or both. Each getter is one function for all such games,
 * so those made alike share one hidden class.
 */
function gameMadeWhenRead(game: GameState, change: GameChange, later: { readonly pushed?: Pushed; readonly unread?: Pending | undefined }): GameState {
  const { pushed, unread } = later;
  const next = {} as { -readonly [K in keyof GameState]: GameState[K] };
  next.players = change.players ?? game.players;
  next.battlefield = change.battlefield ?? game.battlefield;
  if (pushed !== undefined) definePushed(next, pushed);
  else next.stack = change.stack ?? game.stack;
  if (unread?.zone === 'exile') defineWhenRead(next, 'exile', unread);
  else next.exile = change.exile ?? game.exile;
  if (unread?.zone === 'command') defineWhenRead(next, 'command', unread);
  else next.command = change.command ?? game.command;
  next.turn = change.turn ?? game.turn;
  next.priority = change.priority === undefined ? game.priority : change.priority;
  next.nextId = change.nextId ?? game.nextId;
  if (game.idStyle !== undefined) next.idStyle = game.idStyle;
  return next;
}

export function updatePlayer(game: GameState, id: PlayerId, change: (p: Player) => Player): GameState {
  return nextGame(game, { players: game.players.map((p) => (p.id === id ? change(p) : p)) });
}

/**
 * The permanent with this id changed in its place (the game unchanged if there is none): one
 * copy of the battlefield, found through its index. When it keeps its id, what was worked out
 * for the old battlefield by id or by place carries over to the new one (same-places.ts), so
 * tapping m permanents one by one on a board of n copies n m times and reads it once.
 */
export function updatePermanent(game: GameState, id: ObjectId, change: (p: Permanent) => Permanent): GameState {
  const at = permanentIndex(game, id);
  if (at < 0) return game;
  const from = game.battlefield;
  const permanent = from[at]!;
  const changed = change(permanent);
  const battlefield = from.slice();
  battlefield[at] = changed;
  if (changed.id === permanent.id) noteReplaced(battlefield, from, [at]);
  return nextGame(game, { battlefield });
}

/**
 * The permanents with these ids changed (each at most once, however often named), found
 * through the battlefield's index: one copy of the battlefield, whatever the number changed.
 * When each keeps its id, what was worked out for the old battlefield by id or by place
 * carries over to the new one (same-places.ts), as for `updatePermanent`.
 */
export function updatePermanents(game: GameState, ids: Iterable<ObjectId>, change: (p: Permanent) => Permanent): GameState {
  const from = game.battlefield;
  const at: number[] = [];
  for (const id of new Set(ids)) {
    const place = permanentIndex(game, id);
    if (place >= 0) at.push(place);
  }
  if (at.length === 0) return game;
  at.sort((a, b) => a - b);
  const battlefield = from.slice();
  let keptIds = true;
  for (const place of at) {
    const changed = change(from[place]!);
    keptIds &&= changed.id === from[place]!.id;
    battlefield[place] = changed;
  }
  if (keptIds) noteReplaced(battlefield, from, at);
  return nextGame(game, { battlefield });
}

/**
 * The stack object with this id changed in its place (the game unchanged if there is none),
 * looked for from the top, where the object being cast or activated is, in one copy of the stack:
 * "what may I do now" sets each proposal's choices on a stack of n (a map with a closure was most
 * of that question beside a large stack).
 */
export function updateStackObject(game: GameState, id: ObjectId, change: (s: StackObject) => StackObject): GameState {
  // The object just put on a long stack is changed without making the stack (pushed-stack.ts).
  const pushed = pushedOf(game);
  if (pushed?.top.id === id) return gameMadeWhenRead(game, {}, { pushed: { under: pushed.under, top: change(pushed.top) }, unread: unreadRemoval(game) });
  let at = game.stack.length - 1;
  while (at >= 0 && game.stack[at]!.id !== id) at -= 1;
  if (at < 0) return game;
  const stack = game.stack.slice();
  stack[at] = change(stack[at]!);
  return nextGame(game, { stack });
}

/** A fresh id for an object the game creates (a mana unit, an ability on the stack). */
export function withNewId(game: GameState, prefix: string): readonly [GameState, string] {
  return [nextGame(game, { nextId: game.nextId + 1 }), `${prefix}${game.nextId}`];
}

/** The ids the engine makes (cards in an opaque-id game, mana units, abilities): a scenario's own ids may not take this form. */
export const ENGINE_ID = /^(card|mana|ability)-\d+$/;

/**
 * CR 400.7: an object that moves to another zone becomes a new object. In a game with
 * opaque ids it gets a new id, so nothing links it to where it was (a hand, a library); in a
 * game whose ids are card names it keeps its id.
 */
export function asNewObject<TObject extends { readonly id: ObjectId }>(game: GameState, object: TObject): readonly [GameState, TObject] {
  if (game.idStyle === 'names') return [game, object];
  const [next, id] = withNewId(game, 'card-');
  return [next, { ...object, id }];
}

/** CR 400.7: several objects moving together, each a new object, in order. */
export function asNewObjects<TObject extends { readonly id: ObjectId }>(game: GameState, objects: readonly TObject[]): readonly [GameState, readonly TObject[]] {
  const moved: TObject[] = [];
  let next = game;
  for (const object of objects) {
    const [after, renamed] = asNewObject(next, object);
    next = after;
    moved.push(renamed);
  }
  return [next, moved];
}

/**
 * Takes a card out of whatever zone holds it but the battlefield and the stack (found by
 * `locate`); returns the card too. The zone's new array is made when first read: a player's by
 * `withoutCard`, exile's or the command zone's on the game itself, so that "what may I do now",
 * proposing each of k cards a player may cast from exile, doesn't copy the exile k times; a zone
 * of fewer than LAZY_ZONE_FROM cards is copied at once (one-removed.ts).
 */
export function removeCard(game: GameState, id: ObjectId): readonly [GameState, CardObject] | undefined {
  const where = locate(game, id);
  if (!where) return undefined;
  const card = where.object as CardObject;
  const { zone, index } = where;
  switch (zone) {
    case 'hand':
    case 'library':
    case 'graveyard':
      return [updatePlayer(game, where.player!, (p) => withoutCard(p, zone, index)), card];
    case 'exile':
    case 'command': {
      const cards = game[zone];
      if (cards.length >= LAZY_ZONE_FROM) return [withoutWhenRead(game, zone, index), card];
      return [nextGame(game, zone === 'exile' ? { exile: copiedWithout(cards, index) } : { command: copiedWithout(cards, index) }), card];
    }
    default:
      return undefined;
  }
}

/**
 * `player` with the card at `at` taken out of `zone`, the zone's new array made when it is
 * first read. "What may I do now" proposes each of k cards of a hand (or graveyard) cast on a
 * game whose hand has lost it (CR 601.2a), and a proposal seldom reads that hand (a Lightning
 * Bolt's never does): making each was k copies of k cards. The array is still a value: it is
 * made once, and every reader (a spread, JSON, a deep compare) is given the same one. What it is
 * made from is noted (one-removed.ts `pendingRemoval`) for readers that can do without it, and
 * the players made so share one shape (one-removed.ts `withoutWhenRead`). A zone of fewer than
 * LAZY_ZONE_FROM cards is copied at once (one-removed.ts), the player spread in its order.
 */
function withoutCard(player: Player, zone: 'hand' | 'library' | 'graveyard', at: number): Player {
  const cards = player[zone];
  if (cards.length >= LAZY_ZONE_FROM) return withoutWhenRead(player, zone, at);
  const left = copiedWithout(cards, at);
  return zone === 'hand' ? { ...player, hand: left } : zone === 'graveyard' ? { ...player, graveyard: left } : { ...player, library: left };
}

/** The card with `card`'s id, wherever it is outside the battlefield and the stack, replaced by `card` (in the same place). */
export function replaceCard(game: GameState, card: CardObject): GameState {
  const swap = (cards: readonly CardObject[]) => cards.map((c) => (c.id === card.id ? card : c));
  const players = game.players.map((p) => ({ ...p, library: swap(p.library), hand: swap(p.hand), graveyard: swap(p.graveyard) }));
  return nextGame(game, { players, exile: swap(game.exile), command: swap(game.command) });
}

/**
 * CR 601.2a: the spell becomes the topmost object on the stack. `concat` makes an array of the
 * stack's length and one; a spread (`[...stack, object]`) reserved half as much again, for each
 * card "what may I do now" proposes: beside 1,250 spells, a quarter of what that question
 * allocated at 10,000 permanents (docs/performance-history.md, sixty-first round). A stack of
 * LAZY_FROM objects or more is not copied: its array is made when first read (pushed-stack.ts).
 */
export function pushStack(game: GameState, object: StackObject): GameState {
  if (game.stack.length >= LAZY_FROM) return gameMadeWhenRead(game, {}, { pushed: { under: game.stack, top: object }, unread: unreadRemoval(game) });
  return nextGame(game, { stack: game.stack.concat([object]) });
}

/** CR 701.21: a sacrificed permanent goes to its owner's graveyard, as a plain card. */
export function sacrificePermanent(game: GameState, id: ObjectId): GameState {
  return sacrificePermanents(game, [id]);
}

/**
 * CR 701.21: permanents sacrificed together, each to its owner's graveyard as a plain card,
 * in the order named; in one pass over the battlefield, so sacrificing m of n costs n + m.
 */
export function sacrificePermanents(game: GameState, ids: readonly ObjectId[]): GameState {
  return leaveBattlefield(game, ids, 'graveyard', (id) => {
    throw new Error(`no permanent "${id}" to sacrifice`);
  });
}

/**
 * CR 400.7: permanents leaving the battlefield together for their owners' `zone` (or exile),
 * each a new plain card there, in the order named. `missing` answers an id that names no
 * permanent (or one named before): it throws, or the id is passed over. `taken`: the new ids
 * the cards take, one for each id named, taken already (asNewObject) by a caller that gave
 * other ids in between; else they are taken here, in order.
 */
export function leaveBattlefield(game: GameState, ids: readonly ObjectId[], zone: 'graveyard' | 'hand' | 'exile', missing: (id: ObjectId) => void, taken?: readonly ObjectId[]): GameState {
  const leaving = new Set<ObjectId>();
  const cards: CardObject[] = [];
  // The ids given for the cards that do leave (an id passed over gives none).
  const given: ObjectId[] = [];
  ids.forEach((id, k) => {
    const permanent = leaving.has(id) ? undefined : findPermanent(game, id);
    if (!permanent) {
      missing(id);
      return;
    }
    leaving.add(id);
    cards.push({ id: permanent.id, card: permanent.card, owner: permanent.owner } as CardObject);
    if (taken) given.push(taken[k] as ObjectId);
  });
  if (cards.length === 0) return game;
  const left = nextGame(game, { battlefield: game.battlefield.filter((p) => !leaving.has(p.id)) });
  const [without, moved] = taken ? [left, cards.map((c, i) => ({ ...c, id: given[i] as ObjectId }))] : asNewObjects(left, cards);
  if (zone === 'exile') return nextGame(without, { exile: [...without.exile, ...moved] });
  const players = without.players.map((p) => {
    const arriving = moved.filter((c) => c.owner === p.id);
    return arriving.length === 0 ? p : { ...p, [zone]: [...p[zone], ...arriving] };
  });
  return nextGame(without, { players });
}

export function setTapped(game: GameState, id: ObjectId, tapped: boolean): GameState {
  return updatePermanent(game, id, (p) => ({ ...p, tapped }));
}

/** CR 122.1: `permanent` with `n` more counters of a kind on it (fewer, for a negative `n`). */
export function plusCounters(permanent: Permanent, counter: string, n: number): Permanent {
  return { ...permanent, counters: { ...permanent.counters, [counter]: countersOn(permanent, counter) + n } };
}

/** The permanents with these ids tapped (or untapped), in one copy of the battlefield. */
export function setTappedAll(game: GameState, ids: Iterable<ObjectId>, tapped: boolean): GameState {
  return updatePermanents(game, ids, (p) => ({ ...p, tapped }));
}

export function addManaToPool(game: GameState, player: PlayerId, units: readonly ManaUnit[]): GameState {
  if (units.length === 0) return game;
  return updatePlayer(game, player, (p) => ({ ...p, manaPool: p.manaPool.concat(units) }));
}

/** The pool without the units named (the game itself when none is: each of a payment's mana abilities comes here, most spending nothing). */
export function removeManaFromPool(game: GameState, player: PlayerId, unitIds: readonly string[]): GameState {
  if (unitIds.length === 0) return game;
  const spent = new Set(unitIds);
  return updatePlayer(game, player, (p) => ({ ...p, manaPool: p.manaPool.filter((u) => !spent.has(u.id)) }));
}

/** CR 119.4: paying life is losing it; the loss counts toward what the player lost this turn. */
export function loseLife(game: GameState, player: PlayerId, amount: number): GameState {
  if (amount <= 0) return game;
  return updatePlayer(game, player, (p) => ({ ...p, life: p.life - amount, lifeLostThisTurn: (p.lifeLostThisTurn ?? 0) + amount }));
}


