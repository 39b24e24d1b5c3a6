/**
 * CR 604.3, 208.2: a printed `*` power or toughness is defined by a characteristic-defining
 * ability that works in every zone. The importer compiles "~'s power and toughness are each
 * equal to the number of …" into a count (test/fixtures/oracle-defined-pt.json, copied from
 * the corpus); the engine counts it for the object's controller wherever power is read while
 * casting or activating: a target filter ("with power 4 or greater"), crew's total power
 * (702.122) and a cost that adds up power (Ghalta, 601.2f). What the count can't say stays a
 * gap, never a 0.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { castingMachine } from '../machines/casting.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { definedValue } from '../src/cards/cost-change-schema.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { cardSchema } from '../src/cards/schema.js';
import { typeLine } from '../src/cards/describe.js';
import { targetOptions } from '../src/casting/options.js';
import { selfCostChanges } from '../src/costs/modifiers.js';
import type { CastEventInput } from '../src/events/schema.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, spell } from './cast-helpers.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/oracle-defined-pt.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(fixture.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
const cards = createCardLibrary([...compiled.values()].filter((r) => r.card).map((r) => r.card), BUILT_IN_CARDS);
const mine = (card: string, id: string) => ({ card, id, controller: ALICE });
const bobs = (card: string, id: string) => ({ card, id, controller: BOB });

describe('604.3: the importer compiles a characteristic-defining power and toughness into a count', () => {
  it('604.3: "the number of artifacts you control" (Master of Etherium), "creature cards in your graveyard" (Boneyard Wurm)', () => {
    expect(result('Master of Etherium').card).toMatchObject({ power: { count: { zone: 'battlefield', controller: 'you', what: { types: ['Artifact'] } } }, toughness: { count: { controller: 'you' } } });
    expect(result('Boneyard Wurm').card).toMatchObject({ power: { count: { zone: 'graveyard', controller: 'you', what: { types: ['Creature'] } } } });
  });

  it('208.2: a printed "1+*" is 1 plus the count (Gaea\'s Avenger); "twice the number" (Majestic Myriarch); power and toughness each from their own sentence (Yavimaya Kavu); "*/3" (Kolaghan Forerunners)', () => {
    expect(result("Gaea's Avenger").card).toMatchObject({ power: { count: { controller: 'opponents', what: { types: ['Artifact'] } }, plus: 1 } });
    expect(result('Majestic Myriarch').card).toMatchObject({ power: { count: { what: { types: ['Creature'] } }, times: 2 } });
    expect(result('Yavimaya Kavu').card).toMatchObject({ power: { count: { controller: 'any', what: { colors: ['R'] } } }, toughness: { count: { controller: 'any', what: { colors: ['G'] } } } });
    expect(result('Kolaghan Forerunners').card).toMatchObject({ power: { count: { controller: 'you' } }, toughness: 3 });
    expect(typeLine(cards["Gaea's Avenger"]!)).toContain('1+*/1+*');
  });

  it.each(['Ancient Ooze', 'Vile Aggregate'])('604.3: %s (total mana value of other creatures, colorless creatures) stays a gap', (name) => {
    expect(result(name).gaps.map((g) => g.reason)).toContain('a characteristic-defining power, toughness or loyalty is not compiled');
  });

  it('604.3: a defined power that adds up power is refused by the format (it could count itself)', () => {
    expect(definedValue.safeParse({ count: { sum: 'power' } }).success).toBe(false);
    expect(cardSchema.safeParse({ name: 'X', types: ['Creature'], power: { count: { what: { types: ['Creature'] } } }, toughness: 1 }).success).toBe(true);
  });
});

describe('604.3: the engine counts a defined power wherever casting or activating reads it', () => {
  /** Alice casts Smite the Monstrous ("target creature with power 4 or greater"): the legal choices for its target. */
  const smiteChoices = (battlefield: object[], graveyard: string[] = []): readonly string[] => {
    // A Shivan Dragon (5/5) is always a legal choice, so the cast goes on to choosing targets.
    const game = gameOf({ players: [{ id: ALICE, hand: [{ card: 'Smite the Monstrous', id: 'spell' }] }, { id: BOB, graveyard }], turn: ALICE_MAIN, battlefield: [...battlefield, bobs('Shivan Dragon', 'dragon')] } as never, cards);
    const actor = createActor(castingMachine, { input: { game, cards } }).start();
    accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    return targetOptions(ctx(actor).game, cards, spell(ctx(actor).game, 'spell'))[0]!.legal;
  };

  it("604.3, 115.1: Master of Etherium's power is the number of artifacts its controller controls (itself included): 4 fits \"power 4 or greater\", 3 doesn't", () => {
    const master = bobs('Master of Etherium', 'master');
    expect(smiteChoices([master, bobs('Sol Ring', 's1'), bobs('Sol Ring', 's2'), bobs('Sol Ring', 's3')])).toEqual(['master', 'dragon']);
    expect(smiteChoices([master, bobs('Sol Ring', 's1'), bobs('Sol Ring', 's2'), mine('Sol Ring', 's3')])).toEqual(['dragon']);
  });

  it('604.3, 108.4a: "in your graveyard" is its controller\'s graveyard: Boneyard Wurm counts Bob\'s creature cards', () => {
    const wurm = bobs('Boneyard Wurm', 'wurm');
    expect(smiteChoices([wurm], ['Grizzly Bears', 'Grizzly Bears', 'Hill Giant', 'Memnite'])).toEqual(['wurm', 'dragon']);
    expect(smiteChoices([wurm], ['Grizzly Bears', 'Grizzly Bears', 'Hill Giant', 'Lightning Bolt'])).toEqual(['dragon']);
  });

  it('702.122, 604.3: a creature with a defined power crews with what it counts (Boneyard Wurm, crew 3)', () => {
    const run = (graveyard: string[]) => {
      const game = gameOf({ players: [{ id: ALICE, graveyard }, { id: BOB }], turn: ALICE_MAIN, battlefield: [mine("Cultivator's Caravan", 'caravan'), mine('Boneyard Wurm', 'wurm')] } as never, cards);
      const actor = createActor(activationMachine, { input: { game, cards } }).start();
      const events: CastEventInput[] = [{ type: 'ACTIVATE', player: ALICE, source: 'caravan', ability: 0 }, { type: 'PAY', player: ALICE, tapPower: ['wurm'] } as CastEventInput];
      events.forEach((e) => dispatch(actor, e));
      return { outcome: outcomeOf(actor.getSnapshot()), refusal: actor.getSnapshot().context.refusal };
    };
    expect(run(['Grizzly Bears', 'Hill Giant', 'Memnite']).outcome).toBe('activated');
    expect(run(['Grizzly Bears', 'Hill Giant'])).toMatchObject({ outcome: 'illegal', refusal: { rule: '702.122' } });
  });

  it("601.2f, 604.3: Ghalta's reduction adds up a defined power (Master of Etherium with two artifacts: 2)", () => {
    const game = gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, battlefield: [mine('Master of Etherium', 'master'), mine('Sol Ring', 's1')] } as never, cards);
    expect(selfCostChanges(game, cards, cards['Ghalta, Primal Hunger']!, ALICE, 0)).toMatchObject([{ change: 'reduce', mana: { generic: 2 } }]);
  });
});
