/**
 * CR 733.1: a scenario's `keepManaOnReversal` preset is the players' standing choice to keep the
 * mana abilities they activated during a cast the rules reverse by themselves (here an
 * illegal payment, 601.2h), as `CANCEL`'s `keepMana` is for one cancel.
 */
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario/load.js';
import { runScenario } from '../tools/run-scenario.js';

/** Divination ({2}{U}) with {U}{C} floating; the Island tapped at 601.2g; a PAY that covers only {U}{U}. */
const unpaid = (preset: Record<string, unknown>) =>
  runScenario(
    loadScenario(
      JSON.stringify({
        name: 'unpaid',
        ...preset,
        game: { ids: 'names', players: [{ id: 'alice', hand: ['Divination'], manaPool: ['U', 'C'] }, { id: 'bob' }], battlefield: [{ card: 'Island', controller: 'alice' }], turn: { activePlayer: 'alice', phase: 'precombatMain' } },
        actions: [
          { type: 'CAST', player: 'alice', card: 'divination' },
          { type: 'ACTIVATE_MANA', player: 'alice', source: 'island' },
          { type: 'PAY', player: 'alice', mana: ['mana-1', 'mana-3'] },
        ],
      }),
    ),
  );

describe('733.1: keepManaOnReversal in a scenario', () => {
  it('733.1: with keepManaOnReversal, a cast the rules reverse keeps the Island tapped and its mana in the pool; the spell still goes back to the hand', () => {
    const result = unpaid({ keepManaOnReversal: true });
    expect(result).toMatchObject({ outcome: 'illegal', refusal: { rule: '601.2h' } });
    const alice = result.game.players[0]!;
    expect(alice.hand.map((c) => c.card)).toEqual(['Divination']);
    expect(result.game.battlefield[0]!.tapped).toBe(true);
    expect(alice.manaPool.map((m) => m.type).sort()).toEqual(['C', 'U', 'U']);
  });

  it('733.1: without it (the default), the mana ability is reversed too: the Island untapped, only the starting mana in the pool', () => {
    const result = unpaid({});
    expect(result).toMatchObject({ outcome: 'illegal' });
    expect(result.game.battlefield[0]!.tapped).toBe(false);
    expect(result.game.players[0]!.manaPool.map((m) => m.type).sort()).toEqual(['C', 'U']);
  });
});
