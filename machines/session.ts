/**
 * The game session: one actor an app holds for a game. The player with priority may CAST,
 * ACTIVATE, or ACTIVATE_MANA (CR 605.3a: mana abilities need no stack and resolve at once;
 * the mana stays in the pool). A cast or activation runs as a child chart; when it ends the
 * session takes its game: the spell or ability on top of the stack with its controller
 * holding priority, or the game as rule 733 leaves it. Triggers released at 601.2i wait in
 * `triggers`. Every event `sendToSession` accepts is logged beside it (machines/session-log.ts),
 * so a session can be recorded and replayed, or persisted and resumed (machines/persistence.ts).
 */
import { assign, enqueueActions, sendTo, setup, type Actor, type ActorRefFrom } from 'xstate';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, ObjectId } from '../src/game/state.js';
import type { TotalCost } from '../src/costs/total-cost.js';
import type { Refusal } from '../src/core/refusal.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import type { PendingTrigger } from '../src/casting/triggers.js';
import { ok, refuse, type Result } from '../src/core/refusal.js';
import { CHARTS } from './charts.js';
import { parsed, type ChartInput, type ChartOutput, type Outcome, type RejectedEvent } from './context.js';
import { judgedOnce } from './judgement.js';
import type { StepMeta } from './meta.js';
import { rejectionOf, unexpected } from './rejections.js';
import { initialContext } from './chart-setup.js';
import { sendChecked } from './sending.js';
import { ILLEGAL_ACTIONS_RULE } from '../src/core/edition.js';
import { namesIn } from '../src/events/names.js';
import { hiddenAmong, withUnnameable } from '../src/game/visibility.js';
import { logged, openLog } from './session-log.js';
import { judgeRoundChoice, startRound } from './session-triggers.js';
import { endTriggerRound, roundAsk, type TriggerRound } from '../src/casting/stack-triggers.js';
import { RecentMemo } from '../src/core/recent.js';
import type { QuestionBound } from '../src/mana/chain-budget.js';

export interface SessionContext {
  readonly cards: CardLibrary;
  readonly game: GameState;
  /** Triggered abilities waiting to be put on the stack, oldest first (CR 601.2i, 603.3). */
  readonly triggers: readonly PendingTrigger[];
  /** CR 117.5, 603.3b: the triggered abilities being put on the stack now, or null (at priority). */
  readonly round: TriggerRound | null;
  /** How the last cast or activation ended. */
  readonly last: { readonly outcome: Outcome; readonly refusal: Refusal | null; readonly lockedCost: TotalCost | null; readonly objectId: ObjectId | null } | null;
  /** The last event the session itself refused (a child chart records its own). */
  readonly rejected: RejectedEvent | null;
  /** CR 733.1: the players' standing choice to keep mana abilities when a cast or activation is reversed. */
  readonly keepManaOnReversal: boolean;
  /** The bound on each search of chain orders its events ask (src/mana/chain-budget.ts), when not the default. */
  readonly chainBound?: QuestionBound | undefined;
}

export interface SessionInput {
  readonly game: GameState;
  readonly cards?: CardLibrary;
  readonly keepManaOnReversal?: boolean;
  /** The bound on each search of chain orders its events ask (default DEFAULT_QUESTION_BOUND): whole numbers, as `actorBound` checks them (`startSession` and `restoreSession` do; input given here is the app's to check). */
  readonly chainBound?: QuestionBound;
}

/** What a chart the session runs starts from: the session's game, library, standing choice and bound. */
const chartInputOf = (context: SessionContext): ChartInput => ({ game: context.game, cards: context.cards, keepManaOnReversal: context.keepManaOnReversal, chainBound: context.chainBound });

/**
 * CR 117.1, 605.3a: what the session makes of an event while a player holds priority: what it
 * changes (nothing yet for CAST and ACTIVATE, which begin a chart), or why it is refused.
 * Judged once: the guard asks, and the action or the refusal takes the same answer.
 */
