/**
 * The card data format, validated at load time. A card describes what casting and
 * activating need: cost, types, targets, additional / alternative / optional costs, mana
 * abilities and static abilities that change costs. Resolution effects are text only.
 */
import { z } from 'zod';
import { cardType, color, costPart, count, manaCostText, objectFilter, SUPERTYPES, variableCostPart } from './cost-schema.js';
import { abilityCostModifier, definedValue, selfCostChange } from './cost-change-schema.js';
import { KEYWORDS } from './filter-schema.js';
import { prohibition, restriction, spellFilter } from './static-schema.js';
import { targetWord, xCountProblems, type TargetWord } from './target-schema.js';
import { manaAbility } from './mana-ability-schema.js';
import { duringSchema } from './during.js';
import { onlyIfSchema } from './only-if.js';
import { LAYOUTS, offStackCharacteristics } from './faces.js';
import { gapSchema } from './gap-schema.js';
import { trigger } from './trigger-schema.js';
import { checkGrant, grantFields, shieldFields, untargetable } from './protection-schema.js';
import { alternativeCost, optionalCost } from './spell-cost-schema.js';

export { KEYWORDS } from './filter-schema.js';
/** The short names of target words, each an expansion into the filter language (target-schema.ts). */
export { TARGET_SHORTHAND_NAMES as TARGET_FILTERS, type TargetShorthand as TargetFilter } from './target-schema.js';

const targetSpec = targetWord;

/** Which spells a static ability applies to. */

/** CR 700.2: a modal spell's modes and how many to choose. */
const modes = z
  .strictObject({
    min: z.int().min(1).max(20),
    max: z.int().min(1).max(20),
    options: z.array(z.strictObject({ text: z.string().min(1).max(1000), targets: z.array(targetSpec).max(20).default([]) })).min(2).max(20),
    /** CR 702.120 escalate: this cost for each mode chosen beyond the first (Collective Brutality). */
    escalate: z.array(costPart).max(10).default([]),
    /** CR 601.6: who chooses the modes. */
    chooser: z.enum(['caster', 'opponent']).default('caster'),
  })
  .refine((m) => m.min <= m.max && m.max <= m.options.length, { message: 'need min ≤ max ≤ the number of options' });

/** CR 702.47: splice onto a subtype (Arcane) with this cost. */
const splice = z.strictObject({ onto: z.string().min(1).max(50), cost: z.array(costPart).min(1).max(10) });

/** CR 601.2d: an effect divided among the targets as the spell is cast: a fixed amount, or X. */
const divide = z.strictObject({ amount: z.union([z.int().min(1).max(1_000_000), z.literal('X')]) });

