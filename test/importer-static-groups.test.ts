/**
 * Issue 13: groups of static abilities that change casting, counted over the corpus and
 * compiled from Oracle text (test/fixtures/oracle-static-groups.json, real cards copied from
 * the corpus): spells of either of two kinds ("Goblin spells and Rogue spells"), cost
 * changes during your turn or of coloured mana only, flash for any player, grants to a
 * subtype narrowed by a card type, the card's own cost changes counted over opponents'
 * permanents or by total power, and printed powers and loyalties that are not numbers.
 * Each is checked through the engine.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary, getCard } from '../src/cards/library.js';
import { isSummoningSick, powerOf } from '../src/cards/characteristics.js';
import type { CardInput } from '../src/cards/schema.js';
import { canCast } from '../src/casting/castable.js';
import { totalCost } from '../src/costs/total-cost.js';
import { abilityCostChanges } from '../src/costs/modifiers.js';
import { legalTargets } from '../src/casting/targets.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import type { GameState } from '../src/game/state.js';
import { compileCard } from '../tools/importer/compile.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const { result, expectCompiled } = compiledFixture('oracle-static-groups.json');
const complete = (name: string) => {
  expect(result(name).gaps).toEqual([]);
  return result(name).card as Record<string, unknown>;
};

/** Test spells of the kinds the statics look at (names of no real card). */
const SPELLS: CardInput[] = [
  { name: 'Test Goblin', manaCost: '{2}{R}', types: ['Creature'], subtypes: ['Goblin'], power: 2, toughness: 2 },
  { name: 'Test Rogue', manaCost: '{2}{B}', types: ['Creature'], subtypes: ['Rogue'], power: 2, toughness: 2 },
  { name: 'Test Minotaur', manaCost: '{2}{R}', types: ['Creature'], subtypes: ['Minotaur'], power: 2, toughness: 2 },
  { name: 'Test Sliver', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Sliver'], power: 1, toughness: 1, abilities: [{ cost: [{ kind: 'tapSelf' }], text: 'Scry 1.' }] },
  { name: 'Test Green Enchantment', manaCost: '{1}{G}', types: ['Enchantment'] },
  { name: 'Test White Enchantment', manaCost: '{1}{W}', types: ['Enchantment'] },
];
const libraryOf = (...names: string[]) => createCardLibrary([...names.map((n) => result(n).card), ...SPELLS] as CardInput[], BUILT_IN_CARDS);
const twoPlayers = (spec: Partial<GameSpecInput>, library: ReturnType<typeof libraryOf>): GameState =>
  gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, ...spec }, library);
/** The total mana of a spell `caster` has put on the stack, with `battlefield` around it (CR 601.2f). */
const costOf = (library: ReturnType<typeof libraryOf>, spell: string, caster: 'alice' | 'bob', battlefield: GameSpecInput['battlefield'], activePlayer = caster) => {
  const game = twoPlayers({ battlefield, stack: [{ card: spell, controller: caster }], priority: caster, turn: { activePlayer, phase: 'precombatMain' } }, library);
  const { mana } = totalCost(game, library, game.stack[0]!);
  return Object.fromEntries(Object.entries(mana).filter(([, n]) => n > 0));
};

