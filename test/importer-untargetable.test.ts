/**
 * Issue 13: "can't be the target of …" static abilities (CR 601.2c) compiled from Oracle text
 * (test/fixtures/oracle-untargetable.json, real cards copied from the corpus) into the card's
 * `untargetable` or a grant of it, and checked through the engine: the refused target cites
 * 601.2c, the allowed one is accepted. Also "You and Humans you control have hexproof" (CR 613,
 * 702.11b–c), read as a grant to the player and one to the permanents.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const { result, expectCompiled } = compiledFixture('oracle-untargetable.json');
const FIXTURE = ["Sigarda, Heron's Grace", 'Bartel Runeaxe', 'Fiendslayer Paladin', 'Mercenary Informer', "Suq'Ata Firewalker", 'Anti-Magic Aura', 'Canopy Cover', 'Shielding Plax', 'Spectral Shield', 'Artifact Ward'];
const TEST_HUMAN: CardInput = { name: 'Test Human', manaCost: '{W}', types: ['Creature'], subtypes: ['Human'], power: 1, toughness: 1 };
const library = createCardLibrary([...FIXTURE.map((n) => result(n).card), TEST_HUMAN] as CardInput[], BUILT_IN_CARDS);

const game = (spec: Partial<GameSpecInput>): GameState =>
  gameOf({ players: players({ hand: ['Lightning Bolt', 'Giant Growth', 'Anti-Magic Aura'] }), turn: ALICE_MAIN, ...spec }, library);

/** Alice casts `card` and chooses `target`: the refusal, or null. */
function castAt(state: GameState, card: string, target: string) {
  const actor = castActor(state, library);
  accept(actor, { type: 'CAST', player: ALICE, card });
  return dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[target]] });
}

/** Alice activates `source`'s first ability and chooses `target`: the refusal, or null. */
function activateAt(state: GameState, source: string, target: string) {
  const actor = createActor(activationMachine, { input: { game: state, cards: library } }).start();
  expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source, ability: 0 })).toBeNull();
  return dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[target]] });
}

