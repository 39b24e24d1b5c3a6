/**
 * CR 702.35 madness: a card discarded with madness is exiled, and while its madness trigger
 * resolves its owner may cast it by paying its madness cost rather than its mana cost (an
 * alternative cost, 118.9, 702.35b). It is cast during that resolution (608.2g): no priority
 * is needed and timing based on its card type is ignored. The scenario marks such a card in
 * exile with `mayCastFrom: { reason: "madness" }`. CR 733: a reversed cast puts it back in
 * exile, still castable for its madness cost.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, CardLibraryError, createCardLibrary } from '../src/cards/library.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { castableCards } from '../src/casting/castable.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { InputError } from '../src/scenario/problems.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { castActor, gameOf } from './helpers.js';
import { dispatch } from '../machines/dispatch.js';
import { ALICE, BOB, runCast, lockedMana, player } from './cast-helpers.js';
import { players } from './step-fixtures.js';

/** Bob's upkeep: Alice discarded a madness card (Bob's Gibbering Descent, say) and its madness trigger is resolving: nobody holds priority. */
const BOB_UPKEEP = { activePlayer: BOB, phase: 'beginning', step: 'upkeep' } as const;
const mountains = (n: number) => Array.from({ length: n }, () => ({ card: 'Mountain', controller: ALICE }));
const madness = (card: string, by = ALICE) => ({ card, owner: ALICE, mayCastFrom: { reason: 'madness' as const, by } });
const game = (spec: Partial<GameSpecInput>): GameState =>
  gameOf({ players: players(), turn: BOB_UPKEEP, priority: null, battlefield: [...mountains(2), { card: 'Grizzly Bears', controller: BOB }], ...spec });
const cast = (card: string, by = ALICE): CastEventInput => ({ type: 'CAST', player: by, card });
const targets = (...chosen: string[][]): CastEventInput => ({ type: 'CHOOSE_TARGETS', player: ALICE, targets: chosen });
const pay: CastEventInput = { type: 'PAY', player: ALICE, mana: 'auto' };

const run = (state: GameState, events: readonly CastEventInput[]) => runCast(state, events);

