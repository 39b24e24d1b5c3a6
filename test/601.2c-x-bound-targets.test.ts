/**
 * CR 107.3, 601.2b–c: a target word bound by the announced X ("target creature with mana value
 * X or less", "with mana value X") has legal targets only for some X, and X is announced before
 * targets are chosen. "What may I do now" (legalActions) offers the smallest X at which the
 * target words have a legal choice, with that choice (X only adds to the cost, CR 107.3, so no
 * larger X is cheaper), and what it offers casts through the session.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { promptOf } from '../machines/prompt.js';
import { activeChild, sendToSession, sessionMachine } from '../machines/session.js';
import { legalActions, type ActivateAction } from '../src/activation/legal-actions.js';
import { leastXMet } from '../src/cards/filter.js';
import type { ObjectFilter } from '../src/cards/filter-schema.js';
import type { CastWay } from '../src/casting/castable.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { counted } from './board-reads.js';

/** A spell with X in its cost and one target word whose filter compares with X. */
const xSpell = (name: string, manaCost: string, type: 'Instant' | 'Sorcery', what: Record<string, unknown>, text: string): CardInput => ({ name, manaCost, types: [type], targets: [{ what, count: 1 }], text }) as CardInput;
const DOMINATE = xSpell('Test Dominate', '{X}{1}{U}{U}', 'Instant', { types: ['Creature'], manaValue: { atMost: 'X' } }, 'Gain control of target creature with mana value X or less.');
const REPEAL = xSpell('Test Repeal', '{X}{U}', 'Instant', { notTypes: ['Land'], manaValue: { equals: 'X' } }, "Return target nonland permanent with mana value X to its owner's hand.");
const GLARE = xSpell('Test Glare', '{X}{W}', 'Sorcery', { types: ['Creature'], power: { atMost: 'X' } }, 'Destroy target creature with power X or less.');
const SHAMAN: CardInput = {
  name: 'Test Shaman',
  manaCost: '{R}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  abilities: [
    {
      cost: [{ kind: 'mana', mana: '{X}{X}{1}' }],
      targets: [{ what: { types: ['Artifact'], notTypes: ['Creature'], manaValue: { equals: 'X' } }, count: 1 }],
      text: '{X}{X}{1}: Destroy target noncreature artifact with mana value X.',
    },
  ],
  text: '{X}{X}{1}: Destroy target noncreature artifact with mana value X.',
};
/** A creature with "{X}: Tap another target creature with power X or less." */
const tapper = (name: string, size: number): CardInput => {
  const text = '{X}: Tap another target creature with power X or less.';
  return { name, manaCost: '{1}', types: ['Creature'], power: size, toughness: size, abilities: [{ cost: [{ kind: 'mana', mana: '{X}' }], targets: [{ what: { types: ['Creature'], power: { atMost: 'X' }, other: true }, count: 1 }], text }], text } as CardInput;
};
const cards: CardLibrary = libraryWith(DOMINATE, REPEAL, GLARE, SHAMAN, tapper('Test Imp', 1), tapper('Test Ogre', 2));

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const islands = (n: number): Battlefield => Array.from({ length: n }, () => ({ card: 'Island', controller: 'alice' }));
const gameWith = (hand: string[], battlefield: Battlefield) =>
  gameOf({ ids: 'names', players: [{ id: 'alice', hand }, { id: 'bob' }], battlefield, turn: ALICE_MAIN, priority: 'alice' }, cards);
const wayOf = (hand: string, battlefield: Battlefield): CastWay => legalActions(gameWith([hand], battlefield), cards, 'alice').casts[0]!.ways[0]!;

/** Sends `begin`, then at each step what `way` (or the ability's choices) found, paying with `auto`: the attempt's outcome. */
function castThrough(battlefield: Battlefield, hand: string[], begin: CastEventInput, x: number | null, targets: readonly (readonly string[])[]): string | undefined {
  const session = createActor(sessionMachine, { input: { game: gameWith(hand, battlefield), cards } }).start();
  const player = 'alice';
  expect(sendToSession(session, begin)).toBeNull();
  const events: Record<string, CastEventInput> = {
    x: { type: 'ANNOUNCE_X', player, x: x ?? 0 },
    targets: { type: 'CHOOSE_TARGETS', player, targets: targets.map((t) => [...t]) },
    pay: { type: 'PAY', player, mana: 'auto' },
    mana: { type: 'PAY', player, mana: 'auto' },
  };
  for (let steps = 0; steps < 6 && activeChild(session)?.getSnapshot().status === 'active'; steps += 1) {
    const step = promptOf(activeChild(session)!.getSnapshot()).step;
    const event = events[step];
    if (!event) throw new Error(`no event for ${step}`);
    expect(sendToSession(session, event)).toBeNull();
  }
  return session.getSnapshot().context.last?.outcome;
}

