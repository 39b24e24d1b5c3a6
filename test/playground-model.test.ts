/**
 * The playground's model (tools/playground/model.ts, graph.ts): the run after the accepted
 * events, what the step asks, what auto payment would use, the export, and the chart graph.
 * The page itself is tested in a browser (playground.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { validateScenario } from '../src/scenario/load.js';
import type { CastEvent, CastEventInput } from '../src/events/schema.js';
import { CHARTS } from '../machines/charts.js';
import { sessionMachine } from '../machines/session.js';
import { runScenario } from '../tools/run-scenario.js';
import { DEFAULT_SCENARIO } from '../tools/playground/default-game.js';
import { chartGraph, layoutChart } from '../tools/playground/graph.js';
import { askingAfter, exportScenario, frameOf, replayActions, send, type PlaygroundStart } from '../tools/playground/model.js';
import { formsOf, initialValues, triggerOrderForm, type ChoiceForm, type FormValues } from '../tools/playground/forms.js';

const file = JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Record<string, unknown>;
const start: PlaygroundStart = { file, scenario: validateScenario(file) };

/** Sends each event after the last, failing on a refusal; the accepted events. */
function accept(events: readonly CastEvent[], ...more: CastEventInput[]): readonly CastEvent[] {
  for (const event of more) {
    const answer = send(start, events, event);
    if ('refusal' in answer) throw new Error(`refused: ${answer.refusal.message}`);
    events = answer.events;
  }
  return events;
}

const BOLT_AT_BEARS: CastEventInput[] = [
  { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
  { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] },
];

describe('the playground model', () => {
  it('117.1: at the start, Alice holds priority and may cast both spells; no chart runs', () => {
    const asking = askingAfter(start, []);
    expect(asking).toMatchObject({ chart: null, stateId: 'session.priority', prompt: null });
    expect(asking.mayDo?.casts.map((c) => c.event.card)).toEqual(['lightning-bolt', 'cryptic-command']);
    expect(asking.mayDo?.manaAbilities.map((m) => m.event.source)).toEqual(['mountain-2', 'island-3', 'island-4', 'island-5', 'island-6']);
  });

  it('601.2c: a refused choice is answered with its rule and accepts nothing', () => {
    const events = accept([], BOLT_AT_BEARS[0]!);
    const answer = send(start, events, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[]] });
    expect(answer).toMatchObject({ refusal: { rule: expect.stringMatching(/^601\.2c/) } });
    expect(askingAfter(start, events).stateId).toBe('cast.casting.targeting');
  });

  it('601.2g: auto payment would tap the Mountain for Lightning Bolt, and the session is left as it was', () => {
    const events = accept([], ...BOLT_AT_BEARS);
    const asking = askingAfter(start, events);
    expect(asking.stateId).toBe('cast.casting.activatingMana');
    expect(asking.autoPayment).toEqual({ tapped: ['mountain-2'], left: [], fromPool: [], life: 0, refusal: null });
    expect(frameOf(start, events).result.game.battlefield.every((p) => !p.tapped)).toBe(true);
  });

  it('601.2g: with red mana already in the pool, auto payment would spend it and tap nothing', () => {
    const events = accept([], ...BOLT_AT_BEARS, { type: 'ACTIVATE_MANA', player: 'alice', source: 'mountain-2' });
    expect(askingAfter(start, events).autoPayment).toMatchObject({ tapped: [], fromPool: [{ type: 'R' }], refusal: null });
  });

  it('601.2f, 601.2i: the frame after paying has the locked cost, the spell on the stack and every step with its rule', () => {
    const events = accept([], ...BOLT_AT_BEARS, { type: 'PAY', player: 'alice', mana: 'auto' });
    const { result, views } = frameOf(start, events);
    expect(result).toMatchObject({ outcome: 'cast', lockedCost: { mana: '{R}' } });
    expect(result.game.stack.map((s) => s.id)).toEqual(['lightning-bolt']);
    expect(result.steps.find((s) => s.state === 'casting.announcing.modes')?.skipped).toBe(true);
    expect(views.map((v) => v.stateId)).toContain('cast.casting.totallingCost');
  });

  it('733: a cancelled cast is reversed: the outcome is illegal with the refusal, and the game is as before', () => {
    const events = accept([], BOLT_AT_BEARS[0]!, { type: 'CANCEL', player: 'alice' });
    const { result } = frameOf(start, events);
    expect(result).toMatchObject({ outcome: 'illegal', refusal: { rule: '733', code: 'CANCELLED' } });
    expect(result.game.players[0]!.hand.map((c) => c.id)).toContain('lightning-bolt');
  });

  it('going back is keeping fewer events; the export replays identically through runScenario', () => {
    const events = accept([], ...BOLT_AT_BEARS, { type: 'PAY', player: 'alice', mana: 'auto' }, { type: 'CAST', player: 'alice', card: 'cryptic-command' }, { type: 'CHOOSE_MODES', player: 'alice', modes: [0, 3] });
    const kept = events.slice(0, 4);
    const exported = JSON.parse(JSON.stringify(exportScenario(start, kept))) as unknown;
    const replayed = runScenario(validateScenario(exported));
    const frame = frameOf(start, kept);
    expect(replayed.outcome).toBe('pending');
    expect(replayed.steps).toEqual(frame.result.steps);
    expect(replayed.game).toEqual(frame.result.game);
    expect(askingAfter(start, kept).stateId).toBe('cast.casting.announcing.modes');
  });
});

