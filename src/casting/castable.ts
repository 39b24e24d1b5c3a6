/**
 * "Could I cast this now, and how?" — the look-ahead an app uses to highlight playable
 * cards. It runs the same rules the chart runs (601.3 timing and zones, 601.2c targets,
 * 601.2f total cost) and asks the same solver that pays (601.2h), so the answer and the
 * payment never disagree. Choices still to come are considered (CR 601.4): each
 * alternative cost, the smallest X allowed, every combination of hybrid halves and
 * Phyrexian payments, and the fewest targets; optional costs only add to a cost, so the
 * look-ahead leaves them out.
 */
import { findCard, type CardLibrary } from '../cards/library.js';
import type { FaceChoice } from '../cards/faces.js';
import { faceDownCostOf } from '../cards/face-down.js';
import type { CardDefinition } from '../cards/schema.js';
import { castZone, alternativesFor } from '../costs/cost-choices.js';
import { getPlayer, locate, topOfStack } from '../game/queries.js';
import type { CardObject, CastZone, GameState, ObjectId, PlayerId, SpellChoices, StackObject } from '../game/state.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { moveCardToStack } from './announce.js';
import { abilitySources, type AbilitySourceOption } from '../mana-abilities/mana-abilities.js';
import { costAnswers, payableProposal } from './look-ahead.js';
import { mayBeginCasting } from './timing.js';
import { alikeCardsShare } from './alike-cards.js';
import { oneQuery } from '../mana/chain-budget.js';

/** The 601.2b announcements of a way to cast a card that make it payable. */
export type CastChoices = Pick<SpellChoices, 'modes' | 'alternative' | 'optional' | 'x' | 'hybrid' | 'phyrexian'>;

/** A way to cast a card that the look-ahead found payable. */
export interface CastOption {
  readonly card: ObjectId;
  /** CR 601.2a: for a card with two faces, the face to cast (as the CAST event names it). */
  readonly face?: 0 | 1;
  /** CR 702.102: both halves of a fuse card. */
  readonly fuse?: true;
  /** CR 702.37c: cast face down (morph, megamorph, disguise). */
  readonly faceDown?: true;
  /** The 601.2b choices that make it payable. */
  readonly choices: CastChoices;
}

/**
 * CR 118.9, 601.2b: one way to cast a card — with its mana cost (`alternative` null) or one
 * alternative cost — and whether it could be paid now: the choices and targets that make
 * it payable, or why none does.
 */
export interface CastWay {
  readonly alternative: string | null;
  /** The 601.2b announcements that make it payable; null if it can't be cast this way now. */
  readonly choices: CastChoices | null;
  /** CR 601.2c: a legal choice of targets that goes with them (the fewest), one list per target word; null with `choices`. */
  readonly targets: readonly (readonly ObjectId[])[] | null;
  /** Why it can't be cast this way now (601.2c no legal targets, 601.2h unpayable); null if it can. */
  readonly refusal: Refusal | null;
}

/** What the CAST event names: the card and, for a two-faced card, the face or both halves (CR 601.2a). */
type Named = Pick<CastOption, 'card' | 'face' | 'fuse' | 'faceDown'>;

/**
 * CR 601.3, 118.9: may `player` begin casting `cardId` (as `face`) now? If so, each way it
 * may be cast — its mana cost (unless a rule forces an alternative: flashback, foretell,
 * madness), then each alternative cost it may use from where it is — each with whether
 * it can be paid now. `abilities`: see payableProposal.
 */
export function castWays(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cardId: ObjectId,
  face: FaceChoice = 0,
  abilities?: readonly AbilitySourceOption[],
): Result<readonly CastWay[]> {
  return waysOf(game, cards, player, cardId, face, abilities, false);
}

/**
 * castWays, in order; with `untilPayable`, only up to the first that can be paid (canCast).
 * A loop, not a generator: measured with one here, V8 promoted every proposed game of a query
 * to the old generation, hand and all (docs/performance-history.md, twenty-first round).
 */
function waysOf(game: GameState, cards: CardLibrary, player: PlayerId, cardId: ObjectId, face: FaceChoice, abilities: readonly AbilitySourceOption[] | undefined, untilPayable: boolean): Result<readonly CastWay[]> {
  return oneQuery(() => proposedWays(game, cards, player, cardId, face, abilities, untilPayable));
}

