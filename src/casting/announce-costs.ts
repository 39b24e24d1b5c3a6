/**
 * CR 601.2b, 118.8, 118.9: announcing the alternative cost (at most one) and the optional
 * additional costs (kicker, multikicker, buyback, entwine) a spell is cast with.
 */
import { type CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import { castZone, alternativesFor, emergeCandidates, type AlternativeOption } from '../costs/cost-choices.js';
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
  if (card.optionalCosts.length > 0) return true;
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
  const emerge = emergeProblem(game, cards, spell, chosen, sacrificed);
  if (emerge) return refuse(announcement(emerge));
  const announced = updateChoices(game, spell, { alternative: fixed ?? alternative, optional: times, ...(sacrificed === undefined ? {} : { sacrificed }) });
  const forcedX = forcedXProblem(announced, cards, announced.stack.find((s) => s.id === spell.id)!);
  return forcedX ? refuse(forcedX) : ok(announced);
}

/** CR 601.2f: checks an order of cost reductions: each id must be a permanent whose reduction applies to the spell. */
export function checkReductionOrder(game: GameState, cards: CardLibrary, spell: StackObject, order: readonly ObjectId[]): Result<void> {
  // CR 601.2f: reductions change spells' costs; an ability's cost has none to order (CR 602.2b).
  const sources = spell.kind === 'ability' ? [] : reductionSources(game, cards, definitionOf(cards, spell), spell.controller);
  const stray = order.find((id) => !sources.includes(id));
  if (stray !== undefined) {
    return refuse({ rule: '601.2f', code: 'BAD_PAYLOAD', message: `"${stray}" is not a source of a cost reduction for ${spell.card} (sources: ${sources.join(', ') || 'none'})` });
  }
  if (new Set(order).size !== order.length) return refuse({ rule: '601.2f', code: 'BAD_PAYLOAD', message: 'a reduction is named twice' });
  return ok(undefined);
}

/** CR 702.119a: emerge names the creature to sacrifice as the costs are chosen; nothing else does. */
function emergeProblem(game: GameState, cards: CardLibrary, spell: StackObject, chosen: AlternativeOption | undefined, sacrificed: ObjectId | undefined): string | null {
  const candidates = emergeCandidates(game, cards, spell.controller, chosen);
  if (candidates === null) return sacrificed === undefined ? null : `only a cost reduced by a sacrificed creature (emerge) names one, and ${spell.card} isn't being cast with one`;
  if (sacrificed === undefined) return `${chosen!.name} sacrifices a creature and is reduced by its mana value: name it (sacrificed)`;
  return candidates.includes(sacrificed) ? null : `"${sacrificed}" can't be sacrificed for ${chosen!.name} (it can sacrifice: ${candidates.join(', ') || 'nothing'})`;
}

function announcement(message: string): Refusal {
  return { rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT', message };
}
