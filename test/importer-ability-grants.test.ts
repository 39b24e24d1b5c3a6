/**
 * Issue 13, CR 613.1f, 602, 605.1a: static abilities that give permanents an activated or a
 * mana ability in quotation marks, compiled from Oracle text (test/fixtures/
 * oracle-ability-grants.json, real cards copied from the corpus) and used through the engine:
 * the permanent an Aura or Equipment is attached to, "All Slivers" (every player's),
 * "Sliver creatures you control", "Lands / Artifacts / Creatures / Treasures you control".
 * Inside the quotation "this creature" is the permanent that has the ability; `~` names
 * the giver, and a cost naming it stays a gap.
 */
import { describe, expect, it } from 'vitest';
import { activatableAbilities } from '../src/activation/activation.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE, BOB, player, runActivation } from './cast-helpers.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const { result, expectCompiled } = compiledFixture('oracle-ability-grants.json');

const ANY_COLOR = { types: ['W', 'U', 'B', 'R', 'G'] as ('W' | 'U' | 'B' | 'R' | 'G')[], amount: 1 };
const TEST_SLIVER: CardInput = { name: 'Test Sliver', manaCost: '{1}', types: ['Creature'], subtypes: ['Sliver'], power: 1, toughness: 1 };

const libraryOf = (...names: string[]) => createCardLibrary([...names.map((n) => result(n).card), TEST_SLIVER] as CardInput[], BUILT_IN_CARDS);
const gameWith = (library: ReturnType<typeof libraryOf>, spec: Partial<GameSpecInput>): GameState =>
  gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, ...spec }, library);

/** ACTIVATE, targets, PAY auto: the outcome and the game after. */
const activate = (library: ReturnType<typeof libraryOf>, game: GameState, source: string, ability: number, targets?: string[]) =>
  runActivation(game, [
    { type: 'ACTIVATE', player: ALICE, source, ability },
    ...(targets ? [{ type: 'CHOOSE_TARGETS' as const, player: ALICE, targets: [targets] }] : []),
    { type: 'PAY', player: ALICE, mana: 'auto' },
  ], library);

describe("613.1f: 'Enchanted/Equipped creature has …' compiles to a grant to the attached permanent", () => {
  it("Hermetic Study: the enchanted creature has '{T}: This creature deals 1 damage to any target.'", () => {
    expectCompiled('Hermetic Study', {
      manaCost: '{1}{U}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }],
      grants: [{ attached: true, ability: { cost: [{ kind: 'tapSelf' }], targets: [{ what: 'any', count: 1 }], text: 'This creature deals 1 damage to any target.' } }],
    });
  });

  it("Fearsome Temper: 'gets +2/+2 and has …' is the grant alone (a P/T change is not casting)", () => {
    expect(result('Fearsome Temper').card).toMatchObject({ grants: [{ attached: true, ability: { cost: [{ kind: 'mana', mana: '{2}{R}' }], targets: [{ what: { types: ['Creature'] }, count: 1 }] } }] });
  });

  it('Skygames: "Activate only as a sorcery." inside the quotation is the granted ability\'s timing (602.5d)', () => {
    expect(result('Skygames').card).toMatchObject({ grants: [{ attached: true, ability: { cost: [{ kind: 'tapSelf' }], timing: 'sorcery' } }] });
  });

  it('Umbral Mantle, Oblivion Crown: {Q} and "Discard a card" costs of the creature that has the ability', () => {
    expect(result('Umbral Mantle').card).toMatchObject({ grants: [{ attached: true, ability: { cost: [{ kind: 'mana', mana: '{3}' }, { kind: 'untapSelf' }] } }] });
    expect(result('Oblivion Crown').card).toMatchObject({ grants: [{ attached: true, ability: { cost: [{ kind: 'discard', what: {}, count: 1 }] } }] });
  });

  it('602.2a: Viridian Longbow on a creature: the creature (not the Equipment) taps to activate it', () => {
    const library = libraryOf('Viridian Longbow');
    const game = gameWith(library, { battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, { card: 'Viridian Longbow', controller: ALICE, attachedTo: 'grizzly-bears' }] });
    // The Longbow's own ability is equip; the bow's tap ability is the creature's.
    expect(activatableAbilities(game, library, ALICE)).toEqual([{ source: 'grizzly-bears', ability: 0 }, { source: 'viridian-longbow', ability: 0 }]);
    const after = activate(library, game, 'grizzly-bears', 0, [BOB]);
    expect(after.outcome).toBe('activated');
    expect(after.game.battlefield.find((p) => p.id === 'grizzly-bears')?.tapped).toBe(true);
    expect(after.game.battlefield.find((p) => p.id === 'viridian-longbow')?.tapped).toBe(false);
  });

  it('a cost naming the giver ("Sacrifice ~", "Unattach ~") stays a gap', () => {
    for (const name of ["Ninja's Kunai", 'Leonin Bola']) {
      expect(result(name).status).toBe('partial');
      expect(result(name).gaps.map((g) => g.reason)).toEqual(['a granted ability whose cost names the card giving it ("Sacrifice ~", "Unattach ~") is not in the card format']);
    }
  });

  it('Thornbite Staff: a granted triggered ability beside the activated one stays a gap', () => {
    expect(result('Thornbite Staff').status).toBe('partial');
  });
});

