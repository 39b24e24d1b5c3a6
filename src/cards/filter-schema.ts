/**
 * The one language for saying which objects and players something applies to (format v2
 * §1): target words (CR 115, 601.2c) now, and the objects cost parts take, the spells and
 * permanents static abilities reach and spend restrictions later. Every field of an object
 * filter must hold (a conjunction); `anyOf` is a disjunction. "You" is the controller of
 * the spell or ability that asks. The matcher is `objectFits` in filter.ts.
 */
import { z } from 'zod';
import { cardType, color, SUPERTYPES } from './cost-schema.js';

export const KEYWORDS = [
  'flash', 'haste', 'flying', 'first strike', 'double strike', 'hexproof', 'shroud', 'defender', 'lifelink', 'vigilance', 'trample', 'reach',
  /** CR 702.51: each creature tapped while paying pays {1} or one mana of its colour. */
  'convoke',
  /** CR 702.66: each card exiled from the graveyard while paying pays {1}. */
  'delve',
  /** CR 702.126: each artifact tapped while paying pays {1}. */
  'improvise',
  /** CR 702.61a: while this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities. */
  'split second',
  /** CR 702.73a: a characteristic-defining ability: the object is every creature type (subtypes.ts), in every zone. */
  'changeling',
] as const;
/** The zones a filter can look in (CR 400.1); a library is never searched by a filter here. */
export const FILTER_ZONES = ['battlefield', 'graveyard', 'stack', 'hand', 'exile'] as const;
/** What an object on the stack is (CR 405.1, 113.7): a spell, an activated or a triggered ability; `ability` is either kind of ability. */
export const STACK_KINDS = ['spell', 'activatedAbility', 'triggeredAbility', 'ability'] as const;
/** Who, relative to "you" (the controller of the spell or ability that asks). */
export const RELATIONS = ['you', 'opponent', 'notYou'] as const;

const keyword = z.enum(KEYWORDS);
const relation = z.enum(RELATIONS);
const words = z.array(z.string().min(1).max(100)).min(1).max(20);
const number = z.int().min(-1000).max(1000);

/**
 * A number, or "X": the X announced for the spell or ability that asks (CR 107.3, 601.2b: it
 * is known when targets are chosen at 601.2c). Where no X was announced, nothing fits an X.
 */
const bound = z.union([number, z.literal('X')]);

/** "with power 4 or greater", "with mana value 3 or less", "with toughness 2", "with mana value X or less". */
export const compare = z
  .strictObject({ atMost: bound.optional(), atLeast: bound.optional(), equals: bound.optional() })
  .refine((c) => [c.atMost, c.atLeast, c.equals].filter((n) => n !== undefined).length === 1, { message: 'give exactly one of atMost, atLeast and equals' });

