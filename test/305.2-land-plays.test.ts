/**
 * CR 305.1–305.3: the active player's land plays. Playing a land is a special action the app
 * carries out (CR 116.2a); the engine answers whether a player may play one now and which of
 * their cards, in `legalActions` and `legalActionsOf`, and a scenario presets the lands already
 * played this turn and how many the player may play (305.2a).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { legalActionsOf } from '../machines/legal-actions.js';
import { sessionMachine } from '../machines/session.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { landPlays } from '../src/casting/land-plays.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { InputError } from '../src/scenario/problems.js';
import { validateGameState } from '../src/scenario/game-state-schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const ALICE = 'alice';
const BOB = 'bob';

function spec(turn: Partial<GameSpecInput['turn']> = {}, rest: Partial<GameSpecInput> = {}): GameSpecInput {
  return {
    players: [
      { id: ALICE, hand: ['Mountain', 'Lightning Bolt', 'Valakut Awakening // Valakut Stoneforge'] },
      { id: BOB, hand: ['Island'] },
    ],
    battlefield: [{ card: 'Mountain', controller: ALICE }],
    turn: { ...ALICE_MAIN, ...turn },
    ...rest,
  };
}

const playable = (game: ReturnType<typeof gameOf>, player = ALICE) => landPlays(game, BUILT_IN_CARDS, player);

describe('305.1: a land card in the hand may be played by the active player with priority in a main phase while the stack is empty', () => {
  it('305.1: the Mountain in hand is listed with no refusal, and only the player\'s own land cards are', () => {
    const lands = playable(gameOf(spec()));
    expect(lands.map((l) => [l.name, l.face, l.refusal])).toEqual([
      ['Mountain', 0, null],
      ['Valakut Stoneforge', 1, null],
    ]);
  });

  it('305.1, 712: a modal double-faced card whose back face is a land may be played back face up; its front face is a spell, not a land play', () => {
    const [, valakut] = playable(gameOf(spec()));
    expect(valakut).toMatchObject({ card: 'valakut-awakening-valakut-stoneforge', face: 1, name: 'Valakut Stoneforge' });
  });

  it('305.1: not during combat', () => {
    const [mountain] = playable(gameOf(spec({ phase: 'combat', step: 'beginningOfCombat' })));
    expect(mountain!.refusal).toMatchObject({ rule: '305.1', code: 'SORCERY_TIMING' });
  });

  it('305.1: not while the stack holds a spell', () => {
    const game = gameOf(spec({}, { stack: [{ card: 'Lightning Bolt', controller: BOB, targets: [[ALICE]] }] }));
    expect(playable(game)[0]!.refusal).toMatchObject({ rule: '305.1', code: 'SORCERY_TIMING' });
  });

  it('305.1: not without priority', () => {
    const [mountain] = playable(gameOf(spec({}, { priority: BOB })));
    expect(mountain!.refusal).toMatchObject({ rule: '305.1', code: 'NO_PRIORITY' });
  });

  it('305.3: a player can\'t play a land on another player\'s turn', () => {
    const [island] = playable(gameOf(spec({}, { priority: BOB })), BOB);
    expect(island).toMatchObject({ name: 'Island', refusal: { rule: '305.3', code: 'NOT_YOUR_TURN' } });
  });

  it('305.1: a land card is still not a spell: CAST of it is barred with its rule', () => {
    const actions = legalActions(gameOf(spec()), BUILT_IN_CARDS, ALICE);
    expect(actions.barred.find((b) => b.name === 'Mountain')?.refusal).toMatchObject({ rule: '305.1', code: 'NOT_A_SPELL' });
    expect(actions.lands.map((l) => l.name)).toEqual(['Mountain', 'Valakut Stoneforge']);
  });
});

describe('305.2: the scenario preset of the lands already played this turn', () => {
  it('305.2: one land per turn: after one, no land card may be played', () => {
    const lands = playable(gameOf(spec({ landsPlayed: 1 })));
    expect(lands.map((l) => l.refusal)).toEqual([
      expect.objectContaining({ rule: '305.2', code: 'NO_LAND_PLAYS_LEFT' }),
      expect.objectContaining({ rule: '305.2', code: 'NO_LAND_PLAYS_LEFT' }),
    ]);
  });

  it('305.2a: an effect that allows more land plays: one played of two allowed leaves one', () => {
    const game = gameOf(spec({ landsPlayed: 1, landPlays: 2 }));
    expect(playable(game).every((l) => l.refusal === null)).toBe(true);
    expect(playable(gameOf(spec({ landsPlayed: 2, landPlays: 2 })))[0]!.refusal).toMatchObject({ rule: '305.2' });
  });

  it('305.2: the game records the preset only where it differs from a turn\'s start', () => {
    expect(gameOf(spec()).turn).not.toHaveProperty('landsPlayed');
    expect(gameOf(spec()).turn).not.toHaveProperty('landPlays');
    expect(gameOf(spec({ landsPlayed: 1, landPlays: 3 })).turn).toMatchObject({ landsPlayed: 1, landPlays: 3 });
  });

  it('305.2: a negative or fractional count is bad input with its path', () => {
    expect(() => gameOf(spec({ landsPlayed: -1 }))).toThrow(InputError);
    expect(() => gameOf(spec({ landPlays: 1.5 }))).toThrow(/turn.*landPlays|landPlays/);
  });

  it('305.2: a persisted game keeps its land plays', () => {
    const game = gameOf(spec({ landsPlayed: 1 }));
    expect(validateGameState(JSON.parse(JSON.stringify(game)), BUILT_IN_CARDS).turn.landsPlayed).toBe(1);
  });
});

describe('305.1, 117.1: land plays asked of a session', () => {
  it('305.1: legalActionsOf lists the land plays for the player with priority, and none while they don\'t hold it', () => {
    const session = createActor(sessionMachine, { input: { game: gameOf(spec()), cards: BUILT_IN_CARDS } }).start();
    expect(legalActionsOf(session).lands.map((l) => l.name)).toEqual(['Mountain', 'Valakut Stoneforge']);
    expect(legalActionsOf(session, BOB).lands).toEqual([]);
  });
});
