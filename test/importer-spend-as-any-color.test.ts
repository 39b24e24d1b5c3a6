/**
 * Issue 13: "You may spend [colour] mana as though it were mana of any color [to pay the
 * activation costs of ~'s abilities]" (CR 609.4b) compiled from Oracle text
 * (test/fixtures/oracle-spend-as-any-color.json, real cards copied from the corpus) into the
 * card format's `spendAsAnyColor` restriction, and paid through the engine.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { BUILT_IN_CARDS, createCardLibrary, getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { compileCard } from '../tools/importer/compile.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';

const { result } = compiledFixture('oracle-spend-as-any-color.json');

describe('609.4b: compiled "spend mana as though it were mana of any color"', () => {
  it('609.4b: Quicksilver Elemental compiles to the restriction of the built-in card: blue mana, its own abilities only', () => {
    expect(result('Quicksilver Elemental').card).toMatchObject({ restrictions: getCard(BUILT_IN_CARDS, 'Quicksilver Elemental').restrictions });
    expect(getCard(BUILT_IN_CARDS, 'Quicksilver Elemental').restrictions).toEqual([{ kind: 'spendAsAnyColor', who: 'you', mana: ['U'], ownAbilities: true }]);
  });

  it('609.4b: "Players may spend mana …" binds every player (Mycosynth Lattice; its colour-setting sentence stays a gap)', () => {
    expect(result('Mycosynth Lattice').card).toMatchObject({ restrictions: [{ kind: 'spendAsAnyColor', who: 'any' }] });
    expect(result('Mycosynth Lattice').gaps.map((g) => g.reason)).toEqual(['a static ability that sets colors is not compiled (CR 105.2, 613.1e)']);
  });

  it('609.4b: "only as though it were colorless mana" and "to cast creature spells" are not read: gaps', () => {
    expect(result('Celestial Dawn').status).toBe('partial');
    expect(result('Vizier of the Menagerie').gaps.map((g) => g.text)).toContain('You may spend mana as though it were mana of any type to cast creature spells.');
  });

  it("609.4b: a compiled card's blue mana pays the {1}{R} of its own ability, not another card's {R}", () => {
    const mimic = compileCard({ name: 'Test Mimic', mana_cost: '{3}{U}', type_line: 'Creature — Shapeshifter', power: '2', toughness: '2', oracle_text: '{1}{R}: Test Mimic gets +1/+0 until end of turn.\nYou may spend blue mana as though it were mana of any color to pay the activation costs of Test Mimic\'s abilities.' });
    const idol = compileCard({ name: 'Test Idol', mana_cost: '{2}', type_line: 'Artifact', oracle_text: '{R}: Test Idol becomes red until end of turn.' });
    expect([mimic.status, idol.status]).toEqual(['complete', 'complete']);
    const cards = createCardLibrary([mimic.card, idol.card] as CardInput[], BUILT_IN_CARDS);
    const activate = (source: string) => {
      const game = gameOf({ turn: ALICE_MAIN, players: [{ id: ALICE }, { id: BOB }], battlefield: [{ card: 'Test Mimic', id: 'mimic', controller: ALICE }, { card: 'Test Idol', id: 'idol', controller: ALICE }, { card: 'Island', controller: ALICE }, { card: 'Island', controller: ALICE }] }, cards);
      const session = createActor(sessionMachine, { input: { game, cards } }).start();
      sendToSession(session, { type: 'ACTIVATE', player: ALICE, source, ability: 0 });
      sendToSession(session, { type: 'PAY', player: ALICE });
      return session.getSnapshot().context.last;
    };
    expect(activate('mimic')?.outcome).toBe('activated');
    expect(activate('idol')?.refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
  });
});
