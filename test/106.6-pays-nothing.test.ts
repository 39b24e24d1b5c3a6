/**
 * CR 106.6: mana whose spending restriction lets it pay nothing here (a Cavern of Souls' or a
 * Smokebraider's for a spell it doesn't name) is never worth activating. The solver leaves such
 * sources out of its model and out of the plans of a chain search, so they can't make it weigh
 * choices that aren't there: a creature whose mana pays nothing still counts as a permanent a
 * Drum could tap (CR 602.2b), but not as one a payment would tap for its own mana.
 */
import { describe, expect, it } from 'vitest';
import { planOf, relaxedPlan } from '../src/mana/chain-plan.js';
import { chainPlans } from '../src/mana/solver-chains.js';
import { buildModel } from '../src/mana/solver-model.js';
import type { ManaSourceOption, TapSet } from '../src/mana/solver-types.js';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { cost, land, signet } from './chain-fixtures.js';

const CREATURES: TapSet = { key: 'creatures', size: 4 };
/** "Tap two untapped creatures you control: Add {G}." (each activation taps two of the four) */
const dryad = (id: string): ManaSourceOption => land(id, ['G'], { tapsOneOf: [CREATURES, CREATURES] });
/** A creature's "{T}: Add {R}", its mana restricted to spells this cost is not for. */
const restricted = (id: string): ManaSourceOption => land(id, ['R'], { onlyFor: [], tapsOneOf: [CREATURES] });

/** The model of a cost with no chain source, as the solver reads the sources (solver.ts: the relaxed plan). */
function modelOf(paid: ReturnType<typeof cost>, sources: readonly ManaSourceOption[]) {
  const plan = relaxedPlan(paid, sources);
  return buildModel(plan.costs, plan.sources, [Infinity, Infinity]);
}

describe('106.6: mana that may pay nothing weighs nothing', () => {
  const dryads = [dryad('dryad-0'), dryad('dryad-1')];
  const creatures = [0, 1, 2, 3].map((i) => restricted(`smoke-${i}`));

  it('106.6, 602.2b: four creatures whose mana pays nothing leave the model as it is without them: no choice of how many Dryads to activate', () => {
    const without = modelOf(cost({ G: 2 }), dryads);
    const beside = modelOf(cost({ G: 2 }), [...dryads, ...creatures]);
    expect(without.dims).toHaveLength(0);
    // Counted as tapped for their own mana, the four would seem to compete with the Dryads for the creatures.
    expect(beside.dims).toHaveLength(0);
    expect(beside.groups.map((g) => g.members)).toEqual(without.groups.map((g) => g.members));
  });

  it('106.6: the payment is the same with them or without them, and never names them', () => {
    for (const paid of [cost({ G: 2 }), cost({ G: 1, generic: 1 })]) {
      expect(canPayMana(paid, [...dryads, ...creatures])).toBe(true);
      const found = solveManaPayment(paid, [...dryads, ...creatures]);
      expect(found?.activate).toEqual(['dryad-0', 'dryad-1']);
    }
    expect(canPayMana(cost({ G: 2, R: 1 }), [...dryads, ...creatures])).toBe(false);
  });

  it('106.6, 605.3b: no plan of a chain search reads a source whose mana pays nothing', () => {
    const sources = [land('plains', ['W']), signet('signet', 'W', 'U'), land('temple', ['C'], { amount: 2, onlyFor: [] })];
    const plans = [...chainPlans(cost({ W: 1, U: 1 }), sources)];
    expect(plans.map((p) => p.chain)).toEqual([['signet']]);
    for (const plan of plans) expect(plan.sources.map((s) => s.id)).not.toContain('temple');
    expect(canPayMana(cost({ W: 1, U: 1 }), sources)).toBe(true);
    expect(canPayMana(cost({ W: 1, U: 1, generic: 1 }), sources)).toBe(false);
  });

  it('106.6, 601.2h: the plan a payment is told from holds no reading of a source whose mana pays none of its purposes, and pays as it did', () => {
    // The Temple's mana pays only the Signet's cost; the Cavern's, nothing here.
    const temple = land('temple', ['C'], { amount: 2, onlyFor: ['signet'] });
    const cavern = land('cavern', ['R'], { onlyFor: [] });
    const sources = [land('plains', ['W']), signet('signet', 'W', 'U'), temple, cavern];
    const alone = planOf(cost({ W: 1 }), sources, []);
    expect(alone.sources.map((s) => s.id)).toEqual(['plains']);
    // The relaxed plan waives the Signet's cost, so the Temple's mana pays nothing there either.
    expect(relaxedPlan(cost({ W: 1 }), sources).sources.map((s) => s.id)).toEqual(['plains', 'signet']);
    // With the Signet in the order, the Temple's mana pays its cost, and is read at that layer.
    const chained = planOf(cost({ W: 1, U: 1 }), sources, ['signet']);
    expect(chained.sources.map((s) => [s.id, s.layer ?? 0, s.layers])).toEqual([['plains', 0, undefined], ['temple', 0, [0]], ['signet', 1, undefined]]);
    expect(solveManaPayment(cost({ W: 1 }), sources)?.activate).toEqual(['plains']);
    expect(solveManaPayment(cost({ U: 1, W: 1 }), sources)?.activate).toEqual(['plains', 'temple', 'signet']);
  });
});
