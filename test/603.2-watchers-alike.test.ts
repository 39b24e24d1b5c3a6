/**
 * CR 603.2, 701.26, 603.10a: triggers on what a payment does, beside a payment that taps or
 * sacrifices many permanents. A watcher of untapping sees nothing a payment taps, and watchers
 * alike (one card's trigger, one controller, reading nothing of their own: not themselves, what
 * they are attached to, "another" or an intervening "if" about them) see the same events: the
 * payment's m are judged once for them all, not once for each of k (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../src/cards/schema.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import type { GameState, Permanent } from '../src/game/state.js';
import { nextGame, sacrificePermanent } from '../src/game/update.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { countedFields } from './board-reads.js';

const watcher = (name: string, on: 'becomesTapped' | 'becomesUntapped', permanents: Record<string, unknown>, text: string): CardInput =>
  ({ name, manaCost: '{2}', types: ['Artifact'], triggers: [{ on, permanents, text }], text }) as CardInput;
// Mesmeric Orb's trigger, Lifeblood's ("a Mountain an opponent controls"), and one that says "another".
const ORB = watcher('Test Orb', 'becomesUntapped', {}, "Whenever a permanent becomes untapped, that permanent's controller mills a card.");
const LIFEBLOOD = watcher('Test Lifeblood', 'becomesTapped', { subtypes: ['Mountain'], controller: 'opponent' }, 'Whenever a Mountain an opponent controls becomes tapped, you gain 1 life.');
const ENVY = watcher('Test Envy', 'becomesTapped', { types: ['Artifact'], other: true }, 'Whenever another artifact becomes tapped, you gain 1 life.');
const dies = (name: string, trigger: Record<string, unknown>, text: string): CardInput =>
  ({ name, manaCost: '{2}', types: ['Creature'], power: 1, toughness: 1, triggers: [{ on: 'creatureDies', ...trigger, text }], text }) as CardInput;
const MOURNER = dies('Test Mourner', { creatures: { controller: 'opponent' } }, 'Whenever a creature an opponent controls dies, you gain 1 life.');
const LOYAL = dies('Test Loyal', { self: true }, 'When this creature dies, draw a card.');
const KIN = dies('Test Kin', { creatures: { other: true, controller: 'you' } }, 'Whenever another creature you control dies, draw a card.');
const FRESH = dies('Test Fresh', { if: { of: 'this', counters: { counter: '+1/+1', atMost: 0 } } }, 'Whenever a creature dies, if this creature has no +1/+1 counters on it, put a +1/+1 counter on it.');
/**
 * Watchers that read what is their own, each judged for itself: of two copies, w-0 and w-1, the
 * one named triggers when the event befalls w-0 (tapped, sacrificed, given a +1/+1 counter), or,
 * for the "if", when the Bears are sacrificed and w-0 has a +1/+1 counter.
 */
