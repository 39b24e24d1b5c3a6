/**
 * CR 601.2g–h: one object can't serve two parts of a payment that each use it up. A card
 * sacrificed, exiled, discarded or returned for a cost can't also be sacrificed or exiled
 * for mana (Wild Cantor, Lotus Petal, Simian Spirit Guide); a permanent tapped for a cost
 * can't also be tapped for mana or convoke; a graveyard card exiled for a cost can't also
 * be delved. Tapping a land for mana and then returning it (Daze) or sacrificing it is fine.
 */
import type { ObjectUse } from '../cards/cost-kinds.js';
import { findPermanent, getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import type { AbilitySourceOption, SourceUse } from '../mana-abilities/mana-abilities.js';

export type { SourceUse } from '../mana-abilities/mana-abilities.js';

/**
 * How a mana source uses objects: a mana ability's, as listing it found (its object, and the
 * permanents its cost taps besides, Springleaf Drum's creature, CR 602.2b); a convoke or
 * improvise permanent is tapped, a delve card exiled; [] for pool mana.
 */
export function sourceUses(game: GameState, player: PlayerId, source: ManaSourceOption): readonly SourceUse[] {
  if (isAbilitySource(source)) return source.uses;
  if (source.inPool && !source.only) return [];
  const convoke = findPermanent(game, source.id) !== undefined;
  const delve = !convoke && getPlayer(game, player).graveyard.some((c) => c.id === source.id);
  return convoke || delve ? [{ object: source.id, taps: convoke, removes: delve }] : [];
}

const isAbilitySource = (source: ManaSourceOption): source is AbilitySourceOption => 'uses' in source;

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
  player: PlayerId,
  sources: readonly ManaSourceOption[],
  used: ReadonlyMap<ObjectId, ObjectUse>,
  uses?: readonly (readonly SourceUse[])[],
): readonly ManaSourceOption[] {
  if (used.size === 0) return sources;
  return sources.filter(
    (s, i) =>
      !(uses?.[i] ?? sourceUses(game, player, s)).some((use) => {
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
