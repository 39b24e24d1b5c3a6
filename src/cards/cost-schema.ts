/**
 * CR 118: the parts a cost can have, as card data. Spells' additional and alternative
 * costs, optional costs (kicker, buyback…) and mana abilities' costs are all lists of
 * these parts. What each kind means when paid is spelled out in cost-kinds.ts.
 */
import { z } from 'zod';
import { parseManaCost } from '../mana/parse.js';
import { COLORS } from '../mana/symbols.js';

export const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'] as const;
export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const;

export const cardType = z.enum(CARD_TYPES);
export const color = z.enum(COLORS);
export const count = z.int().min(1).max(1000);

/** A printed mana cost, parsed when the card loads. */
export const manaCostText = z.string().transform((text, ctx) => {
  try {
    return { printed: text, symbols: parseManaCost(text) };
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/** Which objects fit a cost such as "sacrifice a green creature" or "exile a blue card". Every listed field must match. */
export const objectFilter = z.strictObject({
  /** At least one of these card types. */
  types: z.array(cardType).min(1).optional(),
  /** None of these card types. */
  notTypes: z.array(cardType).min(1).optional(),
  /** At least one of these colours. */
  colors: z.array(color).min(1).optional(),
  /** At least one of these subtypes. */
  subtypes: z.array(z.string().min(1)).min(1).optional(),
  supertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
});

/**
 * What a sacrifice part takes: an object filter, and (CR 702.153a casualty: "a creature with
 * power N or greater") the least power the permanent has, its counters counted (122.1a).
 */
export const sacrificeFilter = objectFilter.extend({ power: z.strictObject({ atLeast: z.int().min(0).max(1000) }).optional() });

/** How many, or "X": announced at 601.2b like a mana X (CR 107.3, 601.2b). */
const orX = <TNumber extends z.ZodType<number>>(n: TNumber) => z.union([n, z.literal('X')]);
const lifeAmount = z.int().min(0).max(1_000_000);

/** CR 118.1: the parts of a cost, with the schemas of the counts (`atLeastOne`: defaulting to 1) and of the life that may be X. */
function costPartSchema<TCount extends z.ZodType, TOne extends z.ZodType, TLife extends z.ZodType>(howMany: TCount, atLeastOne: TOne, life: TLife) {
  return z.discriminatedUnion('kind', [
    /** Mana, such as a kicker {4} or an evoke {2}{U}. */
    z.strictObject({ kind: z.literal('mana'), mana: manaCostText }),
    /** CR 119.4: pay life (0 is always payable). */
    z.strictObject({ kind: z.literal('life'), amount: life }),
    /** CR 107.5: {T}. */
    z.strictObject({ kind: z.literal('tapSelf') }),
    /** CR 107.6: {Q}. */
    z.strictObject({ kind: z.literal('untapSelf') }),
    z.strictObject({ kind: z.literal('sacrificeSelf') }),
    /** Return the permanent itself to its owner's hand ("Return ~ to its owner's hand": Grinning Ignus). */
    z.strictObject({ kind: z.literal('returnSelf') }),
    /** Exile this card from where it is (Simian Spirit Guide from a hand). */
    z.strictObject({ kind: z.literal('exileSelf') }),
    /** Discard this card from a hand (cycling, CR 702.29). */
    z.strictObject({ kind: z.literal('discardSelf') }),
    /** Put or remove counters on the object itself (Wall of Roots: put a -0/-1 counter; loyalty −X: remove X loyalty counters). */
    z.strictObject({ kind: z.literal('counters'), action: z.enum(['put', 'remove']), counter: z.string().min(1).max(50), count: howMany }),
    /** CR 107.14: "Pay {E}{E}": remove that many energy counters from the player paying (CR 122.1). */
    z.strictObject({ kind: z.literal('energy'), amount: count }),
    /** Mill cards (CR 701.17): moving cards from a library can never be undone (733.1). */
    z.strictObject({ kind: z.literal('mill'), count }),
    /** CR 701.21. `other`: "sacrifice another creature", not the object whose ability it is (CR 602.2). */
    z.strictObject({ kind: z.literal('sacrifice'), what: sacrificeFilter, count: atLeastOne, other: z.literal(true).optional() }),
    z.strictObject({ kind: z.literal('discard'), what: objectFilter, count: atLeastOne }),
    z.strictObject({ kind: z.literal('exile'), from: z.enum(['hand', 'graveyard']), what: objectFilter, count: atLeastOne }),
    /**
     * Return a permanent you control to its owner's hand (Daze). `unblocked`: an unblocked
     * attacking creature (ninjutsu, CR 702.49a; unblocked once blockers are declared, 509.1h).
     */
    z.strictObject({ kind: z.literal('return'), what: objectFilter, count: count.default(1), unblocked: z.literal(true).optional() }),
    /** Tap untapped permanents you control; `other`: "tap another untapped Merfolk you control", not the ability's own object. */
    z.strictObject({ kind: z.literal('tap'), what: objectFilter, count: count.default(1), other: z.literal(true).optional() }),
    /** Untap tapped permanents you control. */
    z.strictObject({ kind: z.literal('untap'), what: objectFilter, count: count.default(1) }),
    /**
     * CR 122.8: remove `count` counters of one kind from ONE permanent you control that fits
     * `what` ("Remove a +1/+1 counter from a creature you control": Sage of Fables).
     */
    z.strictObject({ kind: z.literal('removeCounters'), counter: z.string().min(1).max(50), count, what: objectFilter }),
    /** CR 702.122 crew N: tap any number of untapped creatures you control with total power N or more. */
    z.strictObject({ kind: z.literal('tapPower'), power: count }),
  ]);
}

/** CR 118.1: one part of a cost. "Self" parts name the object whose ability it is. */
export const costPart = costPartSchema(count, count.default(1), lifeAmount);

/**
 * A part of a spell's additional cost or an activated ability's cost, where life, sacrifice,
 * discard, exile and counters may be "X" (Bond of Agony: pay X life; Harvest Pyre: exile X
 * cards; Cruel Sadist: remove X +1/+1 counters). X is announced at 601.2b (CR 107.3).
 */
export const variableCostPart = costPartSchema(orX(count), orX(count).default(1), orX(lifeAmount));

export type CostPartInput = z.input<typeof costPart>;
export type CostPart = z.output<typeof costPart>;
export type VariableCostPart = z.output<typeof variableCostPart>;
export type ObjectFilter = z.output<typeof objectFilter>;
export type CardType = (typeof CARD_TYPES)[number];
