/**
 * CR 605, 602.5, 302.6, 118.3, 119.4, 701.17b, 733.1: every mana source of the card list
 * in the roles it plays — activated by hand (ACTIVATE_MANA), chosen by 601.2g auto
 * payment, and refused when its cost can't be paid.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { abilitySources, activateManaAbility, activateManaAbilityWithJournal, checkManaActivation } from '../src/mana-abilities/mana-abilities.js';
import { canPayTotalCost } from '../src/costs/payability.js';
import type { GameState } from '../src/game/state.js';
import { moveFromLibrary } from '../src/game/illegal-actions.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, locked, outcome, permanent, player, refuse, where } from './cast-helpers.js';

/** Spells with the costs these tests need and no targets. */
const cards = libraryWith(
  { name: 'Test Esper Charm', manaCost: '{W}{U}{B}', types: ['Instant'], text: 'A {W}{U}{B} instant.' },
  { name: 'Test Gruul Charm', manaCost: '{R}{G}', types: ['Instant'], text: 'An {R}{G} instant.' },
  { name: 'Test Growth', manaCost: '{G}', types: ['Instant'], text: 'A {G} instant.' },
  { name: 'Test Twin Growth', manaCost: '{G}{G}', types: ['Instant'], text: 'A {G}{G} instant.' },
  { name: 'Test Relic', manaCost: '{2}', types: ['Instant'], text: 'A {2} instant.' },
);

const game = (spec: Omit<GameSpecInput, 'turn'>): GameState => gameOf({ turn: ALICE_MAIN, ...spec }, cards);
const alice = (extra: object = {}) => [{ id: ALICE, ...extra }, { id: BOB }];

/** Casts `card` (no targets, no announcements) and returns the actor at 601.2g. */
function castUpToMana(g: GameState, card: string) {
  const actor = castActor(g, cards);
  accept(actor, { type: 'CAST', player: ALICE, card });
  expect(where(actor)).toBe('casting.activatingMana');
  return actor;
}

const pool = (g: GameState) => player(g, ALICE).manaPool.map((u) => u.type);
const canPay = (actor: ReturnType<typeof castUpToMana>) => {
  const { game: now, objectId } = ctx(actor);
  return canPayTotalCost(now, cards, ALICE, locked(actor), now.stack.find((s) => s.id === objectId)?.card);
};

describe('107.4c, 107.4h: colourless and snow mana', () => {
  it("107.4c: Sol Ring's {C}{C} pays Thought-Knot Seer's {C}; four Forests can't", () => {
    const withRing = game({ players: alice({ hand: ['Thought-Knot Seer'] }), battlefield: [{ card: 'Sol Ring', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }] });
    const actor = castUpToMana(withRing, 'thought-knot-seer');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.every((p) => p.tapped)).toBe(true);

    const forests = game({ players: alice({ hand: ['Thought-Knot Seer'] }), battlefield: Array.from({ length: 4 }, () => ({ card: 'Forest', controller: ALICE })) });
    const short = castUpToMana(forests, 'thought-knot-seer');
    expect(canPay(short)).toBe(false);
    accept(short, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(short)).toBe('illegal');
    expect(ctx(short).game).toEqual(forests);
  });

  it('107.4c: Wastes adds {C}, which pays {C}', () => {
    const g = game({ players: alice({ hand: ['Thought-Knot Seer'] }), battlefield: [{ card: 'Wastes', controller: ALICE }, ...Array.from({ length: 3 }, () => ({ card: 'Forest', controller: ALICE }))] });
    const actor = castUpToMana(g, 'thought-knot-seer');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'wastes' });
    expect(pool(ctx(actor).game)).toEqual(['C']);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
  });

  it("107.4h: Snow-Covered Forest pays Icehide Golem's {S}; a plain Forest can't", () => {
    const snowy = castUpToMana(game({ players: alice({ hand: ['Icehide Golem'] }), battlefield: [{ card: 'Forest', controller: ALICE }, { card: 'Snow-Covered Forest', controller: ALICE }] }), 'icehide-golem');
    accept(snowy, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(snowy)).toBe('cast');
    expect(permanent(ctx(snowy).game, 'snow-covered-forest').tapped).toBe(true);
    expect(permanent(ctx(snowy).game, 'forest').tapped).toBe(false);

    const plain = castUpToMana(game({ players: alice({ hand: ['Icehide Golem'] }), battlefield: [{ card: 'Forest', controller: ALICE }] }), 'icehide-golem');
    expect(canPay(plain)).toBe(false);
    accept(plain, { type: 'ACTIVATE_MANA', player: ALICE, source: 'forest' });
    accept(plain, { type: 'PAY', player: ALICE, mana: ['mana-1'] });
    expect(ctx(plain).refusal).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
  });
});

