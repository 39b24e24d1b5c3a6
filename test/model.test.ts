/**
 * Model-based test of the casting chart with xstate/graph: the graph's shortest paths to
 * every reachable state are replayed on a real actor; along the way every state of the
 * chart and every one of its transitions must be taken, and every state must name its rule.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { allStateNodes, coverageOf } from '../machines/testing/index.js';
import { castingMachine } from '../machines/casting.js';
import type { CastEventInput } from '../src/events/schema.js';
import { gameOf, libraryWith } from './helpers.js';
import { OMNIBUS, SPLICER } from './step-fixtures.js';

type CastSnapshot = SnapshotFrom<typeof castingMachine>;

/** The cards every step of the chart needs (step-fixtures), and one whose target can't exist. */
const cards = libraryWith(OMNIBUS, SPLICER, {
  name: 'Test Walker Bane',
  manaCost: '{R}',
  types: ['Instant'],
  targets: [{ filter: 'planeswalker' }],
  text: 'Test card: targets a planeswalker, and there are none.',
});

const game = gameOf(
  {
    players: [
      // Omnibus needs every announcement; Memnite needs none, no target and no mana;
      // Test Walker Bane finds no planeswalker to target; Forest is a land (prohibited).
      { id: 'alice', hand: ['Test Omnibus', 'Memnite', 'Test Walker Bane', 'Forest', 'Test Splicer'], life: 20 },
      { id: 'bob', hand: ['Shock'] },
    ],
    battlefield: [
      { card: 'Forest', id: 'forest-in-play', controller: 'alice' },
      { card: 'Plains', controller: 'alice' },
      { card: 'Swamp', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'bob' },
      { card: 'Helm of Awakening', controller: 'bob' },
    ],
    turn: { activePlayer: 'alice', phase: 'precombatMain' },
  },
  cards,
);

/** The same event sent by bob, who isn't casting: refused (CR 601.6). */
const fromBob = (event: CastEventInput): CastEventInput => ({ ...event, player: 'bob' });

/** Events drawn from what each step asks: legal, illegal, and from the wrong player. */
function eventsFor(snapshot: CastSnapshot): CastEventInput[] {
  const alice = 'alice';
  if (snapshot.matches('idle')) {
    return [
      { type: 'CAST', player: alice, card: 'test-omnibus' },
      { type: 'CAST', player: alice, card: 'memnite' },
      { type: 'CAST', player: alice, card: 'test-walker-bane' },
      { type: 'CAST', player: alice, card: 'forest' }, // a land: prohibited
      { type: 'CAST', player: alice, card: 'no-such-card' }, // refused: nothing by that id
      { type: 'PAY', player: alice, mana: 'auto' }, // refused: nothing is being cast
    ];
  }
  const cancel: CastEventInput = { type: 'CANCEL', player: alice };
  const firstOfEachType = (events: CastEventInput[]) => events.filter((e, i) => events.findIndex((f) => f.type === e.type) === i);
  const choices = (events: CastEventInput[]) => [cancel, ...events, ...firstOfEachType([cancel, ...events]).map(fromBob)];
  const reductionOrders: CastEventInput[] = [
    { type: 'ORDER_REDUCTIONS', player: alice, order: ['helm-of-awakening'] },
    { type: 'ORDER_REDUCTIONS', player: alice, order: ['grizzly-bears'] },
  ];
  if (snapshot.matches({ casting: { announcing: 'modes' } })) {
    return choices([{ type: 'CHOOSE_MODES', player: alice, modes: [1] }, { type: 'CHOOSE_MODES', player: alice, modes: [0, 1] }, ...reductionOrders]);
  }
  if (snapshot.matches({ casting: { announcing: 'splice' } })) {
    return choices([{ type: 'SPLICE', player: alice, cards: [] }, { type: 'SPLICE', player: alice, cards: ['memnite'] }]);
  }
  if (snapshot.matches({ casting: 'dividing' })) {
    return choices([{ type: 'DISTRIBUTE', player: alice, amounts: [1] }, { type: 'DISTRIBUTE', player: alice, amounts: [2] }]);
  }
  if (snapshot.matches({ casting: { announcing: 'costs' } })) {
    return choices([
      { type: 'CHOOSE_COSTS', player: alice, optional: { kicker: 1 } },
      { type: 'CHOOSE_COSTS', player: alice, alternative: 'evoke' },
      ...reductionOrders,
    ]);
  }
  if (snapshot.matches({ casting: { announcing: 'x' } })) return choices([{ type: 'ANNOUNCE_X', player: alice, x: 1 }, { type: 'ANNOUNCE_X', player: alice, x: 0 }]);
  if (snapshot.matches({ casting: { announcing: 'hybrid' } })) {
    return choices([{ type: 'CHOOSE_HYBRID', player: alice, choices: ['G'] }, { type: 'CHOOSE_HYBRID', player: alice, choices: ['U'] }]);
  }
  if (snapshot.matches({ casting: { announcing: 'phyrexian' } })) {
    return choices([{ type: 'CHOOSE_PHYREXIAN', player: alice, choices: ['life'] }, { type: 'CHOOSE_PHYREXIAN', player: alice, choices: [] }]);
  }
  if (snapshot.matches({ casting: 'targeting' })) {
    return choices([
      { type: 'CHOOSE_TARGETS', player: alice, targets: [['grizzly-bears']] },
      { type: 'CHOOSE_TARGETS', player: alice, targets: [['bob']] },
      ...reductionOrders,
    ]);
  }
  if (snapshot.matches({ casting: 'activatingMana' })) {
    return choices([
      { type: 'ACTIVATE_MANA', player: alice, source: 'forest-in-play' },
      { type: 'ACTIVATE_MANA', player: alice, source: 'grizzly-bears' },
      { type: 'PAY', player: alice, mana: 'auto' },
      { type: 'PAY', player: alice, mana: [] },
    ]);
  }
  if (snapshot.matches({ casting: 'paying' })) return choices([{ type: 'PAY', player: alice, mana: [] }]);
  return [cancel];
}

