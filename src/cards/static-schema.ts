/**
 * The card format's static abilities that decide who may cast and activate what, and how
 * costs may be paid: the spells a static ability looks at, prohibitions (CR 601.3, 602.5)
 * and restrictions on paying costs (CR 118.3, 119.8). Each says whom it binds relative to
 * the controller of the permanent it is on: 'you', 'opponents' or 'any' player.
 */
import { z } from 'zod';
import { cardType, color, objectFilter } from './cost-schema.js';
import { COLORS } from '../mana/symbols.js';

/** Whom a static ability binds, relative to its permanent's controller. */
export const bound = z.enum(['you', 'opponents', 'any']);

/** The spells a static ability applies to (cost changes, permissions, prohibitions, triggers). */
export const spellFilter = z.strictObject({
  /** 'you': spells the ability's controller casts; 'opponents': spells their opponents cast; 'any': every spell. */
  controller: bound,
  colors: z.array(color).min(1).optional(),
  /** CR 105.2: every one of these colours ("a spell that's both white and black"). */
  allColors: z.array(color).min(2).max(5).optional(),
  types: z.array(cardType).min(1).optional(),
  notTypes: z.array(cardType).min(1).optional(),
  subtypes: z.array(z.string().min(1)).min(1).optional(),
  /** CR 105.2a: two or more colours (true) or at most one (false): "multicolored spells". */
  multicolored: z.boolean().optional(),
  /** CR 105.2c: no colour (true) or some colour (false): "colorless spells". */
  colorless: z.boolean().optional(),
  /** CR 700.6: historic — an artifact, a legendary spell or a Saga. */
  historic: z.literal(true).optional(),
  /** Only spells with the name chosen as the permanent entered (Voidstone Gargoyle, Council of the Absolute). */
  named: z.literal('chosen').optional(),
  /** Only spells of the colour or creature type chosen as the permanent entered ("a spell of the chosen color": Diamond Knight; "of the chosen type": Door of Destinies). */
  chosen: z.enum(['color', 'creatureType']).optional(),
});

/** CR 601.3, 602.5: static abilities that forbid casting spells or activating abilities. */
export const prohibition = z.discriminatedUnion('kind', [
  /** Void Winnower (with `manaValue`), Dragonlord Dromoka (opponents, during your turn). */
  z.strictObject({
    kind: z.literal('cantCast'),
    spells: spellFilter,
    /** Only spells whose mana value is even / odd (CR 202.3). */
    manaValue: z.enum(['even', 'odd']).optional(),
    /** Only during its controller's turn ("your opponents can't cast spells during your turn"). */
    duringYourTurn: z.literal(true).optional(),
    /** CR 601.3: not during the caster's own turn: "Players can cast spells only during their own turns" (Dosan the Falling Leaf). */
    exceptOwnTurn: z.literal(true).optional(),
  }),
  /** Moderation: "You can't cast more than one spell each turn" (`perTurn` 1, `who` you). */
  z.strictObject({ kind: z.literal('castLimit'), perTurn: z.int().min(1).max(20), who: bound }),
  /**
   * Cursed Totem (creatures), Stony Silence (artifacts), Linvala (creatures your opponents
   * control), Pithing Needle (sources with the chosen name, `exceptMana`), Arrest (`attached`). Without
   * `exceptMana` mana abilities are forbidden too (CR 605.1a: they are activated abilities).
   */
  z.strictObject({
    kind: z.literal('cantActivate'),
    sources: z.strictObject({
      /** Sources controlled by: relative to this permanent's controller. */
      controller: bound,
      types: z.array(cardType).min(1).optional(),
      named: z.literal('chosen').optional(),
      /** Only the permanent this one is attached to (Arrest: "enchanted creature … its activated abilities can't be activated", CR 303.4). */
      attached: z.literal(true).optional(),
    }),
    exceptMana: z.boolean().default(false),
  }),
]);

/** CR 118.3, 119.8: static restrictions on paying costs, for the players they bind. */
export const restriction = z.discriminatedUnion('kind', [
  /** Angel of Jubilation (any player); Platinum Emperion, "your life total can't change" (you, CR 119.8). */
  z.strictObject({ kind: z.literal('cantPayLife'), who: bound.default('any') }),
  /** Angel of Jubilation: no player may sacrifice creatures to cast spells or activate abilities. */
  z.strictObject({ kind: z.literal('cantSacrifice'), what: objectFilter, who: bound.default('any') }),
  /**
   * CR 609.4b, Chromatic Orrery: "You may spend mana as though it were mana of any color" (you);
   * Mycosynth Lattice's "Players may…" would be any. `mana`: only mana of these types may
   * (Quicksilver Elemental: "blue mana"); `ownAbilities`: only to pay the activation costs of
   * this card's abilities ("… to pay the activation costs of Quicksilver Elemental's abilities").
   */
  z.strictObject({
    kind: z.literal('spendAsAnyColor'),
    who: bound.default('you'),
    mana: z.array(z.enum([...COLORS, 'C'])).min(1).optional(),
    ownAbilities: z.literal(true).optional(),
  }),
]);
