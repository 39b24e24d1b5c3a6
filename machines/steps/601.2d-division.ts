/** CR 601.2d: a spell that divides an effect as it is cast announces the division among its targets. */
import { distribute, dividesEffect } from '../../src/casting/division.js';
import { divisionOptions } from '../../src/casting/options.js';
import { stackObjectOf } from '../context.js';
import { defineStep, recordGame } from './define.js';

export const divisionStep = defineStep({
  step: 'divide',
  state: 'dividing',
  rule: '601.2d',
  title: 'Announce how an effect is divided among targets',
  event: 'DISTRIBUTE',
  also: [],
  /** CR 601.2d: `dividesEffect`: the spell divides an effect among its targets as it is cast. */
  applies: { guard: 'dividesEffect', check: (context) => dividesEffect(context.cards, stackObjectOf(context)) },
  /** CR 601.2d: `divisionFits`: one amount per target, each at least one, adding up to the total. */
  guard: 'divisionFits',
  action: 'distribute',
  judge: (context, event) => distribute(context.game, context.cards, stackObjectOf(context), event.amounts),
  record: recordGame,
  options: (context) => divisionOptions(context.cards, stackObjectOf(context)),
  examples: ({ options: { total, targets }, player }) => {
    const amounts = targets.map((_, i) => Math.floor(total / targets.length) + (i < total % targets.length ? 1 : 0));
    return {
      legal: [{ type: 'DISTRIBUTE', player, amounts }],
      refused: [{ type: 'DISTRIBUTE', player, amounts: amounts.map((a, i) => (i === 0 ? a + 1 : a)) }],
    };
  },
});
