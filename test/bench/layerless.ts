/**
 * The layerless charts for the benchmark cast (engine.ts): the real session and casting chart, run by
 * XState as they are, with every guard and action that reads an event calling the rules in
 * src/ directly, as direct.ts calls them. No copy of the event, no validation, no check of who
 * sent it or what it names, no memo of a judgement and no wrapper between XState and the rules:
 * what the session's cast would cost with an engine layer that cost nothing. So the session's
 * cast ÷ the layerless cast is what the engine's own layer costs, and the layerless cast ÷ (direct +
 * XState's floor) is what these charts cost by themselves.
 *
 * The events are validated, with their defaults, before the cast and outside its timing
 * (`layerlessEvents`). The guards and actions that read no event (whether a step applies, 601.2f's
 * total, 601.2i) are the charts' own: they already call the rules directly. So are the judge and
 * the record of the 601.2c and 601.2h step modules, called here on the validated event instead
 * of through the engine's memo of a judgement. The harness test
 * checks that a layerless cast ends in the game the session's cast ends in, in the same microsteps.
 */
import { assign, createActor, raise } from 'xstate';
import type { CardLibrary } from '../../src/cards/library.js';
import type { GameState } from '../../src/game/state.js';
import { parseCastEvent, faceOfEvent, type CastEvent, type CastEventOf } from '../../src/events/schema.js';
import { mayBeginCasting } from '../../src/casting/timing.js';
import { moveCardToStack } from '../../src/casting/announce.js';
import { checkProposal } from '../../src/casting/legality.js';
import { activateManaForCostWithJournal } from '../../src/costs/payment.js';
import { sourceOf } from '../../src/costs/self-costs.js';
import type { Result } from '../../src/core/refusal.js';
import { castingMachine } from '../../machines/casting.js';
import { sessionMachine } from '../../machines/session.js';
import { controllerOf, lockedCostOf, stackObjectOf, withDeaths, type ChartContext } from '../../machines/context.js';
import { targetsStep } from '../../machines/steps/601.2c-targets.js';
import { paymentStep } from '../../machines/steps/601.2h-payment.js';
import { countByActor, PAYLOADS, type Microsteps } from './floor.js';

interface Args<T extends CastEvent['type'] = CastEvent['type']> {
  readonly context: ChartContext;
  readonly event: CastEventOf<T>;
}

/** The layerless machine: the real session and casting chart with the overrides above. */
export function layerlessMachine() {
  // CR 601.2h: what the guard's payment left, for the action of the same transition.
  let paid: Result<GameState> | null = null;
  const chart = castingMachine.provide({
    guards: {
      isForeignOrMalformed: () => false,
      mayBeginCasting: ({ context, event }: Args<'CAST'>) => mayBeginCasting(context.game, context.cards, event.player, event.card, faceOfEvent(event)).ok,
      targetsAreLegal: ({ context, event }: Args<'CHOOSE_TARGETS'>) => targetsStep.judge(context, event).ok,
      proposalIsLegal: ({ context }: Args) => checkProposal(context.game, context.cards, stackObjectOf(context)).ok,
      paymentCoversCost: ({ context, event }: Args<'PAY'>) => (paid = paymentStep.judge(context, event)).ok,
    } as never,
    actions: {
      beginCasting: assign(({ context, event }: Args<'CAST'>) => ({ saved: context.game, controller: event.player, objectId: event.card, journal: [], heldTriggers: [], lockedCost: null, reductionOrder: [], reductionHalves: {}, refusal: null })),
      moveCardToStack: assign(({ context, event }: Args<'CAST'>) => {
        const moved = moveCardToStack(context.game, context.cards, controllerOf(context), context.objectId!, event.opponent, faceOfEvent(event));
        return { game: moved.game, objectId: moved.id };
      }),
      chooseTargets: assign(({ context, event }: Args<'CHOOSE_TARGETS'>) => targetsStep.record(context, undefined, event)),
      activateManaForPayment: assign(({ context, event }: Args<'PAY'>) => {
        if (event.mana !== 'auto') return {};
        const object = stackObjectOf(context);
        const { game, journal, activated } = activateManaForCostWithJournal(context.game, context.cards, controllerOf(context), lockedCostOf(context), object.card, event, sourceOf(object));
        return { game, journal: [...context.journal, ...journal], manaActivations: [...context.manaActivations, ...activated], heldTriggers: withDeaths(context, game) };
      }),
      passPaymentOn: raise(({ event }: Args) => event),
      payTotalCost: assign(({ context, event }: Args<'PAY'>) => {
        if (!paid?.ok) throw new Error('the layerless payment was not judged');
        return paymentStep.record(context, paid.value, event);
      }),
    } as never,
  });
  return sessionMachine.provide({ actors: { cast: chart } as never, guards: { sessionAccepts: () => true } });
}

/** The cast's three events, validated (defaults filled in), as the layerless charts read them. */
export function layerlessEvents(): readonly CastEvent[] {
  return Object.values(PAYLOADS).map((event) => {
    const read = parseCastEvent(event);
    if (!read.ok) throw new Error(`the benchmark's ${event.type} is not valid: ${read.refusal.message}`);
    return read.value;
  });
}

/** The layerless machine taking the cast's events; returns the game it ends with. */
export function layerlessCast(machine: ReturnType<typeof layerlessMachine>, game: GameState, cards: CardLibrary, events: readonly CastEvent[] = layerlessEvents()): GameState {
  const actor = createActor(machine, { input: { game, cards } }).start();
  for (const event of events) actor.send(event);
  const { context } = actor.getSnapshot();
  if (context.last?.outcome !== 'cast') throw new Error('the layerless cast did not complete');
  return context.game;
}

/** The layerless machine's microsteps, to check against the real session's. */
export function layerlessMicrosteps(machine: ReturnType<typeof layerlessMachine>, game: GameState, cards: CardLibrary): Microsteps {
  const events = layerlessEvents();
  const index = { CAST: 0, CHOOSE_TARGETS: 1, PAY: 2 } as const;
  return countByActor(
    (inspect) => createActor(machine, { input: { game, cards }, inspect }).start(),
    (actor, event) => actor.send(events[index[event]]!),
  );
}
