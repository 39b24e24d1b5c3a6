/**
 * CR 603.10a, 603.6c, 700.4, 701.26: triggers on what paying a cost did to permanents. "Dies"
 * and leaves-the-battlefield triggers look back in time. A permanent put into a
 * graveyard from the battlefield while a cost is paid triggers the "dies" abilities of the
 * permanents that were on the battlefield just before (its own included), each judging the
 * dead permanent as it last existed there; which deaths a trigger watches is the card's
 * `self` / `creatures` (this permanent, creatures fitting a filter, or both).
 */
import { describe, expect, it } from 'vitest';
import { createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import { sacrificePermanent, setTapped } from '../src/game/update.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const creature = (name: string, trigger: Record<string, unknown>): CardInput => ({
  name,
  manaCost: '{1}{B}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  triggers: [{ on: 'creatureDies', text: `${name}: draw a card.`, ...trigger }],
});

const cards = libraryWith(
  creature('Self Watcher', { self: true }),
  creature('Other Watcher', { creatures: { other: true, controller: 'you' } }),
  creature('Enemy Watcher', { creatures: { controller: 'opponent' } }),
  creature('Nontoken Watcher', { creatures: { token: false } }),
  creature('Zombie Watcher', { self: true, creatures: { other: true, subtypes: ['Zombie'], controller: 'you' } }),
  { name: 'Bomb', manaCost: '{1}', types: ['Artifact'], triggers: [{ on: 'creatureDies', self: true, text: 'Bomb: draw a card.' }] },
  { name: 'Keeper', manaCost: '{1}', types: ['Artifact'], triggers: [{ on: 'leavesBattlefield', text: 'Keeper: return the exiled card.' }] },
  { name: 'Tap Watcher', manaCost: '{1}', types: ['Artifact'], triggers: [{ on: 'becomesTapped', text: 'Tap Watcher: scry 1.' }, { on: 'becomesUntapped', text: 'Tap Watcher: draw.' }] },
  { name: 'Test Aura', manaCost: '{B}', types: ['Enchantment'], subtypes: ['Aura'], triggers: [{ on: 'creatureDies', attached: { types: ['Creature'] }, text: 'When enchanted creature dies, draw a card.' }] },
  { name: 'Test Equipment', manaCost: '{1}', types: ['Artifact'], subtypes: ['Equipment'], triggers: [{ on: 'creatureDies', attached: { types: ['Creature'] }, text: 'Whenever equipped creature dies, draw a card.' }] },
  { name: 'Tap Aura', manaCost: '{U}', types: ['Enchantment'], subtypes: ['Aura'], triggers: [{ on: 'becomesTapped', attached: true, text: 'Whenever enchanted creature becomes tapped, draw a card.' }] },
  { name: 'Enemy Tap Watcher', manaCost: '{1}', types: ['Artifact'], triggers: [{ on: 'becomesTapped', permanents: { types: ['Creature'], controller: 'opponent' }, text: 'Whenever a creature an opponent controls becomes tapped, scry 1.' }] },
  { name: 'Artifact Watcher', manaCost: '{1}', types: ['Artifact'], triggers: [{ on: 'creatureDies', permanents: { types: ['Artifact'], other: true }, text: 'Whenever another artifact is put into a graveyard from the battlefield, scry 1.' }] },
  { name: 'Walking Corpse', manaCost: '{1}{B}', types: ['Creature'], subtypes: ['Zombie'], power: 2, toughness: 2 },
);

