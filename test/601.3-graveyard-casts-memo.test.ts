/**
 * CR 601.3, 702.34a, 702.81a: "what may I do now" proposes each card its player may cast from a
 * graveyard (flashback, retrace) on a game whose graveyard has lost that card. What such a
 * proposal asks of the battlefield alone — the objects a target word fits, the payment's sources
 * and what each uses — is worked out once for all of them: k such cards beside n permanents read
 * the board about n times, not k·n (counted, not timed). What reads the players' zones is not
 * shared: a power counted from a hand (CR 604.3), a keyword given as long as a graveyard holds an
 * instant (611.3a), delve's cards (702.66a).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import type { CardInput } from '../src/cards/schema.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import { sourceIndex } from '../src/costs/cost-conflicts.js';
import { legalTargets } from '../src/casting/targets.js';
import { moveCardToStack } from '../src/casting/announce.js';
import type { GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { inQuery } from '../src/core/query-memo.js';
import { abilitySources } from '../src/mana-abilities/ability-sources.js';
import { createCardLibrary } from '../src/cards/library.js';
import { WITH_BENCH_CARDS } from './bench/bench-cards.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { askedInTurn, counted, withOneMoreInHand } from './board-reads.js';
import { RUNNER } from './mana-ability-cards.js';

const HOARDER: CardInput = { name: 'Test Hoarder', manaCost: '{1}', types: ['Creature'], power: { count: { zone: 'hand' } } as never, toughness: 1, text: "Test Hoarder's power is the number of cards in your hand." };
const SMITE: CardInput = { name: 'Test Smite', manaCost: '{R}', types: ['Instant'], targets: [{ what: { types: ['Creature'], power: { atLeast: 2 } }, count: 1 }], text: 'Destroy target creature with power 2 or greater.' };
const SWAT: CardInput = { name: 'Test Swat', manaCost: '{R}', types: ['Instant'], targets: [{ what: { types: ['Creature'], keywords: ['haste'] }, count: 1 }], text: 'Destroy target creature with haste.' };
// A card whose own mana ability works from the hand and would pay its whole cost.
const GUIDE: CardInput = { name: 'Test Guide', manaCost: '{R}', types: ['Creature'], power: 1, toughness: 1, manaAbilities: [{ cost: [{ kind: 'exileSelf' }], produces: { types: ['R'] }, from: 'hand' }], text: 'Exile Test Guide from your hand: Add {R}.' };
/** Prismatic Strands' flashback: a cost that taps a creature, read from the battlefield alone (CR 118.3). */
const STRANDS: CardInput = { name: 'Test Strands', manaCost: '{2}{W}', types: ['Instant'], alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'tap', what: { colors: ['W'], types: ['Creature'] }, count: 1 }] }], text: 'Prevent all damage that sources of the color of your choice would deal this turn.\nFlashback—Tap an untapped white creature you control.' } as CardInput;
/** A white creature whose power is the number of cards in its controller's hand (CR 604.3), and a cost that sacrifices one with power 2 or greater. */
const WHITE_HOARDER: CardInput = { ...HOARDER, name: 'Test White Hoarder', colors: ['W'] } as CardInput;
const OFFERING: CardInput = { name: 'Test Offering', manaCost: '{W}', types: ['Instant'], alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'sacrifice', what: { types: ['Creature'], power: { atLeast: 2 } }, count: 1 }] }], text: 'You gain 2 life.\nFlashback—Sacrifice a creature with power 2 or greater.' } as CardInput;
// Ray of Revelation (flashback {G}, "Destroy target enchantment") and Flame Jab (retrace, "any target"): the bench's real cards.
const cards = createCardLibrary([HOARDER, SMITE, SWAT, RUNNER, GUIDE, STRANDS, WHITE_HOARDER, OFFERING], WITH_BENCH_CARDS);

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const LANDS: Battlefield = Array.from({ length: 200 }, (_, i) => ({ card: ['Forest', 'Mountain', 'Plains'][i % 3]!, controller: i % 2 ? 'bob' : 'alice' }));
const gameWith = (graveyard: string[], battlefield: Battlefield = LANDS, hand: string[] = ['Forest']) =>
  gameOf({ players: [{ id: 'alice', hand, graveyard }, { id: 'bob' }], battlefield, turn: ALICE_MAIN, priority: 'alice' }, cards);

