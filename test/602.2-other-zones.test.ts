/**
 * CR 602.2, 602.5: activated abilities that work from a hand (cycling, channel, forecast),
 * a graveyard (unearth, scavenge, embalm, eternalize) or exile: who may activate them, when
 * (602.5d sorcery timing, forecast's "only during your upkeep", 602.5b once each turn),
 * what their costs do to the card itself, and CR 733: a reversed activation puts the card
 * back where it was.
 */
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { describe, expect, it } from 'vitest';
import { activatableAbilities } from '../src/activation/activation.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, PlayerId } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, player, runActivation } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const game = (spec: Partial<GameSpecInput> = {}, cards: CardLibrary = BUILT_IN_CARDS): GameState => gameOf({ players: players(), turn: ALICE_MAIN, ...spec }, cards);
const ALICE_UPKEEP = { activePlayer: ALICE, phase: 'beginning', step: 'upkeep' } as const;

const run = (state: GameState, events: readonly CastEventInput[], cards: CardLibrary = BUILT_IN_CARDS) => runActivation(state, events, cards);

const activate = (source: string, ability = 0, by: PlayerId = ALICE): CastEventInput => ({ type: 'ACTIVATE', player: by, source, ability });
const pay = (payment: object = {}): CastEventInput => ({ type: 'PAY', player: ALICE, mana: 'auto', ...payment });
const targets = (...chosen: string[][]): CastEventInput => ({ type: 'CHOOSE_TARGETS', player: ALICE, targets: chosen });
const lands = (...names: string[]) => names.map((card) => ({ card, controller: ALICE }));

describe('602.2: abilities activated from a hand (cycling, channel)', () => {
  it('602.2a, 702.29: Ash Barrens basic landcycling {1}: the card is revealed, discarded as a cost, and the ability waits on the stack', () => {
    const result = run(game({ players: players({ hand: ['Ash Barrens'] }), battlefield: lands('Plains') }), [activate('ash-barrens'), pay()]);
    expect(result.outcome).toBe('activated');
    expect(result.game.stack.at(-1)).toMatchObject({ kind: 'ability', card: 'Ash Barrens', source: 'ash-barrens', revealed: 'ash-barrens' });
    expect(player(result.game, ALICE).graveyard.map((c) => c.id)).toEqual(['ash-barrens']);
    expect(player(result.game, ALICE).hand).toEqual([]);
  });

  it('602.2: channel — Ghost-Lit Raider: ability 1 (channel) works from the hand, ability 0 ({T}) only from the battlefield', () => {
    const inHand = game({ players: players({ hand: ['Ghost-Lit Raider'] }), battlefield: [...lands('Mountain', 'Mountain', 'Mountain', 'Mountain'), { card: 'Grizzly Bears', controller: BOB }] });
    const channel = run(inHand, [activate('ghost-lit-raider', 1), targets(['grizzly-bears']), pay()]);
    expect(channel.outcome).toBe('activated');
    expect(player(channel.game, ALICE).graveyard.map((c) => c.card)).toEqual(['Ghost-Lit Raider']);
    expect(run(inHand, [activate('ghost-lit-raider', 0)]).refusal).toMatchObject({ rule: '602.5', code: 'PROHIBITED' });
    const onBattlefield = game({ battlefield: [{ card: 'Ghost-Lit Raider', controller: ALICE }, ...lands('Mountain', 'Mountain', 'Mountain', 'Mountain')] });
    expect(run(onBattlefield, [activate('ghost-lit-raider', 1)]).refusal).toMatchObject({ rule: '602.5', code: 'PROHIBITED', message: expect.stringContaining("owner's hand") });
  });

  it("602.2, 400.2: only the owner may activate an ability of a card in a hand (Bob can't cycle Alice's Memory Leak: to him it doesn't exist)", () => {
    const state = game({ players: players({ hand: ['Memory Leak'] }), battlefield: [{ card: 'Island', controller: BOB }], priority: BOB });
    expect(dispatch(createActor(activationMachine, { input: { game: state } }).start(), activate('memory-leak', 0, BOB))).toEqual({ rule: '602.2a', code: 'BAD_PAYLOAD', message: 'there is no object "memory-leak" in this game' });
  });

  it('733: cycling cancelled before paying: the card is in the hand, the game as before', () => {
    const state = game({ players: players({ hand: ['Memory Leak'] }), battlefield: lands('Island') });
    const result = run(state, [activate('memory-leak'), { type: 'CANCEL', player: ALICE }]);
    expect(result.outcome).toBe('illegal');
    expect(result.game).toEqual(state);
  });

  it('733: channel with too little mana is reversed: the card stays in the hand and nothing is tapped', () => {
    const state = game({ players: players({ hand: ['Ghost-Lit Redeemer'] }), battlefield: lands('Plains') });
    const result = run(state, [activate('ghost-lit-redeemer', 1), pay()]);
    expect(result.outcome).toBe('illegal');
    expect(result.refusal?.rule).toBe('601.2h');
    expect(result.game).toEqual(state);
  });
});

