/**
 * CR 601.2a, 601.2c, 601.3, 702.34a: a target word that looks for a card in a graveyard, a hand
 * or exile, proposed for a card cast from a graveyard: the card moves to the stack first
 * (601.2a), so its legal targets are the graveyard's other cards, in their order. What such a
 * word comes to for each card is read once for a graveyard and kept (casting/card-candidates.ts);
 * a graveyard that has lost one card is read as the graveyard without it, so k such cards in a
 * graveyard of g read its cards about g times, not k·g (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { legalTargets, targetSpecs } from '../src/casting/targets.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CardObject, GameState } from '../src/game/state.js';
import { nextGame, removeCard } from '../src/game/update.js';
import { removalOf } from '../src/game/one-removed.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { askedInTurn, withOneMoreInHand } from './board-reads.js';

const flashback = (name: string, what: Record<string, unknown>, text: string): CardInput =>
  ({ name, manaCost: '{2}{B}', types: ['Sorcery'], targets: [{ what: { zone: 'graveyard', owner: 'you', ...what }, count: 1 }], alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'mana', mana: '{B}' }] }], text: `${text}\nFlashback {B}` }) as CardInput;
/** Crawl from the Cellar's word: a creature card. */
const CELLAR = flashback('Test Cellar', { types: ['Creature'] }, 'Return target creature card from your graveyard to your hand.');
/** A word any card in the graveyard fits, the spell's own card among them until it is cast. */
const RECALL = flashback('Test Recall', {}, 'Put target card from your graveyard on top of your library.');
/** Its power is the number of cards in its owner's hand, in every zone (CR 604.3). */
const HOARDER: CardInput = { name: 'Test Hoarder', manaCost: '{1}', types: ['Creature'], power: { count: { zone: 'hand' } } as never, toughness: 1, text: "Test Hoarder's power is the number of cards in your hand." };
const EXHUME: CardInput = { name: 'Test Exhume', manaCost: '{B}', types: ['Sorcery'], targets: [{ what: { zone: 'graveyard', types: ['Creature'], power: { atLeast: 2 } }, count: 1 }], text: 'Return target creature card with power 2 or greater from a graveyard to its owner\'s hand.' } as CardInput;
const cards = libraryWith(CELLAR, RECALL, HOARDER, EXHUME);

const gameWith = (graveyard: readonly string[], ids: 'names' | 'opaque' = 'opaque'): GameState =>
  gameOf({ ids, players: [{ id: 'alice', hand: [], graveyard: [...graveyard] }, { id: 'bob' }], battlefield: [{ card: 'Swamp', controller: 'alice' }], turn: ALICE_MAIN, priority: 'alice' }, cards);

/** The legal targets of the card at `at` in alice's graveyard, proposed (moved to the stack, CR 601.2a). */
function targetsOf(game: GameState, at: number): readonly string[] {
  const proposed = moveCardToStack(game, cards, 'alice', game.players[0]!.graveyard[at]!.id).game;
  const spell = proposed.stack.at(-1)!;
  return legalTargets(proposed, cards, spell, targetSpecs(cards, spell)[0]!);
}

/** The same game in new arrays, each card a copy: nothing known of the old ones is known of these. */
const afresh = (game: GameState): GameState => nextGame(game, { players: game.players.map((p) => ({ ...p, graveyard: p.graveyard.map((c) => ({ ...c })) })) });

/** The game with alice's graveyard cards behind proxies that count each read of their fields. */
function countedGraveyard(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const graveyard = game.players[0]!.graveyard.map((c) => new Proxy(c, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) }) as CardObject);
  return { game: nextGame(game, { players: game.players.map((p, i) => (i === 0 ? { ...p, graveyard } : p)) }), reads: () => reads };
}

