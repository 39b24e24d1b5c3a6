/**
 * CR 601.2b–c, 107.3: an "X target …" word takes exactly the X announced, and X is announced
 * before targets are chosen. The look-ahead ("what may I do now") proposes its smallest X first
 * and counts the word's targets from that X: where X can't be 0, one target at least, and a
 * board without one has no legal choice of targets.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { promptOf } from '../machines/prompt.js';
import { activeChild, sendToSession, sessionMachine } from '../machines/session.js';
import { legalActions } from '../src/activation/legal-actions.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** "Return X target nonland permanents to their owners' hands", with X at least 1 (`xMin`). */
const WAKE = { name: 'Test Wake', manaCost: '{X}{U}', types: ['Sorcery'], xMin: 1, targets: [{ what: { notTypes: ['Land'] }, count: 'X' }], text: "X can't be 0. Return X target nonland permanents to their owners' hands." } as CardInput;
/** The same with X free to be 0. */
const FREE_WAKE = { ...WAKE, name: 'Test Free Wake', xMin: 0, text: "Return X target nonland permanents to their owners' hands." } as CardInput;
const cards: CardLibrary = libraryWith(WAKE, FREE_WAKE);

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const gameWith = (hand: string[], battlefield: Battlefield) => gameOf({ ids: 'names', players: [{ id: 'alice', hand }, { id: 'bob' }], battlefield, turn: ALICE_MAIN, priority: 'alice' }, cards);
const islands: Battlefield = [{ card: 'Island', controller: 'alice' }, { card: 'Island', controller: 'alice' }, { card: 'Island', controller: 'alice' }];

describe('CR 601.2c, 107.3: an "X target" word counts its targets from the X the look-ahead proposes', () => {
  it('601.2c, 107.3: with X at least 1, the proposal names one target, and its choices cast through the session', () => {
    const game = gameWith(['Test Wake'], [...islands, { card: 'Grizzly Bears', controller: 'bob' }]);
    const way = legalActions(game, cards, 'alice').casts[0]!.ways[0]!;
    expect(way.refusal).toBeNull();
    expect(way.choices?.x).toBe(1);
    expect(way.targets).toEqual([['grizzly-bears']]);
    const session = createActor(sessionMachine, { input: { game, cards } }).start();
    const events: Record<string, CastEventInput> = {
      x: { type: 'ANNOUNCE_X', player: 'alice', x: way.choices!.x! },
      targets: { type: 'CHOOSE_TARGETS', player: 'alice', targets: way.targets!.map((t) => [...t]) },
      mana: { type: 'PAY', player: 'alice', mana: 'auto' },
    };
    expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'test-wake' })).toBeNull();
    for (let steps = 0; steps < 5 && activeChild(session)?.getSnapshot().status === 'active'; steps += 1) {
      const event = events[promptOf(activeChild(session)!.getSnapshot()).step];
      expect(event).toBeDefined();
      expect(sendToSession(session, event!)).toBeNull();
    }
    expect(session.getSnapshot().context.last?.outcome).toBe('cast');
  });

  it('601.2c: with X at least 1 and no nonland permanent, there is no legal choice of targets', () => {
    const way = legalActions(gameWith(['Test Wake'], islands), cards, 'alice').casts[0]!.ways[0]!;
    expect(way.choices).toBeNull();
    expect(way.refusal?.rule).toBe('601.2c');
    expect(way.refusal?.code).toBe('NO_LEGAL_TARGETS');
  });

  it('107.3, 601.2c: with X free to be 0, the proposal is X = 0 with no targets, on a board with none', () => {
    const way = legalActions(gameWith(['Test Free Wake'], islands), cards, 'alice').casts[0]!.ways[0]!;
    expect(way.refusal).toBeNull();
    expect(way.choices?.x).toBe(0);
    expect(way.targets).toEqual([[]]);
  });
});
