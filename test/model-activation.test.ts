/**
 * Model-based tests of the activation chart and the game session with xstate/graph: the
 * shortest paths to every reachable state are replayed on real actors; every state and every
 * transition must be taken, except the activation chart's splice and cost-choice handlers,
 * which no ability can reach (CR 602.2b: an ability has only its activation cost; splicing
 * is onto spells).
 */
import { describe, expect, it } from 'vitest';
import { type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { allStateNodes, coverageOf } from '../machines/testing/index.js';
import { activationMachine } from '../machines/activation.js';
import { sessionMachine } from '../machines/session.js';
import type { CastEventInput } from '../src/events/schema.js';
import { gameOf, libraryWith } from './helpers.js';

const cards = libraryWith(
  {
    name: 'Test Engine',
    manaCost: '{2}',
    types: ['Artifact'],
    abilities: [
      {
        cost: [{ kind: 'mana', mana: '{X}{G/W}{B/P}' }, { kind: 'tapSelf' }],
        targets: [{ filter: 'creature' }],
        modes: { min: 1, max: 1, options: [{ text: 'Mode A.', targets: [{ filter: 'player' }] }, { text: 'Mode B.' }] },
        divide: { amount: 'X' },
        xMin: 1,
        text: 'Test ability: modes, X (not 0), hybrid and Phyrexian mana, {T}, a target creature, a division.',
      },
      { cost: [], text: 'Test ability: costs nothing, targets nothing.' },
      { cost: [{ kind: 'mana', mana: '{R}' }], targets: [{ filter: 'planeswalker' }], text: 'Test ability: a planeswalker to target, and there is none.' },
    ],
  },
);

const game = gameOf(
  {
    players: [{ id: 'alice', hand: ['Lightning Bolt'], life: 20 }, { id: 'bob' }],
    battlefield: [
      { card: 'Test Engine', controller: 'alice' },
      { card: 'Forest', controller: 'alice' },
      { card: 'Plains', controller: 'alice' },
      { card: 'Mountain', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'bob' },
      { card: 'Helm of Awakening', controller: 'bob' },
      { card: 'Prodigal Pyromancer', id: 'bobs-pyromancer', controller: 'bob' },
    ],
    turn: { activePlayer: 'alice', phase: 'precombatMain' },
  },
  cards,
);

type ActivationSnapshot = SnapshotFrom<typeof activationMachine>;
const fromBob = (event: CastEventInput): CastEventInput => ({ ...event, player: 'bob' });

function activationEvents(snapshot: ActivationSnapshot): CastEventInput[] {
  const alice = 'alice';
  if (snapshot.matches('idle')) {
    return [
      { type: 'ACTIVATE', player: alice, source: 'test-engine', ability: 0 },
      { type: 'ACTIVATE', player: alice, source: 'test-engine', ability: 1 },
      { type: 'ACTIVATE', player: alice, source: 'test-engine', ability: 2 },
      { type: 'ACTIVATE', player: 'bob', source: 'test-engine', ability: 1 }, // refused: bob doesn't hold priority (CR 117.1)
      { type: 'ACTIVATE', player: alice, source: 'bobs-pyromancer', ability: 0 }, // not its controller: prohibited (CR 602.2)
      { type: 'ACTIVATE', player: alice, source: 'nothing-here' }, // refused
      { type: 'PAY', player: alice }, // refused: nothing is being activated
    ];
  }
  const cancel: CastEventInput = { type: 'CANCEL', player: alice };
  const firstOfEachType = (events: CastEventInput[]) => events.filter((e, i) => events.findIndex((f) => f.type === e.type) === i);
  const choices = (events: CastEventInput[]) => [cancel, ...events, ...firstOfEachType([cancel, ...events]).map(fromBob)];
  if (snapshot.matches({ activating: { announcing: 'modes' } })) {
    return choices([
      { type: 'CHOOSE_MODES', player: alice, modes: [1] },
      { type: 'CHOOSE_MODES', player: alice, modes: [0, 1] },
      { type: 'ORDER_REDUCTIONS', player: alice, order: ['helm-of-awakening'] },
    ]);
  }
  if (snapshot.matches({ activating: { announcing: 'x' } })) return choices([{ type: 'ANNOUNCE_X', player: alice, x: 1 }, { type: 'ANNOUNCE_X', player: alice, x: 0 }]);
  if (snapshot.matches({ activating: { announcing: 'hybrid' } })) return choices([{ type: 'CHOOSE_HYBRID', player: alice, choices: ['G'] }, { type: 'CHOOSE_HYBRID', player: alice, choices: ['U'] }]);
  if (snapshot.matches({ activating: { announcing: 'phyrexian' } })) return choices([{ type: 'CHOOSE_PHYREXIAN', player: alice, choices: ['life'] }, { type: 'CHOOSE_PHYREXIAN', player: alice, choices: [] }]);
  if (snapshot.matches({ activating: 'targeting' })) {
    return choices([
      { type: 'CHOOSE_TARGETS', player: alice, targets: [['grizzly-bears']] },
      { type: 'CHOOSE_TARGETS', player: alice, targets: [['bob']] },
      { type: 'ORDER_REDUCTIONS', player: alice, order: ['grizzly-bears'] },
    ]);
  }
  if (snapshot.matches({ activating: 'dividing' })) return choices([{ type: 'DISTRIBUTE', player: alice, amounts: [1] }, { type: 'DISTRIBUTE', player: alice, amounts: [2] }]);
  if (snapshot.matches({ activating: 'activatingMana' })) {
    return choices([
      { type: 'ACTIVATE_MANA', player: alice, source: 'forest' },
      { type: 'ACTIVATE_MANA', player: alice, source: 'grizzly-bears' },
      { type: 'PAY', player: alice, mana: 'auto' },
      { type: 'PAY', player: alice, mana: [] },
    ]);
  }
  if (snapshot.matches({ activating: 'paying' })) return choices([{ type: 'PAY', player: alice, mana: [] }]);
  return [cancel];
}

const serialize = (snapshot: ActivationSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.status, snapshot.context.game, snapshot.context.refusal?.code ?? null, snapshot.context.rejected?.event ?? null, snapshot.context.rejected?.refusal.code ?? null]);

