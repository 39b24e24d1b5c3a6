/**
 * CR 601.2c: what the targets of one target word must have in common, as a whole (a
 * condition no single target can meet alone): "up to three target cards from a single
 * graveyard" (one owner, CR 404.1: each player's graveyard holds the cards that player
 * owns), "two target creatures controlled by the same player", "two target creatures
 * controlled by different players".
 */
import type { TargetTogether } from '../cards/target-schema.js';
import { findPermanent, locate } from '../game/queries.js';
import type { GameState, PlayerId } from '../game/state.js';

/** The player the rule looks at for `id`: its owner, or its controller (CR 108.4a: a card outside the battlefield and the stack answers with its owner). */
function playerOf(game: GameState, id: string, together: TargetTogether): PlayerId | null {
  // A permanent first, by the battlefield's index: a proposal's hand is a new array, which locate would search first.
  const permanent = findPermanent(game, id);
  if (permanent) return together === 'sameOwner' ? permanent.owner : permanent.controller;
  const at = locate(game, id);
  if (!at) return null;
  const object = at.object as { owner?: PlayerId; controller?: PlayerId };
  if (together === 'sameOwner') return object.owner ?? null;
  return (at.zone === 'battlefield' || at.zone === 'stack' ? object.controller : object.owner) ?? null;
}

/** Whether `chosen` (targets of one word) may all be chosen together; a part of a choice passes when it can still grow into one that does. */
export function fitTogether(game: GameState, together: TargetTogether | undefined, chosen: readonly string[]): boolean {
  if (together === undefined || chosen.length < 2) return true;
  const players = chosen.map((id) => playerOf(game, id, together));
  if (players.some((p) => p === null)) return false;
  const distinct = new Set(players).size;
  return together === 'differentControllers' ? distinct === players.length : distinct === 1;
}

/**
 * Whether a word's legal targets, read in list order one by one (the returned function is
 * told each), hold enough that a choice among them is found whenever the whole list holds one:
 * `needed` sharing one player (sameOwner, sameController), or `needed` players among them
 * (differentControllers). The other words take at most `needed` less this word's fewest, so
 * some player keeps enough of the group, or enough players keep one each. "What may I do now"
 * judges each Incriminate in a hand: listing every creature for each was a product of two sizes.
 */
export function enoughTogether(game: GameState, together: TargetTogether, needed: number): (id: string) => boolean {
  const counts = new Map<PlayerId, number>();
  return (id) => {
    const player = playerOf(game, id, together);
    if (player === null) return false;
    const count = (counts.get(player) ?? 0) + 1;
    counts.set(player, count);
    return together === 'differentControllers' ? counts.size >= needed : count >= needed;
  };
}

/** The words that say what the targets share, for messages. */
export const TOGETHER_WORDS: Readonly<Record<TargetTogether, string>> = {
  sameOwner: 'from a single graveyard (one owner)',
  sameController: 'controlled by the same player',
  differentControllers: 'controlled by different players',
};