describe('601.2f: cost changes of spells of either of two kinds', () => {
  it.each([
    ['Frogtosser Banneret', { change: 'reduce', mana: '{1}', spells: { controller: 'you', subtypes: ['Goblin', 'Rogue'] } }],
    ['Stonybrook Banneret', { change: 'reduce', mana: '{1}', spells: { controller: 'you', subtypes: ['Merfolk', 'Wizard'] } }],
    ['Thornscape Familiar', { change: 'reduce', mana: '{1}', spells: { controller: 'you', colors: ['R', 'W'] } }],
    ['Sunscape Familiar', { change: 'reduce', mana: '{1}', spells: { controller: 'you', colors: ['G', 'U'] } }],
    ['Stormscape Familiar', { change: 'reduce', mana: '{1}', spells: { controller: 'you', colors: ['W', 'B'] } }],
    ['Irini Sengir', { change: 'increase', mana: '{2}', spells: { controller: 'any', colors: ['G', 'W'], types: ['Enchantment'] } }],
  ])('%s: "X spells and Y spells" is one spell filter whose list holds both', (name, modifier) => {
    expect(complete(name)['costModifiers']).toEqual([modifier]);
  });

  it('601.2f: compiled Frogtosser Banneret makes a Goblin spell and a Rogue spell cost {1} less, not Lightning Bolt', () => {
    const library = libraryOf('Frogtosser Banneret');
    const banneret = [{ card: 'Frogtosser Banneret', controller: 'alice' }];
    expect(costOf(library, 'Test Goblin', 'alice', banneret)).toEqual({ generic: 1, R: 1 });
    expect(costOf(library, 'Test Rogue', 'alice', banneret)).toEqual({ generic: 1, B: 1 });
    expect(costOf(library, 'Lightning Bolt', 'alice', banneret)).toEqual({ R: 1 });
  });

  it('601.2f: compiled Irini Sengir makes green and white enchantment spells cost {2} more, and neither a green creature nor a red spell', () => {
    const library = libraryOf('Irini Sengir');
    const irini = [{ card: 'Irini Sengir', controller: 'bob' }];
    expect(costOf(library, 'Test Green Enchantment', 'alice', irini)).toEqual({ generic: 3, G: 1 });
    expect(costOf(library, 'Test White Enchantment', 'alice', irini)).toEqual({ generic: 3, W: 1 });
    expect(costOf(library, 'Grizzly Bears', 'alice', irini)).toEqual({ generic: 1, G: 1 });
  });

  it('"Red creature spells and Goblin spells" differ in two ways, which no one spell filter says: a gap', () => {
    const card = { name: 'Made-up Banneret', mana_cost: '{1}{R}', type_line: 'Creature — Goblin', power: '1', toughness: '1', oracle_text: 'Red creature spells and Goblin spells you cast cost {1} less to cast.' };
    expect(compileCard(card).gaps.map((g) => g.text)).toEqual([card.oracle_text]);
  });
});

describe('118.7c, 601.2f: reductions of coloured mana only, increases during your turn', () => {
  it('118.7c: compiled Ragemonger takes {R} off a {2}{R} Minotaur and no generic mana for its {B}', () => {
    expect(complete('Ragemonger')['costModifiers']).toEqual([{ change: 'reduce', mana: '{B}{R}', spells: { controller: 'you', subtypes: ['Minotaur'] }, onlyColored: true }]);
    const library = libraryOf('Ragemonger');
    expect(costOf(library, 'Test Minotaur', 'alice', [{ card: 'Ragemonger', controller: 'alice' }])).toEqual({ generic: 2 });
  });

  it('601.2f: compiled Paladin Class makes an opponent\'s spell cost {1} more during its controller\'s turn only', () => {
    expect(complete('Paladin Class')['costModifiers']).toEqual([{ change: 'increase', mana: '{1}', spells: { controller: 'opponents' }, duringYourTurn: true }]);
    const library = libraryOf('Paladin Class');
    const paladin = [{ card: 'Paladin Class', controller: 'bob' }];
    expect(costOf(library, 'Lightning Bolt', 'alice', paladin, 'bob')).toEqual({ generic: 1, R: 1 });
    expect(costOf(library, 'Lightning Bolt', 'alice', paladin, 'alice')).toEqual({ R: 1 });
    expect(costOf(library, 'Lightning Bolt', 'bob', paladin, 'bob')).toEqual({ R: 1 });
  });
});

