/**
 * CR 400.2: hands and libraries are hidden zones (and a card exiled face down, 702.143a, is
 * hidden from all but its owner). A refusal tells its sender nothing about a card they can't
 * see: who may act is checked first, and the id of an object hidden from the sender is
 * answered exactly as an id that doesn't exist.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { promptOf } from '../machines/prompt.js';
import { mayBeginActivating } from '../src/activation/activation.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { sendToSession, sessionMachine } from '../machines/session.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { viewFor } from '../src/game/views.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, refuse } from './cast-helpers.js';

/** Alice's turn: Bob's hand and both libraries hold cards Alice may not see; `secret` is one of them. */
function board(secretAt: 'bob-hand' | 'alice-library' | 'bob-library' | 'nowhere', extra: Partial<GameSpecInput> = {}): GameState {
  const secret = { card: 'Force of Will', id: 'secret' };
  const decoy = { card: 'Island', id: 'decoy' };
  return gameOf({
    players: [
      { id: ALICE, hand: ['Lightning Bolt', 'Force of Will', 'Counterspell'], library: [secretAt === 'alice-library' ? secret : decoy, 'Island'] },
      { id: BOB, hand: [secretAt === 'bob-hand' ? secret : 'Counterspell', 'Brainstorm'], library: [secretAt === 'bob-library' ? secret : 'Island'] },
    ],
    battlefield: [{ card: 'Mountain', controller: ALICE }, { card: 'Llanowar Elves', id: 'elves', controller: ALICE }, { card: 'Grizzly Bears', id: 'bears', controller: BOB }],
    stack: [{ card: 'Shock', id: 'shock', controller: BOB, targets: [['bears']] }],
    turn: ALICE_MAIN,
    priority: ALICE,
    ...extra,
  });
}

/** The chart's refusal of `events` (all but the last accepted), on `game`. */
function refusalOn(game: GameState, events: readonly CastEventInput[]) {
  const actor = castActor(game);
  for (const event of events.slice(0, -1)) accept(actor, event);
  return refuse(actor, events.at(-1)!);
}

const HIDDEN_PLACES = ['bob-hand', 'alice-library', 'bob-library'] as const;

