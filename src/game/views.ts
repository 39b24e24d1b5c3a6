/**
 * CR 400.2: hands and libraries are hidden zones, and so is a card exiled face down (foretold, 702.143a) to all but its owner, and a face-down spell to all but its controller (708.5). A player's view of the game shows their
 * own hand, the other players' hands only as a count, and every library only as a count
 * (nobody sees a library's order), with any of its cards revealed to everyone. Card ids in hidden zones are left out too, since an id
 * may name its card.
 */
import type { CardObject, CastZone, GameState, ObjectId, Player, PlayerId, StackObject } from './state.js';
import { isHiddenFrom } from './visibility.js';

/** A hidden zone: how many cards it holds, and which of them were revealed to everyone, where (top first, from 0) and by what id (a revealed card is seen by all, CR 400.2, so an event may name it). */
export interface HiddenZone {
  readonly hidden: number;
  readonly revealed?: readonly { readonly position: number; readonly card: string; readonly id: ObjectId }[];
}

export interface PlayerView extends Omit<Player, 'hand' | 'library'> {
  readonly hand: readonly CardObject[] | HiddenZone;
  readonly library: HiddenZone;
}

/** CR 702.143a, 406.3: a card exiled face down (foretold), as players other than its owner see it: no name, no id. */
export interface FaceDownCard {
  readonly faceDown: true;
  readonly owner: PlayerId;
}

/**
 * CR 708.5: a face-down spell (morph, megamorph, disguise: 702.37c) as players other than its
 * controller see it: a spell on the stack, with its id (it may be targeted and countered), who
 * controls and owns it and where it was cast from, but no name and no choices.
 */
export interface FaceDownSpell {
  readonly kind: 'spell';
  readonly faceDown: true;
  readonly id: ObjectId;
  readonly controller: PlayerId;
  readonly owner: PlayerId;
  readonly castFrom: CastZone;
}

export interface GameView extends Omit<GameState, 'players' | 'exile' | 'stack'> {
  /** Whose view this is. */
  readonly viewer: PlayerId;
  readonly players: readonly PlayerView[];
  readonly stack: readonly (StackObject | FaceDownSpell)[];
  readonly exile: readonly (CardObject | FaceDownCard)[];
}

/** What `viewer` may see of the game. */
export function viewFor(game: GameState, viewer: PlayerId): GameView {
  return {
    ...game,
    viewer,
    players: game.players.map((p) => ({
      ...p,
      // CR 400.2: a hand is hidden from everyone but its owner (visibility.ts), even when empty.
      hand: p.id === viewer ? p.hand : { hidden: p.hand.length },
      library: libraryView(viewer, p),
    })),
    // CR 708.5: only its controller may look at a face-down spell.
    stack: game.stack.map((s): StackObject | FaceDownSpell => (s.kind === 'spell' && s.faceDown && s.controller !== viewer ? { kind: 'spell', faceDown: true, id: s.id, controller: s.controller, owner: s.owner, castFrom: s.castFrom } : s)),
    // CR 702.143a: a foretold card is exiled face down; only its owner may look at it.
    exile: game.exile.map((c): CardObject | FaceDownCard => (isHiddenFrom(viewer, 'exile', null, c) ? { faceDown: true, owner: c.owner } : c)),
  };
}

/** CR 400.2: a library as everyone sees it: its size, and the cards revealed to everyone with their places. */
function libraryView(viewer: PlayerId, { id, library }: Player): HiddenZone {
  const revealed = library.flatMap((c, position) => (isHiddenFrom(viewer, 'library', id, c) ? [] : [{ position, card: c.card, id: c.id }]));
  return revealed.length > 0 ? { hidden: library.length, revealed } : { hidden: library.length };
}
