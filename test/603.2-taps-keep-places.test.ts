/**
 * CR 603.2, 603.10a: the triggers on what a cost did (casting/cost-event-triggers.ts) ask first
 * whether any object left the battlefield. A payment that only tapped, untapped or put counters
 * on permanents left every object in its place, and the battlefield it made says so
 * (game/same-places.ts, `knownSamePlaces`): the question is answered without reading the board
 * again, where comparing the two battlefields id by id was board-sized work at every mana
 * ability activated and every payment.
 */
import { describe, expect, it } from 'vitest';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { knownSamePlaces, noteReplaced } from '../src/game/same-places.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { sacrificePermanent, setTapped, setTappedAll, updatePermanent } from '../src/game/update.js';
import { counted } from './board-reads.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const FILLER = ['Mountain', 'Forest', 'Grizzly Bears', 'Llanowar Elves'];

/** n permanents, alice's and bob's in turn, and bob's `last` last: by default a Blood Artist (CR 603.10a: "Whenever … another creature dies"). */
function boardOf(n: number, last = 'Blood Artist', cards = BUILT_IN_CARDS): GameState {
  const battlefield = Array.from({ length: n - 1 }, (_, i) => ({ card: FILLER[i % FILLER.length]!, id: `p${i}`, controller: i % 2 ? 'bob' : 'alice' }));
  return gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [...battlefield, { card: last, id: 'artist', controller: 'bob' }], turn: ALICE_MAIN }, cards);
}

/** CR 701.26: "Whenever a permanent becomes tapped, you gain 1 life." */
const WATCHER: CardInput = { name: 'Test Tap Watcher', manaCost: '{2}', types: ['Artifact'], triggers: [{ on: 'becomesTapped', permanents: {}, text: 'Whenever a permanent becomes tapped, you gain 1 life.' }], text: 'Whenever a permanent becomes tapped, you gain 1 life.' } as CardInput;

describe('603.2: the triggers on a payment that only tapped permanents', () => {
  it('603.10a: a payment that tapped lands one by one and all at once left every object in its place: its triggers read nothing of the board again', () => {
    const { game: before, reads } = counted(boardOf(400));
    const tapped = setTappedAll(setTapped(setTapped(before, 'p0', true), 'p4', true), ['p8', 'p12', 'p16'], true);
    const countered = updatePermanent(tapped, 'p2', (p) => ({ ...p, counters: { '+1/+1': 1 } }));
    // The watchers (Blood Artist) are found once for the battlefield before; what is counted after is what the question reads.
    expect(costEventTriggers(before, countered, BUILT_IN_CARDS)).toEqual([]);
    const afterFirst = reads();
    for (let event = 0; event < 20; event += 1) expect(costEventTriggers(before, countered, BUILT_IN_CARDS)).toEqual([]);
    expect(reads() - afterFirst).toBe(0);
  });

  it('603.10a: a creature sacrificed after the taps left its place: the battlefields are compared and Blood Artist triggers', () => {
    const before = boardOf(400);
    const after = sacrificePermanent(setTapped(before, 'p0', true), 'p2');
    expect(knownSamePlaces(before.battlefield, after.battlefield)).toBe(false);
    expect(costEventTriggers(before, after, BUILT_IN_CARDS).map((t) => [t.source, t.on])).toEqual([['artist', 'creatureDied']]);
  });

  it('400.7: only arrays made from one another by changes in place are known alike; a permanent given a new id, or another board, is not', () => {
    const game = boardOf(40);
    const tapped = setTapped(game, 'p0', true);
    const again = setTapped(tapped, 'p1', true);
    expect(knownSamePlaces(game.battlefield, again.battlefield)).toBe(true);
    expect(knownSamePlaces(again.battlefield, game.battlefield)).toBe(true);
    const renamed = updatePermanent(tapped, 'p1', (p) => ({ ...p, id: 'p1-new' }));
    expect(knownSamePlaces(tapped.battlefield, renamed.battlefield)).toBe(false);
    expect(knownSamePlaces(game.battlefield, boardOf(40).battlefield)).toBe(false);
  });

  it('701.26, 603.2: beside a tap watcher, the permanents a payment of taps flipped are found place by place on the battlefield it made (each read once), not searched for by id', () => {
    const cards = libraryWith(WATCHER);
    const before = boardOf(400, 'Test Tap Watcher', cards);
    const tapped = setTapped(setTapped(before, 'p0', true), 'p5', true);
    // The battlefield after, behind a proxy that counts reads by place, in the lineage of the one it stands for.
    const { game: after, reads } = counted(tapped);
    noteReplaced(after.battlefield, tapped.battlefield, []);
    const fired = costEventTriggers(before, after, cards);
    expect(fired.map((t) => t.source)).toEqual(['artist', 'artist']);
    expect(fired).toEqual(costEventTriggers(before, tapped, cards));
    expect(reads()).toBeLessThanOrEqual(400);
  });
});
