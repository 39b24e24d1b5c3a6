/** CR 601.2c, 601.2i, 603, 733.1: triggers raised while casting wait until the spell is cast; a reversed cast releases none. */
import { describe, expect, it } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

describe('601.2i: cast triggers', () => {
  it('601.2i: prowess (Monastery Swiftspear) triggers when its controller casts a noncreature spell, and is returned waiting', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }],
      battlefield: [{ card: 'Monastery Swiftspear', controller: 'alice' }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    expect(ctx(actor).triggers).toEqual([]);
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([{ source: 'monastery-swiftspear', card: 'Monastery Swiftspear', trigger: 0, controller: 'alice', on: 'cast', text: expect.stringContaining('Prowess') }]);
  });

  it("601.2i: prowess doesn't trigger on a creature spell, nor on an opponent's spell", () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Grizzly Bears'], manaPool: ['G', 'G'] }, { id: 'bob' }],
      battlefield: [{ card: 'Monastery Swiftspear', controller: 'alice' }, { card: 'Monastery Swiftspear', id: 'bobs-monk', controller: 'bob' }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'grizzly-bears' });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(ctx(actor).triggers).toEqual([]);
  });

  it('702.40: storm (Grapeshot) counts the spells cast before it this turn; the cast counts itself afterwards', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Grapeshot'], manaPool: ['R', 'R'] }, { id: 'bob' }],
      turn: { ...ALICE_MAIN, spellsCast: 3 },
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'grapeshot' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(ctx(actor).triggers).toEqual([{ source: 'grapeshot', card: 'Grapeshot', trigger: 0, controller: 'alice', on: 'cast', text: expect.stringContaining('Storm'), count: 3 }]);
    expect(ctx(actor).game.turn.spellsCast).toBe(4);
  });

  it('733.1: a reversed cast triggers nothing and counts for nothing', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Grapeshot'] }, { id: 'bob' }],
      battlefield: [{ card: 'Monastery Swiftspear', controller: 'alice' }],
      turn: { ...ALICE_MAIN, spellsCast: 2 },
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'grapeshot' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).triggers).toEqual([]);
    expect(ctx(actor).game).toEqual(game);
  });
});

describe('601.2c: "becomes the target" triggers wait until the cast is finished', () => {
  const game = gameOf({
    players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }],
    battlefield: [{ card: 'Phantasmal Bear', controller: 'bob' }],
    turn: ALICE_MAIN,
  });

  it('601.2c: targeting Phantasmal Bear holds its trigger; it is released at 601.2i', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['phantasmal-bear']] });
    expect(ctx(actor).heldTriggers).toEqual([{ source: 'phantasmal-bear', card: 'Phantasmal Bear', trigger: 0, controller: 'bob', on: 'becameTarget', text: expect.any(String) }]);
    expect(ctx(actor).triggers).toEqual([]);
    expect(ctx(actor).game.battlefield.map((p) => p.id)).toContain('phantasmal-bear');
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(ctx(actor).triggers).toEqual([{ source: 'phantasmal-bear', card: 'Phantasmal Bear', trigger: 0, controller: 'bob', on: 'becameTarget', text: expect.any(String) }]);
  });

  it('733.1: a cancelled cast releases no "becomes the target" trigger', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['phantasmal-bear']] });
    accept(actor, { type: 'CANCEL', player: 'alice' });
    expect(ctx(actor).triggers).toEqual([]);
    expect(ctx(actor).heldTriggers).toEqual([]);
    expect(ctx(actor).game).toEqual(game);
  });
});

describe('603.10a: a creature sacrificed to pay a cost', () => {
  const game = gameOf({
    players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }],
    battlefield: [{ card: 'Blood Artist', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }],
    turn: ALICE_MAIN,
  });

  it('601.2h, 603.10a: sacrificing a creature triggers Blood Artist, released when the spell is cast', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['grizzly-bears'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([{ source: 'blood-artist', card: 'Blood Artist', trigger: 0, controller: 'alice', on: 'creatureDied', text: expect.any(String) }]);
  });

  it('601.2h, 733.1: a partial payment sacrifices nothing and fires no trigger: the cast is reversed, Blood Artist stays silent', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', mana: ['mana-1'], sacrifice: ['grizzly-bears'] });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).triggers).toEqual([]);
    expect(ctx(actor).game).toEqual(game);
  });
});

describe('603.10a: a creature sacrificed for mana while casting', () => {
  it('601.2g, 603.10a: Wild Cantor sacrificed for mana triggers Blood Artist, released when the spell is cast; a cancelled cast releases none', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }],
      battlefield: [{ card: 'Blood Artist', controller: 'alice' }, { card: 'Wild Cantor', controller: 'alice' }],
      turn: ALICE_MAIN,
    });
    const cast = castActor(game);
    accept(cast, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(cast, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(cast, { type: 'ACTIVATE_MANA', player: 'alice', source: 'wild-cantor', mana: 'R' });
    expect(ctx(cast).heldTriggers).toEqual([{ source: 'blood-artist', card: 'Blood Artist', trigger: 0, controller: 'alice', on: 'creatureDied', text: expect.any(String) }]);
    accept(cast, { type: 'PAY', player: 'alice' });
    expect(ctx(cast).triggers.map((t) => t.source)).toEqual(['blood-artist']);

    const cancelled = castActor(game);
    accept(cancelled, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(cancelled, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(cancelled, { type: 'ACTIVATE_MANA', player: 'alice', source: 'wild-cantor', mana: 'R' });
    accept(cancelled, { type: 'CANCEL', player: 'alice' });
    expect(ctx(cancelled).triggers).toEqual([]);
    expect(ctx(cancelled).game).toEqual(game);
  });
});
