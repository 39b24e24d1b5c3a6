/** The casting chart's context, and the small helpers its guards and actions share. */
import type { CardLibrary } from '../src/cards/library.js';
import type { TotalCost } from '../src/costs/total-cost.js';
import { parseCastEvent, type CastEvent, type CastEventInput } from '../src/events/schema.js';
import type { GameState, ObjectId, PlayerId, StackObject } from '../src/game/state.js';
import type { JournalEntry } from '../src/game/illegal-actions.js';
import type { ManaActivationRecord } from '../src/mana-abilities/mana-abilities.js';
import type { Refusal, Result } from '../src/core/refusal.js';
import type { PendingTrigger } from '../src/casting/triggers.js';

export interface CastContext {
  readonly cards: CardLibrary;
  /** The live game. */
  readonly game: GameState;
  /** CR 733: the game as it was just before the cast began; reversal hands it back. */
  readonly saved: GameState | null;
  /** CR 601.2a: the player casting the spell, who becomes its controller. */
  readonly caster: PlayerId | null;
  /** The spell on the stack (the card's id). */
  readonly spellId: ObjectId | null;
  /** CR 601.2f: the order the player chose for cost reductions (ORDER_REDUCTIONS), by source id. */
  readonly reductionOrder: readonly ObjectId[];
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
  /** How the cast or activation ended; null while it goes on. */
  readonly outcome: Outcome | null;
  /** The last event the chart refused and why; a refused event changes nothing else. */
  readonly rejected: RejectedEvent | null;
}

export interface RejectedEvent {
  readonly event: string;
  readonly refusal: Refusal;
}

export interface CastInput {
  readonly game: GameState;
  /** CR 733.1: keep the mana abilities activated during a cast the rules reverse (default false). */
  readonly keepManaOnReversal?: boolean;
  /** Defaults to the built-in library. */
  readonly cards?: CardLibrary;
}

/** What the chart produces when it finishes. */
/** How a cast or activation ends (CR 601.2i, 602.2, 733, 601.3/602.5). */
export type Outcome = 'cast' | 'activated' | 'illegal' | 'prohibited';

export interface CastOutput {
  readonly outcome: Outcome | null;
  readonly game: GameState;
  readonly lockedCost: TotalCost | null;
  readonly refusal: Refusal | null;
  readonly triggers: readonly PendingTrigger[];
}

export interface GuardArgs {
  readonly context: CastContext;
  readonly event: CastEventInput;
}

const parsedEvents = new WeakMap<object, Result<CastEvent>>();

/** Validates an event once; later guards and actions reuse the answer. */
export function parsed(event: CastEventInput): Result<CastEvent> {
  let result = parsedEvents.get(event);
  if (!result) {
    result = parseCastEvent(event);
    parsedEvents.set(event, result);
  }
  return result;
}

/** The event after validation; only called once `isForeignOrMalformed` has let it through. */
export function eventOf<T extends CastEvent['type']>(event: CastEventInput, type: T): Extract<CastEvent, { type: T }> {
  const result = parsed(event);
  if (!result.ok || result.value.type !== type) throw new Error(`expected a valid ${type} event`);
  return result.value as Extract<CastEvent, { type: T }>;
}

/** The spell being cast (or the ability being activated), as it is on the stack now. */
export function spellOf(context: CastContext): StackObject {
  const spell = context.game.stack.find((s) => s.id === context.spellId);
  if (!spell) throw new Error('no spell is being cast');
  return spell;
}

export function casterOf(context: CastContext): PlayerId {
  if (context.caster === null) throw new Error('no spell is being cast');
  return context.caster;
}

export function lockedCostOf(context: CastContext): TotalCost {
  if (!context.lockedCost) throw new Error('the total cost is not locked yet');
  return context.lockedCost;
}
