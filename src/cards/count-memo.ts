/**
 * Counts of objects remembered by board (game/board-memo.ts): "Activate only if you control a
 * Swamp" and "Add {B} for each Swamp you control" count the battlefield at each check, and a
 * payment's run of activations (mana-abilities/activate-together.ts) or a listing of a board's
 * mana sources checks a thousand such abilities on one game: one count each, not a thousand.
 * A count reads the board alone (never the stack), so each one is remembered for every game
 * that shares its board.
 */
import { boardMemo, type Reads } from '../game/board-memo.js';
import { jsonText } from '../core/json-text.js';
import type { GameState } from '../game/state.js';
import type { CardLibrary } from './library.js';

const counts = boardMemo<number>();

/**
 * `work`'s count of the objects `question` asks about, seen from `seenBy` (the player, and the
 * ability's object where the question says "another"), remembered with the board; with `reads`
 * 'battlefield', for a count of the battlefield alone (battlefield-reads.ts), with the
 * battlefield, for games whose players' zones differ: "what may I do now" proposes each of k
 * cards in a hand with affinity on a game whose hand has lost it.
 */
export function rememberedCount(game: GameState, cards: CardLibrary, question: object, seenBy: string, work: () => number, reads: Reads = 'board'): number {
  return counts(game, cards, `${seenBy}\u0000${jsonText(question)}`, work, reads);
}
