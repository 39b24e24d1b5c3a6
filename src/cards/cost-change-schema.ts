/**
 * CR 601.2f: the changes a spell's own text makes to its total cost — per extra target
 * (Fireball), per object counted (affinity, "costs {1} less to cast for each …", Ghalta's
 * total power) and flat changes under a condition ("costs {1} less if you control a Wizard").
 */
import { z } from 'zod';
import { parseManaCost } from '../mana/parse.js';
import { manaCostText, objectFilter } from './cost-schema.js';
import { countExpr } from './count-schema.js';
import { bound } from './static-schema.js';
import { onlyIfSchema } from './only-if.js';

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
    /** `mana` more or less while a condition as in the card's `onlyIf` holds for the caster ("costs {3} less to cast if an opponent has seven or more cards in their graveyard"; CR 601.2f). */
    z.strictObject({ kind: z.literal('onlyIf'), mana: manaCostText, change, onlyIf: onlyIfSchema }),
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

export type SelfCostChange = z.output<typeof selfCostChange>;
