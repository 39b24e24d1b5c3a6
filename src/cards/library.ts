/**
 * The card library: validated card definitions by exact English name. Built from the
 * built-in data plus any cards a scenario or an app adds.
 */
import { jsonPath } from '../core/json-path.js';
import { cardSchema, type CardDefinition } from './schema.js';
import abilities from './data/abilities.json' with { type: 'json' };
import costChangers from './data/cost-changers.json' with { type: 'json' };
import costs from './data/costs.json' with { type: 'json' };
import creatures from './data/creatures.json' with { type: 'json' };
import manaSources from './data/mana-sources.json' with { type: 'json' };
import plainSpells from './data/plain-spells.json' with { type: 'json' };
import spells from './data/spells.json' with { type: 'json' };
import prohibitions from './data/prohibitions.json' with { type: 'json' };
import targetCards from './data/targets.json' with { type: 'json' };
import zones from './data/zones.json' with { type: 'json' };

/** Where a library records that it allows partial cards; a symbol, so no card name and no JSON can set it. */
const PARTIAL_CARDS_ALLOWED: unique symbol = Symbol('spellchart.partialCardsAllowed');

/**
 * Validated card definitions by exact English name. A library built with
 * `allowPartialCards` also carries that opt-in (see `allowsPartialCards`).
 */
export type CardLibrary = Readonly<Record<string, CardDefinition>> & { readonly [PARTIAL_CARDS_ALLOWED]?: true };

/** How a library is built. */
export interface CardLibraryOptions {
  /**
   * Let partial cards (cards with `gaps`) be cast and their abilities activated as far as
   * their compiled part says, and let games with them go on (cards/gaps.ts). Default: what
   * `base` allows, and for a new library `false`: the engine refuses, naming the gap.
   */
  readonly allowPartialCards?: boolean;
}

/** Whether `library` lets partial cards be cast and their abilities activated (the app's opt-in). */
export function allowsPartialCards(library: CardLibrary): boolean {
  return library[PARTIAL_CARDS_ALLOWED] === true;
}

/** One problem with one card: which card, which field, what is wrong. */
export interface CardProblem {
  readonly card: string;
  readonly path: string;
  readonly message: string;
}

export class CardLibraryError extends Error {
  constructor(readonly problems: readonly CardProblem[]) {
    super(problems.map((p) => `card "${p.card}", field ${p.path}: ${p.message}`).join('\n'));
    this.name = 'CardLibraryError';
  }
}

/**
 * Validates card data; throws a `CardLibraryError` naming every bad card and field. Cards
 * are added over `base` (one with the name of a card of `base` replaces it).
 */
export function createCardLibrary(cards: readonly unknown[], base: CardLibrary = {}, options: CardLibraryOptions = {}): CardLibrary {
  const library: Record<string, CardDefinition> = { ...base };
  if (options.allowPartialCards ?? allowsPartialCards(base)) Object.defineProperty(library, PARTIAL_CARDS_ALLOWED, { value: true, enumerable: false });
  const problems: CardProblem[] = [];
  const seen = new Set<string>();
  cards.forEach((raw, index) => {
    const name = cardName(raw, index);
    const parsed = cardSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.flatMap(closestIssues)) problems.push({ card: name, path: issue.path.length === 0 ? '(card)' : jsonPath(issue.path, ''), message: issue.message });
      return;
    }
    if (seen.has(parsed.data.name)) problems.push({ card: name, path: 'name', message: 'defined twice' });
    seen.add(parsed.data.name);
    // defineProperty, not assignment: a card may be named "__proto__" and must stay data.
    Object.defineProperty(library, parsed.data.name, { value: Object.freeze(parsed.data), enumerable: true, writable: true, configurable: true });
  });
  if (problems.length > 0) throw new CardLibraryError(problems);
  return Object.freeze(library);
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly errors?: readonly (readonly Issue[])[];
}

/**
 * Where the data fits none of a union's shapes (a cost modifier for spells or for abilities),
 * the problems of the shape it came closest to (fewest problems), so the path names the field.
 */
function closestIssues(issue: Issue): readonly Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors || issue.errors.length === 0) return [issue];
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  if (closest.length === 0) return [issue];
  return closest.flatMap((inner) => closestIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

function cardName(raw: unknown, index: number): string {
  const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.length > 0 ? name : `#${index}`;
}

/** The cards spellchart ships with (see docs/cards.md). */
export const BUILT_IN_CARDS: CardLibrary = createCardLibrary([...manaSources, ...costChangers, ...creatures, ...plainSpells, ...spells, ...abilities, ...prohibitions, ...targetCards, ...zones, ...costs] as readonly unknown[]);

export function findCard(library: CardLibrary, name: string): CardDefinition | undefined {
  if (library === lastLibrary) return lastIndex!.get(name);
  let index = cardsByName.get(library);
  if (!index) {
    if (!Object.isFrozen(library)) return Object.hasOwn(library, name) ? library[name] : undefined;
    index = new Map(Object.getOwnPropertyNames(library).map((own) => [own, library[own] as CardDefinition]));
    cardsByName.set(library, index);
  }
  lastLibrary = library;
  lastIndex = index;
  return index.get(name);
}

/**
 * The frozen library findCard read last, and its index: the rules ask for hundreds of cards of
 * one library in a row, and this answers them without a WeakMap lookup. Held strongly, one
 * library at a time, as a game's library lives as long as the game.
 */
let lastLibrary: CardLibrary | undefined;
let lastIndex: ReadonlyMap<string, CardDefinition> | undefined;

/**
 * Each frozen library's own cards by name, for findCard: the rules ask for a card by name many
 * times per permanent, a Map answers faster than a library object of hundreds of names, and a
 * frozen library (createCardLibrary's) never changes.
 */
const cardsByName = new WeakMap<CardLibrary, ReadonlyMap<string, CardDefinition>>();

export function getCard(library: CardLibrary, name: string): CardDefinition {
  const card = findCard(library, name);
  if (!card) throw new Error(`unknown card "${name}"`);
  return card;
}