describe('the chart graph', () => {
  it.each([['cast', CHARTS.cast], ['activate', CHARTS.activate], ['session', sessionMachine]] as const)('%s: every state is a node and every transition with a target an arrow, laid out with room for each', (_, machine) => {
    const graph = chartGraph(machine);
    const ids: string[] = [];
    const walk = (node: AnyStateNode) => {
      if (node !== machine.root) ids.push(node.id);
      Object.values(node.states).forEach((child) => walk(child as AnyStateNode));
    };
    walk(machine.root);
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(ids.sort());
    expect(graph.edges.length).toBeGreaterThan(0);
    for (const edge of graph.edges) expect(ids).toEqual(expect.arrayContaining([edge.from, edge.to]));
    const layout = layoutChart(graph);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    const leaves = layout.nodes.filter((n) => !n.compound);
    for (const a of leaves) {
      for (const b of leaves) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    }
  });
});

describe('the playground model over every example scenario', () => {
  const dir = new URL('../docs/examples/', import.meta.url);
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'));

  it.each(names)('%s: its actions replay as steps, the run is the CLI runner\'s, and every step can be asked what it wants', (name) => {
    const file = JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Record<string, unknown>;
    const scenario = validateScenario(file);
    const start = { file, scenario };
    const { events, refused } = replayActions(start);
    const expected = runScenario(scenario);
    // A refused action is a result in the runner (listed in `refusals`); the page stops there and shows it.
    const first = expected.refusals[0];
    expect(refused).toEqual(first ? { index: first.action, refusal: first.refusal } : null);
    if (refused) expect(frameOf(start, events).result.game).toEqual(expected.game);
    else expect(frameOf(start, events).result).toEqual(expected);
    for (let at = 0; at <= events.length; at += 1) {
      const asking = askingAfter(start, events.slice(0, at));
      expect(asking.prompt !== null || asking.stateId === 'session.priority').toBe(true);
    }
  });
});

