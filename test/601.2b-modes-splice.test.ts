/** CR 601.2b, 700.2, 702.42, 702.47, 702.120, 601.6: modes, entwine, escalate, splice, and choices an opponent makes. */
import { describe, expect, it } from 'vitest';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { castableCards } from '../src/casting/castable.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { accept, ctx, lockedMana, locked, outcome, refuse, where } from './cast-helpers.js';
import { modeOptions } from '../src/casting/options.js';
import { firstSets } from '../src/core/subsets.js';
import type { CardInput } from '../src/cards/schema.js';
import { counted } from './board-reads.js';

describe('700.2: modes', () => {
  const game = gameOf({
    players: [{ id: 'alice', hand: ['Cryptic Command'], manaPool: ['U', 'U', 'U', 'U'] }, { id: 'bob' }],
    battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }],
    stack: [{ card: 'Shock', controller: 'bob', targets: [['alice']] }],
    turn: ALICE_MAIN,
  });

  it("601.2b: Cryptic Command's modes are announced first; only the chosen modes' targets are asked for", () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'cryptic-command' });
    expect(where(actor)).toBe('casting.announcing.modes');
    accept(actor, { type: 'CHOOSE_MODES', player: 'alice', modes: [3, 0] });
    expect(where(actor)).toBe('casting.targeting');
    refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['shock'], ['grizzly-bears']] });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['shock']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.stack.at(-1)?.choices).toMatchObject({ modes: [0, 3], targets: [['shock']] });
  });

  it('700.2: choose two means exactly two distinct modes', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'cryptic-command' });
    expect(refuse(actor, { type: 'CHOOSE_MODES', player: 'alice', modes: [0] })).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, { type: 'CHOOSE_MODES', player: 'alice', modes: [1, 1] })).toMatchObject({ code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, { type: 'CHOOSE_MODES', player: 'alice', modes: [0, 1, 2] })).toMatchObject({ code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, { type: 'CHOOSE_MODES', player: 'alice', modes: [0, 9] })).toMatchObject({ code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(ctx(actor).game.stack.at(-1)?.choices.modes).toEqual([]);
  });

  it('700.2: the smallest sets of modes are worked out once per card: two games propose the same frozen set', () => {
    const modesOf = (g: typeof game) => castableCards(g, BUILT_IN_CARDS, 'alice').find((o) => o.card === 'cryptic-command')?.choices.modes;
    const first = modesOf(game);
    expect(first).toEqual([0, 1]);
    expect(Object.isFrozen(first)).toBe(true);
    expect(modesOf({ ...game, battlefield: [...game.battlefield] })).toBe(first);
  });

  it('702.120: escalate — Collective Brutality costs a discard for each mode beyond the first', () => {
    const brutal = gameOf({
      players: [{ id: 'alice', hand: ['Collective Brutality', 'Opt', 'Shock'], manaPool: ['B', 'B'] }, { id: 'bob' }],
      battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }],
      turn: ALICE_MAIN,
    });
    const actor = castActor(brutal);
    accept(actor, { type: 'CAST', player: 'alice', card: 'collective-brutality' });
    accept(actor, { type: 'CHOOSE_MODES', player: 'alice', modes: [1, 2] });
    refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears'], ['alice']] }); // target opponent
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears'], ['bob']] });
    expect(lockedMana(actor)).toBe('{1}{B}');
    expect(locked(actor).actions).toEqual([{ kind: 'discard', what: {}, count: 1 }]);
    accept(actor, { type: 'PAY', player: 'alice', discard: ['opt'] });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.players[0]!.graveyard.map((c) => c.id)).toEqual(['opt']);
  });
});

