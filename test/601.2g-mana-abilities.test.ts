/** CR 601.2g: mana abilities. */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, outcome, permanent, player, recordingActor, refuse, ruleNow, where } from './cast-helpers.js';
import { players } from './step-fixtures.js';

describe('601.2g: mana abilities', () => {
  it('601.2g: ACTIVATE_MANA taps the land and adds its mana, with the next mana id, to the pool', () => {
    const game = gameOf({
      players: players({ hand: ['Divination'], manaPool: ['C'] }),
      battlefield: [{ card: 'Island', controller: ALICE }, { card: 'Snow-Covered Forest', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'divination' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'island' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'snow-covered-forest' },
    ]);
    const now = ctx(actor).game;
    expect(where(actor)).toBe('casting.activatingMana');
    expect(ruleNow(actor)).toBe('601.2g');
    expect(player(now, ALICE).manaPool).toEqual([
      { id: 'mana-1', type: 'C', sourceId: 'pool', snow: false },
      { id: 'mana-2', type: 'U', sourceId: 'island', snow: false },
      { id: 'mana-3', type: 'G', sourceId: 'snow-covered-forest', snow: true },
    ]);
    expect(permanent(now, 'island').tapped).toBe(true);
    expect(permanent(now, 'snow-covered-forest').tapped).toBe(true);
    expect(now.nextId).toBe(4);
  });

  it('601.2g: Birds of Paradise adds the colour its controller chooses', () => {
    const game = gameOf({
      players: players({ hand: ['Lightning Bolt'] }),
      battlefield: [{ card: 'Birds of Paradise', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'birds-of-paradise', mana: 'R' },
    ]);
    expect(player(ctx(actor).game, ALICE).manaPool).toEqual([{ id: 'mana-1', type: 'R', sourceId: 'birds-of-paradise', snow: false }]);
    accept(actor, { type: 'PAY', player: ALICE, mana: ['mana-1'] });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2g: Sol Ring adds two colourless mana, each with its own id', () => {
    const game = gameOf({ players: players({ hand: ['Divination'] }), battlefield: [{ card: 'Sol Ring', controller: ALICE }], turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'divination' },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'sol-ring' },
    ]);
    expect(player(ctx(actor).game, ALICE).manaPool.map((u) => [u.id, u.type])).toEqual([
      ['mana-1', 'C'],
      ['mana-2', 'C'],
    ]);
  });

  it("601.2g, 302.6: a summoning-sick Llanowar Elves can't be tapped for mana", () => {
    const game = gameOf({
      players: players({ hand: ['Grizzly Bears'] }),
      battlefield: [{ card: 'Llanowar Elves', controller: ALICE, summoningSick: true }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'grizzly-bears' });
    const before = ctx(actor).game;
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'llanowar-elves' })).toMatchObject({
      rule: '302.6',
      code: 'CANNOT_ACTIVATE_MANA_ABILITY',
    });
    expect(ctx(actor).game).toBe(before);
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it('601.2g, 302.6: a land that just came under its control can be tapped for mana (summoning sickness is for creatures)', () => {
    const game = gameOf({
      players: players({ hand: ['Lightning Bolt'] }),
      battlefield: [{ card: 'Mountain', controller: ALICE, summoningSick: true }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' },
    ]);
    expect(player(ctx(actor).game, ALICE).manaPool.map((u) => u.type)).toEqual(['R']);
  });

  it("601.2g, 605.3: the caster can't activate an opponent's land", () => {
    const game = gameOf({
      players: players({ hand: ['Lightning Bolt'] }),
      battlefield: [{ card: 'Mountain', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    const before = ctx(actor).game;
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' })).toMatchObject({
      rule: '605.3',
      code: 'CANNOT_ACTIVATE_MANA_ABILITY',
    });
    expect(ctx(actor).game).toBe(before);
  });

  it("601.2g, 605.3: a tapped land can't be activated again, and a land can't add mana it doesn't make", () => {
    const game = gameOf({
      players: players({ hand: ['Lightning Bolt'] }),
      battlefield: [{ card: 'Mountain', controller: ALICE }, { card: 'Forest', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' },
    ]);
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' }).code).toBe('CANNOT_ACTIVATE_MANA_ABILITY');
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'forest', mana: 'R' }).code).toBe('CANNOT_ACTIVATE_MANA_ABILITY');
    expect(player(ctx(actor).game, ALICE).manaPool).toHaveLength(1);
  });

  it('601.2g: a total cost with no mana skips the chance to activate mana abilities', () => {
    const game = gameOf({ players: players({ hand: ['Memnite'] }), battlefield: [{ card: 'Forest', controller: ALICE }], turn: ALICE_MAIN });
    const { actor, states } = recordingActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'memnite' });
    expect(where(actor)).toBe('casting.paying');
    expect(states).toContain('casting.activatingMana');
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'forest' }).code).toBe('EVENT_NOT_EXPECTED');
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
  });
});
