/**
 * CR 601.2g, 605.3b: one query's searches of chain orders share one budget besides each
 * question's own (src/mana/chain-budget.ts, `oneQuery`): "what may I do now" asks a question
 * for each card and ability, a prompt one for each X it tries, so a board whose every question
 * is a long search would hold the process for as many of them as it has.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { actorBound, ChainBudget, DEFAULT_QUESTION_BOUND, MAX_CHAIN_FLOW_WORK, oneQuery, questionBudget, searchesCut } from '../src/mana/chain-budget.js';
import { createActor } from 'xstate';
import { castingMachine } from '../machines/casting.js';
import { dispatch } from '../machines/dispatch.js';
import { commanderBoard, cost, FIVE_PAIRS, prismBoard, sixteen, UNREACHED } from './chain-fixtures.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import { canPayMana } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { castToMana, ctx, outcome } from './cast-helpers.js';
import { expectReversed } from './cost-fixtures.js';

describe('CR 601.2g: a query\'s budget', () => {
  it('601.2g: a question asked within a query spends from both budgets, step for step', () => {
    const query = new ChainBudget(100, 10);
    oneQuery(() => {
      const first = questionBudget();
      expect(first.flow(2, 3)).toBe(true);
      expect(first.visit()).toBe(true);
      const second = questionBudget();
      expect(second.flow(4, 5)).toBe(true);
      expect(first.spent).toEqual({ work: 6, choices: 1 });
      expect(second.spent).toEqual({ work: 20, choices: 0 });
    }, query);
    expect(query.spent).toEqual({ work: 26, choices: 1 });
  });

  it('601.2g: a question is cut when its query has run out, and says the cut was the query\'s; one cut by its own budget says it was not', () => {
    oneQuery(() => {
      const question = questionBudget();
      expect(question.flow(3, 3)).toBe(true);
      expect(question.flow(1, 2)).toBe(false);
      expect(question.cut).toBe(true);
      expect(question.cutByQuery).toBe(true);
      expect(question.spent).toEqual({ work: 9, choices: 0 });
      // The query stays spent: the next question is cut at its first step.
      expect(questionBudget().visit()).toBe(false);
    }, new ChainBudget(10, 10));
    oneQuery(() => {
      const question = questionBudget();
      expect(question.flow(10_000, 64)).toBe(false);
      expect(question.cut).toBe(true);
      expect(question.cutByQuery).toBe(false);
    }, new ChainBudget(4 * MAX_CHAIN_FLOW_WORK, 10));
  });

  it('601.2g: a query asked within another is part of it; outside any query a question spends only its own', () => {
    const outer = new ChainBudget(100, 10);
    const inner = new ChainBudget(1, 1);
    oneQuery(() => oneQuery(() => expect(questionBudget().flow(5, 5)).toBe(true), inner), outer);
    expect(outer.spent.work).toBe(25);
    expect(inner.spent.work).toBe(0);
    expect(() => oneQuery(() => { throw new Error('asked badly'); }, new ChainBudget(0, 0))).toThrow('asked badly');
    expect(questionBudget().flow(5, 5)).toBe(true);
  });

  it('601.2h: "what may I do now" on a board where every ability\'s payment is a long search spends no more than its query\'s budget', () => {
    const { game, cards } = prismBoard(false, true);
    const query = new ChainBudget(60_000, 60_000);
    const actions = oneQuery(() => legalActions(game, cards, 'alice'), query);
    expect(actions.activations).toHaveLength(20);
    expect(query.cut).toBe(true);
    expect(query.spent.work).toBeLessThanOrEqual(60_000);
    // Past the query's budget every question answers that it can't be paid, and says the search was cut: the look-ahead under-reports.
    expect(actions.activations.at(-1)?.refusal?.code).toBe('UNPAYABLE_COST');
    expect(actions.activations.at(-1)?.refusal?.message).toContain('more ways than the engine tries for one payment');
  });

  it('601.2g: a query answers alike whether its questions\' answers were remembered or worked out afresh', () => {
    // Five pairs take 1,350 units of flow work to be found on these sixteen sources, three each of {W} and {U} 8,076.
    const query = () => new ChainBudget(1_350 + 8_000, 100_000);
    const ask = (sources: readonly ManaSourceOption[]) => oneQuery(() => [canPayMana(FIVE_PAIRS, sources), canPayMana(cost({ W: 3, U: 3 }), sources)], query());
    const frozen = Object.freeze([...sixteen]);
    expect(ask(frozen)).toEqual([true, false]);
    // Remembered, the first answer spends again what it cost, so the second is cut as before.
    expect(ask(frozen)).toEqual([true, false]);
    expect(ask([...sixteen])).toEqual([true, false]);
    // Alone, the second is found.
    expect(canPayMana(cost({ W: 3, U: 3 }), frozen)).toBe(true);
  });

  it('601.2g–h: an event is a query of its own, bounded by its chart\'s bound, not by a query an app wraps it in', () => {
    const { game, cards } = commanderBoard();
    const small = createActor(castingMachine, { input: { game, cards, chainBound: actorBound({ work: 100, choices: 100 }) } }).start();
    expect(dispatch(small, { type: 'CAST', player: 'alice', card: 'test-three-colours' })).toBeNull();
    expect(dispatch(small, { type: 'PAY', player: 'alice', mana: 'auto' })).toBeNull();
    expectReversed(small, game, 'UNPAYABLE_COST');
    expect(ctx(small).refusal?.message).toContain('more ways than the engine tries for one payment');

    // The app's query around the event neither cuts it nor lends it its bound: the event does what it does alone.
    const wrapped = castToMana(game, cards, 'test-three-colours');
    expect(oneQuery(() => dispatch(wrapped, { type: 'PAY', player: 'alice', mana: 'auto' }), new ChainBudget(100, 100))).toBeNull();
    expect(outcome(wrapped)).toBe('cast');
  });

  it('601.2g: a query may set the bound on each of its questions; its budget is then four questions\' worth of that bound', () => {
    const frozen = Object.freeze([...sixteen]);
    expect(canPayMana(FIVE_PAIRS, frozen)).toBe(true);
    // Lowered, the same question is cut (the answer remembered under the default bound is not this bound's).
    const cutBefore = searchesCut();
    expect(oneQuery(() => canPayMana(FIVE_PAIRS, frozen), undefined, { work: 100, choices: 100 })).toBe(false);
    expect(searchesCut()).toBeGreaterThan(cutBefore);
    expect(canPayMana(FIVE_PAIRS, frozen)).toBe(true);
    oneQuery(
      () => {
        for (let i = 0; i < 4; i += 1) expect(questionBudget().take(1_000, 0)).toBe(true);
        const fifth = questionBudget();
        expect(fifth.take(1_000, 0)).toBe(false);
        expect(fifth.cutByQuery).toBe(true);
        // A query within it doesn't set another.
        oneQuery(() => expect(questionBudget().take(0, 10)).toBe(false), undefined, { work: 5, choices: 5 });
      },
      undefined,
      { work: 1_000, choices: 9 },
    );
    // Outside any query, the default again.
    expect(questionBudget().take(DEFAULT_QUESTION_BOUND.work, DEFAULT_QUESTION_BOUND.choices)).toBe(true);
  });

  it('601.2g: a bound that is not a count from 0 up (or Infinity) is refused at once', () => {
    expect(() => oneQuery(() => 1, undefined, { work: Number.NaN, choices: 1 })).toThrow(RangeError);
    expect(() => oneQuery(() => 1, undefined, { work: 1, choices: -1 })).toThrow("a chain budget's choices must be a number from 0 up, or Infinity (got -1)");
    expect(() => new ChainBudget(Number.NaN, 1)).toThrow(RangeError);
    expect(() => new ChainBudget(1, '2' as unknown as number)).toThrow(RangeError);
    expect(oneQuery(() => questionBudget().take(1e12, 1e12), undefined, { work: Infinity, choices: Infinity })).toBe(true);
  });

  it('601.2g–h: raised by an app\'s query or its chart\'s bound, the bound lets the look-ahead and PAY auto find the payment the default bound cuts on twenty prisms', () => {
    const { game, cards } = prismBoard();
    const larger = { work: 1 << 20, choices: 1 << 19 };
    const refusal = () => legalActions(game, cards, 'alice').casts[0]!.ways[0]!.refusal;
    expect(refusal()?.message).toContain('more ways than the engine tries for one payment');
    // Asked under the larger bound, the answer remembered under the default is not given again, nor the other way round.
    expect(oneQuery(refusal, undefined, larger)).toBeNull();
    expect(refusal()?.message).toContain('more ways than the engine tries for one payment');
    expect(canPayMana(UNREACHED, paymentSources(game, cards, 'alice'))).toBe(false);

    // An event's bound is its chart's: given the larger one, PAY auto finds the payment.
    const actor = createActor(castingMachine, { input: { game, cards, chainBound: actorBound(larger) } }).start();
    expect(dispatch(actor, { type: 'CAST', player: 'alice', card: 'test-unreached' })).toBeNull();
    expect(dispatch(actor, { type: 'PAY', player: 'alice', mana: 'auto' })).toBeNull();
    expect(outcome(actor)).toBe('cast');
  }, 60_000);
});
