/**
 * CR 603.4: a triggered ability with an intervening "if" clause triggers only if the condition
 * is true as its event happens (the check on resolution is left to its text). The engine
 * checks it for the events casting and paying costs cause: a spell becoming cast (the
 * condition on the trigger's own permanent, or on whose turn it is) and a permanent dying or
 * leaving the battlefield to pay a cost (the condition on that permanent as it last existed,
 * 603.10a).
 */
import { describe, expect, it } from 'vitest';
import { cardSchema, type CardInput } from '../src/cards/schema.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import { sacrificePermanent } from '../src/game/update.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const castWatcher = (name: string, types: string[], trigger: object): CardInput =>
  ({ name, manaCost: '{2}', types, power: 2, toughness: 2, triggers: [{ on: 'cast', text: `${name}: it becomes a creature.`, ...trigger }] }) as CardInput;

const cards = libraryWith(
  castWatcher('Opal Watcher', ['Enchantment'], { spells: { controller: 'opponents', types: ['Creature'] }, if: { of: 'this', is: { types: ['Enchantment'] } } }),
  castWatcher('Awoken Watcher', ['Creature'], { spells: { controller: 'opponents', types: ['Creature'] }, if: { of: 'this', is: { types: ['Enchantment'] } } }),
  castWatcher('Counter Watcher', ['Creature'], { spells: { controller: 'you' }, if: { of: 'this', counters: { counter: '+1/+1', atMost: 2 } } }),
  castWatcher('Off-Turn Watcher', ['Enchantment'], { spells: { controller: 'any' }, turn: 'notCaster' }),
  {
    name: 'Counted Dead',
    manaCost: '{1}{W}',
    types: ['Creature'],
    power: 1,
    toughness: 1,
    triggers: [{ on: 'creatureDies', self: true, creatures: { other: true, controller: 'you' }, if: { of: 'it', counters: { counter: '+1/+1', atLeast: 1 } }, text: 'draw a card.' }],
  },
  { name: 'Timeless Dead', manaCost: '{1}{U}', types: ['Creature'], power: 1, toughness: 1, triggers: [{ on: 'creatureDies', self: true, if: { of: 'it', counters: { counter: 'time', atMost: 0 } }, text: 'create two copies.' }] },
  { name: 'Human Plate', manaCost: '{1}', types: ['Artifact'], subtypes: ['Equipment'], triggers: [{ on: 'creatureDies', attached: { types: ['Creature'] }, if: { of: 'it', is: { subtypes: ['Human'] } }, text: 'create a Spirit.' }] },
  { name: 'Counter Keeper', manaCost: '{1}', types: ['Artifact'], triggers: [{ on: 'leavesBattlefield', permanents: { types: ['Creature'], controller: 'you' }, if: { of: 'it', counters: { atLeast: 1 } }, text: 'put those counters on ~.' }] },
  { name: 'Quick Study', manaCost: '{G}', types: ['Instant'] },
  { name: 'Village Human', manaCost: '{W}', types: ['Creature'], subtypes: ['Human'], power: 1, toughness: 1 },
);

/** Casts `card` for `caster`; the sources of the triggers released when it becomes cast. */
function castTriggered(spec: Partial<GameSpecInput>, caster: 'alice' | 'bob', card: string): string[] {
  const players: GameSpecInput['players'] = [
    { id: 'alice', ...(caster === 'alice' ? { hand: [card], manaPool: ['G', 'G'] } : {}) },
    { id: 'bob', ...(caster === 'bob' ? { hand: [card], manaPool: ['G', 'G'] } : {}) },
  ];
  const game = gameOf({ players, turn: ALICE_MAIN, priority: caster, ...spec }, cards);
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: caster, card: game.players.find((p) => p.id === caster)!.hand[0]!.id });
  accept(actor, { type: 'PAY', player: caster, mana: 'auto' } as CastEventInput);
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => `${t.source}:${t.controller}`);
}

