/**
 * CR 117.5, 603.3b, 603.3d: before a player receives priority, the triggered abilities waiting
 * are put on the stack: the active player's first, then each other player's in turn order
 * (APNAP), each player ordering their own (ORDER_TRIGGERS, asked only of a player with two
 * or more), each ability's targets chosen as it goes on the stack (CHOOSE_TARGETS); one with
 * no legal target is removed.
 */
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sendToSession, sessionMachine, type SessionMachine } from '../machines/session.js';
import { apnapOrder } from '../src/casting/stack-triggers.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { GameState, StackObject } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith, TEST_AVENGER } from './helpers.js';
import { allStateNodes, coverageOf } from '../machines/testing/index.js';

function session(game: GameState, cards?: CardLibrary): Actor<SessionMachine> {
  return createActor(sessionMachine, { input: { game, ...(cards ? { cards } : {}) } }).start();
}
function send(actor: Actor<SessionMachine>, ...events: CastEventInput[]): void {
  for (const event of events) expect(sendToSession(actor, event), JSON.stringify(event)).toBeNull();
}
const stackOf = (actor: Actor<SessionMachine>) => actor.getSnapshot().context.game.stack.map((s: StackObject) => (s.kind === 'trigger' ? `${s.card}:${s.controller}:${s.on}` : s.card));
const stateOf = (actor: Actor<SessionMachine>) => JSON.stringify(actor.getSnapshot().value);

/** Alice (active) Bolts Bob's Phantasmal Bear with two Swiftspears out: two prowess triggers for her, the Bear's for Bob. */
const apnapGame = gameOf({
  players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }],
  battlefield: [
    { card: 'Monastery Swiftspear', controller: 'alice' },
    { card: 'Monastery Swiftspear', id: 'swiftspear-2', controller: 'alice' },
    { card: 'Phantasmal Bear', controller: 'bob' },
  ],
  turn: ALICE_MAIN,
});
const boltTheBear: CastEventInput[] = [
  { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
  { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['phantasmal-bear']] },
  { type: 'PAY', player: 'alice' },
];

describe('117.5, 603.3b: triggered abilities go on the stack before a player receives priority, in APNAP order', () => {
  it('117.5: after a cast, its prowess trigger is on the stack above the spell, an ability with its source and text, and only then does the caster get priority', () => {
    const actor = session(gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], battlefield: [{ card: 'Monastery Swiftspear', controller: 'alice' }], turn: ALICE_MAIN }));
    send(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' }, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }, { type: 'PAY', player: 'alice' });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('priority');
    expect(context.triggers).toEqual([]);
    expect(context.game.priority).toBe('alice');
    expect(context.game.stack.at(-1)).toMatchObject({ kind: 'trigger', card: 'Monastery Swiftspear', source: 'monastery-swiftspear', trigger: 0, on: 'cast', controller: 'alice', text: expect.stringContaining('Prowess') });
    expect(stackOf(actor)).toEqual(['Lightning Bolt', 'Monastery Swiftspear:alice:cast']);
  });

  it('603.3b: APNAP order is the active player, then the others in turn order', () => {
    const three = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }, { id: 'carol' }], turn: { activePlayer: 'bob', phase: 'precombatMain' } });
    expect(apnapOrder(three)).toEqual(['bob', 'carol', 'alice']);
  });

  it('603.3b: the active player orders their two triggers (ORDER_TRIGGERS), then the other player\'s go on the stack, ending on top', () => {
    const actor = session(apnapGame);
    send(actor, ...boltTheBear);
    // Alice has two triggers: she is asked; nobody holds priority meanwhile (117.5).
    expect(stateOf(actor)).toBe('{"triggering":"ordering"}');
    expect(actor.getSnapshot().context.game.priority).toBeNull();
    send(actor, { type: 'ORDER_TRIGGERS', player: 'alice', order: [1, 0] });
    expect(stateOf(actor)).toBe('"priority"');
    expect(stackOf(actor)).toEqual(['Lightning Bolt', 'Monastery Swiftspear:alice:cast', 'Monastery Swiftspear:alice:cast', 'Phantasmal Bear:bob:becameTarget']);
    // The order chosen: the second trigger (swiftspear-2's) went on first.
    expect(actor.getSnapshot().context.game.stack.slice(1, 3).map((s) => (s.kind === 'trigger' ? s.source : null))).toEqual(['swiftspear-2', 'monastery-swiftspear']);
    expect(actor.getSnapshot().context.game.priority).toBe('alice');
  });

  it('603.3b, 601.6: ORDER_TRIGGERS from the wrong player, a wrong order and any other event are refused, and change nothing', () => {
    const actor = session(apnapGame);
    send(actor, ...boltTheBear);
    const before = actor.getSnapshot().context;
    expect(sendToSession(actor, { type: 'ORDER_TRIGGERS', player: 'bob', order: [0] })).toMatchObject({ rule: '603.3b', code: 'WRONG_PLAYER' });
    expect(sendToSession(actor, { type: 'ORDER_TRIGGERS', player: 'alice', order: [0, 0] })).toMatchObject({ rule: '603.3b', code: 'BAD_PAYLOAD' });
    expect(sendToSession(actor, { type: 'ORDER_TRIGGERS', player: 'alice', order: [0] })).toMatchObject({ rule: '603.3b', code: 'BAD_PAYLOAD' });
    expect(sendToSession(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' })).toMatchObject({ rule: '117.5', code: 'EVENT_NOT_EXPECTED' });
    expect(sendToSession(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [] })).toMatchObject({ rule: '117.5', code: 'EVENT_NOT_EXPECTED' });
    const after = actor.getSnapshot().context;
    expect([after.game, after.round, after.triggers]).toEqual([before.game, before.round, before.triggers]);
  });

  it('603.3b: a player with one trigger is not asked to order it', () => {
    const actor = session(gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], battlefield: [{ card: 'Phantasmal Bear', controller: 'bob' }], turn: ALICE_MAIN }));
    send(actor, ...boltTheBear);
    expect(stateOf(actor)).toBe('"priority"');
    expect(stackOf(actor)).toEqual(['Lightning Bolt', 'Phantasmal Bear:bob:becameTarget']);
  });
});

