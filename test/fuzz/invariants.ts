/**
 * Property-based invariants of a game session under random use (a module, not a test:
 * test/fuzz.test.ts and test/fuzz/cli.ts run it).
 *
 * fast-check generates a random game of two, three or four players from the card library
 * (every zone populated: hands, libraries with some cards revealed, foretold cards exiled
 * face down, CR 400.2) and a random sequence of 1–15 steps, sent through one public entry
 * point: `sendToSession` on a session, or `dispatch` on a standalone casting or activation
 * chart. Each step becomes one event when it is sent, read off the live session or chart: a
 * legal event (from `eventsFromPrompt` on the running chart, or a CAST, ACTIVATE or
 * ACTIVATE_MANA the priority holder may make), sometimes sent with the actor's own `send`
 * (trusted input only); one the toolkit expects to be refused; a legal event with one field
 * replaced by garbage; an event of a random type with a random payload (wrong types, negative
 * and huge numbers, ids of any object, hidden ones included, `__proto__` and `constructor`
 * keys), from any player or none; a legal or refused event re-sent from another player; the
 * previous event object mutated in place and sent again; something that is no event at all
 * (null, undefined, a number, an array, a throwing getter, a Proxy: junk.ts); or one of
 * XState's own events, forged (`xstate.stop`, `xstate.done.actor.cast` with a forged game…).
 * After EVERY event these invariants are checked:
 *
 * (a) a refused event (`sendToSession` or `dispatch` returned a refusal) changed nothing: the session's
 *     context (game, triggers, last) and the running chart's context (game and the rest)
 *     deep-equal what they were, `rejected` aside, and the session and chart are in the
 *     same states (the same chart still running, or none);
 * (b) a cast or activation that ends `illegal` hands back the game saved before its
 *     CAST/ACTIVATE: deep-equal to it (and the session's waiting triggers unchanged) when
 *     the chart's journal is empty and no mana abilities were kept (CR 733.1); with a
 *     journal, the saved game plus exactly the journalled actions; with kept mana
 *     abilities, the saved game with them activated again. One that ends `prohibited`
 *     (601.3/602.5) changes nothing at all;
 * (c) no exception escapes: anything thrown by `sendToSession` (or by the toolkit while
 *     building an event), a session that stops or fails inside XState, and a running chart
 *     that fails (the session's `*` would forward its error event back to it, so the
 *     session would wait on a dead chart for ever) are broken invariants;
 * (d) persisting the session at one random cut, in one case of three (`persistSession`,
 *     JSON round trip), resuming it with the app's library (`resumeSession`) and sending the
 *     remaining events gives the same final game and `last`, and the same refusals; and the
 *     session's record (`recordOf`, JSON round trip) replays (`restoreSession`) to the same
 *     final game, `last` and triggers (unless a trusted `send` took an event: then the
 *     session keeps no record);
 * (e) a cast or activation that completes paid exactly its locked cost. The locked cost
 *     is frozen, and deep-equals `totalCost` recomputed from the game at the moment the
 *     chart locked it (601.2f, recorded through the actor's inspect callback). And the
 *     exact mana account, computed from outside (the exact check, not the fallback): (the
 *     caster's pool size on entering 601.2g, before any mana is made there, so nothing is
 *     counted twice) + (mana made during 601.2g, i.e. pool size on entering 601.2h − pool
 *     size on entering 601.2g) − (pool size after the cast) + (convoke creatures tapped and delve cards
 *     exiled at 601.2h) = `manaAmountTotal(lockedCost.mana)`; and life before 601.2h − life
 *     after = `lockedCost.life`. Convoke creatures are counted as the caster's creatures
 *     that became tapped at 601.2h, less the cost's own tap actions; delve cards as the
 *     caster's graveyard cards that left it at 601.2h (in exile they have new ids, CR 400.7), less the cost's own
 *     exile-from-graveyard actions (the two only count for spells with the keyword).
 *
 * (f) an accepted event comes only from a player allowed to act (acting.ts): at priority
 *     the player who holds it (CR 117.1; 605.3a for mana abilities), or the owner of a card
 *     exiled with madness casting it while its trigger resolves (702.35a, 608.2g); inside a
 *     chart the player its prompt names (`promptOf`: the controller, or the opponent who
 *     makes a choice, 601.6), and the controller for CANCEL. Junk and XState's own events
 *     are never accepted;
 * (g) nothing a player receives names a card hidden from them (hidden.ts): for each player
 *     P, `viewFor(game, P)` (the session's game and, mid-cast, the chart's), the chart's
 *     `promptOf` when its player is P, and the refusals of the events P sent contain no id
 *     of an object hidden from P and no name of a hidden card that no card P sees has.
 *     And at the start, P's view of the game equals P's view of the same game with every
 *     card hidden from P swapped for another card (setup.ts; one player P a case): ids,
 *     counts and positions tell P nothing about the hidden cards (CR 400.7);
 * (h) a restore from untrusted data gives nothing the rules couldn't (restore.ts): the
 *     record of a session (its starting game and accepted events) is tampered with, and
 *     the restore either refuses it or gives exactly the game that sending the tampered
 *     events through `sendToSession` gives.
 *
 * `runFuzz` (runner.ts) runs `fc.check` (so a failure is shrunk) and, after a failure, checks again
 * with the remaining runs, ignoring the invariants already broken, so each broken
 * invariant is reported once with its own shrunk counterexample.
 *
 * The fuzzer's files: generators.ts (the games and steps drawn), setup.ts (the starting
 * game), events.ts and junk.ts (a step turned into an event on the live session or chart),
 * acting.ts (f), hidden.ts (g), paid.ts (e), restore.ts (h), equality.ts (deep equality with
 * the first difference), this file (one case run and checked) and runner.ts (`runFuzz`).
 */
