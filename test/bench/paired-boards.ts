/**
 * Boards where copies of one kind of object meet copies of another (not a test: the growth
 * questions of `npm run bench:growth`, test/bench/growth.ts): k cards in a hand beside m cost
 * changers, k abilities beside m changers of their costs, k cards in a hand beside a graveyard of
 * g, k targets each watching itself, k targets beside m watchers of other permanents, k cards of
 * a hand each proposed on the hand less itself, k cards of a hand beside n spells on the stack,
 * each k, m, n and g growing with the board, so that a question reading one for each of the other
 * grows as k·m.
 */
import { createGame } from '../../src/scenario/build-game.js';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import type { GameState } from '../../src/game/state.js';
import type { GameSpecInput } from '../../src/scenario/schema.js';
import { WITH_BENCH_CARDS } from './bench-cards.js';
import { boardSpec, SPECIAL } from './boards.js';

type Battlefield = NonNullable<GameSpecInput['battlefield']>;

/** The board's fillers with alice's untapped `cards`, in turn, in one place in sixteen from `offset` on. */
const alicesAt = (battlefield: Battlefield, offset: number, cards: readonly string[]): Battlefield =>
  battlefield.map((p, i) => {
    const k = i - SPECIAL.length - offset;
    return k >= 0 && k % 16 === 0 ? { ...p, card: cards[(k / 16) % cards.length]!, controller: 'alice', tapped: false } : p;
  });

/**
 * One permanent in sixteen is alice's cost changer, Helm of Awakening, Sphere of Resistance,
 * Thunderscape Familiar and Goblin Electromancer in turn, and her hand holds one card for every
 * sixteen permanents, Grizzly Bears and Lightning Bolt in turn (625 changers and 625 cards at
 * 10,000): each card's proposal is changed by every changer (CR 601.2f).
 */
export function boardWithChangers(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  const hand = Array.from({ length: Math.floor(permanents / 16) }, (_, i) => (i % 2 ? 'Lightning Bolt' : 'Grizzly Bears'));
  const changers = ['Helm of Awakening', 'Sphere of Resistance', 'Thunderscape Familiar', 'Goblin Electromancer'];
  return createGame({ ...spec, players: [{ ...alice!, hand }, bob!], battlefield: alicesAt(spec.battlefield!, 0, changers) }, BUILT_IN_CARDS);
}

/**
 * One permanent in sixteen is alice's changer of abilities' costs, Training Grounds and Zirda, the
 * Dawnwaker in turn, and one in sixteen her creature with an activated ability that costs mana,
 * Troll Ascetic, Rootwalla and Shivan Dragon in turn (625 of each kind at 10,000): each ability's
 * proposal is changed by every changer (CR 602.2b).
 */
export function boardWithAbilityChangers(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const changers = ['Training Grounds', 'Zirda, the Dawnwaker'];
  const creatures = ['Troll Ascetic', 'Rootwalla', 'Shivan Dragon'];
  return createGame({ ...spec, battlefield: alicesAt(alicesAt(spec.battlefield!, 0, changers), 8, creatures) }, BUILT_IN_CARDS);
}

/**
 * The board of `permanents` permanents with one card in alice's hand for every sixteen, each
 * Postmortem Lunge (a target creature card with mana value X in her graveyard, CR 107.3), and
 * her graveyard half as large as the board (Grizzly Bears, Shivan Dragon, Forest and Island in
 * turn): "what may I do now" seeks the smallest X with a target for each Lunge.
 */
export function boardWithLunges(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  const hand = Array.from({ length: Math.floor(permanents / 16) }, () => 'Postmortem Lunge');
  const graveyard = Array.from({ length: Math.floor(permanents / 2) }, (_, i) => ['Grizzly Bears', 'Shivan Dragon', 'Forest', 'Island'][i % 4]!);
  return createGame({ ...spec, players: [{ ...alice!, hand, graveyard }, bob!] }, WITH_BENCH_CARDS);
}

/**
 * The bench's board with bob's Grizzly Bears each a Hamlet Vanguard, untapped (ward, CR 702.21a:
 * it triggers when it becomes the target of alice's spell): Fireball at all of bob's untapped
 * creatures names about 1,700 of them at 10,000 permanents.
 */
export const boardWithWards = (permanents: number): GameState => withBobsBears(permanents, 'Hamlet Vanguard', false);

/**
 * The bench's board with bob's Grizzly Bears each a Diffusion Sliver (about 1,000 at 10,000
 * permanents), each watching his Slivers becoming targets (CR 603.2): Fireball at all of bob's
 * other untapped creatures, none a Sliver, sets off nothing.
 */
export const boardWithSliverWatchers = (permanents: number): GameState => withBobsBears(permanents, 'Diffusion Sliver');

/** The bench's board with each of bob's Grizzly Bears a `card` (untapped, unless `tapped` is left as the board has it). */
function withBobsBears(permanents: number, card: string, tapped?: boolean): GameState {
  const spec = boardSpec(permanents);
  const battlefield = spec.battlefield!.map((p) => (p.controller === 'bob' && p.card === 'Grizzly Bears' ? { ...p, card, ...(tapped === undefined ? {} : { tapped }) } : p));
  return createGame({ ...spec, battlefield }, WITH_BENCH_CARDS);
}

/**
 * The bench's board with alice's hand as large as it, Lightning Bolts and Ash Barrens in turn (10,000
 * cards at 10,000 permanents): "what may I do now" proposes each Bolt on a game whose hand has lost
 * it (CR 601.2a) and asks which card holds each Ash Barrens' landcycling (602.2), so that a
 * question making the hand anew, or searching it, for each card grows as the hand squared.
 */
export function boardWithLargeHand(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  const hand = Array.from({ length: permanents }, (_, i) => (i % 2 ? 'Ash Barrens' : 'Lightning Bolt'));
  return createGame({ ...spec, players: [{ ...alice!, hand }, bob!] });
}

/**
 * The bench's board with bob's Shocks at alice on the stack, one for every eight permanents, and
 * alice's hand one Counterspell for every sixteen, alice holding priority (1,250 spells and 625
 * cards at 10,000): "what may I do now" asks for each card whether a spell with split second is on
 * the stack (CR 702.61a) and proposes each on top of the stack (601.2a), k cards beside n spells.
 */
export function boardWithStack(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  const hand = Array.from({ length: Math.floor(permanents / 16) }, () => 'Counterspell');
  const stack = Array.from({ length: Math.floor(permanents / 8) }, () => ({ card: 'Shock', controller: 'bob', targets: [['alice']] }));
  return createGame({ ...spec, players: [{ ...alice!, hand }, bob!], stack, priority: 'alice' });
}

/**
 * The bench's board with an exile as large as it of alice's cards she may cast (10,000 at 10,000
 * permanents): Lightning Bolts by an effect's permission and foretold Saw It Comings in turn (CR
 * 601.3, 702.143a). "What may I do now" proposes each on a game whose exile has lost it (601.2a),
 * so that a question making the exile anew for each card grows as the exile squared.
 */
export function boardWithExile(permanents: number): GameState {
  const exile = Array.from({ length: permanents }, (_, i) =>
    i % 2 ? { card: 'Saw It Coming', owner: 'alice', mayCastFrom: { reason: 'foretell' as const, by: 'alice' } } : { card: 'Lightning Bolt', owner: 'alice', mayCastFrom: { reason: 'effect' as const, by: 'alice' } },
  );
  return createGame({ ...boardSpec(permanents), exile });
}
