/**
 * CR 613, 601.2f, 602.5: the list of permanents whose static and triggered abilities the
 * casting rules read (staticSources) is the same whether it is worked out afresh or from the
 * battlefield before one permanent was tapped, replaced or another put in its place, or
 * permanents left it or entered it.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { objectCard } from '../src/cards/face-up.js';
import { staticSources, staticSourcesWith, type StaticPart } from '../src/cards/static-sources.js';
import type { GameState, Permanent } from '../src/game/state.js';
import { setTapped } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const cards = BUILT_IN_CARDS;
const game = gameOf({
  players: [{ id: 'alice' }, { id: 'bob' }],
  battlefield: [
    { card: 'Forest', controller: 'alice' },
    { card: 'Thalia, Guardian of Thraben', controller: 'bob', id: 'thalia' },
    { card: 'Grizzly Bears', controller: 'alice', id: 'bears' },
    { card: 'Goblin Electromancer', controller: 'alice', id: 'electromancer' },
    { card: 'Mountain', controller: 'bob', id: 'mountain' },
  ],
  turn: ALICE_MAIN,
});

/** What the list must be: every permanent whose card has such abilities, in battlefield order, the permanent itself. */
function expected(g: GameState): readonly { readonly permanent: Permanent; readonly name: string }[] {
  return g.battlefield.flatMap((permanent) => {
    const card = objectCard(cards, permanent);
    const any = [card.costModifiers, card.permissions, card.prohibitions, card.restrictions, card.grants, card.triggers].some((l) => l.length > 0);
    return any ? [{ permanent, name: card.name }] : [];
  });
}

const PARTS: readonly StaticPart[] = ['costModifiers', 'permissions', 'prohibitions', 'restrictions', 'grants', 'triggers'];

function check(g: GameState): void {
  const found = staticSources(g, cards);
  expect(found.map((s) => s.card.name)).toEqual(expected(g).map((s) => s.name));
  found.forEach((s, i) => expect(s.permanent).toBe(expected(g)[i]!.permanent));
  // Each part's list: the sources whose cards have it, in the same order, the same entries.
  for (const part of PARTS) expect(staticSourcesWith(g, cards, part)).toEqual(found.filter((s) => s.card[part].length > 0));
}

describe('613, 601.2f: the static sources after one permanent changes', () => {
  it('601.2f: tapping a cost changer or another permanent keeps the list, holding the permanents as they are now', () => {
    check(game);
    const tapped = setTapped(game, 'thalia', true);
    check(tapped);
    check(setTapped(tapped, 'mountain', true));
    check(setTapped(game, 'bears', true));
  });

  it('613: a permanent replaced by one with other abilities at the same place joins or leaves the list', () => {
    check(game);
    const thalia = game.battlefield[1]!;
    const bears = game.battlefield[2]!;
    const swapped = { ...game, battlefield: game.battlefield.map((p, i) => (i === 1 ? { ...bears, id: 'bears-2' } : i === 2 ? { ...thalia, id: 'thalia-2' } : p)) };
    check(swapped);
    check({ ...swapped, battlefield: swapped.battlefield.filter((p) => p.id !== 'electromancer') });
    check({ ...game, battlefield: [...game.battlefield] });
  });
});

describe('613: an unchanged list is the same list', () => {
  it('613, 605.3a: a battlefield whose static sources are the same permanents gives back the list before it (the mana listing keys its memo on it)', () => {
    const before = staticSources(game, cards);
    const tapped = setTapped(game, 'bears', true);
    expect(staticSources(tapped, cards)).toBe(before);
    const copied = { ...game, battlefield: [...game.battlefield] };
    expect(staticSources(copied, cards)).toBe(before);
    // A source tapped is a new permanent object, so a new list, which holds it as it is now.
    const thaliaTapped = setTapped(game, 'thalia', true);
    const after = staticSources(thaliaTapped, cards);
    expect(after).not.toBe(before);
    check(thaliaTapped);
    // A permanent that now has static abilities joins: a new list.
    const swapped = { ...game, battlefield: game.battlefield.map((p, i) => (i === 0 ? { ...game.battlefield[1]!, id: 'thalia-2' } : p)) };
    expect(staticSources(swapped, cards)).not.toBe(staticSources(game, cards));
    check(swapped);
  });
});

