/**
 * CR 601.2g, 602.2b: permanents alike whose mana abilities exclude each other (two {T}
 * abilities of one permanent) are one choice for the solver: how many of them take each way.
 * There are C(c + m − 1, m − 1) such options for c permanents of m ways, each naming every
 * permanent's abilities, so they are made as the search reads them (solver-exclusion.ts
 * `alikeOptions`): a payment that stops at the first reads one, not all of them.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { alikeOptions, writeOption } from '../src/mana/solver-exclusion.js';
import { firstOption, type GroupChoice, type Option } from '../src/mana/solver-group.js';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { buildModel, enumeratedSources } from '../src/mana/solver-model.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';

/** The oracle: every option listed at once, n₀ components taking option 0, then n₁ option 1, … (most to the earliest first). */
function listedAlike(components: readonly (readonly number[])[], options: readonly Option[], resources: number): Option[] {
  const out: Option[] = [];
  const share = (j: number, left: number, counts: readonly number[]): void => {
    if (j === options.length - 1) {
      const all = [...counts, left];
      const set: [number, GroupChoice][] = [];
      const spend = new Array<number>(resources).fill(0);
      let next = 0;
      all.forEach((n, k) => {
        for (let t = 0; t < n; t += 1) {
          const component = components[next++]!;
          options[k]!.set.forEach(([, choice], p) => set.push([component[p]!, choice]));
          options[k]!.spend.forEach((x, r) => (spend[r]! += x));
        }
      });
      out.push({ set, spend });
      return;
    }
    for (let n = left; n >= 0; n -= 1) share(j + 1, left - n, [...counts, n]);
  };
  if (options.length > 0) share(0, components.length, []);
  return out;
}

const plain = (option: Option) => ({ set: option.set.map(([gi, c]) => [gi, c.active, c.split]), spend: [...option.spend] });

/** m options over components of `width` groups each, numbered consecutively. */
const alikeCase = fc.record({ c: fc.nat(6), m: fc.integer({ min: 0, max: 4 }), width: fc.integer({ min: 1, max: 3 }), resources: fc.nat(2) }).chain(({ c, m, width, resources }) =>
  fc.record({
    c: fc.constant(c),
    width: fc.constant(width),
    resources: fc.constant(resources),
    options: fc.array(
      fc.record({ active: fc.array(fc.nat(2), { minLength: width, maxLength: width }), spend: fc.array(fc.nat(3), { minLength: resources, maxLength: resources }) }),
      { minLength: m, maxLength: m },
    ),
  }),
);

const cost = (parts: Partial<ManaAmount>): ManaAmount => ({ ...NO_MANA, ...parts });
/** A permanent with "{T}: Add {C}" and "{T}: Add {R} or {W}": its two abilities share its {T} (CR 602.2b). */
const painland = (i: number): ManaSourceOption[] => [
  { id: `p${i}:C`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `p${i}/T` },
  { id: `p${i}:RW`, produces: ['R', 'W'], amount: 1, snow: false, inPool: false, exclusive: `p${i}/T` },
];
const permanentOf = (id: string) => id.split(':')[0];

