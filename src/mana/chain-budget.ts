/**
 * CR 605.3b, 601.2g: the bound on the search of orders of mana abilities whose costs include
 * mana (solver-chains.ts), and on the configurations of the solver's choices it tries
 * (solver-core.ts). Both are exponential in the kinds of such source a board holds, and a
 * scenario's own cards can make any number of kinds; each question spends at most
 * this budget on it, and each query (one call an app or a client makes, which may ask many
 * questions) at most a few questions' worth, counted, not timed, so every machine gives the
 * same answer.
 */
import { inQuery } from '../core/query-memo.js';

/**
 * The most work one question spends on the orders of chain sources (docs/performance.md,
 * "The solver's bound"), counted so that it is the same on every machine: each flow weighs its
 * layers times its sources, these counted up to `SOURCES_WEIGHED` (the flow groups identical
 * sources, so past a few dozen its graph stops growing with them), and each partial choice
 * looked at weighs one.
 */
export const MAX_CHAIN_FLOW_WORK = 1 << 19;
export const MAX_CHAIN_CHOICES = 1 << 18;
const SOURCES_WEIGHED = 64;

/** What a search spent: units of flow work and choices looked at. */
export interface ChainSpent {
  readonly work: number;
  readonly choices: number;
}

/**
 * The most one question may spend, in the same units: a query may set it for the questions it
 * asks (`oneQuery`). A count from 0 up, or Infinity for a search with no bound.
 */
export interface QuestionBound {
  readonly work: number;
  readonly choices: number;
}

/** Each question's bound unless its query sets another. */
export const DEFAULT_QUESTION_BOUND: QuestionBound = Object.freeze({ work: MAX_CHAIN_FLOW_WORK, choices: MAX_CHAIN_CHOICES });

/** A limit is a count from 0 up or Infinity; anything else is the app's mistake, said at once (NaN would bound nothing). */
function checkedLimit(limit: unknown, what: string): number {
  if (typeof limit !== 'number' || !(limit >= 0)) throw new RangeError(`a chain budget's ${what} must be a number from 0 up, or Infinity (got ${String(limit)})`);
  return limit;
}

/**
 * A session's or a chart's bound on each question (its `chainBound` option), checked and copied:
 * whole numbers from 0 up, since it is kept in the actor's context and persisted with it (JSON
 * has no Infinity). Throws a RangeError naming what is wrong.
 */
export function actorBound(bound: QuestionBound): QuestionBound {
  const whole = (limit: unknown, what: string): number => {
    if (!Number.isSafeInteger(limit) || (limit as number) < 0) throw new RangeError(`chainBound.${what} must be a whole number from 0 up (got ${String(limit)})`);
    return limit as number;
  };
  return Object.freeze({ work: whole(bound.work, 'work'), choices: whole(bound.choices, 'choices') });
}

/**
 * The work one question may still spend on chain plans (solver-chains.ts): `chainPlans` takes a
 * flow for each relaxation it asks `mayLead` and visits each partial choice, the caller takes a
 * flow for each plan it solves. Once it is spent the search is `cut`: it stops, and what it
 * hasn't found it can't say. A question asked within a query (`oneQuery`) also spends from the
 * query's budget, step for step, and is cut when either runs out.
 */
export class ChainBudget {
  private work = 0;
  private visited = 0;
  private refused = false;
  private queryRefused = false;
  private readonly maxWork: number;
  private readonly maxChoices: number;
  constructor(
    maxWork: number = MAX_CHAIN_FLOW_WORK,
    maxChoices: number = MAX_CHAIN_CHOICES,
    private readonly query?: ChainBudget,
  ) {
    this.maxWork = checkedLimit(maxWork, 'work');
    this.maxChoices = checkedLimit(maxChoices, 'choices');
  }
  /** One more flow, of `layers` demand layers over `sources` sources, if the budget has it; once it hasn't, the search is cut. */
  flow(layers: number, sources: number): boolean {
    return this.take(layers * Math.min(sources, SOURCES_WEIGHED), 0);
  }
  /** One more partial choice of units, ways or order looked at, if the budget has it. */
  visit(): boolean {
    return this.take(0, 1);
  }
  /**
   * `work` units of flow work and `choices` choices at once, if this budget and its query's
   * have them: what a question answered before spent, when its answer is taken from memory
   * (solver.ts), so that a query answers alike whether or not it was.
   */
  take(work: number, choices: number): boolean {
    if (this.refused) return false;
    if (this.work + work > this.maxWork || this.visited + choices > this.maxChoices) this.refused = true;
    else if (this.query && !this.query.take(work, choices)) this.refused = this.queryRefused = true;
    else {
      this.work += work;
      this.visited += choices;
      return true;
    }
    noteSearchCut();
    return false;
  }
  /** Whether the search asked for more than the budget: it stopped before its end. */
  get cut(): boolean {
    return this.refused;
  }
  /** Whether it was cut because its query's budget ran out, not its own: the answer is not the question's own. */
  get cutByQuery(): boolean {
    return this.queryRefused;
  }
  /** What was spent: the flows' work and the choices looked at. */
  get spent(): ChainSpent {
    return { work: this.work, choices: this.visited };
  }
}

