/**
 * CR 118: every kind of cost part the card format has (cost-schema.ts), spelled out once:
 * how it reads, how it is paid, what paying it does to the object it acts on, how it is
 * checked and how it is paid. Everything else that asks about a kind (payments, mana
 * abilities, conflicts between a cost and mana sources, the PAY event, card descriptions)
 * reads this table, so a new kind is one entry here, which the compiler demands.
 *
 * Nothing is refunded: an action that turns out illegal puts back the game saved before it
 * began (CR 733), except what a payment's journal says can never be undone (733.1).
 */
import type { AbilityHolder } from '../game/ability-holder.js';
import { holderObject } from '../game/ability-holder.js';
import { moveFromLibrary, type JournalEntry } from '../game/illegal-actions.js';
import { countersOn, getPlayer } from '../game/queries.js';
import { unblockedAttackersOf } from '../game/combat.js';
import type { CardObject, GameState, ObjectId, PlayerId } from '../game/state.js';
import { sacrificePermanent, sacrificePermanents, setTapped, setTappedAll, updatePermanent, updatePlayer, plusCounters } from '../game/update.js';
import type { ManaSymbol } from '../mana/symbols.js';
import type { RuleNumber } from '../core/edition.js';
import { countOf, isSummoningSick } from './characteristics.js';
import type { CostPart, ObjectFilter } from './cost-schema.js';
import type { CardLibrary } from './library.js';
import { describeRestriction, restrictionOfCard, sacrificeRestriction, sacrificeRestrictions } from './restrictions.js';
import type { CardDefinition } from './schema.js';
import { exileHolder, moveCards, returnAllToHand, returnToHand } from './cost-moves.js';
import { objectCard } from './face-up.js';
import { cardFits, fitsWithCounters, fitting, mayTapFor } from './cost-fits.js';
import { readsModified } from './card-fits.js';

/** Why a cost can't be paid now: the rule and the message. */
export interface CostProblem {
  readonly rule: RuleNumber;
  readonly message: string;
}

/**
 * What paying a part does to the object it acts on (the ability's own object for a self
 * part, each chosen object for a chosen part). One object can't serve two parts that each
 * need it (CR 601.2g–h): see `conflicts` in costs/cost-conflicts.ts.
 */
export type ObjectUse =
  /** It taps ({T}; "tap an untapped creature you control"). */
  | 'tap'
  /** It untaps ({Q}; "untap a tapped creature you control"). */
  | 'untap'
  /** It leaves its zone: sacrificed, exiled, discarded, returned to a hand. */
  | 'leave'
  /** It stays, changed: counters put on it or removed. */
  | 'wear';

/** What a self part's check sees: the player paying, and the object whose ability it is. */
export interface SelfPartContext {
  readonly game: GameState;
  readonly cards: CardLibrary;
  readonly player: PlayerId;
  readonly holder: AbilityHolder;
  /** The holder's card. */
  readonly card: CardDefinition;
}

/** A payment: the game after it, and what it did that can never be undone (CR 733.1). */
export interface PaidPart {
  readonly game: GameState;
  readonly journal: readonly JournalEntry[];
}

interface Described<TPart> {
  /** The part for people: "{2}{U}", "pay 2 life", "sacrifice a creature", "{T}". */
  readonly describe: (part: TPart) => string;
}

/** CR 601.2g–h: paid with mana, by the payability solver, together with the rest of the cost's mana. */
interface PaidWithMana<TPart> extends Described<TPart> {
  readonly paidWith: 'mana';
  readonly symbols: (part: TPart) => readonly ManaSymbol[];
}

/** CR 119.4: paid with life; a cost's life is checked and paid as one total (see lifeProblem in cost-parts.ts). */
interface PaidWithLife<TPart> extends Described<TPart> {
  readonly paidWith: 'life';
  readonly life: (part: TPart) => number;
}