const board = (battlefield: { card: string; controller: string; token?: boolean; id?: string; attachedTo?: string }[]) =>
  gameOf({ players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);

/** The sources of the "dies" triggers that sacrificing `id` raises on `game`. */
const triggeredBy = (game: ReturnType<typeof board>, id: string) => costEventTriggers(game, sacrificePermanent(game, id), cards).map((t) => `${t.source}:${t.controller}`);

describe('603.10a: "When ~ dies" triggers on its own death', () => {
  it('603.10a, 700.4: a creature sacrificed to pay a cost (Altar\'s Reap) triggers its own "When ~ dies", released when the spell is cast', () => {
    const actor = castActor(board([{ card: 'Self Watcher', controller: 'alice' }]), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['self-watcher'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([{ source: 'self-watcher', card: 'Self Watcher', trigger: 0, controller: 'alice', on: 'creatureDied', text: 'Self Watcher: draw a card.' }]);
  });

  it("603.10a: another creature's death doesn't trigger a \"When ~ dies\" that watches only itself", () => {
    const actor = castActor(board([{ card: 'Self Watcher', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['grizzly-bears'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([]);
  });

  it('700.4: "When ~ is put into a graveyard from the battlefield" on a noncreature permanent triggers when it is sacrificed', () => {
    const game = board([{ card: 'Bomb', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(triggeredBy(game, 'bomb')).toEqual(['bomb:alice']);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual([]);
  });
});

describe('603.10a: which other creatures a "dies" trigger watches', () => {
  it('"Whenever another creature you control dies": your other creature triggers it; its own death does not', () => {
    const game = board([{ card: 'Other Watcher', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual(['other-watcher:alice']);
    expect(triggeredBy(game, 'other-watcher')).toEqual([]);
  });

  it('109.5: "a creature an opponent controls" is judged from the trigger\'s controller: Alice\'s creature triggers Bob\'s watcher, not her own', () => {
    const game = board([{ card: 'Enemy Watcher', controller: 'bob' }, { card: 'Enemy Watcher', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual(['enemy-watcher:bob']);
  });

  it('111.1: "a nontoken creature" is not triggered by a token dying', () => {
    const game = board([{ card: 'Nontoken Watcher', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice', token: true }]);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual([]);
    const real = board([{ card: 'Nontoken Watcher', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(triggeredBy(real, 'grizzly-bears')).toEqual(['nontoken-watcher:alice']);
  });

  it('"~ or another Zombie you control dies": itself and a Zombie trigger it, a non-Zombie does not', () => {
    const game = board([{ card: 'Zombie Watcher', controller: 'alice' }, { card: 'Walking Corpse', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(triggeredBy(game, 'zombie-watcher')).toEqual(['zombie-watcher:alice']);
    expect(triggeredBy(game, 'walking-corpse')).toEqual(['zombie-watcher:alice']);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual([]);
  });

  it('Blood Artist (neither `self` nor `creatures`) still triggers on any creature, itself included', () => {
    const game = board([{ card: 'Blood Artist', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'bob' }]);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual(['blood-artist:alice']);
    expect(triggeredBy(game, 'blood-artist')).toEqual(['blood-artist:alice']);
  });

  it('603.10a: a "dies" trigger looking anywhere but the battlefield is refused when the card loads', () => {
    expect(() => createCardLibrary([creature('Odd Watcher', { creatures: { zone: 'graveyard' } })])).toThrow(/603\.10a/);
  });
});

describe('603.10a, 303.4, 301.5: "When enchanted creature dies", "Whenever equipped creature dies"', () => {
  const attached = [
    { card: 'Grizzly Bears', id: 'bears', controller: 'alice' },
    { card: 'Grizzly Bears', id: 'other-bears', controller: 'alice' },
    { card: 'Test Aura', controller: 'bob', attachedTo: 'bears' },
    { card: 'Test Equipment', controller: 'alice', attachedTo: 'bears' },
  ];

  it('603.10a: the creature an Aura (its controller Bob) and an Equipment are attached to, sacrificed to pay a cost, triggers both, released when the spell is cast', () => {
    const actor = castActor(board(attached), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice: ['bears'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers.map((t) => `${t.source}:${t.controller}:${t.on}`)).toEqual(['test-aura:bob:creatureDied', 'test-equipment:alice:creatureDied']);
  });

  it('303.4: another creature dying triggers neither', () => {
    expect(triggeredBy(board(attached), 'other-bears')).toEqual([]);
  });

  it('301.5: an Equipment attached to nothing triggers on no death', () => {
    expect(triggeredBy(board([{ card: 'Grizzly Bears', controller: 'alice' }, { card: 'Test Equipment', controller: 'alice' }]), 'grizzly-bears')).toEqual([]);
  });

  it('303.4: a scenario attaching to a permanent that is not there is refused with the path', () => {
    expect(() => board([{ card: 'Test Aura', controller: 'alice', attachedTo: 'nobody' }])).toThrow(/attachedTo[\s\S]*no other permanent "nobody"/);
  });
});

describe('700.4: deaths of permanents of any type', () => {
  it('700.4, 603.10a: "another artifact is put into a graveyard from the battlefield" watches artifacts (Bomb, sacrificed), not creatures, not itself', () => {
    const game = board([{ card: 'Artifact Watcher', controller: 'alice' }, { card: 'Bomb', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(triggeredBy(game, 'bomb')).toEqual(['artifact-watcher:alice', 'bomb:alice']);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual([]);
    expect(triggeredBy(game, 'artifact-watcher')).toEqual([]);
  });
});

describe('603.6c: leaves-the-battlefield triggers', () => {
  it('603.6c, 603.10a: a permanent sacrificed to pay a cost triggers its own "When ~ leaves the battlefield"; another leaving does not', () => {
    const game = board([{ card: 'Keeper', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(costEventTriggers(game, sacrificePermanent(game, 'keeper'), cards)).toEqual([{ source: 'keeper', card: 'Keeper', trigger: 0, controller: 'alice', on: 'leftBattlefield', text: 'Keeper: return the exiled card.' }]);
    expect(triggeredBy(game, 'grizzly-bears')).toEqual([]);
  });

  it('603.6c: returned to its owner\'s hand (a return cost) it leaves the battlefield too, but does not die (700.4)', () => {
    const game = board([{ card: 'Keeper', controller: 'alice' }, { card: 'Self Watcher', controller: 'alice' }]);
    const keeper = game.battlefield.find((p) => p.id === 'keeper')!;
    const watcher = game.battlefield.find((p) => p.id === 'self-watcher')!;
    const returned = {
      ...game,
      battlefield: [],
      players: game.players.map((p) => (p.id === 'alice' ? { ...p, hand: [...p.hand, { id: keeper.id, card: keeper.card, owner: 'alice' }, { id: watcher.id, card: watcher.card, owner: 'alice' }] } : p)),
    };
    expect(costEventTriggers(game, returned, cards).map((t) => `${t.source}:${t.on}`)).toEqual(['keeper:leftBattlefield']);
  });
});

describe('701.26: "becomes tapped / untapped" triggers on paying a cost', () => {
  it('701.26a, 303.4: tapping the creature an Aura is attached to triggers "Whenever enchanted creature becomes tapped"; tapping another does not', () => {
    const game = board([{ card: 'Grizzly Bears', id: 'bears', controller: 'alice' }, { card: 'Grizzly Bears', id: 'other-bears', controller: 'alice' }, { card: 'Tap Aura', controller: 'bob', attachedTo: 'bears' }]);
    expect(costEventTriggers(game, setTapped(game, 'bears', true), cards)).toEqual([{ source: 'tap-aura', card: 'Tap Aura', trigger: 0, controller: 'bob', on: 'becameTapped', text: 'Whenever enchanted creature becomes tapped, draw a card.' }]);
    expect(costEventTriggers(game, setTapped(game, 'other-bears', true), cards)).toEqual([]);
  });

  it("701.26a: \"Whenever a creature an opponent controls becomes tapped\" (Bob's) triggers once for each of Alice's creatures tapped, not for his own", () => {
    const game = board([{ card: 'Enemy Tap Watcher', controller: 'bob' }, { card: 'Grizzly Bears', id: 'a1', controller: 'alice' }, { card: 'Grizzly Bears', id: 'a2', controller: 'alice' }, { card: 'Grizzly Bears', id: 'b1', controller: 'bob' }]);
    const tapped = ['a1', 'a2', 'b1'].reduce((g, id) => setTapped(g, id, true), game);
    expect(costEventTriggers(game, tapped, cards).map((t) => `${t.source}:${t.controller}`)).toEqual(['enemy-tap-watcher:bob', 'enemy-tap-watcher:bob']);
  });

  it('701.26a: tapping the permanent ({T} in a cost, convoke) triggers its own "becomes tapped"; tapping another does not', () => {
    const game = board([{ card: 'Tap Watcher', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(costEventTriggers(game, setTapped(game, 'tap-watcher', true), cards)).toEqual([{ source: 'tap-watcher', card: 'Tap Watcher', trigger: 0, controller: 'alice', on: 'becameTapped', text: 'Tap Watcher: scry 1.' }]);
    expect(costEventTriggers(game, setTapped(game, 'grizzly-bears', true), cards)).toEqual([]);
  });

  it('701.26b: untapping a tapped permanent ({Q}) triggers "becomes untapped"; a permanent already tapped that stays tapped triggers nothing', () => {
    const tapped = setTapped(board([{ card: 'Tap Watcher', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]), 'tap-watcher', true);
    expect(costEventTriggers(tapped, setTapped(tapped, 'tap-watcher', false), cards).map((t) => t.on)).toEqual(['becameUntapped']);
    expect(costEventTriggers(tapped, setTapped(tapped, 'grizzly-bears', true), cards)).toEqual([]);
  });
});
