/**
 * CR 601.3, 601.2: cards alike — one name in one hand or one graveyard, with nothing of their own
 * but their ids — may be cast the same ways, and "what may I do now" and castableCards work the
 * ways out once for all of them (casting/alike-cards.ts). These check that each card's answer is
 * still the one it gets asked alone: with its own CAST event, whatever its face, zone or what an
 * effect gave it, and when its targets are in its own zone, where the one left behind may be a
 * target.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { alikeCardsShare } from '../src/casting/alike-cards.js';
import { castableCards, castWays } from '../src/casting/castable.js';
import { refuse } from '../src/core/refusal.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CardObject, GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { TEST_ECHO } from './graveyard-fixtures.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** A sorcery with flashback whose target is a sorcery card in its owner's graveyard: never itself, but another of its name may be. */
const ECHO = libraryWith(TEST_ECHO);

const LANDS = [...Array.from({ length: 4 }, () => ({ card: 'Mountain', controller: 'alice' })), ...Array.from({ length: 4 }, () => ({ card: 'Swamp', controller: 'alice' })), { card: 'Grizzly Bears', controller: 'bob' }];

const gameWith = (alice: Omit<GameSpecInput['players'][number], 'id'>, cards: CardLibrary = BUILT_IN_CARDS): GameState =>
  gameOf({ players: [{ id: 'alice', ...alice }, { id: 'bob' }], battlefield: LANDS, turn: ALICE_MAIN, priority: 'alice' }, cards);

/** Each cast the query lists, with its ways as castWays gives them for that card asked alone. */
function eachAlone(game: GameState, cards: CardLibrary) {
  return legalActions(game, cards, 'alice').casts.map((c) => ({ listed: c, alone: castWays(game, cards, 'alice', c.event.card, c.event.face ?? 0) }));
}

