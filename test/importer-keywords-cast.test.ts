/**
 * Issue 13: more keyword abilities compiled from Oracle text (test/fixtures/oracle-keywords-cast.json,
 * real cards copied from the corpus), each checked against its rule and then used in the
 * engine: cast through the chart, paid, and rolled back.
 */
import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary, getCard } from '../src/cards/library.js';
import { cardColors } from '../src/cards/characteristics.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import { sacrificePermanent } from '../src/game/update.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, lockedMana, outcome, refuse } from './cast-helpers.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/oracle-keywords-cast.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(fixture.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
const complete = (name: string) => {
  const r = result(name);
  expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
  return r.card as Record<string, unknown>;
};
const cards = createCardLibrary([...compiled.values()].filter((r) => r.card).map((r) => r.card!), BUILT_IN_CARDS);
const mana = (m: string) => ({ kind: 'mana', mana: m });

describe('702.56: replicate', () => {
  it('702.56a: replicate is an optional cost paid any number of times, with a cast trigger that counts the times (Gigadrowse, Leap of Flame)', () => {
    expect(complete('Gigadrowse')).toMatchObject({
      optionalCosts: [{ name: 'replicate', cost: [mana('{U}')], max: null }],
      triggers: [{ on: 'castSelf', ifPaid: 'replicate' }],
      targets: [{ what: {}, count: 1 }],
    });
    expect(complete('Leap of Flame')).toMatchObject({ optionalCosts: [{ name: 'replicate', cost: [mana('{U}{R}')], max: null }] });
  });

  it('702.56a: Gigadrowse replicated twice costs {U}{U}{U} and its trigger copies it twice', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Gigadrowse'], manaPool: ['U', 'U', 'U'] }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'gigadrowse' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: { replicate: 2 } });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.players[0]!.manaPool).toEqual([]);
    expect(ctx(actor).triggers).toMatchObject([{ source: 'gigadrowse', controller: 'alice', on: 'cast', text: expect.stringContaining('Replicate'), count: 2 }]);
  });

  it('702.56a: not replicated, nothing triggers; replicated beyond the mana at hand, the cast is reversed and nothing triggers (733.1)', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Gigadrowse'], manaPool: ['U', 'U'] }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }], turn: ALICE_MAIN }, cards);
    const plain = castActor(game, cards);
    accept(plain, { type: 'CAST', player: 'alice', card: 'gigadrowse' });
    accept(plain, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: {} });
    accept(plain, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] });
    accept(plain, { type: 'PAY', player: 'alice' });
    expect(outcome(plain)).toBe('cast');
    expect(ctx(plain).triggers).toEqual([]);
    const greedy = castActor(game, cards);
    accept(greedy, { type: 'CAST', player: 'alice', card: 'gigadrowse' });
    accept(greedy, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: { replicate: 2 } });
    accept(greedy, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] });
    accept(greedy, { type: 'PAY', player: 'alice' });
    expect(outcome(greedy)).toBe('illegal');
    expect(ctx(greedy).triggers).toEqual([]);
    expect(ctx(greedy).game).toEqual(game);
  });
});

describe('702.140: mutate', () => {
  const board = (manaPool: 'B'[]) =>
    gameOf(
      {
        players: [{ id: 'alice', hand: ['Cavern Whisperer'], manaPool }, { id: 'bob' }],
        battlefield: [
          { card: 'Grizzly Bears', controller: 'alice' },
          { card: 'Balduvian Barbarians', controller: 'alice' },
          { card: 'Grizzly Bears', controller: 'bob', id: 'bobs-bears' },
        ],
        turn: ALICE_MAIN,
      },
      cards,
    );

  it('702.140a: mutate is an alternative cost with which the creature spell targets a non-Human creature its owner owns (Cavern Whisperer)', () => {
    expect(complete('Cavern Whisperer')).toMatchObject({
      alternativeCosts: [{ name: 'mutate', cost: [mana('{3}{B}')], targets: [{ what: { types: ['Creature'], notSubtypes: ['Human'], owner: 'you' }, count: 1 }] }],
    });
  });

  it('702.140a: Cavern Whisperer cast for its mutate cost {3}{B} onto a non-Human creature its caster owns', () => {
    const game = board(['B', 'B', 'B', 'B']);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'cavern-whisperer' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: 'mutate', optional: {} });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['balduvian-barbarians']] })).toMatchObject({ rule: expect.stringMatching(/^115|^601\.2c/) });
    expect(refuse(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bobs-bears']] })).toMatchObject({ rule: expect.stringMatching(/^115|^601\.2c/) });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.players[0]!.manaPool).toEqual([]);
  });

  it('118.9: cast for its mana cost {4}{B} it has no target', () => {
    const game = board(['B', 'B', 'B', 'B', 'B']);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'cavern-whisperer' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: {} });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });
});

