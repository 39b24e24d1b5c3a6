/**
 * CR 601.2c: the candidates for a target word among cards outside the battlefield and the
 * stack — in a player's graveyard or hand, or in exile — for a word whose alternatives read
 * nothing of the game but each card (targets.ts: no power, toughness or keyword, which a
 * characteristic-defining ability or a permanent's grant could make read more). They are read
 * once for each array of cards and kept by it (for a card library and a word); an array made
 * from another by taking one card out (a card cast from a graveyard or a hand, CR 601.2a;
 * game/one-removed.ts) is read as the other without it, the other read once for all of them.
 * "What may I do now" proposes each of k cards cast from a graveyard of g on a game whose
 * graveyard has lost it, and each read the graveyard afresh: k·g.
 */
import type { ZoneObject } from '../cards/filter.js';
import type { CardLibrary } from '../cards/library.js';
import { removalOf } from '../game/one-removed.js';

/** An object a word's alternatives fit, read without the spell's source; `notOther`: one that fits doesn't say "other". */
export interface Candidate {
  readonly id: string;
  readonly notOther: boolean;
}

/**
 * The candidates of one array, in its order: read from it (`before[i]`: how many of them come
 * before its place i), or another array's less the one at `skip` (-1: none of them was taken out).
 */
type Read = { readonly list: readonly Candidate[]; readonly before: Int32Array } | { readonly base: readonly Candidate[]; readonly skip: number };

/** What is known of each array, by card library and word. */
const known = new WeakMap<readonly object[], Map<CardLibrary, Map<string, Read>>>();

/**
 * The candidates among the cards of `arrays`, in their order, as a function of place (the kth,
 * or undefined past the last): `judge` tells what each card comes to for the word `word`, which
 * names everything it reads but the card (the zone, the player seen as "you", X, the filter).
 */
export function cardCandidates(arrays: readonly (readonly ZoneObject[])[], cards: CardLibrary, word: string, judge: (card: ZoneObject) => Candidate | null): (k: number) => Candidate | undefined {
  const reads = arrays.map((array) => readOf(array, cards, word, judge));
  return (k) => {
    for (const read of reads) {
      const n = sizeOf(read);
      if (k < n) return 'before' in read ? read.list[k] : read.base[read.skip >= 0 && k >= read.skip ? k + 1 : k];
      k -= n;
    }
    return undefined;
  };
}

function readOf(array: readonly ZoneObject[], cards: CardLibrary, word: string, judge: (card: ZoneObject) => Candidate | null): Read {
  const kept = known.get(array)?.get(cards)?.get(word);
  if (kept) return kept;
  // An array made by taking one card out of another is read as the other without it.
  const removal = removalOf(array);
  if (!removal) return keep(array, cards, word, readCards(array, judge));
  const from = known.get(removal.from)?.get(cards)?.get(word) ?? keep(removal.from, cards, word, readCards(removal.from as readonly ZoneObject[], judge));
  if (!('before' in from)) return keep(array, cards, word, readCards(array, judge));
  const rank = from.before[removal.at]!;
  return keep(array, cards, word, { base: from.list, skip: from.before[removal.at + 1]! > rank ? rank : -1 });
}

/** The candidates among `array`'s cards, read one by one. */
function readCards(array: readonly ZoneObject[], judge: (card: ZoneObject) => Candidate | null): Read {
  const list: Candidate[] = [];
  const before = new Int32Array(array.length + 1);
  for (let i = 0; i < array.length; i += 1) {
    before[i] = list.length;
    const candidate = judge(array[i]!);
    if (candidate) list.push(candidate);
  }
  before[array.length] = list.length;
  return { list, before };
}

function keep(array: readonly object[], cards: CardLibrary, word: string, read: Read): Read {
  let byLibrary = known.get(array);
  if (!byLibrary) known.set(array, (byLibrary = new Map()));
  let byWord = byLibrary.get(cards);
  if (!byWord) byLibrary.set(cards, (byWord = new Map()));
  byWord.set(word, read);
  return read;
}

const sizeOf = (read: Read): number => ('before' in read ? read.list.length : read.base.length - (read.skip >= 0 ? 1 : 0));