describe('602.5d, 702.57: forecast — only during your upkeep, only once each turn, from the hand', () => {
  const upkeep = (spec: Partial<GameSpecInput> = {}) => game({ turn: ALICE_UPKEEP, ...spec });
  const withMana = { players: players({ hand: ['Pride of the Clouds'] }), battlefield: lands('Plains', 'Island', 'Plains', 'Island', 'Plains', 'Island', 'Plains', 'Island') };

  it('702.57b: Pride of the Clouds is activated during its owner upkeep; a second activation that turn is refused (602.5b)', () => {
    const first = run(upkeep(withMana), [activate('pride-of-the-clouds'), pay()]);
    expect(first.outcome).toBe('activated');
    expect(player(first.game, ALICE).hand.map((c) => c.id)).toEqual(['pride-of-the-clouds']);
    const again = run({ ...first.game, stack: [] }, [activate('pride-of-the-clouds')]);
    expect(again.refusal).toMatchObject({ rule: '602.5b', code: 'PROHIBITED' });
  });

  it("602.5d: forecast is refused in the main phase and during an opponent's upkeep", () => {
    expect(run(game(withMana), [activate('pride-of-the-clouds')]).refusal).toMatchObject({ rule: '602.5d', message: expect.stringContaining('during your upkeep') });
    const bobsUpkeep = upkeep({ ...withMana, turn: { activePlayer: BOB, phase: 'beginning', step: 'upkeep' }, priority: ALICE });
    expect(run(bobsUpkeep, [activate('pride-of-the-clouds')]).refusal).toMatchObject({ rule: '602.5d' });
  });

  it('602.2b: Sky Hussar forecast taps two white and/or blue creatures; a green creature cannot pay', () => {
    const creatures = (a: string, b: string) => [{ card: a, controller: ALICE, id: 'a' }, { card: b, controller: ALICE, id: 'b' }];
    const ok = run(upkeep({ players: players({ hand: ['Sky Hussar'] }), battlefield: creatures('Ghost-Lit Redeemer', 'Pride of the Clouds') }), [activate('sky-hussar'), pay({ tap: ['a', 'b'] })]);
    expect(ok.outcome).toBe('activated');
    const green = upkeep({ players: players({ hand: ['Sky Hussar'] }), battlefield: creatures('Ghost-Lit Redeemer', 'Grizzly Bears') });
    const refused = run(green, [activate('sky-hussar'), pay({ tap: ['a', 'b'] })]);
    expect(refused.outcome).toBe('illegal');
    expect(refused.game).toEqual(green);
  });
});

