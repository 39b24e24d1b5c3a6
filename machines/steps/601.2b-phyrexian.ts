/** CR 601.2b, 107.4f: for each Phyrexian symbol, the player announces 2 life or its coloured mana. */
import { announcePhyrexian, phyrexianSymbols } from '../../src/casting/announce.js';
import { phyrexianChoiceOptions } from '../../src/casting/options.js';
import type { PhyrexianChoice } from '../../src/game/state.js';
import { stackObjectOf } from '../context.js';
import { defineStep, recordGame, symbolChoices } from './define.js';

export const phyrexianStep = defineStep({
  step: 'phyrexian',
  state: 'announcing.phyrexian',
  rule: '601.2b',
  title: 'Announce 2 life or coloured mana for each Phyrexian symbol',
  event: 'CHOOSE_PHYREXIAN',
  also: ['ORDER_REDUCTIONS'],
  /** CR 601.2b, 107.4f: `hasPhyrexianSymbols`: the cost has Phyrexian symbols to announce. */
  applies: { guard: 'hasPhyrexianSymbols', check: (context) => phyrexianSymbols(context.game, context.cards, stackObjectOf(context)).length > 0 },
  /** CR 601.2b: `phyrexianChoiceFits`: one choice for each Phyrexian symbol. */
  guard: 'phyrexianChoiceFits',
  action: 'announcePhyrexian',
  judge: (context, event) => announcePhyrexian(context.game, context.cards, stackObjectOf(context), event.choices),
  record: recordGame,
  options: (context) => ({ symbols: phyrexianChoiceOptions(context.game, context.cards, stackObjectOf(context)) }),
  examples: ({ options: { symbols }, player }) => ({
    legal: symbolChoices<PhyrexianChoice>(symbols).map((choices) => ({ type: 'CHOOSE_PHYREXIAN', player, choices })),
    refused: [{ type: 'CHOOSE_PHYREXIAN', player, choices: [] }],
  }),
});
