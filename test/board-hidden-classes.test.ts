/**
 * CR 110.1: a board of permanents built by createGame, read field by field by every question
 * that walks the battlefield (mana sources, cost changers, "what may I do now"). In V8 an
 * object literal that begins with a spread and adds properties gives each object a hidden
 * class of its own; the reads of such a board then miss V8's inline caches, and the walks ran
 * twice as slow at 1,000 permanents (docs/performance.md, sixth round). Not timed: this
 * checks the hidden classes themselves, with V8's own %HaveSameMap.
 */
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { Permanent } from '../src/game/state.js';
import { setTapped } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

setFlagsFromString('--allow-natives-syntax');
// Compiled after the flag is set, so the native call parses.
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/** How many hidden classes the objects have between them. */
function hiddenClasses(objects: readonly object[]): number {
  const seen: object[] = [];
  for (const o of objects) if (!seen.some((s) => haveSameMap(s, o))) seen.push(o);
  return seen.length;
}

const board = gameOf({
  players: [{ id: 'alice' }, { id: 'bob' }],
  battlefield: Array.from({ length: 200 }, (_, i) => ({ card: i % 2 ? 'Mountain' : 'Llanowar Elves', controller: i % 3 ? 'alice' : 'bob', tapped: i % 5 === 0 })),
  turn: ALICE_MAIN,
});

describe('110.1: the permanents of a board built from a spec share their hidden classes', () => {
  it('110.1: 200 permanents with the same fields have one hidden class between them', () => {
    expect(hiddenClasses(board.battlefield)).toBe(1);
  });

  it('110.1: permanents with a field the others lack (a chosen name) have one hidden class of their own between them', () => {
    const mixed = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [
        ...Array.from({ length: 50 }, () => ({ card: 'Mountain', controller: 'alice' })),
        ...Array.from({ length: 50 }, () => ({ card: 'Pithing Needle', controller: 'alice', chosen: { name: 'Prodigal Pyromancer' } })),
      ],
      turn: ALICE_MAIN,
    });
    expect(hiddenClasses(mixed.battlefield)).toBe(2);
  });

  it('602.2b: tapping 100 of them leaves a few hidden classes, not one per permanent tapped', () => {
    const ids = board.battlefield.filter((p) => !p.tapped).map((p) => p.id);
    const tapped = ids.slice(0, 100).reduce((g, id) => setTapped(g, id, true), board);
    expect(hiddenClasses(tapped.battlefield satisfies readonly Permanent[])).toBeLessThanOrEqual(4);
  });
});
