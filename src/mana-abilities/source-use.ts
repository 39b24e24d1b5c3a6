/**
 * CR 601.2g–h, 602.2b: what a mana source does to an object it uses, and whether a cost's use
 * of the same object rules the source out (costs/cost-conflicts.ts).
 */
import type { ObjectUse } from '../cards/cost-kinds.js';
import type { ObjectId } from '../game/state.js';

/** How a mana source uses an object: taps it, or takes it away. */
export interface SourceUse {
  readonly object: ObjectId;
  readonly taps: boolean;
  readonly removes: boolean;
}

/**
 * Whether a cost's use of an object rules out a mana source that uses the same object this
 * way. Mana abilities are activated at 601.2g, before the cost is paid at 601.2h: an object
 * the cost taps must still be untapped then, and every object the cost uses must still be there.
 */
export function conflicts(use: ObjectUse, source: { readonly taps: boolean; readonly removes: boolean }): boolean {
  return source.removes || (use === 'tap' && source.taps);
}
