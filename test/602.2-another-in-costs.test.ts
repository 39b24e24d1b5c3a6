/**
 * CR 602.2, 109.5: "Sacrifice another creature" can't sacrifice the ability's own object. The
 * query judges such a cost from the board's one list of creatures, naming the object the slot
 * may not take (costs/payment-actions.ts `except`), and answers as a payment does.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const sacrificeAnother = { kind: 'sacrifice' as const, what: { types: ['Creature' as const] }, count: 1, other: true as const };
const CARDS = libraryWith(
  {
    name: 'Test Harpy',
    manaCost: '{2}{B}',
    types: ['Creature'],
    power: 1,
    toughness: 1,
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, sacrificeAnother], text: '{1}, Sacrifice another creature: Put a +1/+1 counter on Test Harpy.' }],
    text: '{1}, Sacrifice another creature: Put a +1/+1 counter on Test Harpy.',
  },
  {
    name: 'Test Ghoul',
    manaCost: '{1}{B}',
    types: ['Creature'],
    power: 1,
    toughness: 1,
    abilities: [{ cost: [sacrificeAnother], text: 'Sacrifice another creature: Test Ghoul gets +1/+1 until end of turn.' }],
    text: 'Sacrifice another creature: Test Ghoul gets +1/+1 until end of turn.',
  },
);

/** Whether the query lists the ability of `source` as payable, and whether paying it with `sacrificed` activates it. */
function judged(battlefield: readonly string[], source: string, sacrificed: string) {
  const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: battlefield.map((card, i) => ({ card, controller: 'alice', id: `p${i}` })) }, CARDS);
  const listed = legalActions(game, CARDS, 'alice').activations.find((a) => a.event.source === source && a.event.ability === 0);
  const session = createActor(sessionMachine, { input: { game, cards: CARDS } }).start();
  const refusals = [sendToSession(session, { type: 'ACTIVATE', player: 'alice', source, ability: 0 }), sendToSession(session, { type: 'PAY', player: 'alice', sacrifice: [sacrificed] })];
  return { payable: listed?.refusal === null, activated: refusals.every((r) => r === null) && session.getSnapshot().context.last?.outcome === 'activated' };
}

describe('602.2: "another" in a cost', () => {
  it('602.2, 109.5: "{1}, Sacrifice another creature" beside a land alone can\'t sacrifice itself; beside Bears it can pay', () => {
    expect(judged(['Test Harpy', 'Mountain'], 'p0', 'p0')).toEqual({ payable: false, activated: false });
    expect(judged(['Test Harpy', 'Mountain', 'Grizzly Bears'], 'p0', 'p2')).toEqual({ payable: true, activated: true });
    // Two Harpies: each may sacrifice the other.
    expect(judged(['Test Harpy', 'Mountain', 'Test Harpy'], 'p2', 'p0')).toEqual({ payable: true, activated: true });
  });

  it('602.2, 109.5: "Sacrifice another creature" with no mana: itself alone can\'t pay it', () => {
    expect(judged(['Test Ghoul'], 'p0', 'p0')).toEqual({ payable: false, activated: false });
    expect(judged(['Test Ghoul', 'Grizzly Bears'], 'p0', 'p1')).toEqual({ payable: true, activated: true });
  });
});
