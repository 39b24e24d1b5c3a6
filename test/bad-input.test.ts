/**
 * Hostile input: names that collide with JavaScript's object machinery (`__proto__`,
 * `constructor`), deeply nested and oversized files. Each gets a clear error or works as
 * data; none reaches a prototype or crashes the loader.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { castingMachine } from '../machines/casting.js';
import { createCardLibrary, findCard } from '../src/cards/library.js';
import { MAX_SCENARIO_CHARS, loadScenario } from '../src/scenario/load.js';
import { InputError } from '../src/scenario/problems.js';

const turn = { activePlayer: 'alice', phase: 'precombatMain' };

function problemsOf(text: string): readonly string[] {
  try {
    loadScenario(text);
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((p) => `${p.path}: ${p.message}`);
    throw error;
  }
  return [];
}

describe('names that are also JavaScript object keys', () => {
  it('a card named "__proto__" or "constructor" is a card like any other, not a prototype', () => {
    const library = createCardLibrary([
      { name: '__proto__', types: ['Instant'], manaCost: '{R}' },
      { name: 'constructor', types: ['Instant'], manaCost: '{U}' },
    ]);
    expect(findCard(library, '__proto__')?.manaCost).toMatchObject({ printed: '{R}' });
    expect(findCard(library, 'constructor')?.manaCost).toMatchObject({ printed: '{U}' });
    expect(Object.getPrototypeOf(library)).toBe(Object.prototype);
    expect(findCard(createCardLibrary([]), 'constructor')).toBeUndefined();
    expect(findCard(createCardLibrary([]), 'toString')).toBeUndefined();
  });

  it('two libraries asked in turn each answer with their own card of a name they share', () => {
    const red = createCardLibrary([{ name: 'Shared Name', types: ['Instant'], manaCost: '{R}' }]);
    const blue = createCardLibrary([{ name: 'Shared Name', types: ['Instant'], manaCost: '{U}' }]);
    for (let i = 0; i < 3; i += 1) {
      expect(findCard(red, 'Shared Name')?.manaCost).toMatchObject({ printed: '{R}' });
      expect(findCard(blue, 'Shared Name')?.manaCost).toMatchObject({ printed: '{U}' });
      expect(findCard(blue, 'Shared Name')?.manaCost).toMatchObject({ printed: '{U}' });
      expect(findCard(red, 'Other Name')).toBeUndefined();
    }
  });

  it('601.2a: a scenario can cast an inline card named "__proto__" held by a player named "constructor"', () => {
    const scenario = loadScenario(JSON.stringify({
      name: 'object keys',
      cards: [{ name: '__proto__', types: ['Instant'], manaCost: '{R}' }],
      game: {
        players: [{ id: 'constructor', hand: [{ card: '__proto__', id: 'toString' }] }],
        battlefield: [{ card: 'Mountain', controller: 'constructor', id: 'hasOwnProperty' }],
        turn: { activePlayer: 'constructor', phase: 'precombatMain' },
      },
    }));
    const actor = createActor(castingMachine, { input: { game: scenario.game, cards: scenario.cards } }).start();
    actor.send({ type: 'CAST', player: 'constructor', card: 'toString' });
    actor.send({ type: 'PAY', player: 'constructor', mana: 'auto' });
    expect(actor.getSnapshot().value).toBe('cast');
    expect(actor.getSnapshot().context.game.stack.map((s) => s.card)).toEqual(['__proto__']);
  });

  it('a counter named "__proto__" is refused with its path instead of silently vanishing', () => {
    const problems = problemsOf(`{"name":"x","game":{"players":[{"id":"alice"}],"battlefield":[{"card":"Mountain","controller":"alice","counters":{"__proto__":2}}],"turn":${JSON.stringify(turn)}}}`);
    expect(problems).toEqual(['$.game.battlefield[0].counters.__proto__: the key "__proto__" is not allowed']);
  });

  it('a "__proto__" key anywhere in a scenario is refused with its path', () => {
    const problems = problemsOf('{"name":"x","game":{"players":[{"id":"alice","__proto__":{"life":3}}],"turn":{"activePlayer":"alice","phase":"precombatMain"}}}');
    expect(problems).toEqual(['$.game.players[0].__proto__: the key "__proto__" is not allowed']);
    expect(({} as { life?: number }).life).toBeUndefined();
  });
});

describe('numbers out of range', () => {
  const scenario = (game: object, actions: object[] = []) => JSON.stringify({ name: 'numbers', game: { players: [{ id: 'alice' }], turn, ...game }, actions });

  it.each([
    ['a life total of 10^9', { players: [{ id: 'alice', life: 1e9 }] }, '$.game.players[0].life'],
    ['a fractional life total', { players: [{ id: 'alice', life: 2.5 }] }, '$.game.players[0].life'],
    ['a negative counter count', { battlefield: [{ card: 'Mountain', controller: 'alice', counters: { charge: -1 } }] }, '$.game.battlefield[0].counters.charge'],
    ['a huge counter count', { battlefield: [{ card: 'Mountain', controller: 'alice', counters: { charge: 2 ** 53 } }] }, '$.game.battlefield[0].counters.charge'],
    ['a turn number of 0', { turn: { ...turn, number: 0 } }, '$.game.turn.number'],
    ['nine players', { players: Array.from({ length: 9 }, (_, i) => ({ id: `p${i}` })), turn: { activePlayer: 'p0', phase: 'precombatMain' } }, '$.game.players'],
  ])('%s is refused at its path', (_what, game, path) => {
    const problems = problemsOf(scenario(game));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.startsWith(`${path}: `)).toBe(true);
  });

  it.each([
    ['a negative X', { type: 'ANNOUNCE_X', player: 'alice', x: -1 }, '$.actions[0].x'],
    ['an X of 10^12', { type: 'ANNOUNCE_X', player: 'alice', x: 1e12 }, '$.actions[0].x'],
    ['a fractional ability number', { type: 'ACTIVATE', player: 'alice', source: 'mountain', ability: 0.5 }, '$.actions[0].ability'],
    ['a negative amount to divide', { type: 'DISTRIBUTE', player: 'alice', amounts: [-3] }, '$.actions[0].amounts[0]'],
  ])('an action with %s is refused at its path', (_what, action, path) => {
    const problems = problemsOf(scenario({}, [action]));
    expect(problems.length).toBe(1);
    expect(problems[0]?.startsWith(`${path}: `)).toBe(true);
  });
});

describe('deeply nested and oversized files', () => {
  it('a card nested 100,000 objects deep is reported as a bad card, not a stack overflow', () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const problems = problemsOf(`{"name":"x","cards":[${deep}],"game":{"players":[{"id":"alice"}],"turn":${JSON.stringify(turn)}}}`);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('$.cards[0]'))).toBe(true);
  });

  it('an action nested 100,000 arrays deep is reported at its path', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const problems = problemsOf(`{"name":"x","game":{"players":[{"id":"alice"}],"turn":${JSON.stringify(turn)}},"actions":[{"type":"CAST","player":"alice","card":${deep}}]}`);
    expect(problems).toEqual(['$.actions[0].card: Invalid input: expected string, received array']);
  });

  it(`a scenario text longer than ${MAX_SCENARIO_CHARS.toLocaleString('en')} characters is refused before it is parsed`, () => {
    const huge = `{"name":"x","description":"${' '.repeat(MAX_SCENARIO_CHARS)}"}`;
    expect(problemsOf(huge)).toEqual([`$: the scenario is ${huge.length.toLocaleString('en')} characters long; the limit is ${MAX_SCENARIO_CHARS.toLocaleString('en')}`]);
  });
});
