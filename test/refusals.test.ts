/**
 * Every refusal code the casting chart produces, with the rule it cites. Three kinds:
 * - refused events (the chart stays in its step, `context.rejected` says why, the game is the same value);
 * - prohibited casts (601.3: the cast never begins; the game is the same value);
 * - illegal casts (733: the cast is reversed; the game equals the one before CAST).
 */
import { describe, it, expect } from 'vitest';
import type { Actor } from 'xstate';
import type { CastingMachine } from '../machines/casting.js';
import { dispatch } from '../machines/dispatch.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { RefusalCode } from '../src/core/refusal.js';
import { MAX_X } from '../src/casting/announce.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, outcome, where } from './cast-helpers.js';

/** Sends an event the current step must refuse; checks that nothing but `rejected` changed. */
function expectRefused(actor: Actor<CastingMachine>, event: CastEventInput, rule: string, code: RefusalCode): void {
  const before = actor.getSnapshot();
  const state = where(actor);
  const refusal = dispatch(actor, event);
  expect(refusal).toMatchObject({ rule, code });
  expect(refusal?.message).toEqual(expect.any(String));
  const after = actor.getSnapshot();
  expect(after.status).toBe('active');
  expect(where(actor)).toBe(state);
  expect(after.context.game).toBe(before.context.game);
  expect(after.context.saved).toBe(before.context.saved);
  expect(after.context.lockedCost).toBe(before.context.lockedCost);
  expect(after.context.refusal).toBe(before.context.refusal);
  expect(after.context.rejected).toEqual({ event: (event as { type: string }).type, refusal });
}

/** Starts a cast and checks it was prohibited (601.3) with the game untouched. */
function expectProhibited(game: GameState, card: string, rule: string, code: RefusalCode, by: string = ALICE): void {
  const actor = castActor(game);
  accept(actor, { type: 'CAST', player: by, card });
  expect(outcome(actor)).toBe('prohibited');
  expect(ctx(actor).refusal).toMatchObject({ rule, code });
  expect(ctx(actor).game).toBe(game);
  expect(ctx(actor).rejected).toBeNull();
}

/** Checks a cast that ended illegal, reversed to exactly the game before CAST. */
function expectIllegal(actor: Actor<CastingMachine>, before: GameState, rule: string, code: RefusalCode): void {
  expect(outcome(actor)).toBe('illegal');
  expect(ctx(actor).refusal).toMatchObject({ rule, code });
  expect(ctx(actor).game).toEqual(before);
}

/** An unchecked event, for payloads the types would not allow. */
const raw = (event: object): CastEventInput => event as unknown as CastEventInput;

const boltGame = () =>
  gameOf({
    players: [{ id: ALICE, hand: ['Lightning Bolt', 'Forest', 'Divination'], graveyard: ['Shock'] }, { id: BOB }],
    battlefield: [
      { card: 'Mountain', controller: ALICE },
      { card: 'Mountain', controller: BOB },
      { card: 'Llanowar Elves', controller: ALICE, summoningSick: true },
      { card: 'Grizzly Bears', controller: BOB },
      { card: 'Propaganda', controller: BOB },
    ],
    turn: ALICE_MAIN,
  });

describe('601.3: prohibited casts', () => {
  it('117.1: NO_PRIORITY — a CAST from a player without priority is refused before anything else, and the chart waits for the one who has it', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }], turn: ALICE_MAIN, priority: BOB });
    expectRefused(castActor(game), { type: 'CAST', player: ALICE, card: 'lightning-bolt' }, '117.1', 'NO_PRIORITY');
  });

  it('305.1: NOT_A_SPELL — a land is played, not cast', () => {
    expectProhibited(boltGame(), 'forest', '305.1', 'NOT_A_SPELL');
  });

  it('601.3: NOT_CASTABLE_FROM_ZONE — a card in the graveyard may not be cast', () => {
    expectProhibited(boltGame(), 'shock', '601.3', 'NOT_CASTABLE_FROM_ZONE');
  });

  it("400.2, 601.2a: a card in another player's hand is hidden: to the caster it doesn't exist", () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }], turn: ALICE_MAIN, priority: BOB });
    expectRefused(castActor(game), { type: 'CAST', player: BOB, card: 'lightning-bolt' }, '601.2a', 'BAD_PAYLOAD');
  });

  it('307.1: SORCERY_TIMING — a sorcery needs its caster\'s main phase and an empty stack', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Divination'] }, { id: BOB }], turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE });
    expectProhibited(game, 'divination', '307.1', 'SORCERY_TIMING');
  });
});

