/**
 * What a count counts, relative to a player (the caster of a spell, the controller of an
 * ability): a cost change's "for each …", a condition's "if you control …", a defined power.
 */
import { z } from 'zod';
import { objectFilter } from './cost-schema.js';
import { bound } from './static-schema.js';

/**
 * What a cost change counts, relative to the spell's caster: objects in a zone that fit a
 * filter (on the battlefield by controller, in a graveyard or hand by owner), optionally
 * adding up their power, or players.
 */
export const countExpr = z.union([
  z.strictObject({
    zone: z.enum(['battlefield', 'graveyard', 'hand']).default('battlefield'),
    /** 'you': your permanents or your cards; 'opponents': theirs; 'any': everyone's ("each creature on the battlefield"). */
    controller: bound.default('you'),
    what: objectFilter.default({}),
    /** Add up the objects' power instead of counting them (Ghalta: "the total power of creatures you control"); a negative total counts as 0 (CR 107.1b). */
    sum: z.literal('power').optional(),
  }),
  /** Players: "for each opponent" (undaunted, CR 702.125; Avatar of Growth). */
  z.strictObject({ players: z.literal('opponents') }),
  /** Domain (CR 305.6): "the number of basic land types among lands you control" (Plains, Island, Swamp, Mountain, Forest; 0 to 5). */
  z.strictObject({ basicLandTypes: z.literal('you') }),
  /**
   * CR 205.2a: the number of card types among the cards in graveyards, by owner relative to
   * the player ("card types among cards in your graveyard": `you`, delirium; "in all
   * graveyards": `any`, Tarmogoyf), 0 to 9: each card type counts once, however many cards have it.
   */
  z.strictObject({ cardTypesInGraveyards: bound }),
]);

export type CountExpr = z.output<typeof countExpr>;
