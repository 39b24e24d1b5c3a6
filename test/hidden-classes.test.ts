/**
 * The objects the rules read field by field, many at a time or many times: a board of
 * permanents built by createGame (every question that walks the battlefield), the spell, its
 * caster, its cost changes and its locked cost that each cast makes, and the games themselves.
 * In V8 an object literal that begins with a spread and adds properties gives each object a
 * hidden class of its own, and games spread from games made along different paths had nine
 * between them; reads of such objects miss V8's inline caches, and past four classes each
 * spread's store went through V8's runtime (docs/performance-history.md, sixth and seventh rounds).
 * Not timed: this checks the hidden classes themselves, with V8's own %HaveSameMap.
 */
import { setFlagsFromString } from 'node:v8';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { moveCardToStack } from '../src/casting/announce.js';
import { countSpellCast } from '../src/casting/triggers.js';
import { costChanges, lockTotalCost, totalCost } from '../src/costs/total-cost.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, Permanent } from '../src/game/state.js';
import { nextGame, removeCard, setTapped, updateStackObject, withNewId } from '../src/game/update.js';
import { convokeSources, paymentSources } from '../src/costs/convoke-delve.js';
import { layered } from '../src/mana/chain-layers.js';
import { mixedPlan } from '../src/mana/chain-plan.js';
import { abilitySources } from '../src/mana-abilities/mana-abilities.js';
import { forPaying, spendPurpose } from '../src/mana-abilities/spend.js';
import { cost, land, signet } from './chain-fixtures.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

setFlagsFromString('--allow-natives-syntax');
// Compiled after the flag is set, so the native call parses.
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
const hasFastProperties = new Function('a', 'return %HasFastProperties(a)') as (a: object) => boolean;

/**
 * How many hidden classes the objects have between them. An object V8 keeps as a dictionary
 * counts as one of its own: such objects can share a map and still be read by hash, not by shape.
 */
function hiddenClasses(objects: readonly object[]): number {
  const seen: object[] = [];
  for (const o of objects) if (!hasFastProperties(o) || !seen.some((s) => haveSameMap(s, o))) seen.push(o);
  return seen.length;
}

const board = gameOf({
  players: [{ id: 'alice' }, { id: 'bob' }],
  battlefield: Array.from({ length: 200 }, (_, i) => ({ card: i % 2 ? 'Mountain' : 'Llanowar Elves', controller: i % 3 ? 'alice' : 'bob', tapped: i % 5 === 0 })),
  turn: ALICE_MAIN,
});

describe('110.1: the permanents of a board built from a spec share their hidden classes', () => {
  it('110.1: 200 permanents with the same fields have one hidden class between them', () => {
    expect(hiddenClasses(board.battlefield)).toBe(1);
  });

  it('110.1: permanents with a field the others lack (a chosen name) have one hidden class of their own between them', () => {
    const mixed = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [
        ...Array.from({ length: 50 }, () => ({ card: 'Mountain', controller: 'alice' })),
        ...Array.from({ length: 50 }, () => ({ card: 'Pithing Needle', controller: 'alice', chosen: { name: 'Prodigal Pyromancer' } })),
      ],
      turn: ALICE_MAIN,
    });
    expect(hiddenClasses(mixed.battlefield)).toBe(2);
  });

  it('601.2a: spells a spec puts on the stack share one hidden class, as spells cast do', () => {
    const stacked = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      stack: Array.from({ length: 20 }, (_, i) => ({ card: i % 2 ? 'Lightning Bolt' : 'Counterspell', controller: i % 2 ? 'alice' : 'bob' })),
      turn: ALICE_MAIN,
    });
    expect(hiddenClasses(stacked.stack)).toBe(1);
  });

  it('602.2b: tapping 100 of them leaves a few hidden classes, not one per permanent tapped', () => {
    const ids = board.battlefield.filter((p) => !p.tapped).map((p) => p.id);
    const tapped = ids.slice(0, 100).reduce((g, id) => setTapped(g, id, true), board);
    expect(hiddenClasses(tapped.battlefield satisfies readonly Permanent[])).toBeLessThanOrEqual(4);
  });
});

