/**
 * Growth with the board (not a test: `npm run bench:growth`): a full cast through the session
 * (also in a game whose libraries hold as many cards as the battlefield, boards.ts
 * `boardWithLibraries`, beside one permanent in forty alice's filter land or Prismatic Lens,
 * `boardWithFilters`, and beside one in four hers a mana source of each of the library's 45 kinds,
 * `boardWithManaKinds`, and beside one in forty hers a Mesmeric Orb or Herd Baloth, whose triggers watch what a payment does, `boardWithWatchers`, and with every filler alice's and untapped, `boardAllHers`), "what may I do now" (also beside those mana sources, with every filler hers, beside one permanent in twenty alice's Castle Garenbrig or Sea Scryer, whose restricted mana may pay the Scryers' costs, `boardWithGarenbrigs`, beside one in four her Mountain or Mox Opal, whose ability counts her artifacts, `boardWithMoxen`, with one in forty her Aven Archer, whose ability has no target outside combat, `boardWithArchers`, with one in forty her Deepfire Elemental, whose ability's target is bound by its X, `boardWithDeepfires`, with a card in her graveyard for every eight permanents, half Ray of Revelation (flashback) and half Flame Jab (retrace), `boardWithFlashback`, or each Crawl from the Cellar, whose target is a creature card in her graveyard, `boardWithCellars`, or half Underworld Rage-Hound (escape: exile three other cards) and half Prismatic Strands (flashback: tap a white creature), `boardWithGraveyardCosts`, with a card in her hand for every eight permanents, half Furnace Dragon (affinity) and half Tormented Thoughts (sacrifice a creature), `boardWithHandCosts`, or half Eternal Isolation (a target's power) and half Lethargy Trap (a count of attackers), `boardWithHandReads`, or each Simian Spirit Guide, whose own mana ability can't pay for it, `boardWithHandGuides`, or half Incriminate and half Run Away Together, whose two targets share a controller or don't, `boardWithHandGroups`, with a card in her hand for every sixteen permanents beside one permanent in sixteen her cost changer, `boardWithChangers`, or with one permanent in sixteen her changer of abilities' costs and one her creature with an ability that costs mana, `boardWithAbilityChangers`, or with a card in her hand for every sixteen permanents, each Postmortem Lunge, whose target is a card in her graveyard with mana value X, beside a graveyard half as large as the board, `boardWithLunges`, with her hand as large as the board, Lightning Bolts and Ash Barrens in turn, `boardWithLargeHand`, with a card in her hand for every sixteen permanents, each Counterspell, beside one of bob's Shocks on the stack for every eight, `boardWithStack`, with an exile as large as the board of cards she may cast, Lightning Bolts and foretold Saw It Comings in turn, `boardWithExile`, beside one in four her Mountain, Bonders' Enclave or Rath's Edge, whose abilities tap themselves, `boardWithUtilityLands`, with one permanent in forty alice's Renegade
 * Freighter, `boardWithVehicles`, with one in forty hers with an activated ability whose
 * cost asks much of a payment, `boardWithAbilities`, with one in forty her Springleaf Drum,
 * `boardWithDrums`, and with one in forty hers banning activations, `boardWithBans`), the
 * prompts at the Bolt's payment, at Chord of Calling's X (also beside those mana sources, named with the largest X it shows), at
 * Fireball's X beside one permanent in four alice's Mountain or Rugged Prairie (`boardWithPrairies`), at the X of alice's Copper-Leaf Angel, "Sacrifice X lands" (`boardWithAngel`, named with the largest X it shows), and at Kitchen Finks's hybrid halves, alice's order of the prowess triggers her
 * Bolt sets off on a board where one permanent in twenty is her Monastery Swiftspear (boards.ts
 * `boardWithProwess`), the payment of Altar's Reap with a creature sacrificed, Treasure Cruise's
 * with `auto` beside a graveyard as large as the board (delve, `boardWithGraveyard`), Fireball's with X
 * one for every 25 permanents paid with `auto` (a mana ability activated for each; also beside the watchers) and with the largest X its prompt shows
 * where one permanent in four is alice's Mountain or Dimir Signet in turn (`boardWithSignets`: most Signets activated
 * one after another), Wall of Roots in the Signets' place (`boardWithWalls`: each puts a counter on itself) and Mana Confluence
 * there, alice at 100,000 life (`boardWithConfluences`: each pays 1 life), and Mox Opal there (`boardWithMoxen`), and Geothermal Crevice and Satyr Hedonist in the second and fourth places (`boardWithSacrificedMana`: each sacrificed for its mana), and Astrolabe there (`boardWithAstrolabes`: each sacrificed with {1} for two mana of one colour; its X prompt too), the cards the first prompt offers to cast
 * (castableCards), four events naming every object of a kind (many-named.ts: crew, convoke,
 * targets, and the sacrifice of every land of alice's to Copper-Leaf Angel's X; the number named
 * grows with the board; the targets also beside one
 * permanent in forty alice's that gives creatures haste or her hexproof, `boardWithGivers`, and
 * with each of bob's Grizzly Bears a Hamlet Vanguard, whose ward each target sets off, `boardWithWards`,
 * or a Diffusion Sliver, which watches the Slivers of his that the targets are not, `boardWithSliverWatchers`),
 * three casts whose target words or targets grow with the board (many-named.ts: a Glacial Ray
 * with every other of a hand of one for every sixteen permanents spliced onto it, Comet Storm
 * kicked once for every sixteen permanents, and Distorting Wake's X target nonland permanents with
 * X one for every four, each through its target prompt to its targets chosen),
 * and persisting a session whose Bolt waits for its payment (as JSON text) and resuming it from that text, on boards doubling
 * from 625 to 10,000 permanents, each as the median milliseconds of wall time and of CPU (which
 * counts the collector's threads too) and the wall time per permanent (a question that prepares
 * its work untimed, such as a payment or persisting, has what that left collected before it is
 * timed). A question linear in the
 * board keeps its time per permanent flat as the board doubles; a quadratic one doubles it each
 * time, so the last line of each question, per permanent at 10,000 ÷ at 1,250, reads about 1
 * for a linear one and 8 for a quadratic one. `GROWTH_QUESTIONS=cast,X prompt` asks only those.
 */
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { castableCards } from '../../src/casting/castable.js';
import type { CastEventInput } from '../../src/events/schema.js';
import type { GameState } from '../../src/game/state.js';
import { board, boardWithLibraries, boardWithProwess, boardWithVehicles, boardWithAbilities, boardWithDrums, boardWithBans, boardWithGivers, boardWithFilters, boardWithManaKinds, boardWithGraveyard, boardWithSignets, boardWithWalls, boardWithConfluences, boardWithMoxen, boardWithArchers, boardWithDeepfires, boardWithUtilityLands, boardWithSacrificedMana, boardWithAstrolabes, boardWithPrairies, boardWithGarenbrigs, boardWithAngel, boardWithWatchers, boardWithFlashback, boardWithCellars, boardWithGraveyardCosts, boardWithHandCosts, boardWithHandReads, boardWithHandGuides, boardWithHandGroups, WITH_SEA_SCRYER, ABILITY_CARDS, freshBattlefield } from './boards.js';
import { boardWithAbilityChangers, boardWithChangers, boardWithExile, boardWithLargeHand, boardWithLunges, boardWithStack, boardWithSliverWatchers, boardWithWards } from './paired-boards.js';
import { WITH_BENCH_CARDS } from './bench-cards.js';
import { boardAllHers } from './one-sided-boards.js';
import { boardWithCometStorm, boardWithRays, boardWithWake, convokeWithAll, crewBoard, crewWithAll, kickAll, landsOf, sacrificeAllLands, sixteenth, spliceAll, targetAll, targetXAll, untappedCreatures } from './many-named.js';
import { whatMayIDo } from './direct.js';
import { awaitingOrder, chordAwaitingPayment, cruiseAwaitingPayment, fireballAwaitingPayment, reapAwaitingPayment, castThroughSession, median, midCast, sendAll } from './engine.js';
import { hybridPrompt, largestFireballX, largestSacrificedX, largestX, paymentPrompt, sacrificeXPrompt, xPrompt } from './prompts.js';
import { persistSession, resumeSession, type PersistedSession } from '../../machines/persistence.js';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8's own collector, called between a question's untimed preparation and its timed run.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options: { readonly type: 'minor' }) => void;

