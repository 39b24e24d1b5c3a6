/**
 * Test-only cards and small drivers shared by the cost tests (118.8, 118.9, 601.2f, 601.2h,
 * 702 convoke and delve, and the castable-costs look-ahead).
 */
import { expect } from 'vitest';
import type { Actor } from 'xstate';
import type { CastingMachine } from '../machines/casting.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { RefusalCode } from '../src/core/refusal.js';
import { castActor, libraryWith } from './helpers.js';
import { ALICE, BOB, acceptAll, ctx, outcome } from './cast-helpers.js';

/** One test card for each kind of action a cost can ask for, and sacrifice costs that take cost changers. */
export const costCards = libraryWith(
  {
    name: 'Test Rummage',
    manaCost: '{R}',
    types: ['Instant'],
    targets: [{ filter: 'any' }],
    additionalCosts: [{ kind: 'discard', what: {} }],
    text: 'As an additional cost to cast this spell, discard a card. 2 damage to any target.',
  },
  {
    name: 'Test Grave Feast',
    manaCost: '{B}',
    types: ['Instant'],
    additionalCosts: [{ kind: 'exile', from: 'graveyard', what: {}, count: 2 }],
    text: 'As an additional cost to cast this spell, exile two cards from your graveyard. Draw a card.',
  },
  {
    name: 'Test Muster',
    manaCost: '{W}',
    types: ['Instant'],
    additionalCosts: [{ kind: 'tap', what: { types: ['Creature'] } }],
    text: 'As an additional cost to cast this spell, tap an untapped creature you control. Gain 3 life.',
  },
  {
    name: 'Test Rewind',
    manaCost: '{U}',
    types: ['Instant'],
    additionalCosts: [{ kind: 'untap', what: { types: ['Artifact'] } }],
    text: 'As an additional cost to cast this spell, untap a tapped artifact you control. Draw a card.',
  },
  {
    name: 'Test Double Toll',
    manaCost: '{B}',
    types: ['Instant'],
    additionalCosts: [{ kind: 'discard', what: {} }, { kind: 'sacrifice', what: { types: ['Creature'] } }],
    text: 'As an additional cost to cast this spell, discard a card and sacrifice a creature. Draw three cards.',
  },
  {
    name: 'Test Scrap Offering',
    manaCost: '{R}',
    types: ['Instant'],
    additionalCosts: [{ kind: 'sacrifice', what: { types: ['Artifact'] } }],
    text: 'As an additional cost to cast this spell, sacrifice an artifact. Draw two cards.',
  },
);

/** Bob's Shock on the stack, aimed at Alice: something for counterspells to target. */
export const BOBS_SHOCK = { card: 'Shock', id: 'shock', controller: BOB, targets: [[ALICE]] };

/** A started cast over `game` that has accepted every one of `events`. */
export function castWith(game: GameState, events: readonly CastEventInput[], cards: CardLibrary = costCards): Actor<CastingMachine> {
  const actor = castActor(game, cards);
  acceptAll(actor, events);
  return actor;
}

/** CR 733: the cast ended illegal with `code`, and the game is exactly the game before CAST. */
export function expectReversed(actor: Actor<CastingMachine>, before: GameState, code: RefusalCode, rule = '601.2h'): void {
  expect(outcome(actor)).toBe('illegal');
  expect(ctx(actor).refusal).toMatchObject({ rule, code });
  expect(ctx(actor).game).toEqual(before);
  expect(ctx(actor).triggers).toEqual([]);
}

export const cast = (card: string): CastEventInput => ({ type: 'CAST', player: ALICE, card });
export const chooseCosts = (alternative: string | null, optional: Record<string, number> = {}): CastEventInput => ({
  type: 'CHOOSE_COSTS',
  player: ALICE,
  alternative,
  optional,
});
export const targets = (...words: string[][]): CastEventInput => ({ type: 'CHOOSE_TARGETS', player: ALICE, targets: words });
export const announceX = (x: number): CastEventInput => ({ type: 'ANNOUNCE_X', player: ALICE, x });
export const pay = (payment: Omit<Extract<CastEventInput, { type: 'PAY' }>, 'type' | 'player'> = {}): CastEventInput => ({ type: 'PAY', player: ALICE, ...payment });

/** CR 601.3: CAST may not begin: the outcome is prohibited with `code`, and nothing changed. */
export function expectProhibited(game: GameState, card: string, rule: string, code: RefusalCode, cards: CardLibrary = costCards): void {
  const actor = castWith(game, [cast(card)], cards);
  expect(outcome(actor)).toBe('prohibited');
  expect(ctx(actor).refusal).toMatchObject({ rule, code });
  expect(ctx(actor).game).toEqual(game);
}