describe('601.2a, 601.2f, 601.2i: what each cast makes shares its hidden class with the last cast\'s', () => {
  // Thalia makes the Bolt cost {1} more (a cost change in the locked cost), as on the benchmark board.
  const casts = Array.from({ length: 30 }, () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }],
      battlefield: [{ card: 'Thalia, Guardian of Thraben', controller: 'bob' }],
      turn: ALICE_MAIN,
    });
    const { game: announced } = moveCardToStack(game, BUILT_IN_CARDS, 'alice', 'lightning-bolt');
    const spell = announced.stack[announced.stack.length - 1]!;
    const cost = lockTotalCost(totalCost(announced, BUILT_IN_CARDS, spell));
    return { spell, cost, changes: costChanges(announced, BUILT_IN_CARDS, spell), caster: countSpellCast(announced, 'alice').players[0]! };
  });

  it('601.2a: 30 spells put on the stack have one hidden class between them', () => {
    expect(hiddenClasses(casts.map((c) => c.spell))).toBe(1);
  });

  it('601.2f: 30 locked total costs, their mana and their cost changes have one hidden class each', () => {
    expect(hiddenClasses(casts.map((c) => c.cost))).toBe(1);
    expect(hiddenClasses(casts.map((c) => c.cost.mana))).toBe(1);
    expect(hiddenClasses(casts.flatMap((c) => c.cost.changes))).toBe(1);
  });

  it('601.2f: the cost changes found for 30 casts, before the cost is locked, have one hidden class between them', () => {
    expect(casts.every((c) => c.changes.length === 1)).toBe(true);
    expect(hiddenClasses(casts.flatMap((c) => c.changes))).toBe(1);
  });

  it('601.2i: 30 casters counting their first spell this turn have one hidden class between them', () => {
    expect(hiddenClasses(casts.map((c) => c.caster))).toBe(1);
  });
});

describe('601.2: every game a cast makes shares one hidden class', () => {
  /** Every game the session and its chart hold while `rounds` Bolts are cast, each through a session of its own. */
  function gamesOfCasts(rounds: number): GameState[] {
    const games: GameState[] = [];
    const keep = (value: unknown) => {
      const game = (value as { context?: { game?: GameState } } | undefined)?.context?.game;
      if (game && !games.includes(game)) games.push(game);
    };
    for (let i = 0; i < rounds; i += 1) {
      const start = gameOf({
        players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }],
        battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Thalia, Guardian of Thraben', controller: 'bob' }, { card: 'Blood Artist', controller: 'alice' }],
        turn: ALICE_MAIN,
      });
      const actor = createActor(sessionMachine, { input: { game: start, cards: BUILT_IN_CARDS }, inspect: (e) => e.type === '@xstate.snapshot' && keep(e.snapshot) }).start();
      const events: readonly CastEventInput[] = [
        { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
        { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
        { type: 'PAY', player: 'alice', mana: 'auto' },
      ];
      for (const event of events) {
        expect(sendToSession(actor, event)).toBeNull();
      }
      expect(actor.getSnapshot().context.last?.outcome).toBe('cast');
    }
    return games;
  }

  it('601.2a-601.2i: the games of 20 casts through the session (stack, mana, taps, ids, priority, triggers) have one hidden class between them', () => {
    const games = gamesOfCasts(20);
    expect(games.length).toBeGreaterThan(60);
    expect(hiddenClasses(games)).toBe(1);
  });

  it('601.2, 400.7: nextGame keeps every part of the game it is given, the id style too', () => {
    const spec = { players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }], turn: ALICE_MAIN };
    const named = gameOf(spec);
    const opaque = gameOf({ ...spec, ids: 'opaque' });
    expect(named.idStyle).toBe('names');
    expect('idStyle' in opaque).toBe(false);
    expect(nextGame(named, {})).toStrictEqual(named);
    expect(nextGame(opaque, {})).toStrictEqual(opaque);
  });

  it('400.7: games with opaque ids share one hidden class too, whether createGame or an update made them', () => {
    const opaque = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], turn: ALICE_MAIN, ids: 'opaque' });
    const [renamed] = withNewId(opaque, 'card-');
    expect(hiddenClasses([opaque, renamed, nextGame(renamed, { priority: null })])).toBe(1);
  });

  it('601.2a, 601.2b: games whose spell was put on a long stack without a copy share one hidden class of their own, kept fast', () => {
    const spells = Array.from({ length: 40 }, () => ({ card: 'Shock', controller: 'bob', targets: [['alice']] }));
    const pushed = (['names', 'opaque'] as const).flatMap((ids) => {
      const start = gameOf({ players: [{ id: 'alice', hand: Array.from({ length: 30 }, () => 'Counterspell') }, { id: 'bob' }], stack: spells, turn: ALICE_MAIN, ids });
      return start.players[0]!.hand.map((card) => {
        const { game, id } = moveCardToStack(start, BUILT_IN_CARDS, 'alice', card.id);
        return updateStackObject(game, id, (s) => ({ ...s, choices: { ...s.choices, targets: [[start.stack[0]!.id]] } }));
      });
    });
    expect(pushed.every((g) => hasFastProperties(g))).toBe(true);
    // One with an id style, one without: as nextGame's games are.
    expect(hiddenClasses(pushed)).toBe(2);
  });

  it('601.2a: the players whose hand or graveyard lost a card proposed share one hidden class for each zone, kept fast', () => {
    const start = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt', 'Shock', 'Counterspell', 'Lightning Bolt'], graveyard: ['Shock', 'Shock', 'Lightning Bolt'] }, { id: 'bob' }], turn: ALICE_MAIN });
    const alice = start.players[0]!;
    const left = (cards: readonly { readonly id: string }[]) => cards.map((card) => moveCardToStack(start, BUILT_IN_CARDS, 'alice', card.id).game.players[0]!);
    const fromHand = left(alice.hand);
    const fromGraveyard = left(alice.graveyard);
    expect([...fromHand, ...fromGraveyard].every((p) => hasFastProperties(p))).toBe(true);
    expect(hiddenClasses(fromHand)).toBe(1);
    expect(hiddenClasses(fromGraveyard)).toBe(1);
    expect(fromHand[1]!.hand.map((c) => c.card)).toEqual(['Lightning Bolt', 'Counterspell', 'Lightning Bolt']);
  });

  it('601.2a: the games whose exile lost a card proposed share one hidden class, kept fast, whether the card left it or a later step made them', () => {
    const start = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], exile: ['Lightning Bolt', 'Shock', 'Lightning Bolt'].map((card) => ({ card, owner: 'alice', mayCastFrom: { reason: 'effect' as const, by: 'alice' } })), turn: ALICE_MAIN });
    const left = start.exile.map((card) => removeCard(start, card.id)![0]);
    const moved = start.exile.map((card) => moveCardToStack(start, BUILT_IN_CARDS, 'alice', card.id).game);
    const later = moved.map((game) => nextGame(game, { priority: null }));
    const games = [...left, ...moved, ...later];
    expect(games.every((g) => hasFastProperties(g))).toBe(true);
    expect(hiddenClasses(games)).toBe(1);
    expect(later[1]!.exile.map((c) => c.card)).toEqual(['Lightning Bolt', 'Lightning Bolt']);
  });

  it('117: nextGame takes priority set to null (nobody holds it) as a change, not a part left as it was', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN });
    expect(game.priority).toBe('alice');
    expect(nextGame(game, { priority: null }).priority).toBeNull();
  });
});

