/**
 * The game model: one immutable, JSON-serialisable value. Rules functions take a
 * `GameState` and return a new one; nothing mutates it, so rolling back an illegal
 * action (CR 733) is handing back a saved value.
 */
import type { Color, ManaUnit } from '../mana/symbols.js';

export type PlayerId = string;
export type ObjectId = string;

/** The longest id an event may carry (an id longer than this can't be named by any event). */
export const MAX_ID_LENGTH = 200;

/** The most objects a zone may hold as a game is given (a scenario or a persisted game), and so the most one event may name of a kind. */
export const MAX_ZONE_SIZE = 10_000;

/** CR 500.1: the phases of a turn. */
export const PHASES = ['beginning', 'precombatMain', 'combat', 'postcombatMain', 'ending'] as const;
export type Phase = (typeof PHASES)[number];

/** CR 501–514: the steps; main phases have none. */
export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'beginningOfCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endOfCombat',
  'end',
  'cleanup',
] as const;
export type Step = (typeof STEPS)[number];

export interface Turn {
  readonly number: number;
  readonly activePlayer: PlayerId;
  readonly phase: Phase;
  /** null during a main phase, which has no steps (CR 505.1). */
  readonly step: Step | null;
  /** Spells cast this turn so far, by all players (storm counts them, CR 702.40). */
  readonly spellsCast: number;
  /** CR 305.2a: lands the active player has played this turn; absent: none. */
  readonly landsPlayed?: number;
  /** CR 305.2, 305.2a: lands the active player may play this turn; absent: one (effects may allow more). */
  readonly landPlays?: number;
}

/** A card in a zone other than the battlefield and the stack. */
export interface CardObject {
  readonly id: ObjectId;
  /** The card's exact English name: its key in the card library. */
  readonly card: string;
  readonly owner: PlayerId;
  /** CR 702.34: flashback an effect gave it, with a cost equal to its mana cost (Snapcaster Mage). */
  readonly flashback?: true;
  /** A library card revealed to every player: it stays known where it is until the library is shuffled (CR 733.1: a reveal can't be undone). */
  readonly revealed?: true;
  /** CR 602.5b: indexes of its own "only once each turn" (or "no more than N times each turn") activated abilities, once for each activation this turn (forecast from a hand, or a permanent's). */
  readonly activatedThisTurn?: readonly number[];
  /** CR 601.3: a card in exile that player `by` may cast (foretold, 702.143; on an adventure, 715.3d; or by an effect). */
  readonly mayCastFrom?: MayCastFrom;
  /** CR 903.3: the card is a commander (cast from the command zone with commander tax, 903.8). */
  readonly commander?: true;
}

/**
 * CR 601.3: why and by whom a card in exile may be cast. `madness`: the card was discarded
 * with madness and exiled, and its madness trigger is resolving: its owner may cast it now
 * for its madness cost (CR 702.35a), during the resolution (608.2g). `suspend`: the last time
 * counter was removed from the suspended card and that trigger is resolving: its owner may
 * cast it without paying its mana cost (CR 702.62d), during the resolution (608.2g).
 */
export interface MayCastFrom {
  readonly reason: 'foretell' | 'adventure' | 'effect' | 'madness' | 'suspend';
  readonly by: PlayerId;
  /** The turn it was exiled (foretold); a foretold card can't be cast that turn (702.143a). Absent: an earlier turn. */
  readonly turn?: number;
}

/** CR 110: a permanent on the battlefield. */
export interface Permanent extends CardObject {
  readonly controller: PlayerId;
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  /**
   * CR 302.6: whether it has been under its controller's control continuously since
   * their most recent turn began (false means "summoning sick" for creatures).
   */
  readonly controlledSinceTurnStart: boolean;
  /** CR 602.5b: indexes of its "only once each turn" mana abilities already activated this turn. */
  readonly usedThisTurn?: readonly number[];
  /** CR 602.5c: the "only once each turn" abilities it acquired and activated this turn, each as acquired from its giver. */
  readonly acquiredActivatedThisTurn?: readonly AbilityGrant[];
  /** CR 606.3: a loyalty ability of this permanent was activated this turn. */
  readonly loyaltyUsedThisTurn?: boolean;
  /**
   * CR 712.8e: a double-faced permanent with its back face up (a modal double-faced card
   * played or put onto the battlefield as its back face, 712.12; a transformed permanent,
   * 701.28): it has only that face's characteristics and abilities. Absent: front face up.
   */
  readonly face?: 1;
  /** What was chosen as it entered ("choose a card name": Pithing Needle, Voidstone Gargoyle; a creature type: Cavern of Souls). */
  readonly chosen?: { readonly name?: string; readonly creatureType?: string; readonly color?: Color };
  /** CR 506.4: an attacking creature (during the combat phase). */
  readonly attacking?: true;
  /** CR 508.1, 702.142a: the creature attacked this turn (boast's "only if this creature attacked this turn"); an attacking creature has. */
  readonly attackedThisTurn?: true;
  /** CR 506.4: a blocking creature (during the combat phase). */
  readonly blocking?: true;
  /** CR 509.1h: an attacking creature that was blocked (it stays blocked even if its blockers leave combat). */
  readonly blocked?: true;
  /** CR 111.1: a token, not a card. */
  readonly token?: true;
  /**
   * CR 301.5, 303.4: the permanent this Aura or Equipment is attached to ("enchanted
   * creature", "equipped creature"). After that permanent leaves (sacrificed for a
   * cost) it names an object no longer there: the state-based actions that unattach an
   * Equipment or put an Aura into a graveyard (CR 704.5m–n) are not run here.
   */
  readonly attachedTo?: ObjectId;
}

