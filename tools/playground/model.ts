/**
 * What the playground knows, as pure functions of its start and the events accepted so far:
 * the run so far (every step with its rule, through `runScenario`), what the current step asks
 * (`promptOf`), what the player with priority may do now (`legalActionsOf`), which sources auto payment would use,
 * and the session as a scenario file. The engine is deterministic, so replaying the accepted
 * events from the start is the session: going back to an earlier step is keeping fewer events,
 * and the exported file replays identically through `spellchart run`. Runs in the browser.
 */
import { createActor, type Actor } from 'xstate';
import type { CastEvent, CastEventInput } from '../../src/events/schema.js';
import type { ObjectId, PlayerId } from '../../src/game/state.js';
import { definitionOf } from '../../src/cards/definition.js';
import { reductionSources } from '../../src/costs/modifiers.js';
import { roundAsk, type RoundAsk } from '../../src/casting/stack-triggers.js';
import { stackObjectOf, type ChartContext } from '../../machines/context.js';
import type { Refusal } from '../../src/core/refusal.js';
import type { LoadedScenario } from '../../src/scenario/load.js';
import { activeChild, sendToSession, sessionMachine, type SessionMachine } from '../../machines/session.js';
import { recordOf } from '../../machines/persistence.js';
import { legalActionsOf, type SessionActions } from '../../machines/legal-actions.js';
import { promptOf, type Prompt } from '../../machines/prompt.js';
import { statePath } from '../../machines/reading.js';
import { runScenario, type ScenarioResult, type StepView } from '../run-scenario.js';
import { paymentDiff, type PaymentDiff } from '../payment-diff.js';

/** Where the playground starts: the scenario file as written (exported again with the session's events) and as loaded. */
export interface PlaygroundStart {
  readonly file: Readonly<Record<string, unknown>>;
  readonly scenario: LoadedScenario;
}

/** The run after some accepted events. */
export interface Frame {
  readonly events: readonly CastEvent[];
  readonly result: ScenarioResult;
  /** Every step so far, in order. */
  readonly views: readonly StepView[];
}

/** The run of the first `events` accepted events (each was accepted once, so the replay accepts them again). */
export function frameOf(start: PlaygroundStart, events: readonly CastEvent[]): Frame {
  const views: StepView[] = [];
  const result = runScenario({ ...start.scenario, actions: events }, { onStep: (view) => views.push(view) });
  return { events, result, views };
}

/** A session replayed to where the accepted events left it. */
export function sessionAfter(start: PlaygroundStart, events: readonly CastEvent[]): Actor<SessionMachine> {
  const session = createActor(sessionMachine, { input: { game: start.scenario.game, cards: start.scenario.cards } }).start();
  for (const event of events) {
    const refusal = sendToSession(session, event);
    if (refusal) throw new Error(`an accepted event was refused on replay (${refusal.rule} ${refusal.code}): ${refusal.message}`);
  }
  return session;
}

/**
 * Sends an event after the accepted ones: the events now accepted (as the session logged
 * them, defaults filled in), or the refusal with its rule (the session is then unchanged).
 */
export function send(start: PlaygroundStart, events: readonly CastEvent[], event: CastEventInput): { readonly events: readonly CastEvent[] } | { readonly refusal: Refusal } {
  const session = sessionAfter(start, events);
  const refusal = sendToSession(session, event);
  if (refusal) return { refusal };
  return { events: recordOf(session).events };
}

/**
 * The scenario's own actions replayed as the first steps: the events accepted, and the refusal
 * of the first one refused, if any (the ones after it are left out).
 */
export function replayActions(start: PlaygroundStart): { readonly events: readonly CastEvent[]; readonly refused: { readonly index: number; readonly refusal: Refusal } | null } {
  let events: readonly CastEvent[] = [];
  for (const [index, action] of start.scenario.actions.entries()) {
    const answer = send(start, events, action);
    if ('refusal' in answer) return { events, refused: { index, refusal: answer.refusal } };
    events = answer.events;
  }
  return { events, refused: null };
}

