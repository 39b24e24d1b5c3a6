/**
 * Benchmark of the engine (not a test: `npm run bench` runs it after the solver's).
 *
 * 1. A full cast of Lightning Bolt through the casting chart (actor, CAST, CHOOSE_TARGETS,
 *    PAY auto) ÷ the same src/ rule functions called directly, measured in one run.
 * 2. Reversing a cast (CANCEL: the saved game handed back) with 1,000 permanents ÷ with 10.
 * 3. "What can I cast now" (castableCards) for a 7-card hand over 100 permanents.
 * 4. Full casts per second through the chart.
 * Also counts the chart's microsteps per event (where XState's share of the time goes).
 *
 * Prints a table, then a JSON summary on the last line.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { assign, createActor, setup } from 'xstate';
import { castingMachine } from '../../machines/casting.js';
import { activateManaForCost, payTotalCost } from '../../src/costs/payment.js';
import { lockTotalCost, totalCost } from '../../src/costs/total-cost.js';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { castableCards } from '../../src/casting/castable.js';
import { moveCardToStack, recordTargets } from '../../src/casting/announce.js';
import { checkProposal } from '../../src/casting/legality.js';
import { checkTargetChoice, hasLegalTargets } from '../../src/casting/targets.js';
import { mayBeginCasting } from '../../src/casting/timing.js';
import { createGame } from '../../src/scenario/build-game.js';
import type { GameState } from '../../src/game/state.js';
import { countSpellCast } from '../../src/rules/triggers.js';

const cards = BUILT_IN_CARDS;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median milliseconds of `fn` over `runs` runs, after a warm-up. */
function time(fn: () => void, runs: number): number {
  for (let i = 0; i < Math.min(50, runs); i += 1) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function boltGame(extraPermanents: number): GameState {
  return createGame({
    players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }],
    battlefield: [
      { card: 'Mountain', controller: 'alice' },
      ...Array.from({ length: extraPermanents }, (_, i) => ({ card: i % 2 ? 'Grizzly Bears' : 'Forest', controller: i % 3 ? 'bob' : 'alice', tapped: true })),
    ],
    turn: { activePlayer: 'alice', phase: 'precombatMain' },
  });
}

const bolt = boltGame(10);

