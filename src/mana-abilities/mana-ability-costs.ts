/**
 * CR 602.2b, 118.3: the costs of mana abilities — whether each part can be paid now, and
 * paying it. The parts a mana ability's cost can have: {T} and {Q} (CR 107.5–107.6, with
 * 302.6 for creatures), sacrifice it, exile it (from a hand: Simian Spirit Guide), pay
 * life (CR 119.4), put or remove counters on it, and mill (CR 701.17b). "Only once each
 * turn" (CR 602.5b) is checked here too. Paying a mill records a journal entry: moving a
 * card out of a library can never be undone (CR 733.1).
 */
import { hasType, isSummoningSick } from '../cards/characteristics.js';
import type { CostPart } from '../cards/cost-schema.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import type { CardDefinition, ManaAbility, Restriction } from '../cards/schema.js';
import { paymentRestrictions } from '../costs/cost-parts.js';
import { countersOn, getPlayer } from '../game/queries.js';
import type { CardObject, GameState, Permanent, PlayerId } from '../game/state.js';
import { loseLife, sacrificePermanent, setTapped, updatePermanent, updatePlayer } from '../game/update.js';
import type { RuleNumber } from '../core/edition.js';
import { moveFromLibrary, type JournalEntry } from '../game/illegal-actions.js';

/** Why a mana ability can't be activated now: the rule and the message. */
export interface CostProblem {
  readonly rule: RuleNumber;
  readonly message: string;
}

/** The object whose ability it is: a permanent, or a card in its owner's hand. */
export type AbilityHolder = { readonly zone: 'battlefield'; readonly permanent: Permanent } | { readonly zone: 'hand'; readonly card: CardObject };

const holderObject = (holder: AbilityHolder): CardObject => (holder.zone === 'battlefield' ? holder.permanent : holder.card);

/** The parts this engine pays for mana abilities; others (mana, chosen objects) are refused. */
const SUPPORTED = new Set<CostPart['kind']>(['tapSelf', 'untapSelf', 'sacrificeSelf', 'exileSelf', 'discardSelf', 'life', 'counters', 'mill']);

/** Parts that need the object on the battlefield. */
const PERMANENT_ONLY = new Set<CostPart['kind']>(['tapSelf', 'untapSelf', 'sacrificeSelf', 'counters']);

/** CR 602.5a, 302.6, 602.5b, 118.3, 119.4, 701.17b: the first reason the cost can't be paid now, or null. */
export function costProblem(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, index: number): CostProblem | null {
  const object = holderObject(holder);
  const card = getCard(cards, object.card);
  const ability = card.manaAbilities[index] as ManaAbility;
  const permanent = holder.zone === 'battlefield' ? holder.permanent : null;
  for (const part of ability.cost) {
    if (!SUPPORTED.has(part.kind)) return { rule: '605.3', message: `${card.name}: this engine can't yet pay "${part.kind}" costs of mana abilities` };
    if (PERMANENT_ONLY.has(part.kind) && !permanent) return { rule: '605.3', message: `${card.name} isn't on the battlefield` };
  }
  if (permanent && ability.oncePerTurn && (permanent.usedThisTurn ?? []).includes(index)) {
    return { rule: '602.5b', message: `${card.name}'s mana ability can be activated only once each turn, and it already was this turn` };
  }
  return selfCostProblem(game, cards, player, holder, ability.cost);
}

/**
 * CR 602.5a, 302.6, 118.3, 119.4, 701.17b: the first reason the parts of an ability's cost
 * that concern its own object, life or the library can't be paid now, or null. Shared by
 * mana abilities and the activation chart (CR 602.2b).
 */
