/**
 * CR 601.3d, 702.8a: a card that has flash only while a condition holds ("This spell has
 * flash as long as you control a Merfolk", "If there are two or more instant and/or sorcery
 * cards in your graveyard, you may cast ~ as though it had flash", "As long as you control a
 * green or blue permanent, you may cast ~ as though it had flash"), as the format's `flashIf`.
 * A permission with a cost ("… as though it had flash if you pay {2} more") is not this.
 */
import { onlyIfOf } from './conditions.js';

const FORMS = [
  /^This spell has flash as long as ([^.]+)\.$/,
  /^If ([^,]+), you may cast (?:~|this spell) as though it had flash\.$/,
  /^As long as ([^,]+), you may cast (?:~|this spell) as though it had flash\.$/,
];

/** The condition under which the card may be cast as though it had flash, or null when the paragraph isn't one of these forms or its condition isn't read. */
export function conditionalFlashOf(paragraph: string): Record<string, unknown> | null {
  for (const form of FORMS) {
    const match = form.exec(paragraph);
    if (match) return onlyIfOf(match[1]!);
  }
  return null;
}
