/**
 * CR 506.1, 508.1, 509.1, 510.2: attacking, blocking and combat damage happen in the combat
 * phase, as turn-based actions; no spell being cast and no cost being paid causes them. A
 * trigger whose only event is one of them ("Whenever a creature with a +1/+1 counter on it
 * attacks", "a creature you control with a +1/+1 counter on it deals combat damage to a
 * player", "Whenever you attack with one or more creatures with counters on them") changes
 * nothing while casting, whatever words about counters its subject has: it stays text. A
 * condition joining another event with "or" is not read here.
 */

/** "attacks", "blocks", "attacks or blocks", "becomes blocked", "deals combat damage to a player", with whom it attacks. */
const COMBAT =
  /^(?:~|(?:an?|another|each) [^,]+?|(?:enchanted|equipped) [a-z]+) (?:attacks(?: or blocks)?|blocks|becomes blocked|deals combat damage to (?:a player|an opponent|one of your opponents|a creature))(?: (?:one of your opponents|a player|you|an opponent|a planeswalker))?$|^you attack with [^,]+$/i;

/** Whether a trigger condition names only an attack, a block or combat damage (CR 508.1, 509.1, 510.2). */
export function combatOnly(condition: string): boolean {
  const joined = condition.replace(/\bone or more\b/gi, '').replace(/\battacks or blocks\b/gi, '');
  return !/\bor\b/i.test(joined) && COMBAT.test(condition);
}
