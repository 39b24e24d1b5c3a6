/** Test-only cards and players shared by the per-step tests (test/601.2*.test.ts). */
import type { CardInput } from '../src/cards/schema.js';
import { libraryWith } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';

export const cards = libraryWith(
  { name: 'Test Blaze', manaCost: '{X}{R}', types: ['Sorcery'], targets: [{ filter: 'any' }], text: 'Test Blaze deals X damage to any target.' },
  { name: 'Hexproof Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, keywords: ['hexproof'] },
  { name: 'Flash Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, keywords: ['flash'] },
  { name: 'Golem Land', types: ['Artifact', 'Creature', 'Land'], power: 1, toughness: 1, text: 'An artifact creature land.' },
  { name: 'Test Omen', manaCost: '{X}{G/W}{B/P}', types: ['Sorcery'], text: 'X, a hybrid symbol and a Phyrexian symbol.' },
  { name: 'Test Mite', manaCost: '{1}{G/U/P}', types: ['Instant'], text: 'A hybrid Phyrexian symbol.' },
  { name: 'Shrouded Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, keywords: ['shroud'] },
);

export const players = (alice: object = {}, bob: object = {}) => [
  { id: ALICE, ...alice },
  { id: BOB, ...bob },
];


/** A test-only card whose cast needs every step the casting chart has: modes, kicker, X (not 0), hybrid and Phyrexian symbols, a target creature, a division. */
export const OMNIBUS: CardInput = {
  name: 'Test Omnibus',
  manaCost: '{X}{G/W}{B/P}',
  types: ['Instant'],
  subtypes: ['Arcane'],
  targets: [{ filter: 'creature' }],
  modes: { min: 1, max: 1, options: [{ text: 'Mode A.', targets: [{ filter: 'player' }] }, { text: 'Mode B.' }] },
  divide: { amount: 'X' },
  xMin: 1,
  optionalCosts: [{ name: 'kicker', cost: [{ kind: 'mana', mana: '{1}' }] }],
  text: 'Test card: modes, kicker, X (not 0), hybrid and Phyrexian symbols, a target creature, a division.',
};

/** A test-only card to splice onto OMNIBUS (an Arcane instant). */
export const SPLICER: CardInput = {
  name: 'Test Splicer',
  manaCost: '{1}{R}',
  types: ['Instant'],
  subtypes: ['Arcane'],
  splice: { onto: 'Arcane', cost: [{ kind: 'mana', mana: '{1}' }] },
  text: 'Test card: splice onto Arcane {1}.',
};
