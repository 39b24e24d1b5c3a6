/**
 * Two trees' "what may I do now" (or, with Q=cast, a full cast through the session on a fresh
 * battlefield; with Q=pay, Fireball cast with the largest X its prompt shows and paid with
 * 'auto', the X found once a tree; with Q=x, Fireball's X prompt, with the bench's library, on a
 * fresh battlefield) on the bench's board, timed in one process, for a change
 * smaller than the machine's noise between processes (docs/performance.md, "What made it
 * faster"). Each tree is a checkout whose bench code is compiled (`npx tsc -p
 * tsconfig.bench.json` in it); the tree loaded second reads 3–7% slower whatever its code
 * (docs/performance-history.md, sixty-fourth round), so each run is made both ways, each order in
 * a process of its own, and the figure is the geometric mean of the two orders' ratios.
 *
 *   npx tsc -p tsconfig.bench.json && node .bench/test/bench/ab-trees.js <old tree> <new tree>
 *
 * Environment: Q (query, cast, pay or x, query), N (permanents, 100), BLOCKS (blocks taken in turn, 20),
 * R (questions a block, 2,000), TIMES (runs of both orders, 3), WARM (untimed questions first,
 * 500), BOARD (a board of boards.ts or paired-boards.ts by its name, `board`), FRESH (set: the
 * query too on a battlefield built afresh each time, as a cast always is), CARDS (`bench`: the
 * query with the bench's library, for a board that names its cards; else the built-in one). Not
 * part of `npm run bench`.
 *
 * With `--instructions`, the figure is the instructions one question takes instead of its
 * time, counted by valgrind's cachegrind (not installed by npm) with V8 made deterministic
 * (`node --predictable --predictable-gc-schedule`: one thread, the same choices each run, and
 * a collector that doesn't grow the heap by the clock; without the second flag one tree's count
 * of 3,000 questions on fresh battlefields moved by 0.4–0.8% from run to run, with it by about
 * 0.15%): each tree asks R1 and then R2 questions (1,000 and 3,000) in a process of its own, and
 * the difference ÷ (R2 − R1) is a question's count once warmed up. That count still moved by up
 * to 4% from one invocation to the next on the sixty-ninth round's day, so a change of a few per
 * cent is counted in several invocations.
 * For a change smaller than the machine's noise even within one process; instructions are not
 * time (a cache miss costs none), so a change is measured both ways.
 *
 *   Q=query BOARD=boardWithExile N=1000 R1=10 R2=40 node .bench/test/bench/ab-trees.js --instructions <old> <new>
 */
import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { GameState } from '../../src/game/state.js';
import { median } from './engine.js';

/** What a tree lends the comparison: its bench board and the question asked of it. */
interface Tree {
  readonly board: (permanents: number) => GameState;
  readonly ask: (game: GameState) => unknown;
}

const QUESTIONS = ['query', 'cast', 'pay', 'x'] as const;
const question = (): (typeof QUESTIONS)[number] => {
  const asked = process.env['Q'] ?? 'query';
  const known = QUESTIONS.find((q) => q === asked);
  if (known === undefined) throw new Error(`Q must be one of ${QUESTIONS.join(', ')}`);
  return known;
};

const numberOf = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

async function load(root: string): Promise<Tree> {
  const from = (path: string) => import(pathToFileURL(resolve(root, '.bench', path)).href) as Promise<Record<string, unknown>>;
  const [boards, paired, library, actions, engine] = await Promise.all([from('test/bench/boards.js'), from('test/bench/paired-boards.js'), from('src/cards/library.js'), from('src/activation/legal-actions.js'), from('test/bench/engine.js')]);
  const named = process.env['BOARD'] ?? 'board';
  const board = (boards[named] ?? paired[named]) as Tree['board'] | undefined;
  if (typeof board !== 'function') throw new Error(`BOARD: no board named ${named} in boards.ts or paired-boards.ts`);
  const fresh = boards.freshBattlefield as (game: GameState) => GameState;
  if (question() === 'cast') {
    const cast = engine.castThroughSession as (game: GameState) => void;
    return { board, ask: (game) => cast(fresh(game)) };
  }
  if (question() === 'pay') return payingLargest(board, fresh, engine, await from('test/bench/prompts.js'), await from('test/bench/bench-cards.js'));
  if (question() === 'x') {
    const largest = (await from('test/bench/prompts.js')).largestFireballX as (game: GameState, cards: object) => number;
    const cards = (await from('test/bench/bench-cards.js')).WITH_BENCH_CARDS as object;
    return { board, ask: (game) => largest(fresh(game), cards) };
  }
  const query = actions.legalActions as (game: GameState, cards: object, player: string) => unknown;
  // CARDS=bench: the bench's library (bench-cards.ts), for the boards of growth.ts that name its cards.
  const cards = (process.env['CARDS'] === 'bench' ? (await from('test/bench/bench-cards.js')).WITH_BENCH_CARDS : library.BUILT_IN_CARDS) as object;
  const afresh = process.env['FRESH'] !== undefined;
  return { board, ask: (game) => query(afresh ? fresh(game) : game, cards, 'alice') };
}

