/**
 * The casting chart: CR 601.2a–i, one state per step. The steps from 601.2b on are shared
 * with the activation chart (proposal-steps.ts); guards and actions are named and
 * implemented in guards.ts and actions.ts (those of the choice steps built from steps/) as
 * thin calls into src/, so the chart reads as the rule and an app can `provide()` its own
 * implementation of any of them.
 */
import { accept, chartRoot, chartSetup, decide, refuseWith } from './chart-setup.js';
import { endings, proposalSteps, type ChartKind } from './proposal-steps.js';

/** CR 601.2: the casting chart puts a spell on the stack and ends in `cast`. */
const CASTING: ChartKind = { id: 'cast', done: 'cast', object: 'spell', begins: '601.3' };

export const castingMachine = chartSetup.createMachine({
  id: CASTING.id,
  ...chartRoot,
  initial: 'idle',
  states: {
    idle: {
      meta: { rule: '601.3', title: 'Waiting for a player to begin casting a spell' },
      on: {
        CAST: decide('mayBeginCasting', 'casting', 'beginCasting', {
          target: 'prohibited',
          actions: refuseWith({ rule: '601.3', code: 'PROHIBITED', message: '{player} may not cast {card} now', judgement: 'event' }),
        }),
      },
    },
    casting: {
      meta: { rule: '601.2', title: 'Casting a spell' },
      initial: 'movingToStack',
      on: { CANCEL: accept('#cast.illegal', 'cancel') },
      states: {
        movingToStack: {
          meta: { rule: '601.2a', title: 'Move the card to the stack; the caster becomes its controller' },
          entry: 'moveCardToStack',
          always: 'announcing',
        },
        ...proposalSteps(CASTING),
      },
    },
    cast: { type: 'final', entry: { type: 'settle', params: { outcome: 'cast' } }, meta: { rule: '601.2i', title: 'The spell is cast and waits on the stack' } },
    ...endings(CASTING),
  },
});

export type CastingMachine = typeof castingMachine;
