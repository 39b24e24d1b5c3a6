/**
 * Property-based invariants of a game session under random use (a module, not a test:
 * test/fuzz.test.ts and test/fuzz/cli.ts run it).
 *
 * fast-check generates a random two-player game from the card library and a random
 * sequence of 1–15 steps. Each step becomes one event when it is sent, read off the live
 * session: a legal event (from `eventsFromPrompt` on the running chart, or a CAST,
 * ACTIVATE or ACTIVATE_MANA the priority holder may make), one the toolkit expects to be
 * refused, a legal event with one field replaced by garbage, or an event of a random type
 * with a random payload (wrong types, negative and huge numbers, unknown ids, `__proto__`
 * and `constructor` keys, XState's own `xstate.*` and `*` event types), from either player. After
 * EVERY event these invariants are checked:
 *
 * (a) a refused event (`sendToSession` returned a refusal) changed nothing: the session's
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
 * (d) persisting the session at one random cut (`persistSession`, JSON round trip),
 *     resuming it with the app's library (`resumeSession`) and sending the remaining events
 *     gives the same final game and `last`, and the same refusals; and the session's record
 *     (`recordOf`, JSON round trip) replays (`restoreSession`) to the same final game and `last`;
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
 *     caster's graveyard cards that went to exile at 601.2h, less the cost's own
 *     exile-from-graveyard actions (the two only count for spells with the keyword).
 *
 * `runFuzz` (runner.ts) runs `fc.check` (so a failure is shrunk) and, after a failure, checks again
 * with the remaining runs, ignoring the invariants already broken, so each broken
 * invariant is reported once with its own shrunk counterexample.
 *
 * The fuzzer's files: generators.ts (the games and steps drawn), events.ts (a step turned
 * into an event on the live session), equality.ts (deep equality with the first
 * difference), this file (one case run and checked) and runner.ts (`runFuzz`).
 */
