/**
 * CR 601.2f: the changes a spell's own text makes to its cost, counted as the total cost is
 * determined: "{1} less for each …" (objects in a zone, opponents), Ghalta's total power,
 * flat reductions under a condition ("if you control a Wizard"), and affinity as a short
 * form of the per-object reduction (CR 702.41).
 */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, locked, lockedMana, outcome } from './cast-helpers.js';
import { BOBS_SHOCK, cast, castWith, pay, targets } from './cost-fixtures.js';
import type { CastEventInput } from '../src/events/schema.js';
import { createCardLibrary, CardLibraryError, BUILT_IN_CARDS } from '../src/cards/library.js';
import { modelledFeatures } from '../src/cards/describe.js';

type Permanents = { card: string; controller: string; tapped?: boolean; counters?: Record<string, number> }[];
const mine = (...cards: string[]): Permanents => cards.map((card) => ({ card, controller: ALICE }));
const bobs = (...cards: string[]): Permanents => cards.map((card) => ({ card, controller: BOB }));

function lockFor(card: string, battlefield: Permanents, events: CastEventInput[] = [], alice: object = {}, others: object[] = [{ id: BOB }]) {
  const game = gameOf({ players: [{ id: ALICE, hand: [card], ...alice }, ...others], battlefield, turn: ALICE_MAIN } as never);
  return castWith(game, [cast(game.players[0]!.hand[0]!.id), ...events]);
}
const applied = (actor: ReturnType<typeof lockFor>) => locked(actor).changes.map((c) => [c.card, c.change, c.applied]);

describe('601.2f: "costs {1} less to cast for each …" (perObject)', () => {
  it("601.2f: Ghoultree costs {1} less for each creature card in its caster's graveyard, not an opponent's, not a noncreature card", () => {
    const actor = lockFor('Ghoultree', [], [], { graveyard: ['Grizzly Bears', 'Hill Giant', 'Lightning Bolt'] }, [{ id: BOB, graveyard: ['Grizzly Bears'] }]);
    expect(lockedMana(actor)).toBe('{5}{G}');
    expect(applied(actor)).toEqual([['Ghoultree', 'reduce', 2]]);
  });

  it('601.2f: Blasphemous Act counts every creature on the battlefield, both players\', and never goes below {R}', () => {
    expect(lockedMana(lockFor('Blasphemous Act', [...mine('Grizzly Bears', 'Sol Ring'), ...bobs('Hill Giant')]))).toBe('{6}{R}');
    const nine = [...mine(...Array<string>(5).fill('Grizzly Bears')), ...bobs(...Array<string>(4).fill('Hill Giant'))];
    const actor = lockFor('Blasphemous Act', nine);
    expect(lockedMana(actor)).toBe('{R}');
    expect(applied(actor)).toEqual([['Blasphemous Act', 'reduce', 8]]);
  });

  it("601.2f: Primeval Protector counts only creatures the caster's opponents control", () => {
    expect(lockedMana(lockFor('Primeval Protector', [...mine('Grizzly Bears', 'Grizzly Bears'), ...bobs('Hill Giant', 'Memnite', 'Sol Ring')]))).toBe('{8}{G}');
  });

  it('601.2f: Avatar of Growth costs {1} less for each opponent: {3}{G}{G} with two opponents, {4}{G}{G}… less one with one', () => {
    expect(lockedMana(lockFor('Avatar of Growth', []))).toBe('{3}{G}{G}');
    expect(lockedMana(lockFor('Avatar of Growth', [], [], {}, [{ id: BOB }, { id: 'carol' }]))).toBe('{2}{G}{G}');
  });

  it('601.2f: Ghalta costs {X} less for the total power of creatures you control, counters included, never below {G}{G}', () => {
    expect(lockedMana(lockFor('Ghalta, Primal Hunger', [...mine('Grizzly Bears', 'Hill Giant'), ...bobs('Hill Giant')]))).toBe('{5}{G}{G}');
    const countered = lockFor('Ghalta, Primal Hunger', [{ card: 'Grizzly Bears', controller: ALICE, counters: { '+1/+1': 3 } }]);
    expect(lockedMana(countered)).toBe('{5}{G}{G}');
    expect(lockedMana(lockFor('Ghalta, Primal Hunger', mine('Hill Giant', 'Hill Giant', 'Hill Giant', 'Hill Giant')))).toBe('{G}{G}');
  });

  it('601.2f, 107.1b: a negative total power reduces nothing', () => {
    const actor = lockFor('Ghalta, Primal Hunger', [{ card: 'Memnite', controller: ALICE, counters: { '-1/-1': 2 } }]);
    expect(lockedMana(actor)).toBe('{10}{G}{G}');
    expect(applied(actor)).toEqual([]);
  });

  it('601.2f: the count is taken as the total cost is determined: a reduced Ghoultree is paid and cast for {G}', () => {
    const actor = lockFor('Ghoultree', mine('Forest'), [pay()], { graveyard: Array<string>(7).fill('Grizzly Bears') });
    expect(outcome(actor)).toBe('cast');
  });
});

