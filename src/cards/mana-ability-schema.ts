/** CR 605: the card format's mana abilities (a part of schema.ts). */
import { z } from 'zod';
import { costPart, type CostPart } from './cost-schema.js';
import { production } from './mana-production.js';
import { spendRestriction } from './spend-filter.js';
import { onlyIfSchema } from './only-if.js';

/**
 * The cost parts a mana ability may have: those paid with its own object, life, mill and mana,
 * and, of the parts paid with chosen objects, "Tap an untapped creature you control"
 * (Springleaf Drum, CR 602.2b: named as the ability is activated, ACTIVATE_MANA's `tap`).
 */
const MANA_ABILITY_COST_KINDS: readonly CostPart['kind'][] = ['mana', 'life', 'tapSelf', 'untapSelf', 'sacrificeSelf', 'returnSelf', 'exileSelf', 'discardSelf', 'counters', 'mill', 'tap'];

/**
 * CR 605: a mana ability: its cost and the mana it makes (mana-production.ts). CR 605.3b: a
 * cost may include mana (Signets: {1}, {T}), paid before its mana is added; its symbols may be
 * generic, coloured, {C} or hybrid, not {X}, Phyrexian or {S}.
 */
export const manaAbility = z.strictObject({
  cost: z
    .array(costPart)
    .max(20)
    .superRefine((parts, ctx) => {
      parts.forEach((part, i) => {
        if (!MANA_ABILITY_COST_KINDS.includes(part.kind)) ctx.addIssue({ code: 'custom', path: [i, 'kind'], message: `this engine can't yet pay "${part.kind}" costs of mana abilities (CR 605.3); of the parts paid with chosen objects only "tap" (tap other permanents you control)` });
        if (part.kind === 'tap' && part.count !== 1) ctx.addIssue({ code: 'custom', path: [i, 'count'], message: 'a mana ability\'s cost may tap one other permanent ("Tap an untapped creature you control"), not several: auto payment offers one permanent per way (CR 605.3)' });
        if (part.kind === 'tap' && parts.findIndex((p) => p.kind === 'tap') !== i) ctx.addIssue({ code: 'custom', path: [i], message: 'a mana ability may have one "tap" part (tap other permanents you control), not several' });
        const odd = part.kind === 'mana' ? part.mana.symbols.find((s) => s.kind === 'x' || s.kind === 'phyrexian' || s.kind === 'hybridPhyrexian' || s.kind === 'snow' || s.kind === 'monoHybrid') : undefined;
        if (odd) ctx.addIssue({ code: 'custom', path: [i, 'mana'], message: `this engine can't pay {X}, Phyrexian, {2/C} or {S} symbols in a mana ability's cost (${part.kind === 'mana' ? part.mana.printed : ''})` });
      });
    }),
  produces: production,
  /** CR 106.6: "Spend this mana only to …": the restriction its mana carries. */
  spend: spendRestriction.optional(),
  /**
   * CR 605.3b, 120.3a: "~ deals N damage to you" (painlands): as the ability resolves, right
   * after its mana is added, its source deals N damage to its controller, who loses that much
   * life (the engine has no prevention effects, CR 615; a source with infect or lifelink is not
   * given this field). The mana solver counts it as life the activation costs.
   */
  damageToController: z.int().min(1).max(20).optional(),
  /** CR 605.3b, 122.1: "Put a depletion counter on ~." — counters it puts on its own object as it resolves, right after its mana is added. */
  putCounters: z.strictObject({ counter: z.string().min(1).max(50), count: z.int().min(1).max(20) }).optional(),
  /**
   * CR 605.3b, 701.21: "If there are no depletion counters on ~, sacrifice it." — as it
   * resolves, after its mana (and putCounters), its object is sacrificed if it has no counters
   * of this kind.
   */
  sacrificeIfNoCounters: z.string().min(1).max(50).optional(),
  /**
   * CR 605.3b: what else the ability does as it resolves that no cast or activation ever reads,
   * kept as text: "~ doesn't untap during your next untap step" (the engine has no untap step).
   */
  otherEffect: z.string().min(1).max(500).optional(),
  /** CR 602.5b: "Activate only once each turn." */
  oncePerTurn: z.boolean().default(false),
  /** CR 602.5b, 605.1a: "Activate only if you control a Swamp" (Tainted Field), metalcraft (Mox Opal). */
  onlyIf: onlyIfSchema.optional(),
  /** Where the card must be to activate it (Simian Spirit Guide: the hand). */
  from: z.enum(['battlefield', 'hand']).default('battlefield'),
}).refine((a) => !('perObject' in a.produces && a.produces.perObject) || a.cost.every((p) => PER_OBJECT_COST_KINDS.includes(p.kind)), {
  message: 'CR 605.3b: a mana ability that makes mana for each object may only tap or untap itself and pay mana or life, so its count is the same once its cost is paid',
  path: ['produces', 'perObject'],
});

/** The cost parts of a mana ability that makes mana "for each" object: none of them can change what it counts. */
const PER_OBJECT_COST_KINDS: readonly CostPart['kind'][] = ['mana', 'life', 'tapSelf', 'untapSelf'];
