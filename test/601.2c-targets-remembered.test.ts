/**
 * CR 601.2c, 109.5, 702.11b: what a target word's filter fits on the board is remembered by
 * board (src/casting/targets.ts `candidates`): "what may I do now" proposes each ability on a
 * game of its own that differs from the others only in its stack. What depends on the ability
 * is judged for each: "another" (not its own source), hexproof and protection (its source and
 * controller). And a board that changed is read afresh.
 */
import { describe, expect, it } from 'vitest';
import { putAbilityOnStack } from '../src/activation/activation.js';
import { legalTargets } from '../src/casting/targets.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { findStackObject } from '../src/game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../src/game/state.js';
import { updatePermanent } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const game = gameOf({
  players: [{ id: 'alice' }, { id: 'bob' }],
  battlefield: [
    { card: 'Prodigal Sorcerer', id: 'sorcerer-a', controller: 'alice' },
    { card: 'Prodigal Sorcerer', id: 'sorcerer-b', controller: 'alice' },
    { card: 'Prodigal Sorcerer', id: 'sorcerer-c', controller: 'bob' },
    { card: 'Grizzly Bears', id: 'bears', controller: 'bob' },
    { card: 'Troll Ascetic', id: 'troll', controller: 'alice' },
  ],
  turn: ALICE_MAIN,
});

/** The Sorcerer's ability put on the stack by its controller: a game of its own, the same board. */
function proposed(source: ObjectId, player: PlayerId, on: GameState = game) {
  const { game: next, id } = putAbilityOnStack(on, BUILT_IN_CARDS, player, source, 0);
  return { game: next, ability: findStackObject(next, id)! };
}

const targetsOf = (source: ObjectId, player: PlayerId, what: Parameters<typeof legalTargets>[3]['what'], on?: GameState) => {
  const { game: next, ability } = proposed(source, player, on);
  return legalTargets(next, BUILT_IN_CARDS, ability, { what });
};

describe('601.2c: what a target word fits, remembered by board', () => {
  it('109.5: "another target creature" asked from two sources of one board leaves out each its own; an alternative the source fits without "other" keeps it', () => {
    const another = [{ types: ['Creature' as const], other: true as const }];
    expect(targetsOf('sorcerer-a', 'alice', another)).toEqual(['sorcerer-b', 'sorcerer-c', 'bears', 'troll']);
    expect(targetsOf('sorcerer-b', 'alice', another)).toEqual(['sorcerer-a', 'sorcerer-c', 'bears', 'troll']);
    // "another creature, or a Wizard": the Sorcerer is a Wizard.
    expect(targetsOf('sorcerer-a', 'alice', [...another, { subtypes: ['Wizard'] }])).toEqual(['sorcerer-a', 'sorcerer-b', 'sorcerer-c', 'bears', 'troll']);
  });

  it('109.5: "other" inside a word\'s filter ("Equipment attached to another creature") is judged from each ability\'s source', () => {
    const board = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [
        { card: 'Prodigal Sorcerer', id: 'sorcerer-a', controller: 'alice' },
        { card: 'Prodigal Sorcerer', id: 'sorcerer-b', controller: 'alice' },
        { card: 'Short Sword', id: 'sword-a', controller: 'alice', attachedTo: 'sorcerer-a' },
        { card: 'Short Sword', id: 'sword-b', controller: 'alice', attachedTo: 'sorcerer-b' },
      ],
      turn: ALICE_MAIN,
    });
    const onAnother = [{ subtypes: ['Equipment'], attachedTo: [{ types: ['Creature' as const], other: true as const }] }];
    expect(targetsOf('sorcerer-a', 'alice', onAnother, board)).toEqual(['sword-b']);
    expect(targetsOf('sorcerer-b', 'alice', onAnother, board)).toEqual(['sword-a']);
  });

  it('702.11b: hexproof is judged for each ability\'s controller, the board\'s candidates shared', () => {
    const creature = [{ types: ['Creature' as const] }];
    expect(targetsOf('sorcerer-a', 'alice', creature)).toContain('troll');
    expect(targetsOf('sorcerer-c', 'bob', creature)).not.toContain('troll');
    expect(targetsOf('sorcerer-b', 'alice', creature)).toContain('troll');
  });

  it('109.5: "creature you control" is read for each ability\'s controller; the stack, each proposal\'s own, is read each time', () => {
    const yours = [{ types: ['Creature' as const], controller: 'you' as const }];
    expect(targetsOf('sorcerer-a', 'alice', yours)).toEqual(['sorcerer-a', 'sorcerer-b', 'troll']);
    expect(targetsOf('sorcerer-c', 'bob', yours)).toEqual(['sorcerer-c', 'bears']);
    // The second Sorcerer's ability, put on the stack above the first's, may target it; the first, alone there, nothing (CR 115.5).
    const abilities = { what: [{ zone: 'stack' as const, stackKind: 'activatedAbility' as const }] };
    const first = proposed('sorcerer-a', 'alice');
    const both = proposed('sorcerer-b', 'alice', first.game);
    expect(legalTargets(both.game, BUILT_IN_CARDS, both.ability, abilities)).toEqual([first.ability.id]);
    expect(legalTargets(first.game, BUILT_IN_CARDS, first.ability, abilities)).toEqual([]);
  });

  it('601.2c: a board read as far as a first target is read on from there for a word that wants them all', () => {
    const board = updatePermanent(game, 'bears', (p) => ({ ...p, tapped: true }));
    const { game: next, ability } = proposed('sorcerer-a', 'alice', board);
    const creature = { what: [{ types: ['Creature' as const] }] };
    expect(legalTargets(next, BUILT_IN_CARDS, ability, creature, 1)).toEqual(['sorcerer-a']);
    expect(legalTargets(next, BUILT_IN_CARDS, ability, creature, 3)).toEqual(['sorcerer-a', 'sorcerer-b', 'sorcerer-c']);
    expect(legalTargets(next, BUILT_IN_CARDS, ability, creature)).toEqual(['sorcerer-a', 'sorcerer-b', 'sorcerer-c', 'bears', 'troll']);
  });

  it('601.2c: a board where a creature attacks is read afresh, and so is one where it no longer does', () => {
    const attacking = [{ types: ['Creature' as const], attacking: true }];
    expect(targetsOf('sorcerer-a', 'alice', attacking)).toEqual([]);
    const attacks = updatePermanent(game, 'bears', (p) => ({ ...p, attacking: true }));
    expect(targetsOf('sorcerer-a', 'alice', attacking, attacks)).toEqual(['bears']);
    expect(targetsOf('sorcerer-b', 'alice', attacking, attacks)).toEqual(['bears']);
    expect(targetsOf('sorcerer-a', 'alice', attacking)).toEqual([]);
  });
});
