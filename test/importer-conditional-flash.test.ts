/**
 * Issue 13: cards that have flash only while a condition holds (CR 601.3d, 702.8a), compiled
 * from Oracle text (test/fixtures/oracle-conditional-flash.json, real cards copied from the
 * corpus) into the card format's `flashIf` and checked through the engine: begun outside a
 * main phase only while the condition holds, refused at 307.1 otherwise.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { result } = compiledFixture('oracle-conditional-flash.json');
const libraryOf = (...names: string[]) => createCardLibrary(names.map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);
const flashIfOf = (name: string) => {
  expect(result(name).gaps).toEqual([]);
  return (result(name).card as Record<string, unknown>)['flashIf'];
};

describe('601.3d: "has flash as long as …", "you may cast ~ as though it had flash" under a condition', () => {
  it.each([
    ['Crashing Tide', { count: { zone: 'battlefield', controller: 'you', what: { subtypes: ['Merfolk'] } }, atLeast: 1 }],
    ['Mutual Destruction', { objects: { keywords: ['flash'], controller: 'you' }, atLeast: 1 }],
    ['Swift Reckoning', { count: { zone: 'graveyard', controller: 'you', what: { types: ['Instant', 'Sorcery'] } }, atLeast: 2 }],
    ['Hungering Yeti', { count: { zone: 'battlefield', controller: 'you', what: { colors: ['G', 'U'] } }, atLeast: 1 }],
  ])('%s: the condition compiles into flashIf', (name, flashIf) => {
    expect(flashIfOf(name)).toEqual(flashIf);
  });

  it('a permission that costs more ("if you pay {2} more to cast it", Breaking Wave) is not a condition: it stays a gap', () => {
    expect(result('Breaking Wave').status).toBe('partial');
    expect((result('Breaking Wave').card as Record<string, unknown> | undefined)?.['flashIf']).toBeUndefined();
  });

  it("601.3d, 307.1: compiled Crashing Tide may be begun on an opponent's turn only while its caster controls a Merfolk", () => {
    const library = libraryOf('Crashing Tide');
    const game = (merfolk: boolean) =>
      gameOf(
        {
          players: [{ id: 'alice', hand: ['Crashing Tide'] }, { id: 'bob' }],
          battlefield: merfolk ? [{ card: "Cosi's Trickster", controller: 'alice' }] : [{ card: 'Grizzly Bears', controller: 'alice' }],
          turn: { activePlayer: 'bob', phase: 'combat', step: 'declareAttackers' },
          priority: 'alice',
        },
        library,
      );
    const refused = mayBeginCasting(game(false), library, 'alice', 'crashing-tide');
    expect(refused.ok ? null : refused.refusal).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING', message: expect.stringContaining('601.3d') });
    expect(mayBeginCasting(game(true), library, 'alice', 'crashing-tide').ok).toBe(true);
  });

  it('601.3d: compiled Swift Reckoning (spell mastery) has flash with two instant or sorcery cards in its caster\'s graveyard, not one', () => {
    const library = libraryOf('Swift Reckoning');
    const game = (graveyard: string[]) =>
      gameOf({ players: [{ id: 'alice', hand: ['Swift Reckoning'], graveyard }, { id: 'bob' }], turn: { activePlayer: 'bob', phase: 'precombatMain' }, priority: 'alice' }, library);
    expect(mayBeginCasting(game(['Shock']), library, 'alice', 'swift-reckoning').ok).toBe(false);
    expect(mayBeginCasting(game(['Shock', 'Lightning Bolt']), library, 'alice', 'swift-reckoning').ok).toBe(true);
  });
});
