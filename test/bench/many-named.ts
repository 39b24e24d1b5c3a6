/**
 * Events that name many objects, for the growth benchmark (growth.ts): on the bench's board
 * (boards.ts) alice names every object of a kind (an event may name as many as a zone holds,
 * MAX_LIST), so the number named grows with the board. A question that looked each one up with
 * a search of the board, or copied the board once per object, is quadratic here.
 *
 * - crew: Renegade Freighter (in place of the board's last permanent) crewed with all of
 *   alice's untapped creatures (ACTIVATE, PAY tapPower);
 * - convoke: Chord of Calling with X = their number less 3, paid by convoking them all (CAST,
 *   ANNOUNCE_X, PAY convoke);
 * - targets: Fireball at every creature of bob's, untapped, with X = their number (CAST,
 *   ANNOUNCE_X, CHOOSE_TARGETS; the payment is not made);
 * - sacrifice: Copper-Leaf Angel's "Sacrifice X lands" (boards.ts `boardWithAngel`) with X =
 *   every land alice has, each named (ACTIVATE, ANNOUNCE_X, PAY sacrifice: 3,000 at 10,000);
 * - splice: a Glacial Ray of a hand of one for every sixteen permanents (`boardWithRays`) cast
 *   with every other spliced onto it, its target prompt read, each of its words given the first
 *   target the prompt lists (CAST, SPLICE, CHOOSE_TARGETS; CR 702.47);
 * - kicks: Comet Storm (`boardWithCometStorm`) kicked once for every sixteen permanents, each
 *   kick a word for "another target", its target prompt read, each word given one of bob's
 *   creatures (CAST, CHOOSE_COSTS, ANNOUNCE_X, CHOOSE_TARGETS; CR 702.33c);
 * - X targets: Distorting Wake (`boardWithWake`), "return X target nonland permanents", with X
 *   one for every four permanents, its target prompt read and the first X it lists chosen (CAST,
 *   ANNOUNCE_X, CHOOSE_TARGETS; CR 107.3, 601.2c).
 */
import type { CardLibrary } from '../../src/cards/library.js';
import type { CastEventInput } from '../../src/events/schema.js';
import type { GameState, ObjectId, PlayerId } from '../../src/game/state.js';
import { MAX_LIST } from '../../src/events/schema.js';
import { createGame } from '../../src/scenario/build-game.js';
import { boardSpec, cardInHand, HAND } from './boards.js';
import { WITH_BENCH_CARDS } from './bench-cards.js';
import { sendAll, session } from './engine.js';
import { activeChild } from '../../machines/session.js';
import { promptOf } from '../../machines/prompt.js';

const CREATURES = new Set(['Llanowar Elves', 'Birds of Paradise', 'Grizzly Bears', 'Memnite', 'Hamlet Vanguard']);
const LANDS = new Set(['Forest', 'Mountain', 'Island', 'Swamp', 'Plains']);

/** The bench's board of `permanents`, its last permanent a Renegade Freighter of alice's. */
export function crewBoard(permanents: number): GameState {
  const spec = boardSpec(permanents);
  return createGame({ ...spec, battlefield: [...(spec.battlefield ?? []).slice(0, -1), { card: 'Renegade Freighter', controller: 'alice' }] });
}

/** The untapped filler creatures `player` controls, at most as many as an event may name. */
export function untappedCreatures(game: GameState, player: PlayerId): readonly ObjectId[] {
  return game.battlefield.filter((p) => p.controller === player && !p.tapped && CREATURES.has(p.card)).slice(0, MAX_LIST).map((p) => p.id);
}

/** Sends the events to a new session; throws if one is refused, or if the last ends the sequence otherwise than `outcome` (null: it doesn't end it). */
function sendExpecting(game: GameState, events: readonly CastEventInput[], outcome: 'cast' | 'activated' | null, library?: CardLibrary): void {
  const actor = session(game, library);
  sendAll(actor, events);
  const ended = actor.getSnapshot().context.last?.outcome ?? null;
  if (ended !== outcome) throw new Error(`the events ended in ${ended}, not ${outcome}`);
}

export function crewWithAll(game: GameState): void {
  const freighter = game.battlefield.at(-1)!.id;
  sendExpecting(game, [
    { type: 'ACTIVATE', player: 'alice', source: freighter },
    { type: 'PAY', player: 'alice', tapPower: [...untappedCreatures(game, 'alice')] },
  ], 'activated');
}

export function convokeWithAll(game: GameState): void {
  const convoked = untappedCreatures(game, 'alice');
  sendExpecting(game, [
    { type: 'CAST', player: 'alice', card: cardInHand(game, 'Chord of Calling') },
    { type: 'ANNOUNCE_X', player: 'alice', x: convoked.length - 3 },
    { type: 'PAY', player: 'alice', mana: [], convoke: [...convoked] },
  ], 'cast');
}

