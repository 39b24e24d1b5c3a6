/**
 * CR 733: an illegal cast (including one the player cancels) is reversed completely: the
 * game afterwards equals the game before CAST. And CR 601.2f: once locked, the total cost
 * doesn't change, even when its modifiers leave or are tapped.
 */
import { describe, it, expect } from 'vitest';
import { createActor, type Actor, type Snapshot } from 'xstate';
import { castingMachine, type CastingMachine } from '../machines/casting.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, locked, lockedMana, outcome, permanent, player, where } from './cast-helpers.js';

const cards = libraryWith(
  { name: 'Test Blaze', manaCost: '{X}{R}', types: ['Sorcery'], targets: [{ filter: 'any' }] },
  {
    name: 'Elvish Reducer',
    manaCost: '{G}',
    types: ['Creature'],
    subtypes: ['Elf'],
    power: 1,
    toughness: 1,
    manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['G'] } }],
    costModifiers: [{ change: 'reduce', mana: '{1}', spells: { controller: 'you', colors: ['G'] } }],
    text: '{T}: Add {G}. Green spells you cast cost {1} less to cast.',
  },
);

/** Runs a cast to its end; it must end illegal. */
function castIllegally(game: GameState, events: readonly CastEventInput[]): Actor<CastingMachine> {
  const actor = castActor(game, cards);
  acceptAll(actor, events);
  expect(outcome(actor)).toBe('illegal');
  return actor;
}

/** The common checks after a reversal: everything is as it was before CAST. */
function expectReversed(actor: Actor<CastingMachine>, before: GameState): void {
  const after = ctx(actor).game;
  expect(after).toEqual(before);
  expect(after.stack).toEqual(before.stack);
  expect(after.players.map((p) => p.hand)).toEqual(before.players.map((p) => p.hand));
  expect(after.players.map((p) => p.manaPool)).toEqual(before.players.map((p) => p.manaPool));
  expect(after.players.map((p) => p.life)).toEqual(before.players.map((p) => p.life));
  expect(after.battlefield).toEqual(before.battlefield);
  expect(after.nextId).toBe(before.nextId);
  expect(after.priority).toBe(before.priority);
  // CR 733.1: no abilities trigger from the undone action.
  expect(ctx(actor).triggers).toEqual([]);
  expect(ctx(actor).heldTriggers).toEqual([]);
}

const CAST = (card: string): CastEventInput => ({ type: 'CAST', player: ALICE, card });
const CANCEL: CastEventInput = { type: 'CANCEL', player: ALICE };

