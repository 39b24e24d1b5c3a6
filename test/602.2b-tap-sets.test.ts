/**
 * CR 602.2b, 118.3: mana abilities whose cost taps another permanent, counted as tap sets
 * (mana-abilities/tap-sets.ts) rather than listed once per permanent they could tap. Checked
 * against the explicit form the solver already answers (one source per ability and permanent,
 * each holding the exclusion keys of the {T}s it uses) on random small boards: the same costs
 * are payable in both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';
import { tapSets, withFewerTapped } from '../src/mana-abilities/tap-sets.js';

/** A permanent of the board: in which of the two lists (bit 0: creatures, bit 1: Druids), and what its own {T} makes, if anything. */
interface Member {
  readonly lists: number;
  readonly own: readonly ManaType[] | null;
  /** what activating its own {T} ability wears or uses up besides (a counter, itself): its preference tier */
  readonly penalty: 0 | 1 | 2;
  /** it may be tapped for convoke (pays {W} or generic) */
  readonly convoke: boolean;
  /** its own {T} ability also taps one of this list (Loam Dryad), or -1 */
  readonly dryad: number;
}

/** An ability on a permanent in no list: 'drum' taps itself and one of its list (any colour); 'seton' taps only one of its list ({G}), once per permanent. */
interface Drawer {
  readonly kind: 'drum' | 'seton';
  readonly list: number;
}

const ANY: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];
const source = (id: string, produces: readonly ManaType[], more: Partial<ManaSourceOption> = {}): ManaSourceOption => ({ id, produces, amount: 1, snow: false, inPool: false, ...more });

const member = fc.record({
  lists: fc.integer({ min: 1, max: 3 }),
  own: fc.constantFrom<readonly ManaType[] | null>(null, null, ['G'], ANY),
  penalty: fc.constantFrom<0 | 1 | 2>(0, 0, 1, 2),
  convoke: fc.boolean(),
  dryad: fc.constantFrom(-1, -1, -1, 0, 1),
});
const drawer = fc.record({ kind: fc.constantFrom<'drum' | 'seton'>('drum', 'drum', 'seton'), list: fc.integer({ min: 0, max: 1 }) });
const costOf = fc.record({ generic: fc.integer({ min: 0, max: 5 }), G: fc.integer({ min: 0, max: 2 }), W: fc.integer({ min: 0, max: 1 }), U: fc.integer({ min: 0, max: 2 }) }).map((c): ManaAmount => ({ ...NO_MANA, ...c }));

/** The members of each list, by id. */
function listsOf(members: readonly Member[]): readonly (readonly string[])[] {
  return [0, 1].map((j) => members.flatMap((m, i) => (m.lists & (1 << j) ? [`m${i}`] : [])));
}

/** One source per ability and permanent it could tap, holding the keys of every {T} it uses. */
function explicit(members: readonly Member[], drawers: readonly Drawer[], convoking: boolean): ManaSourceOption[] {
  const lists = listsOf(members);
  const out: ManaSourceOption[] = [];
  members.forEach((m, i) => {
    const id = `m${i}`;
    if (m.dryad >= 0) for (const y of lists[m.dryad]!) if (y !== id) out.push(source(`${id}@${y}`, ANY, { exclusive: [`${id}/T`, `${y}/T`] }));
    if (m.own) out.push(source(`${id}#0`, m.own, { exclusive: `${id}/T`, penalty: m.penalty }));
    if (convoking && m.convoke) out.push(source(`${id}!`, ['W'], { only: ['W', 'generic'], exclusive: `${id}/T` }));
  });
  drawers.forEach((d, i) => {
    for (const y of lists[d.list]!) {
      out.push(d.kind === 'drum' ? source(`d${i}@${y}`, ANY, { exclusive: [`d${i}/T`, `${y}/T`] }) : source(`d${i}@${y}`, ['G'], { exclusive: `${y}/T` }));
    }
  });
  return out;
}

/** The same board with tap sets: one source per ability (a Seton-like one once per permanent it could tap). */
function counted(members: readonly Member[], drawers: readonly Drawer[], convoking: boolean): ManaSourceOption[] {
  const lists = listsOf(members);
  const sets = tapSets(lists.filter((l) => l.length > 0));
  const out: ManaSourceOption[] = [];
  members.forEach((m, i) => {
    const id = `m${i}`;
    const own = sets.ofObject(id);
    if (m.dryad >= 0 && lists[m.dryad]!.some((y) => y !== id)) out.push(source(`${id}@`, ANY, { exclusive: `${id}/T`, tapsOneOf: [...sets.ofList(lists[m.dryad]!), ...own] }));
    if (m.own) out.push(source(`${id}#0`, m.own, { exclusive: `${id}/T`, tapsOneOf: own, penalty: m.penalty }));
    if (convoking && m.convoke) out.push(source(`${id}!`, ['W'], { only: ['W', 'generic'], exclusive: `${id}/T`, tapsOneOf: own }));
  });
  drawers.forEach((d, i) => {
    const list = lists[d.list]!;
    // With nothing to tap its cost can't be paid, and it isn't listed (tap-others.ts, tapPartProblem).
    if (d.kind === 'drum' && list.length > 0) out.push(source(`d${i}@`, ANY, { tapsOneOf: sets.ofList(list) }));
    if (d.kind === 'seton') list.forEach((_, n) => out.push(source(`d${i}*${n}`, ['G'], { tapsOneOf: sets.ofList(list) })));
  });
  return out;
}