describe('605.3b, 106.1b: Gilded Lotus, Birds of Paradise, Lonely Sandbar', () => {
  it('605.3b: Gilded Lotus adds three mana of the one colour chosen', () => {
    const g = game({ players: alice(), battlefield: [{ card: 'Gilded Lotus', controller: ALICE }] });
    const result = activateManaAbility(g, cards, ALICE, 'gilded-lotus', 0, 'U');
    expect(result.ok && pool(result.value)).toEqual(['U', 'U', 'U']);
    expect(result.ok && permanent(result.value, 'gilded-lotus').tapped).toBe(true);
  });

  it('106.1b: Gilded Lotus pays {W}{W}{W} (Angel of Jubilation with a Plains) but not {W}{U}{B}', () => {
    const board = (hand: string) => game({ players: alice({ hand: [hand] }), battlefield: [{ card: 'Gilded Lotus', controller: ALICE }, { card: 'Plains', controller: ALICE }] });
    const angel = castUpToMana(board('Angel of Jubilation'), 'angel-of-jubilation');
    expect(canPay(angel)).toBe(true);
    accept(angel, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(angel)).toBe('cast');
    expect(ctx(angel).game.battlefield.every((p) => p.tapped)).toBe(true);

    const charm = castUpToMana(board('Test Esper Charm'), 'test-esper-charm');
    expect(canPay(charm)).toBe(false);
    accept(charm, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(charm)).toBe('illegal');
  });

  it('605.3b: Birds of Paradise adds the colour its controller chooses', () => {
    const actor = castUpToMana(game({ players: alice({ hand: ['Test Growth'] }), battlefield: [{ card: 'Birds of Paradise', controller: ALICE }] }), 'test-growth');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'birds-of-paradise', mana: 'G' });
    expect(pool(ctx(actor).game)).toEqual(['G']);
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'birds-of-paradise', mana: 'G' }).rule).toBe('605.3');
  });

  it('605.3b: Lonely Sandbar taps for {U}', () => {
    const g = game({ players: alice(), battlefield: [{ card: 'Lonely Sandbar', controller: ALICE }] });
    const result = activateManaAbility(g, cards, ALICE, 'lonely-sandbar');
    expect(result.ok && pool(result.value)).toEqual(['U']);
  });
});

describe('302.6: summoning sickness stops {T} abilities only', () => {
  it("302.6: a summoning-sick Llanowar Elves can't tap for mana", () => {
    const actor = castUpToMana(game({ players: alice({ hand: ['Test Growth'] }), battlefield: [{ card: 'Llanowar Elves', controller: ALICE, summoningSick: true }] }), 'test-growth');
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'llanowar-elves' })).toMatchObject({ rule: '302.6', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    expect(canPay(actor)).toBe(false);
  });

  it('302.6: a summoning-sick Wild Cantor can be sacrificed for mana of any colour (no {T})', () => {
    const g = game({ players: alice({ hand: ['Test Growth'] }), battlefield: [{ card: 'Wild Cantor', controller: ALICE, summoningSick: true }] });
    const actor = castUpToMana(g, 'test-growth');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'wild-cantor', mana: 'G' });
    const now = ctx(actor).game;
    expect(pool(now)).toEqual(['G']);
    expect(now.battlefield).toEqual([]);
    expect(player(now, ALICE).graveyard.map((c) => c.card)).toEqual(['Wild Cantor']);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
  });
});