/** CR 602: an activated ability that isn't a mana ability: "[Cost]: [Effect.] [Instructions.]" */
const activatedAbility = z.strictObject({
  /** Life, sacrifice, discard, exile and counters parts may be "X" (Cruel Sadist: remove X +1/+1 counters; loyalty −X). */
  cost: z.array(variableCostPart).max(20),
  targets: z.array(targetSpec).max(20).default([]),
  modes: modes.optional(),
  divide: divide.optional(),
  xMin: z.int().min(0).max(1000).default(0),
  /** CR 602.5d: "Activate only as a sorcery." */
  timing: z.enum(['instant', 'sorcery']).default('instant'),
  /** CR 602.5b: "Activate only once each turn." */
  oncePerTurn: z.boolean().default(false),
  /** CR 602.5b: "Activate no more than twice each turn": at most this many activations each turn (2 or more; once is `oncePerTurn`). */
  maxPerTurn: z.int().min(2).max(100).optional(),
  /** CR 602.2: any player may activate it (Lethal Vapors), not only its controller. */
  anyPlayer: z.boolean().default(false),
  /** CR 606: a loyalty ability; its cost puts or removes loyalty counters. */
  loyalty: z.boolean().default(false),
  /**
   * CR 602.2: where the object must be. Cycling, channel, forecast: the hand (CR 602.2a
   * reveals it); unearth, scavenge, embalm, eternalize: the graveyard; or exile. Only the
   * card's owner may activate it there.
   */
  from: z.enum(['battlefield', 'hand', 'graveyard', 'exile']).default('battlefield'),
  /** CR 602.5d: "Activate only during your upkeep" (forecast, 702.57b), "only during combat". */
  during: duringSchema.optional(),
  /** CR 602.5b: "Activate only if you control a Swamp", threshold's "only if seven or more cards are in your graveyard". */
  onlyIf: onlyIfSchema.optional(),
  /**
   * CR 702.49c: a ninjutsu ability may be activated only while a creature on the battlefield
   * is unblocked (blockers declared, 509.1h). Its cost returns an unblocked attacking creature
   * its controller controls (a `return` part with `unblocked: true`), from the hand (602.2a reveals it).
   * CR 702.151a reconfigure's unattach: `attached`, only while this permanent is attached to a creature.
   */
  condition: z.enum(['unblockedAttacker', 'attached']).optional(),
  /** CR 702.29a, 702.29e: a cycling or typecycling ability (from the hand, its cost discards the card): what "cycle" triggers watch (702.29c–d). */
  cycling: z.literal(true).optional(),
  text: z.string().min(1).max(2000),
}).refine((a) => a.condition !== 'unblockedAttacker' || (a.from === 'hand' && a.cost.some((p) => p.kind === 'return' && p.unblocked)), {
  message: 'CR 702.49a: a ninjutsu ability is activated from the hand ("from": "hand") and its cost returns an unblocked attacking creature ({ "kind": "return", "unblocked": true })',
  path: ['condition'],
}).refine((a) => !(a.oncePerTurn && a.maxPerTurn !== undefined), {
  message: 'say "oncePerTurn" or "maxPerTurn", not both',
  path: ['maxPerTurn'],
}).refine((a) => a.condition !== 'attached' || a.from === 'battlefield', {
  message: 'CR 702.151a: an ability activated only while its permanent is attached to a creature works from the battlefield',
  path: ['condition'],
}).refine((a) => a.cycling === undefined || (a.from === 'hand' && a.cost.some((p) => p.kind === 'discardSelf')), {
  message: 'CR 702.29a: a cycling ability is activated from the hand ("from": "hand") and its cost discards the card ({ "kind": "discardSelf" })',
  path: ['cycling'],
});


/** CR 601.2f: a static ability that changes the cost of spells, or (CR 602.2b) of activated abilities. */
const spellCostModifier = z.discriminatedUnion('change', [
  /** `duringYourTurn`: only during its controller's turn (Tithe Taker); `targetsThis`: only spells that target this permanent (Kopala: "that target ~", 601.2c before 601.2f). */
  z.strictObject({ change: z.literal('increase'), mana: manaCostText, spells: spellFilter, duringYourTurn: z.literal(true).optional(), targetsThis: z.literal(true).optional() }),
  /**
   * Reductions take off the kinds of mana they print: generic, or coloured. CR 118.7c: a
   * coloured reduction that finds no mana of its colour takes off generic mana instead,
   * unless `onlyColored` ("this effect reduces only the amount of colored mana you pay", Edgewalker).
   */
  z.strictObject({ change: z.literal('reduce'), mana: manaCostText, spells: spellFilter, onlyColored: z.boolean().default(false) }),
  /** Trinisphere: a spell that would cost less than `total` mana costs `total`. */
  z.strictObject({ change: z.literal('minimum'), total: count, whileUntapped: z.boolean().default(false), spells: spellFilter }),
]);
const costModifier = z.union([spellCostModifier, abilityCostModifier]);

/** Static permissions to cast spells in other ways (CR 601.3). */
const permission = z.discriminatedUnion('kind', [
  /** Omniscience: cast spells from your hand without paying their mana costs (an alternative cost, CR 118.9). */
  z.strictObject({ kind: z.literal('withoutPayingManaCost'), from: z.enum(['hand', 'graveyard']), spells: spellFilter }),
  /** Leyline of Anticipation, Sigarda's Aid: cast fitting spells as though they had flash (CR 702.8). */
  z.strictObject({ kind: z.literal('flash'), spells: spellFilter }),
]);


