/**
 * CR 601.2c: a spell with several target words has a legal choice only if every word has at
 * least its smallest number of legal targets. The look-ahead reads the words in printed order and
 * stops at the first without enough: "counter target spell" with no spell on the stack leaves a
 * later word's zone unread (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { countedGraveyard } from './board-reads.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** Two words: a spell on the stack, then a creature card in a graveyard. */
const REWIND: CardInput = {
  name: 'Test Rewind',
  manaCost: '{U}',
  types: ['Instant'],
  targets: [{ what: { zone: 'stack', stackKind: 'spell' } }, { what: { types: ['Creature'], zone: 'graveyard' } }],
  text: "Counter target spell. Put target creature card from a graveyard on top of its owner's library.",
} as CardInput;
/** The same words the other way round. */
const REVERSED: CardInput = { ...REWIND, name: 'Test Reversed', targets: [REWIND.targets![1]!, REWIND.targets![0]!] } as CardInput;
const cards = libraryWith(REWIND, REVERSED);

const gameWith = (hand: string): GameState =>
  gameOf({ players: [{ id: 'alice', hand: [hand] }, { id: 'bob', graveyard: Array.from({ length: 30 }, () => 'Grizzly Bears') }], battlefield: [{ card: 'Island', controller: 'alice' }], turn: ALICE_MAIN, priority: 'alice' }, cards);

describe('601.2c: target words read in order, until one has no legal choice', () => {
  it("601.2c: with no spell on the stack, the first word has no target and bob's graveyard, the second word's, is not read", () => {
    const { game, reads } = countedGraveyard(gameWith('Test Rewind'), 'bob');
    const way = legalActions(game, cards, 'alice').casts[0]!.ways[0]!;
    expect(way.refusal?.code).toBe('NO_LEGAL_TARGETS');
    expect(reads()).toBe(0);
  });

  it('601.2c: the words the other way round: the graveyard is read for the first, and the answer is the same', () => {
    const { game, reads } = countedGraveyard(gameWith('Test Reversed'), 'bob');
    const way = legalActions(game, cards, 'alice').casts[0]!.ways[0]!;
    expect(way.refusal?.code).toBe('NO_LEGAL_TARGETS');
    expect(reads()).toBeGreaterThan(0);
  });
});
