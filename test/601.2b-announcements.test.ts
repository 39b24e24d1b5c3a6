/** CR 601.2b: announcements. */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, locked, lockedMana, outcome, player, refuse, ruleNow, spell, where } from './cast-helpers.js';
import { cards, players } from './step-fixtures.js';

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
    expect(spell(ctx(actor).game, 'test-omen').choices).toEqual({ modes: [], spliced: [], opponent: null, alternative: null, optional: {}, x: 2, hybrid: ['W'], phyrexian: ['mana'], targets: [], division: [] });
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
