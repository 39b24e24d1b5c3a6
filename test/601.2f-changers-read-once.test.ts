/**
 * CR 601.2f, 602.2b: the static changes to a spell's cost (Helm of Awakening's "spells cost {1} less",
 * Sphere of Resistance's "{1} more", Thunderscape Familiar's "black spells and green spells") are
 * worked out once for every spell of one definition while the battlefield's changers stay, and
 * applied once for every such spell whose cost and own changes are the same, when the player has
 * named no order of reductions: "what may I do now" with k copies of a card in a hand beside m
 * changers reads them about m times, not k·m (counted, not timed). So are the changes to the
 * costs of activated abilities (Training Grounds, Zirda: CR 602.2b), for every ability of one
 * source card. What they come to is still what the rules say for each card.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { moveCardToStack, NO_CHOICES } from '../src/casting/announce.js';
import { totalCost } from '../src/costs/total-cost.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState, StackObject } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { printManaAmount } from '../src/mana/print.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { askedInTurn, countedFields } from './board-reads.js';

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const changers = (n: number): Battlefield =>
  Array.from({ length: n }, (_, i) => ({ card: ['Helm of Awakening', 'Sphere of Resistance', 'Thunderscape Familiar', 'Goblin Electromancer'][i % 4]!, controller: i % 8 < 4 ? 'alice' : 'bob' }));
const FORESTS: Battlefield = Array.from({ length: 3 }, () => ({ card: 'Forest', controller: 'alice' }));
const gameWith = (hand: readonly string[], battlefield: Battlefield): GameState =>
  gameOf({ players: [{ id: 'alice', hand: [...hand] }, { id: 'bob' }], battlefield: [...FORESTS, ...battlefield], turn: ALICE_MAIN, priority: 'alice' });

/** How many fields of the permanents "what may I do now" reads with `copies` of each card in alice's hand beside `n` changers. */
function fieldReads(hand: readonly string[], copies: number, n: number): number {
  const { game, reads } = countedFields(gameWith(hand.flatMap((card) => Array.from({ length: copies }, () => card)), changers(n)));
  legalActions(game, BUILT_IN_CARDS, 'alice');
  return reads();
}

/** The total cost of a player's card in hand (alice's, the first) cast as it is proposed (no announcements; `targets`, if given). */
function proposedCost(game: GameState, at = 0, player: 'alice' | 'bob' = 'alice', targets?: string[][], cards = BUILT_IN_CARDS): { readonly mana: string; readonly changes: readonly unknown[] } {
  const hand = game.players.find((p) => p.id === player)!.hand;
  const { game: cast, id } = moveCardToStack(game, cards, player, hand[at]!.id);
  const spell = cast.stack.find((s) => s.id === id) as StackObject;
  const cost = totalCost(cast, cards, targets ? { ...spell, choices: { ...spell.choices, targets } } : spell);
  return { mana: printManaAmount(cost.mana), changes: cost.changes };
}

