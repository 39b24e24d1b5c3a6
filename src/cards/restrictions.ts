/**
 * CR 118.3, 119.8: static restrictions on paying costs, for the players they bind (Angel of
 * Jubilation: no player may pay life or sacrifice creatures to cast spells or activate
 * abilities; Platinum Emperion: its controller's life total can't change, so they can't pay
 * life other than 0).
 */
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { describeFilter, matchesFilter } from './characteristics.js';
import type { CardLibrary } from './library.js';
import type { CardDefinition, Restriction } from './schema.js';
import { binds, describeBound, staticSources } from './static-sources.js';
import type { RuleNumber } from '../core/edition.js';

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

/** The rule a restriction carries out: 119.8 for "your life total can't change" (its controller can't pay life), 609.4b for spending mana as any colour, else 118.3. */
export function restrictionRule(r: Restriction): RuleNumber {
  if (r.kind === 'spendAsAnyColor') return '609.4b';
  return r.kind === 'cantPayLife' && r.who === 'you' ? '119.8' : '118.3';
}

/** What a restriction says, in words (the card's description and refusals share it). */
export function describeRestrictionText(r: Restriction): string {
  const who = describeBound(r.who);
  if (r.kind === 'spendAsAnyColor') return `${who} may spend mana as though it were mana of any colour`;
  const what = r.kind === 'cantPayLife' ? 'pay life' : `sacrifice ${describeFilter(r.what)}s`;
  return `${who} can't ${what} to cast spells or activate abilities`;
}

/** The restriction in force in words, with the permanent it comes from, for refusals. */
export function describeRestriction({ restriction, card, source }: RestrictionInForce): string {
  return `${describeRestrictionText(restriction)} (${card}, ${source})`;
}

/** CR 609.4b: whether `player` may spend mana as though it were mana of any colour (Chromatic Orrery: its controller). */
export function spendsAsAnyColor(game: GameState, cards: CardLibrary, player: PlayerId): boolean {
  return restrictionsOn(game, cards, player).some((r) => r.restriction.kind === 'spendAsAnyColor');
}
