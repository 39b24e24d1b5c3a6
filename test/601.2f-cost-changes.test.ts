/**
 * CR 601.2f: the total cost = the mana cost or alternative cost, plus additional costs,
 * plus increases, minus reductions in the player's order (ORDER_REDUCTIONS), never below
 * {0} and never touching what a reduction doesn't print; then effects that set the total
 * (Trinisphere); then it is locked. Also the spell's own changes: Fireball, strive,
 * affinity; and 601.2b's X limits (Ertai's Meddling).
 */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, locked, lockedMana, outcome, permanent, player, refuse, where } from './cast-helpers.js';
import { BOBS_SHOCK, announceX, cast, castWith, chooseCosts, costCards, expectReversed, pay, targets } from './cost-fixtures.js';
import type { CastEventInput } from '../src/events/schema.js';

type Permanents = { card: string; controller: string; tapped?: boolean; id?: string }[];

/** Locks the cost of `card` cast by Alice over `battlefield`, sending `events` after CAST. */
function lockFor(card: string, battlefield: Permanents, events: CastEventInput[] = [], alice: object = {}) {
  const game = gameOf({ players: [{ id: ALICE, hand: [card], ...alice }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never, costCards);
  const id = game.players[0]!.hand[0]!.id;
  return castWith(game, [cast(id), ...events]);
}

const mine = (...cards: string[]): Permanents => cards.map((card) => ({ card, controller: ALICE }));
const bobs = (...cards: string[]): Permanents => cards.map((card) => ({ card, controller: BOB }));
const applied = (actor: ReturnType<typeof lockFor>) => locked(actor).changes.map((c) => [c.card, c.change, c.applied]);

describe('601.2f: generic reductions (Helm of Awakening, Thunderscape Familiar, Goblin Electromancer)', () => {
  it('601.2f: Helm of Awakening reduces every spell by {1}, never below {0}: Memnite under two Helms costs {0}', () => {
    const memnite = lockFor('Memnite', [...bobs('Helm of Awakening'), ...mine('Helm of Awakening')]);
    expect(lockedMana(memnite)).toBe('{0}');
    expect(applied(memnite)).toEqual([['Helm of Awakening', 'reduce', 0], ['Helm of Awakening', 'reduce', 0]]);
    expect(lockedMana(lockFor('Grizzly Bears', bobs('Helm of Awakening', 'Helm of Awakening')))).toBe('{G}');
    expect(lockedMana(lockFor('Hill Giant', bobs('Helm of Awakening', 'Helm of Awakening')))).toBe('{1}{R}');
  });

  it("601.2f, 107.4h: a generic reduction never touches {S} or coloured mana: Icehide Golem stays {S}, Lightning Bolt stays {R}", () => {
    const golem = lockFor('Icehide Golem', [...bobs('Helm of Awakening'), ...mine('Thunderscape Familiar')]);
    expect(lockedMana(golem)).toBe('{S}');
    expect(locked(golem).mana).toMatchObject({ generic: 0, S: 1 });
    expect(lockedMana(lockFor('Lightning Bolt', [...bobs('Helm of Awakening'), ...mine('Goblin Electromancer')], [targets([BOB])]))).toBe('{R}');
  });

  it("601.2f: Thunderscape Familiar reduces its controller's black and green spells only", () => {
    expect(lockedMana(lockFor('Natural Order', [...mine('Thunderscape Familiar'), ...bobs('Helm of Awakening')]))).toBe('{G}{G}');
    expect(lockedMana(lockFor("Altar's Reap", mine('Thunderscape Familiar')))).toBe('{B}');
    expect(lockedMana(lockFor('Hill Giant', mine('Thunderscape Familiar')))).toBe('{3}{R}');
    expect(lockedMana(lockFor('Grizzly Bears', bobs('Thunderscape Familiar')))).toBe('{1}{G}');
  });

  it("601.2f: Goblin Electromancer reduces its controller's instants and sorceries by {1}", () => {
    expect(lockedMana(lockFor('Divination', mine('Goblin Electromancer')))).toBe('{1}{U}');
    expect(lockedMana(lockFor('Fireball', mine('Goblin Electromancer'), [announceX(2), targets([BOB])]))).toBe('{1}{R}');
    expect(lockedMana(lockFor('Grizzly Bears', mine('Goblin Electromancer')))).toBe('{1}{G}');
    expect(lockedMana(lockFor('Divination', bobs('Goblin Electromancer')))).toBe('{2}{U}');
  });
});

describe('702.41: affinity for artifacts (Frogmite, Broodstar)', () => {
  it("702.41: Frogmite costs {1} less for each artifact its caster controls, down to {0}; opponents' artifacts don't count", () => {
    expect(lockedMana(lockFor('Frogmite', mine('Sol Ring', 'Memnite', 'Ornithopter', 'Seat of the Synod')))).toBe('{0}');
    expect(lockedMana(lockFor('Frogmite', [...mine('Sol Ring', 'Memnite'), ...bobs('Ornithopter', 'Seat of the Synod')]))).toBe('{2}');
    expect(lockedMana(lockFor('Frogmite', [...mine('Sol Ring', 'Memnite', 'Ornithopter', 'Seat of the Synod', 'Helm of Awakening', 'Sphere of Resistance')]))).toBe('{0}');
    const paid = lockFor('Frogmite', mine('Memnite', 'Ornithopter', 'Sol Ring', 'Seat of the Synod'), [pay()]);
    expect(outcome(paid)).toBe('cast');
  });

  it('702.41: Broodstar never costs less than {U}{U}: {8}{U}{U} with ten artifacts costs {U}{U}', () => {
    const ten = mine('Sol Ring', 'Sol Ring', 'Memnite', 'Memnite', 'Ornithopter', 'Ornithopter', 'Seat of the Synod', 'Seat of the Synod', 'Frogmite', 'Icehide Golem');
    const actor = lockFor('Broodstar', ten);
    expect(lockedMana(actor)).toBe('{U}{U}');
    expect(applied(actor)).toEqual([['Broodstar', 'reduce', 8]]);
    const withHelm = lockFor('Broodstar', [...ten, ...mine('Helm of Awakening')]);
    expect(lockedMana(withHelm)).toBe('{U}{U}');
    expect(applied(withHelm)).toEqual([['Helm of Awakening', 'reduce', 1], ['Broodstar', 'reduce', 7]]);
    expect(lockedMana(lockFor('Broodstar', mine('Sol Ring', 'Memnite', 'Ornithopter')))).toBe('{5}{U}{U}');
  });
});

describe('601.2f: coloured reductions (Edgewalker)', () => {
  it('601.2f: Edgewalker takes {B} off Cabal Archon: {2}{B} costs {2}; it reduces only coloured mana', () => {
    const actor = lockFor('Cabal Archon', mine('Edgewalker'));
    expect(lockedMana(actor)).toBe('{2}');
    expect(applied(actor)).toEqual([['Edgewalker', 'reduce', 1]]);
    expect(lockedMana(lockFor('Edgewalker', mine('Edgewalker')))).toBe('{1}');
  });

  it("601.2f: Edgewalker reduces only Clerics, and only its controller's", () => {
    expect(lockedMana(lockFor('Grizzly Bears', mine('Edgewalker')))).toBe('{1}{G}');
    expect(lockedMana(lockFor('Cabal Archon', bobs('Edgewalker')))).toBe('{2}{B}');
  });
});

describe('601.2f: increases and Trinisphere', () => {
  it('601.2f: Thalia and Sphere of Resistance each add {1}: Fireball with X 0 and one target costs {2}{R}; a creature only pays for Sphere', () => {
    const fireball = lockFor('Fireball', bobs('Thalia, Guardian of Thraben', 'Sphere of Resistance'), [announceX(0), targets([BOB])]);
    expect(lockedMana(fireball)).toBe('{2}{R}');
    expect(applied(fireball)).toEqual([['Thalia, Guardian of Thraben', 'increase', 1], ['Sphere of Resistance', 'increase', 1]]);
    expect(lockedMana(lockFor('Hill Giant', bobs('Thalia, Guardian of Thraben', 'Sphere of Resistance')))).toBe('{4}{R}');
  });

  it('601.2f: under an untapped Trinisphere a {R} spell costs {2}{R}; a spell of three or more mana is unchanged', () => {
    const bolt = lockFor('Lightning Bolt', bobs('Trinisphere'), [targets([BOB])]);
    expect(lockedMana(bolt)).toBe('{2}{R}');
    expect(applied(bolt)).toEqual([['Trinisphere', 'minimum', 2]]);
    expect(lockedMana(lockFor('Hill Giant', bobs('Trinisphere')))).toBe('{3}{R}');
  });

  it('601.2f: a tapped Trinisphere does nothing', () => {
    const bolt = lockFor('Lightning Bolt', [{ card: 'Trinisphere', controller: BOB, tapped: true }], [targets([BOB])]);
    expect(lockedMana(bolt)).toBe('{R}');
    expect(locked(bolt).changes).toEqual([]);
  });

  it('601.2f: Trinisphere applies after reductions: Memnite under Helm of Awakening and Trinisphere costs {3}', () => {
    const memnite = lockFor('Memnite', bobs('Helm of Awakening', 'Trinisphere'));
    expect(lockedMana(memnite)).toBe('{3}');
    expect(applied(memnite)).toEqual([['Helm of Awakening', 'reduce', 0], ['Trinisphere', 'minimum', 3]]);
    expect(lockedMana(lockFor('Smash to Smithereens', [...bobs('Trinisphere', 'Sol Ring'), ...mine('Goblin Electromancer')], [targets(['sol-ring'])]))).toBe('{2}{R}');
  });

  it('118.9, 601.2f: Trinisphere applies to a spell cast without paying its mana cost: Lightning Bolt under Omniscience costs {3}', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }], battlefield: [...mine('Omniscience'), ...bobs('Trinisphere')], turn: ALICE_MAIN });
    const actor = castWith(game, [cast('lightning-bolt'), chooseCosts('without paying its mana cost'), targets([BOB])]);
    expect(lockedMana(actor)).toBe('{3}');
    expect(applied(actor)).toEqual([['Trinisphere', 'minimum', 3]]);
  });

  it("118.9, 601.2f: Trinisphere applies to an alternative cost too: Force of Will's costs {3}, 1 life and a blue card", () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Force of Will', 'Opt'] }, { id: BOB }], battlefield: bobs('Trinisphere'), stack: [BOBS_SHOCK], turn: ALICE_MAIN });
    const actor = castWith(game, [cast('force-of-will'), chooseCosts('Force of Will'), targets(['shock'])]);
    expect(lockedMana(actor)).toBe('{3}');
    expect(locked(actor).life).toBe(1);
  });
});

