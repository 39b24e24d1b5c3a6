/**
 * CR 601.2b, 118.8, 118.9: the costs a caster chooses among — at most one alternative cost
 * (from the card, or granted: Omniscience, Snapcaster Mage's flashback) and any optional
 * additional costs (kicker, multikicker, buyback, entwine) — and the mana symbols whose
 * X, hybrid and Phyrexian announcements follow from those choices.
 */
import { holdsNow } from '../cards/only-if-holds.js';
import { staticSourcesWith } from '../cards/static-sources.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { asFace, definitionOf, faceChoiceOf, type SpellFace } from '../cards/definition.js';
import { findPlayer, getPlayer } from '../game/queries.js';
import { hasSubtype } from '../cards/subtypes.js';
import { parseManaCost } from '../mana/parse.js';
import type { CostPart } from '../cards/cost-schema.js';
import type { AlternativeCost, CardDefinition, TargetSpec } from '../cards/schema.js';
import type { CastZone, GameState, MayCastFrom, ObjectId, PlayerId, Spell, StackObject } from '../game/state.js';
import type { ManaSymbol } from '../mana/symbols.js';
import { spellFilterApplies } from './modifiers.js';
import { candidatesFor, isVariablePart, splitCostParts, withX } from '../cards/cost-parts.js';

/** Omniscience's alternative cost (CR 118.9): nothing. */
export const WITHOUT_PAYING_MANA_COST = 'without paying its mana cost';
/** CR 702.34: flashback. */
export const FLASHBACK = 'flashback';

/** An alternative cost a spell could be cast with, and where it comes from. */
export interface AlternativeOption {
  readonly name: string;
  readonly cost: readonly CostPart[];
  /** CR 702.119a emerge: the total cost is reduced by the sacrificed creature's mana value. */
  readonly reducedBySacrifice?: true;
  /** The permanent that grants it, or null for the card's own. */
  readonly grantedBy: ObjectId | null;
}

/** CR 118.9, 601.3: the alternative costs `player` may use for `spell` cast from `zone`. */
export function alternativesFor(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  spell: { readonly card: string; readonly flashback?: true; readonly kind?: StackObject['kind']; readonly mayCastFrom?: MayCastFrom } & SpellFace,
  zone: CastZone | null,
): readonly AlternativeOption[] {
  if (spell.kind === 'ability' || zone === null) return NONE; // CR 602.2b: abilities have only their activation cost
  const card = asFace(getCard(cards, spell.card), faceChoiceOf(spell));
  const own = ownAlternatives(game, cards, player, card, zone, spell.mayCastFrom);
  const granted = zone === 'graveyard' && spell.flashback && card.manaCost && !own.some((a) => a.name === FLASHBACK) ? [{ name: FLASHBACK, cost: manaCostParts(card), grantedBy: null }] : NONE;
  const permitted = permissionFor(game, cards, player, card, zone);
  // Most cards have none, or their own alone: "what may I do now" asks this of every card in a graveyard, several times for each it proposes.
  if (granted.length === 0 && permitted === null) return own;
  return [...own, ...granted, ...(permitted ? [permitted] : [])];
}

/**
 * The card's own alternative costs `player` may use from `zone` now, as options: each option is
 * made once for its cost (a library's definitions never change), and when every one of the
 * card's alternative costs may be used, so is the list (frozen, as both are shared).
 */
function ownAlternatives(game: GameState, cards: CardLibrary, player: PlayerId, card: CardDefinition, zone: CastZone, permission: MayCastFrom | undefined): readonly AlternativeOption[] {
  const all = card.alternativeCosts;
  // Each cost judged once; a list is made only when some but not all may be used (`some`, begun at the first that may not).
  let usable = 0;
  let some: AlternativeOption[] | undefined;
  for (let i = 0; i < all.length; i += 1) {
    const a = all[i]!;
    if (usableNow(game, cards, player, card, zone, permission, a)) {
      usable += 1;
      some?.push(optionOf(a));
    } else {
      some ??= all.slice(0, i).map(optionOf);
    }
  }
  if (usable === 0) return NONE;
  if (some) return some;
  let every = everyAlternative.get(card);
  if (!every) everyAlternative.set(card, (every = Object.freeze(all.map(optionOf))));
  return every;
}

