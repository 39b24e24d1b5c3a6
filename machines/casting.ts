/**
 * The casting chart: CR 601.2a–i, one state per step. Guards and actions are named and
 * implemented in guards.ts and actions.ts as thin calls into src/, so the chart reads as
 * the rule and an app can `provide()` its own implementation of any of them.
 */
import { assign, not, raise, setup } from 'xstate';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events.js';
import { ILLEGAL_ACTIONS_RULE } from '../src/rules/edition.js';
import { actions, type CastAction } from './actions.js';
import type { CastContext, CastInput, CastOutput, GuardArgs } from './context.js';
import { guards } from './guards.js';
import type { StepMeta } from './meta.js';

type ChartAction = CastAction | 'passPaymentOn';
type Assigners = { [K in CastAction]: ReturnType<typeof assign<CastContext, CastEventInput, undefined, CastEventInput, never>> };
const assigners = Object.fromEntries(
  Object.entries(actions).map(([name, change]) => [name, assign(({ context, event }: GuardArgs) => change({ context, event }))]),
) as Assigners;

/** A step's handler for one event: refuse foreign or malformed events, then the rule's guard, else refuse. */
const step = (guard: keyof typeof guards, target: string, ...then: ChartAction[]) =>
  [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { guard, target, actions: then }, { actions: 'rejectEvent' }] as const;

/** A handler that stays in the step, recording a choice made ahead of it (ORDER_REDUCTIONS). */
const stay = (guard: keyof typeof guards, ...then: ChartAction[]) =>
  [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { guard, actions: then }, { actions: 'rejectEvent' }] as const;

/** A step's handler whose rule either moves on or ends the cast: `otherwise` names where a failure goes. */
const decide = (guard: keyof typeof guards, target: string, then: ChartAction, otherwise: { target: string; actions: ChartAction }) =>
  [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { guard, target, actions: then }, otherwise] as const;

/** A step's handler for an event the rules always accept from the right player. */
const accept = (target: string, ...then: ChartAction[]) => [{ guard: 'isForeignOrMalformed', actions: 'rejectEvent' }, { target, actions: then }] as const;

