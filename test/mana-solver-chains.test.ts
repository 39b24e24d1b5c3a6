import { describe, it, expect } from 'vitest';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { relaxedPlan, type ChainPlan } from '../src/mana/chain-plan.js';
import { chainPlans } from '../src/mana/solver-chains.js';
import { canPayLayers } from '../src/mana/solver-core.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import type { ManaAmount, ManaType } from '../src/mana/symbols.js';
import { cost, land, signet } from './chain-fixtures.js';

/** "{T}: Add {a}{b}." (a bounce land) */
const karoo = (id: string, a: ManaType, b: ManaType): ManaSourceOption => land(id, [a, b], { amount: 2, mana: [a, b] });

describe('CR 106.1a: a fixed combination of mana', () => {
  it('106.1a: a bounce land pays {W}{U} with one activation', () => {
    expect(solveManaPayment(cost({ W: 1, U: 1 }), [karoo('azorius-chancery', 'W', 'U')])).toEqual({
      uses: [
        { sourceId: 'azorius-chancery', type: 'W', pays: 'W' },
        { sourceId: 'azorius-chancery', type: 'U', pays: 'U' },
      ],
      activate: ['azorius-chancery'],
    });
  });
  it('106.1a: a bounce land makes {W}{U}, never {W}{W}', () => {
    expect(canPayMana(cost({ W: 2 }), [karoo('azorius-chancery', 'W', 'U')])).toBe(false);
    expect(canPayMana(cost({ W: 1, generic: 1 }), [karoo('azorius-chancery', 'W', 'U')])).toBe(true);
  });
  it('106.1a: "two mana in any combination of colours" pays {W}{U} or {W}{W}', () => {
    const filter = land('mystic-gate', ['W', 'U'], { amount: 2, oneType: false });
    expect(canPayMana(cost({ W: 2 }), [filter])).toBe(true);
    expect(canPayMana(cost({ W: 1, U: 1 }), [filter])).toBe(true);
    expect(canPayMana(cost({ W: 1, B: 1 }), [filter])).toBe(false);
  });
});

