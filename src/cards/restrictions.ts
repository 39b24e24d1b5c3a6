/**
 * CR 118.3, 119.8: static restrictions on paying costs, for the players they bind (Angel of
 * Jubilation: no player may pay life or sacrifice creatures to cast spells or activate
 * abilities; Platinum Emperion: its controller's life total can't change, so they can't pay
 * life other than 0).
 */
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { matchesFilter } from './characteristics.js';
import type { CardLibrary } from './library.js';
import type { CardDefinition, Restriction } from './schema.js';
import { binds, staticSources } from './static-sources.js';

/** A restriction in force, and the permanent it comes from. */
export interface RestrictionInForce {
  readonly source: ObjectId;
  readonly card: string;
  readonly restriction: Restriction;
}

/** The restrictions on paying costs that bind `player` now. */
export function restrictionsOn(game: GameState, cards: CardLibrary, player: PlayerId): readonly RestrictionInForce[] {
  return staticSources(game, cards).flatMap(({ permanent, card }) =>
    card.restrictions.filter((r) => binds(r.who, permanent.controller, player)).map((restriction) => ({ source: permanent.id, card: card.name, restriction })),
  );
}

/** CR 118.3, 119.8: what forbids `player` to pay life, if anything. */
export function lifeRestriction(game: GameState, cards: CardLibrary, player: PlayerId): RestrictionInForce | undefined {
  return restrictionsOn(game, cards, player).find((r) => r.restriction.kind === 'cantPayLife');
}

/** CR 118.3: what forbids `player` to sacrifice a permanent of card `card` to pay a cost, if anything. */
export function sacrificeRestriction(game: GameState, cards: CardLibrary, player: PlayerId, card: CardDefinition): RestrictionInForce | undefined {
  return restrictionsOn(game, cards, player).find(({ restriction: r }) => r.kind === 'cantSacrifice' && matchesFilter(card, r.what));
}

/** The restriction in words, for refusals. */
export function describeRestriction({ restriction: r, card, source }: RestrictionInForce): string {
  const who = r.who === 'you' ? `${card}'s controller` : r.who === 'opponents' ? `${card}'s controller's opponents` : 'players';
  if (r.kind === 'spendAsAnyColor') return `${who} may spend mana as though it were mana of any colour (${card}, ${source})`;
  const what = r.kind === 'cantPayLife' ? 'pay life' : `sacrifice ${describeWhat(r.what)}`;
  return `${who} can't ${what} to cast spells or activate abilities (${card}, ${source})`;
}

function describeWhat(filter: Extract<Restriction, { kind: 'cantSacrifice' }>['what']): string {
  const types = filter.types?.map((t) => `${t.toLowerCase()}s`).join(' or ') ?? 'permanents';
  const non = filter.notTypes?.map((t) => `non${t.toLowerCase()}`).join(', ');
  return non ? `${non} ${types}` : types;
}

/** CR 609.4b: whether `player` may spend mana as though it were mana of any colour (Chromatic Orrery: its controller). */
export function spendsAsAnyColor(game: GameState, cards: CardLibrary, player: PlayerId): boolean {
  return restrictionsOn(game, cards, player).some((r) => r.restriction.kind === 'spendAsAnyColor');
}