describe('602.5b: Wall of Roots, once each turn', () => {
  const walls = () => game({ players: alice({ hand: ['Test Gruul Charm', 'Test Growth', 'Test Twin Growth'] }), battlefield: [{ card: 'Wall of Roots', controller: ALICE, summoningSick: true }, { card: 'Mountain', controller: ALICE }] });

  it('602.5b: Wall of Roots makes {G} while summoning sick, putting a -0/-1 counter on itself; a second activation this turn is refused', () => {
    const actor = castUpToMana(walls(), 'test-growth');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'wall-of-roots' });
    const wall = permanent(ctx(actor).game, 'wall-of-roots');
    expect(wall.counters).toEqual({ '-0/-1': 1 });
    expect(wall.usedThisTurn).toEqual([0]);
    expect(wall.tapped).toBe(false);
    expect(pool(ctx(actor).game)).toEqual(['G']);
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'wall-of-roots' })).toMatchObject({ rule: '602.5b', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
  });

  it('602.5b: auto payment uses Wall of Roots once: {R}{G} is paid, {G}{G} could not be', () => {
    const actor = castUpToMana(walls(), 'test-gruul-charm');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    const used = ctx(actor).game;
    expect(permanent(used, 'wall-of-roots').counters['-0/-1']).toBe(1);
    expect(abilitySources(used, cards, ALICE).map((s) => s.id)).toEqual([]);
    expect(canPay(castUpToMana(walls(), 'test-twin-growth'))).toBe(false);
  });

  /** Chord of Calling cast for X = 0 beside a summoning-sick Wall of Roots and a Forest, waiting for its mana. */
  const chordOverWall = () => {
    const actor = castActor(game({ players: alice({ hand: ['Chord of Calling'] }), battlefield: [{ card: 'Wall of Roots', controller: ALICE, summoningSick: true }, { card: 'Forest', controller: ALICE }] }), cards);
    acceptAll(actor, [{ type: 'CAST', player: ALICE, card: 'chord-of-calling' }, { type: 'ANNOUNCE_X', player: ALICE, x: 0 }]);
    return actor;
  };

  it('702.51a, 602.5b: Chord of Calling: Wall of Roots makes {G} and is also tapped for convoke', () => {
    const actor = chordOverWall();
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'wall-of-roots')).toMatchObject({ tapped: true, counters: { '-0/-1': 1 } });
    expect(permanent(ctx(actor).game, 'forest').tapped).toBe(true);
  });

  it("601.2g, 702.51a: Wall of Roots named to convoke still makes {G} at 601.2g, since its cost doesn't tap it", () => {
    const actor = chordOverWall();
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto', convoke: ['wall-of-roots'] });
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'wall-of-roots')).toMatchObject({ tapped: true, counters: { '-0/-1': 1 } });
    expect(permanent(ctx(actor).game, 'forest').tapped).toBe(true);
  });

  it('601.2h, 702.51a: the {G} Wall of Roots made by hand pays beside Wall of Roots tapped for convoke', () => {
    const actor = chordOverWall();
    acceptAll(actor, [{ type: 'ACTIVATE_MANA', player: ALICE, source: 'wall-of-roots' }, { type: 'ACTIVATE_MANA', player: ALICE, source: 'forest' }]);
    const units = player(ctx(actor).game, ALICE).manaPool.map((u) => u.id);
    accept(actor, { type: 'PAY', player: ALICE, mana: units, convoke: ['wall-of-roots'] });
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'wall-of-roots')).toMatchObject({ tapped: true, counters: { '-0/-1': 1 } });
  });
});

