/**
 * CR 601.3, 601.2: cards alike may be cast the same ways. Two cards of one name in one hand or
 * graveyard, or in exile for the same player to cast, equal in all but their ids (what an effect
 * gave them, whether they are revealed, why they may be cast from exile), are each other's image:
 * proposing either on the stack leaves games that differ only in which of the two stayed behind.
 * So whether each way can be paid, its announcements and its targets are the same for both,
 * unless
 * - a target word looks in their own zone: the one left behind may be a target, and where it
 *   sits decides which legal choice is listed first;
 * - the answer names either card (no refusal names the card asked about today; one that did
 *   would be that card's own).
 * "What may I do now" asks each card of a hand as large as the board; it asks one of each kind.
 */
import { asFace } from '../cards/definition.js';
import type { FaceChoice } from '../cards/faces.js';
import { findCard, type CardLibrary } from '../cards/library.js';
import type { CardDefinition } from '../cards/schema.js';
import { deepFrozen } from '../core/deep-freeze.js';
import type { Refusal, Result } from '../core/refusal.js';
import { wordLooksIn } from './targets.js';
import type { CardObject, CastZone, ObjectId } from '../game/state.js';

/** What of an answer may name objects: a way to cast a card's, an ability's. */
interface Answered {
  readonly targets: readonly (readonly ObjectId[])[] | null;
  readonly refusal: Refusal | null;
}

/** The ways to cast one face of one card, as castWays answers. */
type Ways<W extends Answered> = Result<readonly W[]>;

/**
 * For one query on one game: `ask` for the first card of each kind and face in a player's own
 * hand or graveyard or in exile for them to cast (each card is asked with the zone the caller
 * found it in: castCandidates), and the same answer for each card alike after it, frozen once it
 * is shared, unless a target word of the card looks in their zone (the one left behind may be a
 * target, and its place decides which legal choice is listed first) or the answer names either
 * card. Cards are first found by name, and a card's kind is worked out only when another of its
 * name follows: a hand of unlike cards pays for no more than a map of names.
 */
export function alikeCardsShare<W extends Answered>(cards: CardLibrary, ask: (card: CardObject, face: FaceChoice) => Ways<W>): (card: CardObject, face: FaceChoice, zone: CastZone) => Ways<W> {
  // The first card of each name, face and kind asked, in a short list for each name.
  const byName = new Map<string, First<W>>();
  // The first of a name's cards asked is given its kind only when another follows (null: not among cards alike, a commander).
  const kindOf = (entry: First<W>) => (entry.kind === undefined ? (entry.kind = alikeKind(entry.card, entry.zone) ?? null) : entry.kind);
  return (card, face, zone) => {
    const named = byName.get(card.card);
    if (named === undefined) {
      const ways = ask(card, face);
      byName.set(card.card, { card, face, zone, ways, kind: undefined, other: undefined });
      return ways;
    }
    const kind = alikeKind(card, zone);
    if (kind === undefined) return ask(card, face);
    let first: First<W> | undefined = named;
    while (first !== undefined && !(first.face === face && kindOf(first)?.key === kind.key)) first = first.other;
    if (first === undefined) {
      const ways = ask(card, face);
      byName.set(card.card, { card, face, zone, ways, kind, other: named });
      return ways;
    }
    const definition = face === 'faceDown' ? undefined : findCard(cards, card.card);
    return definition && mayShare(asFace(definition, face), kind.zone, first.card.id, card.id, first.ways, waysName) ? deepFrozen(first.ways) : ask(card, face);
  };
}

/**
 * Whether the answer worked out for card `first` is card `next`'s too, both alike in `zone`,
 * read as `definition` (a card's face, or an ability's: abilityDefinition): unless one of its
 * target words looks in their zone (its own, a mode's, an alternative or optional cost's), or
 * `answer` names either card (`names`; a function of the answer, not a closure over it, so that
 * no card alike makes one).
 */
