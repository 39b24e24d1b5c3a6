/**
 * CR 601.2g–h: the mana sources left once a cost's actions use some objects (costs/
 * cost-conflicts.ts). They are found through an index of which sources use each object, kept
 * for a frozen list; the list comes back as it was when no source is ruled out, and a list
 * with some left out remembers where it came from (mana/source-lists.ts). Checked against the
 * rule's plain reading: a source is ruled out when something it uses is used up by the cost,
 * or tapped by it and tapped by the source too. A list made from another shares its index.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ObjectUse } from '../src/cards/cost-kinds.js';
import { conflicts, plainlyPayableLeaving, ruledOut, sourceIndex, sourcesLeft, sourceUses, usedBySome } from '../src/costs/cost-conflicts.js';
import { NO_MANA } from '../src/mana/symbols.js';
import { canPayMana } from '../src/mana/solver.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import type { GameState } from '../src/game/state.js';
import { derivationOf } from '../src/mana/source-lists.js';
import { contestOf } from '../src/costs/contested.js';
import { gameOf, ALICE_MAIN } from './helpers.js';

const OBJECTS = ['o0', 'o1', 'o2', 'o3', 'o4'];
const GAME: GameState = gameOf({
  players: [{ id: 'alice', graveyard: ['Island'] }, { id: 'bob' }],
  turn: ALICE_MAIN,
  battlefield: OBJECTS.map((id) => ({ card: 'Grizzly Bears', id, controller: 'alice' })),
} as never);
const GRAVE = GAME.players[0]!.graveyard[0]!.id;

const use = fc.record({ object: fc.constantFrom(...OBJECTS, GRAVE), taps: fc.boolean(), removes: fc.boolean() });
const base = { produces: ['G'], amount: 1, snow: false };
const source = fc.oneof(
  // A mana ability: the objects it uses, as listing found them.
  fc.array(use, { maxLength: 3 }).map((uses) => ({ ...base, inPool: false, object: uses[0]?.object ?? 'o0', ability: 0, zone: 'battlefield', usesObject: true, made: null, hybrid: [], tap: [], uses })),
  // Convoke (a creature on the battlefield) or delve (a graveyard card): pays some parts only.
  fc.constantFrom(...OBJECTS, GRAVE).map((id) => ({ ...base, id, inPool: true, only: ['generic'] })),
  // Mana in the pool uses nothing.
  fc.constant({ ...base, inPool: true }),
);
const WAYS: readonly ObjectUse[] = ['tap', 'leave', 'untap', 'wear'];
const used = fc.array(fc.tuple(fc.constantFrom(...OBJECTS, GRAVE), fc.constantFrom(...WAYS)), { maxLength: 3 }).map((pairs) => new Map(pairs));

/** The plain reading: each source's uses against the cost's. */
function plainLeft(sources: readonly ManaSourceOption[], usedUp: ReadonlyMap<string, ObjectUse>): readonly ManaSourceOption[] {
  return sources.filter((s) => !sourceUses(GAME, 'alice', s).some((u) => usedUp.has(u.object) && conflicts(usedUp.get(u.object)!, u)));
}

