/**
 * CR 601.2g–601.2h: paying the locked total cost. Mana abilities are activated first
 * (601.2g); then the whole cost is paid at once (601.2h): mana from the pool, convoke
 * creatures and delve cards, life, and every action (sacrifice, discard, exile, return,
 * tap, untap). No partial payment: a payment that doesn't cover everything changes nothing
 * and makes the cast illegal. The same solver answers "could this be paid?" (payability.ts)
 * and "pay it".
 */
import { CHOSEN_PART_KINDS, COST_KINDS, type ChosenPart, type ObjectUse } from '../cards/cost-kinds.js';
import { candidatesFor, isChosenPart, lifeProblem, objectCount, performCostAction } from '../cards/cost-parts.js';
import { checkActions, unpaid, type Payment } from './payment-actions.js';
import type { CardLibrary } from '../cards/library.js';
import { getPlayer, locate } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { loseLife, removeManaFromPool } from '../game/update.js';
import { searchManaPayment, solveManaPayment } from '../mana/solver.js';
import { cutSearchMessage } from '../mana/chain-budget.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import { manaAmountTotal } from '../mana/value.js';
import { poolSources, type ManaActivation } from '../mana-abilities/mana-abilities.js';
import { activateForSolution, activationBudgets } from '../mana-abilities/auto-activate.js';
import { forPaying, spendPurpose } from '../mana-abilities/spend.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { convokeSources, delveSources, improviseSources, paymentSources, payWithConvokeAndDelve } from './convoke-delve.js';
import { sourcesLeft } from './cost-conflicts.js';
import { checkSelfParts, paySelfParts, selfUse } from './self-costs.js';
import type { TotalCost } from './total-cost.js';

export type { Payment } from './payment-actions.js';

/**
 * CR 601.2g: activates the mana abilities the solver picks so the pool can pay the mana
 * part. Pool mana is used first. If no payment exists, the game is returned unchanged and
 * 601.2h finds the cost unpaid. With the payment to come, the convoke creatures and delve
 * cards it names count first (they pay at 601.2h), and no ability that would tap or take
 * away what it names to convoke or to tap is activated now. Also returns the journal of
 * what the activations did that can never be undone (a Millikin's mill, CR 733.1), for the
 * cast to keep. The solver keeps the activations' life and mill within what the player can
 * pay (CR 119.4, 701.17b).
 */
export function activateManaForCostWithJournal(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cost: TotalCost,
  spellCard?: string,
  payment?: Payment,
  source?: ObjectId,
): ManaActivation {
  const all = payment ? sourcesAroundPayment(game, cards, player, spellCard, payment) : paymentSources(game, cards, player, spellCard);
  const sources = forPaying(game, cards, player, sourcesLeft(game, player, all, selfUse(cost.actions, source)), spendPurpose(cards, spellCard, source));
  const { solution, cut } = searchManaPayment(cost.mana, sources, activationBudgets(game, player, cost.life, cards, spendPurpose(cards, spellCard, source)));
  const helpers = payment ? namedHelpers(payment) : [];
  if (!solution) {
    if (cut) planned.set(game, { cards, player, cost, spellCard, source, helpers: payment ?? NONE_NAMED, units: CUT });
    return { game, journal: [], activated: [] };
  }
  const activated = activateForSolution(game, cards, player, solution, new Set(helpers), tappedByCost(cost, source, payment));
  if (!activated.ok) return { game, journal: [], activated: [] };
  const { paying, ...activation } = activated.value;
  // The plan holds only if the solution spends every object the payment names, as 601.2h spends them all.
  const spent = new Set(solution.uses.map((u) => u.sourceId));
  if (paying && helpers.every((id) => spent.has(id))) planned.set(activation.game, { cards, player, cost, spellCard, source, helpers: payment ?? NONE_NAMED, units: paying });
  return activation;
}

/** CR 601.2h: the permanents the cost taps (its {T}, and those a payment names for its tap parts): no mana ability may tap them first. */
function tappedByCost(cost: TotalCost, source: ObjectId | undefined, payment: Payment | undefined): ReadonlySet<ObjectId> {
  const named = payment ? CHOSEN_PART_KINDS.filter((kind) => COST_KINDS[kind].uses === 'tap').flatMap((kind) => payment[kind]) : [];
  return new Set([...named, ...[...selfUse(cost.actions, source)].flatMap(([id, use]) => (use === 'tap' ? [id] : []))]);
}

