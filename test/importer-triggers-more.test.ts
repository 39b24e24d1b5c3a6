/**
 * Issue 13: more trigger conditions compiled from Oracle text (real cards copied from the
 * corpus into test/fixtures/oracle-triggers-more.json). Each compiled card equals its expected
 * definition, and the compiled triggers fire (or not) by the rule while a spell is cast.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { compileCard } from '../tools/importer/compile.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { accept, ctx, outcome } from './cast-helpers.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import { activateManaAbility } from '../src/mana-abilities/mana-abilities.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';

const { result, expectCompiled } = compiledFixture('oracle-triggers-more.json');
const saga: Omit<CardInput, 'name'> = { types: ['Enchantment'], subtypes: ['Saga'], keywords: [], targets: [], abilities: [], manaAbilities: [] };
/** The fixture's complete cards over the built-in ones. */
const imported = (...names: string[]) => createCardLibrary(names.map((n) => result(n).card as CardInput), BUILT_IN_CARDS);

describe('CR 714.2: Saga chapter abilities trigger on lore counters, which no cast or cost puts', () => {
  it('714.2c, 714.3: The Eldest Reborn and Fall of the Thran compile complete with no trigger', () => {
    expectCompiled('The Eldest Reborn', { ...saga, manaCost: '{4}{B}' });
    expectCompiled('Fall of the Thran', { ...saga, manaCost: '{5}{W}' });
  });

  it('714.2c: casting a spell with a Saga on the battlefield triggers nothing of it', () => {
    const cards = imported('The Eldest Reborn');
    const game = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], battlefield: [{ card: 'The Eldest Reborn', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice', mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).triggers).toEqual([]);
  });

  it('603.7: a chapter that creates a delayed trigger on casting ("Whenever you cast a spell this turn") is a gap', () => {
    for (const name of ['Showdown of the Skalds', 'Battle of Frost and Fire']) {
      expect(result(name).status).toBe('partial');
      expect(result(name).gaps.map((g) => g.reason)).toEqual([expect.stringContaining('CR 603.7')]);
    }
  });

  it("714.2c: a Saga whose own cost puts a lore counter on it can trigger its chapters while paying: they are gaps", () => {
    const compiled = compileCard({ name: 'Test Saga', mana_cost: '{1}', type_line: 'Enchantment — Saga', oracle_text: 'I — Draw a card.\nPut a lore counter on Test Saga: Scry 1.' });
    expect(compiled.gaps).toEqual([{ text: 'I — Draw a card.', reason: expect.stringContaining('714.2c') }]);
  });
});

/** The compiled card's triggers, without their texts. */
const triggersOf = (name: string) => {
  expect(result(name).status, JSON.stringify(result(name).gaps)).toBe('complete');
  return ((result(name).card as { triggers?: Record<string, unknown>[] }).triggers ?? []).map(({ text: _text, ...t }) => t);
};

/** Alice casts Altar's Reap sacrificing `sacrificed`; the triggers released when it is cast (601.2i), as "source:controller:on". */
function reap(cards: ReturnType<typeof imported>, spec: Partial<GameSpecInput>, sacrificed: string): string[] {
  const game = gameOf({ players: [{ id: 'alice', hand: ["Altar's Reap"], manaPool: ['B', 'B'] }, { id: 'bob' }], turn: ALICE_MAIN, ...spec }, cards);
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
  accept(actor, { type: 'PAY', player: 'alice', sacrifice: [sacrificed] });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => `${t.source}:${t.controller}:${t.on}`);
}

