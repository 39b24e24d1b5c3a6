/**
 * CR 601.2c: choosing targets. Each instance of the word "target" takes distinct
 * objects or players; separate instances may share one. CR 115.5: a spell can't
 * target itself. CR 702.11, 702.16, 702.18: hexproof, protection and shroud (protection.ts). What each word may target is
 * written in the filter language and judged by `fitsAny` (cards/filter.ts).
 */
import { definitionOf } from '../cards/definition.js';
import { describeTargetWhat } from '../cards/describe-filter.js';
import { fitsAny, nestedReadsSource, objectInZoneFits, objectsIn, playerFits, type Perspective, type ZoneObject } from '../cards/filter.js';
import type { FilterZone, ObjectFilter, PlayerFilter } from '../cards/filter-schema.js';
import type { CardLibrary } from '../cards/library.js';
import type { TargetSpec } from '../cards/schema.js';
import { findPlayer, locate } from '../game/queries.js';
import { boardMemo } from '../game/board-memo.js';
import { jsonText } from '../core/json-text.js';
import type { GameState, StackObject } from '../game/state.js';
import { targetWords } from '../costs/cost-choices.js';
import { divisionTargetProblem } from './division.js';
import { enoughTogether, fitTogether, TOGETHER_WORDS } from './target-groups.js';
import { searchChoice, targetsNeeded } from './target-search.js';
import { targetBan } from './protection.js';
import { cardCandidates, type Candidate, type ZoneCards, zoneCards } from './card-candidates.js';
import { pushedOf } from '../game/pushed-stack.js';
import { filterReadsBeyondBattlefield, filtersRead } from '../cards/battlefield-reads.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';

/** The target words of a spell, in printed order, then those its chosen optional costs add; an "X target" word's count is the announced X. */
export function targetSpecs(cards: CardLibrary, spell: StackObject): readonly TargetSpec[] {
  const words = targetWords(cards, definitionOf(cards, spell), spell.choices);
  // CR 601.2b, 601.2c: "X target …" takes exactly the X announced (none before X is announced).
  return words.some((w) => w.count === 'X') ? words.map((w) => (w.count === 'X' ? { ...w, min: spell.choices.x ?? 0, max: spell.choices.x ?? 0 } : w)) : words;
}

/** What one target word asks for: the alternatives of its filter (CR 115.1). */
export type TargetWanted = Pick<TargetSpec, 'what'>;

/** CR 109.5: "you" is the spell's or ability's controller; "other" means other than the spell itself or the ability's source. */
export function perspectiveOf(spell: StackObject): Perspective {
  return { you: spell.controller, source: spell.kind === 'spell' ? spell.id : spell.source, ...(spell.choices.x !== undefined && spell.choices.x !== null ? { x: spell.choices.x } : {}) };
}

/** Whether `id` (a player or an object) fits what a target word asks for as a target of `spell`. */
export function isLegalTarget(game: GameState, cards: CardLibrary, spell: StackObject, wanted: TargetWanted, id: string): boolean {
  return targetBan(game, cards, spell, id) === null && fitsAny(game, cards, id, wanted.what, perspectiveOf(spell));
}

/** The zones a word's object alternatives look in, in the order legal choices are listed. */
const ZONE_ORDER: readonly FilterZone[] = ['battlefield', 'stack', 'graveyard', 'exile', 'hand'];

/** The objects of a zone a word's alternatives fit, found as far as they have been read: `objects`, then `top` (a stack's pushed on without a copy, game/pushed-stack.ts), up to `next`. */
interface Scan {
  readonly objects: readonly ZoneObject[];
  readonly top: ZoneObject | undefined;
  readonly found: Candidate[];
  next: number;
}

/**
 * The objects in `zone` that one of a word's alternatives `here` fits for the player and X of
 * `perspective`, in the zone's order, as a function of place (the kth, or undefined past the
 * last), read as if the word had no source: "another" is the caller's to judge (CR 109.5), and
 * a word whose nested filter says "other" (`nested`) is read afresh, as the stack is. Nothing else a
 * filter reads depends on the spell or its source, so outside the stack the objects are read
 * once for a board (game/board-memo.ts) and only as far as a caller asks: "what may I do now"
 * asks each of a thousand abilities whose word fits nothing ("target attacking creature" out of
 * combat) for its targets, on games that differ only in their stacks, and the board is read
 * once, while a word with targets aplenty reads no further than its first few.
 */