describe('602.2b: increases to activated abilities\' costs; 601.2f: spells with the chosen name', () => {
  it.each([
    ['Suppression Field', [{ change: 'increase', mana: '{2}', abilities: { controller: 'any' }, exceptMana: true }]],
    ['Tithe Taker', [
      { change: 'increase', mana: '{1}', spells: { controller: 'opponents' }, duringYourTurn: true },
      { change: 'increase', mana: '{1}', abilities: { controller: 'opponents' }, duringYourTurn: true, exceptMana: true },
    ]],
    ['Council of the Absolute', [{ change: 'reduce', mana: '{2}', spells: { controller: 'you', named: 'chosen' } }]],
  ])('%s: the compiled cost modifiers equal its Oracle text', (name, modifiers) => {
    expect(complete(name)['costModifiers']).toEqual(modifiers);
  });

  it('602.2b: under compiled Tithe Taker an opponent\'s Prodigal Sorcerer ability costs {1} more during Tithe Taker\'s controller\'s turn only', () => {
    const library = libraryOf('Tithe Taker');
    const changes = (activePlayer: string) => {
      const game = twoPlayers({ battlefield: [{ card: 'Tithe Taker', controller: 'bob' }], turn: { activePlayer, phase: 'precombatMain' } }, library);
      return abilityCostChanges(game, library, getCard(library, 'Prodigal Sorcerer'), 'alice').map((c) => c.change);
    };
    expect(changes('bob')).toEqual(['increase']);
    expect(changes('alice')).toEqual([]);
  });

  it('601.2f: compiled Council of the Absolute makes a spell with the chosen name cost {2} less for its controller', () => {
    const library = libraryOf('Council of the Absolute');
    const council = [{ card: 'Council of the Absolute', controller: 'alice', chosen: { name: 'Test Goblin' } }];
    expect(costOf(library, 'Test Goblin', 'alice', council)).toEqual({ R: 1 });
    expect(costOf(library, 'Test Rogue', 'alice', council)).toEqual({ generic: 2, B: 1 });
  });

  it('702.16b, 702.16c: compiled Spectra Ward gives protection from each colour ("doesn\'t remove Auras" is about attachment, not targeting): Lightning Bolt can\'t target the creature', () => {
    expect(complete('Spectra Ward')['grants']).toEqual(['W', 'U', 'B', 'R', 'G'].map((c) => ({ protection: { colors: [c] }, attached: true })));
    const library = libraryOf('Spectra Ward');
    const game = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [{ card: 'Grizzly Bears', controller: 'alice', id: 'bears' }, { card: 'Spectra Ward', controller: 'alice', attachedTo: 'bears' }],
      stack: [{ card: 'Lightning Bolt', controller: 'bob' }], turn: ALICE_MAIN, priority: 'bob',
    }, library);
    expect(legalTargets(game, library, game.stack[0]!, { what: [{ types: ['Creature'] }] })).toEqual([]);
  });
});

describe('702.8: flash for any player; 613, 302.6: haste for a subtype narrowed by a card type', () => {
  it('702.8: compiled Quick Sliver lets an opponent cast a Sliver spell during its controller\'s turn, not a Grizzly Bears', () => {
    expect(complete('Quick Sliver')['permissions']).toEqual([{ kind: 'flash', spells: { controller: 'any', subtypes: ['Sliver'] } }]);
    expect(complete('Tidal Barracuda')['permissions']).toEqual([{ kind: 'flash', spells: { controller: 'any' } }]);
    const library = libraryOf('Quick Sliver');
    const game = gameOf({
      players: [{ id: 'alice' }, { id: 'bob', hand: ['Test Sliver', 'Grizzly Bears'], manaPool: ['G', 'G', 'G'] }],
      battlefield: [{ card: 'Quick Sliver', controller: 'alice' }],
      turn: ALICE_MAIN,
      priority: 'bob',
    }, library);
    expect(canCast(game, library, 'bob', 'test-sliver').ok).toBe(true);
    expect(canCast(game, library, 'bob', 'grizzly-bears').ok).toBe(false);
  });

  it.each([
    ['Blur Sliver', { keyword: 'haste', controller: 'you', types: ['Creature'], subtypes: ['Sliver'] }],
    ['Heart Sliver', { keyword: 'haste', controller: 'any', types: ['Creature'], subtypes: ['Sliver'] }],
  ])('%s: "Sliver creatures … have haste" reaches creatures with the subtype', (name, grant) => {
    expect(complete(name)['grants']).toEqual([grant]);
  });

  it('302.6: under compiled Heart Sliver a Sliver that just came under its controller\'s control may {T}; a Grizzly Bears is still summoning sick', () => {
    const library = libraryOf('Heart Sliver');
    const game = twoPlayers({
      battlefield: [{ card: 'Heart Sliver', controller: 'bob' }, { card: 'Test Sliver', controller: 'alice', summoningSick: true }, { card: 'Grizzly Bears', controller: 'alice', summoningSick: true }],
    }, library);
    const [, sliver, bears] = game.battlefield;
    expect(isSummoningSick(game, library, sliver!)).toBe(false);
    expect(isSummoningSick(game, library, bears!)).toBe(true);
  });
});

