/** CR 601.2b, 107.3: the value of X is announced. */
import { announceX, hasX } from '../../src/casting/announce.js';
import { xRange } from '../../src/casting/options.js';
import { stackObjectOf } from '../context.js';
import { defineStep, recordGame } from './define.js';

export const xStep = defineStep({
  step: 'x',
  state: 'announcing.x',
  rule: '601.2b',
  title: 'Announce the value of X',
  event: 'ANNOUNCE_X',
  also: ['ORDER_REDUCTIONS'],
  /** CR 601.2b, 107.3: `hasX`: the cost being paid has an {X} to announce. */
  applies: { guard: 'hasX', check: (context) => hasX(context.game, context.cards, stackObjectOf(context)) },
  /** CR 601.2b, 107.3: `xIsLegal`: X is announced within what the card allows (Ertai's Meddling: not 0). */
  guard: 'xIsLegal',
  action: 'announceX',
  judge: (context, event) => announceX(context.game, context.cards, stackObjectOf(context), event.x),
  record: recordGame,
  options: (context) => xRange(context.game, context.cards, stackObjectOf(context)),
  examples: ({ options: { min, max, payableUpTo }, player }) => ({
    legal: [{ type: 'ANNOUNCE_X', player, x: min }, ...(payableUpTo !== null && payableUpTo !== min ? [{ type: 'ANNOUNCE_X' as const, player, x: payableUpTo }] : [])],
    refused: [{ type: 'ANNOUNCE_X', player, x: min > 0 ? min - 1 : max + 1 }],
  }),
});
