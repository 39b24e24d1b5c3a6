/**
 * The card format's targeting shields (CR 702.11 hexproof, 702.16 protection, 702.18
 * shroud) beyond the printed `hexproof` and `shroud` keywords: "protection from [quality]"
 * and "hexproof from [quality]" on a card, and the static abilities that give these to
 * other permanents or to players (`grants`, CR 613). A quality is written in the filter
 * language, characteristics only: `{ "colors": ["R"] }` (from red), `{ "types":
 * ["Artifact"] }` (from artifacts), `{ "multicolored": true }`, `{ "multicolored": false,
 * "colorless": false }` (from monocolored), `{ "subtypes": ["Dragon"] }`, and `{}` (from
 * everything, CR 702.16j).
 */
import { z } from 'zod';
import { cardType, color, SUPERTYPES } from './cost-schema.js';
import { asLongAsSchema } from './only-if.js';

/**
 * CR 702.16a: the quality of a protection or hexproof-from ability, a characteristic value;
 * a source has it when its characteristics fit (CR 702.16a: a card type counts for sources
 * that are permanents of that type and for any source of that type elsewhere).
 */
export const quality = z
  .strictObject({
    /** At least one of these card types: "from artifacts", "from instants". */
    types: z.array(cardType).min(1).optional(),
    /** At least one of these subtypes: "from Dragons", "from Arcane". */
    subtypes: z.array(z.string().min(1).max(100)).min(1).max(20).optional(),
    supertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
    /** At least one of these colours: "from red"; "from red and from blue" is two qualities (CR 702.16g). */
    colors: z.array(color).min(1).optional(),
    /** CR 105.2c: "from colorless" (true). */
    colorless: z.boolean().optional(),
    /** CR 105.2a: "from multicolored" (true); with `colorless: false`, "from monocolored" (false). */
    multicolored: z.boolean().optional(),
    /**
     * "From the chosen color": the colour chosen as the permanent with this ability entered
     * ("As ~ enters, choose a color"; the game's `chosen.color` of that permanent, or of the
     * grant's giver). While none is chosen, no source has it.
     */
    chosenColor: z.literal(true).optional(),
  })
  .refine((q) => !(q.colorless === true && (q.colors !== undefined || q.multicolored === true)), { message: 'CR 105.2c: a colourless object has no colour, so no source would have this quality' })
  .refine((q) => q.chosenColor === undefined || Object.keys(q).length === 1, { message: '"chosenColor" is the whole quality: give no other field with it' });

export type Quality = z.output<typeof quality>;

/** "Protection from …" and "hexproof from …" a card prints (a face's fields). */
export const shieldFields = {
  /** CR 702.16: "protection from [quality]", one entry per quality (702.16g: "from A and from B" is two). */
  protection: z.array(quality).max(10).default([]),
  /** CR 702.11d: "hexproof from [quality]": opponents' spells and abilities from sources with the quality can't target it. */
  hexproofFrom: z.array(quality).max(10).default([]),
};

/**
 * CR 601.2c: "can't be the target of [spells]" — a static ability that makes a permanent an
 * illegal target of some spells (and, with `abilities`, of abilities too) whatever their words
 * ask for: "~ can't be the target of Aura spells", "… of black or red spells your opponents
 * control", "… of black spells or abilities from black sources", "enchanted creature can't be
 * the target of spells or abilities your opponents control".
 */
export const untargetable = z
  .strictObject({
    /** What can't target it: spells (the default), abilities ("abilities from artifact sources"), or both ("spells or abilities"). */
    by: z.enum(['spells', 'abilities', 'spellsAndAbilities']).default('spells'),
    /** Only spells (and sources of abilities) with this quality ("black or red spells", "Aura spells"); absent: every one. */
    quality: quality.optional(),
    /** Only those an opponent of its controller controls ("spells your opponents control"). */
    opponents: z.literal(true).optional(),
  })
  .refine((u) => u.quality?.chosenColor === undefined, { message: '"chosenColor" is not read for "can\'t be the target of"', path: ['quality'] });

export type Untargetable = z.output<typeof untargetable>;

/** The keywords a grant may give (CR 702.10 haste; 702.11 hexproof; 702.18 shroud). */
export const GRANTED_KEYWORDS = ['haste', 'hexproof', 'shroud'] as const;
export type GrantedKeyword = (typeof GRANTED_KEYWORDS)[number];

