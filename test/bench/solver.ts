/**
 * Benchmark of the payability solver (not a test: run it with `npx tsx test/bench/solver.ts`).
 *
 * 1. A 10-symbol cost, {2}{W}{W}{U}{B}{R}{G}{C}{S}, over 50, 200 and 800 mixed sources
 *    (basics, snow basics, Wastes, duals, Birds, Sol Ring, Gilded Lotus, Mana Confluence,
 *    Lotus Petal, Wall of Roots, Millikin, mana in the pool, convoke creatures), with a
 *    life budget of 20 and 30 cards in the library: median time of `solveManaPayment` and
 *    `canPayMana` over many runs on several boards, and the 800 ÷ 50 growth.
 * 2. Against a brute-force enumeration of every reachable mana pool (what "mana options"
 *    engines do) at 12, 14 and 16 flexible sources (duals, tri-lands, any-colour sources).
 * 3. The enumeration of "N mana of any one colour" choices at its worst: kinds of such
 *    sources, two of each, with 40 basics, for {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}.
 * 4. Chains (CR 605.3b): one to eight distinct Signets beside one Wastes, and two to eight
 *    filter lands alike beside one Mountain, payable and not.
 *
 * Prints a table, then a JSON summary on the last line.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { canPayMana, searchManaPayment, solveManaPayment } from '../../src/mana/solver.js';
import { oneQuery } from '../../src/mana/chain-budget.js';
import { paymentSources } from '../../src/costs/convoke-delve.js';
import { legalActions } from '../../src/activation/legal-actions.js';
import { commanderBoard, FIVE_PAIRS, land, prismBoard, sixteen, THREE_COLOURS, UNREACHED } from '../chain-fixtures.js';
import { pairLands } from '../solver-boards.js';
import type { ManaPaysFor, ManaSourceOption, SolveOptions } from '../../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../../src/mana/symbols.js';

const COLORS: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];
export const COST: ManaAmount = { ...NO_MANA, generic: 2, W: 2, U: 1, B: 1, R: 1, G: 1, C: 1, S: 1 };
export const OPTIONS: SolveOptions = { lifeBudget: 20, libraryBudget: 30 };

/** A small deterministic PRNG (mulberry32), so every run times the same boards. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Make = (id: string, pick: <T>(xs: readonly T[]) => T) => ManaSourceOption;
const base = (id: string, produces: readonly ManaType[], extra: Partial<ManaSourceOption> = {}): ManaSourceOption => ({
  id, produces, amount: 1, snow: false, inPool: false, oneType: true, ...extra,
});
/** Kinds of source and how often each appears on a board. */
const KINDS: readonly (readonly [number, Make])[] = [
  [30, (id, pick) => base(id, [pick(COLORS)])],
  [5, (id, pick) => base(id, [pick(COLORS)], { snow: true })],
  [5, (id) => base(id, ['C'])],
  [12, (id, pick) => base(id, [...new Set([pick(COLORS), pick(COLORS)])])],
  [8, (id) => base(id, COLORS)],
  [4, (id) => base(id, ['C'], { amount: 2 })],
  [3, (id) => base(id, COLORS, { amount: 3 })],
  [5, (id) => base(id, COLORS, { lifeCost: 1 })],
  [4, (id) => base(id, COLORS, { penalty: 2 })],
  [3, (id) => base(id, ['G'], { penalty: 1 })],
  [3, (id) => base(id, ['C'], { millCost: 1, penalty: 1 })],
  [10, (id, pick) => base(id, [pick([...COLORS, 'C'])], { inPool: true })],
  [8, (id, pick) => {
    const color = pick(COLORS);
    return base(id, [color], { only: [color, 'generic'] satisfies ManaPaysFor[] });
  }],
];

