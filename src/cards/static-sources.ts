/**
 * The permanents whose cards have static or triggered abilities the casting rules look at
 * (cost changes, permissions, prohibitions, restrictions, keyword grants, triggers). Most
 * permanents have none, so the rules read this short list instead of the whole
 * battlefield; it is worked out once per battlefield value (the game is immutable, so an
 * unchanged battlefield is the same array) and per library.
 */
import type { CardLibrary } from './library.js';
import type { CardDefinition } from './schema.js';
import type { GameState, Permanent, PlayerId } from '../game/state.js';
import { objectCard } from './face-up.js';

export interface StaticSource {
  readonly permanent: Permanent;
  readonly card: CardDefinition;
}

const cache = new WeakMap<GameState['battlefield'], { readonly cards: CardLibrary; readonly sources: readonly StaticSource[] }>();

const hasStatics = (card: CardDefinition): boolean =>
  card.costModifiers.length > 0 ||
  card.permissions.length > 0 ||
  card.prohibitions.length > 0 ||
  card.restrictions.length > 0 ||
  card.grants.length > 0 ||
  card.triggers.length > 0;

/** The permanents on the battlefield with abilities that watch or change casting, in battlefield (timestamp) order. */
export function staticSources(game: GameState, cards: CardLibrary): readonly StaticSource[] {
  const known = cache.get(game.battlefield);
  if (known && known.cards === cards) return known.sources;
  const sources: StaticSource[] = [];
  for (const permanent of game.battlefield) {
    const card = objectCard(cards, permanent);
    if (hasStatics(card)) sources.push({ permanent, card });
  }
  cache.set(game.battlefield, { cards, sources });
  return sources;
}

/** Whether a static ability of a permanent controlled by `controller` that binds `who` binds `player`. */
export function binds(who: 'you' | 'opponents' | 'any', controller: PlayerId, player: PlayerId): boolean {
  return who === 'any' || (who === 'you') === (controller === player);
}

/** Whom a static ability binds, in words: its controller, its controller's opponents, or every player. */
export function describeBound(who: 'you' | 'opponents' | 'any'): string {
  return who === 'you' ? 'its controller' : who === 'opponents' ? "its controller's opponents" : 'players';
}