/** Permanents alike: each template's abilities share its {T}, copied one to four times. */
const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
const ability = fc.record({
  produces: fc.subarray([...TYPES], { minLength: 1 }),
  amount: fc.integer({ min: 1, max: 3 }),
  oneType: fc.boolean(),
  lifeCost: fc.constantFrom(0, 0, 1),
});
const permanents = fc.array(fc.record({ abilities: fc.array(ability, { minLength: 1, maxLength: 3 }), copies: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 });
const anyCost = fc.record({ W: fc.nat(2), U: fc.nat(2), B: fc.nat(2), R: fc.nat(2), G: fc.nat(2), C: fc.nat(1), S: fc.constant(0), generic: fc.nat(4) });


describe('CR 601.2g: permanents alike whose abilities exclude each other', () => {
  it('601.2g: components alike offer every way to share them among their options, in the order a list of them all would', () => {
    fc.assert(
      fc.property(alikeCase, ({ c, width, resources, options: raw }) => {
        const components = Array.from({ length: c }, (_, k) => Array.from({ length: width }, (_, p) => k * width + p));
        const options: Option[] = raw.map((o) => ({ set: o.active.map((active, p) => [p, { active, split: null }] as const), spend: o.spend }));
        const dim = alikeOptions(components, options, resources);
        const expected = listedAlike(components, options, resources);
        expect([...dim.options].map(plain)).toEqual(expected.map(plain));
        expect(dim.size).toBe(expected.length);
        // Read twice, the options are the same.
        expect([...dim.options].map(plain)).toEqual(expected.map(plain));
        if (expected.length > 0) expect(plain(firstOption(dim)!)).toEqual(plain(expected[0]!));
      }),
      { numRuns: 300 },
    );
  });

  it("601.2g: an option's choices for every component are made only when the search reads them", () => {
    let reads = 0;
    const option = (active: number): Option => ({
      get set() {
        reads += 1;
        return [[0, { active, split: null }] as const];
      },
      spend: [active],
    });
    const components = Array.from({ length: 100 }, (_, k) => [k]);
    const dim = alikeOptions(components, [option(1), option(0)], 1);
    expect(dim.size).toBe(101);
    const spends = [...dim.options].map((o) => o.spend[0]);
    expect(spends).toEqual(Array.from({ length: 101 }, (_, k) => 100 - k));
    expect(reads).toBe(0);
    const first = firstOption(dim)!;
    expect(first.set).toHaveLength(100);
    expect(first.set).toBe(first.set);
    expect(reads).toBe(100);
  });

  it('601.2g: the choices a search holds, set from the option before by the components that changed, are each option\'s own, options passed over or not (property)', () => {
    fc.assert(
      fc.property(alikeCase, fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }), ({ c, width, resources, options: raw }, pass) => {
        const components = Array.from({ length: c }, (_, k) => Array.from({ length: width }, (_, p) => k * width + p));
        const options: Option[] = raw.map((o) => ({ set: o.active.map((active, p) => [p, { active, split: null }] as const), spend: o.spend }));
        const choices: GroupChoice[] = Array.from({ length: c * width }, () => ({ active: -1, split: null }));
        let held: Option | undefined;
        let k = 0;
        for (const option of alikeOptions(components, options, resources).options) {
          // As the walk does: an option over the budget is passed over, and the choices keep the one before.
          if (pass[k++ % pass.length]) continue;
          writeOption(choices, option, held);
          held = option;
          const own: GroupChoice[] = [...choices];
          for (const [gi, choice] of option.set) own[gi] = choice;
          expect(choices).toEqual(own);
        }
        // Another dimension's option (listed) is written whole, whatever was held.
        const listed: Option = { set: components.flat().map((gi) => [gi, { active: 7, split: null }] as const), spend: [] };
        writeOption(choices, listed, held);
        expect(choices.every((choice) => choice.active === 7)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('601.2g, 602.2b: beside a hundred permanents alike with two {T} abilities, each pays with one of them at most', () => {
    const sources = Array.from({ length: 100 }, (_, i) => painland(i)).flat();
    expect(canPayMana(cost({ W: 60, C: 40 }), sources)).toBe(true);
    expect(canPayMana(cost({ W: 60, C: 41 }), sources)).toBe(false);
    const paid = solveManaPayment(cost({ R: 3, W: 2, C: 5 }), sources)!;
    expect(paid.uses).toHaveLength(10);
    const permanents = paid.activate.map(permanentOf);
    expect(new Set(permanents).size).toBe(permanents.length);
    expect(paid.uses.filter((u) => u.type === 'C')).toHaveLength(5);
  });

  it('601.2g: the sources whose choices are enumerated are those of every option, read from the first of each choice', () => {
    fc.assert(
      fc.property(permanents, anyCost, fc.constantFrom(Infinity, 1), (templates, c, life) => {
        const sources = templates.flatMap((t, ti) =>
          Array.from({ length: t.copies }, (_, k) => t.abilities.map((a, ai): ManaSourceOption => ({ id: `t${ti}.${k}:${ai}`, ...a, snow: false, inPool: false, exclusive: `t${ti}.${k}/T` }))).flat(),
        );
        const model = buildModel([c], sources, [life, Infinity]);
        const all = new Set(model.dims.flatMap((d) => [...d.options].flatMap((o) => o.set.flatMap(([gi]) => model.groups[gi]!.members))));
        expect(enumeratedSources(model)).toEqual(all);
        for (const d of model.dims) {
          const named = [...d.options].map((o) => o.set.map(([gi]) => gi).sort((a, b) => a - b).join());
          expect(new Set(named).size).toBe(1);
          expect(named).toHaveLength(d.size);
        }
      }),
      { numRuns: 300 },
    );
  });

});
