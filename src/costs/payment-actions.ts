/**
 * CR 601.2h: matching the objects a payment names to the actions of a locked cost — one
 * slot per object an action takes, crew's creatures by power (CR 702.122), emerge's
 * sacrifice fixed at 601.2b (CR 702.119a) — for the look-ahead and for paying.
 */
import { candidateList, candidatesFor, crewPick, describeCostPart, isChosenPart, totalPower } from '../cards/cost-parts.js';
import type { CardLibrary } from '../cards/library.js';
import { describeRestriction, restrictionsOn } from '../cards/restrictions.js';
import type { ChosenPart, ChosenPartKind } from '../cards/cost-kinds.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { boardMemo } from '../game/board-memo.js';
import type { TotalCost } from './total-cost.js';

/** A 601.2h payment: the pool mana to spend, and the objects chosen for each kind of action, in cost order. */
export interface Payment extends Readonly<Record<ChosenPartKind, readonly ObjectId[]>> {
  readonly mana: 'auto' | readonly string[];
  /** CR 702.51: creatures tapped for convoke. */
  readonly convoke: readonly ObjectId[];
  /** CR 702.126: artifacts tapped for improvise. */
  readonly improvise: readonly ObjectId[];
  /** CR 702.66: cards exiled from the graveyard for delve. */
  readonly delve: readonly ObjectId[];
}

/** One object an action of a cost needs: the objects that could be it, but `except` (the ability's own object, for "another"). */
export interface ActionSlot {
  readonly part: ChosenPart;
  readonly candidates: readonly ObjectId[];
  readonly except?: ObjectId;
}

/**
 * One slot per object the cost's actions take, with the objects that could fill it. Crew
 * (CR 702.122) takes the creatures picked by power, most first, those that aren't mana
 * sources before those that are (`isManaSource`; null when the cost has no mana, so none is
 * kept back); null if the creatures can't reach the power.
 */
export function actionSlots(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cost: TotalCost,
  isManaSource: ((id: ObjectId) => boolean) | null,
): readonly ActionSlot[] | null {
  const slots: ActionSlot[] = [];
  const chosen = cost.actions.filter(isChosenPart);
  for (const [index, part] of chosen.entries()) {
    if (part.kind !== 'tapPower') {
      const slot = partSlot(game, cards, player, cost, chosen, index);
      slots.push(...Array.from({ length: part.count }, () => slot));
      continue;
    }
    const picked = crewPick(game, cards, part.power, isManaSource ? crewOrder(game, cards, player, part, isManaSource) : crewByPower(game, cards, player, part));
    if (picked === null) return null;
    slots.push(...picked.map((id) => ({ part, candidates: [id] })));
  }
  return slots;
}

type CrewPart = Extract<ChosenPart, { kind: 'tapPower' }>;

/**
 * CR 702.122: the creatures that could crew (the player's untapped creatures: crew has no
 * "other", nor emerge's fixed sacrifice), those that aren't mana sources first, each rank by
 * power, most first (the sort is stable).
 */
function crewOrder(game: GameState, cards: CardLibrary, player: PlayerId, part: CrewPart, isManaSource: (id: ObjectId) => boolean): readonly ObjectId[] {
  // Each creature's rank and power worked out once, not in each of the sort's comparisons.
  const ranked = candidatesFor(game, cards, player, part).map((id) => ({ id, rank: isManaSource(id) ? 1 : 0, power: totalPower(game, cards, [id]) }));
  ranked.sort((a, b) => a.rank - b.rank || b.power - a.power);
  return ranked.map((r) => r.id);
}

/**
 * crewOrder with no creature kept back, remembered by board (game/board-memo.ts: a power
 * counted by a characteristic-defining ability reads the hands and graveyards, CR 604.3) and
 * player; the crew number doesn't change the order. "What may I do now" asks it of every
 * vehicle's crew on one board, which each ability's proposed game shares (only the stack
 * differs).
 */
function crewByPower(game: GameState, cards: CardLibrary, player: PlayerId, part: CrewPart): readonly ObjectId[] {
  return crewOrders(game, cards, player, () => crewOrder(game, cards, player, part, () => false));
}

const crewOrders = boardMemo<readonly ObjectId[]>();

