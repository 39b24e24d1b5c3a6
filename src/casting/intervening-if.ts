/**
 * CR 603.4: whether a triggered ability's intervening "if" clause holds as its event happens
 * (intervening-if-schema.ts): an ability whose condition is false then doesn't trigger. The
 * check on resolution is left to its text, as its effect is.
 */
import type { InterveningIf } from '../cards/intervening-if-schema.js';
import type { CardLibrary } from '../cards/library.js';
import { withinBounds } from '../cards/characteristics.js';
import { objectFits } from '../cards/filter.js';
import type { GameState, Permanent } from '../game/state.js';

/**
 * Whether `condition` (none: always) holds for `watcher`'s ability in `game`: of `watcher`
 * itself, or of `it`, the permanent the event is about, as it last existed in `game` (CR
 * 603.10a: the game before it left the battlefield).
 */
export function interveningHolds(game: GameState, cards: CardLibrary, watcher: Permanent, condition: InterveningIf | undefined, it?: Permanent): boolean {
  if (!condition) return true;
  const subject = condition.of === 'this' ? watcher : it;
  if (!subject) return false;
  if (condition.is && !objectFits(game, cards, subject.id, condition.is, { you: watcher.controller, source: watcher.id })) return false;
  const { counters } = condition;
  if (!counters) return true;
  // CR 122.1: counters of one kind, or of every kind together.
  const count = counters.counter !== undefined ? (subject.counters[counters.counter] ?? 0) : Object.values(subject.counters).reduce((a, b) => a + b, 0);
  return withinBounds(count, counters);
}