function proposedWays(game: GameState, cards: CardLibrary, player: PlayerId, cardId: ObjectId, face: FaceChoice, abilities: readonly AbilitySourceOption[] | undefined, untilPayable: boolean): Result<readonly CastWay[]> {
  const allowed = mayBeginCasting(game, cards, player, cardId, face);
  if (!allowed.ok) return allowed;
  const proposed = moveCardToStack(game, cards, player, cardId, undefined, face).game;
  const spell = topOfStack(proposed)!;
  // The card has left its zone: its own mana abilities (a hand's) can't pay for it. They are left
  // out of the list offered, not copied out of it (costs/convoke-delve.ts: offeredSources).
  const others = abilities && { list: abilities, leftOut: placesOf(abilities).get(cardId) };
  const answers = costAnswers();
  const ways: CastWay[] = [];
  for (const alternative of alternativesToTry(proposed, cards, spell)) {
    const found = payableProposal(proposed, cards, player, spell, alternative, others, answers);
    if (!found.ok) {
      ways.push({ alternative, choices: null, targets: null, refusal: found.refusal });
      continue;
    }
    const { modes, optional, x, hybrid, phyrexian, targets } = found.value.choices;
    ways.push({ alternative, choices: { modes, alternative, optional, x, hybrid, phyrexian }, targets, refusal: null });
    if (untilPayable) break;
  }
  return ok(ways);
}

/**
 * The places of each hand card's abilities in a list of mana abilities (a card cast is never on
 * the battlefield), found once for the list: "what may I do now" asks it of every card it
 * proposes (k cards in a graveyard, each reading the board's abilities, were k·n).
 */
function placesOf(abilities: readonly AbilitySourceOption[]): ReadonlyMap<ObjectId, ReadonlySet<number>> {
  let places = abilityPlaces.get(abilities);
  if (!places) {
    const found = new Map<ObjectId, Set<number>>();
    abilities.forEach((a, i) => {
      if (a.zone === 'hand') (found.get(a.object) ?? found.set(a.object, new Set()).get(a.object)!).add(i);
    });
    abilityPlaces.set(abilities, (places = found));
  }
  return places;
}

const abilityPlaces = new WeakMap<readonly AbilitySourceOption[], ReadonlyMap<ObjectId, ReadonlySet<number>>>();

/** CR 601.3: could `player` cast `cardId` (as `face`) now? If so, with which choices (the first way that can be paid). `abilities`: see payableProposal. */
export function canCast(game: GameState, cards: CardLibrary, player: PlayerId, cardId: ObjectId, face: FaceChoice = 0, abilities?: readonly AbilitySourceOption[]): Result<CastOption> {
  const ways = waysOf(game, cards, player, cardId, face, abilities, true);
  return ways.ok ? castOptionOf({ card: cardId, ...namedFace(game, cards, cardId, face) }, ways.value) : ways;
}

/** Whether a way of casting can be paid now (it has the choices that pay it, CR 601.3). */
export const isPayable = (way: CastWay): boolean => way.choices !== null;

/**
 * The first payable way as a CastOption, or why none is: a cost that can't be paid (601.2h)
 * if some way has a legal choice of targets, else no legal choice of targets (601.2c).
 */
export function castOptionOf(named: Named, ways: readonly CastWay[]): Result<CastOption> {
  const payable = ways.find(isPayable);
  if (payable) return ok({ ...named, choices: payable.choices! });
  return refuse((ways.find((w) => w.refusal?.code !== 'NO_LEGAL_TARGETS') ?? ways[0]!).refusal!);
}

/** How a CAST event names `face` of `cardId`: nothing for a card with one face cast face up. */
export function namedFace(game: GameState, cards: CardLibrary, cardId: ObjectId, face: FaceChoice): Omit<Named, 'card'> {
  const printed = locate(game, cardId)?.object.card;
  return faceNamed(printed === undefined ? undefined : findCard(cards, printed), face);
}

/** namedFace for a card whose definition the caller has (undefined: not in the library). */
export function faceNamed(card: CardDefinition | undefined, face: FaceChoice): Omit<Named, 'card'> {
  if (face === 'faceDown') return { faceDown: true };
  return card?.faces ? (face === 'fused' ? { fuse: true as const } : { face }) : ONE_FACE;
}

/**
 * The CAST event `player` sends for `face` of card `id`, whose definition the caller has. A
 * card with one face names none, and its event is written out: an object spread after other
 * fields takes V8's slow path, and "what may I do now" makes an event for each card of a hand.
 */
