/**
 * CR 601.2g, 605.3b: chain sources alike, read together (src/mana/chain-plan.ts). Before it
 * orders a choice of chain sources, the search asks whether the choice could pay in any order,
 * its members paying each other's costs as they like (mixedPlan): units alike are one layer,
 * their costs together. In an order, units alike one after another whose cost is generic and
 * who make at least that of each type they make are two layers (orderedPlan). The same
 * questions, answered the same, in flows whose layers don't grow with the units. And a payment
 * beside many copies pays each in order, found with its runs read together and then told unit
 * by unit (src/mana/chain-runs-split.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layeredOnce } from '../src/mana/chain-layers.js';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { mixedPlan, orderedPlan, orderedPlanOf, planOf } from '../src/mana/chain-plan.js';
import { splitRuns } from '../src/mana/chain-runs-split.js';
import { canPayLayers, solveLayers } from '../src/mana/solver-core.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import type { ManaAmount, ManaType } from '../src/mana/symbols.js';
import { cost, land } from './chain-fixtures.js';
import { expectPaysInOrder } from './payment-checks.js';

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'C'];
const type = fc.constantFrom(...TYPES);

/** A kind of chain unit, and `n` of it: Signets ("{c}, {T}: Add {a}{b}.") or one way of filter lands alike, each holding its land's {T}, whose {C} is among the base sources. */
const run = (r: number) =>
  fc.tuple(fc.boolean(), type, type, fc.constantFrom(cost({ generic: 1 }), cost({ W: 1 }), cost({ U: 1 }), cost({ generic: 2 })), fc.integer({ min: 1, max: 4 })).map(([filter, a, b, paid, n]) => {
    const units = Array.from({ length: n }, (_, i): ManaSourceOption => {
      const id = filter ? `grove${r}-${i}#1` : `signet${r}-${i}`;
      return land(id, a === b ? [a] : [a, b], { amount: 2, mana: [a, b], oneType: false, cost: paid, ...(filter ? { exclusive: `grove${r}-${i}/T` } : {}) });
    });
    const taps = filter ? units.map((_, i) => land(`grove${r}-${i}#0`, ['C'], { exclusive: `grove${r}-${i}/T` })) : [];
    return { units, taps };
  });

const plain = (i: number) =>
  fc.oneof(
    type.map((t) => land(`land${i}`, [t])),
    // CR 106.6: mana that may pay only the cost itself.
    type.map((t) => land(`temple${i}`, [t], { amount: 2, onlyFor: ['cost'] })),
  );

const board = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, r) => run(r)))),
    fc.integer({ min: 0, max: 4 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, i) => plain(i)))),
    fc.boolean(),
    fc.integer({ min: 0, max: 2 }),
  )
  .map(([runs, lands, naming, prefixed]) => {
    const ordered = runs.slice(0, Math.min(prefixed, runs.length - 1)).map((r) => r.units[0] as ManaSourceOption);
    const rest = runs.slice(ordered.length).map((r) => r.units);
    // CR 106.6: a source whose mana may pay only the costs of the first run's units, which it names all alike.
    const named = naming ? [land('vault', ['B'], { amount: 2, onlyFor: (rest[0] as ManaSourceOption[]).map((u) => u.id) })] : [];
    return { prefix: ordered, rest, base: [...lands, ...runs.flatMap((r) => r.taps), ...named] };
  });

const demand = fc
  .record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(1), C: fc.nat(1), generic: fc.nat(3) })
  .map((c) => cost(c));

const answer = (c: ManaAmount, base: readonly ManaSourceOption[], prefix: readonly ManaSourceOption[], runs: readonly (readonly ManaSourceOption[])[]): boolean => {
  const plan = mixedPlan(c, base, prefix, runs, layeredOnce());
  return canPayLayers(plan.costs, plan.sources);
};