/** A board whose payment, pruned, leaves out an activation drawing on both sets (Druids within creatures). */
const PRUNED_THROUGH_BOTH: { readonly members: Member[]; readonly drawers: Drawer[]; readonly cost: ManaAmount } = {
  members: [
    { lists: 2, own: null, penalty: 0, convoke: false, dryad: -1 },
    { lists: 1, own: ANY, penalty: 0, convoke: false, dryad: -1 },
    { lists: 2, own: ANY, penalty: 1, convoke: false, dryad: -1 },
    { lists: 3, own: ['G'], penalty: 1, convoke: false, dryad: -1 },
  ],
  drawers: [{ kind: 'seton', list: 1 }],
  cost: { ...NO_MANA, generic: 2, U: 2 },
};

/** Whether per-tier mana `a` is a worse use than `b`: less from the cheapest tiers, the first difference deciding. */
const worse = (a: readonly number[], b: readonly number[]): boolean => {
  const i = a.findIndex((x, k) => x !== b[k]);
  return i >= 0 && (a[i] as number) < (b[i] as number);
};

/** How much of a payment's mana comes from sources of each preference tier (no penalty, worn, used up). */
function byTier(uses: readonly { readonly sourceId: string }[], sources: readonly ManaSourceOption[]): number[] {
  const penalty = new Map(sources.map((s) => [s.id, s.penalty ?? 0] as const));
  return [0, 1, 2].map((p) => uses.filter((u) => penalty.get(u.sourceId) === p).length);
}

