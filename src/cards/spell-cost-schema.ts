/**
 * The card format's costs paid in place of or beside the mana cost: alternative costs
 * (CR 118.9) and optional additional costs (118.8: kicker, multikicker, buyback, entwine).
 */
import { z } from 'zod';
import { cardType, costPart } from './cost-schema.js';
import { onlyIfSchema } from './only-if.js';
import { targetWord } from './target-schema.js';

/** CR 118.9: an alternative cost, paid instead of the mana cost. */
export const alternativeCost = z
  .strictObject({
  /** How players name it: 'Force of Will', 'evoke', 'flashback'. */
  name: z.string().min(1).max(100),
  /** Where the card must be cast from to use it (flashback: the graveyard; foretell: exile, only on a foretold card, 702.143a). */
  from: z.enum(['hand', 'graveyard', 'exile']).default('hand'),
  cost: z.array(costPart).max(20),
  /** Target words the spell has only when cast this way (bestow makes it an Aura spell with a target). */
  targets: z.array(targetWord).max(20).default([]),
  /**
   * A game fact the state tracks that must hold to use it: surge (CR 702.117), "you've cast
   * another spell this turn"; spectacle (CR 702.137), "an opponent lost life this turn"; prowl
   * (CR 702.76), "you dealt combat damage to a player this turn with a creature that shares a
   * creature type with this card"; madness (CR 702.35a), "discardedWithMadness": the card was
   * discarded with madness and its madness trigger is resolving (`from` must be "exile");
   * suspend (CR 702.62d), "lastTimeCounterRemoved": the card is suspended, its last time
   * counter was removed and that trigger is resolving (`from` "exile", the cost usually empty:
   * "without paying its mana cost").
   */
  /** CR 118.9, 601.3: a condition on the game now that must hold to use it ("If you control a Plains, you may …", "If it's not your turn, …"). */
  onlyIf: onlyIfSchema.optional(),
  condition: z.enum(['castAnotherSpellThisTurn', 'opponentLostLifeThisTurn', 'combatDamageWithSharedType', 'discardedWithMadness', 'lastTimeCounterRemoved']).optional(),
  /** CR 702.103b: the card types and subtypes the spell has instead while cast this way (bestow: an Aura enchantment spell, not a creature spell). */
  becomes: z.strictObject({ types: z.array(cardType).min(1).max(10), subtypes: z.array(z.string().min(1).max(100)).max(10).default([]) }).optional(),
  /**
   * CR 702.96b overload, 702.148b cleave: cast this way the spell's text changes, and its
   * target words are this cost's `targets` instead of the card's own (overload: none, each
   * "target" having become "each"; cleave: those left once the bracketed words are removed).
   */
  replacesTargets: z.literal(true).optional(),
  /**
   * CR 702.119a emerge: the total cost is reduced by the mana value of the creature sacrificed
   * for this cost's sacrifice part, chosen with the costs (601.2b: CHOOSE_COSTS `sacrificed`).
   */
  reducedBySacrifice: z.literal(true).optional(),
  /**
   * CR 702.37c morph and megamorph, 702.168a disguise: cast this way the card is turned face
   * down and is a 2/2 creature spell with no name, text, subtypes or mana cost (cards/face-down.ts);
   * the CAST event says so (`faceDown`), since the card is turned face down before it is put on
   * the stack (601.2a). Turning it face up is a special action (116.2b), not casting.
   */
  faceDown: z.literal(true).optional(),
  })
  .refine((a) => !a.faceDown || (a.targets.length === 0 && !a.becomes && !a.replacesTargets && !a.condition), {
    message: 'CR 708.2: a face-down spell has only the characteristics its rule gives: no targets, no other type, no condition',
    path: ['faceDown'],
  })
  .refine((a) => !a.reducedBySacrifice || a.cost.some((p) => p.kind === 'sacrifice' && p.count === 1), {
    message: 'a cost reduced by the sacrificed creature needs a part that sacrifices one',
    path: ['reducedBySacrifice'],
  })
  .refine((a) => a.condition !== 'lastTimeCounterRemoved' || a.from === 'exile', {
    message: 'CR 702.62d: a suspended card is cast from exile ("from": "exile")',
    path: ['from'],
  })
  .refine((a) => a.condition !== 'discardedWithMadness' || a.from === 'exile', {
    message: 'CR 702.35a: a madness cost is paid to cast the card from exile ("from": "exile")',
    path: ['from'],
  });

/** CR 118.8: an optional additional cost: kicker, multikicker, buyback, entwine. */
export const optionalCost = z.strictObject({
  name: z.string().min(1).max(100),
  cost: z.array(costPart).min(1).max(20),
  /** How many times it may be paid; null for any number (multikicker). */
  max: z.int().min(1).max(1000).nullable().default(1),
  /** Target words it adds, once for each time it is paid (Falling Timber, Comet Storm). */
  targets: z.array(targetWord).max(20).default([]),
});
