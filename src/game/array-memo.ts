/**
 * Answers worked out from one array of the game (a player's graveyard or hand, exile, or a
 * list made from one), remembered by that array for as long as it lives: the arrays are
 * immutable, so an answer that reads nothing else of the game holds for every game that shares
 * the array. An array made from another by taking one object out (one-removed.ts) is answered
 * from the other's answer where the question knows how (`carry`), the other worked out once
 * for all the arrays made from it: "what may I do now" proposes each of k cards cast from a
 * graveyard of g on a game whose graveyard has lost it, and answering each afresh was k·g.
 */
import { removalOf } from './one-removed.js';

/**
 * A memo of one kind of answer: asked with the array, what else the answer depends on (`by`:
 * a card library, an index; compared by identity), the question's key, how to work the answer
 * out from an array, and how to carry an answer over to an array made from it by taking out
 * the object at `at` (undefined: it can't be, work it out).
 */
export type ArrayMemo<A, T> = (array: A, by: object, key: string, work: (array: A) => T, carry: (from: T, at: number, array: A) => T | undefined) => T;

/**
 * What some of an array's items come to, in its order, with how many of them come before each
 * place (`before[i]`, and `before[length]` all of them): what an array made by taking out the
 * item at `at` comes to is the same less the one at rank `rankAt(picked, at)`, if it was picked.
 */
export interface Picked<T> {
  readonly list: readonly T[];
  readonly before: Int32Array;
}

/** Each item of `array` that `pick` makes something of, in order, with the counts before each place. */
export function picked<I, T>(array: readonly I[], pick: (item: I) => T | null): Picked<T> {
  const list: T[] = [];
  const before = new Int32Array(array.length + 1);
  for (let i = 0; i < array.length; i += 1) {
    before[i] = list.length;
    const made = pick(array[i]!);
    if (made !== null) list.push(made);
  }
  before[array.length] = list.length;
  return { list, before };
}

/** The rank in `p.list` of what the item at place `at` made, or -1 if it made nothing. */
export function rankAt(p: Picked<unknown>, at: number): number {
  const rank = p.before[at]!;
  return p.before[at + 1]! > rank ? rank : -1;
}

export function arrayMemo<A extends readonly unknown[], T>(): ArrayMemo<A, T> {
  const known = new WeakMap<A, WeakMap<object, Map<string, T>>>();
  const keep = (array: A, by: object, key: string, answer: T): T => {
    let byWhat = known.get(array);
    if (!byWhat) known.set(array, (byWhat = new WeakMap()));
    let byKey = byWhat.get(by);
    if (!byKey) byWhat.set(by, (byKey = new Map()));
    byKey.set(key, answer);
    return answer;
  };
  const kept = (array: A, by: object, key: string): T | undefined => known.get(array)?.get(by)?.get(key);
  return (array, by, key, work, carry) => {
    const answer = kept(array, by, key);
    if (answer !== undefined) return answer;
    const removal = removalOf(array);
    if (removal) {
      const from = removal.from as A;
      const carried = carry(kept(from, by, key) ?? keep(from, by, key, work(from)), removal.at, array);
      if (carried !== undefined) return keep(array, by, key, carried);
    }
    return keep(array, by, key, work(array));
  };
}
