/**
 * The registry of the choice steps of 601.2b–h (machines/steps/): each step's module is
 * what both charts, the judge table, the prompts and the guards and actions are built from,
 * so what a module declares is what the charts do. And the refusals that end a cast or
 * activation, now one parameterised `refuse` action, say the same as before.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { castingMachine } from '../machines/casting.js';
import { CHARTS } from '../machines/charts.js';
import { dispatch } from '../machines/dispatch.js';
import { guards } from '../machines/guards.js';
import { actions } from '../machines/actions.js';
import { judge, judgedOnce } from '../machines/judgement.js';
import { promptOf, type Prompt } from '../machines/prompt.js';
import { titleFor, type Step } from '../machines/steps/define.js';
import { AHEAD, CHOICES, STEPS } from '../machines/steps/index.js';
import { ALICE, BOB, ctx, outcome } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';

const steps = STEPS as readonly Step[];
const objects = { cast: 'spell', activate: 'ability' } as const;
const outer = { cast: 'casting', activate: 'activating' } as const;

/** The events a state accepts, its own first and then its ancestors', as a prompt lists them (CANCEL aside). */
function accepted(node: AnyStateNode): string[] {
  const events: string[] = [];
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) {
    for (const event of Object.keys(at.config.on ?? {})) if (event !== 'CANCEL' && event !== '*' && !events.includes(event)) events.push(event);
  }
  return events;
}