describe('601.2c, 107.3: targets bound by the announced X, in "what may I do now"', () => {
  it('601.2c: "mana value X or less" with only a two-drop to target: X = 2 and the two-drop, not "no legal targets" at X = 0', () => {
    const board: Battlefield = [...islands(5), { card: 'Grizzly Bears', controller: 'bob' }];
    const way = wayOf('Test Dominate', board);
    expect(way).toMatchObject({ refusal: null, choices: { x: 2 }, targets: [['grizzly-bears']] });
    expect(castThrough(board, ['Test Dominate'], { type: 'CAST', player: 'alice', card: 'test-dominate' }, way.choices!.x, way.targets!)).toBe('cast');
  });

  it('601.2c: with a zero-drop to target, X = 0 and the zero-drop is named (the choice is never empty when a word needs a target)', () => {
    const board: Battlefield = [...islands(5), { card: 'Grizzly Bears', controller: 'bob' }, { card: 'Memnite', controller: 'bob' }];
    const way = wayOf('Test Dominate', board);
    expect(way).toMatchObject({ refusal: null, choices: { x: 0 }, targets: [['memnite']] });
    expect(castThrough(board, ['Test Dominate'], { type: 'CAST', player: 'alice', card: 'test-dominate' }, 0, way.targets!)).toBe('cast');
  });

  it('702.11: an X that reaches only a hexproof creature is passed over for the next that reaches a legal target', () => {
    const board: Battlefield = [...islands(7), { card: 'Slippery Bogle', controller: 'bob' }, { card: 'Hill Giant', controller: 'bob' }];
    expect(wayOf('Test Dominate', board)).toMatchObject({ refusal: null, choices: { x: 4 }, targets: [['hill-giant']] });
  });

  it('601.2h: when the smallest X with a legal target costs more than Alice can pay, the refusal is the cost, not the targets', () => {
    const board: Battlefield = [...islands(4), { card: 'Hill Giant', controller: 'bob' }];
    expect(wayOf('Test Dominate', board)).toMatchObject({ choices: null, refusal: { rule: '601.2h', code: 'UNPAYABLE_COST' } });
  });

  it('601.2c: with no object the word could fit at any X, the refusal is no legal targets', () => {
    expect(wayOf('Test Dominate', islands(5))).toMatchObject({ choices: null, refusal: { rule: '601.2c', code: 'NO_LEGAL_TARGETS' } });
  });

  it('601.2c: "with mana value X" takes the X of a permanent that has one (Hill Giant: 4), lands left out', () => {
    const board: Battlefield = [...islands(5), { card: 'Hill Giant', controller: 'bob' }];
    const way = wayOf('Test Repeal', board);
    expect(way).toMatchObject({ refusal: null, choices: { x: 4 }, targets: [['hill-giant']] });
    expect(castThrough(board, ['Test Repeal'], { type: 'CAST', player: 'alice', card: 'test-repeal' }, 4, way.targets!)).toBe('cast');
  });

  it('122.1a: "power X or less" reads the power with counters: a Grizzly Bears with a +1/+1 counter needs X = 3', () => {
    const board: Battlefield = [...islands(3), { card: 'Plains', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'bob', counters: { '+1/+1': 1 } }];
    expect(wayOf('Test Glare', board)).toMatchObject({ refusal: null, choices: { x: 3 }, targets: [['grizzly-bears']] });
  });

  it('602.2b: an activated ability\'s target bound by its X (Gorilla Shaman\'s "{X}{X}{1}"): X = 1 for Sol Ring', () => {
    const board: Battlefield = [...islands(3), { card: 'Test Shaman', controller: 'alice' }, { card: 'Sol Ring', controller: 'bob' }];
    const action = legalActions(gameWith([], board), cards, 'alice').activations.find((a) => a.event.source === 'test-shaman') as ActivateAction;
    expect(action).toMatchObject({ refusal: null, choices: { x: 1, targets: [['sol-ring']] } });
    expect(castThrough(board, [], action.event, 1, action.choices!.targets)).toBe('activated');
  });

  it('109.5: "another target creature with power X or less": each source passes over itself (the Imp, 1/1, takes X = 2 for the Ogre; the Ogre X = 1 for the Imp)', () => {
    const board: Battlefield = [...islands(3), { card: 'Test Imp', controller: 'alice' }, { card: 'Test Ogre', controller: 'alice' }];
    const offered = legalActions(gameWith([], board), cards, 'alice').activations;
    expect(offered.find((a) => a.event.source === 'test-imp')).toMatchObject({ refusal: null, choices: { x: 2, targets: [['test-ogre']] } });
    expect(offered.find((a) => a.event.source === 'test-ogre')).toMatchObject({ refusal: null, choices: { x: 1, targets: [['test-imp']] } });
  });

  it('602.2b: 40 more Test Shamans beside 200 permanents read them far fewer than 40 more times (where each starts to meet X is found once per board)', () => {
    const reads = (copies: number) => {
      const shamans: Battlefield = Array.from({ length: copies }, (_, i) => ({ card: 'Test Shaman', controller: 'alice', id: `shaman-${i}` }));
      const { game, reads: count } = counted(gameWith([], [...islands(200), { card: 'Sol Ring', controller: 'bob' }, ...shamans]));
      const offered = legalActions(game, cards, 'alice').activations.filter((a) => a.name === 'Test Shaman');
      expect(offered).toHaveLength(copies);
      expect(offered.every((a) => a.refusal === null && a.choices?.x === 1)).toBe(true);
      return count();
    };
    const few = reads(5);
    // Each Shaman reading the board again would add 40 × 200 reads and more.
    expect(reads(45) - few).toBeLessThan(40 * 200);
  });
});

