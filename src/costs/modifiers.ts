/**
 * CR 601.2f: the static abilities on the battlefield that increase or reduce a spell's
 * cost (Thalia, Guardian of Thraben; Sphere of Resistance; Thunderscape Familiar).
 */
import { cardColors } from '../cards/characteristics.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import type { CardDefinition, CostModifier } from '../cards/schema.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';

/** One cost change that applies to a spell, and where it comes from. */
export interface CostChange {
  readonly source: ObjectId;
  readonly card: string;
  readonly change: CostModifier['change'];
  readonly generic: number;
}

/** Does a modifier controlled by `modifierController` apply to `spell` cast by `caster`? */
export function modifierApplies(modifier: CostModifier, modifierController: PlayerId, spell: CardDefinition, caster: PlayerId): boolean {
  const { controller, colors, types, notTypes } = modifier.spells;
  if (controller === 'you' && modifierController !== caster) return false;
  if (colors && !colors.some((c) => cardColors(spell).includes(c))) return false;
  if (types && !types.some((t) => spell.types.includes(t))) return false;
  if (notTypes && notTypes.some((t) => spell.types.includes(t))) return false;
  return true;
}

/** Every cost change that applies to `spell`, in battlefield order. */
export function applicableCostChanges(game: GameState, cards: CardLibrary, spell: CardDefinition, caster: PlayerId): readonly CostChange[] {
  return game.battlefield.flatMap((permanent) =>
    getCard(cards, permanent.card)
      .costModifiers.filter((m) => modifierApplies(m, permanent.controller, spell, caster))
      .map((m) => ({ source: permanent.id, card: permanent.card, change: m.change, generic: m.generic })),
  );
}
