/**
 * CR 117.1, 601.3, 602.5, 605.3a: "what may this player do now" — legalActions for a game and
 * legalActionsOf for a session: casts from every zone with each way to cast them, activations,
 * mana abilities, each with whether it can be paid (the solver that pays), the player's own
 * barred cards with the refusal CAST would get, and nothing hidden from the player (CR 400.2).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { legalActionsOf } from '../machines/legal-actions.js';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import type { ManaType } from '../src/mana/symbols.js';
import { BOBS_SHOCK } from './cost-fixtures.js';
import { hiddenIds } from '../src/game/visibility.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const ALICE = 'alice';
const BOB = 'bob';

const spec = {
  players: [
    { id: ALICE, hand: ['Lightning Bolt', 'Force of Will', 'Mountain', 'Gempalm Incinerator'], graveyard: [{ card: 'Cabal Therapy', flashback: true }, 'Shock'], life: 20 },
    { id: BOB, hand: ['Counterspell'], library: ['Island'] },
  ],
  battlefield: [
    { card: 'Mountain', controller: ALICE },
    { card: 'Swamp', controller: ALICE },
    { card: 'Prodigal Sorcerer', controller: ALICE },
    { card: 'Island', controller: BOB },
    { card: 'Prodigal Sorcerer', controller: BOB, id: 'bobs-sorcerer' },
  ],
  exile: [{ card: 'Saw It Coming', owner: BOB, mayCastFrom: { reason: 'foretell', by: BOB } }],
  turn: ALICE_MAIN,
  priority: ALICE,
} satisfies GameSpecInput;
const game = gameOf(spec);

describe('117.1, 601.3: legalActions', () => {
  const actions = legalActions(game, BUILT_IN_CARDS, ALICE);
  const cast = (card: string) => actions.casts.find((c) => c.event.card === card);

  it('601.3: lists the cards Alice may begin casting from her hand and graveyard, each with its CAST event', () => {
    expect(actions.casts.map((c) => [c.event.card, c.zone])).toEqual([
      ['lightning-bolt', 'hand'],
      ['force-of-will', 'hand'],
      ['gempalm-incinerator', 'hand'],
      ['cabal-therapy', 'graveyard'],
    ]);
    expect(cast('lightning-bolt')?.event).toEqual({ type: 'CAST', player: ALICE, card: 'lightning-bolt' });
  });

  it('118.9: each way to cast a card, each with whether it can be paid now (601.2h)', () => {
    expect(cast('lightning-bolt')).toMatchObject({ payable: true, ways: [{ alternative: null, refusal: null, choices: { alternative: null }, targets: [[expect.any(String)]] }] });
    // Force of Will counters a target spell, and the stack is empty: neither way has a legal choice of targets.
    expect(cast('force-of-will')).toMatchObject({
      payable: false,
      ways: [
        { alternative: null, choices: null, refusal: { rule: '601.2c', code: 'NO_LEGAL_TARGETS' } },
        { alternative: 'Force of Will', choices: null, refusal: { rule: '601.2c', code: 'NO_LEGAL_TARGETS' } },
      ],
    });
    // With Bob's Shock on the stack: {3}{U}{U} can't be paid with two lands, and its alternative cost needs a blue card to exile.
    const responding = legalActions(gameOf({ ...spec, stack: [BOBS_SHOCK] }), BUILT_IN_CARDS, ALICE).casts.find((c) => c.event.card === 'force-of-will');
    expect(responding?.ways.map((w) => [w.alternative, w.refusal?.code])).toEqual([
      [null, 'UNPAYABLE_COST'],
      ['Force of Will', 'UNPAYABLE_COST'],
    ]);
    // 702.34a: flashback is the only way from the graveyard.
    expect(cast('cabal-therapy')?.ways).toEqual([expect.objectContaining({ alternative: 'flashback', refusal: null })]);
  });

  it("601.3: Alice's own cards that can't be cast now are barred with the refusal CAST would get (a land, a graveyard card without flashback)", () => {
    expect(actions.barred.map((b) => [b.name, b.refusal.code])).toEqual([
      ['Mountain', 'NOT_A_SPELL'],
      ['Shock', 'NOT_CASTABLE_FROM_ZONE'],
    ]);
  });

  it("602.5: her Prodigal Sorcerer's ability and Gempalm Incinerator's cycling from her hand are activatable and payable; Bob's Sorcerer's isn't hers to activate", () => {
    expect(actions.activations.map((a) => [a.event.source, a.event.ability, a.refusal])).toEqual([
      ['prodigal-sorcerer', 0, null],
      ['gempalm-incinerator', 0, null],
    ]);
    expect(actions.activations[0]).toMatchObject({ name: 'Prodigal Sorcerer', loyalty: false, choices: { targets: [[expect.any(String)]] } });
  });

  it('605.3a: her mana abilities, with what they make; a tapped land says why not', () => {
    expect(actions.manaAbilities.map((m) => [m.event.source, m.produces, m.refusal])).toEqual([
      ['mountain-2', ['R'], null],
      ['swamp', ['B'], null],
    ]);
    const tapped = { ...game, battlefield: game.battlefield.map((p) => (p.id === 'mountain-2' ? { ...p, tapped: true } : p)) };
    expect(legalActions(tapped, BUILT_IN_CARDS, ALICE).manaAbilities[0]).toMatchObject({ produces: [], refusal: { code: 'CANNOT_ACTIVATE_MANA_ABILITY' } });
  });

  it("605.3a: an ability of several ways (Flooded Grove's {G}{G}, {G}{U} or {U}{U}) lists each type its ways make once; every list is frozen, so a client can't change the engine's sources", () => {
    const grove = gameOf({ players: [{ id: ALICE }, { id: BOB }], battlefield: ['Flooded Grove', 'Forest', 'Island'].map((card) => ({ card, controller: ALICE })), turn: ALICE_MAIN, priority: ALICE });
    const listed = () => legalActions(grove, BUILT_IN_CARDS, ALICE).manaAbilities.map((m) => [m.event.source, m.event.ability, [...m.produces].sort(), m.refusal]);
    expect(listed()).toEqual([
      ['flooded-grove', 0, ['C'], null],
      ['flooded-grove', 1, ['G', 'U'], null],
      ['forest', 0, ['G'], null],
      ['island', 0, ['U'], null],
    ]);
    const answer = legalActions(grove, BUILT_IN_CARDS, ALICE);
    for (const m of answer.manaAbilities) expect(() => (m.produces as ManaType[]).push('B')).toThrow(TypeError);
    expect(listed()[1]![2]).toEqual(['G', 'U']);
  });

  it('605.3a: an ability whose ways make different mana ({R}{R} or {G}) lists the types of every way, once each', () => {
    const cards = libraryWith({ name: 'Split Lotus', types: ['Artifact'], manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { oneOf: ['{R}{R}', '{G}'] } }], text: '{T}: Add {R}{R} or {G}.' });
    const lotus = gameOf({ players: [{ id: ALICE }, { id: BOB }], battlefield: [{ card: 'Split Lotus', controller: ALICE }], turn: ALICE_MAIN, priority: ALICE }, cards);
    expect(legalActions(lotus, cards, ALICE).manaAbilities.map((m) => [...m.produces].sort())).toEqual([['G', 'R']]);
  });

  it("400.2: the answer names nothing hidden from Alice (Bob's hand, the libraries, Bob's foretold card)", () => {
    const text = JSON.stringify(actions);
    for (const id of hiddenIds(game, ALICE)) expect(text).not.toContain(`"${id}"`);
    expect(text).not.toContain('Counterspell');
    expect(text).not.toContain('Saw It Coming');
  });

  it('601.2h: a card in hand with a mana ability (Simian Spirit Guide) pays for another card, never for itself', () => {
    const spirit = gameOf({ players: [{ id: ALICE, hand: ['Simian Spirit Guide', 'Lightning Bolt'] }, { id: BOB }], turn: ALICE_MAIN, priority: ALICE });
    const answer = legalActions(spirit, BUILT_IN_CARDS, ALICE);
    expect(answer.casts.map((c) => [c.name, c.payable])).toEqual([
      ['Simian Spirit Guide', false],
      ['Lightning Bolt', true],
    ]);
    expect(answer.manaAbilities).toEqual([expect.objectContaining({ event: { type: 'ACTIVATE_MANA', player: ALICE, source: 'simian-spirit-guide', ability: 0 }, produces: ['R'], refusal: null })]);
  });
});

describe('117.1: legalActionsOf a session', () => {
  const start = () => createActor(sessionMachine, { input: { game } }).start();

  it('at priority: what legalActions says for the player holding it, with no reason', () => {
    expect(legalActionsOf(start())).toEqual({ ...legalActions(game, BUILT_IN_CARDS, ALICE), reason: null });
  });

  it('605.3a: each mana ability action reads as data (its fields and its event\'s in the order JSON writes them, and what JSON reads back equals it), and its event, sent back as it is, activates the ability', () => {
    const session = start();
    const answer = legalActionsOf(session);
    expect(answer.manaAbilities.length).toBeGreaterThan(0);
    for (const m of answer.manaAbilities) {
      expect(Object.keys(m)).toEqual(['event', 'name', 'produces', 'refusal']);
      expect(Object.keys(m.event)).toEqual(['type', 'player', 'source', 'ability']);
      expect(JSON.parse(JSON.stringify(m))).toEqual(m);
    }
    const usable = answer.manaAbilities.find((m) => m.refusal === null)!;
    expect(sendToSession(session, usable.event)).toBeNull();
    expect(session.getSnapshot().context.game.players[0]!.manaPool.map((u) => u.type)).toEqual([usable.produces[0]]);
  });

  it('117.1: a player without priority gets an empty answer with the reason', () => {
    expect(legalActionsOf(start(), BOB)).toEqual({ player: BOB, reason: expect.objectContaining({ rule: '117.1', code: 'NO_PRIORITY' }), casts: [], activations: [], manaAbilities: [], lands: [], barred: [] });
  });

  it('601.2: while a spell is being cast, nothing else may begin: an empty answer with the reason', () => {
    const session = start();
    expect(sendToSession(session, { type: 'CAST', player: ALICE, card: 'lightning-bolt' })).toBeNull();
    expect(legalActionsOf(session)).toMatchObject({ player: ALICE, reason: { rule: '601.2', code: 'EVENT_NOT_EXPECTED' }, casts: [], activations: [], manaAbilities: [], barred: [] });
  });
});