describe('601.2g, 605.3b, 106.6: payment sources copied with a field of their own share hidden classes', () => {
  const alikeCopies = <T extends object>(originals: readonly T[], copies: readonly T[]): readonly T[] => copies.filter((c, i) => c !== originals[i]);

  it('605.3b, 106.6: 100 convoking creatures read at a chain plan\'s layer (their mana kept to the cost) have one hidden class between them', () => {
    const bears = Array.from({ length: 100 }, (_, i) => land(`bear-${i}`, ['G'], { onlyFor: ['cost'] }));
    const read = alikeCopies(bears, bears.map((s) => layered(s, ['signet', 'cost'], 1)));
    expect(read).toHaveLength(100);
    expect(hiddenClasses(read)).toBe(1);
  });

  it('605.3b: 30 Signets read at the layer of a choice in no order yet have one hidden class between them', () => {
    const signets = Array.from({ length: 30 }, (_, i) => signet(`signet-${i}`, i % 2 ? 'W' : 'U', 'B'));
    const plan = mixedPlan(cost({ generic: 5 }), [land('wastes', ['C'])], [], signets.map((s) => [s]), layered);
    const read = plan.sources.filter((s) => s.cost !== undefined);
    expect(read).toHaveLength(30);
    expect(hiddenClasses(read)).toBe(1);
  });

  it('702.51, 602.2b: 40 convoking creatures a Springleaf Drum may tap, given their tap sets, have one hidden class between them', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Chord of Calling'] }, { id: 'bob' }],
      battlefield: [{ card: 'Springleaf Drum', controller: 'alice' }, ...Array.from({ length: 40 }, () => ({ card: 'Grizzly Bears', controller: 'alice' }))],
      turn: ALICE_MAIN,
    });
    const bears = new Set(convokeSources(game, BUILT_IN_CARDS, 'alice', 'Chord of Calling').map((s) => s.id));
    const convoking = paymentSources(game, BUILT_IN_CARDS, 'alice', 'Chord of Calling', abilitySources(game, BUILT_IN_CARDS, 'alice')).filter((s) => bears.has(s.id));
    expect(convoking).toHaveLength(40);
    expect(convoking.every((s) => s.tapsOneOf !== undefined)).toBe(true);
    expect(hiddenClasses(convoking)).toBe(1);
  });

  it('106.6: 40 Ancient Ziggurats, told what their mana may pay for, have one hidden class between them', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: Array.from({ length: 40 }, () => ({ card: 'Ancient Ziggurat', controller: 'alice' })), turn: ALICE_MAIN });
    const sources = abilitySources(game, BUILT_IN_CARDS, 'alice');
    const told = alikeCopies(sources, forPaying(game, BUILT_IN_CARDS, 'alice', sources, spendPurpose(BUILT_IN_CARDS, 'Grizzly Bears')));
    expect(told).toHaveLength(40);
    expect(hiddenClasses(told)).toBe(1);
  });
});