/** CR 118.9: whether the card's alternative cost `a` may be used from `zone` now. */
function usableNow(game: GameState, cards: CardLibrary, player: PlayerId, card: CardDefinition, zone: CastZone, permission: MayCastFrom | undefined, a: AlternativeCost): boolean {
  return (
    a.from === zone &&
    // CR 702.143a: an alternative cost paid from exile (foretell) is usable only on a foretold card; madness's only on a card exiled with madness (702.35a).
    (zone !== 'exile' || a.condition === 'discardedWithMadness' || a.condition === 'lastTimeCounterRemoved' || permission?.reason === 'foretell') &&
    (a.condition === undefined || conditionHolds(game, player, card, a.condition, permission)) &&
    (a.onlyIf === undefined || holdsNow(game, cards, player, a.onlyIf))
  );
}

/** A card's alternative cost as an option, made once for the cost. */
function optionOf(a: AlternativeCost): AlternativeOption {
  let option = options.get(a);
  if (!option) options.set(a, (option = Object.freeze({ name: a.name, cost: a.cost, grantedBy: null, ...(a.reducedBySacrifice ? { reducedBySacrifice: true as const } : {}) })));
  return option;
}

const options = new WeakMap<AlternativeCost, AlternativeOption>();
const everyAlternative = new WeakMap<CardDefinition, readonly AlternativeOption[]>();

const NONE: readonly AlternativeOption[] = Object.freeze([]);

/** CR 118.9: the first permanent's permission to cast `card` from `zone` without paying its mana cost (Omniscience), or null. */
function permissionFor(game: GameState, cards: CardLibrary, player: PlayerId, card: CardDefinition, zone: CastZone): AlternativeOption | null {
  for (const { permanent, card: permitting } of staticSourcesWith(game, cards, 'permissions')) {
    for (const p of permitting.permissions) {
      if (p.kind === 'withoutPayingManaCost' && p.from === zone && spellFilterApplies(p.spells, permanent, card, player)) return { name: WITHOUT_PAYING_MANA_COST, cost: [], grantedBy: permanent.id };
    }
  }
  return null;
}

/**
 * CR 702.117a surge, 702.137a spectacle, 702.76a prowl, 702.35a madness, 702.62d suspend: the game fact an
 * alternative cost of `card` asks for holds for `player` now (madness: the card, with the
 * permission it is cast with, was exiled with madness).
 */
function conditionHolds(game: GameState, player: PlayerId, card: CardDefinition, condition: NonNullable<AlternativeCost['condition']>, permission?: MayCastFrom): boolean {
  if (condition === 'discardedWithMadness') return permission?.reason === 'madness';
  if (condition === 'lastTimeCounterRemoved') return permission?.reason === 'suspend';
  const caster = findPlayer(game, player);
  if (condition === 'castAnotherSpellThisTurn') return (caster?.spellsCastThisTurn ?? 0) > 0;
  if (condition === 'combatDamageWithSharedType') return (caster?.combatDamageTypesThisTurn ?? []).some((t) => hasSubtype(card, t));
  return game.players.some((p) => p.id !== player && (p.lifeLostThisTurn ?? 0) > 0);
}

/** CR 702.119a: the creatures `player` could sacrifice for an emerge cost; null if the cost isn't one. */
export function emergeCandidates(game: GameState, cards: CardLibrary, player: PlayerId, alternative: AlternativeOption | null | undefined): readonly ObjectId[] | null {
  const part = alternative?.reducedBySacrifice ? alternative.cost.find((p) => p.kind === 'sacrifice') : undefined;
  return part ? candidatesFor(game, cards, player, part) : null;
}

/** CR 702.48a: the permanents `player` could sacrifice for `card`'s offering; null if it has none. */
export function offeringCandidates(game: GameState, cards: CardLibrary, player: PlayerId, card: Pick<CardDefinition, 'offering'>): readonly ObjectId[] | null {
  return card.offering ? candidatesFor(game, cards, player, { kind: 'sacrifice', what: card.offering.what, count: 1 }) : null;
}

/** The zone a spell is cast from; null for an ability, which isn't cast. */
export function castZone(item: StackObject): CastZone | null {
  return item.kind === 'spell' ? item.castFrom : null;
}

/** The chosen alternative cost of a spell, or null when it is cast for its mana cost. */
export function chosenAlternative(game: GameState, cards: CardLibrary, spell: StackObject): AlternativeOption | null {
  if (spell.choices.alternative === null) return null;
  return alternativesFor(game, cards, spell.controller, spell, castZone(spell)).find((a) => a.name === spell.choices.alternative) ?? null;
}

/** The cost parts being paid, in 601.2b order: the base (mana cost or alternative), additional, then optional costs. */
export interface CostParts {
  /** CR 118.6: the base cost is the mana cost of a card that has none. */
  readonly unpayable: boolean;
  /** With any X in them replaced by the announced value (0 before it is announced). */
  readonly parts: readonly CostPart[];
  /** CR 107.3, 601.2b: some part other than mana has an amount X to announce. */
  readonly variable: boolean;
}

