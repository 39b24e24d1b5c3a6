/**
 * CR 601.2a, 400.7: the card being cast leaves the zone it was in. `removeCard` finds it by id
 * (game/queries.ts `locate`, whose zones are indexed by id once searched often, so it costs the
 * same beside a 10,000-card library) in a hand, library, graveyard, exile or the command zone,
 * and takes out exactly that card, every other card of every zone in its place and every zone it
 * didn't touch the same array. A property test holds it to a plain search and filter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardObject, GameState } from '../src/game/state.js';
import { removeCard } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const cards = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ card: i % 2 ? 'Island' : 'Grizzly Bears', id: `${prefix}-${i}` }));

function gameWith(sizes: readonly number[]): GameState {
  const [aHand, aLibrary, aGraveyard, bHand, bLibrary, bGraveyard, exile, command] = sizes;
  return gameOf({
    players: [
      { id: 'alice', hand: cards('alice-hand', aHand!), library: cards('alice-library', aLibrary!), graveyard: cards('alice-graveyard', aGraveyard!) },
      { id: 'bob', hand: cards('bob-hand', bHand!), library: cards('bob-library', bLibrary!), graveyard: cards('bob-graveyard', bGraveyard!) },
    ],
    exile: cards('exiled', exile!).map((c) => ({ ...c, owner: 'bob' })),
    command: cards('commander', command!).map((c) => ({ ...c, owner: 'alice' })),
    turn: ALICE_MAIN,
  });
}

/** What removeCard must do, by a plain search of each zone in order and a filter. */
function removedPlainly(game: GameState, id: string): readonly [GameState, CardObject] | undefined {
  for (const [p, player] of game.players.entries()) {
    for (const zone of ['hand', 'library', 'graveyard'] as const) {
      const card = player[zone].find((c) => c.id === id);
      if (card) return [{ ...game, players: game.players.map((q, i) => (i === p ? { ...q, [zone]: q[zone].filter((c) => c.id !== id) } : q)) }, card];
    }
  }
  for (const zone of ['exile', 'command'] as const) {
    const card = game[zone].find((c) => c.id === id);
    if (card) return [{ ...game, [zone]: game[zone].filter((c) => c.id !== id) }, card];
  }
  return undefined;
}

describe('400.7: a card taken out of its zone', () => {
  it('601.2a: the card with the id leaves the first zone that holds it, every other card and untouched zone as it was, however often zones are searched', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 40 }), { minLength: 8, maxLength: 8 }), fc.array(fc.nat({ max: 50 }), { maxLength: 12 }), (sizes, picks) => {
        const game = gameWith(sizes);
        const ids = [...game.players.flatMap((p) => [...p.hand, ...p.library, ...p.graveyard]), ...game.exile, ...game.command].map((c) => c.id);
        // Many lookups of one game, so its larger zones get their index; then a few ids that are nowhere.
        for (const id of [...ids, ...picks.map((n) => ids[n % Math.max(1, ids.length)] ?? 'none'), 'nowhere', 'alice']) {
          const removed = removeCard(game, id);
          const expected = removedPlainly(game, id);
          if (!expected) {
            expect(removed).toBeUndefined();
            continue;
          }
          expect(removed?.[1]).toBe(expected[1]);
          expect(removed?.[0]).toEqual(expected[0]);
          // Zones it didn't touch are the same arrays.
          const [after] = removed!;
          for (const [i, player] of after.players.entries()) {
            for (const zone of ['hand', 'library', 'graveyard'] as const) if (player[zone].length === game.players[i]![zone].length) expect(player[zone]).toBe(game.players[i]![zone]);
          }
          for (const zone of ['exile', 'command'] as const) if (after[zone].length === game[zone].length) expect(after[zone]).toBe(game[zone]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