describe('601.2g–h: the mana sources a cost leaves', () => {
  it('601.2h: the sources left are the plain reading\'s, from a frozen list or a fresh one, and from a list made from one with some left out', () => {
    fc.assert(
      fc.property(fc.array(source, { maxLength: 10 }), used, used, fc.boolean(), (raw, first, second, frozen) => {
        const list = raw.map((s, i) => ({ id: `s${i}`, ...s })) as unknown as ManaSourceOption[];
        const sources = frozen ? Object.freeze(list) : list;
        const once = sourcesLeft(GAME, 'alice', sources, first);
        expect(once).toEqual(plainLeft(sources, first));
        // Nothing ruled out: the same list, so whatever was kept for it still holds.
        if (once.length === sources.length) expect(once).toBe(sources);
        else expect(derivationOf(once)?.from).toBe(sources);
        const twice = sourcesLeft(GAME, 'alice', once, second, sourceIndex(GAME, 'alice', once));
        expect(twice).toEqual(plainLeft(once, second));
        // The plain test of what a made list leaves, read through the list it was made from: a payment it
        // finds is one (the sources left pay), and it finds one where a fresh copy's does.
        const green = { ...NO_MANA, G: 2 };
        const plainly = plainlyPayableLeaving(GAME, 'alice', once, second, green, {});
        if (plainly) expect(canPayMana(green, plainLeft(once, second))).toBe(true);
        if (plainlyPayableLeaving(GAME, 'alice', Object.freeze([...once]), second, green, {})) expect(plainly).toBe(true);
        // A list made from a frozen one shares its index, naming what it left out: it answers as its own would.
        const shared = sourceIndex(GAME, 'alice', once);
        const own = sourceIndex(GAME, 'alice', [...once]);
        for (const object of [...OBJECTS, GRAVE]) {
          expect(usedBySome(shared, object)).toBe(usedBySome(own, object));
          for (const way of WAYS) expect(ruledOut(shared, object, [way])).toEqual(ruledOut(own, object, [way]));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('601.2h: the contested candidates of a list made from a frozen one are those its own index gives, in order (contested.ts)', () => {
    const candidates = fc.uniqueArray(fc.constantFrom(...OBJECTS, GRAVE), { maxLength: 6 });
    fc.assert(
      fc.property(fc.array(source, { maxLength: 10 }), used, fc.array(fc.tuple(candidates, fc.option(fc.constantFrom(...OBJECTS), { nil: undefined })), { minLength: 1, maxLength: 3 }), fc.subarray([...WAYS], { minLength: 1 }), fc.nat(), (raw, first, slots, ways, pick) => {
        const sources = Object.freeze(raw.map((s, i) => ({ id: `s${i}`, ...s }))) as unknown as readonly ManaSourceOption[];
        const lists = slots.map(([l]) => l);
        // "Another": a list's except is no candidate of it.
        const excepts = slots.map(([, except]) => except);
        const filtered = slots.map(([l, except]) => l.filter((id) => id !== except));
        for (const list of [sources, sourcesLeft(GAME, 'alice', sources, first)]) {
          const index = sourceIndex(GAME, 'alice', list);
          // The plain reading: every candidate asked of the list's own index, in the lists' order.
          const own = sourceIndex(GAME, 'alice', [...list]);
          const contested = [...new Set(filtered.flat().filter((id) => ruledOut(own, id, ways).length > 0))];
          const contest = contestOf(index, lists, ways, excepts);
          expect(contest.none).toBe(contested.length === 0);
          expect(contest.first(2)).toEqual(contested.slice(0, 2));
          expect(contest.first(256)).toEqual(contested);
          const kept = new Set(contested.filter((_, i) => (pick >> i) % 2 === 1));
          lists.forEach((l, i) => expect(contest.allowed(l, kept).filter((id) => id !== excepts[i])).toEqual(filtered[i]!.filter((id) => !contested.includes(id) || kept.has(id))));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('601.2h: one list of candidates is split afresh against another list of sources', () => {
    const candidates = ['o1', 'o2'];
    const convoking = Object.freeze([{ ...base, id: 'o1', inPool: true, only: ['generic'] }]) as readonly ManaSourceOption[];
    const pool = Object.freeze([{ ...base, id: 'pool', inPool: true }]) as readonly ManaSourceOption[];
    // Convoke taps o1: tapping it for the cost is contested; beside mana in the pool, nothing is.
    expect(contestOf(sourceIndex(GAME, 'alice', convoking), [candidates], ['tap']).allowed(candidates, new Set())).toEqual(['o2']);
    expect(contestOf(sourceIndex(GAME, 'alice', pool), [candidates], ['tap']).none).toBe(true);
  });

  it('601.2h: the index of a frozen list is kept for its board, and worked out again on another', () => {
    const sources = Object.freeze([{ ...base, id: 'convoke', inPool: true, only: ['generic'] }, { ...base, id: 'o1', inPool: true, only: ['generic'] }]) as readonly ManaSourceOption[];
    const index = sourceIndex(GAME, 'alice', sources);
    expect(sourceIndex(GAME, 'alice', sources)).toBe(index);
    // o1 is a creature on this battlefield (convoke taps it); gone from it, the source uses nothing.
    expect(index.byObject.get('o1')).toBe(1); // one source uses it: its place, not a list
    const without = { ...GAME, battlefield: GAME.battlefield.filter((p) => p.id !== 'o1') };
    expect(sourceIndex(without, 'alice', sources).byObject.has('o1')).toBe(false);
    expect(sourcesLeft(without, 'alice', sources, new Map([['o1', 'tap']]))).toBe(sources);
    expect(sourcesLeft(GAME, 'alice', sources, new Map([['o1', 'tap']]))).toEqual([sources[0]]);
  });
});
