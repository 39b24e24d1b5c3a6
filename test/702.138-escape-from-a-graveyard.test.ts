/**
 * CR 702.138a, 601.2a, 601.2h: escape — "You may cast this card from your graveyard by paying
 * [cost] rather than its mana cost", the cost exiling other cards from that graveyard. The card
 * is on the stack by the time the cost is paid (601.2a), so it is not one of its own "other
 * cards". "What may I do now" proposes each escape card on a game whose graveyard has lost it;
 * the cards that could pay the exile are kept by the graveyard's array, and a graveyard that
 * lost a card has them less that card (cards/cost-parts.ts, game/array-memo.ts), so k escape
 * cards in a graveyard of g read its cards about g times, not k·g (counted, not timed). A hand
 * that lost the card cast is read so too, and what contests its cards (a Spirit Guide's own
 * exile for mana) is worked out again for it.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { legalActions } from '../src/activation/legal-actions.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CardObject, GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** Underworld Rage-Hound's escape, for {R}. */
const HOUND: CardInput = {
  name: 'Test Hound',
  manaCost: '{1}{R}',
  types: ['Creature'],
  power: 3,
  toughness: 1,
  alternativeCosts: [{ name: 'escape', from: 'graveyard', cost: [{ kind: 'mana', mana: '{R}' }, { kind: 'exile', from: 'graveyard', what: {}, count: 3 }] }],
  text: 'Escape—{R}, Exile three other cards from your graveyard.',
} as CardInput;
/** An instant whose escape exiles creature cards, which it isn't. */
const RECOLLECT: CardInput = {
  name: 'Test Recollect',
  manaCost: '{2}{R}',
  types: ['Instant'],
  alternativeCosts: [{ name: 'escape', from: 'graveyard', cost: [{ kind: 'mana', mana: '{R}' }, { kind: 'exile', from: 'graveyard', what: { types: ['Creature'] }, count: 2 }] }],
  text: 'Escape—{R}, Exile two creature cards from your graveyard.',
} as CardInput;
/** A Hound with delve (CR 702.66): its delve and its escape both exile cards from the graveyard, and one card can't serve both (601.2h). */
const DELVER: CardInput = {
  name: 'Test Delver',
  manaCost: '{3}{R}',
  types: ['Creature'],
  power: 3,
  toughness: 1,
  keywords: ['delve'],
  alternativeCosts: [{ name: 'escape', from: 'graveyard', cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'exile', from: 'graveyard', what: {}, count: 3 }] }],
  text: 'Delve\nEscape—{1}, Exile three other cards from your graveyard.',
} as CardInput;
/** Simian Spirit Guide: its own exile from the hand makes {R} (CR 605.1a), so it is contested by a discard. */
const GUIDE: CardInput = { name: 'Test Guide', manaCost: '{R}', types: ['Creature'], power: 1, toughness: 1, manaAbilities: [{ cost: [{ kind: 'exileSelf' }], produces: { types: ['R'] }, from: 'hand' }], text: 'Exile Test Guide from your hand: Add {R}.' } as CardInput;
/** Tormenting Voice's costs, for {R}. */
const VOICE: CardInput = { name: 'Test Voice', manaCost: '{R}', types: ['Sorcery'], additionalCosts: [{ kind: 'discard', what: {} }], text: 'As an additional cost to cast this spell, discard a card. Draw two cards.' } as CardInput;
const cards = libraryWith(HOUND, RECOLLECT, DELVER, GUIDE, VOICE);

