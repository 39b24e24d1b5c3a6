/** CR 601.3: may the cast begin (timing and zones). */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { dispatch } from '../machines/dispatch.js';
import { ALICE, BOB, accept, ctx, outcome, ruleNow, where } from './cast-helpers.js';
import { cards, players } from './step-fixtures.js';

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
    expect(dispatch(castActor(game), { type: 'CAST', player: ALICE, card: 'divination' })).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
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
      expect(dispatch(castActor(game), { type: 'CAST', player: ALICE, card: 'lightning-bolt' })).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
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

  it("601.3: a card can't be cast from exile or the battlefield; one in a library or an opponent's hand is hidden, so to the caster it doesn't exist (400.2)", () => {
    const game = gameOf({
      players: players({ library: ['Opt'] }, { hand: ['Shock'] }),
      exile: [{ card: 'Lightning Bolt', owner: ALICE }],
      battlefield: [{ card: 'Memnite', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    for (const card of ['lightning-bolt', 'memnite']) {
      expect(prohibited(game, card)).toMatchObject({ rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' });
    }
    for (const card of ['opt', 'shock']) {
      expect(dispatch(castActor(game), { type: 'CAST', player: ALICE, card })).toEqual({ rule: '601.2a', code: 'BAD_PAYLOAD', message: `there is no card "${card}" in this game` });
    }
  });
});
