/**
 * CR 601.2e: once the proposal is complete, the game checks that the proposed spell can
 * legally be cast: its announcements are all made and its targets are still legal. If
 * not, the whole cast is reversed (CR 733).
 */
import type { CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import type { GameState, StackObject } from '../game/state.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { hasX, hybridSymbols, phyrexianSymbols } from './announce.js';
import { checkTargetChoice } from './targets.js';
import { modesOf } from './modes.js';
import { dividesEffect } from './division.js';
import { describeProhibition, prohibitionOnProposal } from './prohibitions.js';
import { timingOnProposal } from './timing.js';


export function checkProposal(game: GameState, cards: CardLibrary, spell: StackObject): Result<void> {
  const { choices } = spell;
  const announced =
    (choices.x !== null) === hasX(game, cards, spell) &&
    choices.hybrid.length === hybridSymbols(game, cards, spell).length &&
    choices.phyrexian.length === phyrexianSymbols(game, cards, spell).length;
  const modal = modesOf(cards, spell) === undefined || choices.modes.length > 0;
  const divided = !dividesEffect(cards, spell) || choices.division.length > 0;
  if (!announced || !modal || !divided) {
    return refuse({ rule: '601.2e', code: 'ILLEGAL_ANNOUNCEMENT', message: `${spell.card}'s announcements are incomplete` });
  }
  const timing = spell.kind === 'spell' ? timingOnProposal(game, cards, spell) : null;
  if (timing) return refuse(timing);
  const prohibited = spell.kind === 'ability' ? undefined : prohibitionOnProposal(game, cards, definitionOf(cards, spell), spell.controller, choices.x);
  if (prohibited) return refuse({ rule: '601.2e', code: 'ILLEGAL_PROPOSAL', message: `the proposed spell is illegal: ${describeProhibition(prohibited)} (CR 601.5)` });
  const targets = checkTargetChoice(game, cards, spell, choices.targets);
  if (!targets.ok) return refuse({ ...targets.refusal, rule: '601.2e', message: `the proposed spell is illegal: ${targets.refusal.message}` });
  return ok(undefined);
}
