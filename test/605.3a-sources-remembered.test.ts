/**
 * CR 605.3a, 602.2b: the listing of a player's mana sources remembers a permanent's part
 * while the permanent is the same object and the static sources are the same list
 * (src/mana-abilities/listing-memo.ts). Whatever else changes, the sources are the ones a
 * listing from scratch finds: the memo holds only for abilities whose check reads nothing
 * but their object, the permanents their cost could tap and their controller's life total,
 * and only where no static ability holds "as long as" something.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState, Permanent, PlayerId } from '../src/game/state.js';
import { setTapped, updatePermanent, updatePlayer } from '../src/game/update.js';
import { abilitySources } from '../src/mana-abilities/mana-abilities.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { readsWhatItNames } from '../src/mana-abilities/listing-memo.js';
import { getCard } from '../src/cards/library.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { COFFERS, RUNNER, TAINTED } from './mana-ability-cards.js';

/** Lands you control have "{T}: Add one mana of any color." (Chromatic Lantern, CR 605.1a). */
const LANTERN: CardInput = {
  name: 'Test Lantern',
  manaCost: '{3}',
  types: ['Artifact'],
  grants: [{ controller: 'you', types: ['Land'], manaAbility: { cost: [{ kind: 'tapSelf' }], produces: { types: ['W', 'U', 'B', 'R', 'G'] } } }],
  text: 'Lands you control have "{T}: Add one mana of any color."',
};

const cards = libraryWith(TAINTED, COFFERS, RUNNER, LANTERN);
const ALICE = 'alice';
const BOB = 'bob';

const start = (battlefield: { card: string; id?: string; controller?: string; summoningSick?: boolean; counters?: Record<string, number> }[], alice: object = {}): GameState =>
  gameOf({ players: [{ id: ALICE, library: ['Opt'], ...alice }, { id: BOB }], battlefield: battlefield.map((p) => ({ controller: ALICE, ...p })), turn: ALICE_MAIN }, cards);

/** A permanent of `card` as the scenario format makes it, to put on a battlefield that shares the rest. */
const permanentOf = (card: string, id: string, extra: object = {}): Permanent => start([{ card, id, ...extra }]).battlefield[0]!;

const entering = (game: GameState, permanent: Permanent): GameState => ({ ...game, battlefield: [...game.battlefield, permanent] });

/** `permanent` in the place of permanent `id`: a battlefield as long as before, whose static sources may be the same list. */
const replacing = (game: GameState, id: string, permanent: Permanent): GameState => ({ ...game, battlefield: game.battlefield.map((p) => (p.id === id ? permanent : p)) });

/** The same game with every permanent a new object: nothing is remembered for it. */
const afresh = (game: GameState): GameState => ({ ...game, battlefield: game.battlefield.map((p) => ({ ...p })) });

/** Lists `before` (so its permanents are remembered), then checks `after` against a listing from scratch. */
function listsAsAfresh(before: GameState, after: GameState, player: PlayerId = ALICE): ReturnType<typeof abilitySources> {
  abilitySources(before, cards, player);
  const listed = abilitySources(after, cards, player);
  expect(listed).toStrictEqual(abilitySources(afresh(after), cards, player));
  return listed;
}

const ids = (sources: ReturnType<typeof abilitySources>) => sources.map((s) => s.id);

