/**
 * CR 602.2b, 601.2h, 118.3: mana abilities whose cost taps other permanents the player
 * chooses (Springleaf Drum and Loam Dryad: "{T}, Tap an untapped creature you control";
 * Seton, Krosan Protector: "Tap an untapped Druid you control"). The player names the
 * permanents as they activate the ability (ACTIVATE_MANA's `tap`). Tapping a creature this
 * way isn't a {T} cost of that creature's own ability, so a creature that came under its
 * controller's control this turn may be tapped (CR 302.6 restricts only {T} and {Q} costs of
 * its own abilities). This is the only part paid with chosen objects a mana ability may have
 * (the card loader refuses the others, and more than one such part, in cards/schema.ts).
 */
import type { CostProblem } from '../cards/cost-kinds.js';
import { mayTapFor } from '../cards/cost-fits.js';
import { candidatesFor, performCostAction, usesOfSource } from '../cards/cost-parts.js';
import type { CostPart } from '../cards/cost-schema.js';
import type { CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import { describeFilter } from '../cards/characteristics.js';
import type { AbilityHolder } from '../game/ability-holder.js';
import { holderObject } from '../game/ability-holder.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { findPermanent } from '../game/queries.js';
import { objectCard } from '../cards/face-up.js';
import { sameItems } from '../core/same-items.js';
import { manaAbilitiesOf } from './held-mana-abilities.js';

/** The chosen-object cost part a mana ability may have: "Tap an untapped [permanent] you control". */
export type TapPart = Extract<CostPart, { kind: 'tap' }>;

/** The "tap an untapped … you control" part of a mana ability's cost, if it has one. */
export function tapPartOf(ability: ManaAbility): TapPart | undefined {
  return ability.cost.find(isTapPart);
}

const isTapPart = (p: CostPart): p is TapPart => p.kind === 'tap';

/**
 * The permanents `player` could tap for the part: untapped permanents they control that fit
 * it, other than the ability's own object when its {T} is part of the same cost (it is
 * tapped by that part: one object can't be tapped twice).
 */
export function tapCandidates(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, ability: ManaAbility): readonly ObjectId[] {
  const own = selfTapped(holder, ability);
  return own === undefined ? tapList(game, cards, player, ability) : tapList(game, cards, player, ability).filter((id) => id !== own);
}

/** The ability's own object when its {T} is part of the same cost (so the part can't tap it again), else undefined. */
function selfTapped(holder: AbilityHolder, ability: ManaAbility): ObjectId | undefined {
  return usesOfSource(ability.cost).has('tap') ? holderObject(holder).id : undefined;
}

/**
 * The untapped permanents `player` controls that fit the part, the ability's own object among
 * them if it fits: one list for every ability with the same part on one board (cost-parts.ts
 * `candidatesFor` remembers it), so the tap sets (tap-sets.ts) are worked out per list. A list
 * with the same permanents in the same order as the part's last is that list itself, from one
 * board to the next: a listing of mana abilities (ability-sources.ts) keeps a Drum's sources
 * while its list is the same array.
 */
export function tapList(game: GameState, cards: CardLibrary, player: PlayerId, ability: ManaAbility): readonly ObjectId[] {
  const part = tapPartOf(ability);
  return part ? oneArray(part, candidatesFor(game, cards, player, part)) : [];
}

/** Each list `candidatesFor` gave, as the array `oneArray` gives for it. */
const asGiven = new WeakMap<readonly ObjectId[], readonly ObjectId[]>();
/**
 * The last list given for each part, whichever player's and game's: one list a part, however
 * many games and players a server sees (a map by player would keep one for each player id ever
 * met). Two players' lists asked in turn only miss: each is given as `candidatesFor` made it.
 */
const lastOf = new WeakMap<TapPart, readonly ObjectId[]>();

/** `list`, or the part's last list when that holds the same permanents in the same order. */
function oneArray(part: TapPart, list: readonly ObjectId[]): readonly ObjectId[] {
  let given = asGiven.get(list);
  if (given === undefined) {
    const last = lastOf.get(part);
    given = last !== undefined && sameItems(last, list) ? last : list;
    lastOf.set(part, given);
    asGiven.set(list, given);
  }
  return given;
}

/** CR 118.3: why the part can't be paid at all now (too few permanents to tap), or null. */
export function tapPartProblem(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, ability: ManaAbility): CostProblem | null {
  const part = tapPartOf(ability);
  if (!part) return null;
  // The list leaves out at most the ability's own object, so only a list of just enough needs
  // counting again (an ability is judged once per permanent holding it: k of them on a list of n, not k n).
  if (tapList(game, cards, player, ability).length > part.count) return null;
  const have = tapCandidates(game, cards, player, holder, ability).length;
  if (have >= part.count) return null;
  return { rule: '118.3', message: `${objectCard(cards, holderObject(holder)).name}: ${player} controls ${have} untapped ${describeFilter(part.what)}(s) to tap besides it, not the ${part.count} its cost taps` };
}

/**
 * CR 601.2h, 118.3: whether the permanents named pay the part: as many as it taps, distinct,
 * each an untapped permanent `player` controls that fits it (not the ability's own object
 * when {T} taps that). Returns the problem, or null.
 */
export function tapChoiceProblem(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, ability: ManaAbility, named: readonly ObjectId[]): CostProblem | null {
  const part = tapPartOf(ability);
  if (!part && named.length === 0) return null;
  const name = objectCard(cards, holderObject(holder)).name;
  if (!part) return { rule: '601.2h', message: `${name}: its cost taps no other permanent, and ${named.length} were named to tap` };
  if (new Set(named).size !== named.length) return { rule: '601.2h', message: `${name}: the same permanent is named twice to tap` };
  if (named.length !== part.count) return { rule: '601.2h', message: `${name}: its cost taps ${part.count} ${describeFilter(part.what)}(s), and ${named.length} were named` };
  // Each named permanent is checked by itself, not looked up in the whole list: an automatic
  // payment activates one such ability per mana it needs, each on a board one tap newer.
  const own = selfTapped(holder, ability);
  const wrong = firstUntappable(game, cards, player, part, named, own);
  if (wrong === undefined) return null;
  const what = `an untapped ${describeFilter(part.what)} ${player} controls${own === undefined ? '' : ` other than ${name} itself`}`;
  return { rule: '118.3', message: `${name}: "${wrong}" isn't ${what}, so it can't be tapped to pay its cost` };
}

/** The first of `named` the part may not tap (its own object `own` among them): a function of its own, so tapChoiceProblem, asked at each such activation, makes no context for a closure. */
function firstUntappable(game: GameState, cards: CardLibrary, player: PlayerId, part: TapPart, named: readonly ObjectId[], own: ObjectId | undefined): ObjectId | undefined {
  for (let i = 0; i < named.length; i += 1) {
    const permanent = named[i] === own ? undefined : findPermanent(game, named[i]!);
    if (permanent === undefined || !mayTapFor(cards, player, part.what, permanent)) return named[i];
  }
  return undefined;
}

/**
 * The permanents an activation taps when the player names none: the first candidates whose
 * own mana abilities don't tap them (tapping a Llanowar Elves would cost its mana), then any.
 */
export function defaultTapChoice(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, ability: ManaAbility): readonly ObjectId[] {
  const part = tapPartOf(ability);
  if (!part) return [];
  const candidates = tapCandidates(game, cards, player, holder, ability);
  const tapsForMana = (id: ObjectId): boolean => {
    const permanent = findPermanent(game, id);
    return permanent !== undefined && manaAbilitiesOf(game, cards, objectCard(cards, permanent), permanent).some((a) => usesOfSource(a.cost).has('tap'));
  };
  return [...candidates.filter((id) => !tapsForMana(id)), ...candidates.filter(tapsForMana)].slice(0, part.count);
}

/** CR 602.2b: taps the permanents chosen for the part (as any cost's "tap" part is paid). */
export function payTapPart(game: GameState, player: PlayerId, ability: ManaAbility, chosen: readonly ObjectId[]): GameState {
  const part = tapPartOf(ability);
  return part ? performCostAction(game, player, part, chosen) : game;
}
