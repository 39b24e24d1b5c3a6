/**
 * The machine's reference work: a fixed piece of JavaScript that has nothing to do with the
 * engine, timed in turn with the query at every size (engine.ts) and printed beside it. The
 * machine is a shared virtual machine whose speed moves with its neighbours' load from run to
 * run and within one run; code that allocates and reads many small objects, as the rules do,
 * moves the most. When a figure moves between runs, this one says whether the machine moved
 * with it (docs/performance.md, "What it measures").
 */

/** Builds 3,000 small objects, indexes them in a Map and reads them back: about 0.2–0.35 ms. */
export function referenceWork(): number {
  const objects: { readonly key: number; readonly name: string; readonly pair: readonly [number, number] }[] = [];
  for (let key = 0; key < 3000; key += 1) objects.push({ key, name: `object-${key & 7}`, pair: [key, key + 1] });
  const byKey = new Map(objects.map((o) => [o.key, o] as const));
  let sum = 0;
  for (const o of byKey.values()) sum += o.pair[1];
  return sum;
}
