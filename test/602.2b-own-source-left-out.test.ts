/**
 * CR 602.2b, 601.2h: an ability whose cost taps its own mana source is paid from the other
 * sources. "What may I do now" judges it against them without copying them
 * (costs/cost-conflicts.ts, `plainlyPayableLeaving`), and answers as a payment does.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paymentSources } from '../src/costs/convoke-delve.js';
import { plainlyPayableLeaving, sourcesLeft } from '../src/costs/cost-conflicts.js';
import { canPayMana } from '../src/mana/solver.js';
import { NO_MANA } from '../src/mana/symbols.js';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

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

  /** Permanents that make tap sets (Springleaf Drum and Seton tap another creature, CR 602.2b) beside ones that don't. */
  const BESIDE = ['Wastes', 'Forest', 'Llanowar Elves', 'Grizzly Bears', 'Springleaf Drum', 'Seton, Krosan Protector', 'Chromatic Orrery'];
  const TAPS_ORRERY = new Map([['orrery', 'tap' as const]]);

  it('602.2b: beside tap sets, the lands left pay the Orrery\'s {5} plainly, and the query and a payment agree', () => {
    const g = game(['Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Springleaf Drum', 'Grizzly Bears']);
    const sources = paymentSources(g, BUILT_IN_CARDS, 'alice');
    expect(sources.some((s) => (s.tapsOneOf?.length ?? 0) > 0)).toBe(true);
    expect(plainlyPayableLeaving(g, 'alice', sources, TAPS_ORRERY, { ...NO_MANA, generic: 5 }, {})).toBe(true);
    expect(judged(g)).toEqual({ payable: true, activated: true });
  });

  it('602.2b: whenever the sources left pay plainly, tap sets or not, canPayMana pays from the list sourcesLeft makes, for costs up to {7}{G}', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...BESIDE), { maxLength: 9 }), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 2 }), (others, generic, green) => {
        const g = game(others);
        const sources = paymentSources(g, BUILT_IN_CARDS, 'alice');
        const cost = { ...NO_MANA, generic, G: green };
        if (plainlyPayableLeaving(g, 'alice', sources, TAPS_ORRERY, cost, {})) expect(canPayMana(cost, sourcesLeft(g, 'alice', sources, TAPS_ORRERY), {})).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

/** A land whose ability taps it and sacrifices a creature: judged against the board's sources less its own, the list never copied (cost-conflicts.ts `leaving`). */
const OUTPOST = libraryWith({
  name: 'Test Outpost',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['G'] } }],
  abilities: [{ cost: [{ kind: 'mana', mana: '{G}' }, { kind: 'tapSelf' }, { kind: 'sacrifice', what: { types: ['Creature'] }, count: 1 }], text: '{G}, {T}, Sacrifice a creature: Draw a card.' }],
  text: '{T}: Add {G}.\n{G}, {T}, Sacrifice a creature: Draw a card.',
});

/** The query's answer for the Outpost's ability, and what paying it does with `sacrificed` named for the cost. */
function outpostJudged(others: readonly string[], sacrificed: number) {
  const g = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: [{ card: 'Test Outpost', controller: 'alice', id: 'outpost' }, ...others.map((card, i) => ({ card, controller: 'alice', id: `s${i}` }))] }, OUTPOST);
  const listed = legalActions(g, OUTPOST, 'alice').activations.find((a) => a.event.source === 'outpost' && a.event.ability === 0);
  const session = createActor(sessionMachine, { input: { game: g, cards: OUTPOST } }).start();
  const refusals = [sendToSession(session, { type: 'ACTIVATE', player: 'alice', source: 'outpost', ability: 0 }), sendToSession(session, { type: 'PAY', player: 'alice', sacrifice: [`s${sacrificed}`] })];
  return { payable: listed?.refusal === null, activated: refusals.every((r) => r === null) && session.getSnapshot().context.last?.outcome === 'activated' };
}

describe('602.2b, 601.2h: an ability that taps its own land and sacrifices a creature', () => {
  it("602.2b: its own {G} can't pay it, nor a Wild Cantor sacrificed for the cost; the Elves tapped for mana may then be sacrificed", () => {
    expect(outpostJudged(['Grizzly Bears'], 0)).toEqual({ payable: false, activated: false });
    expect(outpostJudged(['Wild Cantor'], 0)).toEqual({ payable: false, activated: false });
    expect(outpostJudged(['Llanowar Elves'], 0)).toEqual({ payable: true, activated: true });
    expect(outpostJudged(['Forest', 'Grizzly Bears'], 1)).toEqual({ payable: true, activated: true });
    expect(outpostJudged(['Wild Cantor', 'Grizzly Bears'], 1)).toEqual({ payable: true, activated: true });
  });
});