describe('107.3: where an object starts to meet a filter\'s comparisons with X (leastXMet)', () => {
  // Hill Giant: 3/3, mana value 4; a Grizzly Bears (2/2, mana value 2) with a +1/+1 counter: 3/3.
  // Birds of Paradise: 0/1; Sol Ring: no power or toughness.
  const game = gameWith([], [{ card: 'Hill Giant', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'bob', counters: { '+1/+1': 1 } }, { card: 'Birds of Paradise', controller: 'bob' }, { card: 'Sol Ring', controller: 'bob' }]);
  const [giant, bears, birds, ring] = game.battlefield;
  const least = (object: typeof giant, f: Partial<ObjectFilter>, base = 0) => leastXMet(game, cards, 'battlefield', object!, f as ObjectFilter, base);

  it('107.3: "X or less" from the value on; "X or greater" from the base while the value reaches it; "X" at the value alone', () => {
    expect(least(giant, { manaValue: { atMost: 'X' } })).toBe(4);
    expect(least(giant, { manaValue: { atMost: 'X' } }, 6)).toBe(6);
    expect(least(giant, { power: { atLeast: 'X' } }, 2)).toBe(2);
    expect(least(giant, { power: { atLeast: 'X' } }, 4)).toBeUndefined();
    expect(least(giant, { manaValue: { equals: 'X' } })).toBe(4);
    expect(least(giant, { manaValue: { equals: 'X' } }, 5)).toBeUndefined();
  });

  it('107.3, 122.1a: several comparisons meet together: the largest "or less", an "X" they allow, power with its counters', () => {
    expect(least(bears, { power: { atMost: 'X' }, manaValue: { atMost: 'X' } })).toBe(3);
    expect(least(giant, { power: { atMost: 'X' }, manaValue: { equals: 'X' } })).toBe(4);
    expect(least(giant, { power: { equals: 'X' }, manaValue: { equals: 'X' } })).toBeUndefined();
    expect(least(giant, { power: { atLeast: 'X' }, manaValue: { atMost: 'X' } })).toBeUndefined();
    expect(least(bears, { power: { equals: 'X' }, toughness: { atLeast: 'X' } })).toBe(3);
    expect(least(giant, { power: { atMost: 2 }, manaValue: { atMost: 'X' } })).toBe(4);
    expect(least(birds, { toughness: { atLeast: 'X' }, power: { atLeast: 'X' } }, 1)).toBeUndefined();
  });

  it('208.1: an object with no power meets no comparison of power with X', () => {
    expect(least(ring, { power: { equals: 'X' } })).toBeUndefined();
    expect(least(ring, { manaValue: { equals: 'X' } })).toBe(1);
  });
});
