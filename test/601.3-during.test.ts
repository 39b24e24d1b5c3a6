/**
 * CR 601.3, 602.5d: "Cast this spell only during …" and "Activate only during …": the
 * `during` restriction on cards and activated abilities (your turn, an opponent's turn,
 * combat, before attackers / blockers are declared, your upkeep).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { isDuring } from '../src/cards/during.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { castableCards } from '../src/casting/castable.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import type { GameState, Phase, Step } from '../src/game/state.js';
import { gameOf } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const at = (activePlayer: string, phase: Phase, step: Step | null = null): GameState =>
  gameOf({
    players: players({ hand: ['Panic', 'Savage Beating'] }),
    battlefield: [{ card: 'Fire Bowman', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }, ...['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'].map((card) => ({ card, controller: ALICE }))],
    turn: { activePlayer, phase, step },
    priority: ALICE,
  });

describe('601.3, 602.5d: during', () => {
  it('601.3: Panic is cast only during combat before blockers are declared (any player\'s combat)', () => {
    expect(mayBeginCasting(at(ALICE, 'combat', 'beginningOfCombat'), BUILT_IN_CARDS, ALICE, 'panic').ok).toBe(true);
    expect(mayBeginCasting(at(BOB, 'combat', 'declareAttackers'), BUILT_IN_CARDS, ALICE, 'panic').ok).toBe(true);
    for (const state of [at(ALICE, 'combat', 'declareBlockers'), at(ALICE, 'precombatMain'), at(BOB, 'beginning', 'upkeep')]) {
      expect(mayBeginCasting(state, BUILT_IN_CARDS, ALICE, 'panic')).toMatchObject({ ok: false, refusal: { rule: '601.3', code: 'PROHIBITED', message: expect.stringContaining('before blockers are declared') } });
    }
  });

  it('601.3: Savage Beating only during its caster\'s turn and only during combat; castableCards agrees', () => {
    expect(mayBeginCasting(at(ALICE, 'combat', 'combatDamage'), BUILT_IN_CARDS, ALICE, 'savage-beating').ok).toBe(true);
    expect(mayBeginCasting(at(BOB, 'combat', 'combatDamage'), BUILT_IN_CARDS, ALICE, 'savage-beating').ok).toBe(false);
    expect(castableCards(at(ALICE, 'postcombatMain'), BUILT_IN_CARDS, ALICE).map((o) => o.card)).toEqual([]);
    expect(castableCards(at(ALICE, 'combat', 'beginningOfCombat'), BUILT_IN_CARDS, ALICE).map((o) => o.card)).toEqual(['panic', 'savage-beating']);
  });

  it('602.5d: Fire Bowman is activated only during its controller\'s turn, before attackers are declared', () => {
    const activate = (state: GameState) => {
      const actor = createActor(activationMachine, { input: { game: state, cards: BUILT_IN_CARDS } }).start();
      return { refusal: dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'fire-bowman' }) ?? actor.getSnapshot().context.refusal, outcome: outcomeOf(actor.getSnapshot()) };
    };
    expect(activate(at(ALICE, 'precombatMain')).outcome).toBe('pending');
    expect(activate(at(ALICE, 'combat', 'declareAttackers')).refusal).toMatchObject({ rule: '602.5d', message: expect.stringContaining('before attackers are declared') });
    expect(activate(at(BOB, 'precombatMain')).refusal).toMatchObject({ rule: '602.5d' });
  });

  it('the turn order: before attackers includes the beginning phase and first main phase; an opponent\'s turn is not yours', () => {
    expect(isDuring(at(ALICE, 'beginning', 'upkeep'), ALICE, { beforeAttackers: true })).toBe(true);
    expect(isDuring(at(ALICE, 'postcombatMain'), ALICE, { beforeAttackers: true })).toBe(false);
    expect(isDuring(at(BOB, 'precombatMain'), ALICE, { opponentsTurn: true, beforeAttackers: true })).toBe(true);
    expect(isDuring(at(ALICE, 'precombatMain'), ALICE, { opponentsTurn: true })).toBe(false);
    expect(isDuring(at(ALICE, 'beginning', 'upkeep'), ALICE, { upkeep: true })).toBe(true);
    expect(isDuring(at(BOB, 'beginning', 'upkeep'), ALICE, { upkeep: true })).toBe(false);
  });
});
