/**
 * Oracle text as the grammar reads it: reminder text (in parentheses) removed, the card's
 * own name (and a legendary card's short name, "Jace" for "Jace Beleren") written `~`,
 * older wordings brought to current ones ("enters the battlefield" → "enters"), and split
 * into its paragraphs (one ability each, CR 113.2).
 */
export function paragraphsOf(oracle: string, name: string): string[] {
  const short = name.includes(',') ? name.split(',')[0]!.trim() : null;
  let text = oracle.replace(/\s*\([^()]*\)/g, '');
  text = text.split(name).join('~');
  if (short && short.length > 2) text = text.split(short).join('~');
  text = text.replace(/enters the battlefield/g, 'enters');
  return text
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
}
