/**
 * CR 400.7: an object that moves from one zone to another becomes a new object. Default ids
 * are opaque (`card-N`) and a moved card gets a new one, so no id a player sees tells a hidden
 * card's name, how many copies there are, or where it was.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/scenario/build-game.js';
import { InputError } from '../src/scenario/problems.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, player } from './cast-helpers.js';

const allIds = (game: ReturnType<typeof createGame>): string[] => [
  ...game.players.flatMap((p) => [...p.library, ...p.hand, ...p.graveyard].map((c) => c.id)),
  ...[...game.battlefield, ...game.stack, ...game.exile, ...game.command].map((o) => o.id),
];

describe('400.7: object ids', () => {
  it('400.7: default ids are opaque: they name no card and count no copies', () => {
    const game = createGame({
      players: [
        { id: ALICE, hand: ['Lightning Bolt', 'Lightning Bolt'], library: ['Lightning Bolt', 'Island'] },
        { id: BOB, hand: ['Lightning Bolt'] },
      ],
      battlefield: [{ card: 'Mountain', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const ids = allIds(game);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^card-\d+$/);
    expect(game.idStyle).toBeUndefined();
  });

  it('400.7: ids made from names, when asked for, are the readable slugs; explicit ids are kept', () => {
    const game = createGame({
      ids: 'names',
      players: [{ id: ALICE, hand: ['Lightning Bolt', { card: 'Lightning Bolt', id: 'lightning-bolt-2' }, 'Lightning Bolt'] }, { id: BOB }],
      turn: ALICE_MAIN,
    });
    expect(player(game, ALICE).hand.map((c) => c.id)).toEqual(['lightning-bolt', 'lightning-bolt-2', 'lightning-bolt-3']);
    expect(game.idStyle).toBe('names');
  });

  it('400.7: ten thousand copies of one card get distinct ids in either style', () => {
    for (const ids of ['names', 'opaque'] as const) {
      const game = createGame({ ids, players: [{ id: ALICE, library: Array.from({ length: 10_000 }, () => 'Island') }, { id: BOB }], turn: ALICE_MAIN });
      const library = player(game, ALICE).library.map((c) => c.id);
      expect(new Set(library).size).toBe(10_000);
      expect(library.at(-1)).toBe(ids === 'names' ? 'island-10000' : 'card-10000');
    }
  });

  it("400.7: a scenario may not give an id of the engine's own form (card-N, mana-N, ability-N)", () => {
    const build = () => createGame({ players: [{ id: ALICE, hand: [{ card: 'Lightning Bolt', id: 'card-2' }] }, { id: BOB }], turn: ALICE_MAIN });
    expect(build).toThrow(InputError);
    expect(build).toThrow(/the form of the ids the engine gives/);
  });

  it('400.7: a card cast from a hand becomes a new object on the stack, with a new id; the chart follows it', () => {
    const game = gameOf({ ids: 'opaque', players: [{ id: ALICE, hand: [{ card: 'Lightning Bolt', id: 'bolt' }] }, { id: BOB }], battlefield: [{ card: 'Mountain', controller: ALICE }], turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'bolt' });
    const { game: now, objectId } = ctx(actor);
    const spell = now.stack.at(-1)!;
    expect(spell).toMatchObject({ card: 'Lightning Bolt', controller: ALICE });
    expect(spell.id).not.toBe('bolt');
    expect(spell.id).toMatch(/^card-\d+$/);
    expect(objectId).toBe(spell.id);
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] });
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(actor.getSnapshot().output?.outcome).toBe('cast');
  });

  it('733, 400.7: a cast that is reversed hands back the card with the id it had', () => {
    const game = gameOf({ ids: 'opaque', players: [{ id: ALICE, hand: [{ card: 'Lightning Bolt', id: 'bolt' }] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'bolt' });
    accept(actor, { type: 'CANCEL', player: ALICE });
    expect(ctx(actor).game).toEqual(game);
  });

  it("400.7: a creature sacrificed to pay a cost is a new object in the graveyard (Altar's Reap)", () => {
    const game = gameOf({
      ids: 'opaque',
      players: [{ id: ALICE, hand: [{ card: "Altar's Reap", id: 'reap' }], manaPool: ['B', 'B'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', id: 'bears', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'reap' });
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto', sacrifice: ['bears'] });
    const now = ctx(actor).game;
    const graveyard = player(now, ALICE).graveyard;
    expect(graveyard.map((c) => c.card)).toEqual(['Grizzly Bears']);
    expect(graveyard[0]!.id).not.toBe('bears');
    expect(graveyard[0]!.id).toMatch(/^card-\d+$/);
  });

  it('400.7: in a game whose ids are names, a moved card keeps its id', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expect(ctx(actor).game.stack.at(-1)!.id).toBe('lightning-bolt');
  });
});