describe('733: CANCEL at every step that waits', () => {
  const game = gameOf(
    {
      players: [
        {
          id: ALICE,
          life: 15,
          hand: ['Opt', 'Test Blaze', 'Kitchen Finks', 'Gitaxian Probe', 'Lightning Bolt', 'Memnite'],
          manaPool: ['R'],
        },
        { id: BOB },
      ],
      battlefield: [
        { card: 'Mountain', controller: ALICE },
        { card: 'Forest', controller: ALICE },
        { card: 'Grizzly Bears', controller: BOB },
      ],
      turn: ALICE_MAIN,
    },
    cards,
  );

  const cases: readonly { readonly step: string; readonly rule: string; readonly events: readonly CastEventInput[] }[] = [
    { step: 'casting.announcing.x', rule: '601.2b (X)', events: [CAST('test-blaze')] },
    { step: 'casting.announcing.hybrid', rule: '601.2b (hybrid)', events: [CAST('kitchen-finks')] },
    { step: 'casting.announcing.phyrexian', rule: '601.2b (Phyrexian)', events: [CAST('gitaxian-probe')] },
    { step: 'casting.targeting', rule: '601.2c', events: [CAST('lightning-bolt')] },
    {
      step: 'casting.targeting',
      rule: '601.2c (after X)',
      events: [CAST('test-blaze'), { type: 'ANNOUNCE_X', player: ALICE, x: 4 }],
    },
    {
      step: 'casting.activatingMana',
      rule: '601.2g',
      events: [CAST('lightning-bolt'), { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] }],
    },
    {
      step: 'casting.paying',
      rule: '601.2h (life only)',
      events: [
        CAST('gitaxian-probe'),
        { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] },
        { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      ],
    },
    { step: 'casting.paying', rule: '601.2h ({0})', events: [CAST('memnite')] },
  ];

  for (const { step, rule, events } of cases) {
    it(`733: CANCEL while waiting at ${rule} puts the game back exactly as it was before CAST`, () => {
      const actor = castActor(game, cards);
      acceptAll(actor, events);
      expect(where(actor)).toBe(step);
      accept(actor, CANCEL);
      expect(outcome(actor)).toBe('illegal');
      expect(ctx(actor).refusal).toMatchObject({ rule: '733', code: 'CANCELLED' });
      expectReversed(actor, game);
    });
  }

  it('733: the cancelled card goes back to the same position in its owner\'s hand', () => {
    const actor = castActor(game, cards);
    acceptAll(actor, [CAST('kitchen-finks'), { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G', 'G'] }]);
    expect(player(ctx(actor).game, ALICE).hand.map((c) => c.id)).not.toContain('kitchen-finks');
    accept(actor, CANCEL);
    expect(player(ctx(actor).game, ALICE).hand.map((c) => c.id)).toEqual(player(game, ALICE).hand.map((c) => c.id));
    expect(player(ctx(actor).game, ALICE).hand.map((c) => c.id).indexOf('kitchen-finks')).toBe(2);
  });

  it('733: a cast persisted mid-way and restored is still reversed to the game before CAST', () => {
    const actor = castActor(game, cards);
    acceptAll(actor, [
      CAST('lightning-bolt'),
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' },
    ]);
    const persisted: unknown = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(castingMachine, { snapshot: persisted as Snapshot<unknown>, input: { game, cards } }).start();
    expect(where(restored)).toBe('casting.activatingMana');
    accept(restored, CANCEL);
    expect(outcome(restored)).toBe('illegal');
    expect(ctx(restored).game).toEqual(game);
  });

  it('733: the reversed game is the saved value itself when nothing irreversible happened', () => {
    const actor = castActor(game, cards);
    acceptAll(actor, [CAST('lightning-bolt'), CANCEL]);
    expect(ctx(actor).game).toBe(game);
  });
});

describe('733: every kind of illegal cast is reversed', () => {
  it('733: CANCEL after mana abilities were activated: lands untap, the mana leaves the pool, ids are reused', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Divination', 'Opt'], manaPool: ['U'] }, { id: BOB }],
      battlefield: [
        { card: 'Island', controller: ALICE },
        { card: 'Birds of Paradise', controller: ALICE },
        { card: 'Sol Ring', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      CAST('divination'),
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'island' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'birds-of-paradise', mana: 'G' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'sol-ring' },
    ]);
    const midway = ctx(actor).game;
    expect(player(midway, ALICE).manaPool).toHaveLength(5);
    expect(midway.battlefield.every((p) => p.tapped)).toBe(true);
    expect(midway.nextId).toBe(6);
    accept(actor, CANCEL);
    expect(outcome(actor)).toBe('illegal');
    expectReversed(actor, game);
    expect(ctx(actor).game.battlefield.some((p) => p.tapped)).toBe(false);
    expect(player(ctx(actor).game, ALICE).manaPool.map((u) => u.id)).toEqual(['mana-1']);
  });

  it('601.2c, 733: no legal targets reverses the move to the stack', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Opt', 'Smash to Smithereens', 'Shock'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castIllegally(game, [CAST('smash-to-smithereens')]);
    expect(ctx(actor).refusal?.code).toBe('NO_LEGAL_TARGETS');
    expectReversed(actor, game);
  });

  it('601.2h, 733: a partial payment pays nothing: named mana and a valid sacrifice are all back', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B'] }, { id: BOB }],
      battlefield: [
        { card: 'Grizzly Bears', controller: ALICE },
        { card: 'Swamp', controller: ALICE },
        { card: 'Hill Giant', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castIllegally(game, [
      CAST('altar-s-reap'),
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'swamp' },
      { type: 'PAY', player: ALICE, mana: ['mana-2'], sacrifice: ['grizzly-bears'] },
    ]);
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expectReversed(actor, game);
    expect(ctx(actor).game.battlefield.map((p) => p.id)).toEqual(['grizzly-bears', 'swamp', 'hill-giant']);
    expect(player(ctx(actor).game, ALICE).graveyard).toEqual([]);
  });

  it('601.2h, 733: named mana of the wrong colour pays nothing', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Divination'], manaPool: ['G', 'G'] }, { id: BOB }],
      battlefield: [{ card: 'Forest', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castIllegally(game, [
      CAST('divination'),
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'forest' },
      { type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-2', 'mana-3'] },
    ]);
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expectReversed(actor, game);
  });

  it('601.2h, 733: an auto payment the sources can\'t cover taps nothing and is reversed', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Divination'], manaPool: ['G'] }, { id: BOB }],
      battlefield: [
        { card: 'Island', controller: ALICE },
        { card: 'Forest', controller: ALICE, tapped: true },
        { card: 'Llanowar Elves', controller: ALICE, summoningSick: true },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castIllegally(game, [CAST('divination'), { type: 'PAY', player: ALICE, mana: 'auto' }]);
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expectReversed(actor, game);
  });

  it('601.2h, 733: an unpayable sacrifice after auto-pay tapped the lands: the lands untap', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Village Rites'] }, { id: BOB }],
      battlefield: [{ card: 'Swamp', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castIllegally(game, [CAST('village-rites'), { type: 'PAY', player: ALICE, mana: 'auto' }]);
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expectReversed(actor, game);
    expect(permanent(ctx(actor).game, 'swamp').tapped).toBe(false);
  });

  it('601.2h, 733: not enough life for the Phyrexian symbols announced with life', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Dismember'], life: 3, manaPool: ['C'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castIllegally(game, [
      CAST('dismember'),
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life', 'life'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] },
      { type: 'PAY', player: ALICE, mana: ['mana-1'] },
    ]);
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expectReversed(actor, game);
    expect(player(ctx(actor).game, ALICE).life).toBe(3);
  });

  it('601.2h, 733: a sacrifice that does not fit the filter is reversed', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }, { card: 'Memnite', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castIllegally(game, [CAST('altar-s-reap'), { type: 'PAY', player: ALICE, mana: 'auto', sacrifice: ['grizzly-bears'] }]);
    expect(ctx(actor).refusal?.code).toBe('PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(actor, game);
  });
});

