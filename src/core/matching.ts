/** A bipartite matching: the costs' actions and the mana abilities that tap other permanents ask it for distinct objects. */

/**
 * Distinct items for the slots, each from its own candidates, or null if there are none (a
 * bipartite matching by augmenting paths: one slot per object a cost's action needs, or per
 * permanent a mana ability's cost taps). A slot's candidates are tried in order.
 */
export function assignable<T>(slots: readonly (readonly T[])[]): readonly T[] | null {
  const owner = new Map<T, number>();
  const tryAssign = (slot: number, seen: Set<T>): boolean => {
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
  for (let slot = 0; slot < slots.length; slot += 1) if (!tryAssign(slot, new Set<T>())) return null;
  const chosen: T[] = new Array(slots.length);
  for (const [id, slot] of owner) chosen[slot] = id;
  return chosen;
}
