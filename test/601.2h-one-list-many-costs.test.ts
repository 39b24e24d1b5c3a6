/**
 * CR 601.2h, 605.3b, 107.3: an X prompt asks the solver about one frozen list of sources for
 * every X it tries, within one query, and what the solver reads of the list alone (its groups
 * within each budget, the relaxed plan's sources, the chain search's setup and plans, the most
 * its base makes) is worked out once for the list (core/query-memo.ts). Each answer is still
 * the one the question gets asked alone, of a list nothing is remembered for (not frozen).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { oneQuery } from '../src/mana/chain-budget.js';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { editedList, withoutSources } from '../src/mana/source-lists.js';
import { buildModel } from '../src/mana/solver-model.js';
import type { ManaSolution, ManaSourceOption, SolveOptions } from '../src/mana/solver-types.js';
import type { ManaAmount, ManaType } from '../src/mana/symbols.js';
import { cost, land, signet } from './chain-fixtures.js';

const type = fc.constantFrom<ManaType>('W', 'U', 'B', 'C');

/** One permanent's sources: a land, a Signet, a painland-like land (1 life for colour), Mana Confluence, a filter land's ways, a lens, a temple's mana kept to the cost, a Gilded Lotus, a land of 2 life for one mana. */
const permanent = (i: number): fc.Arbitrary<readonly ManaSourceOption[]> =>
  fc.oneof(
    type.map((t) => [land(`land${i}`, [t])]),
    fc.tuple(type, type).map(([a, b]) => [signet(`signet${i}`, a, b)]),
    type.map((t) => [land(`pain${i}#0`, ['C'], { exclusive: `pain${i}/T` }), land(`pain${i}#1`, [t], { lifeCost: 1, penalty: 0, exclusive: `pain${i}/T` })]),
    fc.constant([land(`confluence${i}`, ['W', 'U', 'B'], { lifeCost: 1 })]),
    fc.constant([
      land(`filter${i}#0`, ['C'], { exclusive: `filter${i}/T` }),
      land(`filter${i}#1`, ['W', 'U'], { amount: 2, oneType: false, mana: ['W', 'U'], cost: cost({ U: 1 }), exclusive: `filter${i}/T` }),
    ]),
    fc.constant([land(`lens${i}`, ['W', 'U', 'B'], { cost: cost({ generic: 1 }) })]),
    type.map((t) => [land(`temple${i}`, [t], { amount: 2, onlyFor: ['cost'] })]),
    fc.constant([land(`lotus${i}`, ['W', 'U', 'B'], { amount: 3 })]),
    type.map((t) => [land(`dear${i}`, [t], { lifeCost: 2 })]),
  );

const board = fc.integer({ min: 1, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => permanent(i))).map((lists) => lists.flat()));

/** A question: a cost (X's mana as its generic part) and budgets; anyColor as Chromatic Orrery's. */
const question = fc.record({
  cost: fc.record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(1), C: fc.nat(1), generic: fc.nat(4) }).map((c) => cost(c)),
  lifeBudget: fc.option(fc.nat(3), { nil: undefined }),
  anyColor: fc.boolean(),
});

type Question = { readonly cost: ManaAmount; readonly lifeBudget: number | undefined; readonly anyColor: boolean };

const optionsOf = (q: Question): SolveOptions => ({ ...(q.lifeBudget === undefined ? {} : { lifeBudget: q.lifeBudget }), anyColor: q.anyColor });

function answers(q: Question, sources: readonly ManaSourceOption[]): [boolean, ManaSolution | null] {
  return [canPayMana(q.cost, sources, optionsOf(q)), solveManaPayment(q.cost, sources, optionsOf(q))];
}

