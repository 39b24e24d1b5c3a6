/** Test-only cards and players shared by the per-step tests (test/601.2*.test.ts). */
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

