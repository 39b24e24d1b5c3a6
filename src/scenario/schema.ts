/**
 * The scenario file format (docs/scenarios.md): a starting game written with card names,
 * inline extra cards, and the actions to send.
 */
import { z } from 'zod';
import { COLORS } from '../mana/symbols.js';
import { MAX_ZONE_SIZE, PHASES, STEPS } from '../game/state.js';
import { spendRestriction } from '../cards/spend-filter.js';

const id = z.string().min(1).max(200);

/**
 * A card in a zone: its name, or its name with the id to give it and, in a graveyard,
 * `flashback: true` when an effect gave it flashback (Snapcaster Mage).
 */
const cardRef = z.union([id, z.strictObject({ card: id, id: id.optional(), flashback: z.literal(true).optional() })]);

const manaType = z.enum([...COLORS, 'C']);
/** Mana already in a pool: a type such as "G", or a type with where it came from and the spending restriction it carries (CR 106.6). */
const manaSpec = z.union([
  manaType,
  z.strictObject({ type: manaType, snow: z.boolean().default(false), source: id.optional(), spend: spendRestriction.optional(), chosen: id.optional() }),
]);

const permanentSpec = z.strictObject({
  card: id,
  id: id.optional(),
  controller: id,
  owner: id.optional(),
  tapped: z.boolean().default(false),
  /** CR 302.6: not under its controller's control since their most recent turn began. */
  summoningSick: z.boolean().default(false),
  counters: z.record(id, z.int().min(0).max(1_000_000)).default({}),
  /** CR 602.5b: its own "only once each turn" (or "no more than N times each turn") activated abilities, by number (from 0), once for each activation this turn. */
  activatedThisTurn: z.array(z.int().min(0).max(100)).max(100).default([]),
  /** CR 602.5b: its "only once each turn" mana abilities already activated this turn, by number (from 0). */
  manaAbilitiesUsedThisTurn: z.array(z.int().min(0).max(100)).max(100).default([]),
  /** CR 606.3: a loyalty ability of this permanent was already activated this turn. */
  loyaltyUsed: z.boolean().default(false),
  /**
   * CR 712.8e: 1 puts a double-faced card (layout "modal" or "transform") on the battlefield
   * with its back face up: a modal double-faced card played as its back face (712.12), or a
   * transformed permanent (701.28). It then has only that face's characteristics and abilities.
   */
  face: z.literal(1).optional(),
  /** What was chosen as it entered: a card name (Pithing Needle), a creature type (Cavern of Souls), a colour. */
  chosen: z.strictObject({ name: z.string().min(1).max(200).optional(), creatureType: id.optional(), color: z.enum(COLORS).optional() }).optional(),
  /** CR 506.4: an attacking creature (the active player's, during the combat phase). */
  attacking: z.boolean().default(false),
  /** CR 508.1, 702.142a: the creature attacked earlier this turn (the active player's; boast). */
  attackedThisTurn: z.boolean().default(false),
  /** CR 506.4: a blocking creature (a defending player's, during the combat phase). */
  blocking: z.boolean().default(false),
  /** CR 509.1h: an attacking creature that was blocked (blockers declared: the declare blockers step or later); an attacker without it is unblocked then. */
  blocked: z.boolean().default(false),
  /** CR 111.1: a token, not a card. */
  token: z.boolean().default(false),
  /** CR 301.5, 303.4: the id of the permanent this Aura or Equipment is attached to. */
  attachedTo: id.optional(),
});

const spellSpec = z.strictObject({
  card: id,
  id: id.optional(),
  controller: id,
  owner: id.optional(),
  /** CR 601.2a: the face of a two-faced card it was cast as (default 0), or both halves of a fuse card. */
  face: z.union([z.literal(0), z.literal(1)]).optional(),
  fuse: z.literal(true).optional(),
  x: z.int().min(0).max(1_000_000).nullable().default(null),
  targets: z.array(z.array(id).max(1000)).max(1000).default([]),
});

const playerSpec = z.strictObject({
  id,
  life: z.int().min(-1_000_000).max(1_000_000).default(20),
  manaPool: z.array(manaSpec).max(MAX_ZONE_SIZE).default([]),
  library: z.array(cardRef).max(MAX_ZONE_SIZE).default([]),
  hand: z.array(cardRef).max(MAX_ZONE_SIZE).default([]),
  graveyard: z.array(cardRef).max(MAX_ZONE_SIZE).default([]),
  /** Spells this player already cast this turn (Moderation: "can't cast more than one spell each turn"); they count for storm too. */
  spellsCastThisTurn: z.int().min(0).max(1_000_000).default(0),
  /** Life this player already lost this turn (spectacle: "if an opponent lost life this turn"). */
  lifeLostThisTurn: z.int().min(0).max(1_000_000).default(0),
  /** CR 107.14, 122.1: energy counters ({E}) this player has, to pay "Pay {E}{E}" costs. */
  energy: z.int().min(0).max(1_000_000).default(0),
  /** Creature types of this player's creatures that dealt combat damage to a player this turn (prowl). */
  combatDamageTypesThisTurn: z.array(z.string().min(1).max(100)).max(100).default([]),
  /** CR 903.8: for each commander (by card name), how many times this player has cast it from the command zone this game. */
  commanderCasts: z.record(id, z.int().min(0).max(1000)).default({}),
});

