/**
 * CR 605.1a, 613.1f: a mana ability a permanent acquires from another permanent's static
 * ability ("enchanted land has '{T}: Add one mana of any color.'", "lands you control have …",
 * "all Slivers have 'Sacrifice this permanent: Add {B}{B}.'") is a mana ability of the
 * permanent that has it: numbered after its own, activated by that permanent's controller
 * (605.3a) with ACTIVATE_MANA, listed in the legal actions and used to pay costs (601.2g).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { CardLibraryError, getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { abilitySources, manaAbilitiesOf } from '../src/mana-abilities/mana-abilities.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE, BOB, accept, castToMana, ctx, outcome, player } from './cast-helpers.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const ANY = { types: ['W', 'U', 'B', 'R', 'G'] as ('W' | 'U' | 'B' | 'R' | 'G')[] };

/** Abundant Growth (without its enters trigger, which doesn't matter here). */
const GROWTH: CardInput = {
  name: 'Abundant Growth',
  manaCost: '{G}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  targets: [{ filter: 'land' }],
  grants: [{ attached: true, manaAbility: { cost: [{ kind: 'tapSelf' }], produces: ANY } }],
  text: 'Enchant land\nEnchanted land has "{T}: Add one mana of any color."',
};

const LANTERN: CardInput = {
  name: 'Chromatic Lantern',
  manaCost: '{3}',
  types: ['Artifact'],
  grants: [{ controller: 'you', types: ['Land'], manaAbility: { cost: [{ kind: 'tapSelf' }], produces: ANY } }],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: ANY }],
  text: 'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.',
};

const BASAL: CardInput = {
  name: 'Basal Sliver',
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Sliver'],
  power: 2,
  toughness: 2,
  grants: [{ controller: 'any', subtypes: ['Sliver'], manaAbility: { cost: [{ kind: 'sacrificeSelf' }], produces: { mana: '{B}{B}' } } }],
  text: 'All Slivers have "Sacrifice this permanent: Add {B}{B}."',
};

const SLIVER: CardInput = { name: 'Test Sliver', manaCost: '{1}', types: ['Creature'], subtypes: ['Sliver'], power: 1, toughness: 1, text: 'A Sliver.' };
const BLUE: CardInput = { name: 'Test Blue Spell', manaCost: '{U}', types: ['Instant'], text: 'A {U} instant.' };

const cards = libraryWith(GROWTH, LANTERN, BASAL, SLIVER, BLUE);

const game = (spec: Partial<GameSpecInput>): GameState => gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, ...spec }, cards);
const pool = (g: GameState, who = ALICE) => player(g, who).manaPool.map((u) => u.type).join('');

const enchantedForest = (auraController = ALICE) =>
  game({ players: [{ id: ALICE, hand: ['Test Blue Spell'] }, { id: BOB }], battlefield: [{ card: 'Forest', controller: ALICE }, { card: GROWTH.name, controller: auraController, attachedTo: 'forest' }] });

