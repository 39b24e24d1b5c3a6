/**
 * The memo of what a query works out about the objects it makes (src/core/query-memo.ts):
 * within a query it holds its entries for that query and the one before, then forgets them;
 * outside any query it is a WeakMap. Why not a WeakMap within a query is measured, not tested
 * here (V8's young collections; docs/performance-history.md, thirty-fourth round).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { inQuery, QueryMemo } from '../src/core/query-memo.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { oneQuery } from '../src/mana/chain-budget.js';
import { board } from './bench/boards.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

afterEach(() => vi.restoreAllMocks());

describe('QueryMemo', () => {
  it('gives back within a query what the query set, and nothing for a key never set', () => {
    const memo = new QueryMemo<object, number>();
    const key = {};
    inQuery(() => {
      memo.set(key, 1);
      expect(memo.get(key)).toBe(1);
      expect(memo.get({})).toBeUndefined();
    });
  });

  it('keeps what a query set for the next query (a prompt, then an event about the same game)', () => {
    const memo = new QueryMemo<object, string>();
    const key = {};
    inQuery(() => memo.set(key, 'found'));
    expect(inQuery(() => memo.get(key))).toBe('found');
  });

  it('forgets what a query set once two more queries have begun', () => {
    const memo = new QueryMemo<object, string>();
    const key = {};
    inQuery(() => memo.set(key, 'found'));
    inQuery(() => undefined);
    expect(inQuery(() => memo.get(key))).toBeUndefined();
  });

  it('lets go of what a query set once two more queries have begun, even in a memo they never ask', async () => {
    // A chain search's plans are held in a memo only boards with chain sources ask: a server's
    // later queries on other boards must not keep them alive (docs/performance-history.md,
    // forty-fifth round). Made in a function of its own, so nothing in this one holds them.
    const memo = new QueryMemo<object, object>();
    const key = {};
    const held = ((): WeakRef<object> => {
      const value = { plans: new Array<number>(1000).fill(1) };
      inQuery(() => memo.set(key, value));
      return new WeakRef(value);
    })();
    inQuery(() => undefined);
    inQuery(() => undefined);
    // A WeakRef's target lives until the job that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    expect(held.deref()).toBeUndefined();
    expect(inQuery(() => memo.get(key))).toBeUndefined();
  });

  it('answers as its definition does for any run of queries, nested queries and calls outside them, over two memos (property)', () => {
    // The definition: within a query, a key gives what this query set, else what the query before
    // set or read (reading it keeps it for the next one); outside any query, what was set outside.
    type Op = { readonly memo: 0 | 1; readonly key: 0 | 1 | 2; readonly set: number | null; readonly nested: boolean };
    const op = fc.record({ memo: fc.constantFrom(0 as const, 1 as const), key: fc.constantFrom(0 as const, 1 as const, 2 as const), set: fc.option(fc.integer(), { nil: null }), nested: fc.boolean() });
    fc.assert(
      fc.property(fc.array(fc.record({ inQuery: fc.boolean(), ops: fc.array(op, { maxLength: 6 }) }), { maxLength: 12 }), (steps) => {
        const memos = [new QueryMemo<object, number>(), new QueryMemo<object, number>()];
        const keys = [{}, {}, {}];
        const held = [new Map<number, { value: number; query: number }>(), new Map<number, { value: number; query: number }>()];
        const outside = [new Map<number, number>(), new Map<number, number>()];
        let query = 0;
        const apply = ({ memo, key, set }: Op, within: boolean): void => {
          if (set !== null) {
            memos[memo]!.set(keys[key]!, set);
            if (within) held[memo]!.set(key, { value: set, query });
            else outside[memo]!.set(key, set);
            return;
          }
          const got = memos[memo]!.get(keys[key]!);
          if (!within) {
            expect(got).toBe(outside[memo]!.get(key));
            return;
          }
          const entry = held[memo]!.get(key);
          const seen = entry !== undefined && (entry.query === query || entry.query === query - 1) ? entry : undefined;
          if (seen) seen.query = query;
          expect(got).toBe(seen?.value);
        };
        for (const step of steps) {
          if (!step.inQuery) {
            for (const o of step.ops) apply(o, false);
            continue;
          }
          query += 1;
          inQuery(() => {
            for (const o of step.ops) (o.nested ? inQuery(() => apply(o, true)) : apply(o, true));
          });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps an entry each query asks for, however many queries ask', () => {
    const memo = new QueryMemo<object, string>();
    const key = {};
    inQuery(() => memo.set(key, 'found'));
    for (let i = 0; i < 5; i += 1) expect(inQuery(() => memo.get(key))).toBe('found');
  });

  it('counts a query asked within another as part of it', () => {
    const memo = new QueryMemo<object, string>();
    const key = {};
    inQuery(() => {
      memo.set(key, 'outer');
      inQuery(() => undefined);
      inQuery(() => undefined);
      expect(memo.get(key)).toBe('outer');
    });
  });

  it('makes no WeakMap entry within a query', () => {
    const memo = new QueryMemo<object, number>();
    const set = vi.spyOn(WeakMap.prototype, 'set');
    inQuery(() => memo.set({}, 1));
    const calls = set.mock.calls.length;
    set.mockRestore();
    expect(calls).toBe(0);
  });

  it('is a WeakMap outside any query, apart from what queries hold', () => {
    const memo = new QueryMemo<object, number>();
    const key = {};
    memo.set(key, 1);
    expect(memo.get(key)).toBe(1);
    expect(inQuery(() => memo.get(key))).toBeUndefined();
    inQuery(() => memo.set(key, 2));
    expect(memo.get(key)).toBe(1);
  });

  it('ends a query that throws', () => {
    const memo = new QueryMemo<object, number>();
    const key = {};
    expect(() => inQuery(() => { throw new Error('refused'); })).toThrow('refused');
    memo.set(key, 1);
    expect(inQuery(() => memo.get(key))).toBeUndefined();
    expect(memo.get(key)).toBe(1);
  });
});

describe('601.2h: answers held for a query are the answers worked out afresh', () => {
  // The bench's board of ten permanents and seven cards (test/bench/boards.ts): convoke, a sacrifice, modes and X.
  const game = board(10);
  const asked = () => JSON.stringify(legalActions(game, BUILT_IN_CARDS, 'alice'));
  const first = asked();

  it('"what may I do now" asked again of the same game, in the next query and three later, answers alike', () => {
    expect(oneQuery(asked)).toBe(first);
    expect(oneQuery(asked)).toBe(first);
    oneQuery(() => undefined);
    oneQuery(() => undefined);
    expect(oneQuery(asked)).toBe(first);
  });

  it('asked twice within one query, it answers alike', () => {
    expect(oneQuery(() => [asked(), asked()])).toEqual([first, first]);
  });

  it('602.2b: the tap sets kept with a list of abilities are there when a later query is handed the same list', () => {
    // Springleaf Drum's cost taps an untapped creature alice controls, which then can't convoke (CR 702.51a):
    // the Elves, the Bears and the Drum make two of Chord of Calling's {G}{G}{G}, not three.
    const drum = gameOf({
      players: [{ id: 'alice', hand: ['Chord of Calling'] }, { id: 'bob' }],
      battlefield: [
        { card: 'Springleaf Drum', controller: 'alice' },
        { card: 'Llanowar Elves', controller: 'alice' },
        { card: 'Grizzly Bears', controller: 'alice' },
      ],
      turn: ALICE_MAIN,
    });
    const chord = () => oneQuery(() => legalActions(drum, BUILT_IN_CARDS, 'alice')).casts.find((c) => c.name === 'Chord of Calling')?.payable;
    expect(chord()).toBe(false);
    oneQuery(() => undefined);
    oneQuery(() => undefined);
    expect(chord()).toBe(false);
  });
});
