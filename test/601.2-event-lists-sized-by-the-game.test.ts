/**
 * CR 601.2h, 602.2a, 603.3b: what an event may name is bounded by what a game may hold, not by
 * a round number below it. A PAY may name as many objects as a zone holds (MAX_LIST: the
 * sacrifice of X lands, X past a thousand, on a board a scenario may give); numbers the game
 * makes rather than holds — an ability's number among those granted to one permanent, a
 * trigger's among a round's — are bounded only by what an event can carry. Past those bounds an
 * event is refused as data and changes nothing.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { MAX_LIST, type CastEventInput } from '../src/events/schema.js';
import { MAX_ZONE_SIZE, type GameState } from '../src/game/state.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CardLibrary } from '../src/cards/library.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** Copper-Leaf Angel's ability, word for word. */
const ANGEL: CardInput = {
  name: 'Test Leaf Angel',
  manaCost: '{5}',
  types: ['Artifact', 'Creature'],
  power: 2,
  toughness: 2,
  abilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'sacrifice', what: { types: ['Land'] }, count: 'X' }], text: 'Put X +1/+1 counters on ~.' }],
  text: '{T}, Sacrifice X lands: Put X +1/+1 counters on Test Leaf Angel.',
};
/** Freyalise's Winds' trigger: one for each permanent that becomes tapped (CR 603.2, 701.26). */
const WINDS: CardInput = {
  name: 'Test Winds',
  manaCost: '{2}{G}{G}',
  types: ['Enchantment'],
  triggers: [{ on: 'becomesTapped', permanents: {}, text: 'Whenever a permanent becomes tapped, put a wind counter on it.' }],
  text: 'Whenever a permanent becomes tapped, put a wind counter on it.',
};
/** Gives each creature its controller controls one more activated ability (CR 613, 602.5c). */
const TOTEM: CardInput = {
  name: 'Test Totem',
  manaCost: '{2}',
  types: ['Artifact'],
  grants: [{ ability: { cost: [{ kind: 'mana', mana: '{G}' }], text: '{G}: This creature gets +1/+1 until end of turn.' }, controller: 'you', types: ['Creature'] }],
  text: 'Creatures you control have "{G}: This creature gets +1/+1 until end of turn."',
};
const cards = libraryWith(ANGEL, WINDS, TOTEM);

const copies = (card: string, n: number, id: string) => Array.from({ length: n }, (_, i) => ({ card, controller: 'alice', id: `${id}-${i}` }));
const gameWith = (battlefield: readonly object[], hand: readonly string[] = []): GameState =>
  gameOf({ players: [{ id: 'alice', hand: [...hand] }, { id: 'bob' }], battlefield: [...battlefield], turn: ALICE_MAIN, priority: 'alice' } as never, cards);

/** A session over `game`, the events sent in order; throws at the first refused. */
function sent(game: GameState, events: readonly CastEventInput[], library: CardLibrary = cards) {
  const session = createActor(sessionMachine, { input: { game, cards: library } }).start();
  for (const event of events) {
    const refusal = sendToSession(session, event);
    if (refusal) throw new Error(`${event.type} refused: ${refusal.message.slice(0, 200)}`);
  }
  return session;
}

describe('601.2: event lists as long as the game makes them', () => {
  it('601.2h, 107.3: a PAY sacrifices X lands for X past a thousand (1,500), every land named once', () => {
    const lands = copies('Forest', 1500, 'forest');
    const game = gameWith([{ card: 'Test Leaf Angel', controller: 'alice', id: 'angel' }, ...lands]);
    const session = sent(game, [
      { type: 'ACTIVATE', player: 'alice', source: 'angel' },
      { type: 'ANNOUNCE_X', player: 'alice', x: 1500 },
      { type: 'PAY', player: 'alice', sacrifice: lands.map((land) => land.id) },
    ]);
    const { context } = session.getSnapshot();
    expect(context.last?.outcome).toBe('activated');
    expect(context.game.battlefield.map((p) => p.id)).toEqual(['angel']);
    expect(context.game.players[0]!.graveyard).toHaveLength(1500);
  });

  it('601.2h: a list longer than a zone may hold is refused as BAD_PAYLOAD, and the game is the game before', () => {
    expect(MAX_LIST).toBe(MAX_ZONE_SIZE);
    const game = gameWith([{ card: 'Test Leaf Angel', controller: 'alice', id: 'angel' }, ...copies('Forest', 3, 'forest')]);
    const session = sent(game, [
      { type: 'ACTIVATE', player: 'alice', source: 'angel' },
      { type: 'ANNOUNCE_X', player: 'alice', x: 3 },
    ]);
    const before = session.getSnapshot().context;
    const refusal = sendToSession(session, { type: 'PAY', player: 'alice', sacrifice: Array.from({ length: MAX_LIST + 1 }, (_, i) => `forest-${i}`) });
    expect(refusal).toMatchObject({ rule: '601.2', code: 'BAD_PAYLOAD' });
    expect(refusal?.message).toContain(`sacrifice`);
    expect(session.getSnapshot().context.game).toBe(before.game);
    expect(session.getSnapshot().context).toEqual(before);
  });

  it('603.3b: a player orders more triggered abilities than a zone holds (101 watchers of 100 lands tapped: 10,100), the first named at the bottom and the last on top', () => {
    const game = gameWith([...copies('Test Winds', 101, 'winds'), ...copies('Mountain', 100, 'mountain')], ['Fireball']);
    const fireball = game.players[0]!.hand[0]!.id;
    const session = sent(game, [
      { type: 'CAST', player: 'alice', card: fireball },
      { type: 'ANNOUNCE_X', player: 'alice', x: 99 },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice' },
    ]);
    const triggers = session.getSnapshot().context.round?.players[0]?.triggers ?? [];
    expect(triggers).toHaveLength(10_100);
    expect(triggers.length).toBeGreaterThan(MAX_LIST);
    const order = triggers.map((_, i) => i);
    [order[0], order[10_099]] = [order[10_099]!, order[0]!];
    const duplicated = sendToSession(session, { type: 'ORDER_TRIGGERS', player: 'alice', order: order.map((n) => (n === 5 ? 4 : n)) });
    expect(duplicated).toMatchObject({ rule: '603.3b', code: 'BAD_PAYLOAD' });
    expect(sendToSession(session, { type: 'ORDER_TRIGGERS', player: 'alice', order })).toBeNull();
    const { stack } = session.getSnapshot().context.game;
    expect(stack).toHaveLength(10_101);
    expect(triggers[0]).toMatchObject({ source: 'winds-0' });
    expect(triggers[10_099]).toMatchObject({ source: 'winds-100' });
    expect(stack[1]).toMatchObject({ kind: 'trigger', source: 'winds-100' });
    expect(stack.at(-1)).toMatchObject({ kind: 'trigger', source: 'winds-0' });
  });

  it('602.2a, 602.5c: ACTIVATE names an ability numbered past a thousand (1,001: the last of the 1,002 a creature is granted)', () => {
    const game = gameWith([{ card: 'Grizzly Bears', controller: 'alice', id: 'bears' }, ...copies('Test Totem', 1002, 'totem'), { card: 'Forest', controller: 'alice', id: 'forest' }]);
    const session = sent(game, [
      { type: 'ACTIVATE', player: 'alice', source: 'bears', ability: 1001 },
      { type: 'PAY', player: 'alice' },
    ]);
    expect(session.getSnapshot().context.last?.outcome).toBe('activated');
    expect(session.getSnapshot().context.game.stack.at(-1)).toMatchObject({ source: 'bears', grantedBy: { by: 'totem-1001' } });
  });
});
