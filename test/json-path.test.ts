/**
 * Bad input points at its place the same way everywhere (src/core/json-path.ts): a scenario's
 * problems, a card library's problems and a refused event's payload.
 */
import { describe, expect, it } from 'vitest';
import { CardLibraryError, createCardLibrary } from '../src/cards/library.js';
import { jsonPath } from '../src/core/json-path.js';
import { parseCastEvent } from '../src/events/schema.js';
import { loadScenario } from '../src/scenario/load.js';
import { InputError } from '../src/scenario/problems.js';

const badCard = { name: 'Broken Bolt', manaCost: '{R}', types: ['Instant'], abilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'nope' }], text: 'x' }] };

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('one JSON-path formatter', () => {
  it('writes indexes in brackets, identifier keys after dots and other keys quoted, below $ or relative to a known place', () => {
    expect(jsonPath(['game', 'players', 0, 'hand', 2])).toBe('$.game.players[0].hand[2]');
    expect(jsonPath(['game', 'battlefield', 0, 'counters', '+1/+1'])).toBe('$.game.battlefield[0].counters["+1/+1"]');
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['abilities', 0, 'cost'], '')).toBe('abilities[0].cost');
    expect(jsonPath([1, 'x'], '')).toBe('[1].x');
  });

  it('a card library names the bad field of a card relative to the card, and a scenario the same field below $', () => {
    const library = thrown(() => createCardLibrary([badCard]));
    expect(library).toBeInstanceOf(CardLibraryError);
    expect((library as CardLibraryError).problems.map((p) => p.path)).toEqual(['abilities[0].cost[1].kind']);
    const scenario = thrown(() => loadScenario(JSON.stringify({ name: 'x', cards: [badCard], game: { players: [{ id: 'alice' }], turn: { activePlayer: 'alice', phase: 'precombatMain' } } })));
    expect(scenario).toBeInstanceOf(InputError);
    expect((scenario as InputError).problems.map((p) => p.path)).toEqual(['$.cards[0].abilities[0].cost[1].kind']);
  });

  it('601.2: a refused event names the field of its payload that does not fit', () => {
    const refused = parseCastEvent({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 5]] });
    expect(refused).toMatchObject({ ok: false, refusal: { rule: '601.2', code: 'BAD_PAYLOAD' } });
    expect(!refused.ok && refused.refusal.message).toMatch(/^CHOOSE_TARGETS: targets\[0\]\[1\]: /);
  });
});