const OWN: readonly (readonly [string, Record<string, unknown>, 'w-0' | 'w-1'])[] = [
  ['701.26: "Whenever this creature becomes tapped"', { on: 'becomesTapped' }, 'w-0'],
  ['603.6c: "When this creature leaves the battlefield"', { on: 'leavesBattlefield' }, 'w-0'],
  ['603.6c, 109.5: "Whenever another permanent leaves the battlefield"', { on: 'leavesBattlefield', permanents: { other: true } }, 'w-1'],
  ['603.4: "Whenever a permanent leaves the battlefield, if this creature has no +1/+1 counters on it"', { on: 'leavesBattlefield', permanents: {}, if: { of: 'this', counters: { counter: '+1/+1', atMost: 0 } } }, 'w-1'],
  ['603.2, 109.5: "Whenever another card is put into your graveyard"', { on: 'cardsToGraveyard', owner: 'you', other: true }, 'w-1'],
  ['122.6: "Whenever a +1/+1 counter is put on this creature"', { on: 'counters', action: 'put', counter: '+1/+1', self: true }, 'w-0'],
  ['122.6, 109.5: "Whenever a +1/+1 counter is put on another creature"', { on: 'counters', action: 'put', counter: '+1/+1', permanents: { types: ['Creature'], other: true } }, 'w-1'],
  ['701.21a: "When you sacrifice this creature"', { on: 'sacrifices', self: true }, 'w-0'],
  ['701.21a, 109.5: "Whenever you sacrifice another permanent"', { on: 'sacrifices', permanents: { other: true } }, 'w-1'],
];
const ownWatcher = (i: number): CardInput => ({ name: `Test Own ${i}`, manaCost: '{2}', types: ['Creature'], power: 1, toughness: 1, triggers: [{ ...OWN[i]![1], text: OWN[i]![0] }], text: OWN[i]![0] }) as CardInput;
const SHROUD: CardInput = { name: 'Test Shroud', manaCost: '{B}', types: ['Enchantment'], subtypes: ['Aura'], triggers: [{ on: 'creatureDies', attached: { types: ['Creature'] }, text: 'When enchanted creature dies, draw a card.' }], text: 'When enchanted creature dies, draw a card.' };
const SCOUT = dies('Test Scout', { creatures: { subtypes: ['Goblin'], other: true, controller: 'you' } }, 'Whenever another Goblin you control dies, you gain 1 life.');
// "another" on one filter and not the other: its own death counts through the second.
const MIXED = dies('Test Mixed', { permanents: { types: ['Artifact'], other: true }, creatures: { controller: 'you' } }, 'Whenever another artifact or a creature you control dies, draw a card.');
// "another" nested in the filter: what the Aura that left was attached to.
const WARDEN: CardInput = { name: 'Test Warden', manaCost: '{2}', types: ['Creature'], power: 1, toughness: 1, triggers: [{ on: 'leavesBattlefield', permanents: { types: ['Enchantment'], attachedTo: [{ types: ['Creature'], other: true }] }, text: 'Whenever an Aura attached to another creature leaves the battlefield, draw a card.' }], text: 'Whenever an Aura attached to another creature leaves the battlefield, draw a card.' } as CardInput;
// Blood Artist's "this creature or another creature", and Dross Scorpion's of a Goblin.
const ARTIST = dies('Test Artist', { self: true, creatures: { other: true } }, 'Whenever this creature or another creature dies, target player loses 1 life.');
const CHIEF = dies('Test Chief', { self: true, creatures: { subtypes: ['Goblin'], other: true } }, 'Whenever this creature or another Goblin dies, you gain 1 life.');
const TWIN = dies('Test Twin', { self: true, creatures: { subtypes: ['Goblin'] } }, 'Whenever this creature or a Goblin dies, you gain 1 life.');
const cards = libraryWith(ORB, LIFEBLOOD, ENVY, MOURNER, LOYAL, KIN, FRESH, SHROUD, SCOUT, MIXED, WARDEN, ARTIST, CHIEF, TWIN, ...OWN.map((_, i) => ownWatcher(i)));

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const copies = (card: string, controller: string, n: number, tapped = false): Battlefield => Array.from({ length: n }, (_, i) => ({ card, controller, id: `${controller === 'alice' ? '' : `${controller}s-`}${card.toLowerCase().replace(/ /g, '-')}-${i}`, tapped }));
const gameWith = (battlefield: Battlefield): GameState => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);
/** `before` with the permanents `tap` names tapped, and those `untap` names untapped: what a payment leaves. */
const after = (before: GameState, tap: (p: Permanent) => boolean, untap: (p: Permanent) => boolean = () => false): GameState =>
  nextGame(before, { battlefield: before.battlefield.map((p) => (tap(p) ? { ...p, tapped: true } : untap(p) ? { ...p, tapped: false } : p)) });
const sacrificing = (before: GameState, ids: readonly string[]): GameState => ids.reduce(sacrificePermanent, before);
const fired = (before: GameState, later: GameState) => costEventTriggers(before, later, cards).map((t) => `${t.source}:${t.on}`);

/** How many more reads of the board 45 of `card` make than 5, beside 100 of `beside` that `payment` taps or sacrifices (no trigger fires). */
function extraReads(card: string, beside: string, payment: (before: GameState, ids: readonly string[]) => GameState): number {
  const reads = (k: number) => {
    const { game: before, reads: count } = countedFields(gameWith([...copies(card, 'alice', k), ...copies(beside, 'alice', 100)]));
    const later = payment(before, before.battlefield.filter((p) => p.card === beside).map((p) => p.id));
    const start = count();
    expect(fired(before, later)).toEqual([]);
    return count() - start;
  };
  const few = reads(5);
  return reads(45) - few;
}

