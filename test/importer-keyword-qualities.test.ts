/**
 * Issue 13: keyword abilities that name a quality, "[quality] offering" (CR 702.48a) and
 * "Equip [quality] [cost]" (CR 702.6), compiled from Oracle text
 * (test/fixtures/oracle-keyword-qualities.json, real cards copied from the corpus) and cast or
 * activated through the engine; a changeling (CR 702.73a) has every quality that is a
 * creature type.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CastEventInput } from '../src/events/schema.js';
import { gameOf } from './helpers.js';
import { ALICE, BOB, lockedMana, runCast } from './cast-helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { compiled, result, expectCompiled } = compiledFixture('oracle-keyword-qualities.json');
const cards = createCardLibrary([...compiled.values()].filter((r) => r.card).map((r) => r.card as CardInput), BUILT_IN_CARDS);
const plains = (n: number) => Array.from({ length: n }, () => ({ card: 'Plains', controller: ALICE }));

describe('702.48a, 702.6: quality keywords compile', () => {
  it('702.48a: "Fox offering" is an offering of a Fox (Patron of the Kitsune)', () => {
    expect(result('Patron of the Kitsune')).toMatchObject({ status: 'complete', card: { offering: { what: { subtypes: ['Fox'] } } } });
  });

  it('702.6: "Equip Citizen {1}" targets a Citizen creature you control, as a sorcery, beside the plain equip (Ceremonial Groundbreaker)', () => {
    expectCompiled('Ceremonial Groundbreaker', {
      manaCost: '{1}{G}{W}', types: ['Artifact'], subtypes: ['Equipment'],
      abilities: [
        { cost: [{ kind: 'mana', mana: '{1}' }], timing: 'sorcery', targets: [{ what: { types: ['Creature'], subtypes: ['Citizen'], controller: 'you' }, count: 1 }], text: '-' },
        { cost: [{ kind: 'mana', mana: '{3}' }], timing: 'sorcery', targets: [{ filter: 'creatureYouControl' }], text: '-' },
      ],
    });
  });

  it('702.6: a quality that is a card type names the permanent itself: "Equip planeswalker {1}" targets a planeswalker you control (Luxior)', () => {
    expect(result("Luxior, Giada's Gift").card?.abilities?.[0]).toMatchObject({ targets: [{ what: { types: ['Planeswalker'], controller: 'you' }, count: 1 }] });
  });

  it('702.6: a quality the target words cannot say stays a gap (Team Pennant: "Equip creature token")', () => {
    expect(result('Team Pennant').gaps).toEqual([expect.objectContaining({ text: 'Equip creature token {1}' })]);
  });
});

describe('702.48a, 702.6: compiled quality keywords in the engine', () => {
  it("702.48a, 702.48c, 702.73a: Patron of the Kitsune on Bob's turn, offering Mothdust Changeling (a Fox by changeling, {U}): {U} finds no {U} and takes generic, {3}{W}{W}", () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Patron of the Kitsune'] }, { id: BOB }], turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE, battlefield: [{ card: 'Mothdust Changeling', controller: ALICE }, ...plains(5)] } as never, cards);
    const events: CastEventInput[] = [
      { type: 'CAST', player: ALICE, card: 'patron-of-the-kitsune' },
      { type: 'CHOOSE_COSTS', player: ALICE, alternative: null, optional: {}, sacrificed: 'mothdust-changeling' },
      { type: 'PAY', player: ALICE, mana: 'auto' },
    ];
    const run = runCast(game, events, cards);
    expect(run.outcome).toBe('cast');
    expect(lockedMana(run.actor)).toBe('{3}{W}{W}');
  });

  it("702.48a, 601.3: with no Fox to offer, Patron of the Kitsune can't be cast on Bob's turn, and nothing is sacrificed", () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Patron of the Kitsune'] }, { id: BOB }], turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE, battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, ...plains(6)] } as never, cards);
    const run = runCast(game, [{ type: 'CAST', player: ALICE, card: 'patron-of-the-kitsune' }], cards);
    expect(run.outcome).toBe('prohibited');
    expect(run.refusal).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
    expect(run.game.battlefield.some((p) => p.id === 'grizzly-bears')).toBe(true);
  });

  it('702.6, 601.2c: Ceremonial Groundbreaker\'s "Equip Citizen" may target Mothdust Changeling (every creature type), not Grizzly Bears', () => {
    const game = gameOf({ players: [{ id: ALICE, manaPool: ['C'] }, { id: BOB }], turn: { activePlayer: ALICE, phase: 'precombatMain' }, battlefield: [{ card: 'Ceremonial Groundbreaker', controller: ALICE }, { card: 'Mothdust Changeling', controller: ALICE }, { card: 'Grizzly Bears', controller: ALICE }] } as never, cards);
    const actor = createActor(activationMachine, { input: { game, cards } }).start();
    expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'ceremonial-groundbreaker', ability: 0 })).toBeNull();
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] })).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['mothdust-changeling']] })).toBeNull();
  });
});
