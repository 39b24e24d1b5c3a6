/**
 * CR 603: the triggered abilities the card format knows: those that trigger while a spell is
 * cast or an ability activated (on casting, on becoming a target, on what paying a cost does
 * to permanents). They are held until the spell is cast (src/casting/triggers.ts).
 */
import { z } from 'zod';
import { objectFilter as filterLanguageObject } from './filter-schema.js';
import { spellFilter } from './static-schema.js';
import { objectFilter as cardFilter } from './cost-schema.js';
import { targetWord } from './target-schema.js';
import { interveningIf } from './intervening-if-schema.js';

/**
 * CR 603.3d, 115: the target words of the triggered ability's effect, in the target language
 * of spells; chosen as the ability is put on the stack ("target player loses 1 life").
 */
const targets = z.array(targetWord).max(20).optional();

/** CR 603.4: an intervening "if" clause, checked as the event happens (intervening-if-schema.ts). */
const ifClause = interveningIf.optional();

/** Whose actions a trigger watches, from its controller: 'you', 'opponents' or 'any' player. */
const who = z.enum(['you', 'opponents', 'any']);

/** CR 603.10a: a dying creature is seen as it last existed on the battlefield, so the filter looks there. */
const dyingFilter = filterLanguageObject.refine((f) => (f.zone ?? 'battlefield') === 'battlefield' && f.stackKind === undefined, {
  message: 'CR 603.10a: a "dies" trigger looks back at the creature on the battlefield: give no zone other than "battlefield"',
  path: ['zone'],
});

/** CR 701.26: a "becomes tapped / untapped" trigger and what it watches. */
function tapTrigger<TOn extends 'becomesTapped' | 'becomesUntapped'>(on: TOn) {
  return z
    .strictObject({ on: z.literal(on), attached: z.literal(true).optional(), permanents: dyingFilter.optional(), targets, text: z.string().max(500) })
    .refine((t) => !(t.attached && t.permanents), { message: 'CR 701.26: a tap trigger watches what it is attached to or the permanents fitting a filter, not both', path: ['attached'] });
}