describe('605.1a: granted mana abilities', () => {
  it('Abundant Growth: the enchanted land taps for one mana of any color (ability 1, after its own)', () => {
    expect(result('Abundant Growth').card).toMatchObject({ grants: [{ attached: true, manaAbility: { cost: [{ kind: 'tapSelf' }], produces: ANY_COLOR } }] });
    const library = libraryOf('Abundant Growth');
    const game = gameWith(library, { battlefield: [{ card: 'Forest', controller: ALICE }, { card: 'Abundant Growth', controller: ALICE, attachedTo: 'forest' }] });
    const made = activateManaAbilityPaying(game, library, ALICE, 'forest', 1, 'U');
    expect(made.ok && player(made.value.game, ALICE).manaPool.map((u) => u.type)).toEqual(['U']);
  });

  it("Chromatic Lantern, Galazeth Prismari: 'Lands/Artifacts you control have …' reach their controller's permanents", () => {
    expectCompiled('Chromatic Lantern', {
      manaCost: '{3}', types: ['Artifact'],
      grants: [{ controller: 'you', types: ['Land'], manaAbility: { cost: [{ kind: 'tapSelf' }], produces: ANY_COLOR } }],
      manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: ANY_COLOR }],
    });
    expect(result('Galazeth Prismari').card).toMatchObject({ grants: [{ controller: 'you', types: ['Artifact'], manaAbility: { spend: { spells: { types: ['Instant', 'Sorcery'] } } } }] });
  });

  it("Goldspan Dragon: Treasures you control have '{T}, Sacrifice this artifact: …': the Treasure sacrifices itself", () => {
    expect(result('Goldspan Dragon').card).toMatchObject({
      grants: [{ controller: 'you', subtypes: ['Treasure'], manaAbility: { cost: [{ kind: 'tapSelf' }, { kind: 'sacrificeSelf' }], produces: { types: ['W', 'U', 'B', 'R', 'G'], amount: 2 } } }],
    });
  });

  it("Gemhide Sliver, Basal Sliver: 'All Slivers' reaches every player's Slivers; Bob sacrifices his own for {B}{B}", () => {
    expect(result('Gemhide Sliver').card).toMatchObject({ grants: [{ controller: 'any', subtypes: ['Sliver'], manaAbility: { produces: ANY_COLOR } }] });
    const library = libraryOf('Basal Sliver');
    const game = { ...gameWith(library, { battlefield: [{ card: 'Basal Sliver', controller: ALICE }, { card: 'Test Sliver', controller: BOB }] }), priority: BOB };
    const made = activateManaAbilityPaying(game, library, BOB, 'test-sliver', 0);
    expect(made.ok && player(made.value.game, BOB).manaPool.map((u) => u.type)).toEqual(['B', 'B']);
    expect(made.ok && made.value.game.battlefield.map((p) => p.card)).toEqual(['Basal Sliver']);
  });
});

describe('613.1f: grants to permanents by type and subtype', () => {
  it('Hollowhead Sliver: "Sliver creatures you control" reaches only its controller\'s Sliver creatures', () => {
    expect(result('Hollowhead Sliver').card).toMatchObject({ grants: [{ controller: 'you', types: ['Creature'], subtypes: ['Sliver'], ability: { cost: [{ kind: 'tapSelf' }, { kind: 'discard', what: {}, count: 1 }] } }] });
    const library = libraryOf('Hollowhead Sliver');
    const game = gameWith(library, { battlefield: [{ card: 'Hollowhead Sliver', controller: ALICE }, { card: 'Test Sliver', controller: BOB }] });
    expect(activatableAbilities({ ...game, priority: BOB }, library, BOB)).toEqual([]);
  });

  it('Psionic Sliver: "All Sliver creatures" reaches every player\'s', () => {
    expect(result('Psionic Sliver').card).toMatchObject({ grants: [{ controller: 'any', types: ['Creature'], subtypes: ['Sliver'], ability: { cost: [{ kind: 'tapSelf' }], targets: [{ what: 'any', count: 1 }] } }] });
  });

  it('Sporoloth Ancient: "Remove two spore counters from this creature" removes them from the creature that has it', () => {
    expect(result('Sporoloth Ancient').card).toMatchObject({ grants: [{ controller: 'you', types: ['Creature'], ability: { cost: [{ kind: 'counters', action: 'remove', counter: 'spore', count: 2 }] } }] });
    const library = libraryOf('Sporoloth Ancient');
    const game = gameWith(library, { battlefield: [{ card: 'Sporoloth Ancient', controller: ALICE }, { card: 'Grizzly Bears', controller: ALICE, counters: { spore: 2 } }] });
    const after = activate(library, game, 'grizzly-bears', 0);
    expect(after.outcome).toBe('activated');
    expect(after.game.battlefield.find((p) => p.id === 'grizzly-bears')?.counters?.['spore'] ?? 0).toBe(0);
  });

  it("Bootleggers' Stash: lands you control have a non-mana {T} ability", () => {
    expect(result("Bootleggers' Stash").card).toMatchObject({ grants: [{ controller: 'you', types: ['Land'], ability: { cost: [{ kind: 'tapSelf' }] } }] });
  });
});
