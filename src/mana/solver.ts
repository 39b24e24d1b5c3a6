/**
 * CR 601.2g–601.2h: the project's one payability solver, as the rest of the engine asks it:
 * can this mana be paid from the pool and the mana abilities a player could activate, and
 * how? solver-core.ts solves one layered flow exactly; solver-chains.ts enumerates the orders
 * of mana abilities whose own cost includes mana (bounded there); spending restrictions
 * (CR 106.6) and "spend as though any colour" (CR 609.4b) are read by both; solver-plain.ts
 * answers "yes" at once for plain sources when paying symbol by symbol already works, and
 * solver-bound.ts "no" when the sources can't make as much mana as the cost asks for.
 */
import { QueryMemo } from '../core/query-memo.js';
import { noteSearchCut, questionBound, questionBudget, type ChainBudget, type ChainSpent } from './chain-budget.js';
import { hasChains, orderedPlanOf, planOf, relaxedPlan, type ChainPlan } from './chain-plan.js';
import { splitRuns } from './chain-runs-split.js';
import { chainPlans } from './solver-chains.js';
import { canPayLayers, mostMadeByFlow, solveLayers } from './solver-core.js';
import { mightPay } from './solver-bound.js';
import { plainlyPayable } from './solver-plain.js';
import { optionsKey, type ManaSolution, type ManaSourceOption, type SolveOptions } from './solver-types.js';
import { mergeAlike } from './source-merge.js';
import { alikeKey } from './lists-alike.js';
import type { ManaAmount } from './symbols.js';
import { amountKey } from './value.js';

/**
 * The plans worth a flow. With chain sources, each plan's flow and each relaxation's come from
 * `budget`, and the plans are over `sources` with plain sources alike read as one
 * (source-merge.ts): `planOf` gives a plan's order over the sources as they are.
 */
function* plans(cost: ManaAmount, given: readonly ManaSourceOption[], options: SolveOptions, budget: ChainBudget): Generator<ChainPlan> {
  if (!mightPay(cost, given, options)) return;
  if (!hasChains(given)) {
    yield relaxedPlan(cost, given);
    return;
  }
  const sources = mergeAlike(given);
  const relaxed = relaxedPlan(cost, sources);
  if (!canPayLayers(relaxed.costs, relaxed.sources, options, budget)) return;
  // CR 609.4b: mana spent as though it were any colour isn't bounded by the type it is.
  const byType = !options.anyColor || (Array.isArray(options.anyColor) && options.anyColor.length === 0);
  // The most the base sources make, for the counts that cut plans: one flow from the budget.
  const most = (base: readonly ManaSourceOption[], upTo: number): number => (budget.flow(1, base.length) ? mostMadeByFlow(base, options, upTo) : upTo);
  for (const plan of chainPlans(cost, sources, (p) => canPayLayers(p.costs, p.sources, options, budget), budget, byType, most)) {
    if (!budget.flow(plan.costs.length, plan.sources.length)) return;
    yield plan;
  }
}

/**
 * CR 601.2h: whether `cost` can be paid at all from these sources within the budgets. A
 * search (of chain orders, or of configurations) cut by its bound (chain-budget.ts) answers no (docs/performance.md, "The
 * solver's bound"): the look-ahead under-reports, and the chart judges each payment as sent.
 * Within a query (`oneQuery`) the search spends from the query's budget too, and answers no once
 * that has run out; the query may set the bound on each question.
 */
export function canPayMana(cost: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions = {}): boolean {
  const budget = questionBudget();
  if (!Object.isFrozen(sources)) return payableFrom(cost, sources, options, budget);
  // An answer is the question's under the bound it was worked out with: one cut under a smaller bound may be found under a larger.
  const { work, choices } = questionBound();
  const key = `${amountKey(cost)}|${optionsKey(options)}|${work}|${choices}`;
  const known = answers.get(sources);
  // A list made from another by leaving out sources alike pays as any other so made does (lists-alike.ts).
  const alike = known?.has(key) ? undefined : alikeKey(sources);
  const alikeAt = alike && `${alike.key}|${key}`;
  const answer = known?.get(key) ?? (alike && alikeAnswers.get(alike.from)?.get(alikeAt!));
  // What the answer cost when it was worked out is spent again, so a query answers alike whether it was remembered or not.
  if (answer !== undefined) {
    if (!budget.take(answer.spent.work, answer.spent.choices)) return false;
    if (answer.cut) noteSearchCut();
    return answer.payable;
  }
  const payable = payableFrom(cost, sources, options, budget);
  // An answer cut short by its query's budget is not the question's own, and isn't kept.
  if (budget.cutByQuery) return payable;
  const found = { payable, spent: budget.spent, cut: budget.cut };
  (known ?? answers.set(sources, new Map()).get(sources)!).set(key, found);
  // A "no" cut by the question's bound may be a "yes" searched in another order: not shared.
  if (alike && (payable || !budget.cut)) (alikeAnswers.get(alike.from) ?? alikeAnswers.set(alike.from, new Map()).get(alike.from)!).set(alikeAt!, found);
  return payable;
}

