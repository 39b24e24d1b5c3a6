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