describe('601.3: cards cast from a graveyard share what the battlefield alone answers', () => {
  it('601.2c, 601.2h: 40 more flashback and retrace cards in the graveyard read the 200 permanents far fewer than 40 more times', () => {
    const reads = (copies: number) => {
      const { game, reads: count } = counted(gameWith([...Array.from({ length: copies }, () => 'Ray of Revelation'), ...Array.from({ length: copies }, () => 'Flame Jab')]));
      const actions = legalActions(game, cards, 'alice');
      expect(actions.casts.filter((c) => c.zone === 'graveyard')).toHaveLength(2 * copies);
      return count();
    };
    const few = reads(5);
    const many = reads(45);
    // Each card reading the board again would add 40 × 2 × 200 reads and more; the memos add a few per card.
    expect(many - few).toBeLessThan(40 * 200);
  });

  it('118.3, 601.2h: 40 more flashback cards that tap a white creature read the 200 permanents far fewer than 40 more times', () => {
    const whites: Battlefield = Array.from({ length: 10 }, () => ({ card: 'Test White Hoarder', controller: 'alice' }));
    const reads = (copies: number) => {
      const { game, reads: count } = counted(gameWith(Array.from({ length: copies }, () => 'Test Strands'), [...LANDS, ...whites]));
      expect(legalActions(game, cards, 'alice').casts.filter((c) => c.name === 'Test Strands').map((c) => c.payable)).toEqual(Array.from({ length: copies }, () => true));
      return count();
    };
    const few = reads(5);
    const many = reads(45);
    expect(many - few).toBeLessThan(40 * 200);
  });

  it('118.3: the Strands are offered while alice has an untapped white creature, and not once it is tapped', () => {
    const strands = (battlefield: Battlefield) => legalActions(gameWith(['Test Strands', 'Test Strands'], battlefield), cards, 'alice').casts.map((c) => c.payable);
    expect(strands([{ card: 'Test White Hoarder', controller: 'alice' }])).toEqual([true, true]);
    expect(strands([{ card: 'Test White Hoarder', controller: 'alice', tapped: true }, { card: 'Grizzly Bears', controller: 'alice' }])).toEqual([false, false]);
  });

  it('604.3: a sacrifice that reads power is read again when only a hand differs: the Hoarder is a 1/1 with one card in hand, a 2/1 with two', () => {
    const board: Battlefield = [{ card: 'Test White Hoarder', controller: 'alice' }];
    const one = gameWith(['Test Offering'], board, ['Forest']);
    const offering = (g: GameState) => legalActions(g, cards, 'alice').casts.find((c) => c.name === 'Test Offering')!.payable;
    expect(askedInTurn(offering, one, withOneMoreInHand(one, 'alice', 'forest-2'))).toEqual([false, true, false]);
  });

  it('601.2c: no enchantment on the battlefield: every Ray of Revelation is refused for its targets; the Jabs are offered, retrace discarding the Forest', () => {
    const actions = legalActions(gameWith(['Ray of Revelation', 'Flame Jab', 'Ray of Revelation']), cards, 'alice');
    expect(actions.casts.filter((c) => c.name === 'Ray of Revelation').map((c) => c.ways.map((w) => w.refusal?.code ?? null))).toEqual([['NO_LEGAL_TARGETS'], ['NO_LEGAL_TARGETS']]);
    expect(actions.casts.find((c) => c.name === 'Flame Jab')).toMatchObject({ payable: true });
    // Without a land card in hand the retrace can't be paid (CR 601.2h).
    expect(legalActions(gameWith(['Flame Jab'], LANDS, []), cards, 'alice').casts.find((c) => c.name === 'Flame Jab')).toMatchObject({ payable: false });
  });

  it('604.3: a target word that reads power is read again when only a hand differs: the Hoarder is a 1/1 with one card in hand, a 2/1 with two', () => {
    const board: Battlefield = [{ card: 'Test Hoarder', controller: 'bob', id: 'hoarder' }];
    const one = gameOf({ players: [{ id: 'alice', hand: ['Test Smite'] }, { id: 'bob', hand: ['Forest'] }], battlefield: board, turn: ALICE_MAIN, priority: 'alice' }, cards);
    const smite = (g: GameState) => {
      const proposed = moveCardToStack(g, cards, 'alice', g.players[0]!.hand[0]!.id).game;
      const spell = proposed.stack.at(-1)!;
      return legalTargets(proposed, cards, spell, { what: [{ types: ['Creature'], power: { atLeast: 2 } } as never] });
    };
    expect(askedInTurn(smite, one, withOneMoreInHand(one, 'bob', 'forest-2'))).toEqual([[], ['hoarder'], []]);
  });

  it('611.3a: a target word that reads a keyword is read again when only a graveyard differs: the Runner has haste while an instant is in it', () => {
    const board: Battlefield = [{ card: 'Test Runner', controller: 'alice', id: 'runner' }, ...LANDS.slice(0, 4)];
    const without = gameWith([], board, ['Test Swat']);
    const withInstant = gameWith(['Ray of Revelation'], board, ['Test Swat']);
    const swat = (g: GameState) => legalActions(g, cards, 'alice').casts.find((c) => c.name === 'Test Swat')!.ways[0]!;
    // The same battlefield array and turn: only the graveyard differs.
    const shared = nextGame(withInstant, { battlefield: without.battlefield, turn: without.turn });
    expect(swat(without)).toMatchObject({ refusal: { code: 'NO_LEGAL_TARGETS' } });
    expect(swat(shared)).toMatchObject({ refusal: null, targets: [['runner']] });
  });

  it('702.66a: the payment\'s sources and their index are shared across graveyards without delve, and made again with it', () => inQuery(() => {
    const game = gameWith(['Ray of Revelation', 'Flame Jab']);
    const less = nextGame(game, { players: game.players.map((p) => (p.id === 'alice' ? { ...p, graveyard: p.graveyard.slice(1) } : p)) });
    expect(less.battlefield).toBe(game.battlefield);
    // "What may I do now" lists the player's mana abilities once, and asks with that list.
    const abilities = abilitySources(game, cards, 'alice');
    const sources = paymentSources(game, cards, 'alice', 'Ray of Revelation', abilities);
    expect(paymentSources(less, cards, 'alice', 'Ray of Revelation', abilities)).toBe(sources);
    expect(sourceIndex(less, 'alice', sources)).toBe(sourceIndex(game, 'alice', sources));
    // Treasure Cruise delves: each graveyard card is a source, and a graveyard with one fewer has one fewer.
    const delving = paymentSources(game, cards, 'alice', 'Treasure Cruise', abilities);
    const delvingLess = paymentSources(less, cards, 'alice', 'Treasure Cruise', abilities);
    expect(delvingLess).not.toBe(delving);
    expect(delving.length - delvingLess.length).toBe(1);
    expect(sourceIndex(less, 'alice', delving).uses.filter((u) => u.length > 0).length).toBe(sourceIndex(game, 'alice', delving).uses.filter((u) => u.length > 0).length - 1);
  }));

  it("601.2a, 605.3a: a card cast is no longer in the hand, so its own hand mana ability can't pay for it; another's can", () => {
    const casts = (hand: string[]) => legalActions(gameWith([], [], hand), cards, 'alice').casts.filter((c) => c.name === 'Test Guide').map((c) => c.payable);
    expect(casts(['Test Guide'])).toEqual([false]);
    expect(casts(['Test Guide', 'Test Guide'])).toEqual([true, true]);
  });
});
