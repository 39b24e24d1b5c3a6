/**
 * CR 601.2c: choosing targets. Each instance of the word "target" takes distinct
 * objects or players; separate instances may share one. CR 115.5: a spell can't
 * target itself. CR 702.11 / 702.18: hexproof and shroud. A few target words look at the
 * permanent's state (tapped, who controls it) or at cards in a graveyard.
 */
import { hasKeyword, hasType } from '../cards/characteristics.js';
import { definitionOf } from '../cards/definition.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import type { CardDefinition, TargetFilter, TargetSpec } from '../cards/schema.js';
import { findPermanent, findPlayer, findStackObject, getPlayer } from '../game/queries.js';
import type { GameState, Permanent, PlayerId, StackObject } from '../game/state.js';
import { manaValue } from '../mana/value.js';
import { targetWords } from '../costs/cost-choices.js';
import { divisionTargetProblem } from './division.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';

/** The target words of a spell, in printed order, then those its chosen optional costs add. */
export function targetSpecs(cards: CardLibrary, spell: StackObject): readonly TargetSpec[] {
  return targetWords(cards, definitionOf(cards, spell), spell.choices);
}

/** What one target word asks for: its filter and, if any, a mana value limit. */
export type TargetWanted = TargetFilter | Pick<TargetSpec, 'filter' | 'manaValueMax'>;

/** Filters whose targets are cards in a graveyard, not permanents (CR 115.2: only a spell or ability that says so may target a card in another zone). */
const GRAVEYARD_FILTERS: ReadonlySet<TargetFilter> = new Set(['creatureCardInYourGraveyard']);

/** Whether `id` (a player or an object) fits what a target word asks for as a target of `spell`. */
export function isLegalTarget(game: GameState, cards: CardLibrary, spell: StackObject, wanted: TargetWanted, id: string): boolean {
  const want = normalise(wanted);
  if (findPlayer(game, id)) return playerFits(spell, want, id);
  if (GRAVEYARD_FILTERS.has(want.filter)) {
    // CR 601.2c: "your graveyard" is the graveyard of the spell's or ability's controller.
    const card = getPlayer(game, spell.controller).graveyard.find((c) => c.id === id);
    return card !== undefined && graveyardCardFits(getCard(cards, card.card), want.filter) && cheapEnough(want, getCard(cards, card.card));
  }
  const permanent = findPermanent(game, id);
  if (permanent) return permanentIsTarget(cards, spell, want, permanent);
  const onStack = findStackObject(game, id);
  return onStack !== undefined && stackObjectIsTarget(cards, spell, want, onStack);
}

type Wanted = Pick<TargetSpec, 'filter' | 'manaValueMax'>;
const normalise = (wanted: TargetWanted): Wanted => (typeof wanted === 'string' ? { filter: wanted, manaValueMax: undefined } : wanted);

/** CR 202.3: a mana value limit; on the stack, X counts as the value chosen (202.3e). */
const cheapEnough = (want: Wanted, card: CardDefinition, x = 0) => want.manaValueMax === undefined || manaValue(card.manaCost?.symbols ?? [], x) <= want.manaValueMax;

function playerFits(spell: StackObject, want: Wanted, id: string): boolean {
  if (want.manaValueMax !== undefined) return false; // a player has no mana value
  return want.filter === 'any' || want.filter === 'player' || (want.filter === 'opponent' && id !== spell.controller);
}

function permanentIsTarget(cards: CardLibrary, spell: StackObject, want: Wanted, permanent: Permanent): boolean {
  if (GRAVEYARD_FILTERS.has(want.filter)) return false;
  const card = getCard(cards, permanent.card);
  return permanentFits(card, permanent, want.filter, spell.controller) && cheapEnough(want, card) && !protectedFrom(card, permanent.controller, spell.controller);
}

function stackObjectIsTarget(cards: CardLibrary, spell: StackObject, want: Wanted, onStack: StackObject): boolean {
  // CR 115.5: a spell can't target itself.
  return want.filter === 'spell' && onStack.kind === 'spell' && onStack.id !== spell.id && cheapEnough(want, getCard(cards, onStack.card), onStack.choices.x ?? 0);
}

function permanentFits(card: CardDefinition, permanent: Permanent, filter: TargetFilter, controller: PlayerId): boolean {
  switch (filter) {
    case 'any': // CR 115.4: a creature, player, planeswalker or battle
      return hasType(card, 'Creature') || hasType(card, 'Planeswalker') || hasType(card, 'Battle');
    case 'permanent':
      return true;
    case 'creature':
      return hasType(card, 'Creature');
    case 'artifact':
      return hasType(card, 'Artifact');
    case 'enchantment':
      return hasType(card, 'Enchantment');
    case 'land':
      return hasType(card, 'Land');
    case 'planeswalker':
      return hasType(card, 'Planeswalker');
    case 'artifactOrEnchantment':
      return hasType(card, 'Artifact') || hasType(card, 'Enchantment');
    case 'tappedCreature':
      return hasType(card, 'Creature') && permanent.tapped;
    case 'artifactCreatureOrLand':
      return hasType(card, 'Artifact') || hasType(card, 'Creature') || hasType(card, 'Land');
    case 'creatureYouControl':
      return hasType(card, 'Creature') && permanent.controller === controller;
    case 'creatureCardInYourGraveyard':
    case 'player':
    case 'opponent':
    case 'spell':
      return false;
  }
}

