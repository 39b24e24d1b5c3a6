/** CR 601.2g–h: one object can't pay two parts of a cost that each use it up; the look-ahead and auto payment agree. */
import { describe, expect, it } from 'vitest';
import { canCast } from '../src/casting/castable.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

/** A test card whose additional cost taps a creature of its caster's. */
const muster = () =>
  libraryWith({
    name: 'Test Muster',
    manaCost: '{G}',
    types: ['Instant'],
    additionalCosts: [{ kind: 'tap', what: { types: ['Creature'] } }],
    text: 'As an additional cost, tap an untapped creature you control.',
  });

describe('601.2h: objects shared between mana and the other parts of a cost', () => {
  it('601.2h: when tapping a creature no mana ability uses leaves the mana short, tapping a mana creature for the cost leaves it shorter', () => {
    const rally = (mana: string) =>
      libraryWith({ name: 'Test Rally', manaCost: mana, types: ['Instant'], additionalCosts: [{ kind: 'tap', what: { types: ['Creature'] } }], text: 'As an additional cost, tap an untapped creature you control.' });
    const castable = (mana: string) => {
      const cards = rally(mana);
      const game = gameOf(
        {
          players: [{ id: 'alice', hand: ['Test Rally'] }, { id: 'bob' }],
          battlefield: [{ card: 'Forest', controller: 'alice' }, { card: 'Llanowar Elves', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }],
          turn: ALICE_MAIN,
        },
        cards,
      );
      return canCast(game, cards, 'alice', 'test-rally').ok;
    };
    // The Bears tapped for the cost, the Forest and the Elves for {G}{G}.
    expect(castable('{G}{G}')).toBe(true);
    // {G}{G}{G}: short with the Bears tapped, and shorter with the Elves.
    expect(castable('{G}{G}{G}')).toBe(false);
  });

  it("601.2h: Wild Cantor can't be sacrificed both for mana and for Altar's Reap", () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ["Altar's Reap"] }, { id: 'bob' }],
      battlefield: [{ card: 'Swamp', controller: 'alice' }, { card: 'Wild Cantor', controller: 'alice' }],
      turn: ALICE_MAIN,
    });
    expect(canCast(game, ctx(castActor(game)).cards, 'alice', 'altar-s-reap').ok).toBe(false);
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['wild-cantor'] });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(game);
  });

  it("601.2g–h: with another creature to sacrifice, auto payment sacrifices Wild Cantor for mana and the named creature for the spell", () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ["Altar's Reap"] }, { id: 'bob' }],
      battlefield: [{ card: 'Swamp', controller: 'alice' }, { card: 'Wild Cantor', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }],
      turn: ALICE_MAIN,
    });
    expect(canCast(game, ctx(castActor(game)).cards, 'alice', 'altar-s-reap').ok).toBe(true);
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['grizzly-bears'] });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2g–h: auto payment never uses up for mana the creature the payment names to sacrifice', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ["Altar's Reap"] }, { id: 'bob' }],
      battlefield: [
        { card: 'Swamp', controller: 'alice' },
        { card: 'Forest', controller: 'alice' },
        { card: 'Wild Cantor', controller: 'alice' },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['wild-cantor'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.map((p) => [p.id, p.tapped])).toEqual([
      ['swamp', true],
      ['forest', true],
    ]);
  });

  it('601.2g–h: a creature may be tapped for mana and then sacrificed (Llanowar Elves pays for its own Altar\'s Reap)', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ["Altar's Reap"] }, { id: 'bob' }],
      battlefield: [{ card: 'Swamp', controller: 'alice' }, { card: 'Llanowar Elves', controller: 'alice' }],
      turn: ALICE_MAIN,
    });
    expect(canCast(game, ctx(castActor(game)).cards, 'alice', 'altar-s-reap').ok).toBe(true);
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['llanowar-elves'] });
    expect(outcome(actor)).toBe('cast');
  });

  it("601.2g–h: a land tapped for mana may then be returned to pay the rest (as with Daze)", () => {
    const cards = libraryWith({
      name: 'Test Ebb',
      manaCost: '{U}',
      types: ['Instant'],
      additionalCosts: [{ kind: 'return', what: { types: ['Land'] } }],
      text: 'As an additional cost, return a land you control to its owner\'s hand.',
    });
    const game = gameOf({ players: [{ id: 'alice', hand: ['Test Ebb'] }, { id: 'bob' }], battlefield: [{ card: 'Island', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    expect(canCast(game, cards, 'alice', 'test-ebb').ok).toBe(true);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-ebb' });
    accept(actor, { type: 'PAY', player: 'alice', return: ['island'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.players[0]!.hand.map((c) => c.id)).toEqual(['island']);
  });

  it("601.2h: a creature tapped for a cost can't also be tapped for mana", () => {
    const cards = muster();
    const game = gameOf({ players: [{ id: 'alice', hand: ['Test Muster'] }, { id: 'bob' }], battlefield: [{ card: 'Llanowar Elves', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    expect(canCast(game, cards, 'alice', 'test-muster').ok).toBe(false);
  });

  it("601.2h, 602.2b: the creature Springleaf Drum would tap for its mana can't also be tapped for the cost; a second creature can", () => {
    const cards = muster();
    const board = (creatures: readonly string[]) =>
      gameOf({ players: [{ id: 'alice', hand: ['Test Muster'] }, { id: 'bob' }], battlefield: [{ card: 'Springleaf Drum', controller: 'alice' }, ...creatures.map((card) => ({ card, controller: 'alice' }))], turn: ALICE_MAIN }, cards);
    expect(canCast(board(['Grizzly Bears']), cards, 'alice', 'test-muster').ok).toBe(false);
    const two = board(['Grizzly Bears', 'Memnite']);
    expect(canCast(two, cards, 'alice', 'test-muster').ok).toBe(true);
    const actor = castActor(two, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-muster' });
    accept(actor, { type: 'PAY', player: 'alice', tap: ['memnite'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.map((p) => [p.id, p.tapped])).toEqual([
      ['springleaf-drum', true],
      ['grizzly-bears', true],
      ['memnite', true],
    ]);
  });
});
