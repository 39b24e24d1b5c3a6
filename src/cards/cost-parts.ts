/**
 * CR 118: lists of cost parts, read through the table of kinds (cost-kinds.ts): splitting a
 * cost into mana, life and the actions a player takes, the objects that can pay an action,
 * and checking and paying the parts that concern the ability's own object.
 */
import type { AbilityHolder } from '../game/ability-holder.js';
import { holderObject } from '../game/ability-holder.js';
import type { JournalEntry } from '../game/illegal-actions.js';
import { findPermanent, getPlayer } from '../game/queries.js';
import type { CardObject, GameState, ObjectId, PlayerId } from '../game/state.js';
import { loseLife } from '../game/update.js';
import { boardMemo } from '../game/board-memo.js';
import { arrayMemo, picked, rankAt, type Picked } from '../game/array-memo.js';
import { noteRemoved, pendingRemoval } from '../game/one-removed.js';
import { jsonText } from '../core/json-text.js';
import type { ManaSymbol } from '../mana/symbols.js';
import { COST_KINDS, costKind, type CardsOfAZone, type ChosenPart, type CostProblem, type ObjectUse, type PaidPart, type SelfPart } from './cost-kinds.js';
import type { CostPart, VariableCostPart } from './cost-schema.js';
import { countOf, powerOf } from './characteristics.js';
import type { CardLibrary } from './library.js';
import { describeRestriction, lifeRestriction, restrictionRule } from './restrictions.js';
import { objectCard } from './face-up.js';

export interface SplitCost {
  readonly symbols: readonly ManaSymbol[];
  readonly life: number;
  /** The other parts, in printed order. */
  readonly actions: readonly CostPart[];
}

export function splitCostParts(parts: readonly CostPart[]): SplitCost {
  const symbols: ManaSymbol[] = [];
  const actions: CostPart[] = [];
  let life = 0;
  for (const part of parts) {
    const kind = costKind(part);
    if (kind.paidWith === 'mana') symbols.push(...kind.symbols(part));
    else if (kind.paidWith === 'life') life += kind.life(part);
    else actions.push(part);
  }
  return { symbols, life, actions };
}

export const isChosenPart = (part: CostPart): part is ChosenPart => COST_KINDS[part.kind].paidWith === 'chosen';

export const isSelfPart = (part: CostPart): part is SelfPart => COST_KINDS[part.kind].paidWith === 'self';

/** A cost part for people: "sacrifice a creature", "exile a blue card from your hand", "pay X life". */
export function describeCostPart(part: VariableCostPart): string {
  if (part.kind === 'life' && part.amount === 'X') return 'pay X life';
  if (part.kind === 'counters' && part.count === 'X') return `${part.action} X ${part.counter} counter(s)`;
  if ((part.kind === 'sacrifice' || part.kind === 'discard' || part.kind === 'exile') && part.count === 'X') {
    const from = part.kind === 'exile' ? ` from your ${part.from}` : '';
    return `${part.kind} ${countOf('X', part.what, part.kind === 'sacrifice' ? 'permanent' : 'card')}${from}`;
  }
  const fixed = withX(part, 0); // no X is left in it, so 0 changes nothing
  return costKind(fixed).describe(fixed);
}

/** Whether a part's amount is X (life, sacrifice, discard, exile, counters). */
export function isVariablePart(part: VariableCostPart): boolean {
  return part.kind === 'life' ? part.amount === 'X' : 'count' in part && part.count === 'X';
}

/**
 * CR 107.3, 601.2b: the part with X replaced by the value announced for it. A part with no X is
 * returned as it is, the definition's own object, so what is kept by a part (its candidates' key,
 * `candidatesKey`) is found again for every proposal rather than written anew for a copy.
 */
export function withX(part: VariableCostPart, x: number): CostPart {
  // Without an X, a variable part's shape is a fixed part's (the schemas differ only there).
  if (!isVariablePart(part)) return part as CostPart;
  switch (part.kind) {
    case 'life':
      return { ...part, amount: x };
    case 'counters':
    case 'sacrifice':
    case 'discard':
    case 'exile':
      return { ...part, count: x };
    default:
      return part;
  }
}

/** How many objects an action takes: its count (one permanent for removing counters); null for crew, which takes any number with enough total power (CR 702.122). */
export function objectCount(part: ChosenPart): number | null {
  if (part.kind === 'removeCounters') return 1;
  return part.kind === 'tapPower' ? null : part.count;
}

