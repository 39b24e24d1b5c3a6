/**
 * CR 605.3b, 601.2g: the bound on the search of orders of mana abilities whose costs include
 * mana (solver-chains.ts). That search is exponential in the kinds of such source a board
 * holds, and a scenario's own cards can make any number of kinds; each question spends at most
 * this budget on it, and each query (one call an app or a client makes, which may ask many
 * questions) at most a few questions' worth, counted, not timed, so every machine gives the
 * same answer.
 */

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
  constructor(
    private readonly maxWork: number = MAX_CHAIN_FLOW_WORK,
    private readonly maxChoices: number = MAX_CHAIN_CHOICES,
    private readonly query?: ChainBudget,
  ) {}
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
export const MAX_QUERY_FLOW_WORK = 4 * MAX_CHAIN_FLOW_WORK;
export const MAX_QUERY_CHOICES = 4 * MAX_CHAIN_CHOICES;

/** The budget of the query being answered, if any (`oneQuery`). */
let current: ChainBudget | undefined;

/**
 * Answers `ask` as one query: every question it asks of the solver spends from one budget
 * besides its own, `budget` (when not given, MAX_QUERY_FLOW_WORK and MAX_QUERY_CHOICES). A query
 * asked within another is part of it, and its `budget` is not read. The engine makes one query
 * of each call an app or a client makes (an event sent, a prompt, "what may I do now", the
 * cards or abilities that could be begun); an app that wants a smaller bound wraps its calls
 * in a query of its own with a smaller budget.
 */
export function oneQuery<T>(ask: () => T, budget?: ChainBudget): T {
  if (current) return ask();
  current = budget ?? new ChainBudget(MAX_QUERY_FLOW_WORK, MAX_QUERY_CHOICES);
  try {
    return ask();
  } finally {
    current = undefined;
  }
}

/** A fresh budget for one question, spending from the current query's too. */
export const questionBudget = (): ChainBudget => new ChainBudget(MAX_CHAIN_FLOW_WORK, MAX_CHAIN_CHOICES, current);

/** How many budgets have run out so far, a count that only grows: a caller compares it before and after asking (casting/look-ahead.ts). */
let cuts = 0;
export const searchesCut = (): number => cuts;
/** A budget ran out, or an answer remembered from a search that was cut was given again (solver.ts). */
export function noteSearchCut(): void {
  cuts += 1;
}

/**
 * What a refusal says when the search was cut before it found a payment: the player can pay
 * by hand, each mana ability with the pool mana that pays it named (`pay`), which needs no search.
 */
export function cutSearchMessage(player: string): string {
  return `${player}'s mana abilities whose costs include mana could be activated in more ways than the engine tries for one payment (docs/performance.md, "The solver's bound"): activate them yourself with ACTIVATE_MANA, naming the pool mana that pays each (pay)`;
}
