/**
 * What a mana ability's definition alone decides about it as a solver source (its ways, its life
 * and mill costs, what its cost does to its object), read once per definition: a card library's
 * definitions never change. ability-sources.ts lists the sources from these.
 */
import { usesOfSource } from '../cards/cost-parts.js';
import type { ManaAbility } from '../cards/schema.js';
import { lifeLost, millCost, penaltyOf, resourceOf, usesObject } from './mana-ability-costs.js';
import { activationWays, wayOption, type ActivationWay } from './source-options.js';
import { tapPartOf } from './tap-others.js';

/** What a mana ability's definition alone says about it as a source. */
export interface AbilityFacts {
  readonly ways: readonly ActivationWay[];
  readonly resource: ReturnType<typeof resourceOf>;
  readonly tapsOthers: boolean;
  readonly lifeCost: number;
  readonly millCost: number;
  readonly penalty: 0 | 1 | 2;
  readonly usesObject: boolean;
  /** Its cost taps its object; its cost takes its object away (sacrifice, exile). */
  readonly taps: boolean;
  readonly removes: boolean;
  /** wayOption of each way by the amount made, for mana with no spending restriction. */
  readonly options: Map<ActivationWay, Map<number, WayOption>>;
}

type WayOption = ReturnType<typeof wayOption>;

/** wayOption for mana with no spending restriction, made once per way and amount (sources share it: nothing changes a source). */
export function sharedWayOption(facts: AbilityFacts, ability: ManaAbility, way: ActivationWay, amount: number): WayOption {
  let byAmount = facts.options.get(way);
  if (!byAmount) facts.options.set(way, (byAmount = new Map()));
  let option = byAmount.get(amount);
  if (!option) byAmount.set(amount, (option = wayOption(ability, way, amount, undefined)));
  return option;
}

/** AbilityFacts by definition: a card library's definitions never change, so neither do these. */
const factsOf = new WeakMap<ManaAbility, AbilityFacts>();

export function abilityFacts(ability: ManaAbility): AbilityFacts {
  let facts = factsOf.get(ability);
  if (!facts) {
    const uses = usesOfSource(ability.cost);
    facts = {
      ways: activationWays(ability),
      resource: resourceOf(ability),
      tapsOthers: tapPartOf(ability) !== undefined,
      lifeCost: lifeLost(ability),
      millCost: millCost(ability),
      penalty: penaltyOf(ability),
      usesObject: usesObject(ability),
      taps: uses.has('tap'),
      removes: uses.has('leave'),
      options: new Map(),
    };
    factsOf.set(ability, facts);
  }
  return facts;
}

/**
 * CR 605, 613: whether this ability is one its object has twice (k Chromatic Lanterns give each
 * land k "{T}: Add one mana of any color."), the other listed already, and it spends the object's
 * {T}, {Q} or the object itself: the two can't both be activated, and whatever one pays the other
 * pays alike, so the second is no source of its own. Listing each made a payment beside k
 * Lanterns a flow of k sources per land.
 */
export function copyListed(listed: ReadonlySet<ManaAbility>, ability: ManaAbility): boolean {
  return listed.has(ability) && abilityFacts(ability).resource !== null;
}