describe('CR 603.6c, 603.10a: leaves-the-battlefield triggers watching other permanents', () => {
  it('603.6c: "another creature leaves the battlefield" (Extractor Demon) and "enchanted creature leaves the battlefield" (Valor of the Worthy) compile', () => {
    expect(triggersOf('Extractor Demon')).toEqual([{ on: 'leavesBattlefield', permanents: { types: ['Creature'], other: true }, targets: [{ what: { player: 'any' }, count: 1 }] }]);
    expect(triggersOf('Valor of the Worthy')).toEqual([{ on: 'leavesBattlefield', attached: true }]);
  });

  it("603.10a: a creature sacrificed to Altar's Reap triggers Extractor Demon and the Aura that was on it, which look back; the Demon's own leaving does not (\"another\")", () => {
    const cards = imported('Extractor Demon', 'Valor of the Worthy');
    const battlefield = [
      { card: 'Extractor Demon', controller: 'bob' },
      { card: 'Grizzly Bears', controller: 'alice', id: 'bears' },
      { card: 'Valor of the Worthy', controller: 'alice', attachedTo: 'bears' },
    ];
    expect(reap(cards, { battlefield }, 'bears').sort()).toEqual(['extractor-demon:bob:leftBattlefield', 'valor-of-the-worthy:alice:leftBattlefield']);
    expect(reap(cards, { battlefield: [{ card: 'Extractor Demon', controller: 'alice' }] }, 'extractor-demon')).toEqual([]);
  });

  it('603.6c: "When the token leaves the battlefield" (a token named by another ability) stays a gap', () => {
    expect(result('Dance of Many').gaps.map((g) => g.text)).toEqual(['When the token leaves the battlefield, sacrifice ~.']);
  });
});

describe('CR 603.2: "a card is put into your graveyard" triggers', () => {
  it('603.2: the compiled triggers name whose graveyard, which cards, from where, and "one or more"', () => {
    expect(triggersOf('Energy Field')).toEqual([{ on: 'cardsToGraveyard', owner: 'you' }]);
    expect(triggersOf('Measure of Wickedness')).toEqual([{ on: 'cardsToGraveyard', owner: 'you', other: true, targets: [{ what: { player: 'opponent' }, count: 1 }] }]);
    expect(triggersOf('Skola Grovedancer')).toEqual([{ on: 'cardsToGraveyard', owner: 'you', cards: { types: ['Land'] } }]);
    expect(triggersOf('Sidisi, Brood Tyrant')).toEqual([{ on: 'cardsToGraveyard', owner: 'you', cards: { types: ['Creature'] }, fromLibrary: true, oneOrMore: true }]);
  });

  it("603.2, 111.1: a creature card sacrificed to a cost triggers its owner's Energy Field, not the opponent's; a sacrificed token is not a card", () => {
    const cards = imported('Energy Field');
    const battlefield = [
      { card: 'Energy Field', controller: 'alice' },
      { card: 'Energy Field', controller: 'bob' },
      { card: 'Grizzly Bears', controller: 'alice' },
      { card: 'Llanowar Elves', controller: 'alice', token: true },
    ];
    expect(reap(cards, { battlefield }, 'grizzly-bears')).toEqual(['energy-field:alice:putIntoGraveyard']);
    expect(reap(cards, { battlefield }, 'llanowar-elves')).toEqual([]);
  });

  it('603.2: "another card" does not see the card itself; "a land card" only land cards', () => {
    const cards = imported('Measure of Wickedness', 'Skola Grovedancer');
    expect(reap(cards, { battlefield: [{ card: 'Measure of Wickedness', controller: 'alice' }, { card: 'Skola Grovedancer', controller: 'alice' }] }, 'skola-grovedancer')).toEqual(['measure-of-wickedness:alice:putIntoGraveyard']);
  });

  it('603.2c, 701.17: a card milled by a mana ability\'s cost (Millikin) triggers "one or more creature cards … from your library" when it is a creature card', () => {
    const cards = imported('Sidisi, Brood Tyrant');
    const milling = (top: string) => {
      const game = gameOf({ players: [{ id: 'alice', library: [top] }, { id: 'bob' }], battlefield: [{ card: 'Millikin', controller: 'alice' }, { card: 'Sidisi, Brood Tyrant', controller: 'alice' }], turn: ALICE_MAIN }, cards);
      const after = activateManaAbility(game, cards, 'alice', 'millikin');
      if (!after.ok) throw new Error(after.refusal.message);
      return costEventTriggers(game, after.value, cards).map((t) => `${t.source}:${t.on}`);
    };
    expect(milling('Grizzly Bears')).toEqual(['sidisi-brood-tyrant:putIntoGraveyard']);
    expect(milling('Island')).toEqual([]);
  });

  it('603.2: a condition with more words ("… during your turn") stays a gap', () => {
    expect(result('Crawling Infestation').status).toBe('partial');
  });
});