export function mayShare<A>(definition: CardDefinition, zone: AlikeZone, first: ObjectId, next: ObjectId, answer: A, names: (answer: A, id: ObjectId) => boolean): boolean {
  return !zonesLookedIn(definition).has(zone) && !names(answer, first) && !names(answer, next);
}

/** The zones cards alike are found in that some target word of a definition looks in; once per definition (a definition is its library's). */
function zonesLookedIn(card: CardDefinition): ReadonlySet<AlikeZone> {
  let zones = lookedIn.get(card);
  if (zones === undefined) {
    const words = [card.targets, ...(card.modes?.options.map((m) => m.targets) ?? []), ...card.alternativeCosts.map((a) => a.targets), ...card.optionalCosts.map((o) => o.targets)].flat();
    zones = new Set(ALIKE_ZONES.filter((zone) => words.some((w) => wordLooksIn(w.what, zone))));
    lookedIn.set(card, zones);
  }
  return zones;
}

const lookedIn = new WeakMap<CardDefinition, ReadonlySet<AlikeZone>>();

/** The answer for the first card of a name, face and kind; its kind once another of its name asks (null: not among cards alike); the name's other faces and kinds. */
interface First<W extends Answered> {
  readonly card: CardObject;
  readonly face: FaceChoice;
  readonly zone: CastZone;
  readonly ways: Ways<W>;
  kind: AlikeKind | null | undefined;
  readonly other: First<W> | undefined;
}

/** The zones cards alike are found in. */
const ALIKE_ZONES = ['hand', 'graveyard', 'exile'] as const;
type AlikeZone = (typeof ALIKE_ZONES)[number];
const isAlikeZone = (zone: CastZone): zone is AlikeZone => (ALIKE_ZONES as readonly CastZone[]).includes(zone);

/** Which cards a card is alike: those with the same key, in its zone. */
export interface AlikeKind {
  readonly zone: AlikeZone;
  readonly key: string;
}

/**
 * The kind of a card a player might cast or activate an ability of, found by them in `zone`,
 * among cards alike: their own hand or graveyard, or exile (the caller found it there); the key
 * is the zone and every field of the card but its id. Safe by default: a field a card object
 * gains later tells cards apart until it is equal. Fields in another order only keep cards alike
 * apart. Undefined for a card anywhere else.
 */
export function alikeKind(card: CardObject, zone: CastZone): AlikeKind | undefined {
  if (!isAlikeZone(zone)) return undefined;
  // A card object never changes, and most stay where they are from one game to the next.
  const known = kinds.get(card);
  if (known?.zone === zone) return known;
  let key: string = zone;
  for (const field in card) {
    if (field === 'id') continue;
    const value: unknown = card[field as keyof CardObject];
    key += `\u0000${field}\u0000${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
  }
  const kind: AlikeKind = { zone, key };
  kinds.set(card, kind);
  return kind;
}

/** Each card object's kind where it was last found. */
const kinds = new WeakMap<CardObject, AlikeKind>();

/** Whether one answer names `id`: among its targets, or in its refusal's words (ids are never empty). */
export function answerNames(answer: Answered, id: ObjectId): boolean {
  if (answer.refusal?.message.includes(id)) return true;
  const targets = answer.targets ?? NO_TARGETS;
  // Indexed: the lists may be frozen, and for…of made an iterator result for each.
  for (let i = 0; i < targets.length; i += 1) if (targets[i]!.includes(id)) return true;
  return false;
}

const NO_TARGETS: readonly (readonly ObjectId[])[] = Object.freeze([]);

/** Whether ways to cast a card name `id`. */
function waysName(ways: Ways<Answered>, id: ObjectId): boolean {
  if (!ways.ok) return ways.refusal.message.includes(id);
  for (let i = 0; i < ways.value.length; i += 1) if (answerNames(ways.value[i]!, id)) return true;
  return false;
}
