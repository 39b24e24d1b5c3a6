/**
 * CR 601.2c, 603.2: "becomes the target" triggers trigger as targets are chosen and wait until
 * the spell is cast or the ability activated (601.2i). What they watch: this permanent (of a
 * spell or ability an opponent controls, or of a spell only), the permanent it is attached
 * to ("enchanted creature", CR 303.4), or its controller and the permanents fitting a filter
 * ("you or a permanent you control").
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activationMachine } from '../machines/activation.js';
import { createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';
import { countedFields } from './board-reads.js';

const watcher = (name: string, types: string[], trigger: object, subtypes: string[] = []): CardInput =>
  ({ name, manaCost: '{2}', types, subtypes, power: 2, toughness: 2, triggers: [{ on: 'becomesTarget', text: `${name}: draw a card.`, ...trigger }] }) as CardInput;

const cards = libraryWith(
  watcher('Wary Bear', ['Creature'], { by: 'opponents' }),
  watcher('Spell-Shy Bear', ['Creature'], { spellsOnly: true }),
  { ...watcher('Warning Aura', ['Enchantment'], { attached: true }, ['Aura']), power: undefined, toughness: undefined } as CardInput,
  { ...watcher('Guardian Totem', ['Artifact'], { you: true, permanents: { controller: 'you' }, by: 'opponents' }), power: undefined, toughness: undefined } as CardInput,
  watcher('Test Sliver', ['Creature'], { by: 'opponents', permanents: { types: ['Creature'], subtypes: ['Sliver'], controller: 'you' } }, ['Sliver']),
  watcher('Test Warden', ['Creature'], { permanents: { types: ['Creature'], subtypes: ['Sliver'], controller: 'you' } }),
  watcher('Test Hive', ['Creature'], { by: 'opponents', permanents: { types: ['Creature'], subtypes: ['Sliver'], controller: 'you', other: true } }, ['Sliver']),
  { name: 'Test Volley', manaCost: '{R}', types: ['Sorcery'], targets: [{ what: { types: ['Creature'] }, min: 1, max: null }], text: 'Test Volley deals 1 damage to each of any number of target creatures.' } as CardInput,
  {
    name: 'Pinger',
    manaCost: '{1}',
    types: ['Artifact'],
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }], targets: [{ filter: 'any' }], text: '{1}: Pinger deals 1 damage to any target.' }],
  },
);

/** `caster` casts Lightning Bolt at `target`; the sources and controllers of the triggers released. */
function bolt(battlefield: GameSpecInput['battlefield'], caster: 'alice' | 'bob', target: string): string[] {
  const players: GameSpecInput['players'] = [{ id: 'alice', hand: caster === 'alice' ? ['Lightning Bolt'] : [], manaPool: ['R'] }, { id: 'bob', hand: caster === 'bob' ? ['Lightning Bolt'] : [], manaPool: ['R'] }];
  const game = gameOf({ players, battlefield, turn: ALICE_MAIN, priority: caster }, cards);
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: caster, card: 'lightning-bolt' });
  accept(actor, { type: 'CHOOSE_TARGETS', player: caster, targets: [[target]] });
  expect(ctx(actor).triggers).toEqual([]);
  accept(actor, { type: 'PAY', player: caster, mana: 'auto' });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => `${t.source}:${t.controller}:${t.on}`);
}

