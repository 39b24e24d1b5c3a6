/**
 * CR 118.8, 601.2b: additional costs. Mandatory ones (Altar's Reap, Natural Order) are always
 * part of the total cost; optional ones (kicker, multikicker, buyback, entwine) are announced
 * with CHOOSE_COSTS, as many times as the card allows, and may add "target" words.
 */
import type { CastEventInput } from '../src/events/schema.js';
import { describe, it, expect } from 'vitest';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import { summarizeCost } from '../src/costs/total-cost.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, locked, lockedMana, outcome, player, refuse, spell, where } from './cast-helpers.js';
import { announceX, cast, castWith, chooseCosts, expectReversed, pay, targets } from './cost-fixtures.js';

describe('118.8: kicker (Burst Lightning {4})', () => {
  const game = () =>
    gameOf({
      players: [{ id: ALICE, hand: ['Burst Lightning'] }, { id: BOB }],
      battlefield: [{ card: 'Mountain', controller: ALICE }, { card: 'Sol Ring', controller: ALICE }, { card: 'Sol Ring', controller: ALICE }],
      turn: ALICE_MAIN,
    });

  it('118.8: Burst Lightning kicked costs {4}{R} and records the kick', () => {
    const actor = castWith(game(), [cast('burst-lightning')]);
    expect(where(actor)).toBe('casting.announcing.costs');
    accept(actor, chooseCosts(null, { kicker: 1 }));
    accept(actor, targets([BOB]));
    expect(lockedMana(actor)).toBe('{4}{R}');
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
    expect(spell(ctx(actor).game, 'burst-lightning').choices.optional).toEqual({ kicker: 1 });
    expect(ctx(actor).game.battlefield.every((p) => p.tapped)).toBe(true);
  });

  it('118.8: Burst Lightning unkicked (no kick, or kicker: 0) costs {R}', () => {
    expect(lockedMana(castWith(game(), [cast('burst-lightning'), chooseCosts(null), targets([BOB])]))).toBe('{R}');
    const zero = castWith(game(), [cast('burst-lightning'), chooseCosts(null, { kicker: 0 }), targets([BOB])]);
    expect(lockedMana(zero)).toBe('{R}');
    expect(spell(ctx(zero).game, 'burst-lightning').choices.optional).toEqual({});
  });

  it('601.2b: kicker can be paid only once, and an optional cost the card lacks is refused: ILLEGAL_ANNOUNCEMENT', () => {
    const actor = castWith(game(), [cast('burst-lightning')]);
    const before = ctx(actor).game;
    expect(refuse(actor, chooseCosts(null, { kicker: 2 }))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, chooseCosts(null, { buyback: 1 }))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(where(actor)).toBe('casting.announcing.costs');
    expect(ctx(actor).game).toBe(before);
  });
});

