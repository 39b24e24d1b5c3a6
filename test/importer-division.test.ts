/**
 * Issue 13: division among targets (CR 601.2d) and ranges of target counts (CR 601.2c: "one
 * or two target creatures", "one, two, or three targets", "one or more target creatures")
 * read from real cards (test/fixtures/oracle-division.json, copied from the corpus), and
 * cast through the charts. A division decided later, by an amount not known while casting
 * or changed by a choice made while casting, stays a gap.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { accept, ctx, outcome, refuse } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { result, expectCompiled } = compiledFixture('oracle-division.json');
const libraryOf = (...names: string[]) => createCardLibrary(names.map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);

function castWith(name: string) {
  const library = libraryOf(name);
  const game = gameOf(
    {
      players: [{ id: 'alice', hand: [name], manaPool: ['R', 'R', 'R', 'G', 'G', 'U', 'U', 'W'] }, { id: 'bob' }],
      battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }, { card: 'Hill Giant', controller: 'bob' }, { card: 'Llanowar Elves', controller: 'alice' }],
      turn: ALICE_MAIN,
    },
    library,
  );
  const actor = castActor(game, library);
  accept(actor, { type: 'CAST', player: 'alice', card: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') });
  return actor;
}

describe('601.2d: "divided as you choose among …" and "distribute … among …"', () => {
  it('601.2d: "~ deals 3 damage divided as you choose among one, two, or three targets" (Arc Lightning) divides 3 among one to three of any target', () => {
    expectCompiled('Arc Lightning', { manaCost: '{2}{R}', types: ['Sorcery'], targets: [{ what: 'any', min: 1, max: 3 }], divide: { amount: 3 } });
    const actor = castWith('Arc Lightning');
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[]] })).toMatchObject({ code: 'WRONG_TARGET_COUNT' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears', 'hill-giant', 'llanowar-elves']] })).toMatchObject({ code: 'WRONG_TARGET_COUNT' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears']] });
    expect(refuse(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [3, 0] })).toMatchObject({ rule: '601.2d' });
    accept(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [1, 2] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.stack.at(-1)?.choices.division).toEqual([1, 2]);
  });

  it('601.2d: "Distribute two +1/+1 counters among one or two target creatures" (Elven Rite): a player is not a creature', () => {
    expectCompiled('Elven Rite', { manaCost: '{1}{G}', types: ['Sorcery'], targets: [{ what: { types: ['Creature'] }, min: 1, max: 2 }], divide: { amount: 2 } });
    const actor = castWith('Elven Rite');
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] })).toMatchObject({ rule: '601.2c' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['llanowar-elves', 'grizzly-bears']] });
    accept(actor, { type: 'DISTRIBUTE', player: 'alice', amounts: [1, 1] });
  });

  it('601.2d: "any number of target attacking or blocking creatures without flying" divides X, at least one target (Rock Slide)', () => {
    expectCompiled('Rock Slide', {
      manaCost: '{X}{R}',
      types: ['Instant'],
      targets: [{ what: { types: ['Creature'], attackingOrBlocking: true, notKeywords: ['flying'] }, min: 1, max: null }],
      divide: { amount: 'X' },
    });
  });

  it('601.2d: "Prevent the next 5 damage … to any number of targets, divided as you choose" (Remedy) divides 5', () => {
    expectCompiled('Remedy', { manaCost: '{1}{W}', types: ['Instant'], targets: [{ what: 'any', min: 1, max: null }], divide: { amount: 5 } });
  });

  it('601.2d: a loyalty ability divides too: "[−2]: ~ deals 2 damage divided as you choose among one or two targets" (Samut, the Tested)', () => {
    expect(result('Samut, the Tested').status).toBe('complete');
    expect(result('Samut, the Tested').card?.abilities?.[1]).toMatchObject({ loyalty: true, targets: [{ what: 'any', min: 1, max: 2 }], divide: { amount: 2 } });
  });

  it.each([
    ['Fireball', 'a casting rule in the spell text is not compiled'],
    ['Pollen Remedy', 'division among targets is not compiled yet'],
    ['Jaws of Stone', 'division among targets is not compiled yet'],
    ['Vivien, Arkbow Ranger', 'division among targets is not compiled yet'],
    ['Living Inferno', 'division among targets is not compiled yet'],
    ['Fight with Fire', 'division among targets is not compiled yet'],
  ])('601.2d: %s (divided evenly on resolution, an amount changed by kicker or a count, "up to", "damage equal to its power") stays a gap', (name, reason) => {
    expect(result(name).status).toBe('partial');
    expect(result(name).gaps.map((g) => g.reason)).toContain(reason);
  });
});

describe('601.2c: a range of target counts', () => {
  it('601.2c: "One or two target creatures" (Wind Sail) is one or two creatures, chosen with the targets', () => {
    expectCompiled('Wind Sail', { manaCost: '{1}{U}', types: ['Sorcery'], targets: [{ what: { types: ['Creature'] }, min: 1, max: 2 }] });
    const actor = castWith('Wind Sail');
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[]] })).toMatchObject({ code: 'WRONG_TARGET_COUNT' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears', 'hill-giant', 'llanowar-elves']] })).toMatchObject({ code: 'WRONG_TARGET_COUNT' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears', 'llanowar-elves']] });
  });

  it('601.2c: "One or more target creatures" (Sea Kings\' Blessing) is at least one, with no upper bound', () => {
    expectCompiled("Sea Kings' Blessing", { manaCost: '{U}', types: ['Instant'], targets: [{ what: { types: ['Creature'] }, min: 1, max: null }] });
  });
});
