/** CR 601.3, 601.5, 702.8: prohibitions (Void Winnower) and permissions to cast as though with flash. */
import { describe, expect, it } from 'vitest';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';
import { canCast } from '../src/casting/castable.js';

const cards = libraryWith({ name: 'Test Thunder', manaCost: '{X}{R}{R}', types: ['Sorcery'], text: 'An X spell whose mana value is X + 2.' });

const underWinnower = (hand: string[]) =>
  gameOf(
    {
      players: [{ id: 'alice', hand, manaPool: ['R', 'R', 'R', 'R'] }, { id: 'bob' }],
      battlefield: [{ card: 'Void Winnower', controller: 'bob' }],
      turn: ALICE_MAIN,
    },
    cards,
  );

describe('601.3: prohibitions', () => {
  it('601.3: under Void Winnower an opponent may not begin casting Grizzly Bears (mana value 2) but may cast Shock (1)', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Shock', 'Grizzly Bears'], manaPool: ['R', 'G', 'G'] }, { id: 'bob' }],
      battlefield: [{ card: 'Void Winnower', controller: 'bob' }],
      turn: ALICE_MAIN,
    });
    const bears = castActor(game);
    accept(bears, { type: 'CAST', player: 'alice', card: 'grizzly-bears' });
    expect(outcome(bears)).toBe('prohibited');
    expect(ctx(bears).refusal).toMatchObject({ rule: '601.3', code: 'PROHIBITED' });
    expect(ctx(bears).game).toBe(game);
    expect(canCast(game, bears.getSnapshot().context.cards, 'alice', 'grizzly-bears').ok).toBe(false);
    const shock = castActor(game);
    accept(shock, { type: 'CAST', player: 'alice', card: 'shock' });
    expect(outcome(shock)).toBe('pending');
  });

  it("601.3: Void Winnower doesn't stop its controller's own spells", () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Grizzly Bears'], manaPool: ['G', 'G'] }, { id: 'bob' }],
      battlefield: [{ card: 'Void Winnower', controller: 'alice' }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'grizzly-bears' });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.3e: an X spell may begin under Void Winnower, because X can make its mana value odd; an odd result is cast', () => {
    const actor = castActor(underWinnower(['Test Thunder']), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-thunder' });
    accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x: 1 }); // mana value 3
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2e, 601.5: with an even result the proposal is illegal at 601.2e and the cast is reversed', () => {
    const game = underWinnower(['Test Thunder']);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-thunder' });
    accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x: 2 }); // mana value 4
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2e', code: 'ILLEGAL_PROPOSAL' });
    expect(ctx(actor).game).toEqual(game);
  });
});

describe('702.8: casting as though it had flash', () => {
  const onBobsTurn = (hand: string[], battlefield: { card: string; controller: string }[]) =>
    gameOf({ players: [{ id: 'alice', hand, manaPool: ['G', 'G', 'W', 'W'] }, { id: 'bob' }], battlefield, turn: { activePlayer: 'bob', phase: 'precombatMain' }, priority: 'alice' });

  it("702.8: Leyline of Anticipation lets its controller cast a creature on an opponent's turn", () => {
    const actor = castActor(onBobsTurn(['Grizzly Bears'], [{ card: 'Leyline of Anticipation', controller: 'alice' }]));
    accept(actor, { type: 'CAST', player: 'alice', card: 'grizzly-bears' });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });

  it("702.8: an opponent's Leyline of Anticipation gives no permission", () => {
    const actor = castActor(onBobsTurn(['Grizzly Bears'], [{ card: 'Leyline of Anticipation', controller: 'bob' }]));
    accept(actor, { type: 'CAST', player: 'alice', card: 'grizzly-bears' });
    expect(ctx(actor).refusal).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
  });

  it("702.8: Sigarda's Aid lets Equipment be cast at instant speed, but not other artifacts", () => {
    const game = onBobsTurn(['Bonesplitter', 'Sol Ring'], [{ card: "Sigarda's Aid", controller: 'alice' }]);
    const equipment = castActor(game);
    accept(equipment, { type: 'CAST', player: 'alice', card: 'bonesplitter' });
    expect(outcome(equipment)).toBe('pending');
    const ring = castActor(game);
    accept(ring, { type: 'CAST', player: 'alice', card: 'sol-ring' });
    expect(outcome(ring)).toBe('prohibited');
  });
});

describe('601.5a: a permission that depended on a condition persists once casting began', () => {
  it('601.5a: a creature cast with Leyline of Anticipation\'s permission stays cast when the Leyline is sacrificed to pay for it', () => {
    const cards = libraryWith({
      name: 'Test Devourer',
      manaCost: '{G}',
      types: ['Creature'],
      power: 1,
      toughness: 1,
      additionalCosts: [{ kind: 'sacrifice', what: { types: ['Enchantment'] } }],
      text: 'As an additional cost to cast this spell, sacrifice an enchantment.',
    });
    const game = gameOf(
      {
        players: [{ id: 'alice', hand: ['Test Devourer'], manaPool: ['G'] }, { id: 'bob' }],
        battlefield: [{ card: 'Leyline of Anticipation', controller: 'alice' }],
        turn: { activePlayer: 'bob', phase: 'precombatMain' },
        priority: 'alice',
      },
      cards,
    );
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-devourer' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['leyline-of-anticipation'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield).toEqual([]);
  });
});

describe('702.11: hexproof', () => {
  it("702.11b: Slippery Bogle can't be targeted by an opponent's spell, but its controller's spells may target it", () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Giant Growth'], manaPool: ['G'] }, { id: 'bob', hand: ['Giant Growth'], manaPool: ['G'] }],
      battlefield: [{ card: 'Slippery Bogle', controller: 'bob' }],
      turn: ALICE_MAIN,
    });
    const mine = castActor(game);
    accept(mine, { type: 'CAST', player: 'alice', card: 'giant-growth' });
    expect(outcome(mine)).toBe('illegal');
    expect(ctx(mine).refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
    const bobs = castActor({ ...game, priority: 'bob' });
    accept(bobs, { type: 'CAST', player: 'bob', card: 'giant-growth-2' });
    accept(bobs, { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['slippery-bogle']] });
    accept(bobs, { type: 'PAY', player: 'bob' });
    expect(outcome(bobs)).toBe('cast');
  });
});