const gameWith = (graveyard: readonly string[], ids: 'names' | 'opaque' = 'opaque'): GameState =>
  gameOf({ ids, players: [{ id: 'alice', hand: [], graveyard: [...graveyard] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: ALICE_MAIN, priority: 'alice' }, cards);

/** Whether each Hound of alice's graveyard, in its order, is offered payable. */
const payable = (game: GameState, name = 'Test Hound'): readonly boolean[] => legalActions(game, cards, 'alice').casts.filter((c) => c.name === name).map((c) => c.payable);

/** The same game in new arrays, each card a copy: nothing known of the old ones is known of these. */
const afresh = (game: GameState): GameState => nextGame(game, { players: game.players.map((p) => ({ ...p, graveyard: p.graveyard.map((c) => ({ ...c })) })) });

describe('702.138: escape, exiling other cards of the graveyard it is cast from', () => {
  it('702.138a, 601.2a: a Hound beside three other cards escapes; beside two it can\'t, for it is not one of its own "other cards"', () => {
    expect(payable(gameWith(['Test Hound', 'Forest', 'Swamp', 'Island']))).toEqual([true]);
    expect(payable(gameWith(['Forest', 'Test Hound', 'Swamp']))).toEqual([false]);
    // Four Hounds: each has the other three; three Hounds: each has two.
    expect(payable(gameWith(['Test Hound', 'Test Hound', 'Test Hound', 'Test Hound']))).toEqual([true, true, true, true]);
    expect(payable(gameWith(['Test Hound', 'Test Hound', 'Test Hound']))).toEqual([false, false, false]);
  });

  it('702.138a: an escape card that doesn\'t fit its own exile\'s filter leaves the graveyard\'s creature cards to it', () => {
    expect(payable(gameWith(['Grizzly Bears', 'Test Recollect', 'Llanowar Elves']), 'Test Recollect')).toEqual([true]);
    expect(payable(gameWith(['Test Recollect', 'Grizzly Bears', 'Forest']), 'Test Recollect')).toEqual([false]);
  });

  it('702.66a, 601.2h: a card delved can\'t also be exiled for escape: the Delver needs four other cards, not three, with no land to pay its {1}', () => {
    const bare = (graveyard: readonly string[]) => gameOf({ players: [{ id: 'alice', hand: [], graveyard: [...graveyard] }, { id: 'bob' }], turn: ALICE_MAIN, priority: 'alice' }, cards);
    expect(payable(bare(['Test Delver', 'Forest', 'Swamp', 'Island']), 'Test Delver')).toEqual([false]);
    expect(payable(bare(['Test Delver', 'Forest', 'Swamp', 'Island', 'Plains']), 'Test Delver')).toEqual([true]);
    expect(payable(bare(['Test Delver', 'Forest', 'Test Delver', 'Swamp']), 'Test Delver')).toEqual([false, false]);
    expect(payable(bare(['Test Delver', 'Forest', 'Test Delver', 'Swamp', 'Island']), 'Test Delver')).toEqual([true, true]);
  });

  it('601.2h: each escape card proposed in turn is payable exactly when a graveyard read afresh says so', () => {
    for (const graveyard of [['Test Hound', 'Forest', 'Test Hound', 'Swamp'], ['Forest', 'Test Hound', 'Test Hound', 'Test Hound', 'Swamp', 'Test Hound'], ['Test Hound', 'Test Hound']]) {
      for (const ids of ['names', 'opaque'] as const) {
        const game = gameWith(graveyard, ids);
        expect(payable(game)).toEqual(payable(afresh(game)));
      }
    }
  });

  it('702.138a, 601.2h: through the session the Hound exiles three others, another Hound among them, and can\'t exile itself', () => {
    const game = gameWith(['Test Hound', 'Forest', 'Test Hound', 'Swamp']);
    const [hound, forest, other, swamp] = game.players[0]!.graveyard.map((c) => c.id);
    const cast = () => {
      const session = createActor(sessionMachine, { input: { game, cards } }).start();
      expect(sendToSession(session, { type: 'CAST', player: 'alice', card: hound! })).toBeNull();
      return session;
    };
    const itself = cast();
    expect(sendToSession(itself, { type: 'PAY', player: 'alice', exile: [hound!, forest!, swamp!] })).not.toBeNull();
    const session = cast();
    expect(sendToSession(session, { type: 'PAY', player: 'alice', exile: [forest!, other!, swamp!] })).toBeNull();
    const after = session.getSnapshot().context.game;
    expect(after.players[0]!.graveyard).toEqual([]);
    expect(after.exile.map((c) => c.card).sort()).toEqual(['Forest', 'Swamp', 'Test Hound']);
    expect(after.stack.at(-1)).toMatchObject({ card: 'Test Hound' });
  });

  it('601.3: 80 more Hounds in a graveyard of 200 cards read its cards fewer than 8 more times over, not 80', () => {
    const reads = (copies: number) => {
      let count = 0;
      const game = gameWith([...Array.from({ length: copies }, () => 'Test Hound'), ...Array.from({ length: 200 - copies }, (_, i) => (i % 2 ? 'Forest' : 'Swamp'))]);
      const graveyard = game.players[0]!.graveyard.map((c) => new Proxy(c, { get: (target, key, receiver) => ((count += 1), Reflect.get(target, key, receiver)) }) as CardObject);
      const counted = nextGame(game, { players: game.players.map((p, i) => (i === 0 ? { ...p, graveyard } : p)) });
      expect(payable(counted)).toEqual(Array.from({ length: copies }, () => true));
      return count;
    };
    const few = reads(10);
    const many = reads(90);
    expect(many - few).toBeLessThan(8 * 200);
  });
});

describe('601.2h: the cards of a hand a card is cast from', () => {
  it('601.2h, 605.1a: Tormenting Voice discards the Forest, not the Spirit Guide whose mana pays for it, from a hand that lost the Voice', () => {
    const hand = (names: readonly string[]) => gameOf({ players: [{ id: 'alice', hand: [...names] }, { id: 'bob' }], turn: ALICE_MAIN, priority: 'alice' }, cards);
    const offered = (game: GameState) => legalActions(game, cards, 'alice').casts.find((c) => c.name === 'Test Voice')?.payable;
    expect(offered(hand(['Test Voice', 'Test Guide', 'Forest']))).toBe(true);
    expect(offered(hand(['Test Guide', 'Test Voice', 'Forest']))).toBe(true);
    expect(offered(hand(['Test Voice', 'Test Guide']))).toBe(false);
  });
});
