/**
 * CR 601.2b–i as state configs, one per step, shared by the casting chart and the
 * activation chart: CR 602.2b says the rest of activating an ability is identical to
 * casting a spell, with the activation cost in place of the mana cost. Built once per
 * chart so each chart's own final states are the targets.
 */
import { not } from 'xstate';
import { ILLEGAL_ACTIONS_RULE } from '../src/core/edition.js';
import { accept, chartSetup, decide, stay, step } from './chart-setup.js';

export type ChartId = 'cast' | 'activate';

export function proposalSteps(chart: ChartId) {
  const illegal = `#${chart}.illegal`;
  const done = chart === 'cast' ? '#cast.cast' : '#activate.activated';
  const what = chart === 'cast' ? 'spell' : 'ability';
  return {
    announcing: chartSetup.createStateConfig({
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
          meta: { rule: '601.2b', title: `Reveal the cards to splice onto the ${what}` },
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
    }),
    targeting: chartSetup.createStateConfig({
      meta: { rule: '601.2c', title: 'Choose targets' },
      always: [
        { guard: not('needsTargets'), target: 'dividing' },
        { guard: not('hasLegalTargets'), target: illegal, actions: 'refuseNoLegalTargets' },
      ],
      on: {
        CHOOSE_TARGETS: step('targetsAreLegal', 'dividing', 'chooseTargets'),
        ORDER_REDUCTIONS: stay('reductionOrderFits', 'orderReductions'),
      },
    }),
    dividing: chartSetup.createStateConfig({
      meta: { rule: '601.2d', title: 'Announce how an effect is divided among targets' },
      always: { guard: not('dividesEffect'), target: 'checkingLegality' },
      on: { DISTRIBUTE: step('divisionFits', 'checkingLegality', 'distribute') },
    }),
    checkingLegality: chartSetup.createStateConfig({
      meta: { rule: '601.2e', title: `Check that the proposed ${what} is legal` },
      always: [
        { guard: 'proposalIsLegal', target: 'totallingCost' },
        { target: illegal, actions: 'refuseIllegalProposal' },
      ],
    }),
    totallingCost: chartSetup.createStateConfig({
      meta: { rule: '601.2f', title: 'Determine the total cost and lock it' },
      entry: 'lockTotalCost',
      always: 'activatingMana',
    }),
    activatingMana: chartSetup.createStateConfig({
      meta: { rule: '601.2g', title: 'Activate mana abilities' },
      always: { guard: not('costIncludesMana'), target: 'paying' },
      on: {
        ACTIVATE_MANA: step('manaAbilityCanBeActivated', 'activatingMana', 'activateManaAbility'),
        PAY: accept('paying', 'activateManaForPayment', 'passPaymentOn'),
      },
    }),
    paying: chartSetup.createStateConfig({
      meta: { rule: '601.2h', title: 'Pay the total cost' },
      on: {
        PAY: decide('paymentCoversCost', 'becomingCast', 'payTotalCost', { target: illegal, actions: 'refuseUnpaidCost' }),
      },
    }),
    becomingCast: chartSetup.createStateConfig({
      meta: { rule: '601.2i', title: chart === 'cast' ? 'The spell becomes cast; cast triggers trigger; the caster gets priority' : 'The ability becomes activated; its controller gets priority' },
      entry: 'becomeCast',
      always: done,
    }),
  };
}

/** CR 733 and 601.3 / 602.5: how a cast or activation ends when it is reversed or may not begin. */
export function endings(chart: ChartId) {
  const what = chart === 'cast' ? 'cast' : 'activation';
  return {
    illegal: chartSetup.createStateConfig({
      type: 'final',
      meta: { rule: ILLEGAL_ACTIONS_RULE, title: `Illegal: the ${what} is reversed` },
      entry: ['reverseCast', { type: 'settle', params: { outcome: 'illegal' } }],
    }),
    prohibited: chartSetup.createStateConfig({
      type: 'final',
      entry: { type: 'settle', params: { outcome: 'prohibited' } },
      meta: { rule: chart === 'cast' ? '601.3' : '602.5', title: `Prohibited: the ${what} may not begin` },
    }),
  };
}