describe('CR 122.6: counters put on or removed from permanents while a cost is paid', () => {
  it('122.6: the compiled triggers name the counter, put or removed, and what they watch', () => {
    expect(triggersOf('Fathom Mage')).toEqual([{ on: 'counters', action: 'put', counter: '+1/+1', self: true }]);
    expect(triggersOf('Herd Baloth')).toEqual([{ on: 'counters', action: 'put', counter: '+1/+1', self: true, oneOrMore: true }]);
    expect(triggersOf('Bioessence Hydra')).toEqual([{ on: 'counters', action: 'put', counter: 'loyalty', permanents: { types: ['Planeswalker'], controller: 'you' }, oneOrMore: true }]);
    expect(triggersOf('Flourishing Defenses')).toEqual([{ on: 'counters', action: 'put', counter: '-1/-1', permanents: { types: ['Creature'] } }]);
    expect(triggersOf('Chandra, Fire Artisan')).toEqual([{ on: 'counters', action: 'remove', counter: 'loyalty', self: true, oneOrMore: true, targets: [{ what: { anyOf: [{ player: 'opponent' }, { types: ['Planeswalker'] }] }, count: 1 }] }]);
  });

  it("606.4, 122.6: Jace Beleren's +2 puts two loyalty counters as its cost: Bioessence Hydra triggers once (\"one or more\"), held until the ability is activated", () => {
    const cards = imported('Bioessence Hydra');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Jace Beleren', controller: 'alice', counters: { loyalty: 3 } }, { card: 'Bioessence Hydra', controller: 'alice' }, { card: 'Bioessence Hydra', controller: 'bob' }], turn: ALICE_MAIN }, cards);
    const actor = createActor(activationMachine, { input: { game, cards } }).start();
    accept(actor as never, { type: 'ACTIVATE', player: 'alice', source: 'jace-beleren', ability: 0 });
    accept(actor as never, { type: 'PAY', player: 'alice' });
    expect(actor.getSnapshot().context.triggers.map((t) => `${t.source}:${t.controller}:${t.on}`)).toEqual(['bioessence-hydra:alice:countersPut']);
  });

  it("606.4, 122.6: Chandra, Fire Artisan's −7 cost removes seven loyalty counters from her: her trigger fires once; her +1 puts one and doesn't", () => {
    const cards = imported('Chandra, Fire Artisan');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Chandra, Fire Artisan', controller: 'alice', counters: { loyalty: 7 } }], turn: ALICE_MAIN }, cards);
    const paid = (ability: number) => {
      const actor = createActor(activationMachine, { input: { game, cards } }).start();
      accept(actor as never, { type: 'ACTIVATE', player: 'alice', source: 'chandra-fire-artisan', ability });
      accept(actor as never, { type: 'PAY', player: 'alice' });
      return actor.getSnapshot().context.triggers.map((t) => `${t.source}:${t.on}`);
    };
    expect(paid(1)).toEqual(['chandra-fire-artisan:countersRemoved']);
    expect(paid(0)).toEqual([]);
  });

  it("122.6: a trigger on a permanent's own counters watches only its own: alice's Chandra's −7 leaves bob's untriggered", () => {
    const cards = imported('Chandra, Fire Artisan', 'Flourishing Defenses');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Chandra, Fire Artisan', controller: 'alice', counters: { loyalty: 7 }, id: 'alices-chandra' }, { card: 'Chandra, Fire Artisan', controller: 'bob', counters: { loyalty: 7 }, id: 'bobs-chandra' }], turn: ALICE_MAIN }, cards);
    const removing: GameState = { ...game, battlefield: game.battlefield.map((p) => (p.id === 'alices-chandra' ? { ...p, counters: { loyalty: 0 } } : p)) };
    expect(costEventTriggers(game, removing, cards).map((t) => `${t.source}:${t.on}`)).toEqual(['alices-chandra:countersRemoved']);
  });

  it('122.6: "a -1/-1 counter is put on a creature" (Flourishing Defenses) triggers once for each counter; a counter of another kind does not', () => {
    const cards = imported('Flourishing Defenses');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Flourishing Defenses', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const putting = (counters: Record<string, number>): GameState => ({ ...game, battlefield: game.battlefield.map((p) => (p.card === 'Grizzly Bears' ? { ...p, counters } : p)) });
    expect(costEventTriggers(game, putting({ '-1/-1': 2 }), cards).map((t) => `${t.controller}:${t.on}`)).toEqual(['bob:countersPut', 'bob:countersPut']);
    expect(costEventTriggers(game, putting({ '+1/+1': 1 }), cards)).toEqual([]);
  });
});

