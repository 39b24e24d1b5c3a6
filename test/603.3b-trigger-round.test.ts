/**
 * CR 117.5, 603.3b, 603.3d: a round of triggered abilities, driven to its end through the round's
 * own functions (src/casting/stack-triggers.ts), against what the rules say it must leave: each
 * player's triggers in APNAP order, in the order the player chose, each a new object on the
 * stack with the next id; each with a target word waiting for its targets; each with no legal
 * target removed, its id spent. The round puts a player's triggers on in one pass, so a round
 * of hundreds costs hundreds, not their square; a property test holds that pass to the rules'
 * one-by-one description.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_CHOICES } from '../src/casting/announce.js';
import { beginTriggerRound, chooseTriggerTargets, orderTriggers, roundAsk, type TriggerRound } from '../src/casting/stack-triggers.js';
import type { PendingTrigger } from '../src/casting/triggers.js';
import type { GameState, PlayerId, StackObject } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith, TEST_AVENGER } from './helpers.js';

/** Test Avenger's trigger targets a creature an opponent controls: legal only while one is on the battlefield. */
const cards = libraryWith(TEST_AVENGER);

/** The kinds of trigger a round is made of: no target (prowess), a target player (Blood Artist), a target creature of an opponent's (Test Avenger). */
const KINDS = [
  { card: 'Monastery Swiftspear', on: 'cast', target: () => null },
  { card: 'Blood Artist', on: 'creatureDied', target: (player: PlayerId) => (player === 'alice' ? 'bob' : 'alice') },
  { card: 'Test Avenger', on: 'creatureDied', target: (player: PlayerId, game: GameState) => opposingCreature(game, player) },
] as const;
const PLAYERS = ['alice', 'bob', 'carol'] as const;

/** The first creature another player controls (every permanent of these games is one), or null. */
const opposingCreature = (game: GameState, player: PlayerId) => game.battlefield.find((p) => p.controller !== player)?.id ?? null;

interface Drawn {
  readonly kind: number;
  readonly controller: number;
}

/** A game whose battlefield holds a source for each drawn trigger, and Grizzly Bears for the players in `bears`; Bolt on the stack. */
function roundGame(drawn: readonly Drawn[], bears: readonly boolean[], active: number): { readonly game: GameState; readonly waiting: readonly PendingTrigger[] } {
  const sources = drawn.map((d, i) => ({ card: KINDS[d.kind]!.card, id: `source-${i}`, controller: PLAYERS[d.controller]! }));
  const game = gameOf(
    {
      players: PLAYERS.map((id) => ({ id })),
      battlefield: [...sources, ...PLAYERS.flatMap((id, i) => (bears[i] ? [{ card: 'Grizzly Bears', id: `bears-${id}`, controller: id }] : []))],
      stack: [{ card: 'Lightning Bolt', id: 'bolt', controller: 'alice', targets: [['bob']] }],
      turn: { ...ALICE_MAIN, activePlayer: PLAYERS[active]! },
    },
    cards,
  );
  const waiting = drawn.map((d, i): PendingTrigger => ({ source: `source-${i}`, card: KINDS[d.kind]!.card, trigger: 0, controller: PLAYERS[d.controller]!, on: KINDS[d.kind]!.on, text: `trigger ${i}` }));
  return { game, waiting };
}

/**
 * Runs the round to its end: each player asked to order is given `orders` (a permutation drawn for
 * them), each ability asking targets is given its kind's legal target. Returns the game, the round
 * and, per player, the order they put their triggers in.
 */
function runRound(game: GameState, waiting: readonly PendingTrigger[], seeds: readonly number[]) {
  let { game: now, round } = beginTriggerRound(game, cards, waiting);
  const chosen = new Map<PlayerId, readonly PendingTrigger[]>();
  let asked = 0;
  for (let ask = roundAsk(round); ask !== null; ask = roundAsk(round)) {
    asked += 1;
    // Each trigger asks at most once for its order's turn and once for targets.
    if (asked > 2 * waiting.length + 3) throw new Error(`the round asked ${asked} times for ${waiting.length} triggers`);
    if (ask.event === 'ORDER_TRIGGERS') {
      const order = shuffled(ask.triggers.length, seeds[asked % seeds.length]!);
      chosen.set(ask.player, order.map((i) => ask.triggers[i]!));
      const next = orderTriggers(now, cards, round, ask.player, order);
      if (!next.ok) throw new Error(next.refusal.message);
      ({ game: now, round } = next.value);
    } else {
      const object = now.stack.find((s) => s.id === ask.ability)!;
      const kind = KINDS.find((k) => k.card === object.card)!;
      const next = chooseTriggerTargets(now, cards, round, ask.player, [[kind.target(ask.player, now)!]]);
      if (!next.ok) throw new Error(next.refusal.message);
      expect(next.value.raised).toEqual([]);
      ({ game: now, round } = next.value);
    }
  }
  return { game: now, round, chosen };
}