/** Which sources `PAY auto` would use, read from a copy of the session that paid. */
export interface AutoPayment extends PaymentDiff {
  /** Why it couldn't pay, if it couldn't: the refusal, or the reversal (CR 733) it would cause. */
  readonly refusal: Refusal | null;
}

export interface Asking {
  /** The chart running ('cast' or 'activate'), or null while a player holds priority. */
  readonly chart: 'cast' | 'activate' | null;
  /** The chart's state id, such as `cast.casting.targeting`, or `session.priority`. */
  readonly stateId: string;
  /** What the chart asks; null while a player holds priority. */
  readonly prompt: Prompt | null;
  /** While a player holds priority, what they may do now (legalActionsOf): casts, activations, mana abilities, and what is barred and why. */
  readonly mayDo: SessionActions | null;
  readonly autoPayment: AutoPayment | null;
  /** CR 601.2f: while ORDER_REDUCTIONS may be sent, the sources of the cost reductions that apply to the spell (their order may be named). */
  readonly reductions: readonly ObjectId[];
  /** CR 117.5, 603.3b: while the session puts triggered abilities on the stack, what its round waits for. */
  readonly round: RoundAsk | null;
}

/** What the current step asks, and for the player with priority what they may do. */
export function askingAfter(start: PlaygroundStart, events: readonly CastEvent[]): Asking {
  const session = sessionAfter(start, events);
  const child = activeChild(session);
  if (!child) {
    const { round } = session.getSnapshot().context;
    return { chart: null, stateId: 'session.priority', prompt: null, mayDo: legalActionsOf(session), autoPayment: null, reductions: [], round: round ? roundAsk(round) : null };
  }
  const snapshot = child.getSnapshot();
  const prompt = promptOf(snapshot);
  const autoPayment = prompt.player && (prompt.events as readonly string[]).includes('PAY') ? autoPaymentAfter(start, events, prompt.player) : null;
  const reductions = (prompt.events as readonly string[]).includes('ORDER_REDUCTIONS') && prompt.player ? reductionsOf(snapshot.context, prompt.player) : [];
  return { chart: snapshot.machine.id as 'cast' | 'activate', stateId: `${snapshot.machine.id}.${statePath(snapshot)}`, prompt, mayDo: null, autoPayment, reductions, round: null };
}

/** CR 601.2f: the sources of the cost reductions that apply to the spell being cast, as ORDER_REDUCTIONS names them. */
function reductionsOf(context: ChartContext, player: PlayerId): readonly ObjectId[] {
  const object = stackObjectOf(context);
  return object.kind === 'spell' ? reductionSources(context.game, context.cards, definitionOf(context.cards, object), player) : [];
}

/** `PAY auto` sent to a copy of the session: what it tapped, sacrificed, spent and paid, or why it couldn't. */
function autoPaymentAfter(start: PlaygroundStart, events: readonly CastEvent[], player: PlayerId): AutoPayment {
  const copy = sessionAfter(start, events);
  const before = activeChild(copy)!.getSnapshot().context.game;
  const refusal = sendToSession(copy, { type: 'PAY', player, mana: 'auto' });
  const none = { tapped: [], left: [], fromPool: [], life: 0 };
  if (refusal) return { ...none, refusal };
  const child = activeChild(copy);
  const { game: after, last } = child ? { game: child.getSnapshot().context.game, last: null } : copy.getSnapshot().context;
  if (last && last.outcome === 'illegal') return { ...none, refusal: last.refusal };
  return { ...paymentDiff(before, after, player), refusal: null };
}

/** The session as a scenario file: the file it started from with the accepted events as its actions. */
export function exportScenario(start: PlaygroundStart, events: readonly CastEvent[]): Record<string, unknown> {
  return { ...start.file, actions: events };
}
