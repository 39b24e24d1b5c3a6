/**
 * CR 113.6, 702.11b, 115.5: hexproof, like every shield from targeting (shroud, protection), is a
 * static ability, which works on the battlefield (113.6): it shields a permanent, not a card in a
 * graveyard nor a spell on the stack. A spell on the stack can't target itself (115.5). The
 * legal targets a word finds in a graveyard or on the stack are judged so without looking for
 * them among the permanents: the battlefield is not read for them (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { moveCardToStack } from '../src/casting/announce.js';
import { legalTargets, targetSpecs } from '../src/casting/targets.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState, Permanent } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** A word for a creature card in any graveyard. */
const EXHUME: CardInput = { name: 'Test Exhume', manaCost: '{B}', types: ['Sorcery'], targets: [{ what: { zone: 'graveyard', types: ['Creature'] }, count: 1 }], text: "Return target creature card from a graveyard to its owner's hand." };
/** A word for a creature on the battlefield. */
const KILL: CardInput = { name: 'Test Kill', manaCost: '{B}', types: ['Instant'], targets: [{ filter: 'creature' }], text: 'Destroy target creature.' };
const cards = libraryWith(EXHUME, KILL);

/** Alice's main phase with Exhume, Kill and Counterspell in hand, Bob's Slippery Bogle (hexproof) in his graveyard, on the battlefield (beside his Grizzly Bears) or on the stack, and `forests` Forests of Alice's. */
function gameWith(bogle: 'graveyard' | 'battlefield' | 'stack', forests = 2): GameState {
  const battlefield = Array.from({ length: forests }, (_, i) => ({ card: 'Forest', id: `forest-${i}`, controller: 'alice' }));
  return gameOf(
    {
      players: [
        { id: 'alice', hand: ['Test Exhume', 'Test Kill', 'Counterspell'] },
        { id: 'bob', graveyard: bogle === 'graveyard' ? ['Slippery Bogle'] : [] },
      ],
      battlefield: bogle === 'battlefield' ? [...battlefield, { card: 'Slippery Bogle', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'bob' }] : battlefield,
      stack: bogle === 'stack' ? [{ card: 'Slippery Bogle', controller: 'bob' }] : [],
      turn: ALICE_MAIN,
      priority: 'alice',
    },
    cards,
  );
}

/** The legal targets of Alice's `card`, moved to the stack (CR 601.2a): its first word's. */
function targetsOf(game: GameState, card: string): readonly string[] {
  const { game: proposed, id } = moveCardToStack(game, cards, 'alice', card);
  const spell = proposed.stack.find((s) => s.id === id)!;
  return legalTargets(proposed, cards, spell, targetSpecs(cards, spell)[0]!);
}

/** The game with its permanents behind proxies that count each read of their ids. */
function countedBattlefield(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const battlefield = game.battlefield.map((p) => new Proxy(p, { get: (target, key, receiver) => ((reads += key === 'id' ? 1 : 0), Reflect.get(target, key, receiver)) }) as Permanent);
  return { game: nextGame(game, { battlefield }), reads: () => reads };
}

describe('113.6: hexproof shields permanents, not cards or spells', () => {
  it("113.6, 702.11b: a creature card with hexproof in an opponent's graveyard is a legal target", () => {
    expect(targetsOf(gameWith('graveyard'), 'test-exhume')).toEqual(['slippery-bogle']);
  });

  it('113.6, 702.11b: a creature spell with hexproof on the stack is a legal target of an opponent\'s Counterspell, which is not one of its own (115.5)', () => {
    expect(targetsOf(gameWith('stack'), 'counterspell')).toEqual(['slippery-bogle']);
  });

  it("702.11b: the same creature as an opponent's permanent is no legal target of a word for a creature", () => {
    expect(targetsOf(gameWith('battlefield'), 'test-kill')).toEqual(['grizzly-bears']);
  });

  it('113.6, 400.7: targets found in a graveyard or on the stack are not looked for among the permanents', () => {
    for (const [bogle, card] of [['graveyard', 'test-exhume'], ['stack', 'counterspell']] as const) {
      const { game, reads } = countedBattlefield(gameWith(bogle, 40));
      expect(targetsOf(game, card)).toEqual(['slippery-bogle']);
      expect(reads()).toBe(0);
    }
  });
});
