/** CR 601.2b, 118.8, 118.9: the alternative cost and the optional additional costs are announced. */
import { announceCosts, hasCostChoices } from '../../src/casting/announce-costs.js';
import { costOptions } from '../../src/casting/options.js';
import { stackObjectOf, withDeaths } from '../context.js';
import { defineStep, NOTHING } from './define.js';

export const costsStep = defineStep({
  step: 'costs',
  state: 'announcing.costs',
  rule: '601.2b',
  title: 'Announce the alternative cost and the optional additional costs',
  event: 'CHOOSE_COSTS',
  also: ['ORDER_REDUCTIONS'],
  /** CR 601.2b, 118.8, 118.9: `hasCostChoices`: the spell offers an alternative cost or optional costs to choose. */
  applies: { guard: 'hasCostChoices', check: (context) => hasCostChoices(context.game, context.cards, stackObjectOf(context)) },
  /** CR 601.2b, 118.9: `costChoiceFits`: the alternative and optional costs chosen are ones the spell offers. */
  guard: 'costChoiceFits',
  action: 'announceCosts',
  judge: (context, event) => announceCosts(context.game, context.cards, stackObjectOf(context), event.alternative, event.optional, event.sacrificed, context.reductionHalves),
  /** CR 702.48b: a permanent sacrificed for an offering dies now; its "dies" triggers wait like those of a cost paid (603.10a). */
  record: (context, game) => ({ game, heldTriggers: withDeaths(context, game) }),
  options: (context) => costOptions(context.game, context.cards, stackObjectOf(context)),
  examples: ({ options, player }) => ({
    legal: [
      { type: 'CHOOSE_COSTS', player, alternative: null, optional: {} },
      ...options.alternatives
        .filter((alternative) => alternative.sacrifice === undefined || alternative.sacrifice.length > 0)
        .map((alternative) => ({ type: 'CHOOSE_COSTS' as const, player, alternative: alternative.name, optional: {}, ...(alternative.sacrifice ? { sacrificed: alternative.sacrifice[0] } : {}) })),
      ...options.optional.map((optional) => ({ type: 'CHOOSE_COSTS' as const, player, alternative: null, optional: { [optional.name]: 1 } })),
      ...(options.offering ?? []).slice(0, 1).map((sacrificed) => ({ type: 'CHOOSE_COSTS' as const, player, alternative: null, optional: {}, sacrificed })),
    ],
    refused: [{ type: 'CHOOSE_COSTS', player, alternative: NOTHING, optional: {} }],
  }),
});
