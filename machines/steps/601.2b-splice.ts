/** CR 601.2b, 702.47: the cards to splice onto the spell are revealed from the caster's hand. */
import { spliceOptions } from '../../src/casting/options.js';
import { spliceCandidates, spliceCards } from '../../src/casting/splice.js';
import { stackObjectOf } from '../context.js';
import { defineStep, NOTHING, recordGame } from './define.js';

export const spliceStep = defineStep({
  step: 'splice',
  state: 'announcing.splice',
  rule: '601.2b',
  title: (object) => `Reveal the cards to splice onto the ${object}`,
  event: 'SPLICE',
  also: ['ORDER_REDUCTIONS'],
  /** CR 601.2b, 702.47: `canSplice`: the caster holds cards that could be spliced onto the spell. */
  applies: { guard: 'canSplice', check: (context) => spliceCandidates(context.game, context.cards, stackObjectOf(context)).length > 0 },
  /** CR 702.47: `spliceFits`: the cards named can be spliced onto the spell. */
  guard: 'spliceFits',
  action: 'spliceCards',
  judge: (context, event) => spliceCards(context.game, context.cards, stackObjectOf(context), event.cards),
  record: recordGame,
  options: (context) => ({ cards: spliceOptions(context.game, context.cards, stackObjectOf(context)) }),
  examples: ({ options, player }) => ({
    legal: [{ type: 'SPLICE', player, cards: [] }, ...options.cards.map((card) => ({ type: 'SPLICE' as const, player, cards: [card.card] }))],
    refused: [{ type: 'SPLICE', player, cards: [NOTHING] }],
  }),
});
