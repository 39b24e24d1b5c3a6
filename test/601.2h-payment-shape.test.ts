/**
 * CR 601.2h: a PAY that names more objects than the locked cost's parts ask for, or names one
 * that isn't there, is bad input (BAD_PAYLOAD), told apart from a payment the rules refuse.
 * Checked on `checkPaymentShape` itself, with costs built here.
 */
import { describe, expect, it } from 'vitest';
import type { CostPart } from '../src/cards/cost-schema.js';
import { checkPaymentShape, type Payment } from '../src/costs/payment.js';
import type { TotalCost } from '../src/costs/total-cost.js';
import { parseCastEvent } from '../src/events/schema.js';
import { NO_MANA } from '../src/mana/symbols.js';
import { createGame } from '../src/scenario/build-game.js';
import { ALICE_MAIN } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';

const game = createGame({
  ids: 'names',
  players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }],
  battlefield: [
    { card: 'Grizzly Bears', controller: ALICE },
    { card: 'Memnite', controller: ALICE },
    { card: 'Llanowar Elves', controller: ALICE },
  ],
  turn: ALICE_MAIN,
});

const costOf = (actions: readonly CostPart[], generic = 0): TotalCost => ({ mana: { ...NO_MANA, generic }, life: 0, actions, changes: [] });

function payment(fields: Record<string, unknown>): Payment {
  const read = parseCastEvent({ type: 'PAY', player: ALICE, ...fields });
  if (!read.ok || read.value.type !== 'PAY') throw new Error('not a PAY');
  return read.value;
}

const sacrificeCreature = (count: number): CostPart => ({ kind: 'sacrifice', what: { types: ['Creature'] }, count });
const shapeOf = (cost: TotalCost, fields: Record<string, unknown>) => {
  const checked = checkPaymentShape(game, ALICE, cost, payment(fields));
  return checked.ok ? 'ok' : checked.refusal.message;
};

describe('601.2h: the shape of a payment', () => {
  it('601.2h: the objects named to a kind may be as many as its parts ask for, together, and no more', () => {
    const cost = costOf([sacrificeCreature(1), sacrificeCreature(1)]);
    expect(shapeOf(cost, { sacrifice: ['grizzly-bears', 'memnite'] })).toBe('ok');
    expect(shapeOf(cost, { sacrifice: ['grizzly-bears', 'memnite', 'llanowar-elves'] })).toBe('3 object(s) named to sacrifice; the cost asks for 2');
  });

  it('601.2h: a kind the cost has no part of asks for none', () => {
    expect(shapeOf(costOf([sacrificeCreature(1)]), { discard: ['lightning-bolt'] })).toBe('1 object(s) named to discard; the cost asks for 0');
  });

  it('702.122: crew takes any number of creatures', () => {
    const crew: CostPart = { kind: 'tapPower', power: 3 };
    expect(shapeOf(costOf([crew]), { tapPower: ['grizzly-bears', 'memnite', 'llanowar-elves'] })).toBe('ok');
  });

  it("601.2h: 'auto' naming nothing fits any cost; a name that is nothing in the game, or named twice, doesn't", () => {
    const cost = costOf([sacrificeCreature(2)], 1);
    expect(shapeOf(cost, {})).toBe('ok');
    expect(shapeOf(cost, { sacrifice: ['grizzly-bears', 'nowhere'] })).toBe('nothing named "nowhere" in this game');
    expect(shapeOf(cost, { sacrifice: ['memnite', 'memnite'] })).toBe('the same mana or object is named twice');
    expect(shapeOf(cost, { mana: ['no-such-mana'] })).toBe(`no mana "no-such-mana" in ${ALICE}'s mana pool`);
    expect(shapeOf(cost, { convoke: ['grizzly-bears', 'memnite'] })).toBe('more mana, convoke creatures, improvise artifacts and delve cards named than the 1 mana the cost asks');
  });
});