/** Triggered abilities that watch casting (CR 603): they trigger during a cast and wait until it is cast. */
export const trigger = z.discriminatedUnion('on', [
  /** Whenever a fitting spell is cast (prowess: a noncreature spell its controller casts). */
  z
    .strictObject({
      on: z.literal('cast'),
      spells: spellFilter,
      /** Only a spell that targets this permanent (heroic: "Whenever you cast a spell that targets ~"), as its targets are chosen at 601.2c. */
      targetsThis: z.literal(true).optional(),
      /** CR 702.33d: only a kicked spell (its kicker or multikicker cost paid at least once): "Whenever you cast a kicked spell". */
      kicked: z.literal(true).optional(),
      /** Only its caster's first, second or third spell this turn ("your second spell each turn"; the caster's `spellsCastThisTurn` before it). */
      nth: z.int().min(1).max(3).optional(),
      /**
       * Only during an opponent's turn, seen from this permanent's controller ("during each
       * opponent's turn"), or `notCaster`: during a turn not the caster's (CR 603.4: "if it's not
       * their turn", true on resolution too, as the turn goes on).
       */
      turn: z.enum(['opponents', 'notCaster']).optional(),
      /** CR 601.2a: only a spell cast from this zone ("a spell from your graveyard", "from exile", "from their hand"), its caster's own. */
      from: z.enum(['hand', 'graveyard', 'exile']).optional(),
      /** CR 202.3: only a spell whose mana value, with X as announced (202.3e), is in these bounds ("with mana value 6 or greater"). */
      manaValue: z
        .strictObject({ atLeast: z.int().min(0).max(100).optional(), atMost: z.int().min(0).max(100).optional() })
        .refine((m) => m.atLeast !== undefined || m.atMost !== undefined, { message: 'CR 202.3: say "atLeast" or "atMost"' })
        .optional(),
      /** CR 603.4: "if ~ is an enchantment", "if ~ has fewer than three +1/+1 counters on it": this permanent as the spell becomes cast. */
      if: ifClause,
      targets, text: z.string().max(500),
    })
    .refine((t) => t.if?.of !== 'it', { message: 'CR 603.4: a cast trigger\'s intervening "if" reads this permanent (`"of": "this"`)', path: ['if', 'of'] }),
  /**
   * When this spell is cast; storm counts the spells cast before it this turn (CR 702.40).
   * `ifPaid`: only if the spell's optional cost of this name was paid, counting the times it
   * was (replicate, CR 702.56a: "if a replicate cost was paid for it, copy it for each time").
   */
  z.strictObject({ on: z.literal('castSelf'), storm: z.boolean().default(false), ifPaid: z.string().min(1).max(100).optional(), targets, text: z.string().max(500) }),
  /**
   * CR 601.2c: when this permanent becomes the target of a spell or ability (Phantasmal
   * Bear). `by`: only of one an opponent controls. `spellsOnly`: only of a spell. Instead of
   * this permanent: `attached`, the permanent it is attached to ("enchanted creature",
   * CR 303.4); `permanents`, the permanents fitting a filter ("a permanent you control"),
   * and `you`, its controller ("you or a permanent you control"). One trigger for each
   * watched player or object that becomes a target.
   */
  z
    .strictObject({
      on: z.literal('becomesTarget'),
      by: z.literal('opponents').optional(),
      spellsOnly: z.literal(true).optional(),
      attached: z.literal(true).optional(),
      permanents: dyingFilter.optional(),
      you: z.literal(true).optional(),
      targets, text: z.string().max(500),
    })
    .refine((t) => !t.attached || (t.permanents === undefined && t.you === undefined), {
      message: 'CR 601.2c: a "becomes the target" trigger watches what it is attached to, or permanents and its controller, not both',
      path: ['attached'],
    }),
  /**
   * CR 700.4, 603.10a: a permanent dies (is put into a graveyard from the battlefield), for
   * example sacrificed to pay a cost. With neither `self` nor `creatures`, this or any other
   * creature (Blood Artist). `self`: this permanent itself, whatever its card types ("When ~
   * dies", "When ~ is put into a graveyard from the battlefield"). `creatures`: the creatures
   * that fit this filter, as they last existed on the battlefield, seen from this
   * permanent's controller ("another creature you control": `controller` you, `other`).
   * Both: this permanent, or a creature that fits ("~ or another creature you control").
   * `attached`: what this permanent is attached to. `permanents`: like `creatures`, of any type.
   */
  z.strictObject({
    on: z.literal('creatureDies'),
    self: z.literal(true).optional(),
    creatures: dyingFilter.optional(),
    /**
     * CR 301.5, 303.4: the permanent this Aura or Equipment is attached to, if its card fits
     * this filter ("When enchanted creature dies": `{ "types": ["Creature"] }`; "enchanted
     * permanent is put into a graveyard": `{}`), seen as it last existed (603.10a).
     */
    attached: cardFilter.optional(),
    /** CR 700.4: permanents of any type that fit this filter ("an artifact is put into a graveyard from the battlefield", "another Goblin you control"), as they last existed. */
    permanents: dyingFilter.optional(),
    /** CR 603.4: "if it had a +1/+1 counter on it" (the permanent that died, as it last existed), "if ~ is an enchantment". */
    if: ifClause,
    targets, text: z.string().max(500),
  }),
  /**
   * CR 603.6c, 603.10a: when this permanent leaves the battlefield, to any zone (sacrificed,
   * returned to its owner's hand to pay a cost): a leaves-the-battlefield ability looks back.
   * Instead of this permanent: `attached`, the permanent it is attached to ("enchanted
   * creature", CR 303.4), or `permanents`, each permanent that fits, as it last existed
   * ("another creature you control"; one trigger each).
   */
  z
    .strictObject({ on: z.literal('leavesBattlefield'), attached: z.literal(true).optional(), permanents: dyingFilter.optional(), if: ifClause, targets, text: z.string().max(500) })
    .refine((t) => !(t.attached && t.permanents), { message: 'CR 603.6c: a leaves-the-battlefield trigger watches what it is attached to or the permanents fitting a filter, not both', path: ['attached'] }),
  /**
   * Whenever this permanent becomes tapped ({T} in a cost, convoke, improvise, crew) or
   * untapped ({Q} in a cost): CR 107.5, 701.26. Instead of this permanent: `attached`, the
   * permanent it is attached to ("enchanted creature", CR 303.4), or `permanents`, each
   * permanent that fits a filter ("a creature an opponent controls"; one trigger for each).
   */
  tapTrigger('becomesTapped'),
  tapTrigger('becomesUntapped'),
  /**
   * CR 701.9: whenever a player discards a card (a discard cost, or cycling, whose cost
   * discards the card: "Whenever you cycle or discard a card" triggers once, 702.29a).
   * `player`: who discards, from this permanent's controller. `cards`: only cards with
   * these characteristics ("a creature card", "a nonland card"). `other`: not this card
   * itself ("cycle or discard another card"). `oneOrMore`: "discard one or more cards", one
   * event however many cards a payment discards (CR 603.2c): one trigger for each player who
   * discarded fitting cards.
   */
  z.strictObject({ on: z.literal('discards'), player: who, cards: cardFilter.optional(), other: z.literal(true).optional(), oneOrMore: z.literal(true).optional(), targets, text: z.string().max(500) }),
  /**
   * CR 701.21: whenever this permanent's controller (or, with `player`, a player it watches:
   * "an opponent sacrifices", "a player sacrifices") sacrifices a permanent (to pay a cost):
   * `self`, this permanent ("When you sacrifice ~"); `permanents`, those that fit a filter, as
   * they last existed on the battlefield (603.10a: "a creature", "a Clue", "another permanent").
   */
  z
    .strictObject({ on: z.literal('sacrifices'), self: z.literal(true).optional(), permanents: dyingFilter.optional(), player: who.optional(), targets, text: z.string().max(500) })
    .refine((t) => t.self || t.permanents, { message: 'CR 701.21: a "sacrifice" trigger watches this permanent (`self`) or the permanents fitting `permanents`', path: ['permanents'] }),
  /** CR 702.29c: whenever a player cycles a card (activates a cycling ability, typecycling included); `other`: a card other than this one. */
  z.strictObject({ on: z.literal('cycles'), player: who, other: z.literal(true).optional(), targets, text: z.string().max(500) }),
  /**
   * CR 603.6a, 603.10a: "When ~ is put into a graveyard from anywhere": this card put into a
   * graveyard while a cost is paid, from the battlefield (sacrificed), a hand (discarded) or a
   * library (milled); it triggers from the graveyard, the new object there as its source.
   */
  z.strictObject({ on: z.literal('putIntoGraveyard'), self: z.literal(true), targets, text: z.string().max(500) }),
  /**
   * CR 603.2, 603.10a: whenever a card (not a token, CR 111.1) is put into a graveyard of a
   * player it watches (`owner`, from this permanent's controller: "your graveyard", "an
   * opponent's graveyard"), from anywhere — sacrificed, discarded or milled by a cost — or,
   * with `fromLibrary`, milled only. `cards`: only cards with these characteristics ("a
   * creature card"); `other`: not this card. One trigger for each card, or with `oneOrMore`
   * ("one or more cards are put …", CR 603.2c) one for each kind of move (died, discarded,
   * milled) in which some fitting card went.
   */
  z.strictObject({
    on: z.literal('cardsToGraveyard'),
    owner: who,
    cards: cardFilter.optional(),
    other: z.literal(true).optional(),
    fromLibrary: z.literal(true).optional(),
    oneOrMore: z.literal(true).optional(),
    targets, text: z.string().max(500),
  }),
  /**
   * CR 122.1, 122.6: whenever counters of this kind (`counter`: "+1/+1", "-1/-1", "loyalty")
   * are put on (`action` "put") or removed from ("remove") this permanent (`self`) or a
   * permanent fitting `permanents`: here, by a cost (a loyalty ability's +N or −N, CR 606.4;
   * "Put a -1/-1 counter on ~"). One trigger for each counter, or with `oneOrMore` ("one or
   * more +1/+1 counters are put on ~", CR 603.2c) one for each permanent.
   */
  z
    .strictObject({
      on: z.literal('counters'),
      action: z.enum(['put', 'remove']),
      counter: z.string().min(1).max(50),
      self: z.literal(true).optional(),
      permanents: dyingFilter.optional(),
      oneOrMore: z.literal(true).optional(),
      targets, text: z.string().max(500),
    })
    .refine((t) => t.self || t.permanents, { message: 'CR 122.6: a counters trigger watches this permanent (`self`) or the permanents fitting `permanents`', path: ['permanents'] }),
  /** CR 702.29d: "When you cycle ~": this card's own cycling ability is activated; it triggers from the graveyard the card was discarded to. */
  z.strictObject({ on: z.literal('cycleSelf'), targets, text: z.string().max(500) }),
]);
