/**
 * CR 603.2, 601.2h, 602.2b: triggers on events paying a cost causes, beyond dying and
 * tapping (test/603.10a-death-triggers.test.ts): discarding (CR 701.9) and cycling
 * (702.29c–d). They trigger as the cost is paid and are held until the spell becomes cast or
 * the ability activated (601.2i), and a reversed cast or activation releases none (733.1). In
 * a game with opaque ids a card that moves becomes a new object with a new id (CR 400.7), so
 * the engine finds it in the graveyard by what it was.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activationMachine } from '../machines/activation.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import { createCardLibrary } from '../src/cards/library.js';
import { sacrificePermanent } from '../src/game/update.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const watcher = (name: string, trigger: object): CardInput => ({ name, manaCost: '{2}', types: ['Artifact'], triggers: [{ text: `${name}: scry 1.`, ...trigger }] }) as CardInput;

const cards: CardLibrary = libraryWith(
  watcher('Discard Watcher', { on: 'discards', player: 'you' }),
  watcher('Enemy Discard Watcher', { on: 'discards', player: 'opponents' }),
  watcher('Creature Discard Watcher', { on: 'discards', player: 'any', cards: { types: ['Creature'] } }),
  watcher('Cycle Watcher', { on: 'cycles', player: 'you' }),
  watcher('Any Cycle Watcher', { on: 'cycles', player: 'any', other: true }),
  watcher('Sacrifice Watcher', { on: 'sacrifices', permanents: { types: ['Creature'] } }),
  watcher('Clue Watcher', { on: 'sacrifices', permanents: { subtypes: ['Clue'] } }),
  watcher('Self Sacrifice Watcher', { on: 'sacrifices', self: true }),
  { name: 'Test Clue', types: ['Artifact'], subtypes: ['Clue'], text: 'A Clue.' },
  {
    name: 'Test Phoenix',
    manaCost: '{2}{R}',
    types: ['Creature'],
    power: 2,
    toughness: 2,
    triggers: [{ on: 'putIntoGraveyard', self: true, text: 'When Test Phoenix is put into a graveyard from anywhere, shuffle it into its owner\'s library.' }],
  },
  {
    name: 'Test Looting',
    manaCost: '{R}',
    types: ['Sorcery'],
    additionalCosts: [{ kind: 'discard', what: {} }],
    text: 'As an additional cost to cast this spell, discard a card. Draw two cards.',
  },
  {
    name: 'Test Cycler',
    manaCost: '{3}{W}',
    types: ['Creature'],
    power: 3,
    toughness: 3,
    triggers: [{ on: 'cycleSelf', text: 'When you cycle Test Cycler, you gain 2 life.' }],
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'discardSelf' }], from: 'hand', cycling: true, text: 'Cycling {1}' }],
    text: 'When you cycle Test Cycler, you gain 2 life. Cycling {1}',
  },
  {
    name: 'Test Channeler',
    manaCost: '{3}{R}',
    types: ['Creature'],
    power: 3,
    toughness: 3,
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'discardSelf' }], from: 'hand', text: 'Channel — {1}, Discard Test Channeler: scry 1.' }],
    text: 'Channel — {1}, Discard Test Channeler: scry 1.',
  },
);

const gameWith = (battlefield: { card: string; controller: string }[], hand: string[], spec: Partial<GameSpecInput> = {}): GameState =>
  gameOf({ players: [{ id: 'alice', hand, manaPool: ['R', 'C'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN, ...spec }, cards);

/** The id of the first card named `name` in Alice's hand. */
const inHand = (game: GameState, name: string): string => game.players[0]!.hand.find((c) => c.card === name)!.id;
const onBattlefield = (game: GameState, name: string, controller = 'alice'): string => game.battlefield.find((p) => p.card === name && p.controller === controller)!.id;

/** Casts Test Looting discarding `discard`; the chart's released triggers. */
function loot(game: GameState, discard: string) {
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: 'alice', card: inHand(game, 'Test Looting') });
  accept(actor, { type: 'PAY', player: 'alice', mana: 'auto', discard: [inHand(game, discard)] });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers;
}

/** Activates ability 0 of the card `name` in Alice's hand and pays; the chart's context at the end. */
function activateFromHand(game: GameState, name: string, events: readonly CastEventInput[] = [{ type: 'PAY', player: 'alice', mana: 'auto' }]) {
  const actor = createActor(activationMachine, { input: { game, cards } }).start();
  accept(actor as never, { type: 'ACTIVATE', player: 'alice', source: inHand(game, name), ability: 0 });
  for (const event of events) accept(actor as never, event);
  return actor.getSnapshot().context;
}

