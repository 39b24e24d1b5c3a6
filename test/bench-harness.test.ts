/**
 * The benchmark's own pieces (test/bench/), checked without timing anything: the direct path
 * and the floors take the cast the session takes, step for step, so `npm run bench` compares
 * like with like.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createActor } from 'xstate';
import { describe, it, expect, vi } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { ABILITY_CARDS, board, boardWithAbilities, boardWithDrums, boardWithGraveyard, freshBattlefield } from './bench/boards.js';
import { castDirectly, whatMayIDo } from './bench/direct.js';
import { floorCast, floorMicrosteps, sessionMicrosteps, shapedCast, shapedMachine, shapedMicrosteps, uncheckedCast, uncheckedEvents, uncheckedMachine, uncheckedMicrosteps } from './bench/floor.js';
import { castThroughSession, cruiseAwaitingPayment, session, sendAll } from './bench/engine.js';
import { paymentPrompt, xPrompt } from './bench/prompts.js';
import { layerlessCast, layerlessMachine, layerlessMicrosteps } from './bench/layerless.js';
import { PAYLOADS } from './bench/floor.js';
import { convokeWithAll, crewBoard, crewWithAll, targetAll, untappedCreatures } from './bench/many-named.js';
import type { CastEventInput } from '../src/events/schema.js';
import { activeChild, sendToSession, sessionMachine } from '../machines/session.js';
import { promptOf } from '../machines/prompt.js';
import { microsecondsByPart, partOf } from './bench/parts.js';
import { ROOT } from './code-blocks.js';

const cards = BUILT_IN_CARDS;
/** test/bench/counted.ts, run as it is run under cachegrind (through tsx), with a short warm-up. */
const counted = (argv: readonly string[], warmUp = '2', env: Record<string, string> = {}) =>
  spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['test/bench/counted.ts', ...argv], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WARM_UP: warmUp, ...env } });

