/**
 * CR 702.16a, 702.11d: the quality of "protection from [quality]" and "hexproof from
 * [quality]" in the card format's filter words: a colour, "everything", "multicolored",
 * "monocolored", "colorless", a card type ("artifacts", "instants"), a subtype ("Dragons",
 * "Arcane"), or "the chosen color" (chosen as the permanent entered). A quality that needs
 * a choice or a count the format can't hold ("the chosen player", "each of your opponents",
 * "permanents with corruption counters on them") is not read, and the caller reports a gap.
 */
import { SUBTYPES } from './subtypes.js';

export type QualityOut = Record<string, unknown>;

const COLOR_WORDS: Readonly<Record<string, string>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const TYPE_WORDS: Readonly<Record<string, string>> = {
  artifacts: 'Artifact', creatures: 'Creature', enchantments: 'Enchantment', instants: 'Instant', sorceries: 'Sorcery',
  lands: 'Land', planeswalkers: 'Planeswalker', battles: 'Battle',
};
const BY_LOWER_CASE = new Map([...SUBTYPES].map((s) => [s.toLowerCase(), s]));

/** CR 205.3: a subtype from its plural or singular ("Dragons", "Elves", "Arcane"), or null. */
export function subtypeOf(word: string): string | null {
  const w = word.toLowerCase();
  const forms = [w, w.replace(/ves$/, 'f'), w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')];
  for (const form of forms) {
    const found = BY_LOWER_CASE.get(form);
    if (found) return found;
  }
  return null;
}

/** One quality word; null when the format can't say it. */
function qualityOf(words: string): QualityOut[] | null {
  const w = words.trim().toLowerCase();
  const color = COLOR_WORDS[w];
  if (color) return [{ colors: [color] }];
  // CR 702.16j: protection from everything.
  if (w === 'everything') return [{}];
  // CR 702.16: "protection from all colors" is protection from each colour.
  if (w === 'all colors') return Object.values(COLOR_WORDS).map((c) => ({ colors: [c] }));
  if (w === 'multicolored') return [{ multicolored: true }];
  // CR 105.2: monocoloured is exactly one colour: some colour, not two or more.
  if (w === 'monocolored') return [{ multicolored: false, colorless: false }];
  if (w === 'colorless') return [{ colorless: true }];
  // "As ~ enters, choose a color": the permanent's chosen colour.
  if (w === 'the chosen color') return [{ chosenColor: true }];
  const type = TYPE_WORDS[w];
  if (type) return [{ types: [type] }];
  // "legendary creatures", "God creatures": a supertype or a subtype narrowing a card type (both must hold).
  const narrowed = /^([a-z-]+) ([a-z]+)$/.exec(w);
  const narrowedType = narrowed ? TYPE_WORDS[narrowed[2]!] : undefined;
  if (narrowed && narrowedType) {
    if (narrowed[1] === 'legendary') return [{ supertypes: ['Legendary'], types: [narrowedType] }];
    const sub = BY_LOWER_CASE.get(narrowed[1]!);
    return sub ? [{ subtypes: [sub], types: [narrowedType] }] : null;
  }
  if (!/^[a-z-]+$/.test(w)) return null;
  const subtype = subtypeOf(w);
  return subtype ? [{ subtypes: [subtype] }] : null;
}

/** CR 702.16g: "black and from red" — the qualities after "from", each a separate ability; null when one of them is not read. */
export function qualitiesOf(words: string): QualityOut[] | null {
  const out: QualityOut[] = [];
  for (const part of words.split(/\s+and from\s+/i)) {
    const read = qualityOf(part);
    if (!read) return null;
    out.push(...read);
  }
  return out;
}
