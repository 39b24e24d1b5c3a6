/**
 * For each event a step judges by the rules, the one rules function that judges it. The
 * guards ask it whether the event may move the chart on, the refusals ask it why not, and
 * the actions take its result: one home for each judgement.
 */
import { activateManaAbility } from '../src/mana-abilities/mana-abilities.js';
import { announceHybrid, announcePhyrexian, announceX, recordTargets } from '../src/casting/announce.js';
import { announceCosts, checkReductionOrder } from '../src/casting/announce-costs.js';
import { distribute } from '../src/casting/division.js';
import { chooseModes } from '../src/casting/modes.js';
import { spliceCards } from '../src/casting/splice.js';
import { checkTargetChoice } from '../src/casting/targets.js';
import { payTotalCost } from '../src/costs/payment.js';
import { sourceOf } from '../src/costs/self-costs.js';
import type { CastEvent, CastEventInput, CastEventType } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { Result } from '../src/core/refusal.js';
import { casterOf, lockedCostOf, parsed, spellOf, type CastContext } from './context.js';

type Check<T extends CastEventType> = (context: CastContext, event: Extract<CastEvent, { type: T }>) => Result<GameState>;

const checks: { readonly [T in CastEventType]?: Check<T> } = {
  CHOOSE_MODES: (c, e) => chooseModes(c.game, c.cards, spellOf(c), e.modes),
  SPLICE: (c, e) => spliceCards(c.game, c.cards, spellOf(c), e.cards),
  DISTRIBUTE: (c, e) => distribute(c.game, c.cards, spellOf(c), e.amounts),
  CHOOSE_COSTS: (c, e) => announceCosts(c.game, c.cards, spellOf(c), e.alternative, e.optional),
  ANNOUNCE_X: (c, e) => announceX(c.game, c.cards, spellOf(c), e.x),
  CHOOSE_HYBRID: (c, e) => announceHybrid(c.game, c.cards, spellOf(c), e.choices),
  CHOOSE_PHYREXIAN: (c, e) => announcePhyrexian(c.game, c.cards, spellOf(c), e.choices),
  ORDER_REDUCTIONS: (c, e) => {
    const r = checkReductionOrder(c.game, c.cards, spellOf(c), e.order);
    return r.ok ? { ok: true, value: c.game } : r;
  },
  CHOOSE_TARGETS: (c, e) => {
    const r = checkTargetChoice(c.game, c.cards, spellOf(c), e.targets);
    return r.ok ? { ok: true, value: recordTargets(c.game, spellOf(c), e.targets) } : r;
  },
  ACTIVATE_MANA: (c, e) => activateManaAbility(c.game, c.cards, casterOf(c), e.source, e.ability, e.mana),
  PAY: (c, e) => payTotalCost(c.game, c.cards, casterOf(c), lockedCostOf(c), e, spellOf(c).card, sourceOf(spellOf(c))),
};

/** The last judgement of each event, so the guard and the action that follow it judge once. */
const judged = new WeakMap<object, { readonly context: CastContext; readonly result: Result<GameState> | null }>();

/** The rules' judgement of an event, with the game it would lead to; null for events no rule judges. */
export function judge(context: CastContext, event: CastEventInput): Result<GameState> | null {
  const memo = judged.get(event);
  if (memo && memo.context === context) return memo.result;
  const parsedEvent = parsed(event);
  const check = parsedEvent.ok ? (checks[parsedEvent.value.type] as Check<CastEventType> | undefined) : undefined;
  const result = !parsedEvent.ok ? parsedEvent : check ? check(context, parsedEvent.value) : null;
  judged.set(event, { context, result });
  return result;
}

/** The game an accepted event leads to; only called once a guard has accepted it. */
export function acceptedGame(context: CastContext, event: CastEventInput): GameState {
  const result = judge(context, event);
  if (!result?.ok) throw new Error(`a guarded action was refused: ${result ? result.refusal.message : 'no rule judges this event'}`);
  return result.value;
}

/** Whether the rules accept the event. */
export const accepts = (context: CastContext, event: CastEventInput): boolean => judge(context, event)?.ok === true;