import { createActor, type Actor, type AnyActorRef, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { stackObjectOf, type ChartContext } from '../../machines/context.js';
import { activeChild, sendToSession, sessionMachine, type SessionMachine } from '../../machines/session.js';
import { persistSession, recordOf, restoreSession, resumeSession, type PersistedSession } from '../../machines/persistence.js';
import { statePath } from '../../machines/reading.js';
import { keepManaAbilities } from '../../src/mana-abilities/keep-mana.js';
import { hasKeyword, hasType } from '../../src/cards/characteristics.js';
import { getCard, type CardLibrary } from '../../src/cards/library.js';
import { totalCost, type TotalCost } from '../../src/costs/total-cost.js';
import { type CastEventInput } from '../../src/events/schema.js';
import type { GameState, ObjectId, PlayerId, StackObject } from '../../src/game/state.js';
import { manaAmountTotal } from '../../src/mana/value.js';
import { reverseIllegalAction } from '../../src/game/illegal-actions.js';
import type { Refusal } from '../../src/core/refusal.js';
import { createGame } from '../../src/scenario/build-game.js';
import { FUZZ_CARDS, type FuzzCase } from './generators.js';
import { type Live, copyValue, eventFor } from './events.js';
import { difference, show } from './equality.js';
/** The invariants, as reported. */
export const INVARIANTS = {
  a: '(a) a refused event changes nothing',
  b: '(b) an illegal cast or activation is reversed exactly',
  c: '(c) no exception escapes',
  d: '(d) persisting and restoring mid-sequence changes nothing',
  e: '(e) a completed cast or activation paid exactly its locked cost',
} as const;
export type InvariantName = (typeof INVARIANTS)[keyof typeof INVARIANTS];

// ---------------------------------------------------------------------------------------
// Watching the charts through the inspect callback
// ---------------------------------------------------------------------------------------

/** What one cast or activation chart went through, recorded microstep by microstep. */
interface ChartTrace {
  readonly ref: AnyActorRef;
  /** 601.2f: the game, the proposal and the order of reductions when the cost was locked, and the cost. */
  locked?: { readonly game: GameState; readonly spell: StackObject; readonly order: readonly ObjectId[]; readonly cost: TotalCost };
  /** The game on entering 601.2g (or 601.2h, when the cost has no mana and 601.2g is passed over). */
  atG?: GameState;
  /** The game on entering 601.2h, after every mana ability of 601.2g. */
  atH?: GameState;
  /** The chart's latest snapshot (its final one once it has ended). */
  last?: AnyMachineSnapshot;
}

function stepOf(snapshot: AnyMachineSnapshot): string {
  return statePath(snapshot).split('.').slice(1).join('.');
}

// ---------------------------------------------------------------------------------------
// One run
// ---------------------------------------------------------------------------------------

export interface Broken {
  readonly invariant: InvariantName;
  readonly detail: string;
  /** How many events had been sent when it broke (the event that broke it included). */
  readonly at: number;
}

export interface CaseResult {
  readonly broken: readonly Broken[];
  /** The events actually sent, in order. */
  readonly events: readonly unknown[];
  /** What sendToSession answered for each (the refusal code, or null). */
  readonly answers: readonly (string | null)[];
  /** How each cast or activation that ended went: `cast`, `activated`, or `illegal`/`prohibited` with the refusal's code. */
  readonly outcomes: readonly string[];
  /** How many times each check ran (a check that never runs proves nothing). */
  readonly checks: Readonly<Record<string, number>>;
}

export interface FuzzOptions {
  /** The card library (default: the built-in one). The generator draws its cards from the built-in library. */
  readonly cards?: CardLibrary;
  /** The session machine to drive (default: `sessionMachine`); the self-tests plant bugs with `provide()`. */
  readonly machine?: SessionMachine;
}

const clone = <T>(value: T): T => structuredClone(value);

function sessionState(session: Actor<SessionMachine>) {
  const snapshot = session.getSnapshot();
  const { game, triggers, last } = snapshot.context;
  return { value: snapshot.value as unknown, status: snapshot.status, context: clone({ game, triggers, last }) };
}

function chartState(session: Actor<SessionMachine>) {
  const child = activeChild(session);
  if (!child) return null;
  const snapshot = child.getSnapshot();
  const { cards: _cards, rejected: _rejected, ...context } = snapshot.context as ChartContext;
  return { ref: child as AnyActorRef, value: snapshot.value as unknown, context: clone(context) };
}

function poolSize(game: GameState, player: PlayerId): number {
  return game.players.find((p) => p.id === player)?.manaPool.length ?? 0;
}
function lifeOf(game: GameState, player: PlayerId): number {
  return game.players.find((p) => p.id === player)?.life ?? 0;
}

/** (e): the locked cost and the mana and life the caster actually paid. */
function checkPaid(trace: ChartTrace | undefined, after: GameState, lockedCost: TotalCost | null, cards: CardLibrary): string | null {
  if (!lockedCost) return 'the cast completed with no locked cost in `last`';
  if (!Object.isFrozen(lockedCost) || !Object.isFrozen(lockedCost.mana) || !Object.isFrozen(lockedCost.actions)) return 'the locked cost is not frozen';
  if (!trace?.locked || !trace.atG || !trace.atH || !trace.last) return `the chart was never seen locking its cost (601.2f) or entering 601.2g/601.2h`;
  const fromChart = difference(lockedCost, trace.locked.cost);
  if (fromChart) return `last.lockedCost differs from the cost the chart locked at 601.2f: ${fromChart}`;
  const recomputed = totalCost(trace.locked.game, cards, trace.locked.spell, trace.locked.order);
  const again = difference(lockedCost, recomputed);
  if (again) return `the locked cost differs from totalCost recomputed from the game at 601.2f: ${again}`;
  const context = trace.last.context as ChartContext;
  const caster = context.controller!;
  const spell = trace.locked.spell;
  const poolAtG = poolSize(trace.atG, caster);
  const made = poolSize(trace.atH, caster) - poolAtG;
  const poolAfter = poolSize(after, caster);
  const spent = poolAtG + made - poolAfter;
  const tapParts = lockedCost.actions.reduce((n, a) => n + (a.kind === 'tap' ? a.count : 0), 0) + (lockedCost.actions.some((a) => a.kind === 'tapSelf') ? 1 : 0);
  const exileParts = lockedCost.actions.reduce((n, a) => n + (a.kind === 'exile' && a.from === 'graveyard' ? a.count : 0), 0);
  let convoke = 0;
  let delve = 0;
  const definition = getCard(cards, spell.card);
  const convokes = hasKeyword(definition, 'convoke');
  const improvises = hasKeyword(definition, 'improvise');
  if (spell.kind === 'spell' && (convokes || improvises)) {
    // Creatures tapped for convoke and artifacts tapped for improvise: each pays one mana.
    const helps = (card: string) => (convokes && hasType(getCard(cards, card), 'Creature')) || (improvises && hasType(getCard(cards, card), 'Artifact'));
    const untappedAtH = new Set(trace.atH.battlefield.filter((p) => p.controller === caster && !p.tapped && helps(p.card)).map((p) => p.id));
    convoke = Math.max(0, after.battlefield.filter((p) => untappedAtH.has(p.id) && p.tapped).length - tapParts);
  }
  if (spell.kind === 'spell' && hasKeyword(definition, 'delve')) {
    const graveyardAtH = new Set(trace.atH.players.find((p) => p.id === caster)?.graveyard.map((c) => c.id) ?? []);
    delve = Math.max(0, after.exile.filter((c) => graveyardAtH.has(c.id)).length - exileParts);
  }
  const total = manaAmountTotal(lockedCost.mana);
  if (spent + convoke + delve !== total) {
    return `mana account: pool at 601.2g ${poolAtG} + made during 601.2g ${made} − pool after ${poolAfter} = ${spent} spent, + ${convoke} convoke + ${delve} delve ≠ ${total} mana in the locked cost ${show(lockedCost.mana)}`;
  }
  const lifePaid = lifeOf(trace.atH, caster) - lifeOf(after, caster);
  if (lifePaid !== lockedCost.life) return `life: ${lifeOf(trace.atH, caster)} before 601.2h − ${lifeOf(after, caster)} after = ${lifePaid} ≠ ${lockedCost.life} life in the locked cost`;
  return null;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack.split('\n').slice(1, 6).join('\n')}` : ''}`;
  return String(error);
}