/** Paid with the object whose ability it is, or the top of the payer's library: there is nothing to choose. */
interface PaidBySelf<TPart> extends Described<TPart> {
  readonly paidWith: 'self';
  /** What it does to the ability's object, or null if it leaves the object alone. */
  readonly uses: ObjectUse | null;
  /** Only a permanent can pay it. */
  readonly needsPermanent: boolean;
  /** CR 701.17b: the cards it mills (checked as one total against the library), or null if none. Such parts are paid last (601.2h). */
  readonly mills: ((part: TPart) => number) | null;
  /** CR 118.3: the reason it can't be paid now, or null. */
  readonly problem: (at: SelfPartContext, part: TPart) => CostProblem | null;
  readonly pay: (game: GameState, player: PlayerId, holder: AbilityHolder, part: TPart) => PaidPart;
}

/** A zone of the player's whose cards a kind's candidates are: which one, and whether one of its cards fits the part. */
export interface CardsOfAZone<TPart> {
  readonly zone: (part: TPart) => 'hand' | 'graveyard';
  readonly fits: (cards: CardLibrary, card: CardObject, part: TPart) => boolean;
}

/** A kind's candidates as the cards of `zone` that fit its filter (a discard from the hand, an exile from a graveyard), and that zone, so they are read one way. */
function cardsOf<TPart extends { readonly what: ObjectFilter }>(zone: CardsOfAZone<TPart>['zone']): Pick<PaidWithChosen<TPart>, 'candidates' | 'fromZone'> {
  const fits: CardsOfAZone<TPart>['fits'] = (cards, card, part) => cardFits(cards, card, part.what);
  return { candidates: (game, cards, player, part) => getPlayer(game, player)[zone(part)].filter((card) => fits(cards, card, part)).map((card) => card.id), fromZone: { zone, fits } };
}

/** CR 601.2h: paid with objects the player chooses (the PAY event names them in a field named after the kind). */
interface PaidWithChosen<TPart> extends Described<TPart> {
  readonly paidWith: 'chosen';
  /** What it does to each object chosen. */
  readonly uses: ObjectUse;
  /** The objects `player` could choose for it now. */
  readonly candidates: (game: GameState, cards: CardLibrary, player: PlayerId, part: TPart) => readonly ObjectId[];
  /** For a kind whose candidates are the cards of one zone that fit it, and nothing else of the game (cost-parts.ts keeps them by the zone's array): that zone. */
  readonly fromZone?: CardsOfAZone<TPart>;
  /** Whether the candidates of `part` read nothing but the battlefield and the turn (no power counted from a hand, CR 604.3): cost-parts.ts keeps them for games whose players' zones differ. */
  readonly readsOnlyBattlefield?: (part: TPart) => boolean;
  /** Pays it with the objects chosen (the caller has checked them). */
  readonly pay: (game: GameState, player: PlayerId, part: TPart, chosen: readonly ObjectId[]) => GameState;
}

export type CostKind<TPart> = PaidWithMana<TPart> | PaidWithLife<TPart> | PaidBySelf<TPart> | PaidWithChosen<TPart>;

const unchanged = (game: GameState): PaidPart => ({ game, journal: [] });

/** CR 122.1: how many counters a cost's counters part puts on its object (+) or removes from it (−). */
export const counterChange = (part: Extract<CostPart, { kind: 'counters' }>): number => (part.action === 'put' ? part.count : -part.count);

/** "a creature" as "another creature", "two creatures" as "two other creatures", for a part that can't take the ability's own object. */
const another = (part: { readonly other?: true }, words: string): string => (!part.other ? words : /^an? /.test(words) ? words.replace(/^an? /, 'another ') : words.replace(/^(\S+) /, '$1 other '));
const noProblem = (): null => null;

