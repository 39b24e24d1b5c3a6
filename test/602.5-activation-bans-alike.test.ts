/**
 * CR 602.5, 605.1a: bans on activating abilities (Cursed Totem, Linvala, Pithing Needle, an
 * Aura's "its activated abilities can't be activated") read once for each set of permanents
 * alike, not once for each permanent: the answer is the first ban in battlefield order, as a
 * walk of every permanent finds it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activationBan, type ActivationBanInForce, type BannedSource } from '../src/cards/activation-bans.js';
import { binds, staticSources } from '../src/cards/static-sources.js';
import { hasType } from '../src/cards/characteristics.js';
import { objectCard } from '../src/cards/face-up.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

type BattlefieldSpecInput = NonNullable<GameSpecInput['battlefield']>[number];

const cards = libraryWith({
  name: 'Test Arrest',
  manaCost: '{2}{W}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  targets: [{ filter: 'creature' }],
  prohibitions: [{ kind: 'cantActivate', sources: { controller: 'any', attached: true }, exceptMana: false }],
  text: "Enchant creature. Enchanted creature's activated abilities can't be activated.",
});

const game = (battlefield: BattlefieldSpecInput[]): GameState => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, battlefield }, cards);
const asked = (g: GameState, id: string): BannedSource => {
  const p = g.battlefield.find((q) => q.id === id)!;
  return { id, card: objectCard(cards, p), controller: p.controller };
};

/** The ban a walk of every static source finds first, as activationBan answered before its groups. */
function firstBan(g: GameState, source: BannedSource, mana: boolean): ActivationBanInForce | undefined {
  for (const { permanent, card } of staticSources(g, cards)) {
    for (const p of card.prohibitions) {
      if (p.kind !== 'cantActivate' || (mana && p.exceptMana)) continue;
      const { sources } = p;
      if (!binds(sources.controller, permanent.controller, source.controller)) continue;
      if (sources.types && !sources.types.some((t) => hasType(source.card, t))) continue;
      if (sources.named && source.card.name !== permanent.chosen?.name) continue;
      if (sources.attached && permanent.attachedTo !== source.id) continue;
      return { source: permanent.id, card: card.name, ban: p, chosenName: permanent.chosen?.name };
    }
  }
  return undefined;
}

describe('602.5: bans of permanents alike, read once', () => {
  it('602.5: forty Cursed Totems ban a creature\'s abilities, the refusal naming the first; a land\'s mana ability is not banned', () => {
    const totems = Array.from({ length: 40 }, (_, i): BattlefieldSpecInput => ({ card: 'Cursed Totem', controller: i % 2 ? 'bob' : 'alice', id: `totem${i}` }));
    const g = game([{ card: 'Llanowar Elves', controller: 'alice', id: 'elves' }, { card: 'Forest', controller: 'alice', id: 'forest' }, ...totems]);
    expect(activationBan(g, cards, asked(g, 'elves'), true)).toMatchObject({ source: 'totem0', card: 'Cursed Totem' });
    expect(activationBan(g, cards, asked(g, 'forest'), true)).toBeUndefined();
  });

  it('602.5, 605.1a: Pithing Needles ban the names they chose, and not mana abilities; two alike name the first', () => {
    const g = game([
      { card: 'Pithing Needle', controller: 'bob', id: 'n1', chosen: { name: 'Icy Manipulator' } },
      { card: 'Pithing Needle', controller: 'bob', id: 'n2', chosen: { name: 'Llanowar Elves' } },
      { card: 'Pithing Needle', controller: 'bob', id: 'n3', chosen: { name: 'Icy Manipulator' } },
      { card: 'Icy Manipulator', controller: 'alice', id: 'icy' },
      { card: 'Llanowar Elves', controller: 'alice', id: 'elves' },
    ]);
    expect(activationBan(g, cards, asked(g, 'icy'), false)).toMatchObject({ source: 'n1', chosenName: 'Icy Manipulator' });
    expect(activationBan(g, cards, asked(g, 'elves'), false)).toMatchObject({ source: 'n2' });
    expect(activationBan(g, cards, asked(g, 'elves'), true)).toBeUndefined();
  });

  it("602.5: an Aura's ban binds only the creature it is attached to, however many alike are on the battlefield", () => {
    const g = game([
      { card: 'Llanowar Elves', controller: 'alice', id: 'e1' },
      { card: 'Llanowar Elves', controller: 'alice', id: 'e2' },
      { card: 'Llanowar Elves', controller: 'alice', id: 'e3' },
      { card: 'Test Arrest', controller: 'bob', id: 'a1', attachedTo: 'e2' },
      { card: 'Test Arrest', controller: 'bob', id: 'a2', attachedTo: 'e3' },
      { card: 'Test Arrest', controller: 'bob', id: 'a3', attachedTo: 'e3' },
    ]);
    expect(activationBan(g, cards, asked(g, 'e1'), true)).toBeUndefined();
    expect(activationBan(g, cards, asked(g, 'e2'), true)).toMatchObject({ source: 'a1' });
    expect(activationBan(g, cards, asked(g, 'e3'), true)).toMatchObject({ source: 'a2' });
  });

  it('602.5: on any board of these permanents, each ability asked about gets the ban a walk of every permanent finds (property)', () => {
    const names = ['Cursed Totem', 'Linvala, Keeper of Silence', 'Pithing Needle', 'Stony Silence', 'Test Arrest', 'Llanowar Elves', 'Icy Manipulator', 'Forest'] as const;
    const entry = fc.record({ card: fc.constantFrom(...names), bob: fc.boolean(), named: fc.constantFrom('Icy Manipulator', 'Llanowar Elves', undefined), onto: fc.nat() });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 14 }), fc.boolean(), (entries, mana) => {
        const battlefield = entries.map((e, i): BattlefieldSpecInput => ({
          card: e.card,
          controller: e.bob ? 'bob' : 'alice',
          id: `p${i}`,
          ...(e.card === 'Pithing Needle' && e.named ? { chosen: { name: e.named } } : {}),
          ...(e.card === 'Test Arrest' && entries.length > 1 ? { attachedTo: `p${(i + 1 + (e.onto % (entries.length - 1))) % entries.length}` } : {}),
        }));
        const g = game(battlefield);
        for (const p of g.battlefield) expect(activationBan(g, cards, asked(g, p.id), mana)).toEqual(firstBan(g, asked(g, p.id), mana));
      }),
      { numRuns: 300 },
    );
  });
});
