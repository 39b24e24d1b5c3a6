/**
 * CR 702: single keyword lines the keyword grammar (keyword-abilities.ts) doesn't read, each
 * compiled as what it is to casting and activating: text when nothing a cast or a cost causes
 * sets it off, or the cast trigger it is.
 */
import type { Compiled } from './paragraphs.js';

/**
 * Keywords that change nothing about casting or activating: nonbasic landwalk (702.14) and
 * trample over planeswalkers (702.19e) are combat; vanishing (702.63) enters with counters and
 * triggers in the upkeep; bloodthirst (702.54), devour (702.82) and compleated (702.150) act as
 * the permanent enters.
 */
const TEXT_ONLY = [
  /^Nonbasic landwalk$/i,
  /^Trample over planeswalkers$/i,
  /^Vanishing$/i,
  /^Compleated$/i,
  /^Bloodthirst (?:\d+|X)$/i,
  /^Devour (?:artifact |creature )?\d+$/i,
  /^Devour X, where X is the number of creatures devoured this way$/i,
];

/** CR 702.69a gravestorm, 702.60a ripple: "When you cast this spell, …" (601.2i), triggered by casting the spell itself. */
const CAST_SELF: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Gravestorm$/i, () => 'Gravestorm: copy this spell for each permanent put into a graveyard from the battlefield this turn; you may choose new targets for the copies.'],
  [/^Ripple (\d+)$/i, (m) => `Ripple ${m[1]}: you may reveal the top ${m[1]} cards of your library; you may cast any revealed cards with the same name as this spell without paying their mana costs; put the rest on the bottom of your library.`],
];

/** The keyword line `paragraph` is, compiled; null when it is none of these. */
export function keywordLineOf(paragraph: string): Compiled | null {
  const line = paragraph.replace(/\.$/, '');
  if (TEXT_ONLY.some((r) => r.test(line))) return {};
  for (const [pattern, text] of CAST_SELF) {
    const m = pattern.exec(line);
    if (m) return { triggers: [{ on: 'castSelf', text: text(m) }] };
  }
  // CR 702.43a modular, here with sunburst's count (702.44): a "dies" trigger, which a cost that sacrifices the permanent sets off (603.10a).
  if (/^Modular—Sunburst$/i.test(line)) return { triggers: [{ on: 'creatureDies', self: true, text: 'Modular: you may put its +1/+1 counters on target artifact creature.' }] };
  return null;
}