describe('701.26: tap and untap watchers beside a payment that taps many permanents', () => {
  it('701.26: an untap watcher sees no tapped permanent, and each untapped one once (two Orbs, three lands tapped, one untapped)', () => {
    const before = gameWith([...copies('Test Orb', 'alice', 2), ...copies('Mountain', 'alice', 3), ...copies('Forest', 'bob', 1, true)]);
    const lands = (p: Permanent) => p.card === 'Mountain';
    expect(fired(before, after(before, lands))).toEqual([]);
    expect(fired(before, after(before, lands, (p) => p.card === 'Forest'))).toEqual(['test-orb-0:becameUntapped', 'test-orb-1:becameUntapped']);
  });

  it("701.26: watchers alike each trigger for each permanent that fits (three Lifebloods, bob's two Mountains of four lands tapped)", () => {
    const before = gameWith([...copies('Test Lifeblood', 'alice', 3), ...copies('Mountain', 'bob', 2), ...copies('Forest', 'bob', 1), ...copies('Mountain', 'alice', 1)]);
    const triggers = fired(before, after(before, (p) => p.card === 'Mountain' || p.card === 'Forest'));
    expect(triggers).toEqual(['test-lifeblood-0', 'test-lifeblood-0', 'test-lifeblood-1', 'test-lifeblood-1', 'test-lifeblood-2', 'test-lifeblood-2'].map((s) => `${s}:becameTapped`));
    // Bob's Lifeblood watches alice's Mountain: watchers are alike only under one controller.
    const bobs = gameWith([...copies('Test Lifeblood', 'alice', 1), ...copies('Test Lifeblood', 'bob', 1), ...copies('Mountain', 'alice', 1)]);
    expect(fired(bobs, after(bobs, (p) => p.card === 'Mountain'))).toEqual(['bobs-test-lifeblood-0:becameTapped']);
  });

  it('109.5: "another artifact": each of two Envies tapped triggers the other, not itself', () => {
    const before = gameWith(copies('Test Envy', 'alice', 2));
    expect(fired(before, after(before, () => true))).toEqual(['test-envy-0:becameTapped', 'test-envy-1:becameTapped']);
    expect(fired(before, after(before, (p) => p.id === 'test-envy-0'))).toEqual(['test-envy-1:becameTapped']);
  });

  it.each([
    ['Test Orb', 'an untap watcher'],
    ['Test Lifeblood', 'watchers alike'],
  ])('701.26: 40 more of %s (%s) beside 100 lands tapped read them far fewer than 40 × 100 more times', (card) => {
    expect(extraReads(card, 'Mountain', (before, ids) => after(before, (p) => ids.includes(p.id)))).toBeLessThan(40 * 100);
  });
});