describe('CR 601.2h: one list of sources asked about many costs in one query', () => {
  it('601.2h: each answer, and each payment found, is the one the question gets alone', () => {
    fc.assert(
      fc.property(board, fc.array(question, { minLength: 2, maxLength: 6 }), (sources, questions) => {
        const alone = questions.map((q) => answers(q, [...sources]));
        const list = Object.freeze([...sources]);
        const together = oneQuery(() => questions.map((q) => answers(q, list)));
        expect(together).toEqual(alone);
      }),
      { numRuns: 500 },
    );
  });

  it('601.2h, 119.4: the same list and cost under another life budget is grouped again (a Confluence past the budget is left out)', () => {
    const list = Object.freeze([land('plains', ['W']), land('confluence', ['W', 'U', 'B'], { lifeCost: 1 })]);
    const blue = cost({ W: 1, U: 1 });
    const [rich, poor] = oneQuery(() => [canPayMana(blue, list, { lifeBudget: 1 }), canPayMana(blue, list, { lifeBudget: 0 })]);
    expect([rich, poor]).toEqual([true, false]);
  });

  it('106.1b, 601.2h: mana of one chosen type is dedicated to what each cost asks, not to what the one before asked', () => {
    // Gilded Lotus: three mana of any one colour. Asked {W}{W}{W} first, {U}{U}{U} is still paid; {U}{U}{W} never is.
    const list = Object.freeze([land('lotus', ['W', 'U', 'B'], { amount: 3 })]);
    const asked = oneQuery(() => [cost({ W: 3 }), cost({ U: 3 }), cost({ U: 2, W: 1 }), cost({ B: 2 })].map((c) => canPayMana(c, list)));
    expect(asked).toEqual([true, true, false, true]);
  });

  it('119.4, 601.2h: how many sources that each cost 2 life are worth activating follows each cost, not the one before', () => {
    // Three lands of "{T}, Pay 2 life: Add {W}" and 6 life: {W} first, then {W}{W}{W}, which takes all three.
    const list = Object.freeze(['a', 'b', 'c'].map((id) => land(id, ['W'], { lifeCost: 2 })));
    const asked = oneQuery(() => [cost({ W: 1 }), cost({ W: 3 }), cost({ W: 4 })].map((c) => canPayMana(c, list, { lifeBudget: 6 })));
    expect(asked).toEqual([true, true, false]);
    expect(oneQuery(() => [cost({ W: 1 }), cost({ W: 3 })].map((c) => solveManaPayment(c, list, { lifeBudget: 6 })?.activate))).toEqual([['a'], ['a', 'b', 'c']]);
  });

  it('605.3b: a plan of chain sources read for one cost pays another cost as that cost asks', () => {
    // An Island and two Signets: the Island pays a Signet's {1} for {W}{B}; for {U}{W} that plan leaves no {U}, and two Signets make none.
    const list = Object.freeze([land('island', ['U']), signet('signet-a', 'W', 'B'), signet('signet-b', 'W', 'B')]);
    const asked = oneQuery(() => [cost({ W: 1, B: 1 }), cost({ U: 1, W: 1 }), cost({ W: 2, B: 1 })].map((c) => canPayMana(c, list)));
    expect(asked).toEqual([true, false, true]);
  });

  it('601.2h: a source the caller changed between two calls is read afresh in the second', () => {
    const source = { ...land('land', ['W']) };
    const blue = cost({ U: 1 });
    expect(solveManaPayment(cost({ generic: 1 }), [source])).not.toBeNull();
    expect(solveManaPayment(blue, [source])).toBeNull();
    Object.assign(source, { produces: ['U'] });
    expect(solveManaPayment(blue, [source])).toEqual({ uses: [{ sourceId: 'land', type: 'U', pays: 'U' }], activate: ['land'] });
  });

  it('601.2h, 602.2b: a list less a few sources groups as the same list made afresh (a payment leaving out its sources one at a time, an ability its own object)', () => {
    // Sources alike in runs (groups of several, one left out often a group's first), and sources tapping one of two sets (Springleaf Drum).
    const drum = (i: number, size: number): ManaSourceOption => land(`drum${i}`, ['G', 'W'], { oneType: false, tapsOneOf: [{ key: `tap set ${i % 2}`, size }] });
    const kinds = fc.oneof(
      type.map((t) => [land('', [t])]),
      permanent(0),
      fc.tuple(fc.nat(1), fc.integer({ min: 1, max: 3 })).map(([set, size]) => [drum(set, size)]),
    );
    const list = fc.array(kinds, { minLength: 1, maxLength: 12 }).map((lists) => lists.flat().map((s, i) => ({ ...s, id: `${s.id}-${i}` })));
    fc.assert(
      fc.property(list, fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 3 }), question, (sources, at, q) => {
        const out = new Set(at.map((n) => n % sources.length));
        const budgets = [q.lifeBudget ?? Infinity, Infinity];
        const fresh = sources.filter((_, i) => !out.has(i));
        const less = oneQuery(() => buildModel([q.cost], withoutSources(Object.freeze(sources), out), budgets, q.anyColor));
        expect(less).toEqual(buildModel([q.cost], fresh, budgets, q.anyColor));
      }),
      { numRuns: 500 },
    );
  });

  it('605.3b, 106.6: a chain plan\'s list (its base less what the chain takes, some read at their layers, the chain after) groups as the same list made afresh', () => {
    const drum = (i: number, size: number): ManaSourceOption => land(`drum${i}`, ['G', 'W'], { oneType: false, tapsOneOf: [{ key: `tap set ${i % 2}`, size }] });
    const kinds = fc.oneof(
      type.map((t) => [land('', [t])]),
      type.map((t) => [land('', [t], { onlyFor: ['cost'] })]),
      permanent(0),
      fc.tuple(fc.nat(1), fc.integer({ min: 1, max: 3 })).map(([set, size]) => [drum(set, size)]),
    );
    const named = (lists: readonly (readonly ManaSourceOption[])[], tag: string) => lists.flat().map((s, i) => ({ ...s, id: `${s.id}-${tag}${i}` }));
    const base = fc.array(kinds, { minLength: 1, maxLength: 12 }).map((lists) => named(lists, 'b'));
    // How a plan reads a source: at a layer, with the layers its mana may pay (none: it pays nothing), or as another source altogether.
    const reading = fc.oneof(
      fc.record({ layer: fc.nat(2), layers: fc.option(fc.uniqueArray(fc.nat(3), { maxLength: 3 }), { nil: undefined }) }),
      fc.constant({ produces: ['B'] as const, amount: 2 }),
      // Tapping one of another set, or of none (CR 602.2b), or become mana in the pool.
      fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 3 })).map(([set, size]) => ({ tapsOneOf: set === 2 ? [] : [{ key: `tap set ${set}`, size }] })),
      fc.constant({ inPool: true }),
      fc.constant({}),
    );
    const added = fc.array(fc.tuple(kinds, reading), { maxLength: 4 }).map((pairs) => named(pairs.map(([list, read]) => list.map((s) => ({ ...s, ...read }))), 'a'));
    fc.assert(
      fc.property(base, fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constant(null), reading)), { maxLength: 6 }), added, question, (sources, edits, more, q) => {
        const at = new Map<number, object | null>();
        for (const [n, read] of edits) at.set(n % sources.length, read);
        const places = [...at.keys()].sort((a, b) => a - b);
        const out = places.filter((i) => at.get(i) === null);
        const changed = places.filter((i) => at.get(i) !== null);
        const readings = changed.map((i) => ({ ...sources[i]!, ...at.get(i) }));
        const budgets = [q.lifeBudget ?? Infinity, Infinity];
        const edited = oneQuery(() => {
          const list = editedList(Object.freeze([...sources]), out, changed, readings, more);
          return { list: [...list], model: buildModel([q.cost], list, budgets, q.anyColor) };
        });
        const fresh = [...sources.flatMap((s, i) => (out.includes(i) ? [] : [changed.includes(i) ? readings[changed.indexOf(i)]! : s])), ...more];
        expect(edited.list).toEqual(fresh);
        expect(edited.model).toEqual(buildModel([q.cost], fresh, budgets, q.anyColor));
      }),
      { numRuns: 500 },
    );
  });

  it('601.2h: a malformed source left out of a list is not that list\'s to refuse', () => {
    const list = Object.freeze([land('broken', ['W'], { amount: -1 }), land('plains', ['W'])]);
    const white = cost({ W: 1 });
    expect(() => buildModel([white], list, [Infinity, Infinity])).toThrow(RangeError);
    const less = oneQuery(() => buildModel([white], withoutSources(list, new Set([0])), [Infinity, Infinity]));
    expect(less).toEqual(buildModel([white], [land('plains', ['W'])], [Infinity, Infinity]));
  });

  it('601.2h: a model refuses a demand or a budget that is no count, naming it (a chain source\'s layer too)', () => {
    const white = cost({ W: 1 });
    expect(() => buildModel([white, cost({ U: -1 })], [land('plains', ['W'])], [Infinity, Infinity])).toThrow(/^demand U must be a non-negative integer, got -1$/);
    expect(() => buildModel([white], [land('plains', ['W'])], [Number.NaN, Infinity])).toThrow(/^life budget must be a non-negative integer, got NaN$/);
  });
});
