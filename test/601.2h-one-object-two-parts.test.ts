/**
 * CR 601.2h: the parts of a total cost are paid in any order, so one object may pay two of
 * them when the first leaves it able to pay the second: a creature tapped for convoke and
 * then sacrificed as an additional cost; a creature tapped for a tap cost and then sacrificed;
 * a creature tapped for mana at 601.2g and then sacrificed. It can't pay two parts that both
 * tap it or both use it up. A refused payment leaves the game as it was (CR 733).
 */
import { describe, expect, it } from 'vitest';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, ctx, outcome, player, refuse } from './cast-helpers.js';
import { cast, castWith, pay } from './cost-fixtures.js';
import { paymentOptions } from '../src/casting/options.js';

const cards = libraryWith(
  {
    name: 'Test Convoked Offering',
    manaCost: '{2}{G}',
    types: ['Sorcery'],
    keywords: ['convoke'],
    additionalCosts: [{ kind: 'sacrifice', what: { types: ['Creature'] } }],
    text: 'Convoke. As an additional cost to cast this spell, sacrifice a creature. Draw two cards.',
  },
  {
    name: 'Test Weary Offering',
    manaCost: '{G}',
    types: ['Sorcery'],
    additionalCosts: [{ kind: 'tap', what: { types: ['Creature'] } }, { kind: 'sacrifice', what: { types: ['Creature'] } }],
    text: 'As an additional cost to cast this spell, tap an untapped creature you control and sacrifice a creature. Draw two cards.',
  },
  {
    name: 'Test Reversed Offering',
    manaCost: '{G}',
    types: ['Sorcery'],
    additionalCosts: [{ kind: 'sacrifice', what: { types: ['Creature'] } }, { kind: 'tap', what: { types: ['Creature'] } }],
    text: 'As an additional cost to cast this spell, sacrifice a creature and tap an untapped creature you control. Draw two cards.',
  },
);

function spellGame(card: string, battlefield: object[]): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [card] }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never, cards);
}
const castIt = (game: GameState, events: CastEventInput[]) => castWith(game, [cast(game.players[0]!.hand[0]!.id), ...events], cards);
const bears = (id: string) => ({ card: 'Grizzly Bears', controller: ALICE, id });

describe('601.2h: one object paying two parts of a cost', () => {
  it('601.2h, 702.51a: a creature tapped for convoke is then sacrificed for the additional cost', () => {
    const game = spellGame('Test Convoked Offering', [bears('b1'), bears('b2'), bears('b3')]);
    const actor = castIt(game, [pay({ mana: [], convoke: ['b1', 'b2', 'b3'], sacrifice: ['b1'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.map((p) => [p.id, p.tapped])).toEqual([['b2', true], ['b3', true]]);
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.card)).toEqual(['Grizzly Bears']);
  });

  it('601.2h: a creature tapped for a tap cost is then sacrificed, whichever part is printed first', () => {
    const game = spellGame('Test Weary Offering', [bears('b1'), { card: 'Forest', controller: ALICE, id: 'forest' }]);
    const actor = castIt(game, [pay({ tap: ['b1'], sacrifice: ['b1'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.map((p) => p.id)).toEqual(['forest']);
    const reversed = spellGame('Test Reversed Offering', [bears('b1'), { card: 'Forest', controller: ALICE, id: 'forest' }]);
    const sacrificedFirst = castIt(reversed, [pay({ tap: ['b1'], sacrifice: ['b1'] })]);
    expect(outcome(sacrificedFirst)).toBe('cast');
    expect(player(ctx(sacrificedFirst).game, ALICE).graveyard.map((c) => c.card)).toEqual(['Grizzly Bears']);
  });

  it("601.2h: one creature can't be tapped for convoke and for a tap cost, nor named twice to convoke: BAD_PAYLOAD, the step waits", () => {
    const game = spellGame('Test Weary Offering', [bears('b1'), bears('b2'), { card: 'Forest', controller: ALICE, id: 'forest' }]);
    const actor = castIt(game, []);
    expect(refuse(actor, pay({ tap: ['b1', 'b1'], sacrifice: ['b2'] }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    const convoke = castIt(spellGame('Test Convoked Offering', [bears('b1'), bears('b2'), bears('b3')]), []);
    expect(refuse(convoke, pay({ mana: [], convoke: ['b1', 'b1', 'b2'], sacrifice: ['b3'] }))).toMatchObject({ code: 'BAD_PAYLOAD' });
  });
});

describe('601.2h: the look-ahead knows one object may pay two parts', () => {
  it("118.3: with one creature, Test Weary Offering's tap and sacrifice can both be paid: the payment options say so", () => {
    const game = spellGame('Test Weary Offering', [bears('b1'), { card: 'Forest', controller: ALICE, id: 'forest' }]);
    const actor = castIt(game, []);
    const context = ctx(actor);
    expect(paymentOptions(context.game, cards, ALICE, context.lockedCost!, 'Test Weary Offering').payable).toBe(true);
  });
});