/** Every field an object filter may have, each optional; each field that is given must hold. */
export const objectFilterFields = {
  zone: z.enum(FILTER_ZONES).optional(),
  stackKind: z.enum(STACK_KINDS).optional(),
  /** At least one of these card types. */
  types: z.array(cardType).min(1).optional(),
  /** All of these card types ("artifact creature"). */
  allTypes: z.array(cardType).min(1).optional(),
  /** None of these card types ("nonland", "noncreature"). */
  notTypes: z.array(cardType).min(1).optional(),
  /** At least one of these subtypes ("Zombie", "Wall"). */
  subtypes: words.optional(),
  /** None of these subtypes ("non-Human"). */
  notSubtypes: words.optional(),
  /** At least one of these supertypes ("legendary", "basic"). */
  supertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
  /** None of these supertypes ("nonlegendary", "nonbasic"). */
  notSupertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
  /** At least one of these colours (CR 105.2). */
  colors: z.array(color).min(1).optional(),
  /** None of these colours ("nonblack"). */
  notColors: z.array(color).min(1).optional(),
  /** CR 105.2c: no colour (true) or some colour (false). */
  colorless: z.boolean().optional(),
  /** CR 105.2a: two or more colours (true) or at most one (false). */
  multicolored: z.boolean().optional(),
  /** CR 108.4: who controls it (108.4a: a card outside the battlefield and the stack answers with its owner). */
  controller: relation.optional(),
  /** CR 108.3: who owns it ("card in your graveyard"). */
  owner: relation.optional(),
  /** CR 208: its power, with counters on a permanent (122.1a). */
  power: compare.optional(),
  toughness: compare.optional(),
  /** CR 202.3; on the stack X counts as announced (202.3e). */
  manaValue: compare.optional(),
  /** CR 110.5: tapped (true) or untapped (false). */
  tapped: z.boolean().optional(),
  /** CR 506.4: an attacking creature (true); "nonattacking" (false). */
  attacking: z.boolean().optional(),
  /** CR 506.4: a blocking creature (true); "nonblocking" (false). */
  blocking: z.boolean().optional(),
  /** CR 509.1h: a blocked creature (an attacking creature blockers were declared for). */
  blocked: z.literal(true).optional(),
  /** CR 303.4: enchanted (true: an Aura is attached to it) or not (false). */
  enchanted: z.boolean().optional(),
  /** CR 122.1: has one or more counters of this kind on it ("with a +1/+1 counter on it", "that has a fate counter on it"). */
  counter: z.string().min(1).max(50).optional(),
  attackingOrBlocking: z.literal(true).optional(),
  /** "Other", "another": not the source of the ability, nor the spell itself. */
  other: z.literal(true).optional(),
  /** CR 111.1: a token (true); "nontoken" (false). */
  token: z.boolean().optional(),
  /** Has each of these keywords ("creature with flying"). */
  keywords: z.array(keyword).min(1).optional(),
  /** Has none of these keywords ("creature without flying"). */
  notKeywords: z.array(keyword).min(1).optional(),
};

const PERMANENT_STATE = ['tapped', 'attacking', 'blocking', 'attackingOrBlocking', 'blocked', 'enchanted', 'counter', 'token'] as const;
const CHARACTERISTICS = [
  'types', 'allTypes', 'notTypes', 'subtypes', 'notSubtypes', 'supertypes', 'notSupertypes', 'colors', 'notColors', 'colorless', 'multicolored',
  'power', 'toughness', 'manaValue', 'keywords', 'notKeywords', 'owner',
] as const;

/**
 * The checks of an object filter that can never hold where it looks (a filter nested in
 * another one gets them too).
 */
function refineObjectFilter(f: z.output<z.ZodObject<typeof objectFilterFields>> & { targets?: unknown; singleTarget?: true; attachedTo?: unknown }, ctx: z.RefinementCtx) {
  const problem = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  const zone = f.zone ?? 'battlefield';
  if (f.stackKind !== undefined && zone !== 'stack') problem('stackKind', 'only an object on the stack (zone "stack") has a stack kind');
  if (zone !== 'battlefield') {
    for (const field of PERMANENT_STATE) if (f[field] !== undefined) problem(field, `CR 110.5, 506.4: only a permanent is tapped, in combat, enchanted, has counters or is a token; this filter looks in the ${zone}`);
  }
  if (zone === 'stack' && f.stackKind !== undefined && f.stackKind !== 'spell') {
    for (const field of CHARACTERISTICS) if (f[field] !== undefined) problem(field, 'CR 113.7a: an ability on the stack is not a card: it has no types, colours, power, mana value or owner');
  }
  // CR 400.2: a hand is hidden from the other players, so only the controller's own hand can be looked in.
  if (zone === 'hand' && f.owner !== 'you') problem('owner', 'CR 400.2: a card in a hand can only be looked at in its owner\'s own hand: give "owner": "you"');
  if (f.colorless === true && (f.colors !== undefined || f.multicolored === true)) problem('colorless', 'CR 105.2c: a colourless object has no colour, so it fits no colour and is not multicoloured');
  // CR 115.9: only a spell or an ability on the stack has targets.
  for (const field of ['targets', 'singleTarget'] as const) {
    if (f[field] !== undefined && zone !== 'stack') problem(field, 'CR 115.9: only a spell or ability on the stack targets anything; this filter looks in the ' + zone);
  }
  if (f.attachedTo !== undefined && zone !== 'battlefield') problem('attachedTo', `CR 301.5, 303.4: only a permanent is attached to another; this filter looks in the ${zone}`);
}

