/** Small builders shared by the tests. */
import { createActor, type Actor } from 'xstate';
import { castingMachine, type CastingMachine } from '../machines/casting.js';
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { createGame } from '../src/scenario/build-game.js';
import type { GameSpecInput } from '../src/scenario/schema.js';

/** A game from the scenario format: card names, defaults left out, and ids made from the card names (unless the spec says otherwise). */
export function gameOf(spec: GameSpecInput, cards: CardLibrary = BUILT_IN_CARDS): GameState {
  return createGame({ ids: 'names', ...spec }, cards);
}

/** The built-in library plus some test-only cards. */
export function libraryWith(...cards: CardInput[]): CardLibrary {
  return createCardLibrary(cards, BUILT_IN_CARDS);
}

/** A started casting actor over `game`. */
export function castActor(game: GameState, cards: CardLibrary = BUILT_IN_CARDS): Actor<CastingMachine> {
  return createActor(castingMachine, { input: { game, cards } }).start();
}

/** Alice's main phase with an empty stack: the usual starting point. */
export const ALICE_MAIN = { activePlayer: 'alice', phase: 'precombatMain' } as const;

/** A creature whose dies trigger targets a creature an opponent controls: with none there, it is removed from the stack (CR 603.3d). */
export const TEST_AVENGER: CardInput = {
  name: 'Test Avenger',
  manaCost: '{1}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  triggers: [{ on: 'creatureDies', self: true, targets: [{ what: { types: ['Creature'], controller: 'opponent' } }], text: 'When this dies, destroy target creature an opponent controls.' }],
};
