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
import { accept, ctx, outcome } from './cast-helpers.js';

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