describe('601.2f: "costs {1} less to cast if …" (conditional)', () => {
  it("601.2f: Wizard's Retort costs {U}{U} if its caster controls a Wizard, {1}{U}{U} otherwise (an opponent's Wizard doesn't count)", () => {
    const retort = (battlefield: Permanents) => {
      const game = gameOf({ players: [{ id: ALICE, hand: ["Wizard's Retort"] }, { id: BOB }], battlefield, stack: [BOBS_SHOCK], turn: ALICE_MAIN } as never);
      return castWith(game, [cast(game.players[0]!.hand[0]!.id), targets(['shock'])]);
    };
    expect(lockedMana(retort(mine('Academy Journeymage')))).toBe('{U}{U}');
    expect(lockedMana(retort(bobs('Academy Journeymage')))).toBe('{1}{U}{U}');
  });

  it('601.2f: Academy Journeymage costs {1} less once, however many Wizards: {3}{U}', () => {
    expect(lockedMana(lockFor('Academy Journeymage', mine('Academy Journeymage', 'Academy Journeymage')))).toBe('{3}{U}');
    expect(lockedMana(lockFor('Academy Journeymage', mine('Grizzly Bears')))).toBe('{4}{U}');
  });
});

describe('601.2f: the format of self cost changes', () => {
  it('702.41: affinity loads as a per-object reduction of {1} for each permanent you control that fits', () => {
    expect(BUILT_IN_CARDS['Frogmite']!.selfCostChanges).toEqual([
      { kind: 'perObject', mana: { printed: '{1}', symbols: [{ kind: 'generic', amount: 1 }] }, change: 'reduce', for: { zone: 'battlefield', controller: 'you', what: { types: ['Artifact'] } }, keyword: 'affinity' },
    ]);
  });

  it('601.2f: cards say what they count in words', () => {
    expect(modelledFeatures(BUILT_IN_CARDS['Ghoultree']!)).toContain('costs {1} less for each creature card in your graveyard');
    expect(modelledFeatures(BUILT_IN_CARDS['Ghalta, Primal Hunger']!)).toContain('for each point of the total power of creature you control');
    expect(modelledFeatures(BUILT_IN_CARDS["Wizard's Retort"]!)).toContain('costs {1} less if there is at least 1 Wizard you control');
  });

  it('601.2f: a count with an unknown zone or a fixed-increase without a count is refused at load time with its path', () => {
    const bad = (change: object) => () => createCardLibrary([{ name: 'Bad', manaCost: '{3}', types: ['Artifact'], selfCostChanges: [change] }]);
    expect(bad({ kind: 'perObject', mana: '{1}', change: 'reduce', for: { zone: 'library' } })).toThrow(CardLibraryError);
    expect(bad({ kind: 'perObject', mana: '{1}', change: 'reduce' })).toThrow(/selfCostChanges\[0\]/);
    expect(bad({ kind: 'conditional', mana: '{1}', change: 'halve', if: {} })).toThrow(/selfCostChanges\[0\]/);
  });
});


describe('118.7c: a coloured reduction that finds no mana of its colour', () => {
  const patron = libraryWith({
    name: 'Test Cleric Patron',
    manaCost: '{1}{W}{B}',
    types: ['Creature'],
    costModifiers: [{ change: 'reduce', mana: '{W}{B}', spells: { controller: 'you', subtypes: ['Cleric'] } }],
    text: 'Cleric spells you cast cost {W}{B} less to cast.',
  });
  const lockWith = (cards: typeof patron, battlefield: Permanents, card: string) => {
    const game = gameOf({ players: [{ id: ALICE, hand: [card] }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never, cards);
    return castWith(game, [cast(game.players[0]!.hand[0]!.id)], cards);
  };

  it('118.7c: without "only coloured", the {W} that finds no {W} in Cabal Archon\'s {2}{B} takes {1} instead: it costs {1}', () => {
    expect(lockedMana(lockWith(patron, mine('Test Cleric Patron'), 'Cabal Archon'))).toBe('{1}');
  });

  it('118.7c: Edgewalker and Ragemonger reduce only coloured mana: Cabal Archon costs {2}; a Minotaur with no {R} keeps its generic', () => {
    expect(lockedMana(lockFor('Cabal Archon', mine('Edgewalker')))).toBe('{2}');
    expect(lockedMana(lockFor('Ragemonger', mine('Ragemonger')))).toBe('{1}');
    expect(modelledFeatures(BUILT_IN_CARDS['Ragemonger']!)).toContain('only coloured mana, 118.7c');
  });
});
