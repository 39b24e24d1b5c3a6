/**
 * CR 601.2a, 601.2f, 601.2h: "what may I do now" proposes each card of a hand on a game whose
 * hand has lost it. What such a proposal asks of the battlefield alone — how many artifacts
 * its caster controls (affinity, "costs {1} less for each"), whether they control a Wizard, the
 * creatures a sacrifice could take, the creatures with power 4 or greater a target word finds
 * (CR 601.2c, where no permanent's power or keywords read more than the battlefield:
 * cards/battlefield-reads.ts), the total power of its caster's creatures (Ghalta, on such a
 * battlefield), where objects start to fit "mana value X or less" (107.3) — is
 * worked out once for all of them: k copies in a hand beside n permanents read the board about n
 * times, not k·n (counted, not timed). What reads the players' zones is not shared: a total
 * power, where a power counts a hand (CR 604.3).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { nextGame, updatePermanent } from '../src/game/update.js';
import { characteristicsReadOnlyBattlefield } from '../src/cards/battlefield-reads.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { askedInTurn, counted, withOneMoreInHand } from './board-reads.js';

const HEIST: CardInput = { name: 'Test Heist', manaCost: '{5}{U}', types: ['Sorcery'], selfCostChanges: [{ kind: 'perObject', mana: '{1}', change: 'reduce', for: { zone: 'battlefield', controller: 'you', what: { types: ['Artifact'] } } }], text: 'This spell costs {1} less to cast for each artifact you control. Draw a card.' } as CardInput;
const ARCANIST: CardInput = { name: 'Test Arcanist', manaCost: '{4}{U}', types: ['Creature'], power: 1, toughness: 4, selfCostChanges: [{ kind: 'conditional', mana: '{1}', change: 'reduce', if: { zone: 'battlefield', controller: 'you', what: { subtypes: ['Wizard'] } } }], text: 'This spell costs {1} less to cast if you control a Wizard.' } as CardInput;
const THOUGHTS: CardInput = { name: 'Test Thoughts', manaCost: '{2}{B}', types: ['Sorcery'], additionalCosts: [{ kind: 'sacrifice', what: { types: ['Creature'] }, count: 1 }], text: 'As an additional cost to cast this spell, sacrifice a creature. Draw a card.' } as CardInput;
/** Its power is the number of cards in its controller's hand (CR 604.3). */
const HOARDER: CardInput = { name: 'Test Hoarder', manaCost: '{1}', types: ['Artifact', 'Creature'], power: { count: { zone: 'hand' } } as never, toughness: 1, text: "Test Hoarder's power is the number of cards in your hand." } as CardInput;
/** Ghalta's reduction: X less, X the total power of creatures you control. */
const GHALTA: CardInput = { name: 'Test Ghalta', manaCost: '{10}{G}{G}', types: ['Creature'], power: 12, toughness: 12, selfCostChanges: [{ kind: 'perObject', mana: '{1}', change: 'reduce', for: { zone: 'battlefield', controller: 'you', what: { types: ['Creature'] }, sum: 'power' } }], text: 'This spell costs {X} less to cast, where X is the total power of creatures you control.' } as CardInput;
const BIG: CardInput = { name: 'Test Big', manaCost: '{4}{G}', types: ['Creature'], power: 5, toughness: 5, text: '' } as CardInput;
const WIZARD: CardInput = { name: 'Test Wizard', manaCost: '{U}', types: ['Creature'], subtypes: ['Human', 'Wizard'], power: 1, toughness: 1, text: '' } as CardInput;
const ISOLATION: CardInput = { name: 'Test Isolation', manaCost: '{1}{W}', types: ['Sorcery'], targets: [{ what: { types: ['Creature'], power: { atLeast: 4 } }, count: 1 }], text: "Put target creature with power 4 or greater on the bottom of its owner's library." } as CardInput;
const DOMINATE: CardInput = { name: 'Test Dominate', manaCost: '{X}{1}{U}{U}', types: ['Instant'], targets: [{ what: { types: ['Creature'], manaValue: { atMost: 'X' } }, count: 1 }], text: 'Gain control of target creature with mana value X or less.' } as CardInput;
/** Lethargy Trap: "If three or more creatures are attacking, you may pay {U} rather than pay this spell's mana cost" (CR 118.9, 601.2b). */
const TRAP: CardInput = { name: 'Test Trap', manaCost: '{3}{U}', types: ['Instant'], subtypes: ['Trap'], alternativeCosts: [{ name: 'Test Trap', cost: [{ kind: 'mana', mana: '{U}' }], onlyIf: { objects: { attacking: true, types: ['Creature'] }, atLeast: 3 } }], text: "If three or more creatures are attacking, you may pay {U} rather than pay this spell's mana cost. Attacking creatures get -3/-0 until end of turn." } as CardInput;
/** A ferocious-like alternative cost: "if you control a creature with power 3 or greater". */
const FEROCIOUS: CardInput = { name: 'Test Ferocious', manaCost: '{3}{U}', types: ['Instant'], alternativeCosts: [{ name: 'ferocious', cost: [{ kind: 'mana', mana: '{U}' }], onlyIf: { objects: { types: ['Creature'], power: { atLeast: 3 } }, atLeast: 1 } }], text: 'If you control a creature with power 3 or greater, you may pay {U} rather than pay this spell\'s mana cost. Draw a card.' } as CardInput;
const cards = libraryWith(FEROCIOUS, TRAP, HEIST, ARCANIST, THOUGHTS, HOARDER, GHALTA, WIZARD, ISOLATION, DOMINATE, BIG);

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const BOARD: Battlefield = [
  ...Array.from({ length: 200 }, (_, i) => ({ card: ['Island', 'Swamp', 'Sol Ring', 'Grizzly Bears'][i % 4]!, controller: Math.floor(i / 4) % 2 ? 'bob' : 'alice' })),
  { card: 'Plains', controller: 'alice' },
  { card: 'Test Big', controller: 'bob' },
];
const gameWith = (hand: readonly string[], battlefield: Battlefield = BOARD): GameState =>
  gameOf({ players: [{ id: 'alice', hand: [...hand] }, { id: 'bob' }], battlefield: [...battlefield], turn: ALICE_MAIN, priority: 'alice' }, cards);

