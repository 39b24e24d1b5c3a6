/**
 * The legal options at each waiting step of a cast, computed by the rules, so a client can
 * render a prompt without knowing them: the costs on offer (601.2b), the X range that can be
 * paid, the hybrid halves and Phyrexian payments that keep the cost payable, the legal
 * targets of each target word (601.2c), and what a payment may use (601.2g–h).
 */
import { getCard, type CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import { describeTargetWhat } from '../cards/describe-filter.js';
import type { ChosenPartKind } from '../cards/cost-kinds.js';
import type { TargetSpec } from '../cards/schema.js';
import { describeCostPart, isChosenPart, objectCount, splitCostParts } from '../cards/cost-parts.js';
import { castZone, alternativesFor, costPartsOf, emergeCandidates, symbolsToPay } from '../costs/cost-choices.js';
import { offeringOf } from './announce-costs.js';
import { convokeSources, delveSources, improviseSources, paymentSources } from '../costs/convoke-delve.js';
import { canPayTotalCost } from '../costs/payability.js';
import { actionCandidates } from '../costs/payment-actions.js';
import { sourceOf } from '../costs/self-costs.js';
import { totalCost, type TotalCost } from '../costs/total-cost.js';
import { findPermanent, getPlayer, locate } from '../game/queries.js';
import { manaChoices } from '../cards/mana-production.js';
import { abilitySources, manaAbilitiesOf, manaAbilityId, type AbilitySourceOption } from '../mana-abilities/mana-abilities.js';
import type { GameState, HybridChoice, ObjectId, PhyrexianChoice, PlayerId, Spell, StackObject } from '../game/state.js';
import { printManaAmount, printManaCost } from '../mana/print.js';
import { mostManaMade } from '../mana/solver-bound.js';
import { manaAmountTotal } from '../mana/value.js';
import type { ManaSymbol } from '../mana/symbols.js';
import { MAX_X, hybridOptions, isHybrid, isPhyrexian, updateChoices } from './announce.js';
import { announcementCombinations, announcementCombinationsOf, interchangeable, type Announcement } from './announcement-combinations.js';
import { describeTargetCount, fewestTargets, legalTargets, targetSpecs } from './targets.js';
import { divisionTotal } from './division.js';
import { modeChooser, modeCountRange } from './modes.js';
import { spliceableCards } from './splice.js';
import { oneQuery } from '../mana/chain-budget.js';

export interface CostOffer {
  readonly name: string;
  /** The cost's parts in words: "{2}{U}", "pay 1 life", "exile 1 blue card from your hand". */
  readonly cost: readonly string[];
}

/** CR 601.2b: the alternative costs (null: the mana cost) and optional costs on offer. */
export interface CostOptions {
  /** `sacrifice`: for emerge (CR 702.119a), the creatures CHOOSE_COSTS may name as `sacrificed`. */
  readonly alternatives: readonly (CostOffer & { readonly grantedBy: ObjectId | null; readonly sacrifice?: readonly ObjectId[] })[];
  /** Set when the alternative is already fixed (a flashback cast). */
  readonly fixedAlternative: string | null;
  readonly optional: readonly (CostOffer & { readonly max: number | null })[];
  /** CR 702.48a: the permanents CHOOSE_COSTS may name as `sacrificed` for the spell's offering (absent: it has none). */
  readonly offering?: readonly ObjectId[];
}

export function costOptions(game: GameState, cards: CardLibrary, spell: StackObject): CostOptions {
  const card = definitionOf(cards, spell);
  const offering = offeringOf(game, cards, spell);
  return {
    alternatives: alternativesFor(game, cards, spell.controller, spell, castZone(spell)).map((a) => {
      const sacrifice = emergeCandidates(game, cards, spell.controller, a);
      return { name: a.name, cost: a.cost.map(describeCostPart), grantedBy: a.grantedBy, ...(sacrifice ? { sacrifice } : {}) };
    }),
    fixedAlternative: spell.choices.alternative,
    optional: card.optionalCosts.map((o) => ({ name: o.name, cost: o.cost.map(describeCostPart), max: o.max })),
    ...(offering ? { offering } : {}),
  };
}

/** CR 700.2: the modes on offer, how many to choose, and the player who chooses (601.6). */
export interface ModeOptions {
  readonly min: number;
  readonly max: number;
  readonly chooser: PlayerId;
  readonly modes: readonly { readonly index: number; readonly text: string; readonly targets: number; readonly targetable: boolean }[];
}

export function modeOptions(game: GameState, cards: CardLibrary, spell: StackObject): ModeOptions {
  const card = definitionOf(cards, spell);
  const { min, max } = modeCountRange(cards, spell);
  return {
    min,
    max,
    chooser: modeChooser(game, cards, spell),
    modes: (card.modes?.options ?? []).map((o, index) => ({
      index,
      text: o.text,
      targets: o.targets.length,
      // Each word read only as far as its fewest targets (a permanent on a board of thousands will do).
      targetable: o.targets.every((t) => legalTargets(game, cards, spell, t, t.min).length >= t.min),
    })),
  };
}

/** CR 702.47: the cards in hand that may be spliced onto the spell, with their splice costs. */
export function spliceOptions(game: GameState, cards: CardLibrary, spell: StackObject): readonly { readonly card: ObjectId; readonly name: string; readonly cost: readonly string[] }[] {
  return spliceableCards(game, cards, spell).map(({ id, card: name }) => ({ card: id, name, cost: (getCard(cards, name).splice?.cost ?? []).map(describeCostPart) }));
}

/** CR 601.2d: what is divided among which targets: each gets at least one, and the amounts add up to the total. */
export interface DivisionOptions {
  readonly total: number;
  readonly targets: readonly string[];
  readonly eachAtLeast: 1;
}

export function divisionOptions(cards: CardLibrary, spell: StackObject): DivisionOptions {
  return { total: divisionTotal(cards, spell) ?? 0, targets: spell.choices.targets.flat(), eachAtLeast: 1 };
}

/** Could the spell, with these announcements and its fewest targets, be paid from the player's mana abilities (`abilities`, listed once by the caller)? */
function payableWith(game: GameState, cards: CardLibrary, spell: StackObject, change: Partial<Spell['choices']>, abilities: readonly AbilitySourceOption[], fewest: string[][]): boolean {
  const { proposed, cost } = costWith(game, cards, spell, change, fewest);
  return canPayTotalCost(proposed, cards, spell.controller, cost, spell.card, sourceOf(spell), abilities);
}

/** CR 601.2f: the total cost of the spell with these announcements and these targets, and the game it is proposed in. */
function costWith(game: GameState, cards: CardLibrary, spell: StackObject, change: Partial<Spell['choices']>, targets: string[][]): { readonly proposed: GameState; readonly cost: TotalCost } {
  const proposal = { ...spell, choices: { ...spell.choices, targets, ...change } };
  const proposed = updateChoices(game, spell, proposal.choices);
  return { proposed, cost: totalCost(proposed, cards, proposal) };
}

/** CR 107.3: the X the caster may announce, and the largest one they could pay for now (null if none). */
export interface XRange {
  readonly min: number;
  readonly max: number;
  readonly payableUpTo: number | null;
}

export function xRange(game: GameState, cards: CardLibrary, spell: StackObject): XRange {
  // One query (mana/chain-budget.ts): the payments of every X tried share one budget.
  return oneQuery(() => xRangeOf(game, cards, spell));
}

function xRangeOf(game: GameState, cards: CardLibrary, spell: StackObject): XRange {
  const min = definitionOf(cards, spell).xMin;
  // The player's mana abilities, the spell's fewest targets and the announcements to try, found once for every X tried (each X is judged on a game of its own).
  const abilities = abilitySources(game, cards, spell.controller);
  const fewest = fewestTargets(game, cards, spell) ?? [];
  const announcements = announcementCombinations(game, cards, spell);
  const canPay = (x: number) => announcements.some((a) => payableWith(game, cards, spell, { ...a, x }, abilities, fewest));
  if (!canPay(min)) return { min, max: MAX_X, payableUpTo: null };
  // CR 601.2h: each source makes at most its amount, so an X whose total cost asks more mana
  // than all of them make together can't be paid. The largest X that asks no more is found
  // without the solver (a cost's mana grows with X), and is most often the answer.
  const mana = mostManaMade(paymentSources(game, cards, spell.controller, spell.card, abilities));
  const withinMana = (x: number) => announcements.some((a) => manaAmountTotal(costWith(game, cards, spell, { ...a, x }, fewest).cost.mana) <= mana);
  const high = largestWhere(min, Math.min(MAX_X, min + mana + variablePartsLimit(game, cards, spell)), withinMana);
  // Payability falls as X grows: below that X, search.
  return { min, max: MAX_X, payableUpTo: canPay(high) ? high : largestWhere(min, high - 1, canPay) };
}

/** The largest x from `low` to `high` where `holds`, which holds at `low` and, once false as x grows, stays false (a binary search). */
function largestWhere(low: number, high: number, holds: (x: number) => boolean): number {
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (holds(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * CR 107.3, 118.3: no X above this pays the parts whose amount is X: the payer's life, the
 * objects they have, the counters on the source (none if no part is X).
 */
function variablePartsLimit(game: GameState, cards: CardLibrary, spell: StackObject): number {
  if (!costPartsOf(game, cards, spell).variable) return 0;
  const payer = getPlayer(game, spell.controller);
  const sourceId = sourceOf(spell);
  const source = sourceId === undefined ? undefined : findPermanent(game, sourceId);
  const counters = Object.values(source?.counters ?? {}).reduce((n, c) => n + c, 0);
  return Math.max(0, payer.life) + payer.hand.length + payer.graveyard.length + game.battlefield.length + counters;
}

/** One symbol to announce, and which of its choices leave the cost payable. */
export interface SymbolOptions<T> {
  readonly symbol: string;
  readonly options: readonly T[];
  readonly payable: readonly T[];
}

/**
 * CR 601.2b: each hybrid symbol's halves, and those some completion of the announcements can
 * pay: a half some payable announcement gives a symbol announced alike (announcement-combinations.ts).
 */
export function hybridChoiceOptions(game: GameState, cards: CardLibrary, spell: StackObject): readonly SymbolOptions<HybridChoice>[] {
  const symbols = symbolsToPay(game, cards, spell);
  const alike = interchangeable(symbols).hybrid;
  const payable = payableAmong(game, cards, spell, announcementCombinationsOf(symbols));
  return symbols.filter(isHybrid).map((symbol, i) => {
    const options = hybridOptions(symbol);
    return { symbol: print(symbol), options, payable: options.filter((half) => payable.some((a) => alike[i]!.some((k) => a.hybrid[k] === half))) };
  });
}

/** The announcements with which the spell could be paid, its mana abilities and fewest targets found once for all of them. */
function payableAmong(game: GameState, cards: CardLibrary, spell: StackObject, announcements: readonly Announcement[]): readonly Announcement[] {
  const abilities = abilitySources(game, cards, spell.controller);
  const fewest = fewestTargets(game, cards, spell) ?? [];
  return oneQuery(() => announcements.filter((a) => payableWith(game, cards, spell, a, abilities, fewest)));
}

/** CR 601.2b: each Phyrexian symbol's payments (its mana, 2 life), and those some completion of the halves announced can pay. */
export function phyrexianChoiceOptions(game: GameState, cards: CardLibrary, spell: StackObject): readonly SymbolOptions<PhyrexianChoice>[] {
  const symbols = symbolsToPay(game, cards, spell);
  const alike = interchangeable(symbols, spell.choices.hybrid).phyrexian;
  const payable = payableAmong(game, cards, spell, announcementCombinationsOf(symbols, spell.choices.hybrid));
  const options = ['mana', 'life'] as const;
  return symbols.filter(isPhyrexian).map((symbol, i) => ({
    symbol: print(symbol),
    options,
    payable: options.filter((payment) => payable.some((a) => alike[i]!.some((k) => a.phyrexian[k] === payment))),
  }));
}

/** CR 601.2c: one target word: what it may target, how many, and the legal choices now. */
export interface TargetWordOptions {
  /** The word's short name when the card wrote one ("any", "creature"), else null. */
  readonly filter: string | null;
  /** What it targets, as printed: "target nonblack creature". */
  readonly text: string;
  readonly min: number;
  readonly max: number | null;
  readonly count: string;
  readonly legal: readonly string[];
}

export function targetOptions(game: GameState, cards: CardLibrary, spell: StackObject): readonly TargetWordOptions[] {
  // CR 702.47: each card spliced (or kicked again) adds its words, the same words for each copy:
  // their legal targets are listed once, and every such word is given the one list.
  const listed = new Map<TargetSpec, readonly string[]>();
  const legalFor = (spec: TargetSpec) => listed.get(spec) ?? listed.set(spec, legalTargets(game, cards, spell, spec)).get(spec)!;
  return targetSpecs(cards, spell).map((spec) => ({ filter: spec.name, text: describeTargetWhat(spec), min: spec.min, max: spec.max, count: describeTargetCount(spec), legal: legalFor(spec) }));
}

/** CR 601.2g–h: what a payment of the locked cost may use. */
export interface PaymentOptions {
  readonly mana: string;
  readonly life: number;
  /** Pool mana, by id. */
  readonly pool: readonly { readonly id: string; readonly type: string }[];
  /** Mana abilities that could be activated now, by source and number. */
  readonly manaAbilities: readonly {
    readonly source: ObjectId;
    readonly ability: number;
    readonly types: readonly string[];
    readonly amount: number;
    /** What ACTIVATE_MANA's `mana` may say ([] when the ability offers no choice): a type, or mana such as "{W}{U}". */
    readonly mana: readonly string[];
    /** What ACTIVATE_MANA's `tap` may name ([] when its cost taps no other permanent): the permanents it could tap (CR 602.2b). */
    readonly tap: readonly ObjectId[];
  }[];
  /** For each action of the cost, in order: the PAY field that names its objects, and the candidates. */
  readonly actions: readonly {
    readonly field: ChosenPartKind;
    readonly part: string;
    /** How many objects to name; null for crew, which takes any number whose total `power` is enough (CR 702.122). */
    readonly count: number | null;
    readonly power?: number;
    readonly candidates: readonly ObjectId[];
  }[];
  readonly convoke: readonly ObjectId[];
  readonly improvise: readonly ObjectId[];
  readonly delve: readonly ObjectId[];
  /** Whether 'auto' would find a payment. */
  readonly payable: boolean;
}

export function paymentOptions(game: GameState, cards: CardLibrary, player: PlayerId, cost: TotalCost, spellCard: string, source?: ObjectId): PaymentOptions {
  const abilities = abilitySources(game, cards, player);
  // The prompt's own copy of each list of permanents mana abilities could tap (the engine's stays the engine's), made once however many abilities tap from it.
  const lists = new Map<readonly ObjectId[], { readonly copy: readonly ObjectId[]; readonly members: ReadonlySet<ObjectId> }>();
  const tapLists = (list: readonly ObjectId[]) => lists.get(list) ?? lists.set(list, { copy: Object.freeze([...list]), members: new Set(list) }).get(list)!;
  return {
    mana: printManaAmount(cost.mana),
    life: cost.life,
    pool: getPlayer(game, player).manaPool.map((u) => ({ id: u.id, type: u.type })),
    manaAbilities: [...waysByAbility(abilities).values()].map((ways) => {
      const { object, ability, tapsFrom, uses } = ways[0]!;
      const amount = Math.max(...ways.map((s) => s.amount));
      const card = locate(game, object);
      const permanent = card?.zone === 'battlefield' ? findPermanent(game, object) : undefined;
      const production = card ? manaAbilitiesOf(game, cards, getCard(cards, card.object.card), permanent)[ability]?.produces : undefined;
      const types = [...new Set(ways.flatMap((s) => s.produces))];
      // CR 602.2b: its own object, when its {T} taps it, isn't one it may name; otherwise one frozen copy of the list for every ability that taps from it.
      const tap = uses[0]?.taps === true && tapLists(tapsFrom).members.has(object) ? tapsFrom.filter((id) => id !== object) : tapLists(tapsFrom).copy;
      return { source: object, ability, types, amount, mana: production ? manaChoices(production, amount) : [], tap };
    }),
    actions: cost.actions.filter(isChosenPart).map((part) => ({
      field: part.kind,
      part: describeCostPart(part),
      count: objectCount(part),
      ...(part.kind === 'tapPower' ? { power: part.power } : {}),
      candidates: actionCandidates(game, cards, player, cost, part),
    })),
    convoke: convokeSources(game, cards, player, spellCard).map((s) => s.id),
    improvise: improviseSources(game, cards, player, spellCard).map((s) => s.id),
    delve: delveSources(game, cards, player, spellCard).map((s) => s.id),
    payable: canPayTotalCost(game, cards, player, cost, spellCard, source),
  };
}

/**
 * The solver's options for each mana ability (its ways, "/W" or "~1", and the permanents it
 * may tap besides), grouped by the ability, in the order first listed. One pass, so the
 * prompt's list of mana abilities is linear in the board.
 */
function waysByAbility(abilities: readonly AbilitySourceOption[]): ReadonlyMap<string, readonly AbilitySourceOption[]> {
  const byAbility = new Map<string, AbilitySourceOption[]>();
  for (const s of abilities) {
    const id = manaAbilityId(s.object, s.ability);
    const ways = byAbility.get(id);
    if (ways) ways.push(s);
    else byAbility.set(id, [s]);
  }
  return byAbility;
}

/** The printed cost parts of the spell as it stands, for a prompt's summary. */
export function costPartsInWords(game: GameState, cards: CardLibrary, spell: StackObject): readonly string[] {
  const split = splitCostParts(costPartsOf(game, cards, spell).parts);
  return [...(split.symbols.length ? [printManaCost(split.symbols)] : []), ...split.actions.map(describeCostPart)];
}

function print(symbol: ManaSymbol): string {
  return printManaCost([symbol]);
}
