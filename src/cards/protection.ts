/**
 * What shields a permanent or a player from being targeted (CR 702.11 hexproof, 702.16
 * protection, 702.18 shroud): printed on its card, or given by the static abilities of
 * permanents on the battlefield (`grants`, CR 613). The casting rules ask about targets
 * with these (casting/protection.ts).
 */
import { matchesFilter } from './card-fits.js';
import { grantHolds, grantsOn } from './characteristics.js';
import type { CardLibrary } from './library.js';
import type { Quality, Untargetable } from './protection-schema.js';
import type { CardDefinition } from './schema.js';
import { staticSourcesWith } from './static-sources.js';
import type { GameState, Permanent, PlayerId } from '../game/state.js';
import { colorName } from './characteristics.js';
import { objectCard } from './face-up.js';

/** The targeting shields a permanent or player has now. */
export interface Shields {
  /** CR 702.11b, 702.11c: opponents' spells and abilities can't target it. */
  readonly hexproof: boolean;
  /** CR 702.18a: no spell or ability can target it. */
  readonly shroud: boolean;
  /** CR 702.11d: opponents' spells and abilities from sources with one of these qualities can't target it. */
  readonly hexproofFrom: readonly Quality[];
  /** CR 702.16b: spells and abilities from sources with one of these qualities can't target it. */
  readonly protection: readonly Quality[];
  /** CR 601.2c: the spells (and abilities) that "can't target" it. */
  readonly untargetable: readonly Untargetable[];
}

const NONE: Shields = { hexproof: false, shroud: false, hexproofFrom: [], protection: [], untargetable: [] };

/** A permanent's shields: its card's printed ones and those grants give it. */
export function permanentShields(game: GameState, cards: CardLibrary, permanent: Permanent): Shields {
  const card = objectCard(cards, permanent);
  const printed: Shields = {
    hexproof: card.keywords.includes('hexproof'),
    shroud: card.keywords.includes('shroud'),
    hexproofFrom: resolved(card.hexproofFrom, permanent),
    protection: resolved(card.protection, permanent),
    untargetable: card.untargetable,
  };
  return grantsOn(game, cards, permanent).reduce((shields, { grant, giver }) => withGrant(shields, grant, giver), printed);
}

/** CR 702.11c, 702.16b, 702.18a: a player's shields, given by the permanents they control ("you have hexproof"). */
export function playerShields(game: GameState, cards: CardLibrary, player: PlayerId): Shields {
  return staticSourcesWith(game, cards, 'grants')
    .filter((s) => s.permanent.controller === player)
    .flatMap((s) => s.card.grants.filter((g) => g.player === 'you' && grantHolds(game, cards, g, s.permanent)).map((grant) => [grant, s.permanent] as const))
    .reduce((shields, [grant, giver]) => withGrant(shields, grant, giver), NONE);
}

function withGrant(shields: Shields, grant: CardDefinition['grants'][number], giver: Permanent): Shields {
  return {
    hexproof: shields.hexproof || grant.keyword === 'hexproof',
    shroud: shields.shroud || grant.keyword === 'shroud',
    hexproofFrom: grant.hexproofFrom ? [...shields.hexproofFrom, ...resolved([grant.hexproofFrom], giver)] : shields.hexproofFrom,
    protection: grant.protection ? [...shields.protection, ...resolved([grant.protection], giver)] : shields.protection,
    untargetable: grant.untargetable ? [...shields.untargetable, grant.untargetable] : shields.untargetable,
  };
}

/** Qualities as they stand in the game: "the chosen color" is the colour `holder` chose as it entered (none chosen: no quality). */
function resolved(qualities: readonly Quality[], holder: Permanent): readonly Quality[] {
  if (!qualities.some((q) => q.chosenColor)) return qualities;
  const color = holder.chosen?.color;
  return qualities.flatMap((q) => (!q.chosenColor ? [q] : color ? [{ colors: [color] }] : []));
}

/**
 * CR 702.16a: whether a source (a spell, or the source of an ability) has a quality: its
 * characteristics fit it. A card type counts for permanents of that type and for sources of
 * that type elsewhere alike; `{}` is every source (702.16j: protection from everything).
 */
export function hasQuality(source: CardDefinition, quality: Quality): boolean {
  // "The chosen color" is read against the game (`resolved`): unresolved, no source has it.
  return !quality.chosenColor && matchesFilter(source, quality);
}

/** "Aura spells", "black or red spells or abilities from black or red sources your opponents control": what can't target, in words. */
export function describeUntargetable(u: Untargetable): string {
  const quality = u.quality ? `${qualityAdjective(u.quality)} ` : '';
  const abilities = `abilities${u.quality ? ` from ${quality}sources` : ''}`;
  const spells = u.by === 'abilities' ? abilities : u.by === 'spells' ? `${quality}spells` : `${quality}spells or ${abilities}`;
  return u.opponents ? `${spells} its controller's opponents control` : spells;
}

/** "black or red", "Aura", "monocolored": a quality as the words before "spells". */
const qualityAdjective = (q: Quality): string => qualityWords(q, false).join(' or ');

/** "red", "artifacts", "multicolored", "monocolored", "Dragons", "everything": a quality in the words of the ability. */
export function describeQuality(q: Quality): string {
  if (q.chosenColor) return 'the chosen color';
  const words = qualityWords(q, true);
  return words.length === 0 ? 'everything' : words.join(' or ');
}

/** The words of a quality's fields, types and subtypes as plural nouns ("artifacts") or as adjectives ("artifact"). */
function qualityWords(q: Quality, plural: boolean): string[] {
  if (q.multicolored === false && q.colorless === false) return ['monocolored'];
  const noun = (word: string) => (plural ? `${word}s` : word);
  return [
    ...(q.colors ?? []).map(colorName),
    ...(q.multicolored === true ? ['multicolored'] : []),
    ...(q.colorless === true ? ['colorless'] : []),
    ...(q.supertypes ?? []).map((s) => s.toLowerCase()),
    ...(q.subtypes ?? []).map(noun),
    ...(q.types ?? []).map((t) => noun(t.toLowerCase())),
  ];
}
