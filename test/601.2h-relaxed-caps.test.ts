/**
 * CR 601.2h, 602.2b: the payability solver's relaxed flow, which answers no before any
 * configuration of its choices is tried (mana/solver-relaxed.ts). Relaxed, every choice is made at
 * its most at once; capped, a permanent whose two abilities share its {T} makes no more than its
 * larger ability, and sources that tap one of a set of permanents no more than the set allows.
 * Both answer no with no budget at all (chain-budget.ts): no configuration is tried.
 */
import { describe, expect, it } from 'vitest';
import { oneQuery } from '../src/mana/chain-budget.js';
import { canPayMana, searchManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaType } from '../src/mana/symbols.js';
import { judged, NO_BUDGET } from './mana-oracle.js';

const generic = (n: number) => ({ ...NO_MANA, generic: n });


describe('601.2h: the relaxed flow, capped', () => {
  it('602.2b: twelve permanents with "{T}: Add {C}" and "{T}: Add {C}" × (i + 2): one more than their larger abilities make is no, with no configuration tried', () => {
    const sources: ManaSourceOption[] = Array.from({ length: 12 }, (_, i) => [
      { id: `p${i}#0`, produces: ['C'], amount: 1, snow: false, inPool: false, exclusive: `p${i}/T` },
      { id: `p${i}#1`, produces: ['C'], amount: i + 2, snow: false, inPool: false, exclusive: `p${i}/T` },
    ] satisfies ManaSourceOption[]).flat();
    const most = (12 * 15) / 2;
    expect(judged(() => canPayMana(generic(most + 1), sources))).toEqual({ answer: false, cut: false });
    expect(oneQuery(() => searchManaPayment(generic(most + 1), sources), undefined, NO_BUDGET)).toEqual({ solution: null, cut: false });
    // The most itself is paid: every permanent's larger ability.
    expect(oneQuery(() => canPayMana(generic(most), sources), undefined, { work: Infinity, choices: Infinity })).toBe(true);
  });

  it('602.2b: six creatures of six kinds whose own {T} taps one of a set of three (Springleaf Drum\'s creatures): a fourth mana is no, with no configuration tried', () => {
    const set = { key: 'tap set 0', size: 3 };
    const kinds: readonly (readonly ManaType[])[] = [['W'], ['U'], ['B'], ['R'], ['G'], ['C']];
    const sources: ManaSourceOption[] = kinds.map((produces, i) => ({ id: `c${i}#0`, produces, amount: 1, snow: false, inPool: false, tapsOneOf: [set] }));
    expect(judged(() => canPayMana(generic(4), sources))).toEqual({ answer: false, cut: false });
    expect(judged(() => canPayMana(generic(3), sources))).toEqual({ answer: true, cut: false });
  });

  it('602.2b: Druids among the creatures: three Druid kinds making {G}{G} and three other creature kinds, all tapping one of a set of two; a fifth mana is no, with no configuration tried', () => {
    const creatures = { key: 'tap set 0', size: 2 };
    const druids = { key: 'tap set 1', size: 2 };
    const druid = (id: string, more: Partial<ManaSourceOption>): ManaSourceOption => ({ id, produces: ['G'], amount: 2, snow: false, inPool: false, tapsOneOf: [creatures, druids], ...more });
    const other = (produces: readonly ManaType[], i: number): ManaSourceOption => ({ id: `c${i}#0`, produces, amount: 1, snow: false, inPool: false, tapsOneOf: [creatures] });
    const sources = [druid('d0#0', {}), druid('d1#0', { snow: true }), druid('d2#0', { only: ['G', 'generic'] }), other(['W'], 0), other(['U'], 1), other(['B'], 2)];
    // Two activations in all: two Druids, four.
    expect(judged(() => canPayMana(generic(5), sources))).toEqual({ answer: false, cut: false });
    expect(judged(() => canPayMana(generic(4), sources))).toEqual({ answer: true, cut: false });
  });

  it('602.2b: beside the Druids, a creature whose {T} taps another besides (Loam Dryad) buys less with the set\'s permanents: a third mana is no, with no configuration tried', () => {
    const creatures = { key: 'tap set 0', size: 3 };
    const druids = { key: 'tap set 1', size: 1 };
    const druid = (id: string, produces: readonly ManaType[]): ManaSourceOption => ({ id, produces, amount: 1, snow: false, inPool: false, tapsOneOf: [creatures, druids] });
    const sources: ManaSourceOption[] = [
      druid('d0#0', ['G']),
      druid('d1#0', ['W']),
      druid('d2#0', ['U']),
      { id: 'elf#0', produces: ['B'], amount: 1, snow: false, inPool: false, tapsOneOf: [creatures] },
      { id: 'dryad#0', produces: ['R'], amount: 1, snow: false, inPool: false, tapsOneOf: [creatures, creatures] },
    ];
    // Three of the creatures in all, one of them a Druid: a Druid and the elf, or the elf and the Dryad (two of them).
    expect(judged(() => canPayMana(generic(3), sources))).toEqual({ answer: false, cut: false });
    expect(judged(() => canPayMana(generic(2), sources))).toEqual({ answer: true, cut: false });
  });

  it('602.2b: Druids of unlike rates (Somberwald Sage\'s three mana beside two making one) and another creature, tapping one of a set of two: a fifth mana is no, with no configuration tried', () => {
    const creatures = { key: 'tap set 0', size: 2 };
    const druids = { key: 'tap set 1', size: 3 };
    const druid = (id: string, produces: readonly ManaType[], amount: number): ManaSourceOption => ({ id, produces, amount, snow: false, inPool: false, tapsOneOf: [creatures, druids] });
    const sources = [druid('sage#0', ['G'], 3), druid('d1#0', ['W'], 1), druid('d2#0', ['U'], 1), { id: 'elf#0', produces: ['B'], amount: 1, snow: false, inPool: false, tapsOneOf: [creatures] } satisfies ManaSourceOption];
    expect(judged(() => canPayMana(generic(5), sources))).toEqual({ answer: false, cut: false });
    expect(judged(() => canPayMana(generic(4), sources))).toEqual({ answer: true, cut: false });
  });
});
