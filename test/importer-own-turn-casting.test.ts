/**
 * Issue 13, CR 601.3: "Players can cast spells only during their own turns." compiled from
 * Oracle text (test/fixtures/oracle-own-turn-casting.json, real cards copied from the corpus)
 * into a `cantCast` prohibition with `exceptOwnTurn`, and checked through the engine: a spell
 * can't begin to be cast in another player's turn (601.3, refused as PROHIBITED, the game
 * unchanged), it can in its caster's own turn, and legalActions bars it with the same refusal.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { compileCard } from '../tools/importer/compile.js';
import { compiledFixture } from './importer-fixture.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const { result, expectCompiled } = compiledFixture('oracle-own-turn-casting.json');
const library = createCardLibrary([result('Dosan the Falling Leaf').card] as CardInput[], BUILT_IN_CARDS);
const BOB_MAIN = { activePlayer: 'bob', phase: 'precombatMain' } as const;
const game = (turn: GameSpecInput['turn'], dosan: 'alice' | 'bob') =>
  gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], battlefield: [{ card: 'Dosan the Falling Leaf', controller: dosan }], turn, priority: 'alice' }, library);
const refusalOf = <T,>(r: { ok: true; value: T } | { ok: false; refusal: { rule: string; code: string; message: string } }) => (r.ok ? null : r.refusal);

describe('601.3: "can cast spells only during their own turns"', () => {
  it('compiles Dosan the Falling Leaf into a prohibition on every player\'s spells outside their own turn', () => {
    expectCompiled('Dosan the Falling Leaf', {
      manaCost: '{1}{G}{G}', types: ['Creature'], supertypes: ['Legendary'], subtypes: ['Human', 'Monk'], power: 2, toughness: 2,
      prohibitions: [{ kind: 'cantCast', spells: { controller: 'any' }, exceptOwnTurn: true }],
    });
    expect(modelledFeatures(getCard(library, 'Dosan the Falling Leaf'))).toContain("can't be cast except during their caster's own turn");
  });

  it("601.3: in Bob's turn Alice can't begin to cast Lightning Bolt, whoever controls Dosan; the refused cast leaves the game unchanged", () => {
    for (const controller of ['alice', 'bob'] as const) {
      const state = game(BOB_MAIN, controller);
      expect(refusalOf(mayBeginCasting(state, library, 'alice', 'lightning-bolt'))).toMatchObject({ rule: '601.3', code: 'PROHIBITED' });
      const actor = castActor(state, library);
      accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
      expect(outcome(actor)).toBe('prohibited');
      expect(ctx(actor).game).toBe(state);
      const actions = legalActions(state, library, 'alice');
      expect(actions.casts.map((c) => c.name)).not.toContain('Lightning Bolt');
      expect(actions.barred.find((b) => b.name === 'Lightning Bolt')?.refusal).toMatchObject({ rule: '601.3', code: 'PROHIBITED' });
    }
  });

  it('601.3: in her own turn Alice casts Lightning Bolt under Dosan', () => {
    const state = game(ALICE_MAIN, 'bob');
    expect(mayBeginCasting(state, library, 'alice', 'lightning-bolt').ok).toBe(true);
    expect(legalActions(state, library, 'alice').casts.map((c) => c.name)).toContain('Lightning Bolt');
  });

  it('"Your opponents can cast creature spells only during their own turns" binds opponents\' creature spells only', () => {
    const card = { name: 'Made-up Warden', mana_cost: '{2}{W}', type_line: 'Enchantment', oracle_text: 'Your opponents can cast creature spells only during their own turns.' };
    expect(compileCard(card).card).toMatchObject({ prohibitions: [{ kind: 'cantCast', spells: { controller: 'opponents', types: ['Creature'] }, exceptOwnTurn: true }] });
  });

  it('"can cast spells only any time they could cast a sorcery" is not read: Teferi, Mage of Zhalfir keeps the gap', () => {
    expect(result('Teferi, Mage of Zhalfir').gaps.map((g) => g.text)).toContain('Each opponent can cast spells only any time they could cast a sorcery.');
  });
});
