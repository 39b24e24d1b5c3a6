/**
 * CR 702.51 convoke and 702.66 delve: paying a spell's mana at 601.2h by tapping creatures
 * (each pays {1} or one mana of its colour) or exiling cards from the graveyard (each pays
 * {1}). PAY names them in `convoke` and `delve`; with `mana: 'auto'` and none named, the
 * payer may convoke and delve by itself.
 */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, ctx, lockedMana, outcome, permanent, player, refuse, where } from './cast-helpers.js';
import { announceX, cast, castWith, expectReversed, pay, targets } from './cost-fixtures.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { nextGame } from '../src/game/update.js';
import { xRange } from '../src/casting/options.js';
import { convokeSources, delveSources, improviseSources, paymentSources } from '../src/costs/convoke-delve.js';

type Permanents = { card: string; controller: string; tapped?: boolean; summoningSick?: boolean }[];

describe('702.51: convoke (Chord of Calling, {X}{G}{G}{G})', () => {
  const chord = (battlefield: Permanents, pool: string[] = []) =>
    gameOf({ players: [{ id: ALICE, hand: ['Chord of Calling'], manaPool: pool }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never);
  const greens: Permanents = [
    { card: 'Llanowar Elves', controller: ALICE },
    { card: 'Grizzly Bears', controller: ALICE },
    { card: 'Birds of Paradise', controller: ALICE, summoningSick: true },
  ];
  const tapped = (actor: ReturnType<typeof castWith>) => ctx(actor).game.battlefield.filter((p) => p.tapped).map((p) => p.id).sort();

  it('702.51: the creatures named in convoke each pay {G}; a summoning-sick creature may convoke', () => {
    const actor = castWith(chord(greens), [cast('chord-of-calling'), announceX(0)]);
    expect(lockedMana(actor)).toBe('{G}{G}{G}');
    expect(where(actor)).toBe('casting.activatingMana');
    accept(actor, pay({ mana: [], convoke: ['llanowar-elves', 'grizzly-bears', 'birds-of-paradise'] }));
    expect(outcome(actor)).toBe('cast');
    expect(tapped(actor)).toEqual(['birds-of-paradise', 'grizzly-bears', 'llanowar-elves']);
    expect(ctx(actor).game.nextId).toBe(chord(greens).nextId);
  });

  it('702.51: a creature that is not green pays only generic mana: Memnite pays the {1} of X = 1, not a {G}', () => {
    const board = [...greens, { card: 'Memnite', controller: ALICE }];
    const one = castWith(chord(board), [cast('chord-of-calling'), announceX(1), pay({ mana: [], convoke: ['memnite', 'llanowar-elves', 'grizzly-bears', 'birds-of-paradise'] })]);
    expect(outcome(one)).toBe('cast');
    expect(tapped(one)).toEqual(['birds-of-paradise', 'grizzly-bears', 'llanowar-elves', 'memnite']);
    const before = chord(board);
    const zero = castWith(before, [cast('chord-of-calling'), announceX(0), pay({ mana: [], convoke: ['memnite', 'llanowar-elves', 'grizzly-bears'] })]);
    expectReversed(zero, before, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('702.51: twenty creatures convoke X = 17 on a board of forty permanents: each named taps, and only they', () => {
    const elves: Permanents = Array.from({ length: 20 }, () => ({ card: 'Llanowar Elves', controller: ALICE }));
    const bears: Permanents = Array.from({ length: 20 }, () => ({ card: 'Grizzly Bears', controller: BOB }));
    const before = chord([...elves, ...bears]);
    const named = before.battlefield.filter((p) => p.controller === ALICE).map((p) => p.id);
    const actor = castWith(before, [cast('chord-of-calling'), announceX(17), pay({ mana: [], convoke: named })]);
    expect(outcome(actor)).toBe('cast');
    expect(tapped(actor)).toEqual([...named].sort());
  });

  it("702.51: a tapped creature or an opponent's creature can't convoke", () => {
    const before = chord([...greens, { card: 'Grizzly Bears', controller: ALICE, tapped: true }, { card: 'Llanowar Elves', controller: BOB }]);
    const begin = [cast('chord-of-calling'), announceX(0)];
    expectReversed(castWith(before, [...begin, pay({ mana: [], convoke: ['llanowar-elves', 'grizzly-bears', 'grizzly-bears-2'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(castWith(before, [...begin, pay({ mana: [], convoke: ['llanowar-elves', 'grizzly-bears', 'llanowar-elves-2'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it('702.51: convoke and pool mana pay together; naming too little is no partial payment', () => {
    const before = chord(greens, ['G']);
    const actor = castWith(before, [cast('chord-of-calling'), announceX(0), pay({ mana: ['mana-1'], convoke: ['llanowar-elves', 'grizzly-bears'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).manaPool).toEqual([]);
    expect(permanent(ctx(actor).game, 'birds-of-paradise').tapped).toBe(false);
    const short = castWith(before, [cast('chord-of-calling'), announceX(0), pay({ mana: ['mana-1'], convoke: ['llanowar-elves'] })]);
    expectReversed(short, before, 'PAYMENT_DOES_NOT_COVER_COST');
  });

  it("702.51: PAY 'auto' convokes when no creature is named", () => {
    const actor = castWith(chord([...greens, { card: 'Memnite', controller: ALICE }]), [cast('chord-of-calling'), announceX(1), pay()]);
    expect(outcome(actor)).toBe('cast');
    expect(tapped(actor)).toEqual(['birds-of-paradise', 'grizzly-bears', 'llanowar-elves', 'memnite']);
    const before = chord([{ card: 'Memnite', controller: ALICE }, { card: 'Grizzly Bears', controller: ALICE }]);
    expectReversed(castWith(before, [cast('chord-of-calling'), announceX(0), pay()]), before, 'UNPAYABLE_COST');
  });

  it("601.2h, 702.51a: a creature whose mana ability taps it is one source, not two: {G}{G} and Llanowar Elves pay Chord's X 0, not X 1", () => {
    const before = chord([{ card: 'Llanowar Elves', controller: ALICE }], ['G', 'G']);
    const usingElves = paymentSources(before, BUILT_IN_CARDS, ALICE, 'Chord of Calling').filter((s) => s.id === 'llanowar-elves' || ('object' in s && s.object === 'llanowar-elves'));
    expect(usingElves.map((s) => s.produces)).toEqual([['G']]);
    const announcing = castWith(before, [cast('chord-of-calling')]);
    const game = ctx(announcing).game;
    expect(xRange(game, BUILT_IN_CARDS, game.stack.at(-1)!)).toMatchObject({ payableUpTo: 0 });
    expectReversed(castWith(before, [cast('chord-of-calling'), announceX(1), pay()]), before, 'UNPAYABLE_COST');
    expect(outcome(castWith(before, [cast('chord-of-calling'), announceX(0), pay()]))).toBe('cast');
  });

  it('702.51, 302.6: a summoning-sick Llanowar Elves convokes though it could not tap for mana', () => {
    const actor = castWith(
      chord([{ card: 'Llanowar Elves', controller: ALICE, summoningSick: true }, { card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }]),
      [cast('chord-of-calling'), announceX(0), pay()],
    );
    expect(outcome(actor)).toBe('cast');
    expect(tapped(actor)).toEqual(['forest', 'forest-2', 'llanowar-elves']);
  });

  it("601.2g, 702.51: PAY 'auto' with a creature named for convoke doesn't tap that creature for mana first", () => {
    const before = chord([{ card: 'Llanowar Elves', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }]);
    const actor = castWith(before, [cast('chord-of-calling'), announceX(0), pay({ mana: 'auto', convoke: ['llanowar-elves'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(tapped(actor)).toEqual(['forest', 'forest-2', 'llanowar-elves']);
    expect(player(ctx(actor).game, ALICE).manaPool).toEqual([]);
  });

  it("601.2g, 602.2b, 702.51: PAY 'auto' with a creature named for convoke doesn't have Springleaf Drum tap it, but another creature", () => {
    const before = chord([{ card: 'Springleaf Drum', controller: ALICE }, { card: 'Llanowar Elves', controller: ALICE }, { card: 'Grizzly Bears', controller: ALICE }, { card: 'Forest', controller: ALICE }]);
    const actor = castWith(before, [cast('chord-of-calling'), announceX(0), pay({ mana: 'auto', convoke: ['llanowar-elves'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(tapped(actor)).toEqual(['forest', 'grizzly-bears', 'llanowar-elves', 'springleaf-drum']);
  });

  it('601.2h: BAD_PAYLOAD — more creatures named than the mana the cost asks, the same creature twice, or one not in the game', () => {
    const actor = castWith(chord([...greens, { card: 'Memnite', controller: ALICE }]), [cast('chord-of-calling'), announceX(0)]);
    const waiting = ctx(actor).game;
    for (const convoke of [['llanowar-elves', 'grizzly-bears', 'birds-of-paradise', 'memnite'], ['llanowar-elves', 'llanowar-elves', 'grizzly-bears'], ['llanowar-elves', 'grizzly-bears', 'avenger']]) {
      expect(refuse(actor, pay({ mana: [], convoke }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    }
    expect(ctx(actor).game).toBe(waiting);
    expect(where(actor)).toBe('casting.activatingMana');
  });

  it("702.51: a spell without convoke can't be paid by tapping creatures", () => {
    const before = gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }], battlefield: [{ card: 'Hill Giant', controller: ALICE }], turn: ALICE_MAIN });
    expectReversed(castWith(before, [cast('lightning-bolt'), targets([BOB]), pay({ mana: [], convoke: ['hill-giant'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
  });
});

describe('702.66: delve (Treasure Cruise, {7}{U})', () => {
  const SEVEN = ['Opt', 'Shock', 'Brainstorm', 'Divination', 'Lightning Bolt', 'Counterspell', 'Giant Growth'];
  const SEVEN_IDS = ['opt', 'shock', 'brainstorm', 'divination', 'lightning-bolt', 'counterspell', 'giant-growth'];
  const cruise = (graveyard: string[], islands: number, extra: object = {}) =>
    gameOf({
      players: [{ id: ALICE, hand: ['Treasure Cruise'], graveyard }, { id: BOB, graveyard: ['Forest'] }],
      battlefield: Array.from({ length: islands }, () => ({ card: 'Island', controller: ALICE })),
      turn: ALICE_MAIN,
      ...extra,
    } as never);

  it('702.66: the cards named in delve are exiled, each paying {1}; an Island pays the {U}', () => {
    const actor = castWith(cruise(SEVEN, 1), [cast('treasure-cruise')]);
    expect(lockedMana(actor)).toBe('{7}{U}');
    accept(actor, pay({ delve: SEVEN_IDS }));
    expect(outcome(actor)).toBe('cast');
    const now = ctx(actor).game;
    expect(player(now, ALICE).graveyard).toEqual([]);
    expect(now.exile.map((c) => c.id).sort()).toEqual([...SEVEN_IDS].sort());
    expect(permanent(now, 'island').tapped).toBe(true);
  });

  it('702.66: delve and lands pay together: three cards exiled and five Islands tapped', () => {
    const actor = castWith(cruise(SEVEN, 5), [cast('treasure-cruise'), pay({ delve: ['opt', 'shock', 'brainstorm'] })]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).graveyard.map((c) => c.id)).toEqual(['divination', 'lightning-bolt', 'counterspell', 'giant-growth']);
    expect(ctx(actor).game.battlefield.every((p) => p.tapped)).toBe(true);
  });

  it("601.2g, 702.66: PAY 'auto' with delve cards named taps only the lands the rest needs", () => {
    const actor = castWith(cruise(SEVEN, 8), [cast('treasure-cruise'), pay({ mana: 'auto', delve: SEVEN_IDS })]);
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.filter((p) => p.tapped)).toHaveLength(1);
    expect(player(ctx(actor).game, ALICE).manaPool).toEqual([]);
  });

  it("702.66: PAY 'auto' delves when no card is named", () => {
    const actor = castWith(cruise(SEVEN, 1), [cast('treasure-cruise'), pay()]);
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, ALICE).graveyard).toEqual([]);
    expect(ctx(actor).game.exile).toHaveLength(7);
  });

  it("702.66: delve pays only generic mana: eight cards can't pay the {U}", () => {
    const before = cruise([...SEVEN, 'Opt'], 0);
    expectReversed(castWith(before, [cast('treasure-cruise'), pay({ mana: [], delve: [...SEVEN_IDS, 'opt-2'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(castWith(before, [cast('treasure-cruise'), pay()]), before, 'UNPAYABLE_COST');
  });

  it("702.66: only cards in the caster's graveyard can be delved: not a card in hand, not an opponent's card", () => {
    const before = cruise(SEVEN.slice(0, 6), 2, { players: [{ id: ALICE, hand: ['Treasure Cruise', 'Opt'], graveyard: SEVEN.slice(1) }, { id: BOB, graveyard: ['Forest'] }] });
    expectReversed(castWith(before, [cast('treasure-cruise'), pay({ delve: ['opt', 'shock', 'brainstorm', 'divination', 'lightning-bolt', 'counterspell'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    expectReversed(castWith(before, [cast('treasure-cruise'), pay({ delve: ['forest', 'shock', 'brainstorm', 'divination', 'lightning-bolt', 'counterspell'] })]), before, 'PAYMENT_DOES_NOT_COVER_COST');
    expect(outcome(castWith(before, [cast('treasure-cruise'), pay({ delve: ['shock', 'brainstorm', 'divination', 'lightning-bolt', 'counterspell', 'giant-growth'] })]))).toBe('cast');
  });

  it('601.2h: BAD_PAYLOAD — more cards named than the mana the cost asks, or a card not in the game', () => {
    const actor = castWith(cruise([...SEVEN, 'Opt', 'Opt'], 1), [cast('treasure-cruise')]);
    expect(refuse(actor, pay({ delve: [...SEVEN_IDS, 'opt-2', 'opt-3'] }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    expect(refuse(actor, pay({ delve: ['ancestral-recall'] }))).toMatchObject({ rule: '601.2h', code: 'BAD_PAYLOAD' });
    expect(where(actor)).toBe('casting.activatingMana');
  });
});

describe('702.51, 702.66: convoke and delve never take an object another part of the cost uses', () => {
  const cards = libraryWith(
    {
      name: 'Test Rallying Call',
      manaCost: '{2}{W}',
      types: ['Instant'],
      keywords: ['convoke'],
      additionalCosts: [{ kind: 'tap', what: { types: ['Creature'] } }],
      text: 'Convoke. As an additional cost to cast this spell, tap an untapped creature you control.',
    },
    {
      name: 'Test Deep Feast',
      manaCost: '{3}{B}',
      types: ['Instant'],
      keywords: ['delve'],
      additionalCosts: [{ kind: 'exile', from: 'graveyard', what: {} }],
      text: 'Delve. As an additional cost to cast this spell, exile a card from your graveyard.',
    },
  );

  it("702.51: 'auto' convokes with other creatures than the one named for the tap cost, and can't pay when only that one is left", () => {
    const rally = (creatures: string[]) =>
      gameOf({ players: [{ id: ALICE, hand: ['Test Rallying Call'] }, { id: BOB }], battlefield: ['Plains', ...creatures].map((card) => ({ card, controller: ALICE })), turn: ALICE_MAIN }, cards);
    const enough = castWith(rally(['Grizzly Bears', 'Hill Giant', 'Memnite']), [cast('test-rallying-call'), pay({ tap: ['grizzly-bears'] })], cards);
    expect(outcome(enough)).toBe('cast');
    expect(ctx(enough).game.battlefield.every((p) => p.tapped)).toBe(true);
    const before = rally(['Grizzly Bears', 'Hill Giant']);
    expectReversed(castWith(before, [cast('test-rallying-call'), pay({ tap: ['grizzly-bears'] })], cards), before, 'UNPAYABLE_COST');
  });

  it("702.66: 'auto' delves other cards than the one named for the exile cost, and can't pay when only that one is left", () => {
    const feast = (swamps: number) =>
      gameOf({
        players: [{ id: ALICE, hand: ['Test Deep Feast'], graveyard: ['Opt', 'Shock', 'Brainstorm'] }, { id: BOB }],
        battlefield: Array.from({ length: swamps }, () => ({ card: 'Swamp', controller: ALICE })),
        turn: ALICE_MAIN,
      }, cards);
    const enough = castWith(feast(2), [cast('test-deep-feast'), pay({ exile: ['opt'] })], cards);
    expect(outcome(enough)).toBe('cast');
    expect(ctx(enough).game.exile.map((c) => c.id).sort()).toEqual(['brainstorm', 'opt', 'shock']);
    expect(ctx(enough).game.battlefield.every((p) => p.tapped)).toBe(true);
    const before = feast(1);
    expectReversed(castWith(before, [cast('test-deep-feast'), pay({ exile: ['opt'] })], cards), before, 'UNPAYABLE_COST');
  });
});

describe('702.51, 702.126, 702.66: the objects a payment names, among those that could pay', () => {
  const game = gameOf({
    players: [{ id: ALICE, hand: ['Chord of Calling', 'Enraged Giant', 'Treasure Cruise'], graveyard: ['Opt', 'Shock', 'Brainstorm'] }, { id: BOB }],
    battlefield: [
      { card: 'Grizzly Bears', controller: ALICE },
      { card: 'Memnite', controller: ALICE },
      { card: 'Llanowar Elves', controller: ALICE, tapped: true },
      { card: 'Sol Ring', controller: ALICE },
      { card: 'Hill Giant', controller: BOB },
      { card: 'Llanowar Elves', controller: ALICE },
    ],
    turn: ALICE_MAIN,
  });
  const ids = (sources: readonly { readonly id: string }[]) => sources.map((s) => s.id);
  const named = new Set(['llanowar-elves-2', 'hill-giant', 'llanowar-elves', 'grizzly-bears', 'sol-ring', 'brainstorm', 'opt', 'nowhere']);

  it("702.51: only the named untapped creatures of the caster's, in battlefield order (not bob's, not a tapped one)", () => {
    expect(ids(convokeSources(game, BUILT_IN_CARDS, ALICE, 'Chord of Calling'))).toEqual(['grizzly-bears', 'memnite', 'llanowar-elves-2']);
    expect(ids(convokeSources(game, BUILT_IN_CARDS, ALICE, 'Chord of Calling', named))).toEqual(['grizzly-bears', 'llanowar-elves-2']);
  });

  it('702.51a: a creature asked about again under a library that gives it other colours convokes for those colours', () => {
    const bear = (manaCost: string) => libraryWith({ name: 'Test Turning Bear', manaCost, types: ['Creature'], power: 2, toughness: 2 });
    const [green, blue] = [bear('{1}{G}'), bear('{1}{U}')];
    const board = gameOf({ players: [{ id: ALICE, hand: ['Chord of Calling'] }, { id: BOB }], battlefield: [{ card: 'Test Turning Bear', controller: ALICE }], turn: ALICE_MAIN } as never, green);
    const colours = (cards: typeof green) => convokeSources(board, cards, ALICE, 'Chord of Calling').map((s) => s.only);
    expect(colours(green)).toEqual([['G', 'generic']]);
    expect(colours(blue)).toEqual([['U', 'generic']]);
    expect(colours(green)).toEqual([['G', 'generic']]);
  });

  it('702.126, 702.66: only the named untapped artifacts, and the named graveyard cards in graveyard order', () => {
    expect(ids(improviseSources(game, BUILT_IN_CARDS, ALICE, 'Enraged Giant'))).toEqual(['memnite', 'sol-ring']);
    expect(ids(improviseSources(game, BUILT_IN_CARDS, ALICE, 'Enraged Giant', named))).toEqual(['sol-ring']);
    expect(ids(delveSources(game, BUILT_IN_CARDS, ALICE, 'Treasure Cruise', named))).toEqual(['opt', 'brainstorm']);
  });

  it('702.66: a graveyard asked about again lists its cards again, and another graveyard of the same player lists its own', () => {
    const all = ids(delveSources(game, BUILT_IN_CARDS, ALICE, 'Treasure Cruise'));
    expect(ids(delveSources(game, BUILT_IN_CARDS, ALICE, 'Treasure Cruise'))).toEqual(all);
    const smaller = nextGame(game, { players: game.players.map((p) => (p.id === ALICE ? { ...p, graveyard: p.graveyard.slice(1) } : p)) });
    expect(ids(delveSources(smaller, BUILT_IN_CARDS, ALICE, 'Treasure Cruise'))).toEqual(all.slice(1));
    expect(ids(delveSources(smaller, BUILT_IN_CARDS, ALICE, 'Treasure Cruise', named))).toEqual(['opt', 'brainstorm'].filter((id) => all.slice(1).includes(id)));
  });
});