describe('601.2f: ORDER_REDUCTIONS — the player orders the reductions', () => {
  const smash = () =>
    gameOf({ players: [{ id: ALICE, hand: ['Smash to Smithereens'] }, { id: BOB }], battlefield: [...bobs('Helm of Awakening', 'Sol Ring', 'Goblin Electromancer'), ...mine('Goblin Electromancer', 'Sphere of Resistance')], turn: ALICE_MAIN });
  const reductions = (actor: ReturnType<typeof lockFor>) => locked(actor).changes.filter((c) => c.change === 'reduce').map((c) => [c.source, c.applied]);

  it('601.2f: without an order, reductions apply in timestamp order', () => {
    const actor = castWith(smash(), [cast('smash-to-smithereens'), targets(['sol-ring'])]);
    expect(lockedMana(actor)).toBe('{R}');
    expect(reductions(actor)).toEqual([['helm-of-awakening', 1], ['goblin-electromancer-2', 1]]);
  });

  it('601.2f: ORDER_REDUCTIONS at 601.2c is accepted, waits in the step, and the order shows in the locked changes', () => {
    const actor = castWith(smash(), [cast('smash-to-smithereens')]);
    expect(where(actor)).toBe('casting.targeting');
    accept(actor, { type: 'ORDER_REDUCTIONS', player: ALICE, order: ['goblin-electromancer-2', 'helm-of-awakening'] });
    expect(where(actor)).toBe('casting.targeting');
    expect(ctx(actor).reductionOrder).toEqual(['goblin-electromancer-2', 'helm-of-awakening']);
    accept(actor, targets(['sol-ring']));
    expect(lockedMana(actor)).toBe('{R}');
    expect(reductions(actor)).toEqual([['goblin-electromancer-2', 1], ['helm-of-awakening', 1]]);
    expect(locked(actor).changes.map((c) => c.card)).toEqual(['Sphere of Resistance', 'Goblin Electromancer', 'Helm of Awakening']);
  });

  it('601.2f: when a reduction finds nothing left to take, the order decides which one applied', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Fireball'] }, { id: BOB }], battlefield: [...bobs('Helm of Awakening'), ...mine('Goblin Electromancer')], turn: ALICE_MAIN });
    const timestamp = castWith(game, [cast('fireball'), announceX(1), targets([BOB])]);
    expect(reductions(timestamp)).toEqual([['helm-of-awakening', 1], ['goblin-electromancer', 0]]);
    const ordered = castWith(game, [cast('fireball')]);
    expect(where(ordered)).toBe('casting.announcing.x');
    accept(ordered, { type: 'ORDER_REDUCTIONS', player: ALICE, order: ['goblin-electromancer'] });
    expect(where(ordered)).toBe('casting.announcing.x');
    accept(ordered, announceX(1));
    accept(ordered, targets([BOB]));
    expect(lockedMana(ordered)).toBe('{R}');
    expect(reductions(ordered)).toEqual([['goblin-electromancer', 1], ['helm-of-awakening', 0]]);
  });

  it('601.2f: ORDER_REDUCTIONS is accepted at the 601.2b costs step too, and a later order replaces an earlier one', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Burst Lightning'] }, { id: BOB }], battlefield: [...bobs('Helm of Awakening'), ...mine('Goblin Electromancer')], turn: ALICE_MAIN });
    const actor = castWith(game, [cast('burst-lightning')]);
    expect(where(actor)).toBe('casting.announcing.costs');
    accept(actor, { type: 'ORDER_REDUCTIONS', player: ALICE, order: ['helm-of-awakening'] });
    accept(actor, { type: 'ORDER_REDUCTIONS', player: ALICE, order: ['goblin-electromancer', 'helm-of-awakening'] });
    expect(where(actor)).toBe('casting.announcing.costs');
    accept(actor, chooseCosts(null, { kicker: 1 }));
    accept(actor, targets([BOB]));
    expect(lockedMana(actor)).toBe('{2}{R}');
    expect(reductions(actor)).toEqual([['goblin-electromancer', 1], ['helm-of-awakening', 1]]);
  });

  it("601.2f: ORDER_REDUCTIONS naming a permanent that is not a reducer for this spell is refused BAD_PAYLOAD, and so is naming one twice", () => {
    const actor = castWith(smash(), [cast('smash-to-smithereens')]);
    const before = ctx(actor).game;
    for (const stray of ['sphere-of-resistance', 'goblin-electromancer', 'sol-ring', 'no-such-permanent']) {
      expect(refuse(actor, { type: 'ORDER_REDUCTIONS', player: ALICE, order: [stray] })).toMatchObject({ rule: '601.2f', code: 'BAD_PAYLOAD' });
    }
    expect(refuse(actor, { type: 'ORDER_REDUCTIONS', player: ALICE, order: ['helm-of-awakening', 'helm-of-awakening'] })).toMatchObject({ rule: '601.2f', code: 'BAD_PAYLOAD' });
    expect(ctx(actor).reductionOrder).toEqual([]);
    expect(ctx(actor).game).toBe(before);
    expect(where(actor)).toBe('casting.targeting');
  });

  it('601.2f: once the total cost is locked, ORDER_REDUCTIONS is not expected', () => {
    const actor = castWith(smash(), [cast('smash-to-smithereens'), targets(['sol-ring'])]);
    expect(where(actor)).toBe('casting.activatingMana');
    expect(refuse(actor, { type: 'ORDER_REDUCTIONS', player: ALICE, order: ['helm-of-awakening'] }).code).toBe('EVENT_NOT_EXPECTED');
  });

  it('601.6: only the caster orders the reductions', () => {
    const actor = castWith(smash(), [cast('smash-to-smithereens')]);
    expect(refuse(actor, { type: 'ORDER_REDUCTIONS', player: BOB, order: ['helm-of-awakening'] })).toMatchObject({ rule: '601.6', code: 'WRONG_PLAYER' });
  });
});

