/**
 * CR 602.2b, 118.3: mana abilities whose cost taps another permanent, counted as tap sets
 * (mana-abilities/tap-sets.ts) rather than listed once per permanent they could tap. Checked
 * against the explicit form the solver already answers (one source per ability and permanent,
 * each holding the exclusion keys of the {T}s it uses) on random small boards: the same costs
 * are payable in both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPayMana } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';
import { tapSets, withFewerTapped } from '../src/mana-abilities/tap-sets.js';

/** A permanent of the board: in which of the two lists (bit 0: creatures, bit 1: Druids), and what its own {T} makes, if anything. */
interface Member {
  readonly lists: number;
  readonly own: readonly ManaType[] | null;
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
    if (m.own) out.push(source(`${id}#0`, m.own, { exclusive: `${id}/T` }));
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
    if (m.own) out.push(source(`${id}#0`, m.own, { exclusive: `${id}/T`, tapsOneOf: own }));
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

describe('602.2b: mana abilities that tap another permanent, counted as tap sets', () => {
  it('602.2b, 118.3: a cost is payable with tap sets exactly when it is with one source per ability and permanent', () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: 5 }), fc.array(drawer, { maxLength: 4 }), fc.boolean(), costOf, (members, drawers, convoking, cost) => {
        expect(canPayMana(cost, counted(members, drawers, convoking))).toBe(canPayMana(cost, explicit(members, drawers, convoking)));
      }),
      { numRuns: 400 },
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
