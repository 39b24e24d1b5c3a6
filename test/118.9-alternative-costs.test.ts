/**
 * CR 118.9, 601.2b: alternative costs — at most one, always optional, chosen at 601.2b with
 * CHOOSE_COSTS (Force of Will, Daze, evoke, Omniscience's "without paying its mana cost"),
 * or fixed as the cast begins (flashback from a graveyard, CR 702.34).
 */
import { describe, it, expect } from 'vitest';
import { summarizeCost } from '../src/costs/total-cost.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, locked, lockedMana, outcome, permanent, player, refuse, ruleNow, spell, where } from './cast-helpers.js';
import { BOBS_SHOCK, cast, castWith, chooseCosts, costCards, expectProhibited, expectReversed, pay, targets, announceX } from './cost-fixtures.js';

const OMNISCIENCE = 'without paying its mana cost';

describe('118.9: Force of Will', () => {
  const game = (alice: object = {}, battlefield: object[] = []) =>
    gameOf({ players: [{ id: ALICE, hand: ['Force of Will', 'Counterspell'], ...alice }, { id: BOB }], battlefield, stack: [BOBS_SHOCK], turn: ALICE_MAIN } as never, costCards);

  it('601.2b: Force of Will asks for its costs first; its alternative is 1 life and a blue card exiled from the hand, no mana', () => {
    const before = game();
    const actor = castWith(before, [cast('force-of-will')]);
    expect(where(actor)).toBe('casting.announcing.costs');
    expect(ruleNow(actor)).toBe('601.2b');
    accept(actor, chooseCosts('Force of Will'));
    expect(where(actor)).toBe('casting.targeting');
    accept(actor, targets(['shock']));
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{0}', life: 1, actions: ['exile a blue card from your hand'] });
    expect(where(actor)).toBe('casting.paying');
    accept(actor, pay({ exile: ['counterspell'] }));
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(player(now, ALICE)).toMatchObject({ life: 19, hand: [] });
    expect(now.exile.map((c) => c.id)).toEqual(['counterspell']);
    expect(now.stack.map((s) => s.id)).toEqual(['shock', 'force-of-will']);
    expect(spell(now, 'force-of-will').choices.alternative).toBe('Force of Will');
  });

  it('118.9: the alternative is optional: Force of Will cast for its mana cost (null) costs {3}{U}{U}', () => {
    const before = game({}, ['Island', 'Island', 'Island', 'Island', 'Island'].map((card) => ({ card, controller: ALICE })));
    const actor = castWith(before, [cast('force-of-will'), chooseCosts(null), targets(['shock'])]);
    expect(lockedMana(actor)).toBe('{3}{U}{U}');
    expect(locked(actor)).toMatchObject({ life: 0, actions: [] });
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE)).toMatchObject({ life: 20, hand: [{ id: 'counterspell' }] });
  });

  it("118.9, 119.4: Force of Will's alternative can't be paid at 0 life: the cast is reversed", () => {
    const before = game({ life: 0 });
    const actor = castWith(before, [cast('force-of-will'), chooseCosts('Force of Will'), targets(['shock']), pay({ exile: ['counterspell'] })]);
    expectReversed(actor, before, 'UNPAYABLE_COST');
  });

  it("118.9: Force of Will's alternative needs another blue card in hand (it is on the stack itself): with none it can't be paid", () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Force of Will', 'Lightning Bolt'] }, { id: BOB }], stack: [BOBS_SHOCK], turn: ALICE_MAIN }, costCards);
    const none = castWith(before, [cast('force-of-will'), chooseCosts('Force of Will'), targets(['shock']), pay()]);
    expectReversed(none, before, 'UNPAYABLE_COST');
    const red = castWith(before, [cast('force-of-will'), chooseCosts('Force of Will'), targets(['shock']), pay({ exile: ['lightning-bolt'] })]);
    expectReversed(red, before, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it("118.9: under Angel of Jubilation the life part of Force of Will's alternative is unpayable", () => {
    const before = game({}, [{ card: 'Angel of Jubilation', controller: BOB }]);
    const actor = castWith(before, [cast('force-of-will'), chooseCosts('Force of Will'), targets(['shock']), pay({ exile: ['counterspell'] })]);
    expectReversed(actor, before, 'UNPAYABLE_COST');
    expect(ctx(actor).refusal?.message).toContain('Angel of Jubilation');
  });

  it("601.2b: CHOOSE_COSTS naming an alternative Force of Will doesn't have is refused ILLEGAL_ANNOUNCEMENT; the step still waits", () => {
    const actor = castWith(game(), [cast('force-of-will')]);
    const before = ctx(actor).game;
    expect(refuse(actor, chooseCosts('evoke'))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, chooseCosts(OMNISCIENCE))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(where(actor)).toBe('casting.announcing.costs');
    expect(ctx(actor).game).toBe(before);
    accept(actor, chooseCosts('Force of Will'));
    expect(where(actor)).toBe('casting.targeting');
  });
});

