/**
 * CR 400.2: how the transcript names players and objects: a card by its name (with its id when
 * another object of that name could be meant), a player by their id. With a viewer (`--view`),
 * an object hidden from them in every game the line speaks of is "a hidden card", never its
 * name or id (an id may name its card), as the views and prompts answer.
 */
import { locate } from '../src/game/queries.js';
import type { GameState, PlayerId } from '../src/game/state.js';
import { locateFor } from '../src/game/visibility.js';

export type NameOf = (id: string) => string;

export const HIDDEN_CARD = 'a hidden card';

/** Names ids as they stand in `games` (the game before an event and after it), for `viewer` if there is one. */
export function namesIn(games: readonly GameState[], viewer: PlayerId | null): NameOf {
  return (id) => {
    const game = games.find((g) => g.players.some((p) => p.id === id));
    if (game) return id;
    for (const g of games) {
      const where = viewer === null ? locate(g, id) : locateFor(g, viewer, id);
      if (!where) continue;
      const { card } = where.object;
      return sameName(g, viewer, card) > 1 ? `${card} (${id})` : card;
    }
    return games.some((g) => locate(g, id)) ? HIDDEN_CARD : JSON.stringify(id);
  };
}

/** How many objects `viewer` may see that are named `card`. */
function sameName(game: GameState, viewer: PlayerId | null, card: string): number {
  const zones = [...game.battlefield, ...game.stack.filter((o) => o.kind === 'spell'), ...game.exile, ...game.command, ...game.players.flatMap((p) => [...p.graveyard, ...(viewer === null || viewer === p.id ? p.hand : [])])];
  return zones.filter((o) => o.card === card).length;
}