export const COST_KINDS = {
  mana: { paidWith: 'mana', describe: (part) => part.mana.printed, symbols: (part) => part.mana.symbols },
  life: { paidWith: 'life', describe: (part) => `pay ${part.amount} life`, life: (part) => part.amount },
  /** CR 107.5, 302.6. */
  tapSelf: {
    paidWith: 'self',
    describe: () => '{T}',
    uses: 'tap',
    needsPermanent: true,
    mills: null,
    problem: (at) => tapStateProblem(at, true),
    pay: (game, _player, holder) => unchanged(setTapped(game, holderObject(holder).id, true)),
  },
  /** CR 107.6, 302.6. */
  untapSelf: {
    paidWith: 'self',
    describe: () => '{Q}',
    uses: 'untap',
    needsPermanent: true,
    mills: null,
    problem: (at) => tapStateProblem(at, false),
    pay: (game, _player, holder) => unchanged(setTapped(game, holderObject(holder).id, false)),
  },
  sacrificeSelf: {
    paidWith: 'self',
    describe: () => 'sacrifice it',
    uses: 'leave',
    needsPermanent: true,
    mills: null,
    problem: (at) => {
      const restricted = sacrificeRestriction(at.game, at.cards, at.player, at.card);
      return restricted ? { rule: '118.3', message: describeRestriction(restricted) } : null;
    },
    pay: (game, _player, holder) => unchanged(sacrificePermanent(game, holderObject(holder).id)),
  },
  /** CR 400.7: the permanent goes to its owner's hand as a new object. */
  returnSelf: {
    paidWith: 'self',
    describe: () => "return it to its owner's hand",
    uses: 'leave',
    needsPermanent: true,
    mills: null,
    problem: noProblem,
    pay: (game, _player, holder) => unchanged(returnToHand(game, holderObject(holder).id)),
  },
  exileSelf: {
    paidWith: 'self',
    describe: () => 'exile it',
    uses: 'leave',
    needsPermanent: false,
    mills: null,
    problem: ({ holder, card }) => (holder.zone === 'exile' ? { rule: '118.3', message: `${card.name} is already in exile` } : null),
    pay: (game, player, holder) => unchanged(exileHolder(game, player, holder)),
  },
  discardSelf: {
    paidWith: 'self',
    describe: () => 'discard it',
    uses: 'leave',
    needsPermanent: false,
    mills: null,
    problem: ({ holder, card }) => (holder.zone === 'hand' ? null : { rule: '118.3', message: `${card.name} is not in a hand, so it can't be discarded` }),
    pay: (game, player, holder) => unchanged(holder.zone === 'hand' ? moveCards(game, player, [holder.card.id], 'hand', 'graveyard') : game),
  },
  counters: {
    paidWith: 'self',
    describe: (part) => `${part.action} ${part.count} ${part.counter} counter(s)`,
    uses: 'wear',
    needsPermanent: true,
    mills: null,
    problem: ({ holder, card }, part) => {
      const have = holder.zone === 'battlefield' ? countersOn(holder.permanent, part.counter) : 0;
      return part.action === 'remove' && have < part.count ? { rule: '118.3', message: `${card.name} has ${have} ${part.counter} counter(s), not the ${part.count} to remove` } : null;
    },
    pay: (game, _player, holder, part) => unchanged(updatePermanent(game, holderObject(holder).id, (p) => plusCounters(p, part.counter, counterChange(part)))),
  },
  /** CR 107.14, 122.1: paid with the payer's energy counters. */
  energy: {
    paidWith: 'self',
    describe: (part) => `pay ${'{E}'.repeat(part.amount)}`,
    uses: null,
    needsPermanent: false,
    mills: null,
    problem: ({ game, player }, part) => {
      const have = getPlayer(game, player).energy ?? 0;
      return have < part.amount ? { rule: '107.14', message: `${player} has ${have} energy, not the ${part.amount} to pay` } : null;
    },
    pay: (game, player, _holder, part) => unchanged(updatePlayer(game, player, (p) => ({ ...p, energy: (p.energy ?? 0) - part.amount }))),
  },
  /** CR 701.17: moving cards out of a library can never be undone (733.1), so each card milled is journalled. */
  mill: {
    paidWith: 'self',
    describe: (part) => `mill ${part.count}`,
    uses: null,
    needsPermanent: false,
    mills: (part) => part.count,
    problem: noProblem,
    pay: (game, player, _holder, part) => {
      const milled = getPlayer(game, player).library.slice(0, part.count);
      const journal = milled.map((card): JournalEntry => ({ kind: 'leftLibrary', player, card: card.id, to: 'graveyard' }));
      return { game: milled.reduce((g, card) => moveFromLibrary(g, player, card.id, 'graveyard'), game), journal };
    },
  },
  /** CR 701.21. */
  sacrifice: {
    paidWith: 'chosen',
    describe: (part) => `sacrifice ${another(part, countOf(part.count, part.what))}${part.what.power ? ` with power ${part.what.power.atLeast} or greater` : ''}`,
    uses: 'leave',
    candidates: (game, cards, player, part) => {
      const restrictions = sacrificeRestrictions(game, cards, player);
      const ids: ObjectId[] = [];
      for (let at = 0; at < game.battlefield.length; at += 1) {
        const p = game.battlefield[at]!; // by index: optimised code made an iterator result a permanent
        if (p.controller !== player) continue;
        const card = objectCard(cards, p);
        if (!fitsWithCounters(game, cards, card, p, part.what)) continue;
        if (restrictions.length === 0 || !restrictionOfCard(restrictions, card)) ids.push(p.id);
      }
      return ids;
    },
    // Counters and a power counted from a hand are read only for a filter that reads characteristics.
    readsOnlyBattlefield: (part) => !readsModified(part.what),
    pay: (game, _player, _part, chosen) => sacrificePermanents(game, chosen),
  },
  /** CR 701.8. */
  discard: {
    paidWith: 'chosen',
    describe: (part) => `discard ${countOf(part.count, part.what, 'card')}`,
    uses: 'leave',
    ...cardsOf<Extract<CostPart, { kind: 'discard' }>>(() => 'hand'),
    pay: (game, player, _part, chosen) => moveCards(game, player, chosen, 'hand', 'graveyard'),
  },
  exile: {
    paidWith: 'chosen',
    describe: (part) => `exile ${countOf(part.count, part.what, 'card')} from your ${part.from}`,
    uses: 'leave',
    ...cardsOf<Extract<CostPart, { kind: 'exile' }>>((part) => part.from),
    pay: (game, player, part, chosen) => moveCards(game, player, chosen, part.from, 'exile'),
  },
  return: {
    paidWith: 'chosen',
    describe: (part) => `return ${part.unblocked ? unblockedWords(countOf(part.count, part.what)) : countOf(part.count, part.what)} you control to its owner's hand`,
    uses: 'leave',
    candidates: (game, cards, player, part) =>
      fitting(cards, part.unblocked ? unblockedAttackersOf(game, player) : game.battlefield.filter((p) => p.controller === player), part.what),
    readsOnlyBattlefield: () => true,
    pay: (game, _player, _part, chosen) => returnAllToHand(game, chosen),
  },
  tap: {
    paidWith: 'chosen',
    describe: (part) => `tap ${another(part, countOf(part.count, part.what))}`,
    uses: 'tap',
    candidates: (game, cards, player, part) => game.battlefield.filter((p) => mayTapFor(cards, player, part.what, p)).map((p) => p.id),
    readsOnlyBattlefield: () => true,
    pay: (game, _player, _part, chosen) => setTappedAll(game, chosen, true),
  },
  untap: {
    paidWith: 'chosen',
    describe: (part) => `untap ${countOf(part.count, part.what)}`,
    uses: 'untap',
    candidates: (game, cards, player, part) => fitting(cards, game.battlefield.filter((p) => p.controller === player && p.tapped), part.what),
    readsOnlyBattlefield: () => true,
    pay: (game, _player, _part, chosen) => setTappedAll(game, chosen, false),
  },
  /** CR 122.8: the counters come off one chosen permanent you control that has enough of them. */
  removeCounters: {
    paidWith: 'chosen',
    describe: (part) => `remove ${part.count === 1 ? 'a' : part.count} ${part.counter} counter${part.count === 1 ? '' : 's'} from ${countOf(1, part.what)} you control`,
    uses: 'wear',
    candidates: (game, cards, player, part) => fitting(cards, game.battlefield.filter((p) => p.controller === player && countersOn(p, part.counter) >= part.count), part.what),
    readsOnlyBattlefield: () => true,
    pay: (game, _player, part, chosen) =>
      chosen.reduce((g, id) => updatePermanent(g, id, (p) => plusCounters(p, part.counter, -part.count)), game),
  },
  /** CR 702.122: crew N. Tapping them isn't {T}, so summoning-sick creatures may crew (CR 302.6 doesn't apply). */
  tapPower: {
    paidWith: 'chosen',
    describe: (part) => `tap untapped creatures you control with total power ${part.power} or more`,
    uses: 'tap',
    candidates: (game, cards, player) =>
      fitting(cards, game.battlefield.filter((p) => p.controller === player && !p.tapped), { types: ['Creature'] }),
    readsOnlyBattlefield: () => true,
    pay: (game, _player, _part, chosen) => setTappedAll(game, chosen, true),
  },
} satisfies { readonly [TKind in CostPart['kind']]: CostKind<Extract<CostPart, { kind: TKind }>> };

