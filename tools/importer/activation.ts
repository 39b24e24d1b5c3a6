/**
 * What an activated ability's cost and effect say about where it may be activated and about
 * X (CR 602.2, 107.3, 113.6k): read into the format's `from` and `xMin`, or a gap when a
 * word of them isn't read.
 */

type Part = Record<string, unknown>;
type Zone = 'graveyard' | 'hand';

export interface ActivationRules {
  readonly cost: Part[];
  readonly from?: Zone;
  readonly xMin?: number;
}

/** Parts that need the object on the battlefield ({T}, {Q}, sacrifice it, counters on it). */
const NEEDS_PERMANENT = new Set(['tapSelf', 'untapSelf', 'sacrificeSelf', 'returnSelf', 'counters']);

/**
 * CR 113.6k: an ability whose cost or effect moves its object out of a zone works only in
 * that zone: "Exile ~ from your graveyard", "Discard ~" and "Reveal ~" (from a hand), "Return ~ from your
 * graveyard to …" (Advanced Stitchwing), "Put ~ from your hand onto the battlefield".
 */
function zoneOf(cost: readonly Part[], effect: string): { zone: Zone | null; cost: Part[] } | { gap: string } {
  const zones = new Set<Zone>();
  const cleaned = cost.map((part) => {
    if (part['kind'] === 'exileSelf' && (part['from'] === 'graveyard' || part['from'] === 'hand')) {
      zones.add(part['from']);
      return { kind: 'exileSelf' };
    }
    if (part['kind'] === 'discardSelf') zones.add('hand');
    return part;
  }).filter((part) => {
    // CR 602.2a: "Reveal ~ from your hand" works only from the hand; revealing is no cost part of the format (forecast, CR 702.57).
    if (part['kind'] !== 'revealSelf') return true;
    zones.add('hand');
    return false;
  });
  if (/\b(Return|Put|Cast|Exile) ~ from your graveyard\b/i.test(effect)) zones.add('graveyard');
  if (/\b(Return|Put|Cast|Exile) ~ from your hand\b/i.test(effect)) zones.add('hand');
  if (zones.size > 1) return { gap: 'an ability that names two zones for its object is not compiled' };
  const [zone = null] = zones;
  if (zone && cleaned.some((p) => NEEDS_PERMANENT.has(p['kind'] as string))) return { gap: `an ability activated from a ${zone} with a cost only a permanent pays is not compiled` };
  return { zone, cost: cleaned };
}

/** Whether the cost has X: {X} mana, or X of something (CR 107.3). */
const hasX = (cost: readonly Part[]): boolean => cost.some((p) => (typeof p['mana'] === 'string' && p['mana'].includes('{X}')) || p['count'] === 'X' || p['amount'] === 'X');

/**
 * The ability's zone and X, from its cost parts (loyalty already among them) and its effect
 * text. `mana`: a mana ability (CR 605), which may be activated from a hand but not from a
 * graveyard here.
 */
export function activationRules(cost: readonly Part[], effect: string, mana: boolean): ActivationRules | { gap: string } {
  const zone = zoneOf(cost, effect);
  if ('gap' in zone) return zone;
  if (mana && zone.zone === 'graveyard') return { gap: 'a mana ability activated from a graveyard is not in the card format' };
  let xMin: number | undefined;
  if (hasX(zone.cost)) {
    // CR 107.3, 602.2b: X is announced as the ability is activated.
    if (/mana on X|Spend only/i.test(effect)) return { gap: 'a restriction on the mana paid for X is not compiled' };
    if (/X can't be 0/i.test(effect)) xMin = 1;
  } else if (/\bX\b/.test(effect) && !/\bwhere X is\b|\bX is (the|equal|your|its)\b/i.test(effect)) {
    return { gap: 'an X that is neither in the cost nor defined in the effect is not compiled' };
  }
  return { cost: zone.cost, ...(zone.zone ? { from: zone.zone } : {}), ...(xMin !== undefined ? { xMin } : {}) };
}
