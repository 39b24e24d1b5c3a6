/** CR 601.2c: targets. */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, outcome, player, recordingActor, refuse, spell, where } from './cast-helpers.js';
import { cards, players } from './step-fixtures.js';

describe('601.2c: targets', () => {
  const boltGame = gameOf({
    players: players({ hand: ['Lightning Bolt', 'Giant Growth', 'Thoughtseize'] }),
    battlefield: [
      { card: 'Grizzly Bears', controller: BOB },
      { card: 'Propaganda', controller: BOB },
      { card: 'Forest', controller: ALICE },
    ],
    turn: ALICE_MAIN,
  });

  it('601.2c: "any target" takes a player', () => {
    const actor = castActor(boltGame);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    expect(spell(ctx(actor).game, 'lightning-bolt').choices.targets).toEqual([[BOB]]);
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it('601.2c: "any target" takes a creature, and the caster may target themselves', () => {
    for (const target of ['grizzly-bears', ALICE]) {
      const actor = castActor(boltGame);
      acceptAll(actor, [
        { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
        { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[target]] },
      ]);
      expect(spell(ctx(actor).game, 'lightning-bolt').choices.targets).toEqual([[target]]);
    }
  });

  it('601.2c: "any target" refuses an enchantment or a land', () => {
    for (const target of ['propaganda', 'forest']) {
      const actor = castActor(boltGame);
      accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
      const before = ctx(actor).game;
      expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[target]] })).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
      expect(where(actor)).toBe('casting.targeting');
      expect(ctx(actor).game).toBe(before);
    }
  });

  it('601.2c: "target creature" refuses a player and takes a creature', () => {
    const actor = castActor(boltGame);
    accept(actor, { type: 'CAST', player: ALICE, card: 'giant-growth' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] }).code).toBe('ILLEGAL_TARGET');
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] });
    expect(spell(ctx(actor).game, 'giant-growth').choices.targets).toEqual([['grizzly-bears']]);
  });

  it('601.2c: "target player" refuses a creature and takes a player', () => {
    const actor = castActor(boltGame);
    accept(actor, { type: 'CAST', player: ALICE, card: 'thoughtseize' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] }).code).toBe('ILLEGAL_TARGET');
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] });
    expect(spell(ctx(actor).game, 'thoughtseize').choices.targets).toEqual([[BOB]]);
  });

  const counterGame = gameOf({
    players: players({ hand: ['Counterspell'] }, { hand: [] }),
    stack: [{ card: 'Divination', controller: BOB, owner: BOB }],
    turn: { activePlayer: BOB, phase: 'precombatMain' },
    priority: ALICE,
  });

  it('601.2c: Counterspell targets a spell already on the stack', () => {
    const actor = castActor(counterGame);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'counterspell' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['divination']] },
    ]);
    expect(spell(ctx(actor).game, 'counterspell').choices.targets).toEqual([['divination']]);
  });

  it("601.2c, 115.5: a spell can't target itself", () => {
    const actor = castActor(counterGame);
    accept(actor, { type: 'CAST', player: ALICE, card: 'counterspell' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['counterspell']] })).toMatchObject({ rule: '115.5', code: 'ILLEGAL_TARGET' });
  });

  it('601.2c: Counterspell with no other spell on the stack has no legal target, so the cast is illegal', () => {
    const game = gameOf({ players: players({ hand: ['Counterspell'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'counterspell' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
    expect(ctx(actor).game).toEqual(game);
  });

  const rackGame = gameOf({
    players: players({ hand: ['Rack and Ruin'] }),
    battlefield: [
      { card: 'Memnite', controller: BOB },
      { card: 'Ornithopter', controller: BOB },
    ],
    turn: ALICE_MAIN,
  });

  it('601.2c: Rack and Ruin takes two different artifacts for its one "target" word', () => {
    const actor = castActor(rackGame);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'rack-and-ruin' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['memnite', 'ornithopter']] },
    ]);
    expect(spell(ctx(actor).game, 'rack-and-ruin').choices.targets).toEqual([['memnite', 'ornithopter']]);
  });

  it('601.2c: Rack and Ruin\'s one "target" word can\'t take the same artifact twice', () => {
    const actor = castActor(rackGame);
    accept(actor, { type: 'CAST', player: ALICE, card: 'rack-and-ruin' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['memnite', 'memnite']] })).toMatchObject({
      rule: '601.2c',
      code: 'DUPLICATE_TARGET',
    });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['memnite']] })).toMatchObject({
      rule: '601.2c',
      code: 'WRONG_TARGET_COUNT',
    });
    expect(where(actor)).toBe('casting.targeting');
  });

  it('601.2c: Rack and Ruin with a single artifact on the battlefield has no legal choice of targets', () => {
    const game = gameOf({
      players: players({ hand: ['Rack and Ruin'] }),
      battlefield: [{ card: 'Memnite', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'rack-and-ruin' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal?.code).toBe('NO_LEGAL_TARGETS');
  });

  it("601.2c: Decimate's separate \"target\" words may share one object: Seat of the Synod is its artifact and its land", () => {
    const game = gameOf({
      players: players({ hand: ['Decimate'] }),
      battlefield: [
        { card: 'Seat of the Synod', controller: BOB },
        { card: 'Grizzly Bears', controller: BOB },
        { card: 'Propaganda', controller: BOB },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'decimate' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['seat-of-the-synod'], ['grizzly-bears'], ['propaganda'], ['seat-of-the-synod']] },
    ]);
    expect(where(actor)).toBe('casting.activatingMana');
    expect(spell(ctx(actor).game, 'decimate').choices.targets).toEqual([['seat-of-the-synod'], ['grizzly-bears'], ['propaganda'], ['seat-of-the-synod']]);
  });

  it('601.2c: an artifact creature land may be Decimate\'s artifact, creature and land at once', () => {
    const game = gameOf(
      {
        players: players({ hand: ['Decimate'] }),
        battlefield: [
          { card: 'Golem Land', controller: BOB },
          { card: 'Propaganda', controller: BOB },
        ],
        turn: ALICE_MAIN,
      },
      cards,
    );
    const actor = castActor(game, cards);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'decimate' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['golem-land'], ['golem-land'], ['propaganda'], ['golem-land']] },
    ]);
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it('601.2c: Decimate with no land to target has no legal choice of targets', () => {
    const game = gameOf({
      players: players({ hand: ['Decimate'] }),
      battlefield: [
        { card: 'Memnite', controller: BOB },
        { card: 'Propaganda', controller: BOB },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'decimate' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
  });

  it("601.2c, 702.11b: an opponent's hexproof creature is not a legal target; the caster's own is", () => {
    const game = gameOf(
      {
        players: players({ hand: ['Giant Growth'] }),
        battlefield: [
          { card: 'Hexproof Bear', controller: BOB },
          { card: 'Hexproof Bear', id: 'my-bear', controller: ALICE },
        ],
        turn: ALICE_MAIN,
      },
      cards,
    );
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'giant-growth' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['hexproof-bear']] })).toMatchObject({
      rule: '702.11b',
      code: 'ILLEGAL_TARGET',
    });
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['my-bear']] });
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it("601.2c, 702.11b: when the only creature is an opponent's hexproof one, the cast is illegal for want of targets", () => {
    const game = gameOf({ players: players({ hand: ['Giant Growth'] }), battlefield: [{ card: 'Hexproof Bear', controller: BOB }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'giant-growth' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal?.code).toBe('NO_LEGAL_TARGETS');
    expect(ctx(actor).game).toEqual(game);
  });

  it('601.2c, 702.18a: a creature with shroud is not a legal target, even for its controller', () => {
    const game = gameOf(
      {
        players: players({ hand: ['Giant Growth'] }),
        battlefield: [
          { card: 'Shrouded Bear', controller: ALICE },
          { card: 'Grizzly Bears', controller: BOB },
        ],
        turn: ALICE_MAIN,
      },
      cards,
    );
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'giant-growth' });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['shrouded-bear']] }).code).toBe('ILLEGAL_TARGET');
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] });
  });

  it('601.2c, 601.2h: Bone Splinters may sacrifice the very creature it targets (targets are chosen before costs are paid)', () => {
    const game = gameOf({
      players: players({ hand: ['Bone Splinters'], manaPool: ['B'] }),
      battlefield: [{ card: 'Grizzly Bears', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'bone-splinters' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] },
      { type: 'PAY', player: ALICE, mana: ['mana-1'], sacrifice: ['grizzly-bears'] },
    ]);
    expect(outcome(actor)).toBe('cast');
    expect(spell(ctx(actor).game, 'bone-splinters').choices.targets).toEqual([['grizzly-bears']]);
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['grizzly-bears']);
  });

  it('601.2c: a spell with no "target" word skips the step', () => {
    const game = gameOf({ players: players({ hand: ['Divination'] }), turn: ALICE_MAIN });
    const { actor, states } = recordingActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'divination' });
    expect(where(actor)).toBe('casting.activatingMana');
    expect(states).toContain('casting.targeting');
    expect(spell(ctx(actor).game, 'divination').choices.targets).toEqual([]);
  });
});