/**
 * CR 702.122: creatures picked from `candidates`, in their order, until their total power
 * reaches the crew cost; creatures with no power add nothing and are skipped. Null if all of
 * them together don't reach it.
 */
export function crewPick(game: GameState, cards: CardLibrary, power: number, candidates: readonly ObjectId[]): readonly ObjectId[] | null {
  const picked: ObjectId[] = [];
  let total = 0;
  for (const id of candidates) {
    if (total >= power) break;
    const permanent = findPermanent(game, id);
    const adds = permanent ? powerOf(game, cards, permanent) : 0;
    if (adds <= 0) continue;
    picked.push(id);
    total += adds;
  }
  return total >= power ? picked : null;
}

/** CR 702.122: the total power of the permanents named. */
export function totalPower(game: GameState, cards: CardLibrary, ids: readonly ObjectId[]): number {
  let total = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const permanent = findPermanent(game, ids[i]!);
    if (permanent) total += powerOf(game, cards, permanent);
  }
  return total;
}

/**
 * The objects `player` could use to pay one action of a cost. Remembered by board: no kind's
 * candidates read the stack, and "what may I do now" asks them of every ability with such a
 * cost (Viscera Seer's sacrifice, a tap of another creature), each on a game of its own. The
 * cards of one zone that fit (a discard, an exile from a graveyard) are remembered by the zone's
 * array, and a graveyard that lost a card has them less that card (game/array-memo.ts): "what
 * may I do now" proposes each of k escape cards on a game whose graveyard has lost it. Those
 * that read only the battlefield (a tap of an untapped creature) are kept for games whose
 * players' zones differ: each of k flashback cards is proposed on a game of its own.
 */
export function candidatesFor(game: GameState, cards: CardLibrary, player: PlayerId, part: ChosenPart): readonly ObjectId[] {
  const kind = costKind(part);
  if (kind.paidWith !== 'chosen') return [];
  const key = candidatesKey(player, part);
  const zone = kind.fromZone;
  if (zone) return zoneRead(getPlayer(game, player)[zone.zone(part)], cards, key, zone, part).list;
  return candidateLists(game, cards, key, () => kind.candidates(game, cards, player, part), kind.readsOnlyBattlefield?.(part) ? 'battlefield' : 'board');
}

/** The candidates of one action, and one of them it may not take (`except`). */
export interface CandidateList {
  readonly candidates: readonly ObjectId[];
  readonly except?: ObjectId;
}

/**
 * candidatesFor, but for a zone whose new array isn't made yet (a hand that lost the card proposed,
 * game/update.ts `withoutCard`): the old array's candidates, read once for every proposal made
 * from it, with the card taken out as the one they may not take. "What may I do now" proposes
 * each of k Force of Wills (exile a blue card from your hand), and each made its hand and a list
 * of k − 1 blue cards: k².
 */
export function candidateList(game: GameState, cards: CardLibrary, player: PlayerId, part: ChosenPart): CandidateList {
  const kind = costKind(part);
  const zone = kind.paidWith === 'chosen' ? kind.fromZone : undefined;
  const pending = zone && pendingRemoval(getPlayer(game, player), zone.zone(part));
  if (zone && pending) {
    const read = zoneRead(pending.from as readonly CardObject[], cards, candidatesKey(player, part), zone, part);
    if ('before' in read) {
      const rank = rankAt(read, pending.at);
      return rank < 0 ? { candidates: read.list } : { candidates: read.list, except: read.list[rank]! };
    }
  }
  return { candidates: candidatesFor(game, cards, player, part) };
}

/** What a part's candidates are kept by besides the board or the zone's array: the player and the part. */
const candidatesKey = (player: PlayerId, part: ChosenPart): string => `${player}\u0000${jsonText(part)}`;

/** The candidates among the cards of `array` for `part`, kept by the array (`key`: candidatesKey). */
const zoneRead = (array: readonly CardObject[], cards: CardLibrary, key: string, zone: CardsOfAZone<ChosenPart>, part: ChosenPart): ZoneCandidates =>
  zoneCandidates(array, cards, key, (a) => picked(a, (card) => (zone.fits(cards, card, part) ? card.id : null)), lessOne);

const candidateLists = boardMemo<readonly ObjectId[]>();

/** One zone's candidates, in its order: as read from the zone's array, or carried over from the array it was made from. */
type ZoneCandidates = Picked<ObjectId> | { readonly list: readonly ObjectId[] };

const zoneCandidates = arrayMemo<readonly CardObject[], ZoneCandidates>();

