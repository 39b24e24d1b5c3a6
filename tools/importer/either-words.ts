/**
 * Cost words that join kinds with "or" (CR 205.3, 105.1): "Vampire or Zombie" (either
 * subtype), "red or white creature" (either colour, then what they share), "instant or sorcery
 * card" (either card type). Read into the cost filter language, whose fields each list what
 * any one may be (src/cards/cost-schema.ts); null when the alternatives differ in more than
 * one field ("artifact or Vampire", "creature or an artifact").
 */
type Filter = Record<string, string[]>;

/**
 * `words` split at "or" (and commas), each alternative read by `one` (cost-words.ts's filter
 * of one kind): the alternatives must each be a single value of the same field; the last may
 * add shared words ("red or white creature": colours R, W and the type creature).
 */
export function eitherFilterOf(words: string, one: (words: string) => Filter | null): Filter | null {
  const parts = words.replace(/\s+(?:cards?|permanents?)$/, '').split(/,? or |, /).map((w) => w.trim());
  if (parts.length < 2 || parts.some((p) => p === '' || /^an? /.test(p))) return null;
  const heads = parts.slice(0, -1).map(one);
  const last = parts[parts.length - 1]!.split(/\s+/);
  const field = singleField(heads[0] ?? null);
  if (!field || heads.some((h) => singleField(h) !== field)) return null;
  const lastHead = one(last[0]!);
  if (singleField(lastHead) !== field) return null;
  const shared = last.length > 1 ? one(last.slice(1).join(' ')) : {};
  if (!shared || field in shared) return null;
  return { ...shared, [field]: [...heads, lastHead].map((h) => h![field]![0]!) };
}

/** The one field of a filter that has a single value, or null. */
function singleField(filter: Filter | null): string | null {
  if (!filter) return null;
  const keys = Object.keys(filter);
  return keys.length === 1 && filter[keys[0]!]!.length === 1 ? keys[0]! : null;
}