describe('702.21: ward', () => {
  it('702.21a: ward {2} is a trigger when the permanent becomes the target of a spell or ability an opponent controls (Hamlet Vanguard)', () => {
    expect(complete('Hamlet Vanguard')).toMatchObject({ triggers: [{ on: 'becomesTarget', by: 'opponents', text: expect.stringContaining('Ward {2}') }] });
    const game = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt', 'Lightning Bolt'], manaPool: ['R', 'R'] }, { id: 'bob' }], battlefield: [{ card: 'Hamlet Vanguard', controller: 'bob' }, { card: 'Hamlet Vanguard', controller: 'alice', id: 'own-vanguard' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['hamlet-vanguard']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(ctx(actor).triggers).toMatchObject([{ source: 'hamlet-vanguard', controller: 'bob', on: 'becameTarget', text: expect.stringContaining('Ward') }]);
    const own = castActor(game, cards);
    accept(own, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(own, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['own-vanguard']] });
    accept(own, { type: 'PAY', player: 'alice' });
    expect(ctx(own).triggers).toEqual([]);
  });
});

describe('triggers of keywords that a cost can set off or casting causes', () => {
  const sacrificed = (card: string) => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card, controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const id = game.battlefield[0]!.id;
    return costEventTriggers(game, sacrificePermanent(game, id), cards).map((t) => t.text);
  };

  it('702.46a: soulshift N is a "dies" trigger, which a creature sacrificed for a cost sets off (Gibbering Kami)', () => {
    expect(complete('Gibbering Kami')).toMatchObject({ triggers: [{ on: 'creatureDies', self: true, text: expect.stringContaining('mana value 3 or less') }] });
    expect(sacrificed('Gibbering Kami')).toEqual([expect.stringContaining('Soulshift 3')]);
  });

  it('702.55a: haunt on a creature is a "dies" trigger (Absolver Thrull); on a sorcery it triggers after resolving, so it stays text (Benediction of Moons)', () => {
    expect(result('Absolver Thrull').card).toMatchObject({ triggers: [{ on: 'creatureDies', self: true, text: expect.stringContaining('Haunt') }] });
    expect(sacrificed('Absolver Thrull')).toEqual([expect.stringContaining('Haunt')]);
    expect(result('Benediction of Moons').card).not.toHaveProperty('triggers');
    // The haunted creature's own trigger ("When the creature ~ haunts dies") is another paragraph, still a gap.
    expect(result('Benediction of Moons').gaps.map((g) => g.text)).toEqual(['When the creature ~ haunts dies, you gain 1 life for each player.']);
  });

  it('702.72a: champion\'s return is a leaves-the-battlefield trigger (Changeling Hero); 702.73a: its changeling is the keyword that makes it every creature type', () => {
    const hero = result('Changeling Hero');
    expect(hero.status).toBe('complete');
    expect(hero.card).toMatchObject({ keywords: ['changeling', 'lifelink'], triggers: [{ on: 'leavesBattlefield' }] });
    expect(sacrificed('Changeling Hero')).toEqual([expect.stringContaining('Champion')]);
  });

  it('702.144a: demonstrate is a cast trigger (Excavation Technique)', () => {
    expect(complete('Excavation Technique')).toMatchObject({ triggers: [{ on: 'castSelf', text: expect.stringContaining('Demonstrate') }] });
    const game = gameOf({ players: [{ id: 'alice', hand: ['Excavation Technique'], manaPool: ['W', 'W', 'W', 'W'] }, { id: 'bob' }], battlefield: [{ card: 'Sol Ring', controller: 'bob' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'excavation-technique' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['sol-ring']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(ctx(actor).triggers).toMatchObject([{ source: 'excavation-technique', controller: 'alice', on: 'cast', text: expect.stringContaining('Demonstrate') }]);
  });

  it('702.130a: afflict N triggers when the creature becomes blocked, which no cost causes: text (Ammit Eternal)', () => {
    expect(complete('Ammit Eternal')).toMatchObject({ triggers: [{ on: 'cast' }] });
  });
});

describe('702.133: jump-start and 702.81: retrace', () => {
  const board = (graveyard: string[], hand: string[], manaPool: ('R' | 'U')[]) =>
    gameOf({ players: [{ id: 'alice', graveyard, hand, manaPool }, { id: 'bob' }], turn: ALICE_MAIN }, cards);

  it('702.133a, 702.81a: jump-start discards a card, retrace a land card, in addition to the other costs (Chemister\'s Insight, Flame Jab)', () => {
    expect(complete("Chemister's Insight")).toMatchObject({ castFromGraveyard: { name: 'jump-start', cost: [{ kind: 'discard', what: {} }] } });
    expect(complete('Flame Jab')).toMatchObject({ castFromGraveyard: { name: 'retrace', cost: [{ kind: 'discard', what: { types: ['Land'] } }] } });
    expect(complete('Direct Current')).toHaveProperty('castFromGraveyard');
    expect(complete("Raven's Crime")).toHaveProperty('castFromGraveyard');
  });

  it('702.133a: a jump-start card is cast from its graveyard for its mana cost and a discard (Direct Current)', () => {
    const game = board(['Direct Current'], ['Opt'], ['R', 'R', 'R']);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'direct-current' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice', discard: ['opt'] });
    expect(outcome(actor)).toBe('cast');
    const alice = ctx(actor).game.players[0]!;
    expect(alice.hand).toEqual([]);
    expect(alice.graveyard.map((c) => c.card)).toEqual(['Opt']);
    expect(ctx(actor).game.stack[0]).toMatchObject({ card: 'Direct Current', castFrom: 'graveyard', choices: { alternative: null } });
  });

  it('702.133a, 733.1: with no card to discard the cast is reversed and the game is as before', () => {
    const game = board(['Direct Current'], [], ['R', 'R', 'R']);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'direct-current' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(game);
  });

  it('702.81a: retrace discards a land card, not another card (Flame Jab)', () => {
    const game = board(['Flame Jab'], ['Opt', 'Mountain'], ['R']);
    const wrong = castActor(game, cards);
    accept(wrong, { type: 'CAST', player: 'alice', card: 'flame-jab' });
    accept(wrong, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(wrong, { type: 'PAY', player: 'alice', discard: ['opt'] });
    expect(outcome(wrong)).toBe('illegal');
    expect(ctx(wrong).game).toEqual(game);
    const right = castActor(game, cards);
    accept(right, { type: 'CAST', player: 'alice', card: 'flame-jab' });
    accept(right, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(right, { type: 'PAY', player: 'alice', discard: ['mountain'] });
    expect(outcome(right)).toBe('cast');
  });

  it('702.81a: cast from the hand, a retrace card pays no discard', () => {
    const game = board([], ['Flame Jab', 'Mountain'], ['R']);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'flame-jab' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.players[0]!.hand.map((c) => c.card)).toEqual(['Mountain']);
  });

  it("601.3: a card without such a permission is not cast from its graveyard; nor is one in another player's graveyard", () => {
    const game = gameOf({ players: [{ id: 'alice', graveyard: ['Shock'], hand: ['Opt'], manaPool: ['R'] }, { id: 'bob', graveyard: ['Flame Jab'], hand: ['Mountain'] }], turn: ALICE_MAIN }, cards);
    for (const card of ['shock', 'flame-jab']) {
      const actor = castActor(game, cards);
      accept(actor, { type: 'CAST', player: 'alice', card });
      expect(outcome(actor)).toBe('prohibited');
      expect(ctx(actor).refusal).toMatchObject({ rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' });
      expect(ctx(actor).game).toEqual(game);
    }
  });
});

describe('702.96: overload', () => {
  it('702.96a–b: overload is an alternative cost with which the spell has no targets (Damn, Electrickery)', () => {
    expect(complete('Damn')).toMatchObject({ targets: [{ what: { types: ['Creature'] } }], alternativeCosts: [{ name: 'overload', cost: [mana('{2}{W}{W}')], replacesTargets: true }] });
    expect(complete('Electrickery')).toMatchObject({ alternativeCosts: [{ name: 'overload', cost: [mana('{1}{R}')], replacesTargets: true }] });
  });

  it('702.96b: Damn overloaded for {2}{W}{W} is cast with no target, even with no creature on the battlefield', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Damn'], manaPool: ['W', 'W', 'W', 'W'] }, { id: 'bob' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'damn' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: 'overload', optional: {} });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.stack[0]).toMatchObject({ card: 'Damn', choices: { alternative: 'overload', targets: [] } });
  });

  it('702.96a, 601.2c: cast for its mana cost {B}{B}, Damn targets a creature', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Damn'], manaPool: ['B', 'B'] }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'damn' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: {} });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
  });

  it('733.1: overloaded without the mana for it, the cast is reversed', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Damn'], manaPool: ['B', 'B'] }, { id: 'bob' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'damn' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: 'overload', optional: {} });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(game);
  });
});

describe('702.148: cleave', () => {
  it('702.148a–b: the cleave cost carries the targets of the text without its bracketed words (Lunar Rejection); without targets in brackets, none (Dig Up)', () => {
    expect(complete('Lunar Rejection')).toMatchObject({
      alternativeCosts: [{ name: 'cleave', cost: [mana('{3}{U}')], targets: [{ what: { types: ['Creature'] }, count: 1 }], replacesTargets: true }],
    });
    expect(complete('Dig Up')).toMatchObject({ targets: [], alternativeCosts: [{ name: 'cleave', cost: [mana('{1}{B}{B}{G}')], targets: [], replacesTargets: true }] });
    for (const name of ["Alchemist's Gambit", 'Path of Peril', 'Winged Portent']) expect(complete(name)).toMatchObject({ alternativeCosts: [{ name: 'cleave', replacesTargets: true }] });
  });

  it('702.148b: a cleave that changes more than the targets is a gap', () => {
    const r = compileCard({ name: 'Test Cleave', mana_cost: '{1}{U}', type_line: 'Instant', oracle_text: 'Cleave {3}{U}\n[As an additional cost to cast this spell, discard a card.]\nDraw two cards.' });
    expect(r.status).toBe('partial');
    expect(r.gaps.map((g) => g.reason)).toContain("cleave that changes more than the spell's targets is not compiled");
  });

  it('702.148b: Lunar Rejection targets a Wolf or Werewolf creature for {1}{U}, any creature for its cleave cost {3}{U}', () => {
    const game = gameOf({ players: [{ id: 'alice', hand: ['Lunar Rejection'], manaPool: ['U', 'U', 'U', 'U'] }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }], turn: ALICE_MAIN }, cards);
    const plain = castActor(game, cards);
    accept(plain, { type: 'CAST', player: 'alice', card: 'lunar-rejection' });
    accept(plain, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: {} });
    // No Wolf or Werewolf to target: the cast is reversed (601.2c, 733.1).
    expect(outcome(plain)).toBe('illegal');
    expect(ctx(plain).refusal).toMatchObject({ rule: expect.stringMatching(/^601\.2c/) });
    expect(ctx(plain).game).toEqual(game);
    const cleaved = castActor(game, cards);
    accept(cleaved, { type: 'CAST', player: 'alice', card: 'lunar-rejection' });
    accept(cleaved, { type: 'CHOOSE_COSTS', player: 'alice', alternative: 'cleave', optional: {} });
    accept(cleaved, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] });
    accept(cleaved, { type: 'PAY', player: 'alice' });
    expect(outcome(cleaved)).toBe('cast');
    expect(ctx(cleaved).game.players[0]!.manaPool).toEqual([]);
  });
});