describe('CR 601.2g, 605.3b: a choice of chain sources in no order yet, its units alike as one layer', () => {
  it('601.2g: units alike asked about as one layer answer as each asked about alone', () => {
    fc.assert(
      fc.property(demand, board, (c, { prefix, rest, base }) => {
        expect(answer(c, base, prefix, rest)).toBe(answer(c, base, prefix, rest.flat().map((u) => [u])));
      }),
      { numRuns: 1500 },
    );
  });

  it('601.2g: the layers are the prefix\'s, one for each run of units alike, and the cost', () => {
    fc.assert(
      fc.property(demand, board, (c, { prefix, rest, base }) => {
        const plan = mixedPlan(c, base, prefix, rest, layeredOnce());
        expect(plan.costs).toHaveLength(prefix.length + rest.length + 1);
        // Each unit is still its own source, at the first of the rest's layers.
        for (const u of rest.flat()) expect(plan.sources.filter((s) => s.id === u.id).map((s) => s.layer)).toEqual([prefix.length]);
      }),
      { numRuns: 50 },
    );
  });

  it("601.2g: two Signets alike may pay each other's {1} with their {B}: beside two Islands, {U}{U}{U}{U} and no more", () => {
    const signets = ['a', 'b'].map((id) => land(`signet-${id}`, ['U', 'B'], { amount: 2, mana: ['U', 'B'], oneType: false, cost: cost({ generic: 1 }) }));
    const base = [land('island1', ['U']), land('island2', ['U'])];
    expect(answer(cost({ U: 4 }), base, [], [signets])).toBe(true);
    expect(answer(cost({ U: 4, B: 1 }), base, [], [signets])).toBe(false);
  });

  it('605.3b: a lone Signet never pays its own cost', () => {
    const signet = land('signet', ['U', 'B'], { amount: 2, mana: ['U', 'B'], oneType: false, cost: cost({ generic: 1 }) });
    expect(answer(cost({ U: 1 }), [], [], [[signet]])).toBe(false);
    expect(answer(cost({ U: 1 }), [land('island', ['U'])], [], [[signet]])).toBe(true);
  });

  it("605.3b: a filter land's {C} is gone once its way is among the units (the two share its {T})", () => {
    const groves = [0, 1].map((i) => land(`grove${i}#1`, ['W'], { amount: 2, mana: ['W', 'W'], oneType: false, cost: cost({ U: 1 }), exclusive: `grove${i}/T` }));
    const taps = [0, 1].map((i) => land(`grove${i}#0`, ['C'], { exclusive: `grove${i}/T` }));
    // Each grove's {U} is paid by an Island; their {W}{W}{W}{W} pay the cost, and nothing is left for a {C}.
    const base = [land('island1', ['U']), land('island2', ['U']), ...taps];
    expect(answer(cost({ W: 4 }), base, [], [groves])).toBe(true);
    expect(answer(cost({ W: 4, C: 1 }), base, [], [groves])).toBe(false);
  });
});

/** Runs of chain sources alike, one after another: Signets of a generic or coloured cost, making two of a type or two types, two of one type chosen of two (CR 106.1b: Astrolabe), or one mana of a type. */
const inOrder = fc
  .array(
    fc.tuple(
      type,
      type,
      fc.constantFrom(cost({ generic: 1 }), cost({ generic: 2 }), cost({ W: 1 }), cost({ generic: 1, U: 1 })),
      fc.constantFrom('fixed', 'one', 'any', 'chosen'),
      fc.integer({ min: 1, max: 4 }),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((kinds) =>
    kinds.map(([a, b, paid, made, n], r) =>
      Array.from({ length: n }, (_, i): ManaSourceOption => {
        const id = `signet${r}-${i}`;
        if (made === 'one') return land(id, [a], { cost: paid });
        if (made === 'any') return land(id, a === b ? [a] : [a, b], { amount: 2, oneType: false, cost: paid });
        if (made === 'chosen') return land(id, a === b ? [a] : [a, b], { amount: 2, cost: paid });
        return land(id, a === b ? [a] : [a, b], { amount: 2, mana: [a, b], oneType: false, cost: paid });
      }),
    ),
  );

const lands = fc.integer({ min: 0, max: 5 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, i) => plain(i))));

const inOrderPays = (c: ManaAmount, base: readonly ManaSourceOption[], runs: readonly (readonly ManaSourceOption[])[]): boolean => {
  const plan = orderedPlan(c, base, runs, layeredOnce());
  return canPayLayers(plan.costs, plan.sources);
};