function graveyardCardFits(card: CardDefinition, filter: TargetFilter): boolean {
  return filter === 'creatureCardInYourGraveyard' && hasType(card, 'Creature');
}

/** CR 702.18a shroud: nobody may target it; CR 702.11b hexproof: its controller's opponents may not. */
function protectedFrom(card: CardDefinition, controller: PlayerId, caster: PlayerId): boolean {
  return hasKeyword(card, 'shroud') || (hasKeyword(card, 'hexproof') && controller !== caster);
}

/** Every legal choice for one target word, players first, then permanents, then spells, then cards in graveyards. */
export function legalTargets(game: GameState, cards: CardLibrary, spell: StackObject, spec: TargetSpec): readonly string[] {
  // Each kind of candidate is judged from its own object, so the whole list is one pass over each zone.
  return [
    ...game.players.filter((p) => playerFits(spell, spec, p.id)).map((p) => p.id),
    ...game.battlefield.filter((p) => permanentIsTarget(cards, spell, spec, p)).map((p) => p.id),
    ...game.stack.filter((s) => stackObjectIsTarget(cards, spell, spec, s)).map((s) => s.id),
    ...(GRAVEYARD_FILTERS.has(spec.filter) ? graveyardCards(game).filter((id) => isLegalTarget(game, cards, spell, spec, id)) : []),
  ];
}

/** The ids of the cards in every graveyard, which only graveyard filters accept. */
function graveyardCards(game: GameState): readonly string[] {
  return game.players.flatMap((p) => p.graveyard.map((c) => c.id));
}

/**
 * CR 601.2c: can every target word be given at least its smallest number of distinct legal
 * targets? With a division (601.2d), each target needs at least one of what is divided.
 */
export function hasLegalTargets(game: GameState, cards: CardLibrary, spell: StackObject): boolean {
  const specs = targetSpecs(cards, spell);
  const fewest = specs.reduce((n, spec) => n + spec.min, 0);
  if (divisionTargetProblem(cards, spell, fewest)) return false;
  return specs.every((spec) => legalTargets(game, cards, spell, spec).length >= spec.min);
}

/** How many targets a word takes, for messages: "2", "1 to 3", "any number of". */
export function describeTargetCount(spec: TargetSpec): string {
  if (spec.max === spec.min) return `${spec.min}`;
  return spec.max === null ? `${spec.min} or more` : `${spec.min} to ${spec.max}`;
}

export function needsTargets(cards: CardLibrary, spell: StackObject): boolean {
  return targetSpecs(cards, spell).length > 0;
}

/** Checks the shape of a CHOOSE_TARGETS payload: one list per target word, naming things that exist. */
export function checkTargetShape(game: GameState, cards: CardLibrary, spell: StackObject, targets: readonly (readonly string[])[]): Result<void> {
  const specs = targetSpecs(cards, spell);
  if (targets.length !== specs.length) {
    return refuse(shapeProblem(`${spell.card} has ${specs.length} "target" word(s); the choice lists ${targets.length}`));
  }
  const inGraveyard = new Set(graveyardCards(game));
  const unknown = targets.flat().filter((id) => !findPlayer(game, id) && !findPermanent(game, id) && !findStackObject(game, id) && !inGraveyard.has(id));
  if (unknown.length > 0) return refuse(shapeProblem(`no player, permanent, spell or card in a graveyard named ${unknown.map((u) => `"${u}"`).join(', ')}`));
  return ok(undefined);
}

/** CR 601.2c: checks a choice of targets against the rules. */
export function checkTargetChoice(game: GameState, cards: CardLibrary, spell: StackObject, targets: readonly (readonly string[])[]): Result<void> {
  const specs = targetSpecs(cards, spell);
  for (const [i, spec] of specs.entries()) {
    const chosen = targets[i] ?? [];
    if (chosen.length < spec.min || (spec.max !== null && chosen.length > spec.max)) {
      return refuse(targetProblem('WRONG_TARGET_COUNT', `${spell.card}'s target word ${i + 1} takes ${describeTargetCount(spec)} target(s), not ${chosen.length}`));
    }
    if (new Set(chosen).size !== chosen.length) {
      return refuse(targetProblem('DUPLICATE_TARGET', `one instance of "target" can't choose the same object twice (${chosen.join(', ')})`));
    }
    const earlier = targets.slice(0, i).flat();
    const repeated = spec.another ? chosen.find((id) => earlier.includes(id)) : undefined;
    if (repeated !== undefined) {
      return refuse(targetProblem('DUPLICATE_TARGET', `"${repeated}" is already a target: ${spell.card}'s target word ${i + 1} asks for another target`));
    }
    const illegal = chosen.find((id) => !isLegalTarget(game, cards, spell, spec, id));
    if (illegal !== undefined) {
      return refuse(targetProblem('ILLEGAL_TARGET', `"${illegal}" is not a legal "${spec.filter}" target for ${spell.card}`));
    }
  }
  const division = divisionTargetProblem(cards, spell, targets.flat().length);
  return division ? refuse(division) : ok(undefined);
}

function targetProblem(code: Refusal['code'], message: string): Refusal {
  return { rule: '601.2c', code, message };
}

function shapeProblem(message: string): Refusal {
  return { rule: '601.2c', code: 'BAD_PAYLOAD', message };
}
