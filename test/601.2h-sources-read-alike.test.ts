/**
 * CR 601.2h: how the solver reads sources alike, so that a question on a large board reads each
 * kind once: sources tapping permanents of the same sets (CR 602.2b) are one group whether or not
 * they share the list naming the sets, and the plans of one chain search (CR 605.3b) read a
 * source restricted to the cost (CR 106.6: convoke's mana) as one object at each place.
 */
import { describe, expect, it } from 'vitest';
import { chainPlans } from '../src/mana/solver-chains.js';
import { buildModel } from '../src/mana/solver-model.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { cost, land, signet } from './chain-fixtures.js';

describe('601.2h: sources alike are read alike', () => {
  it('602.2b: two Elves tapping themselves from lists of their own are one group; one drawing from another set is another', () => {
    const elf = (id: string, key: string) => land(id, ['G'], { tapsOneOf: [{ key, size: 3 }] });
    const model = buildModel([cost({ G: 3 })], [elf('elf-0', 'creatures'), elf('elf-1', 'creatures'), elf('druid', 'druids'), elf('elf-2', 'creatures')], [Infinity, Infinity]);
    expect(model.groups.map((g) => g.members)).toEqual([[0, 1, 3], [2]]);
  });

  it('602.2b: a source that would tap one of a set with nothing in it is in no group: it can never be activated', () => {
    const elf = (id: string, size: number) => land(id, ['G'], { tapsOneOf: [{ key: `${id}'s set`, size }] });
    const model = buildModel([cost({ G: 1 })], [elf('elf-0', 0), elf('elf-1', 1)], [Infinity, Infinity]);
    expect(model.groups.map((g) => g.members)).toEqual([[1]]);
  });

  it('119.4, 601.2h: sources paying life for two mana each are worth no more activations than the life budget pays for', () => {
    // Two mana for one life: not a hub's one for one (those the flow itself bounds).
    const altar = (id: string) => land(id, ['B'], { amount: 2, lifeCost: 1 });
    const model = buildModel([cost({ generic: 8 })], ['a', 'b', 'c', 'd'].map(altar), [2, Infinity]);
    expect(model.groups.map((g) => [g.members.length, g.maxActive])).toEqual([[4, 2]]);
  });

  it('106.6, 601.2h: two mana of one chosen type is dedicated only to the types the cost asks for that its mana may pay', () => {
    const lotus = land('lotus', ['R', 'G'], { amount: 2, only: ['R', 'generic'] });
    const model = buildModel([cost({ R: 1, G: 1 })], [lotus, land('forest', ['G'])], [Infinity, Infinity]);
    expect(model.groups.map((g) => g.demanded)).toEqual([['R'], []]);
  });

  it('605.3b: sources a chain plan reads at its layers are alike only when they may pay the same layers, however many the plan has', () => {
    const costs = Array.from({ length: 34 }, () => cost({ G: 1 }));
    const paying = (id: string, layers: number[]) => land(id, ['G'], { layer: 0, layers });
    const model = buildModel(costs, [paying('a', [0]), paying('b', [32]), paying('c', [0]), paying('d', [1, 2]), paying('e', [2]), paying('f', [1, 2]), paying('g', [1, 32])], [Infinity, Infinity]);
    expect(model.groups.map((g) => g.members)).toEqual([[0, 2], [1], [3, 5], [4], [6]]);
  });

  it('106.6, 605.3b: a creature convoking (its mana kept to the cost) is one object in every plan that reads it at the same place', () => {
    const convoker: ManaSourceOption = land('bear', ['G'], { onlyFor: ['cost'] });
    const sources = [land('plains', ['W']), land('island', ['U']), signet('azorius', 'W', 'U'), signet('dimir', 'U', 'B'), convoker];
    const plans = [...chainPlans(cost({ U: 1, G: 1, generic: 2 }), sources)];
    const ofOne = plans.filter((p) => p.chain.length === 1);
    expect(ofOne.map((p) => p.chain)).toEqual([['azorius'], ['dimir']]);
    const read = ofOne.map((p) => p.sources.find((s) => s.id === 'bear'));
    // Kept to the cost, the last of each plan's layers.
    expect(read[0]?.layers).toEqual([1]);
    expect(read[1]).toBe(read[0]);
  });
});
