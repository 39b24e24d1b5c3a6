/**
 * spellchart/testing: docs/testing.md's example runs and prints what its comments say; the
 * models it builds reach every ending for a few real cards, every path replays on a real
 * actor to the same states and refusals, and a card with every kind of step covers every
 * state of the casting chart.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { castingMachine } from '../machines/casting.js';
import { dispatch } from '../machines/dispatch.js';
import {
  activationTestModel,
  castingTestModel,
  coverageOf,
  eventsFromPrompt,
  expectedSteps,
  type ModelPath,
} from '../machines/testing/index.js';
import { promptOf } from '../machines/prompt.js';
import type { ChartSnapshot } from '../machines/charts.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { OMNIBUS, SPLICER } from './step-fixtures.js';
import { gameOf, libraryWith } from './helpers.js';
import { againstSources } from './code-blocks.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const doc = readFileSync(join(root, 'docs', 'testing.md'), 'utf8');
const scratch = mkdtempSync(join(root, 'test', '.testing-doc-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function docExample(): string {
  const section = doc.slice(doc.indexOf('## The worked example'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block?.[1]) throw new Error('docs/testing.md has no ts block under "## The worked example"');
  return block[1];
}

const ALICE_MAIN = { activePlayer: 'alice', phase: 'precombatMain' } as const;

/** The games of the cards the toolkit is tried on, each with the object to cast or activate. */
const setups = {
  'Lightning Bolt': {
    game: gameOf({
      players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }],
      battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'bob' }],
      turn: ALICE_MAIN,
    }),
    card: 'lightning-bolt',
  },
  'Kitchen Finks': {
    game: gameOf({
      players: [{ id: 'alice', hand: ['Kitchen Finks'] }, { id: 'bob' }],
      battlefield: [{ card: 'Forest', controller: 'alice' }, { card: 'Plains', controller: 'alice' }, { card: 'Forest', controller: 'alice' }],
      turn: ALICE_MAIN,
    }),
    card: 'kitchen-finks',
  },
  'Cryptic Command, with a spell on the stack': {
    game: gameOf({
      players: [{ id: 'alice' }, { id: 'bob', hand: ['Cryptic Command'], manaPool: ['U', 'U', 'U', 'U'] }],
      battlefield: [{ card: 'Grizzly Bears', controller: 'alice' }],
      stack: [{ card: 'Lightning Bolt', controller: 'alice', targets: [['bob']] }],
      turn: ALICE_MAIN,
      priority: 'bob',
    }),
    card: 'cryptic-command',
  },
  Fireball: {
    game: gameOf({
      players: [{ id: 'alice', hand: ['Fireball'] }, { id: 'bob' }],
      battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'bob' }],
      turn: ALICE_MAIN,
    }),
    card: 'fireball',
  },
} as const;

const pyromancerGame = gameOf({
  players: [{ id: 'alice' }, { id: 'bob' }],
  battlefield: [{ card: 'Prodigal Pyromancer', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'bob' }, { card: 'Prodigal Pyromancer', id: 'bobs-pyromancer', controller: 'bob' }],
  turn: ALICE_MAIN,
});

/** Replays each path on a real actor: the same state after every event, and the same refusal (or none). */
function replays(machine: AnyStateMachine, paths: readonly ModelPath[], input: { game: GameState; cards?: CardLibrary }) {
  for (const path of paths) {
    const actor = createActor(machine as typeof castingMachine, { input }).start();
    for (const step of expectedSteps(path)) {
      const refusal = dispatch(actor, step.event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context.game).toEqual(step.state.context.game);
      expect(refusal?.code ?? null).toBe(step.refused);
    }
  }
}

const endings = (paths: readonly ModelPath[]) => new Set(paths.map((p) => p.steps.at(-1)!.state).filter((s) => s.status === 'done').map((s) => s.value as string));