describe('CR 601.2g, 605.3b: chain sources in order, units alike one after another read together', () => {
  it('601.2g: runs read together answer as each unit in its place', () => {
    fc.assert(
      fc.property(demand, lands, inOrder, (c, base, runs) => {
        expect(inOrderPays(c, base, runs)).toBe(inOrderPays(c, base, runs.flat().map((u) => [u])));
      }),
      { numRuns: 3000 },
    );
  });

  it('605.3b: three Signets in a row are two layers: the first\'s {1}, then the others\' {2}', () => {
    const signets = [0, 1, 2].map((i) => land(`signet${i}`, ['U', 'B'], { amount: 2, mana: ['U', 'B'], oneType: false, cost: cost({ generic: 1 }) }));
    const plan = orderedPlan(cost({ U: 1 }), [land('island', ['U'])], [signets], layeredOnce());
    expect(plan.costs).toEqual([cost({ generic: 1 }), cost({ generic: 2 }), cost({ U: 1 })]);
    expect(plan.chain).toEqual(['signet0', 'signet1', 'signet2']);
    // One Island pays the first; its {U}{B} and the next's pay the others'; {U}{B}{U}{B} are left.
    expect(canPayLayers(plan.costs, plan.sources)).toBe(true);
    expect(inOrderPays(cost({ U: 2, B: 2 }), [land('island', ['U'])], [signets])).toBe(true);
    expect(inOrderPays(cost({ U: 2, B: 2, generic: 1 }), [land('island', ['U'])], [signets])).toBe(false);
  });

  it('605.3b, 106.1b: three Astrolabes in a row ("{1}, {T}: Add two mana of any one color") are two layers, and pay as unit by unit', () => {
    const astrolabes = [0, 1, 2].map((i) => land(`astrolabe${i}`, ['W', 'U', 'B'], { amount: 2, cost: cost({ generic: 1 }) }));
    const base = [land('island', ['U'])];
    expect(orderedPlan(cost({ U: 1 }), base, [astrolabes], layeredOnce()).costs).toEqual([cost({ generic: 1 }), cost({ generic: 2 }), cost({ U: 1 })]);
    // The Island pays the first; two of the six mana they make pay the others'; four are left, each unit's of one type.
    for (const [asked, pays] of [[cost({ W: 2, U: 2 }), true], [cost({ W: 2, generic: 2 }), true], [cost({ W: 1, U: 1, B: 1, generic: 1 }), true], [cost({ W: 2, U: 2, generic: 1 }), false]] as const) {
      expect(inOrderPays(asked, base, [astrolabes])).toBe(pays);
      expect(inOrderPays(asked, base, astrolabes.map((u) => [u]))).toBe(pays);
    }
  });

  it('605.3b, 106.1b: three "{2}, {T}: Add two mana of any one color." in a row are not read together: the last one\'s two mana are one type', () => {
    const lenses = [0, 1, 2].map((i) => land(`lens${i}`, ['W', 'U', 'B'], { amount: 2, cost: cost({ generic: 2 }) }));
    const base = [land('wastes1', ['C']), land('wastes2', ['C'])];
    // Read together, the others' {4} would take {W}{W} of one and a {U} and a {B} of the others, which leaves {U}{B}: no order makes it so.
    expect(orderedPlan(cost({ U: 1, B: 1 }), base, [lenses], layeredOnce()).costs).toHaveLength(4);
    expect(inOrderPays(cost({ U: 1, B: 1 }), base, [lenses])).toBe(false);
    expect(inOrderPays(cost({ U: 2 }), base, [lenses])).toBe(true);
    expect(canPayMana(cost({ U: 1, B: 1 }), [...base, ...lenses])).toBe(false);
  });

  it('605.3b: two "{2}, {T}: Add {U}{B}." in a row are not read together: the second can\'t be paid from the first\'s one {U}', () => {
    const lenses = [0, 1].map((i) => land(`lens${i}`, ['U', 'B'], { amount: 2, mana: ['U', 'B'], oneType: false, cost: cost({ generic: 2 }) }));
    const base = [land('island1', ['U']), land('island2', ['U'])];
    expect(orderedPlan(cost({ U: 1 }), base, [lenses], layeredOnce()).costs).toHaveLength(3);
    // The Islands pay the first; its {U}{B} pay the second; {U}{B} are left, so {U}{U} can't be paid.
    expect(inOrderPays(cost({ U: 1, B: 1 }), base, [lenses])).toBe(true);
    expect(inOrderPays(cost({ U: 2 }), base, [lenses])).toBe(false);
  });
});