const judgeInSession = judgedOnce((context: SessionContext, event: CastEventInput): Result<Partial<SessionContext>> => {
  const result = parsed(event);
  if (!result.ok) return result;
  const valid = result.value;
  if (context.round) return judgeRoundChoice(context, valid);
  if (valid.type === 'CAST' || valid.type === 'ACTIVATE') {
    const refusal = rejectionOf(initialContext({ game: context.game }, context.cards), event);
    return refusal ? refuse(refusal) : ok({});
  }
  if (valid.type !== 'ACTIVATE_MANA') {
    return refuse({ rule: '117.1', code: 'EVENT_NOT_EXPECTED', message: `${valid.type} is not expected: no spell is being cast and no ability activated (begin with CAST or ACTIVATE)` });
  }
  if (context.game.priority !== valid.player) return refuse({ rule: '605.3', code: 'NO_PRIORITY', message: `${valid.player} does not hold priority, so can't activate a mana ability now` });
  const activate = (game: GameState) => activateManaAbilityPaying(game, context.cards, valid.player, valid.source, valid.ability, valid.mana, valid.pay, valid.tap);
  // CR 400.2: an object hidden from the player is answered exactly as one that doesn't exist.
  const hidden = hiddenAmong(context.game, valid.player, namesIn(valid));
  const masked = hidden.size > 0 ? activate(withUnnameable(context.game, hidden)) : null;
  if (masked && !masked.ok) return masked;
  const activated = activate(context.game);
  if (!activated.ok) return activated;
  const { game } = activated.value;
  // CR 603.10a: a creature sacrificed for mana dies; its "dies" triggers wait for the next priority.
  return ok({ game, triggers: [...context.triggers, ...costEventTriggers(context.game, game, context.cards)] });
});

/** What an event the session accepted changes, as judged once (the guard let it through). */
function takeJudged(context: SessionContext, event: CastEventInput): Partial<SessionContext> {
  const judged = judgeInSession(context, event);
  if (!judged.ok) throw new Error(`a guarded action was refused: ${judged.refusal.message}`);
  return judged.value;
}

/** CR 733: a chart that fails is treated as a reversed action; the session still holds the game from before it began. */
const afterChildFailed = (kind: 'cast' | 'activation', error: unknown): Partial<SessionContext> => ({
  last: {
    outcome: 'illegal',
    refusal: { rule: ILLEGAL_ACTIONS_RULE, code: 'CHART_FAILED', message: `the ${kind} chart failed (${error instanceof Error ? error.message : String(error)}); the game is as it was before the ${kind} began` },
    lockedCost: null,
    objectId: null,
  },
});

/**
 * The event the session raises for itself once the chart it runs has really ended: done with
 * its output, or failed with its error. Only those it raised itself are taken.
 */
interface ChartEnded {
  readonly type: 'spellchart.chartEnded';
  readonly ending: { readonly output: ChartOutput } | { readonly error: unknown };
}
const raisedEnds = new RecentMemo<ChartEnded, true>();

/**
 * CR 601.2i, 733: how the chart running in the session ended, if `event` really reports it:
 * the chart is done with this very output, or failed with this very error. Anyone holding
 * the session actor can `send` an `xstate.done.actor.*` or `xstate.error.actor.*` event of
 * their own; it ends nothing.
 */
function endingOf(chart: ReturnType<CastChild['getSnapshot']> | undefined, event: object): ChartEnded['ending'] | null {
  if (chart?.status === 'done' && (event as { output?: unknown }).output === chart.output) return { output: chart.output };
  if (chart?.status === 'error' && (event as { error?: unknown }).error === chart.error) return { error: chart.error };
  return null;
}