describe('601.3: cards alike are each offered with the ways each would have alone', () => {
  it('601.3: three Lightning Bolts in a hand: each with its own CAST event and the ways it has alone', () => {
    const game = gameWith({ hand: ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'] });
    const answers = eachAlone(game, BUILT_IN_CARDS);
    expect(answers.map((a) => a.listed.event.card)).toEqual(['lightning-bolt', 'lightning-bolt-2', 'lightning-bolt-3']);
    for (const { listed, alone } of answers) expect(alone).toEqual({ ok: true, value: listed.ways });
    expect(answers.every((a) => a.listed.payable)).toBe(true);
    expect(castableCards(game, BUILT_IN_CARDS, 'alice').map((o) => o.card)).toEqual(['lightning-bolt', 'lightning-bolt-2', 'lightning-bolt-3']);
  });

  it('601.2c: flashback cards whose targets are in their own graveyard each target another card, as each would alone', () => {
    const game = gameWith({ graveyard: ['Test Echo', 'Test Echo', 'Test Echo'] }, ECHO);
    const answers = eachAlone(game, ECHO);
    expect(answers).toHaveLength(3);
    for (const { listed, alone } of answers) {
      expect(alone).toEqual({ ok: true, value: listed.ways });
      // CR 115.5: a spell is never its own target.
      expect(listed.ways.flatMap((w) => w.targets?.flat() ?? [])).not.toContain(listed.event.card);
    }
    // The first two target the first other Echo; the third, asked alone, targets the first.
    expect(answers.map((a) => a.listed.ways[0]?.targets)).toEqual([[['test-echo-2']], [['test-echo']], [['test-echo']]]);
  });

  it('601.3: a card of a name in the hand and one in the graveyard are asked apart: only the hand one may be cast', () => {
    const { casts, barred } = legalActions(gameWith({ hand: ['Lightning Bolt'], graveyard: ['Lightning Bolt'] }), BUILT_IN_CARDS, 'alice');
    expect(casts.map((c) => [c.event.card, c.zone, c.payable])).toEqual([['lightning-bolt', 'hand', true]]);
    expect(barred.map((b) => [b.event.type === 'CAST' && b.event.card, b.refusal.code])).toEqual([['lightning-bolt-2', 'NOT_CASTABLE_FROM_ZONE']]);
  });

  it('601.3: a card object asked about in a hand and then, in a later game, in a graveyard is asked where it is now', () => {
    const before = gameWith({ hand: ['Lightning Bolt', 'Lightning Bolt'] });
    expect(legalActions(before, BUILT_IN_CARDS, 'alice').casts.map((c) => c.event.card)).toEqual(['lightning-bolt', 'lightning-bolt-2']);
    const [alice, bob] = before.players;
    const moved = gameWith({ hand: ['Lightning Bolt', 'Lightning Bolt'] });
    // The same object, now in the graveyard, beside a Lightning Bolt in the hand.
    const after = { ...moved, players: [{ ...alice!, hand: [moved.players[0]!.hand[1]!], graveyard: [alice!.hand[0]!] }, bob!] };
    expect(after.players[0]!.graveyard[0]!.id).toBe('lightning-bolt');
    const { casts, barred } = legalActions(after, BUILT_IN_CARDS, 'alice');
    expect(casts.map((c) => [c.event.card, c.zone])).toEqual([['lightning-bolt-2', 'hand']]);
    expect(barred.map((b) => [b.event.type === 'CAST' && b.event.card, b.refusal.code])).toEqual([['lightning-bolt', 'NOT_CASTABLE_FROM_ZONE']]);
  });

  it('702.34: a Lightning Bolt that an effect gave flashback is asked alone, not as the one beside it without', () => {
    const { casts, barred } = legalActions(gameWith({ graveyard: ['Lightning Bolt', { card: 'Lightning Bolt', flashback: true }] }), BUILT_IN_CARDS, 'alice');
    expect(barred.map((b) => b.event.type === 'CAST' && b.event.card)).toEqual(['lightning-bolt']);
    expect(casts.map((c) => [c.event.card, c.ways.map((w) => w.alternative), c.payable])).toEqual([['lightning-bolt-2', ['flashback'], true]]);
  });

  it('702.143a: foretold cards in exile are alike only when foretold on the same turn: the one foretold this turn is refused, the other offered', () => {
    const saw = (turn?: number) => ({ card: 'Saw It Coming', owner: 'alice', mayCastFrom: { reason: 'foretell' as const, by: 'alice', ...(turn === undefined ? {} : { turn }) } });
    const game = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [...Array.from({ length: 3 }, () => ({ card: 'Island', controller: 'alice' }))],
      stack: [{ card: 'Lightning Bolt', controller: 'bob', targets: [['alice']] }],
      exile: [saw(), saw(1), saw()],
      turn: ALICE_MAIN,
      priority: 'alice',
    });
    const { casts, barred } = legalActions(game, BUILT_IN_CARDS, 'alice');
    expect(barred.map((b) => [b.event.type === 'CAST' && b.event.card, b.refusal.rule])).toEqual([['saw-it-coming-2', '702.143a']]);
    expect(casts.map((c) => [c.event.card, c.zone, c.payable])).toEqual([
      ['saw-it-coming', 'exile', true],
      ['saw-it-coming-3', 'exile', true],
    ]);
    for (const c of casts) expect(castWays(game, BUILT_IN_CARDS, 'alice', c.event.card)).toEqual({ ok: true, value: c.ways });
  });

  it('709.3: each face of a split card is asked apart, for every copy', () => {
    const game = gameWith({ hand: ['Fire // Ice', 'Fire // Ice'] });
    const answers = eachAlone(game, BUILT_IN_CARDS);
    expect(answers.map((a) => [a.listed.event.card, a.listed.event.face])).toEqual([
      ['fire-ice', 0],
      ['fire-ice', 1],
      ['fire-ice-2', 0],
      ['fire-ice-2', 1],
    ]);
    for (const { listed, alone } of answers) expect(alone).toEqual({ ok: true, value: listed.ways });
    // Fire targets one or two of anything (two when it can), Ice a permanent: each face keeps its own.
    expect(answers[2]!.listed.ways[0]!.targets).toEqual(answers[0]!.listed.ways[0]!.targets);
    expect(answers[3]!.listed.ways[0]!.targets).toEqual(answers[1]!.listed.ways[0]!.targets);
    expect(answers[0]!.listed.ways[0]!.targets).not.toEqual(answers[1]!.listed.ways[0]!.targets);
  });

  it('601.3: the ways cards alike share are frozen: a caller that writes on them gets a TypeError, and the next query the same answer', () => {
    const game = gameWith({ hand: ['Lightning Bolt', 'Lightning Bolt'] });
    const [first, second] = legalActions(game, BUILT_IN_CARDS, 'alice').casts;
    expect(second!.ways).toBe(first!.ways);
    expect(() => (second!.ways as unknown[]).push('forged')).toThrow(TypeError);
    expect(() => (second!.ways[0]!.targets![0] as string[]).push('bob')).toThrow(TypeError);
    expect(legalActions(game, BUILT_IN_CARDS, 'alice').casts[1]!.ways).toEqual(first!.ways);
  });

  it('601.3: an answer that names a card is never given to it, nor passed on from the card it names (a refusal naming the first, a target naming the third)', () => {
    const game = gameWith({ hand: ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'] });
    const [first, second, third] = game.players[0]!.hand;
    // Stand-ins for castWays: the first card's answer names itself, or it names the third.
    const askedOf = (answer: (card: CardObject) => ReturnType<typeof castWays>) => {
      const asked: string[] = [];
      const share = alikeCardsShare(BUILT_IN_CARDS, (card) => (asked.push(card.id), answer(card)));
      const answers = [first!, second!, third!].map((card) => share(card, 0, 'hand'));
      return { asked, answers };
    };
    const refused = askedOf((card) => refuse({ rule: '601.3', code: 'PROHIBITED', message: `${card.id} may not be cast` }));
    expect(refused.asked).toEqual([first!.id, second!.id, third!.id]);
    const targeting = askedOf(() => ({ ok: true, value: [{ alternative: null, choices: null, targets: [[third!.id]], refusal: null }] }));
    expect(targeting.asked).toEqual([first!.id, third!.id]);
    expect(targeting.answers[1]).toBe(targeting.answers[0]);
  });
});

/** A creature card with an ability from its owner's graveyard whose target is another creature card there; a card with an ability from the hand once each turn; and one with cycling. */
const RAISERS = libraryWith(
  {
    name: 'Test Raiser',
    manaCost: '{2}{B}',
    types: ['Creature'],
    power: 2,
    toughness: 2,
    abilities: [{ cost: [{ kind: 'mana', mana: '{B}' }, { kind: 'exileSelf' }], from: 'graveyard', targets: [{ what: { zone: 'graveyard', types: ['Creature'], owner: 'you', other: true } }], text: '{B}, Exile ~ from your graveyard: Return another target creature card from your graveyard to your hand.' }],
    text: '{B}, Exile ~ from your graveyard: Return another target creature card from your graveyard to your hand.',
  } as CardInput,
  {
    name: 'Test Forecaster',
    manaCost: '{1}{W}',
    types: ['Enchantment'],
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }], from: 'hand', oncePerTurn: true, text: 'Reveal ~ from your hand: You gain 1 life. Activate only once each turn.' }],
    text: 'Reveal ~ from your hand: You gain 1 life. Activate only once each turn.',
  } as CardInput,
  {
    name: 'Test Cycler',
    manaCost: '{3}{R}',
    types: ['Sorcery'],
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'discardSelf' }], from: 'hand', cycling: true, text: 'Cycling {1}' }],
    text: 'Cycling {1}',
  } as CardInput,
);

