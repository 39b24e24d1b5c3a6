/**
 * The object words of cost parts ("sacrifice a green creature", "tap two untapped Wizards you
 * control", "exile a creature card from your graveyard", "affinity for Equipment") read into
 * the filter language of cost parts (src/cards/cost-schema.ts: types, notTypes, colors,
 * subtypes, supertypes), or null when the words say more than that language can.
 */
import { eitherFilterOf } from './either-words.js';

type Filter = Record<string, string[]>;

const TYPE_WORDS: Readonly<Record<string, string>> = { creature: 'Creature', artifact: 'Artifact', land: 'Land', enchantment: 'Enchantment', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
const COLOR_WORDS: Readonly<Record<string, string>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
/** CR 205.4a: supertypes as cost words ("a basic land", "a snow land", "a legendary creature"). */
const SUPERTYPE_WORDS: Readonly<Record<string, string>> = { basic: 'Basic', snow: 'Snow', legendary: 'Legendary' };

/** Plural subtypes that don't just add an "s" (CR 205.3: "Elves" are Elves). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { Elves: 'Elf', Dwarves: 'Dwarf', Wolves: 'Wolf', Werewolves: 'Werewolf', Allies: 'Ally', Mercenaries: 'Mercenary', Sphinxes: 'Sphinx', Fungi: 'Fungus' };

/**
 * CR 205.3: Oracle text capitalizes subtypes and nothing else in the middle of a sentence
 * (the card's own name is already `~`), so a capitalized cost word is a subtype, in the
 * singular: "a Goblin", "two Saprolings", "a Food", "Elves". A word ending in "s" that is
 * singular ("Cyclops", "Octopus", "Plains") keeps its "s".
 */
function subtypeOf(word: string): string {
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word]!;
  if (/(?:ss|us|ps|Plains)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

/** One lowercase word: a card type, "non[type]", a colour or a supertype, as a filter field and value. */
function wordField(raw: string): [string, string] | null {
  const word = raw.replace(/s$/, '') === 'sorcerie' ? 'sorcery' : raw.replace(/s$/, '');
  if (TYPE_WORDS[word]) return ['types', TYPE_WORDS[word]!];
  const non = word.startsWith('non') ? TYPE_WORDS[word.slice(3).replace(/^-/, '')] : undefined;
  if (non) return ['notTypes', non];
  if (COLOR_WORDS[word]) return ['colors', COLOR_WORDS[word]!];
  if (SUPERTYPE_WORDS[word]) return ['supertypes', SUPERTYPE_WORDS[word]!];
  return null;
}

/**
 * "creature", "nonland permanent", "green creature", "Forest", "Goblin", "basic land",
 * "card", "artifact or creature": the object filter a cost part takes, or null when the
 * words say more (another, token, named, with, and/or, …).
 */
export function filterOf(words: string): Filter | null {
  // "artifact or creature", "creature or planeswalker": at least one of these card types.
  const either = words.split(/ or |, or |, /);
  if (either.length > 1) {
    const types = either.map((w) => wordField(w.trim()));
    return types.every((t) => t?.[0] === 'types') ? { types: types.map((t) => t![1]) } : eitherFilterOf(words, filterOf);
  }
  const filter: Filter = {};
  const add = (field: string, value: string) => (filter[field] = [...(filter[field] ?? []), value]);
  for (const raw of words.split(/\s+/)) {
    if (/^(permanent|card)s?$/.test(raw)) continue;
    if (/^[A-Z]/.test(raw)) {
      add('subtypes', subtypeOf(raw));
      continue;
    }
    const field = wordField(raw);
    if (!field) return null;
    add(...field);
  }
  return filter;
}

/**
 * The object words of cost parts in the filter language: a gap when one says more than
 * filterOf reads. "Reveal ~ from your hand" (`revealSelf`) is read only where `reveal` says
 * so (an activated ability, whose zone it decides: activation.ts).
 */
export function costPartsOf(parts: readonly Record<string, unknown>[], reveal = false): Record<string, unknown>[] | { gap: string } {
  const cost: Record<string, unknown>[] = [];
  for (const part of parts) {
    if (part['kind'] === 'revealSelf' && !reveal) return { gap: 'revealing the card itself is read only in an activated ability\'s cost' };
    const words = (part['what'] as { words?: string } | undefined)?.words;
    if (words === undefined) {
      cost.push(part);
      continue;
    }
    const what = filterOf(words);
    if (!what) return { gap: `the cost "${words}" is not compiled` };
    cost.push({ ...part, what });
  }
  return cost;
}
