/**
 * CR 601.3, 602.5b: "Cast this spell only if …", "Activate only if …": a condition on the
 * game that must hold as the player begins to cast the spell or activate the ability (mana
 * abilities included, 605.1a), as card data (whether it holds now: meetsOnlyIf in characteristics.ts). Each kind is something the game state holds now; a condition on what happened
 * earlier in the turn that the state doesn't record stays a gap in the importer.
 */
import { z } from 'zod';
import { countExpr } from './cost-change-schema.js';

const oneCondition = z.union([
  /**
   * A count of objects relative to the player: "you control a Swamp" (atLeast 1), "five or more
   * lands", threshold's "seven or more cards are in your graveyard", "you control no
   * creatures" (atMost 0), "exactly seven cards in hand" (both).
   */
  z
    .strictObject({ count: countExpr, atLeast: z.int().min(0).max(1000).default(0), atMost: z.int().min(0).max(1000).optional() })
    .refine((c) => c.atLeast > 0 || c.atMost !== undefined, { message: 'say "atLeast" (1 or more) or "atMost"' })
    .refine((c) => c.atMost === undefined || c.atMost >= c.atLeast, { message: '"atMost" is below "atLeast": the condition could never hold' }),
  /**
   * CR 506.4: "only if ~ is attacking": the ability's own permanent is an attacking creature;
   * "as long as ~ is untapped" (CR 110.5): it is untapped; CR 702.142a (boast):
   * "attackedThisTurn", it attacked this turn (or is attacking).
   */
  z.strictObject({ self: z.enum(['attacking', 'untapped', 'attackedThisTurn']) }),
  /** "only if you've cast another spell this turn": the player has cast at least this many spells this turn (CR 601.2i counts a spell once it becomes cast). */
  z.strictObject({ spellsCastThisTurn: z.int().min(1).max(100) }),
  /** CR 102.1, 500: whose turn it is: the player's own ("yours") or not ("notYours": "If it's not your turn, …", Force of Negation). */
  z.strictObject({ turn: z.enum(['yours', 'notYours']) }),
]);

/** One condition, or `allOf` several that must all hold ("If an opponent controls a Plains and you control a Swamp"). */
export const onlyIfSchema = z.union([oneCondition, z.strictObject({ allOf: z.array(oneCondition).min(2).max(5) })]);

export type OnlyIf = z.output<typeof onlyIfSchema>;