import { createActor, type Actor, type AnyActorRef, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { activationMachine, type ActivationMachine } from '../../machines/activation.js';
import { castingMachine, type CastingMachine } from '../../machines/casting.js';
import type { ChartActor, ChartSnapshot } from '../../machines/charts.js';
import { stackObjectOf, type ChartContext } from '../../machines/context.js';
import { dispatch } from '../../machines/dispatch.js';
import { activeChild, sendToSession, sessionMachine, type SessionMachine } from '../../machines/session.js';
import { persistSession, recordOf, restoreSession, resumeSession, type PersistedSession } from '../../machines/persistence.js';
import { keepManaAbilities } from '../../src/mana-abilities/keep-mana.js';
import type { CardLibrary } from '../../src/cards/library.js';
import { type CastEventInput } from '../../src/events/schema.js';
import type { GameState, PlayerId } from '../../src/game/state.js';
import { viewFor } from '../../src/game/views.js';
import { reverseIllegalAction } from '../../src/game/illegal-actions.js';
import type { Refusal } from '../../src/core/refusal.js';
import { FUZZ_CARDS, type Entry, type FuzzCase, type StepSpec } from './generators.js';
import type { GameSpecInput } from '../../src/scenario/schema.js';
import { type Live, liveGame, outgoing, runningChart } from './events.js';
import { difference } from './equality.js';
import { actingProblem, actorsNow, promptFor } from './acting.js';
import { NO_SUCH_ID, leakIn, secretsOf, stringsIn, withIdsReplaced, withoutEcho } from './hidden.js';
import { checkPaid, stepOf, type ChartTrace } from './paid.js';
import { disguised, startingGame } from './setup.js';
import { DEFAULT_RESTORE, checkRestore, type RestoreApi } from './restore.js';
import { describeError } from './errors.js';

export { describeError };

/** The invariants, as reported. */
export const INVARIANTS = {
  a: '(a) a refused event changes nothing',
  b: '(b) an illegal cast or activation is reversed exactly',
  c: '(c) no exception escapes',
  d: '(d) persisting and restoring mid-sequence changes nothing',
  e: '(e) a completed cast or activation paid exactly its locked cost',
  f: '(f) an accepted event comes only from a player allowed to act',
  g: '(g) nothing a player receives names a card hidden from them',
  h: '(h) a restore from tampered data gives nothing the rules could not',
} as const;
export type InvariantName = (typeof INVARIANTS)[keyof typeof INVARIANTS];

export interface Broken {
  readonly invariant: InvariantName;
  readonly detail: string;
  /** How many events had been sent when it broke (the event that broke it included). */
  readonly at: number;
}

export interface CaseResult {
  readonly broken: readonly Broken[];
  /** The events actually sent, in order (junk and forged events as a description of what was sent). */
  readonly events: readonly unknown[];
  /** What was answered for each (the refusal code, or null). */
  readonly answers: readonly (string | null)[];
  /** How each cast or activation that ended went: `cast`, `activated`, or `illegal`/`prohibited` with the refusal's code. */
  readonly outcomes: readonly string[];
  /** How many times each check ran (a check that never runs proves nothing). */
  readonly checks: Readonly<Record<string, number>>;
}

/** What a player is shown of a game; the self-tests plant a leaky one. */
export type ViewFn = (game: GameState, viewer: PlayerId) => unknown;

export interface FuzzOptions {
  /** The card library (default: the built-in one). The generator draws its cards from the built-in library. */
  readonly cards?: CardLibrary;
  /** The session machine to drive (default: `sessionMachine`); the self-tests plant bugs with `provide()`. */
  readonly machine?: SessionMachine;
  /** The charts driven through `dispatch` (default: the casting and activation machines). */
  readonly charts?: { readonly cast: CastingMachine; readonly activate: ActivationMachine };
  /** What a player is shown of a game (default: `viewFor`). */
  readonly view?: ViewFn;
  /** Check only this invariant: the others are neither reported nor shrunk (the self-tests, for speed). */
  readonly only?: InvariantName;
  /** Only these entry points (default: all). */
  readonly entries?: readonly Entry[];
  /** Only these kinds of steps (default: all). */
  readonly kinds?: readonly StepSpec['kind'][];
  /** The restore to check with (h) (default: restore.ts's; null: skip (h)). */
  readonly restore?: RestoreApi | null;
  /**
   * Parts of (g) to leave out: `start` (the views at the start), `views`, `prompts`, `refusals`.
   * The self-tests isolate one channel with it when another is already broken on main.
   */
  readonly skip?: readonly ('start' | 'views' | 'prompts' | 'refusals')[];
}

/**
 * The states are immutable values, so (a) keeps references rather than copies, and freezes
 * them: an engine that changed a state in place would throw (strict mode), a broken (c).
 * Each object is frozen once; the card library is left alone.
 */
const frozen = new WeakSet<object>();
function freeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || frozen.has(value)) return value;
  frozen.add(value);
  for (const inner of Object.values(value)) freeze(inner);
  return Object.freeze(value);
}
const clone = freeze;

