/**
 * Issue 13, CR 603.4: triggers with an intervening "if" clause compiled from real cards
 * (test/fixtures/oracle-intervening-if.json, copied from the corpus): the clause becomes the
 * trigger's `if` (or `turn`), each compiled card equals a definition checked by hand, and the
 * engine reports the trigger only when the condition holds as the event happens. A clause on
 * the past or on the mana spent stays a gap.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const { compiled, result, expectCompiled } = compiledFixture('oracle-intervening-if.json');
const library = createCardLibrary([...compiled.values()].filter((r) => r.status === 'complete').map((r) => r.card) as CardInput[], BUILT_IN_CARDS);
const INTERVENING_GAP = 'a trigger with an intervening "if" clause is not compiled';
const BOBS_MAIN = { activePlayer: 'bob', phase: 'precombatMain' } as const;

describe('603.4: the clause compiles into the trigger', () => {
  it('603.4, 603.10a: "if it had a +1/+1 counter on it" reads the creature that died (Basri\'s Lieutenant)', () => {
    expectCompiled("Basri's Lieutenant", {
      manaCost: '{3}{W}', types: ['Creature'], subtypes: ['Human', 'Knight'], power: 3, toughness: 4, keywords: ['vigilance'], protection: [{ multicolored: true }],
      triggers: [{ on: 'creatureDies', self: true, creatures: { types: ['Creature'], controller: 'you', other: true }, if: { of: 'it', counters: { counter: '+1/+1', atLeast: 1 } }, text: '' }],
    });
  });

  it('603.4: "if it had no time counters on it" (Chronozoa), "if it had counters on it" (The Ozolith), "if its power was 3 or greater" (Deathknell Berserker), "if it was a Human" (Slayer\'s Plate)', () => {
    expect(result('Chronozoa').card).toMatchObject({ triggers: [{ on: 'creatureDies', self: true, if: { of: 'it', counters: { counter: 'time', atMost: 0 } } }] });
    expect(result('The Ozolith').card).toMatchObject({ triggers: [{ on: 'leavesBattlefield', permanents: { types: ['Creature'], controller: 'you' }, if: { of: 'it', counters: { atLeast: 1 } } }] });
    expect(result('Deathknell Berserker').card).toMatchObject({ triggers: [{ on: 'creatureDies', self: true, if: { of: 'it', is: { power: { atLeast: 3 } } } }] });
    expect(result("Slayer's Plate").card).toMatchObject({ triggers: [{ on: 'creatureDies', attached: { types: ['Creature'] }, if: { of: 'it', is: { subtypes: ['Human'] } } }] });
  });

  it('603.4: "if ~ is an enchantment" (Opal Caryatid, Lurking Skirge) and "if ~ has fewer than three +1/+1 counters on it" (Runaway Steam-Kin) read this permanent', () => {
    expectCompiled('Opal Caryatid', {
      manaCost: '{W}', types: ['Enchantment'],
      triggers: [{ on: 'cast', spells: { controller: 'opponents', types: ['Creature'] }, if: { of: 'this', is: { types: ['Enchantment'] } }, text: '' }],
    });
    expect(result('Lurking Skirge').card).toMatchObject({ triggers: [{ on: 'creatureDies', creatures: { types: ['Creature'], owner: 'opponent' }, if: { of: 'this', is: { types: ['Enchantment'] } } }] });
    expect(result('Runaway Steam-Kin').card).toMatchObject({ triggers: [{ on: 'cast', spells: { controller: 'you', colors: ['R'] }, if: { of: 'this', counters: { counter: '+1/+1', atMost: 2 } } }] });
  });

  it('603.4: "if it\'s not their turn" is the caster\'s turn (Glademuse); 508.1f: "if it isn\'t being declared as an attacker" holds for every tap a cost causes (Rhoda, Geist Avenger)', () => {
    expect(result('Glademuse').card).toMatchObject({ triggers: [{ on: 'cast', spells: { controller: 'any' }, turn: 'notCaster' }] });
    expect(result('Rhoda, Geist Avenger').card).toMatchObject({ triggers: [{ on: 'becomesTapped', permanents: { types: ['Creature'], controller: 'opponent' } }] });
  });

  it('603.4: a clause on the mana spent (Roiling Vortex) or on the past (Malicious Affliction) stays a gap', () => {
    expect(result('Roiling Vortex').gaps.map((g) => g.reason)).toEqual([INTERVENING_GAP]);
    expect(result('Malicious Affliction').gaps.map((g) => g.reason)).toEqual([INTERVENING_GAP]);
  });
});

/** Alice casts Altar's Reap sacrificing `victim`; the sources of the triggers released. */
function sacrificeTriggers(battlefield: GameSpecInput['battlefield'], victim: string): string[] {
  const game = gameOf({ players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, library);
  const actor = castActor(game, library);
  accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
  accept(actor, { type: 'PAY', player: 'alice', sacrifice: [victim] });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => t.source);
}