describe('605.3a: a permanent that is the same object is listed once', () => {
  it('605.3a: two battlefields sharing their permanents give the same source objects', () => {
    const game = start([{ card: 'Forest', id: 'f' }, { card: 'Sol Ring', id: 'ring' }, { card: 'Grizzly Bears', id: 'bears' }]);
    const first = abilitySources(game, cards, ALICE);
    const again = abilitySources({ ...game, battlefield: [...game.battlefield] }, cards, ALICE);
    expect(again).not.toBe(first);
    again.forEach((s, i) => expect(s).toBe(first[i]));
    // A tapped Forest is a new object: listed afresh (no source); the Sol Ring's stays the same object.
    const tapped = setTapped(game, 'f', true);
    const after = listsAsAfresh(game, tapped);
    expect(ids(after)).toEqual(['ring#0']);
    expect(after[0]).toBe(first[1]);
  });

  it('605.3a: tapping a static source that is also a mana source (Chromatic Orrery) keeps the others\' sources the same objects; a new static source does not', () => {
    const game = start([{ card: 'Chromatic Orrery', id: 'orrery' }, { card: 'Forest', id: 'f' }, { card: 'Sol Ring', id: 'ring' }]);
    const first = abilitySources(game, cards, ALICE);
    const tapped = setTapped(game, 'orrery', true);
    const after = listsAsAfresh(game, tapped);
    expect(ids(after)).toEqual(['f#0', 'ring#0']);
    expect(after[0]).toBe(first[1]);
    expect(after[1]).toBe(first[2]);
    // Cursed Totem entering is another static source: everything is listed again.
    const totem = entering(tapped, permanentOf('Cursed Totem', 'totem'));
    const withTotem = listsAsAfresh(tapped, totem);
    expect(withTotem[0]).not.toBe(after[0]);
  });

  it("605.3a: a permanent is listed for its controller only, before and after it changes hands", () => {
    const game = start([{ card: 'Forest', id: 'f' }, { card: 'Island', id: 'i', controller: BOB }]);
    expect(ids(abilitySources(game, cards, ALICE))).toEqual(['f#0']);
    expect(ids(abilitySources(game, cards, BOB))).toEqual(['i#0']);
    const changed = { ...game, battlefield: game.battlefield.map((p) => (p.id === 'f' ? p : { ...p, controller: ALICE })) };
    expect(ids(listsAsAfresh(game, changed))).toEqual(['f#0', 'i#0']);
    expect(ids(listsAsAfresh(game, changed, BOB))).toEqual([]);
  });

  it('605.3a, 602.2b, 118.3: the classification reads the definition: {T}, counters on its object, sacrificing it (restricted by static sources alone) and tapping others it could tap are its own; life, mill, "only if" and "for each" are not', () => {
    const ability = (name: string) => getCard(cards, name).manaAbilities[0]!;
    const own = ['Forest', 'Sol Ring', 'Llanowar Elves', 'Everflowing Chalice', 'Wall of Roots', 'Azorius Signet', 'Cavern of Souls', 'Simian Spirit Guide', 'Lotus Petal', 'Wild Cantor', 'Springleaf Drum', 'Loam Dryad', 'Seton, Krosan Protector'];
    expect(own.map((n) => readsWhatItNames(ability(n)))).toEqual(own.map(() => true));
    expect(['Mana Confluence', 'Millikin', 'Test Tainted Land', 'Test Coffers'].map((n) => readsWhatItNames(ability(n)))).toEqual([false, false, false, false]);
  });
});

