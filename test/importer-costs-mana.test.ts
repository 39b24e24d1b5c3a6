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
import { player, runActivation, runCast } from './cast-helpers.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';

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

describe('CR 106.6, 605.3b: mana productions and spending restrictions', () => {
  const elemental: CardInput = { name: 'Test Elemental', manaCost: '{2}', types: ['Creature'], subtypes: ['Elemental'], power: 1, toughness: 1, text: 'An Elemental.' };
  const relic: CardInput = { name: 'Test Relic', manaCost: '{2}', types: ['Artifact'], text: 'A relic.' };
  const withSpells = (...names: string[]) => createCardLibrary([...names.map((n) => result(n).card), elemental, relic] as CardInput[], BUILT_IN_CARDS);

  it('106.6: a restriction to subtypes or a supertype is a spend filter ("a Pilot or Vehicle spell", "Elemental spells or activate abilities of Elementals", "legendary spells")', () => {
    expect(result('Mech Hangar').card).toMatchObject({ manaAbilities: [{}, { produces: { types: ['W', 'U', 'B', 'R', 'G'] }, spend: { spells: { subtypes: ['Pilot', 'Vehicle'] } } }] });
    expectCompiled('Smokebraider', {
      manaCost: '{1}{R}',
      types: ['Creature'],
      subtypes: ['Elemental', 'Shaman'],
      power: 1,
      toughness: 1,
      manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { combination: ['W', 'U', 'B', 'R', 'G'], amount: 2 }, spend: { spells: { subtypes: ['Elemental'] }, abilities: { subtypes: ['Elemental'] }, text: 'x' } }],
    });
    expect(result('Untaidake, the Cloud Keeper').card).toMatchObject({ manaAbilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'life', amount: 2 }], produces: { types: ['C'], amount: 2 }, spend: { spells: { supertypes: ['Legendary'] } } }] });
  });

  it('106.6: Smokebraider\'s mana pays for an Elemental spell and not for an artifact spell of the same cost', () => {
    const cards = withSpells('Smokebraider');
    const at = (card: string) => gameOf({ players: [{ id: 'alice', hand: [card] }, { id: 'bob' }], battlefield: [{ card: 'Smokebraider', id: 'braider', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const elementalCast = runCast(at('Test Elemental'), [{ type: 'CAST', player: 'alice', card: 'test-elemental' }, pay()], cards);
    expect(elementalCast.outcome).toBe('cast');
    const relicCast = runCast(at('Test Relic'), [{ type: 'CAST', player: 'alice', card: 'test-relic' }, pay()], cards);
    expect(relicCast.outcome).not.toBe('cast');
  });

  it('605.3b, 107.3: "Add X mana of any one color, where X is the number of enchantments you control" makes that many of one colour (Sanctum Weaver)', () => {
    expect(result('Sanctum Weaver').card).toMatchObject({ manaAbilities: [{ produces: { types: ['W', 'U', 'B', 'R', 'G'], amount: 1, perObject: { zone: 'battlefield', controller: 'you', what: { types: ['Enchantment'] } } } }] });
    const cards = library('Sanctum Weaver');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [
      { card: 'Sanctum Weaver', id: 'weaver', controller: 'alice' }, { card: 'Sanctum Weaver', id: 'weaver2', controller: 'alice' }, { card: 'Sanctum Weaver', id: 'weaver3', controller: 'bob' },
    ], turn: ALICE_MAIN }, cards);
    const made = activateManaAbilityPaying(game, cards, 'alice', 'weaver', 0, 'G');
    expect(made.ok && player(made.value.game, 'alice').manaPool.map((u) => u.type)).toEqual(['G', 'G']);
  });

  it('605.3b: "Add X mana of any one color, where X is the number of petal counters on ~" counts the counters of the sacrificed Lotus Blossom', () => {
    expect(result('Lotus Blossom').card).toMatchObject({ manaAbilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'sacrificeSelf' }], produces: { types: ['W', 'U', 'B', 'R', 'G'], amount: 1, perCounter: 'petal' } }] });
    const cards = library('Lotus Blossom');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Lotus Blossom', id: 'lotus', controller: 'alice', counters: { petal: 3 } }], turn: ALICE_MAIN }, cards);
    const made = activateManaAbilityPaying(game, cards, 'alice', 'lotus', 0, 'U');
    expect(made.ok && [player(made.value.game, 'alice').manaPool.map((u) => u.type), made.value.game.battlefield]).toEqual([['U', 'U', 'U'], []]);
  });
});
