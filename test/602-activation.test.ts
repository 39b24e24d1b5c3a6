/**
 * CR 602: activating abilities with the activation chart, card by card: 602.2a (the ability
 * is put on the stack as an object that is not a card, controlled by its activator; its
 * source stays where it is), 602.2 (who may activate), 602.5a–d (prohibitions: {T}/{Q} and
 * summoning sickness, once each turn, only as a sorcery), 606 (loyalty abilities), the
 * activation costs (sacrifice, exile from the graveyard, {Q}, loyalty counters), Angel of
 * Jubilation's restrictions, 117.1 priority, and CR 733: after every illegal activation the
 * game deep-equals the game before ACTIVATE.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { activationMachine, type ActivationMachine } from '../machines/activation.js';
import type { ChartContext } from '../machines/context.js';
import { dispatch } from '../machines/dispatch.js';
import type { Outcome } from '../machines/context.js';
import { outcomeOf, statePath } from '../machines/reading.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { AbilityOnStack, GameState, PlayerId } from '../src/game/state.js';
import type { Refusal } from '../src/core/refusal.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, permanent, player } from './cast-helpers.js';
import { players } from './step-fixtures.js';

type ActivationActor = Actor<ActivationMachine>;
type Spec = Partial<GameSpecInput>;

/** A game with Alice and Bob in Alice's precombat main phase, Alice holding priority, plus `spec`. */
function game(spec: Spec = {}): GameState {
  return gameOf({ players: players(), turn: ALICE_MAIN, ...spec });
}

function activator(state: GameState): ActivationActor {
  return createActor(activationMachine, { input: { game: state, cards: BUILT_IN_CARDS } }).start();
}

/** Sends an event the chart must accept. */
function accept(actor: ActivationActor, event: CastEventInput): void {
  const refusal = dispatch(actor, event);
  if (refusal !== null) throw new Error(`${event.type} was refused: ${refusal.rule} ${refusal.code}: ${refusal.message}`);
}

/** Sends an event the chart must refuse; the game is unchanged. */
function refuse(actor: ActivationActor, event: CastEventInput): Refusal {
  const before = ctx(actor).game;
  const refusal = dispatch(actor, event);
  if (refusal === null) throw new Error(`${event.type} was accepted`);
  expect(ctx(actor).game).toBe(before);
  return refusal;
}

const ctx = (actor: ActivationActor): ChartContext => actor.getSnapshot().context;
const outcome = (actor: ActivationActor): Outcome => outcomeOf(actor.getSnapshot());
const where = (actor: ActivationActor): string => statePath(actor.getSnapshot());

/** Runs the events in order, each of which must be accepted, and returns the actor. */
function run(state: GameState, events: readonly CastEventInput[]): ActivationActor {
  const actor = activator(state);
  for (const event of events) accept(actor, event);
  return actor;
}

/** ACTIVATE; if the chart refuses to begin, the activation is prohibited and the game is untouched. */
function prohibited(state: GameState, player: PlayerId, source: string, ability = 0): Refusal {
  const actor = run(state, [{ type: 'ACTIVATE', player, source, ability }]);
  expect(outcome(actor)).toBe('prohibited');
  expect(ctx(actor).game).toBe(state);
  expect(ctx(actor).refusal).not.toBeNull();
  return ctx(actor).refusal!;
}

/** ACTIVATE is refused at once (CR 117.1: who may act comes first; 400.2: a hidden card is as none); the chart still waits. */
function refusedAtOnce(state: GameState, player: PlayerId, source: string, ability = 0): Refusal {
  const actor = createActor(activationMachine, { input: { game: state } }).start();
  const refusal = dispatch(actor, { type: 'ACTIVATE', player, source, ability });
  expect(refusal).not.toBeNull();
  expect(actor.getSnapshot().value).toBe('idle');
  expect(ctx(actor).game).toBe(state);
  return refusal!;
}

/** The events end the activation as illegal; CR 733: the game deep-equals the game before ACTIVATE. */
function illegal(state: GameState, events: readonly CastEventInput[]): Refusal {
  const actor = run(state, events);
  expect(outcome(actor)).toBe('illegal');
  expect(ctx(actor).game).toEqual(state);
  expect(ctx(actor).refusal).not.toBeNull();
  return ctx(actor).refusal!;
}

/** The activated ability on top of the stack once the activation is done. */
function activated(actor: ActivationActor): AbilityOnStack {
  expect(outcome(actor)).toBe('activated');
  const top = ctx(actor).game.stack.at(-1);
  if (top?.kind !== 'ability') throw new Error('no ability on top of the stack');
  return top;
}

const activate = (source: string, ability = 0, player: PlayerId = ALICE): CastEventInput => ({ type: 'ACTIVATE', player, source, ability });
const targets = (...chosen: string[][]): CastEventInput => ({ type: 'CHOOSE_TARGETS', player: ALICE, targets: chosen });
const pay = (payment: Partial<Extract<CastEventInput, { type: 'PAY' }>> = {}, by: PlayerId = ALICE): CastEventInput => ({ type: 'PAY', player: by, ...payment });

const bears = (controller: PlayerId, extra: object = {}) => ({ card: 'Grizzly Bears', controller, ...extra });

