/**
 * CR 400.7: each object in a zone is found by its id. Once a zone's array has been searched
 * often, game/queries.ts reads it from an index by id, which on a board of thousands of
 * permanents is held in parts chosen by a hash of the id (a Map of more than 4,096 entries is
 * costly to allocate: docs/performance-history.md, twenty-ninth round). These tests hold the
 * index to a plain search of the array on boards of one to several parts, with ids of many
 * shapes, an id held twice (the first wins, as a search from the front finds it), ids that are
 * nowhere, and a battlefield changed in its places, which takes the index over
 * (game/same-places.ts).
 */
import { describe, expect, it } from 'vitest';
import { findPermanent, locate, permanentIndex, permanentsWithIds } from '../src/game/queries.js';
import { counted } from './board-reads.js';
import type { GameState, Permanent } from '../src/game/state.js';
import { setTapped } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

/** Ids of the shapes a game or a scenario gives: a counter's digits, a name and a number, a UUID-like string, one suffix shared by all. */
function idOf(i: number): string {
  const shapes = [`p${i}`, `llanowar-elves-${i}`, `${(i * 2654435761) >>> 0}-${i % 7}-abcd`, `card${i}-a`];
  return shapes[i % shapes.length]!;
}

/** A game whose battlefield holds `n` permanents with these ids (built from one small game: only the ids and their number matter here). */
function boardOf(n: number, id: (i: number) => string = idOf): GameState {
  const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Forest', id: 'seed', controller: 'alice' }], turn: ALICE_MAIN });
  const seed = game.battlefield[0]!;
  const battlefield: Permanent[] = Array.from({ length: n }, (_, i) => ({ ...seed, id: id(i) }));
  return { ...game, battlefield };
}

/** Asks every id twice (enough searches for the index to be built), then checks each answer against a plain search. */
function checkEvery(game: GameState, extra: readonly string[] = []): void {
  const ids = [...game.battlefield.map((p) => p.id), ...extra];
  for (const id of ids) permanentIndex(game, id);
  for (const id of ids) {
    const at = game.battlefield.findIndex((p) => p.id === id);
    expect(permanentIndex(game, id)).toBe(at);
    expect(findPermanent(game, id)).toBe(at < 0 ? undefined : game.battlefield[at]);
  }
}

describe('400.7: an object is found by its id however large its zone', () => {
  it('400.7: on boards of one to several parts of the index, every id is where a plain search finds it, and an id that is nowhere is not found', () => {
    for (const n of [2047, 2048, 2049, 4096, 4097, 6145, 10_000]) checkEvery(boardOf(n), ['nobody', '', 'p', 'p-1', 'card-a']);
  });

  it('400.7: an id held twice is found at its first place, as a search from the front finds it', () => {
    const game = boardOf(6000, (i) => (i === 4321 ? 'p8' : idOf(i)));
    checkEvery(game);
    expect(permanentIndex(game, 'p8')).toBe(8);
  });

  it('400.7: ids alike but for their start are told apart (the hash reads the end of an id)', () => {
    checkEvery(boardOf(5000, (i) => `${i}-same-suffix`));
  });

  it('601.2g: a large battlefield with a permanent tapped keeps the index of the one it was made from, and it answers as a search of the new one', () => {
    const game = boardOf(5000);
    checkEvery(game);
    const tapped = setTapped(game, idOf(4999), true);
    expect(tapped.battlefield).not.toBe(game.battlefield);
    expect(findPermanent(tapped, idOf(4999))?.tapped).toBe(true);
    checkEvery(tapped, ['nobody']);
  });

  it('400.7: locate finds a permanent on a large battlefield in its zone and place', () => {
    const game = boardOf(5000);
    checkEvery(game);
    expect(locate(game, idOf(4500))).toEqual({ zone: 'battlefield', player: null, index: 4500, object: game.battlefield[4500] });
    expect(locate(game, 'nobody')).toBeUndefined();
  });

  it('400.7: locate answers for the game and the id asked, whichever game or id it was asked about just before', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt', 'Opt'] }, { id: 'bob' }], battlefield: [{ card: 'Forest', id: 'land', controller: 'alice' }], turn: ALICE_MAIN });
    const [bolt, opt] = game.players[0]!.hand;
    // The same ids in other places: the Bolt in exile, the Forest gone.
    const moved: GameState = { ...game, players: [{ ...game.players[0]!, hand: [opt!] }, game.players[1]!], exile: [bolt!], battlefield: [] };
    for (let round = 0; round < 2; round += 1) {
      expect(locate(game, bolt!.id)).toEqual({ zone: 'hand', player: 'alice', index: 0, object: bolt });
      expect(locate(game, bolt!.id)).toEqual({ zone: 'hand', player: 'alice', index: 0, object: bolt });
      expect(locate(moved, bolt!.id)).toEqual({ zone: 'exile', player: null, index: 0, object: bolt });
      expect(locate(moved, opt!.id)).toEqual({ zone: 'hand', player: 'alice', index: 0, object: opt });
      expect(locate(game, opt!.id)).toEqual({ zone: 'hand', player: 'alice', index: 1, object: opt });
      expect(locate(moved, 'land')).toBeUndefined();
      expect(locate(game, 'land')).toMatchObject({ zone: 'battlefield', index: 0 });
    }
  });

  it('400.7: permanentsWithIds finds each id where findPermanent does (the first of an id held twice; an id that is nowhere, not at all)', () => {
    const game = boardOf(600, (i) => (i === 500 ? idOf(7) : idOf(i)));
    const ids = new Set([idOf(0), idOf(7), idOf(599), idOf(250), 'nowhere']);
    const found = permanentsWithIds(game, ids);
    expect([...found.keys()].sort()).toEqual([idOf(0), idOf(7), idOf(599), idOf(250)].sort());
    for (const id of ids) expect(found.get(id)).toBe(findPermanent(game, id));
    expect(found.get(idOf(7))).toBe(game.battlefield[7]);
  });

  it('400.7: a few hundred ids on a fresh battlefield of thousands are found in one pass, not a search each and an index (each permanent read once at most)', () => {
    const { game, reads } = counted(boardOf(4000));
    const ids = new Set(Array.from({ length: 300 }, (_, k) => idOf(3999 - 13 * k)));
    const found = permanentsWithIds(game, ids);
    expect(found.size).toBe(300);
    expect(reads()).toBeLessThanOrEqual(4000);
    // The same ids, one search each, read the board some eight times over and then build its index.
    const alone = counted(boardOf(4000));
    for (const id of ids) findPermanent(alone.game, id);
    expect(alone.reads()).toBeGreaterThan(8 * 4000);
  });

  it('400.7: once a battlefield has its index, permanentsWithIds reads only the permanents it finds', () => {
    const { game, reads } = counted(boardOf(2000));
    // Every id asked once: the searches build the index on the way.
    for (const id of Array.from({ length: 2000 }, (_, i) => idOf(i))) findPermanent(game, id);
    const before = reads();
    expect(permanentsWithIds(game, new Set([idOf(5), idOf(1500), 'nowhere'])).size).toBe(2);
    expect(reads() - before).toBe(2);
  });
});