/** Q=pay: Fireball with the largest X the prompt shows on the board (found once a tree, in the warm-up), cast and paid with 'auto' on a fresh battlefield. */
function payingLargest(board: Tree['board'], fresh: (game: GameState) => GameState, engine: Record<string, unknown>, prompts: Record<string, unknown>, benchCards: Record<string, unknown>): Tree {
  const cards = benchCards.WITH_BENCH_CARDS as object;
  const largest = prompts.largestFireballX as (game: GameState, cards: object) => number;
  const awaiting = engine.fireballAwaitingPayment as (game: GameState, x: number, cards: object) => { readonly actor: unknown; readonly pay: unknown };
  const send = engine.sendAll as (actor: unknown, events: readonly unknown[]) => void;
  const xs = new WeakMap<GameState, number>();
  return {
    board,
    ask: (game) => {
      let x = xs.get(game);
      if (x === undefined) xs.set(game, (x = largest(game, cards)));
      const { actor, pay } = awaiting(fresh(game), x, cards);
      send(actor, [pay]);
    },
  };
}

/** One order: `first` loaded, then `second`; the blocks taken in turn; the second's median ÷ the first's. */
async function oneOrder(first: string, second: string): Promise<number> {
  const permanents = numberOf('N', 100);
  const blocks = numberOf('BLOCKS', 20);
  const queries = numberOf('R', 2000);
  const trees = [await load(first), await load(second)];
  const games = trees.map((tree) => tree.board(permanents));
  const ask = (k: number) => trees[k]!.ask(games[k]!);
  for (let i = 0; i < numberOf('WARM', 500); i += 1) [0, 1].forEach(ask);
  const times: [number[], number[]] = [[], []];
  for (let block = 0; block < blocks; block += 1) {
    for (const k of block % 2 ? [0, 1] : [1, 0]) {
      const start = performance.now();
      for (let i = 0; i < queries; i += 1) ask(k);
      times[k]!.push((performance.now() - start) / queries);
    }
  }
  return median(times[1]) / median(times[0]);
}

/** `--count <tree> <questions>`: the tree's board, and the question asked that many times, untimed (what `--instructions` counts). */
async function asked(tree: string, questions: number): Promise<void> {
  const { board, ask } = await load(tree);
  const game = board(numberOf('N', 100));
  for (let i = 0; i < questions; i += 1) ask(game);
}

/** The instructions cachegrind counts for `tree` asking `questions` questions (and building its board and loading). */
async function instructionsOf(tree: string, questions: number): Promise<number> {
  const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--predictable', '--predictable-gc-schedule', process.argv[1]!, '--count', tree, String(questions)];
  const stderr = await new Promise<string>((done, fail) => {
    execFile('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 26 }, (error, _out, err) => (error ? fail(new Error(`valgrind (needed by --instructions) ran ${tree}: ${error.message}\n${err.slice(-2000)}`)) : done(err)));
  });
  const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr);
  if (!refs) throw new Error(`valgrind gave no count for ${tree}:\n${stderr.slice(-2000)}`);
  return Number(refs[1]!.replaceAll(',', ''));
}

/** `--instructions <old> <new>`: each tree's instructions a question once warmed up, and new ÷ old (the two trees counted side by side). */
async function instructions(oldTree: string, newTree: string): Promise<void> {
  const [few, many] = [numberOf('R1', 1000), numberOf('R2', 3000)];
  if (many <= few) throw new Error('R2 must be larger than R1');
  const perQuestion = async (tree: string) => ((await instructionsOf(tree, many)) - (await instructionsOf(tree, few))) / (many - few);
  const [before, after] = await Promise.all([perQuestion(oldTree), perQuestion(newTree)]);
  console.log(`${question()}, N=${numberOf('N', 100)}, ${process.env['BOARD'] ?? 'board'}: instructions a question, old ${Math.round(before)}, new ${Math.round(after)}, new ÷ old ${(after / before).toFixed(4)}`);
}

async function main(): Promise<void> {
  const [flag, ...trees] = process.argv.slice(2);
  if (flag === '--order') {
    console.log(JSON.stringify(await oneOrder(trees[0]!, trees[1]!)));
    return;
  }
  if (flag === '--count') {
    const questions = Number(trees[1]);
    if (trees[0] === undefined || !Number.isInteger(questions) || questions < 0) throw new Error('usage: ab-trees.js --count <tree> <questions>');
    return asked(trees[0], questions);
  }
  if (flag === '--instructions') {
    if (trees[0] === undefined || trees[1] === undefined) throw new Error('usage: ab-trees.js --instructions <old tree> <new tree>');
    return instructions(trees[0], trees[1]);
  }
  const [oldTree, newTree] = [flag, trees[0]];
  if (oldTree === undefined || newTree === undefined) throw new Error('usage: ab-trees.js <old tree> <new tree>');
  const order = (first: string, second: string): number => Number(execFileSync(process.execPath, [process.argv[1]!, '--order', first, second], { encoding: 'utf8' }).trim());
  for (let run = 0; run < numberOf('TIMES', 3); run += 1) {
    const newSecond = order(oldTree, newTree);
    const oldSecond = order(newTree, oldTree);
    const ratio = Math.sqrt(newSecond / oldSecond);
    console.log(`${question()}, N=${numberOf('N', 100)}, ${process.env['BOARD'] ?? 'board'}: new ÷ old loaded second ${newSecond.toFixed(3)}, old ÷ new loaded second ${oldSecond.toFixed(3)}, geometric mean new ÷ old ${ratio.toFixed(3)}`);
  }
}

await main();