export function selfCostProblem(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, cost: readonly CostPart[]): CostProblem | null {
  const object = holderObject(holder);
  const card = getCard(cards, object.card);
  const permanent = holder.zone === 'battlefield' ? holder.permanent : null;
  const ability = { cost };
  const restrictions = paymentRestrictions(game, cards);
  for (const part of ability.cost) {
    const problem = permanent ? permanentProblem(card, permanent, part, player, restrictions, game, cards) : null;
    if (problem) return problem;
  }
  const life = lifeCost(ability);
  if (life > 0) {
    if (restrictions.has('cantPayLife')) return { rule: '118.3', message: `players can't pay life to activate abilities (${restricting(game, cards, 'cantPayLife')})` };
    const total = getPlayer(game, player).life;
    if (total < life) return { rule: '119.4', message: `${player} has ${total} life and can't pay ${life}` };
  }
  const mill = millCost(ability);
  const library = getPlayer(game, player).library.length;
  if (mill > library) return { rule: '701.17b', message: `${player} can't mill ${mill} card(s) with ${library} in their library` };
  return null;
}

function permanentProblem(
  card: CardDefinition,
  permanent: Permanent,
  part: CostPart,
  player: PlayerId,
  restrictions: ReadonlySet<Restriction['kind']>,
  game: GameState,
  cards: CardLibrary,
): CostProblem | null {
  const sick = isSummoningSick(game, cards, permanent);
  switch (part.kind) {
    case 'tapSelf':
    case 'untapSelf':
      if (permanent.tapped === (part.kind === 'tapSelf')) return { rule: '605.3', message: `${card.name} is ${permanent.tapped ? 'tapped' : 'untapped'}` };
      return sick ? { rule: '302.6', message: `${card.name} hasn't been under ${player}'s control since their most recent turn began` } : null;
    case 'sacrificeSelf':
      return hasType(card, 'Creature') && restrictions.has('cantSacrificeCreatures')
        ? { rule: '118.3', message: `players can't sacrifice creatures to activate abilities (${restricting(game, cards, 'cantSacrificeCreatures')})` }
        : null;
    case 'counters': {
      const have = countersOn(permanent, part.counter);
      return part.action === 'remove' && have < part.count
        ? { rule: '118.3', message: `${card.name} has ${have} ${part.counter} counter(s), not the ${part.count} to remove` }
        : null;
    }
    default:
      return null;
  }
}

function restricting(game: GameState, cards: CardLibrary, kind: Restriction['kind']): string {
  return game.battlefield.map((p) => getCard(cards, p.card)).find((c) => c.restrictions.some((r) => r.kind === kind))?.name ?? 'an effect';
}

/** CR 119.4: the life one activation costs. */
export const lifeCost = (ability: { readonly cost: readonly CostPart[] }): number => ability.cost.reduce((n, p) => n + (p.kind === 'life' ? p.amount : 0), 0);

/** CR 701.17: the cards one activation mills. */
export const millCost = (ability: { readonly cost: readonly CostPart[] }): number => ability.cost.reduce((n, p) => n + (p.kind === 'mill' ? p.count : 0), 0);

/** Whether the cost taps, untaps, sacrifices or exiles the object: it can be used only once at a time. */
export function usesObject(ability: ManaAbility): boolean {
  return ability.cost.some((p) => p.kind === 'tapSelf' || p.kind === 'untapSelf' || p.kind === 'sacrificeSelf' || p.kind === 'exileSelf');
}

/** Whether the cost takes the object away (sacrifice, exile). */
export const removesObject = (ability: ManaAbility): boolean => ability.cost.some((p) => p.kind === 'sacrificeSelf' || p.kind === 'exileSelf');

/**
 * The solver's preference for a source (never a legality question): 2 if activating it uses
 * its object up (sacrifice, exile), 1 if it wears it (counters, mill), else 0.
 */
export function penaltyOf(ability: ManaAbility): 0 | 1 | 2 {
  if (removesObject(ability)) return 2;
  return ability.cost.some((p) => p.kind === 'counters' || p.kind === 'mill') ? 1 : 0;
}

/**
 * How many mana one activation makes: `amount`, or `amount` for each counter of a kind
 * (Everflowing Chalice), counted as the object will be once its cost is paid.
 */
export function producedAmount(ability: ManaAbility, holder: AbilityHolder): number {
  const { amount, perCounter } = ability.produces;
  if (perCounter === undefined) return amount;
  const now = holder.zone === 'battlefield' ? countersOn(holder.permanent, perCounter) : 0;
  const change = ability.cost.reduce((n, p) => (p.kind === 'counters' && p.counter === perCounter ? n + (p.action === 'put' ? p.count : -p.count) : n), 0);
  return amount * Math.max(0, now + change);
}