describe('refused events: the step waits on, the game is the same value', () => {
  it('601.6: WRONG_PLAYER — only the caster makes the choices of their spell', () => {
    const actor = castActor(boltGame());
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: BOB, targets: [[ALICE]] }, '601.6', 'WRONG_PLAYER');
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] });
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: BOB, source: 'mountain-2' }, '601.6', 'WRONG_PLAYER');
    expectRefused(actor, { type: 'PAY', player: BOB, mana: 'auto' }, '601.6', 'WRONG_PLAYER');
    expectRefused(actor, { type: 'CANCEL', player: BOB }, '601.6', 'WRONG_PLAYER');
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2: EVENT_NOT_EXPECTED — an event the current step does not accept', () => {
    const actor = castActor(boltGame());
    expectRefused(actor, { type: 'PAY', player: ALICE }, '601.2', 'EVENT_NOT_EXPECTED');
    expectRefused(actor, { type: 'CANCEL', player: ALICE }, '601.2', 'EVENT_NOT_EXPECTED');
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expectRefused(actor, { type: 'PAY', player: ALICE }, '601.2', 'EVENT_NOT_EXPECTED');
    expectRefused(actor, { type: 'ANNOUNCE_X', player: ALICE, x: 2 }, '601.2', 'EVENT_NOT_EXPECTED');
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' }, '601.2', 'EVENT_NOT_EXPECTED');
    expectRefused(actor, { type: 'CAST', player: ALICE, card: 'divination' }, '601.2', 'EVENT_NOT_EXPECTED');
    // A type no event has is refused before it reaches the chart: nothing changes, not even `rejected`.
    const before = actor.getSnapshot();
    expect(dispatch(actor, raw({ type: 'RESOLVE', player: ALICE }))).toMatchObject({ rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: 'unknown event type "RESOLVE"' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('601.2: EVENT_NOT_EXPECTED — dispatch to a finished cast refuses and changes nothing', () => {
    const game = boltGame();
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'forest' });
    expect(outcome(actor)).toBe('prohibited');
    const refusal = dispatch(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expect(refusal).toMatchObject({ rule: '601.2', code: 'EVENT_NOT_EXPECTED' });
    expect(ctx(actor).game).toBe(game);
  });

  it('601.2: BAD_PAYLOAD — a malformed event is refused', () => {
    const actor = castActor(boltGame());
    expectRefused(actor, raw({ type: 'CAST', player: ALICE }), '601.2', 'BAD_PAYLOAD');
    expectRefused(actor, raw({ type: 'CAST', player: ALICE, card: 'lightning-bolt', extra: 1 }), '601.2', 'BAD_PAYLOAD');
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expectRefused(actor, raw({ type: 'CHOOSE_TARGETS', player: ALICE, targets: BOB }), '601.2', 'BAD_PAYLOAD');
    expectRefused(actor, raw({ type: 'CANCEL' }), '601.2', 'BAD_PAYLOAD');
  });

  it('601.2a: BAD_PAYLOAD — CAST naming a card or player not in the game', () => {
    const actor = castActor(boltGame());
    expectRefused(actor, { type: 'CAST', player: ALICE, card: 'black-lotus' }, '601.2a', 'BAD_PAYLOAD');
    expectRefused(actor, { type: 'CAST', player: 'carol', card: 'lightning-bolt' }, '601.2a', 'BAD_PAYLOAD');
    expect(where(actor)).toBe('idle');
  });

  it('601.2c: BAD_PAYLOAD — CHOOSE_TARGETS with the wrong number of lists or naming nothing in the game', () => {
    const actor = castActor(boltGame());
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB], [ALICE]] }, '601.2c', 'BAD_PAYLOAD');
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['carol']] }, '601.2c', 'BAD_PAYLOAD');
  });

  it('601.2b: BAD_PAYLOAD — a hybrid or Phyrexian announcement with the wrong number of choices', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Kitchen Finks', 'Dismember'] }, { id: BOB }], turn: ALICE_MAIN });
    const finks = castActor(game);
    accept(finks, { type: 'CAST', player: ALICE, card: 'kitchen-finks' });
    expectRefused(finks, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G'] }, '601.2b', 'BAD_PAYLOAD');
    expectRefused(finks, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G', 'G', 'G'] }, '601.2b', 'BAD_PAYLOAD');
    const dismember = castActor(game);
    accept(dismember, { type: 'CAST', player: ALICE, card: 'dismember' });
    expectRefused(dismember, { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] }, '601.2b', 'BAD_PAYLOAD');
  });

  it('601.2: BAD_PAYLOAD — X out of range is a malformed ANNOUNCE_X (the event schema bounds X)', () => {
    const cards = libraryWith({ name: 'Test Blaze', manaCost: '{X}{R}', types: ['Sorcery'], targets: [{ filter: 'any' }] });
    const game = gameOf({ players: [{ id: ALICE, hand: ['Test Blaze'] }, { id: BOB }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'test-blaze' });
    expectRefused(actor, { type: 'ANNOUNCE_X', player: ALICE, x: -1 }, '601.2', 'BAD_PAYLOAD');
    expectRefused(actor, { type: 'ANNOUNCE_X', player: ALICE, x: 1.5 }, '601.2', 'BAD_PAYLOAD');
    expectRefused(actor, { type: 'ANNOUNCE_X', player: ALICE, x: MAX_X + 1 }, '601.2', 'BAD_PAYLOAD');
    accept(actor, { type: 'ANNOUNCE_X', player: ALICE, x: MAX_X });
    expect(where(actor)).toBe('casting.targeting');
  });

  it('601.2h: BAD_PAYLOAD — PAY naming unknown mana or permanents, the same mana twice, or more than the cost needs', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B', 'B'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, { card: 'Memnite', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'altar-s-reap' });
    const refusedPay = (mana: CastEventInput & { type: 'PAY' }) => expectRefused(actor, mana, '601.2h', 'BAD_PAYLOAD');
    refusedPay({ type: 'PAY', player: ALICE, mana: ['mana-9', 'mana-1'], sacrifice: ['grizzly-bears'] });
    refusedPay({ type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-1'], sacrifice: ['grizzly-bears'] });
    refusedPay({ type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-2', 'mana-3'], sacrifice: ['grizzly-bears'] });
    refusedPay({ type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-2'], sacrifice: ['hill-giant'] });
    refusedPay({ type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-2'], sacrifice: ['grizzly-bears', 'memnite'] });
    accept(actor, { type: 'PAY', player: ALICE, mana: ['mana-1', 'mana-2'], sacrifice: ['grizzly-bears'] });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2b: ILLEGAL_ANNOUNCEMENT — a hybrid half the symbol does not offer', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Kitchen Finks', 'Spectral Procession'] }, { id: BOB }], turn: ALICE_MAIN });
    const finks = castActor(game);
    accept(finks, { type: 'CAST', player: ALICE, card: 'kitchen-finks' });
    expectRefused(finks, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G', 'U'] }, '601.2b', 'ILLEGAL_ANNOUNCEMENT');
    expectRefused(finks, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['generic', 'W'] }, '601.2b', 'ILLEGAL_ANNOUNCEMENT');
    const procession = castActor(game);
    accept(procession, { type: 'CAST', player: ALICE, card: 'spectral-procession' });
    expectRefused(procession, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['W', 'G', 'W'] }, '601.2b', 'ILLEGAL_ANNOUNCEMENT');
  });

  it('601.2c: ILLEGAL_TARGET — a target that does not fit its "target" word', () => {
    const actor = castActor(boltGame());
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['propaganda']] }, '601.2c', 'ILLEGAL_TARGET');
    // CR 115.5: a spell can't target itself (refused at 601.2c, citing the rule that forbids it).
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['lightning-bolt']] }, '115.5', 'ILLEGAL_TARGET');
  });

  it('601.2c: DUPLICATE_TARGET — one "target" word choosing the same object twice', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Rack and Ruin'] }, { id: BOB }],
      battlefield: [{ card: 'Memnite', controller: BOB }, { card: 'Sol Ring', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'rack-and-ruin' });
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['sol-ring', 'sol-ring']] }, '601.2c', 'DUPLICATE_TARGET');
  });

  it('601.2c: WRONG_TARGET_COUNT — a "target" word given too few or too many targets', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Rack and Ruin'] }, { id: BOB }],
      battlefield: [{ card: 'Memnite', controller: BOB }, { card: 'Sol Ring', controller: BOB }, { card: 'Ornithopter', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'rack-and-ruin' });
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['sol-ring']] }, '601.2c', 'WRONG_TARGET_COUNT');
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['sol-ring', 'memnite', 'ornithopter']] }, '601.2c', 'WRONG_TARGET_COUNT');
    expectRefused(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[]] }, '601.2c', 'WRONG_TARGET_COUNT');
  });

  it('302.6: CANNOT_ACTIVATE_MANA_ABILITY — a summoning-sick creature\'s {T} mana ability', () => {
    const actor = castActor(boltGame());
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'llanowar-elves' }, '302.6', 'CANNOT_ACTIVATE_MANA_ABILITY');
  });

  it("605.3: CANNOT_ACTIVATE_MANA_ABILITY — an opponent's land, a missing ability, a colour the source can't make", () => {
    const actor = castActor(boltGame());
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain-2' }, '605.3', 'CANNOT_ACTIVATE_MANA_ABILITY');
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain', ability: 1 }, '605.3', 'CANNOT_ACTIVATE_MANA_ABILITY');
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain', mana: 'G' }, '605.3', 'CANNOT_ACTIVATE_MANA_ABILITY');
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'grizzly-bears' }, '605.3', 'CANNOT_ACTIVATE_MANA_ABILITY');
    expectRefused(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'nowhere' }, '605.3', 'CANNOT_ACTIVATE_MANA_ABILITY');
  });
});