describe('605.1a, 613.1f: a mana ability given to the permanent an Aura is attached to', () => {
  it('605.1a: the enchanted Forest has its own {G} ability (0) and the granted one (1); the Aura has none', () => {
    const g = enchantedForest();
    const forest = g.battlefield.find((p) => p.id === 'forest');
    expect(manaAbilitiesOf(g, cards, getCard(cards, 'Forest'), forest).map((a) => a.produces)).toEqual([{ types: ['G'], amount: 1 }, { types: ['W', 'U', 'B', 'R', 'G'], amount: 1 }]);
    const aura = g.battlefield.find((p) => p.id === 'abundant-growth');
    expect(manaAbilitiesOf(g, cards, getCard(cards, GROWTH.name), aura)).toEqual([]);
  });

  it('605.3a: ACTIVATE_MANA of the granted ability adds the colour chosen and taps the Forest', () => {
    const made = activateManaAbilityPaying(enchantedForest(), cards, ALICE, 'forest', 1, 'U');
    expect(made.ok && pool(made.value.game)).toBe('U');
    expect(made.ok && made.value.game.battlefield.find((p) => p.id === 'forest')?.tapped).toBe(true);
  });

  it('605.3a: the legal actions offer both mana abilities of the Forest, and the granted one makes any colour', () => {
    const actions = legalActions(enchantedForest(), cards, ALICE).manaAbilities;
    expect(actions.map((a) => [a.event.source, a.event.ability, a.produces.join('')])).toEqual([
      ['forest', 0, 'G'],
      ['forest', 1, 'WUBRG'],
    ]);
  });

  it("601.2g, 605.3a: a {U} spell is paid with the granted ability; Bob's Aura on Alice's Forest gives the ability to Alice", () => {
    for (const auraController of [ALICE, BOB]) {
      const actor = castToMana(enchantedForest(auraController), cards, 'test-blue-spell');
      accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
      expect(outcome(actor)).toBe('cast');
      expect(ctx(actor).game.battlefield.find((p) => p.id === 'forest')?.tapped).toBe(true);
    }
    expect(abilitySources(enchantedForest(BOB), cards, BOB)).toEqual([]);
  });

  it('613.1f: without the Aura, the Forest has only its own ability: number 1 is refused and nothing changes', () => {
    const g = enchantedForest();
    const gone = { ...g, battlefield: g.battlefield.filter((p) => p.id !== 'abundant-growth') };
    const made = activateManaAbilityPaying(gone, cards, ALICE, 'forest', 1, 'U');
    expect(!made.ok && made.refusal).toMatchObject({ rule: '605.3', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
  });
});

describe('605.1a, 613.1f: mana abilities given to permanents by type and subtype', () => {
  it("613.1f: Chromatic Lantern's grant reaches its controller's lands, not an opponent's, nor itself (its own ability stays number 0)", () => {
    const g = game({ battlefield: [{ card: LANTERN.name, controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Island', controller: BOB }] });
    const count = (id: string) => {
      const p = g.battlefield.find((q) => q.id === id);
      return p ? manaAbilitiesOf(g, cards, getCard(cards, p.card), p).length : -1;
    };
    expect([count('chromatic-lantern'), count('forest'), count('island')]).toEqual([1, 2, 1]);
  });

  it("605.3a: 'all Slivers' reaches every player's Slivers: Bob sacrifices his own Sliver for {B}{B}, and Alice can't activate it", () => {
    const g = { ...game({ battlefield: [{ card: BASAL.name, controller: ALICE }, { card: SLIVER.name, controller: BOB }] }), priority: BOB };
    const made = activateManaAbilityPaying(g, cards, BOB, 'test-sliver', 0);
    expect(made.ok && pool(made.value.game, BOB)).toBe('BB');
    expect(made.ok && made.value.game.battlefield.map((p) => p.id)).toEqual(['basal-sliver']);
    expect(player(made.ok ? made.value.game : g, BOB).graveyard.map((c) => c.card)).toEqual([SLIVER.name]);
    const alices = activateManaAbilityPaying({ ...g, priority: ALICE }, cards, ALICE, 'test-sliver', 0);
    expect(!alices.ok && alices.refusal.rule).toBe('605.3');
  });

  it('605.1a: the card list says what the grant gives', () => {
    expect(modelledFeatures(getCard(cards, GROWTH.name))).toMatch(/the permanent it is attached to has mana ability: \{T\}: add one mana of/);
  });

  it('602.5c: a granted mana ability from a hand, or used only once each turn, is refused at load with its path', () => {
    const grant = (manaAbility: object): CardInput => ({ ...GROWTH, name: 'Bad Growth', grants: [{ attached: true, manaAbility: { cost: [{ kind: 'tapSelf' }], produces: ANY, ...manaAbility } }] });
    expect(() => libraryWith(grant({ from: 'hand' }))).toThrow(/grants\[0\]\.manaAbility\.from/);
    expect(() => libraryWith(grant({ oncePerTurn: true }))).toThrow(/grants\[0\]\.manaAbility\.oncePerTurn/);
    expect(() => libraryWith({ ...GROWTH, name: 'Bad Growth', grants: [{ attached: true, keyword: 'haste', manaAbility: { cost: [{ kind: 'tapSelf' }], produces: ANY } }] })).toThrow(CardLibraryError);
  });
});

/** An Aura giving "the chosen color": the colour is the one chosen as the Aura entered, not anything chosen for the land. */
const HUES: CardInput = {
  name: 'Test Hued Growth',
  manaCost: '{G}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  targets: [{ filter: 'land' }],
  grants: [{ attached: true, manaAbility: { cost: [{ kind: 'tapSelf' }], produces: { types: [], chosenColor: true, amount: 1 } } }],
  text: 'As this Aura enters, choose a color.\nEnchant land\nEnchanted land has "{T}: Add one mana of the chosen color."',
};

describe('106.1, 605.1a: "one mana of the chosen color" in a granted mana ability', () => {
  const hued = libraryWith(HUES);
  const forestWith = (color: 'R' | 'U' | undefined): GameState =>
    gameOf(
      {
        players: [{ id: ALICE }, { id: BOB }],
        turn: ALICE_MAIN,
        battlefield: [
          { card: 'Forest', controller: ALICE, chosen: { color: 'W' } },
          { card: HUES.name, controller: ALICE, attachedTo: 'forest', ...(color ? { chosen: { color } } : {}) },
        ],
      },
      hued,
    );

  it("106.1: the granted ability makes the colour chosen for the Aura (the giver), not the land's", () => {
    const forest = forestWith('R').battlefield.find((p) => p.id === 'forest');
    expect(manaAbilitiesOf(forestWith('R'), hued, getCard(hued, 'Forest'), forest).map((a) => a.produces)).toEqual([{ types: ['G'], amount: 1 }, { types: ['R'], amount: 1 }]);
    const made = activateManaAbilityPaying(forestWith('R'), hued, ALICE, 'forest', 1, 'R');
    expect(made.ok && pool(made.value.game)).toBe('R');
    expect(activateManaAbilityPaying(forestWith('R'), hued, ALICE, 'forest', 1, 'W').ok).toBe(false);
  });

  it('106.5: with no colour chosen for the Aura, the granted ability makes no mana of any colour', () => {
    const forest = forestWith(undefined).battlefield.find((p) => p.id === 'forest');
    expect(manaAbilitiesOf(forestWith(undefined), hued, getCard(hued, 'Forest'), forest)[1]?.produces).toEqual({ types: [], amount: 1 });
  });
  it("605, 613: two Lanterns give each land the same ability twice: one source for the payment, each listed with what it makes and each activatable", () => {
    // The Lanterns tapped: the Forest pays the {U} spell.
    const g = game({
      players: [{ id: ALICE, hand: ['Test Blue Spell'] }, { id: BOB }],
      battlefield: [{ card: 'Forest', id: 'forest', controller: ALICE }, { card: 'Chromatic Lantern', id: 'l1', controller: ALICE, tapped: true }, { card: 'Chromatic Lantern', id: 'l2', controller: ALICE, tapped: true }],
    });
    expect(manaAbilitiesOf(g, cards, getCard(cards, 'Forest'), g.battlefield[0]!)).toHaveLength(3);
    // The second "{T}: Add one mana of any color." needs the Forest's {T} as the first does: no source of its own.
    expect([...new Set(abilitySources(g, cards, ALICE).filter((s) => s.object === 'forest').map((s) => s.ability))]).toEqual([0, 1]);
    const actions = legalActions(g, cards, ALICE).manaAbilities.filter((a) => a.event.source === 'forest');
    expect(actions.map((a) => [a.event.ability, a.produces.join(''), a.refusal])).toEqual([
      [0, 'G', null],
      [1, 'WUBRG', null],
      [2, 'WUBRG', null],
    ]);
    const made = activateManaAbilityPaying(g, cards, ALICE, 'forest', 2, 'B');
    expect(made.ok && pool(made.value.game)).toBe('B');
    const actor = castToMana(g, cards, 'test-blue-spell');
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.find((p) => p.id === 'forest')?.tapped).toBe(true);
  });

  it('605: an ability a permanent has twice that spends nothing of it is two sources: each may be activated', () => {
    const altar: CardInput = { name: 'Test Blood Altar', manaCost: '{2}', types: ['Artifact'], grants: [{ controller: 'you', subtypes: ['Sliver'], manaAbility: { cost: [{ kind: 'life', amount: 1 }], produces: { types: ['B'] } } }], text: 'Slivers you control have "Pay 1 life: Add {B}."' };
    const withAltar = libraryWith(GROWTH, LANTERN, BASAL, SLIVER, BLUE, altar);
    const g = gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, battlefield: [{ card: 'Test Sliver', id: 'sliver', controller: ALICE }, { card: 'Test Blood Altar', id: 'a1', controller: ALICE }, { card: 'Test Blood Altar', id: 'a2', controller: ALICE }] }, withAltar);
    expect(abilitySources(g, withAltar, ALICE).map((s) => s.ability)).toEqual([0, 1]);
  });
});
