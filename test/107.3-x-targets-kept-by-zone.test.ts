/**
 * CR 107.3, 601.2b–c: a target word bound by X outside the battlefield ("target creature card
 * with mana value X from your graveyard", Postmortem Lunge) has the X where each card of the
 * zone starts to fit it read once for each array of cards (src/casting/x-targets.ts): a card
 * proposed from a hand leaves the graveyard as it was, so k copies in a hand beside a graveyard
 * of g read it about g times, not k·g (counted, not timed). The smallest X with a legal target
 * is still each card's.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { askedInTurn, countedGraveyard } from './board-reads.js';

const LUNGE: CardInput = {
  name: 'Test Lunge',
  manaCost: '{X}{B}',
  types: ['Sorcery'],
  targets: [{ what: { types: ['Creature'], manaValue: { equals: 'X' }, zone: 'graveyard', owner: 'you' }, count: 1 }],
  text: 'Return target creature card with mana value X from your graveyard to the battlefield.',
} as CardInput;
const cards = libraryWith(LUNGE);

const gameWith = (lunges: number, graveyard: readonly string[], swamps: number, bobs: readonly string[] = []): GameState =>
  gameOf(
    {
      players: [{ id: 'alice', hand: Array.from({ length: lunges }, () => 'Test Lunge'), graveyard: [...graveyard] }, { id: 'bob', graveyard: [...bobs] }],
      battlefield: Array.from({ length: swamps }, () => ({ card: 'Swamp', controller: 'alice' })),
      turn: ALICE_MAIN,
      priority: 'alice',
    },
    cards,
  );

const payable = (game: GameState): readonly boolean[] => legalActions(game, cards, 'alice').casts.map((c) => c.payable);

describe('107.3: an X-bound target word outside the battlefield, read once for each array of cards', () => {
  it('107.3, 601.2c: 40 more Lunges in hand beside 200 creature cards in the graveyard read the graveyard far fewer than 40 more times', () => {
    const graveyard = Array.from({ length: 200 }, (_, i) => (i % 2 ? 'Shivan Dragon' : 'Troll Ascetic'));
    const reads = (lunges: number) => {
      const { game, reads: count } = countedGraveyard(gameWith(lunges, graveyard, 3));
      expect(payable(game)).toEqual(Array.from({ length: lunges }, () => false));
      return count();
    };
    expect(reads(45) - reads(5)).toBeLessThan(40 * 200);
  });

  it("107.3, 601.2c: the smallest X with a legal target is each Lunge's: a Bears in alice's graveyard makes X 2, payable with three Swamps; a Dragon's 6 isn't; bob's Bears is no target", () => {
    expect(payable(gameWith(2, ['Shivan Dragon', 'Grizzly Bears'], 3))).toEqual([true, true]);
    expect(payable(gameWith(2, ['Shivan Dragon'], 3))).toEqual([false, false]);
    expect(payable(gameWith(2, ['Shivan Dragon'], 3, ['Grizzly Bears']))).toEqual([false, false]);
    expect(payable(gameWith(2, ['Llanowar Elves'], 2))).toEqual([true, true]);
  });

  it('107.3, 601.2c: "your graveyard" is each caster\'s, on games that share the graveyards: bob\'s Bears makes his Lunge payable, alice\'s Dragon doesn\'t make hers', () => {
    const game = gameOf(
      {
        players: [{ id: 'alice', hand: ['Test Lunge'], graveyard: ['Shivan Dragon'] }, { id: 'bob', hand: ['Test Lunge'], graveyard: ['Grizzly Bears'] }],
        battlefield: [...['alice', 'bob'].flatMap((controller) => Array.from({ length: 3 }, () => ({ card: 'Swamp', controller })))],
        turn: ALICE_MAIN,
        priority: 'alice',
      },
      cards,
    );
    const bobs = nextGame(game, { turn: { ...game.turn, activePlayer: 'bob' }, priority: 'bob' });
    const ask = (g: GameState) => legalActions(g, cards, g.priority!).casts.map((c) => c.payable);
    expect(askedInTurn(ask, game, bobs)).toEqual([[false], [true], [false]]);
  });
});
