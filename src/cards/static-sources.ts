/**
 * The permanents whose cards have static or triggered abilities the casting rules look at
 * (cost changes, permissions, prohibitions, restrictions, keyword grants, triggers). Most
 * permanents have none, so the rules read this short list instead of the whole
 * battlefield; it is worked out once per battlefield value (the game is immutable, so an
 * unchanged battlefield is the same array) and per library, and a battlefield that differs
 * from the one worked out last in a few permanents only looks at those.
 */
import type { CardLibrary } from './library.js';
import type { CardDefinition } from './schema.js';
import type { GameState, Permanent, PlayerId } from '../game/state.js';
import { objectCard } from './face-up.js';
import { carryOver } from '../game/same-places.js';

export interface StaticSource {
  readonly permanent: Permanent;
  readonly card: CardDefinition;
}

interface Known {
  readonly cards: CardLibrary;
  readonly sources: readonly StaticSource[];
  /** Per battlefield index, whether that permanent is among `sources`. */
  readonly isSource: Uint8Array;
}

const cache = new WeakMap<GameState['battlefield'], Known>();

/**
 * The battlefield asked about last: the next one is most often it with a permanent tapped or
 * changed. Held strongly, one array at a time: a WeakRef would keep every battlefield it was
 * made for alive until the end of the synchronous job (ECMAScript's KeptAlive list), so a
 * loop of casts that never yields (an AI's search, a batch on a server) would keep them all.
 */
let latest: GameState['battlefield'] | undefined;
/** What was worked out for `latest`: most questions in a row ask about one battlefield, and this answers them without a WeakMap lookup. */
let latestKnown: Known | undefined;

const hasStatics = (card: CardDefinition): boolean =>
  card.costModifiers.length > 0 ||
  card.permissions.length > 0 ||
  card.prohibitions.length > 0 ||
  card.restrictions.length > 0 ||
  card.grants.length > 0 ||
  card.triggers.length > 0;

/** The permanents on the battlefield with abilities that watch or change casting, in battlefield (timestamp) order. */
export function staticSources(game: GameState, cards: CardLibrary): readonly StaticSource[] {
  const battlefield = game.battlefield;
  if (battlefield === latest && latestKnown!.cards === cards) return latestKnown!.sources;
  const known = cache.get(battlefield);
  if (known && known.cards === cards) {
    latest = battlefield;
    latestKnown = known;
    return known.sources;
  }
  const before = latest;
  const last = before ? cache.get(before) : undefined;
  const found = last && last.cards === cards ? derived(battlefield, before!, last, cards) : scanned(battlefield, cards);
  cache.set(battlefield, found);
  latest = battlefield;
  latestKnown = found;
  return found.sources;
}

/** The parts of a card that make it a static source. */
export type StaticPart = 'costModifiers' | 'permissions' | 'prohibitions' | 'restrictions' | 'grants' | 'triggers';

const NO_SOURCES: readonly StaticSource[] = Object.freeze([]);

/** Each list's sources with each part, found once per list (a list never changes). */
const withPart = new WeakMap<readonly StaticSource[], Partial<Record<StaticPart, readonly StaticSource[]>>>();

/**
 * The static sources whose cards have `part` (cost modifiers, prohibitions, …), in battlefield
 * order: a rule asked of every card or ability a query judges reads only these, so a board
 * full of other static sources costs it nothing (docs/performance-history.md, thirty-fifth
 * round).
 */
export function staticSourcesWith(game: GameState, cards: CardLibrary, part: StaticPart): readonly StaticSource[] {
  const all = staticSources(game, cards);
  if (all.length === 0) return NO_SOURCES;
  let parts = withPart.get(all);
  if (!parts) withPart.set(all, (parts = {}));
  return (parts[part] ??= havingPart(all, part));
}

/** The sources whose cards have `part` (all of them, the same list, when every one has): its own function, since a closure over `part` in staticSourcesWith made a context at each call. */
function havingPart(all: readonly StaticSource[], part: StaticPart): readonly StaticSource[] {
  const some = all.filter((s) => s.card[part].length > 0);
  return some.length === all.length ? all : some.length === 0 ? NO_SOURCES : some;
}

const withStatics = (permanent: Permanent, card: CardDefinition): StaticSource | undefined => (hasStatics(card) ? { permanent, card } : undefined);

/**
 * A battlefield made from another by replacing permanents in their places (game/same-places.ts:
 * a land tapped for mana) has the other's list when none of those places held a source and each
 * still holds the same card, face for face: looked at in those places only, not walked again.
 */
carryOver((next, from, at) => {
  const old = from as GameState['battlefield'];
  const known = cache.get(old);
  if (!known) return;
  const battlefield = next as GameState['battlefield'];
  for (const i of at) if (known.isSource[i] === 1 || battlefield[i]!.card !== old[i]!.card || battlefield[i]!.face !== old[i]!.face) return;
  cache.set(battlefield, known);
});

