/**
 * CR 613, 602.5c, 605.1a, 301.5: the activated and mana abilities a permanent acquires are found through the
 * givers' index (src/cards/grant-reach.ts: by the permanent an Aura is attached to, and groups of
 * givers alike), not by reading every giver for every permanent. Whatever the board, they must
 * be exactly every reaching grant of every giver, each giver's its own ability, in the givers'
 * order and each giver's printed order: ACTIVATE and ACTIVATE_MANA number them so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activatedAbilitiesOf } from '../src/activation/abilities-of.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { grantReaches } from '../src/cards/characteristics.js';
import { heldManaAbility } from '../src/cards/chosen-mana.js';
import { manaAbilitiesOf } from '../src/mana-abilities/held-mana-abilities.js';
import { getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { staticSources } from '../src/cards/static-sources.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const ability = (text: string) => ({ cost: [{ kind: 'mana' as const, mana: '{1}' }], text });
const tapFor = (mana: string) => ({ cost: [{ kind: 'tapSelf' as const }], produces: { mana } });

/** "Creatures you control have …" */
const TOTEM: CardInput = { name: 'Test Totem', manaCost: '{2}', types: ['Artifact'], grants: [{ ability: ability('{1}: Totem.'), controller: 'you', types: ['Creature'] }, { manaAbility: tapFor('{G}'), controller: 'you', types: ['Creature'] }], text: 'Creatures you control have "{1}: Totem." Creatures you control have "{T}: Add {G}."' };
/** "All creatures have …" */
const SLING: CardInput = { name: 'Test Sling', manaCost: '{1}', types: ['Enchantment'], grants: [{ ability: ability('{1}: Sling.'), controller: 'any', types: ['Creature'] }], text: 'All creatures have "{1}: Sling."' };
/** Two grants: "Other creatures you control have …" and "All Bears have …". */
const ELDER: CardInput = {
  name: 'Test Elder',
  manaCost: '{2}',
  types: ['Creature'],
  subtypes: ['Bear'],
  power: 2,
  toughness: 2,
  grants: [
    { ability: ability('{1}: Elder.'), controller: 'you', types: ['Creature'], other: true },
    { ability: ability('{1}: Bear.'), controller: 'any', subtypes: ['Bear'] },
    { manaAbility: tapFor('{B}'), controller: 'you', types: ['Creature'], other: true },
  ],
  text: 'Other creatures you control have "{1}: Elder."\nAll Bears have "{1}: Bear."\nOther creatures you control have "{T}: Add {B}."',
};
/** "Enchanted creature has …" */
const AURA: CardInput = { name: 'Test Aura', manaCost: '{1}', types: ['Enchantment'], subtypes: ['Aura'], grants: [{ manaAbility: tapFor('{R}'), attached: true }, { ability: ability('{1}: Aura.'), attached: true }], text: 'Enchanted creature has "{T}: Add {R}." Enchanted creature has "{1}: Aura."' };

const cards = libraryWith(TOTEM, SLING, ELDER, AURA);
const NAMES = ['Test Totem', 'Test Sling', 'Test Elder', 'Test Aura', 'Grizzly Bears', 'Llanowar Elves', 'Prodigal Sorcerer'] as const;

/** The oracle: every giver, every grant, in order (what the engine read before the index). */
function everyGiver(game: GameState, id: string) {
  const permanent = game.battlefield.find((p) => p.id === id)!;
  const card = getCard(cards, permanent.card);
  const givers = staticSources(game, cards).filter((s) => s.card.grants.some((g) => g.ability));
  const acquired = givers.flatMap(({ permanent: giver, card: source }) =>
    source.grants.flatMap((g, grant) => (g.ability && grantReaches(g, giver, permanent, card) ? [{ ability: g.ability, grantedBy: { by: giver.id, card: source.name, grant } }] : [])),
  );
  return [...card.abilities.map((a) => ({ ability: a, grantedBy: null })), ...acquired];
}

