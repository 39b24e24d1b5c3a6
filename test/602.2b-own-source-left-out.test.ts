/**
 * CR 602.2b, 601.2h: an ability whose cost taps its own mana source is paid from the other
 * sources. "What may I do now" judges it against them without copying them
 * (costs/cost-conflicts.ts, `plainlyPayableLeaving`), and answers as a payment does.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const game = (others: readonly string[]): GameState =>
  gameOf({
    players: [{ id: 'alice' }, { id: 'bob' }],
    turn: ALICE_MAIN,
    battlefield: [{ card: 'Chromatic Orrery', controller: 'alice', id: 'orrery' }, ...others.map((card, i) => ({ card, controller: 'alice', id: `s${i}` }))],
  });

/** The query's answer for the Orrery's "{5}, {T}: Draw a card for each color among permanents you control", and what paying it does. */
function judged(g: GameState) {
  const listed = legalActions(g, BUILT_IN_CARDS, 'alice').activations.find((a) => a.event.source === 'orrery' && a.event.ability === 0);
  const session = createActor(sessionMachine, { input: { game: g } }).start();
  const refusals = [sendToSession(session, { type: 'ACTIVATE', player: 'alice', source: 'orrery', ability: 0 }), sendToSession(session, { type: 'PAY', player: 'alice' })];
  return { payable: listed?.refusal === null, activated: refusals.every((r) => r === null) && session.getSnapshot().context.last?.outcome === 'activated' };
}

describe('602.2b: an ability that taps its own mana source, judged against the others', () => {
  it("602.2b: four Wastes can't pay Chromatic Orrery's {5} (its own five {C} would need it untapped); five can, and so can another Orrery", () => {
    expect(judged(game(['Wastes', 'Wastes', 'Wastes', 'Wastes']))).toEqual({ payable: false, activated: false });
    expect(judged(game(['Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes']))).toEqual({ payable: true, activated: true });
    expect(judged(game(['Chromatic Orrery']))).toEqual({ payable: true, activated: true });
  });
});