describe('602.2a: the ability is put on the stack as an object that is not a card', () => {
  it.each(['Prodigal Pyromancer', 'Prodigal Sorcerer'])('602.2a: %s: {T}: 1 damage to any target — an ability object controlled by its activator; the source stays on the battlefield', (name) => {
    const id = name.toLowerCase().replace(' ', '-');
    const state = game({ battlefield: [{ card: name, controller: ALICE }, bears(BOB)] });
    const actor = run(state, [activate(id)]);
    // CR 602.2a: created on the stack at once, before its targets are chosen.
    expect(where(actor)).toBe('activating.targeting');
    expect(ctx(actor).game.stack).toHaveLength(1);
    expect(ctx(actor).game.battlefield.map((p) => p.id)).toEqual([id, 'grizzly-bears']);
    accept(actor, targets(['grizzly-bears']));
    accept(actor, pay());
    const ability = activated(actor);
    expect(ability).toEqual({
      kind: 'ability',
      id: ability.id,
      card: name,
      source: id,
      ability: 0,
      controller: ALICE,
      choices: expect.objectContaining({ targets: [['grizzly-bears']] }),
    });
    expect(ability).not.toHaveProperty('owner'); // CR 113.7: not a card, so it has no owner
    expect(ability.id).not.toBe(id);
    const after = ctx(actor).game;
    expect(permanent(after, id)).toMatchObject({ tapped: true, controller: ALICE });
    expect(after.stack).toHaveLength(1);
    expect(after.priority).toBe(ALICE);
  });

  it.each(['Prodigal Pyromancer', 'Prodigal Sorcerer'])('602.2a, 115.4: %s may target a player, a planeswalker or a creature, not a land', (name) => {
    const id = name.toLowerCase().replace(' ', '-');
    const state = game({ battlefield: [{ card: name, controller: ALICE }, { card: 'Jace Beleren', controller: BOB, counters: { loyalty: 3 } }, { card: 'Forest', controller: BOB }] });
    for (const target of [BOB, ALICE, 'jace-beleren', id]) {
      expect(activated(run(state, [activate(id), targets([target]), pay()])).choices.targets).toEqual([[target]]);
    }
    const actor = run(state, [activate(id)]);
    expect(refuse(actor, targets(['forest']))).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
  });

  it("602.2a: an ability isn't a spell: its activation cost isn't changed by spells' cost changers (Thalia, Sphere of Resistance)", () => {
    const state = game({ battlefield: [{ card: 'Shivan Dragon', controller: ALICE }, { card: 'Sphere of Resistance', controller: BOB }, { card: 'Thalia, Guardian of Thraben', controller: BOB }, { card: 'Mountain', controller: ALICE }] });
    const actor = run(state, [activate('shivan-dragon'), pay()]);
    activated(actor);
    expect(ctx(actor).lockedCost?.mana).toMatchObject({ R: 1, generic: 0 });
  });

  it('602.2a: activating from the hand (cycling Lonely Sandbar): the ability goes on the stack, {U} is paid and the card is discarded', () => {
    const state = game({ players: players({ hand: ['Lonely Sandbar'] }), battlefield: [{ card: 'Island', controller: ALICE }] });
    const actor = run(state, [activate('lonely-sandbar'), pay()]);
    const ability = activated(actor);
    expect(ability).toMatchObject({ kind: 'ability', card: 'Lonely Sandbar', source: 'lonely-sandbar', controller: ALICE, revealed: 'lonely-sandbar' });
    expect(permanent(ctx(actor).game, 'island').tapped).toBe(true);
    // Cycling's cost discards the card (CR 702.29a).
    expect(player(ctx(actor).game, ALICE).hand.map((c) => c.id)).toEqual([]);
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['lonely-sandbar']);
  });

  it("602.5: cycling is activated from the hand only, not from the battlefield; a card in another player's hand or a library is hidden, so to the activator it doesn't exist (400.2)", () => {
    const onBattlefield = game({ battlefield: [{ card: 'Lonely Sandbar', controller: ALICE }, { card: 'Island', controller: ALICE }] });
    expect(prohibited(onBattlefield, ALICE, 'lonely-sandbar')).toMatchObject({ rule: '602.5', code: 'PROHIBITED' });
    const inHand = game({ players: players({ hand: ['Lonely Sandbar'] }), battlefield: [{ card: 'Island', controller: BOB }], priority: BOB });
    expect(refusedAtOnce(inHand, BOB, 'lonely-sandbar')).toEqual({ rule: '602.2a', code: 'BAD_PAYLOAD', message: 'there is no object "lonely-sandbar" in this game' });
    const inLibrary = game({ players: players({ library: ['Lonely Sandbar'] }), battlefield: [{ card: 'Island', controller: ALICE }] });
    expect(refusedAtOnce(inLibrary, ALICE, 'lonely-sandbar')).toEqual({ rule: '602.2a', code: 'BAD_PAYLOAD', message: 'there is no object "lonely-sandbar" in this game' });
  });

  it("602.5: cycling without the {U} to pay is begun but can't be paid; CR 733 restores the game", () => {
    const state = game({ players: players({ hand: ['Lonely Sandbar'] }), battlefield: [{ card: 'Forest', controller: ALICE }] });
    expect(illegal(state, [activate('lonely-sandbar'), pay()])).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
  });

  it('602.2a: a card with several abilities: the number in ACTIVATE picks one; a number it lacks is bad input, refused before anything begins (as CAST of a card not in the game)', () => {
    const state = game({ battlefield: [{ card: 'Jace Beleren', controller: ALICE, counters: { loyalty: 3 } }] });
    expect(activated(run(state, [activate('jace-beleren', 1), targets([BOB]), pay()]))).toMatchObject({ ability: 1, card: 'Jace Beleren' });
    const jace = activator(state);
    expect(refuse(jace, activate('jace-beleren', 3))).toMatchObject({ rule: '602.2a', code: 'BAD_PAYLOAD', message: 'Jace Beleren has no activated ability number 3' });
    expect(where(jace)).toBe('idle');
    const vanilla = activator(game({ battlefield: [bears(ALICE)] }));
    expect(refuse(vanilla, activate('grizzly-bears'))).toMatchObject({ rule: '602.2a', code: 'BAD_PAYLOAD', message: 'Grizzly Bears has no activated ability number 0' });
  });
});

describe('602.2: only the controller may activate, unless the ability says otherwise', () => {
  it("602.2: Bob, holding priority, can't activate Alice's Prodigal Pyromancer, Goblin Bombardment or Icy Manipulator", () => {
    const state = game({
      battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Goblin Bombardment', controller: ALICE }, { card: 'Icy Manipulator', controller: ALICE }, bears(BOB)],
      priority: BOB,
    });
    for (const source of ['prodigal-pyromancer', 'goblin-bombardment', 'icy-manipulator']) {
      expect(prohibited(state, BOB, source)).toMatchObject({ rule: '602.2', code: 'PROHIBITED' });
    }
  });

  it("602.2: Lethal Vapors' {0} ability may be activated by any player: Bob activates Alice's, and controls the ability", () => {
    const state = game({ battlefield: [{ card: 'Lethal Vapors', controller: ALICE }], turn: { activePlayer: ALICE, phase: 'combat', step: 'declareAttackers' }, priority: BOB });
    const actor = run(state, [activate('lethal-vapors', 0, BOB), pay({}, BOB)]);
    const ability = activated(actor);
    expect(ability).toMatchObject({ source: 'lethal-vapors', controller: BOB, card: 'Lethal Vapors' });
    expect(permanent(ctx(actor).game, 'lethal-vapors').controller).toBe(ALICE);
    expect(ctx(actor).game.priority).toBe(BOB);
  });

  it('602.2, 118.5: Lethal Vapors: its controller may activate it too; {0} is paid by acknowledging it (PAY)', () => {
    const state = game({ battlefield: [{ card: 'Lethal Vapors', controller: ALICE }] });
    const actor = run(state, [activate('lethal-vapors')]);
    expect(where(actor)).toBe('activating.paying');
    accept(actor, pay());
    expect(activated(actor).controller).toBe(ALICE);
  });

  it("602.2: another player's PAY or CHOOSE_TARGETS during Alice's activation is refused (601.6 WRONG_PLAYER)", () => {
    const state = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }] });
    const actor = run(state, [activate('prodigal-pyromancer')]);
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: BOB, targets: [[ALICE]] })).toMatchObject({ code: 'WRONG_PLAYER' });
  });
});

