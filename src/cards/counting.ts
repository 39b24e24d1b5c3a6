/**
 * CR 601.2f, 605.3b: counting what a cost change or a mana ability counts ("for each creature card in your
 * graveyard", "for each opponent", "the total power of creatures you control"), relative to
 * the player casting the spell.
 */
import { binds } from './static-sources.js';
import { matchesFilter, powerOf } from './characteristics.js';
import type { CountExpr } from './cost-change-schema.js';
import { getCard, type CardLibrary } from './library.js';
import type { CardObject, GameState, PlayerId } from '../game/state.js';

/** How many objects (or points of power, or players) `expr` counts for `player`; never below 0 (CR 107.1b). */
export function countFor(game: GameState, cards: CardLibrary, expr: CountExpr, player: PlayerId): number {
  if ('players' in expr) return game.players.filter((p) => p.id !== player).length;
  const objects: readonly (CardObject & { readonly counters?: Readonly<Record<string, number>> })[] =
    expr.zone === 'battlefield'
      ? game.battlefield.filter((p) => binds(expr.controller, player, p.controller))
      : game.players.filter((p) => binds(expr.controller, player, p.id)).flatMap((p) => (expr.zone === 'hand' ? p.hand : p.graveyard));
  const fitting = objects.filter((o) => matchesFilter(getCard(cards, o.card), expr.what));
  if (expr.sum !== 'power') return fitting.length;
  return Math.max(0, fitting.reduce((n, o) => n + powerOf(cards, o), 0));
}