describe('118.8: kicker that sacrifices a land and adds a target (Falling Timber)', () => {
  const game = (battlefield: object[] = ['Forest', 'Forest', 'Forest', 'Forest'].map((card) => ({ card, controller: ALICE })), pool: string[] = []) =>
    gameOf({
      players: [{ id: ALICE, hand: ['Falling Timber'], manaPool: pool }, { id: BOB }],
      battlefield: [...battlefield, { card: 'Grizzly Bears', controller: BOB }, { card: 'Hill Giant', controller: BOB }],
      turn: ALICE_MAIN,
    } as never);

  it('118.8: Falling Timber kicked sacrifices a land and asks for a second "target creature"', () => {
    const actor = castWith(game(), [cast('falling-timber'), chooseCosts(null, { kicker: 1 })]);
    expect(refuse(actor, targets(['grizzly-bears'])).code).toBe('BAD_PAYLOAD');
    accept(actor, targets(['grizzly-bears'], ['hill-giant']));
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{2}{G}', life: 0, actions: ['sacrifice a land'] });
    accept(actor, pay({ sacrifice: ['forest-4'] }));
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(now.battlefield.map((p) => p.id)).not.toContain('forest-4');
    expect(player(now, ALICE).graveyard.map((c) => c.id)).toEqual(['forest-4']);
    expect(spell(now, 'falling-timber').choices.targets).toEqual([['grizzly-bears'], ['hill-giant']]);
  });

  it('601.2c: Falling Timber unkicked asks for one "target creature"', () => {
    const actor = castWith(game(), [cast('falling-timber'), chooseCosts(null)]);
    expect(refuse(actor, targets(['grizzly-bears'], ['hill-giant'])).code).toBe('BAD_PAYLOAD');
    accept(actor, targets(['grizzly-bears']));
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{2}{G}', life: 0, actions: [] });
  });

  it("118.8: Falling Timber's kicker with no land to sacrifice can't be paid; a creature won't do", () => {
    const before = game([{ card: 'Llanowar Elves', controller: ALICE }], ['G', 'G', 'G']);
    const kicked = [cast('falling-timber'), chooseCosts(null, { kicker: 1 }), targets(['grizzly-bears'], ['hill-giant'])];
    expectReversed(castWith(before, [...kicked, pay()]), before, 'UNPAYABLE_COST');
    expectReversed(castWith(before, [...kicked, pay({ sacrifice: ['llanowar-elves'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
  });
});

describe('118.8: multikicker (Comet Storm {1}, Everflowing Chalice {2})', () => {
  it('118.8: Comet Storm kicked twice costs {2} more and takes three targets', () => {
    const before = gameOf({
      players: [{ id: ALICE, hand: ['Comet Storm'], manaPool: ['R', 'R', 'R', 'R', 'R'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castWith(before, [cast('comet-storm'), chooseCosts(null, { multikicker: 2 })]);
    expect(where(actor)).toBe('casting.announcing.x');
    accept(actor, announceX(1));
    expect(refuse(actor, targets([BOB])).code).toBe('BAD_PAYLOAD');
    accept(actor, targets([BOB], ['grizzly-bears'], [ALICE]));
    expect(lockedMana(actor)).toBe('{3}{R}{R}');
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
    expect(spell(ctx(actor).game, 'comet-storm').choices).toMatchObject({ optional: { multikicker: 2 }, x: 1 });
    expect(player(ctx(actor).game, ALICE).manaPool).toEqual([]);
  });

  it('118.8: Comet Storm unkicked takes one target and costs {X}{R}{R}', () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Comet Storm'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castWith(before, [cast('comet-storm'), chooseCosts(null), announceX(1), targets([BOB])]);
    expect(lockedMana(actor)).toBe('{1}{R}{R}');
  });

  it('118.8: Everflowing Chalice kicked twice costs {4}; not kicked, {0}', () => {
    const kick = getCard(BUILT_IN_CARDS, 'Everflowing Chalice').optionalCosts[0]!.name;
    const before = gameOf({ players: [{ id: ALICE, hand: ['Everflowing Chalice'], manaPool: ['C', 'C', 'C', 'C'] }, { id: BOB }], turn: ALICE_MAIN });
    const twice = castWith(before, [cast('everflowing-chalice'), chooseCosts(null, { [kick]: 2 })]);
    expect(lockedMana(twice)).toBe('{4}');
    accept(twice, pay());
    expect(outcome(twice)).toBe('cast');
    expect(spell(ctx(twice).game, 'everflowing-chalice').choices.optional).toEqual({ [kick]: 2 });
    expect(lockedMana(castWith(before, [cast('everflowing-chalice'), chooseCosts(null)]))).toBe('{0}');
  });
});

describe('118.8: buyback and entwine', () => {
  it('118.8: Capsize with buyback costs {4}{U}{U}; without, {1}{U}{U}; buyback is paid at most once', () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Capsize'] }, { id: BOB }], battlefield: [{ card: 'Propaganda', controller: BOB }], stack: [], turn: ALICE_MAIN });
    const bought = castWith(before, [cast('capsize'), chooseCosts(null, { buyback: 1 }), targets(['propaganda'])]);
    expect(lockedMana(bought)).toBe('{4}{U}{U}');
    expect(lockedMana(castWith(before, [cast('capsize'), chooseCosts(null), targets(['propaganda'])]))).toBe('{1}{U}{U}');
    expect(refuse(castWith(before, [cast('capsize')]), chooseCosts(null, { buyback: 2 }))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
  });

  it('118.8: Tooth and Nail entwined costs {7}{G}{G}; entwine is paid at most once', () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Tooth and Nail'] }, { id: BOB }], turn: ALICE_MAIN });
    const bothModes: CastEventInput = { type: 'CHOOSE_MODES', player: ALICE, modes: [0, 1] };
    const oneMode: CastEventInput = { type: 'CHOOSE_MODES', player: ALICE, modes: [1] };
    expect(lockedMana(castWith(before, [cast('tooth-and-nail'), bothModes, chooseCosts(null, { entwine: 1 })]))).toBe('{7}{G}{G}');
    expect(lockedMana(castWith(before, [cast('tooth-and-nail'), oneMode, chooseCosts(null)]))).toBe('{5}{G}{G}');
    expect(refuse(castWith(before, [cast('tooth-and-nail'), bothModes]), chooseCosts(null, { entwine: 2 }))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    // CR 702.42: both modes need the entwine cost, and entwine means both modes.
    expect(refuse(castWith(before, [cast('tooth-and-nail'), bothModes]), chooseCosts(null))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(castWith(before, [cast('tooth-and-nail'), oneMode]), chooseCosts(null, { entwine: 1 }))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
  });
});

describe("118.8: mandatory additional costs: sacrifices (Altar's Reap, Natural Order)", () => {
  it("118.8: Altar's Reap sacrifices a creature; a land won't do; with no creature it can't be paid", () => {
    const before = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: BOB }],
      battlefield: [{ card: 'Swamp', controller: ALICE }, { card: 'Grizzly Bears', controller: ALICE }, { card: 'Hill Giant', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castWith(before, [cast('altar-s-reap')]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{1}{B}', life: 0, actions: ['sacrifice a creature'] });
    accept(actor, pay({ sacrifice: ['grizzly-bears'] }));
    expect(outcome(actor)).toBe('cast');
    expectReversed(castWith(before, [cast('altar-s-reap'), pay({ sacrifice: ['swamp'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(castWith(before, [cast('altar-s-reap'), pay({ sacrifice: ['hill-giant'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    const noCreature = gameOf({ players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: BOB }], battlefield: [{ card: 'Swamp', controller: ALICE }], turn: ALICE_MAIN });
    expectReversed(castWith(noCreature, [cast('altar-s-reap'), pay()]), noCreature, 'UNPAYABLE_COST');
  });

  it("601.2h: PAY naming two sacrifices for Altar's Reap's one, or an unknown permanent, is refused BAD_PAYLOAD", () => {
    const before = gameOf({
      players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, { card: 'Llanowar Elves', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castWith(before, [cast('altar-s-reap'), { type: 'ACTIVATE_MANA', player: ALICE, source: 'llanowar-elves' }]);
    const waiting = ctx(actor).game;
    expect(refuse(actor, pay({ mana: ['mana-1', 'mana-2'], sacrifice: ['grizzly-bears', 'llanowar-elves'] }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    expect(refuse(actor, pay({ mana: ['mana-1', 'mana-2'], sacrifice: ['serra-angel'] }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    expect(where(actor)).toBe('casting.activatingMana');
    expect(ctx(actor).game).toBe(waiting);
    accept(actor, pay({ mana: ['mana-1', 'mana-2'], sacrifice: ['llanowar-elves'] }));
    expect(outcome(actor)).toBe('cast');
  });

  it('118.8: Natural Order sacrifices a green creature only', () => {
    const before = gameOf({
      players: [{ id: ALICE, hand: ['Natural Order'], manaPool: ['G', 'G', 'G', 'G'] }, { id: BOB }],
      battlefield: [{ card: 'Hill Giant', controller: ALICE }, { card: 'Llanowar Elves', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castWith(before, [cast('natural-order')]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{2}{G}{G}', life: 0, actions: ['sacrifice a green creature'] });
    accept(actor, pay({ sacrifice: ['llanowar-elves'] }));
    expect(outcome(actor)).toBe('cast');
    expectReversed(castWith(before, [cast('natural-order'), pay({ sacrifice: ['hill-giant'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    const onlyRed = gameOf({
      players: [{ id: ALICE, hand: ['Natural Order'], manaPool: ['G', 'G', 'G', 'G'] }, { id: BOB }],
      battlefield: [{ card: 'Hill Giant', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    expectReversed(castWith(onlyRed, [cast('natural-order'), pay()]), onlyRed, 'UNPAYABLE_COST');
  });
});
