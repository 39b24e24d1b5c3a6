/**
 * Loads a scenario: parses the JSON, validates the file, its inline cards, its game and
 * its actions, and reports every problem with its JSON path. Nothing is run here.
 */
import { BUILT_IN_CARDS, type CardLibrary } from '../cards/library.js';
import { jsonPath } from '../core/json-path.js';
import { castEventSchemas, isCastEventType, type CastEvent } from '../events/schema.js';
import type { GameState } from '../game/state.js';
import { buildGame } from './build-game.js';
import { cardsOver } from './card-file.js';
import { parseJsonText, refuseProtoKeys } from './json-text.js';
import { InputError, type InputProblem } from './problems.js';
import { scenarioSchema } from './schema.js';

export interface LoadedScenario {
  readonly name: string;
  readonly description: string;
  readonly cards: CardLibrary;
  readonly game: GameState;
  readonly actions: readonly CastEvent[];
  /** CR 733.1: keep the mana abilities activated during a cast or activation the rules reverse. */
  readonly keepManaOnReversal: boolean;
}

/**
 * The longest scenario text accepted (characters). The schema's own limits (10,000 cards per
 * zone, 10,000 actions) fit well inside it; anything longer is refused before parsing.
 */
export const MAX_SCENARIO_CHARS = 20_000_000;

/** Parses and validates a scenario file's text; throws an `InputError` listing every problem. */
export function loadScenario(text: string, base: CardLibrary = BUILT_IN_CARDS): LoadedScenario {
  return validateScenario(parseJsonText(text, MAX_SCENARIO_CHARS, 'the scenario'), base);
}

export function validateScenario(raw: unknown, base: CardLibrary = BUILT_IN_CARDS): LoadedScenario {
  refuseProtoKeys(raw);
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    throw new InputError(parsed.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })));
  }
  const scenario = parsed.data;
  const cards = cardsOver(scenario.cards, ['cards'], base);
  const problems: InputProblem[] = [];
  let game: GameState | null = null;
  try {
    game = buildGame(scenario.game, cards);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    problems.push(...error.problems); // reported together with the actions' problems
  }
  const actions = validateEvents(scenario.actions, 'actions', problems);
  if (problems.length > 0 || game === null) throw new InputError(problems);
  return { name: scenario.name, description: scenario.description ?? '', cards, game, actions, keepManaOnReversal: scenario.keepManaOnReversal };
}

/** Each of `raw` validated as an event; what doesn't fit is added to `problems`, at `$.<key>[i]…`. */
export function validateEvents(raw: readonly unknown[], key: string, problems: InputProblem[]): CastEvent[] {
  return raw.flatMap((event, i): CastEvent[] => {
    const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
    if (!isCastEventType(type)) {
      problems.push({ path: jsonPath([key, i, 'type']), message: `unknown event type ${JSON.stringify(type) ?? 'undefined'}; expected one of ${Object.keys(castEventSchemas).join(', ')}` });
      return [];
    }
    const result = castEventSchemas[type].safeParse(event);
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => ({ path: jsonPath([key, i, ...issue.path]), message: issue.message })));
      return [];
    }
    return [result.data as CastEvent];
  });
}
