/**
 * CR 601.2g–h: which sources of a payment's list use which objects (costs/cost-conflicts.ts,
 * `sourceIndex`). A list whose sources each carry what they use (mana abilities, free pool mana)
 * has the index its sources make, one by one, and a list of the same sources on a new
 * battlefield has the same; a list holding a source whose use is read from the game (a convoke
 * creature on this battlefield) is indexed on its own game.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import { sourceIndex, usedBySome } from '../src/costs/cost-conflicts.js';
import type { GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const cards = BUILT_IN_CARDS;
const game = (battlefield: readonly (readonly [string, string])[]): GameState =>
  gameOf({ players: [{ id: 'alice', hand: ['Chord of Calling'] }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: battlefield.map(([card, id]) => ({ card, id, controller: 'alice' })) } as never);
const board = game([['Forest', 'forest'], ['Llanowar Elves', 'elves'], ['Sol Ring', 'ring']]);
/** The same permanents in a new battlefield array, as after an event that changed nothing of theirs. */
const afresh = (g: GameState): GameState => nextGame(g, { battlefield: [...g.battlefield] });

describe('601.2h: the index of a list of sources', () => {
  it('601.2h: the same mana abilities listed again on a new battlefield are indexed once', () => {
    const first = paymentSources(board, cards, 'alice');
    const again = afresh(board);
    const second = paymentSources(again, cards, 'alice');
    expect(second).not.toBe(first);
    expect(second.every((s, i) => s === first[i])).toBe(true);
    expect(sourceIndex(again, 'alice', second)).toBe(sourceIndex(board, 'alice', first));
  });

  it('601.2h: a list as long but of other sources has its own index', () => {
    const mine = sourceIndex(board, 'alice', paymentSources(board, cards, 'alice'));
    const other = game([['Forest', 'f2'], ['Llanowar Elves', 'e2'], ['Sol Ring', 'r2']]);
    const theirs = sourceIndex(other, 'alice', paymentSources(other, cards, 'alice'));
    expect(usedBySome(mine, 'ring')).toBe(true);
    expect(usedBySome(theirs, 'ring')).toBe(false);
    expect(usedBySome(theirs, 'r2')).toBe(true);
  });

  it("601.2h, 702.51a: a list with a convoke creature is indexed on its own battlefield: the same sources once the creature has left use it no more", () => {
    const withBear = game([['Forest', 'forest'], ['Grizzly Bears', 'bear']]);
    const sources = paymentSources(withBear, cards, 'alice', 'Chord of Calling');
    expect(sources.map((s) => s.id)).toContain('bear');
    expect(usedBySome(sourceIndex(withBear, 'alice', sources), 'bear')).toBe(true);
    const gone = nextGame(withBear, { battlefield: withBear.battlefield.filter((p) => p.id !== 'bear') });
    expect(usedBySome(sourceIndex(gone, 'alice', Object.freeze([...sources])), 'bear')).toBe(false);
  });
});
