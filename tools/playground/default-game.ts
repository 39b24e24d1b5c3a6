/**
 * The game the playground starts from without a scenario: Alice, in her precombat main phase
 * with priority, holds Lightning Bolt and Cryptic Command over a Mountain and four Islands;
 * Bob has a Grizzly Bears. Enough to cast both by clicking, and to see targets, modes, the
 * locked cost and mana abilities at work.
 */
export const DEFAULT_SCENARIO = {
  name: 'Playground: Lightning Bolt and Cryptic Command',
  description: 'Alice holds Lightning Bolt and Cryptic Command with a Mountain and four Islands; Bob has a Grizzly Bears.',
  game: {
    ids: 'names',
    players: [
      { id: 'alice', hand: ['Lightning Bolt', 'Cryptic Command'], library: ['Island', 'Mountain'] },
      { id: 'bob', hand: ['Counterspell'], library: ['Island'] },
    ],
    battlefield: [
      { card: 'Mountain', controller: 'alice' },
      { card: 'Island', controller: 'alice' },
      { card: 'Island', controller: 'alice' },
      { card: 'Island', controller: 'alice' },
      { card: 'Island', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: { activePlayer: 'alice', phase: 'precombatMain' },
  },
  actions: [],
} as const;
