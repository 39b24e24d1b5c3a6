/**
 * CR 605.3b, 601.2h: a player's mana pool as a payment's mana abilities spend from it and add
 * to it, one after another. Which units pay a chain source's cost is found here without
 * reading the whole pool each time: a payment of X beside X Signets would read a pool of X
 * units X times. The index mirrors the pool: units leave it when spent (`remove`) and join it
 * at the end when made (`add`), as they leave and join the pool itself.
 */
import type { ObjectId } from '../game/state.js';
import type { ManaType, ManaUnit } from '../mana/symbols.js';

/** What a payment names to pay with: a unit in the pool by its id, or one an object makes of a type. */
export type PoolClaim = { readonly unit: string } | { readonly maker: ObjectId; readonly type: ManaType };

/** One maker's units of one type, in pool order; those before `next` are all spent. */
interface Queue {
  readonly units: ManaUnit[];
  next: number;
}

export class PoolIndex {
  readonly #present = new Map<string, ManaUnit>();
  readonly #made = new Map<ObjectId, Map<ManaType, Queue>>();

  constructor(pool: readonly ManaUnit[]) {
    this.add(pool);
  }

  /** How many units the pool holds. */
  get size(): number {
    return this.#present.size;
  }

  /** The unit with this id in the pool, or undefined. */
  unit(id: string): ManaUnit | undefined {
    return this.#present.get(id);
  }

  /** Units made, added at the end of the pool. */
  add(units: readonly ManaUnit[]): void {
    for (const unit of units) {
      this.#present.set(unit.id, unit);
      let byType = this.#made.get(unit.sourceId);
      if (!byType) this.#made.set(unit.sourceId, (byType = new Map()));
      const queue = byType.get(unit.type);
      if (queue) queue.units.push(unit);
      else byType.set(unit.type, { units: [unit], next: 0 });
    }
  }

  /** Units spent, gone from the pool. */
  remove(ids: Iterable<string>): void {
    for (const id of ids) this.#present.delete(id);
  }

  /**
   * The units that pay these claims, leaving the pool as it is: each unit named by id that is
   * in it, then for each claim on a maker its earliest unit of that type not already taken, so
   * a unit named by id is never taken a second time. A claim nothing in the pool fits takes
   * nothing (a check of the payment then refuses it).
   */
  claim(claims: readonly PoolClaim[]): readonly string[] {
    const taken = new Set<string>();
    for (const c of claims) if ('unit' in c && this.#present.has(c.unit)) taken.add(c.unit);
    const passed = new Map<Queue, number>();
    for (const c of claims) {
      if ('unit' in c) continue;
      const queue = this.#made.get(c.maker)?.get(c.type);
      if (!queue) continue;
      // Spent units at the head are passed for good; in this claim, also those taken already.
      while (queue.next < queue.units.length && !this.#present.has((queue.units[queue.next] as ManaUnit).id)) queue.next += 1;
      let at = passed.get(queue) ?? queue.next;
      while (at < queue.units.length && (taken.has((queue.units[at] as ManaUnit).id) || !this.#present.has((queue.units[at] as ManaUnit).id))) at += 1;
      if (at < queue.units.length) {
        taken.add((queue.units[at] as ManaUnit).id);
        passed.set(queue, at + 1);
      }
    }
    return [...taken];
  }
}
