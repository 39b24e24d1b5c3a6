/**
 * CR 601.2g → 601.2h: PAY ends 601.2g, which checks it (who sent it, what it names, its
 * shape against the locked cost) and activates mana abilities for it, then passes it on to
 * 601.2h. 601.2h takes a PAY passed on from its own chart's 601.2g as checked; a PAY that
 * comes to 601.2h directly (a cost with no mana in it) is checked there. The shape check is
 * wrapped to count its calls.
 */
import { describe, it, expect, vi } from 'vitest';
import * as payment from '../src/costs/payment.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, outcome, refuse, where } from './cast-helpers.js';
import { cast, castWith, pay, targets } from './cost-fixtures.js';

vi.mock('../src/costs/payment.js', async (original) => {
  const real = await original<typeof import('../src/costs/payment.js')>();
  return { ...real, checkPaymentShape: vi.fn(real.checkPaymentShape) };
});

const shapeChecks = () => vi.mocked(payment.checkPaymentShape).mock.calls.length;

const board = (hand: string[]): GameState =>
  gameOf({
    players: [{ id: ALICE, hand }, { id: BOB }],
    battlefield: [
      { card: 'Swamp', controller: ALICE },
      { card: 'Mountain', controller: ALICE },
      { card: 'Grizzly Bears', controller: ALICE },
    ],
    turn: ALICE_MAIN,
  });

describe('601.2g → 601.2h: a PAY passed on is checked once', () => {
  it('601.2g: PAY auto for Lightning Bolt is checked at 601.2g and taken as checked at 601.2h', () => {
    const actor = castWith(board(['Lightning Bolt']), [cast('lightning-bolt'), targets([BOB])]);
    expect(where(actor)).toBe('casting.activatingMana');
    const before = shapeChecks();
    accept(actor, pay({ mana: 'auto' }));
    expect(outcome(actor)).toBe('cast');
    expect(shapeChecks() - before).toBe(1);
  });

  it("601.2g: PAY auto sacrificing a creature for Altar's Reap is checked once and paid", () => {
    const actor = castWith(board(["Altar's Reap"]), [cast('altar-s-reap')]);
    const before = shapeChecks();
    accept(actor, pay({ mana: 'auto', sacrifice: ['grizzly-bears'] }));
    expect(outcome(actor)).toBe('cast');
    expect(shapeChecks() - before).toBe(1);
    expect(ctx(actor).game.battlefield.map((p) => p.id)).not.toContain('grizzly-bears');
  });

  it('601.2g: a malformed PAY is still refused at 601.2g, and nothing is activated', () => {
    const actor = castWith(board(["Altar's Reap"]), [cast('altar-s-reap')]);
    const waiting = ctx(actor).game;
    expect(refuse(actor, pay({ mana: 'auto', sacrifice: ['nowhere'] }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    expect(ctx(actor).game).toBe(waiting);
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it('601.2h: a PAY that comes to 601.2h directly (Memnite, {0}) is checked there: a malformed one is refused and changes nothing', () => {
    const actor = castWith(board(['Memnite']), [cast('memnite')]);
    expect(where(actor)).toBe('casting.paying');
    const waiting = ctx(actor).game;
    const before = shapeChecks();
    expect(refuse(actor, pay({ sacrifice: ['grizzly-bears'] }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    expect(shapeChecks() - before).toBeGreaterThan(0);
    expect(ctx(actor).game).toBe(waiting);
    accept(actor, pay());
    expect(outcome(actor)).toBe('cast');
  });

  it("601.2h: a PAY passed on in one chart is checked afresh in another: the same event object, Altar's Reap's then Memnite's", () => {
    const event = pay({ mana: 'auto', sacrifice: ['grizzly-bears'] });
    const reap = castWith(board(["Altar's Reap"]), [cast('altar-s-reap'), event]);
    expect(outcome(reap)).toBe('cast');
    const memnite = castWith(board(['Memnite']), [cast('memnite')]);
    expect(refuse(memnite, event)).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD', message: '1 object(s) named to sacrifice; the cost asks for 0' });
    expect(where(memnite)).toBe('casting.paying');
  });
});