describe('601.2f: static cost changes read once for copies of a card', () => {
  it('601.2f: 40 more copies of Grizzly Bears and Lightning Bolt in hand beside 80 changers read the changers far fewer than 40 more times each', () => {
    const cards = ['Grizzly Bears', 'Lightning Bolt'];
    const few = fieldReads(cards, 5, 80);
    const many = fieldReads(cards, 45, 80);
    expect(many - few).toBeLessThan(40 * 80);
  });

  it('601.2f: two copies of a card proposed alike apply the changes once: one list of changes applied for both', () => {
    const game = gameWith(['Grizzly Bears', 'Grizzly Bears'], changers(8));
    expect(proposedCost(game, 0).changes).toBe(proposedCost(game, 1).changes);
  });

  it('601.2f, 118.7c: what the changes come to is still each card\'s: Bears {1}{G} with two Helms, a Sphere and two Familiars of alice\'s is {G}; Bolt {R} with a Sphere is {1}{R}, with two Helms {R}', () => {
    const mine = (cards: readonly string[]): Battlefield => cards.map((card) => ({ card, controller: 'alice' }));
    const costs = (battlefield: Battlefield) => {
      const game = gameWith(['Grizzly Bears', 'Lightning Bolt', 'Grizzly Bears', 'Lightning Bolt'], battlefield);
      return [0, 1, 2, 3].map((at) => proposedCost(game, at).mana);
    };
    // {1}{G} + {1} − {1} − {1} − {1} − {1}: the reductions take off generic mana only, never below {0}, and never the {G}.
    expect(costs(mine(['Helm of Awakening', 'Helm of Awakening', 'Sphere of Resistance', 'Thunderscape Familiar', 'Thunderscape Familiar']))).toEqual(['{G}', '{R}', '{G}', '{R}']);
    expect(costs(mine(['Sphere of Resistance']))).toEqual(['{2}{G}', '{1}{R}', '{2}{G}', '{1}{R}']);
    // Goblin Electromancer's reduction is for instants and sorceries: the Bolt's {1} from the Sphere, not the Bears'.
    expect(costs(mine(['Sphere of Resistance', 'Goblin Electromancer']))).toEqual(['{2}{G}', '{R}', '{2}{G}', '{R}']);
    // Bob's Electromancer reduces only what bob casts; bob's Helm, whatever anyone casts.
    expect(costs([{ card: 'Sphere of Resistance', controller: 'alice' }, { card: 'Goblin Electromancer', controller: 'bob' }])).toEqual(['{2}{G}', '{1}{R}', '{2}{G}', '{1}{R}']);
    expect(costs([{ card: 'Sphere of Resistance', controller: 'alice' }, { card: 'Helm of Awakening', controller: 'bob' }])).toEqual(['{1}{G}', '{R}', '{1}{G}', '{R}']);
  });

  it("601.2f: what a change reads besides its source is read for each spell: Tithe Taker's {1} more on an opponent's spell during its controller's turn, for the caster and the turn asked in turn", () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Grizzly Bears'] }, { id: 'bob', hand: ['Grizzly Bears'] }], battlefield: [{ card: 'Tithe Taker', controller: 'bob' }], turn: ALICE_MAIN, priority: 'alice' });
    // The same battlefield, on bob's turn.
    const bobs = nextGame(game, { turn: { ...game.turn, activePlayer: 'bob' } });
    expect(askedInTurn((g) => proposedCost(g).mana, game, bobs)).toEqual(['{1}{G}', '{2}{G}', '{1}{G}']);
    expect([proposedCost(bobs, 0, 'alice').mana, proposedCost(bobs, 0, 'bob').mana, proposedCost(bobs, 0, 'alice').mana]).toEqual(['{2}{G}', '{1}{G}', '{2}{G}']);
  });

  it('601.2c, 601.2f: a change for spells that target its permanent is read with each spell\'s targets: a Bolt at bob\'s Kopala costs {2} more, at bob himself not', () => {
    const KOPALA: CardInput = { name: 'Test Kopala', manaCost: '{1}{U}', types: ['Creature'], subtypes: ['Merfolk'], power: 2, toughness: 2, costModifiers: [{ change: 'increase', mana: '{2}', spells: { controller: 'opponents' }, targetsThis: true }], text: 'Spells your opponents cast that target Test Kopala cost {2} more to cast.' } as CardInput;
    const cards = libraryWith(KOPALA);
    const game = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], battlefield: [{ card: 'Test Kopala', controller: 'bob' }], turn: ALICE_MAIN, priority: 'alice' }, cards);
    const kopala = game.battlefield[0]!.id;
    const at = (targets: string[][]) => proposedCost(game, 0, 'alice', targets, cards).mana;
    expect([at([[kopala]]), at([['bob']]), at([[kopala]])]).toEqual(['{2}{R}', '{R}', '{2}{R}']);
  });

  it("601.2f: a spell's own changes are applied with the board's: Fireball at one target and at two beside a Sphere of Resistance, asked in turn", () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Fireball'] }, { id: 'bob' }], battlefield: [{ card: 'Sphere of Resistance', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'bob' }], turn: ALICE_MAIN, priority: 'alice' });
    const bears = game.battlefield[1]!.id;
    const at = (targets: string[][]) => proposedCost(game, 0, 'alice', targets).mana;
    // X is 0: {R}, {1} more for the Sphere, and {1} more for each target beyond the first.
    expect([at([['bob']]), at([['bob', bears]]), at([['bob']])]).toEqual(['{1}{R}', '{2}{R}', '{1}{R}']);
  });
});