function candidatesOf(game: GameState, cards: CardLibrary, zone: FilterZone, here: readonly ObjectFilter[], perspective: Perspective, what: TargetWanted['what'], nested: boolean): (k: number) => Candidate | undefined {
  const read = (scan: Scan) => (k: number) => candidateAt(game, cards, zone, here, perspective, scan, k);
  if (zone === 'stack' || nested) return read(freshScan(game, zone, perspective));
  const key = `${zone}\u0000${perspective.you}\u0000${perspective.x ?? ''}\u0000${jsonText(what)}`;
  // A word that reads no power, toughness or keyword reads nothing but the objects (a power
  // counted from a hand, CR 604.3, a keyword given "as long as" a graveyard holds seven cards,
  // or one a permanent gives the cards in a graveyard, reads more). On the battlefield it is
  // kept for games whose other zones differ, and so is one that reads them where no permanent's
  // power or keywords read more (cards/battlefield-reads.ts); elsewhere by each array of cards
  // (card-candidates.ts).
  if (zone === 'battlefield' || what.some(filterReadsBeyondBattlefield)) return read(scans(game, cards, key, () => freshScan(game, zone, perspective), filtersRead(game, cards, zone, what)));
  return cardCandidates(cardZones(game, zone, perspective), cards, key, (card) => judge(game, cards, zone, here, perspective, card));
}

/** The cards of a zone outside the battlefield and the stack, in order: each player's array or the exile, or what one not made yet is made from (card-candidates.ts). */
function cardZones(game: GameState, zone: Exclude<FilterZone, 'battlefield' | 'stack'>, perspective: Perspective): readonly ZoneCards[] {
  if (zone === 'exile') return [zoneCards(game, zone, () => game.exile)];
  return game.players.filter((p) => zone === 'graveyard' || p.id === perspective.you).map((p) => zoneCards(p, zone, () => p[zone]));
}

const scans = boardMemo<Scan>();

/** The arrays of cards a zone outside the battlefield and the stack is read from, in order (filter.ts `objectsIn`). */
export function cardArrays(game: GameState, zone: Exclude<FilterZone, 'battlefield' | 'stack'>, perspective: Perspective): readonly (readonly ZoneObject[])[] {
  return cardZones(game, zone, perspective).map((cards) => ('removal' in cards ? cards.made() : cards));
}

/** A scan of `zone` not yet read. */
function freshScan(game: GameState, zone: FilterZone, perspective: Perspective): Scan {
  const pushed = zone === 'stack' ? pushedOf(game) : undefined;
  return { objects: pushed?.under ?? objectsIn(game, zone, perspective), top: pushed?.top, found: [], next: 0 };
}

/** The `k`th candidate of `scan` (reading the zone on as far as it), or undefined past the last. */
function candidateAt(game: GameState, cards: CardLibrary, zone: FilterZone, here: readonly ObjectFilter[], seen: Perspective, scan: Scan, k: number): Candidate | undefined {
  const { objects, top } = scan;
  while (scan.found.length <= k && scan.next < objects.length + (top === undefined ? 0 : 1)) {
    const candidate = judge(game, cards, zone, here, seen, (objects[scan.next++] ?? top)!);
    if (candidate) scan.found.push(candidate);
  }
  return scan.found[k];
}

/** `object` as a candidate if one of a word's alternatives `here` fits it, or null. */
function judge(game: GameState, cards: CardLibrary, zone: FilterZone, here: readonly ObjectFilter[], seen: Perspective, object: ZoneObject): Candidate | null {
  let fits = false;
  for (const f of here) {
    if (!objectInZoneFits(game, cards, zone, object, f, seen)) continue;
    if (!f.other) return { id: object.id, notOther: true };
    fits = true;
  }
  return fits ? { id: object.id, notOther: false } : null;
}

/**
 * Every legal choice for one target word, players first, then permanents, spells, and cards
 * in graveyards, exile and your hand; only the first `limit` of them when a caller needs no more,
 * or up to the one `enough` (told each in turn) says completes what the caller needs.
 */
export function legalTargets(game: GameState, cards: CardLibrary, spell: StackObject, spec: TargetWanted, limit = Infinity, enough?: (id: string) => boolean): readonly string[] {
  const perspective = perspectiveOf(spell);
  const { players, zones } = wordZones(spec.what);
  const legal = players.length === 0 ? [] : game.players.filter((p) => players.some((f) => playerFits(p.id, f, perspective)) && !targetBan(game, cards, spell, p.id)).map((p) => p.id);
  let plain: Perspective | undefined;
  for (const { zone, here, nested } of zones) {
    const seen: Perspective = nested ? perspective : (plain ??= { you: perspective.you, ...(perspective.x !== undefined ? { x: perspective.x } : {}) });
    const nth = candidatesOf(game, cards, zone, here, seen, spec.what, nested);
    for (let k = 0; ; k += 1) {
      if (legal.length >= limit) return legal.slice(0, limit);
      const candidate = nth(k);
      if (candidate === undefined) break;
      // CR 109.5: "another" is not the spell itself nor the ability's source.
      if (candidate.id === perspective.source && !candidate.notOther) continue;
      if (targetBan(game, cards, spell, candidate.id, zone)) continue;
      legal.push(candidate.id);
      if (enough?.(candidate.id)) return legal;
    }
  }
  return legal.length > limit ? legal.slice(0, limit) : legal;
}

