/** CR 601.2b, 601.2c: the parts of a spell's cost and its target words, in the order the choices add them. */
import { describe, expect, it } from 'vitest';
import { costPartsOf, targetWords } from '../src/costs/cost-choices.js';
import { definitionOf } from '../src/cards/definition.js';
import type { StackObject } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const cards = libraryWith({
  name: 'Test Everything',
  manaCost: '{1}{R}',
  types: ['Sorcery'],
  subtypes: ['Arcane'],
  targets: [{ filter: 'player' }],
  additionalCosts: [{ kind: 'sacrifice', what: { types: ['Creature'] } }],
  optionalCosts: [{ name: 'multikicker', cost: [{ kind: 'mana', mana: '{1}' }], max: null, targets: [{ filter: 'creature', another: true }] }],
  modes: {
    min: 1,
    max: 2,
    escalate: [{ kind: 'discard', what: {} }],
    options: [
      { text: 'Target creature gets -1/-1 until end of turn.', targets: [{ filter: 'creature' }] },
      { text: 'Target opponent loses 1 life.', targets: [{ filter: 'opponent' }] },
    ],
  },
});
const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], stack: [{ card: 'Test Everything', controller: 'alice', targets: [] }], turn: ALICE_MAIN }, cards);
const plain = game.stack[0]!;
const chosen = (choices: Partial<StackObject['choices']>): StackObject => ({ ...plain, choices: { ...plain.choices, ...choices } }) as StackObject;
const kinds = (spell: StackObject) => costPartsOf(game, cards, spell).parts.map((p) => (p.kind === 'mana' ? p.mana.printed : p.kind));

describe('601.2b: the cost parts, in order', () => {
  it('601.2b: with nothing chosen, the mana cost and the additional cost', () => {
    expect(kinds(plain)).toEqual(['{1}{R}', 'sacrifice']);
  });

  it('601.2b: then each multikicker paid, the escalate cost for each mode beyond the first, then a spliced card', () => {
    const all = chosen({ optional: { multikicker: 2 }, modes: [0, 1], spliced: [{ id: 'glacial-ray', card: 'Glacial Ray' }] });
    expect(kinds(all)).toEqual(['{1}{R}', 'sacrifice', '{1}', '{1}', 'discard', '{1}{R}']);
  });

  it('118.6: a spell cast for its mana cost has the same base part each time it is asked', () => {
    const bare = libraryWith({ name: 'Test Bare', manaCost: '{U}', types: ['Instant'] });
    const spell = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], stack: [{ card: 'Test Bare', controller: 'alice', targets: [] }], turn: ALICE_MAIN }, bare).stack[0]!;
    const first = costPartsOf(game, bare, spell).parts;
    expect(first).toEqual([{ kind: 'mana', mana: expect.objectContaining({ printed: '{U}' }) }]);
    expect(costPartsOf(game, bare, spell).parts).toBe(first);
  });
});

describe('601.2c: the target words, in order', () => {
  const card = definitionOf(cards, plain);

  it("601.2c: with nothing chosen, the card's own target words", () => {
    expect(targetWords(cards, card, plain.choices)).toBe(card.targets);
  });

  it("601.2c: its own, then the chosen modes', then each multikicker's, then the spliced card's", () => {
    const all = chosen({ optional: { multikicker: 2 }, modes: [0, 1], spliced: [{ id: 'glacial-ray', card: 'Glacial Ray' }] });
    expect(targetWords(cards, card, all.choices).map((t) => t.name)).toEqual(['player', 'creature', 'opponent', 'creature', 'creature', 'any']);
  });
});

describe('118.9, 702.96b, 702.148b: an alternative cost and its target words', () => {
  const alternatives = libraryWith(
    {
      name: 'Test Overloaded',
      manaCost: '{R}',
      types: ['Instant'],
      targets: [{ filter: 'creature' }],
      alternativeCosts: [{ name: 'overload', cost: [{ kind: 'mana', mana: '{2}{R}{R}' }], from: 'hand', replacesTargets: true }],
    },
    {
      name: 'Test Cleaved',
      manaCost: '{1}{U}',
      types: ['Sorcery'],
      targets: [{ filter: 'creature' }, { filter: 'player' }],
      alternativeCosts: [{ name: 'cleave', cost: [{ kind: 'mana', mana: '{3}{U}' }], from: 'hand', targets: [{ filter: 'creature' }], replacesTargets: true }],
    },
    {
      name: 'Test Spectacle',
      manaCost: '{B}',
      types: ['Sorcery'],
      targets: [{ filter: 'player' }],
      alternativeCosts: [{ name: 'spectacle', cost: [{ kind: 'mana', mana: '{1}' }], from: 'hand', targets: [{ filter: 'creature' }] }],
    },
  );
  const spellOf = (card: string, alternative: string | null): StackObject => {
    const item = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], stack: [{ card, controller: 'alice', targets: [] }], turn: ALICE_MAIN }, alternatives).stack[0]!;
    return { ...item, choices: { ...item.choices, alternative } } as StackObject;
  };
  const wordsOf = (spell: StackObject) => targetWords(alternatives, definitionOf(alternatives, spell), spell.choices).map((t) => t.name);

  it('702.96b: an overloaded spell has none of its target words', () => {
    expect(wordsOf(spellOf('Test Overloaded', null))).toEqual(['creature']);
    expect(wordsOf(spellOf('Test Overloaded', 'overload'))).toEqual([]);
  });

  it("702.148b: a cleaved spell has the cleave cost's target words instead of its own", () => {
    expect(wordsOf(spellOf('Test Cleaved', null))).toEqual(['creature', 'player']);
    expect(wordsOf(spellOf('Test Cleaved', 'cleave'))).toEqual(['creature']);
  });

  it('118.9: cast for an alternative cost, that cost is the base in place of the mana cost', () => {
    const parts = (spell: StackObject) => costPartsOf(game, alternatives, spell).parts.map((p) => (p.kind === 'mana' ? p.mana.printed : p.kind));
    expect(parts(spellOf('Test Overloaded', null))).toEqual(['{R}']);
    expect(parts(spellOf('Test Overloaded', 'overload'))).toEqual(['{2}{R}{R}']);
  });

  it("601.2c: an alternative cost's target words that don't replace the card's come after its own", () => {
    expect(wordsOf(spellOf('Test Spectacle', 'spectacle'))).toEqual(['player', 'creature']);
  });
});