describe('601.2c: compiled "can\'t be the target of" abilities', () => {
  it('compiles the card\'s own shields into `untargetable`', () => {
    expectCompiled('Bartel Runeaxe', {
      manaCost: '{3}{B}{R}{G}', types: ['Creature'], supertypes: ['Legendary'], subtypes: ['Giant', 'Warrior'], power: 6, toughness: 5, keywords: ['vigilance'],
      untargetable: [{ quality: { subtypes: ['Aura'] } }],
    });
    expect(result('Fiendslayer Paladin').card).toMatchObject({ untargetable: [{ quality: { colors: ['B', 'R'] }, opponents: true }] });
    expect(result('Mercenary Informer').card).toMatchObject({ untargetable: [{ by: 'spellsAndAbilities', quality: { colors: ['B'] } }] });
    expect(result("Suq'Ata Firewalker").card).toMatchObject({ untargetable: [{ by: 'spellsAndAbilities', quality: { colors: ['R'] } }] });
    for (const name of ['Bartel Runeaxe', 'Fiendslayer Paladin', 'Mercenary Informer', "Suq'Ata Firewalker"]) expect(result(name).status, name).toBe('complete');
  });

  it('compiles "Enchanted creature can\'t be the target of …" into a grant to the attached permanent', () => {
    expectCompiled('Spectral Shield', { manaCost: '{1}{W}{U}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], grants: [{ untargetable: {}, attached: true }] });
    expect(result('Anti-Magic Aura').card).toMatchObject({ grants: [{ untargetable: {}, attached: true }] });
    for (const name of ['Canopy Cover', 'Shielding Plax']) expect(result(name).card, name).toMatchObject({ grants: [{ untargetable: { by: 'spellsAndAbilities', opponents: true }, attached: true }] });
    expect(result('Artifact Ward').card).toMatchObject({ grants: [{ untargetable: { by: 'abilities', quality: { types: ['Artifact'] } }, attached: true }] });
    for (const name of ['Anti-Magic Aura', 'Canopy Cover', 'Shielding Plax', 'Artifact Ward']) expect(result(name).status, name).toBe('complete');
  });

  it('"spells that can target only Walls" is not a quality of spells: the sentence stays a gap', () => {
    expect(result('Wall of Shadows').gaps.map((g) => g.text)).toEqual(["~ can't be the target of spells that can target only Walls or of abilities that can target only Walls."]);
  });

  it('601.2c: compiled Bartel Runeaxe refuses an Aura spell and takes Giant Growth', () => {
    const state = game({ battlefield: [{ card: 'Bartel Runeaxe', controller: BOB }, { card: 'Grizzly Bears', controller: BOB }] });
    expect(castAt(state, 'anti-magic-aura', 'bartel-runeaxe')).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(castAt(state, 'giant-growth', 'bartel-runeaxe')).toBeNull();
  });

  it("601.2c: compiled Fiendslayer Paladin refuses an opponent's Lightning Bolt, not its controller's", () => {
    expect(castAt(game({ battlefield: [{ card: 'Fiendslayer Paladin', controller: BOB }] }), 'lightning-bolt', 'fiendslayer-paladin')).toMatchObject({ rule: '601.2c' });
    expect(castAt(game({ battlefield: [{ card: 'Fiendslayer Paladin', controller: ALICE }] }), 'lightning-bolt', 'fiendslayer-paladin')).toBeNull();
  });

  it("601.2c: compiled Suq'Ata Firewalker refuses an ability from a red source (Prodigal Pyromancer), not from a blue one (Prodigal Sorcerer)", () => {
    const state = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Prodigal Sorcerer', controller: ALICE }, { card: "Suq'Ata Firewalker", id: 'firewalker', controller: BOB }] });
    expect(activateAt(state, 'prodigal-pyromancer', 'firewalker')).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(activateAt(state, 'prodigal-sorcerer', 'firewalker')).toBeNull();
  });

  it("601.2c, 613: compiled Canopy Cover on Bob's creature refuses Alice's spell and ability; Spectral Shield refuses even its controller's spell", () => {
    const covered = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Grizzly Bears', id: 'covered', controller: BOB }, { card: 'Canopy Cover', controller: BOB, attachedTo: 'covered' }] });
    expect(castAt(covered, 'lightning-bolt', 'covered')).toMatchObject({ rule: '601.2c' });
    expect(activateAt(covered, 'prodigal-pyromancer', 'covered')).toMatchObject({ rule: '601.2c' });
    const shielded = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Grizzly Bears', id: 'shielded', controller: ALICE }, { card: 'Spectral Shield', controller: ALICE, attachedTo: 'shielded' }] });
    expect(castAt(shielded, 'giant-growth', 'shielded')).toMatchObject({ rule: '601.2c' });
    expect(activateAt(shielded, 'prodigal-pyromancer', 'shielded')).toBeNull();
  });

  it('601.2c, 613: compiled Artifact Ward refuses an artifact\'s ability (Icy Manipulator) and lets a spell target the creature', () => {
    const state = game({ battlefield: [{ card: 'Icy Manipulator', controller: ALICE }, { card: 'Grizzly Bears', id: 'warded', controller: BOB }, { card: 'Artifact Ward', controller: BOB, attachedTo: 'warded' }], players: players({ hand: ['Giant Growth'], manaPool: ['C'] }) });
    expect(activateAt(state, 'icy-manipulator', 'warded')).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(castAt(state, 'giant-growth', 'warded')).toBeNull();
  });

  it("702.11b, 702.11c: compiled Sigarda, Heron's Grace gives its controller and their Humans hexproof, binding only opponents", () => {
    expect(result("Sigarda, Heron's Grace").status).toBe('complete');
    expect(result("Sigarda, Heron's Grace").card).toMatchObject({ grants: [{ keyword: 'hexproof', player: 'you' }, { keyword: 'hexproof', controller: 'you', subtypes: ['Human'] }] });
    const state = game({ battlefield: [{ card: "Sigarda, Heron's Grace", controller: BOB }, { card: 'Grizzly Bears', id: 'dog', controller: BOB }, { card: 'Test Human', id: 'human', controller: BOB }] });
    expect(castAt(state, 'lightning-bolt', 'bob')).toMatchObject({ rule: '702.11c', code: 'ILLEGAL_TARGET' });
    expect(castAt(state, 'lightning-bolt', 'human')).toMatchObject({ rule: '702.11b', code: 'ILLEGAL_TARGET' });
    expect(castAt(state, 'lightning-bolt', 'dog')).toBeNull();
    const own = game({ battlefield: [{ card: "Sigarda, Heron's Grace", controller: ALICE }, { card: 'Test Human', id: 'human', controller: ALICE }] });
    expect(castAt(own, 'lightning-bolt', 'human')).toBeNull();
  });
});
