/**
 * CR 601.2c, 702.47, 702.33c: a spell with k cards spliced onto it, or kicked k times by a
 * multikicker whose kicks each add a word, has k more target words, each its own instance of
 * "target" (different words may name the same object unless one says "another"). Whether each
 * word has a legal target needs each word's own smallest number of targets, what the words before
 * it take if it says "another", and what the later words saying "another" take, not the whole
 * spell's (casting/targets.ts `fewestTargets`); words that are one word (a card's, spliced or
 * kicked again) read one list; and the prompt lists it once for all of them (casting/options.ts
 * `targetOptions`): k words beside n creatures are about k + n reads, not k·n (counted, not
 * timed). Splicing k cards reads the hand once (702.47a), and "X target creatures" with X in the
 * thousands is searched slot by slot.
 */
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../src/cards/schema.js';
import { fewestTargets } from '../src/casting/targets.js';
import { spliceOptions, targetOptions } from '../src/casting/options.js';
import { spliceCards } from '../src/casting/splice.js';
import type { GameState } from '../src/game/state.js';
import { countedFields, countedZone } from './board-reads.js';
import { accept, ctx, outcome, refuse, where } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';

const RAY: CardInput = {
  name: 'Test Ray',
  manaCost: '{R}',
  types: ['Instant'],
  subtypes: ['Arcane'],
  targets: [{ what: { types: ['Creature'] } }],
  splice: { onto: 'Arcane', cost: [{ kind: 'mana', mana: '{R}' }] },
  text: 'Test Ray deals 1 damage to target creature. Splice onto Arcane {R}.',
} as CardInput;
/** Its second word says "another": it can't take what the first word took. */
const PAIR: CardInput = {
  name: 'Test Pair',
  manaCost: '{R}',
  types: ['Instant'],
  subtypes: ['Arcane'],
  targets: [{ what: { types: ['Creature'] } }, { what: { types: ['Creature'] }, another: true }],
  text: 'Tap target creature. Test Pair deals 1 damage to another target creature.',
} as CardInput;
/** An Arcane spell whose own word asks for a land. */
const BLAST: CardInput = {
  name: 'Test Blast',
  manaCost: '{R}',
  types: ['Instant'],
  subtypes: ['Arcane'],
  targets: [{ what: { types: ['Land'] } }],
  text: 'Destroy target land.',
} as CardInput;
/** Each kick adds "another target creature" (Comet Storm's words, for creatures). */
const STORM: CardInput = {
  name: 'Test Storm',
  manaCost: '{R}',
  types: ['Instant'],
  targets: [{ what: { types: ['Creature'] } }],
  optionalCosts: [{ name: 'multikicker', cost: [{ kind: 'mana', mana: '{1}' }], max: null, targets: [{ what: { types: ['Creature'] }, another: true }] }],
  text: 'Multikicker {1}. Choose target creature, then another target creature for each time this spell was kicked. Test Storm deals 1 damage to each of them.',
} as CardInput;
/** Its second word, "another", can take only what the first word would take first. */
const GUARD: CardInput = {
  name: 'Test Guard',
  manaCost: '{R}',
  types: ['Instant'],
  targets: [{ what: { types: ['Creature'] } }, { what: { types: ['Creature'], controller: 'you' }, another: true }],
  text: 'Tap target creature. Untap another target creature you control.',
} as CardInput;
/** "X target creatures" (Dregs of Sorrow's word). */
const DREGS: CardInput = { name: 'Test Dregs', manaCost: '{X}{B}', types: ['Sorcery'], targets: [{ what: { types: ['Creature'] }, count: 'X' }], text: 'Destroy X target creatures.' } as CardInput;
const cards = libraryWith(RAY, PAIR, BLAST, STORM, GUARD, DREGS);

const bears = (n: number) => Array.from({ length: n }, (_, i) => ({ card: 'Grizzly Bears', controller: 'bob' as const, id: `bear-${i}` }));
const rays = (k: number) => Array.from({ length: k }, (_, i) => ({ card: 'Test Ray', id: `ray-${i}` }));

