/**
 * "What may I do now?" asked of a session (src/activation/legal-actions.ts answers it for a
 * game): what an AI or a client calls at every priority. An explicit empty answer, with the
 * reason, when nobody may begin anything: a cast or activation is under way (its chart's
 * prompt says what it asks, machines/prompt.ts), the player doesn't hold priority, or the
 * session has stopped.
 */
import type { Actor } from 'xstate';
import { legalActions, type LegalActions } from '../src/activation/legal-actions.js';
import type { PlayerId } from '../src/game/state.js';
import type { Refusal } from '../src/core/refusal.js';
import type { SessionMachine } from './session.js';
import { oneQuery } from '../src/mana/chain-budget.js';

/** What a player may begin in a session now, or why nothing: `reason` is null when they hold priority and nothing is under way. */
export interface SessionActions extends Omit<LegalActions, 'player'> {
  /** Whom the answer is for: the player asked about, else the one holding priority (null if nobody does). */
  readonly player: PlayerId | null;
  readonly reason: Refusal | null;
}

const none = (player: PlayerId | null, reason: Refusal): SessionActions => ({ player, reason, casts: [], activations: [], manaAbilities: [], lands: [], barred: [] });

/**
 * CR 117.1: what `player` (by default the player holding priority) may begin in `session`
 * now — casts, activations, mana abilities, each with whether it can be paid, and land plays — or nothing,
 * with the reason. A player without priority gets only the cards they may cast without it
 * (a card exiled with madness while its trigger resolves, CR 702.35a). The answer names
 * only their own cards and public objects (CR 400.2): send it to that player alone.
 */
export function legalActionsOf(session: Actor<SessionMachine>, player?: PlayerId): SessionActions {
  const snapshot = session.getSnapshot();
  const { game, cards } = snapshot.context;
  const asked = player ?? game.priority;
  if (snapshot.status !== 'active') return none(asked, { rule: '117.1', code: 'EVENT_NOT_EXPECTED', message: 'the session has stopped' });
  if (!snapshot.matches('priority')) {
    const what = snapshot.matches('casting') ? { rule: '601.2' as const, doing: 'a spell is being cast' } : { rule: '602.2' as const, doing: 'an ability is being activated' };
    return none(asked, { rule: what.rule, code: 'EVENT_NOT_EXPECTED', message: `${what.doing}: nothing else may begin until it ends (its chart's prompt says what it asks next)` });
  }
  if (asked === null) return none(null, { rule: '117.1', code: 'NO_PRIORITY', message: 'no player holds priority' });
  if (!game.players.some((p) => p.id === asked)) return none(asked, { rule: '117.1', code: 'BAD_PAYLOAD', message: `there is no player "${asked}" in this game` });
  const actions = oneQuery(() => legalActions(game, cards, asked), undefined, snapshot.context.chainBound);
  if (game.priority === asked) return { ...actions, reason: null };
  const noPriority: Refusal = { rule: '117.1', code: 'NO_PRIORITY', message: `${asked} does not hold priority` };
  return { ...none(asked, noPriority), casts: actions.casts };
}
