/**
 * CR 601.4: while proposing, a player may consider the announcements still to come. Every
 * distinct way of announcing a cost's hybrid halves and Phyrexian payments, for the look-ahead
 * and the prompts. Identical symbols are interchangeable: {R/G}{R/G} announced as R then G costs
 * what G then R costs, so each group of them is announced as a multiset (Deus of Calamity's
 * five {R/G}: 6 announcements, not 32). The list is capped so a cost of many
 * different symbols can't make a query explode; no printed cost comes near it
 * (docs/performance.md, "The look-ahead's bounds").
 */
import type { CardLibrary } from '../cards/library.js';
import type { GameState, HybridChoice, PhyrexianChoice, StackObject } from '../game/state.js';
import { hybridOptions, isHybrid, isPhyrexian, MAX_ANNOUNCED_SYMBOLS } from './announce.js';
import { symbolsToPay } from '../costs/cost-choices.js';
import type { ManaSymbol } from '../mana/symbols.js';

/** The most combinations considered for one spell. */
export const MAX_ANNOUNCEMENT_COMBINATIONS = 256;

export interface Announcement {
  readonly hybrid: readonly HybridChoice[];
  readonly phyrexian: readonly PhyrexianChoice[];
}

/** Hybrid halves already announced, by hybrid symbol (undefined: not yet). */
export type AnnouncedHalves = readonly (HybridChoice | undefined)[];

/** The spell's announcements (announcementCombinationsOf). */
export function announcementCombinations(game: GameState, cards: CardLibrary, spell: StackObject): readonly Announcement[] {
  return announcementCombinationsOf(symbolsToPay(game, cards, spell));
}

/**
 * One announcement for each distinct way of announcing the hybrid and Phyrexian symbols among
 * `symbols` (the cost's, read once: symbolsToPay), each with a half for every hybrid symbol and
 * a payment for every Phyrexian one; at most MAX_ANNOUNCEMENT_COMBINATIONS of them, and none for
 * a cost with more of either than one announcement names (MAX_ANNOUNCED_SYMBOLS). `halves`:
 * hybrid halves already announced, kept as they are.
 */
export function announcementCombinationsOf(symbols: readonly ManaSymbol[], halves: AnnouncedHalves = []): readonly Announcement[] {
  // Most costs have neither (the look-ahead asks for every card of a hand at every query): their one announcement, made once.
  if (!symbols.some(announces)) return NOTHING_ANNOUNCED;
  if (halves.length > 0) return combinations(symbols, halves);
  // The look-ahead asks again for every card of a hand at every query: remembered by the symbols announced, as written.
  const key = announcedAs(symbols);
  let known = remembered.get(key);
  if (!known) {
    if (remembered.size >= REMEMBERED) remembered.clear();
    remembered.set(key, (known = Object.freeze(combinations(symbols, halves).map((a) => Object.freeze({ hybrid: Object.freeze(a.hybrid), phyrexian: Object.freeze(a.phyrexian) })))));
  }
  return known;
}

/** The combinations of costs with no half announced yet, by their announced symbols as written (announcedAs); frozen, as they are shared. */
const remembered = new Map<string, readonly Announcement[]>();
/** How many costs' combinations are remembered at most: a library's costs with hybrid or Phyrexian symbols are a few hundred kinds, and a library of made-up costs can't grow the memo past this. */
const REMEMBERED = 256;

/** The announced symbols of a cost, in order, each as written ({G/R} is not {R/G}: the first written is the first half tried). */
function announcedAs(symbols: readonly ManaSymbol[]): string {
  let key = '';
  for (const symbol of symbols) {
    if (!announces(symbol)) continue;
    key += 'colors' in symbol ? `${symbol.kind}:${symbol.colors[0]}${symbol.colors[1]} ` : 'color' in symbol ? `${symbol.kind}:${symbol.color} ` : `${symbol.kind} `;
  }
  return key;
}

function combinations(symbols: readonly ManaSymbol[], halves: AnnouncedHalves): Announcement[] {
  const { groups, hybridCount, phyrexianCount } = announced(symbols, halves);
  if (hybridCount > MAX_ANNOUNCED_SYMBOLS || phyrexianCount > MAX_ANNOUNCED_SYMBOLS) return [];
  let picks: (readonly (readonly Choice[])[])[] = [[]];
  for (const group of groups) {
    const ways = multisets(group.choices, group.members.length);
    picks = picks.flatMap((picked) => ways.map((way) => [...picked, way])).slice(0, MAX_ANNOUNCEMENT_COMBINATIONS);
  }
  return picks.map((picked) => {
    const hybrid: HybridChoice[] = new Array(hybridCount);
    const phyrexian: PhyrexianChoice[] = new Array(phyrexianCount);
    groups.forEach((group, g) =>
      group.members.forEach((member, k) => {
        const choice = picked[g]![k]!;
        if (member.hybrid !== null) hybrid[member.hybrid] = choice.half!;
        if (member.phyrexian !== null) phyrexian[member.phyrexian] = choice.payment!;
      }),
    );
    return { hybrid, phyrexian };
  });
}

