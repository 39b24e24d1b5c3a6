/** CR 601.2c: for each "target" word, the player chooses its legal targets. */
import { recordTargets } from '../../src/casting/announce.js';
import { targetOptions } from '../../src/casting/options.js';
import { checkTargetChoice, checkTargetShape, needsTargets } from '../../src/casting/targets.js';
import { targetTriggers } from '../../src/casting/triggers.js';
import { stackObjectOf } from '../context.js';
import { defineStep, NOTHING } from './define.js';

export const targetsStep = defineStep({
  step: 'targets',
  state: 'targeting',
  rule: '601.2c',
  title: 'Choose targets',
  event: 'CHOOSE_TARGETS',
  also: ['ORDER_REDUCTIONS'],
  /** CR 601.2c: `needsTargets`: the spell has at least one "target" word. */
  applies: { guard: 'needsTargets', check: (context) => needsTargets(context.cards, stackObjectOf(context)) },
  /** CR 601.2c: `targetsAreLegal`: the targets chosen are legal, distinct within each "target" word, and as many as it asks. */
  guard: 'targetsAreLegal',
  /** CR 601.2c: the chosen targets become the spell's targets; what becoming a target triggers is held until 601.2i. */
  action: 'chooseTargets',
  judge: (context, event) => checkTargetChoice(context.game, context.cards, stackObjectOf(context), event.targets),
  record: (context, _checked, event) => ({
    game: recordTargets(context.game, stackObjectOf(context), event.targets),
    heldTriggers: [...context.heldTriggers, ...targetTriggers(context.game, context.cards, event.targets, stackObjectOf(context))],
  }),
  recordsFromEvent: true,
  shape: (context, event) => checkTargetShape(context.game, context.cards, stackObjectOf(context), event.targets),
  options: (context) => ({ words: targetOptions(context.game, context.cards, stackObjectOf(context)) }),
  examples: ({ context: { game }, options: { words }, player }) => {
    const used = new Set<string>();
    const targets = words.map((word) => {
      const count = Math.min(Math.max(word.min, 1), word.max ?? Infinity, word.legal.length);
      const fresh = word.legal.filter((id) => !used.has(id));
      const chosen = (fresh.length >= count ? fresh : word.legal).slice(0, count);
      for (const id of chosen) used.add(id);
      return chosen;
    });
    const objects = [...game.players.map((p) => p.id), ...game.battlefield.map((p) => p.id), ...game.stack.map((s) => s.id)];
    const illegalTarget = objects.find((id) => !words[0]?.legal.includes(id)) ?? NOTHING;
    return {
      legal: [{ type: 'CHOOSE_TARGETS', player, targets }],
      refused: targets.length > 0 ? [{ type: 'CHOOSE_TARGETS', player, targets: targets.map((t, i) => (i === 0 ? [illegalTarget, ...t.slice(1)] : t)) }] : [],
    };
  },
});
