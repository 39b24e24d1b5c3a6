/**
 * CR 601.2g–h: one object can't serve two parts of a payment that each use it up. A card
 * sacrificed, exiled, discarded or returned for a cost can't also be sacrificed or exiled
 * for mana (Wild Cantor, Lotus Petal, Simian Spirit Guide); a permanent tapped for a cost
 * can't also be tapped for mana or convoke; a graveyard card exiled for a cost can't also
 * be delved. Tapping a land for mana and then returning it (Daze) or sacrificing it is fine.
 */
import { IdMap, type ReadonlyIdMap } from '../core/id-map.js';
import { QueryMemo } from '../core/query-memo.js';
import { sameItems } from '../core/same-items.js';
import type { ObjectUse } from '../cards/cost-kinds.js';
import { findPermanent, getPlayer, objectWithId } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import type { ManaSourceOption, SolveOptions, TapSet } from '../mana/solver-types.js';
import type { ManaAmount } from '../mana/symbols.js';
import { plainlyPayableWithout } from '../mana/solver-plain.js';
import { derivationOf, withoutSources } from '../mana/source-lists.js';
import { conflicts, type AbilitySourceOption, type SourceUse } from '../mana-abilities/mana-abilities.js';
import { withFewerTapped } from '../mana-abilities/tap-sets.js';

export { conflicts, type SourceUse } from '../mana-abilities/mana-abilities.js';

/**
 * How a mana source uses objects: a mana ability's, as listing it found (its object, and the
 * permanents its cost taps besides, Springleaf Drum's creature, CR 602.2b); a convoke or
 * improvise permanent is tapped, a delve card exiled; [] for pool mana.
 */
export function sourceUses(game: GameState, player: PlayerId, source: ManaSourceOption): readonly SourceUse[] {
  if (isAbilitySource(source)) return source.uses;
  switch (sourcePlace(game, source)) {
    case 'ability':
    case 'pool':
      return [];
    case 'battlefield':
      return [{ object: source.id, taps: true, removes: false }];
    case 'graveyard':
      return objectWithId(getPlayer(game, player).graveyard, source.id) !== undefined ? [{ object: source.id, taps: false, removes: true }] : [];
  }
}

const isAbilitySource = (source: ManaSourceOption): source is AbilitySourceOption => 'uses' in source;

/**
 * Where what a source uses is found: a mana ability's as listing it found, free pool mana uses
 * nothing, a convoke or improvise permanent on this battlefield, anything else (a delve card) in
 * its player's graveyard.
 */
function sourcePlace(game: GameState, source: ManaSourceOption): 'ability' | 'pool' | 'battlefield' | 'graveyard' {
  if (isAbilitySource(source)) return 'ability';
  if (isFreePoolMana(source)) return 'pool';
  return findPermanent(game, source.id) !== undefined ? 'battlefield' : 'graveyard';
}

const isFreePoolMana = (source: ManaSourceOption): boolean => source.inPool && !source.only;

/** Whether what a source uses is its own to say, not read from a zone of the game (sourcePlace: a mana ability or free pool mana). */
const carriesItsUses = (source: ManaSourceOption): boolean => isAbilitySource(source) || isFreePoolMana(source);

/**
 * What each of a list of sources uses (sourceUses, in the list's order), and which sources use
 * each object. Worked out once for a frozen list on one board: "what may I do now" pays every
 * ability's cost from the one list of the board's sources (convoke-delve.ts, `paymentSources`),
 * and an ability's own object or the objects its cost takes are looked up here, not searched for.
 * A list made from another by leaving a few sources out (mana/source-lists.ts: the board's less
 * an ability's own land, for "{4}, {T}, Sacrifice a land") shares the other's index and names
 * what it left out: a thousand such abilities index the board once, not once each.
 */
export interface SourceIndex {
  /** what each source of the indexed list uses, by its place there */
  readonly uses: readonly (readonly SourceUse[])[];
  /** The places of the sources using each object: one place as a number (most objects have one source), several as a list. */
  readonly byObject: ReadonlyIdMap<number | readonly number[]>;
  /** CR 602.2b: the tap sets the sources hold (mana-abilities/tap-sets.ts), each once. */
  readonly sets: readonly TapSet[];
  /** the places in the indexed list of the sources this list leaves out (ascending; none for the list itself) */
  readonly out: readonly number[];
}

export function sourceIndex(game: GameState, player: PlayerId, sources: readonly ManaSourceOption[]): SourceIndex {
  // A convoke or delve source's use depends on where its object is (sourceUses): the graveyard
  // only for a list with a source neither an ability, free pool mana nor a permanent here (a
  // delve card). A card cast from a graveyard leaves it, and "what may I do now" asks the board's
  // one list for each such card: with no delve source the index is the same, and the graveyard
  // isn't read (nor made, game/update.ts withoutCard).
  const graveyard = () => getPlayer(game, player).graveyard;
  const known = indexes.get(sources);
  if (known && known.battlefield === game.battlefield && (known.graveyard === null || known.graveyard === graveyard())) return known.index;
  const derived = derivationOf(sources);
  const whole = derived !== undefined && Object.isFrozen(derived.from) ? sourceIndex(game, player, derived.from) : undefined;
  const index = whole !== undefined && whole.out.length === 0 ? { ...whole, out: derived!.out } : indexOfAlike(game, player, sources);
  if (Object.isFrozen(sources)) indexes.set(sources, { battlefield: game.battlefield, graveyard: sources.some((s) => sourcePlace(game, s) === 'graveyard') ? graveyard() : null, index });
  return index;
}

