/**
 * Issue 13: trigger conditions compiled from real cards (test/fixtures/oracle-cast-event-words.json,
 * copied from the corpus): spell words beyond types and colours ("of the chosen color", "a
 * creature spell of the chosen type", "both white and black"), a cast joined with a permanent
 * entering, "a permanent … is put into a graveyard" (CR 700.4), and triggers on an attack or
 * combat damage, which no cast or cost causes (CR 508.1, 510.2) and stay text. Each compiled
 * card is checked, and works in the engine.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const { compiled, result, expectCompiled } = compiledFixture('oracle-cast-event-words.json');
const library = createCardLibrary([...compiled.values()].filter((r) => r.status === 'complete').map((r) => r.card) as CardInput[], BUILT_IN_CARDS);
const EVENT_GAP = 'a trigger on an event paying a cost or casting can cause is not compiled';

describe('601.2i: spell words of cast triggers', () => {
  it('601.2i: "a spell of the chosen color" (Diamond Knight), "a creature spell of the chosen type" (Vanquisher\'s Banner)', () => {
    expectCompiled('Diamond Knight', {
      manaCost: '{3}', types: ['Artifact', 'Creature'], subtypes: ['Knight'], power: 1, toughness: 1, keywords: ['vigilance'],
      triggers: [{ on: 'cast', spells: { controller: 'you', chosen: 'color' }, text: '' }],
    });
    expect(result("Vanquisher's Banner").card).toMatchObject({ triggers: [{ on: 'cast', spells: { controller: 'you', types: ['Creature'], chosen: 'creatureType' } }] });
  });

  it('205.2: "a spell of the chosen type" may be a card type, and stays a gap (Door of Destinies)', () => {
    expect(result('Door of Destinies').gaps.map((g) => g.reason)).toEqual([EVENT_GAP]);
  });

  it('105.2: "a spell that\'s both white and black" (Nightsky Mimic); "a red spell or a Mountain enters under your control" reads the cast (Staff of the Flame Magus)', () => {
    expect(result('Nightsky Mimic').card).toMatchObject({ triggers: [{ on: 'cast', spells: { controller: 'you', allColors: ['W', 'B'] } }] });
    expectCompiled('Staff of the Flame Magus', { manaCost: '{3}', types: ['Artifact'], triggers: [{ on: 'cast', spells: { controller: 'you', colors: ['R'] }, text: '' }] });
  });
});

describe('700.4: "a permanent … is put into a graveyard"', () => {
  it('700.4: a permanent you control (Aetherworks Marvel), a nontoken permanent in any graveyard (Liability), another artifact creature (Dross Scorpion), another legendary permanent (Yomiji)', () => {
    expect(result('Aetherworks Marvel').card).toMatchObject({ triggers: [{ on: 'creatureDies', permanents: { controller: 'you' } }] });
    expect(result('Liability').card).toMatchObject({ triggers: [{ on: 'creatureDies', permanents: { token: false } }] });
    expect(result('Dross Scorpion').card).toMatchObject({ triggers: [{ on: 'creatureDies', self: true, permanents: { allTypes: ['Artifact', 'Creature'], other: true } }] });
    expect(result('Yomiji, Who Bars the Way').card).toMatchObject({ triggers: [{ on: 'creatureDies', permanents: { supertypes: ['Legendary'], other: true } }] });
  });
});

describe('508.1, 510.2: attacks and combat damage are not caused by casting', () => {
  it('510.2: "a creature you control with a +1/+1 counter on it deals combat damage to a player" (Bred for the Hunt) and 508.1 "you attack with one or more creatures with counters on them" (Metropolis Angel) stay text', () => {
    expect(result('Bred for the Hunt')).toMatchObject({ status: 'complete', gaps: [] });
    expect(result('Bred for the Hunt').card).not.toHaveProperty('triggers');
    expect(result('Metropolis Angel')).toMatchObject({ status: 'complete', gaps: [] });
  });

  it('603.2: "dies during combat" may be a sacrifice paid during combat, and stays a gap (Mongrel Pack)', () => {
    expect(result('Mongrel Pack').gaps.map((g) => g.reason)).toEqual([EVENT_GAP]);
  });
});

/** Alice casts `card` paying from her pool, with the events between; the sources of the triggers released. */
function castTriggers(battlefield: GameSpecInput['battlefield'], card: string, extra: { type: 'PAY'; player: 'alice'; sacrifice: string[] } | null = null): string[] {
  const game = gameOf({ players: [{ id: 'alice', hand: [card], manaPool: ['R', 'B', 'B'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, library);
  const actor = castActor(game, library);
  accept(actor, { type: 'CAST', player: 'alice', card: game.players[0]!.hand[0]!.id });
  accept(actor, extra ?? { type: 'PAY', player: 'alice', mana: 'auto' });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => t.source);
}

describe('the compiled cards in the engine', () => {
  it('601.2i: compiled Diamond Knight with red chosen triggers on Mogg Fanatic (a red spell), not with black chosen; with Goblin chosen, Vanquisher\'s Banner triggers on a Goblin', () => {
    const knight = [{ card: 'Diamond Knight', controller: 'alice', id: 'knight', chosen: { color: 'R' as const } }];
    expect(castTriggers(knight, 'Mogg Fanatic')).toEqual(['knight']);
    expect(castTriggers([{ card: 'Diamond Knight', controller: 'alice', id: 'knight', chosen: { color: 'B' as const } }], 'Mogg Fanatic')).toEqual([]);
    const banner = [{ card: "Vanquisher's Banner", controller: 'alice', id: 'banner', chosen: { creatureType: 'Goblin' } }];
    expect(castTriggers(banner, 'Mogg Fanatic')).toEqual(['banner']);
  });

  it("700.4: compiled Aetherworks Marvel triggers when Alice sacrifices a permanent she controls to Altar's Reap; Liability triggers too", () => {
    const battlefield = [
      { card: 'Aetherworks Marvel', controller: 'alice', id: 'marvel' },
      { card: 'Liability', controller: 'bob', id: 'liability' },
      { card: 'Grizzly Bears', controller: 'alice', id: 'bears' },
    ];
    expect(castTriggers(battlefield, "Altar's Reap", { type: 'PAY', player: 'alice', sacrifice: ['bears'] }).sort()).toEqual(['liability', 'marvel']);
  });
});

describe('603.2c: "Whenever you discard one or more cards"', () => {
  it('603.2c, 701.9: "one or more cards" (Toluz, Clever Conductor) and "one or more nonland cards" (Conspiracy Theorist) trigger once for each payment', () => {
    expect(result('Toluz, Clever Conductor').card).toMatchObject({ triggers: [{ on: 'discards', player: 'you', oneOrMore: true }, { on: 'creatureDies', self: true }] });
    expect(result('Conspiracy Theorist').card).toMatchObject({ triggers: [{ on: 'discards', player: 'you', cards: { notTypes: ['Land'] }, oneOrMore: true }] });
  });

  it('603.2: "This ability triggers only once each turn" needs a record of what triggered this turn, which the game state doesn\'t hold: a gap (Dying to Serve, Whispering Wizard)', () => {
    expect(result('Dying to Serve').gaps.map((g) => g.reason)).toEqual([EVENT_GAP]);
    expect(result('Whispering Wizard').gaps.map((g) => g.reason)).toEqual([EVENT_GAP]);
  });
});