describe('602.2: model-based paths through the activation chart', () => {
  const paths = new TestModel(activationMachine, { input: { game, cards }, events: activationEvents, serializeState: serialize }).getShortestPaths();

  it('602.2, 733: every state and every reachable transition of the activation chart is taken; each state names its rule', () => {
    const coverage = coverageOf(activationMachine, paths, { game, cards });
    const unreachable = [
      'activate.activating.announcing.splice --SPLICE', // CR 702.47: splicing is onto spells
      'activate.activating.announcing.costs --CHOOSE_COSTS', // CR 602.2b: no alternative or optional costs
      'activate.activating.checkingLegality --[1]', // 601.2e can't fail for these abilities
      'activate.activating.announcing --ORDER_REDUCTIONS[1]', // CR 601.2f: no reduction applies to an ability's cost
      'activate.activating.targeting --ORDER_REDUCTIONS[1]',
    ];
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.filter((key) => !unreachable.some((u) => key.startsWith(u)))).toEqual([]);
    for (const node of allStateNodes(activationMachine.root).slice(1)) expect(node.meta).toMatchObject({ rule: expect.stringMatching(/^\d{3}(\.\d+[a-z]?)?$/) });
  });

  it('602.2a, 733: paths reach an activation, a reversal and a prohibition; a reversal restores the game', () => {
    const finals = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const outcome of ['activated', 'illegal', 'prohibited']) expect(finals).toContain(JSON.stringify(outcome));
    for (const path of paths.filter((p) => p.state.matches('illegal'))) expect(path.state.context.game).toEqual(game);
  });
});

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

describe('117.1: model-based paths through the game session', () => {
  const sessionEvents = (snapshot: SessionSnapshot): CastEventInput[] => {
    if (snapshot.matches('priority')) {
      return [
        { type: 'ACTIVATE_MANA', player: 'alice', source: 'mountain' },
        { type: 'ACTIVATE_MANA', player: 'bob', source: 'mountain' },
        { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
        { type: 'CAST', player: 'alice', card: 'nothing-here' },
        { type: 'ACTIVATE', player: 'alice', source: 'test-engine', ability: 1 },
        { type: 'ACTIVATE', player: 'alice', source: 'nothing-here' },
        { type: 'PAY', player: 'alice' },
      ];
    }
    if (snapshot.matches('casting')) return [{ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }, { type: 'PAY', player: 'alice' }];
    return [{ type: 'PAY', player: 'alice' }];
  };
  const serializeSession = (snapshot: SessionSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.game,
      snapshot.context.last?.outcome ?? null,
      snapshot.context.rejected?.event ?? null,
      snapshot.context.rejected?.refusal.code ?? null,
      Object.values(snapshot.children).map((child) => (child as { getSnapshot: () => { value: unknown } } | undefined)?.getSnapshot().value ?? null),
    ]);

  it('117.1, 605.3a: every state and transition of the session is taken', () => {
    const paths = new TestModel(sessionMachine, { input: { game, cards }, events: sessionEvents, serializeState: serializeSession }).getShortestPaths();
    // The graph's pure transitions don't run the child charts, so forwarding to them is replayed on explicit paths too.
    const forwarding: { steps: { event: CastEventInput }[] }[] = [
      { steps: [{ event: { type: 'CAST', player: 'alice', card: 'lightning-bolt' } }, { event: { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] } }, { event: { type: 'PAY', player: 'alice' } }] },
      { steps: [{ event: { type: 'ACTIVATE', player: 'alice', source: 'test-engine', ability: 0 } }, { event: { type: 'CANCEL', player: 'alice' } }] },
    ];
    const coverage = coverageOf(sessionMachine, [...paths, ...forwarding], { game, cards });
    // CR 117.5: putting triggered abilities on the stack needs a game where something triggers; its states and transitions are taken in 117.5-triggers-on-the-stack.test.ts.
    const triggering = (key: string) => key.startsWith('session.triggering');
    expect(coverage.states.missing.filter((key) => !triggering(key))).toEqual([]);
    // Done and error events come from the child charts (taken in the forwarding paths and in session.test.ts);
    // a chart that fails (the second spellchart.chartEnded transition) is taken in session.test.ts.
    const fromCharts = (key: string) => key.includes('--xstate.done.actor') || key.includes('--xstate.error.actor') || key.endsWith('--spellchart.chartEnded[1]');
    expect(coverage.transitions.missing.filter((key) => !fromCharts(key) && !triggering(key) && key !== 'session.priority --[0]')).toEqual([]);
  });
});
