/**
 * CR 702.73a changeling: "this object is every creature type" (CR 205.3m), a
 * characteristic-defining ability that works in every zone. Every subtype test of the engine
 * (object filters, grants, spell filters of cost changers, spending restrictions, prowl) asks
 * cards/subtypes.ts, so a changeling fits each of them as any creature type.
 */
import { describe, expect, it } from 'vitest';
import { getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { CREATURE_TYPES } from '../src/cards/creature-types.js';
import { hasSubtype } from '../src/cards/subtypes.js';
import { hasHaste } from '../src/cards/characteristics.js';
import { matchesFilter } from '../src/cards/card-fits.js';
import { fitsSpendFilter } from '../src/cards/spend-match.js';
import { legalTargets } from '../src/casting/targets.js';
import { costOptions } from '../src/casting/options.js';
import { staticCostChanges } from '../src/costs/modifiers.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ctx } from './cast-helpers.js';
import { cast, castWith } from './cost-fixtures.js';

const shapeshifter: CardInput = { name: 'Test Changeling', manaCost: '{1}{U}', types: ['Creature'], subtypes: ['Shapeshifter'], keywords: ['changeling'], power: 1, toughness: 1 };
const kindredSpell: CardInput = { name: 'Test Kindred Changeling', manaCost: '{1}{B}', types: ['Kindred', 'Instant'], subtypes: ['Shapeshifter'], keywords: ['changeling'], targets: [{ what: 'creature', count: 1 }] };
const enchantment: CardInput = { name: 'Test Changeling Enchantment', manaCost: '{1}', types: ['Enchantment'], keywords: ['changeling'] };
const goblinLord: CardInput = {
  name: 'Test Goblin Lord', manaCost: '{1}{R}{R}', types: ['Creature'], subtypes: ['Goblin'], power: 2, toughness: 2,
  costModifiers: [{ change: 'reduce', mana: '{1}', spells: { controller: 'you', subtypes: ['Goblin'] } }],
  grants: [{ keyword: 'haste', controller: 'you', types: ['Creature'], subtypes: ['Goblin'] }],
};
const prowler: CardInput = {
  name: 'Test Changeling Prowler', manaCost: '{3}{B}{B}', types: ['Creature'], subtypes: ['Shapeshifter'], keywords: ['changeling'], power: 5, toughness: 3,
  alternativeCosts: [{ name: 'prowl', cost: [{ kind: 'mana', mana: '{2}{B}' }], condition: 'combatDamageWithSharedType' }],
};
const library = libraryWith(shapeshifter, kindredSpell, enchantment, goblinLord, prowler);
const card = (name: string) => getCard(library, name);

describe('702.73a, 205.3m: a changeling has every creature type', () => {
  it('205.3m: the creature types include the two-word Time Lord and the hyphenated Assembly-Worker, and no land, artifact or spell type', () => {
    for (const t of ['Elf', 'Sliver', 'Time Lord', 'Assembly-Worker', "C'tan", 'Shapeshifter']) expect(CREATURE_TYPES.has(t), t).toBe(true);
    for (const t of ['Forest', 'Equipment', 'Aura', 'Arcane', 'Saga', 'Vehicle', 'Ajani']) expect(CREATURE_TYPES.has(t), t).toBe(false);
  });

  it('702.73a: a changeling creature card is every creature type, and gains no other subtype (it is no Forest, Aura or Arcane)', () => {
    const changeling = card('Test Changeling');
    for (const t of ['Elf', 'Goblin', 'Sliver', 'Time Lord', 'Human']) expect(hasSubtype(changeling, t), t).toBe(true);
    for (const t of ['Forest', 'Aura', 'Arcane', 'Equipment']) expect(hasSubtype(changeling, t), t).toBe(false);
    expect(hasSubtype(card('Grizzly Bears'), 'Elf')).toBe(false);
    expect(hasSubtype(card('Grizzly Bears'), 'Bear')).toBe(true);
  });

  it('702.73a, 205.3d: a kindred changeling is every creature type; changeling on an object that is neither a creature nor a kindred gives it none', () => {
    expect(hasSubtype(card('Test Kindred Changeling'), 'Goblin')).toBe(true);
    expect(hasSubtype(card('Test Changeling Enchantment'), 'Goblin')).toBe(false);
  });

  it('702.73a: an object filter for an Elf (or a Human) fits a changeling; "non-Human" refuses it', () => {
    const changeling = card('Test Changeling');
    expect(matchesFilter(changeling, { subtypes: ['Elf'] })).toBe(true);
    expect(matchesFilter(changeling, { types: ['Creature'], notSubtypes: ['Human'] })).toBe(false);
    expect(matchesFilter(card('Grizzly Bears'), { types: ['Creature'], notSubtypes: ['Human'] })).toBe(true);
  });

  it('702.73a, 601.2c: "target Goblin" may target a changeling creature on the battlefield', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Test Changeling', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'bob' }], stack: [{ card: 'Lightning Bolt', controller: 'alice' }], turn: ALICE_MAIN }, library);
    expect(legalTargets(game, library, game.stack[0]!, { what: [{ types: ['Creature'], subtypes: ['Goblin'] }] })).toEqual(['test-changeling']);
  });

  it('702.73a, 601.2f: "Goblin spells you cast cost {1} less" reduces a changeling spell, in the hand as on the stack', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Test Goblin Lord', controller: 'alice' }], turn: ALICE_MAIN }, library);
    expect(staticCostChanges(game, library, card('Test Changeling'), 'alice').map((c) => c.change)).toEqual(['reduce']);
    expect(staticCostChanges(game, library, card('Test Kindred Changeling'), 'alice').map((c) => c.change)).toEqual(['reduce']);
    expect(staticCostChanges(game, library, card('Grizzly Bears'), 'alice')).toEqual([]);
  });

  it('702.73a, 613: "Goblin creatures you control have haste" reaches a changeling creature', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Test Goblin Lord', controller: 'alice' }, { card: 'Test Changeling', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }], turn: ALICE_MAIN }, library);
    const [changeling, bears] = [game.battlefield[1]!, game.battlefield[2]!];
    expect(hasHaste(game, library, changeling)).toBe(true);
    expect(hasHaste(game, library, bears)).toBe(false);
  });

  it('702.73a, 106.6: mana spendable only on an Ally spell may be spent on a changeling spell', () => {
    expect(fitsSpendFilter(card('Test Changeling'), { subtypes: ['Ally'] })).toBe(true);
    expect(fitsSpendFilter(card('Grizzly Bears'), { subtypes: ['Ally'] })).toBe(false);
    // Cavern of Souls: "the chosen type" is any creature type for a changeling.
    expect(fitsSpendFilter(card('Test Changeling'), { subtypes: ['chosen'] }, 'Merfolk')).toBe(true);
  });

  it('702.76a, 702.73a: a changeling prowl spell shares a creature type with whatever dealt the combat damage', () => {
    const offered = (types: string[]) => {
      const game = gameOf({ players: [{ id: 'alice', hand: ['Test Changeling Prowler'], combatDamageTypesThisTurn: types }, { id: 'bob' }], turn: ALICE_MAIN }, library);
      const actor = castWith(game, [cast(game.players[0]!.hand[0]!.id)], library);
      return costOptions(ctx(actor).game, library, ctx(actor).game.stack.at(-1)!).alternatives.map((a) => a.name);
    };
    expect(offered(['Faerie'])).toEqual(['prowl']);
    expect(offered([])).toEqual([]);
  });
});
