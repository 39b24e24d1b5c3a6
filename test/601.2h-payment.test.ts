/** CR 601.2h: paying the total cost. */
import { describe, it, expect } from 'vitest';
import { canCast } from '../src/casting/castable.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, locked, outcome, permanent, player, ruleNow, where } from './cast-helpers.js';
import { players } from './step-fixtures.js';

describe('601.2h: paying the total cost', () => {
  it('601.2h: PAY names the pool mana to spend; the rest stays in the pool', () => {
    const game = gameOf({ players: players({ hand: ['Lightning Bolt'], manaPool: ['R', 'R', 'G'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE, mana: ['mana-2'] },
    ]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).manaPool.map((u) => u.id)).toEqual(['mana-1', 'mana-3']);
  });

  it('601.2h: PAY with mana activated in 601.2g spends it by id', () => {
    const game = gameOf({
      players: players({ hand: ['Divination'] }),
      battlefield: [
        { card: 'Island', controller: ALICE },
        { card: 'Forest', controller: ALICE },
        { card: 'Mountain', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'divination' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'island' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'forest' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' },
      { type: 'PAY', player: ALICE, mana: ['mana-3', 'mana-1', 'mana-2'] },
    ]);
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(player(now, ALICE).manaPool).toEqual([]);
    expect(now.battlefield.every((p) => p.tapped)).toBe(true);
    expect(now.stack.map((s) => s.id)).toEqual(['divination']);
  });

  it('601.2h: PAY auto activates the mana abilities the solver picks and pays from the pool', () => {
    const game = gameOf({
      players: players({ hand: ['Divination'] }),
      battlefield: [
        { card: 'Forest', controller: ALICE },
        { card: 'Island', controller: ALICE },
        { card: 'Mountain', controller: ALICE },
        { card: 'Island', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'divination' },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ]);
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(now.battlefield.filter((p) => p.tapped)).toHaveLength(3);
    expect(player(now, ALICE).manaPool).toEqual([]);
  });

  it('601.2h: PAY auto spends mana already in the pool before tapping lands', () => {
    const game = gameOf({
      players: players({ hand: ['Lightning Bolt'], manaPool: ['R'] }),
      battlefield: [{ card: 'Mountain', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE },
    ]);
    expect(outcome(actor)).toBe('cast');
    expect(permanent(ctx(actor).game, 'mountain').tapped).toBe(false);
    expect(player(ctx(actor).game, ALICE).manaPool).toEqual([]);
  });

  it("601.2h: Altar's Reap sacrifices the creature named in PAY, which goes to its owner's graveyard", () => {
    const game = gameOf({
      players: players({ hand: ["Altar's Reap"] }),
      battlefield: [
        { card: 'Grizzly Bears', controller: ALICE },
        { card: 'Swamp', controller: ALICE },
        { card: 'Swamp', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'altar-s-reap' },
      { type: 'PAY', player: ALICE, mana: 'auto', sacrifice: ['grizzly-bears'] },
    ]);
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(now.battlefield.map((p) => p.id)).toEqual(['swamp', 'swamp-2']);
    expect(player(now, ALICE).graveyard).toEqual([{ id: 'grizzly-bears', card: 'Grizzly Bears', owner: ALICE }]);
  });

  it("601.2h: Natural Order's sacrifice must fit its filter (a green creature)", () => {
    const game = gameOf({
      players: players({ hand: ['Natural Order'], manaPool: ['G', 'G', 'G', 'G'] }),
      battlefield: [
        { card: 'Hill Giant', controller: ALICE },
        { card: 'Grizzly Bears', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const wrong = castActor(game);
    acceptAll(wrong, [
      { type: 'CAST', player: ALICE, card: 'natural-order' },
      { type: 'PAY', player: ALICE, sacrifice: ['hill-giant'] },
    ]);
    expect(outcome(wrong)).toBe('illegal');
    expect(ctx(wrong).refusal).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    const right = castActor(game);
    acceptAll(right, [
      { type: 'CAST', player: ALICE, card: 'natural-order' },
      { type: 'PAY', player: ALICE, sacrifice: ['grizzly-bears'] },
    ]);
    expect(outcome(right)).toBe('cast');
  });

  it('601.2h: paying Phyrexian mana with life lowers the life total', () => {
    const game = gameOf({
      players: players({ hand: ['Dismember'], life: 7 }),
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }, { card: 'Swamp', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'dismember' },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life', 'life'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] },
      { type: 'PAY', player: ALICE },
    ]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).life).toBe(3);
  });

  it('601.2h, 119.4: a player may pay exactly all of their life', () => {
    const game = gameOf({ players: players({ hand: ['Gitaxian Probe'], life: 2 }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'gitaxian-probe' },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE },
    ]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).life).toBe(0);
  });

  it("601.2h, 119.4: a player can't pay more life than they have: the cast is illegal", () => {
    const game = gameOf({ players: players({ hand: ['Gitaxian Probe'], life: 1 }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'gitaxian-probe' },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'PAY', player: ALICE },
    ]);
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expect(ctx(actor).game).toEqual(game);
  });

  it('601.2h, 118.3: a {0} cost is still paid (acknowledged) with PAY', () => {
    const game = gameOf({ players: players({ hand: ['Ornithopter'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'ornithopter' });
    expect(where(actor)).toBe('casting.paying');
    expect(ruleNow(actor)).toBe('601.2h');
    accept(actor, { type: 'PAY', player: ALICE, mana: [] });
    expect(outcome(actor)).toBe('cast');
  });

  it("601.2h, 118.6: a card with no mana cost has an unpayable cost: the cast is illegal, even with mana available", () => {
    const noCost = libraryWith({ name: 'Ancestral Vision', types: ['Sorcery'], text: 'Suspend 4—{U}. Target player draws three cards.' });
    const game = gameOf(
      { players: players({ hand: ['Ancestral Vision'], manaPool: ['U'] }), battlefield: [{ card: 'Island', controller: ALICE }], turn: ALICE_MAIN },
      noCost,
    );
    expect(canCast(game, noCost, ALICE, 'ancestral-vision')).toMatchObject({ ok: false, refusal: { rule: '601.2h', code: 'UNPAYABLE_COST' } });
    const actor = castActor(game, noCost);
    accept(actor, { type: 'CAST', player: ALICE, card: 'ancestral-vision' });
    expect(locked(actor).unpayable).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expect(ctx(actor).game).toEqual(game);
  });

  it('601.2h: {S} is paid with mana from a snow source only', () => {
    const game = gameOf({
      players: players({ hand: ['Icehide Golem'] }),
      battlefield: [{ card: 'Forest', controller: ALICE }, { card: 'Snow-Covered Forest', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const plain = castActor(game);
    acceptAll(plain, [
      { type: 'CAST', player: ALICE, card: 'icehide-golem' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'forest' },
      { type: 'PAY', player: ALICE, mana: ['mana-1'] },
    ]);
    expect(outcome(plain)).toBe('illegal');
    expect(ctx(plain).refusal?.code).toBe('PAYMENT_DOES_NOT_COVER_COST');
    const snowy = castActor(game);
    acceptAll(snowy, [
      { type: 'CAST', player: ALICE, card: 'icehide-golem' },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ]);
    expect(outcome(snowy)).toBe('cast');
    expect(permanent(ctx(snowy).game, 'snow-covered-forest').tapped).toBe(true);
    expect(permanent(ctx(snowy).game, 'forest').tapped).toBe(false);
  });
});
