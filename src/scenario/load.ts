/**
 * Loads a scenario: parses the JSON, validates the file, its inline cards, its game and
 * its actions, and reports every problem with its JSON path. Nothing is run here.
 */
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary } from '../cards/library.js';
import { cardSchema } from '../cards/schema.js';
import { jsonPath } from '../core/json-path.js';
import { castEventSchemas, isCastEventType, type CastEvent } from '../events/schema.js';
import type { GameState } from '../game/state.js';
import { buildGame } from './build-game.js';
import { InputError, type InputProblem } from './problems.js';
import { scenarioSchema } from './schema.js';

export interface LoadedScenario {
  readonly name: string;
  readonly description: string;
  readonly cards: CardLibrary;
  readonly game: GameState;
  readonly actions: readonly CastEvent[];
}

/**
 * The longest scenario text accepted (characters). The schema's own limits (10,000 cards per
 * zone, 10,000 actions) fit well inside it; anything longer is refused before parsing.
 */
export const MAX_SCENARIO_CHARS = 20_000_000;

/** Parses and validates a scenario file's text; throws an `InputError` listing every problem. */
export function loadScenario(text: string, base: CardLibrary = BUILT_IN_CARDS): LoadedScenario {
  if (text.length > MAX_SCENARIO_CHARS) {
    throw new InputError([{ path: '$', message: `the scenario is ${text.length.toLocaleString('en')} characters long; the limit is ${MAX_SCENARIO_CHARS.toLocaleString('en')}` }]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError([{ path: '$', message: `not valid JSON: ${(error as Error).message}${lineAndColumn(text, (error as Error).message)}` }]);
  }
  return validateScenario(raw, base);
}

export function validateScenario(raw: unknown, base: CardLibrary = BUILT_IN_CARDS): LoadedScenario {
  const protoKeys = protoKeyPaths(raw);
  if (protoKeys.length > 0) throw new InputError(protoKeys.map((path) => ({ path, message: 'the key "__proto__" is not allowed' })));
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    throw new InputError(parsed.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })));
  }
  const scenario = parsed.data;
  const cards = loadCards(scenario.cards, base);
  const problems: InputProblem[] = [];
  let game: GameState | null = null;
  try {
    game = buildGame(scenario.game, cards);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    problems.push(...error.problems); // reported together with the actions' problems
  }
  const actions = scenario.actions.flatMap((action, i): CastEvent[] => {
    const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
    if (!isCastEventType(type)) {
      problems.push({ path: jsonPath(['actions', i, 'type']), message: `unknown event type ${JSON.stringify(type) ?? 'undefined'}; expected one of ${Object.keys(castEventSchemas).join(', ')}` });
      return [];
    }
    const result = castEventSchemas[type].safeParse(action);
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => ({ path: jsonPath(['actions', i, ...issue.path]), message: issue.message })));
      return [];
    }
    return [result.data as CastEvent];
  });
  if (problems.length > 0 || game === null) throw new InputError(problems);
  return { name: scenario.name, description: scenario.description ?? '', cards, game, actions };
}

/**
 * The JSON paths of every `__proto__` key, found without recursion (a file may nest
 * 100,000 deep). JSON.parse keeps such a key as plain data, but copying the object
 * anywhere later would turn it into a prototype, so it is refused outright.
 */
function protoKeyPaths(raw: unknown): string[] {
  interface Visit { readonly value: unknown; readonly key: string | number; readonly parent: Visit | null }
  const pathOf = (visit: Visit): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let v: Visit | null = visit; v !== null && v.parent !== null; v = v.parent) path.unshift(v.key);
    return path;
  };
  const found: string[] = [];
  const pending: Visit[] = [{ value: raw, key: '$', parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => pending.push({ value: item, key: i, parent: visit }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__') found.push(jsonPath([...pathOf(visit), key]));
      else pending.push({ value: item, key, parent: visit });
    }
  }
  return found.sort();
}

/**
 * Validates the inline cards one by one, so every problem points at its own card
 * (`$.cards[2].manaCost`), then builds the library over `base`. An inline card with the
 * name of a built-in card replaces it for this scenario.
 */
function loadCards(cards: readonly unknown[], base: CardLibrary): CardLibrary {
  const problems: InputProblem[] = [];
  const firstIndex = new Map<string, number>();
  cards.forEach((raw, index) => {
    const parsed = cardSchema.safeParse(raw);
    if (!parsed.success) {
      const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
      const card = typeof name === 'string' && name.length > 0 ? `card "${name}"` : 'a card with no name';
      problems.push(...parsed.error.issues.map((issue) => ({ path: jsonPath(['cards', index, ...issue.path]), message: `${card}: ${issue.message}` })));
      return;
    }
    const { name } = parsed.data;
    const first = firstIndex.get(name);
    if (first === undefined) firstIndex.set(name, index);
    else problems.push({ path: jsonPath(['cards', index, 'name']), message: `card "${name}" is defined twice (first at ${jsonPath(['cards', first])})` });
  });
  if (problems.length > 0) throw new InputError(problems);
  return createCardLibrary(cards, base);
}

/** " (line 3, column 5)" for a JSON.parse message that gives a position, else "". */
function lineAndColumn(text: string, message: string): string {
  const match = /at position (\d+)/.exec(message);
  if (!match || /\(line \d+ column \d+\)/.test(message)) return '';
  const before = text.slice(0, Number(match[1]));
  const line = before.split('\n').length;
  return ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
}