/** Copies of one or two Signets beside a few lands, so that paying takes most of them, one after another. */
const manySignets = fc
  .tuple(
    fc.array(fc.tuple(type, type, fc.constantFrom(cost({ generic: 1 }), cost({ generic: 2 })), fc.constantFrom('fixed', 'any'), fc.integer({ min: 2, max: 6 })), { minLength: 1, maxLength: 2 }),
    fc.array(type, { minLength: 1, maxLength: 3 }),
  )
  .map(([kinds, lands]) => [
    ...lands.map((t, i) => land(`land${i}`, [t])),
    ...kinds.flatMap(([a, b, paid, made, n], k) =>
      Array.from({ length: n }, (_, i) =>
        land(`signet${k}-${i}`, a === b ? [a] : [a, b], { amount: 2 * paid.generic, oneType: false, cost: paid, ...(made === 'fixed' ? { mana: [a, b, ...(paid.generic === 2 ? [a, b] : [])] } : {}) }),
      ),
    ),
  ]);
/**
 * Copies of one or two chain sources of a coloured cost whose mana is all one type and at least
 * that cost (Satyr Hedonist's {R} for {R}{R}{R}, or of another type: {1}{U} for three {B}),
 * beside a few lands, one of them of the first kind's cost colour.
 */
const manySatyrs = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom<ManaType>('W', 'U'), fc.nat(1), fc.boolean(), type, fc.nat(2), fc.boolean(), fc.integer({ min: 2, max: 6 })), { minLength: 1, maxLength: 2 }),
    fc.array(type, { maxLength: 2 }),
  )
  .map(([kinds, lands]) => [
    ...[kinds[0]![0], ...lands].map((t, i) => land(`land${i}`, [t])),
    ...kinds.flatMap(([colour, generic, same, other, more, fixed, n], k) => {
      const t = same ? colour : other;
      const amount = 1 + generic + more;
      return Array.from({ length: n }, (_, i) => land(`satyr${k}-${i}`, [t], { amount, oneType: false, cost: cost({ [colour]: 1, generic }), ...(fixed ? { mana: Array.from({ length: amount }, () => t) } : {}) }));
    }),
  ]);
/** Copies of one or two Astrolabes ("{1}, {T}: Add two mana of any one color", of two or three types: CR 106.1b), beside a few lands. */
const manyAstrolabes = fc
  .tuple(fc.array(fc.tuple(fc.subarray([...TYPES], { minLength: 2, maxLength: 3 }), fc.integer({ min: 2, max: 6 })), { minLength: 1, maxLength: 2 }), fc.array(type, { minLength: 1, maxLength: 3 }))
  .map(([kinds, lands]) => [
    ...lands.map((t, i) => land(`land${i}`, [t])),
    ...kinds.flatMap(([types, n], k) => Array.from({ length: n }, (_, i) => land(`astrolabe${k}-${i}`, types, { amount: 2, cost: cost({ generic: 1 }) }))),
  ]);
const bigDemand = fc.record({ W: fc.nat(3), U: fc.nat(3), B: fc.nat(2), C: fc.nat(1), generic: fc.nat(6) }).map((c) => cost(c));

describe('CR 601.2g, 605.3b: a payment beside copies of Signets, most of them activated one after another', () => {
  it('601.2g: each unit is activated after the mana paying its cost, its cost paid in full, and each source spends only mana it makes', () => {
    fc.assert(
      fc.property(bigDemand, fc.oneof(manySignets, manySatyrs, manyAstrolabes), (c, sources) => {
        const found = solveManaPayment(c, sources);
        expect(found !== null).toBe(canPayMana(c, sources));
        if (!found) return;
        expectPaysInOrder(found, sources, c);
      }),
      { numRuns: 1500 },
    );
  });
});

/**
 * Every chain source of `sources` in the order listed (each kind's copies one after another are a
 * run), paid with runs read together: a payment exists exactly when unit by unit it does, and one
 * told unit by unit is carried out in order, as the search gives it (the other sources activated,
 * then the chain in its order). `told`: whether it was told so.
 */
