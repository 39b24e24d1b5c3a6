/** CR 601.2i, 601.2c: a cast trigger that watches only spells targeting its permanent (heroic) triggers on the targets chosen at 601.2c. */
import { describe, expect, it } from 'vitest';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const cards = libraryWith({
  name: 'Heroic Hoplite',
  manaCost: '{1}{W}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  triggers: [{ on: 'cast', spells: { controller: 'you' }, targetsThis: true, text: 'Heroic — put a +1/+1 counter on Heroic Hoplite.' }],
});
const game = gameOf({
  players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }],
  battlefield: [{ card: 'Heroic Hoplite', controller: 'alice' }],
  turn: ALICE_MAIN,
}, cards);

describe('601.2i: heroic, a cast trigger on spells that target this permanent', () => {
  it('601.2i: casting a spell that targets the permanent triggers it, released when the spell is cast', () => {
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['heroic-hoplite']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([{ source: 'heroic-hoplite', card: 'Heroic Hoplite', trigger: 0, controller: 'alice', on: 'cast', text: expect.stringContaining('Heroic') }]);
  });

  it('601.2i: the same spell targeting something else triggers nothing', () => {
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([]);
  });
});