export function board(n: number, seed: number): ManaSourceOption[] {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const weight = KINDS.reduce((s, [w]) => s + w, 0);
  return Array.from({ length: n }, (_, i) => {
    let r = next() * weight;
    const kind = KINDS.find(([w]) => (r -= w) < 0) ?? KINDS[0]!;
    return kind[1](`s${i}`, pick);
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Median milliseconds of `run` over `boards`, `runs` timed calls each after `warmUp` untimed ones. */
function time(boards: readonly ManaSourceOption[][], runs: number, run: (sources: readonly ManaSourceOption[]) => unknown, warmUp = 20): number {
  for (const b of boards) for (let i = 0; i < warmUp; i++) run(b);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const b of boards) {
      const start = performance.now();
      run(b);
      samples.push(performance.now() - start);
    }
  }
  return median(samples);
}

/**
 * The brute force: every reachable mana pool (each source making each of its types, all of
 * an activation one type), deduplicated level by level, then whether any pool pays `cost`
 * (coloured and {C} first, the rest generic; no snow or `only` sources in this comparison).
 */
function bruteForce(cost: ManaAmount, sources: readonly ManaSourceOption[]): boolean {
  const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
  let pools = new Set<string>(['0,0,0,0,0,0']);
  for (const src of sources) {
    const next = new Set<string>();
    for (const key of pools) {
      next.add(key);
      const pool = key.split(',').map(Number);
      for (const t of new Set(src.produces)) {
        const made = [...pool];
        made[TYPES.indexOf(t)]! += src.amount;
        next.add(made.join(','));
      }
    }
    pools = next;
  }
  for (const key of pools) {
    const pool = key.split(',').map(Number);
    const spare = TYPES.reduce((n, t, i) => n + (pool[i] as number) - cost[t], 0);
    if (TYPES.every((t, i) => (pool[i] as number) >= cost[t]) && spare >= cost.generic) return true;
  }
  return false;
}

function flexible(n: number, seed: number): ManaSourceOption[] {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  return Array.from({ length: n }, (_, i) => {
    const r = next();
    const produces = r < 0.4 ? [pick(COLORS), pick(COLORS)] : r < 0.7 ? [pick(COLORS), pick(COLORS), pick(COLORS)] : COLORS;
    return base(`f${i}`, [...new Set(produces)]);
  });
}

/** Runs the benchmark and prints its table and JSON summary. */
export function main(): void {
const SIZES = [50, 200, 800] as const;
const BOARDS = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const rows: { sources: number; solveMs: number; canPayMs: number; payable: number }[] = [];
for (const n of SIZES) {
  const boards = Array.from({ length: BOARDS }, (_, k) => board(n, 1000 * n + k));
  const payable = boards.filter((b) => canPayMana(COST, b, OPTIONS)).length;
  rows.push({
    sources: n,
    solveMs: time(boards, RUNS, (b) => solveManaPayment(COST, b, OPTIONS)),
    canPayMs: time(boards, RUNS, (b) => canPayMana(COST, b, OPTIONS)),
    payable,
  });
}
const first = rows[0]!;
const last = rows[rows.length - 1]!;
const growth = { solve: last.solveMs / first.solveMs, canPay: last.canPayMs / first.canPayMs };

const BRUTE_COST: ManaAmount = { ...NO_MANA, generic: 4, W: 2, U: 1, B: 1, R: 1, G: 1 };
const brute = [12, 14, 16].map((n) => {
  const boards = Array.from({ length: 3 }, (_, k) => flexible(n, 77 * n + k));
  for (const b of boards) {
    if (bruteForce(BRUTE_COST, b) !== canPayMana(BRUTE_COST, b)) throw new Error(`brute force and solver disagree at ${n} sources`);
  }
  const bruteMs = time(boards, 5, (b) => bruteForce(BRUTE_COST, b));
  const solverMs = time(boards, RUNS, (b) => canPayMana(BRUTE_COST, b));
  return { sources: n, bruteMs, solverMs, ratio: bruteMs / solverMs };
});

const ANY_ONE: ManaAmount = { ...NO_MANA, W: 2, U: 2, B: 2, R: 2, G: 2 };
const variants: readonly Partial<ManaSourceOption>[] = [{}, { amount: 2 }, { snow: true }];
const enumeration = [1, 2, 3].map((kinds) => {
  const lotuses = variants.slice(0, kinds).flatMap((v, k) => [0, 1].map((j) => base(`lotus-${k}-${j}`, COLORS, { amount: 3, ...v })));
  const lands = Array.from({ length: 40 }, (_, i) => base(`land-${i}`, [COLORS[i % 5] as ManaType]));
  const withLands = [...lotuses, ...lands];
  return {
    kinds,
    configurations: 10 ** kinds,
    solveMs: time([withLands], Math.max(5, RUNS >> 2), (b) => solveManaPayment(ANY_ONE, b)),
    canPayMs: time([withLands], RUNS, (b) => canPayMana(ANY_ONE, b)),
    lotusesOnlyCanPayMs: time([lotuses], Math.max(5, RUNS >> 2), (b) => canPayMana(ANY_ONE, b)),
    lotusesOnlyPayable: canPayMana(ANY_ONE, lotuses),
  };
});

// Chains (CR 605.3b, 601.2g): d distinct Signets ("{1}, {T}: Add" two colours) and one Wastes.
// d + 1 mana is payable only by activating every Signet in a working order; d + 2 is not
// payable, though the relaxed flow (Signets free of their {1}) says it might be: a count cuts it.
const PAIRS: readonly (readonly [ManaType, ManaType])[] = [['W', 'U'], ['U', 'B'], ['B', 'R'], ['R', 'G'], ['G', 'W'], ['W', 'B'], ['U', 'R'], ['B', 'G']];
const chains = [1, 2, 3, 4, 5, 6, 7, 8].map((d) => {
  const signets = PAIRS.slice(0, d).map(([a, b], i) => base(`signet-${i}`, [a, b], { amount: 2, mana: [a, b], cost: { ...NO_MANA, generic: 1 } }));
  const sources = [base('wastes', ['C']), ...signets];
  const payable: ManaAmount = { ...NO_MANA, generic: d + 1 };
  const unpayable: ManaAmount = { ...NO_MANA, generic: d + 2 };
  if (!canPayMana(payable, sources) || canPayMana(unpayable, sources)) throw new Error(`chains of ${d}: unexpected answer`);
  const runs = Math.max(5, RUNS >> 2);
  return {
    signets: d,
    solveMs: time([sources], runs, (b) => solveManaPayment(payable, b)),
    canPayMs: time([sources], runs, (b) => canPayMana(payable, b)),
    unpayableMs: time([sources], runs, (b) => canPayMana(unpayable, b)),
  };
});

// Filter lands alike (Rugged Prairie: "{T}: Add {C}. {R/W}, {T}: Add {R}{R}, {R}{W}, or {W}{W}.",
// listed as the engine lists it) beside one Mountain: {W} k + 1 times is payable only through
// every Prairie in turn, k + 2 times is not; and {R}{k + 1} is more than they can make. Tried one
// Prairie each, in every order, 6 of them took 5.7 s (docs/performance-history.md, twenty-fifth round).
const prairie = (i: number): ManaSourceOption[] => [
  base(`prairie-${i}#0`, ['C'], { exclusive: `prairie-${i}/T` }),
  ...(['R', 'W'] as const).map((paid, w) => base(`prairie-${i}#1~${w}`, ['W', 'R'], { amount: 2, oneType: false, cost: { ...NO_MANA, [paid]: 1 }, exclusive: `prairie-${i}/T` })),
];
const filters = [2, 4, 6, 8].map((k) => {
  const sources = [base('mountain', ['R']), ...Array.from({ length: k }, (_, i) => prairie(i)).flat()];
  const payable: ManaAmount = { ...NO_MANA, W: k + 1 };
  const unpayable: ManaAmount = { ...NO_MANA, W: k + 2 };
  const tooMuch: ManaAmount = { ...NO_MANA, R: 1, generic: k + 1 };
  if (!canPayMana(payable, sources) || canPayMana(unpayable, sources) || canPayMana(tooMuch, sources)) throw new Error(`filter lands, ${k}: unexpected answer`);
  const runs = Math.max(5, RUNS >> 2);
  return {
    lands: k,
    solveMs: time([sources], runs, (b) => solveManaPayment(payable, b)),
    unpayableMs: time([sources], runs, (b) => canPayMana(unpayable, b)),
    tooMuchMs: time([sources], runs, (b) => canPayMana(tooMuch, b)),
  };
});

// Tap sets (CR 602.2b): k creatures of each of six colours (W, U, B, R, G, C), each tapping
// itself, one of a set of 2k (a Springleaf Drum's creatures): {G}×k{C}×k takes the last two
// kinds only. Counted kind by kind, each kind's number of activations was a choice: 519,350
// configurations at k = 12 (docs/performance-history.md, thirty-eighth round). Drawn from the
// set's hub inside the flow, one. Unbounded (one query with no bound), so the count is the answer.
const tapSets = [3, 6, 12].map((k) => {
  const set = { key: 'tap set 0', size: 2 * k };
  const sources = ['W', 'U', 'B', 'R', 'G', 'C'].flatMap((t) => Array.from({ length: k }, (_, i) => base(`${t}${i}#0`, [t as ManaType], { tapsOneOf: [set] })));
  const cost: ManaAmount = { ...NO_MANA, G: k, C: k };
  const unbounded = { work: Infinity, choices: Infinity };
  if (!oneQuery(() => canPayMana(cost, sources), undefined, unbounded) || oneQuery(() => canPayMana({ ...cost, W: 1 }, sources), undefined, unbounded)) throw new Error(`tap sets, ${k}: unexpected answer`);
  const runs = Math.max(5, RUNS >> 2);
  return {
    perKind: k,
    canPayMs: time([sources], runs, (b) => oneQuery(() => canPayMana(cost, b), undefined, unbounded)),
    solveMs: time([sources], runs, (b) => oneQuery(() => solveManaPayment(cost, b), undefined, unbounded)),
  };
});

// Lands of the ten colour pairs, each "{T}: Add {C}" or either colour (every other for 1 life), with
// 5 life: {W}{U}{B}{R}{G} three times each. Each land is a choice; walked to the end, twenty of
// them were cut at the default bound with no payment found (docs/performance-history.md,
// thirty-eighth round); bounded (branch and bound), a few dozen flows.
const FIVE_THREES: ManaAmount = { ...NO_MANA, W: 3, U: 3, B: 3, R: 3, G: 3 };
const colourPairs = [10, 20, 30, 40].map((n) => {
  const sources = pairLands(n);
  const found = searchManaPayment(FIVE_THREES, sources, { lifeBudget: 5 });
  return {
    lands: n,
    paid: found.solution !== null,
    cut: found.cut,
    searchMs: time([sources], Math.max(5, RUNS >> 2), (b) => searchManaPayment(FIVE_THREES, b, { lifeBudget: 5 })),
  };
});

// The bound (src/mana/chain-budget.ts; docs/performance.md, "The solver's bound"): eight of
// sixteen distinct chain sources found; five each of {W}, {U} and {B} found on a five-colour
// board of ten Signets, ten filter lands and five basics; and a cost twenty other such sources
// could pay, cut at the bound, alone and beside 10,000 Wastes (read as one source while orders
// are searched, src/mana/source-merge.ts). One warm-up and three timed searches each.
const searchMs = (cost: ManaAmount, sources: readonly ManaSourceOption[]): number => time([[...sources]], 3, (b) => searchManaPayment(cost, b), 1);
/**
 * One "what may I do now" (one query, src/mana/chain-budget.ts) on twenty prisms that can each
 * draw for the cut cost, each asking without its own mana: twenty long searches, bounded by the
 * query's budget. Each run on a game built afresh, so nothing is remembered; two runs.
 */
function drawingQueryMs(): number {
  const samples = [0, 1].map(() => {
    const { game, cards } = prismBoard(false, true);
    const start = performance.now();
    legalActions(game, cards, 'alice');
    return performance.now() - start;
  });
  return median(samples);
}

const bound = (() => {
  const { game, cards } = commanderBoard();
  const commander = paymentSources(game, cards, 'alice');
  const prisms = prismBoard();
  const unreached = paymentSources(prisms.game, prisms.cards, 'alice');
  const wastes = [...unreached, ...Array.from({ length: 10_000 }, (_, i) => land(`wastes-${i}#0`, ['C']))];
  const answers = [searchManaPayment(FIVE_PAIRS, sixteen), searchManaPayment(THREE_COLOURS, commander), searchManaPayment(UNREACHED, unreached), searchManaPayment(UNREACHED, wastes)];
  if (answers.map((a) => `${a.solution !== null} ${a.cut}`).join() !== 'true false,true false,false true,false true') throw new Error('the bound: unexpected answer');
  return {
    sixteenFoundMs: searchMs(FIVE_PAIRS, sixteen),
    commanderFoundMs: searchMs(THREE_COLOURS, commander),
    unreachedCutMs: searchMs(UNREACHED, unreached),
    unreachedBesideWastesCutMs: searchMs(UNREACHED, wastes),
    drawingQueryMs: drawingQueryMs(),
  };
})();

const f = (ms: number) => ms.toFixed(3).padStart(9);
console.log(`solver: 10-symbol cost ${'{2}{W}{W}{U}{B}{R}{G}{C}{S}'}, ${BOARDS} boards × ${RUNS} runs, median ms`);
console.log('sources  solveManaPayment  canPayMana  payable boards');
for (const r of rows) console.log(`${String(r.sources).padStart(7)}  ${f(r.solveMs)}         ${f(r.canPayMs)}   ${r.payable}/${BOARDS}`);
console.log(`growth 800 ÷ 50: solveManaPayment ${growth.solve.toFixed(1)}×, canPayMana ${growth.canPay.toFixed(1)}×`);
console.log('\nbrute-force pool enumeration vs canPayMana, {4}{W}{W}{U}{B}{R}{G}, median ms');
console.log('sources  brute force    solver     ratio');
for (const b of brute) console.log(`${String(b.sources).padStart(7)}  ${f(b.bruteMs)}  ${f(b.solverMs)}  ${b.ratio.toFixed(0).padStart(7)}×`);
console.log('\none-colour enumeration: k kinds of "3 (or 2) mana of any one colour", two of each, {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, median ms');
console.log('kinds  configurations  solve (+40 basics)  canPay (+40 basics)  canPay (lotuses only)');
for (const e of enumeration) {
  console.log(`${String(e.kinds).padStart(5)}  ${String(e.configurations).padStart(14)}  ${f(e.solveMs)}           ${f(e.canPayMs)}            ${f(e.lotusesOnlyCanPayMs)} (${e.lotusesOnlyPayable ? 'payable' : 'not payable'})`);
}
console.log('\nchains: d distinct Signets and one Wastes, {d+1} (payable: every Signet, in order) and {d+2} (not: cut by a count), median ms');
console.log('signets  solve {d+1}  canPay {d+1}  canPay {d+2}');
for (const c of chains) console.log(`${String(c.signets).padStart(7)}  ${f(c.solveMs)}    ${f(c.canPayMs)}    ${f(c.unpayableMs)}`);
console.log('\nfilter lands: k Rugged Prairies and one Mountain, {W} k + 1 times (payable: every Prairie in turn), k + 2 times (not), {R}{k + 1} (not: too much), median ms');
console.log('prairies  solve {W}x(k+1)  canPay {W}x(k+2)  canPay {R}{k+1}');
for (const c of filters) console.log(`${String(c.lands).padStart(8)}  ${f(c.solveMs)}       ${f(c.unpayableMs)}        ${f(c.tooMuchMs)}`);
console.log('\ntap sets: k creatures of each of six colours, each tapping one of a set of 2k, {G}xk{C}xk (payable: the last two kinds only), unbounded, median ms');
console.log('per kind  canPay      solve');
for (const c of tapSets) console.log(`${String(c.perKind).padStart(8)}  ${f(c.canPayMs)}  ${f(c.solveMs)}`);
console.log('\nlands of the ten colour pairs, {C} or either colour (every other for 1 life), 5 life, {W}{U}{B}{R}{G} three times each, searchManaPayment under the default bound, median ms');
console.log('lands  search     answer');
for (const c of colourPairs) console.log(`${String(c.lands).padStart(5)}  ${f(c.searchMs)}  ${c.paid ? 'paid' : 'no payment'}${c.cut ? ', cut' : ''}`);
console.log('\nthe bound on chain orders, median ms: eight of sixteen distinct chain sources (found), {W}x5{U}x5{B}x5 from ten Signets, ten filter lands and five basics (found), a cost twenty others could pay (cut), the same beside 10,000 Wastes (cut), and "what may I do now" with twenty prisms that can each draw for that cost (one query)');
console.log(`sixteen ${f(bound.sixteenFoundMs)}   five-colour board ${f(bound.commanderFoundMs)}   cut ${f(bound.unreachedCutMs)}   cut beside Wastes ${f(bound.unreachedBesideWastesCutMs)}   query ${f(bound.drawingQueryMs)}`);
console.log(
  JSON.stringify({
    node: process.version,
    nproc: cpus().length,
    runs: RUNS,
    boards: BOARDS,
    mixed: rows,
    growth800over50: growth,
    targets: { medianAt800Ms: 1, growth: 20, met: last.solveMs <= 1 && last.canPayMs <= 1 && growth.solve <= 20 && growth.canPay <= 20 },
    bruteForce: brute,
    enumeration,
    chains,
    filters,
    tapSets,
    colourPairs,
    bound,
  }),
);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
