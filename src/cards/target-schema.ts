/**
 * CR 115, 601.2c: target words in card data (format v2 §1). A word says what it may target
 * (`what`: a short name, a player or object filter, or a union of them), how many
 * (`count`, or `min`/`max` with max null for "any number of") and whether it must differ
 * from what the earlier words chose (`another`).
 */
import { z } from 'zod';
import { count } from './cost-schema.js';
import { anyOf, boundByX, dispatched, filterOf, objectFilter, playerFilter, type Alternative, type ObjectFilter } from './filter-schema.js';

/**
 * The short names of common target words, each an expansion into the filter language.
 * CR 115.4: "any target" is a creature, player, planeswalker or battle.
 */
export const TARGET_SHORTHANDS = {
  any: [{ player: 'any' }, { types: ['Creature', 'Planeswalker', 'Battle'] }],
  creature: [{ types: ['Creature'] }],
  player: [{ player: 'any' }],
  opponent: [{ player: 'opponent' }],
  spell: [{ zone: 'stack', stackKind: 'spell' }],
  permanent: [{}],
  artifact: [{ types: ['Artifact'] }],
  enchantment: [{ types: ['Enchantment'] }],
  land: [{ types: ['Land'] }],
  planeswalker: [{ types: ['Planeswalker'] }],
  artifactOrEnchantment: [{ types: ['Artifact', 'Enchantment'] }],
  /** "target tapped creature" (Royal Assassin). */
  tappedCreature: [{ types: ['Creature'], tapped: true }],
  /** "target artifact, creature, or land" (Icy Manipulator). */
  artifactCreatureOrLand: [{ types: ['Artifact', 'Creature', 'Land'] }],
  /** "target creature you control" (equip). */
  creatureYouControl: [{ types: ['Creature'], controller: 'you' }],
  /** "target creature card in your graveyard" (Order of Whiteclay). */
  creatureCardInYourGraveyard: [{ zone: 'graveyard', types: ['Creature'], owner: 'you' }],
} as const satisfies Record<string, readonly Alternative[]>;

export type TargetShorthand = keyof typeof TARGET_SHORTHANDS;
/** CR 601.2c: what the targets of one word must share (casting/target-groups.ts). */
export const TARGET_TOGETHER = ['sameOwner', 'sameController', 'differentControllers'] as const;
export type TargetTogether = (typeof TARGET_TOGETHER)[number];
export const TARGET_SHORTHAND_NAMES = Object.keys(TARGET_SHORTHANDS) as readonly TargetShorthand[];
const shorthand = z.enum(TARGET_SHORTHAND_NAMES as [TargetShorthand, ...TargetShorthand[]]);

/** What a target word may take: a short name, a player filter, an object filter, or `{ anyOf: [...] }`. */
export const targetWhat = dispatched(
  (v) => (typeof v === 'string' ? shorthand : filterOf(v)),
  z.union([shorthand, anyOf, playerFilter, objectFilter]),
);

/**
 * CR 115: one instance of the word "target". `count` is a fixed number; `min`/`max` a
 * variable one (max null: any number), chosen with the targets (CR 601.2c). `filter` is
 * the older name of `what` (short names only) and `manaValueMax` the older way to write
 * `manaValue: { atMost }`; both still load.
 */
export const targetWord = z
  .strictObject({
    what: targetWhat.optional(),
    /** The older name of `what`, for a short name. */
    filter: shorthand.optional(),
    /** A fixed number, or "X": as many as the X announced at 601.2b ("X target creatures"). */
    count: z.union([count, z.literal('X')]).optional(),
    min: z.int().min(0).max(1000).optional(),
    max: z.int().min(1).max(1000).nullable().optional(),
    /** "another target": it can't be a player or object the earlier target words chose. */
    another: z.boolean().default(false),
    /**
     * CR 601.2c: what this word's targets share: `sameOwner` ("from a single graveyard"),
     * `sameController` ("controlled by the same player") or `differentControllers`
     * ("controlled by different players"); objects only.
     */
    together: z.enum(TARGET_TOGETHER).optional(),
    /** "with mana value N or less" (CR 202.3): the older form of `manaValue: { atMost: N }`; a player never fits it. */
    manaValueMax: z.int().min(0).max(1000).optional(),
  })
  .transform((t, ctx) => {
    const problem = (message: string, path: string[] = []) => ctx.addIssue({ code: 'custom', message, path });
    if (t.count !== undefined && (t.min !== undefined || t.max !== undefined)) problem('give either count or min/max');
    const fixed = t.count === 'X' ? undefined : t.count;
    const min = fixed ?? t.min ?? (t.count === 'X' ? 0 : 1);
    const max = fixed ?? (t.count === 'X' ? null : t.max === undefined ? min : t.max);
    if (max !== null && max < min) problem(`max ${max} is below min ${min}`);
    const written = t.what ?? t.filter;
    if (written === undefined || (t.what !== undefined && t.filter !== undefined)) problem('give what the word targets: "what" (or the older "filter"), exactly one of them');
    const name = typeof written === 'string' ? written : null;
    let alternatives = typeof written === 'string' ? (TARGET_SHORTHANDS[written] as readonly Alternative[]) : written === undefined ? [] : 'anyOf' in written ? written.anyOf : [written];
    if (t.manaValueMax !== undefined) {
      if (alternatives.some((a) => 'manaValue' in a && a.manaValue !== undefined)) problem('give the mana value once: manaValueMax or manaValue', ['manaValueMax']);
      alternatives = alternatives.filter((a): a is ObjectFilter => !('player' in a)).map((a) => ({ ...a, manaValue: { atMost: t.manaValueMax! } }));
    }
    if (t.together !== undefined && alternatives.some((a) => 'player' in a)) problem('CR 601.2c: only objects have an owner or a controller to share: no player alternative with "together"', ['together']);
    if (t.together !== undefined && max !== null && max < 2) problem('"together" needs a word that can take two or more targets', ['together']);
    return { what: alternatives, name, min, max, another: t.another, ...(t.together ? { together: t.together } : {}), ...(t.count === 'X' ? { count: 'X' as const } : {}) };
  });

export type TargetWord = z.output<typeof targetWord>;

/**
 * CR 601.2b, 107.3: "X target …" and "with mana value X" need an X to announce: the problems
 * of the words whose count or filter uses X when the cost has no X, as [path, message] pairs below `at`.
 */
export function xCountProblems(words: readonly TargetWord[], costHasX: boolean, at: readonly PropertyKey[]): [PropertyKey[], string][] {
  if (costHasX) return [];
  return words.flatMap((w, i) => [
    ...(w.count === 'X' ? [[[...at, i, 'count'], 'CR 107.3: "X target" needs {X} in the cost, announced at 601.2b'] as [PropertyKey[], string]] : []),
    ...(w.what.some(boundByX) ? [[[...at, i, 'what'], 'CR 107.3: "with mana value X" (power, toughness) needs an X in the cost, announced at 601.2b'] as [PropertyKey[], string]] : []),
  ]);
}
export type TargetWordInput = z.input<typeof targetWord>;