describe('603.10a: death watchers beside a payment that sacrifices many creatures', () => {
  it('603.10a: "When this creature dies" on two copies: the one sacrificed triggers, not its copy', () => {
    const before = gameWith(copies('Test Loyal', 'alice', 2));
    expect(fired(before, sacrificing(before, ['test-loyal-1']))).toEqual(['test-loyal-1:creatureDied']);
  });

  it('109.5: "another creature you control" on two copies: the copy left triggers for the one sacrificed, not for itself', () => {
    const before = gameWith(copies('Test Kin', 'alice', 2));
    expect(fired(before, sacrificing(before, ['test-kin-0']))).toEqual(['test-kin-1:creatureDied']);
  });

  it('603.4: an intervening "if" about the watcher: of two copies, only the one with no +1/+1 counter triggers', () => {
    const before = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Test Fresh', controller: 'alice', id: 'grown', counters: { '+1/+1': 1 } }, { card: 'Test Fresh', controller: 'alice', id: 'fresh' }, ...copies('Test Kin', 'bob', 1)], turn: ALICE_MAIN }, cards);
    expect(fired(before, sacrificing(before, ['bobs-test-kin-0']))).toEqual(['fresh:creatureDied']);
  });

  it('109.5: "another creature you control": two Kins and a Bears sacrificed together: each Kin triggers for the other and the Bears, not itself', () => {
    const before = gameWith([...copies('Test Kin', 'alice', 2), ...copies('Grizzly Bears', 'alice', 1)]);
    expect(fired(before, sacrificing(before, ['test-kin-0', 'test-kin-1', 'grizzly-bears-0']))).toEqual(['test-kin-0', 'test-kin-0', 'test-kin-1', 'test-kin-1'].map((s) => `${s}:creatureDied`));
  });

  it('109.5: "another" nested in the filter ("an Aura attached to another creature"): the Aura on one Warden leaves, and the other Warden triggers', () => {
    const before = gameWith([...copies('Test Warden', 'alice', 2), { card: 'Test Shroud', controller: 'alice', id: 'shroud', attachedTo: 'test-warden-0' }]);
    expect(fired(before, sacrificing(before, ['shroud']))).toEqual(['test-warden-1:leftBattlefield']);
  });

  it('603.10a, 109.5: "this creature or another creature": of two Artists, the one sacrificed with a Bears triggers for itself and the Bears, its copy for both', () => {
    const before = gameWith([...copies('Test Artist', 'alice', 2), ...copies('Grizzly Bears', 'alice', 1)]);
    expect(fired(before, sacrificing(before, ['test-artist-0', 'grizzly-bears-0']))).toEqual(['test-artist-0', 'test-artist-0', 'test-artist-1', 'test-artist-1'].map((s) => `${s}:creatureDied`));
    expect(fired(before, sacrificing(before, ['grizzly-bears-0']))).toEqual(['test-artist-0:creatureDied', 'test-artist-1:creatureDied']);
  });

  it.each(['Test Chief', 'Test Twin'])('603.10a: "this creature or (another) Goblin": a %s (not a Goblin) sacrificed triggers for itself; its copy does not', (card) => {
    const before = gameWith(copies(card, 'alice', 2));
    const id = card.toLowerCase().replace(' ', '-');
    expect(fired(before, sacrificing(before, [`${id}-1`]))).toEqual([`${id}-1:creatureDied`]);
  });

  it('109.5: "another" on one of two filters: a Mixed sacrificed triggers for itself (a creature you control), as does its copy', () => {
    const before = gameWith(copies('Test Mixed', 'alice', 2));
    expect(fired(before, sacrificing(before, ['test-mixed-0']))).toEqual(['test-mixed-0:creatureDied', 'test-mixed-1:creatureDied']);
  });

  it.each([
    ['Test Mourner', 'a creature an opponent controls'],
    ['Test Scout', 'another Goblin you control'],
    ['Test Chief', 'this creature or another Goblin'],
  ])("603.10a: 40 more of %s (%s) beside 100 of alice's own creatures sacrificed read them far fewer than 40 × 100 more times", (card) => {
    expect(extraReads(card, 'Grizzly Bears', sacrificing)).toBeLessThan(40 * 100);
  });

  it('303.4: "When enchanted creature dies" on two Auras: only the one on the creature sacrificed triggers', () => {
    const before = gameWith([...copies('Grizzly Bears', 'alice', 2), { card: 'Test Shroud', controller: 'alice', id: 'shroud-0', attachedTo: 'grizzly-bears-0' }, { card: 'Test Shroud', controller: 'alice', id: 'shroud-1', attachedTo: 'grizzly-bears-1' }]);
    expect(fired(before, sacrificing(before, ['grizzly-bears-1']))).toEqual(['shroud-1:creatureDied']);
  });
});

describe('603.2: watchers that read what is their own are judged each for itself', () => {
  it.each(OWN.map(([text, , fires], i) => [text, fires, i] as const))('%s: of two copies, %s triggers', (_, fires, i) => {
    const name = `Test Own ${i}`;
    const before = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: name, controller: 'alice', id: 'w-0' }, { card: name, controller: 'alice', id: 'w-1' }, { card: 'Grizzly Bears', controller: 'alice', id: 'bears' }], turn: ALICE_MAIN }, cards);
    const grown = nextGame(before, { battlefield: before.battlefield.map((p) => (p.id === 'w-0' ? { ...p, counters: { '+1/+1': 1 } } : p)) });
    const trigger = OWN[i]![1];
    const [from, to] =
      trigger['on'] === 'becomesTapped' ? [before, after(before, (p) => p.id === 'w-0')]
      : trigger['on'] === 'counters' ? [before, grown]
      : 'if' in trigger ? [grown, sacrificing(grown, ['bears'])]
      : [before, sacrificing(before, ['w-0'])];
    expect(costEventTriggers(from, to, cards).map((t) => t.source)).toEqual([fires]);
  });
});