export const castingMachine = setup({
  types: {
    context: {} as CastContext,
    events: {} as CastEventInput,
    input: {} as CastInput,
    output: {} as CastOutput,
    meta: {} as StepMeta,
  },
  guards,
  actions: {
    ...assigners,
    /** CR 601.2g → 601.2h: PAY ends the chance to activate mana abilities and is then paid. */
    passPaymentOn: raise(({ event }) => event),
  },
}).createMachine({
  id: 'cast',
  context: ({ input }) => ({
    cards: input.cards ?? BUILT_IN_CARDS,
    game: input.game,
    saved: null,
    caster: null,
    spellId: null,
    lockedCost: null,
    reductionOrder: [],
    journal: [],
    heldTriggers: [],
    triggers: [],
    refusal: null,
    rejected: null,
  }),
  initial: 'idle',
  on: { '*': { actions: 'rejectUnexpectedEvent' } },
  output: ({ context }) => ({ game: context.game, lockedCost: context.lockedCost, refusal: context.refusal, triggers: context.triggers }),
  states: {
    idle: {
      meta: { rule: '601.3', title: 'Waiting for a player to begin casting a spell' },
      on: {
        CAST: decide('mayBeginCasting', 'casting', 'beginCasting', { target: 'prohibited', actions: 'refuseToBegin' }),
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
        announcing: {
          meta: { rule: '601.2b', title: 'Announce the choices that fix the cost' },
          initial: 'modes',
          onDone: 'targeting',
          on: { ORDER_REDUCTIONS: stay('reductionOrderFits', 'orderReductions') },
          states: {
            modes: {
              meta: { rule: '601.2b', title: 'Announce the modes' },
              always: { guard: not('isModal'), target: 'splice' },
              on: { CHOOSE_MODES: step('modesFit', 'splice', 'chooseModes') },
            },
            splice: {
              meta: { rule: '601.2b', title: 'Reveal the cards to splice onto the spell' },
              always: { guard: not('canSplice'), target: 'costs' },
              on: { SPLICE: step('spliceFits', 'costs', 'spliceCards') },
            },
            costs: {
              meta: { rule: '601.2b', title: 'Announce the alternative cost and the optional additional costs' },
              always: { guard: not('hasCostChoices'), target: 'x' },
              on: { CHOOSE_COSTS: step('costChoiceFits', 'x', 'announceCosts') },
            },
            x: {
              meta: { rule: '601.2b', title: 'Announce the value of X' },
              always: { guard: not('hasX'), target: 'hybrid' },
              on: { ANNOUNCE_X: step('xIsLegal', 'hybrid', 'announceX') },
            },
            hybrid: {
              meta: { rule: '601.2b', title: 'Announce the half paid for each hybrid symbol' },
              always: { guard: not('hasHybridSymbols'), target: 'phyrexian' },
              on: { CHOOSE_HYBRID: step('hybridChoiceFits', 'phyrexian', 'announceHybrid') },
            },
            phyrexian: {
              meta: { rule: '601.2b', title: 'Announce 2 life or coloured mana for each Phyrexian symbol' },
              always: { guard: not('hasPhyrexianSymbols'), target: 'announced' },
              on: { CHOOSE_PHYREXIAN: step('phyrexianChoiceFits', 'announced', 'announcePhyrexian') },
            },
            announced: { type: 'final', meta: { rule: '601.2b', title: 'Announcements made' } },
          },
        },
        targeting: {
          meta: { rule: '601.2c', title: 'Choose targets' },
          always: [
            { guard: not('needsTargets'), target: 'dividing' },
            { guard: not('hasLegalTargets'), target: '#cast.illegal', actions: 'refuseNoLegalTargets' },
          ],
          on: {
            CHOOSE_TARGETS: step('targetsAreLegal', 'dividing', 'chooseTargets'),
            ORDER_REDUCTIONS: stay('reductionOrderFits', 'orderReductions'),
          },
        },
        dividing: {
          meta: { rule: '601.2d', title: 'Announce how an effect is divided among targets' },
          always: { guard: not('dividesEffect'), target: 'checkingLegality' },
          on: { DISTRIBUTE: step('divisionFits', 'checkingLegality', 'distribute') },
        },
        checkingLegality: {
          meta: { rule: '601.2e', title: 'Check that the proposed spell is legal' },
          always: [
            { guard: 'proposalIsLegal', target: 'totallingCost' },
            { target: '#cast.illegal', actions: 'refuseIllegalProposal' },
          ],
        },
        totallingCost: {
          meta: { rule: '601.2f', title: 'Determine the total cost and lock it' },
          entry: 'lockTotalCost',
          always: 'activatingMana',
        },
        activatingMana: {
          meta: { rule: '601.2g', title: 'Activate mana abilities' },
          always: { guard: not('costIncludesMana'), target: 'paying' },
          on: {
            ACTIVATE_MANA: step('manaAbilityCanBeActivated', 'activatingMana', 'activateManaAbility'),
            PAY: accept('paying', 'activateManaForPayment', 'passPaymentOn'),
          },
        },
        paying: {
          meta: { rule: '601.2h', title: 'Pay the total cost' },
          on: {
            PAY: decide('paymentCoversCost', 'becomingCast', 'payTotalCost', { target: '#cast.illegal', actions: 'refuseUnpaidCost' }),
          },
        },
        becomingCast: {
          meta: { rule: '601.2i', title: 'The spell becomes cast; cast triggers trigger; the caster gets priority' },
          entry: 'becomeCast',
          always: '#cast.cast',
        },
      },
    },
    cast: { type: 'final', meta: { rule: '601.2i', title: 'The spell is cast and waits on the stack' } },
    illegal: {
      type: 'final',
      meta: { rule: ILLEGAL_ACTIONS_RULE, title: 'Illegal: the cast is reversed' },
      entry: 'reverseCast',
    },
    prohibited: { type: 'final', meta: { rule: '601.3', title: 'Prohibited: the cast may not begin' } },
  },
});

export type CastingMachine = typeof castingMachine;