export function castEvent(player: PlayerId, id: ObjectId, card: CardDefinition | undefined, face: FaceChoice): CastActionEvent {
  const named = faceNamed(card, face);
  return named === ONE_FACE ? { type: 'CAST', player, card: id } : { type: 'CAST', player, card: id, ...named };
}

/** The CAST event "what may I do now" names for a card it may begin casting (CR 601.2a): the card and the face it names. */
export interface CastActionEvent {
  readonly type: 'CAST';
  readonly player: PlayerId;
  readonly card: ObjectId;
  readonly face?: 0 | 1;
  readonly fuse?: true;
  readonly faceDown?: true;
}

/** What names no face: one object for every card with one face, since "what may I do now" names each card of a graveyard. */
const ONE_FACE: Omit<Named, 'card'> = Object.freeze({});

/** Cards `player` might cast from one zone, with that zone. */
export interface CastCandidates {
  readonly zone: CastZone;
  readonly cards: readonly CardObject[];
}

/**
 * The cards `player` might cast from where they are, zone by zone: their hand and graveyard,
 * cards in exile they may cast, their commanders (CR 601.3, 903.8). The zone comes with the
 * cards, so that "what may I do now" needn't look for each card of a hand as large as the board.
 */
export function castCandidates(game: GameState, player: PlayerId): readonly CastCandidates[] {
  const { hand, graveyard } = getPlayer(game, player);
  return [
    { zone: 'hand', cards: hand },
    { zone: 'graveyard', cards: graveyard },
    { zone: 'exile', cards: game.exile.filter((c) => c.mayCastFrom?.by === player) },
    { zone: 'command', cards: game.command.filter((c) => c.commander && c.owner === player) },
  ];
}

/**
 * The cards a player could cast now — from their hand and graveyard, cards in exile they
 * may cast, their commanders in the command zone — each castable face of a two-faced card
 * listed apart (601.2a), each with choices that work.
 */
export function castableCards(game: GameState, cards: CardLibrary, player: PlayerId): readonly CastOption[] {
  return oneQuery(() => castableOf(game, cards, player));
}

function castableOf(game: GameState, cards: CardLibrary, player: PlayerId): readonly CastOption[] {
  // The player's mana abilities, listed once for every card (each proposal is judged on a game of its own).
  const abilities = abilitySources(game, cards, player);
  // Cards alike (casting/alike-cards.ts) are asked once.
  const firstPayable = alikeCardsShare(cards, (card, face) => waysOf(game, cards, player, card.id, face, abilities, true));
  return castCandidates(game, player).flatMap(({ zone, cards: candidates }) =>
    candidates.flatMap((card) => {
      const definition = findCard(cards, card.card);
      return facesToTry(definition).flatMap((face) => {
        const ways = firstPayable(card, face, zone);
        const option = ways.ok ? castOptionOf({ card: card.id, ...faceNamed(definition, face) }, ways.value) : ways;
        return option.ok ? [option.value] : [];
      });
    }),
  );
}

/** CR 601.2a: the ways a card may be cast: its one face; each face of a two-faced card; both halves of a fuse card; face down (702.37c). */
export function facesToTry(card: CardDefinition | undefined): readonly FaceChoice[] {
  if (card && faceDownCostOf(card)) return FACE_UP_OR_DOWN;
  if (!card?.faces) return FRONT;
  return card.layout === 'fuse' ? BOTH_OR_FUSED : BOTH;
}

const FRONT: readonly FaceChoice[] = Object.freeze([0]);
const FACE_UP_OR_DOWN: readonly FaceChoice[] = Object.freeze([0, 'faceDown']);
const BOTH: readonly FaceChoice[] = Object.freeze([0, 1]);
const BOTH_OR_FUSED: readonly FaceChoice[] = Object.freeze([0, 1, 'fused']);

/** CR 118.9: the spell's mana cost, then each alternative cost; only the one a rule forces (flashback, foretell, madness) if it is fixed. */
function alternativesToTry(game: GameState, cards: CardLibrary, spell: StackObject): readonly (string | null)[] {
  const fixed = spell.choices.alternative;
  if (fixed !== null) return [fixed];
  return [null, ...alternativesFor(game, cards, spell.controller, spell, castZone(spell)).map((a) => a.name)];
}
