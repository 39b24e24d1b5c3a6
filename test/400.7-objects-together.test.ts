/**
 * CR 400.1, 400.7, 701.21: the batch updates a cost with many objects pays through
 * (sacrificing, returning and tapping the objects named all at once, one pass over the
 * battlefield), and `locate` answering from an index once a zone has been searched about eight times over.
 * Each is checked against the plain one-object-at-a-time model it replaces, on random boards
 * larger than the size where indexes start (16 objects).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnAllToHand } from '../src/cards/cost-moves.js';
import { findPermanent, locate } from '../src/game/queries.js';
import type { CardObject, GameState, ObjectId, PlayerId } from '../src/game/state.js';
import { asNewObject, leaveBattlefield, nextGame, sacrificePermanents, setTapped, setTappedAll, updatePlayer } from '../src/game/update.js';
import { createGame } from '../src/scenario/build-game.js';
import { ALICE_MAIN } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';

const FILLER = ['Grizzly Bears', 'Memnite', 'Llanowar Elves', 'Forest', 'Sol Ring'];

/** A board of `size` permanents, a third of them bob's and a few owned by the other player, in a game of opaque ids or of names. */
function boardOf(size: number, names: boolean): GameState {
  return createGame({
    ids: names ? 'names' : 'opaque',
    players: [
      { id: ALICE, hand: ['Lightning Bolt', 'Shock'], graveyard: ['Counterspell'] },
      { id: BOB, hand: ['Lightning Bolt'] },
    ],
    battlefield: Array.from({ length: size }, (_, i) => ({
      card: FILLER[i % FILLER.length]!,
      controller: i % 3 === 0 ? BOB : ALICE,
      ...(i % 7 === 0 ? { owner: i % 3 === 0 ? ALICE : BOB } : {}),
    })),
    turn: ALICE_MAIN,
  });
}

/** The model: the permanent leaves for its owner's `zone` as a new plain card, one id after another. */
function leaveOneAtATime(game: GameState, ids: readonly ObjectId[], zone: 'graveyard' | 'hand'): GameState {
  return ids.reduce((g, id) => {
    const permanent = g.battlefield.find((p) => p.id === id);
    if (!permanent) return g;
    const plain: CardObject = { id: permanent.id, card: permanent.card, owner: permanent.owner };
    const [without, card] = asNewObject(nextGame(g, { battlefield: g.battlefield.filter((p) => p.id !== id) }), plain);
    return updatePlayer(without, permanent.owner as PlayerId, (p) => ({ ...p, [zone]: [...p[zone], card] }));
  }, game);
}

/** A board and a list of its permanents' ids (some named twice, some not permanents at all). */
const boardAndNames = fc
  .record({ size: fc.integer({ min: 0, max: 60 }), names: fc.boolean(), picks: fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 40 }) })
  .map(({ size, names, picks }) => {
    const game = boardOf(size, names);
    return { game, ids: picks.map((i) => game.battlefield[i]?.id ?? `nothing-${i}`) };
  });

describe('400.7: objects leaving the battlefield together', () => {
  it('701.21: sacrificing several permanents at once is sacrificing them one after another, each to its owner\'s graveyard as a new object', () => {
    fc.assert(
      fc.property(boardAndNames, ({ game, ids }) => {
        const present = [...new Set(ids)].filter((id) => findPermanent(game, id) !== undefined);
        expect(sacrificePermanents(game, present)).toEqual(leaveOneAtATime(game, present, 'graveyard'));
      }),
    );
  });

  it('701.21: sacrificing an id that names no permanent, or the same one twice, is an error', () => {
    const game = boardOf(20, false);
    const first = game.battlefield[0]!.id;
    expect(() => sacrificePermanents(game, [first, first])).toThrow(`no permanent "${first}" to sacrifice`);
    expect(() => sacrificePermanents(game, ['nowhere'])).toThrow('no permanent "nowhere" to sacrifice');
  });

  it("400.7: returning several permanents at once is returning them one after another; an id that names none is passed over", () => {
    fc.assert(
      fc.property(boardAndNames, ({ game, ids }) => {
        expect(returnAllToHand(game, ids)).toEqual(leaveOneAtATime(game, ids, 'hand'));
      }),
    );
  });

  it('400.7: cards leaving with ids taken already keep them, each its own, an id that names none passed over with its id', () => {
    const game = boardOf(20, false);
    const [a, b] = [game.battlefield[1]!, game.battlefield[4]!];
    const left = leaveBattlefield(game, [a.id, 'nowhere', b.id], 'graveyard', () => undefined, ['card-900', 'card-901', 'card-902']);
    expect(left.battlefield.map((p) => p.id)).toEqual(game.battlefield.filter((p) => p !== a && p !== b).map((p) => p.id));
    const graveyards = left.players.flatMap((p) => p.graveyard);
    expect(graveyards.find((c) => c.id === 'card-900')?.card).toBe(a.card);
    expect(graveyards.find((c) => c.id === 'card-902')?.card).toBe(b.card);
    expect(graveyards.some((c) => c.id === 'card-901')).toBe(false);
    expect(left.nextId).toBe(game.nextId);
  });

  it('302.6: tapping several permanents at once is tapping them one after another, and tapping none leaves the game as it was', () => {
    fc.assert(
      fc.property(boardAndNames, fc.boolean(), ({ game, ids }, tapped) => {
        expect(setTappedAll(game, ids, tapped)).toEqual(ids.reduce((g, id) => setTapped(g, id, tapped), game));
      }),
    );
    const game = boardOf(20, true);
    expect(setTappedAll(game, [], true)).toBe(game);
  });
});

describe('400.1: where an object is', () => {
  /** The model: a search of every zone, in locate's order. */
  function search(game: GameState, id: ObjectId) {
    for (const player of game.players) {
      for (const zone of ['hand', 'library', 'graveyard'] as const) {
        const index = player[zone].findIndex((c) => c.id === id);
        if (index >= 0) return { zone, player: player.id, index, object: player[zone][index] };
      }
    }
    for (const zone of ['battlefield', 'stack', 'exile', 'command'] as const) {
      const index = (game[zone] as readonly { readonly id: ObjectId }[]).findIndex((c) => c.id === id);
      if (index >= 0) return { zone, player: null, index, object: game[zone][index] };
    }
    return undefined;
  }

  it('400.1: locate answers as a search of every zone does, however often it is asked of one board', () => {
    fc.assert(
      fc.property(boardAndNames, ({ game, ids }) => {
        const asked = [...ids, ...game.players.flatMap((p) => p.hand.map((c) => c.id)), ALICE, 'nowhere'];
        // Asked ten times over: searched at first ('nowhere' searches every zone to its end), then read from the index built on the way.
        for (let round = 0; round < 10; round += 1) for (const id of asked) expect(locate(game, id)).toEqual(search(game, id));
      }),
    );
  });

  it('400.1: on a board holding two objects with one id, the first is found, with or without the index', () => {
    const game = boardOf(30, false);
    const [first, second] = [game.battlefield[3]!, game.battlefield[20]!];
    const twice = nextGame(game, { battlefield: game.battlefield.map((p) => (p === second ? { ...p, id: first.id } : p)) });
    // Each round also asks for an id that isn't there, a search of every object: the index is built by the ninth.
    for (let round = 0; round < 12; round += 1) {
      expect(findPermanent(twice, first.id)).toBe(twice.battlefield[3]);
      expect(locate(twice, first.id)?.index).toBe(3);
      expect(findPermanent(twice, 'nowhere')).toBeUndefined();
    }
  });
});