/**
 * CR 613: what a grant gives and whom it reaches. It gives exactly one of `keyword`,
 * `protection`, `hexproofFrom`, `untargetable` (and, in schema.ts, `ability` or `manaAbility`). It reaches permanents by
 * `controller` and `types` or `subtypes` (narrowed by `supertypes`, `other`), or the
 * permanent its card is attached to (`attached`: "enchanted creature", "equipped
 * creature", CR 301.5, 303.4), or a player (`player: "you"`: "you have hexproof").
 */
export const grantFields = {
  keyword: z.enum(GRANTED_KEYWORDS).optional(),
  protection: quality.optional(),
  hexproofFrom: quality.optional(),
  /** CR 601.2c: "can't be the target of …" (`untargetable`): "enchanted creature can't be the target of spells". */
  untargetable: untargetable.optional(),
  /** 'you': permanents its controller controls; 'any': all of them. */
  controller: z.enum(['you', 'any']).optional(),
  types: z.array(cardType).min(1).optional(),
  /** Only permanents with one of these subtypes ("Elves you control", "all Slivers"). */
  subtypes: z.array(z.string().min(1).max(100)).min(1).max(20).optional(),
  /** Only permanents with one of these supertypes ("legendary Snakes you control"). */
  supertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
  /** Only tokens ("creature tokens you control", CR 111.1). */
  token: z.literal(true).optional(),
  /** "Other …": not the permanent with the grant itself. */
  other: z.literal(true).optional(),
  /** The permanent this one is attached to: "enchanted creature", "equipped creature". */
  attached: z.literal(true).optional(),
  /** A player: "you" (its controller: "you have hexproof"). */
  player: z.enum(['you']).optional(),
  /** The permanent with the grant itself, under a condition ("~ has hexproof as long as you control an Illusion"): an unconditional one is the card's own keyword. */
  self: z.literal(true).optional(),
  /**
   * CR 611.3a: "as long as …": the grant applies only while this holds, looked at whenever
   * the grant is (a count relative to the giver's controller, or the giver untapped).
   */
  asLongAs: asLongAsSchema.optional(),
};

type GrantShape = { [K in keyof typeof grantFields]?: z.output<(typeof grantFields)[K]> } & { readonly ability?: unknown; readonly manaAbility?: unknown };

/** The rules a grant's fields obey together: one thing given, one way of reaching, and a player gets only a shield. */
export function checkGrant(g: GrantShape, ctx: z.RefinementCtx): void {
  const problem = (message: string, path: string[] = []) => ctx.addIssue({ code: 'custom', message, path });
  const gives = [g.keyword, g.ability, g.manaAbility, g.protection, g.hexproofFrom, g.untargetable].filter((x) => x !== undefined).length;
  if (gives !== 1) problem('a grant gives exactly one of keyword, ability, manaAbility, protection, hexproofFrom and untargetable');
  const ability = g.ability ?? g.manaAbility;
  const permanents = g.controller !== undefined || g.types !== undefined || g.subtypes !== undefined;
  const reaches = [permanents, g.attached === true, g.player !== undefined, g.self === true].filter(Boolean).length;
  if (reaches !== 1) problem('a grant reaches permanents ("controller" and "types" or "subtypes"), the permanent it is attached to ("attached"), a player ("player") or its own permanent ("self"): exactly one of them');
  if (g.asLongAs !== undefined && ability !== undefined) problem('an ability granted "as long as" something holds is not in the card format', ['asLongAs']);
  if (g.self && (g.asLongAs === undefined || ability !== undefined)) problem('a grant to its own permanent is for a keyword or shield "as long as" something holds ("asLongAs"); an unconditional one is the card\'s own keyword, and its own abilities are in "abilities"', ['self']);
  if (permanents && (g.controller === undefined || (g.types === undefined && g.subtypes === undefined))) problem('a grant to permanents gives "controller" and "types" (or "subtypes": "all Slivers")');
  if (!permanents && (g.supertypes !== undefined || g.other !== undefined || g.token !== undefined)) problem('"supertypes", "token" and "other" narrow a grant to permanents ("controller" and "types")');
  if (g.player !== undefined && (ability !== undefined || g.keyword === 'haste')) problem('CR 702.11c, 702.16b, 702.18a: a player can have hexproof, shroud or protection, not haste or an activated ability', ['player']);
}
