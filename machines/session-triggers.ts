/**
 * CR 117.5, 603.3b, 603.3d: what the session makes of the waiting triggered abilities before a
 * player receives priority (src/casting/stack-triggers.ts holds the rules): a round begins,
 * and the choices it asks for — ORDER_TRIGGERS, and CHOOSE_TARGETS for the triggered ability
 * being put on the stack — are judged here.
 */
import type { CardLibrary } from '../src/cards/library.js';
import type { CastEvent } from '../src/events/schema.js';
import { namesIn } from '../src/events/names.js';
import type { GameState } from '../src/game/state.js';
import { hiddenAmong, withUnnameable } from '../src/game/visibility.js';
import { beginTriggerRound, chooseTriggerTargets, orderTriggers, type TriggerRound } from '../src/casting/stack-triggers.js';
import type { PendingTrigger } from '../src/casting/triggers.js';
import { ok, refuse, type Result } from '../src/core/refusal.js';

/** The part of the session's context a round reads and changes. */
export interface RoundContext {
  readonly cards: CardLibrary;
  readonly game: GameState;
  readonly triggers: readonly PendingTrigger[];
  readonly round: TriggerRound | null;
}

/** CR 117.5: the waiting triggers become this round's; those that trigger meanwhile wait for the next. */
export function startRound(context: RoundContext): Pick<RoundContext, 'game' | 'triggers' | 'round'> {
  const { game, round } = beginTriggerRound(context.game, context.cards, context.triggers);
  return { game, round, triggers: [] };
}

/**
 * CR 603.3b, 603.3d: a choice sent while triggered abilities are put on the stack: the order
 * of a player's triggers, or the targets of the one being put on the stack. An object hidden
 * from the sender (CR 400.2) is answered exactly as one that doesn't exist.
 */
export function judgeRoundChoice(context: RoundContext, valid: CastEvent): Result<Partial<RoundContext>> {
  const round = context.round;
  if (!round) throw new Error('no triggered abilities are being put on the stack');
  if (valid.type === 'ORDER_TRIGGERS') {
    const ordered = orderTriggers(context.game, context.cards, round, valid.player, valid.order);
    return ordered.ok ? ok(ordered.value) : ordered;
  }
  if (valid.type === 'CHOOSE_TARGETS') {
    const choose = (game: GameState) => chooseTriggerTargets(game, context.cards, round, valid.player, valid.targets);
    const hidden = hiddenAmong(context.game, valid.player, namesIn(valid));
    const masked = hidden.size > 0 ? choose(withUnnameable(context.game, hidden)) : null;
    if (masked && !masked.ok) return masked;
    const chosen = choose(context.game);
    if (!chosen.ok) return chosen;
    const { game, round: next, raised } = chosen.value;
    return ok({ game, round: next, triggers: [...context.triggers, ...raised] });
  }
  return refuse({
    rule: '117.5',
    code: 'EVENT_NOT_EXPECTED',
    message: `${valid.type} is not expected: triggered abilities are being put on the stack before anyone receives priority (send ORDER_TRIGGERS or CHOOSE_TARGETS, as asked)`,
  });
}
