/**
 * Answers worked out from a game's board, remembered for every game that shares it. The board
 * is everything but the stack, who holds priority and the next id: the battlefield, the
 * players' zones, exile, the command zone and the turn (with its combat). "What may I do now"
 * proposes each ability on a game of its own that differs from the others only in its stack
 * (CR 602.2a), and asks each the same questions of the board: which objects could pay this
 * cost's sacrifice, which creatures could crew. A question that reads the stack can't be
 * remembered here.
 */
import type { GameState } from './state.js';
import { unreadRemoval } from './one-removed.js';

interface Known<T> {
  readonly players: GameState['players'];
  /** the exile and the command zone, or a removal from one still to be made (one-removed.ts) */
  readonly exile: object;
  readonly command: object;
  readonly turn: GameState['turn'];
  /** the card library the answers were read with (cards/library.ts; game/ sits below cards/, so any object) */
  readonly cards: object;
  readonly answers: Map<string, T>;
}

/**
 * What a question reads of the game: its board, or the battlefield and the turn alone (an answer
 * that holds for every game that shares the battlefield array, whatever its players' zones, exile
 * and command zone hold).
 */
export type Reads = 'board' | 'battlefield';

/** What a memo of one kind of answer is asked with: the game, the library, the question's key, how to work the answer out, and what the question reads. */
export type BoardMemo<T> = (game: GameState, cards: object, key: string, work: () => T, reads?: Reads) => T;

/**
 * A memo of one kind of answer, each by the board it was worked out on and its key. The
 * answers live as long as the game's battlefield array does, and no longer. A question asked
 * with `reads` 'battlefield' reads the battlefield and the turn alone, and its answer is kept for
 * every game that shares the battlefield array whatever its players' zones, exile and command
 * zone hold: "what may I do now" proposes each card cast from a graveyard on a game whose
 * graveyard has lost it, and a memo of the whole board keeps nothing between them (k flashback
 * cards each read the board: k·n). Such a question must read nothing outside the battlefield (a
 * power counted from a hand, CR 604.3, is not one: cards/battlefield-reads.ts decides).
 */
export function boardMemo<T>(): BoardMemo<T> {
  const byBoard = new WeakMap<GameState['battlefield'], Known<T>>();
  const byBattlefield = new WeakMap<GameState['battlefield'], Known<T>>();
  return (game, cards, key, work, reads = 'board') => {
    const zones = reads === 'board';
    const memo = zones ? byBoard : byBattlefield;
    let known = memo.get(game.battlefield);
    // A zone still to be made (game/update.ts removeCard) is compared by its removal: reading it would make it.
    const unread = unreadRemoval(game);
    const exile = unread?.zone === 'exile' ? unread : game.exile;
    const command = unread?.zone === 'command' ? unread : game.command;
    if (!known || (zones && (known.players !== game.players || known.exile !== exile || known.command !== command)) || known.turn !== game.turn || known.cards !== cards) {
      known = { players: game.players, exile, command, turn: game.turn, cards, answers: new Map() };
      memo.set(game.battlefield, known);
    }
    let answer = known.answers.get(key);
    if (answer === undefined && !known.answers.has(key)) known.answers.set(key, (answer = work()));
    return answer as T;
  };
}
