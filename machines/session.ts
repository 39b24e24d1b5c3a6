/**
 * The game session: one actor an app holds for a game. The player with priority may CAST,
 * ACTIVATE, or ACTIVATE_MANA (CR 605.3a: mana abilities need no stack and resolve at once;
 * the mana stays in the pool). A cast or activation runs as a child chart; when it ends the
 * session takes its game: the spell or ability on top of the stack with its controller
 * holding priority, or the game as rule 733 leaves it. Triggers released at 601.2i wait in
 * `triggers`. Every event `sendToSession` accepts is logged beside it (machines/session-log.ts),
 * so a session can be recorded and replayed, or persisted and resumed (machines/persistence.ts).
 */
import { assign, sendTo, setup, type Actor, type ActorRefFrom, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { TotalCost } from '../src/costs/total-cost.js';
import type { Refusal } from '../src/core/refusal.js';
import { costEventTriggers, type PendingTrigger } from '../src/casting/triggers.js';
import { ok, refuse, type Result } from '../src/core/refusal.js';
import { CHARTS } from './charts.js';
import { parsed, type ChartOutput, type Outcome, type RejectedEvent } from './context.js';
import { judgedOnce } from './judgement.js';
import type { StepMeta } from './meta.js';
import { rejectionOf, unexpected } from './rejections.js';
import { initialContext } from './chart-setup.js';
import { ILLEGAL_ACTIONS_RULE } from '../src/core/edition.js';
import { logged, openLog } from './session-log.js';

export interface SessionContext {
  readonly cards: CardLibrary;
  readonly game: GameState;
  /** Triggered abilities waiting to be put on the stack, oldest first (CR 601.2i, 603.3). */
  readonly triggers: readonly PendingTrigger[];
  /** How the last cast or activation ended. */
  readonly last: { readonly outcome: Outcome; readonly refusal: Refusal | null; readonly lockedCost: TotalCost | null } | null;
  /** The last event the session itself refused (a child chart records its own). */
  readonly rejected: RejectedEvent | null;
  /** CR 733.1: the players' standing choice to keep mana abilities when a cast or activation is reversed. */
  readonly keepManaOnReversal: boolean;
}

export interface SessionInput {
  readonly game: GameState;
  readonly cards?: CardLibrary;
  readonly keepManaOnReversal?: boolean;
}

/**
 * CR 117.1, 605.3a: what the session makes of an event while a player holds priority: what it
 * changes (nothing yet for CAST and ACTIVATE, which begin a chart), or why it is refused.
 * Judged once: the guard asks, and the action or the refusal takes the same answer.
 */
const judgeInSession = judgedOnce((context: SessionContext, event: CastEventInput): Result<Partial<SessionContext>> => {
  const result = parsed(event);
  if (!result.ok) return result;
  const valid = result.value;
  if (valid.type === 'CAST' || valid.type === 'ACTIVATE') {
    const refusal = rejectionOf(initialContext({ game: context.game }, context.cards), event);
    return refusal ? refuse(refusal) : ok({});
  }
  if (valid.type !== 'ACTIVATE_MANA') {
    return refuse({ rule: '117.1', code: 'EVENT_NOT_EXPECTED', message: `${valid.type} is not expected: no spell is being cast and no ability activated (begin with CAST or ACTIVATE)` });
  }
  if (context.game.priority !== valid.player) return refuse({ rule: '605.3', code: 'NO_PRIORITY', message: `${valid.player} does not hold priority, so can't activate a mana ability now` });
  const activated = activateManaAbilityPaying(context.game, context.cards, valid.player, valid.source, valid.ability, valid.mana, valid.pay, valid.tap);
  if (!activated.ok) return activated;
  const { game } = activated.value;
  // CR 603.10a: a creature sacrificed for mana dies; its "dies" triggers wait for the next priority.
  return ok({ game, triggers: [...context.triggers, ...costEventTriggers(context.game, game, context.cards)] });
});

/** CR 733: a chart that fails is treated as a reversed action; the session still holds the game from before it began. */
const afterChildFailed = (kind: 'cast' | 'activation', error: unknown): Partial<SessionContext> => ({
  last: {
    outcome: 'illegal',
    refusal: { rule: ILLEGAL_ACTIONS_RULE, code: 'CHART_FAILED', message: `the ${kind} chart failed (${error instanceof Error ? error.message : String(error)}); the game is as it was before the ${kind} began` },
    lockedCost: null,
  },
});

const afterChild = (context: SessionContext, output: ChartOutput): Partial<SessionContext> => ({
  game: output.game,
  triggers: [...context.triggers, ...output.triggers],
  last: { outcome: output.outcome, refusal: output.refusal, lockedCost: output.lockedCost },
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as CastEventInput,
    input: {} as SessionInput,
    meta: {} as StepMeta,
  },
  actors: CHARTS,
  guards: {
    /** CR 117.1, 605.3a: the event can start something now (CAST, ACTIVATE) or is a mana ability the rules allow. */
    sessionAccepts: ({ context, event }) => judgeInSession(context, event).ok,
  },
  actions: {
    /** CR 605.3b: a mana ability activated with priority resolves at once; its mana goes to the pool. */
    activateManaWithPriority: assign(({ context, event }) => {
      const judged = judgeInSession(context, event);
      if (!judged.ok) throw new Error(`a guarded action was refused: ${judged.refusal.message}`);
      return judged.value;
    }),
    rejectInSession: assign(({ context, event }) => {
      const judged = judgeInSession(context, event);
      return { rejected: { event: String((event as { type?: unknown }).type), refusal: judged.ok ? unexpected(event) : judged.refusal } };
    }),
    /** The event that began the cast or activation goes to the child chart. */
    forwardToCast: sendTo('cast', ({ event }) => event),
    forwardToActivate: sendTo('activate', ({ event }) => event),
    takeCastResult: assign(({ context, event }) => afterChild(context, (event as unknown as DoneActorEvent<ChartOutput>).output)),
    castChartFailed: assign(({ event }) => afterChildFailed('cast', (event as unknown as ErrorActorEvent).error)),
    activationChartFailed: assign(({ event }) => afterChildFailed('activation', (event as unknown as ErrorActorEvent).error)),
  },
}).createMachine({
  id: 'session',
  context: ({ input, self }) => {
    const keepManaOnReversal = input.keepManaOnReversal ?? false;
    openLog(self, { game: input.game, keepManaOnReversal });
    return { cards: input.cards ?? BUILT_IN_CARDS, game: input.game, triggers: [], last: null, rejected: null, keepManaOnReversal };
  },
  initial: 'priority',
  states: {
    priority: {
      meta: { rule: '117.1', title: 'A player holds priority' },
      on: {
        CAST: [{ guard: 'sessionAccepts', target: 'casting' }, { actions: 'rejectInSession' }],
        ACTIVATE: [{ guard: 'sessionAccepts', target: 'activating' }, { actions: 'rejectInSession' }],
        ACTIVATE_MANA: [{ guard: 'sessionAccepts', actions: 'activateManaWithPriority' }, { actions: 'rejectInSession' }],
        '*': { actions: 'rejectInSession' },
      },
    },
    casting: {
      meta: { rule: '601.2', title: 'A spell is being cast' },
      invoke: {
        id: 'cast',
        src: 'cast',
        input: ({ context }) => ({ game: context.game, cards: context.cards, keepManaOnReversal: context.keepManaOnReversal }),
        onDone: { target: 'priority', actions: 'takeCastResult' },
        onError: { target: 'priority', actions: 'castChartFailed' },
      },
      entry: 'forwardToCast',
      on: { '*': { actions: 'forwardToCast' } },
    },
    activating: {
      meta: { rule: '602.2', title: 'An ability is being activated' },
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ game: context.game, cards: context.cards, keepManaOnReversal: context.keepManaOnReversal }),
        onDone: { target: 'priority', actions: 'takeCastResult' },
        onError: { target: 'priority', actions: 'activationChartFailed' },
      },
      entry: 'forwardToActivate',
      on: { '*': { actions: 'forwardToActivate' } },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type CastChild = ActorRefFrom<(typeof CHARTS)['cast']> | ActorRefFrom<(typeof CHARTS)['activate']>;

/** The cast or activation chart running inside the session, if any. */
export function activeChild(session: Actor<SessionMachine>): CastChild | undefined {
  const children = session.getSnapshot().children as { cast?: CastChild; activate?: CastChild };
  return children.cast ?? children.activate;
}

/**
 * Sends an event to the session; returns the refusal if the session or the chart running
 * in it refused it (the game is then exactly as it was), or null if it was accepted. If the
 * chart failed on it (CHART_FAILED), the session is back at priority with the game from
 * before the cast or activation began, and that refusal is returned.
 * Something XState itself would act on rather than pass to the charts — not an object, a
 * `type` that isn't a string, the wildcard `*`, or one of XState's own `xstate.*` types
 * (`xstate.stop` would stop the session; `xstate.done.actor.cast` would end the cast with a
 * game of its own) — is refused here without reaching the session, so it isn't recorded in
 * `rejected`. An event that changed the session is logged for `recordOf` (machines/persistence.ts).
 */
export function sendToSession(session: Actor<SessionMachine>, event: CastEventInput): Refusal | null {
  return logged(session, event, () => answerOf(session, event));
}

function answerOf(session: Actor<SessionMachine>, event: CastEventInput): Refusal | null {
  const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || type === '*' || type.startsWith('xstate.')) {
    return { rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: `unknown event type ${JSON.stringify(type) ?? 'undefined'}` };
  }
  const { rejected: before, last: lastBefore } = session.getSnapshot().context;
  const child = activeChild(session);
  const childBefore = child?.getSnapshot().context.rejected;
  session.send(event);
  const { rejected: after, last } = session.getSnapshot().context;
  if (after !== before && after) return after.refusal;
  if (last !== lastBefore && last?.refusal?.code === 'CHART_FAILED') return last.refusal;
  const now = activeChild(session);
  const childAfter = now?.getSnapshot().context.rejected;
  return now && childAfter && (now !== child || childAfter !== childBefore) ? childAfter.refusal : null;
}
