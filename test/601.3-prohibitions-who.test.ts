/**
 * CR 601.3, 602.5, 605.1a, 702.61a, 118.3, 119.8: prohibitions and payment restrictions say
 * whom they bind. Split second (Krosan Grip) stops casting and non-mana activations; bans
 * on activating (Cursed Totem, Stony Silence, Linvala, Pithing Needle's chosen name) stop
 * mana abilities unless they say otherwise; "can't cast more than one spell each turn"
 * (Moderation) counts the caster's spells; "during your turn" (Dragonlord Dromoka) binds
 * only then; Platinum Emperion stops only its controller paying life.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { mayBeginActivating } from '../src/activation/activation.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { canCast } from '../src/casting/castable.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { checkManaAbility } from '../src/mana-abilities/mana-abilities.js';
import { lifeProblem } from '../src/cards/cost-parts.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { accept, acceptAll, ctx, outcome, player } from './cast-helpers.js';

const BOB_MAIN = { activePlayer: 'bob', phase: 'precombatMain' } as const;
const game = (spec: Partial<GameSpecInput>) => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, ...spec });
const refusalOf = <T,>(result: { ok: true; value: T } | { ok: false; refusal: { rule: string; code: string; message: string } }) => (result.ok ? null : result.refusal);

describe('702.61a: split second', () => {
  const withGrip = (priority: 'alice' | 'bob') =>
    game({
      players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }],
      battlefield: [
        { card: 'Prodigal Pyromancer', controller: 'alice' },
        { card: 'Llanowar Elves', controller: 'alice' },
      ],
      stack: [{ card: 'Krosan Grip', controller: 'bob', targets: [] }],
      priority,
    });

  it('702.61a: while Krosan Grip is on the stack no player may cast a spell, not even an instant', () => {
    const state = withGrip('alice');
    expect(refusalOf(mayBeginCasting(state, BUILT_IN_CARDS, 'alice', 'lightning-bolt'))).toMatchObject({ rule: '702.61a', code: 'PROHIBITED' });
    const actor = castActor(state);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    expect(outcome(actor)).toBe('prohibited');
    expect(ctx(actor).game).toBe(state);
  });

  it("702.61a: nor activate an ability that isn't a mana ability; mana abilities stay allowed", () => {
    const state = withGrip('alice');
    expect(refusalOf(mayBeginActivating(state, BUILT_IN_CARDS, 'alice', 'prodigal-pyromancer', 0))).toMatchObject({ rule: '702.61a', code: 'PROHIBITED' });
    expect(checkManaAbility(state, BUILT_IN_CARDS, 'alice', 'llanowar-elves').ok).toBe(true);
  });

  it('702.61a: with no split second spell on the stack the same cast begins', () => {
    const state = game({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], stack: [{ card: 'Sudden Shock', controller: 'bob', targets: [['alice']] }] });
    expect(refusalOf(mayBeginCasting(state, BUILT_IN_CARDS, 'alice', 'lightning-bolt'))).toMatchObject({ rule: '702.61a' });
    const free = game({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], stack: [{ card: 'Shock', controller: 'bob', targets: [['alice']] }] });
    expect(mayBeginCasting(free, BUILT_IN_CARDS, 'alice', 'lightning-bolt').ok).toBe(true);
  });
});

describe('602.5, 605.1a: bans on activating abilities', () => {
  const under = (ban: NonNullable<GameSpecInput['battlefield']>[number]) =>
    game({
      battlefield: [
        ban,
        { card: 'Prodigal Pyromancer', controller: 'alice' },
        { card: 'Llanowar Elves', controller: 'alice' },
        { card: 'Sol Ring', controller: 'alice' },
        { card: 'Icy Manipulator', controller: 'alice' },
        { card: 'Prodigal Sorcerer', controller: 'bob' },
      ],
    });

  it("602.5: Cursed Totem stops creatures' abilities, and (605.1a) their mana abilities too; artifacts are free", () => {
    const state = under({ card: 'Cursed Totem', controller: 'bob' });
    expect(refusalOf(mayBeginActivating(state, BUILT_IN_CARDS, 'alice', 'prodigal-pyromancer', 0))).toMatchObject({ rule: '602.5', code: 'PROHIBITED', message: expect.stringContaining('Cursed Totem') });
    expect(refusalOf(checkManaAbility(state, BUILT_IN_CARDS, 'alice', 'llanowar-elves'))).toMatchObject({ rule: '602.5' });
    expect(checkManaAbility(state, BUILT_IN_CARDS, 'alice', 'sol-ring').ok).toBe(true);
    expect(mayBeginActivating(state, BUILT_IN_CARDS, 'alice', 'icy-manipulator', 0).ok).toBe(true);
  });

  it("602.5: Stony Silence stops artifacts' abilities and mana abilities; creatures are free", () => {
    const state = under({ card: 'Stony Silence', controller: 'alice' });
    expect(refusalOf(mayBeginActivating(state, BUILT_IN_CARDS, 'alice', 'icy-manipulator', 0))).toMatchObject({ rule: '602.5' });
    expect(refusalOf(checkManaAbility(state, BUILT_IN_CARDS, 'alice', 'sol-ring'))).toMatchObject({ rule: '602.5' });
    expect(mayBeginActivating(state, BUILT_IN_CARDS, 'alice', 'prodigal-pyromancer', 0).ok).toBe(true);
  });

  it("602.5: Linvala binds only creatures her controller's opponents control", () => {
    const state = under({ card: 'Linvala, Keeper of Silence', controller: 'alice' });
    expect(mayBeginActivating(state, BUILT_IN_CARDS, 'alice', 'prodigal-pyromancer', 0).ok).toBe(true);
    const bobs = { ...state, priority: 'bob' };
    expect(refusalOf(mayBeginActivating(bobs, BUILT_IN_CARDS, 'bob', 'prodigal-sorcerer', 0))).toMatchObject({ rule: '602.5', message: expect.stringContaining('Linvala') });
  });

  it("602.5: Pithing Needle naming Prodigal Pyromancer stops that card's ability, not Prodigal Sorcerer's; naming Llanowar Elves leaves its mana ability", () => {
    const pyromancer = under({ card: 'Pithing Needle', controller: 'bob', chosen: { name: 'Prodigal Pyromancer' } });
    expect(refusalOf(mayBeginActivating(pyromancer, BUILT_IN_CARDS, 'alice', 'prodigal-pyromancer', 0))).toMatchObject({ rule: '602.5', message: expect.stringContaining('Prodigal Pyromancer') });
    expect(mayBeginActivating({ ...pyromancer, priority: 'bob' }, BUILT_IN_CARDS, 'bob', 'prodigal-sorcerer', 0).ok).toBe(true);
    const elves = under({ card: 'Pithing Needle', controller: 'bob', chosen: { name: 'Llanowar Elves' } });
    expect(checkManaAbility(elves, BUILT_IN_CARDS, 'alice', 'llanowar-elves').ok).toBe(true);
    const nothing = under({ card: 'Pithing Needle', controller: 'bob' });
    expect(mayBeginActivating(nothing, BUILT_IN_CARDS, 'alice', 'prodigal-pyromancer', 0).ok).toBe(true);
  });

  it('602.5, 733: the activation chart refuses a banned ACTIVATE as prohibited and leaves the game as it was', () => {
    const state = under({ card: 'Cursed Totem', controller: 'bob' });
    const actor = createActor(activationMachine, { input: { game: state, cards: BUILT_IN_CARDS } }).start();
    dispatch(actor, { type: 'ACTIVATE', player: 'alice', source: 'prodigal-pyromancer' });
    expect(outcomeOf(actor.getSnapshot())).toBe('prohibited');
    expect(actor.getSnapshot().context.game).toBe(state);
  });
});

describe('601.3: prohibitions on casting say whom they bind', () => {
  it("601.3: under Moderation its controller can't cast a second spell this turn; the opponent can", () => {
    const state = game({
      players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'], spellsCastThisTurn: 1 }, { id: 'bob', hand: ['Shock'], manaPool: ['R'], spellsCastThisTurn: 3 }],
      battlefield: [{ card: 'Moderation', controller: 'alice' }],
    });
    expect(refusalOf(mayBeginCasting(state, BUILT_IN_CARDS, 'alice', 'lightning-bolt'))).toMatchObject({ rule: '601.3', code: 'PROHIBITED', message: expect.stringContaining('Moderation') });
    expect(mayBeginCasting({ ...state, priority: 'bob' }, BUILT_IN_CARDS, 'bob', 'shock').ok).toBe(true);
    expect(state.turn.spellsCast).toBe(4);
  });

  it('601.2i, 601.3: the first spell under Moderation is cast and counted, and then the second may not begin', () => {
    const state = game({
      players: [{ id: 'alice', hand: ['Lightning Bolt', 'Shock'], manaPool: ['R', 'R'] }, { id: 'bob' }],
      battlefield: [{ card: 'Moderation', controller: 'alice' }],
    });
    const first = castActor(state);
    acceptAll(first, [
      { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice' },
    ]);
    expect(outcome(first)).toBe('cast');
    const after = { ...ctx(first).game, stack: [] };
    expect(player(after, 'alice').spellsCastThisTurn).toBe(1);
    expect(refusalOf(mayBeginCasting(after, BUILT_IN_CARDS, 'alice', 'shock'))).toMatchObject({ rule: '601.3' });
  });

  it("601.3: under Dragonlord Dromoka its controller's opponents can't cast spells during its controller's turn, and may during their own", () => {
    const spec = { players: [{ id: 'alice' }, { id: 'bob', hand: ['Lightning Bolt'], manaPool: ['R'] as 'R'[] }], battlefield: [{ card: 'Dragonlord Dromoka', controller: 'alice' }] };
    const alices = game({ ...spec, priority: 'bob' });
    expect(refusalOf(mayBeginCasting(alices, BUILT_IN_CARDS, 'bob', 'lightning-bolt'))).toMatchObject({ rule: '601.3', message: expect.stringContaining("during its controller's turn") });
    const bobs = game({ ...spec, turn: BOB_MAIN });
    expect(mayBeginCasting(bobs, BUILT_IN_CARDS, 'bob', 'lightning-bolt').ok).toBe(true);
  });

  it('601.3: Voidstone Gargoyle naming Lightning Bolt stops every player casting it; Shock is free', () => {
    const state = game({
      players: [{ id: 'alice', hand: ['Lightning Bolt', 'Shock'], manaPool: ['R'] }, { id: 'bob' }],
      battlefield: [{ card: 'Voidstone Gargoyle', controller: 'alice', chosen: { name: 'Lightning Bolt' } }],
    });
    expect(refusalOf(mayBeginCasting(state, BUILT_IN_CARDS, 'alice', 'lightning-bolt'))).toMatchObject({ rule: '601.3' });
    expect(mayBeginCasting(state, BUILT_IN_CARDS, 'alice', 'shock').ok).toBe(true);
  });

  it('601.3, 601.2f: Council of the Absolute naming Sol Ring: opponents may not cast it; its controller casts it for {2} less', () => {
    const spec = {
      players: [{ id: 'alice', hand: ['Sol Ring'] }, { id: 'bob', hand: ['Sol Ring'] }],
      battlefield: [{ card: 'Council of the Absolute', controller: 'alice', chosen: { name: 'Sol Ring' } }],
    };
    const alices = game(spec);
    const actor = castActor(alices);
    acceptAll(actor, [
      { type: 'CAST', player: 'alice', card: 'sol-ring' },
      { type: 'PAY', player: 'alice' },
    ]);
    expect(outcome(actor)).toBe('cast');
    const bobs = game({ ...spec, turn: BOB_MAIN });
    expect(refusalOf(mayBeginCasting(bobs, BUILT_IN_CARDS, 'bob', 'sol-ring-2'))).toMatchObject({ rule: '601.3' });
    expect(canCast(bobs, BUILT_IN_CARDS, 'bob', 'sol-ring-2').ok).toBe(false);
  });
});

describe('118.3, 119.8: restrictions on paying costs bind the players they name', () => {
  it("119.8: under Platinum Emperion its controller can't pay life (a Phyrexian symbol must be paid with mana); an opponent can", () => {
    const state = game({ battlefield: [{ card: 'Platinum Emperion', controller: 'alice' }] });
    expect(lifeProblem(state, BUILT_IN_CARDS, 'alice', 2)).toMatchObject({ rule: '119.8', message: expect.stringContaining('Platinum Emperion') });
    expect(lifeProblem(state, BUILT_IN_CARDS, 'alice', 0)).toBeNull();
    expect(lifeProblem(state, BUILT_IN_CARDS, 'bob', 2)).toBeNull();
  });

  it('119.8, 733: Gitaxian Probe announced with life under its caster\'s Platinum Emperion is not cast; the game is as before', () => {
    const state = game({ players: [{ id: 'alice', hand: ['Gitaxian Probe'] }, { id: 'bob' }], battlefield: [{ card: 'Platinum Emperion', controller: 'alice' }] });
    const actor = castActor(state);
    acceptAll(actor, [
      { type: 'CAST', player: 'alice', card: 'gitaxian-probe' },
      { type: 'CHOOSE_PHYREXIAN', player: 'alice', choices: ['life'] },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
    ]);
    dispatch(actor, { type: 'PAY', player: 'alice', mana: [] });
    expect(outcome(actor)).not.toBe('cast');
    expect(player(ctx(actor).game, 'alice').life).toBe(20);
  });

  it("118.3: a restriction on an opponent's paying life is 118.3, not 119.8 (its own life total is not what can't change), in the refusal and the card's description alike", () => {
    const cards = libraryWith({ name: 'Test Warden', manaCost: '{1}', types: ['Artifact'], restrictions: [{ kind: 'cantPayLife', who: 'opponents' }], text: "Your opponents can't pay life." });
    const state = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Test Warden', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    expect(lifeProblem(state, cards, 'bob', 2)).toMatchObject({ rule: '118.3', message: expect.stringContaining("its controller's opponents can't pay life") });
    expect(lifeProblem(state, cards, 'alice', 2)).toBeNull();
    expect(modelledFeatures(cards['Test Warden']!)).toContain("118.3: its controller's opponents can't pay life");
  });

  it("118.3: Angel of Jubilation's sacrifice restriction is a filter: creatures can't be sacrificed, lands can", () => {
    const state = game({ battlefield: [{ card: 'Angel of Jubilation', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'alice' }] });
    expect(BUILT_IN_CARDS['Angel of Jubilation']!.restrictions).toEqual([
      { kind: 'cantPayLife', who: 'any' },
      { kind: 'cantSacrifice', what: { types: ['Creature'] }, who: 'any' },
    ]);
    expect(lifeProblem(state, BUILT_IN_CARDS, 'alice', 1)).toMatchObject({ rule: '118.3' });
  });
});
