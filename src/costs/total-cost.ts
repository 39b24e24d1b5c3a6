/**
 * CR 601.2f: the total cost is the mana cost or the chosen alternative cost (as
 * announced), plus additional and optional costs, plus increases, minus reductions in the
 * order the player chooses, then effects that set the total (Trinisphere). Reductions take
 * off only the kinds of mana they print, and never below {0}. The result is locked: it is
 * frozen and nothing computes it again.
 */
import { copyOf, extend } from '../core/extend.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import type { CostPart } from '../cards/cost-schema.js';
import type { GameState, HybridChoice, ObjectId, StackObject } from '../game/state.js';
import { printManaAmount } from '../mana/print.js';
import { COLORS, NO_MANA, type ManaAmount, type ManaSymbol } from '../mana/symbols.js';
import { addMana, amountKey, manaAmountTotal, manaValue } from '../mana/value.js';
import { announcedCost, hybridOptions, NO_ANNOUNCEMENTS } from './announced-cost.js';
import { findPermanent, locate } from '../game/queries.js';
import { chosenAlternative, costPartsOf } from './cost-choices.js';
import { describeCostPart, splitCostParts } from '../cards/cost-parts.js';
import { abilityCostChanges, reductionBy, selfCostChanges, staticCostChanges, type CostChange } from './modifiers.js';

/** The locked total cost of a spell. */
export interface TotalCost {
  readonly mana: ManaAmount;
  /** Life to pay: life costs, and Phyrexian symbols paid with life. */
  readonly life: number;
  /** The other parts, in order: sacrifice, discard, exile, return, tap, untap… */
  readonly actions: readonly CostPart[];
  /** The increases, reductions and minimums applied, in the order applied. */
  readonly changes: readonly AppliedCostChange[];
  /** CR 118.6: present when the cost can't be paid (a card with no mana cost). */
  readonly unpayable?: true;
  /** CR 702.119a: the creature chosen at 601.2b that the cost's first sacrifice must be (emerge). */
  readonly sacrificed?: ObjectId;
  /** CR 602.2: the object whose ability it is, which a part marked `other` ("sacrifice another creature") can't take; present only then. */
  readonly notOther?: ObjectId;
}

export interface AppliedCostChange extends CostChange {
  /** How much mana it actually changed: a reduction may find less to take than it offers. */
  readonly applied: number;
  /** CR 118.7e: the half chosen for each of its hybrid symbols, in order. */
  readonly halves?: readonly HybridChoice[];
}

/**
 * CR 118.7e: the halves the paying player chose for reductions' hybrid symbols, by the
 * reduction's source (the spell's own reductions, offering's included: the spell's id).
 */
export type ReductionHalves = Readonly<Record<ObjectId, readonly HybridChoice[]>>;

/** The id a reduction's hybrid halves are named by (CR 118.7e): its source, or the spell for its own. */
export const halvesKey = (change: CostChange, spell: StackObject): ObjectId => change.source ?? spell.id;

/** CR 601.2f, 602.2b: the cost changes that apply to the spell or ability, before they are ordered and applied. */
export function costChanges(game: GameState, cards: CardLibrary, spell: StackObject): readonly CostChange[] {
  const { statics, own } = changesOf(game, cards, spell);
  return [...statics, ...own];
}

/**
 * The changes from static abilities (CR 601.2f: to spells' costs, one list for every spell of a
 * definition while the sources stay, modifiers.ts; 602.2b: to activated abilities' costs, by
 * their source), then the spell's own (its text, emerge, an offering), and the creature emerge's
 * reduction is read from (CR 702.119a), which the total cost names.
 */
function changesOf(game: GameState, cards: CardLibrary, spell: StackObject): { readonly statics: readonly CostChange[]; readonly own: readonly CostChange[]; readonly sacrificed: ObjectId | undefined } {
  const card = definitionOf(cards, spell);
  const targetCount = spell.choices.targets.reduce((n, t) => n + t.length, 0);
  const statics = spell.kind === 'spell' ? staticCostChanges(game, cards, card, spell.controller, spell.choices.targets.flat()) : abilityCostChanges(game, cards, getCard(cards, spell.card), spell.controller);
  const emerge = emergeReduction(game, cards, spell);
  const offering = offeringReduction(game, cards, spell);
  return { statics, own: [...selfCostChanges(game, cards, card, spell.controller, targetCount), ...(emerge ? [emerge.change] : []), ...(offering ? [offering] : [])], sacrificed: emerge?.sacrificed };
}

/**
 * CR 601.2f: determines the total cost; `reductionOrder` lists reduction sources in the order
 * the player chose, `halves` the halves chosen for reductions' hybrid symbols (118.7e).
 */