/**
 * CR 613: static abilities that give permanents or players a keyword (Fervor: your creatures
 * have haste; "you have hexproof"), protection or hexproof from a quality, or an activated
 * ability ("creatures you control have '{1}{G}: …'") or mana ability (CR 605.1a: "enchanted
 * land has '{T}: Add one mana of any color.'"); protection-schema.ts says whom they reach. A
 * permanent activates an ability it acquires like its own; CR 602.5c: a use restriction on it
 * counts per granting object.
 */
const grant = z
  .strictObject({ ...grantFields, ability: activatedAbility.optional(), manaAbility: manaAbility.optional() })
  .superRefine(checkGrant)
  .refine((g) => g.ability === undefined || g.ability.from === 'battlefield', { message: 'a granted ability belongs to permanents, so it is activated from the battlefield', path: ['ability', 'from'] })
  .refine((g) => g.manaAbility === undefined || g.manaAbility.from === 'battlefield', { message: 'a granted mana ability belongs to permanents, so it is activated from the battlefield', path: ['manaAbility', 'from'] })
  .refine((g) => g.manaAbility === undefined || !g.manaAbility.oncePerTurn, { message: 'CR 602.5c: a granted mana ability used "only once each turn" (counted per giver) is not in the card format', path: ['manaAbility', 'oncePerTurn'] });

/** The characteristics and casting fields each face of a card has (CR 709.1, 712.1, 715.1). */
const faceFields = {
  name: z.string().min(1).max(200),
  /** Absent for cards with no mana cost, such as lands (CR 202.1b). */
  manaCost: manaCostText.optional(),
  /** CR 105.2, 604.3: colours a characteristic-defining ability sets ("~ is all colors", [] for "~ is colorless"), instead of the mana cost's. */
  colors: z.array(color).max(5).optional(),
  types: z.array(cardType).min(1),
  supertypes: z.array(z.enum(SUPERTYPES)).default([]),
  subtypes: z.array(z.string().min(1)).default([]),
  /** A number, or a characteristic-defining ability's count (CR 604.3: printed `*`). */
  power: z.union([z.int(), definedValue]).optional(),
  toughness: z.union([z.int(), definedValue]).optional(),
  loyalty: z.int().min(0).optional(),
  keywords: z.array(z.enum(KEYWORDS)).default([]),
  ...shieldFields,
  targets: z.array(targetSpec).max(20).default([]),
  modes: modes.optional(),
  splice: splice.optional(),
  divide: divide.optional(),
  /** CR 601.2b / 107.3: X can't be 0 (Ertai's Meddling). */
  xMin: z.int().min(0).max(1000).default(0),
  /** Life, sacrifice, discard, exile and counters parts may be "X", announced at 601.2b (Bond of Agony). */
  additionalCosts: z.array(variableCostPart).max(20).default([]),
  alternativeCosts: z.array(alternativeCost).max(10).default([]),
  /**
   * CR 702.133a jump-start, 702.81a retrace: the card may also be cast from its owner's
   * graveyard, paying `cost` (a discard) in addition to its other costs. Not added when it is
   * cast from the graveyard with an alternative cost that allows that itself (flashback).
   */
  castFromGraveyard: z.strictObject({ name: z.string().min(1).max(100), cost: z.array(costPart).min(1).max(10) }).optional(),
  optionalCosts: z.array(optionalCost).max(10).default([]),
  selfCostChanges: z.array(selfCostChange).max(10).default([]),
  manaAbilities: z.array(manaAbility).max(10).default([]),
  abilities: z.array(activatedAbility).max(10).default([]),
  /** CR 601.3: "Cast this spell only during combat", "only during your turn". */
  during: duringSchema.optional(),
  /** CR 601.3: "Cast this spell only if you control two or more Vampires". */
  onlyIf: onlyIfSchema.optional(),
  /**
   * CR 601.3d, 702.8a: the spell has flash while this condition holds, so it may be begun as
   * though it had flash when it holds ("This spell has flash as long as you control a Merfolk";
   * spell mastery's "If there are two or more instant and/or sorcery cards in your graveyard,
   * you may cast ~ as though it had flash").
   */
  flashIf: onlyIfSchema.optional(),
  /**
   * CR 702.48 "[quality] offering": the card may be cast any time its caster could cast an
   * instant by sacrificing a permanent fitting `what` as it is announced (CHOOSE_COSTS
   * `sacrificed`); the total cost is then reduced by that permanent's mana cost (702.48c).
   */
  offering: z.strictObject({ what: objectFilter }).optional(),
  /** What the card does, as a short paraphrase; effects are not executed. */
  text: z.string().max(5000).default(''),
};

