/**
 * CR 601.2b, 118.8, 118.9: announcing the alternative cost (at most one) and the optional
 * additional costs (kicker, multikicker, buyback, entwine) a spell is cast with.
 */
import { type CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import { castZone, alternativesFor, emergeCandidates, offeringCandidates, type AlternativeOption } from '../costs/cost-choices.js';
import { findStackObject } from '../game/queries.js';
import { sacrificePermanent } from '../game/update.js';
import { costChanges, halvesKey, type ReductionHalves } from '../costs/total-cost.js';
import { hybridOptions } from '../costs/announced-cost.js';
import type { ManaSymbol } from '../mana/symbols.js';
import { reductionSources } from '../costs/modifiers.js';
import type { GameState, ObjectId, StackObject } from '../game/state.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { forcedXProblem, updateChoices } from './announce.js';
import { ENTWINE, entwineProblem } from './modes.js';

/**
 * CR 601.2b: does the spell offer a choice of costs? Optional costs, or an alternative cost
 * when none is fixed yet. A spell whose alternative was fixed as the cast began (flashback)
 * still asks when the card prints other alternatives, which 118.9 then forbids.
 */
export function hasCostChoices(game: GameState, cards: CardLibrary, spell: StackObject): boolean {
  const card = definitionOf(cards, spell);
  if (card.optionalCosts.length > 0 || (offeringOf(game, cards, spell)?.length ?? 0) > 0) return true;
  const fixed = spell.choices.alternative;
  if (fixed !== null) return card.alternativeCosts.some((a) => a.name !== fixed);
  return alternativesFor(game, cards, spell.controller, spell, castZone(spell)).length > 0;
}

/** CR 601.2b: announces the alternative cost (or null) and how many times to pay each optional cost. */
export function announceCosts(
  game: GameState,
  cards: CardLibrary,
  spell: StackObject,
  alternative: string | null,
  optional: Readonly<Record<string, number>>,
  sacrificed?: ObjectId,
  halves: ReductionHalves = {},
): Result<GameState> {
  const card = definitionOf(cards, spell);
  const fixed = spell.choices.alternative;
  if (fixed !== null && alternative !== null && alternative !== fixed) {
    return refuse({
      rule: '118.9',
      code: 'ONE_ALTERNATIVE_COST',
      message: `${spell.card} is being cast with ${fixed}; a spell can't be cast with two alternative costs (${alternative})`,
    });
  }
  const options = alternativesFor(game, cards, spell.controller, spell, castZone(spell));
  if (alternative !== null && !options.some((a) => a.name === alternative)) {
    const offered = options.map((a) => a.name).join(', ') || 'none';
    return refuse(announcement(`${spell.card} can't be cast from ${castZone(spell)} with "${alternative}" (alternative costs here: ${offered})`));
  }
  const times: Record<string, number> = {};
  for (const [name, count] of Object.entries(optional)) {
    const cost = card.optionalCosts.find((o) => o.name === name);
    if (!cost) return refuse(announcement(`${spell.card} has no optional cost "${name}" (it has: ${card.optionalCosts.map((o) => o.name).join(', ') || 'none'})`));
    if (cost.max !== null && count > cost.max) return refuse(announcement(`${spell.card}'s ${name} can be paid at most ${cost.max} time(s), not ${count}`));
    if (count > 0) times[name] = count;
  }
  const entwine = entwineProblem(cards, spell, (times[ENTWINE] ?? 0) > 0);
  if (entwine) return refuse(announcement(entwine));
  const chosen = options.find((a) => a.name === (fixed ?? alternative));
  const emerge = emergeCandidates(game, cards, spell.controller, chosen);
  const sacrifice = emerge ? emergeProblem(chosen!, emerge, sacrificed) : offeringProblem(game, cards, spell, sacrificed);
  if (sacrifice) return refuse(announcement(sacrifice));
  const chosenCosts = updateChoices(game, spell, { alternative: fixed ?? alternative, optional: times, ...(sacrificed === undefined ? {} : { sacrificed }) });
  // CR 702.48b: the permanent for an offering is sacrificed as the spell is announced (emerge's is sacrificed at 601.2h).
  const announced = !emerge && sacrificed !== undefined ? sacrificePermanent(chosenCosts, sacrificed) : chosenCosts;
  // CR 118.7e: halves named ahead for the offering's hybrid symbols must fit the permanent sacrificed.
  const halvesProblem = reductionHalvesProblem(announced, cards, findStackObject(announced, spell.id)!, halves);
  if (halvesProblem) return refuse({ rule: '118.7e', code: 'ILLEGAL_ANNOUNCEMENT', message: halvesProblem });
  const forcedX = forcedXProblem(announced, cards, findStackObject(announced, spell.id)!);
  return forcedX ? refuse(forcedX) : ok(announced);
}

/**
 * CR 601.2f: checks an order of cost reductions: each id must be a permanent whose reduction
 * applies to the spell; CR 118.7e: the halves named for a reduction's hybrid symbols must be
 * one of each symbol's halves, one for each symbol.
 */
export function checkReductionOrder(game: GameState, cards: CardLibrary, spell: StackObject, order: readonly ObjectId[], halves: ReductionHalves = {}): Result<void> {
  const halvesProblem = reductionHalvesProblem(game, cards, spell, halves, offeringAhead(game, cards, spell));
  if (halvesProblem) return refuse({ rule: '118.7e', code: 'BAD_PAYLOAD', message: halvesProblem });
  // CR 601.2f: reductions change spells' costs; an ability's cost has none to order (CR 602.2b).
  const sources = spell.kind === 'ability' ? [] : reductionSources(game, cards, definitionOf(cards, spell), spell.controller);
  const offered = new Set(sources);
  const stray = order.find((id) => !offered.has(id));
  if (stray !== undefined) {
    return refuse({ rule: '601.2f', code: 'BAD_PAYLOAD', message: `"${stray}" is not a source of a cost reduction for ${spell.card} (sources: ${sources.join(', ') || 'none'})` });
  }
  if (new Set(order).size !== order.length) return refuse({ rule: '601.2f', code: 'BAD_PAYLOAD', message: 'a reduction is named twice' });
  return ok(undefined);
}

/**
 * CR 118.7e: the first thing wrong with the halves named for reductions' hybrid symbols, or
 * null. `ahead`: halves for the spell's own reductions may be named before its offering is
 * announced; they are checked when it is (announceCosts).
 */
function reductionHalvesProblem(game: GameState, cards: CardLibrary, spell: StackObject, halves: ReductionHalves, ahead = false): string | null {
  const hybrid = new Map<ObjectId, ManaSymbol[]>();
  for (const change of costChanges(game, cards, spell)) {
    if (change.change === 'reduce' && change.hybrid) hybrid.set(halvesKey(change, spell), [...(hybrid.get(halvesKey(change, spell)) ?? []), ...change.hybrid]);
  }
  for (const [key, chosen] of Object.entries(halves)) {
    const symbols = hybrid.get(key);
    if (!symbols && ahead && key === spell.id) continue;
    if (!symbols) return `"${key}" is not the source of a reduction with hybrid symbols for ${spell.card} (sources: ${[...hybrid.keys()].join(', ') || 'none'})`;
    if (chosen.length !== symbols.length) return `${key}'s reduction has ${symbols.length} hybrid symbol(s): name one half for each, not ${chosen.length}`;
    const wrong = chosen.findIndex((half, i) => !hybridOptions(symbols[i]!).includes(half));
    if (wrong >= 0) return `"${chosen[wrong]}" is not a half of ${key}'s hybrid symbol ${wrong + 1} (halves: ${hybridOptions(symbols[wrong]!).join(', ')})`;
  }
  return null;
}

/** CR 702.48a: the spell has an offering not yet announced (601.2b), whose reduction is still to come. */
function offeringAhead(game: GameState, cards: CardLibrary, spell: StackObject): boolean {
  return spell.choices.sacrificed === undefined && offeringOf(game, cards, spell) !== null;
}

/** CR 702.119a: emerge names the creature to sacrifice as the costs are chosen. */
function emergeProblem(chosen: AlternativeOption, candidates: readonly ObjectId[], sacrificed: ObjectId | undefined): string | null {
  if (sacrificed === undefined) return `${chosen.name} sacrifices a creature and is reduced by its mana value: name it (sacrificed)`;
  return candidates.includes(sacrificed) ? null : `"${sacrificed}" can't be sacrificed for ${chosen.name} (it can sacrifice: ${candidates.join(', ') || 'nothing'})`;
}

/** CR 702.48a: without emerge, a named permanent is sacrificed for the spell's offering, which must allow it. */
function offeringProblem(game: GameState, cards: CardLibrary, spell: StackObject, sacrificed: ObjectId | undefined): string | null {
  if (sacrificed === undefined) return null;
  const candidates = offeringOf(game, cards, spell);
  if (candidates === null) return `only emerge (702.119) and offering (702.48) name a permanent to sacrifice, and ${spell.card} is being cast with neither`;
  return candidates.includes(sacrificed) ? null : `"${sacrificed}" can't be sacrificed for ${spell.card}'s offering (it can sacrifice: ${candidates.join(', ') || 'nothing'})`;
}

/** CR 702.48a: what the caster could sacrifice for the spell's offering (a spell's only: an ability has none); null if it has no offering. */
export function offeringOf(game: GameState, cards: CardLibrary, spell: StackObject): readonly ObjectId[] | null {
  return spell.kind === 'spell' ? offeringCandidates(game, cards, spell.controller, definitionOf(cards, spell)) : null;
}

function announcement(message: string): Refusal {
  return { rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT', message };
}