export function targetAll(game: GameState, library?: CardLibrary): void {
  const targets = untappedCreatures(game, 'bob');
  sendExpecting(game, [
    { type: 'CAST', player: 'alice', card: cardInHand(game, 'Fireball') },
    { type: 'ANNOUNCE_X', player: 'alice', x: targets.length },
    { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[...targets]] },
  ], null, library);
}

/** The basic lands `player` controls, in board order. */
export const landsOf = (game: GameState, player: PlayerId): readonly ObjectId[] => game.battlefield.filter((p) => p.controller === player && LANDS.has(p.card)).map((p) => p.id);

export function sacrificeAllLands(game: GameState): void {
  const angel = game.battlefield.find((p) => p.card === 'Copper-Leaf Angel');
  if (!angel) throw new Error('no Copper-Leaf Angel on the board');
  const lands = landsOf(game, 'alice');
  sendExpecting(game, [
    { type: 'ACTIVATE', player: 'alice', source: angel.id },
    { type: 'ANNOUNCE_X', player: 'alice', x: lands.length },
    { type: 'PAY', player: 'alice', sacrifice: [...lands] },
  ], 'activated', WITH_BENCH_CARDS);
}

/** The bench's board of `permanents` with alice's hand the bench's seven and as many more cards as `added` names. */
function withHand(permanents: number, added: readonly string[]): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  return createGame({ ...spec, players: [{ ...alice!, hand: [...HAND, ...added] }, bob!] });
}

/** How many cards, kicks or words the splice and kick questions name on a board of `permanents`. */
export const sixteenth = (permanents: number): number => Math.floor(permanents / 16);

export const boardWithRays = (permanents: number): GameState => withHand(permanents, Array.from({ length: sixteenth(permanents) }, () => 'Glacial Ray'));

export const boardWithCometStorm = (permanents: number): GameState => withHand(permanents, ['Comet Storm']);

export const boardWithWake = (permanents: number): GameState => withHand(permanents, ['Distorting Wake']);

/** Sends `events` to a new session, reads the prompt it then shows, and sends `then`; throws as sendExpecting does. */
function promptBetween(game: GameState, events: readonly CastEventInput[], then: (prompt: ReturnType<typeof promptOf>) => CastEventInput): void {
  const actor = session(game);
  sendAll(actor, events);
  const chart = activeChild(actor);
  if (!chart) throw new Error('no cast waits for a choice');
  sendAll(actor, [then(promptOf(chart.getSnapshot()))]);
  if (actor.getSnapshot().context.last) throw new Error('the cast ended before its payment');
}

/** The target prompt's words, each given its first legal target (throws unless it is the target prompt). */
const firstOfEach = (prompt: ReturnType<typeof promptOf>): CastEventInput => {
  if (prompt.step !== 'targets') throw new Error(`the cast is at "${prompt.step}", not its targets`);
  return { type: 'CHOOSE_TARGETS', player: 'alice', targets: prompt.options.words.map((word) => [word.legal[0]!]) };
};

export function spliceAll(game: GameState): void {
  const rays = game.players[0]!.hand.filter((c) => c.card === 'Glacial Ray').map((c) => c.id);
  promptBetween(game, [{ type: 'CAST', player: 'alice', card: rays[0]! }, { type: 'SPLICE', player: 'alice', cards: rays.slice(1) }], firstOfEach);
}

export function kickAll(game: GameState): void {
  const kicks = sixteenth(game.battlefield.length);
  const creatures = untappedCreatures(game, 'bob');
  promptBetween(
    game,
    [
      { type: 'CAST', player: 'alice', card: cardInHand(game, 'Comet Storm') },
      { type: 'CHOOSE_COSTS', player: 'alice', optional: { multikicker: kicks } },
      { type: 'ANNOUNCE_X', player: 'alice', x: 1 },
    ],
    (prompt) => {
      if (prompt.step !== 'targets' || prompt.options.words.length !== kicks + 1) throw new Error('Comet Storm has not a word for each kick');
      return { type: 'CHOOSE_TARGETS', player: 'alice', targets: creatures.slice(0, kicks + 1).map((id) => [id]) };
    },
  );
}

export function targetXAll(game: GameState): void {
  const x = Math.floor(game.battlefield.length / 4);
  promptBetween(game, [{ type: 'CAST', player: 'alice', card: cardInHand(game, 'Distorting Wake') }, { type: 'ANNOUNCE_X', player: 'alice', x }], (prompt) => {
    if (prompt.step !== 'targets' || prompt.options.words[0]!.legal.length < x) throw new Error('Distorting Wake has not X targets');
    return { type: 'CHOOSE_TARGETS', player: 'alice', targets: [prompt.options.words[0]!.legal.slice(0, x)] };
  });
}
