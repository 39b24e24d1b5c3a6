/**
 * Loads a scenario: parses the JSON, validates the file, its inline cards, its game and
 * its actions, and reports every problem with its JSON path. Nothing is run here.
 */
import { BUILT_IN_CARDS, CardLibraryError, createCardLibrary, type CardLibrary } from '../cards/library.js';
import { castEventSchemas, isCastEventType, type CastEvent } from '../events.js';
import type { GameState } from '../game/state.js';
import { buildGame } from './build-game.js';
import { InputError, jsonPath, type InputProblem } from './problems.js';
import { scenarioSchema } from './schema.js';

export interface LoadedScenario {
  readonly name: string;
  readonly description: string;
  readonly cards: CardLibrary;
  readonly game: GameState;
  readonly actions: readonly CastEvent[];
}

/** Parses and validates a scenario file's text; throws an `InputError` listing every problem. */
export function loadScenario(text: string, base: CardLibrary = BUILT_IN_CARDS): LoadedScenario {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError([{ path: '$', message: `not valid JSON: ${(error as Error).message}` }]);
  }
  return validateScenario(raw, base);
}

export function validateScenario(raw: unknown, base: CardLibrary = BUILT_IN_CARDS): LoadedScenario {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    throw new InputError(parsed.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })));
  }
  const scenario = parsed.data;
  let cards: CardLibrary;
  try {
    cards = createCardLibrary(scenario.cards, base);
  } catch (error) {
    if (!(error instanceof CardLibraryError)) throw error;
    throw new InputError(error.problems.map((p) => ({ path: cardPath(scenario.cards, p.card, p.path), message: `card "${p.card}": ${p.message}` })));
  }
  const game = buildGame(scenario.game, cards);
  const problems: InputProblem[] = [];
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
  if (problems.length > 0) throw new InputError(problems);
  return { name: scenario.name, description: scenario.description ?? '', cards, game, actions };
}

function cardPath(cards: readonly unknown[], name: string, field: string): string {
  const index = cards.findIndex((c) => typeof c === 'object' && c !== null && (c as { name?: unknown }).name === name);
  const at = index >= 0 ? jsonPath(['cards', index]) : jsonPath(['cards']);
  return field === '(card)' ? at : `${at}.${field}`;
}
