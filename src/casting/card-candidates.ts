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
import { arrayMemo, picked, rankAt, type Picked } from '../game/array-memo.js';
import { pendingRemoval, type Removal } from '../game/one-removed.js';

/** An object a word's alternatives fit, read without the spell's source; `notOther`: one that fits doesn't say "other". */
export interface Candidate {
  readonly id: string;
  readonly notOther: boolean;
}

/** The candidates of one array, in its order: read from it, or another array's less the one at `skip` (-1: none of them was taken out). */
type Read = Picked<Candidate> | { readonly base: readonly Candidate[]; readonly skip: number };

const reads = arrayMemo<readonly ZoneObject[], Read>();

/**
 * A zone's cards: its array, or, for a zone not made yet (a graveyard that lost the card proposed,
 * or exile, game/update.ts `removeCard`), the array it is made from and the place taken out, with a way to
 * make it: each of k flashback cards proposed read its graveyard's candidates from the old one,
 * but made the graveyard to do so (k²).
 */
export type ZoneCards = readonly ZoneObject[] | { readonly removal: Removal; readonly made: () => readonly ZoneObject[] };

/** `holder`'s `zone` (a player's graveyard or hand, a game's exile) as a reader finds it: `made`, or what it is made from while it isn't made yet. */
export function zoneCards(holder: object, zone: string, made: () => readonly ZoneObject[]): ZoneCards {
  const removal = pendingRemoval(holder, zone);
  return removal ? { removal, made } : made();
}

/**
 * The candidates among the cards of `zones`, in their order, as a function of place (the kth,
 * or undefined past the last): `judge` tells what each card comes to for the word `word`, which
 * names everything it reads but the card (the zone, the player seen as "you", X, the filter).
 */
export function cardCandidates(zones: readonly ZoneCards[], cards: CardLibrary, word: string, judge: (card: ZoneObject) => Candidate | null): (k: number) => Candidate | undefined {
  const readOf = (array: readonly ZoneObject[]) => reads(array, cards, word, (a) => picked(a, judge), carried);
  const read = zones.map((zone) => ('removal' in zone ? (carried(readOf(zone.removal.from as readonly ZoneObject[]), zone.removal.at) ?? readOf(zone.made())) : readOf(zone)));
  return (k) => {
    for (const r of read) {
      const n = sizeOf(r);
      if (k < n) return 'before' in r ? r.list[k] : r.base[r.skip >= 0 && k >= r.skip ? k + 1 : k];
      k -= n;
    }
    return undefined;
  };
}

/** An array's candidates less the card at `at`; one carried over already is read afresh when a card is taken out of it in turn. */
function carried(from: Read, at: number): Read | undefined {
  return 'before' in from ? { base: from.list, skip: rankAt(from, at) } : undefined;
}

const sizeOf = (read: Read): number => ('before' in read ? read.list.length : read.base.length - (read.skip >= 0 ? 1 : 0));
