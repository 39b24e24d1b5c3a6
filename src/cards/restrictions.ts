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
import { binds, describeBound, staticSourcesWith, type StaticSource } from './static-sources.js';
import type { RuleNumber } from '../core/edition.js';
import type { AnyColorRule } from '../mana/solver-types.js';
import type { ManaType } from '../mana/symbols.js';
import type { SpendPurpose } from './spend-match.js';

const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** A restriction in force, and the permanent it comes from. */
export interface RestrictionInForce {
  readonly source: ObjectId;
  readonly card: string;
  readonly restriction: Restriction;
}

/** The restrictions on paying costs that bind `player` now. */
export function restrictionsOn(game: GameState, cards: CardLibrary, player: PlayerId): readonly RestrictionInForce[] {
  const sources = staticSourcesWith(game, cards, 'restrictions');
  if (sources.length === 0) return NONE;
  // A function of the static sources (the same list while the battlefield's sources are the same) and the player, remembered so: "what may I do now" asks it of every cost it judges.
  let byPlayer = restrictionsBySources.get(sources);
  if (!byPlayer) restrictionsBySources.set(sources, (byPlayer = new Map()));
  let found = byPlayer.get(player);
  if (!found) {
    found = sources.flatMap(({ permanent, card }) => card.restrictions.filter((r) => binds(r.who, permanent.controller, player)).map((restriction) => ({ source: permanent.id, card: card.name, restriction })));
    byPlayer.set(player, found);
  }
  return found;
}

const NONE: readonly RestrictionInForce[] = Object.freeze([]);
const restrictionsBySources = new WeakMap<readonly StaticSource[], Map<PlayerId, readonly RestrictionInForce[]>>();

/** CR 118.3, 119.8: what forbids `player` to pay life, if anything. */
export function lifeRestriction(game: GameState, cards: CardLibrary, player: PlayerId): RestrictionInForce | undefined {
  return restrictionsOn(game, cards, player).find((r) => r.restriction.kind === 'cantPayLife');
}

/** CR 118.3: what forbids `player` to sacrifice a permanent of card `card` to pay a cost, if anything. */
export function sacrificeRestriction(game: GameState, cards: CardLibrary, player: PlayerId, card: CardDefinition): RestrictionInForce | undefined {
  return restrictionOfCard(sacrificeRestrictions(game, cards, player), card);
}

/** The first of these "can't sacrifice" restrictions (sacrificeRestrictions) that reaches a permanent of card `card`: a loop, so a caller asking of every permanent makes no closure over each. */
export function restrictionOfCard(restrictions: ReturnType<typeof sacrificeRestrictions>, card: CardDefinition): RestrictionInForce | undefined {
  for (let i = 0; i < restrictions.length; i += 1) if (matchesFilter(card, restrictions[i]!.restriction.what)) return restrictions[i];
  return undefined;
}

/** CR 118.3: the "can't sacrifice" restrictions binding `player` (found once for many permanents). */
export function sacrificeRestrictions(game: GameState, cards: CardLibrary, player: PlayerId): readonly (RestrictionInForce & { readonly restriction: Extract<Restriction, { kind: 'cantSacrifice' }> })[] {
  return restrictionsOn(game, cards, player).filter((r): r is RestrictionInForce & { readonly restriction: Extract<Restriction, { kind: 'cantSacrifice' }> } => r.restriction.kind === 'cantSacrifice');
}

/** The rule a restriction carries out: 119.8 for "your life total can't change" (its controller can't pay life), 609.4b for spending mana as any colour, else 118.3. */
export function restrictionRule(r: Restriction): RuleNumber {
  if (r.kind === 'spendAsAnyColor') return '609.4b';
  return r.kind === 'cantPayLife' && r.who === 'you' ? '119.8' : '118.3';
}

/** What a restriction says, in words (the card's description and refusals share it). */
export function describeRestrictionText(r: Restriction): string {
  const who = describeBound(r.who);
  if (r.kind === 'spendAsAnyColor') {
    const mana = r.mana ? `${r.mana.map((t) => MANA_WORDS[t]).join(' or ')} mana` : 'mana';
    return `${who} may spend ${mana} as though it were mana of any colour${r.ownAbilities ? " to pay the activation costs of this card's abilities" : ''}`;
  }
  const what = r.kind === 'cantPayLife' ? 'pay life' : `sacrifice ${describeFilter(r.what)}s`;
  return `${who} can't ${what} to cast spells or activate abilities`;
}

/** The restriction in force in words, with the permanent it comes from, for refusals. */
export function describeRestriction({ restriction, card, source }: RestrictionInForce): string {
  return `${describeRestrictionText(restriction)} (${card}, ${source})`;
}

const MANA_WORDS: Readonly<Record<ManaType, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colourless' };

/**
 * CR 609.4b: the ways `player` may spend mana as though it were mana of any colour when paying
 * for `purpose` (Chromatic Orrery: all their mana, on anything; Quicksilver Elemental: blue
 * mana, on the activation costs of its abilities only — an ability of a permanent with its
 * name, which, with `who` binding the static's controller, is the same thing): each once,
 * however many permanents give it. [] if none.
 */
export function anyColorRules(game: GameState, cards: CardLibrary, player: PlayerId, purpose: SpendPurpose | null): readonly AnyColorRule[] {
  const restrictions = restrictionsOn(game, cards, player);
  if (restrictions.length === 0) return [];
  // A function of the restrictions (the same list while they are the same) and the card whose ability is paid for.
  const ability = purpose?.kind === 'ability' ? purpose.card.name : null;
  let byAbility = anyColorByRestrictions.get(restrictions);
  if (!byAbility) anyColorByRestrictions.set(restrictions, (byAbility = new Map()));
  let rules = byAbility.get(ability);
  if (!rules) {
    // Each permission once, however many permanents give it: the solver reads every rule for every source, and its memo keys on them.
    const distinct = new Map<string, AnyColorRule>();
    for (const { restriction: r, card } of restrictions) {
      if (r.kind !== 'spendAsAnyColor' || (r.ownAbilities && ability !== card)) continue;
      const rule = { types: r.mana ?? MANA_TYPES, costOnly: r.ownAbilities === true };
      const key = `${rule.costOnly}|${rule.types.join('')}`;
      if (!distinct.has(key)) distinct.set(key, rule);
    }
    rules = [...distinct.values()];
    byAbility.set(ability, rules);
  }
  return rules;
}

const anyColorByRestrictions = new WeakMap<readonly RestrictionInForce[], Map<string | null, readonly AnyColorRule[]>>();
