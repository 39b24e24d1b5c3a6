/**
 * CR 702.48 offering: "[quality] offering" lets a card be cast any time its caster could cast
 * an instant by sacrificing a permanent of that quality as the spell is announced (702.48b:
 * CHOOSE_COSTS `sacrificed`); the total cost is then reduced by that permanent's mana cost
 * (702.48c: generic by generic, colours by the same colour, unmatched colours by generic,
 * never below {0}). CR 733: a reversed cast puts the sacrificed permanent back.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { modelledFeatures } from '../src/cards/describe.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { castActor, gameOf } from './helpers.js';
import { ALICE, BOB, runCast, ctx, lockedMana, player } from './cast-helpers.js';
import { players } from './step-fixtures.js';

/** Bob's main phase, Alice holding priority: only instant-speed casts for Alice. */
const BOBS_TURN = { activePlayer: BOB, phase: 'precombatMain' } as const;
const mountains = (n: number) => Array.from({ length: n }, () => ({ card: 'Mountain', controller: ALICE }));
const game = (battlefield: GameSpecInput['battlefield'], spec: Partial<GameSpecInput> = {}): GameState =>
  gameOf({ players: players({ hand: ['Patron of the Akki'] }), turn: BOBS_TURN, priority: ALICE, battlefield, ...spec });
const cast: CastEventInput = { type: 'CAST', player: ALICE, card: 'patron-of-the-akki' };
const offer = (sacrificed?: string): CastEventInput => ({ type: 'CHOOSE_COSTS', player: ALICE, alternative: null, optional: {}, ...(sacrificed ? { sacrificed } : {}) });
const pay: CastEventInput = { type: 'PAY', player: ALICE, mana: 'auto' };

const run = (state: GameState, events: readonly CastEventInput[]) => runCast(state, events);

describe('702.48a: cast any time you could cast an instant by sacrificing a Goblin', () => {
  it("702.48a: Patron of the Akki on Bob's turn, sacrificing Mogg Fanatic {R}: it costs {4}{R}, and the Goblin is in the graveyard", () => {
    const result = run(game([{ card: 'Mogg Fanatic', controller: ALICE }, ...mountains(5)]), [cast, offer('mogg-fanatic'), pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{4}{R}');
    expect(player(result.game, ALICE).graveyard.map((c) => c.card)).toEqual(['Mogg Fanatic']);
  });

  it('702.48b: the Goblin is sacrificed as the spell is announced, before mana abilities (601.2g) could use it', () => {
    const actor = castActor(game([{ card: 'Mogg Fanatic', controller: ALICE }, ...mountains(5)]));
    actor.send(cast);
    actor.send(offer('mogg-fanatic'));
    expect(ctx(actor).game.battlefield.some((p) => p.id === 'mogg-fanatic')).toBe(false);
  });

  it('702.48c: Goblin Electromancer {U}{R}: {R} takes {R}, and {U}, finding no {U}, takes generic: {3}{R}', () => {
    const result = run(game([{ card: 'Goblin Electromancer', controller: ALICE }, ...mountains(4)]), [cast, offer('goblin-electromancer'), pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{3}{R}');
  });

  it('702.48c, 601.2f: Earwig Squad {3}{B}{B} takes the {4} and no more: {R}{R} (never below zero, coloured mana it doesn\'t match stays)', () => {
    const result = run(game([{ card: 'Earwig Squad', controller: ALICE }, ...mountains(2)]), [cast, offer('earwig-squad'), pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{R}{R}');
  });

  it('702.48a: at sorcery timing the offering is optional: without it Patron of the Akki costs {4}{R}{R}', () => {
    const mine = game([{ card: 'Mogg Fanatic', controller: ALICE }, ...mountains(6)], { turn: { activePlayer: ALICE, phase: 'precombatMain' } });
    const result = run(mine, [cast, offer(), pay]);
    expect(result.outcome).toBe('cast');
    expect(lockedMana(result.actor)).toBe('{4}{R}{R}');
    expect(result.game.battlefield.some((p) => p.id === 'mogg-fanatic')).toBe(true);
  });

  it('702.48: Patron of the Kitsune has Fox offering', () => {
    expect(BUILT_IN_CARDS['Patron of the Kitsune']!.offering).toEqual({ what: { subtypes: ['Fox'] } });
    expect(modelledFeatures(BUILT_IN_CARDS['Patron of the Akki']!)).toContain('offering (702.48): sacrifice a Goblin');
  });
});

describe('702.48: refused', () => {
  it('307.1: with no Goblin to sacrifice, it can\'t be begun on another player\'s turn', () => {
    expect(run(game(mountains(6)), [cast]).refusal).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
  });

  it('601.2e, 601.3b: begun at instant speed, it must be cast with its offering: announcing none makes the proposal illegal', () => {
    const state = game([{ card: 'Mogg Fanatic', controller: ALICE }, ...mountains(6)]);
    const result = run(state, [cast, offer()]);
    expect(result.outcome).toBe('illegal');
    expect(result.refusal).toMatchObject({ rule: '601.2e', code: 'ILLEGAL_PROPOSAL', message: expect.stringContaining('offering') });
  });

  it('601.2b: a permanent that is not a Goblin (or not the caster\'s) can\'t be sacrificed for it', () => {
    const state = game([{ card: 'Mogg Fanatic', controller: ALICE }, { card: 'Grizzly Bears', controller: ALICE }, { card: 'Goblin Recruiter', controller: BOB }, ...mountains(6)]);
    expect(run(state, [cast, offer('grizzly-bears')]).refusal).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(run(state, [cast, offer('goblin-recruiter')]).refusal).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
  });
});

describe('733: a reversed offering cast', () => {
  it('733: the payment fails after the Goblin was sacrificed: it is back on the battlefield as it was, and the Patron in the hand', () => {
    const state = game([{ card: 'Mogg Fanatic', controller: ALICE, tapped: true }, ...mountains(3)]);
    const result = run(state, [cast, offer('mogg-fanatic'), pay]);
    expect(result.outcome).toBe('illegal');
    expect(result.game).toEqual(state);
    expect(result.game.battlefield.find((p) => p.id === 'mogg-fanatic')).toMatchObject({ tapped: true });
  });
});
