/**
 * CR 601.2d: a spell that divides an effect (damage, counters) among its targets as it is
 * cast announces the division now; each target gets at least one, and the total is exact.
 * Fireball divides as it resolves, so it asks nothing here.
 */
import { type CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import type { GameState, StackObject } from '../game/state.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { updateChoices } from './announce.js';

/** What is divided: the card's amount, or the announced X. Null when nothing is divided. */
export function divisionTotal(cards: CardLibrary, spell: StackObject): number | null {
  const divide = definitionOf(cards, spell).divide;
  if (!divide) return null;
  return divide.amount === 'X' ? (spell.choices.x ?? 0) : divide.amount;
}

/** CR 601.2d: the spell divides something among targets it has. */
export function dividesEffect(cards: CardLibrary, spell: StackObject): boolean {
  return divisionTotal(cards, spell) !== null && spell.choices.targets.flat().length > 0;
}

/** CR 601.2d: each target needs at least one, so at most `total` targets can share it. */
export function divisionTargetProblem(cards: CardLibrary, spell: StackObject, targetCount: number): Refusal | null {
  const total = divisionTotal(cards, spell);
  if (total === null || targetCount <= total) return null;
  return { rule: '601.2d', code: 'WRONG_TARGET_COUNT', message: `${spell.card} divides ${total} among its targets, each getting at least one: at most ${total} target(s), not ${targetCount}` };
}

/** CR 601.2d: announces the division, one amount per target in the order chosen. */
export function distribute(game: GameState, cards: CardLibrary, spell: StackObject, amounts: readonly number[]): Result<GameState> {
  const total = divisionTotal(cards, spell) ?? 0;
  const targets = spell.choices.targets.flat();
  const problem = (message: string) => refuse({ rule: '601.2d' as const, code: 'ILLEGAL_ANNOUNCEMENT' as const, message });
  if (amounts.length !== targets.length) return problem(`one amount for each of the ${targets.length} target(s), not ${amounts.length}`);
  if (amounts.some((a) => !Number.isInteger(a) || a < 1)) return problem('each target must get at least one');
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum !== total) return problem(`the amounts add up to ${sum}, not ${total}`);
  return ok(updateChoices(game, spell, { division: amounts }));
}
