/** CR 601.2b, 700.2: a modal spell's modes are announced, by the caster or (601.6) the opponent the card names. */
import { modeOptions } from '../../src/casting/options.js';
import { chooseModes, modeChooser, modesOf } from '../../src/casting/modes.js';
import { stackObjectOf } from '../context.js';
import { defineStep, recordGame } from './define.js';

/** How many mode sets CHOOSE_MODES is tried with. */
const MODE_SETS = 2;

export const modesStep = defineStep({
  step: 'modes',
  state: 'announcing.modes',
  rule: '601.2b',
  title: 'Announce the modes',
  event: 'CHOOSE_MODES',
  also: ['ORDER_REDUCTIONS'],
  /** CR 601.2b, 700.2: `isModal`: the spell is modal. */
  applies: { guard: 'isModal', check: (context) => modesOf(context.cards, stackObjectOf(context)) !== undefined },
  /** CR 601.2b, 700.2: `modesFit`: the modes chosen are allowed, as many as the card asks. */
  guard: 'modesFit',
  action: 'chooseModes',
  judge: (context, event) => chooseModes(context.game, context.cards, stackObjectOf(context), event.modes),
  record: recordGame,
  sender: (context) => modeChooser(context.game, context.cards, stackObjectOf(context)),
  options: (context) => modeOptions(context.game, context.cards, stackObjectOf(context)),
  examples: ({ options: { min, max, modes }, player }) => {
    const targetable = modes.filter((m) => m.targetable).map((m) => m.index);
    const sets = firstSets(targetable.length >= min ? targetable : modes.map((m) => m.index), min, max, MODE_SETS);
    return {
      legal: sets.map((set) => ({ type: 'CHOOSE_MODES', player, modes: set })),
      refused: [{ type: 'CHOOSE_MODES', player, modes: min > 0 ? modes.slice(0, min - 1).map((m) => m.index) : [modes.length] }],
    };
  },
});

/** The first `limit` sets of `from` with min to max members, smallest first, in order. */
function firstSets(from: readonly number[], min: number, max: number, limit: number): number[][] {
  const sets: number[][] = [];
  const grow = (start: number, set: number[], size: number) => {
    if (sets.length >= limit) return;
    if (set.length === size) {
      sets.push(set);
      return;
    }
    for (let i = start; i < from.length; i++) grow(i + 1, [...set, from[i]!], size);
  };
  for (let size = Math.max(min, 0); size <= Math.min(max, from.length); size++) grow(0, [], size);
  return sets;
}
