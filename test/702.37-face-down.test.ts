/**
 * CR 702.37 morph, 702.37b megamorph, 702.168 disguise, 708 face-down spells: real cards
 * (test/fixtures/oracle-keywords-morph.json, copied from the corpus) compiled from their
 * Oracle text and cast face down through the chart and the session: a 2/2 colourless creature
 * spell with no name, text, subtypes or mana cost, for {3} (702.37c), that only its controller
 * may look at (708.5).
 */
import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activeChild, sendToSession, sessionMachine } from '../machines/session.js';
import { legalActionsOf } from '../machines/legal-actions.js';
import { BUILT_IN_CARDS, createCardLibrary, getCard } from '../src/cards/library.js';
import { definitionOf } from '../src/cards/definition.js';
import { cardColors } from '../src/cards/characteristics.js';
import { manaValue } from '../src/mana/value.js';
import { castTriggers } from '../src/casting/triggers.js';
import { castableCards } from '../src/casting/castable.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { createGame } from '../src/scenario/build-game.js';
import type { GameState, Spell } from '../src/game/state.js';
type Mana = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { viewFor } from '../src/game/views.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { faceDownKeywordOf } from '../tools/importer/face-down.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx, lockedMana, outcome, refuse } from './cast-helpers.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/oracle-keywords-morph.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(fixture.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
const cards = createCardLibrary([...compiled.values()].filter((r) => r.card).map((r) => r.card!), BUILT_IN_CARDS);
const THREE = [{ kind: 'mana', mana: '{3}' }];

/** Alice's main phase, Gift of Doom ({4}{B} Aura with "Morph—Sacrifice another creature.") in her hand with `pool`, and `battlefield`. */
function aliceWith(pool: readonly Mana[], battlefield: GameSpecInput['battlefield'] = [], extra: Partial<GameSpecInput> = {}): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [{ card: 'Gift of Doom', id: 'doom' }], manaPool: pool }, { id: BOB, hand: ['Counterspell'] }], battlefield, turn: ALICE_MAIN, ...extra }, cards);
}

/** The same with opaque ids (CR 400.7: the spell gets a new id as it moves), as a game with hidden information has. */
function opaqueGame(): GameState {
  return createGame({ players: [{ id: ALICE, hand: ['Gift of Doom'], manaPool: ['C', 'C', 'C'] }, { id: BOB, hand: ['Counterspell'] }], turn: ALICE_MAIN }, cards);
}

/** CR 601.3: a CAST the chart takes and ends as prohibited, the game untouched; its refusal. */
function prohibited(game: GameState, card: string, faceDown = true) {
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: ALICE, card, ...(faceDown ? { faceDown: true as const } : {}) });
  expect(outcome(actor)).toBe('prohibited');
  expect(ctx(actor).game).toBe(game);
  return ctx(actor).refusal!;
}

/** Casts Gift of Doom face down on `game` and pays: the chart. */
function castFaceDown(game: GameState) {
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: ALICE, card: 'doom', faceDown: true });
  return actor;
}

describe('702.37: morph and megamorph compiled from Oracle text', () => {
  it('702.37c: "Morph [cost]" is an alternative cost of {3} that casts the card face down; the morph cost turns it face up, a special action (116.2b) left as text', () => {
    for (const [name, keyword] of [['Abzan Guide', 'morph'], ['Ainok Survivalist', 'megamorph'], ['Gift of Doom', 'morph'], ['Horde Ambusher', 'morph']] as const) {
      const r = result(name);
      expect(r.status, `${name}: ${JSON.stringify(r.gaps)}`).toBe('complete');
      expect(r.card!.alternativeCosts).toEqual([{ name: keyword, cost: THREE, faceDown: true }]);
    }
  });

  it('702.168a: "Disguise [cost]" is the same alternative cost (its ward {2} matters only to a permanent); other lines are not read as one', () => {
    expect(faceDownKeywordOf('Disguise {1}{W}')).toEqual({ alternativeCosts: [{ name: 'disguise', cost: THREE, faceDown: true }] });
    expect(faceDownKeywordOf('Morph—Reveal a white card in your hand.')).toEqual({ alternativeCosts: [{ name: 'morph', cost: THREE, faceDown: true }] });
    expect(faceDownKeywordOf('Morph {2}{G}, then draw a card.')).toBeNull();
    expect(faceDownKeywordOf('Morphling gets +1/+1.')).toBeNull();
  });

  it('708.2: the card format refuses a face-down cost that would give the spell targets or another type', () => {
    const bad = { name: 'Bad Morph', manaCost: '{1}', types: ['Creature'], power: 1, toughness: 1, alternativeCosts: [{ name: 'morph', cost: THREE, faceDown: true, targets: [{ filter: 'creature' }] }] };
    expect(() => createCardLibrary([bad])).toThrow(/708\.2/);
  });
});