describe("601.2f: the spell's own cost changes (Fireball, strive) and X (Ertai's Meddling)", () => {
  it('601.2f: Fireball costs {1} more for each target beyond the first; zero targets are allowed', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Fireball'] }, { id: BOB }], battlefield: bobs('Grizzly Bears'), turn: ALICE_MAIN });
    expect(lockedMana(castWith(game, [cast('fireball'), announceX(2), targets([BOB, ALICE, 'grizzly-bears'])]))).toBe('{4}{R}');
    expect(lockedMana(castWith(game, [cast('fireball'), announceX(2), targets([BOB])]))).toBe('{2}{R}');
    const none = castWith(game, [cast('fireball'), announceX(2), targets([])]);
    expect(lockedMana(none)).toBe('{2}{R}');
    expect(locked(none).changes).toEqual([]);
  });

  it('601.2f: Consign to Dust strive: {2}{G} more for each target beyond the first; with no target it costs {2}{G}', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Consign to Dust'] }, { id: BOB }], battlefield: bobs('Sol Ring', 'Propaganda', 'Helm of Awakening'), turn: ALICE_MAIN });
    expect(lockedMana(castWith(game, [cast('consign-to-dust'), targets(['sol-ring', 'propaganda'])]))).toBe('{3}{G}{G}');
    const none = castWith(game, [cast('consign-to-dust'), targets([])]);
    expect(lockedMana(none)).toBe('{1}{G}');
    const plain = gameOf({ players: [{ id: ALICE, hand: ['Consign to Dust'] }, { id: BOB }], battlefield: bobs('Sol Ring', 'Propaganda', 'Memnite'), turn: ALICE_MAIN });
    expect(lockedMana(castWith(plain, [cast('consign-to-dust'), targets([])]))).toBe('{2}{G}');
    expect(lockedMana(castWith(plain, [cast('consign-to-dust'), targets(['sol-ring'])]))).toBe('{2}{G}');
    expect(lockedMana(castWith(plain, [cast('consign-to-dust'), targets(['sol-ring', 'propaganda'])]))).toBe('{4}{G}{G}');
    expect(lockedMana(castWith(plain, [cast('consign-to-dust'), targets(['sol-ring', 'propaganda', 'memnite'])]))).toBe('{6}{G}{G}{G}');
  });

  it("601.2b, 107.3: Ertai's Meddling's X can't be 0: ILLEGAL_X, and the step still waits", () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ["Ertai's Meddling"] }, { id: BOB }], stack: [BOBS_SHOCK], turn: ALICE_MAIN });
    const actor = castWith(game, [cast('ertai-s-meddling')]);
    expect(where(actor)).toBe('casting.announcing.x');
    const before = ctx(actor).game;
    expect(refuse(actor, announceX(0))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_X' });
    expect(where(actor)).toBe('casting.announcing.x');
    expect(ctx(actor).game).toBe(before);
    accept(actor, announceX(1));
    accept(actor, targets(['shock']));
    expect(lockedMana(actor)).toBe('{1}{U}');
  });
});