describe('701.9: "Whenever a player discards a card" triggers on a discard cost', () => {
  it('701.9, 601.2h: discarding a card to pay an additional cost triggers "Whenever you discard a card", released once the spell is cast (601.2i)', () => {
    const game = gameWith([{ card: 'Discard Watcher', controller: 'alice' }], ['Test Looting', 'Grizzly Bears']);
    expect(loot(game, 'Grizzly Bears')).toEqual([{ source: 'discard-watcher', card: 'Discard Watcher', trigger: 0, controller: 'alice', on: 'discarded', text: 'Discard Watcher: scry 1.' }]);
  });

  it('400.7: in a game with opaque ids, the discarded card gets a new id in the graveyard and still triggers', () => {
    const game = gameWith([{ card: 'Discard Watcher', controller: 'alice' }], ['Test Looting', 'Grizzly Bears'], { ids: 'opaque' });
    const triggers = loot(game, 'Grizzly Bears');
    expect(triggers).toEqual([expect.objectContaining({ source: onBattlefield(game, 'Discard Watcher'), on: 'discarded' })]);
  });

  it("109.5: \"an opponent discards\" is seen from the trigger's controller: Alice's discard triggers Bob's watcher, not her own", () => {
    const game = gameWith([{ card: 'Enemy Discard Watcher', controller: 'alice' }, { card: 'Enemy Discard Watcher', controller: 'bob' }], ['Test Looting', 'Grizzly Bears']);
    expect(loot(game, 'Grizzly Bears').map((t) => t.controller)).toEqual(['bob']);
  });

  it('701.9: "Whenever a player discards a creature card" triggers on a creature card, not on a land', () => {
    const battlefield = [{ card: 'Creature Discard Watcher', controller: 'bob' }];
    expect(loot(gameWith(battlefield, ['Test Looting', 'Grizzly Bears']), 'Grizzly Bears')).toHaveLength(1);
    expect(loot(gameWith(battlefield, ['Test Looting', 'Forest']), 'Forest')).toEqual([]);
  });
});

describe('702.29c–d: cycling triggers', () => {
  const battlefield = [
    { card: 'Cycle Watcher', controller: 'alice' },
    { card: 'Any Cycle Watcher', controller: 'bob' },
    { card: 'Discard Watcher', controller: 'alice' },
  ];

  it('702.29c, 702.29a: cycling a card triggers "Whenever you cycle a card", "Whenever a player cycles another card" and, once, "Whenever you discard a card"', () => {
    const context = activateFromHand(gameWith(battlefield, ['Test Cycler']), 'Test Cycler');
    expect(context.triggers.map((t) => `${t.source}:${t.on}`).sort()).toEqual(['any-cycle-watcher:cycled', 'cycle-watcher:cycled', 'discard-watcher:discarded', 'test-cycler:cycled']);
  });

  it('702.29a, 702.29c–d: the built-in cards: cycling Gempalm Incinerator with Drake Haven and Bob\'s Lightning Rift out triggers all three, once each', () => {
    const game = gameWith([{ card: 'Drake Haven', controller: 'alice' }, { card: 'Lightning Rift', controller: 'bob' }], ['Gempalm Incinerator'], { players: [{ id: 'alice', hand: ['Gempalm Incinerator'], manaPool: ['R', 'C'] }, { id: 'bob' }] });
    const context = activateFromHand(game, 'Gempalm Incinerator');
    expect(context.triggers.map((t) => `${t.source}:${t.controller}:${t.on}`)).toEqual(['drake-haven:alice:discarded', 'lightning-rift:bob:cycled', 'gempalm-incinerator:alice:cycled']);
  });

  it('702.29d, 400.7: "When you cycle ~" triggers from the graveyard, its source the new object there (opaque ids), controlled by its owner', () => {
    const game = gameWith([], ['Test Cycler'], { ids: 'opaque' });
    const context = activateFromHand(game, 'Test Cycler');
    const inGraveyard = context.game.players[0]!.graveyard.find((c) => c.card === 'Test Cycler')!;
    expect(inGraveyard.id).not.toBe(inHand(game, 'Test Cycler'));
    expect(context.triggers).toEqual([{ source: inGraveyard.id, card: 'Test Cycler', trigger: 0, controller: 'alice', on: 'cycled', text: 'When you cycle Test Cycler, you gain 2 life.' }]);
  });

  it('702.29c: a channel ability also discards its card, but is not cycling: "discard" triggers, "cycle" triggers do not', () => {
    const context = activateFromHand(gameWith(battlefield, ['Test Channeler']), 'Test Channeler');
    expect(context.triggers.map((t) => `${t.source}:${t.on}`)).toEqual(['discard-watcher:discarded']);
  });

  it('733.1: a cycling activation cancelled before paying releases no trigger and the card stays in the hand', () => {
    const game = gameWith(battlefield, ['Test Cycler']);
    const context = activateFromHand(game, 'Test Cycler', [{ type: 'CANCEL', player: 'alice' }]);
    expect(context.triggers).toEqual([]);
    expect(context.game.players[0]!.hand.map((c) => c.card)).toEqual(['Test Cycler']);
  });
});