export function totalCost(game: GameState, cards: CardLibrary, spell: StackObject, reductionOrder: readonly ObjectId[] = [], halves: ReductionHalves = {}): TotalCost {
  const { unpayable, parts } = costPartsOf(game, cards, spell);
  const split = splitCostParts(parts);
  const announced = announcedCost(split.symbols, spell.choices);
  const { statics, own, sacrificed } = changesOf(game, cards, spell);
  const { mana, applied } =
    reductionOrder.length === 0 && Object.keys(halves).length === 0 && statics.length > 0
      ? appliedOnce(statics, own, announced.mana)
      : applyChanges([...statics, ...own], announced.mana, reductionOrder, (reduction) => halves[halvesKey(reduction, spell)]);
  return {
    mana,
    life: split.life + announced.life,
    actions: split.actions,
    changes: applied,
    ...(unpayable ? { unpayable: true as const } : {}),
    ...(sacrificed !== undefined ? { sacrificed } : {}),
    ...(spell.kind === 'ability' && split.actions.some((p) => 'other' in p && p.other) ? { notOther: spell.source } : {}),
  };
}

/** The mana a cost comes to with its changes applied, and the changes as applied. */
interface Applied {
  readonly mana: ManaAmount;
  readonly applied: readonly AppliedCostChange[];
}

/**
 * Changes applied in the order the rules give them when the player names none (CR 601.2f), kept
 * by the static changes' list (one for every spell of a definition, modifiers.ts) and the mana
 * and own changes they apply to: k copies of a card in a hand beside m changers apply them once,
 * not k times (a reduction's hybrid halves, chosen best without the player, read nothing else).
 * The same applied changes are shared by those costs; a cost is copied as it is locked.
 */
const appliedByStatics = new WeakMap<readonly CostChange[], Map<string, Applied>>();

function appliedOnce(statics: readonly CostChange[], own: readonly CostChange[], mana: ManaAmount): Applied {
  let byKey = appliedByStatics.get(statics);
  if (!byKey) appliedByStatics.set(statics, (byKey = new Map()));
  const key = `${amountKey(mana)}|${own.length === 0 ? '' : JSON.stringify(own)}`;
  let known = byKey.get(key);
  if (!known) byKey.set(key, (known = applyChanges([...statics, ...own], mana, [], () => undefined)));
  return known;
}

/**
 * CR 601.2f: the increases, then the reductions in the player's order (then timestamp order, the
 * spell's own last), then the minimums; `chosenHalves`: the halves the player chose for a
 * reduction's hybrid symbols, if any (else the best, 118.7e).
 */
function applyChanges(changes: readonly CostChange[], announced: ManaAmount, reductionOrder: readonly ObjectId[], chosenHalves: (reduction: CostChange) => readonly HybridChoice[] | undefined): Applied {
  const applied: AppliedCostChange[] = [];
  let mana = announced;
  for (const increase of changes.filter((c) => c.change === 'increase')) {
    mana = addMana(mana, increase.mana);
    applied.push(extend(increase, { applied: manaAmountTotal(increase.mana) }));
  }
  for (const reduction of orderReductions(changes.filter((c) => c.change === 'reduce'), reductionOrder)) {
    const floor = reduction.floor === undefined ? 0 : Math.min(reduction.floor, manaAmountTotal(mana));
    // CR 118.7e: each hybrid symbol reduces by the half chosen as the reduction is applied.
    const chosen = reduction.hybrid ? (chosenHalves(reduction) ?? bestHalves(reduction.hybrid, mana)) : [];
    const by = reduction.hybrid ? addMana(reduction.mana, announcedCost(reduction.hybrid, { ...NO_ANNOUNCEMENTS, hybrid: chosen }).mana) : reduction.mana;
    const [reduced, taken] = reduceMana(mana, reduction.onlyColored ? by : colorToGeneric(mana, by), floor);
    mana = reduced;
    applied.push(extend(reduction, { applied: taken, ...(chosen.length > 0 ? { halves: chosen } : {}) }));
  }
  for (const minimum of changes.filter((c) => c.change === 'minimum')) {
    const short = Math.max(0, (minimum.total ?? 0) - manaAmountTotal(mana));
    mana = { ...mana, generic: mana.generic + short };
    applied.push(extend(minimum, { applied: short }));
  }
  return { mana, applied };
}

/** CR 702.119a: cast for its emerge cost, the spell costs {N} less, N the mana value of the creature chosen to sacrifice (X counts 0). */
function emergeReduction(game: GameState, cards: CardLibrary, spell: StackObject): { readonly change: CostChange; readonly sacrificed: ObjectId } | null {
  const sacrificed = spell.choices.sacrificed;
  if (sacrificed === undefined || !chosenAlternative(game, cards, spell)?.reducedBySacrifice) return null;
  const creature = findPermanent(game, sacrificed);
  const printed = creature ? getCard(cards, creature.card).manaCost : undefined;
  const value = printed ? manaValue(printed.symbols) : 0;
  return { change: { source: null, card: spell.card, change: 'reduce', mana: { ...NO_MANA, generic: value } }, sacrificed };
}