/** Runs one case: sends every step's event to a session and checks every invariant after each. */
export function runCase(fuzzCase: FuzzCase, options: FuzzOptions = {}): CaseResult {
  const cards = options.cards ?? FUZZ_CARDS;
  const machine = options.machine ?? sessionMachine;
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
    game = createGame(fuzzCase.game, cards);
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
  const session = createActor(machine, { input, inspect });
  sessionRef = session;
  session.subscribe({ error: (error) => (escaped ??= error) });
  session.start();
  const live: Live = { session, cards, keepManaOnReversal: fuzzCase.keepManaOnReversal };

  const cutAt = fuzzCase.cut % (fuzzCase.steps.length + 1);
  let persisted: unknown = null;
  if (cutAt === 0) persisted = JSON.parse(JSON.stringify(persistSession(session)));
  // The game before the CAST/ACTIVATE that began the chart running now (CR 733: what a reversal hands back).
  let beganAt: { game: GameState; triggers: unknown } | null = null;

  for (const step of fuzzCase.steps) {
    let event: CastEventInput;
    try {
      event = eventFor(step, live);
    } catch (error) {
      report(INVARIANTS.c, `the toolkit (eventsFromPrompt) threw while building the next event: ${describeError(error)}`);
      break;
    }
    const sent = copyValue(event);
    events.push(copyValue(event));
    const before = sessionState(session);
    const chartBefore = chartState(session);
    if (!chartBefore) beganAt = { game: before.context.game, triggers: before.context.triggers };
    const lastBefore = session.getSnapshot().context.last;
    let refusal: Refusal | null;
    try {
      refusal = sendToSession(session, sent);
    } catch (error) {
      answers.push('<threw>');
      checked('c');
      report(INVARIANTS.c, `sendToSession threw: ${describeError(error)}`);
      break;
    }
    answers.push(refusal ? refusal.code : null);
    checked('c');
    const snapshot = session.getSnapshot();
    if (escaped !== null || snapshot.status !== 'active') {
      const why = escaped ?? (snapshot as { error?: unknown }).error;
      report(INVARIANTS.c, `the session is ${snapshot.status}${why ? ` after an error inside it: ${describeError(why)}` : ' (nothing was thrown, but it no longer takes events)'}; sendToSession answered ${refusal ? refusal.code : 'null (accepted)'}`);
      break;
    }
    // A chart that fails is an engine bug even though the session recovers from it (733: CHART_FAILED, game as before).
    if (refusal?.code === 'CHART_FAILED') {
      report(INVARIANTS.c, `a chart failed inside the session: ${refusal.message}`);
      break;
    }
    // A chart that failed without the session noticing would leave the session waiting on it for ever.
    const running = activeChild(session)?.getSnapshot();
    if (running && running.status !== 'active') {
      const why = (running as { error?: unknown }).error;
      report(INVARIANTS.c, `the running chart is ${running.status}${why ? ` after an error inside it: ${describeError(why)}` : ''}, and the session still waits on it; sendToSession answered ${refusal ? refusal.code : 'null (accepted)'}`);
      break;
    }

    // (a) a refused event changes nothing.
    if (refusal) {
      checked('a');
      const after = sessionState(session);
      const chartAfter = chartState(session);
      const problems = [
        difference(after.value, before.value, 'session state'),
        difference(after.context, before.context, 'session context'),
        chartBefore?.ref !== chartAfter?.ref ? `the running chart changed (${chartBefore ? 'one was running' : 'none was running'}, ${chartAfter ? 'one is running' : 'none is running'})` : null,
        chartBefore && chartAfter ? difference(chartAfter.value, chartBefore.value, 'chart state') : null,
        chartBefore && chartAfter ? difference(chartAfter.context, chartBefore.context, 'chart context') : null,
      ].filter((p): p is string => p !== null);
      if (problems.length > 0) report(INVARIANTS.a, `refused with ${refusal.rule} ${refusal.code} ("${refusal.message}") but: ${problems.join('; ')}`);
    }

    // (b), (e) a cast or activation ended with this event.
    const { last, game: now, triggers } = snapshot.context;
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
  }

  // (d) restore at the cut and send the rest.
  if (persisted !== null && !broken.some((b) => b.invariant === INVARIANTS.c)) {
    try {
      checked('d');
      const restored = resumeSession(persisted as PersistedSession, { cards, machine });
      let restoredError: unknown = null;
      restored.subscribe({ error: (error) => (restoredError ??= error) });
      const rest = events.slice(cutAt).map((e) => sendToSession(restored, copyValue(e) as CastEventInput)?.code ?? null);
      const final = restored.getSnapshot();
      const problems = [
        restoredError !== null || final.status !== 'active' ? `the restored session is ${final.status}: ${describeError(restoredError ?? (final as { error?: unknown }).error)}` : null,
        difference(final.context.game, session.getSnapshot().context.game, 'game'),
        difference(final.context.last, session.getSnapshot().context.last, 'last'),
        difference(rest, answers.slice(cutAt), 'refusals after the cut'),
      ].filter((p): p is string => p !== null);
      if (problems.length > 0) report(INVARIANTS.d, `restored after ${cutAt} event(s): ${problems.join('; ')}`);
      restored.stop();
      const replayed = restoreSession(JSON.parse(JSON.stringify(recordOf(session))), { cards, machine });
      const [again, now] = [replayed.getSnapshot().context, session.getSnapshot().context];
      const differs = difference(again.game, now.game, 'game') ?? difference(again.last, now.last, 'last') ?? difference(again.triggers, now.triggers, 'triggers');
      if (differs) report(INVARIANTS.d, `the record replayed to another session: ${differs}`);
      replayed.stop();
    } catch (error) {
      report(INVARIANTS.d, `restoring after ${cutAt} event(s) threw: ${describeError(error)}`);
    }
  }
  session.stop();
  return { broken, events, answers, outcomes, checks };
}

