/**
 * CR 400.2: who may see an object. A hand is seen by its owner, a library by nobody (a card
 * revealed to all is seen by all), a card exiled face down (foretold, 702.143a) by its owner,
 * and every other zone by everyone. Views, prompts and refusals all ask here, so an object
 * hidden from a player is, to that player, an object that doesn't exist.
 */
import { locate, objectWithId, type Location } from './queries.js';
import { nextGame } from './update.js';
import { MAX_ID_LENGTH, type CardObject, type GameState, type ObjectId, type PlayerId, type ZoneName } from './state.js';

/** CR 702.143a, 406.3: a card in exile face down (foretold): only its owner may look at it. */
export function isFaceDown(card: CardObject): boolean {
  return card.mayCastFrom?.reason === 'foretell';
}

/** CR 400.2: is a card in `zone` (of `zoneOwner`, for a player's zone) hidden from `viewer`? Only the zones `hidingZones` lists may answer yes. */
export function isHiddenFrom(viewer: PlayerId, zone: ZoneName, zoneOwner: PlayerId | null, card: CardObject): boolean {
  switch (zone) {
    case 'hand':
      return zoneOwner !== viewer;
    case 'library':
      return card.revealed !== true;
    case 'exile':
      return isFaceDown(card) && card.owner !== viewer;
    default:
      return false;
  }
}

/** CR 400.2: may `viewer` see the object at `where`? */
export function canSee(viewer: PlayerId, where: Location): boolean {
  return !isHiddenFrom(viewer, where.zone, where.player, where.object as CardObject);
}

/** Where the object `id` is, if `viewer` may see it: an object hidden from them is answered exactly as one that doesn't exist. */
export function locateFor(game: GameState, viewer: PlayerId, id: ObjectId): Location | undefined {
  const where = locate(game, id);
  return where && canSee(viewer, where) ? where : undefined;
}

/** A zone that may hide an object from a player (`isHiddenFrom`), with the player whose zone it is (null for exile). */
interface HidingZone {
  readonly zone: ZoneName;
  readonly owner: PlayerId | null;
  readonly cards: readonly CardObject[];
}

/** CR 400.2: the zones that may hide an object: each player's hand and library, and exile (its face-down cards). Every other zone is seen by all. */
function hidingZones(game: GameState): readonly HidingZone[] {
  const zones: HidingZone[] = [];
  for (const player of game.players) {
    zones.push({ zone: 'hand', owner: player.id, cards: player.hand }, { zone: 'library', owner: player.id, cards: player.library });
  }
  zones.push({ zone: 'exile', owner: null, cards: game.exile });
  return zones;
}

/** The ids of the objects hidden from `viewer` (CR 400.2): other players' hands, libraries but their revealed cards, others' face-down exile. */
export function hiddenIds(game: GameState, viewer: PlayerId): ReadonlySet<ObjectId> {
  const hidden = new Set<ObjectId>();
  for (const { zone, owner, cards } of hidingZones(game)) {
    for (const card of cards) if (isHiddenFrom(viewer, zone, owner, card)) hidden.add(card.id);
  }
  return hidden;
}

/**
 * The strings among `names` that are the ids of objects hidden from `viewer`: each is looked for
 * only in the zones that may hide one, found by id (a zone is indexed once searched often), so
 * what it costs grows with neither the hidden zones nor the battlefield. An id names one object
 * in the game, so no other zone need be looked in: every event's names ("auto", a player, a
 * permanent) are asked here, and a search of the battlefield for each was board-sized work at
 * every event.
 */
export function hiddenAmong(game: GameState, viewer: PlayerId, names: Iterable<string>): ReadonlySet<ObjectId> {
  const named = new Set<ObjectId>();
  const zones = hidingZones(game);
  for (const name of names) {
    for (const { zone, owner, cards } of zones) {
      const card = objectWithId(cards, name);
      if (card === undefined) continue;
      if (isHiddenFrom(viewer, zone, owner, card)) named.add(name);
      break;
    }
  }
  return named;
}

/**
 * The game with the objects in `ids` given ids no event can name (longer than any id an
 * event may carry), everything else the same: judged there, an event naming one of them is
 * answered exactly as if the id didn't exist.
 */
export function withUnnameable(game: GameState, ids: ReadonlySet<ObjectId>): GameState {
  if (ids.size === 0) return game;
  const unnameable = new Map([...ids].map((id, n) => [id, `${'\u0000'.repeat(MAX_ID_LENGTH + 1)}${n}`]));
  const rename = <TObject extends { readonly id: ObjectId }>(objects: readonly TObject[]): readonly TObject[] =>
    objects.some((o) => unnameable.has(o.id)) ? objects.map((o) => (unnameable.has(o.id) ? { ...o, id: unnameable.get(o.id)! } : o)) : objects;
  return nextGame(game, {
    players: game.players.map((p) => ({ ...p, hand: rename(p.hand), library: rename(p.library), graveyard: rename(p.graveyard) })),
    exile: rename(game.exile),
  });
}
