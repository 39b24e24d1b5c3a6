/**
 * Issue 13: activated-ability costs and mana abilities compiled from real cards
 * (test/fixtures/oracle-costs-mana.json, copied from the corpus): parts joined with "and",
 * untapping and returning permanents you control, returning the object itself, and removing
 * counters from a permanent you control. Each compiled card equals a definition checked by
 * hand, and its cost is paid by the rule in the engine.
 */
import { describe, expect, it } from 'vitest';
import type { CastEventInput } from '../src/events/schema.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { compiledFixture } from './importer-fixture.js';
import { pay } from './cost-fixtures.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { player, runActivation } from './cast-helpers.js';

const { result, expectCompiled } = compiledFixture('oracle-costs-mana.json');
const library = (...names: string[]) => createCardLibrary(names.map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);
const activate = (source: string, ability = 0): CastEventInput => ({ type: 'ACTIVATE', player: 'alice', source, ability });
const mana = (m: string) => ({ kind: 'mana', mana: m }) as const;

describe('CR 118.1, 602.2: cost parts joined with "and"', () => {
  it('118.1: "Remove three quest counters from ~ and sacrifice it" is two parts (Quest for the Gravelord)', () => {
    expect(result('Quest for the Gravelord').status).toBe('complete');
    expect(result('Quest for the Gravelord').card).toMatchObject({
      abilities: [{ cost: [{ kind: 'counters', action: 'remove', counter: 'quest', count: 3 }, { kind: 'sacrificeSelf' }], text: 'Create a 5/5 black Zombie Giant creature token.' }],
    });
  });

  it('701.21: "Sacrifice ~ and another green creature" / "… and a creature you control" sacrifice the object and one more (Magus of the Order, Great Hall of Starnheim)', () => {
    expectCompiled('Magus of the Order', {
      manaCost: '{2}{G}{G}',
      types: ['Creature'],
      subtypes: ['Human', 'Wizard'],
      power: 3,
      toughness: 3,
      abilities: [{ cost: [mana('{G}'), { kind: 'tapSelf' }, { kind: 'sacrificeSelf' }, { kind: 'sacrifice', what: { colors: ['G'], types: ['Creature'] }, count: 1, other: true }], text: 'x' }],
    });
    expect(result('Great Hall of Starnheim').card).toMatchObject({ abilities: [{ cost: [mana('{W}{W}{B}'), { kind: 'tapSelf' }, { kind: 'sacrificeSelf' }, { kind: 'sacrifice', what: { types: ['Creature'] }, count: 1 }], timing: 'sorcery' }] });
  });

  it('118.3, 602.2: Quest for the Gravelord with three quest counters is activated and sacrificed; with two it is refused and the game is unchanged', () => {
    const cards = library('Quest for the Gravelord');
    const at = (quest: number) => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Quest for the Gravelord', id: 'quest', controller: 'alice', counters: { quest } }], turn: ALICE_MAIN }, cards);
    const done = runActivation(at(3), [activate('quest'), pay()], cards);
    expect(done.outcome).toBe('activated');
    expect(done.game.battlefield).toEqual([]);
    expect(player(done.game, 'alice').graveyard.map((c) => c.card)).toEqual(['Quest for the Gravelord']);
    const short = runActivation(at(2), [activate('quest'), pay()], cards);
    expect(short.refusal).toMatchObject({ rule: '118.3' });
    expect(short.game).toEqual(at(2));
  });

  it('602.2: Magus of the Order sacrifices itself and ANOTHER green creature, never itself twice', () => {
    const cards = library('Magus of the Order');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [
      { card: 'Magus of the Order', id: 'magus', controller: 'alice' }, { card: 'Grizzly Bears', id: 'bears', controller: 'alice' }, { card: 'Forest', id: 'forest', controller: 'alice' },
    ], turn: ALICE_MAIN }, cards);
    expect(runActivation(game, [activate('magus'), pay({ sacrifice: ['magus'] })], cards).refusal).toMatchObject({ rule: '601.2h' });
    const done = runActivation(game, [activate('magus'), pay({ sacrifice: ['bears'] })], cards);
    expect(done.outcome).toBe('activated');
    expect(done.game.battlefield.map((p) => [p.id, p.tapped])).toEqual([['forest', true]]);
  });
});