describe('118.9: Daze', () => {
  it('118.9: Daze returns an Island its caster controls to hand, even a tapped one', () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Daze'] }, { id: BOB }], battlefield: [{ card: 'Island', controller: ALICE, tapped: true }], stack: [BOBS_SHOCK], turn: ALICE_MAIN });
    const actor = castWith(before, [cast('daze'), chooseCosts('Daze'), targets(['shock'])]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{0}', life: 0, actions: ["return an Island you control to its owner's hand"] });
    accept(actor, pay({ return: ['island'] }));
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(now.battlefield).toEqual([]);
    expect(player(now, ALICE).hand).toEqual([{ id: 'island', card: 'Island', owner: ALICE }]);
  });

  it("118.9: Daze can't return a Mountain or an opponent's Island", () => {
    const before = gameOf({
      players: [{ id: ALICE, hand: ['Daze'] }, { id: BOB }],
      battlefield: [{ card: 'Mountain', controller: ALICE }, { card: 'Island', controller: BOB }],
      stack: [BOBS_SHOCK],
      turn: ALICE_MAIN,
    });
    const mountain = castWith(before, [cast('daze'), chooseCosts('Daze'), targets(['shock']), pay({ return: ['mountain'] })]);
    expectReversed(mountain, before, 'PAYMENT_DOES_NOT_COVER_COST');
    const theirs = castWith(before, [cast('daze'), chooseCosts('Daze'), targets(['shock']), pay({ return: ['island'] })]);
    expectReversed(theirs, before, 'PAYMENT_DOES_NOT_COVER_COST');
    const nothing = castWith(before, [cast('daze'), chooseCosts('Daze'), targets(['shock']), pay()]);
    expectReversed(nothing, before, 'UNPAYABLE_COST');
  });

  it('118.9: Daze hard-cast costs {1}{U}', () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Daze'] }, { id: BOB }], battlefield: [{ card: 'Island', controller: ALICE }], stack: [BOBS_SHOCK], turn: ALICE_MAIN });
    expect(lockedMana(castWith(before, [cast('daze'), chooseCosts(null), targets(['shock'])]))).toBe('{1}{U}');
  });
});

