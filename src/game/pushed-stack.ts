/**
 * A game whose stack is another's with one object put on top (CR 601.2a, 602.2a), the array
 * made only when first read. "What may I do now" proposes each of k cards of a hand on a game
 * with the card on the stack and then sets its choices (601.2b); with a stack of s objects each
 * proposal copied it twice, k × s in all (docs/performance-history.md, sixty-third round). A
 * proposal seldom needs the array: its spell is the top, an object found by id is found through
 * the index of the objects below, which every proposal on the same stack shares (game/queries.ts),
 * and a target word's scan reads the objects below, then the top (casting/targets.ts).
 *
 * The array is still a value: it is made once, and every reader (a spread, JSON, a deep
 * compare) is given the same one. Only a stack of LAZY_FROM objects or more is pushed so: a
 * shorter one is copied as it always was, so the games of ordinary play keep the one shape
 * `nextGame` gives every game (game/update.ts).
 */
import type { GameState, StackObject } from './state.js';

/** The shortest stack pushed on without a copy; a shorter one, as in every game of ordinary play, is copied. */
export const LAZY_FROM = 32;

/** What a game's stack is made from: the objects below, and the one put on top. */
export interface Pushed {
  readonly under: readonly StackObject[];
  readonly top: StackObject;
}

/**
 * The push is a property of the game under a symbol, not enumerable: a spread, JSON and a deep
 * compare never see it, and a game made from this one by a spread or by `nextGame` has a plain
 * stack.
 */
const PUSHED = Symbol('pushed stack');

/** How `game`'s stack is made, if it was pushed on without a copy (read or not). */
export function pushedOf(game: GameState): Pushed | undefined {
  return (game as { readonly [PUSHED]?: Pushed })[PUSHED];
}

/** A push, and its array once made. */
interface Push extends Pushed {
  made?: readonly StackObject[];
}

/** The stack of a game `definePushed` makes: one function for all, so they share one shape. */
function madeStack(this: { readonly [PUSHED]: Push }): readonly StackObject[] {
  const push = this[PUSHED];
  return (push.made ??= push.under.concat([push.top]));
}

/**
 * Defines `next`'s stack, where the field stands in a game being built field by field
 * (game/update.ts `gameMadeWhenRead`), as `pushed.under` with `pushed.top` on it, made when first
 * read, and notes the push. The getter is one function for every such game: an object literal's
 * getter is a new function each time, and V8 kept each of those games as a dictionary rather than
 * giving them a shape. A game `nextGame` makes from it reads the stack, and has a plain one.
 */
export function definePushed(next: object, pushed: Pushed): void {
  Object.defineProperty(next, 'stack', { get: madeStack, enumerable: true, configurable: true });
  Object.defineProperty(next, PUSHED, { value: { under: pushed.under, top: pushed.top } satisfies Push });
}
