/**
 * CR 601.2g: if the total cost includes a mana payment, the player may activate mana
 * abilities (605.3: they resolve at once; their mana goes to the pool). PAY ends the step.
 */
import { activateManaAbilityPaying } from '../../src/mana-abilities/activate-mana.js';
import { costIncludesMana } from '../../src/costs/total-cost.js';
import type { CastEventInput } from '../../src/events/schema.js';
import { controllerOf, lockedCostOf, withDeaths } from '../context.js';
import { defineStep, NOTHING } from './define.js';
import { paymentOptionsOf, payments } from './601.2h-payment.js';

type ManaChoice = Extract<CastEventInput, { type: 'ACTIVATE_MANA' }>['mana'];

export const manaAbilitiesStep = defineStep({
  step: 'mana',
  state: 'activatingMana',
  rule: '601.2g',
  title: 'Activate mana abilities',
  event: 'ACTIVATE_MANA',
  also: ['PAY'],
  /** CR 601.2g: `costIncludesMana`: the locked total cost includes a mana payment. */
  applies: { guard: 'costIncludesMana', check: (context) => costIncludesMana(lockedCostOf(context)) },
  /** CR 605.3a, 302.6: `manaAbilityCanBeActivated`: the mana ability can be activated now. */
  guard: 'manaAbilityCanBeActivated',
  /** CR 601.2g, 605.3: the ability resolves at once; CR 733.1: what its cost milled is journalled. */
  action: 'activateManaAbility',
  judge: (context, event) => activateManaAbilityPaying(context.game, context.cards, controllerOf(context), event.source, event.ability, event.mana, event.pay, event.tap),
  record: (context, { game, journal, activated }) => ({
    game,
    journal: [...context.journal, ...journal],
    manaActivations: [...context.manaActivations, ...activated],
    heldTriggers: withDeaths(context, game),
  }),
  options: paymentOptionsOf,
  examples: (asked) => ({
    legal: [
      ...asked.options.manaAbilities.map((a): CastEventInput => ({
        type: 'ACTIVATE_MANA',
        player: asked.player,
        source: a.source,
        ability: a.ability,
        ...(a.mana.length > 0 ? { mana: a.mana[0] as ManaChoice } : {}),
        ...(a.tap.length > 0 ? { tap: [a.tap[0] as string] } : {}),
      })),
      ...payments(asked),
    ],
    refused: [{ type: 'ACTIVATE_MANA', player: asked.player, source: NOTHING, ability: 0 }],
  }),
});
