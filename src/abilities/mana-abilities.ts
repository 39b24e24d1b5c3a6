/**
 * CR 605: mana abilities. They don't use the stack and resolve at once. A creature's
 * {T} ability needs it to have been under its controller's control since their most
 * recent turn began, unless it has haste (CR 302.6).
 */
import { hasKeyword, hasType } from '../cards/characteristics.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import { findPermanent, getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { addManaToPool, setTapped, withNewId } from '../game/update.js';
import type { ManaSourceOption } from '../mana/solver.js';
import type { ManaType, ManaUnit } from '../mana/symbols.js';
import { ok, refuse, type Result } from '../rules/refusal.js';

/** The id the solver uses for a permanent's mana ability. */
export const manaAbilityId = (permanent: ObjectId, ability: number): string => `${permanent}#${ability}`;

export interface ManaAbilityRef {
  readonly permanent: Permanent;
  readonly ability: ManaAbility;
  readonly index: number;
  readonly snow: boolean;
}

/** CR 605.3a, 602.5a, 302.6: may `player` activate this mana ability now? */
export function checkManaAbility(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  source: ObjectId,
  index = 0,
): Result<ManaAbilityRef> {
  const permanent = findPermanent(game, source);
  if (!permanent) return cannot('605.3', `there is no permanent "${source}" on the battlefield`);
  const card = getCard(cards, permanent.card);
  const ability = card.manaAbilities[index];
  if (!ability) return cannot('605.3', `${card.name} has no mana ability number ${index}`);
  if (permanent.controller !== player) return cannot('605.3', `${player} doesn't control ${card.name}`);
  if (ability.cost.some((c) => c.kind === 'tapSelf') && permanent.tapped) return cannot('605.3', `${card.name} is tapped`);
  if (ability.cost.some((c) => c.kind === 'tapSelf') && hasType(card, 'Creature') && !permanent.controlledSinceTurnStart && !hasKeyword(card, 'haste')) {
    return cannot('302.6', `${card.name} hasn't been under ${player}'s control since their most recent turn began`);
  }
  return ok({ permanent, ability, index, snow: card.supertypes.includes('Snow') });
}

/** CR 605.3b: activates a mana ability; the mana goes straight to the pool. */
export function activateManaAbility(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  source: ObjectId,
  index = 0,
  type?: ManaType,
): Result<GameState> {
  const checked = checkManaAbility(game, cards, player, source, index);
  if (!checked.ok) return checked;
  const { permanent, ability, snow } = checked.value;
  const produced = type ?? ability.produces.types[0]!;
  if (!ability.produces.types.includes(produced)) {
    return cannot('605.3', `${permanent.card} can't add {${produced}}`);
  }
  let next = ability.cost.some((c) => c.kind === 'tapSelf') ? setTapped(game, permanent.id, true) : game;
  const units: ManaUnit[] = [];
  for (let i = 0; i < ability.produces.amount; i += 1) {
    const [withId, id] = withNewId(next, 'mana-');
    next = withId;
    units.push({ id, type: produced, sourceId: permanent.id, snow });
  }
  return ok(addManaToPool(next, player, units));
}

/** The mana in a player's pool, as solver sources. */
export function poolSources(game: GameState, player: PlayerId): readonly ManaSourceOption[] {
  return getPlayer(game, player).manaPool.map((unit) => ({ id: unit.id, produces: [unit.type], amount: 1, snow: unit.snow, inPool: true }));
}

/** The mana abilities `player` could activate now, as solver sources. */
export function abilitySources(game: GameState, cards: CardLibrary, player: PlayerId): readonly ManaSourceOption[] {
  return game.battlefield.flatMap((permanent) =>
    getCard(cards, permanent.card).manaAbilities.flatMap((ability, index) => {
      const checked = checkManaAbility(game, cards, player, permanent.id, index);
      if (!checked.ok) return [];
      const { types, amount } = ability.produces;
      return [{ id: manaAbilityId(permanent.id, index), produces: types, amount, snow: checked.value.snow, inPool: false }];
    }),
  );
}

function cannot(rule: '605.3' | '302.6', message: string): Result<never> {
  return refuse({ rule, code: 'CANNOT_ACTIVATE_MANA_ABILITY', message });
}
