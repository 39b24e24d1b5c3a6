/**
 * Issue 13: target filters read from real cards (test/fixtures/oracle-target-filters.json,
 * copied from the corpus) on the announced X (CR 107.3: X is announced at 601.2b, before the
 * targets are chosen at 601.2c), on counters (122.1), on combat status (506.4, 509.1h) and on
 * being enchanted (303.4), each decided by the engine as targets are chosen.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { cardSchema } from '../src/cards/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { accept, refuse } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { result, expectCompiled } = compiledFixture('oracle-target-filters.json');
const SPELLS = ['Dominate', 'Spell Burst', 'Smite', 'Alarum', 'Feast of Dreams', 'Aether Gust'];
const library = createCardLibrary(SPELLS.map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);
const idOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
/** Alice begins casting `name` (announcing `x` if given) against Bob's board. */
function begin(name: string, battlefield: Battlefield, x?: number, turn: GameSpecInput['turn'] = ALICE_MAIN) {
  const game = gameOf({ players: [{ id: 'alice', hand: [name], manaPool: ['U', 'U', 'U', 'U', 'U', 'U', 'W', 'W', 'B', 'B'] }, { id: 'bob' }], battlefield, turn, priority: 'alice' }, library);
  const actor = castActor(game, library);
  accept(actor, { type: 'CAST', player: 'alice', card: idOf(name) });
  if (x !== undefined) accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x });
  return actor;
}
const choose = (targets: string[]) => ({ type: 'CHOOSE_TARGETS' as const, player: 'alice', targets: [targets] });

describe('107.3, 601.2c: target filters on the announced X', () => {
  it('601.2c: "Gain control of target creature with mana value X or less" (Dominate): with X = 2, Grizzly Bears but not Hill Giant', () => {
    expectCompiled('Dominate', { manaCost: '{X}{1}{U}{U}', types: ['Instant'], targets: [{ what: { types: ['Creature'], manaValue: { atMost: 'X' } }, count: 1 }] });
    const board: Battlefield = [{ card: 'Grizzly Bears', controller: 'bob' }, { card: 'Hill Giant', controller: 'bob' }];
    expect(refuse(begin('Dominate', board, 2), choose(['hill-giant']))).toMatchObject({ rule: '601.2c' });
    accept(begin('Dominate', board, 2), choose(['grizzly-bears']));
    accept(begin('Dominate', board, 4), choose(['hill-giant']));
  });

  it('601.2c: "Counter target spell with mana value X" (Spell Burst) compares with the target spell\'s mana value, its own X counted (202.3e)', () => {
    expect(result('Spell Burst').card?.targets).toEqual([{ what: { zone: 'stack', stackKind: 'spell', manaValue: { equals: 'X' } }, count: 1 }]);
    const onStack = (x: number) => {
      const game = gameOf({ players: [{ id: 'alice', hand: ['Spell Burst'], manaPool: ['U', 'U', 'U'] }, { id: 'bob' }], stack: [{ card: 'Lightning Bolt', controller: 'bob' }, { card: 'Hill Giant', controller: 'bob' }], turn: { activePlayer: 'bob', phase: 'precombatMain' }, priority: 'alice' }, library);
      const actor = castActor(game, library);
      accept(actor, { type: 'CAST', player: 'alice', card: 'spell-burst' });
      accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: {} });
      accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x });
      return actor;
    };
    expect(refuse(onStack(1), choose(['hill-giant']))).toMatchObject({ rule: '601.2c' });
    accept(onStack(1), choose(['lightning-bolt']));
    accept(onStack(4), choose(['hill-giant']));
  });

  it('602.2b: "{X}{X}{1}: Destroy target noncreature artifact with mana value X" (Gorilla Shaman): the ability\'s X', () => {
    expect(result('Gorilla Shaman').card?.abilities?.[0]?.targets).toEqual([{ what: { types: ['Artifact'], notTypes: ['Creature'], manaValue: { equals: 'X' } }, count: 1 }]);
  });

  it('107.3: "If X is 10 or more" is a condition on the announced X, not a definition of it (Finale of Eternity)', () => {
    expect(result('Finale of Eternity').card?.targets).toEqual([{ what: { types: ['Creature'], toughness: { atMost: 'X' } }, min: 0, max: 3 }]);
  });

  it('107.3: a filter on X on a card with no X to announce does not load', () => {
    const card = { name: 'No X', manaCost: '{1}{U}', types: ['Instant'], targets: [{ what: { types: ['Creature'], manaValue: { atMost: 'X' } }, count: 1 }] };
    expect(cardSchema.safeParse(card).error?.issues[0]?.message).toMatch(/CR 107.3/);
  });
});