/** Matches the objects named for each kind of action to the cost's actions, in order. */
export function checkActions(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cost: TotalCost,
  payment: Payment,
): Result<readonly (readonly [ChosenPart, readonly ObjectId[]])[]> {
  const next = new Map<ChosenPartKind, number>();
  const matched: (readonly [ChosenPart, readonly ObjectId[]])[] = [];
  const chosen = cost.actions.filter(isChosenPart);
  for (const [index, part] of chosen.entries()) {
    const from = next.get(part.kind) ?? 0;
    const candidates = candidatesOf(partSlot(game, cards, player, cost, chosen, index));
    if (part.kind === 'tapPower') {
      const crew = checkCrew(game, cards, player, part, payment.tapPower.slice(from), candidates);
      if (!crew.ok) return crew;
      next.set(part.kind, payment.tapPower.length);
      matched.push([part, crew.value]);
      continue;
    }
    const ids = payment[part.kind].slice(from, from + part.count);
    next.set(part.kind, from + part.count);
    if (ids.length < part.count) {
      const impossible = candidates.length < part.count;
      const why = impossible ? `${player} can't ${describeCostPart(part)}${restrictionNote(game, cards, player, part)}` : `the payment doesn't ${describeCostPart(part)}`;
      return refuse(unpaid(impossible ? 'UNPAYABLE_COST' : 'PAYMENT_DOES_NOT_COVER_COST', why));
    }
    const wrong = notAmong(ids, candidates);
    if (wrong !== undefined) return refuse(unpaid('PAYMENT_DOES_NOT_COVER_COST', `"${wrong}" can't be used to ${describeCostPart(part)}${restrictionNote(game, cards, player, part)}`));
    matched.push([part, ids]);
  }
  return ok(matched);
}

/**
 * The objects that could pay the action `chosen[index]`: for emerge's sacrifice (the cost's
 * first), only the creature chosen at 601.2b (CR 702.119a). For "another" (CR 602.2), the
 * board's list as it is, naming the object it may not take (`except`): a thousand abilities that
 * sacrifice "another creature" share one list rather than copying it less themselves.
 */
function partSlot(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, chosen: readonly ChosenPart[], index: number): ActionSlot {
  const part = chosen[index]!;
  const first = chosen.findIndex((p) => p.kind === 'sacrifice');
  if (cost.sacrificed !== undefined && index === first) return { part, candidates: actionCandidates(game, cards, player, cost, part).filter((id) => id === cost.sacrificed) };
  return slotOf(game, cards, player, cost, part);
}

/**
 * The board's objects that could pay one action of a locked cost; for "another" (CR 602.2), the
 * object whose ability it is as `except`; for a zone not made yet (a hand that lost the card
 * proposed), its old cards' candidates with that card as `except` (cost-parts.ts candidateList).
 * Only a sacrifice and a tap say "another", and neither reads a zone, so one `except` is enough.
 */
function slotOf(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, part: ChosenPart): ActionSlot {
  if ('other' in part && part.other && cost.notOther !== undefined) return { part, candidates: candidatesFor(game, cards, player, part), except: cost.notOther };
  const { candidates, except } = candidateList(game, cards, player, part);
  return except === undefined ? { part, candidates } : { part, candidates, except };
}

/** A slot's candidates but its `except`. */
const candidatesOf = (slot: ActionSlot): readonly ObjectId[] => (slot.except === undefined ? slot.candidates : slot.candidates.filter((id) => id !== slot.except));

/** The objects that could pay one action of a locked cost: for "another", not the object whose ability it is (CR 602.2). */
export function actionCandidates(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, part: ChosenPart): readonly ObjectId[] {
  return candidatesOf(slotOf(game, cards, player, cost, part));
}

/** The first of `ids` that isn't among `candidates`: one id is searched for, several are looked up in a set of them (m of n objects cost n + m). */
function notAmong(ids: readonly ObjectId[], candidates: readonly ObjectId[]): ObjectId | undefined {
  if (ids.length <= 1) return ids.find((id) => !candidates.includes(id));
  const allowed = new Set(candidates);
  return ids.find((id) => !allowed.has(id));
}

/** CR 702.122: the creatures named to crew are untapped creatures the player controls, with total power at least the crew number. */
function checkCrew(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  part: Extract<ChosenPart, { kind: 'tapPower' }>,
  ids: readonly ObjectId[],
  candidates: readonly ObjectId[],
): Result<readonly ObjectId[]> {
  const wrong = notAmong(ids, candidates);
  if (wrong !== undefined) return refuse({ rule: '702.122', code: 'PAYMENT_DOES_NOT_COVER_COST', message: `"${wrong}" isn't an untapped creature ${player} controls, so it can't crew` });
  const total = totalPower(game, cards, ids);
  if (total >= part.power) return ok(ids);
  const impossible = crewPick(game, cards, part.power, candidates) === null;
  return refuse({
    rule: '702.122',
    code: impossible ? 'UNPAYABLE_COST' : 'PAYMENT_DOES_NOT_COVER_COST',
    message: impossible ? `${player}'s untapped creatures don't have total power ${part.power}` : `the creatures named have total power ${total}, not the ${part.power} crew needs`,
  });
}

function restrictionNote(game: GameState, cards: CardLibrary, player: PlayerId, part: ChosenPart): string {
  const restricted = part.kind === 'sacrifice' ? restrictionsOn(game, cards, player).find((r) => r.restriction.kind === 'cantSacrifice') : undefined;
  return restricted ? ` (${describeRestriction(restricted)})` : '';
}

/** CR 601.2h: a payment that doesn't pay the locked cost. */
export function unpaid(code: Refusal['code'], message: string): Refusal {
  return { rule: '601.2h', code, message };
}