describe('603.10a, 400.7: a creature sacrificed in a game with opaque ids', () => {
  it('603.10a, 400.7: the sacrificed creature has a new id in the graveyard, and its death still triggers "Whenever a creature dies" (Blood Artist)', () => {
    const game = gameOf({ ids: 'opaque', players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }], battlefield: [{ card: 'Blood Artist', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: inHand(game, "Altar's Reap") });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: [onBattlefield(game, 'Grizzly Bears')] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([expect.objectContaining({ source: onBattlefield(game, 'Blood Artist', 'bob'), controller: 'bob', on: 'creatureDied' })]);
  });
});

describe('701.21: "Whenever you sacrifice …" triggers', () => {
  const battlefield = [
    { card: 'Sacrifice Watcher', controller: 'alice' },
    { card: 'Sacrifice Watcher', controller: 'bob' },
    { card: 'Clue Watcher', controller: 'alice' },
    { card: 'Self Sacrifice Watcher', controller: 'alice' },
    { card: 'Grizzly Bears', controller: 'alice' },
    { card: 'Test Clue', controller: 'alice' },
  ];
  const sacrificing = (id: string) => {
    const game = gameWith(battlefield, []);
    return costEventTriggers(game, sacrificePermanent(game, id), cards).map((t) => `${t.source}:${t.controller}:${t.on}`);
  };

  it("701.21a: Alice sacrificing a creature to Altar's Reap triggers her \"Whenever you sacrifice a creature\", not Bob's, released when the spell is cast", () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['grizzly-bears'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers.filter((t) => t.on === 'sacrificed').map((t) => `${t.source}:${t.controller}`)).toEqual(['sacrifice-watcher:alice']);
  });

  it('701.21: "a Clue" watches Clues only; "When you sacrifice ~" its own sacrifice only', () => {
    expect(sacrificing('test-clue')).toEqual(['clue-watcher:alice:sacrificed']);
    expect(sacrificing('self-sacrifice-watcher')).toEqual(['self-sacrifice-watcher:alice:sacrificed']);
  });

  it('701.21: a "sacrifice" trigger watching nothing is refused when the card loads', () => {
    expect(() => createCardLibrary([watcher('Blind Watcher', { on: 'sacrifices' })])).toThrow(/701\.21/);
  });
});

describe('603.6a: "When ~ is put into a graveyard from anywhere"', () => {
  it('603.6a, 701.9, 400.7: discarded to pay a cost (opaque ids), it triggers from the graveyard, the new object there its source', () => {
    const game = gameWith([], ['Test Looting', 'Test Phoenix'], { ids: 'opaque' });
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: inHand(game, 'Test Looting') });
    accept(actor, { type: 'PAY', player: 'alice', mana: 'auto', discard: [inHand(game, 'Test Phoenix')] });
    expect(outcome(actor)).toBe('cast');
    const inGraveyard = ctx(actor).game.players[0]!.graveyard.find((c) => c.card === 'Test Phoenix')!;
    expect(ctx(actor).triggers).toEqual([{ source: inGraveyard.id, card: 'Test Phoenix', trigger: 0, controller: 'alice', on: 'putIntoGraveyard', text: expect.stringContaining('from anywhere') }]);
  });

  it("603.6a, 701.21: sacrificed it triggers too; another card put into a graveyard does not", () => {
    const game = gameWith([{ card: 'Test Phoenix', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }], []);
    expect(costEventTriggers(game, sacrificePermanent(game, 'test-phoenix'), cards).map((t) => `${t.source}:${t.on}`)).toEqual(['test-phoenix:putIntoGraveyard']);
    expect(costEventTriggers(game, sacrificePermanent(game, 'grizzly-bears'), cards)).toEqual([]);
  });
});
