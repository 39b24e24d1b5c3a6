/**
 * The benchmark's own pieces (test/bench/), checked without timing anything: the direct path
 * and the floors take the cast the session takes, step for step, so `npm run bench` compares
 * like with like.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { board, freshBattlefield } from './bench/boards.js';
import { castDirectly, whatMayIDo } from './bench/direct.js';
import { floorCast, floorMicrosteps, sessionMicrosteps, shapedCast, shapedMachine, shapedMicrosteps } from './bench/floor.js';
import { castThroughSession } from './bench/engine.js';
import { ROOT } from './code-blocks.js';

const cards = BUILT_IN_CARDS;
/** test/bench/counted.ts, run as it is run under cachegrind (through tsx), with a short warm-up. */
const counted = (argv: readonly string[], warmUp = '2') =>
  spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['test/bench/counted.ts', ...argv], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WARM_UP: warmUp } });

describe('the benchmark harness', () => {
  it('601.2a–i: the benchmark cast goes through the session, and the same rules called directly, on every board size used', () => {
    for (const n of [10, 100]) {
      const game = board(n);
      expect(game.battlefield).toHaveLength(n);
      expect(() => castThroughSession(freshBattlefield(game))).not.toThrow();
      expect(() => castDirectly(freshBattlefield(game))).not.toThrow();
      expect(whatMayIDo(freshBattlefield(game), cards, 'alice').casts.some((c) => c.event.card === 'lightning-bolt' && c.payable)).toBe(true);
    }
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

  it("601.2a–i: the loop counted under cachegrind casts each kind it is asked for, and refuses a kind, count or warm-up it can't read", () => {
    for (const kind of ['session', 'direct', 'floor', 'shaped', 'alone', 'alternating']) {
      const run = counted([kind, '3']);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe(`${kind}: 3 casts after the warm-up`);
    }
    for (const [argv, warmUp] of [[['sessions', '3']], [['session', '-1']], [['session', 'many']], [['session']], [[]], [['session', '3'], 'lots']] as const) {
      const run = counted(argv, warmUp);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('usage: [WARM_UP=<rounds>] counted <session|direct|floor|shaped|alone|alternating> <casts>');
    }
  }, 60_000);
});
