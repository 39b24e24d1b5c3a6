/**
 * CR 601.2h: a quick necessary test the solver (solver.ts) runs before its flows, the plain
 * test's counterpart (solver-plain.ts answers only "yes", this only "no"). Each mana symbol
 * takes at least one mana (CR 107.4), and each source makes at most its `amount` (an
 * activation or a unit of the pool, used at most once): when all the sources together make
 * fewer mana than the cost has symbols, or those that could make a colour, {C} or snow mana
 * make fewer than the cost asks of it, no payment exists. Leaving out what limits a source
 * further (its cost, exclusions, budgets, the parts it may pay) only counts more mana, so a
 * cost this refuses is unpayable. When it can't be sure, it says "maybe" and the flows decide.
 */
import { QueryMemo } from '../core/query-memo.js';
import { madeOf, paysNothing } from './chain-counts.js';
import { derivationOf } from './source-lists.js';
import { TYPES } from './solver-kinds.js';
import type { ManaSourceOption, SolveOptions } from './solver-types.js';
import type { ManaAmount, ManaType } from './symbols.js';
import { manaAmountTotal } from './value.js';

const whole = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** The most mana `sources` make together, each activated once (CR 106.6: none from mana that may pay for nothing). */
export function mostManaMade(sources: readonly ManaSourceOption[]): number {
  return tallyOf(sources).most();
}

/** False when `sources` can't make the mana `cost` asks for, whatever is activated (see above); true when they might. */
export function mightPay(cost: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions): boolean {
  // A malformed cost or source is the flows' to refuse, with their reasons.
  if (!Object.values(cost).every(whole)) return true;
  const tally = tallyOf(sources);
  if (!tally.wellFormed) return true;
  if (tally.most() < manaAmountTotal(cost)) return false;
  // CR 609.4b: mana spent as though it were any colour pays colours its type doesn't name.
  if (options.anyColor) return true;
  for (const type of TYPES) if (cost[type] > 0 && tally.of(type) < cost[type]) return false;
  return cost.S === 0 || tally.snow() >= cost.S;
}

/** What the test reads of a list, whatever the cost: each figure counted when first asked. */
interface Tally {
  /** every amount a whole number, every fixed combination that many mana */
  readonly wellFormed: boolean;
  most(): number;
  /** the most mana of this type (colour or {C}) */
  of(type: ManaType): number;
  /** the most snow mana */
  snow(): number;
}

/** Each frozen list's tally, held for the query (core/query-memo.ts): an X prompt tests one list for every X it tries. */
const tallies = new QueryMemo<readonly ManaSourceOption[], Tally>();

function tallyOf(sources: readonly ManaSourceOption[]): Tally {
  const known = tallies.get(sources);
  if (known !== undefined) return known;
  const derived = derivationOf(sources);
  const tally = derived !== undefined && tallyOf(derived.from).wellFormed ? tallyLess(tallyOf(derived.from), derived.out.map((at) => derived.from[at]!)) : tallyCounted(sources);
  if (Object.isFrozen(sources)) tallies.set(sources, tally);
  return tally;
}

/**
 * The tally of a list made from a well-formed one by leaving `out` out (source-lists.ts): each
 * figure is a sum over the sources, so it is the whole list's less the left-out ones'. "What may I
 * do now" tests a thousand abilities whose {T} leaves their own land out of the board's sources:
 * each reads the few it leaves out, not the board.
 */
function tallyLess(all: Tally, out: readonly ManaSourceOption[]): Tally {
  return {
    wellFormed: true,
    most: () => all.most() - sumOf(out, (s) => madeOf(s, TYPES)),
    of: (type) => all.of(type) - sumOf(out, (s) => madeOf(s, [type])),
    snow: () => all.snow() - sumOf(out, snowMade),
  };
}

const snowMade = (s: ManaSourceOption): number => (s.snow && !paysNothing(s) ? s.amount : 0);

function tallyCounted(sources: readonly ManaSourceOption[]): Tally {
  const byType = new Map<ManaType, number>();
  let snow: number | undefined;
  let most: number | undefined;
  return {
    wellFormed: sources.every((s) => whole(s.amount) && (s.mana === undefined || s.mana.length === s.amount)),
    most: () => (most ??= sumOf(sources, (s) => madeOf(s, TYPES))),
    of: (type) => {
      let n = byType.get(type);
      if (n === undefined) byType.set(type, (n = sumOf(sources, (s) => madeOf(s, [type]))));
      return n;
    },
    snow: () => (snow ??= sumOf(sources, snowMade)),
  };
}

function sumOf(sources: readonly ManaSourceOption[], made: (s: ManaSourceOption) => number): number {
  let sum = 0;
  for (let at = 0; at < sources.length; at += 1) sum += made(sources[at]!);
  return sum;
}