describe('603.3d: targets of a triggered ability are chosen as it is put on the stack', () => {
  /** Alice sacrifices Grizzly Bears to Altar's Reap with Blood Artist out: "target player loses 1 life". */
  const reap = gameOf({
    players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob', hand: ['Lightning Bolt'] }],
    battlefield: [{ card: 'Blood Artist', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }],
    turn: ALICE_MAIN,
  });
  const sacrifice: CastEventInput[] = [
    { type: 'CAST', player: 'alice', card: 'altar-s-reap' },
    { type: 'PAY', player: 'alice', sacrifice: ['grizzly-bears'] },
  ];

  it('603.3d: Blood Artist\'s trigger waits for its controller\'s CHOOSE_TARGETS; the target is recorded on the ability on the stack', () => {
    const actor = session(reap);
    send(actor, ...sacrifice);
    expect(stateOf(actor)).toBe('{"triggering":"targeting"}');
    expect(actor.getSnapshot().context.game.stack.at(-1)).toMatchObject({ kind: 'trigger', card: 'Blood Artist', on: 'creatureDied', choices: { targets: [] } });
    send(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    expect(stateOf(actor)).toBe('"priority"');
    expect(actor.getSnapshot().context.game.stack.at(-1)).toMatchObject({ kind: 'trigger', card: 'Blood Artist', choices: { targets: [['bob']] } });
  });

  it('603.3d, 601.2c, 400.2: an illegal target, the wrong player, and a card hidden in a hand are refused as for a spell, changing nothing', () => {
    const actor = session(reap);
    send(actor, ...sacrifice);
    const before = actor.getSnapshot().context.game;
    expect(sendToSession(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['blood-artist']] })).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(sendToSession(actor, { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['alice']] })).toMatchObject({ rule: '603.3d', code: 'WRONG_PLAYER' });
    const hidden = sendToSession(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['lightning-bolt']] });
    const absent = sendToSession(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['no-such-card']] });
    expect(hidden?.message.replace('lightning-bolt', 'X')).toBe(absent?.message.replace('no-such-card', 'X'));
    expect(actor.getSnapshot().context.game).toBe(before);
  });

  const avenger = libraryWith(TEST_AVENGER);
  const avengerDies = (bob: { card: string; controller: string }[]) =>
    session(gameOf({ players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }], battlefield: [{ card: 'Test Avenger', controller: 'alice' }, ...bob], turn: ALICE_MAIN }, avenger), avenger);
  const reapAvenger: CastEventInput[] = [{ type: 'CAST', player: 'alice', card: 'altar-s-reap' }, { type: 'PAY', player: 'alice', sacrifice: ['test-avenger'] }];

  it('603.3d: a triggered ability with no legal target is removed from the stack', () => {
    const actor = avengerDies([]);
    send(actor, ...reapAvenger);
    expect(stateOf(actor)).toBe('"priority"');
    expect(stackOf(actor)).toEqual(["Altar's Reap"]);
  });

  it('603.3b, 603.2: a "becomes the target" trigger set off by a triggered ability\'s target goes on the stack in the next round, after it', () => {
    const actor = avengerDies([{ card: 'Phantasmal Bear', controller: 'bob' }]);
    send(actor, ...reapAvenger, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['phantasmal-bear']] });
    expect(stateOf(actor)).toBe('"priority"');
    expect(stackOf(actor)).toEqual(["Altar's Reap", 'Test Avenger:alice:creatureDied', 'Phantasmal Bear:bob:becameTarget']);
  });
});

describe('117.5: the session\'s round of triggered abilities, state by state', () => {
  it('117.5, 603.3b, 603.3d: every state and transition of the round is taken (ordering, targeting, refusals, the way back to priority)', () => {
    const events = (list: CastEventInput[]) => ({ steps: list.map((event) => ({ event })) });
    const reap = gameOf({ players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }], battlefield: [{ card: 'Blood Artist', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }], turn: ALICE_MAIN });
    const runs = [
      coverageOf(sessionMachine, [events([...boltTheBear, { type: 'ORDER_TRIGGERS', player: 'bob', order: [0] }, { type: 'PAY', player: 'alice' }, { type: 'ORDER_TRIGGERS', player: 'alice', order: [0, 1] }])], { game: apnapGame }),
      coverageOf(sessionMachine, [events([{ type: 'CAST', player: 'alice', card: 'altar-s-reap' }, { type: 'PAY', player: 'alice', sacrifice: ['grizzly-bears'] }, { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['alice']] }, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }])], { game: reap }),
    ];
    const inRound = (key: string) => key.startsWith('session.triggering') || key === 'session.priority --[0]';
    const states = allStateNodes(sessionMachine.root).map((n) => n.id).filter(inRound);
    expect(states.filter((id) => !runs.some((r) => r.states.visited.includes(id)))).toEqual([]);
    const transitions = runs[0]!.transitions.missing.concat(runs[0]!.transitions.taken).filter(inRound);
    expect(transitions.filter((key) => !runs.some((r) => r.transitions.taken.includes(key)))).toEqual([]);
    for (const id of states) expect(sessionMachine.root.machine.getStateNodeById(id).meta).toMatchObject({ rule: expect.stringMatching(/^(117\.5|603\.3[bd])$/) });
  });
});
