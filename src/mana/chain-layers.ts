/**
 * CR 106.6, 605.3b: a source as a chain plan reads it (solver-chains.ts). Mana a chain source
 * makes pays only the layers after it, and mana a spending restriction keeps to some purposes (the
 * cost itself, some chain sources' costs) pays only their layers.
 */
import { extend } from '../core/extend.js';
import { allIn } from '../core/lists.js';
import type { ManaSourceOption } from './solver-types.js';

/** A source as a plan reads it: the layers its mana may pay (`layered`). */
export type Layering = (s: ManaSourceOption, purposes: readonly string[], layer: number) => ManaSourceOption;

/**
 * CR 106.6: the layers from `layer` on that a source's mana may pay, by its spending restriction:
 * null when that is every layer from 0 (the source as it is), undefined when it has no restriction.
 */
function layersOf(s: ManaSourceOption, purposes: readonly string[], layer: number): readonly number[] | undefined | null {
  const only = s.onlyFor;
  // Mana that may pay every purpose (delve's, kept to the cost, when nothing else is paid for) is as free as mana with no restriction.
  if (layer === 0 && (only === undefined || allIn(purposes, only))) return null;
  return only === undefined ? undefined : placesIn(purposes, only);
}

/** The places in `purposes` of those in `only` (a loop: no closure over `only` in layersOf, asked of each source for each chain plan). */
function placesIn(purposes: readonly string[], only: readonly string[]): readonly number[] {
  const places: number[] = [];
  for (let i = 0; i < purposes.length; i += 1) if (only.includes(purposes[i]!)) places.push(i);
  return places;
}

/**
 * CR 106.6: a restriction lets `s`'s mana pay none of `purposes`, so no layer of a plan of them
 * (`placesIn` would find none): a plan leaves such a source out rather than read it (chain-plan.ts).
 * A loop, asked of each source of a board for each plan.
 */
export function paysNoneOf(s: ManaSourceOption, purposes: readonly string[]): boolean {
  const only = s.onlyFor;
  if (only === undefined) return false;
  for (let i = 0; i < purposes.length; i += 1) if (only.includes(purposes[i]!)) return false;
  return true;
}

/** Through `extend`: a spread adding `layer` gave each of a board's thousands of sources read at a layer a hidden class of its own. */
const made = (s: ManaSourceOption, layer: number, layers: readonly number[] | undefined): ManaSourceOption => (layers === undefined ? extend(s, { layer }) : extend(s, { layer, layers }));

/** The source as a plan reads it, the layers its mana may pay set (`layersOf`). */
export const layered: Layering = (s, purposes, layer) => {
  const layers = layersOf(s, purposes, layer);
  return layers === null ? s : made(s, layer, layers);
};

/**
 * `layered`, each source read alike made once: the plans of one search read the same sources
 * at the same layers again and again (a convoking creature's mana, kept to the cost, on every plan).
 */
export function layeredOnce(): Layering {
  const known = new Map<ManaSourceOption, Map<string, ManaSourceOption>>();
  return (s, purposes, layer) => {
    const layers = layersOf(s, purposes, layer);
    if (layers === null) return s;
    const key = `${layer}|${layers?.join(',') ?? '*'}`;
    let byKey = known.get(s);
    if (byKey === undefined) known.set(s, (byKey = new Map()));
    let read = byKey.get(key);
    if (read === undefined) byKey.set(key, (read = made(s, layer, layers)));
    return read;
  };
}
