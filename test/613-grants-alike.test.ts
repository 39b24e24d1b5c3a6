/**
 * CR 613: the grants that reach a permanent, read from an index of the board's givers
 * (src/cards/grant-reach.ts) rather than from every giver for every permanent. Givers alike —
 * the same card, controller and chosen colour — give a permanent their grant once, from the
 * first of them whose grant reaches it and holds: more instances of the same keyword or
 * protection are redundant (CR 702.10, 702.11, 702.16, 702.18).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantHolds, grantReaches, grantsOn, hasHaste, type GrantOn } from '../src/cards/characteristics.js';
import { objectCard } from '../src/cards/face-up.js';
import { permanentShields } from '../src/cards/protection.js';
import { staticSources } from '../src/cards/static-sources.js';
import type { GameState, Permanent } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

type BattlefieldSpecInput = NonNullable<GameSpecInput['battlefield']>[number];

const creature = { manaCost: '{1}{G}', types: ['Creature' as const], power: 2, toughness: 2 };
const cards = libraryWith(
  { ...creature, name: 'Test Bear', text: 'A bear.' },
  { name: 'Test Mantle', manaCost: '{1}{W}', types: ['Enchantment'], grants: [{ protection: { colors: ['R'] }, controller: 'you', types: ['Creature'] }], text: 'Creatures you control have protection from red.' },
  { ...creature, name: 'Test Captain', grants: [{ keyword: 'hexproof', controller: 'you', types: ['Creature'], other: true }], text: 'Other creatures you control have hexproof.' },
  { name: 'Test Totem', manaCost: '{2}', types: ['Artifact'], grants: [{ keyword: 'haste', controller: 'you', types: ['Creature'], asLongAs: { self: 'untapped' } }], text: 'As long as Test Totem is untapped, creatures you control have haste.' },
  { name: 'Test Standard', manaCost: '{2}', types: ['Artifact'], grants: [{ protection: { chosenColor: true }, controller: 'any', types: ['Creature'] }], text: 'As Test Standard enters, choose a color. Creatures have protection from the chosen color.' },
  { name: 'Test Cloak', manaCost: '{U}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], grants: [{ keyword: 'shroud', attached: true }], text: 'Enchant creature. Enchanted creature has shroud.' },
);

const game = (battlefield: BattlefieldSpecInput[]): GameState => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, battlefield }, cards);
const find = (g: GameState, id: string): Permanent => g.battlefield.find((p) => p.id === id)!;
const from = (g: GameState, id: string) => grantsOn(g, cards, find(g, id)).map(({ grant, giver }) => [giver.id, grant.keyword ?? grant.protection] as const);

/** What grantsOn answered before the index: every giver's every grant that reaches and holds, in battlefield order. */
function everyGrant(g: GameState, permanent: Permanent): readonly GrantOn[] {
  const card = objectCard(cards, permanent);
  return staticSources(g, cards).flatMap(({ permanent: giver, card: source }) =>
    source.grants.filter((grant) => grantReaches(grant, giver, permanent, card) && grantHolds(g, cards, grant, giver)).map((grant) => ({ grant, giver })),
  );
}