/** How many times "what may I do now" reads a permanent of the board by its place, with `copies` of `card` in alice's hand, each offered payable or not as `payable` says. */
function reads(card: string, copies: number, payable: boolean): number {
  const { game, reads: count } = counted(gameWith(Array.from({ length: copies }, () => card)));
  expect(legalActions(game, cards, 'alice').casts.filter((c) => c.name === card).map((c) => c.payable)).toEqual(Array.from({ length: copies }, () => payable));
  return count();
}

describe('601.2f: copies in a hand share what the battlefield alone answers', () => {
  it.each([
    ['601.2f: a reduction for each artifact you control (affinity)', 'Test Heist', true],
    ['601.2f: a reduction if you control a Wizard', 'Test Arcanist', true],
    ['601.2h: a sacrifice of a creature', 'Test Thoughts', true],
    ['601.2c: a target creature with power 4 or greater', 'Test Isolation', true],
    ['107.3, 601.2c: a target creature with mana value X or less', 'Test Dominate', true],
    ['601.2f, 604.3: a reduction by the total power of creatures you control, no power reading more than the battlefield (Ghalta; no green mana for its {G}{G})', 'Test Ghalta', false],
  ] as const)('%s: 40 more copies in the hand read the 200 permanents far fewer than 40 more times', (_rule, card, payable) => {
    const few = reads(card, 5, payable);
    const many = reads(card, 45, payable);
    expect(many - few).toBeLessThan(40 * 200);
  });

  it('601.2f: the reductions still count what they count: the Heist {1} less for each of alice\'s artifacts, the Arcanist {1} less with her Wizard', () => {
    const island: Battlefield = [{ card: 'Island', controller: 'alice' }];
    const memnites = (n: number): Battlefield => Array.from({ length: n }, () => ({ card: 'Memnite', controller: 'alice' }));
    const offered = (hand: string, battlefield: Battlefield) => legalActions(gameWith([hand, hand], battlefield), cards, 'alice').casts.map((c) => c.payable);
    // {5}{U} less five: {U}, which the one Island pays; less four, {1}{U}, which it doesn't.
    expect(offered('Test Heist', [...island, ...memnites(5)])).toEqual([true, true]);
    expect(offered('Test Heist', [...island, ...memnites(4), { card: 'Memnite', controller: 'bob' }])).toEqual([false, false]);
    // {4}{U} less one with a Wizard: four Islands pay it.
    const islands: Battlefield = Array.from({ length: 4 }, () => ({ card: 'Island', controller: 'alice' }));
    expect(offered('Test Arcanist', [...islands, { card: 'Test Wizard', controller: 'alice' }])).toEqual([true, true]);
    expect(offered('Test Arcanist', [...islands, { card: 'Test Wizard', controller: 'bob' }])).toEqual([false, false]);
  });

  it('604.3: a target word that reads power is read again when only a hand differs, beside a permanent whose power counts a hand', () => {
    // Bob's Hoarder counts his hand: a 3/1 with three cards, a 4/1 with four.
    const one = gameOf({ players: [{ id: 'alice', hand: ['Test Isolation', 'Test Isolation'] }, { id: 'bob', hand: ['Island', 'Island', 'Island'] }], battlefield: [{ card: 'Test Hoarder', controller: 'bob' }, { card: 'Plains', controller: 'alice' }, { card: 'Plains', controller: 'alice' }], turn: ALICE_MAIN, priority: 'alice' }, cards);
    const isolation = (g: GameState) => legalActions(g, cards, 'alice').casts.map((c) => c.ways[0]!.refusal?.code ?? 'offered');
    const none = ['NO_LEGAL_TARGETS', 'NO_LEGAL_TARGETS'];
    expect(askedInTurn(isolation, one, withOneMoreInHand(one, 'bob', 'island-4'))).toEqual([none, ['offered', 'offered'], none]);
  });

  it('118.9, 601.2b: a Trap\'s "if three or more creatures are attacking" is counted once for 40 more Traps in the hand, and counts what it counts', () => {
    const combat = { activePlayer: 'bob', phase: 'combat', step: 'declareBlockers' } as const;
    const trapGame = (attackers: number, traps: number) =>
      gameOf({ players: [{ id: 'alice', hand: Array.from({ length: traps }, () => 'Test Trap') }, { id: 'bob' }], battlefield: [...BOARD, { card: 'Island', controller: 'alice', id: 'island' }, ...Array.from({ length: attackers }, () => ({ card: 'Grizzly Bears', controller: 'bob', attacking: true, tapped: true }))], turn: combat, priority: 'alice' }, cards);
    // Alice's Islands untapped but one: only the Trap's own {U} can be paid with one Island.
    const oneIsland = (g: GameState) => nextGame(g, { battlefield: g.battlefield.filter((p) => p.card !== 'Island' || p.id === 'island') });
    const ways = (g: GameState) => legalActions(g, cards, 'alice').casts.map((c) => c.ways.map((w) => `${w.alternative ?? 'mana cost'}: ${w.refusal?.code ?? 'payable'}`));
    expect(ways(oneIsland(trapGame(3, 1)))[0]).toContain('Test Trap: payable');
    expect(ways(oneIsland(trapGame(2, 1)))[0]).not.toContain('Test Trap: payable');
    const readsWith = (traps: number) => {
      const { game, reads: count } = counted(trapGame(3, traps));
      expect(legalActions(game, cards, 'alice').casts).toHaveLength(traps);
      return count();
    };
    expect(readsWith(45) - readsWith(5)).toBeLessThan(40 * 200);
  });

  it('604.3: a condition that reads power is counted again when only a hand differs: the Hoarder is a 2/1 with two cards in hand, a 3/1 with three', () => {
    const two = gameWith(['Test Ferocious', 'Forest', 'Forest'], [{ card: 'Test Hoarder', controller: 'alice' }, { card: 'Island', controller: 'alice' }]);
    const ferocious = (g: GameState) => legalActions(g, cards, 'alice').casts.find((c) => c.name === 'Test Ferocious')!.payable;
    expect(askedInTurn(ferocious, two, withOneMoreInHand(two, 'alice', 'forest-3', 1))).toEqual([false, true, false]);
  });

  it('604.3: a total power is counted again when only a hand differs: the Hoarder is a 1/1 with one card in hand, a 2/1 with two', () => {
    // {10}{G}{G} less the Hoarder's power, paid by ten Forests: payable only when its power is 2 or more.
    const forests: Battlefield = Array.from({ length: 10 }, () => ({ card: 'Forest', controller: 'alice' }));
    const two = gameWith(['Test Ghalta', 'Island'], [{ card: 'Test Hoarder', controller: 'alice' }, ...forests]);
    const ghalta = (g: GameState) => legalActions(g, cards, 'alice').casts.find((c) => c.name === 'Test Ghalta')!.payable;
    expect(askedInTurn(ghalta, two, withOneMoreInHand(two, 'alice', 'island-2', 1))).toEqual([false, true, false]);
  });
});

describe('604.3: whether a battlefield\'s powers read more than it', () => {
  it('604.3: a permanent whose power counts a hand makes the battlefield read more; a land tapped keeps the answer, a permanent changed in its place into such a one changes it', () => {
    const plain = gameWith([], [{ card: 'Grizzly Bears', controller: 'alice', id: 'bears' }, { card: 'Plains', controller: 'alice', id: 'plains' }]);
    expect(characteristicsReadOnlyBattlefield(plain, cards)).toBe(true);
    const tapped = updatePermanent(plain, 'plains', (p) => ({ ...p, tapped: true }));
    expect(characteristicsReadOnlyBattlefield(tapped, cards)).toBe(true);
    const hoarder = updatePermanent(tapped, 'bears', (p) => ({ ...p, card: 'Test Hoarder' }));
    expect(characteristicsReadOnlyBattlefield(hoarder, cards)).toBe(false);
    expect(characteristicsReadOnlyBattlefield(gameWith([], [{ card: 'Test Hoarder', controller: 'bob' }]), cards)).toBe(false);
  });
});
