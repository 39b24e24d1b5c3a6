/** CR 733.1: a player may keep the mana abilities they activated during an illegal action; everything else is reversed. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { castingMachine } from '../machines/casting.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const game = gameOf({
  players: [{ id: 'alice', hand: ['Giant Growth', 'Counterspell'], library: [{ card: 'Island', id: 'top' }, { card: 'Forest', id: 'second' }] }, { id: 'bob' }],
  battlefield: [
    { card: 'Forest', id: 'forest', controller: 'alice' },
    { card: 'Millikin', controller: 'alice' },
    { card: 'Grizzly Bears', controller: 'bob' },
  ],
  turn: ALICE_MAIN,
});

const castToMana = (keepManaOnReversal = false) => {
  const actor = createActor(castingMachine, { input: { game, keepManaOnReversal } }).start();
  accept(actor, { type: 'CAST', player: 'alice', card: 'giant-growth' });
  accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] });
  accept(actor, { type: 'ACTIVATE_MANA', player: 'alice', source: 'forest' });
  accept(actor, { type: 'ACTIVATE_MANA', player: 'alice', source: 'millikin' });
  return actor;
};

describe('733.1: keeping mana abilities', () => {
  it("733.1: by default the mana abilities are reversed too, except what can never be undone (Millikin's mill stays)", () => {
    const actor = castToMana();
    accept(actor, { type: 'CANCEL', player: 'alice' });
    expect(outcome(actor)).toBe('illegal');
    const after = ctx(actor).game;
    expect(after.battlefield.map((p) => p.tapped)).toEqual([false, false, false]);
    expect(after.players[0]!.manaPool).toEqual([]);
    expect(after.players[0]!.hand.map((c) => c.id)).toEqual(['giant-growth', 'counterspell']);
    expect(after.players[0]!.library.map((c) => c.id)).toEqual(['second']);
    expect(after.players[0]!.graveyard.map((c) => c.id)).toEqual(['top']);
  });

  it('733.1: with keepMana the Forest and Millikin stay tapped and their mana stays in the pool; the spell goes back to the hand', () => {
    const actor = castToMana();
    accept(actor, { type: 'CANCEL', player: 'alice', keepMana: true });
    expect(outcome(actor)).toBe('illegal');
    const after = ctx(actor).game;
    expect(after.players[0]!.hand.map((c) => c.id)).toEqual(['giant-growth', 'counterspell']);
    expect(after.stack).toEqual([]);
    expect(after.battlefield.map((p) => [p.id, p.tapped])).toEqual([
      ['forest', true],
      ['millikin', true],
      ['grizzly-bears', false],
    ]);
    expect(after.players[0]!.manaPool.map((m) => m.type)).toEqual(['G', 'C']);
    // The mill happened once, not twice.
    expect(after.players[0]!.graveyard.map((c) => c.id)).toEqual(['top']);
    expect(after.players[0]!.library.map((c) => c.id)).toEqual(['second']);
  });

  it('733.1: keepManaOnReversal keeps them when the rules reverse the cast (a payment that does not fit)', () => {
    const actor = castToMana(true);
    const colorless = ctx(actor).game.players[0]!.manaPool.find((m) => m.type === 'C')!.id;
    accept(actor, { type: 'PAY', player: 'alice', mana: [colorless] }); // {C} can't pay {G}
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game.players[0]!.manaPool.map((m) => m.type)).toEqual(['G', 'C']);
    expect(ctx(actor).game.players[0]!.hand.map((c) => c.id)).toEqual(['giant-growth', 'counterspell']);
  });

  it('733.1: a cast reversed before any mana ability keeps nothing and changes nothing', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'giant-growth' });
    accept(actor, { type: 'CANCEL', player: 'alice', keepMana: true });
    expect(ctx(actor).game).toEqual(game);
  });
});