describe('119.4, 118.3: Mana Confluence pays 1 life', () => {
  const confluence = (life: number, extra: GameSpecInput['battlefield'] = []) =>
    game({ players: alice({ life, hand: ['Test Growth', 'Test Gruul Charm'] }), battlefield: [{ card: 'Mana Confluence', controller: ALICE }, ...(extra ?? [])] });

  it('119.4: at 1 life, Mana Confluence can still be activated (life equal to the total can be paid); the player goes to 0', () => {
    const result = activateManaAbility(confluence(1), cards, ALICE, 'mana-confluence', 0, 'B');
    expect(result.ok && player(result.value, ALICE).life).toBe(0);
    expect(result.ok && pool(result.value)).toEqual(['B']);
  });

  it("119.4: at 0 life, Mana Confluence can't be activated", () => {
    const result = checkManaActivation(confluence(0), cards, ALICE, 'mana-confluence');
    expect(!result.ok && result.refusal).toMatchObject({ rule: '119.4', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    const actor = castUpToMana(confluence(0), 'test-growth');
    expect(canPay(actor)).toBe(false);
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mana-confluence', mana: 'G' }).rule).toBe('119.4');
  });

  it("118.3: under Angel of Jubilation, Mana Confluence can't be activated (players can't pay life)", () => {
    const g = confluence(20, [{ card: 'Angel of Jubilation', controller: BOB }]);
    const actor = castUpToMana(g, 'test-growth');
    const refusal = refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mana-confluence', mana: 'G' });
    expect(refusal).toMatchObject({ rule: '118.3', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    expect(refusal.message).toContain('Angel of Jubilation');
    expect(canPay(actor)).toBe(false);
  });

  it('119.4: auto payment keeps the Confluences within the life total: two pay {R}{G} at 2 life, not at 1', () => {
    const two = (life: number) => confluence(life, [{ card: 'Mana Confluence', controller: ALICE }]);
    const rich = castUpToMana(two(2), 'test-gruul-charm');
    expect(canPay(rich)).toBe(true);
    accept(rich, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(rich)).toBe('cast');
    expect(player(ctx(rich).game, ALICE).life).toBe(0);

    const poor = castUpToMana(two(1), 'test-gruul-charm');
    expect(canPay(poor)).toBe(false);
    accept(poor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(poor)).toBe('illegal');
    expect(ctx(poor).game).toEqual(two(1));
  });

  it('601.2g: auto payment taps a Forest before paying life or sacrificing a Lotus Petal', () => {
    const g = confluence(20, [{ card: 'Lotus Petal', controller: ALICE }, { card: 'Forest', controller: ALICE }]);
    const actor = castUpToMana(g, 'test-growth');
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    const now = ctx(actor).game;
    expect(outcome(actor)).toBe('cast');
    expect(player(now, ALICE).life).toBe(20);
    expect(permanent(now, 'forest').tapped).toBe(true);
    expect(permanent(now, 'lotus-petal').tapped).toBe(false);
    expect(permanent(now, 'mana-confluence').tapped).toBe(false);
  });

  it('601.2g: with no Forest, auto payment pays 1 life before sacrificing the Lotus Petal', () => {
    const actor = castUpToMana(confluence(20, [{ card: 'Lotus Petal', controller: ALICE }]), 'test-growth');
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).life).toBe(19);
    expect(permanent(ctx(actor).game, 'lotus-petal').tapped).toBe(false);
  });
});

describe('605.3b, 733: Lotus Petal', () => {
  const petal = () => game({ players: alice({ hand: ['Test Growth'] }), battlefield: [{ card: 'Lotus Petal', controller: ALICE }] });

  it('605.3b: Lotus Petal is tapped and sacrificed for one mana of any colour', () => {
    const result = activateManaAbility(petal(), cards, ALICE, 'lotus-petal', 0, 'G');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.battlefield).toEqual([]);
    expect(player(result.value, ALICE).graveyard).toEqual([{ id: 'lotus-petal', card: 'Lotus Petal', owner: ALICE }]);
    expect(player(result.value, ALICE).manaPool).toEqual([{ id: 'mana-1', type: 'G', sourceId: 'lotus-petal', snow: false }]);
  });

  it('601.2g, 733: auto payment sacrifices the Petal; a cancelled cast puts it back', () => {
    const paid = castUpToMana(petal(), 'test-growth');
    accept(paid, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(paid)).toBe('cast');
    expect(player(ctx(paid).game, ALICE).graveyard.map((c) => c.id)).toEqual(['lotus-petal']);

    const cancelled = castUpToMana(petal(), 'test-growth');
    acceptAll(cancelled, [{ type: 'ACTIVATE_MANA', player: ALICE, source: 'lotus-petal', mana: 'G' }, { type: 'CANCEL', player: ALICE }]);
    expect(ctx(cancelled).game).toEqual(petal());
  });
});

describe('605.3b: Simian Spirit Guide, from the hand', () => {
  const guide = () => game({ players: [{ id: ALICE, hand: ['Lightning Bolt', 'Simian Spirit Guide'] }, { id: BOB, hand: ['Simian Spirit Guide'] }], battlefield: [{ card: 'Simian Spirit Guide', controller: ALICE }] });

  it('605.3b: exiling Simian Spirit Guide from the hand adds {R}; it goes to exile', () => {
    const actor = castActor(guide(), cards);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'simian-spirit-guide' },
    ]);
    const now = ctx(actor).game;
    expect(pool(now)).toEqual(['R']);
    expect(player(now, ALICE).hand).toEqual([]);
    expect(now.exile.map((c) => c.id)).toEqual(['simian-spirit-guide']);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
  });

  it("605.3: not from the battlefield, and not from another player's hand", () => {
    const g = guide();
    expect(checkManaActivation(g, cards, ALICE, 'simian-spirit-guide').ok).toBe(true);
    expect(checkManaActivation(g, cards, ALICE, 'simian-spirit-guide-3').ok).toBe(false);
    expect(checkManaActivation(g, cards, ALICE, 'simian-spirit-guide-2').ok).toBe(false);
    expect(checkManaActivation(g, cards, BOB, 'simian-spirit-guide-2').ok).toBe(true);
    expect(abilitySources(g, cards, ALICE)).toMatchObject([{ id: 'simian-spirit-guide#0', zone: 'hand', produces: ['R'], penalty: 2 }]);
  });

  it('601.2g: auto payment exiles the Guide from the hand when nothing else pays', () => {
    const actor = castActor(guide(), cards);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ]);
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.exile.map((c) => c.id)).toEqual(['simian-spirit-guide']);
  });
});