/** One face of a card with two (CR 709, 712, 715): what casting it as that face reads. */
const cardFace = z.strictObject(faceFields);

const cardObject = z.strictObject({
  ...faceFields,
  /** Required, except on a card with `faces`, whose faces give it (see `faces`). */
  types: faceFields.types.optional(),
  costModifiers: z.array(costModifier).max(10).default([]),
  permissions: z.array(permission).max(10).default([]),
  prohibitions: z.array(prohibition).max(10).default([]),
  triggers: z.array(trigger).max(10).default([]),
  grants: z.array(grant).max(10).default([]),
  /** CR 601.2c: what can't target this card's own permanent ("~ can't be the target of Aura spells"); see protection-schema.ts. */
  untargetable: z.array(untargetable).max(10).default([]),
  restrictions: z.array(restriction).max(10).default([]),
  /** What of the card's text the format doesn't hold (gap-schema.ts): a card with gaps is partial, and is cast only where the library allows it. */
  gaps: z.array(gapSchema).max(100).default([]),
  /** How the two faces relate (cards/faces.ts); given exactly when `faces` is. */
  layout: z.enum(LAYOUTS).optional(),
  /**
   * CR 709, 712, 715: the two faces, in printed order (the front face, or the left half,
   * first; an Adventurer card's creature first, its Adventure second). The card's own
   * casting fields are then left out: off the stack it has both halves' characteristics
   * (split, 709.4) or its first face's (712.8a, 715.4). Static abilities stay on the card.
   */
  faces: z.tuple([cardFace, cardFace]).optional(),
});

type CardObjectOutput = z.output<typeof cardObject>;
const CASTING_FIELDS = ['manaCost', 'types', 'power', 'toughness', 'loyalty', 'modes', 'splice', 'divide', 'during', 'onlyIf', 'colors', 'offering', 'castFromGraveyard'] as const;
const LIST_FIELDS = ['supertypes', 'subtypes', 'keywords', 'protection', 'hexproofFrom', 'targets', 'additionalCosts', 'alternativeCosts', 'optionalCosts', 'selfCostChanges', 'manaAbilities', 'abilities'] as const;

/** A card with faces gives its casting fields on the faces; what this format can't express of faces is refused with the reason. */
function checkFaces(card: CardObjectOutput, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (!card.faces) {
    if (card.layout) issue(['faces'], `a card with layout "${card.layout}" needs its two faces`);
    if (!card.types) issue(['types'], 'required (the card types)');
    return;
  }
  if (!card.layout) issue(['layout'], 'a card with faces says how they relate: split, fuse, aftermath, adventure, modal or transform');
  for (const field of CASTING_FIELDS) if (card[field] !== undefined) issue([field], 'a card with faces gives this on each face');
  for (const field of LIST_FIELDS) if (card[field].length > 0) issue([field], 'a card with faces gives this on each face');
  if (card.xMin !== 0) issue(['xMin'], 'a card with faces gives this on each face');
  // CR 712.8e: a double-faced permanent may have its back face up (a permanent's `face`); the halves of a split card or an Adventure are never permanents.
  const backFaceUp = card.layout === 'modal' || card.layout === 'transform';
  for (const field of ['abilities', 'manaAbilities'] as const) {
    if (!backFaceUp && card.faces[1][field].length > 0) issue(['faces', 1, field], `the second half of a "${card.layout ?? ''}" card is never a permanent: give these abilities in the face text`);
  }
  if (card.layout === 'fuse') {
    card.faces.forEach((face, i) => {
      const extra = face.modes || face.divide || face.splice || face.xMin > 0 || face.alternativeCosts.length + face.optionalCosts.length + face.selfCostChanges.length > 0;
      if (extra) issue(['faces', i], 'a fused split spell combines the halves\' mana costs, additional costs and targets only (702.102c); this half has more');
    });
  }
}

