/**
 * The words the payability solver's model is written in (solver-model.ts): the parts of a cost
 * mana pays (a demand kind is a part of one layer), the mana types, the budgeted resources and
 * the preference tiers of sources.
 */
import type { ManaPaysFor, ManaSourceOption } from './solver-types.js';
import type { ManaType } from './symbols.js';

export const PAYS: readonly ManaPaysFor[] = ['W', 'U', 'B', 'R', 'G', 'C', 'S', 'generic'];
export const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

const TYPE_BIT: Readonly<Record<string, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };
const PAY_BIT: Readonly<Record<string, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32, S: 64, generic: 128 };

/** The mana types of a list as bits (TYPES' order: 6 bits). */
export function typeBits(types: readonly ManaType[]): number {
  let bits = 0;
  for (let at = 0; at < types.length; at += 1) bits |= TYPE_BIT[types[at]!] ?? 0;
  return bits;
}

/** The parts of a cost a list names as bits (PAYS' order: 8 bits). */
export function payBits(pays: readonly ManaPaysFor[]): number {
  let bits = 0;
  for (let at = 0; at < pays.length; at += 1) bits |= PAY_BIT[pays[at]!] ?? 0;
  return bits;
}

/** Whether what is spent of each resource (or one activation draws from each) is within the budgets. */
export function withinBudgets(spent: readonly number[], budget: Budgets): boolean {
  for (let r = 0; r < spent.length; r += 1) if (spent[r]! > (budget[r] as number)) return false;
  return true;
}

/** How many demand layers `layerBits` writes. */
export const LAYER_BITS = 11;

/** A set of demand layers as bits, when each is below LAYER_BITS; else -1 (a key writes them out). */
export function layerBits(layers: readonly number[]): number {
  let bits = 0;
  for (let at = 0; at < layers.length; at += 1) {
    const l = layers[at]!;
    if (!(l >= 0 && l < LAYER_BITS)) return -1;
    bits |= 1 << l;
  }
  return bits;
}

/**
 * Resources that activations spend and a budget limits: life (CR 119.4: no more than the
 * player's life total) and cards in the library (CR 701.17b: no more mill than cards).
 */
export const RESOURCES = ['life', 'library'] as const;

/** Preference tiers, most preferred first. */
export const TIER_POOL = 0;
export const TIER_FREE = 1;
export const TIER_WEAR = 2;
export const TIER_LIFE = 3;
export const TIER_CONSUME = 4;
export const TIERS = 5;
/** The tier of the sources each resource's hub serves (a hub serves one tier only). */
export const HUB_TIERS: readonly number[] = [TIER_LIFE, TIER_WEAR];

export function tierOf(src: ManaSourceOption): number {
  if (src.inPool) return TIER_POOL;
  if ((src.lifeCost ?? 0) > 0) return TIER_LIFE;
  return src.penalty === 2 ? TIER_CONSUME : src.penalty === 1 ? TIER_WEAR : TIER_FREE;
}

/** The part demand kind `k` pays, and its layer. */
export const paysOf = (k: number): ManaPaysFor => PAYS[k % PAYS.length] as ManaPaysFor;
export const layerOf = (k: number): number => Math.floor(k / PAYS.length);

/** Per resource, the most the activations may spend (Infinity: no limit). */
export type Budgets = readonly number[];
