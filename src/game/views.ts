/**
 * CR 400.2: hands and libraries are hidden zones. A player's view of the game shows their
 * own hand, the other players' hands only as a count, and every library only as a count
 * (nobody sees a library's order). Card ids in hidden zones are left out too, since an id
 * may name its card.
 */
import type { CardObject, GameState, Player, PlayerId } from './state.js';

/** A hidden zone: how many cards it holds, nothing more. */
export interface HiddenZone {
  readonly hidden: number;
}

export interface PlayerView extends Omit<Player, 'hand' | 'library'> {
  readonly hand: readonly CardObject[] | HiddenZone;
  readonly library: HiddenZone;
}

export interface GameView extends Omit<GameState, 'players'> {
  /** Whose view this is. */
  readonly viewer: PlayerId;
  readonly players: readonly PlayerView[];
}

/** What `viewer` may see of the game. */
export function viewFor(game: GameState, viewer: PlayerId): GameView {
  return {
    ...game,
    viewer,
    players: game.players.map((p) => ({
      ...p,
      hand: p.id === viewer ? p.hand : { hidden: p.hand.length },
      library: { hidden: p.library.length },
    })),
  };
}