function sessionState(session: Actor<SessionMachine> | null) {
  if (!session) return null;
  const snapshot = session.getSnapshot();
  const { game, triggers, last } = snapshot.context;
  return { value: snapshot.value as unknown, status: snapshot.status, context: clone({ game, triggers, last }) };
}

function chartState(chart: ChartActor | undefined) {
  if (!chart) return null;
  const snapshot = chart.getSnapshot();
  const { cards: _cards, rejected: _rejected, ...context } = snapshot.context as ChartContext;
  return { ref: chart as AnyActorRef, value: snapshot.value as unknown, status: snapshot.status, context: clone(context) };
}


type Rejected = { readonly refusal: Refusal } | null | undefined;
const rejectedOf = (actor: AnyActorRef | undefined): Rejected => (actor?.getSnapshot().context as { rejected?: Rejected } | undefined)?.rejected;

/**
 * The actor's own `send`, for input an app trusts (an event its own code built): the answer
 * is read off the session's and the chart's `rejected`, and a chart failure off `last`.
 */
function trustedSend(live: Live, event: unknown): Refusal | null {
  const actor = (live.session ?? live.chart) as AnyActorRef;
  const child = runningChart(live);
  const [own, childOwn] = [rejectedOf(actor), rejectedOf(child)];
  const lastBefore = live.session?.getSnapshot().context.last;
  const [snapshot, childSnapshot] = [actor.getSnapshot(), child?.getSnapshot()];
  actor.send(event as CastEventInput);
  // An actor that has ended (or ignores the event) takes no step at all: that is a refusal too.
  if (actor.getSnapshot() === snapshot && runningChart(live) === child && child?.getSnapshot() === childSnapshot) {
    return { rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: `the ${live.session ? 'session' : 'chart'} took no step on this event (sent with its own send)` };
  }
  const now = runningChart(live);
  const [ownAfter, childAfter] = [rejectedOf(actor), rejectedOf(now)];
  const last = live.session?.getSnapshot().context.last;
  if (ownAfter !== own && ownAfter) return ownAfter.refusal;
  if (last !== lastBefore && last?.refusal?.code === 'CHART_FAILED') return last.refusal;
  return now && childAfter && (now !== child || childAfter !== childOwn) ? childAfter.refusal : null;
}