describe('602.2b: mana abilities that tap another permanent, counted as tap sets', () => {
  it('602.2b, 118.3: a cost is payable with tap sets exactly when it is with one source per ability and permanent', () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: 5 }), fc.array(drawer, { maxLength: 4 }), fc.boolean(), costOf, (members, drawers, convoking, cost) => {
        expect(canPayMana(cost, counted(members, drawers, convoking))).toBe(canPayMana(cost, explicit(members, drawers, convoking)));
      }),
      { numRuns: 400 },
    );
  });

  it('601.2h, 602.2b: a payment found with tap sets pays the cost exactly and taps no more of each set than it holds', () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: 5 }), fc.array(drawer, { maxLength: 4 }), fc.boolean(), costOf, (members, drawers, convoking, cost) => {
        const sources = counted(members, drawers, convoking);
        const sol = solveManaPayment(cost, sources);
        expect(sol !== null).toBe(canPayMana(cost, sources));
        if (sol === null) return;
        const byId = new Map(sources.map((s) => [s.id, s] as const));
        for (const p of Object.keys(NO_MANA) as (keyof ManaAmount)[]) expect(sol.uses.filter((u) => u.pays === p).length, p).toBe(cost[p]);
        const drawn = new Map<string, { used: number; size: number }>();
        const keys: string[] = [];
        for (const id of sol.activate) {
          const s = byId.get(id)!;
          expect(sol.uses.filter((u) => u.sourceId === id).length).toBeLessThanOrEqual(s.amount);
          keys.push(...(s.exclusive === undefined ? [] : Array.isArray(s.exclusive) ? s.exclusive : [s.exclusive]));
          for (const { key, size } of s.tapsOneOf ?? []) {
            const d = drawn.get(key) ?? { used: 0, size };
            drawn.set(key, { used: d.used + 1, size: Math.min(d.size, size) });
          }
        }
        for (const [key, { used, size }] of drawn) expect(used, key).toBeLessThanOrEqual(size);
        expect(new Set(keys).size).toBe(keys.length);
        // As good by preference tier (free, worn, used up) as the payment of the explicit form.
        const mine = solveManaPayment(cost, explicit(members, drawers, convoking));
        expect(byTier(sol.uses, sources)).toEqual(byTier(mine?.uses ?? [], explicit(members, drawers, convoking)));
        // Minimal: no activation can be left out without a costlier one instead.
        for (const id of sol.activate) {
          const rest = sources.filter((s) => s.id !== id && sol.activate.includes(s.id));
          const without = solveManaPayment(cost, rest);
          expect(without === null || worse(byTier(without.uses, rest), byTier(sol.uses, sources)), `${id} could be left out`).toBe(true);
        }
      }),
      // Found in 5,000 runs: leaving out a Seton's activation must give back a permanent of the Druids' set and of the creatures'.
      { numRuns: 300, examples: [[PRUNED_THROUGH_BOTH.members, PRUNED_THROUGH_BOTH.drawers, false, PRUNED_THROUGH_BOTH.cost]] },
    );
  });

  it('601.2h, 602.2b: a permanent the cost taps is one fewer to tap, as leaving out every source that would tap it', () => {
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 5 }), fc.array(drawer, { maxLength: 4 }), costOf, fc.nat(), (members, drawers, cost, pick) => {
        const taken = `m${pick % members.length}`;
        const without = explicit(members, drawers, false).filter((s) => !(Array.isArray(s.exclusive) ? s.exclusive : [s.exclusive]).includes(`${taken}/T`));
        const fewer = withFewerTapped(
          counted(members, drawers, false).filter((s) => !s.id.startsWith(`${taken}#`) && s.id !== `${taken}@`),
          [taken],
        );
        expect(canPayMana(cost, fewer)).toBe(canPayMana(cost, without));
      }),
      { numRuns: 300 },
    );
  });

  it('602.2b: a tap set whose size is no count is refused with the source named, as a malformed amount is', () => {
    const drum = (size: number) => [source('drum', ANY, { tapsOneOf: [{ key: 'creatures', size }] })];
    expect(() => canPayMana({ ...NO_MANA, G: 1 }, drum(-1))).toThrow(/tap set size of drum/);
    expect(() => canPayMana({ ...NO_MANA, G: 1 }, drum(0.5))).toThrow(RangeError);
    expect(canPayMana({ ...NO_MANA, G: 1 }, drum(0))).toBe(false);
    expect(canPayMana({ ...NO_MANA, G: 1 }, drum(1))).toBe(true);
  });

  it('602.2b: lists holding the same permanents in the same order (a later board, nothing tapped) get the same sets; a permanent fewer gets sets of its own', () => {
    const creatures = Array.from({ length: 6 }, (_, i) => `c${i}`);
    const druids = ['c0', 'c1'];
    const first = tapSets([creatures, druids]);
    const again = tapSets([[...creatures], [...druids]]);
    expect(again.ofObject('c0')).toBe(first.ofObject('c0'));
    expect(again.ofObject('c5')).toBe(first.ofObject('c5'));
    // Each list's sets are found by the list it was given, not the earlier board's.
    const later = [[...creatures], [...druids]];
    const sets = tapSets(later);
    expect(sets.ofList(later[1]!)).toBe(first.ofList(druids));
    expect(sets.ofList(later[0]!)).toBe(first.ofList(creatures));
    expect(sets.ofList(creatures)).toEqual([]);
    // c5 tapped: the creatures' set is one smaller, and c5 is in none.
    const fewer = tapSets([creatures.slice(0, 5), druids]);
    expect(fewer.ofObject('c5')).toEqual([]);
    expect(fewer.ofObject('c4').map((t) => t.size)).toEqual([5]);
    expect(first.ofObject('c4').map((t) => t.size)).toEqual([6]);
    expect(tapSets([[...creatures], [...druids]]).ofObject('c0')).not.toBe(first.ofObject('c0'));
    // As many permanents, one of them another: c5 left the list and c9 joined it.
    const swapped = tapSets([[...creatures.slice(0, 5), 'c9'], [...druids]]);
    expect(swapped.ofObject('c5')).toEqual([]);
    expect(swapped.ofObject('c9').map((t) => t.size)).toEqual([6]);
  });

  it('602.2b: five Drums beside twenty creatures are five sources and one set of twenty; {5} is paid, {6} is not', () => {
    const lists = [Array.from({ length: 20 }, (_, i) => `c${i}`)];
    const sets = tapSets(lists);
    expect(sets.ofList(lists[0]!)).toEqual([{ key: 'tap set 0', size: 20 }]);
    const drums = Array.from({ length: 5 }, (_, i) => source(`d${i}`, ANY, { tapsOneOf: sets.ofList(lists[0]!) }));
    expect(canPayMana({ ...NO_MANA, generic: 5 }, drums)).toBe(true);
    expect(canPayMana({ ...NO_MANA, generic: 6 }, drums)).toBe(false);
    // Three creatures left to tap: three of the Drums.
    const three = withFewerTapped(drums, lists[0]!.slice(3));
    expect(canPayMana({ ...NO_MANA, generic: 3 }, three)).toBe(true);
    expect(canPayMana({ ...NO_MANA, generic: 4 }, three)).toBe(false);
  });
});