function toldInOrder(c: ManaAmount, sources: readonly ManaSourceOption[]) {
  const chain = sources.filter((s) => s.cost).map((s) => s.id);
  const { plan, runs } = orderedPlanOf(c, sources, chain);
  const together = solveLayers(plan.costs, plan.sources, {}, plan.purposes);
  const alone = planOf(c, sources, chain);
  expect(together !== null).toBe(solveLayers(alone.costs, alone.sources, {}, alone.purposes) !== null);
  const split = together && splitRuns(together, runs);
  if (split) expectPaysInOrder({ uses: split.uses, activate: [...split.activate.filter((id) => !chain.includes(id)), ...chain] }, sources, c);
  return { chain, plan, runs, told: split !== null };
}

describe('CR 601.2g, 605.3b: a payment with runs of Signets read together, told unit by unit', () => {
  it('601.2g, 605.3b: a payment exists exactly when unit by unit it does, and told unit by unit it can be carried out in order', () => {
    let told = 0;
    fc.assert(
      fc.property(bigDemand, manySignets, (c, sources) => {
        if (toldInOrder(c, sources).told) told += 1;
      }),
      { numRuns: 1500 },
    );
    // Most payments found together are told unit by unit (the rest are found unit by unit).
    expect(told).toBeGreaterThan(100);
  });

  // Most of the mana the runs make asked for, so that every unit's is spent (a unit whose mana isn't would not be activated).
  it.each([
    ['601.2g, 605.3b: runs of a coloured cost whose mana is one type (Satyr Hedonists)', fc.record({ generic: fc.integer({ min: 4, max: 24 }), W: fc.nat(2), U: fc.nat(1) }), manySatyrs, 30],
    ['601.2g, 605.3b, 106.1b: runs of Astrolabes, each unit\'s mana one type it chooses,', fc.record({ generic: fc.integer({ min: 2, max: 10 }), W: fc.nat(3), U: fc.nat(3), B: fc.nat(2) }), manyAstrolabes, 100],
  ] as const)('%s are told unit by unit as they were found together, and carried out in order', (_rule, parts, sources, least) => {
    let told = 0;
    fc.assert(
      fc.property(parts.map((c) => cost(c)), sources, (c, board) => {
        const { chain, plan, runs, told: toldSo } = toldInOrder(c, board);
        // Each kind's copies one after another are one run, read as two layers, not one for each.
        expect(runs.length).toBeLessThanOrEqual(new Set(chain.map((id) => id.split('-')[0])).size);
        expect(plan.costs).toHaveLength(runs.reduce((n, run) => n + Math.min(run.length, 2), 1));
        if (toldSo) told += 1;
      }),
      { numRuns: 1500 },
    );
    expect(told).toBeGreaterThan(least);
  });

  // The land pays the first unit's {1}; 299 of the 600 mana the units make pay the others'; 301 are left.
  it.each([
    ['605.3b: {300}{U} from an Island and 300 Azorius Signets', land('island', ['U']), (i: number) => land(`signet${i}`, ['W', 'U'], { amount: 2, mana: ['W', 'U'], oneType: false, cost: cost({ generic: 1 }) }), 'U'],
    ['605.3b, 106.1b: {300}{R} from a Mountain and 300 Astrolabes', land('mountain', ['R']), (i: number) => land(`astrolabe${i}`, ['W', 'U', 'B', 'R', 'G'], { amount: 2, cost: cost({ generic: 1 }) }), 'R'],
  ] as const)('%s in a row: each activated once, in order, its {1} paid by the mana before it; not {301}', (_rule, first, unit, colour) => {
    const sources = [first, ...Array.from({ length: 300 }, (_, i) => unit(i))];
    const asked = cost({ generic: 300, [colour]: 1 });
    const found = solveManaPayment(asked, sources);
    expect(found).not.toBeNull();
    expectPaysInOrder(found!, sources, asked);
    expect(found!.activate).toHaveLength(301);
    expect(solveManaPayment(cost({ generic: 301, [colour]: 1 }), sources)).toBeNull();
  });
});
