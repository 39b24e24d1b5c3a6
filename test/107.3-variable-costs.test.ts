/**
 * CR 107.3, 601.2b, 118.3: costs whose amount is X besides mana — pay X life (Bond of
 * Agony), exile X cards (Harvest Pyre, Skeletal Scrying), sacrifice X (Chatterfang), remove
 * X counters (Cruel Sadist, Chamber Sentry) and loyalty −X (Ugin, Chandra). X is announced
 * at 601.2b like a mana X; the X offered stops where the cost can no longer be paid; an X
 * that can't be paid is found at 601.2h and the whole cast or activation is reversed (733).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { xRange } from '../src/casting/options.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, StackObject } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, ctx, locked, lockedMana, outcome, permanent, player, where } from './cast-helpers.js';
import { announceX, cast, castWith, expectReversed, pay, targets } from './cost-fixtures.js';

const swamps = (n: number) => Array.from({ length: n }, (_, i) => ({ card: 'Swamp', controller: ALICE, id: `swamp-${i}` }));

function spellGame(card: string, battlefield: object[], alice: object = {}): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [card], ...alice }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never, BUILT_IN_CARDS);
}
const top = (game: GameState): StackObject => game.stack.at(-1)!;
const castIt = (game: GameState, events: CastEventInput[]) => castWith(game, [cast(game.players[0]!.hand[0]!.id), ...events], BUILT_IN_CARDS);

function activation(game: GameState, events: CastEventInput[]) {
  const actor = createActor(activationMachine, { input: { game, cards: BUILT_IN_CARDS } }).start();
  for (const event of events) {
    const refusal = dispatch(actor, event);
    if (refusal) throw new Error(`${event.type} refused: ${refusal.rule} ${refusal.message}`);
  }
  return actor;
}
const activate = (source: string, ability: number): CastEventInput => ({ type: 'ACTIVATE', player: ALICE, source, ability });

describe('107.3, 601.2b: pay X life (Bond of Agony)', () => {
  it('601.2b: X is announced once for {X} and the life: X 3 locks {3}{B} and 3 life, and paying takes both', () => {
    const game = spellGame('Bond of Agony', swamps(4));
    const actor = castIt(game, [announceX(3)]);
    expect(lockedMana(actor)).toBe('{3}{B}');
    expect(locked(actor).life).toBe(3);
    const paid = castWith(game, [cast(game.players[0]!.hand[0]!.id), announceX(3), pay()], BUILT_IN_CARDS);
    expect(outcome(paid)).toBe('cast');
    expect(player(ctx(paid).game, ALICE).life).toBe(17);
  });

  it('107.3, 119.4: the X offered stops at what can be paid: the mana (4 Swamps: X 3) or the life total (3 life: X 3 with 9 Swamps)', () => {
    const byMana = castIt(spellGame('Bond of Agony', swamps(4)), []);
    expect(where(byMana)).toBe('casting.announcing.x');
    expect(xRange(ctx(byMana).game, BUILT_IN_CARDS, top(ctx(byMana).game))).toMatchObject({ min: 0, payableUpTo: 3 });
    const byLife = castIt(spellGame('Bond of Agony', swamps(9), { life: 3 }), []);
    expect(xRange(ctx(byLife).game, BUILT_IN_CARDS, top(ctx(byLife).game))).toMatchObject({ payableUpTo: 3 });
  });

  it('119.4, 733: X 4 with 3 life is announced, then refused at payment, and the cast is reversed exactly', () => {
    const game = spellGame('Bond of Agony', swamps(9), { life: 3 });
    const actor = castIt(game, [announceX(4), pay()]);
    expectReversed(actor, game, 'UNPAYABLE_COST');
    expect(ctx(actor).refusal?.message).toMatch(/life/);
  });
});

describe('107.3, 601.2b: exile X cards from your graveyard (Harvest Pyre, Skeletal Scrying)', () => {
  const graveyard = ['Grizzly Bears', 'Hill Giant', 'Lightning Bolt'];

  it('601.2h: Harvest Pyre with X 2 exiles the two cards chosen; the third stays', () => {
    const game = spellGame('Harvest Pyre', [{ card: 'Mountain', controller: ALICE }, { card: 'Mountain', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB, id: 'bears' }], { graveyard });
    const [a, b, c] = game.players[0]!.graveyard.map((g) => g.id);
    const actor = castIt(game, [announceX(2), targets(['bears']), pay({ exile: [a!, b!] })]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).graveyard.map((g) => g.id)).toEqual([c]);
    expect(ctx(actor).game.exile.map((e) => e.card)).toEqual(['Grizzly Bears', 'Hill Giant']);
  });

  it('107.3: the X offered stops at the cards in the graveyard (Skeletal Scrying: at the mana too)', () => {
    const pyre = castIt(spellGame('Harvest Pyre', [{ card: 'Mountain', controller: ALICE }, { card: 'Mountain', controller: ALICE }], { graveyard }), []);
    expect(xRange(ctx(pyre).game, BUILT_IN_CARDS, top(ctx(pyre).game))).toMatchObject({ payableUpTo: 3 });
    const scrying = castIt(spellGame('Skeletal Scrying', swamps(3), { graveyard }), []);
    expect(xRange(ctx(scrying).game, BUILT_IN_CARDS, top(ctx(scrying).game))).toMatchObject({ payableUpTo: 2 });
  });

  it('601.2h, 733: exiling fewer cards than X is refused and the cast reversed', () => {
    const game = spellGame('Skeletal Scrying', swamps(3), { graveyard });
    const first = game.players[0]!.graveyard[0]!.id;
    const actor = castIt(game, [announceX(2), pay({ exile: [first] })]);
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(game);
  });
});

describe('107.3, 602.2b: X in an activated ability\'s cost (Cruel Sadist, Chamber Sentry, Chatterfang)', () => {
  it('602.2b: Cruel Sadist removes X +1/+1 counters: X 2 of its 3', () => {
    const game = gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, battlefield: [
      { card: 'Cruel Sadist', controller: ALICE, id: 'sadist', counters: { '+1/+1': 3 } }, ...swamps(3), { card: 'Grizzly Bears', controller: BOB, id: 'bears' },
    ] } as never, BUILT_IN_CARDS);
    const actor = activation(game, [activate('sadist', 1), announceX(2), targets(['bears']), pay()]);
    expect(outcomeOf(actor.getSnapshot())).toBe('activated');
    expect(permanent(actor.getSnapshot().context.game, 'sadist').counters['+1/+1']).toBe(1);
  });

  it('107.3, 118.3: Chamber Sentry\'s X is limited by both its mana and its counters, and more counters than it has are refused (733)', () => {
    const game = gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, battlefield: [
      { card: 'Chamber Sentry', controller: ALICE, id: 'sentry', counters: { '+1/+1': 2 } }, ...swamps(5),
    ] } as never, BUILT_IN_CARDS);
    const announcing = activation(game, [activate('sentry', 0)]);
    expect(xRange(announcing.getSnapshot().context.game, BUILT_IN_CARDS, top(announcing.getSnapshot().context.game))).toMatchObject({ payableUpTo: 2 });
    const tooMany = activation(game, [activate('sentry', 0), announceX(3), targets([BOB]), pay()]);
    expect(outcomeOf(tooMany.getSnapshot())).toBe('illegal');
    expect(tooMany.getSnapshot().context.game).toEqual(game);
  });

  it('601.2h: Chatterfang sacrifices X Squirrels: X 1 sacrifices itself; X 0 sacrifices nothing', () => {
    const game = gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, battlefield: [
      { card: 'Chatterfang, Squirrel General', controller: ALICE, id: 'chatterfang' }, ...swamps(2), { card: 'Grizzly Bears', controller: BOB, id: 'bears' },
    ] } as never, BUILT_IN_CARDS);
    const one = activation(game, [activate('chatterfang', 0), announceX(1), targets(['bears']), pay({ sacrifice: ['chatterfang'] })]);
    expect(outcomeOf(one.getSnapshot())).toBe('activated');
    expect(one.getSnapshot().context.game.battlefield.some((p) => p.id === 'chatterfang')).toBe(false);
    const none = activation(game, [activate('chatterfang', 0), announceX(0), targets(['bears']), pay()]);
    expect(outcomeOf(none.getSnapshot())).toBe('activated');
  });
});

describe('701.21, 107.3: sacrificing many at once (Chatterfang)', () => {
  it('701.21: Chatterfang sacrifices X = 24 Squirrels of the 30 on a board of 40: those 24 go to the graveyard in the order named, no other', () => {
    const cards = libraryWith({ name: 'Test Squirrel', manaCost: '{G}', types: ['Creature'], subtypes: ['Squirrel'], power: 1, toughness: 1 });
    const squirrels = Array.from({ length: 30 }, (_, i) => ({ card: 'Test Squirrel', controller: ALICE, id: `squirrel-${i}` }));
    const game = gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, battlefield: [
      { card: 'Chatterfang, Squirrel General', controller: ALICE, id: 'chatterfang' }, ...squirrels, ...swamps(8), { card: 'Grizzly Bears', controller: BOB, id: 'bears' },
    ] } as never, cards);
    const named = squirrels.slice(3, 27).map((s) => s.id).reverse();
    const actor = createActor(activationMachine, { input: { game, cards } }).start();
    for (const event of [activate('chatterfang', 0), announceX(24), targets(['bears']), pay({ sacrifice: named })]) expect(dispatch(actor, event)).toBeNull();
    const after = actor.getSnapshot().context.game;
    expect(outcomeOf(actor.getSnapshot())).toBe('activated');
    expect(player(after, ALICE).graveyard.map((c) => c.id)).toEqual(named);
    expect(after.battlefield.filter((p) => p.card === 'Test Squirrel').map((p) => p.id)).toEqual(squirrels.filter((s) => !named.includes(s.id)).map((s) => s.id));
  });
});

describe('606.4, 107.3: loyalty −X (Ugin, Chandra)', () => {
  const walker = (card: string, id: string, loyalty: number): GameState =>
    gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: ALICE_MAIN, battlefield: [{ card, controller: ALICE, id, counters: { loyalty } }] } as never, BUILT_IN_CARDS);

  it('606.4: Ugin −X with X 5 removes five of its seven loyalty counters; the X offered stops at 7', () => {
    const game = walker('Ugin, the Spirit Dragon', 'ugin', 7);
    const announcing = activation(game, [activate('ugin', 1)]);
    expect(xRange(announcing.getSnapshot().context.game, BUILT_IN_CARDS, top(announcing.getSnapshot().context.game))).toMatchObject({ min: 0, payableUpTo: 7 });
    const actor = activation(game, [activate('ugin', 1), announceX(5), pay()]);
    expect(outcomeOf(actor.getSnapshot())).toBe('activated');
    expect(permanent(actor.getSnapshot().context.game, 'ugin').counters['loyalty']).toBe(2);
  });

  it('606.6, 733: Chandra −X with X 5 and 4 loyalty is refused at payment, and the activation reversed exactly', () => {
    const game = walker('Chandra, Flamecaller', 'chandra', 4);
    const actor = activation(game, [activate('chandra', 2), announceX(5), pay()]);
    expect(outcomeOf(actor.getSnapshot())).toBe('illegal');
    expect(actor.getSnapshot().context.game).toEqual(game);
  });

  it('107.3: cards say X: "pay X life", "−X", "remove X +1/+1 counter(s)", "sacrifice X Squirrels"', () => {
    expect(modelledFeatures(BUILT_IN_CARDS['Bond of Agony']!)).toContain('pay X life');
    expect(modelledFeatures(BUILT_IN_CARDS['Ugin, the Spirit Dragon']!)).toContain('−X');
    expect(modelledFeatures(BUILT_IN_CARDS['Cruel Sadist']!)).toContain('remove X +1/+1 counter(s)');
    expect(modelledFeatures(BUILT_IN_CARDS['Chatterfang, Squirrel General']!)).toContain('sacrifice X Squirrels');
    expect(modelledFeatures(BUILT_IN_CARDS['Harvest Pyre']!)).toContain('exile X cards from your graveyard');
  });
});
