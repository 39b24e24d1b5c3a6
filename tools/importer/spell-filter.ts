/**
 * The spells a trigger or a static ability looks at ("noncreature spells", "instant or
 * sorcery spell", "Spirit or Arcane spell", "red spells"), read by the target grammar's
 * filter language (targets.ts) into the fields of the card format's spell filter.
 */
import { objectFilterOf } from './targets.js';

const SPELL_FIELDS = new Set(['types', 'notTypes', 'colors', 'subtypes', 'multicolored', 'colorless']);

/**
 * "noncreature spell", "instant or sorcery spell", "Spirit or Arcane spell", "red spell":
 * the fields of the format's spell filter (types, notTypes, colors, subtypes, multicolored,
 * colorless, historic); null when the phrase says anything else (mana value, "your first
 * spell each turn").
 */
export function spellFilterOf(phrase: string): Record<string, unknown> | null {
  if (!/\bspell$/i.test(phrase)) return null;
  // CR 700.6: "historic" is an artifact, legendary or Saga, which no conjunction of filter fields says.
  if (/^historic spell$/i.test(phrase)) return { historic: true };
  const filter = objectFilterOf(phrase);
  if (!filter) return null;
  const alternatives = 'anyOf' in filter ? (filter['anyOf'] as Record<string, unknown>[]) : [filter];
  const fields = alternatives.map((alt) => Object.entries(alt).filter(([key]) => key !== 'zone' && key !== 'stackKind'));
  if (fields.some((f) => f.some(([key]) => !SPELL_FIELDS.has(key)))) return null;
  if (alternatives.length === 1) return Object.fromEntries(fields[0]!);
  // "Spirit or Arcane spell": a union of alternatives that each say one thing of the same kind.
  const keys = new Set(fields.map((f) => (f.length === 1 ? f[0]![0] : '')));
  const [key] = keys;
  if (keys.size !== 1 || key === '') return null;
  return { [key!]: fields.flatMap((f) => f[0]![1] as string[]) };
}