/**
 * The indexes of the last few lists whose sources each carry what they use (`carriesItsUses`),
 * with a copy of each list. Such a list's index is worked out from its sources alone, so a list
 * of the same sources, one by one, has the same index: the next "what may I do now" on a board
 * whose mana sources didn't change lists the same source objects again
 * (mana-abilities/listing-memo.ts), in a new list on a new battlefield. Keyed by what the list
 * holds, as mana/solver-plain.ts's recent lists are, and held strongly: four lists and their
 * indexes, a few hundred KB for lists of thousands of sources.
 */
const recentIndexes: { readonly sources: readonly ManaSourceOption[]; readonly index: SourceIndex }[] = [];
const RECENT_INDEXES = 4;

function indexOfAlike(game: GameState, player: PlayerId, sources: readonly ManaSourceOption[]): SourceIndex {
  for (let i = 0; i < sources.length; i += 1) if (!carriesItsUses(sources[i]!)) return indexOf(game, player, sources);
  for (const recent of recentIndexes) if (sameItems(recent.sources, sources)) return recent.index;
  const index = indexOf(game, player, sources);
  if (recentIndexes.unshift({ sources: sources.slice(), index }) > RECENT_INDEXES) recentIndexes.pop();
  return index;
}

function indexOf(game: GameState, player: PlayerId, sources: readonly ManaSourceOption[]): SourceIndex {
  const uses = sources.map((s) => sourceUses(game, player, s));
  const byObject = new IdMap<number | number[]>(sources.length);
  // Indexed loops: a board's sources run to thousands, each use list to one or two.
  for (let i = 0; i < uses.length; i += 1) {
    const list = uses[i]!;
    for (let k = 0; k < list.length; k += 1) {
      const { object } = list[k]!;
      const users = byObject.get(object);
      if (users === undefined) byObject.set(object, i);
      else if (typeof users === 'number') {
        if (users !== i) byObject.set(object, [users, i]);
      } else if (users[users.length - 1] !== i) users.push(i);
    }
  }
  const sets = new Set<TapSet>();
  for (let i = 0; i < sources.length; i += 1) {
    const taps = sources[i]!.tapsOneOf;
    if (taps) for (let k = 0; k < taps.length; k += 1) sets.add(taps[k]!);
  }
  return { uses, byObject, sets: [...sets], out: NONE };
}

/** The place in the list an index is for of the source at `place` in the indexed list, or -1 if the list leaves it out. */
function placeIn(index: SourceIndex, place: number): number {
  let before = 0;
  for (const o of index.out) {
    if (o === place) return -1;
    if (o > place) break;
    before += 1;
  }
  return place - before;
}

/** Whether some source of the list an index is for uses `object`. */
export function usedBySome(index: SourceIndex, object: ObjectId): boolean {
  const users = index.byObject.get(object);
  if (users === undefined) return false;
  if (index.out.length === 0) return true;
  return typeof users === 'number' ? placeIn(index, users) >= 0 : users.some((p) => placeIn(index, p) >= 0);
}

/**
 * Each frozen list's sourceIndex, held for the query that made the list (core/query-memo.ts),
 * with the battlefield and (when the list has a source looked up in the graveyard) the graveyard
 * it was made on; null: the graveyard doesn't matter.
 */
const indexes = new QueryMemo<readonly ManaSourceOption[], { readonly battlefield: GameState['battlefield']; readonly graveyard: readonly unknown[] | null; readonly index: SourceIndex }>();

/**
 * The mana sources left once these objects are used for a cost this way: the same list when
 * none is ruled out. A permanent the cost taps is one fewer for the mana abilities that tap
 * another (CR 602.2b): the tap sets it is in are smaller in every source that holds them.
 * `index`: the list's sourceIndex, when the caller has it.
 */
export function sourcesLeft(
  game: GameState,
  player: PlayerId,
  sources: readonly ManaSourceOption[],
  used: ReadonlyMap<ObjectId, ObjectUse>,
  index?: SourceIndex,
): readonly ManaSourceOption[] {
  if (used.size === 0) return sources;
  const known = index ?? sourceIndex(game, player, sources);
  const out = placesUsedUp(known, used);
  const left = out.size === 0 ? sources : withoutSources(sources, out);
  return known.sets.length === 0 ? left : withFewerTapped(left, [...used].flatMap(([object, kind]) => (conflicts(kind, TAPS) ? [object] : [])), known.sets);
}

/** The places in the index's list of the sources that these uses of objects rule out. */
function placesUsedUp(index: SourceIndex, used: ReadonlyMap<ObjectId, ObjectUse>): Set<number> {
  const out = new Set<number>();
  for (const [object, kind] of used) for (const i of ruledOut(index, object, [kind])) out.add(i);
  return out;
}

