/**
 * Arrays made from another by taking one object out (a card cast from a graveyard, a hand or
 * exile, CR 601.2a). The game is immutable, so each such change is a new array; what was worked
 * out for the old array by place holds for the new one but for that place. "What may I do now"
 * proposes each of k cards in a graveyard of g on a game whose graveyard has lost it, and
 * reading each such graveyard afresh would cost k × g.
 *
 * Unlike arrays whose objects are replaced in their places (same-places.ts), what is known of
 * the old array can't be carried over as the new one is made: the proposals are made before
 * anything reads the graveyard they come from. So the new array remembers the old one and
 * where the object was, and a reader works the old one out once for all of them. Only one
 * step is remembered: an array made from one that remembers its own forgets it then, so a
 * game's history of arrays is not kept alive by its latest.
 */

/** The array an array was made from by taking the object at `at` out. */
export interface Removal {
  readonly from: readonly unknown[];
  readonly at: number;
}

const made = new WeakMap<readonly unknown[], Removal>();

/** Remembers that `next` is `from` without the object at `at` (and lets `from` forget its own). */
export function noteRemoved(next: readonly unknown[], from: readonly unknown[], at: number): void {
  made.delete(from);
  made.set(next, { from, at });
}

/** The array `next` was made from by taking one object out, and where it was; undefined if not (or forgotten). */
export function removalOf(next: readonly unknown[]): Removal | undefined {
  return made.get(next);
}

/**
 * A player's zone, or a game's exile or command zone, whose new array is made only when first
 * read (`withoutWhenRead`, below, for game/update.ts `removeCard`): what it will be made from, and
 * where the card taken out was. A reader that works out the old array once for all (a cost's
 * candidates, cards/cost-parts.ts; a target word's, casting/card-candidates.ts; the board memo's
 * key, game/board-memo.ts) asks this first, and the proposal of each of k cards of a hand never
 * makes its hand. The note is a property of the holder under a symbol, not
 * enumerable (a spread, JSON and a deep compare never see it), rather than a weak map's entry:
 * every card "what may I do now" proposes from a hand notes one, on a player that lives for that
 * proposal, and a weak entry for each was about a tenth of that query at 100 permanents
 * (docs/performance-history.md, sixtieth round).
 */
const PENDING = Symbol('pending removal');

/** A removal, the zone it will make, and the array once made (shared by the holders made from one another while it is unread). */
export interface Pending extends Removal {
  readonly zone: string;
  made?: readonly unknown[];
}

/**
 * `holder` copied field by field in its order, with `zone` (its array less the object at `at`)
 * made when first read, and noted pending (a player's hand or graveyard; a game's exile or
 * command zone, game/update.ts). The zone is a getter, one function for every such
 * holder, defined where the field stood: a getter written as a new function for each holder, or
 * a field redefined as one after a spread, left each holder a dictionary in V8 rather than
 * giving those made alike one shape. Only for holders whose field names are the rules' own (a
 * player, a game), never keys read from input: the copy assigns them (core/extend.ts).
 */
export function withoutWhenRead<T extends object>(holder: T, zone: keyof T & string, at: number): T {
  const next: Record<string, unknown> = {};
  for (const key of Object.keys(holder)) {
    if (key === zone) defineWhenRead(next, zone, { zone, from: holder[zone] as readonly unknown[], at });
    else next[key] = holder[key as keyof T];
  }
  return next as T;
}

/**
 * Defines `removal.zone` on `next`, a holder being built field by field, where the field stands:
 * made when first read, and the removal noted. A removal another holder notes too (one read with
 * `unreadRemoval`) makes its array once for both.
 */
export function defineWhenRead(next: object, zone: string, removal: Pending): void {
  Object.defineProperty(next, zone, { get: madeWhenRead, enumerable: true, configurable: true });
  Object.defineProperty(next, PENDING, { value: removal });
}

/** The getter of every zone `defineWhenRead` defines: its array, made once. */
function madeWhenRead(this: { readonly [PENDING]: Pending }): readonly unknown[] {
  const pending = this[PENDING];
  return (pending.made ??= without(pending.from, pending.at));
}

/**
 * How many objects a zone holds before taking one out of it makes its new array only when first
 * read (`withoutWhenRead`). A smaller zone is copied at once (`copiedWithout`): the getter's two
 * `defineProperty` calls took longer than copying a seven-card hand, once for each card "what may
 * I do now" proposes (docs/performance-history.md, seventieth round), and a reader of so few
 * objects needs no note of what they were made from.
 */
export const LAZY_ZONE_FROM = 16;

/** `items` without the one at `at`, copied now with no note of what it was made from: for a zone of fewer than LAZY_ZONE_FROM objects. */
export function copiedWithout<T>(items: readonly T[], at: number): readonly T[] {
  const copy = items.slice();
  copy.splice(at, 1);
  return copy;
}

/** `items` without the one at `at`: one copy, the rest in their places; what is known of `items` carries over (noteRemoved). */
export function without<T>(items: readonly T[], at: number): readonly T[] {
  const copy = copiedWithout(items, at);
  noteRemoved(copy, items, at);
  return copy;
}

/** The zone of `holder` made when first read and not read yet, what it will be made from and where the object taken out was. */
export function unreadRemoval(holder: object): Pending | undefined {
  const known = (holder as { readonly [PENDING]?: Pending })[PENDING];
  return known !== undefined && known.made === undefined ? known : undefined;
}

/** What `holder`'s `zone` is made from and where the object taken out was, if it was made so (read or not). */
export function pendingRemoval(holder: object, zone: string): Removal | undefined {
  const known = (holder as { readonly [PENDING]?: Pending })[PENDING];
  return known?.zone === zone ? known : undefined;
}
