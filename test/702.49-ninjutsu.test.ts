/**
 * CR 702.49 ninjutsu: an ability activated from the hand (602.2a reveals the card) whose cost
 * returns an unblocked attacking creature its controller controls to its owner's hand (a
 * chosen-object cost part, 602.2b, 601.2h). It may be activated only while a creature is
 * unblocked (702.49c), which needs blockers to have been declared (509.1h). CR 733: a
 * reversed activation puts the returned creature back as it was.
 */
import { describe, expect, it } from 'vitest';
import { activatableAbilities } from '../src/activation/activation.js';
import { describeCostPart } from '../src/cards/cost-parts.js';
import { BUILT_IN_CARDS, CardLibraryError, createCardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, PlayerId } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { InputError } from '../src/scenario/problems.js';
import { gameOf } from './helpers.js';
import { ALICE, BOB, player, runActivation } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const DECLARE_BLOCKERS = { activePlayer: ALICE, phase: 'combat', step: 'declareBlockers' } as const;
const island = (n: number) => Array.from({ length: n }, () => ({ card: 'Island', controller: ALICE }));
const attacker = { card: 'Grizzly Bears', controller: ALICE, tapped: true, attacking: true };

function board(spec: Partial<GameSpecInput> = {}): GameState {
  return gameOf({ players: players({ hand: ['Ninja of the Deep Hours'] }), turn: DECLARE_BLOCKERS, battlefield: [attacker, ...island(2)], ...spec });
}

const run = (state: GameState, events: readonly CastEventInput[]) => runActivation(state, events);

const activate = (source = 'ninja-of-the-deep-hours', by: PlayerId = ALICE): CastEventInput => ({ type: 'ACTIVATE', player: by, source, ability: 0 });
const pay = (returned: string[], by: PlayerId = ALICE): CastEventInput => ({ type: 'PAY', player: by, mana: 'auto', return: returned });

describe('702.49a: ninjutsu is activated from the hand by returning an unblocked attacker', () => {
  it('702.49a: Ninja of the Deep Hours: {1}{U} and the unblocked Grizzly Bears returned to its owner\'s hand; the ninja is revealed and its ability waits on the stack', () => {
    const result = run(board(), [activate(), pay(['grizzly-bears'])]);
    expect(result.outcome).toBe('activated');
    expect(result.game.stack.at(-1)).toMatchObject({ kind: 'ability', card: 'Ninja of the Deep Hours', source: 'ninja-of-the-deep-hours', revealed: 'ninja-of-the-deep-hours' });
    expect(result.game.battlefield.find((p) => p.id === 'grizzly-bears')).toBeUndefined();
    // CR 400.7: the returned creature is a new object in the hand, no longer attacking.
    expect(player(result.game, ALICE).hand).toEqual([{ id: 'ninja-of-the-deep-hours', card: 'Ninja of the Deep Hours', owner: ALICE }, { id: 'grizzly-bears', card: 'Grizzly Bears', owner: ALICE }]);
    expect(result.game.battlefield.filter((p) => p.card === 'Island').every((p) => p.tapped)).toBe(true);
  });

  it('702.49a: the creature goes to its owner\'s hand, not its controller\'s', () => {
    const borrowed = { ...attacker, owner: BOB };
    const result = run(board({ battlefield: [borrowed, ...island(2)] }), [activate(), pay(['grizzly-bears'])]);
    expect(result.outcome).toBe('activated');
    expect(player(result.game, BOB).hand.map((c) => c.id)).toEqual(['grizzly-bears']);
  });

  it('702.49a: Moon-Circuit Hacker, Skullsnatcher and Ink-Eyes, Servant of Oni activate their ninjutsu the same way', () => {
    const swamps = Array.from({ length: 5 }, () => ({ card: 'Swamp', controller: ALICE }));
    for (const [card, lands] of [['Moon-Circuit Hacker', island(1)], ['Skullsnatcher', swamps.slice(0, 1)], ['Ink-Eyes, Servant of Oni', swamps]] as const) {
      const id = card.toLowerCase().replace(/[^a-z]+/g, '-');
      const result = run(board({ players: players({ hand: [card] }), battlefield: [attacker, ...lands] }), [activate(id), pay(['grizzly-bears'])]);
      expect(result.outcome, card).toBe('activated');
    }
  });

  it('702.49a: the cost reads "return an unblocked attacking creature you control to its owner\'s hand"', () => {
    const cost = BUILT_IN_CARDS['Ninja of the Deep Hours']!.abilities[0]!.cost;
    expect(cost.map(describeCostPart)).toEqual(['{1}{U}', "return an unblocked attacking creature you control to its owner's hand"]);
  });
});