/**
 * The sources left once these objects are used (sourcesLeft), named by `sources`' index and the
 * places it leaves out, the list itself made only when asked: "what may I do now" judges a
 * thousand abilities whose cost taps their own land and sacrifices a land against the board's
 * sources less their own, and the plain test (plainlyPayableBeside) needs no copy of them. Null
 * where tap sets would shrink (CR 602.2b: sourcesLeft edits the sources that hold them).
 */
export interface Leaving {
  readonly index: SourceIndex;
  list(): readonly ManaSourceOption[];
}

export function leaving(game: GameState, player: PlayerId, sources: readonly ManaSourceOption[], used: ReadonlyMap<ObjectId, ObjectUse>): Leaving | null {
  const whole = sourceIndex(game, player, sources);
  if (whole.sets.length > 0 || whole.out.length > 0) return null;
  const out = [...placesUsedUp(whole, used)].sort((a, b) => a - b);
  let list: readonly ManaSourceOption[] | undefined;
  return { index: out.length === 0 ? whole : { ...whole, out }, list: () => (list ??= out.length === 0 ? sources : withoutSources(sources, new Set(out))) };
}

/** The index of the whole list an index names a part of (`out` left out of it). */
export function wholeIndex(index: SourceIndex): SourceIndex {
  return index.out.length === 0 ? index : { ...index, out: NONE };
}

/**
 * plainlyPayableLeaving for the list `index` names — `sources`, the list it indexes, less the
 * places it leaves out (a Leaving's, or a list made by withoutSources) — asked without making
 * it: those places and the ones `used` rules out, read from `sources`.
 */
export function plainlyPayableBeside(sources: readonly ManaSourceOption[], index: SourceIndex, used: ReadonlyMap<ObjectId, ObjectUse>, mana: ManaAmount, options: SolveOptions): boolean {
  const whole = wholeIndex(index);
  const out = new Set(index.out);
  for (const [object, kind] of used) for (const i of ruledOut(whole, object, [kind])) out.add(i);
  // Nothing left out: the list is `sources` itself, which the flows test plainly first ("ask the flows").
  return out.size > 0 && plainlyPayableWithout(mana, sources, new Set([...out].map((i) => sources[i]!.id)), options);
}

/**
 * CR 601.2h: whether the sources left once these objects are used (sourcesLeft) plainly pay
 * `mana` (mana/solver-plain.ts), asked without making that list. "What may I do now" judges
 * each ability whose cost taps its own mana source (Chromatic Orrery's "{5}, {T}") against all
 * the other sources, and a copy of them for each is a product of two sizes. False means "ask
 * canPayMana of the list sourcesLeft makes".
 */
export function plainlyPayableLeaving(
  game: GameState,
  player: PlayerId,
  sources: readonly ManaSourceOption[],
  used: ReadonlyMap<ObjectId, ObjectUse>,
  mana: ManaAmount,
  options: SolveOptions,
  index?: SourceIndex,
): boolean {
  if (used.size === 0) return false;
  const known = index ?? sourceIndex(game, player, sources);
  // Tap sets left smaller by the use (sourcesLeft, withFewerTapped) change only sources that
  // hold them, and those are never plain (standsAlone): the plain test reads the same units.
  // A list that shares the index of the one it was made from is read through that one.
  const indexed = known.out.length === 0 ? sources : derivationOf(sources)?.from;
  return indexed !== undefined && plainlyPayableBeside(indexed, known, used, mana, options);
}

/** A use that taps its object and leaves it: how a mana ability's cost taps another permanent. */
const TAPS = { taps: true, removes: false } as const;

/** The places in the index's list of the sources that a cost's use of `object` in any of `ways` rules out (conflicts). */
export function ruledOut(index: SourceIndex, object: ObjectId, ways: readonly ObjectUse[]): readonly number[] {
  const users = index.byObject.get(object);
  if (users === undefined) return NONE;
  if (typeof users === 'number') {
    const place = index.out.length === 0 ? users : placeIn(index, users);
    return place >= 0 && usesConflict(index.uses[users]!, object, ways) ? [place] : NONE;
  }
  // Loops, not closures over the arguments: asked for each object a cost uses, of each ability "what may I do now" judges.
  const out: number[] = [];
  for (let k = 0; k < users.length; k += 1) {
    const place = placeIn(index, users[k]!);
    if (place >= 0 && usesConflict(index.uses[users[k]!]!, object, ways)) out.push(place);
  }
  return out;
}

/** Whether one of a source's uses of `object` conflicts with one of `ways`. */
function usesConflict(uses: readonly SourceUse[], object: ObjectId, ways: readonly ObjectUse[]): boolean {
  for (let u = 0; u < uses.length; u += 1) {
    const use = uses[u]!;
    if (use.object !== object) continue;
    for (let w = 0; w < ways.length; w += 1) if (conflicts(ways[w]!, use)) return true;
  }
  return false;
}

const NONE: readonly number[] = [];
