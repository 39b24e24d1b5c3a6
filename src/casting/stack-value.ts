/**
 * CR 202.3: the mana value of an object on the stack, for people and the result document.
 */
import { definitionOf } from '../cards/definition.js';
import type { CardLibrary } from '../cards/library.js';
import type { StackObject } from '../game/state.js';
import { manaValue } from '../mana/value.js';

/**
 * A spell's mana value from the face it was cast as (both halves of a fused split spell,
 * CR 702.102c) with X as announced (CR 202.3e); an activated or triggered ability has no mana
 * cost, so its mana value is 0 (CR 202.3a).
 */
export function stackManaValue(cards: CardLibrary, object: StackObject): number {
  if (object.kind !== 'spell') return 0;
  return manaValue(definitionOf(cards, object).manaCost?.symbols ?? [], object.choices.x ?? 0);
}