describe('122.1, 506.4, 509.1h, 303.4: counters, combat and Auras', () => {
  it('122.1: "with a +1/+1 counter on it" (Sporeback Troll), "that has a -1/-1 counter on it" (Banewhip Punisher), "that has a fate counter on it" (Triad of Fates)', () => {
    expect(result('Sporeback Troll').card?.abilities?.[0]?.targets).toEqual([{ what: { types: ['Creature'], counter: '+1/+1' }, count: 1 }]);
    expect(result('Banewhip Punisher').card?.abilities?.[0]?.targets).toEqual([{ what: { types: ['Creature'], counter: '-1/-1' }, count: 1 }]);
    expect(result('Triad of Fates').status).toBe('complete');
    expect(result('Triad of Fates').card?.abilities?.[1]?.targets).toEqual([{ what: { types: ['Creature'], counter: 'fate' }, count: 1 }]);
  });

  it('509.1h: "Destroy target blocked creature" (Smite): an attacking creature that was blocked, not an unblocked one', () => {
    expectCompiled('Smite', { manaCost: '{W}', types: ['Instant'], targets: [{ what: { types: ['Creature'], blocked: true }, count: 1 }] });
    const combat = { activePlayer: 'bob', phase: 'combat', step: 'declareBlockers' } as const;
    const board: Battlefield = [{ card: 'Grizzly Bears', controller: 'bob', attacking: true, blocked: true }, { card: 'Hill Giant', controller: 'bob', attacking: true }];
    expect(refuse(begin('Smite', board, undefined, combat), choose(['hill-giant']))).toMatchObject({ rule: '601.2c' });
    accept(begin('Smite', board, undefined, combat), choose(['grizzly-bears']));
  });

  it('506.4: "Untap target nonattacking creature" (Alarum); "nonattacking, nonblocking creature" (Unlikely Alliance)', () => {
    expect(result('Alarum').card?.targets).toEqual([{ what: { types: ['Creature'], attacking: false }, count: 1 }]);
    expect(result('Unlikely Alliance').card?.abilities?.[0]?.targets).toEqual([{ what: { types: ['Creature'], attacking: false, blocking: false }, count: 1 }]);
    const combat = { activePlayer: 'bob', phase: 'combat', step: 'declareAttackers' } as const;
    const board: Battlefield = [{ card: 'Grizzly Bears', controller: 'bob', attacking: true }, { card: 'Hill Giant', controller: 'bob' }];
    expect(refuse(begin('Alarum', board, undefined, combat), choose(['grizzly-bears']))).toMatchObject({ rule: '601.2c' });
    accept(begin('Alarum', board, undefined, combat), choose(['hill-giant']));
  });

  it('303.4: "Destroy target enchanted creature or enchantment creature" (Feast of Dreams): a creature an Aura is attached to', () => {
    expectCompiled('Feast of Dreams', {
      manaCost: '{1}{B}',
      types: ['Instant'],
      targets: [{ what: { anyOf: [{ types: ['Creature'], enchanted: true }, { allTypes: ['Enchantment', 'Creature'] }] }, count: 1 }],
    });
    const board: Battlefield = [{ card: 'Grizzly Bears', controller: 'bob' }, { card: 'Hill Giant', controller: 'bob' }, { card: 'Elephant Guide', controller: 'bob', attachedTo: 'hill-giant' }];
    expect(refuse(begin('Feast of Dreams', board), choose(['grizzly-bears']))).toMatchObject({ rule: '601.2c' });
    accept(begin('Feast of Dreams', board), choose(['hill-giant']));
    expect(result('Ramses Overdark').card?.abilities?.[0]?.targets).toEqual([{ what: { types: ['Creature'], enchanted: true }, count: 1 }]);
  });
});

describe('115.1: "that\'s …" after a target phrase says it of every alternative', () => {
  it('105.2: "Choose target spell or permanent that\'s red or green" (Aether Gust): a green permanent, not a colourless land', () => {
    expectCompiled('Aether Gust', {
      manaCost: '{1}{U}',
      types: ['Instant'],
      targets: [{ what: { anyOf: [{ zone: 'stack', stackKind: 'spell', colors: ['R', 'G'] }, { colors: ['R', 'G'] }] }, count: 1 }],
    });
    const board: Battlefield = [{ card: 'Grizzly Bears', controller: 'bob' }, { card: 'Plains', controller: 'bob' }];
    expect(refuse(begin('Aether Gust', board), choose(['plains']))).toMatchObject({ rule: '601.2c' });
    accept(begin('Aether Gust', board), choose(['grizzly-bears']));
  });

  it('506.4: "target black or red creature that\'s attacking or blocking" (Surge of Righteousness)', () => {
    expectCompiled('Surge of Righteousness', { manaCost: '{1}{W}', types: ['Instant'], targets: [{ what: { types: ['Creature'], colors: ['B', 'R'], attackingOrBlocking: true }, count: 1 }] });
  });
});
