/**
 * CR 601.2g–h: the payability solver tries the configurations of its choices (each kind of
 * "N mana of any one type" source, of permanents whose abilities exclude each other, of sources
 * that tap one of a set) one flow each, and there are as many as the product of their options.
 * Each flow after the first is taken from the question's budget (mana/chain-budget.ts), as the
 * orders of chain sources are: past it the search is cut and says so, and what it found pays.
 */
import { describe, expect, it } from 'vitest';
import { oneQuery, searchesCut } from '../src/mana/chain-budget.js';
import { canPayMana, searchManaPayment } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA } from '../src/mana/symbols.js';

/**
 * k permanents, the i-th with "{T}: Add {W}" × 2(i + 1) and "{T}: Add {U}" × 2(i + 1) sharing
 * its {T} (CR 602.2b): each a choice of its own (one ability or the other), 2^k configurations.
 */
function permanents(k: number): ManaSourceOption[] {
  return Array.from({ length: k }, (_, i) => [
    { id: `p${i}#0`, produces: ['W'], amount: 2 * (i + 1), snow: false, inPool: false, exclusive: `p${i}/T` },
    { id: `p${i}#1`, produces: ['U'], amount: 2 * (i + 1), snow: false, inPool: false, exclusive: `p${i}/T` },
  ] satisfies ManaSourceOption[]).flat();
}
/** The most they make: Σ 2(i + 1). */
const most = (k: number): number => k * (k + 1);
/**
 * {W} and the rest of the most in {U}: no configuration pays it (a permanent making {W} makes
 * two or more and takes as much from the {U}), but a flow that lets each permanent split its mana
 * between its two abilities does, so every configuration is tried.
 */
const split = (k: number) => ({ ...NO_MANA, W: 1, U: most(k) - 1 });
/**
 * One more {W} than half the most, the rest in {U}: every permanent makes an even amount, so no
 * configuration pays an odd {W}; but the relaxed flow of any partial configuration lets the
 * permanents not yet chosen split their mana, so no bound rules a subtree out until its last
 * choices: a subset sum, which a flow can't see.
 */
const odd = (k: number) => ({ ...NO_MANA, W: most(k) / 2 + 1, U: most(k) / 2 - 1 });
const generic = (n: number) => ({ ...NO_MANA, generic: n });
/** A bound of `flows` flows over `sources` sources, one layer each, on each question of the query. */
const bound = (flows: number, sources: number) => ({ work: flows * Math.min(sources, 64), choices: 1 << 18 });

describe('601.2h: the configurations of the solver\'s choices are bounded', () => {
  it('601.2h: an odd {W} from twelve such permanents (2^12 configurations, every relaxed flow says yes) is cut within the question\'s budget', () => {
    const sources = permanents(12);
    const before = searchesCut();
    expect(oneQuery(() => canPayMana(odd(12), sources), undefined, bound(100, sources.length))).toBe(false);
    expect(searchesCut()).toBeGreaterThan(before);
    const search = oneQuery(() => searchManaPayment(odd(12), sources), undefined, bound(100, sources.length));
    expect(search).toEqual({ solution: null, cut: true });
  });

  it('601.2h: with no bound the same search runs to its end and answers no, uncut; a bound of fewer flows than its configurations cuts it', () => {
    const sources = permanents(8);
    const before = searchesCut();
    expect(oneQuery(() => canPayMana(odd(8), sources), undefined, { work: Infinity, choices: Infinity })).toBe(false);
    expect(searchesCut()).toBe(before);
    // 2^8 = 256 configurations, and a flow for each partial configuration bounded: 1,024 flows are enough, 200 are not.
    expect(oneQuery(() => canPayMana(odd(8), sources), undefined, bound(1024, sources.length))).toBe(false);
    expect(searchesCut()).toBe(before);
    expect(oneQuery(() => canPayMana(odd(8), sources), undefined, bound(200, sources.length))).toBe(false);
    expect(searchesCut()).toBeGreaterThan(before);
  });

  it('601.2h: branch and bound: {W} and the rest in {U} from twelve permanents is answered no, uncut, in far fewer flows than its 2^12 configurations', () => {
    // After the first configuration, each permanent chosen to make {W} leaves too little {U} in every relaxed flow under it.
    const sources = permanents(12);
    const before = searchesCut();
    expect(oneQuery(() => canPayMana(split(12), sources), undefined, bound(100, sources.length))).toBe(false);
    expect(oneQuery(() => searchManaPayment(split(12), sources), undefined, bound(100, sources.length))).toEqual({ solution: null, cut: false });
    expect(searchesCut()).toBe(before);
  });

  it('601.2h: the first configuration is free: a cost it pays is paid with no budget at all, and the most they make is found with budget enough', () => {
    const sources = permanents(12);
    expect(oneQuery(() => canPayMana(generic(1), sources), undefined, { work: 0, choices: 0 })).toBe(true);
    expect(oneQuery(() => searchManaPayment(generic(1), sources), undefined, { work: 0, choices: 0 }).solution?.uses).toHaveLength(1);
    const six = permanents(6);
    expect(oneQuery(() => canPayMana({ ...NO_MANA, U: most(6) }, six), undefined, bound(800, six.length))).toBe(true);
  });
});