describe('400.2: a refusal reveals nothing about a hidden card', () => {
  it('117.1: a CAST from a player without priority is refused before the card is looked at, whatever it names', () => {
    const game = board('bob-hand', { priority: BOB });
    const refusals = ['secret', 'lightning-bolt', 'no-such-card', 'brainstorm'].map((card) => refusalOn(game, [{ type: 'CAST', player: ALICE, card }]));
    for (const refusal of refusals) expect(refusal).toEqual({ rule: '117.1', code: 'NO_PRIORITY', message: 'alice does not hold priority, so can\'t cast a spell now' });
  });

  it('117.1: the rules functions an app calls directly judge priority first too (mayBeginCasting, mayBeginActivating)', () => {
    const game = board('bob-hand', { priority: BOB });
    for (const id of ['secret', 'lightning-bolt', 'no-such-card']) {
      expect(mayBeginCasting(game, BUILT_IN_CARDS, ALICE, id)).toEqual({ ok: false, refusal: { rule: '117.1', code: 'NO_PRIORITY', message: "alice does not hold priority, so can't cast a spell now" } });
      expect(mayBeginActivating(game, BUILT_IN_CARDS, ALICE, id, 0)).toEqual({ ok: false, refusal: { rule: '117.1', code: 'NO_PRIORITY', message: "alice does not hold priority, so can't activate an ability now" } });
    }
  });

  it('117.1: an ACTIVATE from a player without priority is refused before the source is looked at', () => {
    const game = board('bob-hand', { priority: BOB });
    for (const source of ['secret', 'elves', 'nothing']) {
      const actor = createActor(activationMachine, { input: { game } }).start();
      expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source, ability: 3 })).toEqual({ rule: '117.1', code: 'NO_PRIORITY', message: "alice does not hold priority, so can't activate an ability now" });
    }
  });

  for (const place of HIDDEN_PLACES) {
    it(`400.2: CAST naming a card in ${place} is answered as CAST naming a card that doesn't exist`, () => {
      expect(refusalOn(board(place), [{ type: 'CAST', player: ALICE, card: 'secret' }])).toEqual(refusalOn(board('nowhere'), [{ type: 'CAST', player: ALICE, card: 'secret' }]));
    });

    it(`400.2: ACTIVATE naming a card in ${place} is answered as ACTIVATE naming an object that doesn't exist`, () => {
      const event = { type: 'ACTIVATE', player: ALICE, source: 'secret', ability: 0 } as const;
      expect(refusalOn(board(place), [event])).toEqual(refusalOn(board('nowhere'), [event]));
    });

    it(`400.2: a target in ${place} is answered as a target that doesn't exist`, () => {
      const events: CastEventInput[] = [{ type: 'CAST', player: ALICE, card: 'lightning-bolt' }, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['secret']] }];
      expect(refusalOn(board(place), events)).toEqual(refusalOn(board('nowhere'), events));
    });

    it(`400.2: paying by exiling a card in ${place} is answered as exiling a card that doesn't exist`, () => {
      const events: CastEventInput[] = [
        { type: 'CAST', player: ALICE, card: 'force-of-will' },
        { type: 'CHOOSE_COSTS', player: ALICE, alternative: 'Force of Will' },
        { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['shock']] },
        { type: 'PAY', player: ALICE, exile: ['secret'] },
      ];
      expect(refusalOn(board(place), events)).toEqual(refusalOn(board('nowhere'), events));
    });

    it(`400.2, 605.3: a mana ability of a card in ${place} is answered as one of an object that doesn't exist`, () => {
      const answer = (game: GameState) => sendToSession(createActor(sessionMachine, { input: { game } }).start(), { type: 'ACTIVATE_MANA', player: ALICE, source: 'secret' });
      const refusal = answer(board(place));
      expect(refusal).not.toBeNull();
      expect(refusal).toEqual(answer(board('nowhere')));
    });
  }

  it('400.2: the same event naming a card the sender may see is judged on that card (the check hides only what is hidden)', () => {
    const actor = castActor(board('bob-hand'));
    dispatch(actor, { type: 'CAST', player: ALICE, card: 'bears' });
    expect(actor.getSnapshot().context.refusal?.message).toContain('Grizzly Bears');
    expect(refusalOn(board('bob-hand'), [{ type: 'CAST', player: BOB, card: 'secret' }])).toMatchObject({ code: 'NO_PRIORITY' });
  });

  it('702.143a: a foretold card is hidden from everyone but its owner: to them it does not exist', () => {
    const foretold = (owner: string) =>
      gameOf({
        players: [{ id: ALICE }, { id: BOB }],
        exile: [{ card: 'Saw It Coming', id: 'foretold', owner, mayCastFrom: { reason: 'foretell', by: owner, turn: 1 } }],
        turn: { ...ALICE_MAIN, number: 3 },
        priority: ALICE,
      });
    const nothing = gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: { ...ALICE_MAIN, number: 3 }, priority: ALICE });
    const event = { type: 'CAST', player: ALICE, card: 'foretold' } as const;
    expect(refusalOn(foretold(BOB), [event])).toEqual(refusalOn(nothing, [event]));
    // Its owner sees it, and may begin casting it.
    accept(castActor(foretold(ALICE)), event);
  });
});

describe('400.2: what each player receives names no card hidden from them', () => {
  /** Every id and card name of an object hidden from `viewer`. */
  const hiddenFrom = (game: GameState, viewer: string) => {
    const hidden = [...game.players.filter((p) => p.id !== viewer).flatMap((p) => p.hand), ...game.players.flatMap((p) => p.library)];
    return { ids: hidden.map((c) => c.id), names: hidden.map((c) => c.card) };
  };

  it('400.2: viewFor shows no id of a hidden card and no name of one that is only hidden', () => {
    const game = gameOf({
      ids: 'opaque',
      players: [{ id: ALICE, hand: ['Lightning Bolt'], library: ['Opt', 'Island'] }, { id: BOB, hand: ['Force of Will', 'Brainstorm'], library: ['Counterspell'] }],
      battlefield: [{ card: 'Mountain', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const text = JSON.stringify(viewFor(game, ALICE));
    const { ids } = hiddenFrom(game, ALICE);
    for (const id of ids) expect(text).not.toContain(`"${id}"`);
    for (const name of ['Force of Will', 'Brainstorm', 'Counterspell', 'Opt']) expect(text).not.toContain(name);
    expect(text).toContain('Lightning Bolt');
  });

  it("400.2: a prompt names only what its player may see (the priority holder's castable cards are their own)", () => {
    const game = board('bob-hand');
    const prompt = promptOf(castActor(game).getSnapshot());
    expect(prompt.player).toBe(ALICE);
    const text = JSON.stringify(prompt);
    for (const id of hiddenFrom(game, ALICE).ids) expect(text).not.toContain(`"${id}"`);
  });
});
