/**
 * CR 115.1, 601.2c: a target word's alternatives may look at players and at objects in several
 * zones ("any target", "target creature or creature card in a graveyard"). The legal targets
 * are listed players first, then permanents, spells and cards in graveyards, exile and the
 * hand, whatever order the alternatives are written in. A word's alternatives are split by
 * what they look at once, and the split is shared by every card with that word.
 */
import { describe, expect, it } from 'vitest';
import { legalTargets, targetSpecs } from '../src/casting/targets.js';
import { moveCardToStack } from '../src/casting/announce.js';
import type { CardInput } from '../src/cards/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** Its word lists a graveyard's creature cards before creatures on the battlefield, and players last, as written. */
const REACH: CardInput = {
  name: 'Test Reach',
  manaCost: '{B}',
  types: ['Instant'],
  targets: [{ what: { anyOf: [{ zone: 'graveyard', types: ['Creature'] }, { types: ['Creature'] }, { zone: 'stack' }, { player: 'opponent' }] }, count: 1 }],
  text: 'Choose target creature card in a graveyard, creature, spell or opponent.',
} as CardInput;
/** Two copies of one card share their word's alternatives, and so their split. */
const cards = libraryWith(REACH);

const game = gameOf(
  {
    players: [{ id: 'alice', hand: ['Test Reach', 'Test Reach'], graveyard: ['Grizzly Bears', 'Lightning Bolt'] }, { id: 'bob', graveyard: ['Hill Giant'] }],
    battlefield: [{ card: 'Llanowar Elves', controller: 'bob' }, { card: 'Forest', controller: 'alice' }],
    turn: ALICE_MAIN,
    priority: 'alice',
  },
  cards,
);

/** The legal targets of the Reach with id `id`, cast (moved to the stack, CR 601.2a). */
function targetsOf(id: string): readonly string[] {
  const proposed = moveCardToStack(game, cards, 'alice', id).game;
  const spell = proposed.stack.at(-1)!;
  return legalTargets(proposed, cards, spell, targetSpecs(cards, spell)[0]!);
}

describe('115.1, 601.2c: a word that looks in several zones', () => {
  it('601.2c: players first, then permanents, then spells, then cards in graveyards, whatever order the word is written in', () => {
    // The Reach itself is the spell on the stack: a spell may target another spell, not itself (CR 115.5).
    expect(targetsOf('test-reach')).toEqual(['bob', 'llanowar-elves', 'grizzly-bears', 'hill-giant']);
  });

  it('601.2c: a second card with the same word, asked after the first, gets its own legal targets in the same order', () => {
    targetsOf('test-reach');
    expect(targetsOf('test-reach-2')).toEqual(['bob', 'llanowar-elves', 'grizzly-bears', 'hill-giant']);
  });
});