describe('605.3a: what else changes is read afresh', () => {
  const elves = start([{ card: 'Llanowar Elves', id: 'elves', summoningSick: true }, { card: 'Forest', id: 'f' }]);

  it('302.6: Fervor entering gives a remembered summoning-sick Llanowar Elves haste, so it taps for mana', () => {
    expect(ids(abilitySources(elves, cards, ALICE))).toEqual(['f#0']);
    expect(ids(listsAsAfresh(elves, entering(elves, permanentOf('Fervor', 'fervor'))))).toEqual(['elves#0', 'f#0']);
  });

  it('602.5: Cursed Totem entering stops a remembered Llanowar Elves', () => {
    const ready = start([{ card: 'Llanowar Elves', id: 'elves' }, { card: 'Forest', id: 'f' }]);
    expect(ids(abilitySources(ready, cards, ALICE))).toEqual(['elves#0', 'f#0']);
    expect(ids(listsAsAfresh(ready, entering(ready, permanentOf('Cursed Totem', 'totem'))))).toEqual(['f#0']);
  });

  it('118.3: Angel of Jubilation entering stops a remembered Wild Cantor (a creature: sacrificing it is forbidden), not a Lotus Petal', () => {
    const ready = start([{ card: 'Wild Cantor', id: 'cantor' }, { card: 'Lotus Petal', id: 'petal' }]);
    const listed = ids(abilitySources(ready, cards, ALICE));
    expect(listed.filter((id) => id.startsWith('cantor')).length).toBeGreaterThan(0);
    const after = ids(listsAsAfresh(ready, entering(ready, permanentOf('Angel of Jubilation', 'angel'))));
    expect(after.filter((id) => id.startsWith('cantor'))).toEqual([]);
    expect(after.filter((id) => id.startsWith('petal'))).toEqual(listed.filter((id) => id.startsWith('petal')));
  });

  it('605.3a: a Lotus Petal listed twice on an unchanged battlefield gives the same source objects', () => {
    const game = start([{ card: 'Lotus Petal', id: 'petal' }, { card: 'Forest', id: 'f' }]);
    const first = abilitySources(game, cards, ALICE);
    const again = abilitySources({ ...game, battlefield: [...game.battlefield] }, cards, ALICE);
    expect(again.filter((s) => s.object === 'petal').every((s, i) => s === first.filter((f) => f.object === 'petal')[i])).toBe(true);
  });

  it('611.3a: haste "as long as" an instant is in the graveyard begins to hold with the battlefield unchanged', () => {
    const runner = start([{ card: 'Test Runner', id: 'runner', summoningSick: true }]);
    expect(ids(abilitySources(runner, cards, ALICE))).toEqual([]);
    const withInstant = updatePlayer(runner, ALICE, (p) => ({ ...p, graveyard: [...p.graveyard, { ...p.library[0]!, id: 'opt-in-yard' }] }));
    expect(withInstant.battlefield).toBe(runner.battlefield);
    expect(ids(listsAsAfresh(runner, withInstant))).toEqual(['runner#0']);
  });

  it('602.5b: "activate only if you control a Swamp" is asked again when a Swamp takes a Forest\'s place (the static sources are the same list)', () => {
    const tainted = start([{ card: 'Test Tainted Land', id: 'tainted' }, { card: 'Forest', id: 'land' }]);
    expect(ids(abilitySources(tainted, cards, ALICE))).toEqual(['land#0']);
    expect(ids(listsAsAfresh(tainted, replacing(tainted, 'land', permanentOf('Swamp', 'swamp'))))).toEqual(['tainted#0', 'swamp#0']);
  });

  it('605.3b: "for each Swamp you control" is counted again when a Swamp takes a Forest\'s place', () => {
    const coffers = start([{ card: 'Test Coffers', id: 'coffers' }, { card: 'Swamp', id: 's1' }, { card: 'Forest', id: 'land' }]);
    expect(abilitySources(coffers, cards, ALICE)[0]).toMatchObject({ id: 'coffers#0', amount: 1 });
    expect(listsAsAfresh(coffers, replacing(coffers, 'land', permanentOf('Swamp', 's2')))[0]).toMatchObject({ id: 'coffers#0', amount: 2 });
  });

  it('119.4: Mana Confluence is asked again when its controller goes to 0 life', () => {
    const confluence = start([{ card: 'Mana Confluence', id: 'mc' }], { life: 1 });
    expect(ids(abilitySources(confluence, cards, ALICE))).toEqual(['mc#0']);
    expect(ids(listsAsAfresh(confluence, updatePlayer(confluence, ALICE, (p) => ({ ...p, life: 0 }))))).toEqual([]);
  });

  it("119.4: Mana Confluence is listed once while its controller's life total is the same: its source stays the same object, and is made again at another", () => {
    const game = start([{ card: 'Mana Confluence', id: 'mc' }, { card: 'Forest', id: 'land' }]);
    const [first] = abilitySources(game, cards, ALICE);
    expect(first).toMatchObject({ id: 'mc#0', lifeCost: 1 });
    expect(listsAsAfresh(game, { ...game, battlefield: [...game.battlefield] })[0]).toBe(first);
    // Bob's life is not what alice's Confluence reads.
    const bobs = updatePlayer(game, BOB, (p) => ({ ...p, life: 0 }));
    expect(listsAsAfresh(game, bobs)[0]).toBe(first);
    const lower = updatePlayer(game, ALICE, (p) => ({ ...p, life: 19 }));
    expect(listsAsAfresh(game, lower)[0]).not.toBe(first);
  });

  it('701.17b: Millikin is asked again when its controller\'s library empties', () => {
    const millikin = start([{ card: 'Millikin', id: 'mk' }]);
    expect(ids(abilitySources(millikin, cards, ALICE))).toEqual(['mk#0']);
    expect(ids(listsAsAfresh(millikin, updatePlayer(millikin, ALICE, (p) => ({ ...p, library: [] }))))).toEqual([]);
  });

  it("602.2b: a Springleaf Drum taking a Forest's place puts the remembered Elves' own source in the Drum's tap set", () => {
    const ready = start([{ card: 'Llanowar Elves', id: 'elves' }, { card: 'Forest', id: 'land' }]);
    expect(abilitySources(ready, cards, ALICE)[0]).not.toHaveProperty('tapsOneOf');
    const drummed = replacing(ready, 'land', permanentOf('Springleaf Drum', 'drum'));
    const listed = listsAsAfresh(ready, drummed);
    expect(listed.find((s) => s.id === 'elves#0')?.tapsOneOf).toEqual([{ key: 'tap set 0', size: 1 }]);
    expect(listed.find((s) => s.id === 'drum#0')?.tapsOneOf).toEqual([{ key: 'tap set 0', size: 1 }]);
    // And the Forest back in its place takes the set off again.
    expect(listsAsAfresh(drummed, ready)[0]).not.toHaveProperty('tapsOneOf');
  });

  it("602.2b: beside a Springleaf Drum, the creatures' sources stay the same objects while the creatures it could tap are the same; one tapped, they are made again", () => {
    const game = start([{ card: 'Llanowar Elves', id: 'elves' }, { card: 'Llanowar Elves', id: 'elves-2' }, { card: 'Springleaf Drum', id: 'drum' }]);
    const first = abilitySources(game, cards, ALICE);
    const again = listsAsAfresh(game, { ...game, battlefield: [...game.battlefield] });
    expect(again.find((s) => s.id === 'elves#0')).toBe(first.find((s) => s.id === 'elves#0'));
    expect(again.find((s) => s.id === 'elves-2#0')).toBe(first.find((s) => s.id === 'elves-2#0'));
    // The second Elves tapped: one creature fewer to tap, so the first Elves' set is smaller.
    const tapped = listsAsAfresh(game, setTapped(game, 'elves-2', true));
    expect(tapped.find((s) => s.id === 'elves#0')?.tapsOneOf).toEqual([{ key: 'tap set 0', size: 1 }]);
    expect(first.find((s) => s.id === 'elves#0')?.tapsOneOf).toEqual([{ key: 'tap set 0', size: 2 }]);
  });

  it('602.2b: a Springleaf Drum, a Loam Dryad and Seton are listed once while the creatures they could tap are the same: their sources stay the same objects', () => {
    const game = start([{ card: 'Llanowar Elves', id: 'elves' }, { card: 'Llanowar Elves', id: 'elves-2' }, { card: 'Springleaf Drum', id: 'drum' }, { card: 'Loam Dryad', id: 'dryad' }, { card: 'Seton, Krosan Protector', id: 'seton' }]);
    const first = abilitySources(game, cards, ALICE);
    const again = listsAsAfresh(game, { ...game, battlefield: [...game.battlefield] });
    for (const object of ['drum', 'dryad', 'seton']) {
      const made = again.filter((s) => s.object === object);
      expect(made.length).toBeGreaterThan(0);
      made.forEach((s) => expect(s).toBe(first.find((f) => f.id === s.id)));
    }
    // An Elves tapped: one Druid fewer for Seton to tap, so fewer activations of it, and the Drum's and Dryad's sets smaller.
    const tapped = listsAsAfresh(game, setTapped(game, 'elves-2', true));
    expect(tapped.filter((s) => s.object === 'seton').length).toBeLessThan(first.filter((s) => s.object === 'seton').length);
    expect(tapped.find((s) => s.object === 'drum')).not.toBe(first.find((s) => s.object === 'drum'));
    // And untapped again, the same list as at first: listed as from scratch.
    listsAsAfresh(setTapped(game, 'elves-2', true), setTapped(setTapped(game, 'elves-2', true), 'elves-2', false));
  });

  it("602.2b: a second Seton leaving gives the remembered first its share of the Druids' activations, though the Druids it could tap are the same", () => {
    // Seton is a Druid too; the second is tapped, so not among the untapped Druids: three to tap, shared by two Setons.
    const two = start([{ card: 'Llanowar Elves', id: 'elves' }, { card: 'Llanowar Elves', id: 'elves-2' }, { card: 'Seton, Krosan Protector', id: 'seton' }, { card: 'Seton, Krosan Protector', id: 'seton-2' }]);
    const tapped = setTapped(two, 'seton-2', true);
    expect(abilitySources(tapped, cards, ALICE).filter((s) => s.object === 'seton')).toHaveLength(2);
    const one = { ...tapped, battlefield: tapped.battlefield.filter((p) => p.id !== 'seton-2') };
    expect(listsAsAfresh(tapped, one).filter((s) => s.object === 'seton')).toHaveLength(3);
  });

  it('605.1a: a land remembered before a giver of mana abilities entered has the acquired ability', () => {
    const forest = start([{ card: 'Forest', id: 'f' }]);
    expect(ids(abilitySources(forest, cards, ALICE))).toEqual(['f#0']);
    expect(ids(listsAsAfresh(forest, entering(forest, permanentOf('Test Lantern', 'lantern'))))).toEqual(['f#0', 'f#1']);
  });
});

