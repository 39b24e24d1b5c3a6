/**
 * CR 601.2g–601.2h: paying the locked total cost. Mana abilities are activated first
 * (601.2g); then the whole cost is paid at once, from the pool and with the other parts
 * (601.2h). No partial payment: a payment that doesn't cover everything changes nothing
 * and makes the cast illegal. The same solver answers "could this be paid?" and "pay it".
 */
import { matchesPermanentFilter } from '../cards/characteristics.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { findPermanent, getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { loseLife, removeManaFromPool, sacrificePermanent } from '../game/update.js';
import { canPayMana, solveManaPayment } from '../mana/solver.js';
import { manaAmountTotal } from '../mana/value.js';
import { abilitySources, activateManaAbility, poolSources } from '../abilities/mana-abilities.js';
import { ok, refuse, type Refusal, type Result } from '../rules/refusal.js';
import { describeAdditionalCost, type TotalCost } from './total-cost.js';

/** A 601.2h payment: the pool mana to spend and the permanents to sacrifice, in the order of the additional costs. */
export interface Payment {
  readonly mana: 'auto' | readonly string[];
  readonly sacrifice: readonly ObjectId[];
}

/** CR 118.3: could `player` pay this cost now, activating mana abilities as needed? */
export function canPayTotalCost(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost): boolean {
  const sources = [...poolSources(game, player), ...abilitySources(game, cards, player)];
  return (
    !cost.unpayable &&
    canPayMana(cost.mana, sources) &&
    lifeProblem(game, player, cost) === null &&
    cost.additional.every((a) => sacrificeCandidates(game, cards, player, a).length >= a.count)
  );
}

/**
 * CR 601.2g: activates the mana abilities the solver picks so the pool can pay the mana
 * part. Pool mana is used first. If no payment exists, the game is returned unchanged and
 * 601.2h finds the cost unpaid.
 */
export function activateManaForCost(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost): GameState {
  const solution = solveManaPayment(cost.mana, [...poolSources(game, player), ...abilitySources(game, cards, player)]);
  if (!solution) return game;
  return solution.activate.reduce((next, abilityId) => {
    const [permanent, index] = splitAbilityId(abilityId);
    const type = solution.uses.find((u) => u.sourceId === abilityId)?.type;
    const activated = activateManaAbility(next, cards, player, permanent, index, type);
    return activated.ok ? activated.value : next;
  }, game);
}

function splitAbilityId(id: string): readonly [ObjectId, number] {
  const at = id.lastIndexOf('#');
  return [id.slice(0, at), Number(id.slice(at + 1))];
}

/** Checks that a payment's ids exist and fit; problems here are bad input, not illegal casts. */
export function checkPaymentShape(game: GameState, player: PlayerId, cost: TotalCost, payment: Payment): Result<void> {
  const manaNeeded = manaAmountTotal(cost.mana);
  if (payment.mana !== 'auto' && payment.mana.length > manaNeeded) {
    return refuse(shape(`${payment.mana.length} mana named for a cost of ${manaNeeded} mana`));
  }
  const sacrificesNeeded = cost.additional.reduce((n, a) => n + a.count, 0);
  if (payment.sacrifice.length > sacrificesNeeded) {
    return refuse(shape(`${payment.sacrifice.length} permanent(s) named for a cost that sacrifices ${sacrificesNeeded}`));
  }
  if (payment.mana !== 'auto') {
    const pool = new Set(getPlayer(game, player).manaPool.map((u) => u.id));
    const unknown = payment.mana.filter((id) => !pool.has(id));
    if (unknown.length > 0) return refuse(shape(`no mana ${unknown.map((u) => `"${u}"`).join(', ')} in ${player}'s mana pool`));
    if (new Set(payment.mana).size !== payment.mana.length) return refuse(shape('the same mana is named twice'));
  }
  const unknown = payment.sacrifice.filter((id) => !findPermanent(game, id));
  if (unknown.length > 0) return refuse(shape(`no permanent ${unknown.map((u) => `"${u}"`).join(', ')} on the battlefield`));
  if (new Set(payment.sacrifice).size !== payment.sacrifice.length) return refuse(shape('the same permanent is named twice'));
  return ok(undefined);
}

