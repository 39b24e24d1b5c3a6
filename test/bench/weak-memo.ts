/**
 * What a WeakMap memo keyed by short-lived objects costs next to RecentMemo (src/core/recent.ts),
 * the reason the event memos use the latter (`npx tsx test/bench/weak-memo.ts`;
 * docs/performance-history.md, eighth round). Each step makes some young garbage, as a cast does, and
 * memoizes values that point to it under 10 keys that die with the step, asking each memo once
 * more. Mean wall time per step, and the young and full collections it took (node:perf_hooks'
 * GC entries). Not part of `npm run bench`.
 */
import { constants, performance, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { RecentMemo } from '../../src/core/recent.js';

type Memo = { get(key: object): unknown; set(key: object, value: unknown): unknown };
const STEPS = 200_000;
const MEMOS = 10;

function step(i: number, memos: readonly Memo[], garbage: number): void {
  const made: object[] = [];
  for (let j = 0; j < garbage; j += 1) made.push({ j, pair: [j, i] });
  for (const memo of memos) {
    const key = { i };
    memo.set(key, { made, i });
    // Reading the answer back keeps the work from being optimised away.
    if (memo.get(key) === undefined) throw new Error('a memo lost the key it was just given');
  }
}

/** Mean µs a step, and the young and full collections the timed steps took. */
async function run(name: string, make: () => Memo, garbage: number): Promise<string> {
  const memos = Array.from({ length: MEMOS }, make);
  for (let i = 0; i < STEPS / 10; i += 1) step(i, memos, garbage);
  const counts = { minor: 0, major: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { readonly detail?: { readonly kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.minor += 1;
      else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.major += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const start = performance.now();
  for (let i = 0; i < STEPS; i += 1) step(i, memos, garbage);
  const us = ((performance.now() - start) * 1000) / STEPS;
  // GC entries are delivered asynchronously: let the event loop hand over the last of them.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return `${name.padEnd(34)} ${us.toFixed(2).padStart(7)} µs a step, ${counts.minor} young and ${counts.major} full collections`;
}

const weak = () => new WeakMap<object, unknown>();
const recent = () => new RecentMemo<object, unknown>();
const runs: [string, () => Memo, number][] = [
  ['WeakMap, no other garbage', weak, 0],
  ['RecentMemo, no other garbage', recent, 0],
  ['WeakMap, 200 objects a step', weak, 200],
  ['RecentMemo, 200 objects a step', recent, 200],
];
for (const args of runs) console.log(await run(...args));
