/**
 * CR 601.2b–i as state configs, shared by the casting chart and the activation chart: CR
 * 602.2b says the rest of activating an ability is identical to casting a spell, with the
 * activation cost in place of the mana cost. Each choice step's state is built from its
 * module (steps/): its rule and title, the guard that passes it over when there is nothing
 * to choose, and its event's handler; the 601.2b announcements are built in the registry's
 * order. Built once per chart so each chart's own final states are the targets.
 */
import { not } from 'xstate';
import { ILLEGAL_ACTIONS_RULE } from '../src/core/edition.js';
import { accept, ahead, chartSetup, choose, decide, refuseWith } from './chart-setup.js';
import type { ChartId } from './charts.js';
import { titleFor, type StackNoun } from './steps/define.js';
import { targetsStep } from './steps/601.2c-targets.js';
import { divisionStep } from './steps/601.2d-division.js';
import { reductionOrderChoice } from './steps/601.2f-reduction-order.js';
import { manaAbilitiesStep } from './steps/601.2g-mana-abilities.js';
import { paymentStep } from './steps/601.2h-payment.js';
import { ANNOUNCEMENTS, type AnnouncementKey, type AppliesGuard, type RegisteredStep } from './steps/index.js';

/** What the shared steps need to know of the chart they are part of. */
export interface ChartKind {
  /** The chart's id, which its states' ids start with. */
  readonly id: ChartId;
  /** The final state a success ends in. */
  readonly done: string;
  /** What the chart puts on the stack. */
  readonly object: StackNoun;
  /** CR 601.3 / 602.5: the rule that decides whether it may begin. */
  readonly begins: '601.3' | '602.5';
}

/** A step's rule and title, as its state's meta. */
const metaOf = (step: RegisteredStep, chart: ChartKind) => ({ rule: step.rule, title: titleFor(step.title, chart.object) });

/** The guard that tells whether a step applies; a step for which it is false is passed over. */
function applies<TStep extends RegisteredStep>(step: TStep): AppliesGuard<TStep> {
  if (!step.applies) throw new Error(`the ${step.step} step always applies`);
  return step.applies.guard as AppliesGuard<TStep>;
}

/** A step that waits for its choice if it applies, then moves on to `next`. */
function choiceState(step: RegisteredStep, next: string, chart: ChartKind) {
  return chartSetup.createStateConfig({ meta: metaOf(step, chart), always: { guard: not(applies(step)), target: next }, on: choose(step, next) });
}

/** CR 601.2b: each announcement waits if it applies, then moves on to the next one, the last to `announced`. */
function announcements(chart: ChartKind) {
  const states = ANNOUNCEMENTS.map(({ step, key }, i) => [key, choiceState(step, ANNOUNCEMENTS[i + 1]?.key ?? 'announced', chart)] as const);
  return Object.fromEntries(states) as { readonly [TKey in AnnouncementKey]: ReturnType<typeof choiceState> };
}

export function proposalSteps(chart: ChartKind) {
  const illegal = `#${chart.id}.illegal`;
  return {
    announcing: chartSetup.createStateConfig({
      meta: { rule: '601.2b', title: 'Announce the choices that fix the cost' },
      initial: ANNOUNCEMENTS[0]!.key,
      onDone: 'targeting',
      on: ahead(reductionOrderChoice),
      states: {
        // In the registry's order: modes, splice, costs, X, hybrid, Phyrexian (steps/index.ts).
        ...announcements(chart),
        announced: { type: 'final', meta: { rule: '601.2b', title: 'Announcements made' } },
      },
    }),
    targeting: chartSetup.createStateConfig({
      meta: metaOf(targetsStep, chart),
      always: [
        { guard: not(applies(targetsStep)), target: 'dividing' },
        { guard: not('hasLegalTargets'), target: illegal, actions: refuseWith({ rule: '601.2c', code: 'NO_LEGAL_TARGETS', message: '{object} has no legal choice of targets' }) },
      ],
      on: { ...choose(targetsStep, 'dividing'), ...ahead(reductionOrderChoice) },
    }),
    dividing: choiceState(divisionStep, 'checkingLegality', chart),
    checkingLegality: chartSetup.createStateConfig({
      meta: { rule: '601.2e', title: `Check that the proposed ${chart.object} is legal` },
      always: [
        { guard: 'proposalIsLegal', target: 'totallingCost' },
        { target: illegal, actions: refuseWith({ rule: '601.2e', code: 'ILLEGAL_PROPOSAL', message: 'the proposed {object} is illegal', judgement: 'proposal' }) },
      ],
    }),
    totallingCost: chartSetup.createStateConfig({
      meta: { rule: '601.2f', title: 'Determine the total cost and lock it' },
      entry: 'lockTotalCost',
      always: 'activatingMana',
    }),
    activatingMana: chartSetup.createStateConfig({
      meta: metaOf(manaAbilitiesStep, chart),
      always: { guard: not(applies(manaAbilitiesStep)), target: 'paying' },
      on: {
        ...choose(manaAbilitiesStep, 'activatingMana'),
        PAY: accept('paying', 'activateManaForPayment', 'passPaymentOn'),
      },
    }),
    paying: chartSetup.createStateConfig({
      meta: metaOf(paymentStep, chart),
      on: {
        PAY: decide(paymentStep.guard, 'becomingCast', paymentStep.action, {
          target: illegal,
          actions: refuseWith({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST', message: "the payment doesn't cover the locked cost", judgement: 'event' }),
        }),
      },
    }),
    becomingCast: chartSetup.createStateConfig({
      meta: {
        rule: '601.2i',
        title: chart.object === 'spell' ? 'The spell becomes cast; cast triggers trigger; the caster gets priority' : 'The ability becomes activated; its controller gets priority',
      },
      entry: 'becomeCast',
      always: `#${chart.id}.${chart.done}`,
    }),
  };
}

/** CR 733 and 601.3 / 602.5: how a cast or activation ends when it is reversed or may not begin. */
export function endings(chart: ChartKind) {
  const what = chart.object === 'spell' ? 'cast' : 'activation';
  return {
    illegal: chartSetup.createStateConfig({
      type: 'final',
      meta: { rule: ILLEGAL_ACTIONS_RULE, title: `Illegal: the ${what} is reversed` },
      entry: ['reverseCast', { type: 'settle', params: { outcome: 'illegal' } }],
    }),
    prohibited: chartSetup.createStateConfig({
      type: 'final',
      entry: { type: 'settle', params: { outcome: 'prohibited' } },
      meta: { rule: chart.begins, title: `Prohibited: the ${what} may not begin` },
    }),
  };
}
