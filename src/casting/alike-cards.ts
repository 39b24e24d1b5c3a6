/**
 * CR 601.3, 601.2: cards alike may be cast the same ways. Two cards of one name in one hand or
 * one graveyard, with nothing of their own but their ids (no flashback an effect gave, not
 * revealed, no activation counted this turn), are each other's image: proposing either on the
 * stack leaves games that differ only in which of the two stayed behind. So whether each way can
 * be paid, its announcements and its targets are the same for both, unless
 * - a target word looks in their own zone: the one left behind may be a target, and where it
 *   sits decides which legal choice is listed first;
 * - the answer names the first card's id (a partial card's refusal names it) or the other's.
 * "What may I do now" asks each card of a hand as large as the board; it asks one of each name.
 */
import { asFace } from '../cards/definition.js';
import type { FaceChoice } from '../cards/faces.js';
import { findCard, type CardLibrary } from '../cards/library.js';
import type { CardDefinition, TargetSpec } from '../cards/schema.js';
import { deepFrozen } from '../core/deep-freeze.js';
import type { Refusal, Result } from '../core/refusal.js';
import { locate } from '../game/queries.js';
import type { CardObject, GameState, ObjectId, PlayerId } from '../game/state.js';

/** What of a way to cast a card may name objects (a CastWay's). */
interface Named {
  readonly targets: readonly (readonly ObjectId[])[] | null;
  readonly refusal: Refusal | null;
}

/** The ways to cast one face of one card, as castWays answers. */
type Ways<W extends Named> = Result<readonly W[]>;

/**
 * For one query on one game: `ask` for the first card of each name and face in `player`'s hand
 * or graveyard, and the same answer, frozen as it is shared, for each card alike after it.
 */
export function alikeCardsShare<W extends Named>(game: GameState, cards: CardLibrary, player: PlayerId, ask: (card: CardObject, face: FaceChoice) => Ways<W>): (card: CardObject, face: FaceChoice) => Ways<W> {
  const known = new Map<string, Ways<W>>();
  return (card, face) => {
    const zone = plainIn(game, player, card);
    if (zone === undefined) return ask(card, face);
    const key = `${zone}\u0000${String(face)}\u0000${card.card}`;
    const shared = known.get(key);
    if (shared !== undefined) return mentions(shared, card.id) ? ask(card, face) : shared;
    const ways = ask(card, face);
    const definition = findCard(cards, card.card);
    if (definition && face !== 'faceDown' && !mentions(ways, card.id) && !looksIn(asFace(definition, face), zone)) known.set(key, deepFrozen(ways));
    return ways;
  };
}

/** The zone of `player`'s own that a card with nothing of its own but its id is in, if a hand or a graveyard. */
function plainIn(game: GameState, player: PlayerId, card: CardObject): 'hand' | 'graveyard' | undefined {
  // Safe by default: a field a card object gains later makes it a card of its own, asked alone.
  let fields = 0;
  for (const _ in card) fields += 1;
  if (fields !== PLAIN_FIELDS) return undefined;
  const where = locate(game, card.id);
  return where?.player === player && (where.zone === 'hand' || where.zone === 'graveyard') ? where.zone : undefined;
}

/** A card object's own fields when it has nothing else: id, card and owner. */
const PLAIN_FIELDS = 3;

/** Whether an answer names `id`: among its targets, or in a refusal's words (ids are never empty). */
function mentions(ways: Ways<Named>, id: ObjectId): boolean {
  if (!ways.ok) return ways.refusal.message.includes(id);
  return ways.value.some((w) => (w.refusal?.message.includes(id) ?? false) || (w.targets?.some((t) => t.includes(id)) ?? false));
}

/** Whether any target word the card may be cast with (its own, a mode's, an alternative or optional cost's) looks in `zone`. */
function looksIn(card: CardDefinition, zone: 'hand' | 'graveyard'): boolean {
  const inZone = (words: readonly TargetSpec[] | undefined) => words?.some((w) => w.what.some((a) => !('player' in a) && a.zone === zone)) ?? false;
  return (
    inZone(card.targets) ||
    (card.modes?.options.some((m) => inZone(m.targets)) ?? false) ||
    card.alternativeCosts.some((a) => inZone(a.targets)) ||
    card.optionalCosts.some((o) => inZone(o.targets))
  );
}
