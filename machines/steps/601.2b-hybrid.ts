/** CR 601.2b, 107.4e: the half paid for each hybrid symbol is announced. */
import { announceHybrid, hybridSymbols } from '../../src/casting/announce.js';
import { hybridChoiceOptions } from '../../src/casting/options.js';
import type { HybridChoice } from '../../src/game/state.js';
import { COLORS } from '../../src/mana/symbols.js';
import { stackObjectOf } from '../context.js';
import { defineStep, recordGame, symbolChoices } from './define.js';

export const hybridStep = defineStep({
  step: 'hybrid',
  state: 'announcing.hybrid',
  rule: '601.2b',
  title: 'Announce the half paid for each hybrid symbol',
  event: 'CHOOSE_HYBRID',
  also: ['ORDER_REDUCTIONS'],
  /** CR 601.2b, 107.4e: `hasHybridSymbols`: the cost has hybrid symbols to announce. */
  applies: { guard: 'hasHybridSymbols', check: (context) => hybridSymbols(context.game, context.cards, stackObjectOf(context)).length > 0 },
  /** CR 601.2b: `hybridChoiceFits`: each hybrid symbol is announced as one of its halves. */
  guard: 'hybridChoiceFits',
  action: 'announceHybrid',
  judge: (context, event) => announceHybrid(context.game, context.cards, stackObjectOf(context), event.choices),
  record: recordGame,
  options: (context) => ({ symbols: hybridChoiceOptions(context.game, context.cards, stackObjectOf(context)) }),
  examples: ({ options: { symbols }, player }) => {
    const first = symbols[0];
    const wrong = COLORS.find((c) => !first?.options.includes(c));
    return {
      legal: symbolChoices<HybridChoice>(symbols).map((choices) => ({ type: 'CHOOSE_HYBRID', player, choices })),
      refused: first && wrong ? [{ type: 'CHOOSE_HYBRID', player, choices: symbols.map((s, i) => (i === 0 ? wrong : s.options[0]!)) }] : [],
    };
  },
});