/** The choices a spell was cast with (CR 601.2b–d), kept on the stack object. */
export interface SpellChoices {
  /** CR 601.2b, 700.2: the modes chosen, by number in printed order. */
  readonly modes: readonly number[];
  /** CR 601.2b, 702.47: the cards revealed from the caster's hand and spliced onto the spell. */
  readonly spliced: readonly { readonly id: ObjectId; readonly card: string }[];
  /** CR 601.6: the opponent who makes the choices the card gives an opponent, if any. */
  readonly opponent: PlayerId | null;
  /** CR 601.2b, 118.9: the alternative cost chosen by name ('Force of Will', 'evoke', 'flashback'…), or null. */
  readonly alternative: string | null;
  /** CR 601.2b, 118.8: how many times each optional additional cost is paid (kicker: 1; multikicker: n). */
  readonly optional: Readonly<Record<string, number>>;
  /** CR 601.2b / 107.3: the announced value of X; null when the cost has no X. */
  readonly x: number | null;
  /** CR 601.2b: for each hybrid symbol in printed order, the half chosen ('generic' for {2/W}'s 2). */
  readonly hybrid: readonly HybridChoice[];
  /** CR 601.2b: for each Phyrexian symbol in printed order, 2 life or its coloured mana. */
  readonly phyrexian: readonly PhyrexianChoice[];
  /** CR 601.2c: for each instance of the word "target", the chosen players and objects. */
  readonly targets: readonly (readonly string[])[];
  /** CR 601.2d: how much of a divided effect each target gets, in the order the targets were chosen. */
  readonly division: readonly number[];
  /** CR 702.119a, 601.2b: the creature to sacrifice for an alternative cost reduced by its mana value (emerge). */
  readonly sacrificed?: ObjectId;
}

export type HybridChoice = 'W' | 'U' | 'B' | 'R' | 'G' | 'generic';
export type PhyrexianChoice = 'life' | 'mana';

/** The zones spells can be cast from here (CR 601.3: the hand, or a zone a permission names). */
export type CastZone = 'hand' | 'graveyard' | 'exile' | 'command';

/** CR 112.1: a spell on the stack. */
export interface Spell extends CardObject {
  readonly kind: 'spell';
  readonly controller: PlayerId;
  /** CR 601.2a: the zone it was cast from. */
  readonly castFrom: CastZone;
  /** CR 601.2a, 709.3, 712, 715.3: the face of a two-faced card it was cast as (absent: 0, the front face or left half). */
  readonly face?: 0 | 1;
  /** CR 702.102: both halves of a fuse card, cast together from a hand. */
  readonly fused?: true;
  /** CR 702.37c, 708.4: cast face down (morph, megamorph, disguise): a 2/2 creature spell no other player may look at (708.5). */
  readonly faceDown?: true;
  readonly choices: SpellChoices;
}

/** CR 613, 602.5c: an activated ability a permanent acquired: the giver, its card, and the grant's number there. */
export interface AbilityGrant {
  readonly by: ObjectId;
  readonly card: string;
  readonly grant: number;
}

/**
 * CR 602.2a, 113.7: an activated ability on the stack: an object that is not a card, with
 * only its ability's text and its source. `card` names the source's card, `ability` the
 * ability's number among the source's abilities (its own, then acquired ones). The text is
 * the card's own ability, or, with `grantedBy`, the grant of the permanent that gave it.
 */