/** A permutation of 0..n-1 from a seed (a plain linear congruential shuffle). */
function shuffled(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let s = seed;
  for (let i = n - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** What the round must leave, by the rules, one trigger after another. */
function expected(game: GameState, waiting: readonly PendingTrigger[], chosen: ReadonlyMap<PlayerId, readonly PendingTrigger[]>) {
  const active = PLAYERS.indexOf(game.turn.activePlayer as (typeof PLAYERS)[number]);
  const apnap = [...PLAYERS.slice(active), ...PLAYERS.slice(0, active)];
  let id = game.nextId;
  const stack: StackObject[] = [...game.stack];
  const removed: PendingTrigger[] = [];
  for (const player of apnap) {
    // CR 603.3b: a player with one trigger isn't asked; with two or more, it goes in their order.
    const own = chosen.get(player) ?? waiting.filter((t) => t.controller === player);
    for (const trigger of own) {
      const objectId = `ability-${id}`;
      id += 1;
      const kind = KINDS.find((k) => k.card === trigger.card)!;
      // CR 603.3d: a creature of an opponent's is there, or the ability is removed.
      if (kind.card === 'Test Avenger' && opposingCreature(game, player) === null) {
        removed.push(trigger);
        continue;
      }
      const target = kind.card === 'Monastery Swiftspear' ? [] : [[kind.target(player, game)!]];
      stack.push({ kind: 'trigger', id: objectId, card: trigger.card, source: trigger.source, trigger: 0, on: trigger.on, text: trigger.text, controller: player, choices: { ...NO_CHOICES, targets: target } } as StackObject);
    }
  }
  return { stack, removed, nextId: id };
}

describe('603.3b, 603.3d: a round of triggered abilities, however many', () => {
  it('603.3b, 603.3d: each player in APNAP order puts their triggers on in the order chosen, each with the next id; those with no legal target are removed (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.nat({ max: 2 }), controller: fc.nat({ max: 2 }) }), { maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.nat({ max: 2 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        (drawn, bears, active, seeds) => {
          const { game, waiting } = roundGame(drawn, bears, active);
          const { game: after, round, chosen } = runRound(game, waiting, seeds);
          const want = expected(game, waiting, chosen);
          expect(after.stack).toEqual(want.stack);
          expect(round.removed).toEqual(want.removed);
          expect(after.nextId).toBe(want.nextId);
          expect(after.battlefield).toBe(game.battlefield);
          expect(round.players).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('603.3d: abilities removed for want of a target before one that waits for its targets stay removed, their ids spent', () => {
    // Alice alone has creatures: her Avengers' "target creature an opponent controls" has none.
    const drawn = [2, 1, 2, 0].map((kind) => ({ kind, controller: 0 }));
    const { game, waiting } = roundGame(drawn, [false, false, false], 0);
    const { game: after, round } = runRound(game, waiting, [0]);
    expect(round.removed.map((t) => t.card).sort()).toEqual(['Test Avenger', 'Test Avenger']);
    expect(after.stack.slice(1).map((s) => s.card).sort()).toEqual(['Blood Artist', 'Monastery Swiftspear']);
    expect(after.nextId).toBe(game.nextId + 4);
  });

  it('603.3b: 600 prowess triggers of one player go on the stack in the order chosen, above the spell, ids in sequence', () => {
    const drawn = Array.from({ length: 600 }, () => ({ kind: 0, controller: 0 }));
    const { game, waiting } = roundGame(drawn, [false, false, false], 0);
    const begun = beginTriggerRound(game, cards, waiting);
    expect(roundAsk(begun.round)).toMatchObject({ event: 'ORDER_TRIGGERS', player: 'alice' });
    const order = Array.from({ length: 600 }, (_, i) => 599 - i);
    const ordered = orderTriggers(begun.game, cards, begun.round, 'alice', order);
    if (!ordered.ok) throw new Error(ordered.refusal.message);
    const { game: after, round } = ordered.value as { game: GameState; round: TriggerRound };
    expect(roundAsk(round)).toBeNull();
    expect(after.stack).toHaveLength(601);
    expect(after.stack.slice(1).map((s) => (s.kind === 'trigger' ? s.source : null))).toEqual(order.map((i) => `source-${i}`));
    expect(after.stack.slice(1).map((s) => s.id)).toEqual(order.map((_, k) => `ability-${game.nextId + k}`));
  });
});