/** A target word's player alternatives, and its object alternatives by the zone they look in, in ZONE_ORDER. */
interface WordZones {
  readonly players: readonly PlayerFilter[];
  /** Each zone some alternative looks in, with those alternatives; `nested`: a filter nested in one of them says "other", so it reads the source and the zone is read for this word alone. */
  readonly zones: readonly { readonly zone: FilterZone; readonly here: readonly ObjectFilter[]; readonly nested: boolean }[];
}

/** A word's alternatives split by what they look at, once per word (a card's words are its library's, which never change): "what may I do now" asks for the targets of every card and ability. */
function wordZones(what: TargetWanted['what']): WordZones {
  let split = splitWords.get(what);
  if (!split) {
    const objects = what.filter((a): a is ObjectFilter => !('player' in a));
    const zones = ZONE_ORDER.map((zone) => ({ zone, here: objects.filter((f) => (f.zone ?? 'battlefield') === zone) }))
      .filter(({ here }) => here.length > 0)
      .map(({ zone, here }) => ({ zone, here, nested: here.some(nestedReadsSource) }));
    splitWords.set(what, (split = { players: what.filter((a): a is PlayerFilter => 'player' in a), zones }));
  }
  return split;
}

const splitWords = new WeakMap<TargetWanted['what'], WordZones>();

/** Whether some object alternative of a target word looks in `zone`. */
export function wordLooksIn(what: TargetWanted['what'], zone: FilterZone): boolean {
  return wordZones(what).zones.some((z) => z.zone === zone);
}

/**
 * CR 601.2c: a smallest legal choice of targets: for each word its `min` distinct legal
 * targets, none of them chosen by an earlier word when the word says "another". Null when
 * there is none. The search backtracks (target-search.ts); past its budget of steps it answers
 * with each word's first legal targets, and the choice is judged again when it is made.
 * `specs`: the spell's targetSpecs, when the caller has them.
 */
export function fewestTargets(game: GameState, cards: CardLibrary, spell: StackObject, specs: readonly TargetSpec[] = targetSpecs(cards, spell)): string[][] | null {
  const legal = wordLists(game, cards, spell, specs);
  if (legal === null) return null;
  // One word that asks nothing of its targets together: its first `min` are the choice.
  if (specs.length === 1 && !specs[0]!.together) return [legal[0]!.slice(0, specs[0]!.min)];
  return searchChoice(game, specs, legal);
}

/**
 * Each word's legal targets, as far as the search needs them. Words that are one word (a
 * card's, spliced or kicked again, CR 702.33c) share one list, read as far as the one that
 * needs most: a longer list than a word needs holds its choice too. Null as soon as a word has
 * fewer legal targets than its smallest number (CR 601.2c): the words after it aren't read (a
 * charm's "counter target spell" with no spell on the stack, beside "return target permanent").
 */
function wordLists(game: GameState, cards: CardLibrary, spell: StackObject, specs: readonly TargetSpec[]): readonly (readonly string[])[] | null {
  // A word whose targets must share an owner or controller (target-groups.ts) reads on until some group holds as many.
  const read = (spec: TargetSpec, n: number) => (spec.together ? legalTargets(game, cards, spell, spec, Infinity, enoughTogether(game, spec.together, n)) : legalTargets(game, cards, spell, spec, n));
  // Most spells have one word or none: "what may I do now" asks this of every card in a hand.
  if (specs.length === 0) return [];
  if (specs.length === 1) {
    const only = read(specs[0]!, specs[0]!.min);
    return only.length < specs[0]!.min ? null : [only];
  }
  const needed = targetsNeeded(specs);
  const most = new Map<TargetSpec, number>();
  specs.forEach((spec, i) => most.set(spec, Math.max(most.get(spec) ?? 0, needed[i]!)));
  const lists = new Map<TargetSpec, readonly string[]>();
  for (const [spec, n] of most) {
    const list = read(spec, n);
    if (list.length < spec.min) return null;
    lists.set(spec, list);
  }
  return specs.map((spec) => lists.get(spec)!);
}

/**
 * CR 601.2c: can every target word be given at least its smallest number of distinct legal
 * targets? With a division (601.2d), each target needs at least one of what is divided.
 */
export function hasLegalTargets(game: GameState, cards: CardLibrary, spell: StackObject): boolean {
  return !divisionProblemAt(cards, spell) && fewestTargets(game, cards, spell) !== null;
}

/** hasLegalTargets, when fewestTargets has already answered for `spell` (`fewest`, found with `specs`, its targetSpecs). */
export function hasLegalTargetsGiven(cards: CardLibrary, spell: StackObject, fewest: readonly (readonly string[])[] | null, specs?: readonly TargetSpec[]): boolean {
  return !divisionProblemAt(cards, spell, specs) && fewest !== null;
}

