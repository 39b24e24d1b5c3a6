/**
 * CR 701.26, 603.2: triggers on permanents becoming tapped or untapped, beside a payment that
 * taps many. A watcher of untapping sees nothing a payment taps, and watchers alike (one card's
 * trigger, one controller, a filter that doesn't read its source) see the same permanents: the
 * payment's m taps are judged once for them all, not once for each of k (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../src/cards/schema.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import type { GameState, Permanent } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const watcher = (name: string, on: 'becomesTapped' | 'becomesUntapped', permanents: Record<string, unknown>, text: string): CardInput =>
  ({ name, manaCost: '{2}', types: ['Artifact'], triggers: [{ on, permanents, text }], text }) as CardInput;
// Mesmeric Orb's trigger, Lifeblood's ("a Mountain an opponent controls"), and one that says "another".
const ORB = watcher('Test Orb', 'becomesUntapped', {}, "Whenever a permanent becomes untapped, that permanent's controller mills a card.");
const LIFEBLOOD = watcher('Test Lifeblood', 'becomesTapped', { subtypes: ['Mountain'], controller: 'opponent' }, 'Whenever a Mountain an opponent controls becomes tapped, you gain 1 life.');
const ENVY = watcher('Test Envy', 'becomesTapped', { types: ['Artifact'], other: true }, 'Whenever another artifact becomes tapped, you gain 1 life.');
const cards = libraryWith(ORB, LIFEBLOOD, ENVY);

type Battlefield = NonNullable<GameSpecInput['battlefield']>;
const copies = (card: string, controller: string, n: number, tapped = false): Battlefield => Array.from({ length: n }, (_, i) => ({ card, controller, id: `${controller === 'alice' ? '' : `${controller}s-`}${card.toLowerCase().replace(/ /g, '-')}-${i}`, tapped }));
const gameWith = (battlefield: Battlefield): GameState => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);
/** `before` with the permanents `tap` names tapped, and those `untap` names untapped: what a payment leaves. */
const after = (before: GameState, tap: (p: Permanent) => boolean, untap: (p: Permanent) => boolean = () => false): GameState =>
  nextGame(before, { battlefield: before.battlefield.map((p) => (tap(p) ? { ...p, tapped: true } : untap(p) ? { ...p, tapped: false } : p)) });
const fired = (before: GameState, later: GameState) => costEventTriggers(before, later, cards).map((t) => `${t.source}:${t.on}`);

/** `game` with each permanent behind a proxy counting the reads of its fields. */
function counted(game: GameState): { readonly game: GameState; readonly reads: () => number } {
  let reads = 0;
  const battlefield = game.battlefield.map((p) => new Proxy(p, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) }));
  return { game: nextGame(game, { battlefield }), reads: () => reads };
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
    const reads = (k: number) => {
      const { game: before, reads: count } = counted(gameWith([...copies(card, 'alice', k), ...copies('Mountain', 'alice', 100)]));
      const later = after(before, (p) => p.card === 'Mountain');
      const start = count();
      expect(fired(before, later)).toEqual([]);
      return count() - start;
    };
    const few = reads(5);
    expect(reads(45) - few).toBeLessThan(40 * 100);
  });
});
