/**
 * The casting chart, one step at a time: CR 601.2a–601.2i, and 601.3 (may the cast begin).
 */
import { describe, it, expect } from 'vitest';
import { castingMachine } from '../machines/casting.js';
import { canCast } from '../src/casting/castable.js';
import { checkProposal } from '../src/casting/legality.js';
import { createActor } from 'xstate';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import {
  ALICE,
  BOB,
  accept,
  acceptAll,
  ctx,
  locked,
  lockedMana,
  outcome,
  permanent,
  player,
  recordingActor,
  refuse,
  ruleNow,
  spell,
  where,
} from './cast-helpers.js';

const cards = libraryWith(
  { name: 'Test Blaze', manaCost: '{X}{R}', types: ['Sorcery'], targets: [{ filter: 'any' }], text: 'Test Blaze deals X damage to any target.' },
  { name: 'Hexproof Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, keywords: ['hexproof'] },
  { name: 'Flash Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, keywords: ['flash'] },
  { name: 'Golem Land', types: ['Artifact', 'Creature', 'Land'], power: 1, toughness: 1, text: 'An artifact creature land.' },
  { name: 'Test Omen', manaCost: '{X}{G/W}{B/P}', types: ['Sorcery'], text: 'X, a hybrid symbol and a Phyrexian symbol.' },
  { name: 'Test Mite', manaCost: '{1}{G/U/P}', types: ['Instant'], text: 'A hybrid Phyrexian symbol.' },
  { name: 'Shrouded Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, keywords: ['shroud'] },
);

const players = (alice: object = {}, bob: object = {}) => [
  { id: ALICE, ...alice },
  { id: BOB, ...bob },
];

describe('601.2a: the card moves to the stack', () => {
  it('601.2a: the card leaves the hand and becomes the topmost object on the stack, controlled by its caster', () => {
    const game = gameOf({
      players: players({ hand: ['Opt', 'Shock', 'Lightning Bolt'] }),
      stack: [{ card: 'Divination', controller: BOB }],
      turn: ALICE_MAIN,
      priority: ALICE,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'shock' });
    const now = ctx(actor).game;
    expect(player(now, ALICE).hand.map((c) => c.id)).toEqual(['opt', 'lightning-bolt']);
    expect(now.stack.map((s) => s.id)).toEqual(['divination', 'shock']);
    const top = now.stack[now.stack.length - 1]!;
    expect(top).toMatchObject({ kind: 'spell', id: 'shock', card: 'Shock', owner: ALICE, controller: ALICE });
    expect(ctx(actor).caster).toBe(ALICE);
    expect(ctx(actor).saved).toBe(game);
  });

  it('601.2a: the first step the chart enters after CAST names rule 601.2a', () => {
    const game = gameOf({ players: players({ hand: ['Lightning Bolt'] }), turn: ALICE_MAIN });
    const { actor, rules, states } = recordingActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expect(states[0]).toBe('casting.movingToStack');
    expect(rules[states.indexOf('casting.movingToStack')]).toBe('601.2a');
    expect(where(actor)).toBe('casting.targeting');
    expect(ruleNow(actor)).toBe('601.2c');
  });
});

describe('601.2b: announcements', () => {
  it('601.2b: X is announced first and becomes part of the locked cost', () => {
    const game = gameOf({ players: players({ hand: ['Test Blaze'] }), turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'test-blaze' });
    expect(where(actor)).toBe('casting.announcing.x');
    expect(ruleNow(actor)).toBe('601.2b');
    accept(actor, { type: 'ANNOUNCE_X', player: ALICE, x: 3 });
    expect(spell(ctx(actor).game, 'test-blaze').choices.x).toBe(3);
    accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] });
    expect(lockedMana(actor)).toBe('{3}{R}');
  });

  it('601.2b: X may be announced as 0', () => {
    const game = gameOf({ players: players({ hand: ['Test Blaze'] }), turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'test-blaze' },
      { type: 'ANNOUNCE_X', player: ALICE, x: 0 },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    expect(lockedMana(actor)).toBe('{R}');
  });

  it('601.2b: a spell without {X} skips the X announcement', () => {
    const game = gameOf({ players: players({ hand: ['Kitchen Finks'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'kitchen-finks' });
    expect(where(actor)).toBe('casting.announcing.hybrid');
    expect(refuse(actor, { type: 'ANNOUNCE_X', player: ALICE, x: 1 }).code).toBe('EVENT_NOT_EXPECTED');
  });

  it('601.2b: Kitchen Finks announces one half of each hybrid symbol; the locked cost uses those halves', () => {
    const game = gameOf({ players: players({ hand: ['Kitchen Finks'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'kitchen-finks' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G', 'W'] },
    ]);
    expect(spell(ctx(actor).game, 'kitchen-finks').choices.hybrid).toEqual(['G', 'W']);
    expect(where(actor)).toBe('casting.activatingMana');
    expect(lockedMana(actor)).toBe('{1}{G}{W}');
  });

  it('601.2b: Kitchen Finks may pay both hybrid symbols with the same colour', () => {
    const game = gameOf({ players: players({ hand: ['Kitchen Finks'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'kitchen-finks' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['W', 'W'] },
    ]);
    expect(lockedMana(actor)).toBe('{1}{W}{W}');
  });

  it("601.2b: Spectral Procession's {2/W} may be announced as 'generic' ({2}) or as {W}", () => {
    const game = gameOf({ players: players({ hand: ['Spectral Procession'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'spectral-procession' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['generic', 'W', 'generic'] },
    ]);
    expect(lockedMana(actor)).toBe('{4}{W}');
    expect(locked(actor).mana).toMatchObject({ generic: 4, W: 1 });
  });

  it("601.2b: Spectral Procession announced as three {W} costs {W}{W}{W}", () => {
    const game = gameOf({ players: players({ hand: ['Spectral Procession'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'spectral-procession' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['W', 'W', 'W'] },
    ]);
    expect(lockedMana(actor)).toBe('{W}{W}{W}');
  });

  it('601.2b: Kitchen Finks refuses a half its symbol does not offer', () => {
    const game = gameOf({ players: players({ hand: ['Kitchen Finks'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'kitchen-finks' });
    const before = ctx(actor).game;
    const refusal = refuse(actor, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G', 'generic'] });
    expect(refusal).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(where(actor)).toBe('casting.announcing.hybrid');
    expect(ctx(actor).game).toBe(before);
  });

  it('601.2b: Gitaxian Probe announced with life costs {0} and 2 life; paying it lowers life by 2', () => {
    const game = gameOf({ players: players({ hand: ['Gitaxian Probe'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'gitaxian-probe' },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    expect(lockedMana(actor)).toBe('{0}');
    expect(locked(actor).life).toBe(2);
    // No mana to pay, so 601.2g is skipped.
    expect(where(actor)).toBe('casting.paying');
    accept(actor, { type: 'PAY', player: ALICE, mana: [] });
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).life).toBe(18);
  });

  it('601.2b: Gitaxian Probe announced with mana costs {U} and no life', () => {
    const game = gameOf({ players: players({ hand: ['Gitaxian Probe'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'gitaxian-probe' },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['mana'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[ALICE]] },
    ]);
    expect(lockedMana(actor)).toBe('{U}');
    expect(locked(actor).life).toBe(0);
  });

  it('601.2b: Dismember announces each Phyrexian symbol separately: life for one, {B} for the other', () => {
    const game = gameOf({
      players: players({ hand: ['Dismember'] }),
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'dismember' },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life', 'mana'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] },
    ]);
    expect(spell(ctx(actor).game, 'dismember').choices.phyrexian).toEqual(['life', 'mana']);
    expect(lockedMana(actor)).toBe('{1}{B}');
    expect(locked(actor).life).toBe(2);
  });

  it('601.2b: Dismember with both Phyrexian symbols paid with life costs {1} and 4 life', () => {
    const game = gameOf({
      players: players({ hand: ['Dismember'], manaPool: ['C'] }),
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'dismember' },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life', 'life'] },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] },
    ]);
    expect(lockedMana(actor)).toBe('{1}');
    expect(locked(actor).life).toBe(4);
    accept(actor, { type: 'PAY', player: ALICE, mana: ['mana-1'] });
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE)).toMatchObject({ life: 16, manaPool: [] });
  });

  it('601.2b: the announcements come in CR order: X, then hybrid halves, then Phyrexian payments', () => {
    const game = gameOf({ players: players({ hand: ['Test Omen'] }), turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'test-omen' });
    expect(where(actor)).toBe('casting.announcing.x');
    expect(refuse(actor, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G'] }).code).toBe('EVENT_NOT_EXPECTED');
    expect(refuse(actor, { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] }).code).toBe('EVENT_NOT_EXPECTED');
    accept(actor, { type: 'ANNOUNCE_X', player: ALICE, x: 2 });
    expect(where(actor)).toBe('casting.announcing.hybrid');
    expect(refuse(actor, { type: 'ANNOUNCE_X', player: ALICE, x: 3 }).code).toBe('EVENT_NOT_EXPECTED');
    accept(actor, { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['W'] });
    expect(where(actor)).toBe('casting.announcing.phyrexian');
    accept(actor, { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['mana'] });
    expect(spell(ctx(actor).game, 'test-omen').choices).toEqual({ x: 2, hybrid: ['W'], phyrexian: ['mana'], targets: [] });
    expect(lockedMana(actor)).toBe('{2}{W}{B}');
  });

  it('601.2b: a hybrid Phyrexian symbol is announced twice: its half, then life or that mana', () => {
    const game = gameOf({ players: players({ hand: ['Test Mite', 'Test Mite'] }), turn: ALICE_MAIN }, cards);
    const withLife = castActor(game, cards);
    acceptAll(withLife, [
      { type: 'CAST', player: ALICE, card: 'test-mite' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['U'] },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life'] },
    ]);
    expect(lockedMana(withLife)).toBe('{1}');
    expect(locked(withLife).life).toBe(2);
    const withMana = castActor(game, cards);
    acceptAll(withMana, [
      { type: 'CAST', player: ALICE, card: 'test-mite-2' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['U'] },
      { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['mana'] },
    ]);
    expect(lockedMana(withMana)).toBe('{1}{U}');
    expect(locked(withMana).life).toBe(0);
  });

  it('601.2b: a Phyrexian announcement must give one choice per symbol', () => {
    const game = gameOf({ players: players({ hand: ['Gitaxian Probe'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'gitaxian-probe' });
    const refusal = refuse(actor, { type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: ['life', 'life'] });
    expect(refusal).toMatchObject({ rule: '601.2b', code: 'BAD_PAYLOAD' });
    expect(where(actor)).toBe('casting.announcing.phyrexian');
  });
});

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
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['counterspell']] })).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
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
      rule: '601.2c',
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

describe('601.2e: the proposed spell is checked', () => {
  it('601.2e: a legal proposal passes through the check to 601.2f', () => {
    const game = gameOf({ players: players({ hand: ['Lightning Bolt'] }), turn: ALICE_MAIN });
    const { actor, states, rules } = recordingActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    const at = states.indexOf('casting.checkingLegality');
    expect(at).toBeGreaterThan(-1);
    expect(rules[at]).toBe('601.2e');
    expect(states[at + 1]).toBe('casting.totallingCost');
  });

  it('601.2e: if an app lets an illegal target through 601.2c, the check makes the whole cast illegal and reverses it', () => {
    const lenient = castingMachine.provide({ guards: { targetsAreLegal: () => true } });
    const game = gameOf({
      players: players({ hand: ['Giant Growth'] }),
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = createActor(lenient, { input: { game } }).start();
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'giant-growth' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2e', code: 'ILLEGAL_TARGET' });
    expect(ctx(actor).game).toEqual(game);
  });

  it('601.2e: checkProposal refuses a spell whose announcements are incomplete', () => {
    const game = gameOf({
      players: players(),
      stack: [{ card: 'Kitchen Finks', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const result = checkProposal(game, libraryWith(), spell(game, 'kitchen-finks'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal).toMatchObject({ rule: '601.2e', code: 'ILLEGAL_ANNOUNCEMENT' });
  });
});

describe('601.2f: the total cost is determined and locked', () => {
  const lockFor = (card: string, battlefield: { card: string; controller: string }[], targets?: string[][]) => {
    const game = gameOf({ players: players({ hand: [card] }), battlefield, turn: ALICE_MAIN });
    const actor = castActor(game);
    const id = game.players[0]!.hand[0]!.id;
    accept(actor, { type: 'CAST', player: ALICE, card: id });
    if (targets) accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets });
    return actor;
  };

  it('601.2f: Thalia and Sphere of Resistance both increase a noncreature spell: Lightning Bolt costs {2}{R}', () => {
    const actor = lockFor('Lightning Bolt', [
      { card: 'Thalia, Guardian of Thraben', controller: BOB },
      { card: 'Sphere of Resistance', controller: BOB },
    ], [[BOB]]);
    expect(lockedMana(actor)).toBe('{2}{R}');
    expect(locked(actor).changes.map((c) => [c.card, c.change, c.applied])).toEqual([
      ['Thalia, Guardian of Thraben', 'increase', 1],
      ['Sphere of Resistance', 'increase', 1],
    ]);
  });

  it("601.2f: Thalia doesn't increase a creature spell; Sphere does", () => {
    const actor = lockFor('Grizzly Bears', [
      { card: 'Thalia, Guardian of Thraben', controller: BOB },
      { card: 'Sphere of Resistance', controller: BOB },
    ]);
    expect(lockedMana(actor)).toBe('{2}{G}');
  });

  it('601.2f: Thunderscape Familiar reduces its controller\'s green spell: Grizzly Bears costs {G}', () => {
    const actor = lockFor('Grizzly Bears', [{ card: 'Thunderscape Familiar', controller: ALICE }]);
    expect(lockedMana(actor)).toBe('{G}');
  });

  it("601.2f: Thunderscape Familiar reduces its controller's black spell: Divination is blue and isn't, Altar's Reap is black and is", () => {
    expect(lockedMana(lockFor('Divination', [{ card: 'Thunderscape Familiar', controller: ALICE }]))).toBe('{2}{U}');
    expect(lockedMana(lockFor("Altar's Reap", [{ card: 'Thunderscape Familiar', controller: ALICE }]))).toBe('{B}');
  });

  it('601.2f: Thunderscape Familiar reduces a green-white hybrid spell (Kitchen Finks is green)', () => {
    const game = gameOf({ players: players({ hand: ['Kitchen Finks'] }), battlefield: [{ card: 'Thunderscape Familiar', controller: ALICE }], turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'kitchen-finks' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['W', 'W'] },
    ]);
    expect(lockedMana(actor)).toBe('{W}{W}');
  });

  it("601.2f: Thunderscape Familiar doesn't reduce red spells", () => {
    const actor = lockFor('Hill Giant', [{ card: 'Thunderscape Familiar', controller: ALICE }]);
    expect(lockedMana(actor)).toBe('{3}{R}');
  });

  it("601.2f: an opponent's Thunderscape Familiar doesn't reduce the caster's spells", () => {
    const actor = lockFor('Grizzly Bears', [{ card: 'Thunderscape Familiar', controller: BOB }]);
    expect(lockedMana(actor)).toBe('{1}{G}');
    expect(locked(actor).changes).toEqual([]);
  });

  it('601.2f: Goblin Electromancer reduces instants and sorceries its controller casts, not creatures', () => {
    expect(lockedMana(lockFor('Divination', [{ card: 'Goblin Electromancer', controller: ALICE }]))).toBe('{1}{U}');
    expect(lockedMana(lockFor('Grizzly Bears', [{ card: 'Goblin Electromancer', controller: ALICE }]))).toBe('{1}{G}');
  });

  it('601.2f: Helm of Awakening reduces anyone\'s spells, but never below {0}', () => {
    const bears = lockFor('Grizzly Bears', [{ card: 'Helm of Awakening', controller: BOB }]);
    expect(lockedMana(bears)).toBe('{G}');
    const memnite = lockFor('Memnite', [{ card: 'Helm of Awakening', controller: BOB }, { card: 'Helm of Awakening', controller: ALICE }]);
    expect(lockedMana(memnite)).toBe('{0}');
    expect(locked(memnite).mana.generic).toBe(0);
    expect(locked(memnite).changes.map((c) => c.applied)).toEqual([0, 0]);
  });

  it('601.2f: reductions never take the mana cost below {0}, and never reduce a coloured part', () => {
    const bolt = lockFor('Lightning Bolt', [
      { card: 'Helm of Awakening', controller: BOB },
      { card: 'Helm of Awakening', controller: ALICE },
    ], [[BOB]]);
    expect(lockedMana(bolt)).toBe('{R}');
    const bears = lockFor('Grizzly Bears', [
      { card: 'Thunderscape Familiar', controller: ALICE },
      { card: 'Helm of Awakening', controller: BOB },
    ]);
    expect(lockedMana(bears)).toBe('{G}');
    expect(locked(bears).changes.map((c) => c.applied)).toEqual([1, 0]);
  });

  it('601.2f: increases are added before reductions are taken: Sphere plus Helm leaves Lightning Bolt at {R}', () => {
    const actor = lockFor('Lightning Bolt', [
      { card: 'Helm of Awakening', controller: BOB },
      { card: 'Sphere of Resistance', controller: BOB },
    ], [[BOB]]);
    expect(lockedMana(actor)).toBe('{R}');
  });

  it("601.2f: a generic reduction doesn't touch {S}: Icehide Golem still costs {S} under Helm of Awakening", () => {
    const actor = lockFor('Icehide Golem', [{ card: 'Helm of Awakening', controller: BOB }]);
    expect(lockedMana(actor)).toBe('{S}');
    expect(locked(actor).mana).toMatchObject({ generic: 0, S: 1 });
  });

  it('601.2f: the additional cost is part of the total cost', () => {
    const actor = lockFor("Altar's Reap", [{ card: 'Grizzly Bears', controller: ALICE }]);
    expect(lockedMana(actor)).toBe('{1}{B}');
    expect(locked(actor).additional).toEqual([{ kind: 'sacrifice', what: { types: ['Creature'] }, count: 1 }]);
  });

  it('601.2f: the locked total cost is frozen', () => {
    const actor = lockFor('Hill Giant', [{ card: 'Sphere of Resistance', controller: BOB }]);
    const cost = locked(actor);
    expect(Object.isFrozen(cost)).toBe(true);
    expect(Object.isFrozen(cost.mana)).toBe(true);
    expect(Object.isFrozen(cost.changes)).toBe(true);
    expect(Object.isFrozen(cost.additional)).toBe(true);
  });
});

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

describe('601.2i: the spell becomes cast', () => {
  it('601.2i: the spell waits on the stack, the caster holds priority, and the released triggers are an array', () => {
    const game = gameOf({
      players: players({ hand: ['Counterspell'], manaPool: ['U', 'U'] }),
      stack: [{ card: 'Divination', controller: BOB }],
      turn: { activePlayer: BOB, phase: 'precombatMain' },
      priority: ALICE,
    });
    const { actor, states, rules } = recordingActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'counterspell' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['divination']] },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(outcome(actor)).toBe('cast');
    expect(ruleNow(actor)).toBe('601.2i');
    expect(rules[states.indexOf('casting.becomingCast')]).toBe('601.2i');
    const now = ctx(actor).game;
    expect(now.priority).toBe(ALICE);
    expect(now.stack.map((s) => [s.id, s.controller])).toEqual([
      ['divination', BOB],
      ['counterspell', ALICE],
    ]);
    expect(Array.isArray(ctx(actor).triggers)).toBe(true);
    expect(ctx(actor).triggers).toEqual([]);
    expect(ctx(actor).refusal).toBeNull();
    expect(snapshot.output).toMatchObject({ game: now, lockedCost: ctx(actor).lockedCost, refusal: null, triggers: [] });
  });

  it('601.2i: a finished cast accepts no more events', () => {
    const game = gameOf({ players: players({ hand: ['Memnite'] }), turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'memnite' },
      { type: 'PAY', player: ALICE },
    ]);
    const after = ctx(actor).game;
    expect(refuse(actor, { type: 'CANCEL', player: ALICE }).code).toBe('EVENT_NOT_EXPECTED');
    expect(ctx(actor).game).toBe(after);
    expect(outcome(actor)).toBe('cast');
  });
});

describe('601.3: may the cast begin (timing and zones)', () => {
  const prohibited = (game: ReturnType<typeof gameOf>, card: string, by: string = ALICE, library = libraryWith()) => {
    const actor = castActor(game, library);
    accept(actor, { type: 'CAST', player: by, card });
    expect(outcome(actor)).toBe('prohibited');
    expect(ruleNow(actor)).toBe('601.3');
    expect(ctx(actor).game).toBe(game);
    return ctx(actor).refusal;
  };

  it('601.3, 307.1: a sorcery may be cast in its caster\'s own main phase with an empty stack', () => {
    for (const phase of ['precombatMain', 'postcombatMain'] as const) {
      const game = gameOf({ players: players({ hand: ['Divination'] }), turn: { activePlayer: ALICE, phase } });
      const actor = castActor(game);
      accept(actor, { type: 'CAST', player: ALICE, card: 'divination' });
      expect(where(actor)).toBe('casting.activatingMana');
    }
  });

  it("601.3, 307.1: a sorcery can't be cast in an opponent's turn, even with priority", () => {
    const game = gameOf({ players: players({ hand: ['Divination'] }), turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE });
    expect(prohibited(game, 'divination')).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
  });

  it("601.3, 307.1: a sorcery can't be cast while the stack isn't empty", () => {
    const game = gameOf({
      players: players({ hand: ['Divination'] }),
      stack: [{ card: 'Opt', controller: BOB }],
      turn: ALICE_MAIN,
      priority: ALICE,
    });
    expect(prohibited(game, 'divination')).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
  });

  it("601.3, 307.1: a creature spell can't be cast outside a main phase", () => {
    const game = gameOf({ players: players({ hand: ['Grizzly Bears'] }), turn: { activePlayer: ALICE, phase: 'combat', step: 'declareAttackers' } });
    expect(prohibited(game, 'grizzly-bears')).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
  });

  it("601.3, 117.1: a sorcery can't be cast without priority", () => {
    const game = gameOf({ players: players({ hand: ['Divination'] }), turn: ALICE_MAIN, priority: BOB });
    expect(prohibited(game, 'divination')).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
  });

  it("601.3, 117.1: an instant may be cast in an opponent's turn with priority, and on top of another spell", () => {
    const game = gameOf({
      players: players({ hand: ['Lightning Bolt'] }),
      stack: [{ card: 'Divination', controller: BOB }],
      turn: { activePlayer: BOB, phase: 'combat', step: 'declareBlockers' },
      priority: ALICE,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expect(where(actor)).toBe('casting.targeting');
  });

  it("601.3, 117.1: an instant can't be cast without priority", () => {
    for (const priority of [BOB, null]) {
      const game = gameOf({ players: players({ hand: ['Lightning Bolt'] }), turn: ALICE_MAIN, priority });
      expect(prohibited(game, 'lightning-bolt')).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
    }
  });

  it("601.3, 702.8: a creature with flash may be cast in an opponent's turn", () => {
    const game = gameOf({ players: players({ hand: ['Flash Bear'] }), turn: { activePlayer: BOB, phase: 'ending', step: 'end' }, priority: ALICE }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'flash-bear' });
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it("601.3, 305.1: a land can't be cast", () => {
    const game = gameOf({ players: players({ hand: ['Forest'] }), turn: ALICE_MAIN });
    expect(prohibited(game, 'forest')).toMatchObject({ rule: '305.1', code: 'NOT_A_SPELL' });
  });

  it("601.3: a card can't be cast from the graveyard (nothing allows it)", () => {
    const game = gameOf({ players: players({ graveyard: ['Lightning Bolt'] }), turn: ALICE_MAIN });
    expect(prohibited(game, 'lightning-bolt')).toMatchObject({ rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' });
  });

  it("601.3: a card can't be cast from the library, exile, the battlefield or an opponent's hand", () => {
    const game = gameOf({
      players: players({ library: ['Opt'] }, { hand: ['Shock'] }),
      exile: [{ card: 'Lightning Bolt', owner: ALICE }],
      battlefield: [{ card: 'Memnite', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    for (const card of ['opt', 'shock', 'lightning-bolt', 'memnite']) {
      expect(prohibited(game, card)).toMatchObject({ rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' });
    }
  });
});