describe('702.37c, 708.2: a face-down spell is a 2/2 colourless creature spell with mana value 0', () => {
  it('702.37c: a face-down spell is a 2/2 colourless creature spell with no name, subtypes, abilities or mana cost (mana value 0, 202.3)', () => {
    const actor = castFaceDown(aliceWith(['C', 'C', 'C']));
    const spell = ctx(actor).game.stack.at(-1) as Spell;
    expect(spell).toMatchObject({ kind: 'spell', faceDown: true, controller: ALICE, choices: { alternative: 'morph' } });
    const seen = definitionOf(cards, spell);
    expect(seen).toMatchObject({ name: '', types: ['Creature'], subtypes: [], supertypes: [], power: 2, toughness: 2, keywords: [], targets: [], abilities: [], triggers: [], text: '' });
    expect(seen.manaCost).toBeUndefined();
    expect(manaValue(seen.manaCost?.symbols ?? [])).toBe(0);
    expect(cardColors(seen)).toEqual([]);
    // Face up, the same card is a black Aura with a target.
    expect(getCard(cards, 'Gift of Doom')).toMatchObject({ types: ['Enchantment'], subtypes: ['Aura'], targets: [{ name: 'creature' }] });
  });

  it('702.37c: cast face down it costs {3}, not its mana cost nor its morph cost, and takes no target (an Aura face down has no enchant)', () => {
    const actor = castFaceDown(aliceWith(['C', 'C', 'C']));
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    expect(lockedMana(actor)).toBe('{3}');
    expect(ctx(actor).game.players[0]!.manaPool).toEqual([]);
  });

  it('118.9, 601.2b: the face-down cost was fixed as the card was turned face down, so no other cost is chosen (CHOOSE_COSTS is not expected)', () => {
    const actor = castFaceDown(aliceWith(['C', 'C', 'C']));
    expect(ctx(actor).game.stack.at(-1)).toMatchObject({ choices: { alternative: 'morph' } });
    expect(refuse(actor, { type: 'CHOOSE_COSTS', player: ALICE, alternative: null, optional: {} }).code).toBe('EVENT_NOT_EXPECTED');
  });

  it('702.37c, 733.1: with two mana the face-down cast is reversed and the card is back in the hand, face up', () => {
    const game = aliceWith(['C', 'C']);
    const actor = castFaceDown(game);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(game);
  });

  it('702.37c: only a card with morph, megamorph or disguise can be cast face down', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Grizzly Bears'], manaPool: ['C', 'C', 'C'] }, { id: BOB }], turn: ALICE_MAIN }, cards);
    expect(prohibited(game, 'grizzly-bears')).toMatchObject({ rule: '702.37c', code: 'NOT_CASTABLE_FROM_ZONE' });
  });

  it('702.37c: a face-down spell is cast at sorcery speed like any creature spell without flash (307.1)', () => {
    const game = aliceWith(['C', 'C', 'C'], [], { turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE });
    expect(prohibited(game, 'doom').rule).toBe('307.1');
  });

  it('601.3: the look-ahead offers a morph card both face up and face down', () => {
    const options = castableCards(aliceWith(['C', 'C', 'C', 'B', 'B'], [{ card: 'Grizzly Bears', controller: BOB }]), cards, ALICE).filter((o) => o.card === 'doom');
    expect(options.map((o) => o.faceDown ?? false)).toEqual([false, true]);
  });

  it('601.2a, 702.37c: "what may I do now" lists a morph card face up and face down, each with the CAST event that begins it', () => {
    const { casts } = legalActions(aliceWith(['C', 'C', 'C', 'B', 'B'], [{ card: 'Grizzly Bears', controller: BOB }]), cards, ALICE);
    const events = casts.filter((c) => c.event.card === 'doom').map((c) => c.event);
    expect(events).toStrictEqual([
      { type: 'CAST', player: ALICE, card: 'doom' },
      { type: 'CAST', player: ALICE, card: 'doom', faceDown: true },
    ]);
    // Each is an event the session accepts as it stands.
    for (const event of events) accept(castActor(aliceWith(['C', 'C', 'C', 'B', 'B'], [{ card: 'Grizzly Bears', controller: BOB }]), cards), event);
  });
});