describe('605.3a: any run of changes lists as a listing from scratch does (property)', () => {
  const CARDS = [
    'Forest', 'Swamp', 'Island', 'Llanowar Elves', 'Birds of Paradise', 'Everflowing Chalice', 'Wall of Roots', 'Lotus Petal', 'Mana Confluence', 'Millikin',
    'Springleaf Drum', 'Sol Ring', 'Azorius Signet', 'Cursed Totem', 'Fervor', 'Grizzly Bears', 'Test Tainted Land', 'Test Coffers', 'Test Runner', 'Test Lantern',
    'Chromatic Orrery', 'Wild Cantor', 'Angel of Jubilation', 'Loam Dryad', 'Seton, Krosan Protector',
  ] as const;
  const change = fc.oneof(
    fc.record({ kind: fc.constant('tap' as const), at: fc.nat(), tapped: fc.boolean() }),
    fc.record({ kind: fc.constant('sick' as const), at: fc.nat(), sick: fc.boolean() }),
    fc.record({ kind: fc.constant('counters' as const), at: fc.nat(), charge: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ kind: fc.constant('leave' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('enter' as const), card: fc.constantFrom(...CARDS), bob: fc.boolean() }),
    fc.record({ kind: fc.constant('life' as const), life: fc.integer({ min: 0, max: 2 }), bob: fc.boolean() }),
    fc.record({ kind: fc.constant('library' as const), empty: fc.boolean() }),
    fc.record({ kind: fc.constant('graveyard' as const), instant: fc.boolean() }),
    fc.record({ kind: fc.constant('control' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), card: fc.constantFrom(...CARDS) }),
  );
  type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

  function apply(game: GameState, c: Change, n: number): GameState {
    const target = game.battlefield.length === 0 || !('at' in c) ? undefined : game.battlefield[c.at % game.battlefield.length]!.id;
    switch (c.kind) {
      case 'tap':
        return target ? setTapped(game, target, c.tapped) : game;
      case 'sick':
        return target ? updatePermanent(game, target, (p) => ({ ...p, controlledSinceTurnStart: !c.sick })) : game;
      case 'counters':
        return target ? updatePermanent(game, target, (p) => ({ ...p, counters: { ...p.counters, charge: c.charge } })) : game;
      case 'leave':
        return target ? { ...game, battlefield: game.battlefield.filter((p) => p.id !== target) } : game;
      case 'control':
        return target ? updatePermanent(game, target, (p) => ({ ...p, controller: p.controller === ALICE ? BOB : ALICE })) : game;
      case 'replace':
        return target ? replacing(game, target, permanentOf(c.card, `replaced-${n}`)) : game;
      case 'enter':
        return entering(game, permanentOf(c.card, `entered-${n}`, c.bob ? { controller: BOB } : {}));
      case 'life':
        return updatePlayer(game, c.bob ? BOB : ALICE, (p) => ({ ...p, life: c.life }));
      case 'library':
        return updatePlayer(game, ALICE, (p) => ({ ...p, library: c.empty ? [] : start([]).players[0]!.library }));
      case 'graveyard':
        return updatePlayer(game, ALICE, (p) => ({ ...p, graveyard: c.instant ? [{ ...start([]).players[0]!.library[0]!, id: `opt-${n}` }] : [] }));
    }
  }

  it('605.3a, 602.2b: after each change, both players\' sources and the query\'s mana abilities equal those with every permanent a new object', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CARDS), { maxLength: 8 }), fc.array(change, { minLength: 1, maxLength: 12 }), (initial, changes) => {
        let game = start(initial.map((card, i) => ({ card, id: `p${i}`, ...(i % 3 === 2 ? { controller: BOB } : {}) })));
        for (const player of [ALICE, BOB]) abilitySources(game, cards, player);
        changes.forEach((c, n) => {
          game = apply(game, c, n);
          for (const player of [ALICE, BOB]) {
            expect(abilitySources(game, cards, player), JSON.stringify(c)).toStrictEqual(abilitySources(afresh(game), cards, player));
            // The query's answers for each mana ability are kept with the listings (mana-answers.ts).
            expect(legalActions(game, cards, player).manaAbilities, JSON.stringify(c)).toStrictEqual(legalActions(afresh(game), cards, player).manaAbilities);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
