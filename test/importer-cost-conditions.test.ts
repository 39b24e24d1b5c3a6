/**
 * Issue 13: a spell's own cost change under a condition of the card format's `onlyIf` (CR
 * 601.2f), and delirium's count of card types in a graveyard (CR 205.2a), compiled from
 * Oracle text (test/fixtures/oracle-cost-conditions.json, real cards copied from the corpus)
 * and checked through the engine: whether the caster can pay for the spell with the mana they
 * have, with the condition met and not.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { canCast } from '../src/casting/castable.js';
import { mayBeginActivating } from '../src/activation/activation.js';
import { countFor } from '../src/cards/characteristics.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { result } = compiledFixture('oracle-cost-conditions.json');
const libraryOf = (...names: string[]) => createCardLibrary(names.map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);
const twoPlayers = (spec: Partial<GameSpecInput>, library: ReturnType<typeof libraryOf>) => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, ...spec }, library);
const selfCostsOf = (name: string) => {
  expect(result(name).gaps).toEqual([]);
  return (result(name).card as Record<string, unknown>)['selfCostChanges'];
};

describe('601.2f: "This spell costs {N} less to cast if …" with a condition of the card format', () => {
  it.each([
    ['Into the Story', '{3}', { someOpponent: { count: { zone: 'graveyard', controller: 'you', what: {} }, atLeast: 7 } }],
    ['Scour the Laboratory', '{2}', { count: { cardTypesInGraveyards: 'you' }, atLeast: 4 }],
    ['Discontinuity', '{2}{U}{U}', { turn: 'yours' }],
  ])('%s: the reduction and its condition compile from its Oracle text', (name, mana, onlyIf) => {
    expect(selfCostsOf(name)).toEqual([{ kind: 'onlyIf', mana, change: 'reduce', onlyIf }]);
  });

  it('Bolt Bend\'s reduction reads "a creature with power 4 or greater" with the filter language (its other sentence stays a gap)', () => {
    expect((result('Bolt Bend').card as Record<string, unknown>)['selfCostChanges']).toEqual([
      { kind: 'onlyIf', mana: '{3}', change: 'reduce', onlyIf: { objects: { types: ['Creature'], power: { atLeast: 4 }, controller: 'you' }, atLeast: 1 } },
    ]);
  });

  it('"if it targets …" and conditions on the turn\'s history stay gaps (Mage Duel, Tentative Connection\'s menace is not a keyword of the filter language)', () => {
    expect(result('Mage Duel').status).toBe('partial');
    expect(result('Tentative Connection').status).toBe('partial');
  });

  it('601.2f: compiled Into the Story ({5}{U}{U}) costs {2}{U}{U} only while an opponent has seven or more cards in their graveyard', () => {
    const library = libraryOf('Into the Story');
    const game = (bobGraveyard: number) =>
      twoPlayers({ players: [{ id: 'alice', hand: ['Into the Story'], manaPool: ['U', 'U', 'C', 'C'] }, { id: 'bob', graveyard: Array.from({ length: bobGraveyard }, () => 'Shock') }] }, library);
    expect(canCast(game(6), library, 'alice', 'into-the-story').ok).toBe(false);
    expect(canCast(game(7), library, 'alice', 'into-the-story').ok).toBe(true);
  });

  it('601.2f, 102.1: compiled Discontinuity costs {2}{U}{U} less only during its caster\'s turn', () => {
    const library = libraryOf('Discontinuity');
    const game = (activePlayer: string) =>
      twoPlayers({ players: [{ id: 'alice', hand: ['Discontinuity'], manaPool: ['U', 'U'] }, { id: 'bob' }], turn: { activePlayer, phase: 'precombatMain' }, priority: 'alice' }, library);
    expect(canCast(game('alice'), library, 'alice', 'discontinuity').ok).toBe(true);
    expect(canCast(game('bob'), library, 'alice', 'discontinuity').ok).toBe(false);
  });
});

describe('205.2a: delirium, the card types among cards in a graveyard', () => {
  it('205.2a: an artifact creature counts two card types, and the same type twice counts once', () => {
    const library = libraryOf('Scour the Laboratory');
    const game = twoPlayers({ players: [{ id: 'alice', graveyard: ['Ornithopter', 'Grizzly Bears', 'Shock', 'Lightning Bolt'] }, { id: 'bob', graveyard: ['Forest'] }] }, library);
    expect(countFor(game, library, { cardTypesInGraveyards: 'you' }, 'alice')).toBe(3);
    expect(countFor(game, library, { cardTypesInGraveyards: 'any' }, 'alice')).toBe(4);
  });

  it('602.5b: compiled Reaper of Flight Moonsilver\'s delirium ability is refused with three card types and allowed with four', () => {
    const [ability] = (result('Reaper of Flight Moonsilver').card as Record<string, unknown>)['abilities'] as Record<string, unknown>[];
    expect(ability?.['onlyIf']).toEqual({ count: { cardTypesInGraveyards: 'you' }, atLeast: 4 });
    const library = libraryOf('Reaper of Flight Moonsilver');
    const game = (graveyard: string[]) =>
      twoPlayers({ players: [{ id: 'alice', graveyard }, { id: 'bob' }], battlefield: [{ card: 'Reaper of Flight Moonsilver', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }] }, library);
    const three = ['Ornithopter', 'Shock'];
    const refused = mayBeginActivating(game(three), library, 'alice', 'reaper-of-flight-moonsilver', 0);
    expect(refused.ok ? null : refused.refusal).toMatchObject({ rule: '602.5b', message: expect.stringContaining('card type among cards in your graveyard') });
    expect(mayBeginActivating(game([...three, 'Forest']), library, 'alice', 'reaper-of-flight-moonsilver', 0).ok).toBe(true);
  });
});

describe('118.9, 601.3: an alternative cost under "If … is attacking" (traps)', () => {
  const traps = compiledFixture('oracle-trap-conditions.json');
  const altOf = (name: string) => {
    expect(traps.result(name).gaps).toEqual([]);
    return ((traps.result(name).card as Record<string, unknown>)['alternativeCosts'] as Record<string, unknown>[])[0]?.['onlyIf'];
  };
  it.each([
    ['Lethargy Trap', { objects: { attacking: true, types: ['Creature'] }, atLeast: 3 }],
    ['Pitfall Trap', { objects: { attacking: true, types: ['Creature'] }, atLeast: 1, atMost: 1 }],
    ['Nemesis Trap', { objects: { attacking: true, colors: ['W'], types: ['Creature'] }, atLeast: 1 }],
    ['Slingbow Trap', { objects: { attacking: true, colors: ['B'], types: ['Creature'], keywords: ['flying'] }, atLeast: 1 }],
  ])('%s: the condition compiles with the filter language (attacking creatures of any player, CR 506.4)', (name, onlyIf) => {
    expect(altOf(name)).toEqual(onlyIf);
  });

  it('118.9, 601.3: compiled Pitfall Trap offers its {W} cost only while exactly one creature is attacking', async () => {
    const { alternativesFor } = await import('../src/costs/cost-choices.js');
    const library = createCardLibrary([traps.result('Pitfall Trap').card as CardInput], BUILT_IN_CARDS);
    const game = (attackers: number) =>
      gameOf(
        {
          players: [{ id: 'alice', hand: ['Pitfall Trap'] }, { id: 'bob' }],
          battlefield: Array.from({ length: attackers }, () => ({ card: 'Grizzly Bears', controller: 'bob', attacking: true })),
          turn: { activePlayer: 'bob', phase: 'combat', step: 'declareAttackers' },
          priority: 'alice',
        },
        library,
      );
    const offered = (n: number) => alternativesFor(game(n), library, 'alice', { card: 'Pitfall Trap' }, 'hand').map((a) => a.name);
    expect(offered(0)).toEqual([]);
    expect(offered(1)).toEqual(['Pitfall Trap']);
    expect(offered(2)).toEqual([]);
  });
});