/**
 * CR 702.48b–c: cast with its offering, the spell costs less by the sacrificed permanent's
 * mana cost: generic reduces generic, each coloured symbol that colour (and generic when the
 * spell has none of it left, as 118.7c; colorToGeneric). The permanent was sacrificed as the
 * spell was announced, so its mana cost is read from the card it left behind (X counts 0).
 */
function offeringReduction(game: GameState, cards: CardLibrary, spell: StackObject): CostChange | null {
  const sacrificed = spell.choices.sacrificed;
  if (sacrificed === undefined || spell.kind !== 'spell' || !definitionOf(cards, spell).offering || chosenAlternative(game, cards, spell)?.reducedBySacrifice) return null;
  const left = locate(game, sacrificed)?.object;
  const printed = left ? getCard(cards, left.card).manaCost : undefined;
  return { source: null, card: spell.card, change: 'reduce', ...(printed ? reductionBy(printed.symbols) : { mana: NO_MANA }) };
}

/**
 * CR 118.7e: without the player's choice, each hybrid symbol of a reduction takes the half
 * that takes off the most from what is left to pay: a colour still in the cost (or, finding
 * none, a generic mana, 118.7c) takes one; {2/W}'s generic half takes up to two. On a tie a
 * colour still in the cost wins, so generic mana is left to pay with any colour.
 */
function bestHalves(symbols: readonly ManaSymbol[], mana: ManaAmount): readonly HybridChoice[] {
  const left: Record<keyof ManaAmount, number> = { ...mana };
  return symbols.map((symbol) => {
    const takes = (half: HybridChoice) => (half === 'generic' ? Math.min(2, left.generic) : left[half] > 0 || left.generic > 0 ? 1 : 0);
    const score = (half: HybridChoice) => takes(half) + (half !== 'generic' && left[half] > 0 ? 0.5 : 0);
    const best = hybridOptions(symbol).reduce((a, b) => (score(b) > score(a) ? b : a));
    if (best === 'generic') left.generic -= takes(best);
    else if (left[best] > 0) left[best] -= 1;
    else left.generic = Math.max(0, left.generic - 1);
    return best;
  });
}

/** The player's order first (CR 601.2f), then the rest in timestamp order; the spell's own last. */
function orderReductions(reductions: readonly CostChange[], order: readonly ObjectId[]): readonly CostChange[] {
  // Each source's place in the player's order (its first, as indexOf would find).
  const place = new Map<ObjectId, number>();
  order.forEach((id, i) => place.has(id) || place.set(id, i));
  const rank = (c: CostChange) => (c.source === null ? undefined : place.get(c.source)) ?? order.length;
  return [...reductions].sort((a, b) => rank(a) - rank(b));
}

/**
 * Takes `by` off `mana`, kind by kind, never below zero, nor the total below `floor` (Training
 * Grounds: "can't reduce the mana in that cost to less than one mana"); {S} and {C} are
 * untouched by generic reductions.
 */
function reduceMana(mana: ManaAmount, by: ManaAmount, floor = 0): readonly [ManaAmount, number] {
  let taken = 0;
  let room = manaAmountTotal(mana) - floor;
  const next: Record<keyof ManaAmount, number> = { ...mana };
  for (const key of Object.keys(NO_MANA) as (keyof ManaAmount)[]) {
    const off = Math.max(0, Math.min(next[key], by[key], room));
    room -= off;
    next[key] -= off;
    taken += off;
  }
  return [next, taken];
}

/** CR 118.7c: the coloured part of a reduction that finds no mana of its colour in the cost reduces generic mana instead. */
function colorToGeneric(mana: ManaAmount, by: ManaAmount): ManaAmount {
  const next: Record<keyof ManaAmount, number> = { ...by };
  for (const color of COLORS) {
    const unmatched = Math.max(0, by[color] - mana[color]);
    next[color] -= unmatched;
    next.generic += unmatched;
  }
  return next;
}

/** CR 601.2f: the total cost becomes locked in; later changes have no effect on it. */
export function lockTotalCost(cost: TotalCost): TotalCost {
  return Object.freeze(
    extend(cost, {
      mana: Object.freeze(copyOf(cost.mana)),
      actions: Object.freeze(cost.actions.map((a) => Object.freeze(copyOf(a)))),
      changes: Object.freeze(cost.changes.map((c) => Object.freeze(copyOf(c)))),
    }),
  );
}

/** A cost for people and JSON: mana in canonical form, plus the other parts. */
export interface CostSummary {
  readonly mana: string;
  readonly life: number;
  readonly actions: readonly string[];
  /** CR 118.6: present when the spell has no mana cost, so the cost can't be paid. */
  readonly unpayable?: true;
}

export function summarizeCost(cost: TotalCost): CostSummary {
  return {
    mana: printManaAmount(cost.mana),
    life: cost.life,
    actions: cost.actions.map(describeCostPart),
    ...(cost.unpayable ? { unpayable: true as const } : {}),
  };
}

/** CR 601.2g: whether the total cost includes a mana payment. */
export function costIncludesMana(cost: TotalCost): boolean {
  return manaAmountTotal(cost.mana) > 0;
}