function castThroughChart(game: GameState): void {
  const actor = createActor(castingMachine, { input: { game, cards } }).start();
  actor.send({ type: 'CAST', player: 'alice', card: 'lightning-bolt' });
  actor.send({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
  actor.send({ type: 'PAY', player: 'alice', mana: 'auto' });
  if (actor.getSnapshot().value !== 'cast') throw new Error('the benchmark cast did not complete');
}

/** The same rules, called directly, in the chart's order. */
function castDirectly(game: GameState): void {
  if (!mayBeginCasting(game, cards, 'alice', 'lightning-bolt').ok) throw new Error('may not begin');
  let g = moveCardToStack(game, cards, 'alice', 'lightning-bolt');
  let spell = g.stack[g.stack.length - 1]!;
  if (!hasLegalTargets(g, cards, spell) || !checkTargetChoice(g, cards, spell, [['bob']]).ok) throw new Error('targets');
  g = recordTargets(g, spell, [['bob']]);
  spell = g.stack[g.stack.length - 1]!;
  if (!checkProposal(g, cards, spell).ok) throw new Error('proposal');
  const cost = lockTotalCost(totalCost(g, cards, spell));
  g = activateManaForCost(g, cards, 'alice', cost, spell.card);
  const payment = { mana: 'auto', sacrifice: [], discard: [], exile: [], return: [], tap: [], untap: [], convoke: [], delve: [] } as const;
  const paid = payTotalCost(g, cards, 'alice', cost, payment, spell.card);
  if (!paid.ok) throw new Error('payment');
  countSpellCast({ ...paid.value, priority: 'alice' });
}

/** Time of the CANCEL alone: the reversal hands back the saved game. */
function rollbackMs(permanents: number, runs: number): number {
  const game = boltGame(permanents);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const actor = createActor(castingMachine, { input: { game, cards } }).start();
    actor.send({ type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    actor.send({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    const start = performance.now();
    actor.send({ type: 'CANCEL', player: 'alice' });
    samples.push(performance.now() - start);
  }
  return median(samples.slice(20));
}

function handGame(): GameState {
  const hand = ['Lightning Bolt', 'Counterspell', 'Kitchen Finks', 'Fireball', "Altar's Reap", 'Cryptic Command', 'Chord of Calling'];
  const lands = ['Forest', 'Island', 'Mountain', 'Swamp', 'Plains'];
  const others = ['Grizzly Bears', 'Llanowar Elves', 'Birds of Paradise', 'Sol Ring', 'Thalia, Guardian of Thraben', 'Sphere of Resistance', 'Memnite'];
  return createGame({
    players: [{ id: 'alice', hand }, { id: 'bob' }],
    battlefield: Array.from({ length: 100 }, (_, i) => ({
      card: i % 3 === 0 ? others[i % others.length]! : lands[i % lands.length]!,
      controller: i % 2 ? 'alice' : 'bob',
      tapped: i % 4 === 0,
    })),
    turn: { activePlayer: 'alice', phase: 'precombatMain' },
  });
}

/** How many microsteps (state changes, eventless hops included) the chart takes for each event of the cast. */
function microstepsPerEvent(): { CAST: number; CHOOSE_TARGETS: number; PAY: number } {
  let microsteps = 0;
  const actor = createActor(castingMachine, { input: { game: bolt, cards }, inspect: (e) => void (e.type === '@xstate.microstep' && (microsteps += 1)) }).start();
  const count = (event: Parameters<typeof actor.send>[0]): number => {
    const before = microsteps;
    actor.send(event);
    return microsteps - before;
  };
  return {
    CAST: count({ type: 'CAST', player: 'alice', card: 'lightning-bolt' }),
    CHOOSE_TARGETS: count({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }),
    PAY: count({ type: 'PAY', player: 'alice', mana: 'auto' }),
  };
}

/**
 * XState's own cost for that many microsteps: a flat chart whose states only count, taking
 * the same number of eventless hops and events as the cast. No chart with one state per
 * rule step can cost less than the direct path plus this.
 */
function xstateFloorMs(steps: { CAST: number; CHOOSE_TARGETS: number; PAY: number }): number {
  const perEvent = [steps.CAST, steps.CHOOSE_TARGETS, steps.PAY];
  const total = perEvent.reduce((a, b) => a + b, 0);
  const states: Record<string, object> = {};
  let at = 0;
  perEvent.forEach((count) => {
    for (let i = 0; i < count; i += 1, at += 1) {
      states[`s${at}`] = i === 0 ? { on: { GO: { target: `s${at + 1}`, actions: 'count' } } } : { entry: 'count', always: `s${at + 1}` };
    }
  });
  states[`s${total}`] = { type: 'final' };
  const counting = setup({ types: { context: {} as { n: number } }, actions: { count: assign(({ context }) => ({ n: context.n + 1 })) } });
  type States = NonNullable<Parameters<typeof counting.createMachine>[0]['states']>;
  const flat = counting.createMachine({ context: { n: 0 }, initial: 's0', states: states as States });
  return time(() => {
    const actor = createActor(flat).start();
    for (let i = 0; i < perEvent.length; i += 1) actor.send({ type: 'GO' });
  }, 400);
}

export function runEngineBench() {
  const chartMs = time(() => castThroughChart(bolt), 400);
  const directMs = time(() => castDirectly(bolt), 400);
  const microsteps = microstepsPerEvent();
  const floorMs = xstateFloorMs(microsteps);
  const rollback10 = rollbackMs(10, 300);
  const rollback1000 = rollbackMs(1000, 300);
  const hand = handGame();
  const castableMs = time(() => castableCards(hand, cards, 'alice'), 60);
  const start = performance.now();
  let casts = 0;
  while (performance.now() - start < 1000) {
    castThroughChart(bolt);
    casts += 1;
  }
  const castsPerSecond = casts / ((performance.now() - start) / 1000);
  return {
    node: process.version,
    nproc: cpus().length,
    cast: { chartMs, directMs, ratio: chartMs / directMs, target: 1.5, microsteps, xstateFloorMs: floorMs, floorRatio: (directMs + floorMs) / directMs },
    rollback: { at10Ms: rollback10, at1000Ms: rollback1000, ratio: rollback1000 / rollback10, target: 1.2 },
    castable: { handOf7Over100PermanentsMs: castableMs, target: 5 },
    castsPerSecond,
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const r = runEngineBench();
  const row = (name: string, value: string, target: string) => console.log(`${name.padEnd(44)} ${value.padStart(12)}   ${target}`);
  console.log(`engine benchmark, median ms (node ${r.node}, ${r.nproc} cores)`);
  row('full cast through the chart', r.cast.chartMs.toFixed(3), '');
  row('same rules called directly', r.cast.directMs.toFixed(3), '');
  row('chart ÷ direct', `${r.cast.ratio.toFixed(2)}×`, `target ≤ ${r.cast.target}×`);
  const steps = r.cast.microsteps;
  row('chart microsteps: CAST, CHOOSE_TARGETS, PAY', `${steps.CAST}, ${steps.CHOOSE_TARGETS}, ${steps.PAY}`, '');
  row('XState alone, a flat chart with those steps', r.cast.xstateFloorMs.toFixed(3), '');
  row('lowest chart ÷ direct with those steps', `${r.cast.floorRatio.toFixed(2)}×`, '');
  row('rollback (CANCEL) at 10 permanents', r.rollback.at10Ms.toFixed(4), '');
  row('rollback (CANCEL) at 1,000 permanents', r.rollback.at1000Ms.toFixed(4), '');
  row('rollback 1,000 ÷ 10', `${r.rollback.ratio.toFixed(2)}`, `target ≤ ${r.rollback.target}`);
  row('castableCards, 7 cards over 100 permanents', r.castable.handOf7Over100PermanentsMs.toFixed(3), `target ≤ ${r.castable.target} ms`);
  row('full casts per second', r.castsPerSecond.toFixed(0), '');
  console.log(JSON.stringify(r));
}