describe('605.3b: Everflowing Chalice, {C} for each charge counter', () => {
  const chalice = (charge: number) => game({ players: alice({ hand: ['Test Relic'] }), battlefield: [{ card: 'Everflowing Chalice', controller: ALICE, counters: charge ? { charge } : {} }] });

  it('605.3b: with 2 charge counters it adds {C}{C}, which pays {2}', () => {
    const result = activateManaAbility(chalice(2), cards, ALICE, 'everflowing-chalice');
    expect(result.ok && pool(result.value)).toEqual(['C', 'C']);
    const actor = castUpToMana(chalice(2), 'test-relic');
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
  });

  it('605.1a: with no charge counters it is still a mana ability: activating it taps it and adds no mana; auto-pay never uses it', () => {
    expect(checkManaActivation(chalice(0), cards, ALICE, 'everflowing-chalice')).toMatchObject({ ok: true, value: { amount: 0 } });
    const result = activateManaAbility(chalice(0), cards, ALICE, 'everflowing-chalice');
    expect(result.ok && pool(result.value)).toEqual([]);
    expect(result.ok && result.value.battlefield[0]?.tapped).toBe(true);
    expect(abilitySources(chalice(0), cards, ALICE)).toEqual([]);
    expect(canPay(castUpToMana(chalice(0), 'test-relic'))).toBe(false);
  });

  it('118.8: the card offers multikicker {2} any number of times', () => {
    expect(cards['Everflowing Chalice']?.optionalCosts).toMatchObject([{ name: 'multikicker', max: null, cost: [{ kind: 'mana', mana: { printed: '{2}' } }] }]);
  });
});