/** CR 601.2d: the spell must take more targets than what it divides can give at least one each. */
function divisionProblemAt(cards: CardLibrary, spell: StackObject, specs: readonly TargetSpec[] = targetSpecs(cards, spell)): boolean {
  const fewest = specs.reduce((n, spec) => n + spec.min, 0);
  return divisionTargetProblem(cards, spell, fewest) !== null;
}

/** How many targets a word takes, for messages: "2", "1 to 3", "any number of". */
export function describeTargetCount(spec: TargetSpec): string {
  if (spec.max === spec.min) return `${spec.min}`;
  return spec.max === null ? `${spec.min} or more` : `${spec.min} to ${spec.max}`;
}

export function needsTargets(cards: CardLibrary, spell: StackObject): boolean {
  return targetSpecs(cards, spell).length > 0;
}

/** Checks the shape of a CHOOSE_TARGETS payload: one list per target word, naming things that exist. */
export function checkTargetShape(game: GameState, cards: CardLibrary, spell: StackObject, targets: readonly (readonly string[])[]): Result<void> {
  const specs = targetSpecs(cards, spell);
  if (targets.length !== specs.length) {
    return refuse(shapeProblem(`${spell.card} has ${specs.length} "target" word(s); the choice lists ${targets.length}`));
  }
  const unknown = targets.flat().filter((id) => !visible(game, spell, id));
  if (unknown.length > 0) return refuse(shapeProblem(`no player, permanent, object on the stack or card you can see named ${unknown.map((u) => `"${u}"`).join(', ')}`));
  return ok(undefined);
}

/** Whether `id` names a player or an object a target word could name; CR 400.2: a card in another player's hand is named like one that doesn't exist. */
function visible(game: GameState, spell: StackObject, id: string): boolean {
  if (findPlayer(game, id)) return true;
  const at = locate(game, id);
  return at !== undefined && ZONE_ORDER.some((z) => z === at.zone) && (at.zone !== 'hand' || at.player === spell.controller);
}

/** CR 601.2c: checks a choice of targets against the rules. */
export function checkTargetChoice(game: GameState, cards: CardLibrary, spell: StackObject, targets: readonly (readonly string[])[]): Result<void> {
  const specs = targetSpecs(cards, spell);
  // What the words before this one took, grown word by word (k words saying "another": k, not k·k).
  const earlier = new Set<string>();
  for (const [i, spec] of specs.entries()) {
    const chosen = targets[i] ?? [];
    if (chosen.length < spec.min || (spec.max !== null && chosen.length > spec.max)) {
      return refuse(targetProblem('WRONG_TARGET_COUNT', `${spell.card}'s target word ${i + 1} takes ${describeTargetCount(spec)} target(s), not ${chosen.length}`));
    }
    if (new Set(chosen).size !== chosen.length) {
      return refuse(targetProblem('DUPLICATE_TARGET', `one instance of "target" can't choose the same object twice (${chosen.join(', ')})`));
    }
    const repeated = spec.another ? chosen.find((id) => earlier.has(id)) : undefined;
    if (repeated !== undefined) {
      return refuse(targetProblem('DUPLICATE_TARGET', `"${repeated}" is already a target: ${spell.card}'s target word ${i + 1} asks for another target`));
    }
    const banned = chosen.map((id) => [id, targetBan(game, cards, spell, id)] as const).find(([, ban]) => ban !== null);
    if (banned) {
      const [id, ban] = banned;
      return refuse({ rule: ban!.rule, code: 'ILLEGAL_TARGET', message: `601.2c: "${id}" can't be a target of ${spell.card}: ${ban!.reason}` });
    }
    const illegal = chosen.find((id) => !isLegalTarget(game, cards, spell, spec, id));
    if (illegal !== undefined) {
      return refuse(targetProblem('ILLEGAL_TARGET', `"${illegal}" is not a legal target for ${spell.card}'s "${describeTargetWhat(spec)}"`));
    }
    if (spec.together && !fitTogether(game, spec.together, chosen)) {
      return refuse(targetProblem('ILLEGAL_TARGET', `${chosen.map((id) => `"${id}"`).join(', ')} can't be chosen together: ${spell.card}'s target word ${i + 1} takes targets ${TOGETHER_WORDS[spec.together]}`));
    }
    for (const id of chosen) earlier.add(id);
  }
  const division = divisionTargetProblem(cards, spell, targets.flat().length);
  return division ? refuse(division) : ok(undefined);
}

function targetProblem(code: Refusal['code'], message: string): Refusal {
  return { rule: '601.2c', code, message };
}

function shapeProblem(message: string): Refusal {
  return { rule: '601.2c', code: 'BAD_PAYLOAD', message };
}
