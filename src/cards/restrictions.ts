/**
 * Static restrictions on paying costs that permanents impose on every player (Angel of
 * Jubilation: players can't pay life or sacrifice creatures to cast spells or activate
 * abilities, CR 118.3).
 */
import type { GameState } from '../game/state.js';
import { getCard, type CardLibrary } from './library.js';
import type { Restriction } from './schema.js';
import { staticSources } from './static-sources.js';

/** The restrictions on paying costs that permanents on the battlefield impose on every player. */
export function paymentRestrictions(game: GameState, cards: CardLibrary): ReadonlySet<Restriction['kind']> {
  return new Set(staticSources(game, cards).flatMap((s) => s.card.restrictions.map((r) => r.kind)));
}

/** The name of a permanent imposing restriction `kind`, for messages. */
export function restrictingCard(game: GameState, cards: CardLibrary, kind: Restriction['kind']): string {
  return game.battlefield.map((p) => getCard(cards, p.card)).find((c) => c.restrictions.some((r) => r.kind === kind))?.name ?? 'an effect';
}