export function costPartsOf(game: GameState, cards: CardLibrary, spell: StackObject): CostParts {
  const card = definitionOf(cards, spell);
  const alternative = chosenAlternative(game, cards, spell);
  const base = alternative ? alternative.cost : manaCostParts(card);
  const { choices } = spell;
  // The rest in 601.2b order: additional costs, a graveyard permission's, commander tax, optional costs, escalate, splice.
  const rest: CostPart[] = [];
  for (const part of card.additionalCosts) rest.push(withX(part, choices.x ?? 0));
  rest.push(...graveyardCost(card, spell, alternative), ...commanderTax(game, spell));
  for (const o of card.optionalCosts) for (let i = choices.optional[o.name] ?? 0; i > 0; i--) rest.push(...o.cost);
  const escalate = card.modes?.escalate;
  if (escalate) for (let i = choices.modes.length - 1; i > 0; i--) rest.push(...escalate);
  for (const s of choices.spliced) rest.push(...(getCard(cards, s.card).splice?.cost ?? []));
  const variable = card.additionalCosts.some(isVariablePart);
  return { unpayable: !alternative && !card.manaCost, parts: rest.length === 0 ? base : [...base, ...rest], variable };
}

const NO_PARTS: readonly CostPart[] = Object.freeze([]);
const manaCostPartsOf = new WeakMap<CardDefinition, readonly CostPart[]>();

/** CR 118.6: the base cost of a spell cast for its mana cost, one frozen list per definition. */
function manaCostParts(card: CardDefinition): readonly CostPart[] {
  let parts = manaCostPartsOf.get(card);
  if (!parts) {
    parts = card.manaCost ? Object.freeze([{ kind: 'mana' as const, mana: card.manaCost }]) : NO_PARTS;
    manaCostPartsOf.set(card, parts);
  }
  return parts;
}

/**
 * CR 702.133a jump-start, 702.81a retrace: a card cast from its graveyard by that permission
 * pays its discard in addition to its other costs. Cast there with an alternative cost
 * (flashback), it is that alternative's own permission that is used.
 */
function graveyardCost(card: CardDefinition, spell: StackObject, alternative: AlternativeOption | null): readonly CostPart[] {
  return spell.kind === 'spell' && spell.castFrom === 'graveyard' && alternative === null ? (card.castFromGraveyard?.cost ?? NO_PARTS) : NO_PARTS;
}

/**
 * CR 903.8: a commander cast from the command zone costs an additional {2} for each time
 * its caster has cast it from the command zone before this game.
 */
export function commanderTax(game: GameState, spell: StackObject): readonly CostPart[] {
  if (spell.kind !== 'spell' || spell.castFrom !== 'command') return NO_PARTS;
  const times = getPlayer(game, spell.controller).commanderCasts?.[spell.card] ?? 0;
  if (times === 0) return NO_PARTS;
  const printed = `{${2 * times}}`;
  return [{ kind: 'mana', mana: { printed, symbols: parseManaCost(printed) } }];
}

/** CR 601.2b: the mana symbols whose X, hybrid and Phyrexian announcements the caster makes. */
export function symbolsToPay(game: GameState, cards: CardLibrary, spell: StackObject): readonly ManaSymbol[] {
  return splitCostParts(costPartsOf(game, cards, spell).parts).symbols;
}

/**
 * CR 601.2c: the spell's target words, in text order: its own, its chosen modes', those its
 * chosen optional costs add, then the spliced cards' (their text is added after the spell's).
 */
export function targetWords(cards: CardLibrary, card: CardDefinition, choices: Spell['choices']): readonly TargetSpec[] {
  const chosen = choices.alternative === null ? undefined : card.alternativeCosts.find((a) => a.name === choices.alternative);
  const added: TargetSpec[] = [...(chosen?.targets ?? [])];
  for (const m of choices.modes) added.push(...(card.modes?.options[m]?.targets ?? []));
  for (const o of card.optionalCosts) for (let i = choices.optional[o.name] ?? 0; i > 0; i--) added.push(...o.targets);
  for (const s of choices.spliced) added.push(...getCard(cards, s.card).targets);
  // CR 702.96b overload, 702.148b cleave: the cost's target words replace the card's own.
  if (chosen?.replacesTargets) return added;
  return added.length === 0 ? card.targets : [...card.targets, ...added];
}
