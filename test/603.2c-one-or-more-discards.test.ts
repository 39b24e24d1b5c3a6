/**
 * CR 603.2c, 701.9: "Whenever you discard one or more cards" triggers once for an event in
 * which any number of cards are discarded: a cost that discards two cards is one event, so
 * the trigger fires once, while "Whenever you discard a card" fires for each card.
 */
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../src/cards/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const watcher = (name: string, trigger: object): CardInput => ({ name, manaCost: '{2}', types: ['Artifact'], triggers: [{ on: 'discards', player: 'you', text: `${name}: draw.`, ...trigger }] }) as CardInput;

const cards = libraryWith(
  watcher('Each Discard Watcher', {}),
  watcher('Batch Discard Watcher', { oneOrMore: true }),
  watcher('Nonland Batch Watcher', { oneOrMore: true, cards: { notTypes: ['Land'] } }),
  { name: 'Test Double Loot', manaCost: '{R}', types: ['Sorcery'], additionalCosts: [{ kind: 'discard', what: {}, count: 2 }], text: 'As an additional cost to cast this spell, discard two cards. Draw three cards.' },
);

/** Alice casts Test Double Loot discarding the two named cards; the sources of the triggers released. */
function doubleLoot(watchers: string[], discard: [string, string]): string[] {
  const game = gameOf({ players: [{ id: 'alice', hand: ['Test Double Loot', ...discard], manaPool: ['R'] }, { id: 'bob' }], battlefield: watchers.map((card) => ({ card, controller: 'alice' })), turn: ALICE_MAIN }, cards);
  const hand = game.players[0]!.hand;
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: 'alice', card: hand[0]!.id });
  accept(actor, { type: 'PAY', player: 'alice', mana: 'auto', discard: [hand[1]!.id, hand[2]!.id] });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => t.card);
}

describe('603.2c: "one or more cards" is one event', () => {
  it('603.2c, 701.9: discarding two cards for one cost triggers "discard one or more cards" once and "discard a card" twice', () => {
    expect(doubleLoot(['Each Discard Watcher', 'Batch Discard Watcher'], ['Grizzly Bears', 'Forest']).sort()).toEqual(['Batch Discard Watcher', 'Each Discard Watcher', 'Each Discard Watcher']);
  });

  it('603.2c: "one or more nonland cards" needs a nonland card among them: two lands trigger nothing, a land and a creature once', () => {
    expect(doubleLoot(['Nonland Batch Watcher'], ['Forest', 'Forest'])).toEqual([]);
    expect(doubleLoot(['Nonland Batch Watcher'], ['Forest', 'Grizzly Bears'])).toEqual(['Nonland Batch Watcher']);
  });
});