describe('613, 302.6: haste for creature tokens', () => {
  it.each(["Phabine, Boss's Confidant", 'Brudiclad, Telchor Engineer'])('%s: "Creature tokens you control have haste" reaches only tokens', (name) => {
    expect(complete(name)['grants']).toEqual([{ keyword: 'haste', controller: 'you', types: ['Creature'], token: true }]);
  });

  it('302.6: under compiled Phabine a creature token that just came under its controller\'s control may {T}; a nontoken one is summoning sick', () => {
    const library = libraryOf("Phabine, Boss's Confidant");
    const game = twoPlayers({
      battlefield: [
        { card: "Phabine, Boss's Confidant", controller: 'alice' },
        { card: 'Test Sliver', controller: 'alice', summoningSick: true, token: true },
        { card: 'Test Sliver', controller: 'alice', summoningSick: true },
        { card: 'Test Sliver', controller: 'bob', summoningSick: true, token: true },
      ],
    }, library);
    expect(game.battlefield.slice(1).map((p) => isSummoningSick(game, library, p))).toEqual([false, true, true]);
  });
});

describe("601.2f: the card's own cost changes", () => {
  it.each([
    ['Primeval Protector', { kind: 'perObject', mana: '{1}', change: 'reduce', for: { zone: 'battlefield', controller: 'opponents', what: { types: ['Creature'] } } }],
    ['Oakhame Adversary', { kind: 'conditional', mana: '{2}', change: 'reduce', if: { zone: 'battlefield', controller: 'opponents', what: { colors: ['G'] } } }],
    ['Frostpyre Arcanist', { kind: 'conditional', mana: '{1}', change: 'reduce', if: { zone: 'battlefield', controller: 'you', what: { subtypes: ['Giant', 'Wizard'] } } }],
    ['Ghalta, Primal Hunger', { kind: 'perObject', mana: '{1}', change: 'reduce', for: { zone: 'battlefield', controller: 'you', what: { types: ['Creature'] }, sum: 'power' } }],
  ])('%s: the compiled change equals its Oracle text', (name, change) => {
    expect(complete(name)['selfCostChanges']).toEqual([change]);
  });

  it('601.2f: compiled Primeval Protector costs {1} less for each creature its caster\'s opponents control, not for their own', () => {
    const library = libraryOf('Primeval Protector');
    const creatures = [{ card: 'Grizzly Bears', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'alice' }];
    expect(costOf(library, 'Primeval Protector', 'alice', creatures)).toEqual({ generic: 8, G: 1 });
  });

  it('601.2f: compiled Oakhame Adversary costs {2} less while an opponent controls a green permanent', () => {
    const library = libraryOf('Oakhame Adversary');
    expect(costOf(library, 'Oakhame Adversary', 'alice', [{ card: 'Grizzly Bears', controller: 'bob' }])).toEqual({ generic: 1, G: 1 });
    expect(costOf(library, 'Oakhame Adversary', 'alice', [{ card: 'Grizzly Bears', controller: 'alice' }])).toEqual({ generic: 3, G: 1 });
  });
});

describe('208.2, 604.3: printed powers, toughnesses and loyalties that are not plain numbers', () => {
  it('604.3: compiled Enigma Drake\'s power counts instant and sorcery cards in its controller\'s graveyard', () => {
    expect(complete('Enigma Drake')['power']).toEqual({ count: { zone: 'graveyard', controller: 'you', what: { types: ['Instant', 'Sorcery'] } } });
    const library = libraryOf('Enigma Drake');
    const game = gameOf({
      players: [{ id: 'alice', graveyard: ['Lightning Bolt', 'Grizzly Bears', 'Lightning Bolt'] }, { id: 'bob', graveyard: ['Lightning Bolt'] }],
      battlefield: [{ card: 'Enigma Drake', controller: 'alice' }],
      turn: ALICE_MAIN,
    }, library);
    expect(powerOf(game, library, game.battlefield[0]!)).toBe(2);
  });

  it('208.1: a printed power of -1 (Char-Rumbler) is a number, not a characteristic-defining ability', () => {
    expectCompiled('Char-Rumbler', {
      manaCost: '{2}{R}{R}', types: ['Creature'], subtypes: ['Elemental'], power: -1, toughness: 3, keywords: ['double strike'],
      abilities: [{ cost: [{ kind: 'mana', mana: '{R}' }], text: 'x' }],
    });
  });

  it('306.5b, 107.3m: a printed loyalty X (Nissa, Steward of Elements) is the X paid, read by nothing while casting: no loyalty, no gap', () => {
    const card = complete('Nissa, Steward of Elements');
    expect(card).not.toHaveProperty('loyalty');
    expect(getCard(libraryOf('Nissa, Steward of Elements'), 'Nissa, Steward of Elements').manaCost?.printed).toBe('{X}{G}{U}');
  });
});

