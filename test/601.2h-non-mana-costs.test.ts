/**
 * CR 601.2h, 118.3: paying the parts of a cost that aren't mana — discard, exile from the
 * graveyard, tap and untap permanents, sacrifice — with the objects PAY names for each kind,
 * matched to the cost's parts of that kind in order; and Angel of Jubilation's restrictions.
 * A payment that names too many objects or unknown ones is refused as bad input; one that
 * can't pay makes the cast illegal, and the game is exactly as before CAST (CR 733).
 */
import { dispatch } from '../machines/dispatch.js';
import { describe, it, expect } from 'vitest';
import { summarizeCost } from '../src/costs/total-cost.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, locked, outcome, permanent, player, refuse, where } from './cast-helpers.js';
import { BOBS_SHOCK, cast, castWith, chooseCosts, costCards, expectReversed, pay, targets } from './cost-fixtures.js';

type Spec = Parameters<typeof gameOf>[0];
const game = (spec: Spec) => gameOf(spec, costCards);

/** The payment is refused as bad input: the cast still waits at the same step, nothing changed. */
function expectBadPayload(actor: ReturnType<typeof castWith>, payment: Parameters<typeof pay>[0]): void {
  const step = where(actor);
  const before = ctx(actor).game;
  expect(refuse(actor, pay(payment))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
  expect(where(actor)).toBe(step);
  expect(ctx(actor).game).toBe(before);
}

describe('601.2h: discard a card (Test Rummage)', () => {
  const rummage = (hand: string[], graveyard: string[] = []) =>
    game({ players: [{ id: ALICE, hand: ['Test Rummage', ...hand], graveyard, manaPool: ['R'] }, { id: BOB, hand: ['Opt'] }], turn: ALICE_MAIN });
  const begin = [cast('test-rummage'), targets([BOB])];

  it('601.2h: the card named is discarded as the cost is paid', () => {
    const actor = castWith(rummage(['Opt', 'Brainstorm']), begin);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{R}', life: 0, actions: ['discard a card'] });
    accept(actor, pay({ discard: ['opt'] }));
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE)).toMatchObject({ hand: [{ id: 'brainstorm' }], graveyard: [{ id: 'opt', card: 'Opt', owner: ALICE }], manaPool: [] });
    expect(player(ctx(actor).game, BOB).hand).toEqual([{ id: 'opt-2', card: 'Opt', owner: BOB }]);
  });

  it("118.3: with no other card in hand the discard can't be paid; the spell itself, a graveyard card or an opponent's card won't do", () => {
    const empty = rummage([], ['Brainstorm']);
    expectReversed(castWith(empty, [...begin, pay()]), empty, 'UNPAYABLE_COST');
    expectReversed(castWith(empty, [...begin, pay({ discard: ['brainstorm'] })]), empty, 'PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(castWith(empty, [...begin, pay({ discard: ['test-rummage'] })]), empty, 'PAYMENT_DOES_NOT_COVER_COST');
    // CR 400.2: Bob's Opt is hidden from Alice, so it is answered as a card that isn't in the game.
    expect(dispatch(castWith(empty, begin), pay({ discard: ['opt'] }))).toEqual({ rule: '601.2h', code: 'BAD_PAYLOAD', message: 'nothing named "opt" in this game' });
    const withOne = rummage(['Brainstorm']);
    expectReversed(castWith(withOne, [...begin, pay()]), withOne, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('601.2h: BAD_PAYLOAD — two cards named for one discard, or a card that is not in the game', () => {
    const actor = castWith(rummage(['Opt', 'Brainstorm']), begin);
    expectBadPayload(actor, { discard: ['opt', 'brainstorm'] });
    expectBadPayload(actor, { discard: ['black-lotus'] });
    accept(actor, pay({ discard: ['brainstorm'] }));
    expect(outcome(actor)).toBe('cast');
  });
});

describe('601.2h: exile two cards from the graveyard (Test Grave Feast)', () => {
  const feast = (graveyard: string[]) =>
    game({ players: [{ id: ALICE, hand: ['Test Grave Feast'], graveyard, manaPool: ['B'] }, { id: BOB, graveyard: ['Shock'] }], turn: ALICE_MAIN });

  it('601.2h: the two cards named are exiled from the graveyard', () => {
    const actor = castWith(feast(['Opt', 'Lightning Bolt', 'Brainstorm']), [cast('test-grave-feast')]);
    expect(locked(actor).actions).toEqual([{ kind: 'exile', from: 'graveyard', what: {}, count: 2 }]);
    accept(actor, pay({ exile: ['brainstorm', 'opt'] }));
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(player(now, ALICE).graveyard.map((c) => c.id)).toEqual(['lightning-bolt']);
    expect(now.exile.map((c) => c.id).sort()).toEqual(['brainstorm', 'opt']);
  });

  it("118.3: with one card in the graveyard it can't be paid; naming one of two, or an opponent's card, doesn't cover it", () => {
    const one = feast(['Opt']);
    expectReversed(castWith(one, [cast('test-grave-feast'), pay({ exile: ['opt'] })]), one, 'UNPAYABLE_COST');
    const two = feast(['Opt', 'Brainstorm']);
    expectReversed(castWith(two, [cast('test-grave-feast'), pay({ exile: ['opt'] })]), two, 'PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(castWith(two, [cast('test-grave-feast'), pay({ exile: ['opt', 'shock'] })]), two, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('601.2h: BAD_PAYLOAD — three cards named for two, the same card twice, or a card that is not in the game', () => {
    const actor = castWith(feast(['Opt', 'Lightning Bolt', 'Brainstorm']), [cast('test-grave-feast')]);
    expectBadPayload(actor, { exile: ['opt', 'lightning-bolt', 'brainstorm'] });
    expectBadPayload(actor, { exile: ['opt', 'opt'] });
    expectBadPayload(actor, { exile: ['opt', 'ancestral-recall'] });
  });
});

describe('601.2h: tap an untapped creature you control (Test Muster)', () => {
  const muster = (battlefield: object[]) =>
    game({ players: [{ id: ALICE, hand: ['Test Muster'] }, { id: BOB }], battlefield: [{ card: 'Plains', controller: ALICE }, ...battlefield], turn: ALICE_MAIN } as Spec);

  it('601.2h: the creature named is tapped; a summoning-sick creature may be tapped for a cost that is not its own {T}', () => {
    const before = muster([{ card: 'Grizzly Bears', controller: ALICE, summoningSick: true }]);
    const actor = castWith(before, [cast('test-muster')]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{W}', life: 0, actions: ['tap a creature'] });
    accept(actor, pay({ tap: ['grizzly-bears'] }));
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'grizzly-bears').tapped).toBe(true);
    expect(permanent(ctx(actor).game, 'plains').tapped).toBe(true);
  });

  it("118.3: a tapped creature, an opponent's creature or a land can't be tapped for it; with none untapped it can't be paid", () => {
    const before = muster([
      { card: 'Grizzly Bears', controller: ALICE, tapped: true },
      { card: 'Hill Giant', controller: BOB },
      { card: 'Forest', controller: ALICE },
    ]);
    expectReversed(castWith(before, [cast('test-muster'), pay()]), before, 'UNPAYABLE_COST');
    for (const wrong of ['grizzly-bears', 'hill-giant', 'forest']) {
      expectReversed(castWith(before, [cast('test-muster'), pay({ tap: [wrong] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    }
    const untapped = muster([{ card: 'Grizzly Bears', controller: ALICE }, { card: 'Hill Giant', controller: BOB }]);
    expectReversed(castWith(untapped, [cast('test-muster'), pay({ tap: ['hill-giant'] })]), untapped, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('601.2h: BAD_PAYLOAD — two creatures named for one, or one that is not in the game', () => {
    const actor = castWith(muster([{ card: 'Grizzly Bears', controller: ALICE }, { card: 'Hill Giant', controller: ALICE }]), [cast('test-muster')]);
    expectBadPayload(actor, { tap: ['grizzly-bears', 'hill-giant'] });
    expectBadPayload(actor, { tap: ['serra-angel'] });
  });

  it('601.2g, 601.2h: PAY auto leaves the creature named for the tap cost alone: Plains pays {W}, Birds of Paradise is tapped for the cost', () => {
    const before = muster([{ card: 'Birds of Paradise', controller: ALICE }]);
    const actor = castWith(before, [cast('test-muster'), pay({ mana: 'auto', tap: ['birds-of-paradise'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'plains').tapped).toBe(true);
    expect(permanent(ctx(actor).game, 'birds-of-paradise').tapped).toBe(true);
  });
});

describe('601.2h: untap a tapped artifact you control (Test Rewind)', () => {
  const rewind = (battlefield: object[]) =>
    game({ players: [{ id: ALICE, hand: ['Test Rewind'], manaPool: ['U'] }, { id: BOB }], battlefield, turn: ALICE_MAIN } as Spec);

  it('601.2h: the tapped artifact named is untapped', () => {
    const actor = castWith(rewind([{ card: 'Sol Ring', controller: ALICE, tapped: true }]), [cast('test-rewind')]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{U}', life: 0, actions: ['untap an artifact'] });
    accept(actor, pay({ untap: ['sol-ring'] }));
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'sol-ring').tapped).toBe(false);
  });

  it("118.3: an untapped artifact, an opponent's artifact or a tapped creature won't do; with none it can't be paid", () => {
    const before = rewind([
      { card: 'Sol Ring', controller: ALICE },
      { card: 'Sol Ring', controller: BOB, tapped: true },
      { card: 'Grizzly Bears', controller: ALICE, tapped: true },
    ]);
    expectReversed(castWith(before, [cast('test-rewind'), pay()]), before, 'UNPAYABLE_COST');
    for (const wrong of ['sol-ring', 'sol-ring-2', 'grizzly-bears']) {
      expectReversed(castWith(before, [cast('test-rewind'), pay({ untap: [wrong] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    }
  });

  it('601.2h: BAD_PAYLOAD — two artifacts named for one, or one that is not in the game', () => {
    const actor = castWith(rewind([{ card: 'Sol Ring', controller: ALICE, tapped: true }, { card: 'Memnite', controller: ALICE, tapped: true }]), [cast('test-rewind')]);
    expectBadPayload(actor, { untap: ['sol-ring', 'memnite'] });
    expectBadPayload(actor, { untap: ['mox-sapphire'] });
    expectBadPayload(actor, { sacrifice: ['memnite'] });
  });
});

describe("601.2h: Angel of Jubilation — players can't pay life or sacrifice creatures to cast spells", () => {
  const angel = { card: 'Angel of Jubilation', controller: BOB };

  it("601.2h: no creature may be sacrificed: Altar's Reap, Natural Order and Cabal Therapy's flashback can't be paid", () => {
    const reap = game({ players: [{ id: ALICE, hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: BOB }], battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, angel], turn: ALICE_MAIN });
    const reapActor = castWith(reap, [cast('altar-s-reap'), pay({ sacrifice: ['grizzly-bears'] })]);
    expectReversed(reapActor, reap, 'PAYMENT_DOES_NOT_COVER_COST');
    expect(ctx(reapActor).refusal?.message).toContain('Angel of Jubilation');
    expectReversed(castWith(reap, [cast('altar-s-reap'), pay()]), reap, 'UNPAYABLE_COST');
    const order = game({ players: [{ id: ALICE, hand: ['Natural Order'], manaPool: ['G', 'G', 'G', 'G'] }, { id: BOB }], battlefield: [{ card: 'Llanowar Elves', controller: ALICE }, angel], turn: ALICE_MAIN });
    expectReversed(castWith(order, [cast('natural-order'), pay({ sacrifice: ['llanowar-elves'] })]), order, 'PAYMENT_DOES_NOT_COVER_COST');
    const therapy = game({ players: [{ id: ALICE, graveyard: ['Cabal Therapy'] }, { id: BOB }], battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, angel], turn: ALICE_MAIN });
    expectReversed(castWith(therapy, [cast('cabal-therapy'), targets([BOB]), pay()]), therapy, 'UNPAYABLE_COST');
  });

  it('601.2h: no life may be paid: Gitaxian Probe with its Phyrexian symbol paid by life is reversed; paid by mana it is cast', () => {
    const probe = game({ players: [{ id: ALICE, hand: ['Gitaxian Probe'], manaPool: ['U'] }, { id: BOB }], battlefield: [angel], turn: ALICE_MAIN });
    const life = castWith(probe, [cast('gitaxian-probe'), { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] }, targets([BOB]), pay()]);
    expectReversed(life, probe, 'UNPAYABLE_COST');
    expect(ctx(life).refusal?.message).toContain('Angel of Jubilation');
    const mana = castWith(probe, [cast('gitaxian-probe'), { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['mana'] }, targets([BOB]), pay()]);
    expect(outcome(mana)).toBe('cast');
  });

  it("601.2h: sacrifices that aren't creatures are still fine: Falling Timber's kicker sacrifices a land; an artifact, but not an artifact creature", () => {
    const timber = game({
      players: [{ id: ALICE, hand: ['Falling Timber'], manaPool: ['G', 'G', 'G'] }, { id: BOB }],
      battlefield: [{ card: 'Forest', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }, { card: 'Hill Giant', controller: BOB }, angel],
      turn: ALICE_MAIN,
    });
    const actor = castWith(timber, [cast('falling-timber'), chooseCosts(null, { kicker: 1 }), targets(['grizzly-bears'], ['hill-giant']), pay({ sacrifice: ['forest'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['forest']);
    const scrap = game({
      players: [{ id: ALICE, hand: ['Test Scrap Offering', 'Test Scrap Offering'], manaPool: ['R'] }, { id: BOB }],
      battlefield: [{ card: 'Sol Ring', controller: ALICE }, { card: 'Memnite', controller: ALICE }, angel],
      turn: ALICE_MAIN,
    });
    expect(outcome(castWith(scrap, [cast('test-scrap-offering'), pay({ sacrifice: ['sol-ring'] })]))).toBe('cast');
    expectReversed(castWith(scrap, [cast('test-scrap-offering-2'), pay({ sacrifice: ['memnite'] })]), scrap, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('601.2h: Force of Will under Angel of Jubilation may still be cast for its mana cost', () => {
    const fow = game({
      players: [{ id: ALICE, hand: ['Force of Will', 'Opt'] }, { id: BOB }],
      battlefield: [...['Island', 'Island', 'Island', 'Island', 'Island'].map((card) => ({ card, controller: ALICE })), { card: 'Angel of Jubilation', controller: ALICE }],
      stack: [BOBS_SHOCK],
      turn: ALICE_MAIN,
    });
    const actor = castWith(fow, [cast('force-of-will'), chooseCosts(null), targets(['shock']), pay()]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).life).toBe(20);
  });
});

describe('601.2h: one payment with several kinds of action, each matched in order', () => {
  it('601.2h: a cost with a discard and a sacrifice takes each from its own list; swapping the lists does not pay', () => {
    const before = game({ players: [{ id: ALICE, hand: ['Test Double Toll', 'Opt'], manaPool: ['B'] }, { id: BOB }], battlefield: [{ card: 'Grizzly Bears', controller: ALICE }], turn: ALICE_MAIN });
    const swapped = castWith(before, [cast('test-double-toll'), pay({ discard: ['grizzly-bears'], sacrifice: ['opt'] })]);
    expectReversed(swapped, before, 'PAYMENT_DOES_NOT_COVER_COST');
    const actor = castWith(before, [cast('test-double-toll')]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{B}', life: 0, actions: ['discard a card', 'sacrifice a creature'] });
    accept(actor, pay({ discard: ['opt'], sacrifice: ['grizzly-bears'] }));
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['opt', 'grizzly-bears']);
  });
});
