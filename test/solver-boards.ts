/**
 * Boards of mana sources for the payability solver's tests and its benchmark (test/bench/solver.ts).
 */
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import type { ManaType } from '../src/mana/symbols.js';

/** The ten pairs of colours, in the order the `pairLands` cycle through them. */
const PAIRS: readonly (readonly [ManaType, ManaType])[] = [['W', 'U'], ['U', 'B'], ['B', 'R'], ['R', 'G'], ['G', 'W'], ['W', 'B'], ['U', 'R'], ['B', 'G'], ['R', 'W'], ['G', 'U']];

/** `n` lands, the i-th "{T}: Add {C}" or "{T}: Add" either colour of the i-th pair, every other one for 1 life (a pain land). */
export function pairLands(n: number): ManaSourceOption[] {
  return Array.from({ length: n }, (_, i): ManaSourceOption[] => [
    { id: `land-${i}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `land-${i}/T` },
    { id: `land-${i}#1`, produces: [...(PAIRS[i % PAIRS.length] as readonly ManaType[])], amount: 1, snow: false, inPool: false, exclusive: `land-${i}/T`, ...(i % 2 === 1 ? { lifeCost: 1 } : {}) },
  ]).flat();
}
