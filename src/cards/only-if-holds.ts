/**
 * CR 601.3, 602.5b: whether an "only if" condition of a spell or ability (only-if.ts) holds
 * now for the player beginning to cast or activate it. The conditions a grant may also carry
 * are answered by meetsOnlyIf (characteristics.ts); this adds those read with the filter
 * language, on the ability's own permanent, for some opponent and compared with opponents.
 */
import type { GameState, Permanent, PlayerId } from '../game/state.js';
import { countFor, meetsOnlyIf, powerOf, withinBounds } from './characteristics.js';
import { objectInZoneFits, objectsIn, readsSource } from './filter.js';
import { rememberedCount } from './count-memo.js';
import { filtersRead } from './battlefield-reads.js';
import type { CardLibrary } from './library.js';
import type { AsLongAs, OnlyIf } from './only-if.js';

type One = Exclude<OnlyIf, { allOf: unknown }>;

/** Whether `onlyIf` holds now for `player`; `self` is the permanent whose ability it is (none for a spell, or a card in a hand or graveyard). */
export function holdsNow(game: GameState, cards: CardLibrary, player: PlayerId, onlyIf: OnlyIf, self?: Permanent): boolean {
  if ('allOf' in onlyIf) return onlyIf.allOf.every((c) => holdsOne(game, cards, player, c, self));
  return holdsOne(game, cards, player, onlyIf, self);
}

function holdsOne(game: GameState, cards: CardLibrary, player: PlayerId, c: One, self: Permanent | undefined): boolean {
  if ('someOpponent' in c) {
    // "an opponent controls four or more lands": one opponent's own objects, seen as that player's "you".
    return game.players.some((p) => p.id !== player && holdsOne(game, cards, p.id, c.someOpponent, undefined));
  }
  if ('compared' in c) {
    const mine = countFor(game, cards, c.compared, player);
    const theirs = game.players.filter((p) => p.id !== player).map((p) => countFor(game, cards, c.compared, p.id));
    return c.holds === 'moreThanEach' ? theirs.every((n) => mine > n) : theirs.some((n) => mine < n);
  }
  if ('objects' in c) {
    const zone = c.objects.zone ?? 'battlefield';
    const perspective = { you: player, ...(self ? { source: self.id } : {}) };
    const count = () => {
      // Counted, not listed: no array of the fitting objects for a count of a board.
      const objects = objectsIn(game, zone, perspective);
      let n = 0;
      for (let i = 0; i < objects.length; i += 1) if (objectInZoneFits(game, cards, zone, objects[i]!, c.objects, perspective)) n += 1;
      return n;
    };
    // The stack is no part of the board (game/board-memo.ts): a count of it is made each time. A count
    // that says "another" is each object's own; any other is the player's, whichever object asks.
    // One of the battlefield that reads it alone is kept for games whose hands differ ("if exactly one creature is attacking": a Trap in each of k hands).
    return withinBounds(zone === 'stack' ? count() : rememberedCount(game, cards, c.objects, readsSource(c.objects) ? `${player}\u0000${self?.id ?? ''}` : player, count, filtersRead(game, cards, zone, [c.objects])), c);
  }
  if ('selfCounters' in c) return self !== undefined && withinBounds(self.counters[c.selfCounters] ?? 0, c);
  // CR 208.3, 122.1a: its power now, with its counters.
  if ('selfPower' in c) return self !== undefined && powerOf(game, cards, self) >= c.selfPower.atLeast;
  return meetsOnlyIf(game, cards, player, c as AsLongAs, self);
}
