/**
 * CR 601.2g–h, 602.2b: an activated ability's cost may use its own source ({T}, sacrifice it,
 * discard it). Mana abilities are activated at 601.2g, before the cost is paid at 601.2h, so
 * the source's own mana abilities can pay that cost only if they leave the source able to pay
 * its part: the look-ahead (the prompt's `payable`) and auto payment agree.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { activationMachine, type ActivationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { paymentOptions } from '../src/casting/options.js';
import type { CardLibrary } from '../src/cards/library.js';
import { totalCost } from '../src/costs/total-cost.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const cards: CardLibrary = libraryWith(
  {
    name: 'Test Stone',
    manaCost: '{2}',
    types: ['Artifact'],
    manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['C'] } }],
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tapSelf' }, { kind: 'sacrificeSelf' }], text: 'Draw a card.' }],
    text: '{T}: Add {C}. {1}, {T}, Sacrifice this: Draw a card.',
  },
  {
    name: 'Test Guide',
    manaCost: '{2}{R}',
    types: ['Creature'],
    power: 2,
    toughness: 2,
    manaAbilities: [{ cost: [{ kind: 'exileSelf' }], produces: { types: ['R'] }, from: 'hand' }],
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'discardSelf' }], from: 'hand', text: 'Draw a card.' }],
    text: 'Exile this card from your hand: Add {R}. Cycling {1}.',
  },
);

function activator(game: GameState): Actor<ActivationMachine> {
  return createActor(activationMachine, { input: { game, cards } }).start();
}

function accept(actor: Actor<ActivationMachine>, event: CastEventInput): void {
  const refusal = dispatch(actor, event);
  if (refusal !== null) throw new Error(`${event.type} was refused: ${refusal.rule} ${refusal.code}: ${refusal.message}`);
}

/** Begins activating the source's ability 0 and returns the actor waiting for PAY, with what the payment prompt would say. */
function atPayment(game: GameState, source: string): { readonly actor: Actor<ActivationMachine>; readonly payable: boolean } {
  const actor = activator(game);
  accept(actor, { type: 'ACTIVATE', player: 'alice', source, ability: 0 });
  const now = actor.getSnapshot().context.game;
  const item = now.stack[now.stack.length - 1]!;
  return { actor, payable: paymentOptions(now, cards, 'alice', totalCost(now, cards, item), item.card, source).payable };
}

describe("601.2g–h: an activated ability's cost and its source's own mana abilities", () => {
  it("601.2g–h: a cost of {1}, {T} and sacrificing the source can't take its {1} from the source's own {T} mana ability", () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Test Stone', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const { actor, payable } = atPayment(game, 'test-stone');
    expect(payable).toBe(false);
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcomeOf(actor.getSnapshot())).toBe('illegal');
    expect(actor.getSnapshot().context.game).toEqual(game);
  });

  it('601.2g–h: with a land for the {1}, the source is tapped and sacrificed for its own cost, not tapped for mana', () => {
    const game = gameOf(
      { players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Test Stone', controller: 'alice' }, { card: 'Island', controller: 'alice' }], turn: ALICE_MAIN },
      cards,
    );
    const { actor, payable } = atPayment(game, 'test-stone');
    expect(payable).toBe(true);
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcomeOf(actor.getSnapshot())).toBe('activated');
    const after = actor.getSnapshot().context.game;
    expect(after.battlefield.map((p) => [p.id, p.tapped])).toEqual([['island', true]]);
    expect(after.players[0]!.graveyard.map((c) => c.id)).toEqual(['test-stone']);
  });

  it("601.2g–h: a card discarded for its own cost (cycling) can't also be exiled from the hand for mana", () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Test Guide'] }, { id: 'bob' }], turn: ALICE_MAIN }, cards);
    const { actor, payable } = atPayment(game, 'test-guide');
    expect(payable).toBe(false);
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcomeOf(actor.getSnapshot())).toBe('illegal');
    expect(actor.getSnapshot().context.game).toEqual(game);
  });
});
