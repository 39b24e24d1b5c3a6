/**
 * CR 601.2f: a spell's own cost change under a condition the card format's `onlyIf` says
 * ("This spell costs {3} less to cast if an opponent has seven or more cards in their
 * graveyard", "… if you control a creature with power 4 or greater", "As long as it's your
 * turn, this spell costs {2}{U}{U} less to cast"), after the count-based changes self-costs.ts
 * reads. The condition is looked at as the total cost is determined (601.2f).
 */
import { onlyIfOf } from './conditions.js';
import { selfCostChangeOf } from './self-costs.js';

const IF = /^(?:[A-Z][a-z]+ — )?This spell costs ((?:\{[^}]+\})+) (more|less) to cast if ([^.]+)\.$/;
const AS_LONG_AS = /^(?:[A-Z][a-z]+ — )?As long as ([^,]+), this spell costs ((?:\{[^}]+\})+) (more|less) to cast\.$/;

/** One paragraph as a change to the card's own cost (self-costs.ts first, then a condition), or null. */
export function ownCostChangeOf(paragraph: string): Record<string, unknown> | null {
  const counted = selfCostChangeOf(paragraph);
  if (counted) return counted;
  const when = IF.exec(paragraph);
  const asLongAs = when ? null : AS_LONG_AS.exec(paragraph);
  const [mana, change, condition] = when ? [when[1]!, when[2]!, when[3]!] : asLongAs ? [asLongAs[2]!, asLongAs[3]!, asLongAs[1]!] : [];
  if (!mana || !change || !condition || mana.includes('X')) return null;
  const onlyIf = onlyIfOf(condition);
  return onlyIf ? { kind: 'onlyIf', mana, change: change === 'more' ? 'increase' : 'reduce', onlyIf } : null;
}