describe('305.6: domain, the basic land types among lands you control', () => {
  const domain = { basicLandTypes: 'you' };
  it.each([
    ['Matca Rioters', { power: { count: domain }, toughness: { count: domain } }],
    ['Territorial Kavu', { power: { count: domain }, toughness: { count: domain } }],
    ['Aven Trailblazer', { power: 2, toughness: { count: domain } }],
    ['Stratadon', { selfCostChanges: [{ kind: 'perObject', mana: '{1}', change: 'reduce', for: domain }] }],
  ])('%s: the compiled count is the basic land types among its controller\'s lands', (name, fields) => {
    expect(complete(name)).toMatchObject(fields);
  });

  const lands = [
    { card: 'Forest', controller: 'alice' }, { card: 'Snow-Covered Forest', controller: 'alice' }, { card: 'Island', controller: 'alice' },
    { card: 'Azorius Guildgate', controller: 'alice' }, { card: 'Plains', controller: 'bob' }, { card: 'Swamp', controller: 'bob' },
  ];

  it('604.3, 305.6: compiled Matca Rioters is 2/2 with a Forest, a Snow-Covered Forest, an Island and a Gate (each type counted once, an opponent\'s lands not at all)', () => {
    const library = libraryOf('Matca Rioters');
    const game = twoPlayers({ battlefield: [{ card: 'Matca Rioters', controller: 'alice' }, ...lands] }, library);
    expect(powerOf(game, library, game.battlefield[0]!)).toBe(2);
  });

  it('601.2f, 305.6: compiled Stratadon costs {1} less for each basic land type among its caster\'s lands, not the opponent\'s', () => {
    const library = libraryOf('Stratadon');
    expect(costOf(library, 'Stratadon', 'alice', lands)).toEqual({ generic: 8 });
    expect(costOf(library, 'Stratadon', 'bob', lands)).toEqual({ generic: 8 });
    expect(costOf(library, 'Stratadon', 'bob', lands.filter((l) => l.controller === 'alice'))).toEqual({ generic: 10 });
  });
});