describe('docs/testing.md', () => {
  it('601.2: the worked example replays every path of casting Lightning Bolt on a fake server and prints what its comments promise', async () => {
    const code = docExample();
    const expected = code
      .split('\n')
      .filter((line) => line.startsWith('console.log('))
      .map((line) => line.slice(line.lastIndexOf('// ') + 3).trim());
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const file = join(scratch, 'example.ts');
    const source = againstSources(code);
    expect(source).not.toContain(`'spellchart`);
    writeFileSync(file, source);
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    });
    try {
      await import(pathToFileURL(file).href);
    } finally {
      log.mockRestore();
    }
    expect(printed).toEqual(expected);
  });

});

describe('spellchart/testing: models of real cards', () => {
  for (const [name, { game, card }] of Object.entries(setups)) {
    it(`601.2, 601.3, 733: ${name}: the model reaches cast, and with refused events illegal and prohibited; every path replays`, () => {
      const legal = castingTestModel({ game, card }).getShortestPaths();
      expect(endings(legal)).toContain('cast');
      replays(castingMachine, legal, { game });
      const all = castingTestModel({ game, card, illegal: true }).getShortestPaths();
      for (const outcome of ['cast', 'illegal', 'prohibited']) expect(endings(all)).toContain(outcome);
      expect(all.some((p) => expectedSteps(p).some((s) => s.refused === 'WRONG_PLAYER'))).toBe(true);
      replays(castingMachine, all, { game });
    });
  }

  it("602.2, 602.5, 733: Prodigal Pyromancer's ability: activated, illegal and prohibited; every path replays", () => {
    const legal = activationTestModel({ game: pyromancerGame, source: 'prodigal-pyromancer' }).getShortestPaths();
    expect(endings(legal)).toContain('activated');
    replays(activationMachine, legal, { game: pyromancerGame });
    const all = activationTestModel({ game: pyromancerGame, illegal: true }).getShortestPaths();
    for (const outcome of ['activated', 'illegal', 'prohibited']) expect(endings(all)).toContain(outcome);
    replays(activationMachine, all, { game: pyromancerGame });
  });

  it('601.2: without card, the model casts each castable card; with it, only that one', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt', 'Memnite', 'Forest'] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: ALICE_MAIN });
    const initial = createActor(castingMachine, { input: { game } }).getSnapshot();
    expect(eventsFromPrompt(initial).map((e) => e.type === 'CAST' && e.card)).toEqual(['lightning-bolt', 'memnite']);
    expect(eventsFromPrompt(initial, { card: 'memnite' })).toEqual([{ type: 'CAST', player: 'alice', card: 'memnite' }]);
    expect(eventsFromPrompt(initial, { card: 'memnite', illegal: true })).toEqual([
      { type: 'CAST', player: 'alice', card: 'memnite' },
      { type: 'CAST', player: 'bob', card: 'memnite' }, // CR 117.1: without priority
      { type: 'PAY', player: 'alice', mana: 'auto' }, // nothing is being cast
      { type: 'CAST', player: 'alice', card: 'forest' }, // CR 601.3, 305.1: prohibited
      { type: 'CAST', player: 'alice', card: 'no-such-object' },
    ]);
  });

  it("107.3, 601.2b: Fireball's X is announced as the least and the most payable, and out of range when asked", () => {
    const { game } = setups.Fireball;
    const actor = createActor(castingMachine, { input: { game } }).start();
    dispatch(actor, { type: 'CAST', player: 'alice', card: 'fireball' });
    expect(promptOf(actor.getSnapshot()).step).toBe('x');
    const xs = (illegal: boolean) => eventsFromPrompt(actor.getSnapshot(), { illegal }).flatMap((e) => (e.type === 'ANNOUNCE_X' ? [[e.player, e.x]] : []));
    expect(xs(false)).toEqual([['alice', 0], ['alice', 1]]);
    expect(xs(true)).toEqual([['alice', 0], ['alice', 1], ['bob', 0], ['alice', 1_000_001]]);
  });

  it("602.2b: the activation chart's steps are prompted like the casting chart's", () => {
    const actor = createActor(activationMachine, { input: { game: pyromancerGame } }).start();
    const idle = promptOf(actor.getSnapshot() as ChartSnapshot);
    expect(idle).toMatchObject({ step: 'begin', events: ['ACTIVATE'], player: 'alice', options: { activatable: [{ source: 'prodigal-pyromancer', ability: 0 }] } });
    dispatch(actor, { type: 'ACTIVATE', player: 'alice', source: 'prodigal-pyromancer' });
    expect(promptOf(actor.getSnapshot())).toMatchObject({ step: 'targets', rule: '601.2c', player: 'alice' });
    expect(eventsFromPrompt(actor.getSnapshot())).toEqual([
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['alice']] },
      { type: 'CANCEL', player: 'alice' },
    ]);
  });
});