describe('701.17b, 733.1: Millikin mills, and the mill is never undone', () => {
  const board = (library: string[]) =>
    game({ players: alice({ hand: ['Test Relic', 'Fling'], library }), battlefield: [{ card: 'Millikin', controller: ALICE }, { card: 'Mountain', controller: ALICE }] });

  it('701.17b: Millikin taps and mills the top card for {C}; the activation reports the mill in its journal', () => {
    const result = activateManaAbilityWithJournal(board(['Opt', 'Shock']), cards, ALICE, 'millikin');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(player(result.value.game, ALICE).library.map((c) => c.id)).toEqual(['shock']);
    expect(player(result.value.game, ALICE).graveyard.map((c) => c.id)).toEqual(['opt']);
    expect(result.value.journal).toEqual([{ kind: 'leftLibrary', player: ALICE, card: 'opt', to: 'graveyard' }]);
    expect(pool(result.value.game)).toEqual(['C']);
  });

  it("701.17b: with an empty library Millikin can't be activated", () => {
    const result = checkManaActivation(board([]), cards, ALICE, 'millikin');
    expect(!result.ok && result.refusal).toMatchObject({ rule: '701.17b', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
  });

  it('733.1: a cast cancelled after a Millikin activation keeps the card milled; everything else is restored', () => {
    const before = board(['Opt', 'Shock']);
    const actor = castUpToMana(before, 'test-relic');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'millikin' });
    expect(ctx(actor).journal).toEqual([{ kind: 'leftLibrary', player: ALICE, card: 'opt', to: 'graveyard' }]);
    accept(actor, { type: 'CANCEL', player: ALICE });
    expect(outcome(actor)).toBe('illegal');
    const after = ctx(actor).game;
    expect(after).toEqual(moveFromLibrary(before, ALICE, 'opt', 'graveyard'));
    expect(permanent(after, 'millikin').tapped).toBe(false);
    expect(player(after, ALICE).manaPool).toEqual([]);
    expect(player(after, ALICE).hand.map((c) => c.id)).toEqual(['test-relic', 'fling']);
  });

  it('733.1: a mill made by 601.2g auto payment also stays when the payment then fails', () => {
    // Fling needs a creature to sacrifice; the payment names none, so 601.2h fails after 601.2g tapped Millikin.
    const before = board(['Opt', 'Shock']);
    const actor = castActor(before, cards);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'fling' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ]);
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(moveFromLibrary(before, ALICE, 'opt', 'graveyard'));
  });
});