/** `caster` casts `card` paying from its pool; the sources of the triggers released. */
function castTriggers(spec: Partial<GameSpecInput>, caster: 'alice' | 'bob', card: string, mana: ('R' | 'G')[], events: readonly CastEventInput[] = []): string[] {
  const players: GameSpecInput['players'] = ['alice', 'bob'].map((id) => (id === caster ? { id, hand: [card], manaPool: mana } : { id }));
  const game = gameOf({ players, turn: ALICE_MAIN, priority: caster, ...spec }, library);
  const actor = castActor(game, library);
  accept(actor, { type: 'CAST', player: caster, card: game.players.find((p) => p.id === caster)!.hand[0]!.id });
  for (const event of events) accept(actor, event);
  accept(actor, { type: 'PAY', player: caster, mana: 'auto' });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => t.source);
}

describe('603.4: the compiled cards in the engine', () => {
  it("603.4, 603.10a: compiled Basri's Lieutenant triggers on a sacrificed creature that had a +1/+1 counter, not on one without", () => {
    const battlefield = [
      { card: "Basri's Lieutenant", controller: 'alice', id: 'lieutenant' },
      { card: 'Grizzly Bears', controller: 'alice', id: 'grown', counters: { '+1/+1': 1 } },
      { card: 'Grizzly Bears', controller: 'alice', id: 'plain' },
    ];
    expect(sacrificeTriggers(battlefield, 'grown')).toEqual(['lieutenant']);
    expect(sacrificeTriggers(battlefield, 'plain')).toEqual([]);
  });

  it('603.4, 122.1a: compiled Deathknell Berserker sacrificed with a +1/+1 counter (power 3) triggers; at power 2 it does not', () => {
    expect(sacrificeTriggers([{ card: 'Deathknell Berserker', controller: 'alice', id: 'berserker', counters: { '+1/+1': 1 } }], 'berserker')).toEqual(['berserker']);
    expect(sacrificeTriggers([{ card: 'Deathknell Berserker', controller: 'alice', id: 'berserker' }], 'berserker')).toEqual([]);
  });

  it("603.4: compiled Opal Caryatid triggers on Bob's creature spell while it is an enchantment", () => {
    expect(castTriggers({ battlefield: [{ card: 'Opal Caryatid', controller: 'alice', id: 'caryatid' }], turn: BOBS_MAIN }, 'bob', 'Grizzly Bears', ['G', 'G'])).toEqual(['caryatid']);
  });

  it('603.4: compiled Runaway Steam-Kin triggers on a red spell with two +1/+1 counters, not with three', () => {
    const bolt: CastEventInput[] = [{ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }];
    const kin = (n: number) => ({ battlefield: [{ card: 'Runaway Steam-Kin', controller: 'alice', id: 'kin', counters: { '+1/+1': n } }] });
    expect(castTriggers(kin(2), 'alice', 'Lightning Bolt', ['R'], bolt)).toEqual(['kin']);
    expect(castTriggers(kin(3), 'alice', 'Lightning Bolt', ['R'], bolt)).toEqual([]);
  });

  it("603.4: compiled Glademuse triggers on Bob's instant in Alice's turn, not on Alice's", () => {
    const bolt = (player: 'alice' | 'bob'): CastEventInput[] => [{ type: 'CHOOSE_TARGETS', player, targets: [[player === 'alice' ? 'bob' : 'alice']] }];
    const battlefield = [{ card: 'Glademuse', controller: 'alice', id: 'muse' }];
    expect(castTriggers({ battlefield }, 'bob', 'Lightning Bolt', ['R'], bolt('bob'))).toEqual(['muse']);
    expect(castTriggers({ battlefield }, 'alice', 'Lightning Bolt', ['R'], bolt('alice'))).toEqual([]);
  });
});
