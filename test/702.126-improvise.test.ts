/**
 * CR 702.126 improvise: for each generic mana in the total cost, an untapped artifact its
 * caster controls may be tapped instead of paying it (Enraged Giant, Battle at the Bridge,
 * Whir of Invention). Improvise pays only generic mana; the payment is all or nothing, and an
 * illegal one changes nothing (CR 733).
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, ctx, lockedMana, outcome, permanent } from './cast-helpers.js';
import { announceX, cast, castWith, expectReversed, pay, targets } from './cost-fixtures.js';

const memnites = (n: number) => Array.from({ length: n }, (_, i) => ({ card: 'Memnite', controller: ALICE, id: `memnite-${i}` }));
const land = (card: string, id: string) => ({ card, controller: ALICE, id });
function spellGame(card: string, battlefield: object[]): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [card] }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never, BUILT_IN_CARDS);
}
const castIt = (game: GameState, events: Parameters<typeof castWith>[1]) => castWith(game, [cast(game.players[0]!.hand[0]!.id), ...events], BUILT_IN_CARDS);

describe('702.126: improvise', () => {
  it('702.126a: Enraged Giant ({5}{R}) is paid with four artifacts tapped and two Mountains', () => {
    const game = spellGame('Enraged Giant', [...memnites(4), land('Mountain', 'm1'), land('Mountain', 'm2')]);
    const actor = castIt(game, [pay({ improvise: ['memnite-0', 'memnite-1', 'memnite-2', 'memnite-3'] })]);
    expect(outcome(actor)).toBe('cast');
    for (const id of ['memnite-0', 'memnite-3', 'm1', 'm2']) expect(permanent(ctx(actor).game, id).tapped).toBe(true);
  });

  it("702.126a: 'auto' taps artifacts for the generic mana the lands can't pay: five Memnites and a Mountain", () => {
    const game = spellGame('Enraged Giant', [...memnites(5), land('Mountain', 'm1')]);
    const actor = castIt(game, [pay()]);
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.every((p) => p.tapped)).toBe(true);
  });

  it("702.126a, 733: improvise can't pay coloured mana: six Memnites and no Mountain can't cast Enraged Giant, and the cast is reversed", () => {
    const game = spellGame('Enraged Giant', memnites(6));
    expectReversed(castIt(game, [pay()]), game, 'UNPAYABLE_COST');
  });

  it("702.126a, 733: a tapped artifact or an opponent's artifact can't improvise: the payment is refused and nothing changes", () => {
    const game = spellGame('Enraged Giant', [...memnites(4), { card: 'Memnite', controller: ALICE, id: 'tapped', tapped: true }, { card: 'Memnite', controller: BOB, id: 'bobs' }, land('Mountain', 'm1'), land('Mountain', 'm2')]);
    const withTapped = castIt(game, [pay({ mana: [], improvise: ['memnite-0', 'memnite-1', 'memnite-2', 'tapped'] })]);
    expect(outcome(withTapped)).toBe('illegal');
    expect(ctx(withTapped).game).toEqual(game);
    const withTheirs = castIt(game, [pay({ improvise: ['memnite-0', 'memnite-1', 'memnite-2', 'bobs'] })]);
    expect(outcome(withTheirs)).toBe('illegal');
    expect(ctx(withTheirs).game).toEqual(game);
  });

  it("601.2h, 702.126a: an artifact whose mana ability taps it is one source, not two: Sol Ring, two Memnites and a Mountain can't pay Enraged Giant's {5}{R}", () => {
    const game = spellGame('Enraged Giant', [land('Sol Ring', 'ring'), ...memnites(2), land('Mountain', 'm1')]);
    const usingRing = paymentSources(game, BUILT_IN_CARDS, ALICE, 'Enraged Giant').filter((s) => s.id === 'ring' || ('object' in s && s.object === 'ring'));
    expect(usingRing.map((s) => s.id)).toEqual(['ring#0']);
    expectReversed(castIt(game, [pay()]), game, 'UNPAYABLE_COST');
    const more = spellGame('Enraged Giant', [land('Sol Ring', 'ring'), ...memnites(3), land('Mountain', 'm1')]);
    expect(outcome(castIt(more, [pay()]))).toBe('cast');
  });

  it("702.126a, 107.3: Battle at the Bridge's X is generic, so artifacts pay it: X 3 with three Memnites and a Swamp", () => {
    const game = spellGame('Battle at the Bridge', [...memnites(3), land('Swamp', 's1'), { card: 'Grizzly Bears', controller: BOB, id: 'bears' }]);
    const actor = castIt(game, [announceX(3), targets(['bears']), pay({ improvise: ['memnite-0', 'memnite-1', 'memnite-2'] })]);
    expect(lockedMana(actor)).toBe('{3}{B}');
    expect(outcome(actor)).toBe('cast');
  });

  it('702.126: the cards say improvise; Whir of Invention\'s {U}{U}{U} stays for lands', () => {
    expect(modelledFeatures(BUILT_IN_CARDS['Enraged Giant']!)).toContain('improvise (702.126)');
    const game = spellGame('Whir of Invention', [...memnites(2), land('Island', 'i1'), land('Island', 'i2')]);
    const actor = castIt(game, [announceX(2), pay()]);
    expect(outcome(actor)).toBe('illegal');
  });
});
