/**
 * CR 601.2h, 602.2b: permanents alike whose mana abilities exclude each other (two {T}
 * abilities of one permanent) are a group each in the solver's model, so that each may take a
 * way of its own; the nodes of those that took the same way are merged into one flow node
 * (solver-nodes.ts `nodesFor`), so a flow's size follows the kinds of permanent, not how many.
 */
import { describe, expect, it } from 'vitest';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { buildModel } from '../src/mana/solver-model.js';
import { configurations, nodesFor } from '../src/mana/solver-nodes.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount } from '../src/mana/symbols.js';

/** `n` Caverns of Souls alike: "{T}: Add {C}" and "{T}: Add one mana of any colour" (the second restricted), sharing the {T}. */
function caverns(n: number): ManaSourceOption[] {
  return Array.from({ length: n }, (_, i): ManaSourceOption[] => [
    { id: `cavern-${i}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `cavern-${i}/T` },
    { id: `cavern-${i}#1`, produces: ['W', 'U', 'B', 'R', 'G'], amount: 1, snow: false, inPool: false, only: ['W', 'U', 'B', 'R', 'G', 'generic'], exclusive: `cavern-${i}/T` },
  ]).flat();
}

describe('601.2h: permanents alike that took one way are one flow node', () => {
  it('601.2h, 602.2b: twenty Caverns of Souls make one node per way taken, whatever their number, each holding every Cavern that took it', () => {
    const cost: ManaAmount = { ...NO_MANA, W: 3, C: 2 };
    for (const n of [5, 20]) {
      const model = buildModel([cost], caverns(n), [Infinity, Infinity]);
      for (const config of [...configurations(model)].slice(0, 5)) {
        const nodes = nodesFor(model, config);
        expect(nodes.length).toBeLessThanOrEqual(2);
        expect(nodes.reduce((k, node) => k + node.members.length, 0)).toBe(n);
        for (const node of nodes) expect(node.cap).toBe(node.members.length * node.amount);
      }
    }
  });

  it('601.2h: Caverns alike are one choice of the model, and their cap in the relaxed flow holds every Cavern\'s groups, for each cost asked of one list', () => {
    const list = Object.freeze(caverns(4));
    for (const cost of [{ ...NO_MANA, W: 3 }, { ...NO_MANA, W: 1, C: 2 }]) {
      const model = buildModel([cost], list, [Infinity, Infinity]);
      expect(model.dims).toHaveLength(1);
      expect([...(model.relaxedCaps[0]?.groups ?? [])].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(model.relaxedCaps[0]?.cap).toBe(4);
    }
  });

  it('601.2h: the merged nodes pay as the permanents one by one do: {W}{W}{W}{C}{C} from five, not {W}×4{C}×2', () => {
    const sources = caverns(5);
    expect(canPayMana({ ...NO_MANA, W: 3, C: 2 }, sources)).toBe(true);
    expect(canPayMana({ ...NO_MANA, W: 4, C: 2 }, sources)).toBe(false);
    const paid = solveManaPayment({ ...NO_MANA, W: 3, C: 2 }, sources);
    // Each Cavern once, by one of its two abilities.
    const permanents = paid?.activate.map((id) => id.split('#')[0]);
    expect(new Set(permanents).size).toBe(5);
    expect(paid?.uses.filter((u) => u.pays === 'W').every((u) => u.sourceId.endsWith('#1'))).toBe(true);
  });

  it('601.2h: relaxed, permanents of two kinds whose {C} abilities are alike stay apart, each under its own cap: two Caverns make {W}{W} and two lands of "{C} or {G}{G}" {C}{C}', () => {
    const lands = Array.from({ length: 2 }, (_, i): ManaSourceOption[] => [
      { id: `land-${i}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `land-${i}/T` },
      { id: `land-${i}#1`, produces: ['G'], amount: 2, snow: false, inPool: false, exclusive: `land-${i}/T` },
    ]).flat();
    const sources = [...caverns(2), ...lands];
    expect(canPayMana({ ...NO_MANA, W: 2, C: 2 }, sources)).toBe(true);
    expect(solveManaPayment({ ...NO_MANA, W: 2, C: 2 }, sources)?.activate).toEqual(['cavern-0#1', 'cavern-1#1', 'land-0#0', 'land-1#0']);
  });

  it('106.6, 601.2h: permanents alike but for what their coloured mana may pay are not merged: two Caverns and two lands whose colours pay only generic make {W}{W}, not {W}×4', () => {
    const generic = Array.from({ length: 2 }, (_, i): ManaSourceOption[] => [
      { id: `land-${i}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `land-${i}/T` },
      { id: `land-${i}#1`, produces: ['W', 'U', 'B', 'R', 'G'], amount: 1, snow: false, inPool: false, only: ['generic'], exclusive: `land-${i}/T` },
    ]).flat();
    const sources = [...caverns(2), ...generic];
    // Their {C} abilities are one class; the coloured ones two.
    expect(buildModel([{ ...NO_MANA, W: 4 }], sources, [Infinity, Infinity]).alike).toEqual([0, 1, 0, 1, 0, 2, 0, 2]);
    expect(canPayMana({ ...NO_MANA, W: 2, generic: 2 }, sources)).toBe(true);
    expect(canPayMana({ ...NO_MANA, W: 4 }, sources)).toBe(false);
  });

  it('601.2h, 119.4: permanents whose mana costs 1 life and 2 life stay apart, one drawing on life inside the flow and the other counted: {W}{W} from 3 life, not from 2', () => {
    // "{T}: Add {C}" and "{T}, Pay N life: Add {W}", sharing the {T}: alike in their mana, not in how they spend life.
    const painful = (id: string, life: number): ManaSourceOption[] => [
      { id: `${id}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `${id}/T` },
      { id: `${id}#1`, produces: ['W'], amount: 1, snow: false, inPool: false, lifeCost: life, exclusive: `${id}/T` },
    ];
    const sources = [...painful('one', 1), ...painful('two', 2)];
    expect(canPayMana({ ...NO_MANA, W: 2 }, sources, { lifeBudget: 3 })).toBe(true);
    expect(solveManaPayment({ ...NO_MANA, W: 2 }, sources, { lifeBudget: 3 })?.activate).toEqual(['one#1', 'two#1']);
    expect(canPayMana({ ...NO_MANA, W: 2 }, sources, { lifeBudget: 2 })).toBe(false);
  });

  /** `n` lands alike of "{T}: Add {R}" and "{T}, Sacrifice: Add {B}{G}" (Geothermal Crevice), sharing the {T}; the second a fixed combination (CR 106.1a). */
  const crevices = (n: number, prefix = 'crevice', mana: ManaSourceOption['mana'] = ['B', 'G']): ManaSourceOption[] =>
    Array.from({ length: n }, (_, i): ManaSourceOption[] => [
      { id: `${prefix}-${i}#0`, produces: ['R'], amount: 1, snow: false, inPool: false, exclusive: `${prefix}-${i}/T` },
      { id: `${prefix}-${i}#1`, produces: ['B', 'G'], amount: mana!.length, mana, snow: false, inPool: false, exclusive: `${prefix}-${i}/T` },
    ]).flat();

  it('106.1a, 601.2h: twenty lands alike whose second way makes {B}{G} make one node per type each way makes, whatever their number', () => {
    const cost: ManaAmount = { ...NO_MANA, B: 2, G: 1, R: 1 };
    for (const n of [5, 20]) {
      const model = buildModel([cost], crevices(n), [Infinity, Infinity]);
      for (const config of [...configurations(model)].slice(0, 5)) {
        const nodes = nodesFor(model, config);
        // {R}, {B} and {G}: the {B} and {G} nodes hold the same lands, in the same order.
        expect(nodes.length).toBeLessThanOrEqual(3);
        const [b, g] = [nodes.find((node) => node.type === 'B'), nodes.find((node) => node.type === 'G')];
        expect(b?.members).toEqual(g?.members);
        for (const node of nodes) expect(node.cap).toBe(node.members.length * node.amount);
      }
    }
  });

  it('106.1a, 601.2h: the merged nodes of a fixed combination pay as the lands one by one do: {B}{B}{G}{R} from three, each activated once, not {B}{B}{B}{R}', () => {
    const sources = crevices(3);
    expect(canPayMana({ ...NO_MANA, B: 2, G: 1, R: 1 }, sources)).toBe(true);
    expect(canPayMana({ ...NO_MANA, B: 3, R: 1 }, sources)).toBe(false);
    expect(canPayMana({ ...NO_MANA, B: 2, G: 2, R: 1 }, sources)).toBe(true);
    const paid = solveManaPayment({ ...NO_MANA, B: 2, G: 1, R: 1 }, sources);
    expect(paid?.activate.map((id) => id.split('#')[0]).sort()).toEqual(['crevice-0', 'crevice-1', 'crevice-2']);
    expect(paid?.activate.filter((id) => id.endsWith('#1'))).toHaveLength(2);
    // Each land's {B}{G} comes from one activation: no land gives {B} without its {G}'s activation.
    const byLand = new Map<string, string[]>();
    for (const u of paid?.uses ?? []) byLand.set(u.sourceId, [...(byLand.get(u.sourceId) ?? []), u.type]);
    for (const [id, types] of byLand) if (id.endsWith('#1')) expect(types.every((t) => t === 'B' || t === 'G')).toBe(true);
    // {B}{B} and no {G}: the two lands that make {B}{G} are all that activate; no third is sacrificed for a {G} nothing needs.
    expect(solveManaPayment({ ...NO_MANA, B: 2 }, crevices(4))?.activate).toHaveLength(2);
  });

  it('106.1a, 601.2h: lands alike but for their fixed combination are not merged: {B}{G} and {B}{B}{G} lands are two classes', () => {
    const sources = [...crevices(2), ...crevices(2, 'double', ['B', 'B', 'G'])];
    const alike = buildModel([{ ...NO_MANA, B: 4 }], sources, [Infinity, Infinity]).alike!;
    // The {R} ways are one class; the fixed combinations two.
    expect(alike[0]).toBe(alike[4]);
    expect(alike[1]).toBe(alike[3]);
    expect(alike[5]).toBe(alike[7]);
    expect(alike[1]).not.toBe(alike[5]);
    expect(canPayMana({ ...NO_MANA, B: 6, G: 4 }, sources)).toBe(true);
    expect(canPayMana({ ...NO_MANA, B: 6, G: 5 }, sources)).toBe(false);
  });
});