export interface AbilityOnStack {
  readonly kind: 'ability';
  readonly id: ObjectId;
  readonly card: string;
  readonly source: ObjectId;
  readonly ability: number;
  /** CR 602.5c: the permanent that gave the source this ability, if the source acquired it. */
  readonly grantedBy?: AbilityGrant;
  /** CR 712.8e: activated from a permanent with its back face up: `ability` numbers that face's abilities. */
  readonly face?: 1;
  /** CR 602.2a: the card activated from a hidden zone (a hand), revealed as the activation began. */
  readonly revealed?: ObjectId;
  /** CR 602.2a: the player who activated it. */
  readonly controller: PlayerId;
  readonly choices: SpellChoices;
}

/** What a triggered ability triggered on (CR 603.2). */
export const TRIGGER_EVENTS = ['becameTarget', 'cast', 'creatureDied', 'leftBattlefield', 'becameTapped', 'becameUntapped', 'discarded', 'cycled', 'sacrificed', 'putIntoGraveyard', 'countersPut', 'countersRemoved'] as const;
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

/**
 * CR 603.3, 113.7: a triggered ability on the stack: an object that is not a card, with only
 * its ability's text and its source. `card` names the source's card and `trigger` the
 * ability's number among that card's triggered abilities; it stays on the stack when the
 * source leaves (113.7a). Its targets were chosen as it was put on the stack (603.3d).
 */
export interface TriggeredAbilityOnStack {
  readonly kind: 'trigger';
  readonly id: ObjectId;
  readonly card: string;
  readonly source: ObjectId;
  readonly trigger: number;
  readonly on: TriggerEvent;
  readonly text: string;
  /** CR 603.3a: the player who controlled its source when it triggered. */
  readonly controller: PlayerId;
  readonly choices: SpellChoices;
  /** CR 702.40: storm's count, the spells cast before its spell this turn. */
  readonly count?: number;
}

/** What is on the stack; while it is being cast or activated, the proposal (CR 601.2, 602.2). */
export type StackObject = Spell | AbilityOnStack | TriggeredAbilityOnStack;

/** What a spell is cast or an ability activated as: the stack objects the casting and activation charts make (CR 601.2a, 602.2a). */
export type CastObject = Spell | AbilityOnStack;

export interface Player {
  readonly id: PlayerId;
  readonly life: number;
  /** CR 106.4: mana in the pool, each unit remembering its source. */
  readonly manaPool: readonly ManaUnit[];
  /** Top of the library first. */
  readonly library: readonly CardObject[];
  readonly hand: readonly CardObject[];
  /** Oldest first, so the last card is on top (CR 404.1). */
  readonly graveyard: readonly CardObject[];
  /** Spells this player cast this turn ("can't cast more than one spell each turn"). */
  readonly spellsCastThisTurn?: number;
  /** CR 119.3, 119.4: life this player lost this turn, paying life included (spectacle, CR 702.137). */
  readonly lifeLostThisTurn?: number;
  /** CR 107.14, 122.1: the energy counters ({E}) this player has, which "Pay {E}" costs remove. */
  readonly energy?: number;
  /** CR 702.76a prowl: the creature types of this player's creatures that dealt combat damage to a player this turn. */
  readonly combatDamageTypesThisTurn?: readonly string[];
  /** CR 903.8: for each commander (by card name), how many times this player has cast it from the command zone this game. */
  readonly commanderCasts?: Readonly<Record<string, number>>;
}

export interface GameState {
  /** In turn order. */
  readonly players: readonly Player[];
  readonly battlefield: readonly Permanent[];
  /** Bottom first: the last object is the topmost (CR 405.1). */
  readonly stack: readonly StackObject[];
  readonly exile: readonly CardObject[];
  readonly command: readonly CardObject[];
  readonly turn: Turn;
  /** CR 117: the player who holds priority, or null while nobody does. */
  readonly priority: PlayerId | null;
  /** The next number used to name a new object (cards, mana units, abilities on the stack). */
  readonly nextId: number;
  /**
   * How the game names cards. Absent: opaque ids (`card-7`), and a card that moves to
   * another zone becomes a new object with a new id (CR 400.7), so no id a player sees tells
   * a hidden card's name, copies or place. "names": ids made from card names that a card
   * keeps when it moves (readable scenarios and tests where one author sees everything).
   */
  readonly idStyle?: 'names';
}

/** The zones a card can be in, named for lookups and refusals. */
export type ZoneName = 'library' | 'hand' | 'graveyard' | 'battlefield' | 'stack' | 'exile' | 'command';
export type PlayerZone = 'library' | 'hand' | 'graveyard';