describe('CR 605.3b, 601.2g: mana abilities whose cost includes mana (Signets)', () => {
  it('601.2g: a Signet fed by a land pays {W}{U}', () => {
    const sources = [land('plains', ['W']), signet('azorius-signet', 'W', 'U')];
    const found = solveManaPayment(cost({ W: 1, U: 1 }), sources);
    expect(found?.activate).toEqual(['plains', 'azorius-signet']);
    expect(found?.uses).toContainEqual({ sourceId: 'plains', type: 'W', pays: 'generic', for: 'azorius-signet' });
  });
  it('605.3b: a Signet with nothing to pay its {1} makes no mana', () => {
    expect(canPayMana(cost({ W: 1 }), [signet('azorius-signet', 'W', 'U')])).toBe(false);
  });
  it("605.3b: two Signets can't pay each other's {1}", () => {
    expect(canPayMana(cost({ W: 1 }), [signet('s1', 'W', 'U'), signet('s2', 'W', 'U')])).toBe(false);
  });
  it('601.2g: two Signets chained from one land make three mana', () => {
    const sources = [land('wastes', ['C']), signet('s1', 'W', 'U'), signet('s2', 'B', 'R')];
    expect(canPayMana(cost({ W: 1, U: 1, B: 1 }), sources)).toBe(true);
    expect(canPayMana(cost({ W: 1, U: 1, B: 1, R: 1 }), sources)).toBe(false);
    // The {B}{R} Signet first: its {R} pays the {W}{U} Signet's {1}; the other order would spend {W} or {U}.
    expect(solveManaPayment(cost({ W: 1, U: 1, B: 1 }), sources)?.activate).toEqual(['wastes', 's2', 's1']);
  });
  it("601.2g: the mana paying a Signet's cost exists before the Signet's mana (Plains and a {U}{B} Signet can't pay {W}{U})", () => {
    // Adding up mana alone would say yes (W, U, B for W, U and the Signet's {1}); the order says no.
    expect(canPayMana(cost({ W: 1, U: 1 }), [land('plains', ['W']), signet('dimir-signet', 'U', 'B')])).toBe(false);
    expect(canPayMana(cost({ U: 1, B: 1 }), [land('plains', ['W']), signet('dimir-signet', 'U', 'B')])).toBe(true);
  });
  it('601.2g: a Signet is left alone when the lands can pay', () => {
    const sources = [land('plains', ['W']), land('island', ['U']), signet('azorius-signet', 'W', 'U')];
    expect(solveManaPayment(cost({ W: 1, U: 1 }), sources)?.activate).toEqual(['plains', 'island']);
  });
  it('601.2g: a filter land and its {C} ability exclude each other ({T} once)', () => {
    const c = land('mystic-gate#0', ['C'], { exclusive: 'mystic-gate/T' });
    const filter = land('mystic-gate#1', ['W', 'U'], { amount: 2, oneType: false, cost: cost({ W: 1 }), exclusive: 'mystic-gate/T' });
    expect(canPayMana(cost({ U: 2 }), [land('plains', ['W']), c, filter])).toBe(true);
    expect(canPayMana(cost({ U: 2 }), [c, filter])).toBe(false);
  });
  it('602.2b, 605.3b: a chain source holding two keys (its {T} and a creature it taps) is a unit of its own, beside a source holding the same two', () => {
    // Both keys held by both: no key is either's own, and the search once made a unit of no ways for it.
    const keys = ['altar/T', 'elf/T'];
    const chained = land('altar#0', ['W'], { cost: cost({ G: 1 }), exclusive: keys });
    const plain = land('altar#1', ['W'], { exclusive: keys });
    expect(canPayMana(cost({ generic: 1 }), [chained, plain])).toBe(true);
    expect(canPayMana(cost({ generic: 2 }), [chained, plain, land('forest', ['G'])])).toBe(true);
    expect(canPayMana(cost({ W: 2 }), [chained, plain, land('forest', ['G'])])).toBe(false);
    expect(solveManaPayment(cost({ W: 1 }), [land('forest', ['G']), chained])?.activate).toEqual(['forest', 'altar#0']);
  });
});