const announces = (symbol: ManaSymbol): boolean => isHybrid(symbol) || isPhyrexian(symbol);

/** The one announcement of a cost with no hybrid or Phyrexian symbol: no halves and no payments. */
const NOTHING_ANNOUNCED: readonly Announcement[] = Object.freeze([Object.freeze({ hybrid: Object.freeze([]), phyrexian: Object.freeze([]) })]);

/**
 * For each hybrid symbol, the hybrid symbols announced alike (the same symbol, with the same
 * half already announced, if any), itself among them; the same for each Phyrexian symbol.
 * Whatever some announcement gives one of them, the same announcement with two of them swapped
 * gives another.
 */
export function interchangeable(symbols: readonly ManaSymbol[], halves: AnnouncedHalves = []): { readonly hybrid: readonly (readonly number[])[]; readonly phyrexian: readonly (readonly number[])[] } {
  const { groups, hybridCount, phyrexianCount } = announced(symbols, halves);
  const hybrid: number[][] = new Array(hybridCount);
  const phyrexian: number[][] = new Array(phyrexianCount);
  for (const { members } of groups) {
    const hybrids = members.flatMap((m) => (m.hybrid === null ? [] : [m.hybrid]));
    const phyrexians = members.flatMap((m) => (m.phyrexian === null ? [] : [m.phyrexian]));
    hybrids.forEach((i) => (hybrid[i] = hybrids));
    phyrexians.forEach((i) => (phyrexian[i] = phyrexians));
  }
  return { hybrid, phyrexian };
}

/** One symbol's announcement: its half if it is hybrid, its payment if it is Phyrexian. */
interface Choice {
  readonly half: HybridChoice | undefined;
  readonly payment: PhyrexianChoice | undefined;
}

/** A symbol to announce: its place among the hybrid symbols and among the Phyrexian ones (null: not one). */
interface Member {
  readonly hybrid: number | null;
  readonly phyrexian: number | null;
}

/** Symbols announced alike, and the choices each of them has. */
interface Group {
  readonly members: Member[];
  readonly choices: readonly Choice[];
}

function announced(symbols: readonly ManaSymbol[], halves: AnnouncedHalves): { readonly groups: readonly Group[]; readonly hybridCount: number; readonly phyrexianCount: number } {
  const groups = new Map<string, Group>();
  let hybridCount = 0;
  let phyrexianCount = 0;
  for (const symbol of symbols) {
    if (!announces(symbol)) continue;
    const hybrid = isHybrid(symbol) ? hybridCount++ : null;
    const phyrexian = isPhyrexian(symbol) ? phyrexianCount++ : null;
    const half = hybrid === null ? undefined : halves[hybrid];
    const key = `${keyOf(symbol)}${half ?? ''}`;
    const group = groups.get(key) ?? { members: [], choices: choicesOf(symbol, half) };
    group.members.push({ hybrid, phyrexian });
    groups.set(key, group);
  }
  return { groups: [...groups.values()], hybridCount, phyrexianCount };
}

/** The same for identical symbols, whatever order their halves are written in ({W/U}, {U/W}). */
function keyOf(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'hybrid':
    case 'hybridPhyrexian':
      return `${symbol.kind}:${[...symbol.colors].sort().join('')}`;
    case 'monoHybrid':
    case 'phyrexian':
      return `${symbol.kind}:${symbol.color}`;
    default:
      return symbol.kind;
  }
}

function choicesOf(symbol: ManaSymbol, half: HybridChoice | undefined): readonly Choice[] {
  const halves = isHybrid(symbol) ? (half === undefined ? hybridOptions(symbol) : [half]) : [undefined];
  const payments = isPhyrexian(symbol) ? (['mana', 'life'] as const) : [undefined];
  return halves.flatMap((h) => payments.map((payment) => ({ half: h, payment })));
}

/**
 * The multisets of `size` of `options`, each listed in the options' order (as many of the first
 * as there can be, first); at most MAX_ANNOUNCEMENT_COMBINATIONS.
 */
function multisets<T>(options: readonly T[], size: number): (readonly T[])[] {
  const out: (readonly T[])[] = [];
  const fill = (k: number, left: number, picked: readonly T[]): void => {
    if (out.length >= MAX_ANNOUNCEMENT_COMBINATIONS) return;
    const copies = (n: number) => [...picked, ...new Array<T>(n).fill(options[k]!)];
    if (k === options.length - 1) out.push(copies(left));
    else for (let n = left; n >= 0; n -= 1) fill(k + 1, left - n, copies(n));
  };
  fill(0, size, []);
  return out;
}