/** CR 702.51, 702.126, 702.66: the convoke creatures, improvise artifacts and delve cards a payment names. */
function namedHelpers(payment: Helpers): readonly ObjectId[] {
  return [...payment.convoke, ...payment.improvise, ...payment.delve];
}

type Helpers = Pick<Payment, 'convoke' | 'improvise' | 'delve'>;

const NONE_NAMED: Helpers = { convoke: [], improvise: [], delve: [] };

/**
 * CR 601.2g → 601.2h: the mana an automatic 601.2g made and chose to pay the cost with, beside
 * the convoke creatures, improvise artifacts and delve cards its payment named, by the game it
 * left. The solver that chose it saw the pool, the abilities and those objects under the same
 * spending rules (CR 106.6) 601.2h applies, so paying that cost from that very game with `auto`
 * and the same objects named spends these units and those objects instead of solving again.
 * The game is immutable: the same value, the same plan. `CUT` when the solver's search (of
 * orders of mana abilities whose costs include mana, or of the configurations of its choices)
 * was cut by its bound before it found a payment (chain-budget.ts): 601.2h then says so, not
 * merely "can't pay".
 */
const planned = new WeakMap<
  GameState,
  {
    readonly cards: CardLibrary;
    readonly player: PlayerId;
    readonly cost: TotalCost;
    readonly spellCard: string | undefined;
    readonly source: ObjectId | undefined;
    readonly helpers: Helpers;
    readonly units: readonly string[] | typeof CUT;
  }
>();

const CUT = 'cut';

/** The units 601.2g planned for paying `cost` from `game` with `auto` and the objects `payment` names (see `planned`), `CUT`, or null. */
function plannedUnits(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, spellCard: string | undefined, source: ObjectId | undefined, payment: Helpers): readonly string[] | typeof CUT | null {
  const plan = planned.get(game);
  const same = (a: readonly ObjectId[], b: readonly ObjectId[]) => a.length === b.length && a.every((id, i) => id === b[i]);
  const named = plan !== undefined && same(plan.helpers.convoke, payment.convoke) && same(plan.helpers.improvise, payment.improvise) && same(plan.helpers.delve, payment.delve);
  return plan && named && plan.cards === cards && plan.player === player && plan.cost === cost && plan.spellCard === spellCard && plan.source === source ? plan.units : null;
}

/**
 * The sources 601.2g may use when the payment is known: the convoke creatures and delve
 * cards it names (never activated), then the pool and every mana ability that leaves what it
 * names where 601.2h needs it (CR 601.2h: a convoke creature untapped, a sacrifice still there);
 * other convoke and delve only when it names none, as 601.2h does.
 */
function sourcesAroundPayment(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string | undefined, payment: Payment): readonly ManaSourceOption[] {
  const named = new Set(namedHelpers(payment));
  const helpers = spellCard ? helperSources(game, cards, player, spellCard, named) : [];
  const others = paymentSources(game, cards, player, named.size === 0 ? spellCard : undefined);
  // What the payment names for its actions can't also be used up (or tapped) for mana, and a permanent named
  // to convoke or improvise must still be untapped at 601.2h: an ability whose cost doesn't tap or take it
  // (Wall of Roots' counter) may still make mana first.
  const used = new Map<ObjectId, ObjectUse>(CHOSEN_PART_KINDS.flatMap((kind) => payment[kind].map((id) => [id, COST_KINDS[kind].uses] as const)));
  for (const id of [...payment.convoke, ...payment.improvise]) used.set(id, 'tap');
  return [...helpers.map((h) => ({ ...h, inPool: true })), ...sourcesLeft(game, player, others, used)];
}

/** How many objects the cost's chosen parts ask for, by kind (crew: any number). */
function objectsNeeded(cost: TotalCost): Map<ChosenPart['kind'], number> {
  const needed = new Map<ChosenPart['kind'], number>();
  for (const part of cost.actions) {
    if (isChosenPart(part)) needed.set(part.kind, (needed.get(part.kind) ?? 0) + (objectCount(part) ?? Infinity));
  }
  return needed;
}

/** The convoke creatures, improvise artifacts and delve cards among `named` that could pay for the spell. */
function helperSources(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string, named: ReadonlySet<ObjectId>): readonly ManaSourceOption[] {
  return [...convokeSources(game, cards, player, spellCard, named), ...improviseSources(game, cards, player, spellCard, named), ...delveSources(game, cards, player, spellCard, named)];
}

