/**
 * CR 118.7e: "If a cost is reduced by an amount of mana represented by a hybrid mana symbol,
 * the player paying that cost chooses one half of that symbol at the time the cost reduction
 * is applied (see rule 601.2f). If a colored half is chosen, the cost is reduced by one mana
 * of that color. If a generic half is chosen, the cost is reduced by an amount of generic
 * mana equal to that half's number." The halves are named with ORDER_REDUCTIONS `hybrid`, by
 * the reduction's source (the spell's own id for its offering); without them the engine
 * takes, for each symbol, the half that takes off the most.
 */
import { describe, expect, it } from 'vitest';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, runCast, locked, lockedMana } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const cards = libraryWith(
  { name: 'Test Hybrid Reducer', manaCost: '{2}', types: ['Artifact'], costModifiers: [{ change: 'reduce', mana: '{G/W}', spells: { controller: 'you', types: ['Instant'] } }], text: 'Instant spells you cast cost {G/W} less to cast.' },
  { name: 'Test Twobrid Reducer', manaCost: '{2}', types: ['Artifact'], costModifiers: [{ change: 'reduce', mana: '{2/W}', spells: { controller: 'you', types: ['Instant'] } }], text: 'Instant spells you cast cost {2/W} less to cast.' },
  { name: 'Test Smite', manaCost: '{4}{W}', types: ['Instant'], targets: [{ what: 'creature' }], text: 'Destroy target creature (a target, so the cast waits at 601.2c for the halves).' },
  { name: 'Test Growth', manaCost: '{1}{G}', types: ['Instant'], targets: [{ what: 'creature' }], text: 'Target creature gets +3/+3 until end of turn.' },
);
const ALICE_MAIN = { activePlayer: ALICE, phase: 'precombatMain' } as const;
const forests = (n: number) => Array.from({ length: n }, () => ({ card: 'Forest', controller: ALICE }));
const plains = (n: number) => Array.from({ length: n }, () => ({ card: 'Plains', controller: ALICE }));
const game = (hand: string, battlefield: GameSpecInput['battlefield'], spec: Partial<GameSpecInput> = {}): GameState =>
  gameOf({ players: players({ hand: [hand] }), turn: ALICE_MAIN, battlefield, ...spec }, cards);
const order = (hybrid: Record<string, string[]>): CastEventInput => ({ type: 'ORDER_REDUCTIONS', player: ALICE, order: [], hybrid } as CastEventInput);
const pay: CastEventInput = { type: 'PAY', player: ALICE, mana: 'auto' };

const run = (state: GameState, events: readonly CastEventInput[]) => runCast(state, events, cards);

describe('118.7e: the paying player chooses a half of each hybrid symbol of a reduction', () => {
  const bears = game('Test Growth', [{ card: 'Test Hybrid Reducer', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }, ...forests(2)]);
  const cast: CastEventInput = { type: 'CAST', player: ALICE, card: 'test-growth' };
  const target: CastEventInput = { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] };

  it('118.7e: {G/W} less, the green half chosen: Test Growth {1}{G} costs {1}', () => {
    const result = run(bears, [cast, order({ 'test-hybrid-reducer': ['G'] }), target, pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{1}');
    expect(locked(result.actor).changes).toEqual([expect.objectContaining({ source: 'test-hybrid-reducer', change: 'reduce', halves: ['G'], applied: 1 })]);
  });

  it('118.7e, 118.7c: the white half chosen finds no {W} in the cost and reduces generic: {G}', () => {
    const result = run(bears, [cast, order({ 'test-hybrid-reducer': ['W'] }), target, pay]);
    expect(lockedMana(result.actor)).toBe('{G}');
  });

  it('118.7e: with no half named, each symbol takes the half that takes off the most (green here): {1}', () => {
    expect(lockedMana(run(bears, [cast, target, pay]).actor)).toBe('{1}');
  });

  it('118.7e: {2/W} less: the generic half takes {2}, the white half one {W}', () => {
    const smite = game('Test Smite', [{ card: 'Test Twobrid Reducer', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }, ...plains(5)]);
    const castSmite: CastEventInput = { type: 'CAST', player: ALICE, card: 'test-smite' };
    const target: CastEventInput = { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] };
    expect(lockedMana(run(smite, [castSmite, order({ 'test-twobrid-reducer': ['generic'] }), target, pay]).actor)).toBe('{2}{W}');
    expect(lockedMana(run(smite, [castSmite, order({ 'test-twobrid-reducer': ['W'] }), target, pay]).actor)).toBe('{4}');
    expect(lockedMana(run(smite, [castSmite, target, pay]).actor)).toBe('{2}{W}');
  });

  it('118.7e: a half the symbol does not have, the wrong number of halves, or a source with no hybrid reduction is refused', () => {
    expect(run(bears, [cast, order({ 'test-hybrid-reducer': ['U'] })]).refusal).toMatchObject({ rule: '118.7e', code: 'BAD_PAYLOAD' });
    expect(run(bears, [cast, order({ 'test-hybrid-reducer': ['G', 'G'] })]).refusal).toMatchObject({ rule: '118.7e', code: 'BAD_PAYLOAD' });
    expect(run(bears, [cast, order({ forest: ['G'] })]).refusal).toMatchObject({ rule: '118.7e', code: 'BAD_PAYLOAD' });
  });
});

describe('118.7e, 702.48c: Patron of the Kitsune\'s offering of Zirda, the Dawnwaker {1}{R/W}{R/W}', () => {
  const state = gameOf({ players: players({ hand: ['Patron of the Kitsune'] }), turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE, battlefield: [{ card: 'Zirda, the Dawnwaker', controller: ALICE }, ...plains(4), { card: 'Mountain', controller: ALICE }] }, cards);
  const cast: CastEventInput = { type: 'CAST', player: ALICE, card: 'patron-of-the-kitsune' };
  const offer: CastEventInput = { type: 'CHOOSE_COSTS', player: ALICE, alternative: null, optional: {}, sacrificed: 'zirda-the-dawnwaker' };

  it('118.7e: the white halves take {W}{W}: {4}{W}{W} less {1}{W}{W} is {3}', () => {
    const result = run(state, [cast, order({ 'patron-of-the-kitsune': ['W', 'W'] }), offer, pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{3}');
  });

  it('118.7e, 118.7c: the red halves find no {R} and take generic: {1}{W}{W}; one of each: {2}{W}', () => {
    expect(lockedMana(run(state, [cast, order({ 'patron-of-the-kitsune': ['R', 'R'] }), offer, pay]).actor)).toBe('{1}{W}{W}');
    expect(lockedMana(run(state, [cast, order({ 'patron-of-the-kitsune': ['W', 'R'] }), offer, pay]).actor)).toBe('{2}{W}');
  });

  it('118.7e: no halves named: the white ones, {3}', () => {
    expect(lockedMana(run(state, [cast, offer, pay]).actor)).toBe('{3}');
  });

  it('118.7e: halves named ahead that do not fit the permanent sacrificed are refused as the offering is announced', () => {
    expect(run(state, [cast, order({ 'patron-of-the-kitsune': ['W'] }), offer]).refusal).toMatchObject({ rule: '118.7e', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(run(state, [cast, order({ 'patron-of-the-kitsune': ['G', 'W'] }), offer]).refusal).toMatchObject({ rule: '118.7e' });
  });
});
