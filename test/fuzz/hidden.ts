/**
 * (g) What is hidden from each player (src/game/views.ts, CR 400.2, 702.143a), and whether
 * anything a player receives names it. (Part of the fuzzer: see invariants.ts.)
 *
 * Hidden from P: the cards in other players' hands, every library card not revealed to all (P
 * doesn't know their own library's order either; a card revealed from a library is seen by
 * everyone, with its name, place and id),
 * and the cards other players foretold (exiled face down). Public although in a hand: the
 * cards revealed to splice or to activate from a hand (CR 601.2b, 602.2a), while the stack
 * shows them.
 *
 * The ids of hidden objects may appear nowhere in what P receives. A name is a secret only
 * when no card P can see has it (a visible copy, a name chosen for Pithing Needle, a
 * commander's name): names repeat between hidden and visible copies. A secret name may not
 * appear as a value, nor inside a text (a refusal's message) — except names that are also
 * words of some card's rules text or type line (Island, Forest…), which a text may contain
 * for other reasons: those are checked as whole values only.
 */
import type { CardLibrary } from '../../src/cards/library.js';
import type { GameState, PlayerId } from '../../src/game/state.js';

export interface Secrets {
  /** Ids of objects hidden from the player. */
  readonly ids: ReadonlySet<string>;
  /** Names of hidden cards that no card the player sees has. */
  readonly names: ReadonlySet<string>;
}

/** What is hidden from `viewer` in `game`. */
export function secretsOf(game: GameState, viewer: PlayerId): Secrets {
  const hiddenIds = new Set<string>();
  const hiddenNames = new Set<string>();
  const visible = new Set<string>();
  const publicIds = new Set<string>();
  for (const object of game.stack) {
    visible.add(object.card);
    if (object.kind === 'ability') {
      if (object.revealed) publicIds.add(object.revealed);
      if (object.grantedBy) visible.add(object.grantedBy.card);
    }
    for (const spliced of object.choices.spliced) {
      publicIds.add(spliced.id);
      visible.add(spliced.card);
    }
  }
  const hide = (id: string, name: string | null) => {
    if (publicIds.has(id)) return;
    hiddenIds.add(id);
    if (name !== null) hiddenNames.add(name);
  };
  for (const permanent of game.battlefield) {
    visible.add(permanent.card);
    if (permanent.chosen?.name) visible.add(permanent.chosen.name);
    for (const grant of permanent.acquiredActivatedThisTurn ?? []) visible.add(grant.card);
  }
  for (const player of game.players) {
    for (const card of player.graveyard) visible.add(card.card);
    for (const name of Object.keys(player.commanderCasts ?? {})) visible.add(name);
    for (const card of player.hand) {
      if (player.id === viewer) visible.add(card.card);
      else hide(card.id, card.card);
    }
    for (const card of player.library) {
      // A library card revealed to all is seen by all: its name, place and id (CR 400.2).
      if (card.revealed) visible.add(card.card);
      else hide(card.id, card.card);
    }
  }
  for (const card of game.exile) {
    if (card.mayCastFrom?.reason === 'foretell' && card.owner !== viewer) hide(card.id, card.card);
    else visible.add(card.card);
  }
  for (const card of game.command) visible.add(card.card);
  for (const id of publicIds) hiddenIds.delete(id);
  const names = new Set([...hiddenNames].filter((name) => !visible.has(name)));
  return { ids: hiddenIds, names };
}

const wordsCache = new WeakMap<CardLibrary, (name: string) => boolean>();

/**
 * Whether `name` is also a word of some other card's definition (its rules text, types,
 * subtypes…): such a name may appear in a text for reasons of its own, so it is checked as a
 * whole value only.
 */
function commonWord(cards: CardLibrary): (name: string) => boolean {
  const known = wordsCache.get(cards);
  if (known) return known;
  const texts = Object.values(cards).map((card) => ({ name: card.name, text: JSON.stringify({ ...card, name: undefined }) }));
  const memo = new Map<string, boolean>();
  const test = (name: string) => {
    let found = memo.get(name);
    if (found === undefined) {
      const pattern = new RegExp(`(^|[^A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`);
      found = texts.some((t) => t.name !== name && pattern.test(t.text));
      memo.set(name, found);
    }
    return found;
  };
  wordsCache.set(cards, test);
  return test;
}

const ID_CHAR = /[A-Za-z0-9_\-.:#]/;

/** Whether `needle` occurs in `text` as a whole word (not inside a longer id or word). */
function containsWord(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1];
    const after = text[at + needle.length];
    if ((before === undefined || !ID_CHAR.test(before)) && (after === undefined || !ID_CHAR.test(after))) return true;
  }
  return false;
}

/** Where `value` (a view, a prompt, a refusal) names something in `secrets`, or null. */
export function leakIn(value: unknown, secrets: Secrets, cards: CardLibrary): string | null {
  if (secrets.ids.size === 0 && secrets.names.size === 0) return null;
  const common = commonWord(cards);
  const seen = new Set<object>();
  const inString = (s: string, path: string): string | null => {
    if (secrets.ids.has(s)) return `${path} is ${JSON.stringify(s)}, the id of a hidden object`;
    if (secrets.names.has(s)) return `${path} is ${JSON.stringify(s)}, the name of a hidden card`;
    if (s.length < 4 || !/[\s"'(]/.test(s)) return null;
    for (const id of secrets.ids) if (containsWord(s, id)) return `${path} (${JSON.stringify(s)}) contains ${JSON.stringify(id)}, the id of a hidden object`;
    for (const name of secrets.names) if (!common(name) && containsWord(s, name)) return `${path} (${JSON.stringify(s)}) names ${JSON.stringify(name)}, a hidden card`;
    return null;
  };
  const walk = (v: unknown, path: string): string | null => {
    if (typeof v === 'string') return inString(v, path);
    if (typeof v !== 'object' || v === null || seen.has(v)) return null;
    seen.add(v);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i += 1) {
        const found = walk(v[i], `${path}[${i}]`);
        if (found) return found;
      }
      return null;
    }
    for (const [key, inner] of Object.entries(v)) {
      const found = inString(key, `${path} key`) ?? walk(inner, `${path}.${key}`);
      if (found) return found;
    }
    return null;
  };
  return walk(value, '$');
}

/** Every string in a plain value (keys too). */
export function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      stringsIn(inner, into);
    }
  }
  return into;
}

/** The secrets less what the sender wrote in its own event: a refusal may repeat it (it tells the sender nothing new). */
export function withoutEcho(secrets: Secrets, sent: ReadonlySet<string>): Secrets {
  return { ids: new Set([...secrets.ids].filter((id) => !sent.has(id))), names: new Set([...secrets.names].filter((name) => !sent.has(name))) };
}

/** An id no object of any game the fuzzer makes has. */
export const NO_SUCH_ID = 'card-987654321';

/** `value` with every string that is one of `ids` replaced by NO_SUCH_ID (a deep copy). */
export function withIdsReplaced(value: unknown, ids: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return ids.has(value) ? NO_SUCH_ID : value;
  if (Array.isArray(value)) return value.map((v) => withIdsReplaced(v, ids));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) Object.defineProperty(out, key, { value: withIdsReplaced(inner, ids), enumerable: true, writable: true, configurable: true });
  return out;
}