/** The chart's value, the game, and why the last event was refused, if it was. */
const serializeState = (snapshot: CastSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.status, snapshot.context.game, snapshot.context.reductionOrder, snapshot.context.refusal?.code ?? null, snapshot.context.rejected?.event ?? null, snapshot.context.rejected?.refusal.code ?? null]);

/**
 * 601.2e can't fail with today's cards (it will with 601.3 prohibitions such as Void
 * Winnower), so its refusing branch is covered on a copy whose legality guard says no.
 */
const houseRuled = castingMachine.provide({ guards: { proposalIsLegal: () => false } });

describe('601.2: model-based paths through the casting chart', () => {
  // TestModel itself rather than createTestModel, which would also send the root's '*' descriptor as an event.
  const model = new TestModel(castingMachine, { input: { game, cards }, events: eventsFor, serializeState });
  const paths = [
    ...model.getShortestPaths().map((path) => ({ machine: castingMachine, path })),
    ...new TestModel(houseRuled, { input: { game, cards }, events: eventsFor, serializeState })
      .getShortestPaths({ toState: (s) => s.matches('illegal') && s.context.refusal?.code === 'ILLEGAL_PROPOSAL' })
      .map((path) => ({ machine: houseRuled, path })),
  ];

  it('601.2: the graph reaches every outcome', () => {
    const finals = new Set(paths.map((p) => JSON.stringify(p.path.state.value)));
    for (const outcome of ['cast', 'illegal', 'prohibited']) expect(finals).toContain(JSON.stringify(outcome));
  });

  it('601.2a–i, 733: replaying every path behaves as the graph says, and a reversed or prohibited cast leaves the game as it was', () => {
    for (const { machine, path } of paths) {
      const actor = createActor(machine, { input: { game, cards } }).start();
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) continue;
        actor.send(step.event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        if (snapshot.matches('illegal') || snapshot.matches('prohibited')) expect(snapshot.context.game).toEqual(game); // CR 733
        if (snapshot.context.rejected && snapshot.status === 'active') expect(snapshot.context.rejected.refusal.rule).toBeTruthy();
      }
    }
  });

  it('601.2a–i: the paths visit every state and take every transition of the chart (spellchart/testing coverage); each state names its rule', () => {
    const covered = [castingMachine, houseRuled].map((machine) =>
      coverageOf(machine, paths.filter((p) => p.machine === machine).map((p) => p.path), { game, cards }),
    );
    const missing = (pick: (c: (typeof covered)[number]) => readonly string[]) => pick(covered[0]!).filter((key) => !covered.some((c) => !pick(c).includes(key)));
    expect(missing((c) => c.states.missing)).toEqual([]);
    expect(missing((c) => c.transitions.missing)).toEqual([]);
    for (const node of allStateNodes(castingMachine.root).slice(1)) expect(node.meta).toMatchObject({ rule: expect.stringMatching(/^\d{3}(\.\d+[a-z]?)?$/) });
  });
});