describe('702.35a: cast for its madness cost while the madness trigger resolves', () => {
  it('117.1, 702.35a: only the player who may cast the exiled madness card acts without priority; anyone else is refused before the card is judged', () => {
    const state = game({ exile: [madness("Alchemist's Greeting")] });
    const actor = castActor(state);
    expect(dispatch(actor, cast('alchemist-s-greeting', BOB))).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("702.35a, 608.2g: Alchemist's Greeting, a sorcery, is cast from exile for {1}{R} in the opponent's upkeep, with no priority", () => {
    const result = run(game({ exile: [madness("Alchemist's Greeting")] }), [cast('alchemist-s-greeting'), targets(['grizzly-bears']), pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{1}{R}');
    expect(result.game.stack.at(-1)).toMatchObject({ card: "Alchemist's Greeting", castFrom: 'exile', choices: { alternative: 'madness' } });
    expect(result.game.exile).toEqual([]);
    // CR 601.2i: the caster didn't hold priority before casting, so gets none; the trigger is still resolving.
    expect(result.game.priority).toBeNull();
  });

  it('702.35a: Bloodmad Vampire and Big Game Hunter (creatures) and Just the Wind (an instant) are cast for their madness costs', () => {
    const swampsAndIslands = [{ card: 'Swamp', controller: ALICE }, { card: 'Island', controller: ALICE }];
    const cases = [
      ['Bloodmad Vampire', 'bloodmad-vampire', [], '{1}{R}'],
      ['Big Game Hunter', 'big-game-hunter', [], '{B}'],
      ['Just the Wind', 'just-the-wind', [targets(['grizzly-bears'])], '{U}'],
    ] as const;
    for (const [card, id, choices, cost] of cases) {
      const state = game({ exile: [madness(card)], battlefield: [...mountains(2), ...swampsAndIslands, { card: 'Grizzly Bears', controller: BOB }] });
      const result = run(state, [cast(id), ...choices, pay]);
      expect(result.outcome, card).toBe('cast');
      expect(lockedMana(result.actor), card).toBe(cost);
    }
  });

  it('702.35a: the madness cost is the only way: the cast is fixed to it at 601.2a and castableCards offers it that way', () => {
    const state = game({ exile: [madness("Alchemist's Greeting")] });
    expect(castableCards(state, BUILT_IN_CARDS, ALICE)).toEqual([expect.objectContaining({ card: 'alchemist-s-greeting', choices: expect.objectContaining({ alternative: 'madness' }) })]);
    expect(castableCards(state, BUILT_IN_CARDS, BOB)).toEqual([]);
  });

  it('608.2g: other restrictions still apply: split second on the stack forbids the cast', () => {
    const state = game({ exile: [madness('Just the Wind')], stack: [{ card: 'Sudden Shock', controller: BOB, targets: [[ALICE]] }], battlefield: [...mountains(2), { card: 'Island', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }] });
    expect(run(state, [cast('just-the-wind')]).refusal).toMatchObject({ rule: '702.61a', code: 'PROHIBITED' });
  });
});

describe('702.35a: refused', () => {
  it('702.35a: only its owner may cast it (the scenario refuses another player as `by`; Bob can\'t cast Alice\'s card)', () => {
    expect(() => game({ exile: [madness("Alchemist's Greeting", BOB)] })).toThrow(InputError);
    const result = run({ ...game({ exile: [madness("Alchemist's Greeting")] }), priority: BOB }, [cast('alchemist-s-greeting', BOB)]);
    expect(result.refusal).toMatchObject({ rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' });
  });

  it('117.1: while the madness trigger resolves nobody holds priority, so another card in the hand can\'t be cast', () => {
    const state = game({ players: players({ hand: ['Lightning Bolt'] }), exile: [madness("Alchemist's Greeting")] });
    expect(run(state, [cast('lightning-bolt')]).refusal).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
  });

  it('702.35a: the madness cost is not usable from the hand, nor on a card in exile for another reason', () => {
    const inHand = gameOf({ players: players({ hand: ["Alchemist's Greeting"] }), turn: { activePlayer: ALICE, phase: 'precombatMain' }, battlefield: [...mountains(5), { card: 'Grizzly Bears', controller: BOB }] });
    // From the hand no cost is offered to choose (601.2b is skipped), so naming madness is refused, and the spell costs its mana cost.
    const chooseMadness = run(inHand, [cast('alchemist-s-greeting'), { type: 'CHOOSE_COSTS', player: ALICE, alternative: 'madness', optional: {} }]);
    expect(chooseMadness.refusal).toMatchObject({ rule: '601.2', code: 'EVENT_NOT_EXPECTED' });
    const fromHand = run(inHand, [cast('alchemist-s-greeting'), targets(['grizzly-bears']), pay]);
    expect(lockedMana(fromHand.actor)).toBe('{4}{R}');
    const byEffect = gameOf({ players: players(), turn: { activePlayer: ALICE, phase: 'precombatMain' }, exile: [{ card: "Alchemist's Greeting", owner: ALICE, mayCastFrom: { reason: 'effect', by: ALICE } }], battlefield: [...mountains(5), { card: 'Grizzly Bears', controller: BOB }] });
    const result = run(byEffect, [cast('alchemist-s-greeting'), targets(['grizzly-bears']), pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{4}{R}');
  });

  it('702.35a: a scenario refuses a madness permission on a card without a madness cost', () => {
    expect(() => game({ exile: [madness('Lightning Bolt')] })).toThrow(/no madness cost/);
  });

  it('702.35a: a madness cost that is not cast from exile is refused at load with the field', () => {
    const bad = { name: 'Test Madness', manaCost: '{2}{R}', types: ['Sorcery'], alternativeCosts: [{ name: 'madness', cost: [{ kind: 'mana', mana: '{R}' }], condition: 'discardedWithMadness' }] };
    expect(() => createCardLibrary([bad])).toThrow(CardLibraryError);
    expect(() => createCardLibrary([bad])).toThrow(/alternativeCosts\[0\]\.from.*702\.35a/);
  });

  it('702.35a: the card description names the madness cost and when it is usable', () => {
    expect(modelledFeatures(BUILT_IN_CARDS["Alchemist's Greeting"]!)).toContain('alternative cost (118.9) "madness" from exile: {1}{R}, only on the card discarded with madness');
  });
});

describe('733: a reversed madness cast', () => {
  it('733: the payment fails (one Mountain): the card is back in exile, still castable for its madness cost', () => {
    const state = game({ exile: [madness("Alchemist's Greeting")], battlefield: [...mountains(1), { card: 'Grizzly Bears', controller: BOB }] });
    const result = run(state, [cast('alchemist-s-greeting'), targets(['grizzly-bears']), pay]);
    expect(result.outcome).toBe('illegal');
    expect(result.game).toEqual(state);
    expect(result.game.exile).toEqual([{ id: 'alchemist-s-greeting', card: "Alchemist's Greeting", owner: ALICE, mayCastFrom: { reason: 'madness', by: ALICE } }]);
    expect(player(result.game, ALICE).graveyard).toEqual([]);
  });
});