describe('CR 602.2, 400.7: untapping, returning and removing counters as costs', () => {
  it('602.2: "Untap two tapped creatures you control" is an untap part; "fifteen" is a count (Halo Fountain); "{Q}, Untap two tapped blue creatures" (Crackleburr)', () => {
    expect(result('Halo Fountain').status).toBe('complete');
    expect(result('Halo Fountain').card).toMatchObject({
      abilities: [
        { cost: [mana('{W}'), { kind: 'tapSelf' }, { kind: 'untap', what: { types: ['Creature'] }, count: 1 }] },
        { cost: [mana('{W}{W}'), { kind: 'tapSelf' }, { kind: 'untap', what: { types: ['Creature'] }, count: 2 }] },
        { cost: [mana('{W}{W}{W}{W}{W}'), { kind: 'tapSelf' }, { kind: 'untap', what: { types: ['Creature'] }, count: 15 }] },
      ],
    });
    expect(result('Crackleburr').card).toMatchObject({ abilities: [{}, { cost: [mana('{U/R}{U/R}'), { kind: 'untapSelf' }, { kind: 'untap', what: { colors: ['U'], types: ['Creature'] }, count: 2 }] }] });
  });

  it('602.2: "Return two Islands you control to their owner\'s hand" is a return part of two (Flooded Shoreline)', () => {
    expectCompiled('Flooded Shoreline', {
      manaCost: '{U}{U}',
      types: ['Enchantment'],
      abilities: [{ cost: [mana('{U}{U}'), { kind: 'return', what: { subtypes: ['Island'] }, count: 2 }], targets: [{ what: { types: ['Creature'] }, count: 1 }], text: 'x' }],
    });
  });

  it('400.7: "Return ~ to its owner\'s hand" is a returnSelf part; paying it puts the permanent into its owner\'s hand (Steelshaper Apprentice)', () => {
    expectCompiled('Steelshaper Apprentice', {
      manaCost: '{2}{W}{W}',
      types: ['Creature'],
      subtypes: ['Human', 'Soldier'],
      power: 1,
      toughness: 3,
      abilities: [{ cost: [mana('{W}'), { kind: 'tapSelf' }, { kind: 'returnSelf' }], text: 'x' }],
    });
    const cards = library('Steelshaper Apprentice');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Steelshaper Apprentice', id: 'apprentice', controller: 'alice' }, { card: 'Plains', id: 'plains', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const done = runActivation(game, [activate('apprentice'), pay()], cards);
    expect(done.outcome).toBe('activated');
    expect(done.game.battlefield.map((p) => p.id)).toEqual(['plains']);
    expect(player(done.game, 'alice').hand.map((c) => c.card)).toEqual(['Steelshaper Apprentice']);
  });

  it('605.1a, 602.5d: a mana ability that returns itself with "Activate only as a sorcery" is a gap, never a mana ability without its timing (Grinning Ignus)', () => {
    expect(result('Grinning Ignus').gaps.map((g) => g.reason)).toEqual(['a mana ability with an activation time is not in the card format']);
  });

  it('122.8: "Remove a +1/+1 counter from a creature you control" is a removeCounters part (Sage of Fables)', () => {
    expect(result('Sage of Fables').status).toBe('complete');
    expect(result('Sage of Fables').card).toMatchObject({ abilities: [{ cost: [mana('{2}'), { kind: 'removeCounters', counter: '+1/+1', count: 1, what: { types: ['Creature'] } }], text: 'Draw a card.' }] });
  });

  it('601.2h, 122.8: the counter comes off the creature chosen, which must have one; a creature without a counter is refused and the game is unchanged', () => {
    const cards = library('Sage of Fables');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [
      { card: 'Sage of Fables', id: 'sage', controller: 'alice' }, { card: 'Grizzly Bears', id: 'bears', controller: 'alice', counters: { '+1/+1': 2 } },
      { card: 'Island', id: 'i1', controller: 'alice' }, { card: 'Island', id: 'i2', controller: 'alice' },
    ], turn: ALICE_MAIN }, cards);
    const bare = runActivation(game, [activate('sage'), pay({ removeCounters: ['sage'] })], cards);
    expect(bare.refusal).toMatchObject({ rule: '601.2h' });
    expect(bare.game).toEqual(game);
    const done = runActivation(game, [activate('sage'), pay({ removeCounters: ['bears'] })], cards);
    expect(done.outcome).toBe('activated');
    expect(done.game.battlefield.find((p) => p.id === 'bears')?.counters).toEqual({ '+1/+1': 1 });
    const none = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Sage of Fables', id: 'sage', controller: 'alice' }, { card: 'Island', id: 'i1', controller: 'alice' }, { card: 'Island', id: 'i2', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    expect(runActivation(none, [activate('sage'), pay()], cards).refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
  });
});
