/**
 * CR 207.2c: a flavor word ("Fire Breath — When ~ enters, …", "Wild Magic Surge — Whenever
 * ~ attacks, …") heads an ability and has no rules meaning, so the ability after it is read
 * as if it stood alone. Keyword abilities and ability words are written in sentence case
 * ("Cumulative upkeep—", "Fateful hour —"); flavor words in title case. Only a head of two or
 * more words, each capitalised but for short joining words, is taken for one: a one-word head
 * ("Boast —", "Exhaust —", "Displacement —") may be a keyword and is not guessed at.
 */
const JOINING = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** The ability after a flavor word, or null when the paragraph has none. */
export function afterFlavorWord(paragraph: string): string | null {
  const headed = /^([A-Z][A-Za-z'’-]*(?: [A-Za-z'’-]+)+) — (\S.*)$/s.exec(paragraph);
  if (!headed) return null;
  const words = headed[1]!.split(' ');
  const titled = words.every((w, i) => /^[A-Z]/.test(w) || (i > 0 && i < words.length - 1 && JOINING.has(w)));
  return titled && words.filter((w) => /^[A-Z]/.test(w)).length >= 2 ? headed[2]! : null;
}