describe('611.3a, 613: grants that apply as long as a condition holds', () => {
  const count = (zone: string, what: Record<string, unknown>, atLeast: number) => ({ count: { zone, controller: 'you', what }, atLeast });
  it.each([
    ['Angelic Overseer', [{ keyword: 'hexproof', self: true, asLongAs: count('battlefield', { subtypes: ['Human'] }, 1) }]],
    ['Blazethorn Scarecrow', [{ keyword: 'haste', self: true, asLongAs: count('battlefield', { colors: ['R'], types: ['Creature'] }, 1) }]],
    ['Cliffrunner Behemoth', [{ keyword: 'haste', self: true, asLongAs: count('battlefield', { colors: ['R'] }, 1) }]],
    ['Crashing Centaur', [{ keyword: 'shroud', self: true, asLongAs: count('graveyard', {}, 7) }]],
    ['Ghitu Lavarunner', [{ keyword: 'haste', self: true, asLongAs: count('graveyard', { types: ['Instant', 'Sorcery'] }, 2) }]],
    ['Mesmerizing Benthid', [{ keyword: 'hexproof', self: true, asLongAs: count('battlefield', { subtypes: ['Illusion'] }, 1) }]],
    ['Shimmer Dragon', [{ keyword: 'hexproof', self: true, asLongAs: count('battlefield', { types: ['Artifact'] }, 4) }]],
    ['Dragonlord Ojutai', [{ keyword: 'hexproof', self: true, asLongAs: { self: 'untapped' } }]],
    ['Paradise Druid', [{ keyword: 'hexproof', self: true, asLongAs: { self: 'untapped' } }]],
    ["Aboshan's Desire", [{ keyword: 'shroud', attached: true, asLongAs: count('graveyard', {}, 7) }]],
    ['Pristine Angel', [{ types: ['Artifact'] }, ...['W', 'U', 'B', 'R', 'G'].map((c) => ({ colors: [c] }))].map((q) => ({ protection: q, self: true, asLongAs: { self: 'untapped' } }))],
  ])('%s: the compiled grants carry the condition', (name, grants) => {
    expect(complete(name)['grants']).toEqual(grants);
  });

  it.each(['Spectral Cloak', 'Stampeding Horncrest', 'Fireblade Charger'])(
    '%s: a condition on another object ("it" of an enchanted creature), on "another" permanent or on being equipped is not read: a gap',
    (name) => {
      expect(result(name).gaps.map((g) => g.reason)).toEqual(['a static ability that may change casting or activating is not compiled']);
    },
  );

  const bolt = (library: ReturnType<typeof libraryOf>, battlefield: GameSpecInput['battlefield'], graveyard: string[] = []) => {
    const game = gameOf({ players: [{ id: 'alice', graveyard }, { id: 'bob' }], battlefield, stack: [{ card: 'Lightning Bolt', controller: 'bob' }], turn: ALICE_MAIN, priority: 'bob' }, library);
    return legalTargets(game, library, game.stack[0]!, { what: [{ types: ['Creature'] }] });
  };

  it('702.11b: compiled Dragonlord Ojutai can\'t be the target of an opponent\'s Lightning Bolt while untapped, and can once tapped', () => {
    const library = libraryOf('Dragonlord Ojutai');
    expect(bolt(library, [{ card: 'Dragonlord Ojutai', controller: 'alice' }])).toEqual([]);
    expect(bolt(library, [{ card: 'Dragonlord Ojutai', controller: 'alice', tapped: true }])).toEqual(['dragonlord-ojutai']);
  });

  it('702.16b: compiled Pristine Angel has protection from red (a colour) only while untapped', () => {
    const library = libraryOf('Pristine Angel');
    expect(bolt(library, [{ card: 'Pristine Angel', controller: 'alice' }])).toEqual([]);
    expect(bolt(library, [{ card: 'Pristine Angel', controller: 'alice', tapped: true }])).toEqual(['pristine-angel']);
  });

  it('702.18a: compiled Aboshan\'s Desire gives the enchanted creature shroud once its controller has seven cards in their graveyard', () => {
    const library = libraryOf("Aboshan's Desire");
    const battlefield = [{ card: 'Grizzly Bears', controller: 'alice', id: 'bears' }, { card: "Aboshan's Desire", controller: 'alice', attachedTo: 'bears' }];
    expect(bolt(library, battlefield, Array(6).fill('Lightning Bolt'))).toEqual(['bears']);
    expect(bolt(library, battlefield, Array(7).fill('Lightning Bolt'))).toEqual([]);
  });

  it('302.6: compiled Blazethorn Scarecrow has haste only while its controller controls a red creature', () => {
    const library = libraryOf('Blazethorn Scarecrow');
    const sick = (others: NonNullable<GameSpecInput['battlefield']>) => {
      const game = twoPlayers({ battlefield: [{ card: 'Blazethorn Scarecrow', controller: 'alice', summoningSick: true }, ...others] }, library);
      return isSummoningSick(game, library, game.battlefield[0]!);
    };
    expect(sick([])).toBe(true);
    expect(sick([{ card: 'Test Goblin', controller: 'bob' }])).toBe(true);
    expect(sick([{ card: 'Test Goblin', controller: 'alice' }])).toBe(false);
  });

  it('611.3a: a grant to its own permanent needs a condition, and a granted ability none (refused at load)', () => {
    const base = { name: 'Test Shield', manaCost: '{1}', types: ['Artifact'] };
    expect(() => createCardLibrary([{ ...base, grants: [{ keyword: 'hexproof', self: true }] }] as unknown as CardInput[])).toThrow(/asLongAs/);
    expect(() => createCardLibrary([{ ...base, grants: [{ ability: { cost: [{ kind: 'tapSelf' }], text: 'x' }, controller: 'you', types: ['Creature'], asLongAs: { self: 'untapped' } }] }] as unknown as CardInput[])).toThrow(/as long as/);
  });
});