describe('613, 603.10a: the static sources after permanents leave or enter', () => {
  it('613: after any run of changes (a permanent tapped, left, entered at the end, replaced, the order turned, two left and one replaced at once), each list is the one worked out afresh (property)', () => {
    const names = ['Forest', 'Thalia, Guardian of Thraben', 'Grizzly Bears', 'Goblin Electromancer', 'Monastery Swiftspear', 'Mountain'];
    const change = fc.record({ kind: fc.nat({ max: 5 }), at: fc.nat(), name: fc.nat({ max: names.length - 1 }), also: fc.nat() });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 25 }), (changes) => {
        let g: GameState = { ...game, battlefield: [...game.battlefield] };
        check(g);
        changes.forEach(({ kind, at, name, also }, step) => {
          const field = g.battlefield;
          const i = field.length === 0 ? 0 : at % field.length;
          const entering = { ...game.battlefield[0]!, id: `new-${step}`, card: names[name]! };
          const next =
            kind === 0 && field.length > 0 ? field.map((p, k) => (k === i ? { ...p, tapped: !p.tapped } : p))
            : kind === 1 ? field.filter((_, k) => k !== i)
            : kind === 2 ? [...field, entering]
            : kind === 3 && field.length > 0 ? field.map((p, k) => (k === i ? entering : p))
            : kind === 5 && field.length > 0 ? field.flatMap((p, k) => (k === i || k === also % field.length ? [] : k === (i + also) % field.length ? [entering] : [p]))
            : [...field].reverse();
          g = { ...g, battlefield: next };
          check(g);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('603.10a, 605.3a: a battlefield that lost or gained permanents with no such abilities gives back the list before it (the mana listing keys its memo on it)', () => {
    const before = staticSources(game, cards);
    const sacrificed = { ...game, battlefield: game.battlefield.filter((p) => p.id !== 'bears') };
    expect(staticSources(sacrificed, cards)).toBe(before);
    const entered = { ...sacrificed, battlefield: [...sacrificed.battlefield, { ...game.battlefield[2]!, id: 'bears-2' }] };
    expect(staticSources(entered, cards)).toBe(before);
    // Thalia leaving is a new list without her.
    const gone = { ...game, battlefield: game.battlefield.filter((p) => p.id !== 'thalia') };
    expect(staticSources(gone, cards).map((s) => s.card.name)).toEqual(['Goblin Electromancer']);
  });
});

describe('613, 601.2f, 602.5: the static sources with one kind of ability', () => {
  it('601.2f, 602.5: a rule asking about cost changes reads only the cost changers, the same list each time, however many other static sources the board holds', () => {
    const many = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [{ card: 'Thalia, Guardian of Thraben', controller: 'bob', id: 'thalia' }, { card: 'Goblin Electromancer', controller: 'alice', id: 'electromancer' }, ...Array.from({ length: 40 }, (_, i) => ({ card: 'Chromatic Orrery', controller: 'alice', id: `orrery-${i}` }))],
      turn: ALICE_MAIN,
    });
    const changers = staticSourcesWith(many, cards, 'costModifiers');
    expect(changers.map((s) => s.permanent.id)).toEqual(['thalia', 'electromancer']);
    expect(staticSourcesWith(many, cards, 'costModifiers')).toBe(changers);
    expect(staticSourcesWith(many, cards, 'restrictions')).toHaveLength(40);
    expect(staticSourcesWith(many, cards, 'prohibitions')).toEqual([]);
    // A battlefield with none at all.
    const bare = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Forest', controller: 'alice' }], turn: ALICE_MAIN });
    expect(staticSourcesWith(bare, cards, 'triggers')).toEqual([]);
  });
});

describe('613: the list is the one for the library asked about', () => {
  it('613, 601.2f: one battlefield read with two libraries in turn gives each library\'s list', () => {
    // A library in which the Grizzly Bears taxes spells, as Thalia does in the built-in one.
    const taxing = createCardLibrary([{ name: 'Grizzly Bears', types: ['Creature'], manaCost: '{1}{G}', costModifiers: [{ change: 'increase', spells: { controller: 'any' }, mana: '{1}' }] }], cards);
    const named = (library: typeof cards) => staticSources(game, library).map((s) => s.card.name);
    for (let i = 0; i < 2; i += 1) {
      expect(named(cards)).toEqual(['Thalia, Guardian of Thraben', 'Goblin Electromancer']);
      expect(named(taxing)).toEqual(['Thalia, Guardian of Thraben', 'Grizzly Bears', 'Goblin Electromancer']);
      expect(named(taxing)).toEqual(['Thalia, Guardian of Thraben', 'Grizzly Bears', 'Goblin Electromancer']);
    }
  });
});

/** A full garbage collection, from inside a test (V8's gc function, exposed for a fresh context). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('601.2f: working the list out keeps no battlefield alive but the last', () => {
  it('601.2f: hundreds of battlefields worked out in one synchronous job (an AI\'s search) are not kept until it ends', () => {
    // Each battlefield array is 20,000 permanents long (160 KB of slots): 300 of them kept alive
    // hold 48 MB and more. A WeakRef made for each would keep them all until the job ends.
    const wide: GameState = { ...game, battlefield: Array.from({ length: 4000 }, () => game.battlefield).flat() };
    staticSources(wide, cards);
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i += 1) staticSources({ ...wide, battlefield: [...wide.battlefield] }, cards);
    collectGarbage();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown).toBeLessThan(10_000_000);
  });
});