/** The chart whose state (a) compares: the session's running child, or the standalone chart (even once it has ended). */
function observedChart(live: Live): ChartActor | undefined {
  return live.session ? runningChart(live) : (live.chart ?? undefined);
}

/** Sends through the case's entry point: `sendToSession` or `dispatch`, or the actor's own `send` for trusted input. */
function send(live: Live, event: unknown, trusted: boolean): Refusal | null {
  if (trusted) return trustedSend(live, event);
  if (live.session) return sendToSession(live.session, event as CastEventInput);
  return dispatch(live.chart!, event as CastEventInput);
}

/** (g): what each player receives after an event, and where it names something hidden from them. */
function receivedLeak(live: Live, view: ViewFn, skip: ReadonlySet<string>, refusal: Refusal | null, sender: PlayerId | null, sent: unknown, checkedGames: WeakMap<GameState, Set<PlayerId>>): string | null {
  const chart = runningChart(live);
  const games = [live.session?.getSnapshot().context.game, chart ? (chart.getSnapshot().context as ChartContext).game : live.chart?.getSnapshot().context.game];
  const players = liveGame(live).players.map((p) => p.id);
  for (const game of games) {
    if (!game || skip.has('views')) continue;
    const done = checkedGames.get(game) ?? new Set<PlayerId>();
    checkedGames.set(game, done);
    for (const player of players) {
      if (done.has(player)) continue;
      done.add(player);
      const leak = leakIn(view(game, player), secretsOf(game, player), live.cards);
      if (leak) return `${player}'s view: ${leak}`;
    }
  }
  if (chart && !skip.has('prompts')) {
    const snapshot = chart.getSnapshot() as ChartSnapshot;
    const prompt = promptFor(snapshot);
    if (prompt.player) {
      const leak = leakIn(prompt, secretsOf((snapshot.context as ChartContext).game, prompt.player), live.cards);
      if (leak) return `the prompt ${prompt.player} is shown (${prompt.step}): ${leak}`;
    }
  }
  if (refusal && sender && !skip.has('refusals')) {
    const leak = leakIn(refusal, withoutEcho(secretsOf(liveGame(live), sender), stringsIn(sent)), live.cards);
    if (leak) return `the refusal ${sender} received: ${leak}`;
  }
  return null;
}