function scanned(battlefield: GameState['battlefield'], cards: CardLibrary): Known {
  const sources: StaticSource[] = [];
  const isSource = new Uint8Array(battlefield.length);
  battlefield.forEach((permanent, i) => {
    const card = objectCard(cards, permanent);
    if (!hasStatics(card)) return;
    isSource[i] = 1;
    sources.push({ permanent, card });
  });
  shapes.set(sources, {});
  return { cards, sources, isSource };
}

/** Each list's shape: the same object for lists whose sources differ in nothing but being tapped. */
const shapes = new WeakMap<readonly StaticSource[], object>();

/**
 * A token for what `sources` say, whichever of them is tapped: two lists have the same one when
 * they hold the same permanents, card for card, in the same order, alike but for being tapped.
 * What a static ability does doesn't depend on its permanent being tapped, but for a grant "as
 * long as this is untapped" (CR 611.3a) and a minimum spell cost "while untapped"; the mana
 * listing, which reads neither (mana-abilities/listing-memo.ts), keys on this, so tapping a
 * static source that is also a mana source (Chromatic Orrery) doesn't make it list every
 * permanent again.
 */
export function staticShape(sources: readonly StaticSource[]): object {
  return shapes.get(sources) ?? sources;
}

/** Whether permanent `b` is `a` but for being tapped or untapped: every other field the same value. */
function onlyTappedDiffers(a: Permanent, b: Permanent): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (k !== 'tapped' && (a as unknown as Record<string, unknown>)[k] !== (b as unknown as Record<string, unknown>)[k]) return false;
  return true;
}

/**
 * The list for a battlefield worked out from `before` (whose list is `last`): a permanent that
 * is the same object as one of `before`'s keeps its answer, only the others are looked up. A
 * game changes a few permanents at a time: tapping one makes a new battlefield array of the
 * same length, compared place by place; a sacrifice or a creature dying makes a shorter one,
 * and a permanent entering a longer one, whose permanents are looked up among `last`'s
 * sources. When every source is the one before, in the same order, the list is `last`'s
 * itself, so a memo keyed on the list (the mana listing's, mana-abilities/listing-memo.ts)
 * still holds.
 */
function derived(battlefield: GameState['battlefield'], before: GameState['battlefield'], last: Known, cards: CardLibrary): Known {
  const sources: StaticSource[] = [];
  const isSource = new Uint8Array(battlefield.length);
  const inPlace = battlefield.length === before.length;
  const previous = inPlace ? undefined : new Map(last.sources.map((s) => [s.permanent, s]));
  // Shorter by what left it: `before` walked beside it, passing over at most as many permanents as left.
  let passes = before.length - battlefield.length;
  let j = 0;
  let next = 0;
  for (let i = 0; i < battlefield.length; i++) {
    const permanent = battlefield[i]!;
    let source: StaticSource | undefined;
    if (previous) {
      let k = j;
      while (k < before.length && k - j < passes && before[k] !== permanent) k += 1;
      if (k < before.length && before[k] === permanent) {
        // The same object in its order: its answer is known; the sources passed over left.
        passes -= k - j;
        for (; j < k; j += 1) if (last.isSource[j] === 1) next += 1;
        source = last.isSource[k] === 1 ? last.sources[next++] : undefined;
        j = k + 1;
      } else source = previous.get(permanent) ?? withStatics(permanent, objectCard(cards, permanent));
    } else {
      const was = last.isSource[i] === 1;
      source = permanent === before[i] ? (was ? last.sources[next] : undefined) : withStatics(permanent, objectCard(cards, permanent));
      if (was) next += 1;
    }
    if (!source) continue;
    isSource[i] = 1;
    sources.push(source);
  }
  const same = sources.length === last.sources.length && sources.every((s, i) => s === last.sources[i]);
  if (!same) {
    const alike = sources.length === last.sources.length && sources.every((s, i) => s === last.sources[i] || (s.card === last.sources[i]!.card && onlyTappedDiffers(last.sources[i]!.permanent, s.permanent)));
    shapes.set(sources, alike ? staticShape(last.sources) : {});
    return { cards, sources, isSource };
  }
  return inPlace ? last : { cards, sources: last.sources, isSource };
}

/** Whether a static ability of a permanent controlled by `controller` that binds `who` binds `player`. */
export function binds(who: 'you' | 'opponents' | 'any', controller: PlayerId, player: PlayerId): boolean {
  return who === 'any' || (who === 'you') === (controller === player);
}

/** Whom a static ability binds, in words: its controller, its controller's opponents, or every player. */
export function describeBound(who: 'you' | 'opponents' | 'any'): string {
  return who === 'you' ? 'its controller' : who === 'opponents' ? "its controller's opponents" : 'players';
}
