/**
 * CR 601.2h: lists of mana sources made from one list by leaving out sources alike pay alike
 * (mana/lists-alike.ts), and the solver answers them once: three hundred Shefet Dunes' "{2}{W}{W},
 * {T}, Sacrifice a Desert" each ask of the board's sources less their own. Checked against fresh
 * copies of the lists, which the solver remembers nothing of.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alikeKey } from '../src/mana/lists-alike.js';
import { canPayMana } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { withoutSources } from '../src/mana/source-lists.js';
import type { ManaType } from '../src/mana/symbols.js';
import { cost, land } from './chain-fixtures.js';

/** Shefet Dunes' two mana abilities: "{T}: Add {C}." and "{T}, Pay 1 life: Add {W} or {U}.", one {T} (CR 605). */
const dunes = (id: string): ManaSourceOption[] => [
  land(`${id}#0`, ['C'], { exclusive: id }),
  land(`${id}#1`, ['W', 'U'], { lifeCost: 1, exclusive: id }),
];
const BOARD = Object.freeze([...dunes('d1'), land('mountain', ['R']), ...dunes('d2'), ...dunes('d3')]);
const leaving = (places: readonly number[]) => withoutSources(BOARD, new Set(places));

describe('601.2h: lists left alike pay alike', () => {
  it("601.2h: the board's sources less one Dunes' own abilities and less another's are alike, and answer as fresh copies do", () => {
    const [first, second] = [leaving([0, 1]), leaving([3, 4])];
    expect(alikeKey(first)?.key).toBeDefined();
    expect(alikeKey(second)).toEqual(alikeKey(first));
    const whiteTwice = cost({ generic: 1, W: 2 });
    for (const options of [{}, { lifeBudget: 1 }]) {
      expect(canPayMana(whiteTwice, first, options)).toBe(canPayMana(whiteTwice, [...first], options));
      expect(canPayMana(whiteTwice, second, options)).toBe(canPayMana(whiteTwice, [...second], options));
    }
    expect(canPayMana(whiteTwice, second, { lifeBudget: 1 })).toBe(false);
  });

  it('605, 107.4h: not left alike: one way of a permanent\'s {T} kept, its two ways against two lands, a snow land against a land, what is left out in another order', () => {
    expect(alikeKey(leaving([1]))).toBeUndefined();
    expect(alikeKey(leaving([0, 1, 3]))).toBeUndefined();
    expect(alikeKey(leaving([0, 1, 3, 4]))).toBeDefined();
    // Two ways of one {T} are not two permanents: leaving them out leaves other sources than leaving out two lands.
    const board = Object.freeze([land('a#0', ['W'], { exclusive: 'a' }), land('a#1', ['U'], { exclusive: 'a' }), land('plains', ['W'], { exclusive: 'p' }), land('island', ['U'], { exclusive: 'i' })]);
    const [gate, lands] = [withoutSources(board, new Set([0, 1])), withoutSources(board, new Set([2, 3]))];
    expect(alikeKey(gate)?.key).not.toBe(alikeKey(lands)?.key);
    expect([canPayMana(cost({ W: 1, U: 1 }), gate), canPayMana(cost({ W: 1, U: 1 }), lands)]).toEqual([true, false]);
    // A snow land is not a land (CR 107.4h: only snow mana pays {S}).
    const snowy = Object.freeze([land('snow', ['G'], { snow: true }), land('forest', ['G'])]);
    const [lessSnow, lessForest] = [withoutSources(snowy, new Set([0])), withoutSources(snowy, new Set([1]))];
    expect(alikeKey(lessSnow)?.key).not.toBe(alikeKey(lessForest)?.key);
    expect([canPayMana(cost({ S: 1 }), lessSnow), canPayMana(cost({ S: 1 }), lessForest)]).toEqual([false, true]);
    // The Mountain and a Dunes are not a Dunes and a Mountain: the order of what is left out is read.
    expect(alikeKey(leaving([0, 1, 2]))?.key).not.toBe(alikeKey(leaving([2, 3, 4]))?.key);
  });

  it('602.2b, 106.6: a source holding a tap set, or whose activation another\'s mana is kept for, is never left out alike', () => {
    const drum = land('drum', ['G'], { tapsOneOf: [{ key: 'creatures', size: 2 }] });
    const signet = land('signet', ['W', 'U'], { amount: 2, mana: ['W', 'U'], cost: cost({ generic: 1 }) });
    const otherSignet = land('other', ['W', 'U'], { amount: 2, mana: ['W', 'U'], cost: cost({ generic: 1 }) });
    const kept = land('kept', ['C'], { onlyFor: ['signet'] });
    const board = Object.freeze([drum, signet, otherSignet, kept]);
    expect(alikeKey(withoutSources(board, new Set([0])))).toBeUndefined();
    expect(alikeKey(withoutSources(board, new Set([1])))).toBeUndefined();
    expect(alikeKey(withoutSources(board, new Set([2])))).toBeDefined();
    // Mana kept for the cost itself can't pay a Signet's {1}: a land so restricted is not a land unrestricted.
    const lands = Object.freeze([signet, land('kept', ['W'], { onlyFor: ['cost'] }), land('free', ['W'])]);
    const [lessKept, lessFree] = [withoutSources(lands, new Set([1])), withoutSources(lands, new Set([2]))];
    expect(alikeKey(lessKept)?.key).not.toBe(alikeKey(lessFree)?.key);
    expect([canPayMana(cost({ W: 1, U: 1 }), lessKept), canPayMana(cost({ W: 1, U: 1 }), lessFree)]).toEqual([true, false]);
    // A list not made from a frozen list by leaving some out has no key.
    expect(alikeKey(board)).toBeUndefined();
    expect(alikeKey(withoutSources([drum, signet], new Set([0])))).toBeUndefined();
  });

  it('601.2h: lists made from one list with the same key pay what fresh copies of them pay, and the solver answers them so', () => {
    // Small domains, so that lists left alike and lists left almost alike (one field, one key apart) both come up.
    const way = fc.record({
      produces: fc.constantFrom<readonly ManaType[]>(['W'], ['U'], ['W', 'U']),
      amount: fc.constantFrom(1, 1, 2),
      lifeCost: fc.constantFrom(0, 1),
      chain: fc.constantFrom(false, false, true),
      onlyFor: fc.constantFrom<'none' | 'cost' | 'chain'>('none', 'none', 'none', 'cost', 'chain'),
      taps: fc.constantFrom(false, false, false, false, true),
      snow: fc.constantFrom(false, false, true),
    });
    // A kind of permanent (one or two ways of activating its {T}, sometimes sharing a key with
    // every other permanent of its kind) and kinds one field apart from it, or one of its ways alone.
    type Way = { produces: readonly ManaType[]; amount: number; lifeCost: number; chain: boolean; onlyFor: 'none' | 'cost' | 'chain'; taps: boolean; snow: boolean };
    type Kind = { ways: readonly Way[]; shared: boolean };
    const base = fc.record({ ways: fc.array(way, { minLength: 1, maxLength: 2 }), shared: fc.constantFrom(false, false, true) });
    const FIELDS = ['produces', 'amount', 'lifeCost', 'chain', 'onlyFor', 'taps', 'snow', 'shared', 'first', 'second'] as const;
    const variant = fc.record({ field: fc.constantFrom(...FIELDS), way: fc.nat(1), value: fc.nat(2) });
    const apart = (kind: Kind, { field, way: w, value }: { field: (typeof FIELDS)[number]; way: number; value: number }): Kind => {
      if (field === 'shared') return { ...kind, shared: value % 2 === 1 };
      if (field === 'first' || field === 'second') return { ...kind, ways: [kind.ways[field === 'first' ? 0 : kind.ways.length - 1]!] };
      const ways = [...kind.ways];
      const at = w % ways.length;
      const changed: Partial<Way> = {
        produces: { produces: [['W'], ['U'], ['W', 'U']][value] as ManaType[] },
        amount: { amount: 1 + (value % 2) },
        lifeCost: { lifeCost: value % 2 },
        chain: { chain: value % 2 === 1 },
        onlyFor: { onlyFor: (['none', 'cost', 'chain'] as const)[value] },
        taps: { taps: value % 2 === 1 },
        snow: { snow: value % 2 === 1 },
      }[field];
      ways[at] = { ...ways[at]!, ...changed };
      return { ...kind, ways };
    };
    const template = base.chain((kind) => fc.array(variant, { maxLength: 3 }).map((variants) => [kind, ...variants.map((v) => apart(kind, v))]));
    // What a list leaves out: every way of one or two permanents, or one source.
    const leftOut = fc.oneof(fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 2 }).map((objects) => ({ objects, place: null })), fc.nat(9).map((place) => ({ objects: [], place })));
    const board = fc.record({
      templates: template,
      objects: fc.array(fc.nat(3), { minLength: 2, maxLength: 5 }),
      left: fc.tuple(leftOut, leftOut),
      costs: fc.array(fc.record({ W: fc.nat(2), U: fc.nat(2), G: fc.nat(1), S: fc.nat(2), generic: fc.nat(2) }), { minLength: 3, maxLength: 6 }),
      life: fc.constantFrom(null, 0, 0, 1),
    });
    let compared = 0;
    let distinct = 0;
    fc.assert(
      fc.property(board, ({ templates, objects, left, costs, life }) => {
        const list: ManaSourceOption[] = [];
        const placesOf: number[][] = [];
        objects.forEach((t, o) => {
          const { ways, shared } = templates[t % templates.length]!;
          placesOf.push([]);
          ways.forEach((w, k) => {
            placesOf[o]!.push(list.length);
            const keys = [`o${o}`, ...(shared ? ['shared'] : [])];
            const onlyFor = w.onlyFor === 'none' ? undefined : w.onlyFor === 'cost' ? ['cost'] : ['cost', 'o0#0'];
            list.push(land(`o${o}#${k}`, w.produces, {
              amount: w.amount, lifeCost: w.lifeCost, snow: w.snow, exclusive: keys, oneType: false,
              ...(w.chain ? { cost: cost({ generic: 1 }) } : {}),
              ...(onlyFor ? { onlyFor } : {}),
              ...(w.taps ? { tapsOneOf: [{ key: 'creatures', size: 2 }] } : {}),
            }));
          });
        });
        const whole = Object.freeze(list);
        const made = left.map(({ objects: objs, place }) => {
          const places = new Set(objs.flatMap((o) => placesOf[o % objects.length]!));
          if (place !== null) places.add(place % whole.length);
          return withoutSources(whole, places);
        });
        const [a, b] = made.map(alikeKey);
        if (a === undefined || b === undefined || a.key !== b.key) return;
        compared += 1;
        if (made[0]!.map((x) => x.id).join() !== made[1]!.map((x) => x.id).join()) distinct += 1;
        const options = life === null ? {} : { lifeBudget: life };
        for (const c of costs) {
          const fresh = canPayMana(cost(c), [...made[0]!], options);
          expect(canPayMana(cost(c), [...made[1]!], options)).toBe(fresh);
          // Asked of the lists themselves, the second is answered from the first.
          expect(canPayMana(cost(c), made[0]!, options)).toBe(fresh);
          expect(canPayMana(cost(c), made[1]!, options)).toBe(fresh);
        }
      }),
      { numRuns: 8000 },
    );
    // Lists left alike came up, and most of them left out different sources.
    expect([compared > 300, distinct > 150]).toEqual([true, true]);
  });
});
