/**
 * Why the casting chart refuses an event, as data. A refused event changes nothing but
 * `context.rejected`. The explanations come from the same rules functions the guards call.
 */
import { activatedAbilitiesOf } from '../src/activation/abilities-of.js';
import { checkOpponent } from '../src/casting/modes.js';
import type { CastEventInput } from '../src/events/schema.js';
import { findCard } from '../src/cards/library.js';
import { findPlayer, locate } from '../src/game/queries.js';
import type { Refusal } from '../src/core/refusal.js';
import { parsed, type ChartContext } from './context.js';
import { judge } from './judgement.js';
import { choiceFor } from './steps/index.js';

/** CR 601.2, 601.6: a malformed event, or one from a player who may not send it; null if neither. */
export function rejectionOf(context: ChartContext, event: CastEventInput): Refusal | null {
  const result = parsed(event);
  if (!result.ok) return result.refusal;
  const valid = result.value;
  if (valid.type === 'CAST') {
    const where = locate(context.game, valid.card);
    if (!where) return { rule: '601.2a', code: 'BAD_PAYLOAD', message: `there is no card "${valid.card}" in this game` };
    if (!findCard(context.cards, where.object.card)) return { rule: '601.2a', code: 'BAD_PAYLOAD', message: `"${where.object.card}" is not in the card library` };
    if (!findPlayer(context.game, valid.player)) return { rule: '601.2a', code: 'BAD_PAYLOAD', message: `there is no player "${valid.player}" in this game` };
    if (valid.opponent !== undefined) {
      const opponent = checkOpponent(context.game, valid.player, valid.opponent);
      if (!opponent.ok) return opponent.refusal;
    }
  }
  if (valid.type === 'ACTIVATE') {
    if (!findPlayer(context.game, valid.player)) return { rule: '602.2a', code: 'BAD_PAYLOAD', message: `there is no player "${valid.player}" in this game` };
    const where = locate(context.game, valid.source);
    if (!where) return { rule: '602.2a', code: 'BAD_PAYLOAD', message: `there is no object "${valid.source}" in this game` };
    const card = findCard(context.cards, where.object.card);
    if (!card) return { rule: '602.2a', code: 'BAD_PAYLOAD', message: `"${where.object.card}" is not in the card library` };
    if (!activatedAbilitiesOf(context.game, context.cards, valid.source, card)[valid.ability]) return { rule: '602.2a', code: 'BAD_PAYLOAD', message: `${card.name} has no activated ability number ${valid.ability}` };
  }
  const begins = valid.type === 'CAST' || valid.type === 'ACTIVATE';
  if (!begins && context.controller === null) return unexpected(event);
  const choice = choiceFor(valid.type);
  const sender = choice?.sender?.(context) ?? context.controller;
  if (!begins && valid.player !== sender) {
    const who = sender === context.controller ? `${context.controller ?? 'nobody'} is casting or activating this` : `${sender} makes this choice (CR 601.6)`;
    return { rule: '601.6', code: 'WRONG_PLAYER', message: `${valid.player} may not send ${valid.type}: ${who}` };
  }
  const shape = choice?.shape?.(context, valid as never);
  if (shape && !shape.ok) return shape.refusal;
  return null;
}

/** The refusal for an event that fits its step's shape but not its rules. */
export function ruleRejectionOf(context: ChartContext, event: CastEventInput): Refusal {
  const early = rejectionOf(context, event);
  if (early) return early;
  const judged = judge(context, event);
  if (judged && !judged.ok) return judged.refusal;
  return unexpected(event);
}

/** The event is not one the current step accepts. */
export function unexpected(event: CastEventInput): Refusal {
  const type = typeof event === 'object' && event !== null ? String((event as { type?: unknown }).type) : String(event);
  return { rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: `${type} is not expected at this step` };
}