/**
 * CR 601.3: a card in exile a player may cast: foretold (702.143), on an adventure (715.3d), by
 * an effect, or discarded with madness while its madness trigger resolves (702.35a: its owner
 * casts it for its madness cost), or suspended with its last time counter removed while that
 * trigger resolves (702.62d: its owner casts it without paying its mana cost); `turn`: the
 * turn it was exiled.
 */
const mayCastFrom = z.strictObject({ reason: z.enum(['foretell', 'adventure', 'effect', 'madness', 'suspend']), by: id, turn: z.int().min(1).max(1_000_000).optional() });

export const gameSpecSchema = z.strictObject({
  players: z.array(playerSpec).min(1).max(8),
  battlefield: z.array(permanentSpec).max(MAX_ZONE_SIZE).default([]),
  stack: z.array(spellSpec).max(MAX_ZONE_SIZE).default([]),
  exile: z.array(z.strictObject({ card: id, id: id.optional(), owner: id, mayCastFrom: mayCastFrom.optional() })).max(MAX_ZONE_SIZE).default([]),
  /** CR 903.3: `commander: true` marks a commander, which its owner may cast from here (903.8). */
  command: z.array(z.strictObject({ card: id, id: id.optional(), owner: id, commander: z.literal(true).optional() })).max(MAX_ZONE_SIZE).default([]),
  turn: z.strictObject({
    number: z.int().min(1).max(1_000_000).default(1),
    activePlayer: id,
    phase: z.enum(PHASES).default('precombatMain'),
    step: z.enum(STEPS).nullable().default(null),
    /** Spells cast this turn before the scenario starts (storm); at least the players' `spellsCastThisTurn` together. */
    spellsCast: z.int().min(0).max(1_000_000).default(0),
    /** CR 305.2a: lands the active player has already played this turn. */
    landsPlayed: z.int().min(0).max(1_000).default(0),
    /** CR 305.2: lands the active player may play this turn: one, unless an effect allows more (305.2a, Exploration). */
    landPlays: z.int().min(0).max(1_000).default(1),
  }),
  /** Who holds priority; defaults to the active player. */
  priority: id.nullable().optional(),
  /**
   * How cards without an explicit id are named (docs/scenarios.md, docs/security.md).
   * "opaque" (the default): `card-1`, `card-2`, … in the order the file lists them, and a
   * card the engine moves to another zone gets a new one (CR 400.7), so an id tells nobody
   * the card's name, how many copies there are, or where it was. "names": ids made from the
   * card names (`lightning-bolt`, `lightning-bolt-2`) that a card keeps wherever it goes:
   * easy to read for one author who sees every card (tests, judge scenarios), but they tell
   * the other players the number of copies, so never use them with hidden information.
   */
  ids: z.enum(['opaque', 'names']).default('opaque'),
});

export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  name: z.string().min(1).max(500),
  description: z.string().max(10_000).optional(),
  /** Extra cards, in the card library's format. */
  cards: z.array(z.unknown()).max(10_000).default([]),
  game: gameSpecSchema,
  /**
   * CR 733.1: the players' standing choice to keep the mana abilities they activated during a
   * cast or activation the rules reverse by themselves (an illegal payment, no legal targets,
   * an illegal proposal), as `CANCEL`'s `keepMana` does for one cancel.
   */
  keepManaOnReversal: z.boolean().default(false),
  /** The events to send, in order (docs/events.md). */
  actions: z.array(z.unknown()).max(10_000).default([]),
});

export type GameSpec = z.output<typeof gameSpecSchema>;
/**
 * A game spec as an app writes it: the schema's input with every array and object readonly,
 * so a spec declared `as const` fits, and a misspelt field in a literal is a compile error.
 */
export type GameSpecInput = Immutable<z.input<typeof gameSpecSchema>>;

/** T with every array and object readonly, all the way down. */
type Immutable<T> = T extends readonly (infer TItem)[] ? readonly Immutable<TItem>[] : T extends object ? { readonly [TKey in keyof T]: Immutable<T[TKey]> } : T;
export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