describe('601.2b–h: the registry of choice steps', () => {
  it('each step and choice made ahead names its own event, guard and action', () => {
    const names = (pick: (c: (typeof CHOICES)[number]) => string) => CHOICES.map(pick);
    for (const pick of [(c: (typeof CHOICES)[number]) => c.event, (c: (typeof CHOICES)[number]) => c.guard, (c: (typeof CHOICES)[number]) => c.action]) {
      expect(new Set(names(pick)).size).toBe(CHOICES.length);
    }
    expect(new Set(steps.map((s) => s.step)).size).toBe(STEPS.length);
  });

  for (const [id, machine] of Object.entries(CHARTS) as [keyof typeof CHARTS, (typeof CHARTS)[keyof typeof CHARTS]][]) {
    it(`602.2b: the ${id} chart has each step's state, with its rule and title, accepting the events its prompt lists`, () => {
      for (const step of steps) {
        const node = machine.getStateNodeById(`${id}.${outer[id]}.${step.state}`);
        expect(node.meta, step.step).toEqual({ rule: step.rule, title: titleFor(step.title, objects[id]) });
        expect(accepted(node), step.step).toEqual([step.event, ...step.also]);
        if (step.applies) expect((node.always ?? []).length, step.step).toBeGreaterThan(0);
      }
    });
  }

  it("each step's guards and actions are the chart's, by name, so an app can provide() them", () => {
    const { guards: chartGuards, actions: chartActions } = castingMachine.implementations;
    for (const choice of CHOICES) {
      expect(chartGuards, choice.guard).toHaveProperty(choice.guard);
      expect(chartActions, choice.action).toHaveProperty(choice.action);
      expect(guards, choice.guard).toHaveProperty(choice.guard);
      expect(actions, choice.action).toHaveProperty(choice.action);
    }
    for (const step of steps) if (step.applies) expect(chartGuards).toHaveProperty(step.applies.guard);
    expect(AHEAD.map((c) => c.event)).toEqual(['ORDER_REDUCTIONS']);
  });

  it('601.2b: CONTRIBUTING.md shows the X step as its module declares it', () => {
    const guide = readFileSync(new URL('../CONTRIBUTING.md', import.meta.url), 'utf8');
    const module = readFileSync(new URL('../machines/steps/601.2b-x.ts', import.meta.url), 'utf8');
    const block = /```ts\n([\s\S]*?)```/.exec(guide.slice(guide.indexOf('## Adding a step')))?.[1] ?? '';
    const lines = block.split('\n').map((line) => line.replace(/ \/\/ .*$/, '').replace(/\/\* .* \*\//, '').trim()).filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(module, line).toContain(line.replace(/\(\{ +\}\),$/, ''));
  });

  it('601.2b: a prompt is a union an app switches on; each step carries its own options', () => {
    const actor = castActor(gameOf({ players: [{ id: ALICE, hand: ['Fireball'] }, { id: BOB }], battlefield: [{ card: 'Mountain', controller: ALICE }], turn: ALICE_MAIN }));
    dispatch(actor, { type: 'CAST', player: ALICE, card: 'fireball' });
    const prompt: Prompt = promptOf(actor.getSnapshot());
    if (prompt.step !== 'x') throw new Error(`expected the X step, not ${prompt.step}`);
    const { min, max } = prompt.options;
    expect([min, max, prompt.events]).toEqual([0, 1_000_000, ['ANNOUNCE_X', 'ORDER_REDUCTIONS']]);
  });
});

describe('601.3, 602.5, 601.2e, 601.2h: one judgement per event, and one refuse action', () => {
  it('a judgement is made once for an event in a context, and again in another context', () => {
    let calls = 0;
    const judged = judgedOnce((context: { n: number }) => (calls += 1) + context.n);
    const event = { type: 'PAY', player: ALICE } as const;
    const context = { n: 10 };
    expect([judged(context, event), judged(context, event), calls]).toEqual([11, 11, 1]);
    expect([judged({ n: 20 }, event), calls]).toEqual([22, 2]);
  });

  it('601.3: the guard and the refusal of CAST share one judgement', () => {
    const actor = castActor(gameOf({ players: [{ id: ALICE, hand: ['Grizzly Bears'] }, { id: BOB }], turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE }));
    const event = { type: 'CAST', player: ALICE, card: 'grizzly-bears' } as const;
    const context = actor.getSnapshot().context;
    expect(judge(context, event)).toBe(judge(context, event));
    dispatch(actor, event);
    expect(outcome(actor)).toBe('prohibited');
    expect(ctx(actor).refusal).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
  });

  const bolt = () => gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }], battlefield: [{ card: 'Mountain', controller: ALICE }], turn: ALICE_MAIN });

  it("601.3: a house rule that refuses to let a cast begin gets 601.3 PROHIBITED in the chart's words", () => {
    const actor = createActor(castingMachine.provide({ guards: { mayBeginCasting: () => false } }), { input: { game: bolt() } }).start();
    dispatch(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expect(ctx(actor).refusal).toEqual({ rule: '601.3', code: 'PROHIBITED', message: 'alice may not cast lightning-bolt now' });
  });

  it("602.5: a house rule that refuses an activation gets 602.5 PROHIBITED, as docs/scenarios.md says", () => {
    const game = gameOf({ players: [{ id: ALICE }, { id: BOB }], battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }], turn: ALICE_MAIN });
    const actor = createActor(activationMachine.provide({ guards: { mayBeginActivating: () => false } }), { input: { game } }).start();
    dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'prodigal-pyromancer' });
    expect(actor.getSnapshot().context.refusal).toEqual({ rule: '602.5', code: 'PROHIBITED', message: 'alice may not activate that ability now' });
  });

  it('601.2e: a house rule that finds the proposal illegal reverses the cast with ILLEGAL_PROPOSAL naming the spell', () => {
    const actor = createActor(castingMachine.provide({ guards: { proposalIsLegal: () => false } }), { input: { game: bolt() } }).start();
    dispatch(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toEqual({ rule: '601.2e', code: 'ILLEGAL_PROPOSAL', message: 'the proposed Lightning Bolt is illegal' });
  });

  it("601.2h: a house rule that refuses a payment the rules accept reverses the cast: the payment doesn't cover the cost", () => {
    const actor = createActor(castingMachine.provide({ guards: { paymentCoversCost: () => false } }), { input: { game: bolt() } }).start();
    dispatch(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] });
    dispatch(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toEqual({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST', message: "the payment doesn't cover the locked cost" });
    expect(ctx(actor).game).toEqual(bolt());
  });
});
