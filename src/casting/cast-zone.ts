/**
 * CR 601.3: the zone a card may be cast from, and as which face. The hand always; a
 * graveyard with a graveyard alternative cost (flashback), jump-start or retrace, or an aftermath half (702.127a);
 * exile for a card a player may cast from there (foretold, 702.143a; on an adventure,
 * 715.3d; an effect's permission); the command zone for the owner's commander (903.8).
 */
import { asFace } from '../cards/definition.js';
import { faceProblem, type FaceChoice } from '../cards/faces.js';
import { faceDownCostOf } from '../cards/face-down.js';
import type { CardLibrary } from '../cards/library.js';
import type { CardDefinition } from '../cards/schema.js';
import { alternativesFor } from '../costs/cost-choices.js';
import type { Location } from '../game/queries.js';
import type { CardObject, CastZone, GameState, PlayerId } from '../game/state.js';
import type { Result } from '../core/refusal.js';
import { ok, refuse } from '../core/refusal.js';

/** CR 601.3: the zone `player` would cast `face` of the card at `where` from, or why they can't. */
export function castZoneFor(game: GameState, cards: CardLibrary, player: PlayerId, where: Location, card: CardDefinition, face: FaceChoice): Result<CastZone> {
  const object = where.object as CardObject;
  const zone = allowedZone(game, cards, player, where, card, face);
  if (!zone) return notFromZone(card, player, where);
  if (zone === 'exile' && object.mayCastFrom?.reason === 'foretell' && object.mayCastFrom.turn === game.turn.number) {
    return refuse({ rule: '702.143a', code: 'NOT_CASTABLE_FROM_ZONE', message: `${card.name} was foretold this turn: it may be cast after the turn has ended` });
  }
  if (face === 'faceDown' && !faceDownCostOf(card)) {
    return refuse({ rule: '702.37c', code: 'NOT_CASTABLE_FROM_ZONE', message: `${card.name} has no morph, megamorph or disguise: it can't be cast face down` });
  }
  const adventure = zone === 'exile' && object.mayCastFrom?.reason === 'adventure';
  const problem = faceProblem(card.layout, face, zone, adventure, (f) => card.faces?.[f].name ?? card.name);
  return problem ? refuse({ ...problem, code: 'NOT_CASTABLE_FROM_ZONE' }) : ok(zone);
}

function allowedZone(game: GameState, cards: CardLibrary, player: PlayerId, where: Location, card: CardDefinition, face: FaceChoice): CastZone | null {
  const object = where.object as CardObject;
  switch (where.zone) {
    case 'hand':
      return where.player === player ? 'hand' : null;
    case 'graveyard': {
      if (where.player !== player) return null;
      const aftermath = card.layout === 'aftermath' && face === 1;
      const spell = { card: object.card, ...(object.flashback ? { flashback: true as const } : {}), ...(face === 1 ? { face: 1 as const } : {}) };
      // CR 702.133a, 702.81a: jump-start and retrace let the card be cast from its owner's graveyard.
      const permitted = asFace(card, face).castFromGraveyard !== undefined;
      return aftermath || permitted || alternativesFor(game, cards, player, spell, 'graveyard').length > 0 ? 'graveyard' : null;
    }
    case 'exile':
      return object.mayCastFrom?.by === player ? 'exile' : null;
    case 'command':
      return object.commander && object.owner === player ? 'command' : null;
    default:
      return null;
  }
}

/**
 * CR 601.3: the refusal for a card not somewhere `player` may cast it from. The last one made
 * for each card is kept, with the player and place it was for: "what may I do now" asks it of
 * every card in the player's graveyard, and a card there many times is refused once (frozen,
 * as it is shared). One per card, so a server's games with players of other names add nothing.
 */
function notFromZone(card: CardDefinition, player: PlayerId, where: Location): Result<never> {
  const last = lastRefusal.get(card);
  if (last && last.player === player && last.owner === where.player && last.zone === where.zone) return last.refused;
  const place = where.player ? `${where.player}'s ${where.zone}` : where.zone === 'command' ? 'the command zone' : where.zone;
  const refusal = Object.freeze({
    rule: '601.3',
    code: 'NOT_CASTABLE_FROM_ZONE',
    message: `${card.name} is in ${place}, not in ${player}'s hand, and nothing allows ${player} to cast it from there`,
  } as const);
  const refused = Object.freeze(refuse<never>(refusal));
  lastRefusal.set(card, { player, owner: where.player, zone: where.zone, refused });
  return refused;
}

const lastRefusal = new WeakMap<CardDefinition, { readonly player: PlayerId; readonly owner: PlayerId | null; readonly zone: Location['zone']; readonly refused: Result<never> }>();
