/**
 * The prompts the growth bench reads (growth.ts): a session over a board brought to a step, and
 * what the chart's prompt there offers (CR 601.2b X and hybrid announcements, 601.2g payment).
 */
import { BUILT_IN_CARDS, type CardLibrary } from '../../src/cards/library.js';
import type { CastEventInput } from '../../src/events/schema.js';
import type { GameState } from '../../src/game/state.js';
import { activeChild } from '../../machines/session.js';
import { promptOf, type Prompt } from '../../machines/prompt.js';
import { cardInHand } from './boards.js';
import { WITH_BENCH_CARDS } from './bench-cards.js';
import { sendAll, session } from './engine.js';
import { PAYLOADS } from './floor.js';

const cards = BUILT_IN_CARDS;
const { CAST, CHOOSE_TARGETS: TARGETS } = PAYLOADS;

/** The prompt a client reads on a new session over `game` after `events` (throws unless it is at `step`). */
function promptAfter(game: GameState, events: readonly CastEventInput[], step: Prompt['step'], library: CardLibrary = cards): Prompt {
  const actor = session(game, library);
  sendAll(actor, events);
  const chart = activeChild(actor);
  const prompt = chart && promptOf(chart.getSnapshot());
  if (prompt?.step !== step) throw new Error(`the benchmark cast is not at step "${step}"`);
  return prompt;
}

/** The Bolt cast to its payment, and the prompt there (601.2g: the mana abilities, pool and objects it may pay with). */
export const paymentPrompt = (game: GameState): Prompt => promptAfter(game, [CAST, TARGETS], 'mana');

/** Chord of Calling cast, and the prompt for its X (601.2b, 107.3: the largest X the player could pay, found by the look-ahead). */
export const xPrompt = (game: GameState): Prompt =>
  promptAfter(game, [{ type: 'CAST', player: 'alice', card: cardInHand(game, 'Chord of Calling') }], 'x');

/** The largest X Chord of Calling's X prompt shows the player could pay (0 if none). */
export function largestX(game: GameState): number {
  const prompt = xPrompt(game);
  return prompt.step === 'x' ? (prompt.options.payableUpTo ?? 0) : 0;
}

/** The largest X Fireball's X prompt shows the player could pay (0 if none). */
export function largestFireballX(game: GameState, library: CardLibrary = cards): number {
  const prompt = promptAfter(game, [{ type: 'CAST', player: 'alice', card: cardInHand(game, 'Fireball') }], 'x', library);
  return prompt.step === 'x' ? (prompt.options.payableUpTo ?? 0) : 0;
}

/** The X prompt of alice's Copper-Leaf Angel's ability (CR 107.3, 602.2b: "Sacrifice X lands"; the largest X is how many lands she has). */
export const sacrificeXPrompt = (game: GameState): Prompt => {
  const angel = game.battlefield.find((p) => p.card === 'Copper-Leaf Angel');
  if (!angel) throw new Error('no Copper-Leaf Angel on the board');
  return promptAfter(game, [{ type: 'ACTIVATE', player: 'alice', source: angel.id, ability: 0 }], 'x', WITH_BENCH_CARDS);
};

/** The largest X the Angel's X prompt shows. */
export const largestSacrificedX = (game: GameState): number => {
  const prompt = sacrificeXPrompt(game);
  return prompt.step === 'x' ? (prompt.options.payableUpTo ?? 0) : 0;
};

/** Kitchen Finks cast, and the prompt for its hybrid halves (601.2b: each {G/W}'s halves, and which some payable announcement gives it). */
export const hybridPrompt = (game: GameState): Prompt =>
  promptAfter(game, [{ type: 'CAST', player: 'alice', card: cardInHand(game, 'Kitchen Finks') }], 'hybrid');