/** A test-only card whose cast needs every step the chart has, and a card to splice onto it. */
const omnibusCards = libraryWith(OMNIBUS, SPLICER);

const omnibusGame = gameOf(
  {
    players: [{ id: 'alice', hand: ['Test Omnibus', 'Test Splicer'] }, { id: 'bob' }],
    battlefield: [
      { card: 'Forest', controller: 'alice' },
      { card: 'Swamp', controller: 'alice' },
      // Two reductions apply to the instant, so their order may be named (CR 601.2f).
      { card: 'Goblin Electromancer', controller: 'alice' },
      { card: 'Helm of Awakening', controller: 'bob' },
      { card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: ALICE_MAIN,
  },
  omnibusCards,
);

describe('spellchart/testing: coverage', () => {
  const input = { game: omnibusGame, cards: omnibusCards };
  const paths = castingTestModel({ ...input, card: 'test-omnibus', illegal: true }).getShortestPaths();

  it('601.2a–i, 601.3, 733: a card with every kind of step visits every state of the casting chart; what it leaves out needs another card', () => {
    const coverage = coverageOf(castingMachine, paths, input);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.states.visited).toContain('cast.casting.announcing.splice');
    expect(coverage.transitions.taken).toContain('cast.casting.announcing --ORDER_REDUCTIONS[1]');
    expect(coverage.transitions.missing).toEqual([
      'cast.casting.announcing --ORDER_REDUCTIONS[0]', // the wrong player ordering reductions: not generated
      // Each step is needed, so none is passed over.
      'cast.casting.announcing.modes --[0]',
      'cast.casting.announcing.splice --[0]',
      'cast.casting.announcing.costs --[0]',
      'cast.casting.announcing.x --[0]',
      'cast.casting.announcing.hybrid --[0]',
      'cast.casting.announcing.phyrexian --[0]',
      'cast.casting.targeting --ORDER_REDUCTIONS[0]',
      'cast.casting.targeting --[0]',
      'cast.casting.dividing --[0]',
      'cast.casting.checkingLegality --[1]', // 601.2e can't fail with these cards
      // The cost always includes mana, so PAY at 601.2g passes straight through 601.2h.
      'cast.casting.activatingMana --[0]',
      'cast.casting.paying --PAY[0]',
      'cast.casting.paying --PAY[2]',
    ]);
    replays(castingMachine, paths, input);
    // Walks and replays every path of a card with every kind of step: a few seconds alone, more on a loaded machine.
  }, 30_000);

  it('reports what a few paths leave out', () => {
    const { game, card } = setups['Lightning Bolt'];
    const one = castingTestModel({ game, card }).getShortestPaths({ toState: (s) => s.matches('cast') });
    const coverage = coverageOf(castingMachine, one, { game });
    expect(coverage.states.missing).toEqual(['cast.illegal', 'cast.prohibited']);
    expect(coverage.transitions.taken).toContain('cast.casting.announcing.modes --[0]');
    expect(coverageOf(castingMachine, [], { game }).states.visited).toEqual([]);
    expect(coverageOf(castingMachine, [{ steps: [] }], { game }).states.visited).toEqual(['cast', 'cast.idle']);
  });
});
