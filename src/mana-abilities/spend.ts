/**
 * CR 106.6: what restricted mana may pay for. Pool mana and mana abilities carry their
 * restriction (`spend`) and pay nothing until this says what: the cost being paid (`'cost'`)
 * if the spell, or the source of the ability, fits; and the costs of the chain sources (mana
 * abilities whose cost includes mana) whose objects fit "activate abilities of …".
 */
import { QueryMemo } from '../core/query-memo.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { spendAllows, type SpendPurpose } from '../cards/spend-match.js';
import { findPermanent, findPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import { derivationOf } from '../mana/source-lists.js';

/** What a payment is for: a spell (its card), or an ability of `source` (an object with that card). */
export function spendPurpose(cards: CardLibrary, card: string | undefined, source?: ObjectId): SpendPurpose | null {
  if (card === undefined) return null;
  return { kind: source === undefined ? 'spell' : 'ability', card: getCard(cards, card) };
}

/** The card of the object whose mana ability a solver id names (battlefield or `player`'s hand). */
function objectCard(game: GameState, cards: CardLibrary, player: PlayerId, id: string): SpendPurpose | null {
  const object = id.slice(0, id.lastIndexOf('#'));
  const found = findPermanent(game, object) ?? findPlayer(game, player)?.hand.find((c) => c.id === object);
  return found ? { kind: 'ability', card: getCard(cards, found.card) } : null;
}

/**
 * CR 106.6: sets what each restricted source may pay for (`onlyFor`), for a payment whose purpose
 * is `purpose`. For a frozen list the answer is frozen and remembered by purpose, on the board it
 * was worked out on (a chain source's object is looked up there): "what may I do now" pays the
 * abilities of one card, and each card's spells, from the board's one list.
 */
export function forPaying(game: GameState, cards: CardLibrary, player: PlayerId, sources: readonly ManaSourceOption[], purpose: SpendPurpose | null): readonly ManaSourceOption[] {
  if (!anyRestricted(sources)) return sources;
  if (!Object.isFrozen(sources)) return restrictedFor(game, cards, player, sources, purpose);
  const { battlefield } = game;
  const hand = findPlayer(game, player)?.hand;
  let known = paidFor.get(sources);
  if (!known || known.battlefield !== battlefield || known.hand !== hand || known.cards !== cards) paidFor.set(sources, (known = { battlefield, hand, cards, byPurpose: new Map() }));
  const key = purpose === null ? null : purpose.card;
  let byKind = known.byPurpose.get(key);
  if (!byKind) known.byPurpose.set(key, (byKind = {}));
  const kind = purpose?.kind ?? 'spell';
  return (byKind[kind] ??= Object.freeze(restrictedFor(game, cards, player, sources, purpose)));
}

const paidFor = new WeakMap<
  readonly ManaSourceOption[],
  {
    readonly battlefield: GameState['battlefield'];
    readonly hand: unknown;
    readonly cards: CardLibrary;
    readonly byPurpose: Map<SpendPurpose['card'] | null, { spell?: readonly ManaSourceOption[]; ability?: readonly ManaSourceOption[] }>;
  }
>();

function restrictedFor(game: GameState, cards: CardLibrary, player: PlayerId, sources: readonly ManaSourceOption[], purpose: SpendPurpose | null): ManaSourceOption[] {
  const chains = sources.filter((s) => !s.inPool && s.cost).map((s) => [s.id, objectCard(game, cards, player, s.id)] as const);
  return sources.map((s) => {
    const spend = s.spend;
    if (!spend) return s;
    const onlyFor = [
      ...(purpose && spendAllows(spend, purpose) ? ['cost'] : []),
      ...chains.filter(([id, card]) => id !== s.id && card !== null && spendAllows(spend, card)).map(([id]) => id),
    ];
    return { ...s, onlyFor };
  });
}

/**
 * Whether any of the sources carries a restriction, remembered by list: "what may I do now"
 * pays every ability's cost from the one list of the board's sources (convoke-delve.ts,
 * `paymentSources`), held for the query that made the list (core/query-memo.ts).
 */
function anyRestricted(sources: readonly ManaSourceOption[]): boolean {
  let restricted = restrictedLists.get(sources);
  if (restricted === undefined) {
    // A list made by leaving sources out of one with none restricted has none either (mana/source-lists.ts).
    const derived = derivationOf(sources);
    restricted = derived !== undefined && !anyRestricted(derived.from) ? false : sources.some((s) => Boolean(s.spend));
    restrictedLists.set(sources, restricted);
  }
  return restricted;
}

const restrictedLists = new QueryMemo<readonly ManaSourceOption[], boolean>();
