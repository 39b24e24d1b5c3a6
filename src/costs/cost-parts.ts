/**
 * CR 118: the parts of a cost. Splits a list of parts into mana, life and the actions a
 * player takes (sacrifice, discard, exile, return, tap, untap), finds the objects that
 * can pay each action, and performs them.
 */
import { countOf, hasType, matchesFilter } from '../cards/characteristics.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import type { ChosenPart, CostPart } from '../cards/cost-schema.js';
import type { Restriction } from '../cards/schema.js';
import { getPlayer } from '../game/queries.js';
import { staticSources } from '../cards/static-sources.js';
import type { CardObject, GameState, ObjectId, PlayerId } from '../game/state.js';
import { sacrificePermanent, setTapped, updatePlayer } from '../game/update.js';
import type { ManaSymbol } from '../mana/symbols.js';

export interface SplitCost {
  readonly symbols: readonly ManaSymbol[];
  readonly life: number;
  /** The other parts, in printed order. */
  readonly actions: readonly CostPart[];
}

export function splitCostParts(parts: readonly CostPart[]): SplitCost {
  return {
    symbols: parts.flatMap((p) => (p.kind === 'mana' ? p.mana.symbols : [])),
    life: parts.reduce((sum, p) => sum + (p.kind === 'life' ? p.amount : 0), 0),
    actions: parts.filter((p) => p.kind !== 'mana' && p.kind !== 'life'),
  };
}

export const isChosenPart = (part: CostPart): part is ChosenPart =>
  part.kind === 'sacrifice' || part.kind === 'discard' || part.kind === 'exile' || part.kind === 'return' || part.kind === 'tap' || part.kind === 'untap';

/** A cost part for people: "sacrifice 1 Creature", "exile 1 blue card from your hand". */
export function describeCostPart(part: CostPart): string {
  switch (part.kind) {
    case 'mana':
      return part.mana.printed;
    case 'life':
      return `pay ${part.amount} life`;
    case 'tapSelf':
      return '{T}';
    case 'untapSelf':
      return '{Q}';
    case 'sacrificeSelf':
      return 'sacrifice it';
    case 'discardSelf':
      return 'discard it';
    case 'exileSelf':
      return 'exile it';
    case 'counters':
      return `${part.action} ${part.count} ${part.counter} counter(s)`;
    case 'mill':
      return `mill ${part.count}`;
    case 'discard':
      return `discard ${countOf(part.count, part.what, 'card')}`;
    case 'exile':
      return `exile ${countOf(part.count, part.what, 'card')} from your ${part.from}`;
    case 'return':
      return `return ${countOf(part.count, part.what)} you control to its owner's hand`;
    case 'sacrifice':
    case 'tap':
    case 'untap':
      return `${part.kind} ${countOf(part.count, part.what)}`;
  }
}

/** The restrictions on paying costs that permanents on the battlefield impose on every player (Angel of Jubilation). */
export function paymentRestrictions(game: GameState, cards: CardLibrary): ReadonlySet<Restriction['kind']> {
  return new Set(staticSources(game, cards).flatMap((s) => s.card.restrictions.map((r) => r.kind)));
}

/** The objects `player` could use to pay one action of a cost. */
export function candidatesFor(game: GameState, cards: CardLibrary, player: PlayerId, part: ChosenPart): readonly ObjectId[] {
  const fits = (card: CardObject) => matchesFilter(getCard(cards, card.card), part.what);
  switch (part.kind) {
    case 'discard':
      return getPlayer(game, player).hand.filter(fits).map((c) => c.id);
    case 'exile':
      return getPlayer(game, player)[part.from].filter(fits).map((c) => c.id);
    case 'sacrifice': {
      const noCreatures = paymentRestrictions(game, cards).has('cantSacrificeCreatures');
      return game.battlefield
        .filter((p) => p.controller === player && fits(p) && !(noCreatures && hasType(getCard(cards, p.card), 'Creature')))
        .map((p) => p.id);
    }
    case 'return':
      return game.battlefield.filter((p) => p.controller === player && fits(p)).map((p) => p.id);
    case 'tap':
    case 'untap':
      return game.battlefield.filter((p) => p.controller === player && fits(p) && p.tapped === (part.kind === 'untap')).map((p) => p.id);
  }
}

/** Performs one action of a cost with the objects chosen for it. */
export function performCostAction(game: GameState, player: PlayerId, part: ChosenPart, ids: readonly ObjectId[]): GameState {
  switch (part.kind) {
    case 'sacrifice':
      return ids.reduce(sacrificePermanent, game);
    case 'tap':
    case 'untap':
      return ids.reduce((g, id) => setTapped(g, id, part.kind === 'tap'), game);
    case 'return':
      return ids.reduce((g, id) => returnToHand(g, id), game);
    case 'discard':
      return moveBetweenPlayerZones(game, player, ids, 'hand', 'graveyard');
    case 'exile':
      return moveBetweenPlayerZones(game, player, ids, part.from, 'exile');
  }
}

/** CR 400.7: a permanent returned to its owner's hand becomes a plain card there. */
function returnToHand(game: GameState, id: ObjectId): GameState {
  const permanent = game.battlefield.find((p) => p.id === id);
  if (!permanent) return game;
  const card: CardObject = { id: permanent.id, card: permanent.card, owner: permanent.owner };
  const without = { ...game, battlefield: game.battlefield.filter((p) => p.id !== id) };
  return updatePlayer(without, permanent.owner, (p) => ({ ...p, hand: [...p.hand, card] }));
}

function moveBetweenPlayerZones(
  game: GameState,
  player: PlayerId,
  ids: readonly ObjectId[],
  from: 'hand' | 'graveyard',
  to: 'graveyard' | 'exile',
): GameState {
  const moving = getPlayer(game, player)[from].filter((c) => ids.includes(c.id));
  const plain = moving.map(({ id, card, owner }): CardObject => ({ id, card, owner }));
  const removed = updatePlayer(game, player, (p) => ({
    ...p,
    [from]: p[from].filter((c) => !ids.includes(c.id)),
    ...(to === 'graveyard' ? { graveyard: [...(from === 'graveyard' ? p.graveyard.filter((c) => !ids.includes(c.id)) : p.graveyard), ...plain] } : {}),
  }));
  return to === 'exile' ? { ...removed, exile: [...removed.exile, ...plain] } : removed;
}
