/**
 * CR 601.2f: the player may name the order in which cost reductions apply. The choice has no
 * step of its own: it is accepted at every step until the total cost locks, and only from the
 * player casting the spell.
 */
import { checkReductionOrder } from '../../src/casting/announce-costs.js';
import { definitionOf } from '../../src/cards/definition.js';
import { reductionSources } from '../../src/costs/modifiers.js';
import { costChanges, halvesKey } from '../../src/costs/total-cost.js';
import { hybridOptions } from '../../src/costs/announced-cost.js';
import { stackObjectOf } from '../context.js';
import { defineAheadChoice, NOTHING } from './define.js';

export const reductionOrderChoice = defineAheadChoice({
  rule: '601.2f',
  title: 'Order the cost reductions',
  event: 'ORDER_REDUCTIONS',
  /** CR 601.2f: `reductionOrderFits`: the reductions named are ones that apply to this spell. */
  guard: 'reductionOrderFits',
  /** CR 601.2f: `orderReductions`: the order in which the player will apply cost reductions. */
  action: 'orderReductions',
  judge: (context, event) => checkReductionOrder(context.game, context.cards, stackObjectOf(context), event.order, event.hybrid ?? {}),
  record: (_context, _checked, event) => ({ reductionOrder: event.order, reductionHalves: event.hybrid ?? {} }),
  recordsFromEvent: true,
  // The order of two or more reductions matters: name it (reversed) once, and a stranger as a refused order.
  examples: (context, player) => {
    const object = stackObjectOf(context);
    const sources = object.kind === 'ability' ? [] : reductionSources(context.game, context.cards, definitionOf(context.cards, object), player);
    // CR 118.7e: a reduction with hybrid symbols: its last halves named once (the engine's own choice is the first).
    const hybrid = costChanges(context.game, context.cards, object).find((c) => c.change === 'reduce' && c.hybrid);
    const halves = hybrid?.hybrid && Object.keys(context.reductionHalves).length === 0 ? { [halvesKey(hybrid, object)]: hybrid.hybrid.map((s) => hybridOptions(s).at(-1)!) } : null;
    return {
      legal: [
        ...(sources.length >= 2 && context.reductionOrder.length === 0 ? [{ type: 'ORDER_REDUCTIONS' as const, player, order: [...sources].reverse() }] : []),
        ...(halves ? [{ type: 'ORDER_REDUCTIONS' as const, player, order: [], hybrid: halves }] : []),
      ],
      refused: [{ type: 'ORDER_REDUCTIONS', player, order: [NOTHING] }],
    };
  },
});
