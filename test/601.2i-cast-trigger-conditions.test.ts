/**
 * CR 601.2i, 603.2: cast triggers with conditions on the spell beyond a spell filter:
 * "a kicked spell" (702.33d), "your first / second spell each turn" (counted before the spell
 * becomes cast), "during an opponent's turn" (seen from the trigger's controller).
 */
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../src/cards/schema.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const watcher = (name: string, trigger: object): CardInput =>
  ({ name, manaCost: '{2}', types: ['Enchantment'], triggers: [{ on: 'cast', text: `${name}: draw a card.`, ...trigger }] }) as CardInput;

const cards = libraryWith(
  watcher('Kicked Watcher', { spells: { controller: 'you' }, kicked: true }),
  watcher('Second Spell Watcher', { spells: { controller: 'opponents' }, nth: 2 }),
  watcher('First Spell Watcher', { spells: { controller: 'you' }, nth: 1, turn: 'opponents' }),
);

/** Casts `card` for Alice and the events after CAST; the sources of the triggers released. */
function triggered(spec: Partial<GameSpecInput>, card: string, events: readonly CastEventInput[]): string[] {
  const game = gameOf({ players: [{ id: 'alice', hand: [card], manaPool: ['C', 'C', 'G', 'G'] }, { id: 'bob' }], turn: ALICE_MAIN, ...spec }, cards);
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: 'alice', card: game.players[0]!.hand[0]!.id });
  for (const event of events) accept(actor, event);
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => `${t.source}:${t.controller}`);
}

const PAY: CastEventInput = { type: 'PAY', player: 'alice', mana: 'auto' };

describe('702.33d: "Whenever you cast a kicked spell"', () => {
  const battlefield = [{ card: 'Kicked Watcher', controller: 'alice' }];

  it('702.33d, 601.2i: a spell cast with its multikicker paid once is kicked and triggers it (Everflowing Chalice)', () => {
    expect(triggered({ battlefield }, 'Everflowing Chalice', [{ type: 'CHOOSE_COSTS', player: 'alice', optional: { multikicker: 1 } }, PAY])).toEqual(['kicked-watcher:alice']);
  });

  it('702.33d: the same spell cast without paying its kicker is not kicked', () => {
    expect(triggered({ battlefield }, 'Everflowing Chalice', [{ type: 'CHOOSE_COSTS', player: 'alice', optional: {} }, PAY])).toEqual([]);
  });
});

describe("601.2i: a player's nth spell this turn", () => {
  const battlefield = [{ card: 'Second Spell Watcher', controller: 'bob' }];

  it("601.2i: \"an opponent casts their second spell each turn\": Alice's second spell this turn triggers Bob's watcher", () => {
    const players: GameSpecInput['players'] = [{ id: 'alice', hand: ['Grizzly Bears'], manaPool: ['G', 'G'], spellsCastThisTurn: 1 }, { id: 'bob' }];
    expect(triggered({ battlefield, players }, 'Grizzly Bears', [PAY])).toEqual(['second-spell-watcher:bob']);
  });

  it('601.2i: her first and her third spell do not', () => {
    for (const before of [0, 2]) {
      const players: GameSpecInput['players'] = [{ id: 'alice', hand: ['Grizzly Bears'], manaPool: ['G', 'G'], spellsCastThisTurn: before }, { id: 'bob' }];
      expect(triggered({ battlefield, players }, 'Grizzly Bears', [PAY])).toEqual([]);
    }
  });
});

describe('601.2i: "your first spell during each opponent\'s turn"', () => {
  const battlefield = [{ card: 'First Spell Watcher', controller: 'alice' }];
  const bobsTurn = { activePlayer: 'bob', phase: 'precombatMain' } as const;

  it("601.2i: Alice's first spell, cast (with flash) during Bob's turn, triggers it", () => {
    const players: GameSpecInput['players'] = [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }];
    const targets: CastEventInput = { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] };
    expect(triggered({ battlefield, players, turn: bobsTurn, priority: 'alice' }, 'Lightning Bolt', [targets, PAY])).toEqual(['first-spell-watcher:alice']);
  });

  it('601.2i: not during her own turn, nor for her second spell during his', () => {
    const targets: CastEventInput = { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] };
    const players = (before: number): GameSpecInput['players'] => [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'], spellsCastThisTurn: before }, { id: 'bob' }];
    expect(triggered({ battlefield, players: players(0) }, 'Lightning Bolt', [targets, PAY])).toEqual([]);
    expect(triggered({ battlefield, players: players(1), turn: bobsTurn, priority: 'alice' }, 'Lightning Bolt', [targets, PAY])).toEqual([]);
  });
});
