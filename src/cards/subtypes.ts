/**
 * The one test of "does this object have that subtype" (CR 205.3): its printed subtypes, and
 * every creature type for an object with changeling (CR 702.73a, 205.3m). Filters, grants,
 * spell filters, spending restrictions and cost changers all ask here.
 */
import { CREATURE_TYPES } from './creature-types.js';

/** The characteristics a subtype test reads. */
export interface SubtypeBearer {
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly keywords: readonly string[];
}

/**
 * CR 702.73a: changeling is a characteristic-defining ability, "this object is every creature
 * type", in every zone. CR 205.3d: an object has creature types only while it is a creature or
 * a kindred, so changeling on anything else (a bestowed Aura spell, 702.103b) gives none.
 */
function hasEveryCreatureType(card: SubtypeBearer): boolean {
  return card.keywords.includes('changeling') && (card.types.includes('Creature') || card.types.includes('Kindred'));
}

/** CR 205.3, 702.73a: whether `card` has `subtype`: printed, or a creature type (CR 205.3m) it has through changeling. */
export function hasSubtype(card: SubtypeBearer, subtype: string): boolean {
  return card.subtypes.includes(subtype) || (CREATURE_TYPES.has(subtype) && hasEveryCreatureType(card));
}

/** Whether `card` has at least one of `wanted` (true when nothing is wanted). */
export function hasAnySubtype(card: SubtypeBearer, wanted: readonly string[] | undefined): boolean {
  if (wanted === undefined) return true;
  for (let i = 0; i < wanted.length; i += 1) if (hasSubtype(card, wanted[i]!)) return true;
  return false;
}