/** Checks that a payment's ids exist and fit; problems here are bad input, not illegal casts. */
export function checkPaymentShape(game: GameState, player: PlayerId, cost: TotalCost, payment: Payment): Result<void> {
  const manaNeeded = manaAmountTotal(cost.mana);
  const named = payment.mana === 'auto' ? 0 : payment.mana.length;
  if (named + payment.convoke.length + payment.improvise.length + payment.delve.length > manaNeeded) {
    return refuse(shape(`more mana, convoke creatures, improvise artifacts and delve cards named than the ${manaNeeded} mana the cost asks`));
  }
  const needed = objectsNeeded(cost);
  for (const kind of CHOSEN_PART_KINDS) {
    const asked = needed.get(kind) ?? 0;
    if (payment[kind].length > asked) return refuse(shape(`${payment[kind].length} object(s) named to ${kind}; the cost asks for ${asked}`));
  }
  const objects = [...CHOSEN_PART_KINDS.flatMap((k) => payment[k]), ...namedHelpers(payment)];
  if (payment.mana === 'auto' && objects.length === 0) return ok(undefined); // nothing named: no id below to look up or find twice
  if (payment.mana !== 'auto') {
    const pool = new Set(getPlayer(game, player).manaPool.map((u) => u.id));
    const unknown = payment.mana.filter((id) => !pool.has(id));
    if (unknown.length > 0) return refuse(shape(`no mana ${unknown.map((u) => `"${u}"`).join(', ')} in ${player}'s mana pool`));
  }
  const unknown = objects.filter((id) => !locate(game, id));
  if (unknown.length > 0) return refuse(shape(`nothing named ${unknown.map((u) => `"${u}"`).join(', ')} in this game`));
  // CR 601.2h: the parts are paid in any order, so an object may be tapped for one part (convoke, improvise, a tap
  // cost, crew) and then leave for another (sacrifice, return); it can't serve two parts that both tap or both use it up.
  const leaving = CHOSEN_PART_KINDS.filter((k) => COST_KINDS[k].uses === 'leave').flatMap((k) => payment[k]);
  const staying = [...CHOSEN_PART_KINDS.filter((k) => COST_KINDS[k].uses !== 'leave').flatMap((k) => payment[k]), ...payment.convoke, ...payment.improvise];
  const twice = (ids: readonly string[]) => new Set(ids).size !== ids.length;
  if (twice([...leaving, ...payment.delve]) || twice(staying) || twice(payment.mana === 'auto' ? [] : payment.mana)) return refuse(shape('the same mana or object is named twice'));
  return ok(undefined);
}

/** CR 601.2h: pays the whole locked cost at once, or refuses and changes nothing. */
export function payTotalCost(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cost: TotalCost,
  payment: Payment,
  spellCard?: string,
  source?: ObjectId,
): Result<GameState> {
  if (cost.unpayable) return refuse(unpaid('UNPAYABLE_COST', 'the spell has no mana cost, which is an unpayable cost (CR 118.6)'));
  const life = lifeProblem(game, cards, player, cost.life);
  if (life) return refuse(unpaid('UNPAYABLE_COST', life.message));
  const own = checkSelfParts(game, cards, player, cost.actions, source);
  if (!own.ok) return own;
  const actions = checkActions(game, cards, player, cost, payment);
  if (!actions.ok) return actions;
  const mana = chooseMana(game, cards, player, cost, payment, spellCard, source);
  if (!mana.ok) return mana;
  let paid = removeManaFromPool(game, player, mana.value.units);
  paid = payWithConvokeAndDelve(paid, player, mana.value);
  paid = cost.life > 0 ? loseLife(paid, player, cost.life) : paid;
  paid = paySelfParts(paid, player, cost.actions, source);
  // Parts that use objects up go last, so an object tapped for one part is still there to tap (601.2h: any order).
  const ordered = [...actions.value.filter(([part]) => COST_KINDS[part.kind].uses !== 'leave'), ...actions.value.filter(([part]) => COST_KINDS[part.kind].uses === 'leave')];
  return ok(ordered.reduce((g, [part, ids]) => performCostAction(g, player, part, ids), paid));
}

/** What pays the mana part: pool units, and the convoke creatures, improvise artifacts and delve cards used. */
interface ManaPaid {
  readonly units: readonly string[];
  readonly convoke: readonly ObjectId[];
  readonly improvise: readonly ObjectId[];
  readonly delve: readonly ObjectId[];
}

