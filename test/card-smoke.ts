/**
 * The generated smoke test's driver: each built-in card on a board that can pay for it,
 * cast (or each of its abilities activated) with the charts, choosing at every step the
 * first legal event the testing toolkit offers (eventsFromPrompt). Its answer is the
 * outcome, and the refusal that stopped it if it was not cast or activated.
 */
import { createActor, type AnyActorRef } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { castingMachine } from '../machines/casting.js';
import type { ChartSnapshot } from '../machines/charts.js';
import type { Outcome } from '../machines/context.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { eventsFromPrompt } from '../machines/testing/index.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { CardDefinition } from '../src/cards/schema.js';
import type { Refusal } from '../src/core/refusal.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { gameOf } from './helpers.js';

const POOL = [
  ...(['W', 'U', 'B', 'R', 'G', 'C'] as const).flatMap((type) => Array.from({ length: 8 }, () => type)),
  ...Array.from({ length: 2 }, () => ({ type: 'C' as const, snow: true })),
];

/** A board where most things can be paid and targeted: creatures (a big colourless one, a legendary one), artifacts, an enchantment, a planeswalker and lands (a nonbasic one) on both sides, cards in graveyards and libraries, a full mana pool. */
export function richBoard(extra: { hand?: string[]; graveyard?: string[]; exile?: string[]; battlefield?: string[]; stack?: boolean } = {}): GameSpecInput {
  return {
    players: [
      { id: 'alice', manaPool: POOL, hand: [...(extra.hand ?? []), 'Island', 'Mountain'], graveyard: [...(extra.graveyard ?? []), 'Grizzly Bears', 'Lightning Bolt', 'Forest'], library: ['Forest', 'Island', 'Swamp', 'Plains', 'Mountain', 'Forest'] },
      { id: 'bob', hand: ['Shock'], graveyard: ['Grizzly Bears', 'Counterspell'], library: ['Forest', 'Island'] },
    ],
    battlefield: [
      ...(extra.battlefield ?? []).map((card) => ({ card, controller: 'alice' })),
      { card: 'Forest', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'alice' },
      { card: 'Llanowar Elves', controller: 'alice' },
      { card: 'Sol Ring', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'bob' },
      { card: 'Birds of Paradise', controller: 'bob', tapped: true },
      { card: 'Sol Ring', controller: 'bob' },
      { card: 'Jace Beleren', controller: 'bob' },
      { card: 'Moderation', controller: 'bob' },
      { card: 'Mountain', controller: 'bob' },
      // Targets that only some filters take: power 4 or greater and colourless, legendary, a nonbasic land.
      { card: 'Thought-Knot Seer', controller: 'bob' },
      { card: 'Brimaz, King of Oreskos', controller: 'bob' },
      { card: 'Seat of the Synod', controller: 'bob' },
    ],
    exile: (extra.exile ?? []).map((card) => ({ card, owner: 'alice' })),
    stack: extra.stack ? [{ card: 'Shock', controller: 'bob', targets: [['alice']] }] : [],
    turn: { activePlayer: 'alice', phase: 'precombatMain' },
    priority: 'alice',
  };
}

export interface SmokeResult {
  readonly outcome: Outcome;
  readonly refusal: Refusal | null;
  readonly steps: number;
}

/**
 * Drives a chart from CAST or ACTIVATE: a depth-first search over the toolkit's legal events
 * at each step (replayed on a fresh actor, so no snapshot is shared), stopping at the first
 * path that ends the attempt successfully; otherwise the first path's refusal.
 */
function drive(start: () => AnyActorRef, first: Parameters<typeof dispatch>[1]): SmokeResult {
  const replay = (events: readonly Parameters<typeof dispatch>[1][]) => {
    const actor = start() as Parameters<typeof dispatch>[0];
    let refusal: Refusal | null = null;
    for (const event of events) refusal = dispatch(actor, event);
    return { actor, refusal };
  };
  let tried = 0;
  let firstFailure: SmokeResult | null = null;
  const search = (events: readonly Parameters<typeof dispatch>[1][]): SmokeResult | null => {
    tried += 1;
    const { actor, refusal } = replay(events);
    const snapshot = actor.getSnapshot() as ChartSnapshot;
    if (refusal !== null || snapshot.status !== 'active') {
      const result = { outcome: outcomeOf(snapshot), refusal: refusal ?? snapshot.context.refusal, steps: events.length };
      if (result.outcome === 'cast' || result.outcome === 'activated') return result;
      firstFailure ??= result;
      return null;
    }
    const next = eventsFromPrompt(snapshot).filter((e) => e.type !== 'CANCEL');
    if (next.length === 0) firstFailure ??= { outcome: outcomeOf(snapshot), refusal: { rule: '601.2', code: 'BAD_PAYLOAD', message: 'no event offered' }, steps: events.length };
    for (const event of next) {
      if (tried > 200 || events.length > 30) break;
      if (dispatch(replay(events).actor, event) !== null) continue;
      const found = search([...events, event]);
      if (found) return found;
    }
    return null;
  };
  return search([first]) ?? firstFailure ?? { outcome: 'pending', refusal: null, steps: 0 };
}

/** Casts the card `cardId` on `game` (as `face`, or fused, for a card with two faces: CR 601.2a). */
export function smokeCast(game: GameState, cards: CardLibrary, cardId: string, face: { readonly face?: 0 | 1; readonly fuse?: true } = {}): SmokeResult {
  return drive(() => createActor(castingMachine, { input: { game, cards } }).start(), { type: 'CAST', player: 'alice', card: cardId, ...face });
}

/** Activates ability `ability` of `source` on `game`. */
export function smokeActivate(game: GameState, cards: CardLibrary, source: string, ability: number): SmokeResult {
  return drive(() => createActor(activationMachine, { input: { game, cards } }).start(), { type: 'ACTIVATE', player: 'alice', source, ability });
}

/** The game for a card: in alice's hand (or where its abilities are activated from), on the rich board. */
export function boardFor(card: CardDefinition, cards: CardLibrary, where: 'hand' | 'battlefield' | 'graveyard' | 'exile', stack = false): GameState {
  const spec = richBoard({ [where]: [card.name], stack });
  return gameOf(spec, cards);
}
