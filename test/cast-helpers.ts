/** Helpers for the casting-chart tests: driving a cast and reading where it stands. */
import { createActor, type Actor, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { castingMachine, type CastingMachine } from '../machines/casting.js';
import { activationMachine } from '../machines/activation.js';
import type { ChartContext } from '../machines/context.js';
import { dispatch } from '../machines/dispatch.js';
import type { ChartActor } from '../machines/charts.js';
import type { Outcome } from '../machines/context.js';
import { currentStep, outcomeOf, statePath } from '../machines/reading.js';
import { persistChart, resumeChart } from '../machines/persistence.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { printManaAmount } from '../src/mana/print.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, Permanent, Player, PlayerId, StackObject } from '../src/game/state.js';
import type { Refusal } from '../src/core/refusal.js';
import type { TotalCost } from '../src/costs/total-cost.js';
import { canPayTotalCost } from '../src/costs/payability.js';

/** CR 601.2: the casting chart persisted mid-cast, carried as JSON text, and resumed. */
export function persistedAndResumed(actor: Actor<CastingMachine>): Actor<CastingMachine> {
  return resumeChart(castingMachine, JSON.parse(JSON.stringify(persistChart(actor)))) as Actor<CastingMachine>;
}

/** Sends an event the chart must accept; fails the test with the refusal otherwise. */
export function accept(actor: Actor<CastingMachine>, event: CastEventInput): void {
  const refusal = dispatch(actor, event);
  if (refusal !== null) throw new Error(`${event.type} was refused: ${refusal.rule} ${refusal.code}: ${refusal.message}`);
}

/** Sends an event the chart must refuse; returns the refusal. */
export function refuse(actor: Actor<CastingMachine>, event: CastEventInput): Refusal {
  const refusal = dispatch(actor, event);
  if (refusal === null) throw new Error(`${event.type} was accepted`);
  return refusal;
}

/** Sends each event in turn, each of which must be accepted. */
export function acceptAll(actor: Actor<CastingMachine>, events: readonly CastEventInput[]): void {
  for (const event of events) accept(actor, event);
}

export function ctx(actor: Actor<CastingMachine>): ChartContext {
  return actor.getSnapshot().context;
}

/** The deepest active state, such as `casting.targeting`, or a final state's name. */
export function where(actor: Actor<CastingMachine>): string {
  return statePath(actor.getSnapshot());
}

/** The rule named by the current state's meta. */
export function ruleNow(actor: Actor<CastingMachine>): string {
  return currentStep(actor.getSnapshot()).rule;
}

export function outcome(actor: Actor<CastingMachine>): Outcome {
  return outcomeOf(actor.getSnapshot());
}

export function lockedMana(actor: Actor<CastingMachine>): string {
  const cost = ctx(actor).lockedCost;
  if (!cost) throw new Error('the cost is not locked');
  return printManaAmount(cost.mana);
}

export function locked(actor: Actor<CastingMachine>): TotalCost {
  const cost = ctx(actor).lockedCost;
  if (!cost) throw new Error('the cost is not locked');
  return cost;
}

export function player(game: GameState, id: PlayerId): Player {
  const found = game.players.find((p) => p.id === id);
  if (!found) throw new Error(`no player ${id}`);
  return found;
}

export function permanent(game: GameState, id: string): Permanent {
  const found = game.battlefield.find((p) => p.id === id);
  if (!found) throw new Error(`no permanent ${id}`);
  return found;
}

export function spell(game: GameState, id: string): StackObject {
  const found = game.stack.find((s) => s.id === id);
  if (!found) throw new Error(`no spell ${id}`);
  return found;
}

/** An actor that records the rule of every state each microstep enters. */
export function recordingActor(game: GameState, cards: CardLibrary = BUILT_IN_CARDS): { actor: Actor<CastingMachine>; rules: string[]; states: string[] } {
  const rules: string[] = [];
  const states: string[] = [];
  let actor: Actor<CastingMachine> | null = null;
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && event.actorRef === actor) {
      const snapshot = event.snapshot as AnyMachineSnapshot;
      const step = currentStep(snapshot);
      rules.push(step.rule);
      states.push(step.state);
    }
  };
  actor = createActor(castingMachine, { input: { game, cards }, inspect });
  actor.start();
  return { actor, rules, states };
}

/** Sends the events in order, stopping at the first refused one; returns the outcome, the game and the refusal (the refused event's, or the chart's). */
function sendAll(actor: ChartActor, events: readonly CastEventInput[]) {
  let refused: Refusal | null = null;
  for (const event of events) {
    refused = dispatch(actor, event);
    if (refused) break;
  }
  const snapshot = actor.getSnapshot();
  return { outcome: outcomeOf(snapshot), game: snapshot.context.game, refusal: refused ?? snapshot.context.refusal };
}

/** A new casting chart over `game`, sent `events` (see sendAll); with the actor. */
export function runCast(game: GameState, events: readonly CastEventInput[], cards: CardLibrary = BUILT_IN_CARDS) {
  const actor = createActor(castingMachine, { input: { game, cards } }).start();
  return { ...sendAll(actor, events), actor };
}

/** A new activation chart over `game`, sent `events` (see sendAll). */
export function runActivation(game: GameState, events: readonly CastEventInput[], cards: CardLibrary = BUILT_IN_CARDS) {
  return sendAll(createActor(activationMachine, { input: { game, cards } }).start(), events);
}

export const ALICE = 'alice';
export const BOB = 'bob';

/** CR 601.2a–g: begins casting `card` for alice with `cards` and checks the chart waits at 601.2g (mana abilities). */
export function castToMana(game: GameState, cards: CardLibrary, card: string): Actor<CastingMachine> {
  const actor = createActor(castingMachine, { input: { game, cards } }).start();
  accept(actor, { type: 'CAST', player: ALICE, card });
  if (where(actor) !== 'casting.activatingMana') throw new Error(`the cast of ${card} is at ${where(actor)}, not at 601.2g`);
  return actor;
}

/** CR 601.2h: whether the caster could pay the locked cost now (the look-ahead the prompts use). */
export function canPayLocked(actor: Actor<CastingMachine>, cards: CardLibrary): boolean {
  const { game, objectId } = ctx(actor);
  return canPayTotalCost(game, cards, ALICE, locked(actor), game.stack.find((s) => s.id === objectId)?.card);
}
