/**
 * Issue 13: when a spell may be cast (CR 601.3, "Cast this spell only during …") read from
 * real cards (test/fixtures/oracle-cast-timing.json, copied from the corpus) and checked by
 * mayBeginCasting; and sentences that only mention casting — an effect that casts another
 * card as it resolves (CR 608.2g), a card "with flash" it looks for — which are not rules for
 * casting the spell itself, while one that is ("This spell has flash as long as …") stays a gap.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import type { GameState, Phase, Step } from '../src/game/state.js';
import { ALICE, BOB } from './cast-helpers.js';
import { gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';
import { players } from './step-fixtures.js';

const { result, expectCompiled } = compiledFixture('oracle-cast-timing.json');
const SPELLS = ['Aleatory', 'Festival', 'Necrologia', "Illusionist's Gambit", "Siren's Call", 'Wake the Dead', 'Rapid Fire'];
const library = createCardLibrary(SPELLS.map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);
const idOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const at = (activePlayer: string, phase: Phase, step: Step | null = null): GameState =>
  gameOf({ players: players({ hand: SPELLS }), turn: { activePlayer, phase, step }, priority: ALICE }, library);
const mayCast = (state: GameState, name: string) => mayBeginCasting(state, library, ALICE, idOf(name)).ok;

describe('601.3: "Cast this spell only during …"', () => {
  it('601.3: "only during combat after blockers are declared" (Aleatory): the declare blockers step or later in combat, either player\'s', () => {
    expect(result('Aleatory').card).toMatchObject({ during: { combat: true, afterBlockers: true } });
    expect(mayCast(at(BOB, 'combat', 'declareBlockers'), 'Aleatory')).toBe(true);
    expect(mayCast(at(ALICE, 'combat', 'endOfCombat'), 'Aleatory')).toBe(true);
    expect(mayCast(at(ALICE, 'combat', 'declareAttackers'), 'Aleatory')).toBe(false);
    expect(mayCast(at(ALICE, 'postcombatMain'), 'Aleatory')).toBe(false);
  });

  it('601.3: "only during an opponent\'s upkeep" (Festival) and "only during your end step" (Necrologia)', () => {
    expectCompiled('Festival', { manaCost: '{W}', types: ['Instant'], during: { opponentsTurn: true, step: 'upkeep' } });
    expect(mayCast(at(BOB, 'beginning', 'upkeep'), 'Festival')).toBe(true);
    expect(mayCast(at(ALICE, 'beginning', 'upkeep'), 'Festival')).toBe(false);
    expect(mayCast(at(BOB, 'beginning', 'draw'), 'Festival')).toBe(false);
    expect(result('Necrologia').card).toMatchObject({ during: { yourTurn: true, step: 'end' } });
    expect(mayCast(at(ALICE, 'ending', 'end'), 'Necrologia')).toBe(true);
    expect(mayCast(at(BOB, 'ending', 'end'), 'Necrologia')).toBe(false);
  });

  it('601.3: "the declare blockers step on an opponent\'s turn" (Illusionist\'s Gambit), "an opponent\'s turn, before attackers are declared" (Siren\'s Call), "combat on an opponent\'s turn" (Wake the Dead)', () => {
    expect(result("Illusionist's Gambit").card).toMatchObject({ during: { opponentsTurn: true, step: 'declareBlockers' } });
    expect(mayCast(at(BOB, 'combat', 'declareBlockers'), "Illusionist's Gambit")).toBe(true);
    expect(mayCast(at(ALICE, 'combat', 'declareBlockers'), "Illusionist's Gambit")).toBe(false);
    expect(result("Siren's Call").card).toMatchObject({ during: { opponentsTurn: true, beforeAttackers: true } });
    expect(mayCast(at(BOB, 'combat', 'beginningOfCombat'), "Siren's Call")).toBe(true);
    expect(mayCast(at(BOB, 'combat', 'declareAttackers'), "Siren's Call")).toBe(false);
    expect(result('Wake the Dead').card).toMatchObject({ during: { combat: true, opponentsTurn: true } });
    expect(mayCast(at(BOB, 'combat', 'combatDamage'), 'Wake the Dead')).toBe(true);
    expect(mayCast(at(BOB, 'postcombatMain'), 'Wake the Dead')).toBe(false);
  });

  it('601.3: "Cast this spell only before blockers are declared" (Rapid Fire): any turn, before the declare blockers step', () => {
    expect(result('Rapid Fire').card).toMatchObject({ during: { beforeBlockers: true } });
    expect(mayCast(at(BOB, 'combat', 'declareAttackers'), 'Rapid Fire')).toBe(true);
    expect(mayCast(at(ALICE, 'combat', 'declareBlockers'), 'Rapid Fire')).toBe(false);
  });

  it('601.3: "only during the declare attackers step and only if you\'ve been attacked this step" (Assassin\'s Blade) looks at what happened: a gap', () => {
    expect(result("Assassin's Blade").gaps.map((g) => g.reason)).toContain('a casting rule in the spell text is not compiled');
  });
});

describe('608.2g: an effect that casts another card is not a rule for casting this spell', () => {
  it.each(["Baral's Expertise", 'Mystical Teachings', 'Quicken', 'Tombfire'])('%s is complete', (name) => {
    expect(result(name).gaps).toEqual([]);
  });

  it('601.2c: "You may cast target instant or sorcery card from an opponent\'s graveyard without paying its mana cost" targets that card (Memory Plunder)', () => {
    expectCompiled('Memory Plunder', {
      manaCost: '{U/B}{U/B}{U/B}{U/B}',
      types: ['Instant'],
      targets: [{ what: { zone: 'graveyard', owner: 'opponent', types: ['Instant', 'Sorcery'] }, count: 1 }],
    });
  });

  it.each(['Once Upon a Time'])('118.9: %s states a rule for casting itself ("you may cast it without paying …"): a gap', (name) => {
    expect(result(name).gaps.map((g) => g.reason)).toContain('a casting rule in the spell text is not compiled');
  });

  it.each(['Crashing Tide', 'Swift Reckoning'])('601.3d: %s states a rule for casting itself ("This spell has flash as long as …"): compiled into flashIf, not a gap and not dropped', (name) => {
    expect(result(name).gaps).toEqual([]);
    expect((result(name).card as Record<string, unknown>)['flashIf']).toBeDefined();
  });
});
