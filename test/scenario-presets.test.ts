/**
 * CR 602.5b, 606.3, 601.3: scenario presets for what happened earlier in the turn — a
 * permanent's "only once each turn" abilities already activated, its loyalty ability
 * already used, the spells a player already cast, the name chosen as it entered — load
 * into the game the rules read, and presets that can't be true are refused at their path.
 */
import { describe, expect, it } from 'vitest';
import { mayBeginActivating } from '../src/activation/activation.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { checkManaAbility } from '../src/mana-abilities/mana-abilities.js';
import { InputError } from '../src/scenario/problems.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const on = (battlefield: GameSpecInput['battlefield']) => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield, turn: ALICE_MAIN });
const problems = (battlefield: GameSpecInput['battlefield']) => {
  try {
    on(battlefield);
    return [];
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
};

describe('scenario presets of the turn so far', () => {
  it('602.5b: a Rootwalla whose once-each-turn ability was already activated this turn may not activate it again', () => {
    expect(mayBeginActivating(on([{ card: 'Rootwalla', controller: 'alice' }]), BUILT_IN_CARDS, 'alice', 'rootwalla', 0).ok).toBe(true);
    const used = mayBeginActivating(on([{ card: 'Rootwalla', controller: 'alice', activatedThisTurn: [0] }]), BUILT_IN_CARDS, 'alice', 'rootwalla', 0);
    expect(used.ok ? null : used.refusal.rule).toBe('602.5b');
  });

  it("602.5b: Wall of Roots' once-each-turn mana ability already used this turn can't be activated again", () => {
    const used = checkManaAbility(on([{ card: 'Wall of Roots', controller: 'alice', manaAbilitiesUsedThisTurn: [0] }]), BUILT_IN_CARDS, 'alice', 'wall-of-roots');
    expect(used.ok).toBe(false);
    expect(checkManaAbility(on([{ card: 'Wall of Roots', controller: 'alice' }]), BUILT_IN_CARDS, 'alice', 'wall-of-roots').ok).toBe(true);
  });

  it('606.3: a planeswalker whose loyalty ability was used this turn may not activate another', () => {
    const used = mayBeginActivating(on([{ card: 'Jace Beleren', controller: 'alice', loyaltyUsed: true }]), BUILT_IN_CARDS, 'alice', 'jace-beleren', 0);
    expect(used.ok ? null : used.refusal.rule).toBe('606.3');
  });

  it('602.5b, 606.3: presets that cannot be true are refused at their JSON path', () => {
    expect(problems([{ card: 'Grizzly Bears', controller: 'alice', activatedThisTurn: [0] }])).toEqual([
      { path: '$.battlefield[0].activatedThisTurn[0]', message: 'Grizzly Bears has no "only once each turn" (or "no more than N times each turn") activated ability number 0' },
    ]);
    expect(problems([{ card: 'Grizzly Bears', controller: 'alice', loyaltyUsed: true }])).toEqual([{ path: '$.battlefield[0].loyaltyUsed', message: 'Grizzly Bears has no loyalty abilities' }]);
    expect(problems([{ card: 'Llanowar Elves', controller: 'alice', manaAbilitiesUsedThisTurn: [0] }])[0]?.path).toBe('$.battlefield[0].manaAbilitiesUsedThisTurn[0]');
  });
});
