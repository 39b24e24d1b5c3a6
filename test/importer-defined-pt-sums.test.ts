/**
 * Issue 13, CR 604.3, 208.2a: characteristic-defining power and toughness the count grammar
 * gained: sums of counts ("the number of Elves you control plus the number of Elf cards in
 * your graveyard"), card types among cards in graveyards (CR 205.2a, Tarmogoyf) and
 * "its toughness is equal to that number plus 1" with a printed "1+*" or "*+1"
 * (test/fixtures/oracle-defined-pt-sums.json, real cards copied from the corpus). The
 * compiled cards are counted by the engine where casting reads power.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { castingMachine } from '../machines/casting.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { basePowerToughness } from '../src/cards/characteristics.js';
import { definedValue } from '../src/cards/cost-change-schema.js';
import { targetOptions } from '../src/casting/options.js';
import type { CardInput } from '../src/cards/schema.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, spell } from './cast-helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { compiled, result } = compiledFixture('oracle-defined-pt-sums.json');
const cards = createCardLibrary([...compiled.values()].filter((r) => r.card).map((r) => r.card as CardInput), BUILT_IN_CARDS);
const bobs = (card: string, id: string) => ({ card, id, controller: BOB });
const mine = (card: string, id: string) => ({ card, id, controller: ALICE });

describe('604.3: more characteristic-defining counts compile', () => {
  it('205.2a, 208.2a: Tarmogoyf is */1+*: card types among cards in all graveyards, and that number plus 1', () => {
    expect(result('Tarmogoyf').status).toBe('complete');
    expect(result('Tarmogoyf').card).toMatchObject({ power: { count: { cardTypesInGraveyards: 'any' } }, toughness: { count: { cardTypesInGraveyards: 'any' }, plus: 1 } });
  });

  it('208.2a: Consuming Blob\'s printed "*+1" is the same as "1+*": its own graveyard, toughness plus 1', () => {
    expect(result('Consuming Blob').card).toMatchObject({ power: { count: { cardTypesInGraveyards: 'you' } }, toughness: { count: { cardTypesInGraveyards: 'you' }, plus: 1 } });
  });

  it('604.3: "the number of A plus the number of B" is a sum of two counts (Abomination of Llanowar, Dauntless Dourbark, Soulless One)', () => {
    expect(result('Abomination of Llanowar').card).toMatchObject({
      power: { count: { zone: 'battlefield', controller: 'you', what: { subtypes: ['Elf'] } }, alsoCount: [{ zone: 'graveyard', controller: 'you', what: { subtypes: ['Elf'] } }] },
    });
    expect(result('Dauntless Dourbark').card).toMatchObject({ toughness: { count: { what: { subtypes: ['Forest'] } }, alsoCount: [{ what: { subtypes: ['Treefolk'] } }] } });
    expect(result('Soulless One').card).toMatchObject({ power: { count: { controller: 'any', what: { subtypes: ['Zombie'] } }, alsoCount: [{ zone: 'graveyard', controller: 'any' }] } });
  });

  it.each(['Ancient Ooze', 'Vile Aggregate', 'Angry Mob', 'Haunting Apparition'])('604.3: %s (other, colorless, a condition, a chosen player) stays a gap', (name) => {
    expect(result(name).gaps.map((g) => g.reason)).toContain('a characteristic-defining power, toughness or loyalty is not compiled');
  });

  it('604.3: a sum may not add up power either (it could count itself)', () => {
    expect(definedValue.safeParse({ count: { players: 'opponents' }, alsoCount: [{ sum: 'power' }] }).success).toBe(false);
  });
});

describe('604.3: the engine counts the new counts', () => {
  const ptOf = (name: string, spec: object) => basePowerToughness(gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, ...spec } as never, cards), cards, cards[name]!, ALICE);

  it('205.2a: Tarmogoyf counts each card type once among all graveyards (an artifact creature is two, a second creature card nothing)', () => {
    const graveyards = { players: [{ id: ALICE, graveyard: ['Lightning Bolt', 'Grizzly Bears'] }, { id: BOB, graveyard: ['Memnite', 'Llanowar Elves'] }] };
    expect(ptOf('Tarmogoyf', graveyards)).toEqual({ power: 3, toughness: 4 });
    expect(ptOf('Tarmogoyf', {})).toEqual({ power: 0, toughness: 1 });
  });

  it('205.2a: Consuming Blob counts only its controller\'s graveyard', () => {
    expect(ptOf('Consuming Blob', { players: [{ id: ALICE, graveyard: ['Forest'] }, { id: BOB, graveyard: ['Lightning Bolt', 'Memnite'] }] })).toEqual({ power: 1, toughness: 2 });
  });

  it('604.3: Abomination of Llanowar adds the Elves its controller controls (itself included) and the Elf cards in its graveyard', () => {
    const spec = { players: [{ id: ALICE, graveyard: ['Llanowar Elves', 'Grizzly Bears'] }, { id: BOB, graveyard: ['Llanowar Elves'] }], battlefield: [mine('Abomination of Llanowar', 'abomination'), mine('Llanowar Elves', 'elves'), bobs('Llanowar Elves', 'bob-elves')] };
    expect(ptOf('Abomination of Llanowar', spec)).toEqual({ power: 3, toughness: 3 });
  });

  /** Alice casts Smite the Monstrous ("target creature with power 4 or greater"): the legal choices for its target. */
  const smiteChoices = (battlefield: object[], graveyards: [string[], string[]]): readonly string[] => {
    const game = gameOf({ players: [{ id: ALICE, hand: [{ card: 'Smite the Monstrous', id: 'spell' }], graveyard: graveyards[0] }, { id: BOB, graveyard: graveyards[1] }], turn: ALICE_MAIN, battlefield: [...battlefield, bobs('Shivan Dragon', 'dragon')] } as never, cards);
    const actor = createActor(castingMachine, { input: { game, cards } }).start();
    accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    return targetOptions(ctx(actor).game, cards, spell(ctx(actor).game, 'spell'))[0]!.legal;
  };

  it('604.3, 601.2c: "target creature with power 4 or greater" fits Tarmogoyf once four card types are in the graveyards', () => {
    const goyf = bobs('Tarmogoyf', 'goyf');
    expect(smiteChoices([goyf], [['Lightning Bolt', 'Sol Ring'], ['Grizzly Bears']])).toEqual(['dragon']);
    expect(smiteChoices([goyf], [['Lightning Bolt', 'Sol Ring'], ['Grizzly Bears', 'Forest']])).toEqual(['goyf', 'dragon']);
  });

  it('604.3, 601.2c: Soulless One counts Zombies on the battlefield and Zombie cards in every graveyard', () => {
    const soulless = bobs('Soulless One', 'soulless');
    expect(smiteChoices([soulless, mine('Bone Dancer', 'dancer')], [['Khabál Ghoul'], ['Sewer Shambler']])).toEqual(['soulless', 'dragon']);
    expect(smiteChoices([soulless, mine('Bone Dancer', 'dancer')], [['Khabál Ghoul'], ['Grizzly Bears']])).toEqual(['dragon']);
  });
});