/**
 * The most one query spends on the orders of chain sources in all, whatever it asks of them: a
 * "what may I do now" asks a question for each card and ability, a prompt for each X it tries,
 * a look-ahead for each set of objects it keeps back for a cost's actions. Four questions' worth.
 */
const QUESTIONS_PER_QUERY = 4;
export const MAX_QUERY_FLOW_WORK = QUESTIONS_PER_QUERY * MAX_CHAIN_FLOW_WORK;
export const MAX_QUERY_CHOICES = QUESTIONS_PER_QUERY * MAX_CHAIN_CHOICES;

/** The budget of the query being answered, if any (`oneQuery`), and the bound it sets on each of its questions. */
let current: ChainBudget | undefined;
let bound: QuestionBound = DEFAULT_QUESTION_BOUND;

/**
 * Answers `ask` as one query: every question it asks of the solver spends from one budget
 * besides its own. `question` bounds each question (when not given, DEFAULT_QUESTION_BOUND);
 * `budget` bounds them all together (when not given, four questions' worth of `question`:
 * MAX_QUERY_FLOW_WORK and MAX_QUERY_CHOICES by default). A query asked within another is part
 * of it, and its `budget` and `question` are not read. The engine makes one query of each call
 * an app or a client makes (an event sent, a prompt, "what may I do now", the cards or
 * abilities that could be begun); an app wraps its calls in a query of its own to bound them
 * more tightly (a server) or less (a judge's tool that wants the search carried to its end).
 */
export function oneQuery<T>(ask: () => T, budget?: ChainBudget, question?: QuestionBound): T {
  if (current) return ask();
  return asked(ask, budget, question === undefined ? DEFAULT_QUESTION_BOUND : Object.freeze({ work: checkedLimit(question.work, 'work'), choices: checkedLimit(question.choices, 'choices') }));
}

/**
 * Answers `ask`, an event sent to a session or a chart, as a query of its own, bounded by that
 * actor's `question` bound (`actorBound`) whatever call it is made in: what an event does is the
 * actor's and the event's alone, so a session's record replays to the same game
 * (machines/persistence.ts).
 */
export function eventQuery<T>(ask: () => T, question: QuestionBound = DEFAULT_QUESTION_BOUND): T {
  const outer = current;
  const outerBound = bound;
  current = undefined;
  try {
    return asked(ask, undefined, question);
  } finally {
    current = outer;
    bound = outerBound;
  }
}

/** `ask` as a new query of `budget` (four of `each` when not given), each question bounded by `each`. */
function asked<T>(ask: () => T, budget: ChainBudget | undefined, each: QuestionBound): T {
  current = budget ?? new ChainBudget(QUESTIONS_PER_QUERY * each.work, QUESTIONS_PER_QUERY * each.choices);
  bound = each;
  try {
    return inQuery(ask);
  } finally {
    current = undefined;
    bound = DEFAULT_QUESTION_BOUND;
  }
}

/** A fresh budget for one question, within the current query's bound on each, spending from the query's budget too. */
export const questionBudget = (): ChainBudget => new ChainBudget(bound.work, bound.choices, current);

/** The bound on each question of the current query (DEFAULT_QUESTION_BOUND outside any): answers worked out under one are remembered apart from another's (solver.ts). */
export const questionBound = (): QuestionBound => bound;

/** How many budgets have run out so far, a count that only grows: a caller compares it before and after asking (casting/look-ahead.ts). */
let cuts = 0;
export const searchesCut = (): number => cuts;
/** A budget ran out, or an answer remembered from a search that was cut was given again (solver.ts). */
export function noteSearchCut(): void {
  cuts += 1;
}

/**
 * What a refusal says when the search was cut before it found a payment (of chain orders, or of
 * the configurations of the solver's choices, solver-core.ts): the player can pay by hand, each
 * mana ability with the pool mana that pays it named (`pay`), which needs no search.
 */
export function cutSearchMessage(player: string): string {
  return `${player}'s mana abilities could be activated in more ways than the engine tries for one payment (docs/performance.md, "The solver's bound"): activate them yourself with ACTIVATE_MANA, naming the pool mana that pays each (pay)`;
}