describe('601.2f: the lock holds — a cost changer that leaves or changes during payment changes nothing', () => {
  it("601.2f: Altar's Reap sacrificing the Thunderscape Familiar that reduced it still costs the locked {B}", () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ["Altar's Reap"] }, { id: BOB }], battlefield: mine('Thunderscape Familiar', 'Swamp', 'Swamp'), turn: ALICE_MAIN });
    const actor = castWith(game, [cast('altar-s-reap')]);
    expect(lockedMana(actor)).toBe('{B}');
    accept(actor, pay({ sacrifice: ['thunderscape-familiar'] }));
    expect(outcome(actor)).toBe('cast');
    expect(lockedMana(actor)).toBe('{B}');
    expect(ctx(actor).game.battlefield.filter((p) => p.tapped).map((p) => p.id)).toHaveLength(1);
  });

  it('601.2f: Fling sacrificing the Thalia that increased it still costs the locked {2}{R}', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Fling'], manaPool: ['R', 'R'] }, { id: BOB }], battlefield: mine('Thalia, Guardian of Thraben'), turn: ALICE_MAIN });
    const short = castWith(game, [cast('fling'), targets([BOB])]);
    expect(lockedMana(short)).toBe('{2}{R}');
    accept(short, pay({ sacrifice: ['thalia-guardian-of-thraben'] }));
    expectReversed(short, game, 'UNPAYABLE_COST');
    const enough = gameOf({ players: [{ id: ALICE, hand: ['Fling'], manaPool: ['R', 'R', 'R'] }, { id: BOB }], battlefield: mine('Thalia, Guardian of Thraben'), turn: ALICE_MAIN });
    const paid = castWith(enough, [cast('fling'), targets([BOB]), pay({ sacrifice: ['thalia-guardian-of-thraben'] })]);
    expect(outcome(paid)).toBe('cast');
    expect(player(ctx(paid).game, ALICE).manaPool).toEqual([]);
  });

  it('601.2f: sacrificing Trinisphere as an additional cost still pays the {2}{R} it locked', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Test Scrap Offering'], manaPool: ['R', 'R', 'R'] }, { id: BOB }], battlefield: mine('Trinisphere'), turn: ALICE_MAIN }, costCards);
    const actor = castWith(game, [cast('test-scrap-offering')]);
    expect(lockedMana(actor)).toBe('{2}{R}');
    accept(actor, pay({ sacrifice: ['trinisphere'] }));
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE)).toMatchObject({ manaPool: [], graveyard: [{ id: 'trinisphere' }] });
  });

  it('601.2f: untapping a tapped Trinisphere as an additional cost does not raise the locked {U}', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Test Rewind'], manaPool: ['U'] }, { id: BOB }], battlefield: [{ card: 'Trinisphere', controller: ALICE, tapped: true }], turn: ALICE_MAIN }, costCards);
    const actor = castWith(game, [cast('test-rewind')]);
    expect(lockedMana(actor)).toBe('{U}');
    accept(actor, pay({ untap: ['trinisphere'] }));
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'trinisphere').tapped).toBe(false);
    expect(lockedMana(actor)).toBe('{U}');
  });
});
