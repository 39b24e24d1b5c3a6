/** `validateGameState`: every game the engine makes passes as it is; a game that names what isn't there is refused with its place. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario/load.js';
import { validateGameState } from '../src/scenario/game-state-schema.js';
import { InputError } from '../src/scenario/problems.js';
import type { GameState } from '../src/game/state.js';
import { runScenario } from '../tools/run-scenario.js';
import { ROOT } from './code-blocks.js';

const EXAMPLES = join(ROOT, 'docs', 'examples');

describe('validateGameState', () => {
  it.each(readdirSync(EXAMPLES).filter((f) => f.endsWith('.json')))('%s: the game at every step of the example is valid as it is', (file) => {
    const scenario = loadScenario(readFileSync(join(EXAMPLES, file), 'utf8'));
    const games: GameState[] = [scenario.game];
    try {
      games.push(runScenario(scenario, { onStep: (step) => games.push(step.game) }).game);
    } catch (error) {
      if (!(error instanceof InputError)) throw error; // an example that shows a refusal: the games up to it still count
    }
    for (const game of games) expect(validateGameState(JSON.parse(JSON.stringify(game)), scenario.cards)).toEqual(game);
  });

  it('names each problem with its place: unknown players, a spell\'s unknown spliced card, an id that is a player\'s', () => {
    const scenario = loadScenario(readFileSync(join(EXAMPLES, 'bolt-the-bird.json'), 'utf8'));
    const game = scenario.game;
    const broken = {
      ...game,
      turn: { ...game.turn, activePlayer: 'mallory' },
      battlefield: game.battlefield.map((p, i) => (i === 0 ? { ...p, id: game.players[1]!.id, controller: 'eve' } : p)),
    };
    try {
      validateGameState(broken, scenario.cards, ['start', 'game']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).problems.map((p) => p.path)).toEqual(['$.start.game.battlefield[0].id', '$.start.game.battlefield[0].controller', '$.start.game.turn.activePlayer']);
    }
  });
});