describe('117.1: priority', () => {
  it.each([
    ['prodigal-pyromancer', 'Prodigal Pyromancer'],
    ['lethal-vapors', 'Lethal Vapors'],
    ['jace-beleren', 'Jace Beleren'],
  ])("117.1: %s: Alice can't activate without priority", (id, card) => {
    const state = game({ battlefield: [{ card, controller: ALICE, counters: { loyalty: 3 } }], priority: BOB });
    expect(refusedAtOnce(state, ALICE, id)).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
  });

  it("117.1: while nobody holds priority, nobody can activate, not even Lethal Vapors' 'any player'", () => {
    const state = game({ battlefield: [{ card: 'Lethal Vapors', controller: ALICE }], priority: null });
    expect(refusedAtOnce(state, ALICE, 'lethal-vapors')).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
    expect(refusedAtOnce(state, BOB, 'lethal-vapors')).toMatchObject({ rule: '117.1', code: 'NO_PRIORITY' });
  });

  it('117.1: an instant-speed ability may be activated with priority in an opponent\'s turn and on top of a spell', () => {
    const state = game({
      battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }],
      stack: [{ card: 'Divination', controller: BOB }],
      turn: { activePlayer: BOB, phase: 'combat', step: 'declareBlockers' },
      priority: ALICE,
    });
    const actor = run(state, [activate('prodigal-pyromancer'), targets([BOB]), pay()]);
    activated(actor);
    expect(ctx(actor).game.stack.map((s) => s.kind)).toEqual(['spell', 'ability']);
  });
});

