/**
 * Benchmark of the engine (not a test: `npm run bench` runs it after the solver's).
 *
 * 1. A full cast of Lightning Bolt through the casting chart (actor, CAST, CHOOSE_TARGETS,
 *    PAY auto) ÷ the same src/ rule functions called directly, measured in one run: both
 *    warmed up until the JIT has settled, then timed alternately. The chart's time over its
 *    first few hundred casts, before the JIT has optimised it, is printed too.
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
import { activateManaForCostWithJournal, payTotalCost } from '../../src/costs/payment.js';
import { sourceOf } from '../../src/costs/self-costs.js';
import { hasCostChoices } from '../../src/casting/announce-costs.js';
import { dividesEffect } from '../../src/casting/division.js';
import { modesOf } from '../../src/casting/modes.js';
import { spliceCandidates } from '../../src/casting/splice.js';
import { costIncludesMana, lockTotalCost, totalCost } from '../../src/costs/total-cost.js';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { castableCards } from '../../src/casting/castable.js';
import { hasX, hybridSymbols, moveCardToStack, phyrexianSymbols, recordTargets } from '../../src/casting/announce.js';
import { checkProposal } from '../../src/casting/legality.js';
import { checkTargetChoice, hasLegalTargets, needsTargets } from '../../src/casting/targets.js';
import { mayBeginCasting } from '../../src/casting/timing.js';
import { createGame } from '../../src/scenario/build-game.js';
import type { GameState } from '../../src/game/state.js';
import { castTriggers, countSpellCast, releaseTriggers, targetTriggers } from '../../src/casting/triggers.js';
import { costEventTriggers } from '../../src/casting/cost-event-triggers.js';

const cards = BUILT_IN_CARDS;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Milliseconds `fn` takes once. */
function once(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Median milliseconds of `fn` over `runs` runs, after `warmUp` runs. */
function time(fn: () => void, runs: number, warmUp = Math.min(50, runs)): number {
  for (let i = 0; i < warmUp; i += 1) fn();
  return median(Array.from({ length: runs }, () => once(fn)));
}

/**
 * Medians of `a` and `b` for a ratio: both warmed up until the JIT has settled (as in a
 * long-running app), then timed alternately, so load on the machine falls on both alike.
 */
function timePair(a: () => void, b: () => void, runs: number, warmUp: number): { a: number; b: number } {
  for (let i = 0; i < warmUp; i += 1) {
    a();
    b();
  }
  const samplesA: number[] = [];
  const samplesB: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    samplesA.push(once(a));
    samplesB.push(once(b));
  }
  return { a: median(samplesA), b: median(samplesB) };
}

