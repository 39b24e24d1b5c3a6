/**
 * CR 702.51 convoke, 702.126 improvise and 702.66 delve: ways to pay a spell's mana during
 * 601.2h without mana. Each creature tapped for convoke pays {1} or one mana of its colour;
 * each artifact tapped for improvise and each card exiled from the graveyard for delve pays {1}. Also gathers every source the solver may
 * use for a spell, so "could I pay?" and "pay it" see the same sources.
 */
import { extend } from '../core/extend.js';
import { IdMap } from '../core/id-map.js';
import { QueryMemo } from '../core/query-memo.js';
import { cardColors, hasKeyword, hasType } from '../cards/characteristics.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { moveCards } from '../cards/cost-moves.js';
import { getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { setTappedAll } from '../game/update.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import { withoutSources } from '../mana/source-lists.js';
import { anyRestricted, noteRestricted } from '../mana-abilities/spend.js';
import { COLORS, type Color } from '../mana/symbols.js';
import { abilitySources, poolSources, tapSetsOf, type AbilitySourceOption } from '../mana-abilities/mana-abilities.js';
import { objectCard } from '../cards/face-up.js';

/**
 * Untapped creatures `player` could tap for convoke, if the spell has convoke; with `only`,
 * just those among these objects (a payment that names its own), in battlefield order.
 */
export function convokeSources(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string, only?: ReadonlySet<ObjectId>): readonly ManaSourceOption[] {
  if (!hasKeyword(getCard(cards, spellCard), 'convoke')) return [];
  const found: ManaSourceOption[] = [];
  for (const p of game.battlefield) {
    if (p.controller !== player || p.tapped || (only && !only.has(p.id))) continue;
    const card = objectCard(cards, p);
    if (!hasType(card, 'Creature')) continue;
    found.push(convokeSourceOf(p, cardColors(card)));
  }
  return found;
}

/**
 * Each creature's convoke source, kept by permanent while its colours (cardColors: one list per
 * definition) stay the same, and each mana ability with a convoke creature's colours added
 * (gatherSources), kept by ability while that source stays the same. A board whose creatures
 * didn't change lists the same source objects again, as it does its mana abilities, so the
 * solver's plain test takes over what it worked out for them (mana/solver-plain.ts).
 */
const convokeKept = new WeakMap<Permanent, { readonly colors: readonly Color[]; readonly source: ManaSourceOption }>();
const withConvokeKept = new WeakMap<AbilitySourceOption, { readonly convoke: ManaSourceOption; readonly source: AbilitySourceOption }>();

function convokeSourceOf(p: Permanent, colors: readonly Color[]): ManaSourceOption {
  const kept = convokeKept.get(p);
  if (kept?.colors === colors) return kept.source;
  // Convoke pays the spell's cost only, never the mana in a mana ability's cost (onlyFor).
  const source: ManaSourceOption = { id: p.id, produces: colors.length > 0 ? colors : ['C'], amount: 1, snow: false, inPool: false, only: [...colors, 'generic'], onlyFor: ['cost'] };
  convokeKept.set(p, { colors, source });
  return source;
}

/** A creature's mana ability `a` that also makes its convoke colours (those of `convoke`, its convoke source). */
function withConvokeColors(a: AbilitySourceOption, convoke: ManaSourceOption): AbilitySourceOption {
  const kept = withConvokeKept.get(a);
  if (kept?.convoke === convoke) return kept.source;
  const colors = (convoke.only ?? []).filter((p): p is Color => (COLORS as readonly string[]).includes(p));
  const source = colors.length > 0 ? { ...a, produces: [...new Set([...a.produces, ...colors])] } : a;
  withConvokeKept.set(a, { convoke, source });
  return source;
}

/** CR 702.126: untapped artifacts `player` could tap for improvise, if the spell has it; each pays {1}. An artifact creature offered for convoke isn't offered twice. `only`: as for convokeSources. */
export function improviseSources(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string, only?: ReadonlySet<ObjectId>): readonly ManaSourceOption[] {
  const card = getCard(cards, spellCard);
  if (!hasKeyword(card, 'improvise')) return [];
  const convoke = hasKeyword(card, 'convoke');
  return game.battlefield
    .filter((p) => p.controller === player && !p.tapped && (!only || only.has(p.id)) && hasType(objectCard(cards, p), 'Artifact'))
    .filter((p) => !(convoke && hasType(objectCard(cards, p), 'Creature')))
    .map((p) => ({ id: p.id, produces: ['C'], amount: 1, snow: false, inPool: false, only: ['generic'] }));
}

/** Cards in `player`'s graveyard they could exile for delve, if the spell has delve. `only`: as for convokeSources, in graveyard order. */
export function delveSources(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string, only?: ReadonlySet<ObjectId>): readonly ManaSourceOption[] {
  if (!hasKeyword(getCard(cards, spellCard), 'delve')) return [];
  const graveyard = getPlayer(game, player).graveyard;
  let all = delvedFrom.get(graveyard);
  if (all === undefined) {
    all = Object.freeze(graveyard.map((c): ManaSourceOption => ({ id: c.id, produces: ['C'], amount: 1, snow: false, inPool: false, only: ['generic'], onlyFor: ['cost'] })));
    delvedFrom.set(graveyard, all);
  }
  return only ? all.filter((s) => only.has(s.id)) : all;
}

/**
 * Each graveyard's delve sources, by its array (a game's zones are never changed, only replaced):
 * a payment lists them for its sources and again as it pays, and a graveyard of thousands of
 * cards made thousands of objects each time.
 */
const delvedFrom = new WeakMap<GameState['players'][number]['graveyard'], readonly ManaSourceOption[]>();

/**
 * Every source that could pay a spell's mana: the pool, activatable mana abilities, and
 * convoke and delve. A creature whose mana ability taps (or sacrifices) it offers one
 * source, not two: tapping it for mana or for convoke use the same creature; a one-mana
 * ability then also makes its convoke colours. A creature whose ability doesn't (Wall of
 * Roots) offers both. A creature another mana ability could tap (Springleaf Drum) holds the
 * tap sets it is in (mana-abilities/tap-sets.ts) in each way it is offered, so it is counted
 * as tapped once.
 */
export function paymentSources(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  spellCard?: string,
  abilities: readonly AbilitySourceOption[] = abilitySources(game, cards, player),
): readonly ManaSourceOption[] {
  return rememberedSources(game, cards, player, spellCard, abilities).sources;
}

/**
 * The player's mana abilities as solver sources (abilitySources) offered to pay a cost, less the
 * ones at the places `leftOut`: CR 601.2a, a card's own once it has left the hand to be cast
 * (Simian Spirit Guide's "Exile it from your hand" can't pay for it).
 */
export interface OfferedAbilities {
  readonly list: readonly AbilitySourceOption[];
  readonly leftOut?: ReadonlySet<number>;
}

/**
 * The payment sources of offered abilities: those of the whole list and the ids among them to
 * pass over (`passOver`, null when none are) when its abilities stand in a run of their own in
 * them, and the list less those, made only when asked (`list`). "What may I do now" offers each
 * card in a hand of Spirit Guides the board's abilities less its own: a copy of the board's
 * sources for each card, sorted again by the solver, was a product of two sizes; the plain test
 * passes over the card's own without a copy (mana/solver-plain.ts), and a list made from the
 * whole one takes over what was worked out for it (mana/source-lists.ts).
 */
export function offeredSources(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string | undefined, offered: OfferedAbilities | undefined): {
  readonly whole: readonly ManaSourceOption[];
  readonly passOver: ReadonlySet<string> | null;
  list(): readonly ManaSourceOption[];
} {
  const { list = abilitySources(game, cards, player), leftOut } = offered ?? {};
  const whole = rememberedSources(game, cards, player, spellCard, list);
  if (leftOut === undefined || leftOut.size === 0) return { whole: whole.sources, passOver: null, list: () => whole.sources };
  let made: readonly ManaSourceOption[] | undefined;
  const at = whole.abilitiesAt;
  if (at === null) return { whole: whole.sources, passOver: null, list: () => (made ??= paymentSources(game, cards, player, spellCard, withoutSources(list, leftOut))) };
  const places = new Set([...leftOut].map((i) => at + i));
  const passOver = new Set([...places].map((i) => whole.sources[i]!.id));
  return { whole: whole.sources, passOver, list: () => (made ??= withoutSources(whole.sources, places)) };
}

function rememberedSources(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string | undefined, abilities: readonly AbilitySourceOption[]): Remembered {
  const card = spellCard === undefined ? undefined : getCard(cards, spellCard);
  const kinds = card === undefined ? 0 : (hasKeyword(card, 'convoke') ? 1 : 0) | (hasKeyword(card, 'improvise') ? 2 : 0) | (hasKeyword(card, 'delve') ? 4 : 0);
  const payer = getPlayer(game, player);
  // The graveyard is read for delve alone: a card cast from it leaves it, and each such card's proposal asks for the same sources
  // (without making its graveyard, game/update.ts withoutCard).
  const inputs = { cards, player, manaPool: payer.manaPool, battlefield: game.battlefield, graveyard: kinds & 4 ? payer.graveyard : null };
  const byKinds = paidFrom.get(abilities) ?? new Map<number, Remembered>();
  const known = byKinds.get(kinds);
  if (known && sameInputs(known.inputs, inputs)) return known;
  const { sources, abilitiesAt } = gatherSources(game, cards, player, spellCard, abilities);
  const made = { inputs, sources: Object.freeze(sources), abilitiesAt };
  byKinds.set(kinds, made);
  paidFrom.set(abilities, byKinds);
  return made;
}

/** What paymentSources read besides the abilities: the same values give the same sources. */
interface Inputs {
  readonly cards: CardLibrary;
  readonly player: PlayerId;
  readonly manaPool: unknown;
  readonly battlefield: GameState['battlefield'];
  readonly graveyard: unknown;
}

interface Remembered {
  readonly inputs: Inputs;
  readonly sources: readonly ManaSourceOption[];
  /** where the abilities stand in `sources`, one by one and in their order; null where they are merged with convoke's or improvise's */
  readonly abilitiesAt: number | null;
}

const sameInputs = (a: Inputs, b: Inputs): boolean => a.cards === b.cards && a.player === b.player && a.manaPool === b.manaPool && a.battlefield === b.battlefield && a.graveyard === b.graveyard;

/**
 * paymentSources by list of abilities and by which of convoke, improvise and delve the spell
 * has: the look-ahead asks for every card and every cost of a card in one game, and the
 * sources of the same game and abilities are the same (the game is immutable). Held for the
 * query that asks (core/query-memo.ts).
 */
const paidFrom = new QueryMemo<readonly AbilitySourceOption[], Map<number, Remembered>>();

function gatherSources(game: GameState, cards: CardLibrary, player: PlayerId, spellCard: string | undefined, abilities: readonly AbilitySourceOption[]): { readonly sources: ManaSourceOption[]; readonly abilitiesAt: number | null } {
  const convoke = spellCard ? convokeSources(game, cards, player, spellCard) : [];
  const improvising = spellCard ? improviseSources(game, cards, player, spellCard) : [];
  const delve = spellCard ? delveSources(game, cards, player, spellCard) : [];
  const pool = poolSources(game, player);
  // CR 106.6: whether the list holds restricted mana: the abilities' answer (their listing's) or one of the few others' (mana-abilities/spend.ts).
  const noted = (sources: ManaSourceOption[], ...others: readonly (readonly ManaSourceOption[])[]): ManaSourceOption[] => {
    noteRestricted(sources, anyRestricted(abilities) || others.some((list) => list.some((s) => Boolean(s.spend))));
    return sources;
  };
  // Most spells have neither convoke nor improvise: their sources are the pool, the abilities and delve's cards.
  if (convoke.length === 0 && improvising.length === 0) return { sources: noted(pool.concat(abilities, delve), pool, delve), abilitiesAt: pool.length };
  // CR 702.51a: a creature whose one-mana ability taps it also makes its convoke colours that way, and is offered once.
  const merged = abilities.slice();
  const offered = usedByAbilities(convoke, abilities, (i, at) => {
    const a = abilities[i] as AbilitySourceOption;
    if (a.amount === 1) merged[i] = withConvokeColors(a, convoke[at] as ManaSourceOption);
  });
  // An artifact whose mana ability taps it already pays {1} or more that way: offering it for improvise too could tap it twice.
  const improvise = improvising.length === 0 ? improvising : improvising.filter(notIn(usedByAbilities(improvising, abilities)));
  // CR 602.2b: a creature a mana ability could tap for its cost (Springleaf Drum) and tapped for convoke or improvise is one of those it can't tap.
  const sets = tapSetsOf(abilities);
  const keyed = (s: ManaSourceOption): ManaSourceOption => {
    const tapsOneOf = sets.ofObject(s.id);
    return tapsOneOf.length === 0 ? s : extend(s, { tapsOneOf });
  };
  const sources = pool.concat(merged, convoke.filter(notIn(offered)).map(keyed), improvise.map(keyed), delve);
  return { sources: noted(sources, pool, convoke, improvise, delve), abilitiesAt: null };
}

/**
 * Which of `sources` (by place, 1 for each) have an object that one of `abilities` uses (its cost taps, untaps,
 * sacrifices or exiles it), calling `found` with the ability's place and the source's. Built by loops, as both lists are
 * as long as the board, with one map as long as `sources`: "what may I do now" asks this for every convoke card. At
 * 10,000 permanents of the bench's board the two maps made before, one as long as the abilities, held 344 KB of the
 * 1.59 MB the query allocated; this one holds 115 KB.
 */
function usedByAbilities(sources: readonly ManaSourceOption[], abilities: readonly AbilitySourceOption[], found?: (ability: number, source: number) => void): Uint8Array {
  const used = new Uint8Array(sources.length);
  if (sources.length === 0) return used;
  const placeOf = new IdMap<number>(sources.length);
  for (let at = 0; at < sources.length; at += 1) placeOf.set((sources[at] as ManaSourceOption).id, at);
  for (let i = 0; i < abilities.length; i += 1) {
    const a = abilities[i] as AbilitySourceOption;
    const at = a.usesObject ? placeOf.get(a.object) : undefined;
    if (at === undefined) continue;
    used[at] = 1;
    found?.(i, at);
  }
  return used;
}

const notIn = (marked: Uint8Array) => (_: unknown, at: number): boolean => marked[at] === 0;

/** CR 702.51a, 702.126a, 702.66a: taps the convoke creatures and improvise artifacts and exiles the delve cards used. */
export function payWithConvokeAndDelve(
  game: GameState,
  player: PlayerId,
  used: { readonly convoke: readonly ObjectId[]; readonly improvise: readonly ObjectId[]; readonly delve: readonly ObjectId[] },
): GameState {
  const tapped = setTappedAll(game, [...used.convoke, ...used.improvise], true);
  return used.delve.length === 0 ? tapped : moveCards(tapped, player, used.delve, 'graveyard', 'exile');
}
