/**
 * CR 601.2h: the solver's quick test for plain sources (solver-plain.ts) only ever says "yes"
 * when the flows find a payment too, and canPayMana's answer is the flows' answer.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { plainlyPayable, plainlyPayableWithout } from '../src/mana/solver-plain.js';
import { withoutSources } from '../src/mana/source-lists.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
const cost = (parts: Partial<ManaAmount>): ManaAmount => ({ ...NO_MANA, ...parts });
const land = (id: string, produces: ManaType[], extra: Partial<ManaSourceOption> = {}): ManaSourceOption => ({ id, produces, amount: 1, snow: false, inPool: false, ...extra });

const plainSource = fc.record({
  produces: fc.subarray([...TYPES], { minLength: 1 }),
  amount: fc.integer({ min: 1, max: 3 }),
  snow: fc.boolean(),
  inPool: fc.boolean(),
  // CR 702.51a, 702.66a: convoke and delve mana pays some parts only; CR 106.6: a restriction to the cost itself.
  only: fc.option(fc.subarray(['W', 'U', 'B', 'R', 'G', 'C', 'S', 'generic'] as const, { minLength: 1 }), { nil: undefined }),
  onlyFor: fc.option(fc.constant(['cost']), { nil: undefined }),
});
const plainCost = fc.record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(2), R: fc.nat(2), G: fc.nat(2), C: fc.nat(1), S: fc.nat(2), generic: fc.nat(4) });

describe('CR 601.2h: the quick test for plain sources', () => {
  it('601.2h: it says a cost is payable only when the flows find a payment, and canPayMana agrees with the flows', () => {
    fc.assert(
      fc.property(fc.array(plainSource, { maxLength: 8 }), plainCost, (raw, c) => {
        // Several mana of several types is a one-type choice (CR 106.1b): the flows answer those.
        const sources = raw.map(({ only, onlyFor, ...s }, i): ManaSourceOption => ({ id: `s${i}`, ...s, amount: s.produces.length > 1 ? 1 : s.amount, ...(only ? { only } : {}), ...(onlyFor ? { onlyFor } : {}) }));
        const solved = solveManaPayment(c, sources) !== null;
        if (plainlyPayable(c, sources, {})) expect(solved).toBe(true);
        expect(canPayMana(c, sources)).toBe(solved);
      }),
      { numRuns: 400 },
    );
  });

  it('601.2h, 605.3b, 106.6: among sources that aren\'t plain (a life or mill cost, a mana cost, a shared tap, a fixed combination, mana kept from the cost), it says payable only when the flows find a payment', () => {
    const notPlain = fc.oneof(
      plainSource.map((s) => ({ ...s, lifeCost: 1 })),
      plainSource.map((s) => ({ ...s, millCost: 1 })),
      plainSource.map((s) => ({ ...s, inPool: false, cost: cost({ generic: 1 }) })),
      fc.tuple(plainSource, fc.constantFrom('x', 'y')).map(([s, key]) => ({ ...s, exclusive: key })),
      fc.constant({ produces: ['R', 'G'] as ManaType[], amount: 2, snow: false, inPool: false, only: undefined, onlyFor: undefined, mana: ['R', 'G'] as ManaType[] }),
      plainSource.map((s) => ({ ...s, onlyFor: [] as string[] })),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(plainSource, notPlain), { maxLength: 8 }), plainCost, fc.constantFrom(undefined, 3), (raw, c, lifeBudget) => {
        const sources = raw.map(({ only, onlyFor, ...s }, i): ManaSourceOption => ({ id: `s${i}`, ...s, amount: s.produces.length > 1 && !('mana' in s) ? 1 : s.amount, ...(only ? { only } : {}), ...(onlyFor ? { onlyFor } : {}) }) as ManaSourceOption);
        const options = lifeBudget === undefined ? {} : { lifeBudget };
        const solved = solveManaPayment(c, sources, options) !== null;
        if (plainlyPayable(c, sources, options)) expect(solved).toBe(true);
        expect(canPayMana(c, sources, options)).toBe(solved);
      }),
      { numRuns: 600 },
    );
  });

  it('601.2h: a new list of the same sources answers as the list it repeats; a list of other sources as long as it is judged on its own', () => {
    const forest = land('forest', ['G']);
    const mountain = land('mountain', ['R']);
    expect(plainlyPayable(cost({ G: 1 }), Object.freeze([forest, mountain]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 1 }), Object.freeze([forest, mountain]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 1 }), Object.freeze([mountain, mountain]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 1 }), Object.freeze([mountain, land('forest', ['G'], { amount: 0 })]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, land('forest-2', ['G'])]), {})).toBe(true);
  });

  it('601.2h: a new list whose plain sources are the same answers as the list it repeats whatever else it holds; a plain source more or fewer is judged anew', () => {
    const forest = land('forest', ['G']);
    const mountain = land('mountain', ['R']);
    const drum = (id: string) => land(id, ['W', 'U', 'B', 'R', 'G'], { tapsOneOf: [{ key: 'creatures', size: 1 }] });
    expect(plainlyPayable(cost({ G: 1, R: 1 }), Object.freeze([forest, drum('drum-1'), mountain]), {})).toBe(true);
    // The same plain sources beside another Drum: the same units.
    expect(plainlyPayable(cost({ G: 1, R: 1 }), Object.freeze([drum('drum-2'), forest, mountain]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, drum('drum-3'), mountain]), {})).toBe(false);
    // One plain source fewer, one more, or the same ones in another order, beside the same Drum.
    const drum4 = drum('drum-4');
    expect(plainlyPayable(cost({ G: 1, R: 1 }), Object.freeze([forest, drum4]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 2, R: 1 }), Object.freeze([forest, drum4, mountain, land('forest-2', ['G'])]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 1, R: 1 }), Object.freeze([mountain, drum4, forest]), {})).toBe(true);
    expect(plainlyPayable(cost({ R: 2 }), Object.freeze([mountain, drum4, forest]), {})).toBe(false);
    // A malformed source that isn't plain still leaves the cost to the flows.
    expect(plainlyPayable(cost({ G: 1 }), Object.freeze([forest, { ...drum('drum-5'), amount: -1 }, mountain]), {})).toBe(false);
  });

  it('601.2h: a plain source made again alike (a Lotus Petal listed afresh) makes the same unit; made again with another amount, colour, snow, parts it pays or fixed mana, it is judged anew', () => {
    const forest = land('forest', ['G']);
    const petal = (extra: Partial<ManaSourceOption> = {}) => land('petal', ['G'], extra);
    const drum = land('drum', ['W', 'U', 'B', 'R', 'G'], { tapsOneOf: [{ key: 'creatures', size: 1 }] });
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, petal(), drum]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, petal(), drum]), {})).toBe(true);
    // Each of these, made again after the list above, would pay {G}{G} as that Petal does if its units were taken over.
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, petal({ amount: 0 }), drum]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, petal({ produces: ['R'] }), drum]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 1, S: 1 }), Object.freeze([forest, petal({ snow: true }), drum]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 1, S: 1 }), Object.freeze([forest, petal(), drum]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, petal({ only: ['generic'] }), drum]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 1, generic: 1 }), Object.freeze([forest, petal({ only: ['generic'] }), drum]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 1, U: 1 }), Object.freeze([forest, petal({ produces: ['G', 'U'] }), drum]), {})).toBe(true);
    // Two types at once (a fixed combination) is left to the flows; the same types, one chosen, is plain.
    expect(plainlyPayable(cost({ G: 1, U: 1 }), Object.freeze([forest, petal({ produces: ['G', 'U'], mana: ['G', 'U'], amount: 2 }), drum]), {})).toBe(false);
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, land('petal-2', ['G']), drum]), {})).toBe(true);
    // A colour more, after the Petal as it was; one chosen of two, then the same two as a fixed pair.
    expect(plainlyPayable(cost({ G: 2 }), Object.freeze([forest, petal(), drum]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 1, U: 1 }), Object.freeze([forest, petal({ produces: ['G', 'U'] }), drum]), {})).toBe(true);
    expect(plainlyPayable(cost({ G: 1, U: 1 }), Object.freeze([forest, petal({ produces: ['G', 'U'], mana: ['U'] }), drum]), {})).toBe(false);
    // Another source alike but for its id is its own unit: left out by its id, it pays nothing.
    const again = Object.freeze([forest, petal(), drum]);
    expect(plainlyPayable(cost({ G: 2 }), again, {})).toBe(true);
    expect(plainlyPayableWithout(cost({ G: 2 }), Object.freeze([forest, land('petal-3', ['G']), drum]), new Set(['petal-3']), {})).toBe(false);
  });

  it('601.2h: what the quick test keeps of a list asked outside any query is its plain sources, not the list or the others (a chain search keys its plans by the list)', async () => {
    const forest = land('forest', ['G']);
    // Made in a function of its own, so nothing in this one holds the list or the Signet.
    const held = ((): { list: WeakRef<object>; signet: WeakRef<object> } => {
      const signet = land('signet', ['W', 'U'], { amount: 2, mana: ['W', 'U'], cost: cost({ generic: 1 }) });
      const list = Object.freeze([forest, signet]);
      expect(plainlyPayable(cost({ G: 1 }), list, {})).toBe(true);
      return { list: new WeakRef(list), signet: new WeakRef(signet) };
    })();
    // A WeakRef's target lives until the job that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    expect(held.list.deref()).toBeUndefined();
    expect(held.signet.deref()).toBeUndefined();
    expect(plainlyPayable(cost({ G: 1 }), Object.freeze([forest]), {})).toBe(true);
  });

  it('601.2h: a source that isn\'t plain is passed over, not a reason to leave the cost to the flows', () => {
    expect(plainlyPayable(cost({ G: 1 }), [land('castle', ['R'], { cost: cost({ generic: 2 }) }), land('forest', ['G'])], {})).toBe(true);
    expect(plainlyPayable(cost({ G: 2 }), [land('castle', ['G'], { cost: cost({ generic: 2 }) }), land('forest', ['G'])], {})).toBe(false);
  });

  it('609.4b: with mana spent as though it were any colour, it says a cost is payable only when the flows find a payment', () => {
    // All mana (Chromatic Orrery), or some types only, on the cost itself (Quicksilver Elemental: blue).
    const anyColor = fc.oneof(fc.constant(true as const), fc.array(fc.record({ types: fc.subarray([...TYPES], { minLength: 1 }), costOnly: fc.boolean() }), { minLength: 1, maxLength: 2 }));
    fc.assert(
      fc.property(fc.array(plainSource, { maxLength: 8 }), plainCost, anyColor, (raw, c, rules) => {
        const sources = raw.map(({ only, onlyFor, ...s }, i): ManaSourceOption => ({ id: `s${i}`, ...s, amount: s.produces.length > 1 ? 1 : s.amount, ...(only ? { only } : {}), ...(onlyFor ? { onlyFor } : {}) }));
        const options = { anyColor: rules };
        const solved = solveManaPayment(c, sources, options) !== null;
        if (plainlyPayable(c, sources, options)) expect(solved).toBe(true);
        expect(canPayMana(c, sources, options)).toBe(solved);
      }),
      { numRuns: 400 },
    );
  });

  it('609.4b: blue mana spent as though it were any colour pays {R}, but never {C}; convoke is no mana and gets no such help', () => {
    const blue = [{ types: ['U'] as ManaType[], costOnly: true }];
    expect(plainlyPayable(cost({ R: 1 }), [land('island', ['U'])], { anyColor: blue })).toBe(true);
    expect(plainlyPayable(cost({ R: 1 }), [land('forest', ['G'])], { anyColor: blue })).toBe(false);
    expect(plainlyPayable(cost({ C: 1 }), [land('island', ['U'])], { anyColor: true })).toBe(false);
    expect(plainlyPayable(cost({ W: 1 }), [land('wastes', ['C'])], { anyColor: true })).toBe(true);
    expect(plainlyPayable(cost({ R: 1 }), [land('elf', ['G'], { only: ['G', 'generic'] })], { anyColor: true })).toBe(false);
  });

  it('107.4a: a coloured symbol takes the narrowest source, leaving the wider one for the other colour', () => {
    expect(plainlyPayable(cost({ W: 1, U: 1 }), [land('wu', ['W', 'U']), land('w', ['W'])], {})).toBe(true);
  });

  it('107.4b: thousands of one-mana sources pay a generic cost as large as they are, and the narrowest pay the colours first', () => {
    const lands = Array.from({ length: 3000 }, (_, i) => land(`l${i}`, i % 3 === 0 ? ['W', 'U'] : ['W']));
    expect(plainlyPayable(cost({ U: 1000, generic: 2000 }), lands, {})).toBe(true);
    expect(plainlyPayable(cost({ U: 1000, generic: 2001 }), lands, {})).toBe(false);
    // The {W} take the 2,000 plain Plains first, so the 1,000 {W}{U} duals are left for {U}.
    expect(plainlyPayable(cost({ W: 2000, U: 1000 }), lands, {})).toBe(true);
  });

  it('107.4h: {S} needs mana from a snow source', () => {
    expect(plainlyPayable(cost({ S: 1 }), [land('a', ['G'])], {})).toBe(false);
    expect(plainlyPayable(cost({ S: 1 }), [land('a', ['G'], { snow: true })], {})).toBe(true);
  });

  it('702.51a: mana that pays some parts only pays those', () => {
    expect(plainlyPayable(cost({ R: 1 }), [land('a', ['R'], { only: ['R', 'generic'] })], {})).toBe(true);
    expect(plainlyPayable(cost({ R: 1 }), [land('a', ['R'], { only: ['generic'] })], {})).toBe(false);
    expect(plainlyPayable(cost({ generic: 1 }), [land('a', ['R'], { only: ['R'] })], {})).toBe(false);
  });

  it('106.6, 119.4, 605.3b: life-costing, exclusive (by one key or several) and chain sources, and mana kept from the cost, are passed over: alone, they leave the cost to the flows', () => {
    const c = cost({ generic: 1 });
    expect(plainlyPayable(c, [land('a', ['R'], { onlyFor: ['cost'] })], {})).toBe(true);
    expect(plainlyPayable(c, [land('a', ['R'], { lifeCost: 1 })], {})).toBe(false);
    expect(plainlyPayable(c, [land('a', ['R'], { exclusive: 'x' })], {})).toBe(false);
    expect(plainlyPayable(c, [land('a', ['R'], { exclusive: ['x', 'y'] })], {})).toBe(false);
    expect(plainlyPayable(c, [land('a', ['R'], { exclusive: [] })], {})).toBe(true);
    expect(plainlyPayable(c, [land('a', ['R'], { cost: cost({ generic: 1 }) })], {})).toBe(false);
    expect(plainlyPayable(c, [land('a', ['R'], { onlyFor: [] })], {})).toBe(false);
  });

  it('601.2h: a frozen list of sources, whose units are kept, answers every cost as a fresh copy of it does, however often it is asked', () => {
    fc.assert(
      fc.property(fc.array(plainSource, { maxLength: 8 }), fc.array(plainCost, { minLength: 1, maxLength: 4 }), (raw, costs) => {
        const sources = raw.map(({ only, onlyFor, ...s }, i): ManaSourceOption => ({ id: `s${i}`, ...s, amount: s.produces.length > 1 ? 1 : s.amount, ...(only ? { only } : {}), ...(onlyFor ? { onlyFor } : {}) }));
        const frozen = Object.freeze([...sources]);
        // Each cost twice: paying one must leave nothing used up for the next question.
        for (const c of [...costs, ...costs]) expect(plainlyPayable(c, frozen, {})).toBe(plainlyPayable(c, [...sources], {}));
      }),
      { numRuns: 300 },
    );
  });

  it('601.2h: a list made by leaving sources out of another, and one made from that, answers every cost as a fresh copy of what is left does', () => {
    // A source that isn't plain (it costs life) may be among those left out: what is left may then be plain.
    const source = fc.oneof({ weight: 5, arbitrary: plainSource }, { weight: 1, arbitrary: plainSource.map((s) => ({ ...s, lifeCost: 1 })) });
    fc.assert(
      fc.property(fc.array(source, { maxLength: 8 }), fc.array(fc.nat(7), { maxLength: 3 }), fc.array(fc.nat(7), { maxLength: 3 }), fc.array(plainCost, { minLength: 1, maxLength: 3 }), fc.boolean(), (raw, firstOut, secondOut, costs, wholeFirst) => {
        const sources = Object.freeze(raw.map(({ only, onlyFor, ...s }, i): ManaSourceOption => ({ id: `s${i}`, ...s, amount: s.produces.length > 1 ? 1 : s.amount, ...(only ? { only } : {}), ...(onlyFor ? { onlyFor } : {}) })));
        // Asked of the whole list first or not: what is left is worked out either way.
        if (wholeFirst) plainlyPayable(costs[0]!, sources, {});
        const once = withoutSources(sources, new Set(firstOut.filter((i) => i < sources.length)));
        const twice = withoutSources(once, new Set(secondOut.filter((i) => i < once.length)));
        for (const list of [once, twice]) {
          expect(Object.isFrozen(list)).toBe(true);
          for (const c of [...costs, ...costs]) expect(plainlyPayable(c, list, {})).toBe(plainlyPayable(c, [...list], {}));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('601.2h: asked of a list less some sources, without making that list, it answers as the list withoutSources makes does (whole or itself made by leaving some out)', () => {
    const source = fc.oneof({ weight: 5, arbitrary: plainSource }, { weight: 1, arbitrary: plainSource.map((s) => ({ ...s, lifeCost: 1 })) });
    fc.assert(
      fc.property(fc.array(source, { maxLength: 8 }), fc.array(fc.nat(7), { maxLength: 2 }), fc.array(fc.nat(7), { maxLength: 3 }), fc.array(plainCost, { minLength: 1, maxLength: 3 }), (raw, firstOut, out, costs) => {
        const whole = Object.freeze(raw.map(({ only, onlyFor, ...s }, i): ManaSourceOption => ({ id: `s${i}`, ...s, amount: s.produces.length > 1 ? 1 : s.amount, ...(only ? { only } : {}), ...(onlyFor ? { onlyFor } : {}) })));
        for (const list of [whole, withoutSources(whole, new Set(firstOut.filter((i) => i < whole.length)))]) {
          const places = new Set(out.filter((i) => i < list.length));
          const left = withoutSources(list, places);
          const ids = new Set([...places].map((i) => list[i]!.id));
          for (const c of costs) expect(plainlyPayableWithout(c, list, ids, {})).toBe(plainlyPayable(c, [...left], {}));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('601.2h: a malformed source or budget is left to the flows, which refuse it', () => {
    expect(plainlyPayable(cost({ generic: 1 }), [land('a', ['R'], { amount: -1 })], {})).toBe(false);
    expect(() => canPayMana(cost({ generic: 1 }), [land('a', ['R'], { amount: -1 })])).toThrow(RangeError);
    expect(plainlyPayable(cost({ generic: 1 }), [land('a', ['R'])], { lifeBudget: -1 })).toBe(false);
  });
});
