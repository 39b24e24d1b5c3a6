/**
 * Partial cards (cards with `gaps`, gap-schema.ts): what the engine does about text it
 * could not read. Unless the app's library allows partial cards (`allowsPartialCards`), it
 * refuses to cast a partial card or activate its abilities (mana abilities too), since any
 * step may need what was not read (CR 601.2, 602.2, 605.3); and while a partial card whose
 * gap can reach other objects (`reach: "game"`: a static ability, a trigger) is in a public
 * zone, it refuses every cast and activation, since the unread ability may change or forbid
 * it. A card in a hidden zone (a hand, a library, exiled face down) is not looked at: its
 * abilities rarely function there (CR 113.6), and a refusal naming it would reveal it.
 */
import type { Refusal } from '../core/refusal.js';
import type { CardObject, GameState, PlayerId } from '../game/state.js';
import type { Gap } from './gap-schema.js';
import { allowsPartialCards, findCard, type CardLibrary } from './library.js';
import type { CardDefinition } from './schema.js';

/** What the player is doing: casting a spell, activating an ability, or a mana ability. */
export type PartialCardAct = 'cast' | 'activate' | 'activateMana';

const RULE = { cast: '601.2', activate: '602.2', activateMana: '605.3' } as const;
const DOING = { cast: 'casting it', activate: 'activating its abilities', activateMana: 'activating its mana abilities' } as const;
const THIS = { cast: 'this cast', activate: 'this activation', activateMana: 'this activation' } as const;

/** The gaps, in words: each unread text with its reason. */
export function describeGaps(gaps: readonly Gap[]): string {
  return gaps.map((g) => `"${g.text}" (${g.reason})`).join('; ');
}

/**
 * CR 601.2, 602.2, 605.3: the refusal for casting `card` or activating its abilities when it
 * is partial and the library doesn't allow that; null when the card is complete or allowed.
 */
export function partialCardRefusal(cards: CardLibrary, card: CardDefinition, act: PartialCardAct): Refusal | null {
  if (card.gaps.length === 0 || allowsPartialCards(cards)) return null;
  return {
    rule: RULE[act],
    code: 'CARD_INCOMPLETE',
    message: `${card.name} is a partial card: the engine could not read ${describeGaps(card.gaps)}, which ${DOING[act]} may need; the card library does not allow partial cards`,
  };
}

/** A card in a public zone whose unread text can reach other objects, and where it is. */
interface ReachingGap {
  readonly object: CardObject;
  readonly where: string;
  readonly gaps: readonly Gap[];
}

const cache = new WeakMap<GameState, { readonly cards: CardLibrary; readonly found: ReachingGap | null }>();

/**
 * The first card in a public zone (the battlefield, the stack, a graveyard, exile face up,
 * the command zone) with a gap that can reach other objects; worked out once per game value
 * and library, each zone once per zone value (a game that changed keeps most of its zones).
 */
function reachingGap(game: GameState, cards: CardLibrary): ReachingGap | null {
  if (!mayReach(cards)) return null;
  const known = cache.get(game);
  if (known && known.cards === cards) return known.found;
  const zones: [readonly CardObject[], (object: CardObject) => boolean, string][] = [
    [game.battlefield, EVERY, 'on the battlefield'],
    [game.stack as readonly CardObject[], SPELLS, 'on the stack'],
    ...game.players.map((p): [readonly CardObject[], typeof EVERY, string] => [p.graveyard, EVERY, `in ${p.id}'s graveyard`]),
    [game.exile, FACE_UP, 'in exile'],
    [game.command, EVERY, 'in the command zone'],
  ];
  let found: ReachingGap | null = null;
  for (const [objects, counts, where] of zones) {
    const first = firstReaching(objects, counts, cards);
    if (first) {
      found = { ...first, where };
      break;
    }
  }
  cache.set(game, { cards, found });
  return found;
}

/**
 * Whether some card of the library has a gap that can reach other objects: if none has, no
 * game played with it has one in a public zone, and the board isn't looked at. Once per
 * library: a frozen one (createCardLibrary's) never changes; one that isn't is always looked at.
 */
function mayReach(cards: CardLibrary): boolean {
  let known = reachingLibraries.get(cards);
  if (known === undefined) {
    // Asked once per library: Object.isFrozen reads every property of a library this large.
    known = !Object.isFrozen(cards) || Object.values(cards).some((card) => card.gaps.some((g) => g.reach === 'game'));
    reachingLibraries.set(cards, known);
  }
  return known;
}

const reachingLibraries = new WeakMap<CardLibrary, boolean>();

/** Which objects of a zone count: all; on the stack, spells only; in exile, those not foretold (face down). */
const EVERY = (): boolean => true;
const SPELLS = (object: CardObject): boolean => (object as GameState['stack'][number]).kind === 'spell';
const FACE_UP = (object: CardObject): boolean => object.mayCastFrom?.reason !== 'foretell';

/** firstReaching's answers, by which objects count and zone value. */
const zoneCaches = new Map([EVERY, SPELLS, FACE_UP].map((counts) => [counts, new WeakMap<readonly CardObject[], { readonly cards: CardLibrary; readonly first: Omit<ReachingGap, 'where'> | null }>()]));

/** The first object of a zone (of those `counts` keeps) whose card has a gap that can reach other objects; once per zone value and library. */
function firstReaching(objects: readonly CardObject[], counts: (object: CardObject) => boolean, cards: CardLibrary): Omit<ReachingGap, 'where'> | null {
  const zoneCache = zoneCaches.get(counts)!;
  const known = zoneCache.get(objects);
  if (known && known.cards === cards) return known.first;
  let first: Omit<ReachingGap, 'where'> | null = null;
  for (const object of objects) {
    if (!counts(object)) continue;
    const card = findCard(cards, object.card);
    if (!card || card.gaps.length === 0) continue;
    const gaps = card.gaps.filter((g) => g.reach === 'game');
    if (gaps.length > 0) {
      first = { object, gaps };
      break;
    }
  }
  zoneCache.set(objects, { cards, first });
  return first;
}

/**
 * CR 601.2, 602.2, 605.3: the refusal for any cast or activation by `player` while a
 * partial card whose unread ability can reach other objects is in a public zone, unless the
 * library allows partial cards; null otherwise.
 */
export function partialGameRefusal(game: GameState, cards: CardLibrary, player: PlayerId, act: PartialCardAct): Refusal | null {
  if (allowsPartialCards(cards)) return null;
  const found = reachingGap(game, cards);
  if (!found) return null;
  return {
    rule: RULE[act],
    code: 'CARD_INCOMPLETE',
    message: `${found.object.card} (${found.object.id}) ${found.where} is a partial card: the engine could not read ${describeGaps(found.gaps)}, which may change or forbid ${THIS[act]} by ${player}; the card library does not allow partial cards`,
  };
}
