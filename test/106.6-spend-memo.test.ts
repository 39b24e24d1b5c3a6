/**
 * CR 106.6: what each restricted mana source may pay for, worked out for a frozen list of the
 * board's sources (mana-abilities/spend.ts, `forPaying`), is remembered by purpose and board, and
 * is the answer worked out afresh for every purpose, in any order, on every board.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import { forPaying } from '../src/mana-abilities/spend.js';
import { abilitySources, restrictedIn } from '../src/mana-abilities/mana-abilities.js';
import { legalActions } from '../src/activation/legal-actions.js';
import type { SpendPurpose } from '../src/cards/spend-match.js';
import type { GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const cards = BUILT_IN_CARDS;
const RESTRICTED = ['Ancient Ziggurat', 'Castle Garenbrig', 'Eldrazi Temple', "Mishra's Workshop", 'Smokebraider', 'Forest', 'Llanowar Elves'];
const PURPOSES: readonly (SpendPurpose | null)[] = [
  null,
  ...['Grizzly Bears', 'Lightning Bolt', 'Icy Manipulator', 'Smokebraider', 'Renegade Freighter'].flatMap((name) => (['spell', 'ability'] as const).map((kind) => ({ kind, card: getCard(cards, name) }))),
];

const game = (battlefield: readonly string[]): GameState =>
  gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: battlefield.map((card, i) => ({ card, id: `p${i}`, controller: 'alice' })) } as never);

describe('106.6: restricted mana, remembered by purpose', () => {
  it('106.6: forPaying on the board\'s frozen list gives, for every purpose, what it gives on a fresh copy, on each board in turn', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...RESTRICTED), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: PURPOSES.length - 1 }), { minLength: 1, maxLength: 12 }),
        (boards, asks) => {
          const games = boards.map(game);
          // A board and the same board with a permanent tapped share no list of sources but are asked about one after the other.
          for (const g of [...games, ...games.map((x) => nextGame(x, { battlefield: x.battlefield.map((p, i) => (i === 0 ? { ...p, tapped: true } : p)) }))]) {
            const sources = paymentSources(g, cards, 'alice');
            expect(Object.isFrozen(sources)).toBe(true);
            for (const k of asks) {
              const purpose = PURPOSES[k]!;
              const remembered = forPaying(g, cards, 'alice', sources, purpose);
              expect(remembered).toEqual(forPaying(g, cards, 'alice', [...sources], purpose));
              if (remembered !== sources) expect(forPaying(g, cards, 'alice', sources, purpose)).toBe(remembered);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("106.6: the board's list asked again with a card gone from the hand (the look-ahead's proposal) keeps what its permanents' restrictions say", () => {
    const g = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt', 'Fireball'] }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: ['Smokebraider', 'Castle Garenbrig', 'Dimir Signet', 'Forest'].map((card) => ({ card, controller: 'alice' })) });
    const sources = paymentSources(g, cards, 'alice');
    const forBolt = forPaying(g, cards, 'alice', sources, { kind: 'spell', card: getCard(cards, 'Lightning Bolt') });
    // Fireball's proposal: the card is out of the hand; every chain source (the Signet, the Castle) is a permanent.
    const proposed = nextGame(g, { players: g.players.map((p) => (p.id === 'alice' ? { ...p, hand: p.hand.filter((c) => c.card !== 'Fireball') } : p)) });
    const forFireball = forPaying(proposed, cards, 'alice', sources, { kind: 'spell', card: getCard(cards, 'Fireball') });
    expect(forFireball).toBe(forBolt);
    expect(forFireball).toEqual(forPaying(proposed, cards, 'alice', [...sources], { kind: 'spell', card: getCard(cards, 'Fireball') }));
  });

  it("106.6: a chain source in the hand is looked for there, so a hand without it is asked afresh", () => {
    // An Elemental whose mana ability is activated from the hand and costs mana (CR 605.3b): a Smokebraider's mana may pay it.
    const library = libraryWith({ name: 'Ember Seedling', manaCost: '{R}', types: ['Creature'], subtypes: ['Elemental'], power: 1, toughness: 1, manaAbilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'exileSelf' }], produces: { types: ['R'], amount: 2 }, from: 'hand' }], text: '{1}, Exile Ember Seedling from your hand: Add {R}{R}.' });
    const g = gameOf({ players: [{ id: 'alice', hand: ['Ember Seedling', 'Lightning Bolt'] }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: ['Smokebraider', 'Forest'].map((card) => ({ card, controller: 'alice' })) }, library);
    const sources = paymentSources(g, library, 'alice');
    const bolt = { kind: 'spell', card: getCard(library, 'Lightning Bolt') } as const;
    const seedling = sources.find((s) => s.id.startsWith('ember-seedling'))!.id;
    const onlyFor = (list: readonly { readonly spend?: unknown; readonly onlyFor?: readonly string[] }[]) => list.find((s) => s.spend)!.onlyFor;
    expect(onlyFor(forPaying(g, library, 'alice', sources, bolt))).toEqual([seedling]);
    const without = nextGame(g, { players: g.players.map((p) => (p.id === 'alice' ? { ...p, hand: p.hand.filter((c) => c.card !== 'Ember Seedling') } : p)) });
    expect(onlyFor(forPaying(without, library, 'alice', sources, bolt))).toEqual([]);
  });

  it("106.6: whether the board's listing holds restricted mana, as it notes it, is what reading each source says, and the payment sources built around it (convoke, improvise, delve) pay for each purpose as a copy read source by source does", () => {
    const SPELLS = [undefined, 'Lightning Bolt', 'Chord of Calling', 'Whir of Invention', 'Treasure Cruise'] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RESTRICTED, 'Sol Ring', 'Grizzly Bears'), { maxLength: 6 }), fc.constantFrom(...SPELLS), fc.boolean(), (battlefield, spell, tapped) => {
        const g = game(battlefield);
        const board = tapped ? nextGame(g, { battlefield: g.battlefield.map((p, i) => (i === 0 ? { ...p, tapped: true } : p)) }) : g;
        const abilities = abilitySources(board, cards, 'alice');
        expect(restrictedIn(abilities)).toBe(abilities.some((s) => s.spend !== undefined));
        expect(restrictedIn([...abilities])).toBeUndefined();
        const sources = paymentSources(board, cards, 'alice', spell, abilities);
        for (const purpose of PURPOSES) expect(forPaying(board, cards, 'alice', sources, purpose)).toEqual(forPaying(board, cards, 'alice', [...sources], purpose));
      }),
      { numRuns: 200 },
    );
  });

  it("106.6: mana in the pool that may be spent only on creature spells pays for Grizzly Bears with a Forest and not for Lightning Bolt, though the board's abilities' mana carries no restriction", () => {
    const creaturesOnly = { type: 'R', spend: { spells: { types: ['Creature'] }, text: 'Spend this mana only to cast creature spells.' } };
    const g = gameOf({
      players: [{ id: 'alice', hand: ['Lightning Bolt', 'Grizzly Bears'], manaPool: [creaturesOnly, creaturesOnly] }, { id: 'bob' }],
      turn: ALICE_MAIN,
      priority: 'alice',
      battlefield: [{ card: 'Forest', controller: 'alice' }],
    } as never);
    expect(restrictedIn(abilitySources(g, cards, 'alice'))).toBe(false);
    const payable = Object.fromEntries(legalActions(g, cards, 'alice').casts.map((c) => [c.name, c.payable]));
    expect(payable).toEqual({ 'Lightning Bolt': false, 'Grizzly Bears': true });
  });
});