describe('605.3, 118.3: Wild Cantor under Angel of Jubilation', () => {
  it("118.3: players can't sacrifice creatures to activate abilities, so Wild Cantor can't be sacrificed for mana; Lotus Petal (an artifact) can", () => {
    const g = game({
      players: alice({ hand: ['Test Growth'] }),
      battlefield: [{ card: 'Wild Cantor', controller: ALICE }, { card: 'Lotus Petal', controller: ALICE }, { card: 'Angel of Jubilation', controller: BOB }],
    });
    const cantor = checkManaActivation(g, cards, ALICE, 'wild-cantor');
    expect(!cantor.ok && cantor.refusal).toMatchObject({ rule: '118.3', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    expect(checkManaActivation(g, cards, ALICE, 'lotus-petal').ok).toBe(true);
    expect(abilitySources(g, cards, ALICE).map((s) => s.id)).toEqual(['lotus-petal#0']);
  });
});

describe('605: mana abilities as solver sources', () => {
  it('605.3b: abilitySources describes what each activation makes and costs', () => {
    const g = game({
      players: alice({ library: ['Opt'] }),
      battlefield: [
        { card: 'Gilded Lotus', controller: ALICE },
        { card: 'Mana Confluence', controller: ALICE },
        { card: 'Millikin', controller: ALICE },
        { card: 'Wall of Roots', controller: ALICE },
        { card: 'Everflowing Chalice', controller: ALICE, counters: { charge: 3 } },
      ],
    });
    expect(abilitySources(g, cards, ALICE)).toMatchObject([
      { id: 'gilded-lotus#0', produces: ['W', 'U', 'B', 'R', 'G'], amount: 3, oneType: true, lifeCost: 0, penalty: 0 },
      { id: 'mana-confluence#0', amount: 1, lifeCost: 1, penalty: 0 },
      { id: 'millikin#0', produces: ['C'], millCost: 1, penalty: 1 },
      { id: 'wall-of-roots#0', produces: ['G'], penalty: 1, usesObject: false },
      { id: 'everflowing-chalice#0', produces: ['C'], amount: 3 },
    ]);
  });
});

describe('601.2g–601.2h: one solver for "could I pay?" and "pay it", over every mana source', () => {
  const SOURCES = [
    'Forest', 'Island', 'Plains', 'Swamp', 'Mountain', 'Wastes', 'Snow-Covered Forest', 'Lonely Sandbar', 'Sol Ring', 'Gilded Lotus',
    'Lotus Petal', 'Mana Confluence', 'Wall of Roots', 'Wild Cantor', 'Millikin', 'Birds of Paradise', 'Llanowar Elves', 'Everflowing Chalice',
  ] as const;
  const SPELLS = ['Test Growth', 'Test Twin Growth', 'Test Gruul Charm', 'Test Esper Charm', 'Test Relic', 'Thought-Knot Seer', 'Icehide Golem'] as const;
  const permanentArb = fc.record({
    card: fc.constantFrom(...SOURCES),
    tapped: fc.boolean(),
    summoningSick: fc.boolean(),
    charge: fc.integer({ min: 0, max: 2 }),
  });
  const boardArb = fc.record({
    permanents: fc.array(permanentArb, { maxLength: 6 }),
    spell: fc.constantFrom(...SPELLS),
    life: fc.integer({ min: 0, max: 3 }),
    library: fc.integer({ min: 0, max: 2 }),
    guides: fc.integer({ min: 0, max: 1 }),
    angel: fc.boolean(),
  });

  it('118.3, 601.2h: canPayTotalCost is true exactly when PAY auto casts the spell', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const g = game({
          players: alice({ life: b.life, hand: [b.spell, ...Array.from({ length: b.guides }, () => 'Simian Spirit Guide')], library: Array.from({ length: b.library }, () => 'Opt') }),
          battlefield: [
            ...b.permanents.map((p) => ({ card: p.card, controller: ALICE, tapped: p.tapped, summoningSick: p.summoningSick, counters: (p.card === 'Everflowing Chalice' && p.charge ? { charge: p.charge } : {}) as Record<string, number> })),
            ...(b.angel ? [{ card: 'Angel of Jubilation', controller: BOB }] : []),
          ],
        });
        const actor = castActor(g, cards);
        accept(actor, { type: 'CAST', player: ALICE, card: player(g, ALICE).hand[0]!.id });
        const payable = canPay(actor);
        accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
        expect(outcome(actor), JSON.stringify(b)).toBe(payable ? 'cast' : 'illegal');
        if (payable) expect(player(ctx(actor).game, ALICE).life).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });
});
