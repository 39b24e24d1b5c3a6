/**
 * CR 106.6: spending restrictions carried by mana: "Spend this mana only to cast creature
 * spells" (Beastcaller Savant), "…only to cast colorless Eldrazi spells or activate abilities
 * of colorless Eldrazi" (Eldrazi Temple), "…only to cast a creature spell of the chosen type"
 * (Cavern of Souls). A small filter over the characteristics of the spell, or of the source
 * of the ability, the mana pays for (matched in spend-match.ts). The targets filter language is
 * meant to absorb it: this one keeps to the fields spending restrictions use.
 */
import { z } from 'zod';
import { cardType, color, SUPERTYPES } from './cost-schema.js';

/** The subtype word that means "the type chosen for the mana's source" (Cavern of Souls). */
export const CHOSEN = 'chosen';

/** What a spell, or an ability's source, must be for the mana to pay for it. Every field given must hold. */
export const spendFilter = z.strictObject({
  /** At least one of these card types. */
  types: z.array(cardType).min(1).optional(),
  /** At least one of these subtypes; "chosen" is the creature type chosen for the mana's source. */
  subtypes: z.array(z.string().min(1).max(100)).min(1).optional(),
  supertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
  /** At least one of these colours. */
  colors: z.array(color).min(1).optional(),
  /** CR 105.2c: colourless (true) or not (false). */
  colorless: z.boolean().optional(),
  /** CR 105.2b: multicoloured ("only to cast a multicolored spell", Pillar of the Paruns). */
  multicolored: z.boolean().optional(),
});

/** "Spend this mana only to …": what it may pay for (at least one of spells and abilities), and the card's words. */
export const spendRestriction = z
  .strictObject({
    /** Spells it may pay for ("to cast creature spells"). */
    spells: spendFilter.optional(),
    /** Abilities whose sources fit it may be paid for ("or activate abilities of artifacts"); mana abilities too. */
    abilities: spendFilter.optional(),
    text: z.string().min(1).max(500),
  })
  .refine((r) => r.spells !== undefined || r.abilities !== undefined, { message: 'a spending restriction names spells, abilities or both' });

export type SpendRestriction = z.output<typeof spendRestriction>;
