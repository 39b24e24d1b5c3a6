/**
 * CR 601.3, 602.5b: "Cast this spell only if …", "Activate only if …": a condition on the
 * game that must hold as the player begins to cast the spell or activate the ability (mana
 * abilities included, 605.1a), as card data. `asLongAsSchema` is what a grant's "as long as"
 * may say (CR 611.3a; whether it holds: meetsOnlyIf in characteristics.ts); `onlyIfSchema`
 * adds conditions read with the filter language and on the ability's own permanent (whether
 * they hold: holdsNow in only-if-holds.ts). Each kind is something the game state holds now;
 * a condition on what happened earlier in the turn that the state doesn't record stays a gap
 * in the importer.
 */
import { z } from 'zod';
import { countExpr } from './count-schema.js';
import { objectFilter } from './filter-schema.js';

const bounds = {
  atLeast: z.int().min(0).max(1000).default(0),
  atMost: z.int().min(0).max(1000).optional(),
};
const boundsRefinement = <TShape extends { atLeast: number; atMost?: number | undefined }>(schema: z.ZodType<TShape>) =>
  schema
    .refine((c) => c.atLeast > 0 || c.atMost !== undefined, { message: 'say "atLeast" (1 or more) or "atMost"' })
    .refine((c) => c.atMost === undefined || c.atMost >= c.atLeast, { message: '"atMost" is below "atLeast": the condition could never hold' });

/**
 * A count of objects relative to the player: "you control a Swamp" (atLeast 1), "five or more
 * lands", threshold's "seven or more cards are in your graveyard", "you control no
 * creatures" (atMost 0), "exactly seven cards in hand" (both).
 */
const countCondition = boundsRefinement(z.strictObject({ count: countExpr, ...bounds }));

const stateConditions = [
  countCondition,
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
] as const;

const oneStateCondition = z.union(stateConditions);

/**
 * CR 109.5, 115 (the filter language): how many objects fit a filter, seen from the player
 * ("you control a creature with flying", "another colorless creature", "a creature with
 * power 4 or greater": power with counters, keywords with those granted, as targets see them).
 * The filter's zone is where they are looked for (the battlefield when none is given).
 */
const objectsCondition = boundsRefinement(z.strictObject({ objects: objectFilter, ...bounds }));

/**
 * The ability's own permanent: "there are three or more brick counters on ~", "no charge
 * counters on ~" (CR 122.1), "~'s power is 4 or greater" (CR 208.3, its counters counted,
 * 122.1a). Not met when the ability's object isn't a permanent.
 */
const selfCondition = z.union([
  boundsRefinement(z.strictObject({ selfCounters: z.string().min(1).max(50), ...bounds })),
  z.strictObject({ selfPower: z.strictObject({ atLeast: z.int().min(-1000).max(1000) }) }),
]);

/**
 * A count compared between the player and their opponents, each counted as their own "you":
 * `moreThanEach` ("you have more cards in hand than each opponent") or `fewerThanSome` ("an
 * opponent controls more lands than you").
 */
const comparedCondition = z.strictObject({ compared: countExpr, holds: z.enum(['moreThanEach', 'fewerThanSome']) });

const ownCondition = z.union([...stateConditions, objectsCondition, selfCondition, comparedCondition]);

/**
 * "an opponent controls four or more lands", "an opponent has eight or more cards in their
 * graveyard": the condition holds for at least one opponent, each counted on their own (their
 * "you"), not for all opponents added up.
 */
const opponentCondition = z.strictObject({ someOpponent: z.union([countCondition, objectsCondition]) });

const oneCondition = z.union([ownCondition, opponentCondition]);

/** What a grant's "as long as" may say (CR 611.3a): one condition on the game state, or `allOf` several. */
export const asLongAsSchema = z.union([oneStateCondition, z.strictObject({ allOf: z.array(oneStateCondition).min(2).max(5) })]);

const onlyIfUnion = z.union([oneCondition, z.strictObject({ allOf: z.array(oneCondition).min(2).max(5) })]);

/**
 * One condition, or `allOf` several that must all hold ("If an opponent controls a Plains and
 * you control a Swamp"). Typed by name so the card schema's declared type stays small enough
 * to emit.
 */
export const onlyIfSchema: z.ZodType<OnlyIf, OnlyIfInput> = onlyIfUnion;

export type AsLongAs = z.output<typeof asLongAsSchema>;
export type OneOnlyIf = z.output<typeof oneCondition>;
export type OnlyIf = OneOnlyIf | { allOf: OneOnlyIf[] };
export type OnlyIfInput = z.input<typeof onlyIfUnion>;
