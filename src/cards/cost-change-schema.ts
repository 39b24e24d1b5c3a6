/**
 * CR 601.2f: the changes a spell's own text makes to its total cost — per extra target
 * (Fireball), per object counted (affinity, "costs {1} less to cast for each …", Ghalta's
 * total power) and flat changes under a condition ("costs {1} less if you control a Wizard").
 */
import { z } from 'zod';
import { parseManaCost } from '../mana/parse.js';
import { manaCostText, objectFilter } from './cost-schema.js';
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
   * CR 205.2a: "the number of card types among cards in your graveyard" ('you') or "in all
   * graveyards" ('any'), 0 to 9 (Tarmogoyf): each card type counts once, however many cards have it.
   */
  z.strictObject({ cardTypesInGraveyards: bound }),
]);

/**
 * CR 604.3, 208.2: a power or toughness a characteristic-defining ability gives ("~'s power
 * and toughness are each equal to the number of creatures you control", printed `*`; `1+*`
 * is `plus` 1): `times` × the count + `plus`, counted for the object's controller (its
 * owner outside the battlefield and the stack, CR 108.4a) in every zone. `alsoCount` adds
 * more counts to `count` ("the number of Elves you control plus the number of Elf cards in
 * your graveyard"). A count that adds up power is refused: it could go round in a circle (a
 * count's filter has no power).
 */
const objectsOrPlayers = countExpr.refine((c) => !('sum' in c && c.sum !== undefined), { message: 'CR 604.3: a defined power or toughness counts objects or players, not power' });
export const definedValue = z.strictObject({
  count: objectsOrPlayers,
  alsoCount: z.array(objectsOrPlayers).min(1).max(3).optional(),
  times: z.int().min(1).max(10).default(1),
  plus: z.int().min(-1000).max(1000).default(0),
});
export type DefinedValue = z.output<typeof definedValue>;

const change = z.enum(['reduce', 'increase']);

/** CR 601.2f: changes a spell's own text makes to its cost. */
export const selfCostChange = z
  .discriminatedUnion('kind', [
    /** Costs this much more for each target beyond the first (Fireball; strive). */
    z.strictObject({ kind: z.literal('perExtraTarget'), mana: manaCostText }),
    /** `mana` more or less for each object (or point of power) `for` counts. `keyword` names the ability for people (affinity, undaunted). */
    z.strictObject({ kind: z.literal('perObject'), mana: manaCostText, change, for: countExpr, keyword: z.enum(['affinity', 'undaunted']).optional() }),
    /** `mana` more or less while `if` counts at least `atLeast` ("costs {1} less to cast if you control a Wizard"). */
    z.strictObject({ kind: z.literal('conditional'), mana: manaCostText, change, if: countExpr, atLeast: z.int().min(1).max(1000).default(1) }),
    /** CR 702.41 affinity for `for`: a short form of `perObject` reducing {1} for each permanent you control that fits. */
    z.strictObject({ kind: z.literal('affinity'), for: objectFilter }),
  ])
  .transform((c) =>
    c.kind === 'affinity'
      ? {
          kind: 'perObject' as const,
          mana: { printed: '{1}', symbols: parseManaCost('{1}') },
          change: 'reduce' as const,
          for: { zone: 'battlefield' as const, controller: 'you' as const, what: c.for },
          keyword: 'affinity' as const,
        }
      : c,
  );

/**
 * CR 602.2b, 601.2f: a static ability that changes what activated abilities cost (Suppression
 * Field, Training Grounds, Zirda, Tithe Taker). `abilities` says whose: `controller` is the
 * player activating, relative to this permanent's controller, and the rest is a filter of
 * the ability's source. `exceptMana`: "unless they're mana abilities". `minimumMana`: "can't
 * reduce the mana in that cost to less than one mana". Mana abilities' costs are paid as
 * they are activated (CR 605.3), outside the total cost, so an increase must say
 * `exceptMana`; a reduction that doesn't is only exact for mana abilities with no mana in
 * their cost.
 */
export const abilityCostModifier = z
  .strictObject({
    change,
    mana: manaCostText,
    abilities: objectFilter.extend({ controller: bound }),
    exceptMana: z.boolean().default(false),
    minimumMana: z.int().min(1).max(100).optional(),
    /** Only during its controller's turn (Tithe Taker). */
    duringYourTurn: z.literal(true).optional(),
  })
  .refine((m) => m.change === 'reduce' || m.exceptMana, {
    message: "an increase to mana abilities' costs isn't modelled (they are paid as activated, CR 605.3): it needs \"exceptMana\": true",
    path: ['exceptMana'],
  });

export type CountExpr = z.output<typeof countExpr>;
export type SelfCostChange = z.output<typeof selfCostChange>;
