/**
 * CR 305.1–305.3: playing a land, the special action (CR 116.2a) a player takes instead of
 * casting a land card (305.9: lands can't be cast). spellchart sequences casting and
 * activating; a land play doesn't use the stack and is the app's to carry out, so the engine
 * answers only whether a player may play a land now and which of their cards they may play.
 * What happens as the land enters (replacement effects such as "enters tapped", CR 614.1c;
 * abilities that trigger on it, 603.6a) is not modelled here.
 */
import { hasType } from '../cards/characteristics.js';
import { asFace } from '../cards/definition.js';
import { findCard, type CardLibrary } from '../cards/library.js';
import type { Refusal } from '../core/refusal.js';
import { getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId, Turn } from '../game/state.js';

/** A land card `player` might play from their hand, with the face it would be played as, and why not now (null: they may). */
export interface LandPlay {
  readonly card: ObjectId;
  /** The name of the face it is played as. */
  readonly name: string;
  /** CR 712: the face played; 1 for the land back face of a modal double-faced card. */
  readonly face: 0 | 1;
  readonly refusal: Refusal | null;
}

/** CR 305.2: the lands the active player may play this turn (one, unless an effect allows more, 305.2a). */
export function landPlaysAllowed(turn: Turn): number {
  return turn.landPlays ?? 1;
}

/** CR 305.1–305.3: why `player` may not play a land now, whichever card it is, or null if they may. */
export function landPlayRefusal(game: GameState, player: PlayerId): Refusal | null {
  const { turn } = game;
  if (turn.activePlayer !== player) return { rule: '305.3', code: 'NOT_YOUR_TURN', message: `${player} can't play a land: it isn't their turn` };
  if (game.priority !== player) return { rule: '305.1', code: 'NO_PRIORITY', message: `${player} does not hold priority, so can't play a land now` };
  const main = turn.phase === 'precombatMain' || turn.phase === 'postcombatMain';
  if (!main || game.stack.length > 0) return { rule: '305.1', code: 'SORCERY_TIMING', message: `${player} may play a land only during a main phase of their turn while the stack is empty` };
  const played = turn.landsPlayed ?? 0;
  const allowed = landPlaysAllowed(turn);
  if (played >= allowed) {
    return { rule: '305.2', code: 'NO_LAND_PLAYS_LEFT', message: `${player} has played ${played} land${played === 1 ? '' : 's'} this turn and may play ${allowed}` };
  }
  return null;
}

/**
 * CR 305.1, 305.2: the land cards in `player`'s hand, each with the face it would be played
 * as (a modal double-faced card whose back face is a land may be played back face up, 712)
 * and the refusal playing it now would get. Lands elsewhere need an effect's permission,
 * which the card format doesn't express, so they are not listed.
 */
export function landPlays(game: GameState, cards: CardLibrary, player: PlayerId): readonly LandPlay[] {
  const refusal = landPlayRefusal(game, player);
  // Indexed loops, not flatMaps: "what may I do now" asks it of a hand as large as the board.
  const plays: LandPlay[] = [];
  const hand = getPlayer(game, player).hand;
  for (let at = 0; at < hand.length; at += 1) {
    const object = hand[at]!;
    const card = findCard(cards, object.card);
    if (!card) continue;
    const faces = card.faces && card.layout === 'modal' ? BOTH_FACES : FRONT_FACE;
    for (let i = 0; i < faces.length; i += 1) {
      const face = faces[i]!;
      const played = asFace(card, face);
      if (hasType(played, 'Land')) plays.push({ card: object.id, name: played.name, face, refusal });
    }
  }
  return plays;
}

const FRONT_FACE: readonly (0 | 1)[] = Object.freeze([0]);
const BOTH_FACES: readonly (0 | 1)[] = Object.freeze([0, 1]);