describe('702.37c: effects and prohibitions apply to the face-down characteristics, not the card', () => {
  it('601.3: Void Winnower (opponents can\'t cast spells with even mana value) forbids the face-down cast (mana value 0) but not Gift of Doom face up (5)', () => {
    const game = aliceWith(['C', 'C', 'C', 'C', 'B'], [{ card: 'Void Winnower', controller: BOB }]);
    expect(prohibited(game, 'doom').rule).toBe('601.3');
    const faceUp = castActor(game, cards);
    accept(faceUp, { type: 'CAST', player: ALICE, card: 'doom' });
    expect(outcome(faceUp)).toBe('pending');
  });

  it('601.3: a chosen name (Voidstone Gargoyle naming Gift of Doom) does not stop the face-down spell, which has no name (708.2)', () => {
    const game = aliceWith(['C', 'C', 'C'], [{ card: 'Voidstone Gargoyle', controller: BOB, chosen: { name: 'Gift of Doom' } }]);
    const actor = castFaceDown(game);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    expect(prohibited(game, 'doom', false).rule).toBe('601.3');
  });

  it('601.2f: Thalia (noncreature spells cost {1} more) taxes Gift of Doom face up, not face down (a creature spell)', () => {
    const game = aliceWith(['C', 'C', 'C'], [{ card: 'Thalia, Guardian of Thraben', controller: BOB }]);
    const actor = castFaceDown(game);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(lockedMana(actor)).toBe('{3}');
  });

  it('708.2, 601.2i: a cast trigger watching noncreature spells (prowess) sees a creature spell and does not trigger', () => {
    const game = aliceWith(['C', 'C', 'C'], [{ card: 'Monastery Swiftspear', controller: ALICE }]);
    const actor = castFaceDown(game);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([]);
    const spell = ctx(actor).game.stack.at(-1)!;
    expect(castTriggers(ctx(actor).game, cards, spell)).toEqual([]);
  });
});

describe('708.5: a face-down spell is hidden from every player but its controller', () => {
  const secretWords = /gift|doom|aura|enchant|sacrifice|deathtouch/i;

  it('708.5: an opponent\'s view of the stack during and after a face-down cast names nothing; the caster sees the card', () => {
    const game = opaqueGame();
    const actor = castActor(game, cards);
    const handId = game.players[0]!.hand[0]!.id;
    accept(actor, { type: 'CAST', player: ALICE, card: handId, faceDown: true });
    const during = ctx(actor).game;
    const spell = during.stack.at(-1) as Spell;
    expect(spell.id).not.toBe(handId);
    expect(viewFor(during, BOB).stack).toEqual([{ kind: 'spell', faceDown: true, id: spell.id, controller: ALICE, owner: ALICE, castFrom: 'hand' }]);
    expect(JSON.stringify(viewFor(during, BOB))).not.toMatch(secretWords);
    expect(viewFor(during, ALICE).stack).toEqual([spell]);
    accept(actor, { type: 'PAY', player: ALICE });
    const after = ctx(actor).game;
    expect(JSON.stringify(viewFor(after, BOB))).not.toMatch(secretWords);
    expect((viewFor(after, ALICE).stack[0] as Spell).card).toBe('Gift of Doom');
  });

  it('708.5: through the session, the opponent\'s view, legal actions and refusals name nothing while the spell is on the stack', () => {
    const game = opaqueGame();
    const session = createActor(sessionMachine, { input: { game, cards } }).start();
    const handId = game.players[0]!.hand[0]!.id;
    expect(sendToSession(session, { type: 'CAST', player: ALICE, card: handId, faceDown: true })).toBeNull();
    const during = activeChild(session)!.getSnapshot().context.game;
    expect(JSON.stringify(viewFor(during, BOB))).not.toMatch(secretWords);
    expect(sendToSession(session, { type: 'PAY', player: ALICE })).toBeNull();
    const after = session.getSnapshot().context.game;
    const spellId = after.stack.at(-1)!.id;
    expect(JSON.stringify(viewFor(after, BOB))).not.toMatch(secretWords);
    // Bob passes priority to no one here: his own choices name only his cards and the spell's id.
    const bobActions = legalActionsOf(session, BOB);
    expect(JSON.stringify(bobActions)).not.toMatch(secretWords);
    // Bob can't send events for Alice's spell, and his refusals say nothing of it.
    const refusal = sendToSession(session, { type: 'ACTIVATE', player: BOB, source: spellId, ability: 0 });
    expect(refusal).not.toBeNull();
    expect(JSON.stringify(refusal)).not.toMatch(secretWords);
  });
});
