/**
 * CR 601.3, 118.9: "what may I do now" asks every card in its player's graveyard whether it may
 * be cast from there, and most may not. The refusal for a card of one name, player and place is
 * made once and shared (cast-zone.ts), and a card with no alternative cost is answered with one
 * shared empty list (cost-choices.ts). These check that what is shared still says what it did:
 * each refusal names its own player and place, a caller can't change a shared one, a card's
 * alternative costs are offered only where and when each may be used, and a spell still gets
 * one "without paying its mana cost" however many permanents grant it.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { alternativesFor, WITHOUT_PAYING_MANA_COST } from '../src/costs/cost-choices.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { PlayerId } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const BOB_MAIN = { activePlayer: 'bob', phase: 'precombatMain' } as const;
const graveyards = (priority: PlayerId) =>
  gameOf({ players: [{ id: 'alice', graveyard: ['Grizzly Bears', 'Grizzly Bears'] }, { id: 'bob', graveyard: ['Grizzly Bears'] }], turn: priority === 'alice' ? ALICE_MAIN : BOB_MAIN, priority });
const refusalOf = (priority: PlayerId, card: string) => {
  const asked = mayBeginCasting(graveyards(priority), BUILT_IN_CARDS, priority, card);
  if (asked.ok) throw new Error(`${card} was castable`);
  return asked.refusal;
};

describe('601.3: a card that may not be cast from where it is, refused by name, player and place', () => {
  it("601.3: each of alice's Grizzly Bears in her graveyard is refused, naming her graveyard", () => {
    const { barred } = legalActions(graveyards('alice'), BUILT_IN_CARDS, 'alice');
    expect(barred.map((b) => [b.event.type === 'CAST' ? b.event.card : b.event.source, b.refusal.rule, b.refusal.code])).toEqual([
      ['grizzly-bears', '601.3', 'NOT_CASTABLE_FROM_ZONE'],
      ['grizzly-bears-2', '601.3', 'NOT_CASTABLE_FROM_ZONE'],
    ]);
    expect(barred[1]!.refusal.message).toBe("Grizzly Bears is in alice's graveyard, not in alice's hand, and nothing allows alice to cast it from there");
  });

  it('601.3: the same card asked of in another graveyard, then by another player, names that graveyard and that player', () => {
    expect(refusalOf('alice', 'grizzly-bears').message).toBe("Grizzly Bears is in alice's graveyard, not in alice's hand, and nothing allows alice to cast it from there");
    expect(refusalOf('alice', 'grizzly-bears-3').message).toBe("Grizzly Bears is in bob's graveyard, not in alice's hand, and nothing allows alice to cast it from there");
    expect(refusalOf('bob', 'grizzly-bears-3').message).toBe("Grizzly Bears is in bob's graveyard, not in bob's hand, and nothing allows bob to cast it from there");
    expect(refusalOf('bob', 'grizzly-bears').message).toBe("Grizzly Bears is in alice's graveyard, not in bob's hand, and nothing allows bob to cast it from there");
  });

  it('601.3: a caller that writes on a refusal it was given gets an error, and the next caller the refusal unchanged', () => {
    const given = refusalOf('alice', 'grizzly-bears');
    expect(() => Object.assign(given, { message: 'castable after all' })).toThrow(TypeError);
    expect(refusalOf('alice', 'grizzly-bears-2').message).toBe("Grizzly Bears is in alice's graveyard, not in alice's hand, and nothing allows alice to cast it from there");
  });
});

describe('118.9: the alternative costs a card may use', () => {
  it('118.9: a card with none, in a hand or a graveyard, has none', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Hill Giant'] }, { id: 'bob' }], turn: ALICE_MAIN });
    expect(alternativesFor(game, BUILT_IN_CARDS, 'alice', { card: 'Hill Giant' }, 'hand')).toEqual([]);
    expect(alternativesFor(game, BUILT_IN_CARDS, 'alice', { card: 'Hill Giant' }, 'graveyard')).toEqual([]);
  });

  it('118.9, 702.117a: a card with costs for its hand and its graveyard, one of them surge, is offered each where and when it may be used', () => {
    const twinned = {
      name: 'Test Twinned',
      manaCost: '{3}{R}',
      types: ['Sorcery'],
      alternativeCosts: [
        { name: 'surge', from: 'hand', condition: 'castAnotherSpellThisTurn', cost: [{ kind: 'mana', mana: '{R}' }] },
        { name: 'flashback', from: 'graveyard', cost: [{ kind: 'mana', mana: '{4}{R}' }] },
      ],
      text: 'Surge {R}\nFlashback {4}{R}',
    } as CardInput;
    const cards = libraryWith(twinned);
    const named = (spellsCast: number, zone: 'hand' | 'graveyard') => {
      const game = gameOf({ players: [{ id: 'alice', hand: ['Test Twinned'], spellsCastThisTurn: spellsCast }, { id: 'bob' }], turn: ALICE_MAIN }, cards);
      return alternativesFor(game, cards, 'alice', { card: 'Test Twinned' }, zone).map((a) => a.name);
    };
    expect(named(0, 'hand')).toEqual([]);
    expect(named(1, 'hand')).toEqual(['surge']);
    expect(named(0, 'graveyard')).toEqual(['flashback']);
    expect(named(1, 'graveyard')).toEqual(['flashback']);
    // Asked again in the hand after the graveyard: still its hand's cost alone.
    expect(named(1, 'hand')).toEqual(['surge']);
  });

  it("118.9: two Omnisciences grant one way to cast without paying the mana cost, the first one's", () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Hill Giant'] }, { id: 'bob' }], battlefield: [{ card: 'Omniscience', controller: 'alice' }, { card: 'Omniscience', controller: 'alice' }], turn: ALICE_MAIN });
    expect(alternativesFor(game, BUILT_IN_CARDS, 'alice', { card: 'Hill Giant' }, 'hand')).toEqual([{ name: WITHOUT_PAYING_MANA_COST, cost: [], grantedBy: 'omniscience' }]);
    // Omniscience lets its controller cast from the hand, not from a graveyard.
    expect(alternativesFor(game, BUILT_IN_CARDS, 'alice', { card: 'Hill Giant' }, 'graveyard')).toEqual([]);
    expect(alternativesFor(game, BUILT_IN_CARDS, 'bob', { card: 'Hill Giant' }, 'hand')).toEqual([]);
  });
});