describe('CR 605.3b: how many orders of chain activations are worth a flow', () => {
  /** "{T}: Add {C}. {R/W}, {T}: Add {R}{R}, {R}{W}, or {W}{W}." as the engine lists it: the {C}, and one source per symbol its cost may be paid with. */
  const prairie = (id: string): ManaSourceOption[] => [
    land(`${id}#0`, ['C'], { exclusive: `${id}/T` }),
    land(`${id}#1~0`, ['W', 'R'], { amount: 2, oneType: false, cost: cost({ R: 1 }), exclusive: `${id}/T` }),
    land(`${id}#1~1`, ['W', 'R'], { amount: 2, oneType: false, cost: cost({ W: 1 }), exclusive: `${id}/T` }),
  ];
  const prairies = (k: number) => [land('mountain', ['R']), ...Array.from({ length: k }, (_, i) => prairie(`prairie${i}`)).flat()];
  const count = (c: ManaAmount, sources: readonly ManaSourceOption[]) => [...chainPlans(c, sources)].length;

  it('605.3b: filter lands alike are taken in order: k of them with two ways give Σ 2^L plans of L activations, not k! times as many', () => {
    // Three Prairies and {R}{R}{R}{R}: two or three of them, each paid one of two ways, in order; but the Mountain and
    // one make three {R} at most, and two both paid with {R} leave only two more (a count for each type).
    expect(count(cost({ R: 4 }), prairies(3))).toBe(3 + 8);
    expect(count(cost({ R: 1, generic: 3 }), prairies(3))).toBe(1 + 2 + 4 + 8);
    const found = solveManaPayment(cost({ R: 4 }), prairies(3));
    expect(found?.activate).toEqual(['mountain', 'prairie0#1~0', 'prairie1#1~0', 'prairie2#1~0']);
  });

  it('605.3b: a count before any flow: k filter lands and a Mountain make k + 1 mana at most, so {k + 1}{R} gets no plan at all', () => {
    expect(canPayMana(cost({ R: 1, generic: 8 }), prairies(8))).toBe(true);
    expect(count(cost({ R: 1, generic: 9 }), prairies(8))).toBe(0);
    expect(canPayMana(cost({ R: 1, generic: 9 }), prairies(8))).toBe(false);
  });

  it('601.2g: a count for each type the cost asks for: no choice of Signets makes {W}{W} from a Dimir Signet, unless mana may be spent as though any colour (609.4b)', () => {
    const sources = [land('wastes', ['C']), signet('dimir-signet', 'U', 'B')];
    expect(count(cost({ W: 2 }), sources)).toBe(0);
    expect(canPayMana(cost({ W: 2 }), sources)).toBe(false);
    expect(canPayMana(cost({ W: 2 }), sources, { anyColor: true })).toBe(true);
    expect(solveManaPayment(cost({ W: 2 }), sources, { anyColor: true })?.activate).toEqual(['wastes', 'dimir-signet']);
  });

  it('601.2g: a sequence whose first activations already can\'t be paid for is cut where it begins, not tried in every order', () => {
    // A Mountain and five filters, each turning one mana of a colour into two of the next: R → G → U → B → W → C.
    const colours: readonly ManaType[] = ['R', 'G', 'U', 'B', 'W', 'C'];
    const sources = [land('mountain', ['R']), ...colours.slice(0, 5).map((from, i) => land(`filter${i}`, [colours[i + 1]!], { amount: 2, cost: cost({ [from]: 1 }), exclusive: `filter${i}/T` }))];
    const lead = (plan: ChainPlan) => canPayLayers(plan.costs, plan.sources);
    const plans = (c: ManaAmount, mayLead?: typeof lead) => [...chainPlans(c, sources, mayLead)].map((p) => p.chain.join(' '));
    // {C}{C}{4}: only the five in order. Asked every time, the relaxed plans leave that order alone; unasked, all 5! orders are tried.
    expect(plans(cost({ C: 2, generic: 4 }), lead)).toEqual(['filter0 filter1 filter2 filter3 filter4']);
    expect(plans(cost({ C: 2, generic: 4 }))).toHaveLength(120);
    expect(canPayMana(cost({ C: 2, generic: 4 }), sources)).toBe(true);
    // {C}{C}{C}{3}: the count allows it, no order pays it, and no sequence gets past its relaxed plan.
    expect(plans(cost({ C: 3, generic: 3 }), lead)).toEqual([]);
    expect(canPayMana(cost({ C: 3, generic: 3 }), sources)).toBe(false);
  });

  it('601.2g: a choice of chain activations whose costs no order could pay is not put in any order', () => {
    // A Wastes, two Prairies and two Prismatic Lenses ("{1}, {T}: Add one mana of any colour"), each with its {C}.
    const lens = (id: string) => [land(`${id}#0`, ['C'], { exclusive: `${id}/T` }), land(`${id}#1`, ['W', 'U', 'B', 'R', 'G'], { cost: cost({ generic: 1 }), exclusive: `${id}/T` })];
    const sources = [land('wastes', ['C']), ...prairie('prairie0'), ...prairie('prairie1'), ...lens('lens0'), ...lens('lens1')];
    const lead = (plan: ChainPlan) => canPayLayers(plan.costs, plan.sources);
    // {W}{W}{W}{W}: the Prairies' costs need the {W} or {R} only the Lenses make, so four white is one short in every choice.
    expect(canPayMana(cost({ W: 4 }), sources)).toBe(false);
    // No choice of fewer than two Prairies makes four {W}; the choices that do are cut by their relaxed plan, before any order.
    expect([...chainPlans(cost({ W: 4 }), sources, lead)]).toEqual([]);
    expect([...chainPlans(cost({ W: 4 }), sources, lead, undefined, false)].map((p) => p.chain.length)).toEqual([0, 1, 1, 1]);
    expect([...chainPlans(cost({ W: 4 }), sources, undefined, undefined, false)]).toHaveLength(24);
    expect(canPayMana(cost({ W: 3, generic: 1 }), sources)).toBe(true);
  });

  it('106.6: a chain source whose mana may pay nothing here is in no plan (Castle Garenbrig for a noncreature spell)', () => {
    const castle = [land('castle#0', ['G'], { exclusive: 'castle/T' }), land('castle#1', ['G'], { amount: 6, cost: cost({ generic: 2, G: 2 }), onlyFor: [], exclusive: 'castle/T' })];
    const sources = [...Array.from({ length: 4 }, (_, i) => land(`forest${i}`, ['G'])), ...castle];
    expect(count(cost({ G: 5 }), sources)).toBe(1);
    expect(canPayMana(cost({ G: 5 }), sources)).toBe(true);
    expect(canPayMana(cost({ G: 6 }), sources)).toBe(false);
  });
});