/**
 * The mana to spend: the units, creatures and cards named, if together they pay the mana
 * part exactly; or, for 'auto', the solver's choice from the pool and (when none are
 * named) convoke creatures and delve cards, pool mana first — or the plan an automatic
 * 601.2g made for this very game and the objects named (`planned`).
 */
function chooseMana(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, payment: Payment, spellCard: string | undefined, source: ObjectId | undefined): Result<ManaPaid> {
  const namedObjects = namedHelpers(payment);
  const pool = poolSources(game, player);
  // Only 'auto' naming none may convoke, improvise or delve with objects it doesn't name.
  const only = payment.mana === 'auto' && namedObjects.length === 0 ? undefined : new Set(namedObjects);
  const convoke = spellCard ? convokeSources(game, cards, player, spellCard, only) : [];
  const improvise = spellCard ? improviseSources(game, cards, player, spellCard, only) : [];
  const delve = spellCard ? delveSources(game, cards, player, spellCard, only) : [];
  const named = (list: readonly ObjectId[]) => {
    const ids = new Set(list);
    return (s: ManaSourceOption) => ids.has(s.id);
  };
  const helpers = [...convoke.filter(named(payment.convoke)), ...improvise.filter(named(payment.improvise)), ...delve.filter(named(payment.delve))];
  if (helpers.length !== namedObjects.length) {
    return refuse(unpaid('PAYMENT_DOES_NOT_COVER_COST', "some convoke creatures, improvise artifacts or delve cards named can't pay for this spell"));
  }
  const units = payment.mana;
  const plan = units === 'auto' ? plannedUnits(game, cards, player, cost, spellCard, source, payment) : null;
  if (plan === CUT) {
    return refuse(unpaid('UNPAYABLE_COST', `${cutSearchMessage(player)}; cast it again to do so, then PAY from the pool`));
  }
  if (plan) return ok({ units: plan, convoke: payment.convoke, improvise: payment.improvise, delve: payment.delve });
  const needed = manaAmountTotal(cost.mana);
  if (units !== 'auto' && units.length + helpers.length < needed) {
    return refuse(unpaid('PAYMENT_DOES_NOT_COVER_COST', `${units.length + helpers.length} mana named for a cost of ${needed} mana: no partial payment`));
  }
  // Named convoke creatures and delve cards are all spent, so they go first; 'auto' may add more when none are named,
  // but never an object the payment taps or exiles for another part of the cost.
  const elsewhere = new Set([...payment.tap, ...payment.tapPower, ...payment.exile]);
  const offered: ManaSourceOption[] =
    units === 'auto'
      ? [...helpers.map((h) => ({ ...h, inPool: true })), ...pool, ...(namedObjects.length === 0 ? [...convoke, ...improvise, ...delve].filter((s) => !elsewhere.has(s.id)) : [])]
      : [...helpers, ...pool.filter(named(units))].map((s) => ({ ...s, inPool: true }));
  // CR 106.6: restricted mana pays only what it may; CR 609.4b: as though any colour, for a player who may.
  const solution = solveManaPayment(cost.mana, forPaying(game, cards, player, offered, spendPurpose(cards, spellCard, source)), activationBudgets(game, player, 0, cards, spendPurpose(cards, spellCard, source)));
  const spent = new Set(solution?.uses.map((u) => u.sourceId) ?? []);
  const exact = solution !== null && helpers.every((h) => spent.has(h.id)) && (units === 'auto' || spent.size === units.length + helpers.length);
  if (!exact) {
    return units === 'auto'
      ? refuse(unpaid('UNPAYABLE_COST', `${player} can't pay the mana part of the locked cost`))
      : refuse(unpaid('PAYMENT_DOES_NOT_COVER_COST', "the mana named doesn't fit the mana part of the locked cost"));
  }
  return ok({
    units: pool.filter((s) => spent.has(s.id)).map((s) => s.id),
    convoke: convoke.filter((s) => spent.has(s.id)).map((s) => s.id),
    improvise: improvise.filter((s) => spent.has(s.id)).map((s) => s.id),
    delve: delve.filter((s) => spent.has(s.id)).map((s) => s.id),
  });
}

/** The objects `player` could use for one action of a cost. */
export function sacrificeCandidates(game: GameState, cards: CardLibrary, player: PlayerId, part: ChosenPart): readonly ObjectId[] {
  return candidatesFor(game, cards, player, part);
}


function shape(message: string): Refusal {
  return { rule: '601.2h', code: 'BAD_PAYLOAD', message };
}