describe('700.2: the sets of modes the look-ahead tries', () => {
  /** Every set of `size` of the numbers below `count`, in lexicographic order (all of them, as a reference). */
  const allSets = (count: number, size: number, from = 0): number[][] =>
    size === 0 ? [[]] : Array.from({ length: count - from }, (_, i) => from + i).flatMap((m) => allSets(count, size - 1, m + 1).map((rest) => [m, ...rest]));

  it('700.2: the first sets of modes in order, as many as asked: four modes choosing two, twenty choosing ten', () => {
    expect(firstSets(4, 2, 64)).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
    expect(firstSets(20, 10, 64)).toEqual(allSets(20, 10).slice(0, 64));
    expect(firstSets(3, 0, 64)).toEqual([[]]);
    expect(firstSets(2, 3, 64)).toEqual([]);
  });

  it('601.2c, 700.2: a charm whose first mode has no legal target is offered with its next mode that has one', () => {
    const destroy = (type: string) => ({ text: `Destroy target ${type.toLowerCase()}.`, targets: [{ what: { types: [type] }, count: 1 }] });
    const charm = { name: 'Test Ruin Charm', manaCost: '{0}', types: ['Instant'], modes: { min: 1, max: 1, options: [destroy('Artifact'), destroy('Enchantment'), destroy('Creature'), destroy('Land')] }, text: 'Choose one.' } as CardInput;
    const cards = libraryWith(charm);
    const game = gameOf({ players: [{ id: 'alice', hand: ['Test Ruin Charm'] }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }], turn: ALICE_MAIN }, cards);
    expect(castableCards(game, cards, 'alice')[0]?.choices.modes).toEqual([2]);
  });

  it('700.2: a card of twenty modes choosing ten is offered its first ten modes', () => {
    const charm = { name: 'Test Charm', manaCost: '{0}', types: ['Instant'], modes: { min: 10, max: 10, options: Array.from({ length: 20 }, (_, i) => ({ text: `Mode ${i}.` })) }, text: 'Choose ten.' } as CardInput;
    const cards = libraryWith(charm);
    const game = gameOf({ players: [{ id: 'alice', hand: ['Test Charm'] }, { id: 'bob' }], turn: ALICE_MAIN }, cards);
    expect(castableCards(game, cards, 'alice')[0]?.choices.modes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('700.2: the modes prompt', () => {
  it("601.2b, 700.2: whether a mode's words have targets is read as far as its fewest, not the whole board", () => {
    const lands = Array.from({ length: 200 }, (_, i) => ({ card: 'Forest', controller: 'bob' as const, id: `forest-${i}` }));
    const { game, reads } = counted(gameOf({ players: [{ id: 'alice', hand: ['Cryptic Command'] }, { id: 'bob' }], battlefield: lands, turn: ALICE_MAIN }));
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'cryptic-command' });
    const before = reads();
    const { modes } = modeOptions(ctx(actor).game, BUILT_IN_CARDS, ctx(actor).game.stack.at(-1)!);
    // Counter target spell: none on the stack; return target permanent: the first Forest will do.
    expect(modes.map((m) => m.targetable)).toEqual([false, true, true, true]);
    expect(reads() - before).toBeLessThan(20);
  });
});

describe('702.47: splice onto Arcane', () => {
  const game = gameOf({
    players: [{ id: 'alice', hand: ['Desperate Ritual', 'Glacial Ray'], manaPool: ['R', 'R', 'R', 'R'] }, { id: 'bob' }],
    turn: ALICE_MAIN,
  });

  it('601.2b: Glacial Ray spliced onto Desperate Ritual adds its {1}{R} and its target; Glacial Ray stays in the hand', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'desperate-ritual' });
    expect(where(actor)).toBe('casting.announcing.splice');
    accept(actor, { type: 'SPLICE', player: 'alice', cards: ['glacial-ray'] });
    expect(where(actor)).toBe('casting.targeting');
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    expect(lockedMana(actor)).toBe('{2}{R}{R}');
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.players[0]!.hand.map((c) => c.id)).toEqual(['glacial-ray']);
  });

  it('702.47: splicing nothing is an answer; a card that has no splice, or a splice onto another subtype, is refused', () => {
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: 'alice', card: 'desperate-ritual' });
    expect(refuse(actor, { type: 'SPLICE', player: 'alice', cards: ['desperate-ritual'] })).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    accept(actor, { type: 'SPLICE', player: 'alice', cards: [] });
    expect(lockedMana(actor)).toBe('{1}{R}');
  });

  it('702.47: a spell that is not Arcane asks no splice', () => {
    const bolt = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt', 'Glacial Ray'] }, { id: 'bob' }], turn: ALICE_MAIN });
    const actor = castActor(bolt);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    expect(where(actor)).toBe('casting.targeting');
  });
});

describe('601.6: choices an opponent makes', () => {
  const cards = libraryWith({
    name: 'Test Fact or Fiction',
    manaCost: '{U}',
    types: ['Instant'],
    modes: { min: 1, max: 1, chooser: 'opponent', options: [{ text: 'You draw a card.' }, { text: 'You gain 3 life.' }] },
    text: 'Test card: an opponent chooses one.',
  });
  const game = gameOf(
    { players: [{ id: 'alice', hand: ['Test Fact or Fiction'], manaPool: ['U'] }, { id: 'bob' }, { id: 'carol' }], turn: ALICE_MAIN },
    cards,
  );

  it('601.6: an opponent chooses the mode; the caster may not, nor may another opponent', () => {
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-fact-or-fiction' });
    expect(refuse(actor, { type: 'CHOOSE_MODES', player: 'alice', modes: [0] })).toMatchObject({ rule: '601.6', code: 'WRONG_PLAYER' });
    expect(refuse(actor, { type: 'CHOOSE_MODES', player: 'carol', modes: [0] })).toMatchObject({ rule: '601.6', code: 'WRONG_PLAYER' });
    accept(actor, { type: 'CHOOSE_MODES', player: 'bob', modes: [1] });
    refuse(actor, { type: 'PAY', player: 'bob' });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.6: with several opponents the caster names the one who chooses', () => {
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'test-fact-or-fiction', opponent: 'carol' });
    expect(refuse(actor, { type: 'CHOOSE_MODES', player: 'bob', modes: [0] })).toMatchObject({ code: 'WRONG_PLAYER' });
    accept(actor, { type: 'CHOOSE_MODES', player: 'carol', modes: [0] });
  });

  it('601.6: naming a player who is not an opponent is refused', () => {
    const actor = castActor(game, cards);
    expect(refuse(actor, { type: 'CAST', player: 'alice', card: 'test-fact-or-fiction', opponent: 'alice' })).toMatchObject({ rule: '601.6', code: 'BAD_PAYLOAD' });
    expect(outcome(actor)).toBe('pending');
  });
});
