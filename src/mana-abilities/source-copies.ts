/**
 * CR 602.2b: how many solver sources an ability whose cost taps other permanents is made into
 * when it spends nothing of its own object (Seton, Krosan Protector), by the listing of a
 * player's sources (ability-sources.ts).
 */
import type { AbilityHolder } from '../game/ability-holder.js';
import type { ObjectId } from '../game/state.js';
import type { ManaAbility } from '../cards/schema.js';
import type { AbilityFacts } from './ability-facts.js';
import { spendOf } from './spend-of.js';

/** A listed ability as copiesOf reads it: its facts, the permanents its cost could tap, and the ability as its object has it. */
export interface CopiedAbility {
  readonly facts: AbilityFacts;
  readonly list: readonly ObjectId[];
  readonly holder: AbilityHolder;
  readonly checked: { readonly ability: ManaAbility; readonly snow: boolean };
}

/**
 * CR 602.2b: how many sources each ability gets whose cost taps another permanent and spends
 * nothing of its object (Seton: "Tap an untapped Druid you control"), which may be activated
 * once per permanent of its list. Abilities alike (the same definition, list, snow and
 * restriction) make the same sources, so they share those activations: each of m of them gets
 * ⌈|list| / m⌉, one at least, as many in all as the list could pay for and no more than m
 * besides. Any other ability gets one (it is absent from the map).
 */
export function copiesOf<L extends CopiedAbility>(listings: readonly { readonly tapsOthers: boolean; readonly listed: readonly L[] }[]): ReadonlyMap<L, number> {
  const alike = new Map<string, L[]>();
  const ids = new Map<unknown, number>();
  const id = (x: unknown): number => ids.get(x) ?? (ids.set(x, ids.size), ids.size - 1);
  for (const listing of listings) {
    if (!listing.tapsOthers) continue;
    for (const entry of listing.listed) {
      if (!entry.facts.tapsOthers || entry.facts.resource !== null) continue;
      const spend = spendOf(entry.checked.ability, entry.holder);
      const key = `${id(entry.facts)}|${id(entry.list)}|${entry.checked.snow}|${spend ? JSON.stringify(spend) : ''}`;
      const group = alike.get(key);
      if (group) group.push(entry);
      else alike.set(key, [entry]);
    }
  }
  const out = new Map<L, number>();
  for (const group of alike.values()) for (const entry of group) out.set(entry, Math.ceil(entry.list.length / group.length));
  return out;
}