/** The card with its characteristics off the stack filled in from its faces (cards/faces.ts). */
function withFaceCharacteristics(card: CardObjectOutput) {
  if (!card.faces || !card.layout) return { ...card, types: card.types ?? [] };
  const { name, text, ...characteristics } = offStackCharacteristics(card.name, card.layout, card.faces);
  return { ...card, ...characteristics, name: card.name, text: card.text || `${name}: ${text}` };
}

/** CR 107.3: "X target …" needs an {X} in the cost it is announced for (the spell's, or the ability's own). */
function checkXCounts(card: CardObjectOutput, ctx: z.RefinementCtx): void {
  const hasX = (symbols: readonly { kind: string }[] | undefined) => symbols?.some((s) => s.kind === 'x') ?? false;
  const holders: [Pick<CardObjectOutput, 'manaCost' | 'targets' | 'modes' | 'abilities'>, (string | number)[]][] = [[card, []], ...(card.faces ?? []).map((face, i): [CardFace, (string | number)[]] => [face, ['faces', i]])];
  for (const [holder, at] of holders) {
    const spellX = hasX(holder.manaCost?.symbols);
    const problems = [
      ...xCountProblems(holder.targets, spellX, [...at, 'targets']),
      ...(holder.modes?.options ?? []).flatMap((o, m) => xCountProblems(o.targets, spellX, [...at, 'modes', 'options', m, 'targets'])),
      // CR 107.3, 601.2b: an ability's X is announced for {X} or for an X in another part ("Remove X ki counters from ~").
      ...holder.abilities.flatMap((a, n) => xCountProblems(a.targets, a.cost.some((p) => (p.kind === 'mana' && hasX(p.mana.symbols)) || (p.kind === 'life' ? p.amount === 'X' : 'count' in p && p.count === 'X')), [...at, 'abilities', n, 'targets'])),
    ];
    for (const [path, message] of problems) ctx.addIssue({ code: 'custom', path, message });
  }
}

/**
 * The card format's schema. Its type is written out (a ZodType from the written card to the
 * card with its face characteristics filled in) because the inferred one is too long for the
 * compiler to write into the built .d.ts (TS7056).
 */
export const cardSchema: z.ZodType<ReturnType<typeof withFaceCharacteristics>, z.input<typeof cardObject>> = cardObject.superRefine(checkFaces).superRefine(checkXCounts).transform(withFaceCharacteristics);

/** A card as written in a library or scenario file. */
export type CardInput = z.input<typeof cardSchema>;
/** A validated card. */
export type CardDefinition = z.output<typeof cardSchema>;
export type TargetSpec = TargetWord;
export type AlternativeCost = CardDefinition['alternativeCosts'][number];
export type OptionalCost = CardDefinition['optionalCosts'][number];
export type SelfCostChange = CardDefinition['selfCostChanges'][number];
export type ManaAbility = CardDefinition['manaAbilities'][number];
export type ActivatedAbility = CardDefinition['abilities'][number];
export type CostModifier = CardDefinition['costModifiers'][number];
export type SpellFilter = Extract<CostModifier, { spells: unknown }>['spells'];
export type SpellCostModifier = Extract<CostModifier, { spells: unknown }>;
export type AbilityCostModifier = Extract<CostModifier, { abilities: unknown }>;
export type Permission = CardDefinition['permissions'][number];
export type Restriction = CardDefinition['restrictions'][number];
export type Prohibition = CardDefinition['prohibitions'][number];
export type Trigger = CardDefinition['triggers'][number];
export type Grant = CardDefinition['grants'][number];
export type Modes = NonNullable<CardDefinition['modes']>;
export type CardFace = z.output<typeof cardFace>;