describe('702.49c, 509.1h: only while a creature is unblocked', () => {
  it('702.49c: before blockers are declared no attacker is unblocked yet: activating is prohibited', () => {
    const result = run(board({ turn: { activePlayer: ALICE, phase: 'combat', step: 'declareAttackers' } }), [activate()]);
    expect(result.refusal).toMatchObject({ rule: '702.49c', code: 'PROHIBITED', message: expect.stringContaining('blockers have not been declared') });
  });

  it('702.49c: a blocked attacker is not unblocked: with only it, activating is prohibited', () => {
    const result = run(board({ battlefield: [{ ...attacker, blocked: true }, ...island(2)] }), [activate()]);
    expect(result.refusal).toMatchObject({ rule: '702.49c', code: 'PROHIBITED' });
  });

  it('702.49c: in the combat damage and end of combat steps an unblocked attacker still counts', () => {
    for (const step of ['combatDamage', 'endOfCombat'] as const) {
      expect(run(board({ turn: { ...DECLARE_BLOCKERS, step } }), [activate(), pay(['grizzly-bears'])]).outcome, step).toBe('activated');
    }
  });

  it('602.5: activatableAbilities offers the ninjutsu in the declare blockers step, not in a main phase', () => {
    expect(activatableAbilities(board(), BUILT_IN_CARDS, ALICE)).toContainEqual({ source: 'ninja-of-the-deep-hours', ability: 0 });
    const main = board({ turn: { activePlayer: ALICE, phase: 'precombatMain' }, battlefield: island(2) });
    expect(activatableAbilities(main, BUILT_IN_CARDS, ALICE)).not.toContainEqual({ source: 'ninja-of-the-deep-hours', ability: 0 });
  });

  it('601.2h: a creature that is not an unblocked attacker can\'t be returned for the cost (a blocked one, one not attacking): the activation is refused and nothing changes', () => {
    const state = board({ battlefield: [attacker, { card: 'Grizzly Bears', id: 'home-bear', controller: ALICE }, ...island(2)] });
    const result = run(state, [activate(), pay(['home-bear'])]);
    expect(result.refusal?.rule).toBe('601.2h');
    expect(result.game).toEqual(state);
  });

  it('601.2h: a defending player may begin (a creature is unblocked) but controls no unblocked attacker to return, so can\'t pay', () => {
    const state = { ...board({ players: players({}, { hand: ['Ninja of the Deep Hours'] }), battlefield: [attacker, ...island(2).map((l) => ({ ...l, controller: BOB }))] }), priority: BOB };
    const result = run(state, [activate('ninja-of-the-deep-hours', BOB), pay(['grizzly-bears'], BOB)]);
    expect(result.refusal?.rule).toBe('601.2h');
    expect(result.game).toEqual(state);
  });
});

describe('733: a reversed ninjutsu activation', () => {
  it('733: the payment fails for want of mana: Grizzly Bears is still on the battlefield, tapped and attacking, and the ninja in the hand', () => {
    const state = board({ battlefield: [attacker, ...island(1)] });
    const result = run(state, [activate(), pay(['grizzly-bears'])]);
    expect(result.outcome).toBe('illegal');
    expect(result.game).toEqual(state);
    expect(result.game.battlefield.find((p) => p.id === 'grizzly-bears')).toMatchObject({ tapped: true, attacking: true });
  });

  it('733: cancelled at payment: the creature stays exactly as it was (an untapped attacker with vigilance stays untapped)', () => {
    const state = board({ battlefield: [{ ...attacker, tapped: false }, ...island(2)] });
    const result = run(state, [activate(), { type: 'CANCEL', player: ALICE }]);
    expect(result.outcome).toBe('illegal');
    expect(result.game).toEqual(state);
  });
});

describe('702.49: the format and the scenario', () => {
  it('702.49a: a ninjutsu ability whose cost returns no unblocked attacker is refused at load with the field', () => {
    const ninja = { name: 'Test Ninja', manaCost: '{3}{U}', types: ['Creature'], abilities: [{ cost: [{ kind: 'mana', mana: '{1}{U}' }], from: 'hand', condition: 'unblockedAttacker', text: 'Ninjutsu {1}{U}' }] };
    expect(() => createCardLibrary([ninja])).toThrow(CardLibraryError);
    expect(() => createCardLibrary([ninja])).toThrow(/abilities\[0\]\.condition.*702\.49a/);
  });

  it('509.1h: a scenario refuses "blocked" on a creature that is not attacking, or before blockers are declared', () => {
    expect(() => board({ battlefield: [{ card: 'Grizzly Bears', controller: ALICE, blocked: true }] })).toThrow(InputError);
    expect(() => board({ turn: { activePlayer: ALICE, phase: 'combat', step: 'declareAttackers' }, battlefield: [{ ...attacker, blocked: true }] })).toThrow(/509\.1h/);
  });
});