/** CR 601.2h: pays the whole locked cost at once, or refuses and changes nothing. */
export function payTotalCost(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, payment: Payment): Result<GameState> {
  if (cost.unpayable) return refuse(unpaid('UNPAYABLE_COST', 'the spell has no mana cost, which is an unpayable cost (CR 118.6)'));
  const life = lifeProblem(game, player, cost);
  if (life) return refuse(life);
  const sacrifice = checkSacrifices(game, cards, player, cost, payment.sacrifice);
  if (!sacrifice.ok) return sacrifice;
  const mana = chooseManaUnits(game, player, cost, payment.mana);
  if (!mana.ok) return mana;
  let paid = removeManaFromPool(game, player, mana.value);
  paid = cost.life > 0 ? loseLife(paid, player, cost.life) : paid;
  return ok(payment.sacrifice.reduce(sacrificePermanent, paid));
}

/** The pool mana to spend: the units named, if they pay the mana part exactly, or the solver's choice for 'auto'. */
function chooseManaUnits(game: GameState, player: PlayerId, cost: TotalCost, named: Payment['mana']): Result<readonly string[]> {
  const pool = poolSources(game, player);
  const needed = manaAmountTotal(cost.mana);
  if (named !== 'auto' && named.length < needed) {
    return refuse(unpaid('PAYMENT_DOES_NOT_COVER_COST', `${named.length} mana named for a cost of ${needed} mana: no partial payment`));
  }
  const offered = named === 'auto' ? pool : pool.filter((s) => named.includes(s.id));
  const solution = solveManaPayment(cost.mana, offered);
  if (!solution) {
    return named === 'auto'
      ? refuse(unpaid('UNPAYABLE_COST', `${player}'s mana pool and untapped sources can't pay the mana part of the locked cost`))
      : refuse(unpaid('PAYMENT_DOES_NOT_COVER_COST', "the mana named doesn't fit the mana part of the locked cost"));
  }
  return ok(solution.uses.map((u) => u.sourceId));
}

/** CR 118.3, 119.4: a player can pay life only if their life total is at least that much; 0 is always payable. */
function lifeProblem(game: GameState, player: PlayerId, cost: TotalCost): Refusal | null {
  const life = getPlayer(game, player).life;
  return cost.life > 0 && life < cost.life ? unpaid('UNPAYABLE_COST', `${player} has ${life} life and can't pay ${cost.life}`) : null;
}

/** The permanents `player` could sacrifice for one additional cost. */
export function sacrificeCandidates(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost['additional'][number]): readonly ObjectId[] {
  return game.battlefield
    .filter((p) => p.controller === player && matchesPermanentFilter(getCard(cards, p.card), cost.what))
    .map((p) => p.id);
}

function checkSacrifices(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, chosen: readonly ObjectId[]): Result<void> {
  let next = 0;
  for (const additional of cost.additional) {
    const ids = chosen.slice(next, next + additional.count);
    next += additional.count;
    const candidates = sacrificeCandidates(game, cards, player, additional);
    if (ids.length < additional.count) {
      const why = candidates.length < additional.count ? `${player} has nothing to ${describeAdditionalCost(additional)}` : `the payment doesn't ${describeAdditionalCost(additional)}`;
      return refuse(unpaid(candidates.length < additional.count ? 'UNPAYABLE_COST' : 'PAYMENT_DOES_NOT_COVER_COST', why));
    }
    const wrong = ids.find((id) => !candidates.includes(id));
    if (wrong !== undefined) return refuse(unpaid('PAYMENT_DOES_NOT_COVER_COST', `"${wrong}" can't be used to ${describeAdditionalCost(additional)}`));
  }
  return ok(undefined);
}

function unpaid(code: Refusal['code'], message: string): Refusal {
  return { rule: '601.2h', code, message };
}

function shape(message: string): Refusal {
  return { rule: '601.2h', code: 'BAD_PAYLOAD', message };
}