describe('the benchmark harness', () => {
  it('601.2a–i: the benchmark cast goes through the session, and the same rules called directly, on every board size used', () => {
    for (const n of [10, 100]) {
      const game = board(n);
      expect(game.battlefield).toHaveLength(n);
      expect(() => castThroughSession(freshBattlefield(game))).not.toThrow();
      expect(() => castDirectly(freshBattlefield(game))).not.toThrow();
      expect(whatMayIDo(freshBattlefield(game), cards, 'alice').casts.some((c) => c.event.card === 'lightning-bolt' && c.payable)).toBe(true);
      expect(paymentPrompt(freshBattlefield(game))).toMatchObject({ step: 'mana', options: { payable: true, manaAbilities: expect.arrayContaining([expect.objectContaining({ types: ['R'] })]) } });
      expect(xPrompt(freshBattlefield(game))).toMatchObject({ step: 'x', options: { min: 0 } });
    }
  });

  it('702.66a, 601.2h: the growth bench\'s Treasure Cruise is offered every card of a graveyard as large as the board, and is cast', () => {
    const game = boardWithGraveyard(100);
    const { actor, pay } = cruiseAwaitingPayment(game);
    const chart = activeChild(actor);
    const prompt = chart && promptOf(chart.getSnapshot());
    expect(prompt).toMatchObject({ step: 'mana', options: { payable: true } });
    expect(prompt?.step === 'mana' && prompt.options.delve).toHaveLength(100);
    sendAll(actor, [pay]);
    expect(actor.getSnapshot().context.last?.outcome).toBe('cast');
  });

  it('602.2b, 601.2h: the growth bench\'s board with abilities has each of its cards, and "what may I do now" judges each one payable', () => {
    const game = boardWithAbilities(485);
    const names = new Map(game.battlefield.map((p) => [p.id, p.card]));
    const payable = whatMayIDo(game, cards, 'alice').activations.filter((a) => a.refusal === null).map((a) => names.get(a.event.source));
    for (const card of ABILITY_CARDS) expect(payable.filter((name) => name === card)).toHaveLength(2);
  });

  it('602.2b: the growth bench\'s board with Drums has one in forty, each a mana ability alice may activate, tapping one of her creatures', () => {
    const game = boardWithDrums(400);
    const drums = game.battlefield.filter((p) => p.card === 'Springleaf Drum');
    expect(drums).toHaveLength(10);
    expect(drums.every((p) => p.controller === 'alice' && !p.tapped)).toBe(true);
    const actions = whatMayIDo(game, cards, 'alice').manaAbilities.filter((a) => drums.some((d) => d.id === a.event.source));
    expect(actions.map((a) => a.refusal)).toEqual(drums.map(() => null));
  });

  it('702.122, 702.51, 601.2c: the growth bench\'s events naming every untapped creature are accepted, crewing, convoking and targeting them all', () => {
    const game = board(200);
    const mine = untappedCreatures(game, 'alice');
    expect(mine.length).toBeGreaterThan(20);
    expect(untappedCreatures(game, 'bob').length).toBeGreaterThan(20);
    expect(() => crewWithAll(freshBattlefield(crewBoard(200)))).not.toThrow();
    expect(() => convokeWithAll(freshBattlefield(game))).not.toThrow();
    expect(() => targetAll(freshBattlefield(game))).not.toThrow();
  });

  it("117.5: the session puts the cast's triggers on the stack after the Bolt, and the floors take as many microsteps per event as it does", () => {
    const game = board(10);
    const steps = sessionMicrosteps(freshBattlefield(game), cards);
    expect(steps.PAY[0]).toBeGreaterThan(3); // the round of triggers (prowess) after the cast
    expect(floorMicrosteps(steps)).toEqual(steps);
    const shaped = shapedMachine(freshBattlefield(game), cards);
    expect(shapedMicrosteps(shaped, freshBattlefield(game), cards)).toEqual(steps);
    expect(() => floorCast(steps)).not.toThrow();
    expect(() => shapedCast(shaped, freshBattlefield(game), cards)).not.toThrow();
  });

  it("601.2a–i: the session without the engine's checks casts the same Bolt in the same microsteps, and lets through what the real session refuses", () => {
    const game = board(10);
    const unchecked = uncheckedMachine();
    expect(uncheckedMicrosteps(unchecked, freshBattlefield(game), cards)).toEqual(sessionMicrosteps(freshBattlefield(game), cards));
    expect(() => uncheckedCast(unchecked, freshBattlefield(game), cards)).not.toThrow();
    // 601.6: bob may not send alice's CHOOSE_TARGETS; only the real session checks who sent it.
    const wrongPlayer: CastEventInput = { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['bob']] };
    const real = createActor(sessionMachine, { input: { game: freshBattlefield(game), cards } }).start();
    expect(sendToSession(real, { type: 'CAST', player: 'alice', card: 'lightning-bolt' })).toBeNull();
    expect(sendToSession(real, wrongPlayer)?.code).toBe('WRONG_PLAYER');
    const bare = createActor(unchecked, { input: { game: freshBattlefield(game), cards } }).start();
    bare.send({ type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    bare.send(wrongPlayer);
    expect(activeChild(real)?.getSnapshot().value).toEqual({ casting: 'targeting' });
    expect(activeChild(bare)?.getSnapshot().value).not.toEqual({ casting: 'targeting' });
  });

  it('601.2a–i: the layerless charts (no engine layer) cast the same Bolt to the same game, in the same microsteps, as the session', () => {
    const game = board(10);
    const layerless = layerlessMachine();
    expect(layerlessMicrosteps(layerless, freshBattlefield(game), cards)).toEqual(sessionMicrosteps(freshBattlefield(game), cards));
    const real = session(freshBattlefield(game));
    sendAll(real, Object.values(PAYLOADS));
    expect(layerlessCast(layerless, freshBattlefield(game), cards)).toEqual(real.getSnapshot().context.game);
    // Twice in a row on one machine: nothing of one cast is left for the next.
    expect(layerlessCast(layerless, freshBattlefield(game), cards)).toEqual(real.getSnapshot().context.game);
  });

  it('601.2: the unchecked cast reads its events as the session does, once each: copies made just before it are never read as JSON again', () => {
    const game = board(10);
    const unchecked = uncheckedMachine();
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const fresh = uncheckedEvents();
      stringify.mockClear();
      uncheckedCast(unchecked, freshBattlefield(game), cards, fresh);
      expect(stringify).not.toHaveBeenCalled();
      // Copies the engine has forgotten, after another session's cast made its own, are read again at every guard and action.
      const stale = uncheckedEvents();
      castThroughSession(freshBattlefield(game));
      stringify.mockClear();
      uncheckedCast(unchecked, freshBattlefield(game), cards, stale);
      expect(stringify.mock.calls.length).toBeGreaterThan(stale.length);
    } finally {
      stringify.mockRestore();
    }
  });

  it("601.2a–i: the loop counted under cachegrind casts each kind it is asked for, and refuses a kind, count or warm-up it can't read", () => {
    for (const kind of ['session', 'direct', 'floor', 'shaped', 'unchecked', 'layerless', 'alone', 'alternating']) {
      const run = counted([kind, '3']);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe(`${kind}: 3 casts after the warm-up`);
    }
    for (const [argv, warmUp] of [[['sessions', '3']], [['session', '-1']], [['session', 'many']], [['session']], [[]], [['session', '3'], 'lots']] as const) {
      const run = counted(argv, warmUp);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('usage: [WARM_UP=<rounds>] counted <session|direct|floor|shaped|unchecked|layerless|alone|alternating> <casts>');
    }
  }, 60_000);

  it('601.2a–i: with PARTS set, the same loop runs under the profiler and prints what a cast spent by part', () => {
    const run = counted(['session', '3'], '2', { PARTS: '1' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^µs per cast: rules \d+, engine \d+, xstate \d+, collector \d+, other \d+; CPU time \d+$/), 'session: 3 casts after the warm-up']);
  }, 60_000);

  it("a profile's samples go to the part whose code ran: the rules, the engine's own layer, XState, the collector, the rest", () => {
    const root = 'file:///repo/';
    const parts = [
      ['file:///repo/src/mana/solver.ts', 'solveBest'],
      ['file:///repo/src/events/plain.ts', 'plainEvent'],
      ['file:///repo/machines/session.ts', 'sendToSession'],
      ['file:///repo/node_modules/zod/v4/core/schemas.js', 'parse'],
      ['file:///elsewhere/node_modules/xstate/dist/raise.js', 'microstep'],
      ['', '(garbage collector)'],
      ['', '(program)'],
      ['node:internal/modules/run_main', 'run'],
      ['file:///repo/test/bench/casts-at-10.ts', 'session'],
      ['file:///repo/node_modules/other/src/index.js', 'f'],
      ['file:///home/src/repo/test/x.ts', 'f'],
    ].map(([url, name]) => partOf(url!, name!, root));
    expect(parts).toEqual(['rules', 'engine', 'engine', 'engine', 'xstate', 'collector', 'other', 'other', 'other', 'other', 'other']);
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: 'file:///repo/src/game/update.ts', functionName: 'nextGame' } },
        { id: 2, callFrame: { url: '', functionName: '(garbage collector)' } },
      ],
      samples: [1, 2, 1],
      timeDeltas: [100, 40, 60],
    };
    expect(microsecondsByPart(profile, 2, root)).toEqual({ rules: 80, engine: 0, xstate: 0, collector: 20, other: 0 });
  });
});