function boltGame(extraPermanents: number): GameState {
  return createGame({
    ids: 'names',
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

/**
 * The same rules, called directly, in the chart's order: every src/ function the chart's
 * guards and actions call for this cast, with the same arguments, and nothing else (no
 * event parsing or payload-shape checks, no XState). That includes each 601.2b–d question
 * "does this step apply?", the trigger checks at 601.2c, 601.2h and 601.2i, and 601.2g's
 * source search around the PAY event's payment.
 */
function castDirectly(game: GameState): void {
  if (!mayBeginCasting(game, cards, 'alice', 'lightning-bolt').ok) throw new Error('may not begin');
  let g = moveCardToStack(game, cards, 'alice', 'lightning-bolt').game;
  let spell = g.stack[g.stack.length - 1]!;
  const skipped =
    modesOf(cards, spell) === undefined &&
    spliceCandidates(g, cards, spell).length === 0 &&
    !hasCostChoices(g, cards, spell) &&
    !hasX(g, cards, spell) &&
    hybridSymbols(g, cards, spell).length === 0 &&
    phyrexianSymbols(g, cards, spell).length === 0;
  if (!skipped || !needsTargets(cards, spell) || !hasLegalTargets(g, cards, spell) || !checkTargetChoice(g, cards, spell, [['bob']]).ok) throw new Error('targets');
  const targeted = recordTargets(g, spell, [['bob']]);
  let held = targetTriggers(g, cards, [['bob']], spell);
  g = targeted;
  spell = g.stack[g.stack.length - 1]!;
  if (dividesEffect(cards, spell) || !checkProposal(g, cards, spell).ok) throw new Error('proposal');
  const cost = lockTotalCost(totalCost(g, cards, spell));
  if (!costIncludesMana(cost)) throw new Error('no mana');
  const payment = { mana: 'auto', sacrifice: [], discard: [], exile: [], return: [], tap: [], untap: [], tapPower: [], convoke: [], improvise: [], delve: [] } as const;
  const activated = activateManaForCostWithJournal(g, cards, 'alice', cost, spell.card, payment, sourceOf(spell)).game;
  held = [...held, ...costEventTriggers(g, activated, cards)];
  const paid = payTotalCost(activated, cards, 'alice', cost, payment, spell.card);
  if (!paid.ok) throw new Error('payment');
  held = [...held, ...costEventTriggers(activated, paid.value, cards)];
  countSpellCast({ ...paid.value, priority: 'alice' }, 'alice');
  releaseTriggers([...held, ...castTriggers(paid.value, cards, spell)], []);
}

/** Milliseconds of the CANCEL alone (the reversal hands back the saved game) after a cast reached its targets. */
function cancelMs(game: GameState): number {
  const actor = createActor(castingMachine, { input: { game, cards } }).start();
  actor.send({ type: 'CAST', player: 'alice', card: 'lightning-bolt' });
  actor.send({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
  const start = performance.now();
  actor.send({ type: 'CANCEL', player: 'alice' });
  return performance.now() - start;
}

/** Median CANCEL times at 10 and at 1,000 permanents, warmed up and sampled alternately like the cast. */
function rollbackMs(runs: number, warmUp: number): { at10: number; at1000: number } {
  const small = boltGame(10);
  const large = boltGame(1000);
  for (let i = 0; i < warmUp; i += 1) {
    cancelMs(small);
    cancelMs(large);
  }
  const at10: number[] = [];
  const at1000: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    at10.push(cancelMs(small));
    at1000.push(cancelMs(large));
  }
  return { at10: median(at10), at1000: median(at1000) };
}

function handGame(): GameState {
  const hand = ['Lightning Bolt', 'Counterspell', 'Kitchen Finks', 'Fireball', "Altar's Reap", 'Cryptic Command', 'Chord of Calling'];
  const lands = ['Forest', 'Island', 'Mountain', 'Swamp', 'Plains'];
  const others = ['Grizzly Bears', 'Llanowar Elves', 'Birds of Paradise', 'Sol Ring', 'Thalia, Guardian of Thraben', 'Sphere of Resistance', 'Memnite'];
  return createGame({
    ids: 'names',
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
  }, 2000, 2000);
}

export function runEngineBench() {
  // First, before anything else warms the JIT: casts 51–450 of the process, as a short-lived process sees them.
  const earlyChartMs = time(() => castThroughChart(bolt), 400);
  const { a: chartMs, b: directMs } = timePair(() => castThroughChart(bolt), () => castDirectly(bolt), 2000, 2000);
  const microsteps = microstepsPerEvent();
  const floorMs = xstateFloorMs(microsteps);
  const { at10: rollback10, at1000: rollback1000 } = rollbackMs(600, 300);
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
    cast: { earlyChartMs, chartMs, directMs, ratio: chartMs / directMs, target: 1.5, microsteps, xstateFloorMs: floorMs, floorRatio: (directMs + floorMs) / directMs },
    rollback: { at10Ms: rollback10, at1000Ms: rollback1000, ratio: rollback1000 / rollback10, target: 1.2 },
    castable: { handOf7Over100PermanentsMs: castableMs, target: 5 },
    castsPerSecond,
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const r = runEngineBench();
  const row = (name: string, value: string, target: string) => console.log(`${name.padEnd(44)} ${value.padStart(12)}   ${target}`);
  console.log(`engine benchmark, median ms (node ${r.node}, ${r.nproc} cores)`);
  row('full cast through the chart, casts 51-450', r.cast.earlyChartMs.toFixed(3), '');
  row('full cast through the chart, warmed up', r.cast.chartMs.toFixed(3), '');
  row('same rules called directly, warmed up', r.cast.directMs.toFixed(3), '');
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