describe('601.2c: targets among the cards of a graveyard a card is cast from', () => {
  it('601.2a, 601.2c: a card whose word any graveyard card fits targets the others, never itself: alone it has none', () => {
    expect(targetsOf(gameWith(['Test Recall']), 0)).toEqual([]);
    for (const ids of ['names', 'opaque'] as const) {
      const game = gameWith(['Grizzly Bears', 'Test Recall', 'Forest', 'Test Recall'], ids);
      const [bears, first, forest, second] = game.players[0]!.graveyard.map((c) => c.id);
      expect(targetsOf(game, 1)).toEqual([bears, forest, second]);
      expect(targetsOf(game, 3)).toEqual([bears, first, forest]);
    }
  });

  it('601.2c: each card of a graveyard proposed in turn has the targets a graveyard read afresh gives it, in the graveyard\'s order', () => {
    const graveyard = ['Test Recall', 'Grizzly Bears', 'Test Cellar', 'Test Recall', 'Forest', 'Llanowar Elves', 'Test Cellar', 'Test Recall'];
    const game = gameWith(graveyard);
    graveyard.forEach((name, at) => {
      if (!name.startsWith('Test')) return;
      expect(targetsOf(game, at)).toEqual(targetsOf(afresh(game), at));
    });
    const id = (at: number) => game.players[0]!.graveyard[at]!.id;
    expect(targetsOf(game, 2)).toEqual([id(1), id(5)]);
    expect(targetsOf(game, 7)).toEqual([0, 1, 2, 3, 4, 5, 6].map(id));
  });

  it('601.2c: no creature card in the graveyard but the Cellars themselves: none is offered, and one is once a creature card is there', () => {
    const none = legalActions(gameWith(Array.from({ length: 6 }, () => 'Test Cellar')), cards, 'alice');
    expect(none.casts.filter((c) => c.name === 'Test Cellar').map((c) => c.ways.map((w) => w.refusal?.code ?? null))).toEqual(Array.from({ length: 6 }, () => ['NO_LEGAL_TARGETS']));
    const one = legalActions(gameWith([...Array.from({ length: 6 }, () => 'Test Cellar'), 'Grizzly Bears']), cards, 'alice');
    expect(one.casts.filter((c) => c.name === 'Test Cellar').every((c) => c.ways.some((w) => w.refusal === undefined || w.refusal === null))).toBe(true);
  });

  it('604.3: a word that reads a card\'s power is read again when only a hand differs: the Hoarder in the graveyard has power 1, then 2', () => {
    const one = gameOf({ players: [{ id: 'alice', hand: ['Test Exhume', 'Forest'], graveyard: ['Test Hoarder'] }, { id: 'bob' }], turn: ALICE_MAIN, priority: 'alice' }, cards);
    const exhume = (game: GameState) => {
      const proposed = moveCardToStack(game, cards, 'alice', game.players[0]!.hand[0]!.id).game;
      const spell = proposed.stack.at(-1)!;
      return legalTargets(proposed, cards, spell, targetSpecs(cards, spell)[0]!);
    };
    expect(askedInTurn(exhume, one, withOneMoreInHand(one, 'alice', 'forest-2', 1))).toEqual([[], [one.players[0]!.graveyard[0]!.id], []]);
  });

  it('601.3: 80 more Cellars in a graveyard of 200 cards read its cards fewer than 8 more times over, not 80', () => {
    const reads = (copies: number) => {
      const fillers = Array.from({ length: 200 - copies }, (_, i) => (i % 2 ? 'Forest' : 'Swamp'));
      const { game, reads: count } = countedGraveyard(gameWith([...Array.from({ length: copies }, () => 'Test Cellar'), ...fillers]));
      const actions = legalActions(game, cards, 'alice');
      expect(actions.casts.filter((c) => c.name === 'Test Cellar')).toHaveLength(copies);
      return count();
    };
    // Both past the graveyard's index: it is searched up to 8 times over before its index is built
    // (game/queries.ts), and only the Cellars, asked one by one, search it from their proposals.
    const few = reads(90);
    const many = reads(170);
    // Each Cellar reading the graveyard again would add 80 × 200 reads and more; read once, it adds a few per Cellar.
    expect(many - few).toBeLessThan(8 * 200);
  });
});

describe('one card taken out of an array: what is remembered', () => {
  it('601.2a: a graveyard of twenty that lost a card to the stack remembers the one it was made from and where the card was; one made from it in turn lets that go', () => {
    const game = gameWith(['Test Cellar', 'Grizzly Bears', 'Test Recall', ...Array.from({ length: 17 }, () => 'Forest')]);
    const first = removeCard(game, game.players[0]!.graveyard[1]!.id)![0];
    expect(removalOf(first.players[0]!.graveyard)).toEqual({ from: game.players[0]!.graveyard, at: 1 });
    const second = removeCard(first, first.players[0]!.graveyard[0]!.id)![0];
    expect(removalOf(second.players[0]!.graveyard)).toEqual({ from: first.players[0]!.graveyard, at: 0 });
    // Only one step is remembered, so a game's history of graveyards isn't kept alive by its latest.
    expect(removalOf(first.players[0]!.graveyard)).toBeUndefined();
    expect(second.players[0]!.graveyard.map((c) => c.card)).toEqual(['Test Recall', ...Array.from({ length: 17 }, () => 'Forest')]);
  });
});
