/**
 * CR 702.122 crew N ("tap any number of untapped creatures you control with total power N
 * or more") and CR 702.6 equip ("attach to target creature you control; equip only as a
 * sorcery"), as activated abilities with their costs: Renegade Freighter, Smuggler's Copter,
 * Cultivator's Caravan; Bonesplitter, Short Sword, Swiftfoot Boots.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { paymentOptions } from '../src/casting/options.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { modelledFeatures } from '../src/cards/describe.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { setTapped } from '../src/game/update.js';
import { ALICE, BOB, permanent } from './cast-helpers.js';

function board(battlefield: object[], turn: object = ALICE_MAIN, stack: object[] = []): GameState {
  return gameOf({ players: [{ id: ALICE }, { id: BOB }], turn, battlefield, stack } as never, BUILT_IN_CARDS);
}
function run(game: GameState, events: CastEventInput[]) {
  const actor = createActor(activationMachine, { input: { game, cards: BUILT_IN_CARDS } }).start();
  const refusals = events.map((event) => dispatch(actor, event));
  return { actor, refusals, outcome: outcomeOf(actor.getSnapshot()), game: actor.getSnapshot().context.game, refusal: actor.getSnapshot().context.refusal };
}
const activate = (source: string, ability = 0): CastEventInput => ({ type: 'ACTIVATE', player: ALICE, source, ability });
const pay = (payment: object = {}): CastEventInput => ({ type: 'PAY', player: ALICE, ...payment }) as CastEventInput;
const mine = (card: string, id: string, extra: object = {}) => ({ card, id, controller: ALICE, ...extra });

describe('702.122: crew N', () => {
  it('702.122: Renegade Freighter crews 2 with Grizzly Bears: the bears tap, the Vehicle stays untapped', () => {
    const game = board([mine('Renegade Freighter', 'freighter'), mine('Grizzly Bears', 'bears')]);
    const { outcome, game: after } = run(game, [activate('freighter'), pay({ tapPower: ['bears'] })]);
    expect(outcome).toBe('activated');
    expect(permanent(after, 'bears').tapped).toBe(true);
    expect(permanent(after, 'freighter').tapped).toBe(false);
  });

  it('702.122, 302.6: a creature that came under its controller\'s control this turn may crew: tapping it is not {T}', () => {
    const game = board([mine("Smuggler's Copter", 'copter'), mine('Memnite', 'memnite', { summoningSick: true })]);
    expect(run(game, [activate('copter'), pay({ tapPower: ['memnite'] })]).outcome).toBe('activated');
  });

  it('702.122: any number of creatures may crew: two 1/1s crew 2, and naming more power than needed is fine', () => {
    const game = board([mine('Renegade Freighter', 'freighter'), mine('Memnite', 'm1'), mine('Memnite', 'm2'), mine('Hill Giant', 'giant')]);
    expect(run(game, [activate('freighter'), pay({ tapPower: ['m1', 'm2'] })]).outcome).toBe('activated');
    expect(run(game, [activate('freighter'), pay({ tapPower: ['m1', 'giant'] })]).outcome).toBe('activated');
  });

  it('702.122, 733: creatures named with too little power are refused and the activation reversed exactly', () => {
    const game = board([mine('Renegade Freighter', 'freighter'), mine('Memnite', 'm1'), mine('Memnite', 'm2')]);
    const short = run(game, [activate('freighter'), pay({ tapPower: ['m1'] })]);
    expect(short.outcome).toBe('illegal');
    expect(short.refusal).toMatchObject({ rule: '702.122', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expect(short.game).toEqual(game);
  });

  it('702.122: thirty creatures named to crew on a board of sixty permanents tap, and only they; one of bob\'s among them is refused', () => {
    const creatures = Array.from({ length: 30 }, (_, i) => mine('Memnite', `m${i}`));
    const others = Array.from({ length: 29 }, (_, i) => ({ card: 'Grizzly Bears', id: `bob${i}`, controller: BOB }));
    const game = board([mine('Renegade Freighter', 'freighter'), ...creatures, ...others]);
    const named = creatures.map((c) => c.id);
    const crewed = run(game, [activate('freighter'), pay({ tapPower: named })]);
    expect(crewed.outcome).toBe('activated');
    expect(crewed.game.battlefield.filter((p) => p.tapped).map((p) => p.id)).toEqual(named);
    const wrong = run(game, [activate('freighter'), pay({ tapPower: [...named.slice(0, 20), 'bob7'] })]);
    expect(wrong.refusal).toMatchObject({ rule: '702.122', message: '"bob7" isn\'t an untapped creature alice controls, so it can\'t crew' });
    expect(wrong.game).toEqual(game);
  });

  it("702.122: tapped creatures and an opponent's creatures can't crew; with too little power the cost is unpayable", () => {
    const game = board([mine('Renegade Freighter', 'freighter'), mine('Memnite', 'm1'), mine('Grizzly Bears', 'tapped', { tapped: true }), { card: 'Hill Giant', id: 'bobs', controller: BOB }]);
    const tapped = run(game, [activate('freighter'), pay({ tapPower: ['m1', 'tapped'] })]);
    expect(tapped.refusal).toMatchObject({ rule: '702.122', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expect(tapped.game).toEqual(game);
    const theirs = run(game, [activate('freighter'), pay({ tapPower: ['bobs'] })]);
    expect(theirs.outcome).toBe('illegal');
    const none = run(game, [activate('freighter'), pay()]);
    expect(none.refusal).toMatchObject({ rule: '702.122', code: 'UNPAYABLE_COST' });
    expect(none.game).toEqual(game);
  });

  it("702.122: the payment options name crew's field, its power and the creatures that could crew; 'payable' sees their total power", () => {
    const game = board([mine("Cultivator's Caravan", 'caravan'), mine('Grizzly Bears', 'bears'), mine('Memnite', 'memnite')]);
    const { actor } = run(game, [activate('caravan', 0)]);
    const context = actor.getSnapshot().context;
    const options = paymentOptions(context.game, BUILT_IN_CARDS, ALICE, context.lockedCost!, "Cultivator's Caravan", 'caravan');
    expect(options.actions).toEqual([{ field: 'tapPower', part: 'tap untapped creatures you control with total power 3 or more', count: null, power: 3, candidates: ['bears', 'memnite'] }]);
    expect(options.payable).toBe(true);
    const weak = board([mine("Cultivator's Caravan", 'caravan'), mine('Memnite', 'memnite')]);
    const ctx2 = run(weak, [activate('caravan', 0)]).actor.getSnapshot().context;
    expect(paymentOptions(ctx2.game, BUILT_IN_CARDS, ALICE, ctx2.lockedCost!, "Cultivator's Caravan", 'caravan').payable).toBe(false);
  });

  it('601.2h, 702.122: crew costs no mana, so creatures that are also mana sources crew, and only their power counts', () => {
    // Every creature is a mana source and there is no land: crew asks nothing of the mana sources.
    const elves = board([mine('Renegade Freighter', 'freighter'), mine('Llanowar Elves', 'elves-1'), mine('Llanowar Elves', 'elves-2')]);
    expect(legalActions(elves, BUILT_IN_CARDS, ALICE).activations.find((a) => a.event.source === 'freighter')).toMatchObject({ refusal: null });
    expect(run(elves, [activate('freighter'), pay({ tapPower: ['elves-1', 'elves-2'] })]).outcome).toBe('activated');
    // A 1/1 and a 0/1 make power 1, short of crew 2.
    const short = board([mine('Renegade Freighter', 'freighter'), mine('Llanowar Elves', 'elves-1'), mine('Birds of Paradise', 'birds')]);
    expect(legalActions(short, BUILT_IN_CARDS, ALICE).activations.find((a) => a.event.source === 'freighter')).toMatchObject({ refusal: { rule: '601.2h', code: 'UNPAYABLE_COST' } });
  });

  it('702.122, 604.3: crew reads each creature\'s power in the game asked about: a power counted from the hand, on one battlefield with two hands', () => {
    // A 0/1 whose power is the number of cards in its controller's hand (a characteristic-defining ability).
    const library = libraryWith({ name: 'Test Hoarder', manaCost: '{1}', types: ['Creature'], power: { count: { zone: 'hand' } }, toughness: 1 });
    const crewable = (hand: string[]) => gameOf({ players: [{ id: ALICE, hand }, { id: BOB }], turn: ALICE_MAIN, battlefield: [mine('Renegade Freighter', 'freighter'), mine('Test Hoarder', 'hoarder')] } as never, library);
    const freighter = (game: GameState) => legalActions(game, library, ALICE).activations.find((a) => a.event.source === 'freighter');
    const one = crewable(['Island']);
    expect(freighter(one)).toMatchObject({ refusal: { code: 'UNPAYABLE_COST' } });
    // The same battlefield array with two cards in hand: power 2 crews.
    const two = { ...one, players: crewable(['Island', 'Forest']).players };
    expect(two.battlefield).toBe(one.battlefield);
    expect(freighter(two)).toMatchObject({ refusal: null });
    // The Hoarder tapped (a new battlefield, the same hands) can't crew.
    expect(freighter(setTapped(two, 'hoarder', true))).toMatchObject({ refusal: { code: 'UNPAYABLE_COST' } });
    expect(freighter(one)).toMatchObject({ refusal: { code: 'UNPAYABLE_COST' } });
  });

  it('702.122: the card says crew in words', () => {
    expect(modelledFeatures(BUILT_IN_CARDS['Renegade Freighter']!)).toContain('tap untapped creatures you control with total power 2 or more');
  });
});

describe('702.6: equip', () => {
  it('702.6a: Bonesplitter equips a creature its controller controls, paying {1}', () => {
    const game = board([mine('Bonesplitter', 'splitter'), mine('Grizzly Bears', 'bears'), mine('Mountain', 'mountain')]);
    const { outcome, game: after } = run(game, [activate('splitter'), { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['bears']] }, pay()]);
    expect(outcome).toBe('activated');
    expect(permanent(after, 'mountain').tapped).toBe(true);
  });

  it("702.6a, 601.2c: Short Sword can't target an opponent's creature", () => {
    const game = board([mine('Short Sword', 'sword'), mine('Memnite', 'memnite'), { card: 'Grizzly Bears', id: 'bobs', controller: BOB }, mine('Mountain', 'mountain')]);
    const { refusals } = run(game, [activate('sword'), { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['bobs']] }]);
    expect(refusals[1]).toMatchObject({ code: "ILLEGAL_TARGET" });
  });

  it('702.6a, 602.5d: equip only as a sorcery: Swiftfoot Boots can\'t equip on an opponent\'s turn or with a spell on the stack', () => {
    const battlefield = [mine('Swiftfoot Boots', 'boots'), mine('Grizzly Bears', 'bears'), mine('Mountain', 'mountain')];
    const theirTurn = run(gameOf({ players: [{ id: ALICE }, { id: BOB }], turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE, battlefield } as never, BUILT_IN_CARDS), [activate('boots')]);
    expect(theirTurn.outcome).toBe('prohibited');
    expect(theirTurn.refusal).toMatchObject({ rule: '602.5d' });
    const withStack = run(board(battlefield, ALICE_MAIN, [{ card: 'Shock', id: 'shock', controller: BOB, targets: [[ALICE]] }]), [activate('boots')]);
    expect(withStack.outcome).toBe('prohibited');
    expect(withStack.refusal).toMatchObject({ rule: '602.5d' });
  });
});
