/**
 * Card library files: a JSON array of cards in the card format (what `spellchart cards
 * import` writes, or an app's own), validated card by card so every problem points at its
 * card (`$[2].manaCost`), and added over a base library — the built-in cards by default.
 * Scenarios' inline cards are read the same way (`$.cards[2].manaCost`).
 */
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary, type CardLibraryOptions } from '../cards/library.js';
import { cardSchema } from '../cards/schema.js';
import { jsonPath } from '../core/json-path.js';
import { parseJsonText, refuseProtoKeys } from './json-text.js';
import { InputError, type InputProblem } from './problems.js';

/** The longest library file text accepted (characters): room for every card ever printed, compiled. */
export const MAX_CARD_FILE_CHARS = 200_000_000;
/** The most cards one library file may hold. */
export const MAX_CARD_FILE_CARDS = 100_000;

export interface LoadCardLibraryOptions extends CardLibraryOptions {
  /**
   * The library the file's cards go over: a card of the file replaces the card of the same
   * name there. Default: the built-in cards; `{}` for the file's cards alone.
   */
  readonly over?: CardLibrary;
}

/** Parses and validates a library file's text; throws an `InputError` listing every problem with its JSON path. */
export function loadCardLibrary(text: string, options: LoadCardLibraryOptions = {}): CardLibrary {
  return validateCardLibrary(parseJsonText(text, MAX_CARD_FILE_CHARS, 'the card library file'), options);
}

/** Validates a library file's JSON value (an array of cards) and builds the library over `options.over`. */
export function validateCardLibrary(json: unknown, options: LoadCardLibraryOptions = {}): CardLibrary {
  refuseProtoKeys(json);
  if (!Array.isArray(json)) throw new InputError([{ path: '$', message: 'a card library file is a JSON array of cards' }]);
  if (json.length > MAX_CARD_FILE_CARDS) throw new InputError([{ path: '$', message: `${json.length.toLocaleString('en')} cards; a library file may hold at most ${MAX_CARD_FILE_CARDS.toLocaleString('en')}` }]);
  return cardsOver(json, [], options.over ?? BUILT_IN_CARDS, options);
}

/**
 * Validates `cards` one by one, each problem at its own path under `at`, then builds the
 * library over `base`. A name given twice is a problem; a name of `base` is replaced.
 */
export function cardsOver(cards: readonly unknown[], at: readonly (string | number)[], base: CardLibrary, options: CardLibraryOptions = {}): CardLibrary {
  const problems: InputProblem[] = [];
  const firstIndex = new Map<string, number>();
  cards.forEach((raw, index) => {
    const parsed = cardSchema.safeParse(raw);
    if (!parsed.success) {
      const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
      const card = typeof name === 'string' && name.length > 0 ? `card "${name}"` : 'a card with no name';
      problems.push(...parsed.error.issues.map((issue) => ({ path: jsonPath([...at, index, ...issue.path]), message: `${card}: ${issue.message}` })));
      return;
    }
    const { name } = parsed.data;
    const first = firstIndex.get(name);
    if (first === undefined) firstIndex.set(name, index);
    else problems.push({ path: jsonPath([...at, index, 'name']), message: `card "${name}" is defined twice (first at ${jsonPath([...at, first])})` });
  });
  if (problems.length > 0) throw new InputError(problems);
  return createCardLibrary(cards, base, options);
}
