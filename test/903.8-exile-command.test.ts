/**
 * CR 601.3: casting from exile and from the command zone. Foretell (702.143a): a foretold
 * card in exile is cast by its owner for its foretell cost (an alternative cost usable only
 * on a foretold card), not on the turn it was foretold; others don't see it. Commanders
 * (903.8): the owner casts a commander from the command zone for an additional {2} for each
 * earlier cast from there; CR 733: a reversed cast puts it back in the command zone.
 */
import { dispatch } from '../machines/dispatch.js';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { castableCards } from '../src/casting/castable.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, Spell } from '../src/game/state.js';
import { viewFor } from '../src/game/views.js';
import { InputError } from '../src/scenario/problems.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, ctx, player, runCast } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const game = (spec: Partial<GameSpecInput>): GameState => gameOf({ players: players(), turn: { ...ALICE_MAIN, number: 3 }, ...spec });
const lands = (...names: string[]) => names.map((card) => ({ card, controller: ALICE }));
const cast = (card: string, by = ALICE): CastEventInput => ({ type: 'CAST', player: by, card });
const pay: CastEventInput = { type: 'PAY', player: ALICE };
const tapped = (state: GameState) => state.battlefield.filter((p) => p.tapped).length;

function run(state: GameState, events: readonly CastEventInput[]) {
  const result = runCast(state, events);
  return { ...result, spell: result.game.stack.at(-1) as Spell | undefined, locked: ctx(result.actor).lockedCost };
}

describe('702.143a: foretell — cast from exile for the foretell cost', () => {
  const foretold = (turn?: number) => ({ card: 'Saw It Coming', owner: ALICE, mayCastFrom: { reason: 'foretell' as const, by: ALICE, ...(turn ? { turn } : {}) } });
  const bolt = { card: 'Lightning Bolt', controller: BOB, targets: [[ALICE]] };
  const state = game({ exile: [foretold()], stack: [bolt], battlefield: lands('Island', 'Island', 'Island'), priority: ALICE });

  it('702.143a: Saw It Coming, foretold on an earlier turn, is cast from exile for its foretell cost {1}{U}', () => {
    const result = run(state, [cast('saw-it-coming'), { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['lightning-bolt']] }, pay]);
    expect(result.outcome).toBe('cast');
    expect(result.spell).toMatchObject({ castFrom: 'exile', choices: { alternative: 'foretell' } });
    expect(tapped(result.game)).toBe(2);
    expect(result.game.exile).toEqual([]);
  });

  it('702.143a: a card foretold this turn can\'t be cast until a later turn', () => {
    const now = game({ exile: [foretold(3)], stack: [bolt], battlefield: lands('Island', 'Island', 'Island'), priority: ALICE });
    expect(run(now, [cast('saw-it-coming')]).refusal).toMatchObject({ rule: '702.143a', code: 'NOT_CASTABLE_FROM_ZONE' });
    expect(castableCards(now, BUILT_IN_CARDS, ALICE)).toEqual([]);
  });

  it('702.143a: the foretell cost is usable only on a foretold card: from the hand, or from exile by another permission, it is the mana cost', () => {
    const inHand = game({ players: players({ hand: ['Saw It Coming'] }), stack: [bolt], battlefield: lands('Island', 'Island', 'Island'), priority: ALICE });
    expect(castableCards(inHand, BUILT_IN_CARDS, ALICE)).toEqual([expect.objectContaining({ choices: expect.objectContaining({ alternative: null }) })]);
    const byEffect = game({ exile: [{ card: 'Saw It Coming', owner: ALICE, mayCastFrom: { reason: 'effect', by: ALICE } }], stack: [bolt], battlefield: lands('Island', 'Island') , priority: ALICE });
    expect(castableCards(byEffect, BUILT_IN_CARDS, ALICE)).toEqual([]); // {1}{U}{U} with two Islands
  });

  it('601.3, 702.143a: only the player a foretold card belongs to may cast it (to others it is face down: no such card); castableCards lists it with the foretell cost', () => {
    expect(dispatch(castActor({ ...state, priority: BOB }), cast('saw-it-coming', BOB))).toEqual({ rule: '601.2a', code: 'BAD_PAYLOAD', message: 'there is no card "saw-it-coming" in this game' });
    expect(castableCards(state, BUILT_IN_CARDS, ALICE)).toEqual([expect.objectContaining({ card: 'saw-it-coming', choices: expect.objectContaining({ alternative: 'foretell' }) })]);
  });

  it('307.1: a foretold creature keeps its timing (Augury Raven: only at sorcery speed)', () => {
    const raven = game({ exile: [{ card: 'Augury Raven', owner: ALICE, mayCastFrom: { reason: 'foretell', by: ALICE } }], battlefield: lands('Island', 'Island'), turn: { activePlayer: BOB, phase: 'precombatMain', number: 3 }, priority: ALICE });
    expect(run(raven, [cast('augury-raven')]).refusal).toMatchObject({ rule: '307.1' });
    expect(run({ ...raven, turn: { ...raven.turn, activePlayer: ALICE } }, [cast('augury-raven'), pay]).outcome).toBe('cast');
  });

  it('733: a cancelled foretell cast puts the card back in exile, still foretold', () => {
    const crush = game({ exile: [{ card: 'Crush the Weak', owner: ALICE, mayCastFrom: { reason: 'foretell', by: ALICE } }], battlefield: lands('Mountain') });
    const cancelled = run(crush, [cast('crush-the-weak'), { type: 'CANCEL', player: ALICE }]);
    expect(cancelled.outcome).toBe('illegal');
    expect(cancelled.game).toEqual(crush);
  });

  it('702.143a, 400.2: a foretold card is face down: its owner sees it, other players see neither its name nor its id', () => {
    expect(viewFor(state, ALICE).exile).toEqual(state.exile);
    expect(viewFor(state, BOB).exile).toEqual([{ faceDown: true, owner: ALICE }]);
  });
});

