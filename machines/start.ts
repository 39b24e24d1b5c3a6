/**
 * Starting a session or a chart from a game spec with the app's card library named once: the
 * game is built from that library (so the spec's card names are looked up in it) and the
 * actor gets the same library, the one it casts and activates with.
 */
import { createActor, type Actor } from 'xstate';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { createGame } from '../src/scenario/build-game.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { actorBound, type QuestionBound } from '../src/mana/chain-budget.js';
import { activationMachine, type ActivationMachine } from './activation.js';
import { castingMachine, type CastingMachine } from './casting.js';
import { sessionMachine, type SessionMachine } from './session.js';

export interface StartOptions {
  /** The card library the game's names are read from and the rules use (default: the built-in cards). */
  readonly cards?: CardLibrary;
  /** CR 733.1: keep the mana abilities activated during a cast the rules reverse (default false). */
  readonly keepManaOnReversal?: boolean;
  /**
   * CR 605.3b: the most each search of orders of mana abilities whose costs include mana may
   * spend, for every event and prompt of this actor (default DEFAULT_QUESTION_BOUND; whole
   * numbers; src/mana/chain-budget.ts). Larger finds payments the default cuts, and holds a call longer.
   */
  readonly chainBound?: QuestionBound;
}

const inputOf = (spec: GameSpecInput, options: StartOptions) => {
  const cards = options.cards ?? BUILT_IN_CARDS;
  const chainBound = options.chainBound && actorBound(options.chainBound);
  return { game: createGame(spec, cards), cards, keepManaOnReversal: options.keepManaOnReversal ?? false, chainBound };
};

/** A started game session (drive it with `sendToSession`); throws an `InputError` for a bad spec, a RangeError for a bad `chainBound`. */
export function startSession(spec: GameSpecInput, options: StartOptions = {}): Actor<SessionMachine> {
  return createActor(sessionMachine, { input: inputOf(spec, options) }).start();
}

/** A started casting chart, waiting for CAST (drive it with `dispatch`); throws an `InputError` for a bad spec. */
export function startCast(spec: GameSpecInput, options: StartOptions = {}): Actor<CastingMachine> {
  return createActor(castingMachine, { input: inputOf(spec, options) }).start();
}

/** A started activation chart, waiting for ACTIVATE (drive it with `dispatch`); throws an `InputError` for a bad spec. */
export function startActivation(spec: GameSpecInput, options: StartOptions = {}): Actor<ActivationMachine> {
  return createActor(activationMachine, { input: inputOf(spec, options) }).start();
}