const SIZES = [625, 1250, 2500, 5000, 10_000] as const;

/** At least this many samples of each question at each size, however long it takes: the medians of fewer moved with whatever the collector did in them. */
const MIN_SAMPLES = 9;

/** The median milliseconds of one question at one size, of wall time and of CPU. */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

/**
 * Median milliseconds of the question on fresh battlefields of `game`, over enough runs for
 * about `budget` permanents (at least MIN_SAMPLES), after one untimed run at the same size. A
 * question that `prepare`s its work does so untimed before each run.
 */
function timeOf(game: GameState, q: Question, budget: number): Timing {
  const wall: number[] = [];
  const cpu: number[] = [];
  const runs = budget === 0 ? 1 : Math.max(MIN_SAMPLES, Math.round(budget / game.battlefield.length));
  for (let i = 0; i <= runs; i += 1) {
    const fresh = freshBattlefield(game);
    const timed = 'prepare' in q ? q.prepare(fresh) : () => q.run(fresh);
    // What the preparation left for the collector is not the question's: it is collected untimed
    // (the young generation; a question's own garbage is still collected in its runs).
    if ('prepare' in q) collect({ type: 'minor' });
    const startCpu = process.cpuUsage();
    const start = performance.now();
    timed();
    const ms = performance.now() - start;
    const spent = process.cpuUsage(startCpu);
    if (i === 0) continue; // the untimed run at this size
    wall.push(ms);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/** Each question: the board it is asked on, what it does (or what it prepares untimed, and then does), about how many permanents' worth of runs to time, and how many objects it names. */
type Question = {
  readonly name: string;
  readonly board: (permanents: number) => GameState;
  readonly budget: number;
  readonly named?: (game: GameState) => number;
} & ({ readonly run: (game: GameState) => void } | { readonly prepare: (game: GameState) => () => void });

const mine = (game: GameState) => untappedCreatures(game, 'alice').length;
/** Fireball's X in 'pay a large X': one for every 25 permanents (400 at 10,000), each paid by a mana ability of its own. */
const largeX = (game: GameState) => Math.floor(game.battlefield.length / 25);
/** A payment question: a session brought to its payment untimed, then its PAY timed. */
const paying =
  (awaiting: (game: GameState) => { readonly actor: Parameters<typeof sendAll>[0]; readonly pay: CastEventInput }) =>
  (game: GameState) => {
    const { actor, pay } = awaiting(game);
    return () => sendAll(actor, [pay]);
  };
/**
 * A payment of the largest X `card`'s prompt shows, with 'auto', timed like the other payments
 * (at least MIN_SAMPLES runs): the X is found untimed once for each size (fresh battlefields of
 * one board show one largest X), a cast that ends otherwise an error. One run at each size moved
 * with the collector: beside Walls, 2.98 and 13.00 ms at 1,250 permanents in two runs.
 */
const payingLargest = (
  name: string,
  of: (permanents: number) => GameState,
  card: string,
  largest: (game: GameState) => number,
  awaiting: (game: GameState, x: number) => { readonly actor: Parameters<typeof sendAll>[0]; readonly pay: CastEventInput },
): Question => {
  const largestBySize = new Map<number, number>();
  return {
    name,
    board: of,
    prepare: (game) => {
      const x = largestBySize.get(game.battlefield.length) ?? largest(game);
      largestBySize.set(game.battlefield.length, x);
      const { actor, pay } = awaiting(game, x);
      return () => {
        sendAll(actor, [pay]);
        if (actor.getSnapshot().context.last?.outcome !== 'cast') throw new Error(`${card} with the largest X shown was not paid`);
      };
    },
    budget: 20_000,
    named: largest,
  };
};
const questions: readonly Question[] = [
  { name: 'cast', board, run: castThroughSession, budget: 100_000 },
  { name: 'cast beside libraries', board: boardWithLibraries, run: castThroughSession, budget: 100_000 },
  { name: 'cast beside filters', board: boardWithFilters, run: castThroughSession, budget: 100_000 },
  { name: 'cast beside mana kinds', board: boardWithManaKinds, run: castThroughSession, budget: 100_000 },
  { name: 'cast beside watchers', board: boardWithWatchers, run: (game) => castThroughSession(game, WITH_BENCH_CARDS), budget: 100_000 },
  { name: 'cast with every permanent hers', board: boardAllHers, run: castThroughSession, budget: 100_000 },
  {
    name: 'order triggers',
    board: boardWithProwess,
    prepare: (game) => {
      const { actor, order } = awaitingOrder(game);
      return () => sendAll(actor, [order]);
    },
    budget: 40_000,
    named: (game) => game.battlefield.filter((p) => p.card === 'Monastery Swiftspear').length,
  },
  { name: 'pay with a sacrifice', board, prepare: paying(reapAwaitingPayment), budget: 40_000 },
  { name: 'pay with a graveyard to delve', board: boardWithGraveyard, prepare: paying(cruiseAwaitingPayment), budget: 40_000 },
  { name: 'pay a large X', board, prepare: paying((game) => fireballAwaitingPayment(game, largeX(game))), budget: 40_000, named: largeX },
  // Its lands tapped beside the Mesmeric Orbs and Herd Baloths, which the taps don't set off.
  { name: 'pay a large X beside watchers', board: boardWithWatchers, prepare: paying((game) => fireballAwaitingPayment(game, largeX(game), WITH_BENCH_CARDS)), budget: 40_000, named: largeX },
  // The X the prompt shows (`X prompt beside mana kinds`), paid with 'auto'.
  payingLargest('pay the largest X beside mana kinds', boardWithManaKinds, 'Chord of Calling', largestX, chordAwaitingPayment),
  // Fireball's largest X beside 1,250 Signets at 10,000 permanents, paid with 'auto': each activated after the mana paying its {1}.
  payingLargest('pay the largest X beside Signets', boardWithSignets, 'Fireball', largestFireballX, fireballAwaitingPayment),
  // And beside 1,250 Walls of Roots, each wearing a counter for its mana.
  payingLargest('pay the largest X beside Walls', boardWithWalls, 'Fireball', largestFireballX, fireballAwaitingPayment),
  // And beside 1,250 Mana Confluences, each paying 1 life of alice's 100,000.
  payingLargest('pay the largest X beside Confluences', boardWithConfluences, 'Fireball', largestFireballX, fireballAwaitingPayment),
  // And beside 1,250 Mox Opals, each counting alice's artifacts as it is activated (CR 602.5b).
  payingLargest('pay the largest X beside Moxen', boardWithMoxen, 'Fireball', (game) => largestFireballX(game, WITH_BENCH_CARDS), (game, x) => fireballAwaitingPayment(game, x, WITH_BENCH_CARDS)),
  // And beside 625 Geothermal Crevices and 625 Satyr Hedonists, each sacrificed for its mana (two ways of one {T}; a {R} cost).
  payingLargest('pay the largest X beside sacrificed mana', boardWithSacrificedMana, 'Fireball', (game) => largestFireballX(game, WITH_BENCH_CARDS), (game, x) => fireballAwaitingPayment(game, x, WITH_BENCH_CARDS)),
  // And beside 1,250 Astrolabes, each sacrificed with {1} for two mana of one colour it chooses (CR 106.1b).
  payingLargest('pay the largest X beside Astrolabes', boardWithAstrolabes, 'Fireball', (game) => largestFireballX(game, WITH_BENCH_CARDS), (game, x) => fireballAwaitingPayment(game, x, WITH_BENCH_CARDS)),
  { name: 'what may I do now', board, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with every permanent hers', board: boardAllHers, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside mana kinds', board: boardWithManaKinds, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside Garenbrigs', board: boardWithGarenbrigs, run: (game) => void whatMayIDo(game, WITH_SEA_SCRYER, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside Moxen', board: boardWithMoxen, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside flashback cards', board: boardWithFlashback, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside Crawls from the Cellar', board: boardWithCellars, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside escape and tapping flashback', board: boardWithGraveyardCosts, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with a hand of affinity and sacrifices', board: boardWithHandCosts, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with a hand of power targets and Traps', board: boardWithHandReads, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with a hand of Spirit Guides', board: boardWithHandGuides, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with a hand beside cost changers', board: boardWithChangers, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside changers of abilities\' costs', board: boardWithAbilityChangers, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with a hand of Lunges beside a graveyard', board: boardWithLunges, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with a hand of targets together', board: boardWithHandGroups, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with a hand as large as the board', board: boardWithLargeHand, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000, named: (game) => game.players[0]!.hand.length },
  { name: 'what may I do now beside a stack of spells', board: boardWithStack, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000, named: (game) => game.stack.length },
  { name: 'what may I do now with an exile as large as the board', board: boardWithExile, run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'), budget: 40_000, named: (game) => game.exile.length },
  { name: 'what may I do now with Archers', board: boardWithArchers, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now with Deepfire Elementals', board: boardWithDeepfires, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  { name: 'what may I do now beside utility lands', board: boardWithUtilityLands, run: (game) => void whatMayIDo(game, WITH_BENCH_CARDS, 'alice'), budget: 40_000 },
  {
    name: 'what may I do now with vehicles',
    board: boardWithVehicles,
    run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'),
    budget: 40_000,
    named: (game) => game.battlefield.filter((p) => p.card === 'Renegade Freighter').length,
  },
  {
    name: 'what may I do now with abilities',
    board: boardWithAbilities,
    run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'),
    budget: 40_000,
    named: (game) => game.battlefield.filter((p) => (ABILITY_CARDS as readonly string[]).includes(p.card)).length,
  },
  {
    name: 'what may I do now with Drums',
    board: boardWithDrums,
    run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'),
    budget: 40_000,
    named: (game) => game.battlefield.filter((p) => p.card === 'Springleaf Drum').length,
  },
  {
    name: 'what may I do now beside bans',
    board: boardWithBans,
    run: (game) => void whatMayIDo(game, BUILT_IN_CARDS, 'alice'),
    budget: 40_000,
    named: (game) => game.battlefield.filter((p) => ['Cursed Totem', 'Stony Silence', 'Pithing Needle'].includes(p.card)).length,
  },
  { name: 'payment prompt', board, run: paymentPrompt, budget: 40_000 },
  { name: 'X prompt', board, run: xPrompt, budget: 40_000 },
  // One timed run at each size (its query's budget bounds it, not the board), and the largest X it shows.
  { name: 'X prompt beside mana kinds', board: boardWithManaKinds, run: xPrompt, budget: 0, named: largestX },
  // Fireball's X prompt beside 1,250 Rugged Prairies: how many of them take each way is one choice the search walks.
  { name: 'X prompt beside Prairies', board: boardWithPrairies, run: (game) => void largestFireballX(game), budget: 20_000, named: largestFireballX },
  { name: 'X prompt beside Astrolabes', board: boardWithAstrolabes, run: (game) => void largestFireballX(game, WITH_BENCH_CARDS), budget: 20_000, named: (game) => largestFireballX(game, WITH_BENCH_CARDS) },
  { name: 'X prompt of a sacrifice of X lands', board: boardWithAngel, run: (game) => void sacrificeXPrompt(game), budget: 20_000, named: largestSacrificedX },
  { name: 'hybrid prompt', board, run: hybridPrompt, budget: 40_000 },
  { name: 'castable cards', board, run: (game) => void castableCards(game, BUILT_IN_CARDS, 'alice'), budget: 40_000 },
  { name: 'crew with all', board: crewBoard, run: crewWithAll, budget: 40_000, named: mine },
  { name: 'convoke all', board, run: convokeWithAll, budget: 40_000, named: mine },
  { name: 'target all', board, run: targetAll, budget: 40_000, named: (game) => untappedCreatures(game, 'bob').length },
  { name: 'target all beside givers', board: boardWithGivers, run: targetAll, budget: 40_000, named: (game) => untappedCreatures(game, 'bob').length },
  { name: 'target all with wards', board: boardWithWards, run: (game) => targetAll(game, WITH_BENCH_CARDS), budget: 40_000, named: (game) => untappedCreatures(game, 'bob').length },
  { name: 'target all beside Sliver watchers', board: boardWithSliverWatchers, run: (game) => targetAll(game, WITH_BENCH_CARDS), budget: 40_000, named: (game) => untappedCreatures(game, 'bob').length },
  { name: 'sacrifice every land', board: boardWithAngel, run: sacrificeAllLands, budget: 40_000, named: (game) => landsOf(game, 'alice').length },
  { name: 'splice a hand', board: boardWithRays, run: spliceAll, budget: 40_000, named: (game) => sixteenth(game.battlefield.length) },
  { name: 'kick once for each target', board: boardWithCometStorm, run: kickAll, budget: 40_000, named: (game) => sixteenth(game.battlefield.length) },
  { name: 'X targets', board: boardWithWake, run: targetXAll, budget: 40_000, named: (game) => Math.floor(game.battlefield.length / 4) },
  {
    name: 'persist mid-cast',
    board,
    prepare: (game) => {
      const session = midCast(game);
      return () => void JSON.stringify(persistSession(session));
    },
    budget: 40_000,
  },
  {
    name: 'resume mid-cast',
    board,
    prepare: (game) => {
      const text = JSON.stringify(persistSession(midCast(game)));
      return () => void resumeSession(JSON.parse(text) as PersistedSession);
    },
    budget: 40_000,
  },
];

const ONLY = process.env['GROWTH_QUESTIONS']?.split(',');
const asked = questions.filter((q) => ONLY === undefined || ONLY.includes(q.name));
// Warm up on every size once, then measure. Each question's boards are built for it and let go
// after: with every question's boards alive at once (560,000 permanents), a question late in the
// list paid the collector for a heap the others had filled, more at 10,000 permanents than at 1,250.
asked.forEach((q) => SIZES.forEach((n) => timeOf(q.board(n), q, 0)));
const FIRST_COMPARED = 1250;
asked.forEach((q) => {
  console.log(`\n${q.name}\n permanents   named    wall ms     CPU ms   wall µs per permanent`);
  const perPermanent: number[] = [];
  const games = SIZES.map((n) => q.board(n));
  SIZES.forEach((n, k) => {
    const game = games[k]!;
    const { wall, cpu } = timeOf(game, q, q.budget);
    perPermanent.push((wall / n) * 1000);
    const count = q.named ? String(q.named(game)) : '';
    console.log(`${String(n).padStart(11)}   ${count.padStart(5)}   ${wall.toFixed(2).padStart(8)}   ${cpu.toFixed(2).padStart(8)}   ${perPermanent[k]!.toFixed(2).padStart(21)}`);
  });
  const first = SIZES.indexOf(FIRST_COMPARED);
  const growth = perPermanent[perPermanent.length - 1]! / perPermanent[first]!;
  console.log(`   per permanent at ${SIZES[SIZES.length - 1]} ÷ at ${FIRST_COMPARED}: ${growth.toFixed(2)} (linear about 1, quadratic ${SIZES[SIZES.length - 1]! / FIRST_COMPARED})`);
});
