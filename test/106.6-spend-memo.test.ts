/**
 * CR 106.6: what each restricted mana source may pay for, worked out for a frozen list of the
 * board's sources (mana-abilities/spend.ts, `forPaying`), is remembered by purpose and board, and
 * is the answer worked out afresh for every purpose, in any order, on every board.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import { forPaying } from '../src/mana-abilities/spend.js';
import type { SpendPurpose } from '../src/cards/spend-match.js';
import type { GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const cards = BUILT_IN_CARDS;
const RESTRICTED = ['Ancient Ziggurat', 'Castle Garenbrig', 'Eldrazi Temple', "Mishra's Workshop", 'Smokebraider', 'Forest', 'Llanowar Elves'];
const PURPOSES: readonly (SpendPurpose | null)[] = [
  null,
  ...['Grizzly Bears', 'Lightning Bolt', 'Icy Manipulator', 'Smokebraider', 'Renegade Freighter'].flatMap((name) => (['spell', 'ability'] as const).map((kind) => ({ kind, card: getCard(cards, name) }))),
];

const game = (battlefield: readonly string[]): GameState =>
  gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: battlefield.map((card, i) => ({ card, id: `p${i}`, controller: 'alice' })) } as never);

describe('106.6: restricted mana, remembered by purpose', () => {
  it('106.6: forPaying on the board\'s frozen list gives, for every purpose, what it gives on a fresh copy, on each board in turn', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...RESTRICTED), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: PURPOSES.length - 1 }), { minLength: 1, maxLength: 12 }),
        (boards, asks) => {
          const games = boards.map(game);
          // A board and the same board with a permanent tapped share no list of sources but are asked about one after the other.
          for (const g of [...games, ...games.map((x) => nextGame(x, { battlefield: x.battlefield.map((p, i) => (i === 0 ? { ...p, tapped: true } : p)) }))]) {
            const sources = paymentSources(g, cards, 'alice');
            expect(Object.isFrozen(sources)).toBe(true);
            for (const k of asks) {
              const purpose = PURPOSES[k]!;
              const remembered = forPaying(g, cards, 'alice', sources, purpose);
              expect(remembered).toEqual(forPaying(g, cards, 'alice', [...sources], purpose));
              if (remembered !== sources) expect(forPaying(g, cards, 'alice', sources, purpose)).toBe(remembered);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
