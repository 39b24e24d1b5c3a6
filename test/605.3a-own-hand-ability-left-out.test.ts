/**
 * CR 601.2a, 605.3a: a card cast from the hand has left it, so its own mana ability that works
 * from the hand (Simian Spirit Guide: "Exile Simian Spirit Guide from your hand: Add {R}") can't
 * pay for it, while another copy's can. "What may I do now" offers each card the board's mana
 * abilities less its own: they are passed over, not copied out, so k copies in a hand beside n
 * mana abilities read those abilities about n + k times, not k·n (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { castWays } from '../src/casting/castable.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { oneQuery } from '../src/mana/chain-budget.js';
import { abilitySources, type AbilitySourceOption } from '../src/mana-abilities/mana-abilities.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { accept, outcome } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';

/** Convoke, and a mana ability of its own from the hand: its sources merge abilities with convoke's (costs/convoke-delve.ts). */
const CONVOKER: CardInput = {
  name: 'Test Convoker',
  manaCost: '{2}{G}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  keywords: ['convoke'],
  manaAbilities: [{ cost: [{ kind: 'exileSelf' }], produces: { types: ['G'] }, from: 'hand' }],
  text: 'Convoke. Exile Test Convoker from your hand: Add {G}.',
} as CardInput;
const cards = libraryWith(CONVOKER);

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const gameWith = (hand: readonly string[], battlefield: Battlefield = [], manaPool: readonly ('G' | 'R')[] = []): GameState =>
  gameOf({ players: [{ id: 'alice', hand: [...hand], manaPool: [...manaPool] }, { id: 'bob' }], battlefield: [...battlefield], turn: ALICE_MAIN, priority: 'alice' }, cards);
const guides = (k: number): readonly string[] => Array.from({ length: k }, () => 'Simian Spirit Guide');

/** Whether "what may I do now" offers each of alice's cards named `name` as payable. */
const payable = (game: GameState, name: string): readonly boolean[] => legalActions(game, cards, 'alice').casts.filter((c) => c.name === name).map((c) => c.payable);

/** Whether the chart casts alice's first card in hand, paid with 'auto' (CR 601.2g–h). */
function chartCasts(game: GameState): boolean {
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: 'alice', card: game.players[0]!.hand[0]!.id });
  actor.send({ type: 'PAY', player: 'alice' });
  return outcome(actor) === 'cast';
}

describe("605.3a: a card's own mana ability from the hand can't pay for it", () => {
  it("601.2a, 605.3a: three other Spirit Guides pay a Spirit Guide's {2}{R}; with two others it can't be paid, as the chart finds", () => {
    const four = gameWith(guides(4));
    const three = gameWith(guides(3));
    expect(payable(four, 'Simian Spirit Guide')).toEqual([true, true, true, true]);
    expect(payable(three, 'Simian Spirit Guide')).toEqual([false, false, false]);
    expect([chartCasts(four), chartCasts(three)]).toEqual([true, false]);
  });

  it("601.2h: two Forests and its own {R} don't pay for a Spirit Guide (the solver's flows are asked without its own ability); a Mountain beside them does", () => {
    const forests = gameWith(guides(1), [{ card: 'Forest', controller: 'alice' }, { card: 'Forest', controller: 'alice' }]);
    const mountain = gameWith(guides(1), [{ card: 'Forest', controller: 'alice' }, { card: 'Forest', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }]);
    expect([payable(forests, 'Simian Spirit Guide'), payable(mountain, 'Simian Spirit Guide')]).toEqual([[false], [true]]);
    expect([chartCasts(forests), chartCasts(mountain)]).toEqual([false, true]);
  });

  it("601.2h: {G} floating and two Forests don't pay for a Spirit Guide either (its own {R} is left out where it stands among the pool's mana and the lands')", () => {
    const floating = gameWith(guides(1), [{ card: 'Forest', controller: 'alice' }, { card: 'Forest', controller: 'alice' }], ['G']);
    expect(payable(floating, 'Simian Spirit Guide')).toEqual([false]);
    expect(chartCasts(floating)).toBe(false);
    expect(payable(gameWith(guides(1), [{ card: 'Forest', controller: 'alice' }, { card: 'Forest', controller: 'alice' }], ['R']), 'Simian Spirit Guide')).toEqual([true]);
  });

  it("702.51a: a convoke card's own {G} from the hand doesn't pay for it beside two convoking Bears; another copy's does", () => {
    const bears: Battlefield = [{ card: 'Grizzly Bears', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }];
    expect(payable(gameWith(['Test Convoker'], bears), 'Test Convoker')).toEqual([false]);
    expect(payable(gameWith(['Test Convoker', 'Test Convoker'], bears), 'Test Convoker')).toEqual([true, true]);
    expect([chartCasts(gameWith(['Test Convoker'], bears)), chartCasts(gameWith(['Test Convoker', 'Test Convoker'], bears))]).toEqual([false, true]);
  });

  it("605.3a: a hand of 40 Spirit Guides beside 200 Mountains reads the mana abilities about once: after the first Guide, the other 39 read fewer fields than one pass over the 240 abilities", () => {
    const game = gameWith(guides(40), Array.from({ length: 200 }, () => ({ card: 'Mountain', controller: 'alice' })));
    let reads = 0;
    const abilities: readonly AbilitySourceOption[] = Object.freeze(abilitySources(game, cards, 'alice').map((a) => new Proxy(a, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) })));
    // Each Guide judged in one query, as "what may I do now" judges them.
    const { first, ways } = oneQuery(() => {
      const [one, ...others] = game.players[0]!.hand.map((card) => () => castWays(game, cards, 'alice', card.id, 0, abilities));
      const judged = [one!()];
      const first = reads;
      for (const other of others) judged.push(other());
      return { first, ways: judged };
    });
    expect(ways.map((w) => w.ok && w.value[0]!.choices !== null)).toEqual(Array.from({ length: 40 }, () => true));
    expect(first).toBeGreaterThan(240);
    expect(reads - first).toBeLessThan(240);
  });
});