/**
 * CR 602.2b, 601.2h: pays the cost, parts in printed order except mills, which come last
 * (the current 601.2h: parts that move cards out of a library are paid after the rest).
 * Returns the game and the journal entries of what can never be undone.
 */
export function payManaAbilityCost(
  game: GameState,
  player: PlayerId,
  holder: AbilityHolder,
  ability: ManaAbility,
  index: number,
): { readonly game: GameState; readonly journal: readonly JournalEntry[] } {
  const paid = paySelfCost(game, player, holder, ability.cost);
  const id = holderObject(holder).id;
  let next = paid.game;
  // CR 602.5b: the use restriction stays with the object.
  if (ability.oncePerTurn && holder.zone === 'battlefield' && next.battlefield.some((p) => p.id === id)) {
    next = updatePermanent(next, id, (p) => ({ ...p, usedThisTurn: [...(p.usedThisTurn ?? []), index] }));
  }
  return { game: next, journal: paid.journal };
}

/**
 * Pays the parts of an ability's cost that concern its own object, life and the library,
 * in printed order except mills, which come last (601.2h); other parts are left to the
 * caller. Returns the game and the journal entries of what can never be undone (733.1).
 */
export function paySelfCost(
  game: GameState,
  player: PlayerId,
  holder: AbilityHolder,
  cost: readonly CostPart[],
): { readonly game: GameState; readonly journal: readonly JournalEntry[] } {
  const id = holderObject(holder).id;
  const own = cost.filter((p) => SUPPORTED.has(p.kind));
  const parts = [...own.filter((p) => p.kind !== 'mill'), ...own.filter((p) => p.kind === 'mill')];
  const journal: JournalEntry[] = [];
  let next = game;
  for (const part of parts) {
    switch (part.kind) {
      case 'tapSelf':
      case 'untapSelf':
        next = setTapped(next, id, part.kind === 'tapSelf');
        break;
      case 'sacrificeSelf':
        next = sacrificePermanent(next, id);
        break;
      case 'exileSelf':
        next = exileObject(next, player, holder);
        break;
      case 'discardSelf':
        next = holder.zone === 'hand' ? discardFromHand(next, player, holder.card) : next;
        break;
      case 'life':
        next = part.amount > 0 ? loseLife(next, player, part.amount) : next;
        break;
      case 'counters':
        next = updatePermanent(next, id, (p) => ({ ...p, counters: { ...p.counters, [part.counter]: countersOn(p, part.counter) + (part.action === 'put' ? part.count : -part.count) } }));
        break;
      case 'mill':
        for (const card of getPlayer(next, player).library.slice(0, part.count)) {
          next = moveFromLibrary(next, player, card.id, 'graveyard');
          journal.push({ kind: 'leftLibrary', player, card: card.id, to: 'graveyard' });
        }
        break;
      default:
        break;
    }
  }
  return { game: next, journal };
}

/** CR 406: the object goes to exile as a plain card, from the battlefield or its owner's hand. */
function exileObject(game: GameState, player: PlayerId, holder: AbilityHolder): GameState {
  if (holder.zone === 'battlefield') {
    const { id, card, owner } = holder.permanent;
    return { ...game, battlefield: game.battlefield.filter((p) => p.id !== id), exile: [...game.exile, { id, card, owner }] };
  }
  const { id, card, owner } = holder.card;
  const without = updatePlayer(game, player, (p) => ({ ...p, hand: p.hand.filter((c) => c.id !== id) }));
  return { ...without, exile: [...without.exile, { id, card, owner }] };
}

/** CR 701.8: the card goes from its owner's hand to their graveyard. */
function discardFromHand(game: GameState, player: PlayerId, card: CardObject): GameState {
  const { id, card: name, owner } = card;
  return updatePlayer(game, player, (p) => ({ ...p, hand: p.hand.filter((c) => c.id !== id), graveyard: [...p.graveyard, { id, card: name, owner }] }));
}