/** The same with the grants of givers alike (card, grant, controller, chosen colour) once each, the first kept. */
function onceEach(grants: readonly GrantOn[]): readonly GrantOn[] {
  const seen = new Set<string>();
  return grants.filter(({ grant, giver }) => {
    if (grant.controller === undefined) return true;
    const key = `${objectCard(cards, giver).name}|${objectCard(cards, giver).grants.indexOf(grant)}|${giver.controller}|${giver.chosen?.color ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('613: grants of givers alike, once each', () => {
  it('702.16b, 613: three Mantles of alice\'s give her creature protection from red once, from the first; bob\'s from his own', () => {
    const g = game([
      { card: 'Test Bear', controller: 'alice', id: 'bear' },
      { card: 'Test Mantle', controller: 'alice', id: 'm1' },
      { card: 'Test Mantle', controller: 'bob', id: 'm2' },
      { card: 'Test Mantle', controller: 'alice', id: 'm3' },
      { card: 'Test Mantle', controller: 'alice', id: 'm4' },
      { card: 'Test Bear', controller: 'bob', id: 'his' },
    ]);
    expect(from(g, 'bear')).toEqual([['m1', { colors: ['R'] }]]);
    expect(from(g, 'his')).toEqual([['m2', { colors: ['R'] }]]);
    expect(permanentShields(g, cards, find(g, 'bear')).protection).toEqual([{ colors: ['R'] }]);
  });

  it('613: "other creatures you control": each Captain is reached by another Captain, and a lone Captain by none', () => {
    const two = game([
      { card: 'Test Captain', controller: 'alice', id: 'c1' },
      { card: 'Test Captain', controller: 'alice', id: 'c2' },
      { card: 'Test Bear', controller: 'alice', id: 'bear' },
    ]);
    expect(from(two, 'c1')).toEqual([['c2', 'hexproof']]);
    expect(from(two, 'c2')).toEqual([['c1', 'hexproof']]);
    expect(from(two, 'bear')).toEqual([['c1', 'hexproof']]);
    const one = game([{ card: 'Test Captain', controller: 'alice', id: 'c1' }]);
    expect(from(one, 'c1')).toEqual([]);
  });

  it('611.3a, 702.10: "as long as this is untapped": the first untapped Totem gives haste; with every Totem tapped, none does', () => {
    const g = game([
      { card: 'Test Totem', controller: 'alice', id: 't1', tapped: true },
      { card: 'Test Totem', controller: 'alice', id: 't2' },
      { card: 'Test Bear', controller: 'alice', id: 'bear' },
    ]);
    expect(from(g, 'bear')).toEqual([['t2', 'haste']]);
    expect(hasHaste(g, cards, find(g, 'bear'))).toBe(true);
    const tapped = game([
      { card: 'Test Totem', controller: 'alice', id: 't1', tapped: true },
      { card: 'Test Totem', controller: 'alice', id: 't2', tapped: true },
      { card: 'Test Bear', controller: 'alice', id: 'bear' },
    ]);
    expect(hasHaste(tapped, cards, find(tapped, 'bear'))).toBe(false);
  });

  it('702.16b: Standards that chose different colours give each; two that chose the same give it once; Cloaks each give their own', () => {
    const g = game([
      { card: 'Test Bear', controller: 'bob', id: 'bear' },
      { card: 'Test Standard', controller: 'alice', id: 's1', chosen: { color: 'R' } },
      { card: 'Test Standard', controller: 'alice', id: 's2', chosen: { color: 'U' } },
      { card: 'Test Standard', controller: 'alice', id: 's3', chosen: { color: 'R' } },
      { card: 'Test Cloak', controller: 'alice', id: 'k1', attachedTo: 'bear' },
      { card: 'Test Cloak', controller: 'alice', id: 'k2', attachedTo: 'bear' },
    ]);
    expect(from(g, 'bear').map(([id]) => id)).toEqual(['s1', 's2', 'k1', 'k2']);
    expect(permanentShields(g, cards, find(g, 'bear'))).toMatchObject({ shroud: true, protection: [{ colors: ['R'] }, { colors: ['U'] }] });
  });

  it('613: on any board of these givers, each permanent gets what every giver gives it, with givers alike once (property)', () => {
    const names = ['Test Bear', 'Test Mantle', 'Test Captain', 'Test Totem', 'Test Standard', 'Test Cloak'] as const;
    const entry = fc.record({ card: fc.constantFrom(...names), bob: fc.boolean(), tapped: fc.boolean(), color: fc.constantFrom('R', 'U', undefined), onto: fc.nat() });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 14 }), (entries) => {
        const battlefield = entries.map((e, i): BattlefieldSpecInput => ({
          card: e.card,
          controller: e.bob ? 'bob' : 'alice',
          id: `p${i}`,
          tapped: e.tapped,
          ...(e.card === 'Test Standard' && e.color ? { chosen: { color: e.color } } : {}),
          ...(e.card === 'Test Cloak' && entries.length > 1 ? { attachedTo: `p${(i + 1 + (e.onto % (entries.length - 1))) % entries.length}` } : {}),
        }));
        const g = game(battlefield);
        for (const permanent of g.battlefield) {
          expect(grantsOn(g, cards, permanent)).toEqual(onceEach(everyGrant(g, permanent)));
        }
      }),
      { numRuns: 300 },
    );
  });
});