describe('903.8: commanders and commander tax', () => {
  const commandZone = (casts = 0) =>
    game({ players: players({ commanderCasts: casts ? { 'Adun Oakenshield': casts } : {} }), command: [{ card: 'Adun Oakenshield', owner: ALICE, commander: true }], battlefield: lands('Swamp', 'Mountain', 'Forest', 'Plains', 'Plains', 'Plains', 'Plains') });

  it('903.8: the first cast from the command zone costs the mana cost; the cast is counted for the next tax', () => {
    const first = run(commandZone(), [cast('adun-oakenshield'), pay]);
    expect(first.outcome).toBe('cast');
    expect(first.spell).toMatchObject({ castFrom: 'command', commander: true });
    expect(tapped(first.game)).toBe(3);
    expect(player(first.game, ALICE).commanderCasts).toEqual({ 'Adun Oakenshield': 1 });
  });

  it('903.8: after two casts from the command zone it costs {4} more; castableCards knows when the tax makes it unaffordable', () => {
    const third = run(commandZone(2), [cast('adun-oakenshield'), pay]);
    expect(third.outcome).toBe('cast');
    expect(third.locked?.mana).toMatchObject({ generic: 4, B: 1, R: 1, G: 1 });
    expect(tapped(third.game)).toBe(7);
    expect(player(third.game, ALICE).commanderCasts).toEqual({ 'Adun Oakenshield': 3 });
    expect(castableCards(commandZone(2), BUILT_IN_CARDS, ALICE).map((o) => o.card)).toEqual(['adun-oakenshield']);
    expect(castableCards(commandZone(3), BUILT_IN_CARDS, ALICE)).toEqual([]);
  });

  it('903.8: the tax applies only to casts from the command zone (the same commander from a hand pays its mana cost)', () => {
    const inHand = game({ players: players({ hand: ['Adun Oakenshield'], commanderCasts: { 'Adun Oakenshield': 2 } }), battlefield: lands('Swamp', 'Mountain', 'Forest') });
    const result = run(inHand, [cast('adun-oakenshield'), pay]);
    expect(result.outcome).toBe('cast');
    expect(player(result.game, ALICE).commanderCasts).toEqual({ 'Adun Oakenshield': 2 });
  });

  it('733: a commander cast that can\'t pay the tax is reversed: back in the command zone, the count unchanged', () => {
    const poor = commandZone(3);
    const reversed = run(poor, [cast('adun-oakenshield'), pay]);
    expect(reversed.outcome).toBe('illegal');
    expect(reversed.refusal?.rule).toBe('601.2h');
    expect(reversed.game).toEqual(poor);
    expect(reversed.game.command.map((c) => c.id)).toEqual(['adun-oakenshield']);
  });

  it('601.3: only a commander, and only by its owner, is cast from the command zone', () => {
    const notCommander = game({ command: [{ card: 'Aboshan, Cephalid Emperor', owner: ALICE }], battlefield: lands('Island', 'Island', 'Island', 'Island', 'Island', 'Island') });
    expect(run(notCommander, [cast('aboshan-cephalid-emperor')]).refusal).toMatchObject({ rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' });
    const bobs = { ...commandZone(), priority: BOB };
    expect(run(bobs, [cast('adun-oakenshield', BOB)]).refusal).toMatchObject({ rule: '601.3' });
  });

  it('the scenario format refuses an unknown commander name in commanderCasts, an unknown player in mayCastFrom and unknown fields, with their JSON paths', () => {
    const bad = (spec: Partial<GameSpecInput>) => () => game(spec as GameSpecInput);
    expect(bad({ players: players({ commanderCasts: { 'No Such Card': 1 } }) })).toThrow(InputError);
    expect(bad({ players: players({ commanderCasts: { 'No Such Card': 1 } }) })).toThrow(/players\[0\]\.commanderCasts/);
    expect(bad({ exile: [{ card: 'Saw It Coming', owner: ALICE, mayCastFrom: { reason: 'foretell', by: 'carol' } }] })).toThrow(/exile\[0\]\.mayCastFrom\.by/);
    expect(bad({ exile: [{ card: 'Lightning Bolt', owner: ALICE, mayCastFrom: { reason: 'foretell', by: ALICE } }] })).toThrow(/exile\[0\]\.mayCastFrom\.reason: Lightning Bolt has no foretell cost/);
    expect(bad({ exile: [{ card: 'Lightning Bolt', owner: ALICE, mayCastFrom: { reason: 'adventure', by: ALICE } }] })).toThrow(/not an Adventurer card/);
    expect(bad({ command: [{ card: 'Adun Oakenshield', owner: ALICE, commanderr: true } as never] })).toThrow(/command\[0\]/);
  });
});
