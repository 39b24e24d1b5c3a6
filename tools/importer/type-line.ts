/**
 * CR 205: a type line, "Legendary Artifact Creature — Human Wizard", read into supertypes,
 * card types and subtypes. A word the card format doesn't know is a gap, never dropped.
 */
import { CARD_TYPES, SUPERTYPES } from '../../src/cards/cost-schema.js';

export interface TypeLine {
  readonly types: string[];
  readonly supertypes: string[];
  readonly subtypes: string[];
  /** Words left of the dash that are neither card types nor supertypes the format knows. */
  readonly unknown: string[];
}

/** Older Oracle wording and synonyms: "Tribal" is now "Kindred" (CR 308). */
const RENAMED: Readonly<Record<string, string>> = { Tribal: 'Kindred' };

export function readTypeLine(line: string): TypeLine {
  const [left = '', right = ''] = line.split(/\s+[—-]\s+/);
  const types: string[] = [];
  const supertypes: string[] = [];
  const unknown: string[] = [];
  for (const raw of left.trim().split(/\s+/).filter(Boolean)) {
    const word = RENAMED[raw] ?? raw;
    if ((CARD_TYPES as readonly string[]).includes(word)) types.push(word);
    else if ((SUPERTYPES as readonly string[]).includes(word)) supertypes.push(word);
    else unknown.push(raw);
  }
  return { types, supertypes, subtypes: right.trim().split(/\s+/).filter(Boolean), unknown };
}
