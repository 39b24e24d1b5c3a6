/**
 * CR 601.3, 118.8–118.9, 601.2f: whether a spell's paragraph states a rule for casting the
 * spell itself (an additional or alternative cost, a cost change, a time it may be cast, a
 * permission to cast it with flash) that the compiler didn't read — a gap — or only says
 * what happens on resolution. An effect that lets its controller cast another card as it
 * resolves ("You may cast a spell with mana value 3 or less from your hand without paying
 * its mana cost", "you may cast that card this turn") casts that card by its own rules
 * (CR 608.2g, 601.2): it changes nothing about casting this spell.
 */

/** Words by which a sentence may state a rule for casting this spell. */
const CASTING_RULE = /additional cost|rather than pay|costs? \{|less to cast|more to cast|can't be cast|cast (this spell )?only|divided(?! as you choose)|you may cast/i;
/** CR 702.8: "This spell has flash as long as …", "You may cast ~ as though it had flash if …" (not "the next sorcery spell you cast … as though it had flash"). */
const OWN_FLASH = /\b(?:has|had) flash\b/i;
const NAMES_THIS_SPELL = /\bthis spell\b|~/i;

/**
 * A sentence about casting another card as an effect resolves: "you may cast" followed by
 * something other than this spell, or "its mana cost" / "their mana costs" of that card,
 * in a sentence that never names this spell.
 */
function castsAnotherCard(sentence: string): boolean {
  if (/\bthis spell\b|~|\bas though\b/i.test(sentence)) return false;
  return /\byou may cast (?:a|an|any number of|up to \w+|that card|those cards|the other cards|the copy|copies|it|them|spells|target|cards)\b/i.test(sentence) || /\b(?:its|their) mana costs?\b/i.test(sentence);
}

/** Whether a spell's paragraph may state a rule for casting it that was not read (the caller reports the gap). */
export function statesCastingRule(paragraph: string): boolean {
  return paragraph
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !castsAnotherCard(sentence))
    .some((sentence) => CASTING_RULE.test(sentence) || (OWN_FLASH.test(sentence) && NAMES_THIS_SPELL.test(sentence)));
}
