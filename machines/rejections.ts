/**
 * Why the casting chart refuses an event, as data. A refused event changes nothing but
 * `context.rejected`. The explanations come from the same rules functions the guards call.
 */
import { activatedAbilitiesOf } from '../src/activation/abilities-of.js';
import { checkOpponent } from '../src/casting/modes.js';
import type { CastEvent, CastEventInput, CastEventOf } from '../src/events/schema.js';
import { namesIn } from '../src/events/names.js';
import { hiddenAmong, withUnnameable } from '../src/game/visibility.js';
import { noPriorityRefusal } from '../src/casting/priority.js';
import { findCard } from '../src/cards/library.js';
import { findPlayer, locate } from '../src/game/queries.js';
import type { Refusal, Result } from '../src/core/refusal.js';
import { RecentMemo } from '../src/core/recent.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { parsed, type ChartContext } from './context.js';
import { judge } from './judgement.js';
import { choiceFor } from './steps/index.js';

/**
 * CR 601.2, 601.6, 117.1: a malformed event, or one from a player who may not send it; null
 * if neither. Who may act is checked before anything the event names is looked at, and an
 * object hidden from the sender (CR 400.2) is answered exactly as one that doesn't exist.
 */
export function rejectionOf(context: ChartContext, event: CastEventInput): Refusal | null {
  const result = parsed(event);
  if (!result.ok) return result.refusal;
  const valid = result.value;
  if (valid.type === 'PAY' && isPassedOn(context, event)) return null;
  if (valid.type !== 'CAST' && valid.type !== 'ACTIVATE') return rejectionOfValid(context, event, valid);
  // The session asks before it starts the chart, and the chart asks again of the same event.
  const memo = beginnings.get(event);
  if (memo && memo.game === context.game && memo.cards === context.cards && memo.read === result) return memo.refusal;
  const refusal = rejectionOfValid(context, event, valid);
  beginnings.set(event, { game: context.game, cards: context.cards, read: result, refusal });
  return refusal;
}

/**
 * The rejections of CAST and ACTIVATE events, by event: they depend only on the game, the
 * library and the event, so the chart that a session starts with the event takes the
 * session's answer.
 */
const beginnings = new RecentMemo<object, { readonly game: GameState; readonly cards: CardLibrary; readonly read: Result<CastEvent>; readonly refusal: Refusal | null }>();

/**
 * CR 601.2g → 601.2h: the PAY a chart's 601.2g let through and passed on, with what checking it
 * read there, as 601.2g's mana activations left it: the game, the library, who casts and the
 * locked cost. 601.2h takes that event in that very context as checked. The activations leave
 * every object the payment names where the check needs it: none that would tap or take one
 * away is activated (src/costs/payment.ts, `sourcesAroundPayment`), though one that does
 * neither may be (Wall of Roots' counter on a creature named to convoke). Should the payment
 * still no longer fit, 601.2h's own rule refuses it and the cast is reversed (CR 733), rather
 * than a refusal leaving 601.2g's mana made.
 */
const passedOn = new RecentMemo<object, Pick<ChartContext, 'game' | 'cards' | 'controller' | 'lockedCost'>>();

/** CR 601.2g → 601.2h: `event`, let through at 601.2g, is passed on to 601.2h in `context` (see passedOn). */
export function passOn(context: ChartContext, event: CastEventInput): void {
  passedOn.set(event as object, { game: context.game, cards: context.cards, controller: context.controller, lockedCost: context.lockedCost });
}

function isPassedOn(context: ChartContext, event: CastEventInput): boolean {
  const at = passedOn.get(event as object);
  return at !== undefined && at.game === context.game && at.cards === context.cards && at.controller === context.controller && at.lockedCost === context.lockedCost;
}

function rejectionOfValid(context: ChartContext, event: CastEventInput, valid: CastEvent): Refusal | null {
  const begins = valid.type === 'CAST' || valid.type === 'ACTIVATE';
  const actor = begins ? mayBegin(context, valid) : mayChoose(context, valid, event);
  if (actor) return actor;
  const hidden = hiddenAmong(context.game, valid.player, namesIn(valid));
  if (hidden.size > 0) return asIfAbsent({ ...context, game: withUnnameable(context.game, hidden) }, event);
  if (valid.type === 'CAST') {
    const where = locate(context.game, valid.card);
    if (!where) return { rule: '601.2a', code: 'BAD_PAYLOAD', message: `there is no card "${valid.card}" in this game` };
    if (!findCard(context.cards, where.object.card)) return { rule: '601.2a', code: 'BAD_PAYLOAD', message: `"${where.object.card}" is not in the card library` };
    if (valid.opponent !== undefined) {
      const opponent = checkOpponent(context.game, valid.player, valid.opponent);
      if (!opponent.ok) return opponent.refusal;
    }
  }
  if (valid.type === 'ACTIVATE') {
    const where = locate(context.game, valid.source);
    if (!where) return { rule: '602.2a', code: 'BAD_PAYLOAD', message: `there is no object "${valid.source}" in this game` };
    const card = findCard(context.cards, where.object.card);
    if (!card) return { rule: '602.2a', code: 'BAD_PAYLOAD', message: `"${where.object.card}" is not in the card library` };
    if (!activatedAbilitiesOf(context.game, context.cards, valid.source, card)[valid.ability]) return { rule: '602.2a', code: 'BAD_PAYLOAD', message: `${card.name} has no activated ability number ${valid.ability}` };
  }
  const shape = choiceFor(valid.type)?.shape?.(context, valid as never);
  if (shape && !shape.ok) return shape.refusal;
  return null;
}

/** CR 601.2a, 602.2a, 117.1: a cast or activation begins from a player of the game who may act now (casting/priority.ts). */
function mayBegin(context: ChartContext, event: CastEventOf<'CAST'> | CastEventOf<'ACTIVATE'>): Refusal | null {
  const rule = event.type === 'CAST' ? '601.2a' : '602.2a';
  if (!findPlayer(context.game, event.player)) return { rule, code: 'BAD_PAYLOAD', message: `there is no player "${event.player}" in this game` };
  return noPriorityRefusal(context.game, event.player, event.type === 'CAST' ? { cast: event.card } : 'activate');
}

/** CR 601.2, 601.6: a choice comes from the player casting or activating, or the one the step names. */
function mayChoose(context: ChartContext, event: CastEvent, raw: CastEventInput): Refusal | null {
  if (context.controller === null) return unexpected(raw);
  const sender = choiceFor(event.type)?.sender?.(context) ?? context.controller;
  if (event.player === sender) return null;
  const who = sender === context.controller ? `${context.controller} is casting or activating this` : `${sender} makes this choice (CR 601.6)`;
  return { rule: '601.6', code: 'WRONG_PLAYER', message: `${event.player} may not send ${event.type}: ${who}` };
}

/**
 * The answer to an event naming objects hidden from its sender, judged in `masked`, where
 * those objects can't be named: a refusal exactly as for ids that don't exist, or null if
 * the names it shares with them aren't ids there (a cost's name, say).
 */
function asIfAbsent(masked: ChartContext, event: CastEventInput): Refusal | null {
  const early = rejectionOf(masked, event);
  if (early) return early;
  const judged = judge(masked, event);
  return judged && !judged.ok ? judged.refusal : null;
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