/** Alice holding k Test Rays and mana enough for all of them, beside n of bob's Bears. */
function gameWith(k: number, creatures: number, hand: GameSpecHand = rays(k)): GameState {
  return gameOf({ players: [{ id: 'alice', hand, manaPool: Array.from({ length: k }, () => 'R') }, { id: 'bob' }], battlefield: bears(creatures), turn: ALICE_MAIN }, cards);
}
type GameSpecHand = Parameters<typeof gameOf>[0]['players'][number]['hand'];

/** A Test Ray cast with the other k - 1 spliced onto it, waiting for its targets. */
function splicedAll(game: GameState, k: number) {
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: 'alice', card: 'ray-0' });
  accept(actor, { type: 'SPLICE', player: 'alice', cards: rays(k).slice(1).map((r) => r.id) });
  return actor;
}

describe('601.2c, 702.47: the target words of spliced cards, each read for itself', () => {
  it('601.2c: a Ray with 39 others spliced onto it, beside 200 Bears: the check for legal targets reads about one Bear a word, not forty', () => {
    const k = 40;
    const { game, reads } = countedFields(gameWith(k, 200));
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'ray-0' });
    const before = reads();
    accept(actor, { type: 'SPLICE', player: 'alice', cards: rays(k).slice(1).map((r) => r.id) });
    expect(where(actor)).toBe('casting.targeting');
    // Each word needs one Bear of its own: about a word's worth of reads each (k·k before).
    expect(reads() - before).toBeLessThan(k * 40);
  });

  it('601.2c: the smallest legal choice gives every spliced word the first Bear (different words may share a target)', () => {
    const actor = splicedAll(gameWith(5, 3), 5);
    const spell = ctx(actor).game.stack.at(-1)!;
    expect(fewestTargets(ctx(actor).game, cards, spell)).toEqual(Array.from({ length: 5 }, () => ['bear-0']));
  });

  it('601.2c: five words spliced beside a single Bear still have a legal choice, and it is accepted', () => {
    const actor = splicedAll(gameWith(5, 1), 5);
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: Array.from({ length: 5 }, () => ['bear-0']) });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2c: a word that says "another" still needs what the words before it take: two Bears for Test Pair, not one', () => {
    const pairOf = (creatures: number) => {
      const actor = castActor(gameWith(1, creatures, [{ card: 'Test Pair', id: 'pair' }]), cards);
      accept(actor, { type: 'CAST', player: 'alice', card: 'pair' });
      return actor;
    };
    const two = pairOf(2);
    expect(fewestTargets(ctx(two).game, cards, ctx(two).game.stack.at(-1)!)).toEqual([['bear-0'], ['bear-1']]);
    expect(where(two)).toBe('casting.targeting');
    const one = pairOf(1);
    expect(outcome(one)).toBe('illegal');
    expect(ctx(one).refusal).toMatchObject({ rule: '601.2c' });
  });

  it('601.2c: a word that says "another" after it keeps an earlier word from what only it can take: Test Guard taps bob\'s Bear so alice\'s can be untapped', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: [{ card: 'Test Guard', id: 'guard' }], manaPool: ['R'] }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', controller: 'alice', id: 'mine' }, ...bears(1)], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'guard' });
    expect(where(actor)).toBe('casting.targeting');
    expect(fewestTargets(ctx(actor).game, cards, ctx(actor).game.stack.at(-1)!)).toEqual([['bear-0'], ['mine']]);
  });

  it("601.2c: the prompt lists the spliced words' legal targets once, the same list for each word alike", () => {
    const k = 40;
    const { game, reads } = countedFields(gameWith(k, 200));
    const actor = splicedAll(game, k);
    const spell = ctx(actor).game.stack.at(-1)!;
    const before = reads();
    const words = targetOptions(ctx(actor).game, cards, spell);
    expect(words).toHaveLength(k);
    expect(words[0]!.legal).toEqual(bears(200).map((b) => b.id));
    for (const word of words) expect(word.legal).toBe(words[0]!.legal);
    // One word's list: under twenty field reads a Bear (each of the k words read them all before).
    expect(reads() - before).toBeLessThan(200 * k);
  });

  it('601.2c: a spliced word that asks for something else keeps a list of its own', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: [{ card: 'Test Blast', id: 'blast' }, ...rays(1)], manaPool: ['R', 'R'] }, { id: 'bob' }], battlefield: [...bears(2), { card: 'Mountain', controller: 'bob', id: 'mountain' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'blast' });
    accept(actor, { type: 'SPLICE', player: 'alice', cards: ['ray-0'] });
    const spell = ctx(actor).game.stack.at(-1)!;
    expect(targetOptions(ctx(actor).game, cards, spell).map((w) => w.legal)).toEqual([['mountain'], ['bear-0', 'bear-1']]);
    refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bear-0'], ['bear-0']] });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['mountain'], ['bear-0']] });
  });

  it('601.2c, 702.33c: a spell kicked 100 times beside 400 Bears, each kick "another target creature": the kicks\' words read one list', () => {
    const k = 100;
    const { game, reads } = countedFields(gameWith(k + 1, 400, [{ card: 'Test Storm', id: 'storm' }]));
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'storm' });
    const before = reads();
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', optional: { multikicker: k } });
    expect(where(actor)).toBe('casting.targeting');
    // Two lists of k + 1 Bears, the Storm's own word's and the kicks' (a list for each of the k words before).
    expect(reads() - before).toBeLessThan(k * 100);
    const spell = ctx(actor).game.stack.at(-1)!;
    expect(fewestTargets(ctx(actor).game, cards, spell)).toEqual(Array.from({ length: k + 1 }, (_, i) => [`bear-${i}`]));
  });

  it('601.2c, 702.33c: kicked three times, four words each need a Bear of their own: four Bears are a legal choice, three are not', () => {
    const kicked = (creatures: number) => {
      const actor = castActor(gameWith(4, creatures, [{ card: 'Test Storm', id: 'storm' }]), cards);
      accept(actor, { type: 'CAST', player: 'alice', card: 'storm' });
      accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', optional: { multikicker: 3 } });
      return actor;
    };
    const four = kicked(4);
    expect(fewestTargets(ctx(four).game, cards, ctx(four).game.stack.at(-1)!)).toEqual([['bear-0'], ['bear-1'], ['bear-2'], ['bear-3']]);
    refuse(four, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bear-0'], ['bear-1'], ['bear-2'], ['bear-1']] });
    accept(four, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bear-3'], ['bear-1'], ['bear-2'], ['bear-0']] });
    const three = kicked(3);
    expect(outcome(three)).toBe('illegal');
    expect(ctx(three).refusal).toMatchObject({ rule: '601.2c' });
  });

  it('702.47a: splicing 299 cards of a hand of 300, and offering them, reads the hand a few times over, not once for each card', () => {
    const k = 300;
    const actor = castActor(gameWith(k, 1), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'ray-0' });
    const { game, reads } = countedZone(ctx(actor).game, 'hand');
    const spliced = spliceCards(game, cards, game.stack.at(-1)!, rays(k).slice(1).map((r) => r.id));
    expect(spliced.ok && spliced.value.stack.at(-1)!.choices.spliced).toHaveLength(k - 1);
    expect(reads()).toBeLessThan(k * 10);
    // The prompt, which offers each card with its cost: as many reads.
    const offered = spliceOptions(game, cards, game.stack.at(-1)!);
    expect(offered.map((o) => o.card)).toEqual(rays(k).slice(1).map((r) => r.id));
    expect(offered[0]).toEqual({ card: 'ray-1', name: 'Test Ray', cost: ['{R}'] });
    expect(reads()).toBeLessThan(k * 20);
  });

  it('601.2c, 107.3: "X target creatures" with X = 9,000 beside 9,000 Bears: the smallest choice is the first 9,000, found slot by slot (not by a recursion 9,000 deep)', () => {
    const x = 9000;
    const actor = castActor(gameWith(1, x, [{ card: 'Test Dregs', id: 'dregs' }]), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'dregs' });
    accept(actor, { type: 'ANNOUNCE_X', player: 'alice', x });
    expect(where(actor)).toBe('casting.targeting');
    const fewest = fewestTargets(ctx(actor).game, cards, ctx(actor).game.stack.at(-1)!);
    expect(fewest?.[0]).toHaveLength(x);
    expect(fewest?.[0]?.at(-1)).toBe(`bear-${x - 1}`);
  });
});
