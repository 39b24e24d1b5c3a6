/**
 * The activation chart: CR 602.2. 602.2a announces the ability and creates it on the stack
 * as an object that is not a card; the rest is the casting chart's steps 601.2b–i, built
 * from the same definitions (602.2b: they are identical), with the activation cost in place
 * of the mana cost.
 */
import { accept, chartRoot, chartSetup, decide, refuseWith } from './chart-setup.js';
import { endings, proposalSteps, type ChartKind } from './proposal-steps.js';

/** CR 602.2: the activation chart puts an ability on the stack and ends in `activated`. */
const ACTIVATING: ChartKind = { id: 'activate', done: 'activated', object: 'ability', begins: '602.5' };

export const activationMachine = chartSetup.createMachine({
  id: ACTIVATING.id,
  ...chartRoot,
  initial: 'idle',
  states: {
    idle: {
      meta: { rule: '602.5', title: 'Waiting for a player to begin activating an ability' },
      on: {
        ACTIVATE: decide('mayBeginActivating', 'activating', 'beginActivating', {
          target: 'prohibited',
          actions: refuseWith({ rule: '602.5', code: 'PROHIBITED', message: '{player} may not activate that ability now', judgement: 'event' }),
        }),
      },
    },
    activating: {
      meta: { rule: '602.2', title: 'Activating an ability' },
      initial: 'puttingOnStack',
      on: { CANCEL: accept('#activate.illegal', 'cancel') },
      states: {
        puttingOnStack: {
          meta: { rule: '602.2a', title: 'Announce the ability; it is created on the stack, controlled by its activator' },
          entry: 'putAbilityOnStack',
          always: 'announcing',
        },
        ...proposalSteps(ACTIVATING),
      },
    },
    activated: { type: 'final', entry: { type: 'settle', params: { outcome: 'activated' } }, meta: { rule: '602.2', title: 'The ability is activated and waits on the stack' } },
    ...endings(ACTIVATING),
  },
});

export type ActivationMachine = typeof activationMachine;