type Kinds = typeof COST_KINDS;
type KindsPaidWith<TWay extends CostKind<CostPart>['paidWith']> = { [TKind in keyof Kinds]: Kinds[TKind]['paidWith'] extends TWay ? TKind : never }[keyof Kinds];

/** The kinds of part a player chooses objects for; the PAY event has a field for each. */
export type ChosenPartKind = KindsPaidWith<'chosen'>;
export type ChosenPart = Extract<CostPart, { kind: ChosenPartKind }>;
/** The kinds of part paid with the ability's own object or the payer's library. */
export type SelfPart = Extract<CostPart, { kind: KindsPaidWith<'self'> }>;

/** The kinds of part a player chooses objects for, in the table's (and the card format's) order. */
export const CHOSEN_PART_KINDS = (Object.keys(COST_KINDS) as (keyof Kinds)[]).filter((kind): kind is ChosenPartKind => COST_KINDS[kind].paidWith === 'chosen');

/** The table's entry for a part's kind. */
export function costKind<TPart extends CostPart>(part: TPart): CostKind<TPart> {
  return COST_KINDS[part.kind] as unknown as CostKind<TPart>;
}

/** CR 302.6, 602.5a: {T} needs the object untapped, {Q} tapped, and a creature controlled since its controller's most recent turn began (or haste). */
function tapStateProblem({ game, cards, player, holder, card }: SelfPartContext, taps: boolean): CostProblem | null {
  if (holder.zone !== 'battlefield') return null;
  const { permanent } = holder;
  if (permanent.tapped === taps) return { rule: '605.3', message: `${card.name} is ${permanent.tapped ? 'tapped' : 'untapped'}` };
  return isSummoningSick(game, cards, permanent) ? { rule: '302.6', message: `${card.name} hasn't been under ${player}'s control since their most recent turn began` } : null;
}

/** CR 702.49a: "a creature" → "an unblocked attacking creature" ("two creatures" → "two unblocked attacking creatures"). */
function unblockedWords(objects: string): string {
  return objects.replace(/^(an?|\w+) /, (_, n: string) => `${n === 'a' || n === 'an' ? 'an' : n} unblocked attacking `);
}