describe('602.2: abilities activated from a graveyard (unearth, scavenge, embalm, eternalize)', () => {
  it('702.84: Etherium Abomination unearth {1}{U}{B} from the graveyard at sorcery speed; the card stays in the graveyard until it resolves', () => {
    const state = game({ players: players({ graveyard: ['Etherium Abomination'] }), battlefield: lands('Island', 'Swamp', 'Swamp') });
    const result = run(state, [activate('etherium-abomination'), pay()]);
    expect(result.outcome).toBe('activated');
    expect(result.game.stack.at(-1)).toMatchObject({ kind: 'ability', source: 'etherium-abomination' });
    expect(result.game.stack.at(-1)).not.toHaveProperty('revealed'); // a graveyard is public
    expect(player(result.game, ALICE).graveyard.map((c) => c.id)).toEqual(['etherium-abomination']);
  });

  it('602.5d: unearth only as a sorcery: refused with a spell on the stack and in an opponent turn', () => {
    const state = game({ players: players({ graveyard: ['Archfiend of Sorrows'] }), battlefield: lands('Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'), turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE });
    expect(run(state, [activate('archfiend-of-sorrows')]).refusal).toMatchObject({ rule: '602.5d', code: 'SORCERY_TIMING' });
  });

  it('702.97: Slitherhead scavenge {0}: exiled from the graveyard as a cost; 733: a cancelled scavenge leaves it in the graveyard', () => {
    const state = game({ players: players({ graveyard: ['Slitherhead'] }), battlefield: [{ card: 'Grizzly Bears', controller: ALICE }] });
    const done = run(state, [activate('slitherhead'), targets(['grizzly-bears']), pay()]);
    expect(done.outcome).toBe('activated');
    expect(done.game.exile.map((c) => c.id)).toEqual(['slitherhead']);
    expect(player(done.game, ALICE).graveyard).toEqual([]);
    const cancelled = run(state, [activate('slitherhead'), targets(['grizzly-bears']), { type: 'CANCEL', player: ALICE }]);
    expect(cancelled.outcome).toBe('illegal');
    expect(cancelled.game).toEqual(state);
  });

  it('702.128, 702.129: embalm (Sacred Cat) and eternalize (Adorned Pouncer) exile the card; 733: unpaid, the card is back in the graveyard', () => {
    const cat = run(game({ players: players({ graveyard: ['Sacred Cat'] }), battlefield: lands('Plains') }), [activate('sacred-cat'), pay()]);
    expect(cat.outcome).toBe('activated');
    expect(cat.game.exile.map((c) => c.card)).toEqual(['Sacred Cat']);
    const poor = game({ players: players({ graveyard: ['Adorned Pouncer'] }), battlefield: lands('Plains', 'Plains') });
    const pouncer = run(poor, [activate('adorned-pouncer'), pay()]);
    expect(pouncer.outcome).toBe('illegal');
    expect(pouncer.game).toEqual(poor);
  });

  it('602.2: Timeless Dragon has an ability for each zone: plainscycling from the hand, eternalize from the graveyard', () => {
    const inHand = game({ players: players({ hand: ['Timeless Dragon'] }), battlefield: lands('Plains', 'Plains', 'Plains', 'Plains') });
    expect(activatableAbilities(inHand, BUILT_IN_CARDS, ALICE)).toEqual([{ source: 'timeless-dragon', ability: 0 }]);
    const cycled = run(inHand, [activate('timeless-dragon', 0), pay()]);
    expect(cycled.outcome).toBe('activated');
    expect(activatableAbilities({ ...cycled.game, stack: [] }, BUILT_IN_CARDS, ALICE)).toEqual([{ source: 'timeless-dragon', ability: 1 }]);
    expect(run(inHand, [activate('timeless-dragon', 1)]).refusal).toMatchObject({ rule: '602.5' });
  });

  it("602.2: a graveyard ability isn't activatable from the hand or the battlefield, nor from another player's graveyard", () => {
    const inHand = game({ players: players({ hand: ['Sacred Cat'] }), battlefield: lands('Plains') });
    expect(run(inHand, [activate('sacred-cat')]).refusal).toMatchObject({ rule: '602.5', message: expect.stringContaining("owner's graveyard") });
    const bobs = game({ players: players({}, { graveyard: ['Sacred Cat'] }), battlefield: lands('Plains') });
    expect(run(bobs, [activate('sacred-cat')]).refusal).toMatchObject({ rule: '602.2' });
  });

  it('602.5: activatableAbilities lists the abilities of cards in the hand and graveyard that may begin now (from their own zone, at their timing)', () => {
    const state = game({ players: players({ hand: ['Memory Leak', 'Sacred Cat'], graveyard: ['Slitherhead', 'Ghost-Lit Redeemer'] }), battlefield: lands('Plains', 'Island') });
    expect(activatableAbilities(state, BUILT_IN_CARDS, ALICE)).toEqual([{ source: 'memory-leak', ability: 0 }, { source: 'slitherhead', ability: 0 }]);
    expect(activatableAbilities({ ...state, turn: { ...state.turn, activePlayer: BOB }, priority: ALICE }, BUILT_IN_CARDS, ALICE)).toEqual([{ source: 'memory-leak', ability: 0 }]);
  });
});

describe('602.2: an ability activated from exile', () => {
  const cards = libraryWith({
    name: 'Exile Relic',
    manaCost: '{2}',
    types: ['Artifact'],
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }], from: 'exile', text: '{1}: Test ability activated from exile.' }],
  });

  it('602.2: a card its owner has in exile activates its "from exile" ability; another player cannot', () => {
    const state = game({ exile: [{ card: 'Exile Relic', owner: ALICE }], battlefield: lands('Plains') }, cards);
    expect(run(state, [activate('exile-relic'), pay()], cards).outcome).toBe('activated');
    expect(run({ ...state, priority: BOB }, [activate('exile-relic', 0, BOB)], cards).refusal?.rule).toBe('602.2');
  });
});
