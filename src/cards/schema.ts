/**
 * The card data format, validated at load time. A card describes what casting and
 * activating need: cost, types, targets, additional costs, mana abilities and static
 * cost changes. Resolution effects are described as text only.
 */
import { z } from 'zod';
import { parseManaCost } from '../mana/parse.js';
import { COLORS } from '../mana/symbols.js';

export const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'] as const;
export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const;
export const KEYWORDS = ['flash', 'haste', 'flying', 'first strike', 'double strike', 'hexproof', 'shroud', 'defender', 'lifelink', 'vigilance', 'trample', 'reach'] as const;
/** CR 115.4 and the target words the library uses. */
export const TARGET_FILTERS = ['any', 'creature', 'player', 'spell', 'permanent', 'artifact', 'enchantment', 'land', 'planeswalker'] as const;

const cardType = z.enum(CARD_TYPES);
const color = z.enum(COLORS);
const count = z.int().min(1).max(1000);

/** Which permanents satisfy a cost such as "sacrifice a creature". */
const permanentFilter = z.strictObject({
  types: z.array(cardType).min(1).optional(),
  colors: z.array(color).min(1).optional(),
  subtypes: z.array(z.string().min(1)).min(1).optional(),
});

/** CR 115: one instance of the word "target" and how many objects or players it takes. */
const targetSpec = z.strictObject({ filter: z.enum(TARGET_FILTERS), count: count.default(1) });

/** CR 118.8: additional costs printed on the card. */
const additionalCost = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sacrifice'), what: permanentFilter, count: count.default(1) }),
]);

/** CR 605: a mana ability: its cost and the mana it makes. */
const manaAbility = z.strictObject({
  cost: z.strictObject({ tap: z.boolean() }),
  produces: z.strictObject({
    /** Each mana it makes is any one of these types. */
    types: z.array(z.enum([...COLORS, 'C'])).min(1),
    amount: count.default(1),
  }),
});

/** CR 601.2f: a static ability that makes spells cost more or less generic mana. */
const costModifier = z.strictObject({
  change: z.enum(['increase', 'reduce']),
  generic: count,
  spells: z.strictObject({
    /** 'you': spells its controller casts; 'any': every spell. */
    controller: z.enum(['you', 'any']),
    /** The spell must have at least one of these colours. */
    colors: z.array(color).min(1).optional(),
    /** The spell must have at least one of these types. */
    types: z.array(cardType).min(1).optional(),
    /** The spell must have none of these types. */
    notTypes: z.array(cardType).min(1).optional(),
  }),
});

const manaCost = z
  .string()
  .transform((text, ctx) => {
    try {
      return { printed: text, symbols: parseManaCost(text) };
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

export const cardSchema = z.strictObject({
  name: z.string().min(1).max(200),
  /** Absent for cards with no mana cost, such as lands (CR 202.1b). */
  manaCost: manaCost.optional(),
  types: z.array(cardType).min(1),
  supertypes: z.array(z.enum(SUPERTYPES)).default([]),
  subtypes: z.array(z.string().min(1)).default([]),
  power: z.int().optional(),
  toughness: z.int().optional(),
  loyalty: z.int().min(0).optional(),
  keywords: z.array(z.enum(KEYWORDS)).default([]),
  targets: z.array(targetSpec).default([]),
  additionalCosts: z.array(additionalCost).default([]),
  manaAbilities: z.array(manaAbility).default([]),
  costModifiers: z.array(costModifier).default([]),
  /** What the card does, as a short paraphrase; effects are not executed. */
  text: z.string().default(''),
});

/** A card as written in a library or scenario file. */
export type CardInput = z.input<typeof cardSchema>;
/** A validated card. */
export type CardDefinition = z.output<typeof cardSchema>;
export type CardType = (typeof CARD_TYPES)[number];
export type TargetFilter = (typeof TARGET_FILTERS)[number];
export type TargetSpec = CardDefinition['targets'][number];
export type AdditionalCost = CardDefinition['additionalCosts'][number];
export type PermanentFilter = AdditionalCost['what'];
export type ManaAbility = CardDefinition['manaAbilities'][number];
export type CostModifier = CardDefinition['costModifiers'][number];