function payableFrom(cost: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions, budget: ChainBudget): boolean {
  if (plainlyPayable(cost, sources, options)) return true;
  for (const plan of plans(cost, sources, options, budget)) {
    if (canPayLayers(plan.costs, plan.sources, options, budget)) return true;
  }
  return false;
}

/**
 * The payment for the chain sources of `sources` with these ids, in this order: with runs of
 * units alike read together (orderedPlanOf), told unit by unit (splitRuns); unit by unit from
 * the start (planOf) if a run's payment can't be told so. Read together or not, the flow pays
 * exactly when the order can (chain-plan.ts). Unit by unit, a payment beside a thousand
 * Signets in a row is a flow of a thousand layers, and leaving out sources (solver-payment.ts
 * `prune`) reroutes it once for each: its time grew with the cube of the board.
 */
function payInOrder(cost: ManaAmount, sources: readonly ManaSourceOption[], chain: readonly string[], options: SolveOptions, budget: ChainBudget): ManaSolution | null {
  const { plan, runs } = orderedPlanOf(cost, sources, chain);
  if (runs.length < chain.length) {
    const found = solveLayers(plan.costs, plan.sources, options, plan.purposes, budget, chain.length + 1);
    if (found === null) return null;
    const split = splitRuns(found, runs);
    if (split !== null) return split;
  }
  const paid = planOf(cost, sources, chain);
  return solveLayers(paid.costs, paid.sources, options, paid.purposes, budget);
}

/**
 * canPayMana's answers by frozen list of sources (paymentSources freezes what it lists, and
 * sources never change), with what each cost the chain budget: "what may I do now" asks about
 * the same sources for every card, and two cards often cost the same. Each query makes its own
 * lists, so they are held for the query (core/query-memo.ts).
 */
const answers = new QueryMemo<readonly ManaSourceOption[], Map<string, Answer>>();

interface Answer {
  readonly payable: boolean;
  readonly spent: ChainSpent;
  readonly cut: boolean;
}

/** canPayMana's answers for lists made from a frozen list by leaving sources out, by the list they were made from and alikeKey's key. */
const alikeAnswers = new QueryMemo<readonly ManaSourceOption[], Map<string, Answer>>();

/**
 * CR 601.2g–601.2h: find a way to pay `cost` exactly within the budgets, or null if none
 * exists. The fewest chain activations come first (a Signet only when the lands alone can't
 * pay); within a plan, the preferences of solver-core.ts (`solveLayers`). `activate` lists
 * the other sources in input order, then the chain sources in the order they can be
 * activated; each use says what it pays for (`for`: 'cost' or a chain source's id).
 */
export function solveManaPayment(cost: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions = {}): ManaSolution | null {
  return searchManaPayment(cost, sources, options).solution;
}

/** solveManaPayment's answer, and whether its search (of chain orders, or of the configurations of the solver's choices) was `cut` by its bound (chain-budget.ts) before it found one (then it has none to give). */
export function searchManaPayment(cost: ManaAmount, sources: readonly ManaSourceOption[], options: SolveOptions = {}, budget: ChainBudget = questionBudget()): { readonly solution: ManaSolution | null; readonly cut: boolean } {
  // With chain sources the plans are over the sources merged (plans): the order found is paid
  // from the sources as they are, which it pays as surely.
  const chains = hasChains(sources);
  // The plan of no chain activations comes first. When the plain sources pay by themselves
  // (solver-plain.ts), it pays, and it is solved without the search, as canPayMana answers
  // without it. The plain sources are in every configuration, so the first, which the budget
  // doesn't count (solver-core.ts), pays: a spent budget costs only the preferred payment.
  if (chains && plainlyPayable(cost, sources, options)) {
    const plain = planOf(cost, sources, []);
    const found = solveLayers(plain.costs, plain.sources, options, plain.purposes, budget);
    if (found !== null) return { solution: found, cut: false };
  }
  for (const plan of plans(cost, sources, options, budget)) {
    if (chains && !canPayLayers(plan.costs, plan.sources, options, budget)) continue;
    const found = chains ? payInOrder(cost, sources, plan.chain, options, budget) : solveLayers(plan.costs, plan.sources, options, plan.purposes, budget);
    if (found === null) continue;
    if (plan.chain.length === 0) return { solution: found, cut: false };
    const chain = new Set(plan.chain);
    return { solution: { uses: found.uses, activate: [...found.activate.filter((id) => !chain.has(id)), ...plan.chain] }, cut: false };
  }
  return { solution: null, cut: budget.cut };
}
