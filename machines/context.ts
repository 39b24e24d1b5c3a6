/** The context of the casting and activation charts, and the small helpers their guards and actions share. */
import type { CardLibrary } from '../src/cards/library.js';
import type { ReductionHalves, TotalCost } from '../src/costs/total-cost.js';
import { parseCastEvent, type CastEvent, type CastEventInput } from '../src/events/schema.js';
import { isPlainCopy, plainData } from '../src/events/plain.js';
import { RecentMemo } from '../src/core/recent.js';
import type { GameState, ObjectId, PlayerId, StackObject } from '../src/game/state.js';
import type { JournalEntry } from '../src/game/illegal-actions.js';
import type { ManaActivationRecord } from '../src/mana-abilities/mana-abilities.js';
import { ok, type Refusal, type Result } from '../src/core/refusal.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import type { QuestionBound } from '../src/mana/chain-budget.js';
import type { PendingTrigger } from '../src/casting/triggers.js';

export interface ChartContext {
  readonly cards: CardLibrary;
  /** The live game. */
  readonly game: GameState;
  /** CR 733: the game as it was just before the cast began; reversal hands it back. */
  readonly saved: GameState | null;
  /** CR 601.2a, 602.2a: the player casting the spell or activating the ability, who becomes its controller. */
  readonly controller: PlayerId | null;
  /** The spell or ability being put on the stack: its id on the stack (for a spell, the card's id). */
  readonly objectId: ObjectId | null;
  /** CR 601.2f: the order the player chose for cost reductions (ORDER_REDUCTIONS), by source id. */
  readonly reductionOrder: readonly ObjectId[];
  /** CR 118.7e: the halves the player chose for reductions' hybrid symbols (ORDER_REDUCTIONS `hybrid`), by source id. */
  readonly reductionHalves: ReductionHalves;
  /** CR 601.2f: the total cost, written once when it locks; later steps only read it. */
  readonly lockedCost: TotalCost | null;
  /** The mana abilities activated during this cast, in order, so a reversal may keep them (CR 733.1). */
  readonly manaActivations: readonly ManaActivationRecord[];
  /** CR 733.1: whether the player chose to keep those mana abilities if the cast is reversed. */
  readonly keepMana: boolean;
  /** CR 733.1: the actions of this cast that can never be undone, in order. */
  readonly journal: readonly JournalEntry[];
  /** Triggers raised during the cast, held until 601.2i (a reversed cast releases none). */
  readonly heldTriggers: readonly PendingTrigger[];
  /** Triggers released at 601.2i, waiting for the next time a player would receive priority. */
  readonly triggers: readonly PendingTrigger[];
  /** Why the cast could not begin (601.3) or was reversed (733). */
  readonly refusal: Refusal | null;
  /** How the cast or activation ended; 'pending' while it goes on. */
  readonly outcome: Outcome;
  /** The last event the chart refused and why; a refused event changes nothing else. */
  readonly rejected: RejectedEvent | null;
  /** The bound on each search of chain orders its events and prompts ask (src/mana/chain-budget.ts); undefined, the default. */
  readonly chainBound?: QuestionBound | undefined;
}

export interface RejectedEvent {
  readonly event: string;
  readonly refusal: Refusal;
}

export interface ChartInput {
  readonly game: GameState;
  /** CR 733.1: keep the mana abilities activated during a cast the rules reverse (default false). */
  readonly keepManaOnReversal?: boolean;
  /** Defaults to the built-in library. */
  readonly cards?: CardLibrary;
  /** The bound on each search of chain orders its events and prompts ask (default DEFAULT_QUESTION_BOUND): whole numbers, as `actorBound` checks them (`startSession` and `restoreSession` do; input given here is the app's to check). */
  readonly chainBound?: QuestionBound | undefined;
}

/**
 * How a cast or activation ends: `cast` (CR 601.2i), `activated` (602.2), `illegal` (reversed,
 * CR 733), `prohibited` (it may not begin, 601.3 / 602.5), or `pending` while it goes on.
 */
export type Outcome = 'cast' | 'activated' | 'illegal' | 'prohibited' | 'pending';

/** What the chart produces when it finishes. */
export interface ChartOutput {
  readonly outcome: Outcome;
  /** CR 601.2a, 602.2a: the spell or ability the chart put on the stack (its id there), or null if none is. */
  readonly objectId: ObjectId | null;
  readonly game: GameState;
  readonly lockedCost: TotalCost | null;
  readonly refusal: Refusal | null;
  readonly triggers: readonly PendingTrigger[];
}

export interface GuardArgs {
  readonly context: ChartContext;
  readonly event: CastEventInput;
}

/** The last few events judged, with their validation and, for one that came some other way than plainEvent, the JSON text it was read as. */
const parsedEvents = new RecentMemo<object, { readonly text: string | null; readonly result: Result<CastEvent> }>();

/**
 * Validates an event, so nothing reading it throws escapes into the chart; later guards and
 * actions reuse the answer while the event reads the same. A copy plainEvent made is frozen
 * plain data, so it is validated once. An event sent some other way (`actor.send`) is read
 * afresh each time as plain data (events/plain.ts), and an event object sent again after a
 * change is judged afresh.
 */
export function parsed(event: CastEventInput): Result<CastEvent> {
  const key = typeof event === 'object' && event !== null ? event : null;
  const sealed = key !== null && isPlainCopy(key);
  const read = sealed ? ok<unknown>(key) : plainData(event);
  if (!read.ok) return read;
  // A copy plainEvent made can't change; anything else is known by the JSON text of what it reads as now.
  const text = sealed ? null : (JSON.stringify(read.value) ?? '');
  const memo = key ? parsedEvents.get(key) : undefined;
  if (memo && memo.text === text) return memo.result;
  const result = parseCastEvent(read.value);
  if (key) parsedEvents.set(key, { text, result });
  return result;
}

/** The event after validation; only called once `isForeignOrMalformed` has let it through. */
export function eventOf<T extends CastEvent['type']>(event: CastEventInput, type: T): Extract<CastEvent, { type: T }> {
  const result = parsed(event);
  if (!result.ok || result.value.type !== type) throw new Error(`expected a valid ${type} event`);
  return result.value as Extract<CastEvent, { type: T }>;
}

/** The spell being cast or the ability being activated, as it is on the stack now. */
export function stackObjectOf(context: ChartContext): StackObject {
  const object = context.game.stack.find((s) => s.id === context.objectId);
  if (!object) throw new Error('no spell is being cast and no ability activated');
  return object;
}

/** CR 601.2a, 602.2a: the player casting or activating, who controls what is put on the stack. */
export function controllerOf(context: ChartContext): PlayerId {
  if (context.controller === null) throw new Error('no spell is being cast and no ability activated');
  return context.controller;
}

export function lockedCostOf(context: ChartContext): TotalCost {
  if (!context.lockedCost) throw new Error('the total cost is not locked yet');
  return context.lockedCost;
}

/** The held triggers plus the triggers on what happened on the way to `game`: dying, leaving, tapping (CR 603.10a), discarding and cycling (701.9, 702.29c). */
export function withDeaths(context: ChartContext, game: GameState): ChartContext['heldTriggers'] {
  const activating = context.game.stack.find((s) => s.id === context.objectId);
  return [...context.heldTriggers, ...costEventTriggers(context.game, game, context.cards, activating)];
}
