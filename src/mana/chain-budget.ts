/**
 * CR 605.3b, 601.2g: the bound on the search of orders of mana abilities whose costs include
 * mana (solver-chains.ts). That search is exponential in the kinds of such source a board
 * holds, and a scenario's own cards can make any number of kinds; each question spends at most
 * this budget on it, counted, not timed, so every machine gives the same answer.
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

/**
 * The work one question may still spend on chain plans (solver-chains.ts): `chainPlans` takes a
 * flow for each relaxation it asks `mayLead` and visits each partial choice, the caller takes a
 * flow for each plan it solves. Once it is spent the search is `cut`: it stops, and what it
 * hasn't found it can't say.
 */
export class ChainBudget {
  private work = 0;
  private visited = 0;
  private refused = false;
  constructor(
    private readonly maxWork: number = MAX_CHAIN_FLOW_WORK,
    private readonly maxChoices: number = MAX_CHAIN_CHOICES,
  ) {}
  /** One more flow, of `layers` demand layers over `sources` sources, if the budget has it; once it hasn't, the search is cut. */
  flow(layers: number, sources: number): boolean {
    const weight = layers * Math.min(sources, SOURCES_WEIGHED);
    if (this.refused || this.work + weight > this.maxWork) this.refused = true;
    else this.work += weight;
    return !this.refused;
  }
  /** One more partial choice of units, ways or order looked at, if the budget has it. */
  visit(): boolean {
    if (this.refused || this.visited >= this.maxChoices) this.refused = true;
    else this.visited += 1;
    return !this.refused;
  }
  /** Whether the search asked for more than the budget: it stopped before its end. */
  get cut(): boolean {
    return this.refused;
  }
  /** What was spent: the flows' work and the choices looked at. */
  get spent(): { readonly work: number; readonly choices: number } {
    return { work: this.work, choices: this.visited };
  }
}

/**
 * What a refusal says when the search was cut before it found a payment: the player can pay
 * by hand, each mana ability with the pool mana that pays it named (`pay`), which needs no search.
 */
export function cutSearchMessage(player: string): string {
  return `${player}'s mana abilities whose costs include mana could be activated in more ways than the engine tries for one payment (docs/performance.md, "The solver's bound"): activate them yourself with ACTIVATE_MANA, naming the pool mana that pays each (pay)`;
}