/** The mana alice's activation of the ability of `source` locks in (CR 602.2b, 601.2f). */
function lockedAbilityMana(game: GameState, source: string): string | null {
  const actor = createActor(activationMachine, { input: { game, cards: BUILT_IN_CARDS } }).start();
  const refusal = dispatch(actor, { type: 'ACTIVATE', player: 'alice', source, ability: 0 });
  if (refusal) throw new Error(`refused: ${refusal.rule} ${refusal.message}`);
  const locked = actor.getSnapshot().context.lockedCost;
  return locked ? printManaAmount(locked.mana) : null;
}

describe('602.2b: static changes to abilities\' costs read once for copies of a source', () => {
  const abilityBoard = (trolls: number, changers: number): GameState =>
    gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [
        ...FORESTS,
        ...Array.from({ length: trolls }, (_, i) => ({ card: 'Troll Ascetic', id: `troll${i}`, controller: 'alice' })),
        ...Array.from({ length: changers }, (_, i) => ({ card: ['Training Grounds', 'Zirda, the Dawnwaker', 'Suppression Field', 'Tithe Taker'][i % 4]!, controller: i % 8 < 4 ? 'alice' : 'bob' })),
      ],
      turn: ALICE_MAIN,
      priority: 'alice',
    });

  it('602.2b: 40 more Troll Ascetics beside 80 changers of abilities\' costs read the changers far fewer than 40 more times each', () => {
    const fields = (trolls: number) => {
      const { game, reads } = countedFields(abilityBoard(trolls, 80));
      legalActions(game, BUILT_IN_CARDS, 'alice');
      return reads();
    };
    // What the Trolls themselves read grows with them; what the 80 changers are read, not by 40 times.
    expect(fields(45) - fields(5)).toBeLessThan(40 * 80);
  });

  it('602.2b: two Troll Ascetics\' abilities proposed alike apply the changes once: one list of changes applied for both', () => {
    const game = abilityBoard(2, 8);
    const costOf = (source: string) => totalCost(game, BUILT_IN_CARDS, { kind: 'ability', id: `ability-of-${source}`, card: 'Troll Ascetic', source, ability: 0, controller: 'alice', choices: NO_CHOICES });
    expect(costOf('troll0').changes.length).toBeGreaterThan(0);
    expect(costOf('troll0').changes).toBe(costOf('troll1').changes);
  });

  it("602.2b, 601.2f: Tithe Taker's {1} more on an opponent's ability during its controller's turn, read for the turn asked, on one battlefield; Training Grounds' {2} less never below one mana", () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [...FORESTS, { card: 'Troll Ascetic', id: 'troll', controller: 'alice' }, { card: 'Tithe Taker', controller: 'bob' }, { card: 'Training Grounds', controller: 'alice' }], turn: ALICE_MAIN, priority: 'alice' });
    const bobs = nextGame(game, { turn: { ...game.turn, activePlayer: 'bob' } });
    // {1}{G}: {1} more on bob's turn, then {2} less, but never below one mana.
    expect(askedInTurn((g) => lockedAbilityMana(g, 'troll'), game, bobs)).toEqual(['{G}', '{G}', '{G}']);
    const withoutGrounds = (g: GameState) => nextGame(g, { battlefield: g.battlefield.slice(0, -1) });
    const plain = withoutGrounds(game);
    expect(askedInTurn((g) => lockedAbilityMana(g, 'troll'), plain, nextGame(plain, { turn: bobs.turn }))).toEqual(['{1}{G}', '{2}{G}', '{1}{G}']);
  });
});