describe('601.2f, 601.2h: the worked example and the lock', () => {
  it("601.2f, 601.2h: Altar's Reap with Thunderscape Familiar locks at {B}; sacrificing the Familiar and paying just the Swamp's {B} casts it", () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"] }, { id: BOB }],
      battlefield: [
        { card: 'Thunderscape Familiar', controller: ALICE },
        { card: 'Swamp', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, CAST('altar-s-reap'));
    expect(lockedMana(actor)).toBe('{B}');
    const cost = locked(actor);
    acceptAll(actor, [
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'swamp' },
      { type: 'PAY', player: ALICE, mana: ['mana-1'], sacrifice: ['thunderscape-familiar'] },
    ]);
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(player(now, ALICE).graveyard.map((c) => c.card)).toEqual(['Thunderscape Familiar']);
    expect(now.battlefield.map((p) => p.id)).toEqual(['swamp']);
    expect(player(now, ALICE).manaPool).toEqual([]);
    expect(now.stack.map((s) => s.id)).toEqual(['altar-s-reap']);
    // The lock held although the Familiar is gone.
    expect(ctx(actor).lockedCost).toBe(cost);
    expect(lockedMana(actor)).toBe('{B}');
  });

  it("601.2f, 601.2h: the worked example with PAY auto: only the Swamp's {B} is needed", () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"] }, { id: BOB }],
      battlefield: [
        { card: 'Thunderscape Familiar', controller: ALICE },
        { card: 'Swamp', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [CAST('altar-s-reap'), { type: 'PAY', player: ALICE, mana: 'auto', sacrifice: ['thunderscape-familiar'] }]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['thunderscape-familiar']);
    expect(permanent(ctx(actor).game, 'swamp').tapped).toBe(true);
  });

  it('601.2f: the lock holds when the reducer is tapped for mana after the cost is locked', () => {
    const game = gameOf(
      {
        players: [{ id: ALICE, hand: ['Grizzly Bears'] }, { id: BOB }],
        battlefield: [{ card: 'Elvish Reducer', controller: ALICE }],
        turn: ALICE_MAIN,
      },
      cards,
    );
    const actor = castActor(game, cards);
    accept(actor, CAST('grizzly-bears'));
    const cost = locked(actor);
    expect(lockedMana(actor)).toBe('{G}');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'elvish-reducer' });
    expect(ctx(actor).lockedCost).toBe(cost);
    accept(actor, { type: 'PAY', player: ALICE, mana: ['mana-1'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).lockedCost).toBe(cost);
  });

  it("601.2f: the lock holds for an increase too: sacrificing Thalia to Altar's Reap still costs {2}{B}", () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B', 'B'] }, { id: BOB }],
      battlefield: [{ card: 'Thalia, Guardian of Thraben', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const short = castActor(game);
    acceptAll(short, [CAST('altar-s-reap'), { type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-2'], sacrifice: ['thalia-guardian-of-thraben'] }]);
    expect(outcome(short)).toBe('illegal');
    expect(ctx(short).refusal?.code).toBe('PAYMENT_DOES_NOT_COVER_COST');
    expect(ctx(short).game).toEqual(game);

    const full = castActor(game);
    accept(full, CAST('altar-s-reap'));
    expect(lockedMana(full)).toBe('{2}{B}');
    accept(full, { type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-2', 'mana-3'], sacrifice: ['thalia-guardian-of-thraben'] });
    expect(outcome(full)).toBe('cast');
    expect(lockedMana(full)).toBe('{2}{B}');
    expect(player(ctx(full).game, ALICE).graveyard.map((c) => c.id)).toEqual(['thalia-guardian-of-thraben']);
  });
});
