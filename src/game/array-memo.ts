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