/** A refusal with the given ids, wherever they stand in its texts, written as NO_SUCH_ID. */
function maskIds(refusal: Refusal, ids: ReadonlySet<string>): Refusal {
  const mask = (text: string) => [...ids].reduce((t, id) => t.replace(new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g'), NO_SUCH_ID), text);
  return withIdsReplaced({ ...refusal, message: mask(refusal.message) }, ids) as Refusal;
}

const isPlain = (record: unknown): boolean => typeof record === 'object' && record !== null && !('junk' in record) && !('forged' in record) && !('reused' in record);

/** The ids hidden from `sender` that its event names, or null if none. */
function hiddenIdsSent(game: GameState, sender: PlayerId, record: unknown): ReadonlySet<string> | null {
  const { ids } = secretsOf(game, sender);
  const named = [...stringsIn(record)].filter((s) => ids.has(s));
  return named.length > 0 ? new Set(named) : null;
}

/** (g) at the start: each player's view can't tell the game from one with every card hidden from them swapped. */
export function startLeak(spec: GameSpecInput, reveal: readonly number[], cards: CardLibrary, view: ViewFn = viewFor, viewers?: readonly PlayerId[]): string | null {
  const game = startingGame(spec, reveal, cards);
  for (const id of viewers ?? game.players.map((p) => p.id)) {
    const other = startingGame(disguised(spec, reveal, id), reveal, cards);
    const d = difference(view(game, id), view(other, id), `${id}'s view`);
    if (d) return `${id}'s view of the starting game changes when the cards hidden from ${id} are swapped for others: ${d}`;
  }
  return null;
}

/** Runs one case: sends every step's event through the case's entry point and checks every invariant after each. */
export function runCase(fuzzCase: FuzzCase, options: FuzzOptions = {}): CaseResult {
  const cards = options.cards ?? FUZZ_CARDS;
  const machine = options.machine ?? sessionMachine;
  const charts = options.charts ?? { cast: castingMachine, activate: activationMachine };
  const view = options.view ?? viewFor;
  const broken: Broken[] = [];
  const events: unknown[] = [];
  const answers: (string | null)[] = [];
  const outcomes: string[] = [];
  const checks: Record<string, number> = {};
  const checked = (name: string) => (checks[name] = (checks[name] ?? 0) + 1);
  const report = (invariant: InvariantName, detail: string) => {
    if (!broken.some((b) => b.invariant === invariant)) broken.push({ invariant, detail, at: events.length });
  };
  let game: GameState;
  try {
    game = startingGame(fuzzCase.game, fuzzCase.reveal, cards);
  } catch (error) {
    throw new Error(`the generator made a game createGame refuses: ${describeError(error)}`);
  }
  const input = { game, cards, keepManaOnReversal: fuzzCase.keepManaOnReversal };

  let sessionRef: unknown = null;
  let trace: ChartTrace | undefined;
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || event.actorRef === sessionRef) return;
    const current: ChartTrace = trace && trace.ref === event.actorRef ? trace : { ref: event.actorRef as AnyActorRef };
    trace = current;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    const context = snapshot.context as ChartContext;
    const at = stepOf(snapshot);
    if (at === 'totallingCost' && !current.locked && context.lockedCost) {
      current.locked = { game: context.game, spell: stackObjectOf(context), order: context.reductionOrder, cost: context.lockedCost };
    }
    if ((at === 'activatingMana' || at === 'paying') && !current.atG) current.atG = context.game;
    if (at === 'paying' && !current.atH) current.atH = context.game;
    current.last = snapshot;
  };
  let escaped: unknown = null;
  const session = fuzzCase.entry === 'session' ? createActor(machine, { input, inspect }) : null;
  const chart: ChartActor | null = fuzzCase.entry === 'session' ? null : (createActor(charts[fuzzCase.entry] as CastingMachine, { input }) as ChartActor);
  const actor = (session ?? chart) as AnyActorRef;
  sessionRef = session;
  actor.subscribe({ error: (error) => (escaped ??= error) });
  actor.start();
  const live: Live = { session, chart, cards, keepManaOnReversal: fuzzCase.keepManaOnReversal };

  const skip = new Set<string>(options.skip ?? []);
  if (!skip.has('start')) {
    checked('g start');
    // One viewer a case (each swap builds a game again): the one the case's length picks.
    const viewer = game.players[fuzzCase.steps.length % game.players.length]!.id;
    const atStart = startLeak(fuzzCase.game, fuzzCase.reveal, cards, view, [viewer]);
    if (atStart) report(INVARIANTS.g, atStart);
  }
  const checkedGames = new WeakMap<GameState, Set<PlayerId>>();

  const cutAt = fuzzCase.cut === null ? -1 : fuzzCase.cut % (fuzzCase.steps.length + 1);
  let persisted: unknown = null;
  if (session && cutAt === 0) persisted = JSON.parse(JSON.stringify(persistSession(session)));
  // The game before the CAST/ACTIVATE that began the chart running now (CR 733: what a reversal hands back).
  let beganAt: { game: GameState; triggers: unknown } | null = null;
  let previous: unknown = null;
  const replays: (() => unknown)[] = [];
  /** The events answered with null (or CHART_FAILED), as plain copies: what a record of the session holds. */
  const accepted: unknown[] = [];
  /** Whether any event went through the actor's own `send` (the session then keeps no record). */
  let trustedSends = false;

  for (const step of fuzzCase.steps) {
    const actors = actorsNow(live);
    let out: ReturnType<typeof outgoing>;
    try {
      out = outgoing(step, live, previous);
    } catch (error) {
      report(INVARIANTS.c, `the toolkit (eventsFromPrompt) threw while building the next event: ${describeError(error)}`);
      break;
    }
    events.push(out.record);
    const before = sessionState(session);
    const chartBefore = chartState(observedChart(live));
    if (session && !chartBefore) beganAt = { game: before!.context.game, triggers: before!.context.triggers };
    const lastBefore = session?.getSnapshot().context.last;
    const trusted = step.kind === 'legal' && step.raw;
    trustedSends ||= trusted;
    let refusal: Refusal | null;
    try {
      refusal = send(live, out.event, trusted);
    } catch (error) {
      answers.push('<threw>');
      checked('c');
      report(INVARIANTS.c, `${trusted ? 'send' : session ? 'sendToSession' : 'dispatch'} threw: ${describeError(error)}`);
      break;
    }
    // Junk (a revoked Proxy, a getter that throws) is not reused: the fuzzer itself would have to read it.
    previous = step.kind === 'junk' ? null : out.event;
    replays.push(out.replay);
    answers.push(refusal ? refusal.code : null);
    if ((!refusal || refusal.code === 'CHART_FAILED') && typeof out.record === 'object' && out.record !== null && !('junk' in out.record) && !('forged' in out.record)) {
      accepted.push('reused' in out.record ? out.record.reused : out.record);
    }
    checked('c');
    const status = actor.getSnapshot().status;
    if (escaped !== null || (session ? status !== 'active' : status !== 'active' && status !== 'done')) {
      const why = escaped ?? (actor.getSnapshot() as { error?: unknown }).error;
      report(INVARIANTS.c, `the ${session ? 'session' : 'chart'} is ${status}${why ? ` after an error inside it: ${describeError(why)}` : ' (nothing was thrown, but it no longer takes events)'}; ${session ? 'sendToSession' : 'dispatch'} answered ${refusal ? refusal.code : 'null (accepted)'}`);
      break;
    }
    // A chart that fails is an engine bug even though the session recovers from it (733: CHART_FAILED, game as before).
    if (refusal?.code === 'CHART_FAILED') {
      report(INVARIANTS.c, `a chart failed inside the session: ${refusal.message}`);
      break;
    }
    // A chart that failed without the session noticing would leave the session waiting on it for ever.
    const running = session ? activeChild(session)?.getSnapshot() : undefined;
    if (running && running.status !== 'active') {
      const why = (running as { error?: unknown }).error;
      report(INVARIANTS.c, `the running chart is ${running.status}${why ? ` after an error inside it: ${describeError(why)}` : ''}, and the session still waits on it; sendToSession answered ${refusal ? refusal.code : 'null (accepted)'}`);
      break;
    }

    // (a) a refused event changes nothing.
    if (refusal) {
      checked('a');
      const after = sessionState(session);
      const chartAfter = chartState(observedChart(live));
      const problems = [
        before && after ? difference(after.value, before.value, 'session state') : null,
        before && after ? difference(after.context, before.context, 'session context') : null,
        chartBefore?.ref !== chartAfter?.ref ? `the running chart changed (${chartBefore ? 'one was running' : 'none was running'}, ${chartAfter ? 'one is running' : 'none is running'})` : null,
        chartBefore && chartAfter ? difference(chartAfter.value, chartBefore.value, 'chart state') : null,
        chartBefore && chartAfter ? difference(chartAfter.status, chartBefore.status, 'chart status') : null,
        chartBefore && chartAfter ? difference(chartAfter.context, chartBefore.context, 'chart context') : null,
      ].filter((p): p is string => p !== null);
      if (problems.length > 0) report(INVARIANTS.a, `refused with ${refusal.rule} ${refusal.code} ("${refusal.message}") but: ${problems.join('; ')}`);
    } else {
      // (f) an accepted event comes from a player allowed to act.
      checked('f');
      const problem = actingProblem(actors, out.record);
      if (problem) report(INVARIANTS.f, problem);
    }

    // (g) nothing a player receives names a card hidden from them.
    checked('g');
    const leak = receivedLeak(live, view, skip, refusal, out.sender, out.record, checkedGames);
    if (leak) report(INVARIANTS.g, leak);
    // (g) an id hidden from the sender is answered exactly as an id that doesn't exist: the same event, with it replaced, sent again.
    const probe = refusal && out.sender && !trusted && !skip.has('refusals') && isPlain(out.record) ? hiddenIdsSent(liveGame(live), out.sender, out.record) : null;
    if (probe && refusal) {
      checked('g hidden ids answered as unknown ones');
      let answer: Refusal | null;
      try {
        answer = send(live, withIdsReplaced(out.record, probe), false);
      } catch (error) {
        report(INVARIANTS.c, `the same event with an unknown id threw: ${describeError(error)}`);
        break;
      }
      if (answer === null) {
        report(INVARIANTS.g, `${out.sender} named ${[...probe].join(', ')} (hidden from them) and was refused, but the same event with an id that doesn't exist was accepted`);
      } else {
        const d = difference(answer, maskIds(refusal, probe), 'refusal');
        if (d) report(INVARIANTS.g, `${out.sender} named ${[...probe].join(', ')} (hidden from them) and was answered otherwise than for an id that doesn't exist: ${d}`);
      }
    }

    // (b), (e) a cast or activation ended with this event.
    if (session) {
      const { last, game: now, triggers } = session.getSnapshot().context;
      if (last !== lastBefore && last && beganAt) {
        const outcome = last.outcome;
        outcomes.push(last.refusal ? `${outcome} (${last.refusal.code})` : String(outcome));
        const final = trace?.last?.context as ChartContext | undefined;
        if (outcome === 'prohibited') {
          checked('b prohibited');
          const d = difference(now, beganAt.game, 'game') ?? difference(triggers, beganAt.triggers, 'triggers');
          if (d) report(INVARIANTS.b, `the attempt was prohibited (${last.refusal?.code}) but the game changed: ${d}`);
        } else if (outcome === 'illegal') {
          if (!final) report(INVARIANTS.b, 'the chart ended illegal but was never seen');
          else {
            const keptMana = final.keepMana && final.manaActivations.length > 0;
            let d: string | null;
            checked(keptMana ? 'b illegal, mana kept' : final.journal.length === 0 ? 'b illegal' : 'b illegal, journal');
            if (!keptMana && final.journal.length === 0) {
              d = difference(now, beganAt.game, 'game') ?? difference(triggers, beganAt.triggers, 'triggers');
            } else if (!keptMana) {
              d = difference(now, reverseIllegalAction(beganAt.game, final.journal), 'game (saved + journal)');
            } else {
              d = difference(now, keepManaAbilities(beganAt.game, cards, final.manaActivations).game, 'game (saved + kept mana abilities)');
            }
            if (d) {
              report(INVARIANTS.b, `ended illegal (${last.refusal?.code}: ${last.refusal?.message}; journal ${final.journal.length} entries, kept mana ${keptMana}) but the game is not the saved one: ${d}`);
            }
          }
        } else if (outcome === 'cast' || outcome === 'activated') {
          checked(`e ${outcome}`);
          const problem = checkPaid(trace, now, last.lockedCost, cards);
          if (problem) report(INVARIANTS.e, `${outcome}: ${problem}`);
        }
      }
      if (events.length === cutAt) persisted = JSON.parse(JSON.stringify(persistSession(session)));
    } else if (chart!.getSnapshot().status === 'done') {
      const output = chart!.getSnapshot().output as { outcome?: unknown; refusal?: { code?: unknown } | null } | undefined;
      outcomes.push(`${String(output?.outcome)}${output?.refusal ? ` (${String(output.refusal.code)})` : ''} via dispatch`);
    }
  }

  const clean = !broken.some((b) => b.invariant === INVARIANTS.c);
  // (d) restore at the cut and send the rest.
  if (session && persisted !== null && clean) {
    try {
      checked('d');
      const restored = resumeSession(persisted as PersistedSession, { cards, machine });
      let restoredError: unknown = null;
      restored.subscribe({ error: (error) => (restoredError ??= error) });
      const rest = replays.slice(cutAt).map((replay) => sendToSession(restored, replay() as CastEventInput)?.code ?? null);
      const final = restored.getSnapshot();
      const problems = [
        restoredError !== null || final.status !== 'active' ? `the restored session is ${final.status}: ${describeError(restoredError ?? (final as { error?: unknown }).error)}` : null,
        difference(final.context.game, session.getSnapshot().context.game, 'game'),
        difference(final.context.last, session.getSnapshot().context.last, 'last'),
        difference(rest, answers.slice(cutAt), 'refusals after the cut'),
      ].filter((p): p is string => p !== null);
      if (problems.length > 0) report(INVARIANTS.d, `restored after ${cutAt} event(s): ${problems.join('; ')}`);
      restored.stop();
      if (!trustedSends) {
        const replayed = restoreSession(JSON.parse(JSON.stringify(recordOf(session))), { cards, machine });
        const [again, now] = [replayed.getSnapshot().context, session.getSnapshot().context];
        const differs = difference(again.game, now.game, 'game') ?? difference(again.last, now.last, 'last') ?? difference(again.triggers, now.triggers, 'triggers');
        if (differs) report(INVARIANTS.d, `the record replayed to another session: ${differs}`);
        replayed.stop();
      }
    } catch (error) {
      report(INVARIANTS.d, `restoring after ${cutAt} event(s) threw: ${describeError(error)}`);
    }
  }
  // (h) a tampered record restores to nothing the rules couldn't reach.
  if (session && clean && options.restore !== null) {
    const problem = checkRestore(options.restore === undefined ? DEFAULT_RESTORE : options.restore, { session, input, machine, tamper: fuzzCase.tamper, accepted, checked });
    if (problem) report(INVARIANTS.h, problem);
  }
  actor.stop();
  return { broken, events, answers, outcomes, checks };
}
