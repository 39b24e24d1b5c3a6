/**
 * CR 601.2h, 602.2b: when the payability solver's one choice left is how many of one kind of
 * source activate, each activation spending the same of a resource (Loam Dryad: "{T}, Tap an
 * untapped creature you control: Add one mana of any color", two creatures for one mana), the
 * most mana is concave in that count, and the solver climbs to the count that makes the most in
 * a few flows rather than one flow for each count (src/mana/solver-core.ts, `mostByCount`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneQuery, searchesCut } from '../src/mana/chain-budget.js';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';

const UNBOUNDED = { work: Infinity, choices: Infinity };

/** `creatures` tapping themselves for one mana each and `dryads` tapping two of the same creatures for `amount`, all of one set. */
function board(creatures: number, dryads: number, produces: readonly ManaType[] = ['G'], amount = 1): ManaSourceOption[] {
  const set = { key: 'tap set 0', size: creatures };
  return [
    ...Array.from({ length: creatures }, (_, i): ManaSourceOption => ({ id: `elf${i}#0`, produces: ['G'], amount: 1, snow: false, inPool: false, tapsOneOf: [set] })),
    ...Array.from({ length: dryads }, (_, i): ManaSourceOption => ({ id: `dryad${i}#0`, produces, amount, snow: false, inPool: false, tapsOneOf: [set, set] })),
  ];
}

/** canPayMana within a bound on each question: the answer, and whether the search was cut. */
function within(bound: { work: number; choices: number }, cost: ManaAmount, sources: readonly ManaSourceOption[]) {
  const before = searchesCut();
  const answer = oneQuery(() => canPayMana(cost, sources), undefined, bound);
  return { answer, cut: searchesCut() > before };
}

describe('601.2h: a count of activations, climbed', () => {
  it('602.2b: 56 creatures and 56 Loam Dryads tapping them two at a time: {56} is paid with no Dryad, found within 16 flows (one per count would be 29)', () => {
    const sources = board(56, 56);
    // Each flow of one layer over these sources weighs 64 (chain-budget.ts): sixteen flows' worth.
    const sixteen = { work: 16 * 64, choices: Infinity };
    expect(within(sixteen, { ...NO_MANA, generic: 56 }, sources)).toEqual({ answer: true, cut: false });
    expect(within(UNBOUNDED, { ...NO_MANA, generic: 57 }, sources)).toEqual({ answer: false, cut: false });
  });

  it('602.2b: twenty creatures and ten Dryads making {R}{R} by tapping two of them: the counts that pay {R}×6{G}×14 lie between none and all, and are found', () => {
    // Each Dryad activation taps two of the twenty for two mana: as good as two creatures' own, so any count up to ten pays {20}.
    const sources = board(20, 10, ['R'], 2);
    expect(within({ work: 16 * 30, choices: Infinity }, { ...NO_MANA, generic: 20 }, sources)).toEqual({ answer: true, cut: false });
    // {R}×6: three Dryad activations at least, and room for the creatures' {G}×14 beside them.
    expect(within(UNBOUNDED, { ...NO_MANA, R: 6, G: 14 }, sources)).toEqual({ answer: true, cut: false });
    expect(within(UNBOUNDED, { ...NO_MANA, R: 6, G: 15 }, sources)).toEqual({ answer: false, cut: false });
  });

  it('602.2b: forty creatures, twenty Dryads making {R}{R}{R}: {R}×57{G}{G} needs nineteen Dryads, one short of the most, found within 16 flows (one per count from none up would be 20)', () => {
    const sources = board(40, 20, ['R'], 3);
    const sixteen = { work: 16 * 60, choices: Infinity };
    expect(within(sixteen, { ...NO_MANA, R: 57, G: 2 }, sources)).toEqual({ answer: true, cut: false });
    expect(within(UNBOUNDED, { ...NO_MANA, R: 57, G: 3 }, sources)).toEqual({ answer: false, cut: false });
  });

  it('602.2b: no count the creatures can\'t pay for is tried: four creatures and four Dryads making three each make six at most', () => {
    const sources = board(4, 4, ['R'], 3);
    expect(within(UNBOUNDED, { ...NO_MANA, generic: 6 }, sources)).toEqual({ answer: true, cut: false });
    expect(within(UNBOUNDED, { ...NO_MANA, generic: 7 }, sources)).toEqual({ answer: false, cut: false });
    expect(within(UNBOUNDED, { ...NO_MANA, R: 7 }, sources)).toEqual({ answer: false, cut: false });
  });

  it('601.2h: whether a cost can be paid is whether a payment is found, over creatures, Dryads of any rate and lands', () => {
    const colour = fc.constantFrom<ManaType>('W', 'U', 'B', 'R', 'G');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(colour, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(colour, { maxLength: 3 }),
        fc.record({ generic: fc.nat(10), G: fc.nat(4), R: fc.nat(3), W: fc.nat(1) }),
        (creatures, dryads, produces, amount, lands, parts) => {
          const sources = [
            ...board(creatures, dryads, [...new Set(produces)], amount),
            ...lands.map((c, i): ManaSourceOption => ({ id: `land${i}#0`, produces: [c], amount: 1, snow: false, inPool: false })),
          ];
          const cost = { ...NO_MANA, ...parts };
          const paid = oneQuery(() => solveManaPayment(cost, sources), undefined, UNBOUNDED) !== null;
          expect(within(UNBOUNDED, cost, sources)).toEqual({ answer: paid, cut: false });
        },
      ),
      { numRuns: 400 },
    );
  });
});