describe('118.9: evoke (Mulldrifter, Fury)', () => {
  it('118.9: Mulldrifter evoked costs {2}{U}; hard-cast it costs {4}{U}', () => {
    const before = gameOf({
      players: [{ id: ALICE, hand: ['Mulldrifter'] }, { id: BOB }],
      battlefield: ['Island', 'Island', 'Island'].map((card) => ({ card, controller: ALICE })),
      turn: ALICE_MAIN,
    });
    const evoked = castWith(before, [cast('mulldrifter'), chooseCosts('evoke')]);
    expect(lockedMana(evoked)).toBe('{2}{U}');
    accept(evoked, pay());
    expect(outcome(evoked)).toBe('cast');
    expect(spell(ctx(evoked).game, 'mulldrifter').choices.alternative).toBe('evoke');
    expect(lockedMana(castWith(before, [cast('mulldrifter'), chooseCosts(null)]))).toBe('{4}{U}');
  });

  it('118.9: Fury evoked exiles a red card from the hand and costs no mana', () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Fury', 'Opt', 'Lightning Bolt'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castWith(before, [cast('fury'), chooseCosts('evoke')]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{0}', life: 0, actions: ['exile a red card from your hand'] });
    accept(actor, pay({ exile: ['lightning-bolt'] }));
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.exile.map((c) => c.id)).toEqual(['lightning-bolt']);
    expect(player(ctx(actor).game, ALICE).hand.map((c) => c.id)).toEqual(['opt']);
  });

  it("118.9: Fury's evoke can't exile a blue card, and without another red card it can't be paid", () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Fury', 'Opt'] }, { id: BOB }], turn: ALICE_MAIN });
    expectReversed(castWith(before, [cast('fury'), chooseCosts('evoke'), pay({ exile: ['opt'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(castWith(before, [cast('fury'), chooseCosts('evoke'), pay()]), before, 'UNPAYABLE_COST');
    expect(lockedMana(castWith(before, [cast('fury'), chooseCosts(null)]))).toBe('{3}{R}{R}');
  });
});

describe('702.34: flashback (Cabal Therapy; flashback granted by Snapcaster Mage)', () => {
  const therapy = (extra: object = {}) =>
    gameOf({
      players: [{ id: ALICE, graveyard: ['Cabal Therapy'] }, { id: BOB }],
      battlefield: [{ card: 'Grizzly Bears', controller: ALICE }],
      turn: ALICE_MAIN,
      ...extra,
    } as never);

  it('702.34: Cabal Therapy is cast from the graveyard with its flashback, fixed at 601.2a: no costs step; it sacrifices a creature', () => {
    const before = therapy();
    const actor = castWith(before, [cast('cabal-therapy')]);
    expect(where(actor)).toBe('casting.targeting');
    expect(spell(ctx(actor).game, 'cabal-therapy')).toMatchObject({ castFrom: 'graveyard', choices: { alternative: 'flashback' } });
    accept(actor, targets([BOB]));
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{0}', life: 0, actions: ['sacrifice a creature'] });
    accept(actor, pay({ sacrifice: ['grizzly-bears'] }));
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(now.battlefield).toEqual([]);
    expect(player(now, ALICE).graveyard.map((c) => c.id)).toEqual(['grizzly-bears']);
    expect(now.stack.map((s) => s.id)).toEqual(['cabal-therapy']);
  });

  it('702.34: Cabal Therapy with no creature to sacrifice: the cast is reversed and the card is back in the graveyard', () => {
    const before = therapy({ battlefield: [{ card: 'Forest', controller: ALICE }] });
    const actor = castWith(before, [cast('cabal-therapy'), targets([BOB]), pay()]);
    expectReversed(actor, before, 'UNPAYABLE_COST');
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['cabal-therapy']);
  });

  it("307.1: Cabal Therapy is a sorcery: its flashback can't be used at instant speed", () => {
    expectProhibited(therapy({ turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE }), 'cabal-therapy', '307.1', 'SORCERY_TIMING');
    expectProhibited(therapy({ stack: [BOBS_SHOCK] }), 'cabal-therapy', '307.1', 'SORCERY_TIMING');
  });

  it("601.3: a card without flashback can't be cast from the graveyard: NOT_CASTABLE_FROM_ZONE", () => {
    const before = gameOf({ players: [{ id: ALICE, graveyard: ['Lightning Bolt'], manaPool: ['R'] }, { id: BOB }], turn: ALICE_MAIN });
    expectProhibited(before, 'lightning-bolt', '601.3', 'NOT_CASTABLE_FROM_ZONE');
  });

  it('118.9: Cabal Therapy cast from the hand costs {B}; flashback is offered only from the graveyard', () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Cabal Therapy'], manaPool: ['B'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castWith(before, [cast('cabal-therapy')]);
    expect(where(actor)).toBe('casting.targeting');
    expect(refuse(actor, chooseCosts('flashback')).code).toBe('EVENT_NOT_EXPECTED');
    accept(actor, targets([BOB]));
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{B}', life: 0, actions: [] });
  });

  it('702.34: Lightning Bolt given flashback by Snapcaster Mage is cast from the graveyard for {R}', () => {
    const before = gameOf({
      players: [{ id: ALICE, graveyard: [{ card: 'Lightning Bolt', flashback: true }] }, { id: BOB }],
      battlefield: [{ card: 'Mountain', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castWith(before, [cast('lightning-bolt')]);
    expect(where(actor)).toBe('casting.targeting');
    accept(actor, targets([BOB]));
    expect(lockedMana(actor)).toBe('{R}');
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
    expect(spell(ctx(actor).game, 'lightning-bolt')).toMatchObject({ castFrom: 'graveyard', choices: { alternative: 'flashback' } });
    expect(permanent(ctx(actor).game, 'mountain').tapped).toBe(true);
    expect(player(ctx(actor).game, ALICE).graveyard).toEqual([]);
  });

  it('118.9: Force of Will given flashback is cast with it; naming its own alternative too is refused ONE_ALTERNATIVE_COST', () => {
    const before = gameOf({
      players: [{ id: ALICE, graveyard: [{ card: 'Force of Will', flashback: true }], hand: ['Counterspell'] }, { id: BOB }],
      stack: [BOBS_SHOCK],
      turn: ALICE_MAIN,
    });
    const actor = castWith(before, [cast('force-of-will')]);
    expect(where(actor)).toBe('casting.announcing.costs');
    const onStack = ctx(actor).game;
    expect(refuse(actor, chooseCosts('Force of Will'))).toMatchObject({ rule: '118.9', code: 'ONE_ALTERNATIVE_COST' });
    expect(where(actor)).toBe('casting.announcing.costs');
    expect(ctx(actor).game).toBe(onStack);
    accept(actor, chooseCosts(null));
    expect(spell(ctx(actor).game, 'force-of-will').choices.alternative).toBe('flashback');
    accept(actor, targets(['shock']));
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{3}{U}{U}', life: 0, actions: [] });
  });

  it('118.9: Force of Will given flashback may also name flashback itself at 601.2b', () => {
    const before = gameOf({
      players: [{ id: ALICE, graveyard: [{ card: 'Force of Will', flashback: true }] }, { id: BOB }],
      stack: [BOBS_SHOCK],
      turn: ALICE_MAIN,
    });
    const actor = castWith(before, [cast('force-of-will'), chooseCosts('flashback'), targets(['shock'])]);
    expect(lockedMana(actor)).toBe('{3}{U}{U}');
  });
});

describe("118.9: Omniscience — cast from the hand without paying the mana cost", () => {
  const withOmniscience = (hand: string[], battlefield: object[] = [], controller = ALICE) =>
    gameOf({ players: [{ id: ALICE, hand }, { id: BOB }], battlefield: [{ card: 'Omniscience', controller }, ...battlefield], turn: ALICE_MAIN } as never);

  it('118.9: Hill Giant under Omniscience costs {0}', () => {
    const actor = castWith(withOmniscience(['Hill Giant']), [cast('hill-giant')]);
    expect(where(actor)).toBe('casting.announcing.costs');
    accept(actor, chooseCosts(OMNISCIENCE));
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{0}', life: 0, actions: [] });
    expect(where(actor)).toBe('casting.paying');
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
    expect(spell(ctx(actor).game, 'hill-giant').choices.alternative).toBe(OMNISCIENCE);
  });

  it('107.3: Fireball under Omniscience: X is 0 and not asked; its own per-target increase still applies', () => {
    const one = castWith(withOmniscience(['Fireball']), [cast('fireball'), chooseCosts(OMNISCIENCE)]);
    expect(where(one)).toBe('casting.targeting');
    expect(refuse(one, announceX(3)).code).toBe('EVENT_NOT_EXPECTED');
    accept(one, targets([BOB]));
    expect(lockedMana(one)).toBe('{0}');
    expect(spell(ctx(one).game, 'fireball').choices.x).toBeNull();
    const two = castWith(withOmniscience(['Fireball']), [cast('fireball'), chooseCosts(OMNISCIENCE), targets([BOB, ALICE])]);
    expect(lockedMana(two)).toBe('{1}');
  });

  it("118.9: additional costs still apply under Omniscience: Altar's Reap still sacrifices a creature", () => {
    const before = withOmniscience(["Altar's Reap"], [{ card: 'Grizzly Bears', controller: ALICE }]);
    const actor = castWith(before, [cast('altar-s-reap'), chooseCosts(OMNISCIENCE)]);
    expect(summarizeCost(locked(actor))).toEqual({ mana: '{0}', life: 0, actions: ['sacrifice a creature'] });
    accept(actor, pay({ sacrifice: ['grizzly-bears'] }));
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['grizzly-bears']);
    expectReversed(castWith(before, [cast('altar-s-reap'), chooseCosts(OMNISCIENCE), pay()]), before, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('118.8: entwine on Tooth and Nail still costs {2} under Omniscience', () => {
    const before = withOmniscience(['Tooth and Nail'], [{ card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }]);
    const actor = castWith(before, [cast('tooth-and-nail'), { type: 'CHOOSE_MODES', player: ALICE, modes: [0, 1] }, chooseCosts(OMNISCIENCE, { entwine: 1 })]);
    expect(lockedMana(actor)).toBe('{2}');
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
    expect(spell(ctx(actor).game, 'tooth-and-nail').choices).toMatchObject({ alternative: OMNISCIENCE, optional: { entwine: 1 } });
  });

  it("118.9: a spell may use only one alternative cost: Mulldrifter under Omniscience is evoked for {2}{U} or free, never both", () => {
    const game = withOmniscience(['Mulldrifter']);
    expect(lockedMana(castWith(game, [cast('mulldrifter'), chooseCosts('evoke')]))).toBe('{2}{U}');
    expect(lockedMana(castWith(game, [cast('mulldrifter'), chooseCosts(OMNISCIENCE)]))).toBe('{0}');
    expect(lockedMana(castWith(game, [cast('mulldrifter'), chooseCosts(null)]))).toBe('{4}{U}');
  });

  it("601.3: an opponent's Omniscience gives the caster nothing", () => {
    const game = withOmniscience(['Mulldrifter', 'Hill Giant'], [], BOB);
    const actor = castWith(game, [cast('mulldrifter')]);
    expect(refuse(actor, chooseCosts(OMNISCIENCE))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    const giant = castWith(game, [cast('hill-giant')]);
    expect(where(giant)).toBe('casting.activatingMana');
    expect(lockedMana(giant)).toBe('{3}{R}');
  });
});

describe('601.2b: the costs step', () => {
  it('601.2b: a spell that offers no choice of costs skips the step: CHOOSE_COSTS is not expected', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castWith(game, [cast('lightning-bolt')]);
    expect(where(actor)).toBe('casting.targeting');
    expect(refuse(actor, chooseCosts(null)).code).toBe('EVENT_NOT_EXPECTED');
  });

  it('601.6: only the caster announces the costs', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Mulldrifter'] }, { id: BOB }], turn: ALICE_MAIN });
    const actor = castWith(game, [cast('mulldrifter')]);
    expect(refuse(actor, { type: 'CHOOSE_COSTS', player: BOB, alternative: 'evoke' })).toMatchObject({ rule: '601.6', code: 'WRONG_PLAYER' });
    expect(where(actor)).toBe('casting.announcing.costs');
  });
});

describe("118.9, 702.103: Hopeful Eidolon's bestow", () => {
  const game = () =>
    gameOf({
      players: [{ id: ALICE, hand: ['Hopeful Eidolon'] }, { id: BOB }],
      battlefield: [...['Plains', 'Plains', 'Plains', 'Plains'].map((card) => ({ card, controller: ALICE })), { card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });

  it('118.9, 702.103b: bestow is an alternative cost, {3}{W} instead of {W}, and the spell then targets a creature', () => {
    const actor = castWith(game(), [cast('hopeful-eidolon'), chooseCosts('bestow')]);
    expect(where(actor)).toBe('casting.targeting');
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] });
    expect(lockedMana(actor)).toBe('{3}{W}');
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
    expect(spell(ctx(actor).game, 'hopeful-eidolon').choices.alternative).toBe('bestow');
  });

  it('118.9: bestow is optional: cast for its mana cost {W}', () => {
    const actor = castWith(game(), [cast('hopeful-eidolon'), chooseCosts(null)]);
    expect(lockedMana(actor)).toBe('{W}');
  });

  it('702.103b: cast for its mana cost it is a creature spell with no target', () => {
    const actor = castWith(game(), [cast('hopeful-eidolon'), chooseCosts(null)]);
    expect(where(actor)).toBe('casting.activatingMana');
  });
  const onBobsTurn = (extra: { card: string; controller: string }[]) =>
    gameOf({
      players: [{ id: ALICE, hand: ['Hopeful Eidolon'] }, { id: BOB }],
      battlefield: [...['Plains', 'Plains', 'Plains', 'Plains', 'Plains'].map((card) => ({ card, controller: ALICE })), { card: 'Grizzly Bears', controller: BOB }, ...extra],
      turn: { activePlayer: BOB, phase: 'precombatMain' },
      priority: ALICE,
    });
  const sigardasAid = { card: "Sigarda's Aid", controller: ALICE };

  it("601.3b, 702.103b: with Sigarda's Aid, Hopeful Eidolon may begin in an opponent's turn, because bestow would make it an Aura spell; cast for bestow it is cast", () => {
    const actor = castWith(onBobsTurn([sigardasAid]), [cast('hopeful-eidolon'), chooseCosts('bestow'), targets(['grizzly-bears']), pay()]);
    expect(outcome(actor)).toBe('cast');
  });

  it("601.2e, 601.3b: begun under Sigarda's Aid but cast for its mana cost, it is a creature spell cast at the wrong time: illegal, and the game restored", () => {
    const before = onBobsTurn([sigardasAid]);
    const actor = castWith(before, [cast('hopeful-eidolon'), chooseCosts(null)]);
    expectReversed(actor, before, 'ILLEGAL_PROPOSAL', '601.2e');
    expect(ctx(actor).refusal?.message).toContain('bestow');
  });

  it("307.1: without Sigarda's Aid, Hopeful Eidolon can't begin in an opponent's turn, bestow or not", () => {
    expectProhibited(onBobsTurn([]), 'hopeful-eidolon', '307.1', 'SORCERY_TIMING');
  });

  it("702.103b: a bestowed Hopeful Eidolon is an Aura enchantment spell, not a creature spell, so Thalia's tax on noncreature spells applies", () => {
    const thalia = gameOf({
      players: [{ id: ALICE, hand: ['Hopeful Eidolon'] }, { id: BOB }],
      battlefield: [...['Plains', 'Plains', 'Plains', 'Plains', 'Plains'].map((card) => ({ card, controller: ALICE })), { card: 'Grizzly Bears', controller: BOB }, { card: 'Thalia, Guardian of Thraben', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const bestowed = castWith(thalia, [cast('hopeful-eidolon'), chooseCosts('bestow'), targets(['grizzly-bears'])]);
    expect(lockedMana(bestowed)).toBe('{4}{W}');
    const creature = castWith(thalia, [cast('hopeful-eidolon'), chooseCosts(null)]);
    expect(lockedMana(creature)).toBe('{W}');
  });
});