describe('CR 601.2i: cast triggers on where a spell is cast from (601.2a) and its mana value (202.3)', () => {
  it('601.2a, 202.3: the compiled triggers', () => {
    expect(triggersOf("Thalia's Geistcaller")).toEqual([{ on: 'cast', spells: { controller: 'you' }, from: 'graveyard' }]);
    expect(triggersOf('Kami of Celebration')).toEqual([{ on: 'cast', spells: { controller: 'you' }, from: 'exile', targets: [{ what: { types: ['Creature'], controller: 'you' }, count: 1 }] }]);
    expect(triggersOf('Possibility Storm')).toEqual([{ on: 'cast', spells: { controller: 'any' }, from: 'hand' }]);
    expect(triggersOf('Eidolon of the Great Revel')).toEqual([{ on: 'cast', spells: { controller: 'any' }, manaValue: { atMost: 3 } }]);
    expect(triggersOf('Kurgadon')).toEqual([{ on: 'cast', spells: { controller: 'you', types: ['Creature'] }, manaValue: { atLeast: 6 } }]);
  });

  /** Alice casts Cabal Therapy (from `zone`: flashback, sacrificing Grizzly Bears, from a graveyard); the triggers released, as "source:on". */
  function therapy(cards: ReturnType<typeof imported>, watcher: string, zone: 'hand' | 'graveyard'): string[] {
    const game = gameOf({ players: [{ id: 'alice', ...(zone === 'hand' ? { hand: ['Cabal Therapy'] } : { graveyard: ['Cabal Therapy'] }), manaPool: ['B'] }, { id: 'bob' }], battlefield: [{ card: watcher, controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'cabal-therapy' });
    accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    accept(actor, { type: 'PAY', player: 'alice', mana: 'auto', ...(zone === 'graveyard' ? { sacrifice: ['grizzly-bears'] } : {}) });
    expect(outcome(actor)).toBe('cast');
    return ctx(actor).triggers.filter((t) => t.on === 'cast').map((t) => `${t.source}:${t.on}`);
  }

  it("601.2a: a spell cast from a graveyard with flashback triggers Thalia's Geistcaller; cast from a hand it doesn't, and triggers Possibility Storm instead", () => {
    const cards = imported("Thalia's Geistcaller", 'Possibility Storm');
    expect(therapy(cards, "Thalia's Geistcaller", 'graveyard')).toEqual(['thalia-s-geistcaller:cast']);
    expect(therapy(cards, "Thalia's Geistcaller", 'hand')).toEqual([]);
    expect(therapy(cards, 'Possibility Storm', 'hand')).toEqual(['possibility-storm:cast']);
    expect(therapy(cards, 'Possibility Storm', 'graveyard')).toEqual([]);
  });

  it('202.3: Eidolon of the Great Revel triggers on a spell of mana value 3 or less (Lightning Bolt), not on a greater one (Hill Giant)', () => {
    const cards = imported('Eidolon of the Great Revel');
    const casting = (card: string, mana: ('R' | 'C')[], target?: string[]) => {
      const game = gameOf({ players: [{ id: 'alice', hand: [card], manaPool: mana }, { id: 'bob' }], battlefield: [{ card: 'Eidolon of the Great Revel', controller: 'bob' }, { card: 'Grizzly Bears', controller: 'bob' }], turn: ALICE_MAIN }, cards);
      const actor = castActor(game, cards);
      accept(actor, { type: 'CAST', player: 'alice', card: game.players[0]!.hand[0]!.id });
      if (target) accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [target] });
      accept(actor, { type: 'PAY', player: 'alice', mana: 'auto' });
      expect(outcome(actor)).toBe('cast');
      return ctx(actor).triggers.map((t) => `${t.source}:${t.controller}`);
    };
    expect(casting('Lightning Bolt', ['R'], ['bob'])).toEqual(['eidolon-of-the-great-revel:bob']);
    expect(casting('Hill Giant', ['R', 'C', 'C', 'C'])).toEqual([]);
  });
});