describe('illegal casts: reversed to the game before CAST', () => {
  it('601.2c: NO_LEGAL_TARGETS — a target word that can\'t be given its targets', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Giant Growth'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'giant-growth' });
    expectIllegal(actor, game, '601.2c', 'NO_LEGAL_TARGETS');
  });

  it('601.2h: PAYMENT_DOES_NOT_COVER_COST — the mana named does not cover the locked cost', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'], manaPool: ['G'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE, mana: ['mana-1'] },
    ]);
    expectIllegal(actor, game, '601.2h', 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('601.2h: PAYMENT_DOES_NOT_COVER_COST — a sacrifice that is not left out but does not fit', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, { card: 'Propaganda', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'altar-s-reap' },
      { type: 'PAY', player: ALICE, mana: 'auto', sacrifice: ['propaganda'] },
    ]);
    expectIllegal(actor, game, '601.2h', 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('601.2h: UNPAYABLE_COST — no mana the auto-payer could find', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }],
      battlefield: [{ card: 'Forest', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ]);
    expectIllegal(actor, game, '601.2h', 'UNPAYABLE_COST');
  });

  it('601.2h: UNPAYABLE_COST — nothing to sacrifice', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Village Rites'], manaPool: ['B'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'village-rites' },
      { type: 'PAY', player: ALICE, mana: ['mana-1'] },
    ]);
    expectIllegal(actor, game, '601.2h', 'UNPAYABLE_COST');
  });

  it('733: CANCELLED — the caster backs out', () => {
    const game = boltGame();
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CANCEL', player: ALICE },
    ]);
    expectIllegal(actor, game, '733', 'CANCELLED');
  });
});