describe('702.62: suspend', () => {
  const suspended = (card: string, reason: 'suspend' | 'effect' = 'suspend') => ({ card, owner: 'alice', mayCastFrom: { reason, by: 'alice' } });
  /** Alice's upkeep: the last time counter was removed from a suspended card and that trigger is resolving: nobody holds priority. */
  const upkeep = (exile: ReturnType<typeof suspended>[], manaPool: 'R'[] = []) =>
    gameOf({ players: [{ id: 'alice', manaPool }, { id: 'bob' }], exile, turn: { activePlayer: 'alice', phase: 'beginning', step: 'upkeep' }, priority: null }, cards);

  it('702.62d: suspend is cast from exile without paying its mana cost as the last time counter is removed (Rift Bolt, Ancestral Vision, Keldon Halberdier)', () => {
    const free = { name: 'suspend', from: 'exile', cost: [], condition: 'lastTimeCounterRemoved' };
    expect(complete('Rift Bolt')).toMatchObject({ manaCost: '{2}{R}', alternativeCosts: [free] });
    expect(complete('Ancestral Vision')).toMatchObject({ alternativeCosts: [free] });
    expect(complete('Ancestral Vision')).not.toHaveProperty('manaCost');
    expect(complete('Keldon Halberdier')).toMatchObject({ alternativeCosts: [free] });
    // "Suspend X—… X can't be 0." stays a gap.
    expect(result('Roiling Horror').status).toBe('partial');
  });

  it('702.62d, 608.2g: Rift Bolt, a sorcery, is cast from exile for nothing in its owner\'s upkeep, with no priority', () => {
    const actor = castActor(upkeep([suspended('Rift Bolt')]), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'rift-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.stack[0]).toMatchObject({ card: 'Rift Bolt', castFrom: 'exile', choices: { alternative: 'suspend' } });
    expect(ctx(actor).game.exile).toEqual([]);
  });

  it('118.6, 702.62d: Ancestral Vision, with no mana cost, is cast only this way', () => {
    const actor = castActor(upkeep([suspended('Ancestral Vision')]), cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'ancestral-vision' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['alice']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    const fromHand = gameOf({ players: [{ id: 'alice', hand: ['Ancestral Vision'], manaPool: ['U'] }, { id: 'bob' }], turn: ALICE_MAIN }, cards);
    const handActor = castActor(fromHand, cards);
    accept(handActor, { type: 'CAST', player: 'alice', card: 'ancestral-vision' });
    accept(handActor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['alice']] });
    accept(handActor, { type: 'PAY', player: 'alice' });
    expect(outcome(handActor)).toBe('illegal');
    expect(ctx(handActor).refusal).toMatchObject({ rule: expect.stringMatching(/^601\.2h|^118\.6/) });
    expect(ctx(handActor).game).toEqual(fromHand);
  });

  it('702.62d: a card some effect lets its owner cast from exile is not suspended: it is cast for its mana cost, at its normal time', () => {
    const game = gameOf({ players: [{ id: 'alice', manaPool: ['R', 'R', 'R'] }, { id: 'bob' }], exile: [suspended('Rift Bolt', 'effect')], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'rift-bolt' });
    // No cost to choose: the suspend cost isn't offered.
    expect(refuse(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: 'suspend', optional: {} })).toMatchObject({ code: 'EVENT_NOT_EXPECTED' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(lockedMana(actor)).toBe('{2}{R}');
    expect(ctx(actor).game.stack[0]).toMatchObject({ card: 'Rift Bolt', castFrom: 'exile', choices: { alternative: null } });
  });

  it('702.62d: a scenario may mark only a card with suspend, and only for its owner', () => {
    expect(() => upkeep([{ card: 'Lightning Bolt', owner: 'alice', mayCastFrom: { reason: 'suspend', by: 'alice' } }])).toThrow(/no suspend/);
    expect(() => upkeep([{ card: 'Rift Bolt', owner: 'alice', mayCastFrom: { reason: 'suspend', by: 'bob' } }])).toThrow(/702\.62d/);
  });
});

describe('702.153: casualty', () => {
  const board = (battlefield: { card: string; controller: string; counters?: Record<string, number> }[]) =>
    gameOf({ players: [{ id: 'alice', hand: ['Join the Maestros'], manaPool: ['B', 'B', 'B', 'B', 'B'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);
  const castWith = (game: ReturnType<typeof board>, sacrifice: string[]) => {
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'join-the-maestros' });
    accept(actor, { type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: { casualty: 1 } });
    accept(actor, { type: 'PAY', player: 'alice', sacrifice });
    return actor;
  };

  it('702.153a: casualty N is an optional cost sacrificing a creature with power N or greater, with a cast trigger if it was paid (Cut Your Losses, Join the Maestros)', () => {
    expect(complete('Cut Your Losses')).toMatchObject({
      optionalCosts: [{ name: 'casualty', cost: [{ kind: 'sacrifice', what: { types: ['Creature'], power: { atLeast: 2 } } }] }],
      triggers: [{ on: 'castSelf', ifPaid: 'casualty' }],
    });
    expect(complete('Join the Maestros')).toMatchObject({ optionalCosts: [{ name: 'casualty' }] });
  });

  it('702.153a: Join the Maestros with casualty 2 sacrifices Grizzly Bears (power 2) and its copy trigger waits', () => {
    const actor = castWith(board([{ card: 'Grizzly Bears', controller: 'alice' }]), ['grizzly-bears']);
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield).toEqual([]);
    expect(ctx(actor).triggers).toMatchObject([{ source: 'join-the-maestros', controller: 'alice', on: 'cast', text: expect.stringContaining('Casualty 2'), count: 1 }]);
  });

  it('702.153a, 122.1a, 733.1: a creature with power 1 is not enough, but one with a +1/+1 counter is; a cast that can\'t pay is reversed', () => {
    const weak = board([{ card: 'Llanowar Elves', controller: 'alice' }]);
    const refused = castWith(weak, ['llanowar-elves']);
    expect(outcome(refused)).toBe('illegal');
    expect(ctx(refused).triggers).toEqual([]);
    expect(ctx(refused).game).toEqual(weak);
    const grown = castWith(board([{ card: 'Llanowar Elves', controller: 'alice', counters: { '+1/+1': 1 } }]), ['llanowar-elves']);
    expect(outcome(grown)).toBe('cast');
  });
});

describe('702.151: reconfigure', () => {
  const board = (battlefield: { card: string; controller: string; id?: string; attachedTo?: string }[]) =>
    gameOf({ players: [{ id: 'alice', manaPool: ['R'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);
  const activate = (game: ReturnType<typeof board>, ability: number, events: { type: 'CHOOSE_TARGETS'; player: 'alice'; targets: string[][] }[] = []) => {
    const actor = createActor(activationMachine, { input: { game, cards } }).start();
    const refusals = [dispatch(actor, { type: 'ACTIVATE', player: 'alice', source: 'rabbit-battery', ability }), ...events.map((e) => dispatch(actor, e)), dispatch(actor, { type: 'PAY', player: 'alice' })];
    return { outcome: outcomeOf(actor.getSnapshot()), refusal: actor.getSnapshot().context.refusal, refusals, game: actor.getSnapshot().context.game };
  };

  it('702.151a: reconfigure is two sorcery-speed abilities: attach to another target creature you control, and unattach while attached (Rabbit Battery)', () => {
    const cost = [mana('{R}')];
    expect(complete('Rabbit Battery')).toMatchObject({
      abilities: [
        { cost, timing: 'sorcery', targets: [{ what: { types: ['Creature'], controller: 'you', other: true }, count: 1 }] },
        { cost, timing: 'sorcery', condition: 'attached' },
      ],
    });
    expect(complete('Bronzeplate Boar')).toMatchObject({ abilities: [{ cost: [mana('{5}')] }, { cost: [mana('{5}')], condition: 'attached' }] });
  });

  it('702.151a: Rabbit Battery attaches to Grizzly Bears for {R}, never to itself nor to an opponent\'s creature', () => {
    const game = board([{ card: 'Rabbit Battery', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'bob', id: 'bobs-bears' }]);
    const attached = activate(game, 0, [{ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] }]);
    expect(attached.outcome).toBe('activated');
    for (const wrong of ['rabbit-battery', 'bobs-bears']) {
      const refused = activate(game, 0, [{ type: 'CHOOSE_TARGETS', player: 'alice', targets: [[wrong]] }]);
      expect(refused.outcome).not.toBe('activated');
      expect(refused.refusals[1]).toMatchObject({ rule: expect.stringMatching(/^601\.2c|^115/) });
    }
  });

  it('702.151a: unattach only while attached to a creature', () => {
    const loose = board([{ card: 'Rabbit Battery', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    const refused = activate(loose, 1);
    expect(refused.outcome).toBe('prohibited');
    expect(refused.refusal).toMatchObject({ rule: '702.151a', code: 'PROHIBITED' });
    expect(refused.game).toEqual(loose);
    const worn = board([{ card: 'Rabbit Battery', controller: 'alice', attachedTo: 'grizzly-bears' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    expect(activate(worn, 1).outcome).toBe('activated');
  });
});

describe('702.114a: devoid', () => {
  it('702.114a: a devoid card is colorless whatever its mana cost (Adverse Conditions)', () => {
    const card = complete('Adverse Conditions');
    expect(card).toMatchObject({ colors: [], manaCost: '{3}{U}' });
    expect(cardColors(getCard(cards, 'Adverse Conditions'))).toEqual([]);
  });

  it('702.114a, 118.9: a devoid card is not a blue card Force of Will may exile; a blue card is', () => {
    const actions = (hand: string) => {
      const game = gameOf({ players: [{ id: 'alice', hand: ['Force of Will', hand], life: 20 }, { id: 'bob' }], stack: [{ card: 'Lightning Bolt', controller: 'bob', targets: [['alice']] }], turn: ALICE_MAIN }, cards);
      const fow = legalActions(game, cards, 'alice').casts.find((c) => c.name === 'Force of Will')!;
      return fow.ways.find((w) => w.alternative === 'Force of Will')!;
    };
    expect(actions('Adverse Conditions').refusal).toMatchObject({ rule: '601.2h' });
    expect(actions('Counterspell').refusal).toBeNull();
  });
});