describe('CR 603.2: a condition with two events, one of which no cast or cost causes (attacking, combat damage: CR 508, 510)', () => {
  it('601.2c, 700.4: "~ attacks or becomes the target of a spell" and "~ deals combat damage to a player or dies" compile their other half', () => {
    // Goldspan Dragon's granted Treasure mana ability compiles too (CR 605.1a, test/importer-ability-grants.test.ts).
    expect(result('Goldspan Dragon').gaps).toEqual([]);
    expect(((result('Goldspan Dragon').card as { triggers: Record<string, unknown>[] }).triggers).map(({ text: _text, ...t }) => t)).toEqual([{ on: 'becomesTarget', spellsOnly: true }]);
    expect(triggersOf('Tectonic Giant')).toEqual([{ on: 'becomesTarget', by: 'opponents', spellsOnly: true }]);
    expect(triggersOf('Park Heights Maverick')).toEqual([{ on: 'creatureDies', self: true }]);
  });

  it("601.2c: Lightning Bolt targeting Goldspan Dragon triggers it; targeting Alice's own Tectonic Giant does not (an opponent's spell only)", () => {
    const cards = imported('Goldspan Dragon', 'Tectonic Giant');
    const bolt = (target: string) => {
      const game = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], battlefield: [{ card: 'Goldspan Dragon', controller: 'bob' }, { card: 'Tectonic Giant', controller: 'alice' }], turn: ALICE_MAIN }, cards);
      const actor = castActor(game, cards);
      accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
      accept(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [[target]] });
      accept(actor, { type: 'PAY', player: 'alice', mana: 'auto' });
      expect(outcome(actor)).toBe('cast');
      return ctx(actor).triggers.map((t) => `${t.source}:${t.controller}:${t.on}`);
    };
    expect(bolt('goldspan-dragon')).toEqual(['goldspan-dragon:bob:becameTarget']);
    expect(bolt('tectonic-giant')).toEqual([]);
  });

  it("700.4: Park Heights Maverick sacrificed to Altar's Reap triggers its own dies half", () => {
    const cards = imported('Park Heights Maverick');
    expect(reap(cards, { battlefield: [{ card: 'Park Heights Maverick', controller: 'alice' }] }, 'park-heights-maverick')).toEqual(['park-heights-maverick:alice:creatureDied']);
  });
});

describe('CR 701.21: "a player / an opponent sacrifices" triggers', () => {
  it('701.21: Thraximundar and It That Betrays compile with the players they watch', () => {
    expect(triggersOf('Thraximundar').filter((t) => t['on'] === 'sacrifices')).toEqual([{ on: 'sacrifices', player: 'any', permanents: { types: ['Creature'] } }]);
    expect(triggersOf('It That Betrays')).toEqual([{ on: 'sacrifices', player: 'opponents', permanents: { token: false } }]);
  });

  it("701.21a: Alice sacrificing a creature to Altar's Reap triggers both players' Thraximundar, and Bob's It That Betrays, not hers", () => {
    const cards = imported('Thraximundar', 'It That Betrays');
    const battlefield = [
      { card: 'Thraximundar', controller: 'alice' },
      { card: 'Thraximundar', controller: 'bob' },
      { card: 'It That Betrays', controller: 'alice' },
      { card: 'It That Betrays', controller: 'bob' },
      { card: 'Grizzly Bears', controller: 'alice' },
    ];
    expect(reap(cards, { battlefield }, 'grizzly-bears').filter((t) => t.endsWith(':sacrificed')).sort()).toEqual(['it-that-betrays-2:bob:sacrificed', 'thraximundar-2:bob:sacrificed', 'thraximundar:alice:sacrificed']);
  });
});
