/**
 * CR 118.9 alternative costs with a condition the game state tracks: surge (CR 702.117,
 * "if you've cast another spell this turn": Reckless Bushwhacker, Boulder Salvo) and
 * spectacle (CR 702.137, "if an opponent lost life this turn": Light Up the Stage, Skewer
 * the Critics). Paying life is losing it (CR 119.4), so it counts for spectacle.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { costOptions } from '../src/casting/options.js';
import { modelledFeatures } from '../src/cards/describe.js';
import type { GameState } from '../src/game/state.js';
import { loseLife } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, ctx, lockedMana, outcome, player, refuse } from './cast-helpers.js';
import { cast, castWith, chooseCosts, pay, targets } from './cost-fixtures.js';

function spellGame(card: string, alice: object = {}, bob: object = {}, battlefield: object[] = [{ card: 'Mountain', controller: ALICE }, { card: 'Mountain', controller: ALICE }]): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [card], ...alice }, { id: BOB, ...bob }], battlefield, turn: ALICE_MAIN } as never, BUILT_IN_CARDS);
}
const begin = (game: GameState) => castWith(game, [cast(game.players[0]!.hand[0]!.id)], BUILT_IN_CARDS);
const offered = (game: GameState) => {
  const actor = begin(game);
  return costOptions(ctx(actor).game, BUILT_IN_CARDS, ctx(actor).game.stack.at(-1)!).alternatives.map((a) => a.name);
};

describe('702.117: surge', () => {
  it('702.117a: Reckless Bushwhacker offers surge {1}{R} once its caster has cast another spell this turn, and is cast for it', () => {
    const game = spellGame('Reckless Bushwhacker', { spellsCastThisTurn: 1 });
    expect(offered(game)).toEqual(['surge']);
    const actor = castWith(game, [cast(game.players[0]!.hand[0]!.id), chooseCosts('surge'), pay()], BUILT_IN_CARDS);
    expect(outcome(actor)).toBe('cast');
  });

  it("702.117a: with no spell cast this turn (or only an opponent's) surge isn't offered: there is no choice of costs to make", () => {
    const game = spellGame('Boulder Salvo', {}, { spellsCastThisTurn: 2 }, [{ card: 'Grizzly Bears', controller: BOB, id: 'bears' }]);
    expect(offered(game)).toEqual([]);
    const actor = begin(game);
    expect(refuse(actor, chooseCosts('surge'))).toMatchObject({ code: 'EVENT_NOT_EXPECTED' });
  });

  it('702.117a: Boulder Salvo cast for surge costs {1}{R}', () => {
    const game = spellGame('Boulder Salvo', { spellsCastThisTurn: 1 }, {}, [{ card: 'Grizzly Bears', controller: BOB, id: 'bears' }]);
    expect(lockedMana(castWith(game, [cast(game.players[0]!.hand[0]!.id), chooseCosts('surge'), targets(['bears'])], BUILT_IN_CARDS))).toBe('{1}{R}');
  });
});

describe('702.137: spectacle', () => {
  it('702.137a: Skewer the Critics costs {R} for spectacle after an opponent lost life this turn', () => {
    const game = spellGame('Skewer the Critics', {}, { lifeLostThisTurn: 3 });
    const actor = castWith(game, [cast(game.players[0]!.hand[0]!.id), chooseCosts('spectacle'), targets([BOB]), pay()], BUILT_IN_CARDS);
    expect(outcome(actor)).toBe('cast');
    expect(lockedMana(actor)).toBe('{R}');
  });

  it("702.137a: the caster's own life loss doesn't count: Light Up the Stage offers no spectacle", () => {
    expect(offered(spellGame('Light Up the Stage', { lifeLostThisTurn: 2 }))).toEqual([]);
    expect(offered(spellGame('Light Up the Stage', {}, { lifeLostThisTurn: 1 }))).toEqual(['spectacle']);
  });

  it('119.4: paying life is losing it: Bob paying 2 life counts for Alice\'s spectacle', () => {
    const game = spellGame('Light Up the Stage');
    const paid = loseLife(game, BOB, 2);
    expect(player(paid, BOB)).toMatchObject({ life: 18, lifeLostThisTurn: 2 });
    expect(offered(paid)).toEqual(['spectacle']);
    expect(loseLife(game, BOB, 0)).toBe(game);
  });

  it('702.137: the card says when its alternative cost may be used', () => {
    expect(modelledFeatures(BUILT_IN_CARDS['Skewer the Critics']!)).toContain('only if an opponent lost life this turn');
    expect(modelledFeatures(BUILT_IN_CARDS['Boulder Salvo']!)).toContain("only if its caster has cast another spell this turn");
  });
});

describe('702.109: dash (an alternative cost with no condition)', () => {
  it('702.109a: Kolaghan Skirmisher costs {1}{B}, or {2}{B} cast for its dash cost; Mardu Strike Leader {3}{B} dashed', () => {
    const skirmisher = spellGame('Kolaghan Skirmisher', {}, {}, [{ card: 'Swamp', controller: ALICE }, { card: 'Swamp', controller: ALICE }, { card: 'Swamp', controller: ALICE }]);
    expect(offered(skirmisher)).toEqual(['dash']);
    expect(lockedMana(castWith(skirmisher, [cast(skirmisher.players[0]!.hand[0]!.id), chooseCosts(null)], BUILT_IN_CARDS))).toBe('{1}{B}');
    const dashed = castWith(skirmisher, [cast(skirmisher.players[0]!.hand[0]!.id), chooseCosts('dash'), pay()], BUILT_IN_CARDS);
    expect(lockedMana(dashed)).toBe('{2}{B}');
    expect(outcome(dashed)).toBe('cast');
    const leader = spellGame('Mardu Strike Leader', {}, {}, []);
    expect(lockedMana(castWith(leader, [cast(leader.players[0]!.hand[0]!.id), chooseCosts('dash')], BUILT_IN_CARDS))).toBe('{3}{B}');
  });
});

describe('702.76: prowl', () => {
  it('702.76a: Earwig Squad offers prowl {2}{B} after its caster dealt combat damage to a player with a Goblin or a Rogue, and is cast for it', () => {
    const game = spellGame('Earwig Squad', { combatDamageTypesThisTurn: ['Rogue'] }, {}, [{ card: 'Swamp', controller: ALICE }, { card: 'Swamp', controller: ALICE }, { card: 'Swamp', controller: ALICE }]);
    expect(offered(game)).toEqual(['prowl']);
    const actor = castWith(game, [cast(game.players[0]!.hand[0]!.id), chooseCosts('prowl'), pay()], BUILT_IN_CARDS);
    expect(lockedMana(actor)).toBe('{2}{B}');
    expect(outcome(actor)).toBe('cast');
  });

  it("702.76a: a Faerie's damage, or an opponent's Rogue's, doesn't turn on Morsel Theft's prowl", () => {
    expect(offered(spellGame('Morsel Theft', { combatDamageTypesThisTurn: ['Faerie'] }))).toEqual([]);
    expect(offered(spellGame('Morsel Theft', {}, { combatDamageTypesThisTurn: ['Rogue'] }))).toEqual([]);
    expect(offered(spellGame('Morsel Theft', { combatDamageTypesThisTurn: ['Faerie', 'Rogue'] }))).toEqual(['prowl']);
    expect(modelledFeatures(BUILT_IN_CARDS['Morsel Theft']!)).toContain('702.76');
  });
});