describe('the prompt forms: a control for each choice promptOf (or the round of triggers) can ask', () => {
  const startOf = (file: Record<string, unknown>): PlaygroundStart => ({ file, scenario: validateScenario(file) });
  const example = (name: string) => startOf(JSON.parse(readFileSync(new URL(`../docs/examples/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>);
  const nameOf = (id: string) => id;
  /** The form for `event` where the example's own action `index` is next; the action itself. */
  const formAt = (at: PlaygroundStart, index: number, event: string): { form: ChoiceForm; events: readonly CastEvent[]; action: CastEventInput } => {
    const events = replayActions(at).events.slice(0, index);
    const asking = askingAfter(at, events);
    const forms = asking.prompt ? formsOf(asking.prompt, nameOf, asking.reductions) : asking.round?.event === 'ORDER_TRIGGERS' ? [triggerOrderForm(asking.round, nameOf)] : [];
    const form = forms.find((f) => f.event === event);
    if (!form) throw new Error(`no form for ${event} at ${asking.stateId}`);
    return { form, events, action: at.scenario.actions[index]! };
  };
  const filled = (form: ChoiceForm, values: FormValues) => form.build({ ...initialValues(form), ...values });

  it.each([
    ['702.47: splice Glacial Ray onto Desperate Ritual', 'glacial-ray-spliced', 1, 'SPLICE', { cards: ['glacial-ray'] }],
    ['118.9: Force of Will for its alternative cost', 'force-of-will-alternative-cost', 1, 'CHOOSE_COSTS', { alternative: ['Force of Will'] }],
    ['107.4e: the halves of Kitchen Finks\'s hybrid symbols', 'kitchen-finks-hybrid', 1, 'CHOOSE_HYBRID', { 'symbol:0': ['G'], 'symbol:1': ['W'] }],
    ['107.4f: 2 life for Gitaxian Probe\'s Phyrexian symbol', 'phyrexian-life', 1, 'CHOOSE_PHYREXIAN', { 'symbol:0': ['life'] }],
    ['601.2d: Rolling Thunder\'s 4 damage divided 1, 1, 2', 'rolling-thunder-divided', 3, 'DISTRIBUTE', { 'amount:0': 1, 'amount:1': 1, 'amount:2': 2 }],
    ['603.3b: the order of Alice\'s two prowess triggers', 'apnap-triggers', 3, 'ORDER_TRIGGERS', { order: ['1', '0'] }],
  ] as const)('%s: the form builds the example\'s own event, and the engine accepts it', (_title, name, index, event, values) => {
    const at = example(name);
    const { form, events, action } = formAt(at, index, event);
    const built = filled(form, values as FormValues);
    expect(built).toMatchObject(action);
    expect(send(at, events, built)).not.toHaveProperty('refusal');
  });

  it('601.2b, 702.33: Burst Lightning kicked: the optional cost is a number field; kicked once the engine accepts it', () => {
    const at = startOf({
      name: 'kicker', game: { ids: 'names', players: [{ id: 'alice', hand: ['Burst Lightning'] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }], turn: { activePlayer: 'alice', phase: 'precombatMain' } },
      actions: [{ type: 'CAST', player: 'alice', card: 'burst-lightning' }],
    });
    const events = replayActions(at).events;
    const asking = askingAfter(at, events);
    const form = formsOf(asking.prompt!, nameOf).find((f) => f.event === 'CHOOSE_COSTS')!;
    expect(form.fields.map((f) => [f.key, f.kind])).toEqual([['alternative', 'one'], ['optional:kicker', 'number']]);
    expect(filled(form, {})).toEqual({ type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: {} });
    const kicked = filled(form, { 'optional:kicker': 1 });
    expect(kicked).toEqual({ type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: { kicker: 1 } });
    expect(send(at, events, kicked)).not.toHaveProperty('refusal');
  });

  it('601.2f: under two Helms of Awakening, the reductions\' order is a form at the X step, and the engine accepts the order clicked', () => {
    const at = startOf({
      name: 'two reductions', game: { ids: 'names', players: [{ id: 'alice', hand: ['Rolling Thunder'] }, { id: 'bob' }], battlefield: [{ card: 'Helm of Awakening', controller: 'alice' }, { card: 'Helm of Awakening', controller: 'bob' }, { card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }], turn: { activePlayer: 'alice', phase: 'precombatMain' } },
      actions: [{ type: 'CAST', player: 'alice', card: 'rolling-thunder' }],
    });
    const events = replayActions(at).events;
    const asking = askingAfter(at, events);
    expect(asking.prompt?.step).toBe('x');
    expect(asking.reductions).toEqual(['helm-of-awakening', 'helm-of-awakening-2']);
    const form = formsOf(asking.prompt!, nameOf, asking.reductions).find((f) => f.event === 'ORDER_REDUCTIONS')!;
    const order = filled(form, { order: ['helm-of-awakening-2', 'helm-of-awakening'] });
    expect(order).toEqual({ type: 'ORDER_REDUCTIONS', player: 'alice', order: ['helm-of-awakening-2', 'helm-of-awakening'] });
    expect(send(at, events, order)).not.toHaveProperty('refusal');
  });

  it('601.2f: with fewer than two reductions there is no order to name, so no form', () => {
    const at = example('rolling-thunder-divided');
    const asking = askingAfter(at, replayActions(at).events.slice(0, 1));
    expect(asking.prompt?.events).toContain('ORDER_REDUCTIONS');
    expect(formsOf(asking.prompt!, nameOf, asking.reductions).map((f) => f.event)).toEqual([]);
  });
});