/** A player (CR 102): any player, an opponent of "you", "you" yourself, or any player but you. */
export const playerFilter = z.strictObject({ player: z.enum(['any', 'opponent', 'you', 'notYou']) });

/** An object filter with no filter nested in it: what a spell targets ("that targets a creature you control"). */
const innerObjectFilterShape = z.strictObject(objectFilterFields);
/** The fields of an object filter nested in another one (named, so the card schema's declared type stays small). */
export interface InnerObjectFilter extends z.output<typeof innerObjectFilterShape> {}
export interface InnerObjectFilterInput extends z.input<typeof innerObjectFilterShape> {}
const innerObjectFilter: z.ZodType<InnerObjectFilter, InnerObjectFilterInput> = innerObjectFilterShape.superRefine(refineObjectFilter);
const innerAlternative = z.union([playerFilter, innerObjectFilter]);

/**
 * One kind of object (CR 109): on the battlefield unless `zone` says otherwise; on the
 * stack, a spell unless `stackKind` says otherwise. Fields that can never hold where the
 * filter looks are refused, not ignored.
 */
export const objectFilter = z
  .strictObject({
    ...objectFilterFields,
    /**
     * CR 115.9: a spell or ability on the stack "that targets" one of these: one of its
     * current targets (any instance of "target") fits one of the alternatives, seen from
     * the same "you" ("Counter target spell that targets a permanent you control").
     */
    targets: z.array(innerAlternative).min(1).max(10).optional(),
    /** CR 115.9a: a spell or ability on the stack "with a single target": one player or object became its target, counting each instance of "target". */
    singleTarget: z.literal(true).optional(),
    /** CR 301.5, 303.4: a permanent attached to a permanent that fits one of these ("target Aura attached to a creature"). */
    attachedTo: z.array(innerObjectFilter).min(1).max(10).optional(),
  })
  .superRefine(refineObjectFilter);

/**
 * Parses `value` with the one schema `pick` chooses for it, so a mistake is reported at its
 * own field ("colors[0]: expected one of W|U|B|R|G") rather than as "matches no
 * alternative"; the union it is piped into only writes the JSON Schema (its output is
 * already valid). An unknown key is reported as a custom issue, which stops the pipe.
 */
export function dispatched<TOut extends z.ZodType>(pick: (value: unknown) => z.ZodType, union: TOut) {
  return z
    .transform((value: unknown, ctx) => {
      const parsed = pick(value).safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
      return z.NEVER;
    })
    .pipe(union);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One alternative of a union (format v2 §1): a player filter or an object filter, told apart by the `player` key. */
export const alternative = dispatched((v) => (isRecord(v) && 'player' in v ? playerFilter : objectFilter), z.union([playerFilter, objectFilter]));
/** "artifact or enchantment", "creature or planeswalker", "player or planeswalker": any of the alternatives. */
export const anyOf = z.strictObject({ anyOf: z.array(alternative).min(1).max(10) });
/** A filter: a player, an object, or a union of them. */
export const filterOf = (value: unknown) => (isRecord(value) && 'anyOf' in value ? anyOf : isRecord(value) && 'player' in value ? playerFilter : objectFilter);

export type ObjectFilterInput = z.input<typeof objectFilter>;
export type ObjectFilter = z.output<typeof objectFilter>;
export type PlayerFilter = z.output<typeof playerFilter>;
export type Alternative = PlayerFilter | ObjectFilter;
export type Compare = z.output<typeof compare>;

/** CR 107.3: a comparison with the announced X ("with mana value X or less"). */
export const comparesX = (c: Compare | undefined): boolean => c !== undefined && (c.atMost === 'X' || c.atLeast === 'X' || c.equals === 'X');

/** An object filter that compares its power, toughness or mana value with the announced X. */
export const boundByX = (a: Alternative): boolean => !('player' in a) && [a.power, a.toughness, a.manaValue].some(comparesX);
export type FilterZone = (typeof FILTER_ZONES)[number];
export type StackKind = (typeof STACK_KINDS)[number];
export type Relation = (typeof RELATIONS)[number];
export type Keyword = (typeof KEYWORDS)[number];
