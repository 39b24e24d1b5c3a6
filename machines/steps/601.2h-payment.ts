/** CR 601.2h: the player pays the whole locked total cost at once, in any order; no partial payment. */
import { paymentOptions, type PaymentOptions } from '../../src/casting/options.js';
import { solveManaPayment } from '../../src/mana/solver.js';
import { poolSources } from '../../src/mana-abilities/mana-abilities.js';
import { checkPaymentShape, payTotalCost } from '../../src/costs/payment.js';
import { sourceOf } from '../../src/costs/self-costs.js';
import type { CastEventInput } from '../../src/events/schema.js';
import type { GameState, ObjectId } from '../../src/game/state.js';
import { ok } from '../../src/core/refusal.js';
import { controllerOf, lockedCostOf, stackObjectOf, withDeaths, type ChartContext } from '../context.js';
import { defineStep, NOTHING, type Asked } from './define.js';

export const paymentStep = defineStep({
  step: 'pay',
  state: 'paying',
  rule: '601.2h',
  title: 'Pay the total cost',
  event: 'PAY',
  also: [],
  /** CR 601.2h: `paymentCoversCost`: the payment covers the whole locked cost (no partial payment). */
  guard: 'paymentCoversCost',
  action: 'payTotalCost',
  judge: (context, event) => {
    const object = stackObjectOf(context);
    return payTotalCost(context.game, context.cards, controllerOf(context), lockedCostOf(context), event, object.card, sourceOf(object));
  },
  record: (context, game: GameState) => ({ game, heldTriggers: withDeaths(context, game) }),
  shape: (context, event) => (context.lockedCost ? checkPaymentShape(context.game, controllerOf(context), context.lockedCost, event) : ok(undefined)),
  options: paymentOptionsOf,
  examples: (asked) => ({ legal: payments(asked), refused: [{ type: 'PAY', player: asked.player, mana: [NOTHING], ...actionObjects(asked.options.actions) }] }),
});

/** CR 601.2g–h: what paying the locked cost offers: the pool, the mana abilities, each action's candidates. */
export function paymentOptionsOf(context: ChartContext): PaymentOptions {
  const object = stackObjectOf(context);
  return paymentOptions(context.game, context.cards, object.controller, lockedCostOf(context), object.card, sourceOf(object));
}

/** Example payments: `auto`, and the pool's own mana by id when the pool alone pays the mana. */
export function payments({ context, options, player }: Asked<PaymentOptions>): CastEventInput[] {
  const objects = actionObjects(options.actions);
  const explicit = options.payable ? poolPayment(context) : null;
  return [{ type: 'PAY', player, mana: 'auto', ...objects }, ...(explicit ? [{ type: 'PAY' as const, player, mana: explicit, ...objects }] : [])];
}

type PayField = PaymentOptions['actions'][number]['field'];

/** For each action of the cost, its first candidates, by PAY field. */
function actionObjects(actions: PaymentOptions['actions']): Partial<Record<PayField, ObjectId[]>> {
  const chosen: Partial<Record<PayField, ObjectId[]>> = {};
  for (const action of actions) {
    const taken = new Set(Object.values(chosen).flat());
    const picks = action.candidates.filter((id) => !taken.has(id)).slice(0, action.count ?? undefined); // crew: every candidate
    chosen[action.field] = [...(chosen[action.field] ?? []), ...picks];
  }
  return chosen;
}

/** Pool mana by id that pays the locked cost's mana exactly, if the pool alone can. */
function poolPayment(context: ChartContext): string[] | null {
  const cost = context.lockedCost;
  if (!cost) return null;
  const solution = solveManaPayment(cost.mana, poolSources(context.game, controllerOf(context)));
  if (!solution || solution.activate.length > 0) return null;
  return [...new Set(solution.uses.map((u) => u.sourceId))];
}
