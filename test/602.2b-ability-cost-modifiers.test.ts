/**
 * CR 602.2b, 601.2f: static abilities that change what activated abilities cost: Training
 * Grounds ("activated abilities of creatures you control cost {2} less … can't reduce the
 * mana in that cost to less than one mana"), Zirda ("abilities you activate that aren't mana
 * abilities"), Suppression Field ("cost {2} more unless they're mana abilities") and Tithe
 * Taker (opponents' abilities and spells, during your turn). Increases come first, then
 * reductions (601.2f); mana abilities are untouched.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { BUILT_IN_CARDS, CardLibraryError, createCardLibrary } from '../src/cards/library.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { printManaAmount } from '../src/mana/print.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, PlayerId } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, lockedMana } from './cast-helpers.js';
import { cast, castWith } from './cost-fixtures.js';

const BOB_MAIN = { activePlayer: BOB, phase: 'precombatMain' } as const;

function board(battlefield: object[], turn: object = ALICE_MAIN, priority: PlayerId = ALICE, hands: Record<string, string[]> = {}): GameState {
  return gameOf({ players: [{ id: ALICE, hand: hands[ALICE] ?? [] }, { id: BOB, hand: hands[BOB] ?? [] }], turn, priority, battlefield } as never, BUILT_IN_CARDS);
}
function run(game: GameState, events: CastEventInput[]) {
  const actor = createActor(activationMachine, { input: { game, cards: BUILT_IN_CARDS } }).start();
  for (const event of events) {
    const refusal = dispatch(actor, event);
    if (refusal) throw new Error(`${event.type} refused: ${refusal.rule} ${refusal.message}`);
  }
  const context = actor.getSnapshot().context;
  return { outcome: outcomeOf(actor.getSnapshot()), game: context.game, refusal: context.refusal, mana: context.lockedCost ? printManaAmount(context.lockedCost.mana) : null };
}
const activate = (source: string, ability = 0, player: PlayerId = ALICE): CastEventInput => ({ type: 'ACTIVATE', player, source, ability });
const targets = (ids: string[], player: PlayerId = ALICE): CastEventInput => ({ type: 'CHOOSE_TARGETS', player, targets: [ids] });
const x = (n: number): CastEventInput => ({ type: 'ANNOUNCE_X', player: ALICE, x: n });
const mine = (card: string, id: string, extra: object = {}) => ({ card, id, controller: ALICE, ...extra });
const bobs = (card: string, id: string) => ({ card, id, controller: BOB });

describe('602.2b: Training Grounds', () => {
  it("602.2b: Troll Ascetic's {1}{G} costs {G}; Cruel Sadist's {2}{B} costs {B}: never below one mana", () => {
    expect(run(board([mine('Training Grounds', 'tg'), mine('Troll Ascetic', 'troll')]), [activate('troll')]).mana).toBe('{G}');
    const sadist = board([mine('Training Grounds', 'tg'), mine('Cruel Sadist', 'sadist', { counters: { '+1/+1': 1 } }), bobs('Grizzly Bears', 'bears')]);
    expect(run(sadist, [activate('sadist', 1), x(1), targets(['bears'])]).mana).toBe('{B}');
  });

  it("602.2b: it reduces only abilities of its controller's creatures: Icy Manipulator (an artifact) and Bob's Troll Ascetic pay in full", () => {
    expect(run(board([mine('Training Grounds', 'tg'), mine('Icy Manipulator', 'icy'), bobs('Grizzly Bears', 'bears')]), [activate('icy'), targets(['bears'])]).mana).toBe('{1}');
    expect(run(board([bobs('Training Grounds', 'tg'), mine('Troll Ascetic', 'troll')]), [activate('troll')]).mana).toBe('{1}{G}');
  });

  it("601.2f: with Suppression Field, the increase comes first: Troll Ascetic's {1}{G} + {2} − {2} costs {1}{G}", () => {
    expect(run(board([mine('Training Grounds', 'tg'), bobs('Suppression Field', 'sf'), mine('Troll Ascetic', 'troll')]), [activate('troll')]).mana).toBe('{1}{G}');
  });
});

describe('602.2b: Zirda, the Dawnwaker', () => {
  it("602.2b: Chamber Sentry's {X} with X 3 costs {1}; Icy Manipulator's {1} stays {1}; Bob's abilities are untouched", () => {
    const sentry = board([mine('Zirda, the Dawnwaker', 'zirda'), mine('Chamber Sentry', 'sentry', { counters: { '+1/+1': 3 } })]);
    expect(run(sentry, [activate('sentry'), x(3), targets([BOB])]).mana).toBe('{1}');
    expect(run(board([mine('Zirda, the Dawnwaker', 'zirda'), mine('Icy Manipulator', 'icy'), bobs('Grizzly Bears', 'bears')]), [activate('icy'), targets(['bears'])]).mana).toBe('{1}');
    const theirs = board([mine('Zirda, the Dawnwaker', 'zirda'), bobs('Chamber Sentry', 'sentry')], BOB_MAIN, BOB);
    expect(run(theirs, [activate('sentry', 0, BOB), { type: 'ANNOUNCE_X', player: BOB, x: 0 }, targets([ALICE], BOB)]).mana).toBe('{0}');
  });
});

describe('602.2b: Suppression Field', () => {
  it('602.2b: Prodigal Pyromancer ({T}) costs {2} more for either player, and is paid with two Forests', () => {
    const game = board([bobs('Suppression Field', 'sf'), mine('Prodigal Pyromancer', 'pyro'), mine('Forest', 'f1'), mine('Forest', 'f2')]);
    const paid = run(game, [activate('pyro'), targets([BOB]), { type: 'PAY', player: ALICE, mana: 'auto' }]);
    expect(paid.mana).toBe('{2}');
    expect(paid.outcome).toBe('activated');
  });

  it('602.2b, 733: with one Forest the increased cost can\'t be paid, and the activation is reversed exactly', () => {
    const game = board([mine('Suppression Field', 'sf'), mine('Prodigal Pyromancer', 'pyro'), mine('Forest', 'f1')]);
    const unpaid = run(game, [activate('pyro'), targets([BOB]), { type: 'PAY', player: ALICE, mana: 'auto' }]);
    expect(unpaid.outcome).toBe('illegal');
    expect(unpaid.game).toEqual(game);
  });

  it('605.3: mana abilities are untouched: Llanowar Elves still taps for {G} to pay for a spell', () => {
    const game = board([mine('Suppression Field', 'sf'), mine('Llanowar Elves', 'elves'), mine('Forest', 'f1')], ALICE_MAIN, ALICE, { [ALICE]: ['Grizzly Bears'] });
    const actor = castWith(game, [cast(game.players[0]!.hand[0]!.id), { type: 'PAY', player: ALICE, mana: 'auto' }], BUILT_IN_CARDS);
    expect(outcomeOf(actor.getSnapshot())).toBe('cast');
  });
});

describe("602.2b, 601.2f: Tithe Taker (during its controller's turn)", () => {
  it("602.2b: during Alice's turn Bob's Prodigal Pyromancer costs {1} and his Lightning Bolt {1}{R}; during his own turn, neither", () => {
    const aliceTurn = board([mine('Tithe Taker', 'tithe'), bobs('Prodigal Pyromancer', 'pyro')], ALICE_MAIN, BOB, { [BOB]: ['Lightning Bolt'] });
    expect(run(aliceTurn, [activate('pyro', 0, BOB), targets([ALICE], BOB)]).mana).toBe('{1}');
    const bolt = castWith(aliceTurn, [{ type: 'CAST', player: BOB, card: aliceTurn.players[1]!.hand[0]!.id }, targets([ALICE], BOB)], BUILT_IN_CARDS);
    expect(lockedMana(bolt)).toBe('{1}{R}');
    const bobTurn = board([mine('Tithe Taker', 'tithe'), bobs('Prodigal Pyromancer', 'pyro')], BOB_MAIN, BOB);
    expect(run(bobTurn, [activate('pyro', 0, BOB), targets([ALICE], BOB)]).mana).toBe('{0}');
  });
});

describe('602.2b: the format', () => {
  it("602.2b: an increase that doesn't say exceptMana is refused at load time: mana abilities' costs aren't changed (605.3)", () => {
    const gloom = { name: 'Gloom', manaCost: '{2}{B}', types: ['Enchantment'], costModifiers: [{ change: 'increase', mana: '{3}', abilities: { controller: 'any', types: ['Enchantment'], colors: ['W'] } }] };
    expect(() => createCardLibrary([gloom])).toThrow(CardLibraryError);
    expect(() => createCardLibrary([gloom])).toThrow(/costModifiers/);
  });

  it('602.2b: the cards say what they change', () => {
    expect(modelledFeatures(BUILT_IN_CARDS['Training Grounds']!)).toContain('602.2b reduction: activated abilities of creatures its controller activates cost {2} less, not below 1 mana');
    expect(modelledFeatures(BUILT_IN_CARDS['Suppression Field']!)).toContain('cost {2} more, unless they are mana abilities');
  });
});