describe('CR 106.6: spending restrictions', () => {
  it('106.6: restricted mana pays only what it may pay', () => {
    const temple = land('eldrazi-temple', ['C'], { amount: 2, onlyFor: [] });
    expect(canPayMana(cost({ generic: 2 }), [temple])).toBe(false);
    expect(canPayMana(cost({ generic: 2 }), [{ ...temple, onlyFor: ['cost'] }])).toBe(true);
  });
  it('106.6, 702.66a: with no chain source, mana kept to the cost is as free as any: the plan keeps the list (thousands of delve cards) as it is', () => {
    const delve = Array.from({ length: 3000 }, (_, i) => land(`card-${i}`, ['C'], { inPool: true, only: ['generic'], onlyFor: ['cost'] }));
    const sources = [...delve, land('island', ['U'])];
    expect(relaxedPlan(cost({ U: 1, generic: 7 }), sources).sources).toBe(sources);
    const solved = solveManaPayment(cost({ U: 1, generic: 7 }), sources);
    expect(solved?.uses).toHaveLength(8);
    expect(solveManaPayment(cost({ U: 2 }), sources)).toBeNull();
    // With a Signet to pay for, the same mana still can't pay its {1}.
    expect(canPayMana(cost({ W: 1 }), [delve[0]!, signet('s1', 'W', 'U')])).toBe(false);
  });
  it("106.6: restricted mana can pay a Signet's cost only when it may", () => {
    const sources = [land('workshop', ['C'], { onlyFor: ['cost'] }), signet('s1', 'W', 'U')];
    expect(canPayMana(cost({ W: 1 }), sources)).toBe(false);
    expect(canPayMana(cost({ W: 1 }), [{ ...(sources[0] as ManaSourceOption), onlyFor: ['s1'] }, sources[1] as ManaSourceOption])).toBe(true);
  });
});

describe('CR 609.4b: spending mana as though it were mana of any colour (Chromatic Orrery)', () => {
  it('609.4b: {C} pays {W} for a player who may spend mana as any colour, never {C} from coloured mana', () => {
    expect(canPayMana(cost({ W: 1 }), [land('wastes', ['C'])])).toBe(false);
    expect(canPayMana(cost({ W: 1 }), [land('wastes', ['C'])], { anyColor: true })).toBe(true);
    expect(canPayMana(cost({ C: 1 }), [land('plains', ['W'])], { anyColor: true })).toBe(false);
    expect(solveManaPayment(cost({ W: 1 }), [land('wastes', ['C'])], { anyColor: true })?.uses).toEqual([{ sourceId: 'wastes', type: 'C', pays: 'W' }]);
  });
});
