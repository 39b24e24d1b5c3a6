/** A bipartite matching: the costs' actions and the mana abilities that tap other permanents ask it for distinct objects. */

/**
 * Distinct items for the slots, each from its own candidates but its `banned` one, or null if there are none (one
 * slot per object a cost's action needs, or per permanent a mana ability's cost taps). Each
 * slot first takes the first of its candidates still free, in order; a slot left with none
 * takes one by an augmenting path (Kuhn's algorithm).
 *
 * Slots that share one candidate array share a cursor past the items already taken: an item,
 * once taken, stays taken (a path only hands it on), so k slots on one list of n read it once,
 * not k times each over (a cost of k² n when k mana abilities tap from the same creatures).
 */
export function assignable<T>(slots: readonly (readonly T[])[], banned?: readonly (T | undefined)[]): readonly T[] | null {
  const owner = new Map<T, number>();
  const chosen: T[] = new Array(slots.length);
  const cursors = new Map<readonly T[], number>();
  // A slot's banned item is one its list holds that it may not take ("another creature": not the
  // ability's own object); slots that share a list share its ban.
  const bans = new Map<readonly T[], T>();
  if (banned) slots.forEach((list, slot) => banned[slot] !== undefined && bans.set(list, banned[slot]!));
  /** The place of the list's first free candidate, or -1. */
  const firstFree = (list: readonly T[]): number => {
    let at = cursors.get(list) ?? 0;
    const ban = bans.get(list);
    while (at < list.length && (owner.has(list[at]!) || list[at] === ban)) at += 1;
    cursors.set(list, at);
    return at < list.length ? at : -1;
  };
  const take = (slot: number, item: T): void => {
    owner.set(item, slot);
    chosen[slot] = item;
  };
  /**
   * An augmenting path from `root` (a slot with nothing), walked without recursion: a path may be
   * as long as the slots are many. A slot whose list a slot on the path already reads is not
   * walked into: whatever it could take, that slot can take instead, so the path needn't pass
   * through it (k slots sharing a list all taken made each failing path read the list k times).
   */
  const augment = (root: number): boolean => {
    const seen = new Set<T>();
    const walked = new Set<readonly T[]>([slots[root]!]);
    const path: { readonly slot: number; at: number; wants?: T }[] = [{ slot: root, at: 0 }];
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const list = slots[top.slot]!;
      const free = firstFree(list);
      if (free >= 0) {
        take(top.slot, list[free]!);
        for (let k = path.length - 2; k >= 0; k -= 1) take(path[k]!.slot, path[k]!.wants!);
        return true;
      }
      let next: T | undefined;
      const ban = bans.get(list);
      while (top.at < list.length && next === undefined) {
        const item = list[top.at++]!;
        if (seen.has(item) || item === ban) continue;
        seen.add(item);
        if (!walked.has(slots[owner.get(item)!]!)) next = item;
      }
      if (next === undefined) {
        path.pop();
        continue;
      }
      top.wants = next;
      const slot = owner.get(next)!;
      walked.add(slots[slot]!);
      path.push({ slot, at: 0 });
    }
    return false;
  };
  const left: number[] = [];
  for (let slot = 0; slot < slots.length; slot += 1) {
    const at = firstFree(slots[slot]!);
    if (at >= 0) take(slot, slots[slot]![at]!);
    else left.push(slot);
  }
  for (const slot of left) if (!augment(slot)) return null;
  return chosen;
}
