/** startSession / startCast / startActivation: the app's card library is named once, for the game's names and for the rules. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { InputError } from '../src/scenario/problems.js';
import { dispatch } from '../machines/dispatch.js';
import { sendToSession } from '../machines/session.js';
import { startActivation, startCast, startSession } from '../machines/start.js';

const cards = createCardLibrary([{ name: 'Spark Jolt', manaCost: '{R}', types: ['Instant'], targets: [{ what: 'any' }] }], BUILT_IN_CARDS);
const spec = {
  ids: 'names',
  players: [{ id: 'alice', hand: ['Spark Jolt'] }, { id: 'bob' }],
  battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Prodigal Pyromancer', controller: 'alice' }],
  turn: { activePlayer: 'alice', phase: 'precombatMain' },
} as const;

describe('starting with the app library named once', () => {
  it('601.2: startCast reads the spec with the library and casts a card only that library has', () => {
    const cast = startCast(spec, { cards });
    dispatch(cast, { type: 'CAST', player: 'alice', card: 'spark-jolt' });
    dispatch(cast, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    expect(dispatch(cast, { type: 'PAY', player: 'alice', mana: 'auto' })).toBeNull();
    expect(cast.getSnapshot().value).toBe('cast');
    expect(cast.getSnapshot().context.game.stack.at(-1)?.card).toBe('Spark Jolt');
  });

  it('601.2: startSession casts from the library it was given; 602.2: startActivation activates', () => {
    const session = startSession(spec, { cards });
    expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'spark-jolt' })).toBeNull();
    const activation = startActivation(spec, { cards });
    expect(dispatch(activation, { type: 'ACTIVATE', player: 'alice', source: 'prodigal-pyromancer' })).toBeNull();
  });

  it('733.1: keepManaOnReversal reaches the session', () => {
    expect(startSession(spec, { cards, keepManaOnReversal: true }).getSnapshot().context.keepManaOnReversal).toBe(true);
  });

  it('a misspelt field in a spec literal is a compile error (tsc checks this file), and a run-time InputError', () => {
    // @ts-expect-error: 'battlefeld' is not a field of a game spec
    expect(() => startCast({ players: [{ id: 'alice' }], battlefeld: [] })).toThrow(InputError);
  });

  it('a card the library does not have is an InputError naming its path, before any actor starts', () => {
    expect(() => startCast(spec)).toThrow(InputError);
  });
});
