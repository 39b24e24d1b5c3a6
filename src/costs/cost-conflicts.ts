/**
 * CR 601.2g–h: one object can't serve two parts of a payment that each use it up. A card
 * sacrificed, exiled, discarded or returned for a cost can't also be sacrificed or exiled
 * for mana (Wild Cantor, Lotus Petal, Simian Spirit Guide); a permanent tapped for a cost
 * can't also be tapped for mana or convoke; a graveyard card exiled for a cost can't also
 * be delved. Tapping a land for mana and then returning it (Daze) or sacrificing it is fine.
 */
import type { ObjectUse } from '../cards/cost-kinds.js';
import { usesOfSource } from '../cards/cost-parts.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { findPermanent, getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import { manaAbilitiesOf, splitManaAbilityId, tappedByManaAbilityId } from '../mana-abilities/mana-abilities.js';
import { sacrificedAsItResolves } from '../mana-abilities/resolve-self.js';

/** How a mana source uses an object: taps it, or takes it away. */
export interface SourceUse {
  readonly object: ObjectId;
  readonly taps: boolean;
  readonly removes: boolean;
}

/**
 * How a mana source uses objects: its own (taps it, or takes it away), and the permanents its
 * cost taps besides (Springleaf Drum's creature, CR 602.2b); [] for pool mana.
 */
export function sourceUses(game: GameState, cards: CardLibrary, player: PlayerId, source: ManaSourceOption): readonly SourceUse[] {
  if (source.inPool && !source.only) return [];
  if (!source.id.includes('#')) {
    // A convoke creature taps; a delve card is exiled.
    const convoke = findPermanent(game, source.id) !== undefined;
    const delve = !convoke && getPlayer(game, player).graveyard.some((c) => c.id === source.id);
    return convoke || delve ? [{ object: source.id, taps: convoke, removes: delve }] : [];
  }
  const [object, index] = splitManaAbilityId(source.id);
  const permanent = findPermanent(game, object);
  const holder = permanent ?? getPlayer(game, player).hand.find((c) => c.id === object);
  const ability = holder ? manaAbilitiesOf(game, cards, getCard(cards, holder.card), permanent)[index] : undefined;
  if (!ability) return [];
  const uses = usesOfSource(ability.cost);
  const other = tappedByManaAbilityId(source.id);
  // CR 605.3b: an ability that sacrifices its object as it resolves (its last depletion counter) takes it away too.
  const removes = uses.has('leave') || sacrificedAsItResolves(permanent, ability);
  return [{ object, taps: uses.has('tap'), removes }, ...(other === null ? [] : [{ object: other, taps: true, removes: false }])];
}

/**
 * Whether a cost's use of an object rules out a mana source that uses the same object this
 * way. Mana abilities are activated at 601.2g, before the cost is paid at 601.2h: an object
 * the cost taps must still be untapped then, and every object the cost uses must still be there.
 */
export function conflicts(use: ObjectUse, source: { readonly taps: boolean; readonly removes: boolean }): boolean {
  return source.removes || (use === 'tap' && source.taps);
}

/** The mana sources left once these objects are used for a cost this way; `uses`: what each source uses (sourceUses), when the caller has it. */
export function sourcesLeft(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  sources: readonly ManaSourceOption[],
  used: ReadonlyMap<ObjectId, ObjectUse>,
  uses?: readonly (readonly SourceUse[])[],
): readonly ManaSourceOption[] {
  if (used.size === 0) return sources;
  return sources.filter(
    (s, i) =>
      !(uses?.[i] ?? sourceUses(game, cards, player, s)).some((use) => {
        const kind = used.get(use.object);
        return kind !== undefined && conflicts(kind, use);
      }),
  );
}

/**
 * Whether each action can get its own distinct objects from its candidates (a bipartite
 * matching: one slot per object an action needs).
 */
export function assignable(slots: readonly (readonly ObjectId[])[]): readonly ObjectId[] | null {
  const owner = new Map<ObjectId, number>();
  const tryAssign = (slot: number, seen: Set<ObjectId>): boolean => {
    for (const id of slots[slot] ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      const other = owner.get(id);
      if (other === undefined || tryAssign(other, seen)) {
        owner.set(id, slot);
        return true;
      }
    }
    return false;
  };
  for (let slot = 0; slot < slots.length; slot += 1) if (!tryAssign(slot, new Set())) return null;
  const chosen: ObjectId[] = new Array(slots.length);
  for (const [id, slot] of owner) chosen[slot] = id;
  return chosen;
}
