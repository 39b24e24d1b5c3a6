/**
 * CR 702.37 morph, 702.37b megamorph, 702.168 disguise: "Morph [cost]" means "You may cast
 * this card as a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost
 * by paying {3} rather than paying its mana cost" (disguise: with ward {2}, which matters
 * only to a permanent). Casting it face down is an alternative cost that sets the spell's
 * characteristics (702.37c, 708.2); the [cost] is paid to turn it face up, a special action
 * (702.37e, 116.2b) that is not casting or activating, so it stays in the card's text.
 */
import type { Compiled } from './paragraphs.js';

/** "Morph {2}{G}", "Megamorph {5}{B}{B}", "Disguise {1}{W}", "Morph—Reveal a white card in your hand." */
const FACE_DOWN_KEYWORD = /^(Morph|Megamorph|Disguise)(?: (?:\{[^{}]+\})+\.?| ?— ?[A-Z][^—]*\.)$/;

/** The face-down alternative cost a keyword line gives, or null when the paragraph is not one. */
export function faceDownKeywordOf(paragraph: string): Compiled | null {
  const matched = FACE_DOWN_KEYWORD.exec(paragraph);
  if (!matched) return null;
  return { alternativeCosts: [{ name: matched[1]!.toLowerCase(), cost: [{ kind: 'mana', mana: '{3}' }], faceDown: true }] };
}
