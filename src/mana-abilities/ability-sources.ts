/**
 * CR 605.3a, 106.1, 602.2b: the mana abilities a player could activate now, as the solver's
 * sources (mana/solver-types.ts). A payment (601.2g), the 601.3 look-ahead and "what may I do
 * now" all start from this list, so it is the one piece of a payment whose work grows with
 * the board: it walks the player's permanents once, asks the game-wide questions (a partial
 * card in play) once, and reads what a mana ability's definition alone decides (its ways,
 * its life and mill costs, what its cost does to its object) once per definition. A
 * permanent or a card in a hand that is the same object as at the last listing, among the same
 * static sources, is not checked again where nothing else can change its answer (listing-memo.ts).
 */
import { partialCardRefusal, partialGameRefusal } from '../cards/gaps.js';
import { sameItems } from '../core/same-items.js';
import type { CardLibrary } from '../cards/library.js';
import { objectCard } from '../cards/face-up.js';
import type { ManaAbility } from '../cards/schema.js';
import { staticShape, staticSources } from '../cards/static-sources.js';
import type { AbilityHolder } from '../game/ability-holder.js';
import { findPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import type { ManaSourceOption, TapSet } from '../mana/solver-types.js';
import type { Color, ManaType } from '../mana/symbols.js';
import { manaAbilitiesOf } from './held-mana-abilities.js';
import { sacrificedAsItResolves } from './resolve-self.js';
import { checkHeldActivation, type ManaAbilityHolder, type ManaActivationRef } from './activation-check.js';
import { ANY_STATICS, ListingMemo, readsWhatItNames, readsWhatItNamesAndLife, remembersWith } from './listing-memo.js';
import { abilityFacts, copyListed, sharedWayOption, type AbilityFacts } from './ability-facts.js';
import { wayOption } from './source-options.js';
import type { SourceUse } from './source-use.js';
import { spendOf } from './spend-of.js';
import type { ManaAbilityAction } from './mana-ability-action.js';
import { tapList, tapPartOf } from './tap-others.js';
import { copiesOf } from './source-copies.js';
import { NO_TAP_SETS, tapSets, type TapSets } from './tap-sets.js';

/** A mana ability as a solver source, with the object it belongs to. */
export interface AbilitySourceOption extends ManaSourceOption {
  readonly object: ObjectId;
  readonly ability: number;
  readonly zone: 'battlefield' | 'hand';
  /** Its cost taps, untaps, sacrifices or exiles its object (so a convoke tap of the same creature excludes it). */
  readonly usesObject: boolean;
  /** The fixed mana this way of activating it makes (one of a `oneOf`), or null. */
  readonly made: readonly ManaType[] | null;
  /** CR 107.4e: how this way pays the hybrid symbols of its cost. */
  readonly hybrid: readonly Color[];
  /**
   * CR 602.2b: the permanents its cost may tap besides its object (Springleaf Drum's creature),
   * one of which is chosen as it is activated; [] if its cost taps none. Its own object may be
   * among them (Loam Dryad is a creature) and is never chosen when its {T} taps it. Which one
   * the payment leaves to the activation (auto-activate.ts): `tapsOneOf` counts them.
   */
  readonly tapsFrom: readonly ObjectId[];
  /**
   * What activating it this way does to its own object (costs/cost-conflicts.ts): tapped; taken
   * away by its cost, or as it resolves on its last depletion counter (CR 605.3b).
   */
  readonly uses: readonly SourceUse[];
}

/**
 * The mana abilities `player` could activate now, as solver sources: battlefield first,
 * then the hand, one per way of activating each (source-options.ts: a fixed combination of a
 * `oneOf`, a way to pay hybrid symbols). What one activation makes is in `produces`,
 * `oneType` and `mana`; `cost` is the mana it costs (a chain source); `lifeCost` and
 * `millCost` are what one activation spends; `penalty` ranks sources that wear or use
 * themselves up; ways that each need the object's {T} (or {Q}, or to remove it), or that are
 * ways of one ability, share an `exclusive` key. A cost that taps another permanent
 * (tap-others.ts) holds the tap sets of the permanents it may tap (tap-sets.ts), and so does
 * every use of a permanent's own {T} that such a cost could tap (a Drum tapping a Llanowar
 * Elves uses up the Elves' own ability): one source per ability, not per permanent it could
 * tap. An ability whose cost spends nothing else (Seton) may be activated once per permanent
 * it could tap, and the abilities alike share those activations (`copiesOf`). Restricted mana
 * (`spend`) pays nothing until `forPaying` (spend.ts) says what it may pay.
 */
export function abilitySources(game: GameState, cards: CardLibrary, player: PlayerId): readonly AbilitySourceOption[] {
  return boardListing(game, cards, player).sources;
}

/** What one listing of a player's sources found (listAbilitySources). */
interface BoardListing {
  readonly cards: CardLibrary;
  readonly sources: readonly AbilitySourceOption[];
  /** Every object of the player's it met, listed or not, in its order (their permanents, then their hand); none if a partial card in play stopped every activation. */
  readonly objects: readonly HolderListing[] | undefined;
}

/**
 * The listing of the player's sources, worked out once per game value, player and library: a
 * payment asks for them at 601.2g to find the sources and again to activate the ones the solver
 * chose (the game is immutable, so the same game value has the same sources).
 */
function boardListing(game: GameState, cards: CardLibrary, player: PlayerId): BoardListing {
  const known = sourcesOf.get(game)?.get(player);
  if (known?.cards === cards) return known;
  const listing = listAbilitySources(game, cards, player);
  const byPlayer = sourcesOf.get(game) ?? new Map<PlayerId, BoardListing>();
  byPlayer.set(player, listing);
  sourcesOf.set(game, byPlayer);
  return listing;
}

const sourcesOf = new WeakMap<GameState, Map<PlayerId, BoardListing>>();

/** The listing on `game` that made `abilities`, or undefined for a list made otherwise. */
function listingOf(game: GameState, cards: CardLibrary, player: PlayerId, abilities: readonly AbilitySourceOption[]): BoardListing | undefined {
  const known = sourcesOf.get(game)?.get(player);
  return known?.cards === cards && known.sources === abilities ? known : undefined;
}

/** CR 605.3a: the player's objects the listing that made `abilities` on `game` met (BoardListing `objects`); undefined for a list made otherwise. */
export const listingsOf = (game: GameState, cards: CardLibrary, player: PlayerId, abilities: readonly AbilitySourceOption[]): readonly HolderListing[] | undefined =>
  listingOf(game, cards, player, abilities)?.objects;

interface Listed {
  readonly checked: ManaActivationRef;
  readonly holder: AbilityHolder;
  readonly facts: AbilityFacts;
  /** The permanents its cost could tap besides its object (tap-others.ts `tapList`), or none. */
  readonly list: readonly ObjectId[];
}

/** One of the player's objects as a listing met it, listed or not (mana-answers.ts answers from it). */
export interface HolderListing {
  readonly holder: ManaAbilityHolder;
  /** The sources made of its abilities (none if it has no ability that may be activated now and makes mana). */
  readonly made: { readonly sources: readonly AbilitySourceOption[] } | undefined;
  /** What the query answers for its mana abilities, worked out at the first query that meets this listing. */
  answers: readonly ManaAbilityAction[] | undefined;
}

/**
 * One object's listed abilities, and the sources made of them: with the tap sets its own {T}
 * is in (`own`), and for an object whose cost taps another, with the listing's sets.
 */
interface ObjectListing extends HolderListing {
  readonly object: ObjectId;
  readonly listed: readonly Listed[];
  readonly tapsOthers: boolean;
  /** CR 602.2b: the list of permanents each of its abilities whose cost taps another was checked with (tap-others.ts `tapPartProblem`). */
  readonly read: readonly ListRead[];
  /**
   * CR 119.4: the player's life total as it was listed, when one of its abilities reads more than
   * its object and the permanents it names (a cost of life, Mana Confluence; or of cards milled,
   * which is never remembered); else undefined. `readTheSame` asks it again.
   */
  readonly life: number | undefined;
  /** `copies`: how many sources each listed ability was made into (`copiesOf`), for an object whose cost taps another. */
  made: { readonly own: readonly TapSet[]; readonly sets: TapSets; readonly copies: readonly number[]; readonly sources: readonly AbilitySourceOption[]; readonly restricted: boolean } | undefined;
}

/** An ability whose cost taps another permanent, and the list of those it could tap that its check read. */
interface ListRead {
  readonly ability: ManaAbility;
  readonly list: readonly ObjectId[];
}

/** Permanents' and hand cards' listings, kept while they can only be the same (listing-memo.ts). */
const remembered = new ListingMemo<ObjectListing>();

function listAbilitySources(game: GameState, cards: CardLibrary, player: PlayerId): BoardListing {
  // A partial card in play stops every activation (checkManaActivation's game-wide question, asked once).
  if (partialGameRefusal(game, cards, player, 'activateMana')) return { cards, sources: [], objects: undefined };
  const statics = staticSources(game, cards);
  const remembering = remembersWith(statics);
  const shape = staticShape(statics);
  const listings: ObjectListing[] = [];
  const all: ObjectListing[] = [];
  const lists = new Set<readonly ObjectId[]>();
  // CR 605.3a: the player's life total is their own permanents' controller's, which a cost of life reads (CR 119.4).
  const life = findPlayer(game, player)?.life;
  // CR 605.3a: only the player's own permanents (checkManaActivation refuses the others).
  // Indexed loops here and below: the battlefield and the sources run to thousands a query.
  const battlefield = game.battlefield;
  for (let at = 0; at < battlefield.length; at += 1) {
    const permanent = battlefield[at]!;
    if (permanent.controller !== player) continue;
    const known = remembering ? remembered.get(permanent, cards, shape) : undefined;
    const listing = known && readTheSame(game, cards, player, known, life) ? known : listHolder(game, cards, player, { zone: 'battlefield', permanent }, remembering ? shape : undefined, life);
    all.push(listing);
    if (listing.listed.length > 0) listings.push(listing);
  }
  for (const card of findPlayer(game, player)?.hand ?? []) {
    // A card with no mana abilities is remembered whatever the static sources (listHolder); one with some, as a permanent is.
    const known = remembered.get(card, cards, ANY_STATICS) ?? (remembering ? remembered.get(card, cards, shape) : undefined);
    const listing = known && readTheSame(game, cards, player, known, life) ? known : listHolder(game, cards, player, { zone: 'hand', card }, remembering ? shape : undefined, life);
    all.push(listing);
    if (listing.listed.length > 0) listings.push(listing);
  }
  // CR 602.2b: the lists of permanents costs could tap, shared by the abilities with the same part (cost-parts.ts `candidatesFor`).
  for (const listing of listings) if (listing.tapsOthers) for (const { list } of listing.listed) if (list.length > 0) lists.add(list);
  const sets = tapSets([...lists]);
  const copies = lists.size === 0 ? NO_COPIES : copiesOf<Listed>(listings);
  const sources: AbilitySourceOption[] = [];
  // CR 106.6: whether any source's mana is restricted, known from each object's as its sources are made.
  let restricted = false;
  for (const listing of listings) {
    const own = sets.ofObject(listing.object);
    const counts = listing.tapsOthers ? listing.listed.map((l) => copies.get(l) ?? 1) : NO_COUNTS;
    let made = listing.made;
    if (!made || made.own !== own || (listing.tapsOthers && (made.sets !== sets || !sameItems(made.copies, counts)))) {
      const its = sourcesOfListing(listing, own, sets, copies);
      listing.made = made = { own, sets, copies: counts, sources: its, restricted: its.some((s) => s.spend !== undefined) };
    }
    restricted ||= made.restricted;
    const its = made.sources;
    for (let k = 0; k < its.length; k += 1) sources.push(its[k]!);
  }
  listFacts.set(sources, { sets, restricted });
  return { cards, sources, objects: all };
}

/**
 * CR 602.2b: the tap sets of a list abilitySources made (tap-sets.ts): a convoke creature or an
 * improvise artifact one of its costs could tap holds them too. None for any other list.
 */
export function tapSetsOf(abilities: readonly AbilitySourceOption[]): TapSets {
  return listFacts.get(abilities)?.sets ?? NO_TAP_SETS;
}

/**
 * CR 106.6: whether a list abilitySources made holds restricted mana, as the listing knew it;
 * undefined for any other list (spend.ts `anyRestricted` reads those source by source).
 */
export function restrictedIn(sources: readonly ManaSourceOption[]): boolean | undefined {
  return listFacts.get(sources)?.restricted;
}

/** What a listing knows of its list. A WeakMap, not a QueryMemo (core/query-memo.ts): abilitySources hands the list out again for the same game in a later query. */
const listFacts = new WeakMap<readonly ManaSourceOption[], { readonly sets: TapSets; readonly restricted: boolean }>();

/**
 * The mana abilities of the holder's object that may be activated now; remembered for a
 * permanent or a card in a hand when `statics` (the static sources' shape) is given and every
 * mana ability it has reads only its object, the permanents its cost could tap besides it
 * (`read`) and its controller's life total (`life`, the player's, read once for the listing by
 * the caller), which `readTheSame` asks again; and for a card in a hand with no mana abilities
 * whatever the static sources.
 */
function listHolder(game: GameState, cards: CardLibrary, player: PlayerId, holder: ManaAbilityHolder, statics: object | undefined, life: number | undefined): ObjectListing {
  const object = holder.zone === 'battlefield' ? holder.permanent : holder.card;
  const card = objectCard(cards, object);
  const held = manaAbilitiesOf(game, cards, card, holder.zone === 'battlefield' ? holder.permanent : undefined);
  const listed: Listed[] = [];
  const read: ListRead[] = [];
  // The abilities listed, by definition: a second of one that uses its object up adds nothing (`copyListed`).
  const definitions = new Set<ManaAbility>();
  if (held.length > 0 && !partialCardRefusal(cards, card, 'activateMana')) {
    held.forEach((printed, index) => {
      // CR 602.2b, 118.3: a tapped permanent can't pay {T}; the full check would refuse it.
      if (holder.zone === 'battlefield' && holder.permanent.tapped && abilityFacts(printed).resource === 'T') return;
      if (copyListed(definitions, printed)) return;
      // CR 602.2b: the permanents its cost could tap besides its object, which its check counts; the
      // ability as its object has it (below) shares its cost, so this is that one's list too.
      const list = tapPartOf(printed) ? tapList(game, cards, player, printed) : NO_OBJECTS;
      if (list !== NO_OBJECTS) read.push({ ability: printed, list });
      const checked = checkHeldActivation(game, cards, player, holder, card, index);
      // An activation that would add no mana pays nothing, so it is no source for a payment.
      if (!checked.ok || checked.value.amount === 0) return;
      // The ability as its object has it ("the chosen color" read: cards/chosen-mana.ts).
      const { ability } = checked.value;
      listed.push({ checked: checked.value, holder, facts: abilityFacts(ability), list });
      definitions.add(printed);
    });
  }
  // CR 119.4: whether a cost of life can be paid reads the life total, `life`, the player's (a permanent's mana abilities are its controller's, CR 605.3a).
  const listing: ObjectListing = { object: object.id, holder, answers: undefined, listed, tapsOthers: listed.some((l) => l.facts.tapsOthers), read, life: held.every(readsWhatItNames) ? undefined : life, made: undefined };
  // CR 605.1a: a card in a hand has only its printed mana abilities; one with none lists as none in every game.
  if (holder.zone === 'hand' && held.length === 0) remembered.set(object, cards, ANY_STATICS, listing);
  else if (statics && held.every(readsWhatItNamesAndLife)) remembered.set(object, cards, statics, listing);
  return listing;
}

/**
 * CR 602.2b, 119.4: whether each list a remembered listing's checks read is the list now
 * (`tapList` gives lists alike as one array), and the life total they read is `life`, the player's now.
 */
function readTheSame(game: GameState, cards: CardLibrary, player: PlayerId, listing: ObjectListing, life: number | undefined): boolean {
  if (listing.life !== undefined && listing.life !== life) return false;
  const { read } = listing;
  for (let i = 0; i < read.length; i += 1) if (tapList(game, cards, player, read[i]!.ability) !== read[i]!.list) return false;
  return true;
}

const NO_COUNTS: readonly number[] = Object.freeze([]);

const NO_COPIES: ReadonlyMap<Listed, number> = new Map();

const NO_OBJECTS: readonly ObjectId[] = Object.freeze([]);

/**
 * The solver sources of one object's listed abilities. `own`: the tap sets the object is in
 * (its {T} is one of the permanents another ability's cost could tap); `sets`: the listing's.
 */
function sourcesOfListing({ object, listed }: ObjectListing, own: readonly TapSet[], sets: TapSets, copiesOf: ReadonlyMap<Listed, number>): readonly AbilitySourceOption[] {
  const sources: AbilitySourceOption[] = [];
  for (let i = 0; i < listed.length; i += 1) {
    const { checked, holder, facts, list } = listed[i]!;
    const { ability, index, snow, amount, zone } = checked;
    const { ways, resource } = facts;
    const copies = copiesOf.get(listed[i]!) ?? 1;
    // The sets' own arrays when only one part holds any, shared by every source alike: the solver reads each array once per question (solver-model.ts).
    const others = facts.tapsOthers ? sets.ofList(list) : [];
    const mine = facts.taps ? own : [];
    const tapsOneOf = others.length === 0 ? mine : mine.length === 0 ? others : [...others, ...mine];
    const spend = spendOf(ability, holder);
    const ownOnly: readonly SourceUse[] = [{ object, taps: facts.taps, removes: facts.removes || sacrificedAsItResolves(holder.zone === 'battlefield' ? holder.permanent : undefined, ability) }];
    for (let copy = 0; copy < copies; copy += 1) {
      const nth = copies > 1 ? `*${copy}` : '';
      const key = sharesResource(listed, resource) || (ways.length > 1 && resource !== null) ? `${object}/${resource}` : ways.length > 1 ? `${object}/#${index}${nth}` : undefined;
      for (const way of ways) {
        const option = spend ? wayOption(ability, way, amount, spend) : sharedWayOption(facts, ability, way, amount);
        sources.push({
          id: `${object}#${index}${way.key}${nth}`,
          ...option,
          snow,
          inPool: false,
          lifeCost: facts.lifeCost,
          millCost: facts.millCost,
          penalty: facts.penalty,
          ...(key === undefined ? {} : { exclusive: key }),
          ...(tapsOneOf.length === 0 ? {} : { tapsOneOf }),
          ...(spend ? { spend } : {}),
          object,
          ability: index,
          zone,
          usesObject: facts.usesObject,
          made: way.made,
          hybrid: way.hybrid,
          tapsFrom: list,
          uses: ownOnly,
        });
      }
    }
  }
  return sources;
}

/** Whether two or more of an object's listed abilities spend `resource` (its {T}, say): their ways exclude each other. */
function sharesResource(listed: readonly Listed[], resource: AbilityFacts['resource']): boolean {
  if (resource === null) return false;
  let n = 0;
  for (const b of listed) if (b.facts.resource === resource) n += 1;
  return n > 1;
}
