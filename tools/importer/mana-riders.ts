/**
 * What a mana ability does besides adding mana that happens only later, kept as the format's
 * `otherEffect` text (CR 605.3b): nothing of it acts while a spell is cast or an ability
 * activated, so casting never needs to read it.
 * - CR 603.7: a delayed triggered ability the mana ability creates, triggering at the beginning
 *   of the next upkeep or end step ("Draw a card at the beginning of the next turn's upkeep.",
 *   "An opponent gains control of ~ at the beginning of the next end step.", "If this ability
 *   has been activated four or more times this turn, sacrifice ~ at the beginning of the next
 *   end step."): a step that can't begin while a spell is being cast;
 * - CR 106.6: an effect on the spell the mana is spent on, applied as that spell resolves or
 *   its permanent enters ("If that mana is spent on a creature spell, it gains haste until end
 *   of turn.", "… that creature enters with an additional +1/+1 counter on it.").
 */
const LATER = [
  /^[^.]* at the beginning of the next (?:turn's upkeep|upkeep|end step)\.$/,
  /^If that mana is spent on an? [^.,]+ spell, (?:it|that creature) (?:gains [a-z ]+|enters with [^.]+)\.$/,
];

/**
 * CR 605.3b: what the ability does to its own object as it resolves: "Put a depletion counter
 * on ~." (`putCounters`, CR 122.1), "If there are no depletion counters on ~, sacrifice it."
 * (`sacrificeIfNoCounters`, CR 701.21) — or null.
 */
export function selfManaEffectOf(sentence: string): Record<string, unknown> | null {
  const put = /^Put (an?|two|three) ([^ ]+) counters? on ~\.$/.exec(sentence);
  if (put) return { putCounters: { counter: put[2]!, count: ({ a: 1, an: 1, two: 2, three: 3 } as Record<string, number>)[put[1]!]! } };
  const none = /^If there are no ([^ ]+) counters on ~, sacrifice it\.$/.exec(sentence);
  return none ? { sacrificeIfNoCounters: none[1]! } : null;
}

/** The sentence as `otherEffect` when it only acts later, or null. */
export function laterManaEffectOf(sentence: string): { otherEffect: string } | null {
  return LATER.some((re) => re.test(sentence)) ? { otherEffect: sentence } : null;
}