describe('602.5a: {T} and {Q} abilities of creatures and summoning sickness (302.6)', () => {
  const sick = (card: string, controller: PlayerId = ALICE) => ({ card, controller, summoningSick: true });

  it("602.5a: a summoning-sick Prodigal Pyromancer can't activate its {T} ability", () => {
    const state = game({ battlefield: [sick('Prodigal Pyromancer')] });
    expect(prohibited(state, ALICE, 'prodigal-pyromancer')).toMatchObject({ rule: '602.5a', code: 'PROHIBITED' });
  });

  it.each(['Fervor', 'Concordant Crossroads'])('602.5a, 702.10: with %s, a summoning-sick Prodigal Pyromancer has haste and can activate', (enchantment) => {
    const state = game({ battlefield: [sick('Prodigal Pyromancer'), { card: enchantment, controller: ALICE }] });
    const actor = run(state, [activate('prodigal-pyromancer'), targets([BOB]), pay()]);
    expect(activated(actor).source).toBe('prodigal-pyromancer');
    expect(permanent(ctx(actor).game, 'prodigal-pyromancer').tapped).toBe(true);
  });

  it("602.5a: Fervor gives haste only to its controller's creatures; Concordant Crossroads to every creature", () => {
    const fervor = game({ battlefield: [sick('Prodigal Pyromancer'), { card: 'Fervor', controller: BOB }] });
    expect(prohibited(fervor, ALICE, 'prodigal-pyromancer')).toMatchObject({ rule: '602.5a', code: 'PROHIBITED' });
    const crossroads = game({ battlefield: [sick('Prodigal Pyromancer'), { card: 'Concordant Crossroads', controller: BOB }] });
    activated(run(crossroads, [activate('prodigal-pyromancer'), targets([BOB]), pay()]));
  });

  it.each([
    ['Prodigal Sorcerer', 'prodigal-sorcerer'],
    ['Royal Assassin', 'royal-assassin'],
    ['Shepherd of Rot', 'shepherd-of-rot'],
    ['Grim Lavamancer', 'grim-lavamancer'],
  ])("602.5a: a summoning-sick %s can't activate its {T} ability", (card, id) => {
    const state = game({ battlefield: [sick(card)] });
    expect(prohibited(state, ALICE, id)).toMatchObject({ rule: '602.5a', code: 'PROHIBITED' });
  });

  it('602.5a: Icy Manipulator is an artifact, not a creature: it can activate its {T} ability the turn it arrives', () => {
    const state = game({ battlefield: [sick('Icy Manipulator'), { card: 'Island', controller: ALICE }, { card: 'Forest', controller: BOB }] });
    const actor = run(state, [activate('icy-manipulator'), targets(['forest']), pay()]);
    expect(activated(actor).choices.targets).toEqual([['forest']]);
    expect(permanent(ctx(actor).game, 'icy-manipulator').tapped).toBe(true);
    expect(permanent(ctx(actor).game, 'island').tapped).toBe(true);
  });

  it('602.5a: abilities without {T} or {Q} work while summoning sick (Mogg Fanatic, Shivan Dragon, Rootwalla, Viscera Seer, Troll Ascetic)', () => {
    const state = game({
      players: players({ manaPool: ['R', 'G', 'G'] }),
      battlefield: [sick('Mogg Fanatic'), sick('Shivan Dragon'), sick('Rootwalla'), sick('Viscera Seer'), sick('Troll Ascetic')],
    });
    activated(run(state, [activate('mogg-fanatic'), targets([BOB]), pay()]));
    activated(run(state, [activate('shivan-dragon'), pay()]));
    activated(run(state, [activate('rootwalla'), pay()]));
    activated(run(state, [activate('troll-ascetic'), pay()]));
    activated(run(state, [activate('viscera-seer'), pay({ sacrifice: ['viscera-seer'] })]));
  });

  it('602.5a, 107.6: Order of Whiteclay: {Q} needs it tapped; tapped and not summoning sick, it untaps and returns a creature card with mana value 3 or less', () => {
    const state = game({
      players: players({ graveyard: ['Grizzly Bears', 'Hill Giant', 'Lightning Bolt'] }),
      battlefield: [{ card: 'Order of Whiteclay', controller: ALICE, tapped: true }, { card: 'Plains', controller: ALICE }, { card: 'Plains', controller: ALICE }, { card: 'Mountain', controller: ALICE }],
    });
    const actor = run(state, [activate('order-of-whiteclay'), targets(['grizzly-bears']), pay()]);
    expect(activated(actor).choices.targets).toEqual([['grizzly-bears']]);
    const after = ctx(actor).game;
    expect(permanent(after, 'order-of-whiteclay').tapped).toBe(false);
    // The target stays in the graveyard: the ability waits on the stack, nothing resolves.
    expect(player(after, ALICE).graveyard.map((c) => c.id)).toEqual(['grizzly-bears', 'hill-giant', 'lightning-bolt']);
  });

  it("602.5a, 107.6: Order of Whiteclay untapped can't pay {Q}: the activation ends illegal and the game is restored", () => {
    const state = game({
      players: players({ graveyard: ['Grizzly Bears'] }),
      battlefield: [{ card: 'Order of Whiteclay', controller: ALICE }, { card: 'Plains', controller: ALICE }, { card: 'Plains', controller: ALICE }, { card: 'Mountain', controller: ALICE }],
    });
    expect(illegal(state, [activate('order-of-whiteclay'), targets(['grizzly-bears']), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });

  it("602.5a: a summoning-sick Order of Whiteclay can't activate its {Q} ability, even tapped", () => {
    const state = game({ players: players({ graveyard: ['Grizzly Bears'] }), battlefield: [{ card: 'Order of Whiteclay', controller: ALICE, tapped: true, summoningSick: true }] });
    expect(prohibited(state, ALICE, 'order-of-whiteclay')).toMatchObject({ rule: '602.5a', code: 'PROHIBITED' });
  });

  it("601.2c: Order of Whiteclay's target is a creature card with mana value 3 or less in its controller's graveyard", () => {
    const state = game({
      players: players({ graveyard: ['Grizzly Bears', 'Hill Giant', 'Lightning Bolt', 'Ornithopter'] }, { graveyard: [{ card: 'Mogg Fanatic', id: 'bobs-fanatic' }] }),
      battlefield: [{ card: 'Order of Whiteclay', controller: ALICE, tapped: true }, { card: 'Memnite', controller: ALICE }, { card: 'Plains', controller: ALICE }],
    });
    for (const wrong of ['hill-giant', 'lightning-bolt', 'bobs-fanatic', 'memnite', BOB]) {
      const actor = run(state, [activate('order-of-whiteclay')]);
      expect(refuse(actor, targets([wrong]))).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    }
    // An artifact creature card with mana value 0 is a creature card.
    const actor = run(state, [activate('order-of-whiteclay')]);
    accept(actor, targets(['ornithopter']));
    expect(where(actor)).toBe('activating.activatingMana');
  });

  it('601.2c: with no creature card to return, Order of Whiteclay has no legal targets: illegal, the game restored', () => {
    const state = game({ players: players({ graveyard: ['Hill Giant', 'Lightning Bolt'] }), battlefield: [{ card: 'Order of Whiteclay', controller: ALICE, tapped: true }] });
    expect(illegal(state, [activate('order-of-whiteclay')])).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
  });
});

describe('602.2a, 601.2c: the targets of activated abilities', () => {
  it("Royal Assassin destroys target TAPPED creature: a tapped creature is legal, an untapped one isn't", () => {
    const state = game({ battlefield: [{ card: 'Royal Assassin', controller: ALICE }, bears(BOB, { tapped: true }), { card: 'Hill Giant', controller: BOB }] });
    expect(activated(run(state, [activate('royal-assassin'), targets(['grizzly-bears']), pay()])).choices.targets).toEqual([['grizzly-bears']]);
    const actor = run(state, [activate('royal-assassin')]);
    expect(refuse(actor, targets(['hill-giant']))).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(refuse(actor, targets([BOB]))).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
  });

  it('Royal Assassin with no tapped creature has no legal targets: illegal, the game restored', () => {
    const state = game({ battlefield: [{ card: 'Royal Assassin', controller: ALICE }, bears(BOB)] });
    expect(illegal(state, [activate('royal-assassin')])).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
  });

  it("Icy Manipulator taps target artifact, creature or land: not an enchantment, a player or a planeswalker", () => {
    const state = game({
      battlefield: [
        { card: 'Icy Manipulator', controller: ALICE },
        { card: 'Island', controller: ALICE },
        { card: 'Sol Ring', controller: BOB },
        bears(BOB),
        { card: 'Forest', controller: BOB },
        { card: 'Propaganda', controller: BOB },
        { card: 'Jace Beleren', controller: BOB, counters: { loyalty: 3 } },
      ],
    });
    for (const target of ['sol-ring', 'grizzly-bears', 'forest', 'icy-manipulator']) {
      expect(activated(run(state, [activate('icy-manipulator'), targets([target]), pay()])).choices.targets).toEqual([[target]]);
    }
    for (const wrong of ['propaganda', 'jace-beleren', BOB]) {
      expect(refuse(run(state, [activate('icy-manipulator')]), targets([wrong]))).toMatchObject({ code: 'ILLEGAL_TARGET' });
    }
  });

  it("Icy Manipulator without {1} to pay: illegal after the targets; CR 733 restores the game", () => {
    const state = game({ battlefield: [{ card: 'Icy Manipulator', controller: ALICE }, bears(BOB)] });
    expect(illegal(state, [activate('icy-manipulator'), targets(['grizzly-bears']), pay()])).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
  });

  it("702.11: Alice's Prodigal Pyromancer can't target Bob's hexproof Troll Ascetic; Alice's own Troll Ascetic may be targeted", () => {
    const state = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Troll Ascetic', controller: BOB }, { card: 'Troll Ascetic', id: 'my-troll', controller: ALICE }] });
    expect(refuse(run(state, [activate('prodigal-pyromancer')]), targets(['troll-ascetic']))).toMatchObject({ code: 'ILLEGAL_TARGET' });
    activated(run(state, [activate('prodigal-pyromancer'), targets(['my-troll']), pay()]));
  });

  it('Welding Jar: sacrifice it: regenerate target artifact (chosen before the cost is paid, so it may be itself)', () => {
    const state = game({ battlefield: [{ card: 'Welding Jar', controller: ALICE }, { card: 'Icy Manipulator', controller: BOB }, bears(ALICE)] });
    const actor = run(state, [activate('welding-jar'), targets(['icy-manipulator']), pay()]);
    expect(activated(actor)).toMatchObject({ source: 'welding-jar', choices: expect.objectContaining({ targets: [['icy-manipulator']] }) });
    expect(ctx(actor).game.battlefield.map((p) => p.id)).toEqual(['icy-manipulator', 'grizzly-bears']);
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['welding-jar']);
    activated(run(state, [activate('welding-jar'), targets(['welding-jar']), pay()]));
    expect(refuse(run(state, [activate('welding-jar')]), targets(['grizzly-bears']))).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it('Cabal Archon targets a player, not a creature', () => {
    const state = game({ battlefield: [{ card: 'Cabal Archon', controller: ALICE }, { card: 'Swamp', controller: ALICE }] });
    expect(refuse(run(state, [activate('cabal-archon')]), targets(['cabal-archon']))).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });
});

describe('602.5b: "Activate only once each turn"', () => {
  it('602.5b: Rootwalla: the first activation is fine; a second one the same turn is prohibited', () => {
    const state = game({ players: players({ manaPool: ['G', 'G', 'G', 'G'] }), battlefield: [{ card: 'Rootwalla', controller: ALICE }] });
    const first = run(state, [activate('rootwalla'), pay()]);
    activated(first);
    const afterFirst = ctx(first).game;
    expect(permanent(afterFirst, 'rootwalla').activatedThisTurn).toEqual([0]);
    expect(prohibited(afterFirst, ALICE, 'rootwalla')).toMatchObject({ rule: '602.5b', code: 'PROHIBITED' });
  });

  it('602.5b: a Rootwalla activation that ends illegal (unpaid) does not use up the turn\'s activation', () => {
    const state = game({ players: players({ manaPool: ['G'] }), battlefield: [{ card: 'Rootwalla', controller: ALICE }] });
    expect(illegal(state, [activate('rootwalla'), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
    expect(permanent(state, 'rootwalla').activatedThisTurn).toBeUndefined();
  });

  it('602.5b: the restriction is per object: a second Rootwalla may still activate', () => {
    const state = game({ players: players({ manaPool: ['G', 'G', 'G', 'G'] }), battlefield: [{ card: 'Rootwalla', controller: ALICE }, { card: 'Rootwalla', controller: ALICE }] });
    const first = run(state, [activate('rootwalla'), pay()]);
    activated(run(ctx(first).game, [activate('rootwalla-2'), pay()]));
  });

  it('602.5b: Shivan Dragon has no such restriction: {R} again and again', () => {
    const state = game({ players: players({ manaPool: ['R', 'R', 'R'] }), battlefield: [{ card: 'Shivan Dragon', controller: ALICE }] });
    let now = state;
    for (let i = 0; i < 3; i += 1) {
      const actor = run(now, [activate('shivan-dragon'), pay()]);
      activated(actor);
      now = ctx(actor).game;
    }
    expect(now.stack).toHaveLength(3);
    expect(now.stack.every((s) => s.kind === 'ability' && s.source === 'shivan-dragon')).toBe(true);
    expect(player(now, ALICE).manaPool).toEqual([]);
    expect(illegal(now, [activate('shivan-dragon'), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });
});

describe('602.5d: "Activate only as a sorcery" (equip)', () => {
  const equip = (spec: Spec) => game({ battlefield: [{ card: 'Bonesplitter', controller: ALICE }, bears(ALICE), { card: 'Hill Giant', controller: BOB }, { card: 'Mountain', controller: ALICE }], ...spec });

  it("602.5d: Bonesplitter's equip {1} in its controller's main phase with an empty stack, targeting a creature they control", () => {
    const actor = run(equip({}), [activate('bonesplitter'), targets(['grizzly-bears']), pay()]);
    expect(activated(actor).choices.targets).toEqual([['grizzly-bears']]);
    expect(permanent(ctx(actor).game, 'mountain').tapped).toBe(true);
  });

  it("601.2c: equip's target is a creature you control: not an opponent's creature", () => {
    expect(refuse(run(equip({}), [activate('bonesplitter')]), targets(['hill-giant']))).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
  });

  it("602.5d: equip can't be activated during combat, with a spell on the stack, or in an opponent's turn", () => {
    const combat = equip({ turn: { activePlayer: ALICE, phase: 'combat', step: 'declareAttackers' } });
    expect(prohibited(combat, ALICE, 'bonesplitter')).toMatchObject({ rule: '602.5d', code: 'SORCERY_TIMING' });
    const stacked = equip({ stack: [{ card: 'Divination', controller: BOB }] });
    expect(prohibited(stacked, ALICE, 'bonesplitter')).toMatchObject({ rule: '602.5d', code: 'SORCERY_TIMING' });
    const theirs = equip({ turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE });
    expect(prohibited(theirs, ALICE, 'bonesplitter')).toMatchObject({ rule: '602.5d', code: 'SORCERY_TIMING' });
  });

  it('602.5d: equip in the second main phase is fine', () => {
    activated(run(equip({ turn: { activePlayer: ALICE, phase: 'postcombatMain' } }), [activate('bonesplitter'), targets(['grizzly-bears']), pay()]));
  });
});

describe('602.2b, 601.2h: activation costs', () => {
  it('Mogg Fanatic: sacrifice it: the cost puts it into the graveyard; the ability still waits on the stack with its source named', () => {
    const state = game({ battlefield: [{ card: 'Mogg Fanatic', controller: ALICE }, { card: 'Blood Artist', controller: BOB }] });
    const actor = run(state, [activate('mogg-fanatic'), targets([BOB]), pay()]);
    expect(activated(actor)).toMatchObject({ source: 'mogg-fanatic', card: 'Mogg Fanatic', controller: ALICE });
    const after = ctx(actor).game;
    expect(after.battlefield.map((p) => p.id)).toEqual(['blood-artist']);
    expect(player(after, ALICE).graveyard.map((c) => c.id)).toEqual(['mogg-fanatic']);
    // The sacrifice is a death: Blood Artist triggers once the ability is activated.
    expect(ctx(actor).triggers).toEqual([expect.objectContaining({ source: 'blood-artist', controller: BOB })]);
  });

  it('Goblin Bombardment: sacrifice a creature — the creature named in PAY', () => {
    const state = game({ battlefield: [{ card: 'Goblin Bombardment', controller: ALICE }, bears(ALICE), { card: 'Forest', controller: ALICE }] });
    const actor = run(state, [activate('goblin-bombardment'), targets([BOB]), pay({ sacrifice: ['grizzly-bears'] })]);
    expect(activated(actor).source).toBe('goblin-bombardment');
    expect(ctx(actor).game.battlefield.map((p) => p.id)).toEqual(['goblin-bombardment', 'forest']);
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['grizzly-bears']);
  });

  it("Goblin Bombardment: a land isn't a creature; no creature at all is unpayable; each ends illegal with the game restored", () => {
    const state = game({ battlefield: [{ card: 'Goblin Bombardment', controller: ALICE }, bears(ALICE), { card: 'Forest', controller: ALICE }] });
    expect(illegal(state, [activate('goblin-bombardment'), targets([BOB]), pay({ sacrifice: ['forest'] })])).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expect(illegal(state, [activate('goblin-bombardment'), targets([BOB]), pay()])).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    const none = game({ battlefield: [{ card: 'Goblin Bombardment', controller: ALICE }, bears(BOB)] });
    expect(illegal(none, [activate('goblin-bombardment'), targets([BOB]), pay({ sacrifice: [] })])).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expect(illegal(none, [activate('goblin-bombardment'), targets([BOB]), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });

  it("Goblin Bombardment: Bob's creature can't be sacrificed to Alice's cost", () => {
    const state = game({ battlefield: [{ card: 'Goblin Bombardment', controller: ALICE }, bears(BOB)] });
    expect(illegal(state, [activate('goblin-bombardment'), targets([BOB]), pay({ sacrifice: ['grizzly-bears'] })])).toMatchObject({ rule: '601.2h' });
  });

  it('Zuran Orb: sacrifice a land: gain 2 life; a creature is not a land', () => {
    const state = game({ battlefield: [{ card: 'Zuran Orb', controller: ALICE }, { card: 'Forest', controller: ALICE }, bears(ALICE)] });
    const actor = run(state, [activate('zuran-orb'), pay({ sacrifice: ['forest'] })]);
    expect(activated(actor).source).toBe('zuran-orb');
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['forest']);
    expect(illegal(state, [activate('zuran-orb'), pay({ sacrifice: ['grizzly-bears'] })])).toMatchObject({ code: 'PAYMENT_DOES_NOT_COVER_COST' });
    const landless = game({ battlefield: [{ card: 'Zuran Orb', controller: ALICE }] });
    expect(illegal(landless, [activate('zuran-orb'), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });

  it('Grim Lavamancer: {R}, {T}, exile two cards from your graveyard: all three parts are paid', () => {
    const state = game({
      players: players({ graveyard: ['Lightning Bolt', 'Shock', 'Opt'] }),
      battlefield: [{ card: 'Grim Lavamancer', controller: ALICE }, { card: 'Mountain', controller: ALICE }],
    });
    const actor = run(state, [activate('grim-lavamancer'), targets([BOB]), pay({ exile: ['lightning-bolt', 'opt'] })]);
    expect(activated(actor).source).toBe('grim-lavamancer');
    const after = ctx(actor).game;
    expect(permanent(after, 'grim-lavamancer').tapped).toBe(true);
    expect(permanent(after, 'mountain').tapped).toBe(true);
    expect(player(after, ALICE).graveyard.map((c) => c.id)).toEqual(['shock']);
    expect(after.exile.map((c) => c.id)).toEqual(['lightning-bolt', 'opt']);
  });

  it("Grim Lavamancer: one card in the graveyard, a card from the hand, or Bob's graveyard can't pay; no {R} can't pay — illegal, the game restored", () => {
    const one = game({ players: players({ graveyard: ['Shock'], hand: ['Opt'] }), battlefield: [{ card: 'Grim Lavamancer', controller: ALICE }, { card: 'Mountain', controller: ALICE }] });
    expect(illegal(one, [activate('grim-lavamancer'), targets([BOB]), pay()])).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expect(illegal(one, [activate('grim-lavamancer'), targets([BOB]), pay({ exile: ['shock', 'opt'] })])).toMatchObject({ rule: '601.2h' });
    const theirs = game({
      players: players({ graveyard: ['Shock'] }, { graveyard: ['Opt'] }),
      battlefield: [{ card: 'Grim Lavamancer', controller: ALICE }, { card: 'Mountain', controller: ALICE }],
    });
    expect(illegal(theirs, [activate('grim-lavamancer'), targets([BOB]), pay({ exile: ['shock', 'opt'] })])).toMatchObject({ rule: '601.2h' });
    const noRed = game({ players: players({ graveyard: ['Shock', 'Opt'] }), battlefield: [{ card: 'Grim Lavamancer', controller: ALICE }, { card: 'Island', controller: ALICE }] });
    expect(illegal(noRed, [activate('grim-lavamancer'), targets([BOB]), pay({ exile: ['shock', 'opt'] })])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });

  it('Cabal Archon: {B}, sacrifice a Cleric: itself, or another Cleric (Shepherd of Rot); not a Bear', () => {
    const state = game({ battlefield: [{ card: 'Cabal Archon', controller: ALICE }, { card: 'Shepherd of Rot', controller: ALICE }, bears(ALICE), { card: 'Swamp', controller: ALICE }] });
    const itself = run(state, [activate('cabal-archon'), targets([BOB]), pay({ sacrifice: ['cabal-archon'] })]);
    expect(activated(itself)).toMatchObject({ source: 'cabal-archon', choices: expect.objectContaining({ targets: [[BOB]] }) });
    expect(player(ctx(itself).game, ALICE).graveyard.map((c) => c.id)).toEqual(['cabal-archon']);
    const other = run(state, [activate('cabal-archon'), targets([BOB]), pay({ sacrifice: ['shepherd-of-rot'] })]);
    activated(other);
    expect(permanent(ctx(other).game, 'swamp').tapped).toBe(true);
    expect(illegal(state, [activate('cabal-archon'), targets([BOB]), pay({ sacrifice: ['grizzly-bears'] })])).toMatchObject({ code: 'PAYMENT_DOES_NOT_COVER_COST' });
  });

  it('Viscera Seer: sacrifice a creature: scry 1 — any creature Alice controls, itself included', () => {
    const state = game({ battlefield: [{ card: 'Viscera Seer', controller: ALICE }, bears(ALICE)] });
    for (const victim of ['viscera-seer', 'grizzly-bears']) {
      const actor = run(state, [activate('viscera-seer'), pay({ sacrifice: [victim] })]);
      expect(activated(actor).source).toBe('viscera-seer');
      expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual([victim]);
    }
  });

  it('Shepherd of Rot: {T}: each player loses 1 life — no targets, only the tap', () => {
    const state = game({ battlefield: [{ card: 'Shepherd of Rot', controller: ALICE }] });
    const actor = run(state, [activate('shepherd-of-rot')]);
    expect(where(actor)).toBe('activating.paying');
    accept(actor, pay());
    expect(activated(actor).choices.targets).toEqual([]);
    expect(permanent(ctx(actor).game, 'shepherd-of-rot').tapped).toBe(true);
    expect(player(ctx(actor).game, ALICE).life).toBe(20);
  });

  it("Shepherd of Rot already tapped can't pay {T}: illegal, the game restored", () => {
    const state = game({ battlefield: [{ card: 'Shepherd of Rot', controller: ALICE, tapped: true }] });
    expect(illegal(state, [activate('shepherd-of-rot'), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });

  it('Troll Ascetic: {1}{G}: regenerate — paid with two lands', () => {
    const state = game({ battlefield: [{ card: 'Troll Ascetic', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Island', controller: ALICE }] });
    const actor = run(state, [activate('troll-ascetic'), pay()]);
    activated(actor);
    expect(ctx(actor).game.battlefield.filter((p) => p.tapped).map((p) => p.id)).toEqual(['forest', 'island']);
  });

  it('601.2g: mana abilities may be activated before paying; CANCEL then reverses them with the rest (CR 733)', () => {
    const state = game({ battlefield: [{ card: 'Icy Manipulator', controller: ALICE }, { card: 'Island', controller: ALICE }, bears(BOB)] });
    const actor = run(state, [activate('icy-manipulator'), targets(['grizzly-bears']), { type: 'ACTIVATE_MANA', player: ALICE, source: 'island' }]);
    expect(player(ctx(actor).game, ALICE).manaPool).toHaveLength(1);
    accept(actor, { type: 'CANCEL', player: ALICE });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(state);
  });
});

describe("118.3: Angel of Jubilation — players can't sacrifice creatures to activate abilities", () => {
  const withAngel = (...battlefield: GameSpecInput['battlefield'] & object[]) => game({ battlefield: [{ card: 'Angel of Jubilation', controller: BOB }, ...battlefield] });

  it("Mogg Fanatic can't sacrifice itself: the activation ends illegal and the game is restored", () => {
    const state = withAngel({ card: 'Mogg Fanatic', controller: ALICE });
    expect(illegal(state, [activate('mogg-fanatic'), targets([BOB]), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });

  it("Goblin Bombardment can't sacrifice a creature: the activation ends illegal and the game is restored", () => {
    const state = withAngel({ card: 'Goblin Bombardment', controller: ALICE }, bears(ALICE));
    // Naming the creature: it can't be used for the cost.
    const named = illegal(state, [activate('goblin-bombardment'), targets([BOB]), pay({ sacrifice: ['grizzly-bears'] })]);
    expect(named).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expect(named.message).toContain('Angel of Jubilation');
    // Naming nothing: no creature can pay it, so the cost is unpayable.
    expect(illegal(state, [activate('goblin-bombardment'), targets([BOB]), pay()])).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
  });

  it("Viscera Seer and Cabal Archon can't pay either", () => {
    const state = withAngel({ card: 'Viscera Seer', controller: ALICE }, { card: 'Cabal Archon', controller: ALICE }, { card: 'Swamp', controller: ALICE });
    expect(illegal(state, [activate('viscera-seer'), pay({ sacrifice: ['viscera-seer'] })]).message).toContain('Angel of Jubilation');
    expect(illegal(state, [activate('viscera-seer'), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
    expect(illegal(state, [activate('cabal-archon'), targets([BOB]), pay({ sacrifice: ['cabal-archon'] })]).message).toContain('Angel of Jubilation');
    expect(illegal(state, [activate('cabal-archon'), targets([BOB]), pay()])).toMatchObject({ code: 'UNPAYABLE_COST' });
  });

  it("Zuran Orb's land sacrifice is fine under Angel of Jubilation; so is sacrificing an artifact (Welding Jar)", () => {
    const state = withAngel({ card: 'Zuran Orb', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Welding Jar', controller: ALICE });
    const orb = run(state, [activate('zuran-orb'), pay({ sacrifice: ['forest'] })]);
    activated(orb);
    expect(player(ctx(orb).game, ALICE).graveyard.map((c) => c.id)).toEqual(['forest']);
    activated(run(state, [activate('welding-jar'), targets(['zuran-orb']), pay()]));
  });
});

describe('606: loyalty abilities', () => {
  const walker = (card: string, loyalty = 3, spec: Spec = {}) => game({ battlefield: [{ card, controller: ALICE, counters: { loyalty } }], ...spec });

  it('606.4: Jace Beleren +2 puts two loyalty counters on him; 606.3: a second loyalty ability the same turn is prohibited', () => {
    const actor = run(walker('Jace Beleren'), [activate('jace-beleren', 0)]);
    expect(where(actor)).toBe('activating.paying');
    accept(actor, pay());
    expect(activated(actor)).toMatchObject({ source: 'jace-beleren', ability: 0, controller: ALICE });
    const after = ctx(actor).game;
    expect(permanent(after, 'jace-beleren')).toMatchObject({ counters: { loyalty: 5 }, loyaltyUsedThisTurn: true });
    // The stack now holds the +2, so a loyalty ability couldn't be activated anyway; empty it to see 606.3's once-per-turn rule.
    const emptied = { ...after, stack: [] };
    for (const ability of [0, 1, 2]) {
      expect(prohibited(emptied, ALICE, 'jace-beleren', ability)).toMatchObject({ rule: '606.3', code: 'PROHIBITED' });
    }
  });

  it('606.4: Jace Beleren −1 targets a player and removes a loyalty counter', () => {
    const actor = run(walker('Jace Beleren'), [activate('jace-beleren', 1), targets([BOB]), pay()]);
    expect(activated(actor).choices.targets).toEqual([[BOB]]);
    expect(permanent(ctx(actor).game, 'jace-beleren').counters).toEqual({ loyalty: 2 });
  });

  it("606.6: Jace Beleren −10 with 3 loyalty can't be activated at all; nothing changes", () => {
    const state = walker('Jace Beleren');
    expect(prohibited(state, ALICE, 'jace-beleren', 2)).toMatchObject({ rule: '606.6', code: 'PROHIBITED' });
    expect(permanent(state, 'jace-beleren').loyaltyUsedThisTurn).toBeUndefined();
  });

  it('606.4: Jace Beleren −10 with exactly 10 loyalty is paid, leaving none', () => {
    const actor = run(walker('Jace Beleren', 10), [activate('jace-beleren', 2), targets([ALICE]), pay()]);
    activated(actor);
    expect(permanent(ctx(actor).game, 'jace-beleren').counters).toEqual({ loyalty: 0 });
  });

  it('606.4: Liliana of the Veil −2 removes two loyalty counters and targets a player', () => {
    const actor = run(walker('Liliana of the Veil'), [activate('liliana-of-the-veil', 1), targets([BOB]), pay()]);
    expect(activated(actor)).toMatchObject({ source: 'liliana-of-the-veil', ability: 1, choices: expect.objectContaining({ targets: [[BOB]] }) });
    expect(permanent(ctx(actor).game, 'liliana-of-the-veil')).toMatchObject({ counters: { loyalty: 1 }, loyaltyUsedThisTurn: true });
  });

  it("606.4, 606.6: Liliana of the Veil +1 puts one loyalty counter; −6 with 3 loyalty can't be activated", () => {
    const plus = run(walker('Liliana of the Veil'), [activate('liliana-of-the-veil', 0), pay()]);
    activated(plus);
    expect(permanent(ctx(plus).game, 'liliana-of-the-veil').counters).toEqual({ loyalty: 4 });
    expect(prohibited(walker('Liliana of the Veil'), ALICE, 'liliana-of-the-veil', 2)).toMatchObject({ rule: '606.6', code: 'PROHIBITED' });
  });

  it("606.3: a loyalty ability only at sorcery speed: not in combat, not with a spell on the stack, not in an opponent's turn", () => {
    const combat = walker('Jace Beleren', 3, { turn: { activePlayer: ALICE, phase: 'combat', step: 'declareAttackers' } });
    expect(prohibited(combat, ALICE, 'jace-beleren')).toMatchObject({ rule: '606.3', code: 'SORCERY_TIMING' });
    const stacked = walker('Liliana of the Veil', 3, { stack: [{ card: 'Opt', controller: BOB }] });
    expect(prohibited(stacked, ALICE, 'liliana-of-the-veil', 1)).toMatchObject({ rule: '606.3', code: 'SORCERY_TIMING' });
    const theirs = walker('Jace Beleren', 3, { turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE });
    expect(prohibited(theirs, ALICE, 'jace-beleren')).toMatchObject({ rule: '606.3', code: 'SORCERY_TIMING' });
  });

  it("602.2, 606.3: Bob can't activate Alice's planeswalker", () => {
    const state = walker('Jace Beleren', 3, { turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: BOB });
    expect(prohibited(state, BOB, 'jace-beleren')).toMatchObject({ rule: '602.2', code: 'PROHIBITED' });
  });

  it('606.3: the once-per-turn rule is per permanent: two planeswalkers each activate once', () => {
    const state = game({ battlefield: [{ card: 'Jace Beleren', controller: ALICE, counters: { loyalty: 3 } }, { card: 'Liliana of the Veil', controller: ALICE, counters: { loyalty: 3 } }] });
    const jace = run(state, [activate('jace-beleren', 0), pay()]);
    activated(jace);
    const emptied = { ...ctx(jace).game, stack: [] };
    activated(run(emptied, [activate('liliana-of-the-veil', 0), pay()]));
  });
});

describe('733: every illegal activation leaves the game exactly as it was', () => {
  it('733.1: CANCEL at each step of an activation restores the game (Grim Lavamancer)', () => {
    const state = game({ players: players({ graveyard: ['Shock', 'Opt'] }), battlefield: [{ card: 'Grim Lavamancer', controller: ALICE }, { card: 'Mountain', controller: ALICE }] });
    const steps: CastEventInput[][] = [[activate('grim-lavamancer')], [activate('grim-lavamancer'), targets([BOB])], [activate('grim-lavamancer'), targets([BOB]), { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' }]];
    for (const events of steps) {
      const actor = run(state, [...events, { type: 'CANCEL', player: ALICE }]);
      expect(outcome(actor)).toBe('illegal');
      expect(ctx(actor).refusal).toMatchObject({ code: 'CANCELLED' });
      expect(ctx(actor).game).toEqual(state);
    }
  });

  it('733.1: a creature sacrificed for mana during the activation comes back, and its death fires no trigger, when the activation is cancelled', () => {
    const state = game({ battlefield: [{ card: 'Shivan Dragon', controller: ALICE }, { card: 'Wild Cantor', controller: ALICE }, { card: 'Blood Artist', controller: BOB }] });
    const actor = run(state, [activate('shivan-dragon'), { type: 'ACTIVATE_MANA', player: ALICE, source: 'wild-cantor', mana: 'R' }]);
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['wild-cantor']);
    accept(actor, { type: 'CANCEL', player: ALICE });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(state);
    expect(ctx(actor).triggers).toEqual([]);
  });

  it('601.2i: the same sacrifice fires Blood Artist once the activation completes', () => {
    const state = game({ battlefield: [{ card: 'Shivan Dragon', controller: ALICE }, { card: 'Wild Cantor', controller: ALICE }, { card: 'Blood Artist', controller: BOB }] });
    const actor = run(state, [activate('shivan-dragon'), { type: 'ACTIVATE_MANA', player: ALICE, source: 'wild-cantor', mana: 'R' }, pay()]);
    activated(actor);
    expect(ctx(actor).triggers).toEqual([expect.objectContaining({ source: 'blood-artist' })]);
  });
});

describe('306.5b: planeswalkers in a scenario', () => {
  it('306.5b: a planeswalker put on the battlefield without counters has its printed loyalty', () => {
    const state = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Jace Beleren', controller: 'alice' }], turn: ALICE_MAIN });
    expect(state.battlefield[0]!.counters).toEqual({ loyalty: 3 });
  });
});
