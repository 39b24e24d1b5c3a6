/** CR 601.3, 602.5b: whether an "only if" condition of a spell or ability holds now, for the player beginning to cast or activate it. */
import type { GameState, Permanent, PlayerId } from '../game/state.js';
import { countFor } from './characteristics.js';
import type { CardLibrary } from './library.js';
import type { OnlyIf } from './only-if.js';

/** Whether `onlyIf` holds for `player`; `self` is the permanent whose ability it is (none for a spell or a card in a hand or graveyard). */
export function meetsOnlyIf(game: GameState, cards: CardLibrary, player: PlayerId, onlyIf: OnlyIf, self?: Permanent): boolean {
  if ('self' in onlyIf) return self?.attacking === true;
  if ('allOf' in onlyIf) return onlyIf.allOf.every((c) => meetsOnlyIf(game, cards, player, c, self));
  if ('turn' in onlyIf) return (game.turn.activePlayer === player) === (onlyIf.turn === 'yours');
  if ('spellsCastThisTurn' in onlyIf) return (game.players.find((p) => p.id === player)?.spellsCastThisTurn ?? 0) >= onlyIf.spellsCastThisTurn;
  const n = countFor(game, cards, onlyIf.count, player);
  return n >= onlyIf.atLeast && (onlyIf.atMost === undefined || n <= onlyIf.atMost);
}