describe('603.4: an intervening "if" on a cast trigger, checked as the spell becomes cast', () => {
  it('603.4: "When an opponent casts a creature spell, if ~ is an enchantment": an enchantment triggers, a creature with the same ability does not', () => {
    const battlefield = [
      { card: 'Opal Watcher', controller: 'alice' },
      { card: 'Awoken Watcher', controller: 'alice' },
    ];
    expect(castTriggered({ battlefield, turn: { activePlayer: 'bob', phase: 'precombatMain' } }, 'bob', 'Llanowar Elves')).toEqual(['opal-watcher:alice']);
  });

  it('603.4: "if ~ has fewer than three +1/+1 counters on it": two counters trigger it, three do not', () => {
    expect(castTriggered({ battlefield: [{ card: 'Counter Watcher', controller: 'alice', counters: { '+1/+1': 2 } }] }, 'alice', 'Grizzly Bears')).toEqual(['counter-watcher:alice']);
    expect(castTriggered({ battlefield: [{ card: 'Counter Watcher', controller: 'alice', counters: { '+1/+1': 3 } }] }, 'alice', 'Grizzly Bears')).toEqual([]);
  });

  it('603.4: "Whenever a player casts a spell, if it\'s not their turn": Bob\'s spell in Alice\'s turn triggers it, hers does not', () => {
    const battlefield = [{ card: 'Off-Turn Watcher', controller: 'alice' }];
    expect(castTriggered({ battlefield }, 'bob', 'Quick Study')).toEqual(['off-turn-watcher:alice']);
    expect(castTriggered({ battlefield }, 'alice', 'Quick Study')).toEqual([]);
    expect(castTriggered({ battlefield, turn: { activePlayer: 'bob', phase: 'precombatMain' } }, 'alice', 'Quick Study')).toEqual(['off-turn-watcher:alice']);
  });
});

const board = (battlefield: GameSpecInput['battlefield']) => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);
const triggeredBy = (game: ReturnType<typeof board>, id: string) => costEventTriggers(game, sacrificePermanent(game, id), cards).map((t) => `${t.source}:${t.on}`);

describe('603.4, 603.10a: an intervening "if" on a dies or leaves trigger reads the permanent as it last existed', () => {
  it('603.4, 603.10a: "~ or another creature you control dies, if it had a +1/+1 counter on it": a creature sacrificed with a counter triggers it, one without does not', () => {
    const game = board([
      { card: 'Counted Dead', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'alice', id: 'countered', counters: { '+1/+1': 1 } },
      { card: 'Grizzly Bears', controller: 'alice', id: 'plain' },
    ]);
    expect(triggeredBy(game, 'countered')).toEqual(['counted-dead:creatureDied']);
    expect(triggeredBy(game, 'plain')).toEqual([]);
    expect(triggeredBy(game, 'counted-dead')).toEqual([]);
  });

  it('603.4: "When ~ dies, if it had no time counters on it": it triggers with none, not with one', () => {
    expect(triggeredBy(board([{ card: 'Timeless Dead', controller: 'alice' }]), 'timeless-dead')).toEqual(['timeless-dead:creatureDied']);
    expect(triggeredBy(board([{ card: 'Timeless Dead', controller: 'alice', counters: { time: 1 } }]), 'timeless-dead')).toEqual([]);
  });

  it('603.4, 303.4: "Whenever equipped creature dies, if it was a Human": an equipped Human triggers it, an equipped Bear does not', () => {
    const human = board([{ card: 'Village Human', controller: 'alice' }, { card: 'Human Plate', controller: 'alice', attachedTo: 'village-human' }]);
    expect(triggeredBy(human, 'village-human')).toEqual(['human-plate:creatureDied']);
    const bear = board([{ card: 'Grizzly Bears', controller: 'alice' }, { card: 'Human Plate', controller: 'alice', attachedTo: 'grizzly-bears' }]);
    expect(triggeredBy(bear, 'grizzly-bears')).toEqual([]);
  });

  it('603.4, 603.6c: "Whenever a creature you control leaves the battlefield, if it had counters on it": counters of any kind count', () => {
    const game = board([
      { card: 'Counter Keeper', controller: 'alice' },
      { card: 'Grizzly Bears', controller: 'alice', id: 'shrunk', counters: { '-1/-1': 1 } },
      { card: 'Grizzly Bears', controller: 'alice', id: 'plain' },
    ]);
    expect(triggeredBy(game, 'shrunk')).toEqual(['counter-keeper:leftBattlefield']);
    expect(triggeredBy(game, 'plain')).toEqual([]);
  });
});

describe('603.4: the card format refuses an intervening "if" it cannot check', () => {
  it('603.4: a cast trigger\'s condition reads this permanent, not "it"', () => {
    const parsed = cardSchema.safeParse({ name: 'X', manaCost: '{1}', types: ['Enchantment'], triggers: [{ on: 'cast', spells: { controller: 'you' }, if: { of: 'it', counters: { atLeast: 1 } }, text: 't' }] });
    expect(parsed.success).toBe(false);
  });

  it('603.4: a condition says what the object is or its counters', () => {
    const parsed = cardSchema.safeParse({ name: 'X', manaCost: '{1}', types: ['Creature'], power: 1, toughness: 1, triggers: [{ on: 'creatureDies', self: true, if: { of: 'it' }, text: 't' }] });
    expect(parsed.success).toBe(false);
  });
});