describe('601.2c: whose spell or ability, and spells only', () => {
  it("601.2c: \"the target of a spell or ability an opponent controls\": Bob's Lightning Bolt at Alice's Wary Bear triggers it; Alice's own does not", () => {
    const battlefield = [{ card: 'Wary Bear', controller: 'alice' }];
    expect(bolt(battlefield, 'bob', 'wary-bear')).toEqual(['wary-bear:alice:becameTarget']);
    expect(bolt(battlefield, 'alice', 'wary-bear')).toEqual([]);
  });

  it('601.2c, 602.2b: "the target of a spell": a spell triggers it, an activated ability targeting it does not', () => {
    expect(bolt([{ card: 'Spell-Shy Bear', controller: 'alice' }], 'alice', 'spell-shy-bear')).toEqual(['spell-shy-bear:alice:becameTarget']);
    const game = gameOf({ players: [{ id: 'alice', manaPool: ['C'] }, { id: 'bob' }], battlefield: [{ card: 'Spell-Shy Bear', controller: 'alice' }, { card: 'Pinger', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const actor = createActor(activationMachine, { input: { game, cards } }).start();
    accept(actor as never, { type: 'ACTIVATE', player: 'alice', source: 'pinger', ability: 0 });
    accept(actor as never, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['spell-shy-bear']] });
    accept(actor as never, { type: 'PAY', player: 'alice', mana: 'auto' });
    expect(actor.getSnapshot().context.triggers).toEqual([]);
  });
});

describe('601.2c, 303.4: "When enchanted creature becomes the target"', () => {
  it('303.4: the creature the Aura is attached to becoming a target triggers the Aura (its controller\'s); the Aura itself or another creature does not', () => {
    const battlefield = [
      { card: 'Grizzly Bears', id: 'bears', controller: 'alice' },
      { card: 'Grizzly Bears', id: 'other-bears', controller: 'alice' },
      { card: 'Warning Aura', controller: 'bob', attachedTo: 'bears' },
    ];
    expect(bolt(battlefield, 'alice', 'bears')).toEqual(['warning-aura:bob:becameTarget']);
    expect(bolt(battlefield, 'alice', 'other-bears')).toEqual([]);
  });
});

describe('601.2c: "Whenever you or a permanent you control becomes the target of a spell or ability an opponent controls"', () => {
  const battlefield = [{ card: 'Guardian Totem', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }, { card: 'Grizzly Bears', id: 'bobs-bears', controller: 'bob' }];

  it('601.2c: Bob targeting Alice, or a permanent she controls, triggers it', () => {
    expect(bolt(battlefield, 'bob', 'alice')).toEqual(['guardian-totem:alice:becameTarget']);
    expect(bolt(battlefield, 'bob', 'grizzly-bears')).toEqual(['guardian-totem:alice:becameTarget']);
  });

  it('601.2c: Bob targeting his own creature, or Alice targeting hers, does not', () => {
    expect(bolt(battlefield, 'bob', 'bobs-bears')).toEqual([]);
    expect(bolt(battlefield, 'alice', 'grizzly-bears')).toEqual([]);
  });

  it('601.2c: a trigger watching both what it is attached to and permanents is refused when the card loads', () => {
    expect(() => createCardLibrary([watcher('Odd Aura', ['Enchantment'], { attached: true, you: true }, ['Aura'])])).toThrow(/attached/);
  });
});

describe('601.2c: many targets, each watching itself (ward, CR 702.21a)', () => {
  it("601.2c: Alice's spell at 100 of Bob's Wary Bears triggers each once, and each watcher is looked at once, not once for each target", () => {
    const bears = Array.from({ length: 100 }, (_, i) => ({ card: 'Wary Bear', controller: 'bob' as const, id: `bear-${i}` }));
    const aura = { card: 'Warning Aura', controller: 'bob' as const, attachedTo: 'bear-7' };
    const { game, reads } = countedFields(gameOf({ players: [{ id: 'alice', hand: ['Test Volley'], manaPool: ['R'] }, { id: 'bob' }], battlefield: [...bears, aura], turn: ALICE_MAIN }, cards));
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-volley' });
    const before = reads();
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [bears.map((b) => b.id)] });
    const triggered = ctx(actor).heldTriggers.map((t) => t.source);
    expect(triggered).toEqual([...bears.map((b) => b.id), 'warning-aura']);
    // A few dozen reads of each Bear (checking it as a target among them); 100 of each before.
    expect(reads() - before).toBeLessThan(100 * 60);
  });
});

describe('601.2c: many watchers of permanents that fit a filter, and many targets', () => {
  const put = (card: string, controller: 'alice' | 'bob', id: string) => ({ card, controller, id });
  /** Alice's Test Volley at `targets` beside `battlefield`; the sources of the triggers held, and the field reads it took. */
  function volley(battlefield: GameSpecInput['battlefield'], targets: readonly string[]) {
    const { game, reads } = countedFields(gameOf({ players: [{ id: 'alice', hand: ['Test Volley'], manaPool: ['R'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards));
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-volley' });
    const before = reads();
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[...targets]] });
    return { triggered: ctx(actor).heldTriggers.map((t) => t.source), reads: reads() - before };
  }

  it("601.2c: 100 of Bob's Slivers watching his Slivers, and a spell at 100 of his Bears: nothing triggers, and the Bears are judged once for all the Slivers, not once for each", () => {
    const slivers = Array.from({ length: 100 }, (_, i) => put('Test Sliver', 'bob', `sliver-${i}`));
    const bears = Array.from({ length: 100 }, (_, i) => put('Grizzly Bears', 'bob', `bear-${i}`));
    const { triggered, reads } = volley([...slivers, ...bears], bears.map((b) => b.id));
    expect(triggered).toEqual([]);
    expect(reads).toBeLessThan(100 * 100);
  });

  it('601.2c: each Sliver watcher triggers once for each Sliver of its controller targeted; "another Sliver" not for itself', () => {
    const battlefield = [put('Test Sliver', 'bob', 's1'), put('Test Sliver', 'bob', 's2'), put('Test Hive', 'bob', 'h1'), put('Test Hive', 'bob', 'h2'), put('Test Sliver', 'alice', 'a1')];
    const { triggered } = volley(battlefield, ['s1', 'h1', 'a1']);
    // Bob's: s1, s2 and h2 see s1 and h1; h1 sees s1 only (another). Alice's own spell sets off none of hers.
    expect(triggered).toEqual(['s1', 's1', 's2', 's2', 'h1', 'h2', 'h2']);
  });

  it("601.2c: watchers alike of two players each see their own controller's Slivers", () => {
    const battlefield = [put('Test Warden', 'alice', 'alices-warden'), put('Test Warden', 'bob', 'bobs-warden'), put('Test Sliver', 'alice', 'a1'), put('Test Sliver', 'bob', 's1'), put('Test Sliver', 'bob', 's2')];
    // Bob's Slivers see his two targeted Slivers; alice's own spell sets off none of her Slivers' ("an opponent controls").
    expect(volley(battlefield, ['a1', 's1', 's2']).triggered).toEqual(['alices-warden', 'bobs-warden', 'bobs-warden', 's1', 's1', 's2', 's2']);
  });
});
