/**
 * The activation chart: CR 602.2. 602.2a announces the ability and creates it on the stack
 * as an object that is not a card; the rest is the casting chart's steps 601.2b–i, built
 * from the same definitions (602.2b: they are identical), with the activation cost in place
 * of the mana cost.
 */
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { ILLEGAL_ACTIONS_RULE } from '../src/rules/edition.js';
import { accept, chartSetup, decide, initialContext } from './chart-setup.js';
import { proposalSteps } from './proposal-steps.js';

export const activationMachine = chartSetup.createMachine({
  id: 'activate',
  context: ({ input }) => initialContext(input, input.cards ?? BUILT_IN_CARDS),
  initial: 'idle',
  on: { '*': { actions: 'rejectUnexpectedEvent' } },
  output: ({ context }) => ({ outcome: context.outcome, game: context.game, lockedCost: context.lockedCost, refusal: context.refusal, triggers: context.triggers }),
  states: {
    idle: {
      meta: { rule: '602.5', title: 'Waiting for a player to begin activating an ability' },
      on: {
        ACTIVATE: decide('mayBeginActivating', 'activating', 'beginActivating', { target: 'prohibited', actions: 'refuseToActivate' }),
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
        ...proposalSteps('activate'),
      },
    },
    activated: { type: 'final', entry: { type: 'settle', params: { outcome: 'activated' } }, meta: { rule: '602.2', title: 'The ability is activated and waits on the stack' } },
    illegal: {
      type: 'final',
      meta: { rule: ILLEGAL_ACTIONS_RULE, title: 'Illegal: the activation is reversed' },
      entry: ['reverseCast', { type: 'settle', params: { outcome: 'illegal' } }],
    },
    prohibited: { type: 'final', entry: { type: 'settle', params: { outcome: 'prohibited' } }, meta: { rule: '602.5', title: 'Prohibited: the activation may not begin' } },
  },
});

export type ActivationMachine = typeof activationMachine;