/** The oracle for mana abilities (CR 605.1a): the card's own, then every reaching mana grant of every giver, in order. */
function everyManaGiver(game: GameState, id: string) {
  const permanent = game.battlefield.find((p) => p.id === id)!;
  const card = getCard(cards, permanent.card);
  const givers = staticSources(game, cards).filter((s) => s.card.grants.some((g) => g.manaAbility));
  const acquired = givers.flatMap(({ permanent: giver, card: source }) =>
    source.grants.flatMap((g) => (g.manaAbility && grantReaches(g, giver, permanent, card) ? [heldManaAbility(g.manaAbility, giver.chosen?.color)] : [])),
  );
  return [...card.manaAbilities, ...acquired];
}

describe('613: acquired activated abilities, through the givers\' index', () => {
  it('613, 602.5c, 605.1a, 301.5: each permanent acquires every reaching grant of every giver, activated and mana abilities, in the givers\' and their printed order (property)', () => {
    let many = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom(...NAMES), bob: fc.boolean(), attach: fc.nat({ max: 11 }) }), { minLength: 1, maxLength: 12 }),
        (entries) => {
          const ids = entries.map((_, i) => `p${i}`);
          const creatures = ids.filter((_, i) => !['Test Totem', 'Test Sling', 'Test Aura'].includes(entries[i]!.name));
          const game = gameOf(
            {
              players: [{ id: 'alice' }, { id: 'bob' }],
              battlefield: entries.map((e, i) => ({
                card: e.name,
                id: ids[i]!,
                controller: e.bob ? 'bob' : 'alice',
                // An Aura on one of the creatures, or on nothing (then it reaches none).
                ...(e.name === 'Test Aura' && creatures.length > 0 && e.attach < 9 ? { attachedTo: creatures[e.attach % creatures.length]! } : {}),
              })),
              turn: ALICE_MAIN,
            },
            cards,
          );
          for (const p of game.battlefield) {
            const held = activatedAbilitiesOf(game, cards, p.id, getCard(cards, p.card));
            expect(held).toEqual(everyGiver(game, p.id));
            expect(manaAbilitiesOf(game, cards, getCard(cards, p.card), p)).toEqual(everyManaGiver(game, p.id));
            if (held.filter((h) => h.grantedBy).length > 2) many += 1;
          }
        },
      ),
      { numRuns: 400, seed: 613 },
    );
    expect(many).toBeGreaterThan(200);
  });

  it("613, 602: a permanent's abilities are read once for its card and its board's givers, and again for another card (its other face)", () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', id: 'p0', controller: 'alice' }, { card: 'Test Totem', id: 'p1', controller: 'alice' }, { card: 'Test Elder', id: 'p2', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const bears = activatedAbilitiesOf(game, cards, 'p0', getCard(cards, 'Grizzly Bears'));
    expect(bears.map((h) => h.ability.text)).toEqual(['{1}: Totem.', '{1}: Elder.', '{1}: Bear.']);
    expect(activatedAbilitiesOf(game, cards, 'p0', getCard(cards, 'Grizzly Bears'))).toBe(bears);
    const sorcerer = getCard(cards, 'Prodigal Sorcerer');
    expect(activatedAbilitiesOf(game, cards, 'p0', sorcerer).map((h) => h.ability.text)).toEqual([sorcerer.abilities[0]!.text, '{1}: Totem.', '{1}: Elder.']);
    // Bears have no mana ability of their own: what the oracle gives them is what they acquire.
    const elves = getCard(cards, 'Llanowar Elves');
    expect(manaAbilitiesOf(game, cards, getCard(cards, 'Grizzly Bears'), game.battlefield[0]!)).toEqual(everyManaGiver(game, 'p0'));
    expect(manaAbilitiesOf(game, cards, elves, game.battlefield[0]!)).toEqual([...elves.manaAbilities, ...everyManaGiver(game, 'p0')]);
  });
  it("602.2, 613: an ability a permanent has twice from givers alike is listed twice, each with what its own proposal gives", () => {
    const board = (totems: number, lands: number, tapped: boolean) =>
      gameOf({
        players: [{ id: 'alice' }, { id: 'bob' }],
        battlefield: [
          { card: 'Prodigal Sorcerer', id: 'sorcerer', controller: 'alice', tapped },
          ...Array.from({ length: totems }, (_, i) => ({ card: 'Test Totem', id: `totem${i}`, controller: 'alice' })),
          ...Array.from({ length: lands }, (_, i) => ({ card: 'Mountain', id: `m${i}`, controller: 'alice' })),
        ],
        turn: ALICE_MAIN,
      }, cards);
    const of = (g: GameState) => legalActions(g, cards, 'alice').activations.filter((a) => a.event.source === 'sorcerer').map(({ event, text, choices, refusal }) => ({ ability: event.ability, text, choices, refusal: refusal?.rule ?? null }));
    // Untapped: the printed ping (a target) and the Totem's "{1}: Totem." (paid by the {G} the Totem gives the Sorcerer).
    const [ping, totem] = of(board(1, 0, false));
    expect(of(board(2, 0, false))).toEqual([ping, totem, { ...totem!, ability: 2 }]);
    expect([ping!.choices?.targets.length, totem!.refusal]).toEqual([1, null]);
    // The copies share one answer, frozen (a client can change none of it), as the ways of cards alike do.
    const copies = legalActions(board(2, 0, false), cards, 'alice').activations.filter((a) => a.event.source === 'sorcerer');
    expect(copies[2]!.choices).toBe(copies[1]!.choices);
    expect(() => (copies[1]!.choices!.targets as unknown[]).push([])).toThrow(TypeError);
    // Tapped, the ping can't be paid, and the {1} is paid by a Mountain, or by nothing.
    for (const lands of [0, 1]) {
      const [tappedPing, alone] = of(board(1, lands, true));
      expect([tappedPing!.refusal, alone!.refusal]).toEqual(['601.2h', lands === 0 ? '601.2h' : null]);
      expect(of(board(2, lands, true))).toEqual([tappedPing, alone, { ...alone!, ability: 2 }]);
    }
  });
  it('602.5c, 613: of an ability a permanent has twice, a copy used up this turn is barred though the other is listed', () => {
    const relic: CardInput = { name: 'Test Relic', manaCost: '{2}', types: ['Artifact'], grants: [{ ability: { ...ability('{1}: Relic. Activate only once each turn.'), oncePerTurn: true }, controller: 'you', types: ['Creature'] }], text: 'Creatures you control have "{1}: Relic. Activate only once each turn."' };
    const withRelic = libraryWith(TOTEM, SLING, ELDER, AURA, relic);
    const start = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', id: 'bears', controller: 'alice' }, { card: 'Test Relic', id: 'r0', controller: 'alice' }, { card: 'Test Relic', id: 'r1', controller: 'alice' }, { card: 'Mountain', id: 'm0', controller: 'alice' }], turn: ALICE_MAIN }, withRelic);
    // The second Relic's grant was activated this turn (CR 602.5c: counted per object and giver).
    const game = { ...start, battlefield: start.battlefield.map((p) => (p.id === 'bears' ? { ...p, acquiredActivatedThisTurn: [{ by: 'r1', card: 'Test Relic', grant: 0 }] } : p)) };
    const actions = legalActions(game, withRelic, 'alice');
    expect(actions.activations.filter((a) => a.event.source === 'bears').map((a) => [a.event.ability, a.refusal])).toEqual([[0, null]]);
    expect(actions.barred.flatMap((a) => (a.event.type === 'ACTIVATE' && a.event.source === 'bears' ? [[a.event.ability, a.refusal.rule]] : []))).toEqual([[1, '602.5c']]);
  });
});