describe('602.2: the abilities of cards alike are each offered with the answer each would have alone', () => {
  it('702.29a: three cycling cards in a hand: each with its own ACTIVATE event and the same answer, frozen once shared', () => {
    const { activations } = legalActions(gameWith({ hand: ['Test Cycler', 'Test Cycler', 'Test Cycler'] }, RAISERS), RAISERS, 'alice');
    expect(activations.map((a) => [a.event.source, a.choices !== null, a.refusal])).toEqual([
      ['test-cycler', true, null],
      ['test-cycler-2', true, null],
      ['test-cycler-3', true, null],
    ]);
    expect(activations[1]!.choices).toBe(activations[0]!.choices);
    expect(activations[2]!.choices).toBe(activations[0]!.choices);
    expect(() => (activations[0]!.choices!.targets as unknown[]).push(['bob'])).toThrow(TypeError);
    expect(new Set(activations.map((a) => a.event))).toHaveProperty('size', 3);
  });

  it('602.2, 601.2c: abilities from a graveyard whose targets are there each target another card, as each would alone', () => {
    const { activations } = legalActions(gameWith({ graveyard: ['Test Raiser', 'Grizzly Bears', 'Test Raiser'] }, RAISERS), RAISERS, 'alice');
    // Each targets the first creature card there other than itself: the first the Bears, the second the first.
    expect(activations.map((a) => [a.event.source, a.choices?.targets])).toEqual([
      ['test-raiser', [['grizzly-bears']]],
      ['test-raiser-2', [['test-raiser']]],
    ]);
  });

  it('602.5b: cards alike are alike in what they activated this turn: those that used a once-each-turn ability are barred, each with its own event, sharing one frozen refusal', () => {
    const game = gameWith({ hand: ['Test Forecaster', 'Test Forecaster', 'Test Forecaster'] }, RAISERS);
    const [alice, bob] = game.players;
    // The second and third activated theirs this turn (the scenario format has no field for it).
    const hand = alice!.hand.map((c, i) => (i === 0 ? c : { ...c, activatedThisTurn: [0] }));
    const { activations, barred } = legalActions({ ...game, players: [{ ...alice!, hand }, bob!] }, RAISERS, 'alice');
    expect(activations.map((a) => a.event.source)).toEqual(['test-forecaster']);
    const refused = barred.filter((b) => b.event.type === 'ACTIVATE');
    expect(refused.map((b) => [b.event.type === 'ACTIVATE' && b.event.source, b.refusal.rule])).toEqual([
      ['test-forecaster-2', '602.5b'],
      ['test-forecaster-3', '602.5b'],
    ]);
    expect(refused[1]!.refusal).toBe(refused[0]!.refusal);
    expect(Object.isFrozen(refused[1]!.refusal)).toBe(true);
  });
});

