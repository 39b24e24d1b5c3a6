/**
 * CR 604.3, 601.2f, 602.5b: counts of objects are remembered by board (src/cards/count-memo.ts),
 * so a thousand abilities that count Swamps on one game count them once. A count remembered
 * for one board must never answer for another: a permanent more, a card in a graveyard, another
 * ability's object seeing "another" Swamp.
 */
import { describe, expect, it } from 'vitest';
import { countFor } from '../src/cards/characteristics.js';
import { countExpr } from '../src/cards/count-schema.js';
import { holdsNow } from '../src/cards/only-if-holds.js';
import { onlyIfSchema } from '../src/cards/only-if.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { nextGame, sacrificePermanent, setTapped, updatePlayer } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const swamps = countExpr.parse({ zone: 'battlefield', controller: 'you', what: { subtypes: ['Swamp'] } });
const graveyard = countExpr.parse({ zone: 'graveyard', controller: 'you' });
const game = gameOf({
  players: [{ id: 'alice', graveyard: ['Opt'] }, { id: 'bob' }],
  battlefield: [
    { card: 'Swamp', id: 's1', controller: 'alice' },
    { card: 'Swamp', id: 's2', controller: 'alice' },
    { card: 'Forest', id: 'f1', controller: 'alice' },
    { card: 'Swamp', id: 's3', controller: 'bob' },
  ],
  turn: ALICE_MAIN,
});

describe('604.3: counts remembered by board', () => {
  it('604.3, 601.2f: a count is read afresh for a board with a Swamp fewer, a card more in a graveyard, or seen by another player', () => {
    expect(countFor(game, BUILT_IN_CARDS, swamps, 'alice')).toBe(2);
    expect(countFor(game, BUILT_IN_CARDS, swamps, 'bob')).toBe(1);
    expect(countFor(game, BUILT_IN_CARDS, graveyard, 'alice')).toBe(1);
    // A Swamp tapped is still a Swamp; one sacrificed is not.
    expect(countFor(setTapped(game, 's1', true), BUILT_IN_CARDS, swamps, 'alice')).toBe(2);
    const sacrificed = sacrificePermanent(game, 's1');
    expect(countFor(sacrificed, BUILT_IN_CARDS, swamps, 'alice')).toBe(1);
    expect(countFor(sacrificed, BUILT_IN_CARDS, graveyard, 'alice')).toBe(2);
    // The same battlefield array with another graveyard: the board differs, and so does the count.
    const milled = updatePlayer(game, 'alice', (p) => ({ ...p, graveyard: [...p.graveyard, { id: 'c9', card: 'Opt', owner: 'alice' }] }));
    expect(milled.battlefield).toBe(game.battlefield);
    expect(countFor(milled, BUILT_IN_CARDS, graveyard, 'alice')).toBe(2);
    expect(countFor(game, BUILT_IN_CARDS, graveyard, 'alice')).toBe(1);
  });

  it('602.5b: "another Swamp" is counted from each ability\'s own object, and a stack of its own is no other board', () => {
    const another = onlyIfSchema.parse({ objects: { controller: 'you', subtypes: ['Swamp'], other: true }, atLeast: 2 });
    const at = (id: string) => game.battlefield.find((p) => p.id === id)!;
    // From the Forest, two other Swamps; from a Swamp, one.
    expect(holdsNow(game, BUILT_IN_CARDS, 'alice', another, at('f1'))).toBe(true);
    expect(holdsNow(game, BUILT_IN_CARDS, 'alice', another, at('s1'))).toBe(false);
    expect(holdsNow(game, BUILT_IN_CARDS, 'alice', another, at('f1'))).toBe(true);
    const spells = onlyIfSchema.parse({ objects: { zone: 'stack', stackKind: 'spell' }, atLeast: 1 });
    expect(holdsNow(game, BUILT_IN_CARDS, 'alice', spells)).toBe(false);
    // The same board with a spell on the stack.
    const withSpell = gameOf({ players: [{ id: 'alice', graveyard: ['Opt'] }, { id: 'bob' }], battlefield: [], stack: [{ card: 'Opt', controller: 'alice' }], turn: ALICE_MAIN });
    expect(holdsNow(nextGame(withSpell, { stack: [] }), BUILT_IN_CARDS, 'alice', spells)).toBe(false);
    expect(holdsNow(withSpell, BUILT_IN_CARDS, 'alice', spells)).toBe(true);
  });

  it('602.5b, 109.5: "an Equipment attached to another creature" is counted from each ability\'s own object', () => {
    const board = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [
        { card: 'Grizzly Bears', id: 'b1', controller: 'alice' },
        { card: 'Grizzly Bears', id: 'b2', controller: 'alice' },
        { card: 'Short Sword', id: 'sword', controller: 'alice', attachedTo: 'b1' },
      ],
      turn: ALICE_MAIN,
    });
    const equipped = onlyIfSchema.parse({ objects: { controller: 'you', subtypes: ['Equipment'], attachedTo: [{ types: ['Creature'], other: true }] }, atLeast: 1 });
    const at = (id: string) => board.battlefield.find((p) => p.id === id)!;
    expect(holdsNow(board, BUILT_IN_CARDS, 'alice', equipped, at('b2'))).toBe(true);
    expect(holdsNow(board, BUILT_IN_CARDS, 'alice', equipped, at('b1'))).toBe(false);
    expect(holdsNow(board, BUILT_IN_CARDS, 'alice', equipped, at('b2'))).toBe(true);
  });
});