/** The candidates less the card at `at` of the array they were read from (the list made so remembers the list it was made from: costs/contested.ts reads it so too). */
function lessOne(from: ZoneCandidates, at: number): ZoneCandidates | undefined {
  if (!('before' in from)) return undefined;
  const rank = rankAt(from, at);
  if (rank < 0) return { list: from.list };
  const list = from.list.slice();
  list.splice(rank, 1);
  noteRemoved(list, from.list, rank);
  return { list };
}


/** Performs one action of a cost with the objects chosen for it. */
export function performCostAction(game: GameState, player: PlayerId, part: ChosenPart, ids: readonly ObjectId[]): GameState {
  const kind = costKind(part);
  return kind.paidWith === 'chosen' ? kind.pay(game, player, part, ids) : game;
}

/** What the parts of a cost do to the ability's own object ({T} taps it, sacrificing it makes it leave…). */
export function usesOfSource(parts: readonly Pick<CostPart, 'kind'>[]): ReadonlySet<ObjectUse> {
  const uses = new Set<ObjectUse>();
  for (const part of parts) {
    const kind = COST_KINDS[part.kind];
    if (kind.paidWith === 'self' && kind.uses !== null) uses.add(kind.uses);
  }
  return uses;
}

/** CR 119.4: the life the parts cost (not counting Phyrexian symbols paid with life). */
export function lifeOf(parts: readonly CostPart[]): number {
  let life = 0;
  for (const part of parts) {
    const kind = costKind(part);
    if (kind.paidWith === 'life') life += kind.life(part);
  }
  return life;
}

/** CR 701.17: the cards the parts mill. */
export function millsOf(parts: readonly CostPart[]): number {
  let cards = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const kind = costKind(parts[i]!);
    if (kind.paidWith === 'self' && kind.mills) cards += kind.mills(parts[i]!);
  }
  return cards;
}

/** CR 118.3, 119.4: a player can pay life only if their life total is at least that much (0 is always payable), and only if nothing forbids it. */
export function lifeProblem(game: GameState, cards: CardLibrary, player: PlayerId, life: number): CostProblem | null {
  if (life === 0) return null;
  const restricted = lifeRestriction(game, cards, player);
  if (restricted) return { rule: restrictionRule(restricted.restriction), message: describeRestriction(restricted) };
  const total = getPlayer(game, player).life;
  return total < life ? { rule: '119.4', message: `${player} has ${total} life and can't pay ${life}` } : null;
}

/**
 * CR 602.5a, 302.6, 118.3, 119.4, 701.17b: the first reason the parts of an ability's cost
 * that concern its own object, life or the library can't be paid now, or null. Shared by
 * mana abilities and activated abilities (CR 602.2b).
 */
export function selfCostProblem(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, cost: readonly CostPart[]): CostProblem | null {
  const card = objectCard(cards, holderObject(holder));
  const at = { game, cards, player, holder, card };
  for (const part of cost) {
    const kind = costKind(part);
    if (kind.paidWith !== 'self') continue;
    if (kind.needsPermanent && holder.zone !== 'battlefield') return { rule: '605.3', message: `${card.name} isn't on the battlefield` };
    const problem = kind.problem(at, part);
    if (problem) return problem;
  }
  const life = lifeProblem(game, cards, player, lifeOf(cost));
  if (life) return life;
  const mill = millsOf(cost);
  const library = getPlayer(game, player).library.length;
  return mill > library ? { rule: '701.17b', message: `${player} can't mill ${mill} card(s) with ${library} in their library` } : null;
}

/**
 * Pays the parts of an ability's cost that concern its own object, life and the library,
 * in printed order except mills, which come last (601.2h: parts that move cards out of a
 * library are paid after the rest); other parts are left to the caller. Returns the game
 * and the journal entries of what can never be undone (733.1).
 */
export function paySelfCost(game: GameState, player: PlayerId, holder: AbilityHolder, cost: readonly CostPart[]): PaidPart {
  const own = cost.filter(isSelfPart);
  const mills = (part: SelfPart): boolean => COST_KINDS[part.kind].mills !== null;
  const journal: JournalEntry[] = [];
  let next = game;
  for (const part of [...own.filter((p) => !mills(p)), ...own.filter(mills)]) {
    const kind = costKind(part);
    if (kind.paidWith !== 'self') continue;
    const paid = kind.pay(next, player, holder, part);
    next = paid.game;
    journal.push(...paid.journal);
  }
  const life = lifeOf(cost);
  return { game: life > 0 ? loseLife(next, player, life) : next, journal };
}