const afterChild = (context: SessionContext, output: ChartOutput): Partial<SessionContext> => ({
  game: output.game,
  triggers: [...context.triggers, ...output.triggers],
  last: { outcome: output.outcome, refusal: output.refusal, lockedCost: output.lockedCost, objectId: output.objectId },
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as CastEventInput | ChartEnded,
    input: {} as SessionInput,
    meta: {} as StepMeta,
  },
  actors: CHARTS,
  guards: {
    /** CR 117.1, 605.3a: the event can start something now (CAST, ACTIVATE) or is a mana ability the rules allow. */
    sessionAccepts: ({ context, event }) => judgeInSession(context, event as CastEventInput).ok,
    /** CR 601.2i: the chart running in the session reached its end (raised by `confirmChartEnded`). */
    chartFinished: ({ event }) => raisedEnds.has(event as ChartEnded) && 'output' in (event as ChartEnded).ending,
    /** CR 733: the chart running in the session failed (raised by `confirmChartEnded`). */
    chartFailed: ({ event }) => raisedEnds.has(event as ChartEnded) && 'error' in (event as ChartEnded).ending,
    /** CR 117.5: triggered abilities wait to be put on the stack before a player receives priority. */
    triggersWaiting: ({ context }) => context.triggers.length > 0,
    /** CR 603.3b: every triggered ability of the round is on the stack (or removed, 603.3d). */
    roundOver: ({ context }) => context.round !== null && roundAsk(context.round) === null,
    /** CR 603.3b: the round asks a player to order their triggered abilities. */
    orderAsked: ({ context }) => context.round !== null && roundAsk(context.round)?.event === 'ORDER_TRIGGERS',
  },
  actions: {
    /** CR 605.3b: a mana ability activated with priority resolves at once; its mana goes to the pool. */
    activateManaWithPriority: assign(({ context, event }) => takeJudged(context, event as CastEventInput)),
    /** CR 603.3b, 603.3d: the order of a player's triggered abilities, or the targets of the one put on the stack, as judged. */
    takeRoundChoice: assign(({ context, event }) => takeJudged(context, event as CastEventInput)),
    rejectInSession: assign(({ context, event }) => {
      const judged = judgeInSession(context, event as CastEventInput);
      return { rejected: { event: String((event as { type?: unknown }).type), refusal: judged.ok ? unexpected(event as CastEventInput) : judged.refusal } };
    }),
    /** The event that began the cast or activation goes to the child chart. */
    forwardToCast: sendTo('cast', ({ event }) => event as CastEventInput),
    forwardToActivate: sendTo('activate', ({ event }) => event as CastEventInput),
    /** A done or error event that really reports the running chart's end is raised again as the session's own `spellchart.chartEnded`. */
    confirmChartEnded: enqueueActions(({ event, self, enqueue }) => {
      const ending = endingOf(runningChart(self.getSnapshot())?.getSnapshot(), event);
      if (!ending) return;
      const ended: ChartEnded = { type: 'spellchart.chartEnded', ending };
      raisedEnds.set(ended, true);
      enqueue.raise(ended);
    }),
    /** CR 117.5, 603.3b: the waiting triggers are put on the stack, those that ask no choice at once. */
    beginTriggerRound: assign(({ context }) => startRound(context)),
    /** CR 117.5: the round is over; the player who receives priority gets it. */
    endTriggerRound: assign(({ context }) => ({ game: endTriggerRound(context.game, context.round!), round: null })),
    takeCastResult: assign(({ context, event }) => afterChild(context, ((event as ChartEnded).ending as { output: ChartOutput }).output)),
    castChartFailed: assign(({ event }) => afterChildFailed('cast', ((event as ChartEnded).ending as { error: unknown }).error)),
    activationChartFailed: assign(({ event }) => afterChildFailed('activation', ((event as ChartEnded).ending as { error: unknown }).error)),
  },
}).createMachine({
  id: 'session',
  context: ({ input, self }) => {
    const keepManaOnReversal = input.keepManaOnReversal ?? false;
    openLog(self, { game: input.game, keepManaOnReversal });
    return { cards: input.cards ?? BUILT_IN_CARDS, game: input.game, triggers: [], round: null, last: null, rejected: null, keepManaOnReversal, chainBound: input.chainBound };
  },
  initial: 'priority',
  states: {
    priority: {
      meta: { rule: '117.1', title: 'A player holds priority' },
      always: { guard: 'triggersWaiting', target: 'triggering' },
      on: {
        CAST: [{ guard: 'sessionAccepts', target: 'casting' }, { actions: 'rejectInSession' }],
        ACTIVATE: [{ guard: 'sessionAccepts', target: 'activating' }, { actions: 'rejectInSession' }],
        ACTIVATE_MANA: [{ guard: 'sessionAccepts', actions: 'activateManaWithPriority' }, { actions: 'rejectInSession' }],
        '*': { actions: 'rejectInSession' },
      },
    },
    triggering: {
      meta: { rule: '117.5', title: 'Triggered abilities are put on the stack before a player receives priority' },
      entry: 'beginTriggerRound',
      initial: 'next',
      states: {
        next: {
          meta: { rule: '603.3b', title: 'Put triggered abilities on the stack: the active player\'s, then each other player\'s in turn order' },
          always: [{ guard: 'roundOver', target: '#session.priority', actions: 'endTriggerRound' }, { guard: 'orderAsked', target: 'ordering' }, { target: 'targeting' }],
        },
        ordering: {
          meta: { rule: '603.3b', title: 'A player orders their triggered abilities' },
          on: { ORDER_TRIGGERS: [{ guard: 'sessionAccepts', target: 'next', actions: 'takeRoundChoice' }, { actions: 'rejectInSession' }] },
        },
        targeting: {
          meta: { rule: '603.3d', title: 'Choose targets for the triggered ability put on the stack' },
          on: { CHOOSE_TARGETS: [{ guard: 'sessionAccepts', target: 'next', actions: 'takeRoundChoice' }, { actions: 'rejectInSession' }] },
        },
      },
      on: { '*': { actions: 'rejectInSession' } },
    },
    casting: {
      meta: { rule: '601.2', title: 'A spell is being cast' },
      invoke: {
        id: 'cast',
        src: 'cast',
        input: ({ context }) => chartInputOf(context),
        onDone: { actions: 'confirmChartEnded' },
        onError: { actions: 'confirmChartEnded' },
      },
      entry: 'forwardToCast',
      on: {
        'spellchart.chartEnded': [
          { guard: 'chartFinished', target: 'priority', actions: 'takeCastResult' },
          { guard: 'chartFailed', target: 'priority', actions: 'castChartFailed' },
        ],
        '*': { actions: 'forwardToCast' },
      },
    },
    activating: {
      meta: { rule: '602.2', title: 'An ability is being activated' },
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => chartInputOf(context),
        onDone: { actions: 'confirmChartEnded' },
        onError: { actions: 'confirmChartEnded' },
      },
      entry: 'forwardToActivate',
      on: {
        'spellchart.chartEnded': [
          { guard: 'chartFinished', target: 'priority', actions: 'takeCastResult' },
          { guard: 'chartFailed', target: 'priority', actions: 'activationChartFailed' },
        ],
        '*': { actions: 'forwardToActivate' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type CastChild = ActorRefFrom<(typeof CHARTS)['cast']> | ActorRefFrom<(typeof CHARTS)['activate']>;

/** The cast or activation chart running inside the session, if any. */
export function activeChild(session: Actor<SessionMachine>): CastChild | undefined {
  return runningChart(session.getSnapshot());
}

function runningChart(snapshot: { readonly children: object }): CastChild | undefined {
  const children = snapshot.children as { cast?: CastChild; activate?: CastChild };
  return children.cast ?? children.activate;
}

/**
 * Sends an event to the session; returns the refusal if the session or the chart running
 * in it refused it (the game is then exactly as it was), or null if it was accepted. If the
 * chart failed on it (CHART_FAILED), the session is back at priority with the game from
 * before the cast or activation began, and that refusal is returned.
 * Safe for a client's event as it came: only a plain-data copy is judged and sent, and
 * anything the rules don't define — not a JSON object, a getter or proxy that throws, a type
 * no event has, XState's own `xstate.*` types (`xstate.stop` would stop the session) and `*`
 * among them — is refused here without reaching the session, so it isn't recorded in
 * `rejected`; so is any event once the session has stopped, or while it is still handling
 * another (a send from inside a subscriber). An event that changed the session is logged
 * for `recordOf` (machines/persistence.ts).
 */
export function sendToSession(session: Actor<SessionMachine>, event: CastEventInput): Refusal | null {
  return sendChecked(session, event, 'the session has stopped', session.getSnapshot().context.chainBound, (plain) => logged(session, plain, () => answerOf(session, plain)));
}

/** The session's answer to a plain event (sendToSession). */
function answerOf(session: Actor<SessionMachine>, plain: CastEventInput): Refusal | null {
  const { rejected: before, last: lastBefore } = session.getSnapshot().context;
  const child = activeChild(session);
  const childBefore = child?.getSnapshot().context.rejected;
  session.send(plain);
  const { rejected: after, last } = session.getSnapshot().context;
  if (after !== before && after) return after.refusal;
  if (last !== lastBefore && last?.refusal?.code === 'CHART_FAILED') return last.refusal;
  const now = activeChild(session);
  const childAfter = now?.getSnapshot().context.rejected;
  return now && childAfter && (now !== child || childAfter !== childBefore) ? childAfter.refusal : null;
}
