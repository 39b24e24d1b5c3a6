/**
 * Issue 13: what a mana ability does to its own object as it resolves (CR 605.3b) — depletion
 * lands' "Put a depletion counter on ~." (CR 122.1) and "If there are no depletion counters on
 * ~, sacrifice it." (CR 701.21) — compiled from real cards (test/fixtures/oracle-depletion.json,
 * copied from the corpus) and resolved by the engine (src/mana-abilities/resolve-self.ts).
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CastEventInput } from '../src/events/schema.js';
import { compiledFixture } from './importer-fixture.js';
import { pay } from './cost-fixtures.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { player, runCast } from './cast-helpers.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { sourceUses } from '../src/costs/cost-conflicts.js';
import { abilitySources } from '../src/mana-abilities/mana-abilities.js';

const { result, expectCompiled } = compiledFixture('oracle-depletion.json');
const offering: CardInput = { name: 'Test Land Offering', manaCost: '{R}{R}', types: ['Sorcery'], additionalCosts: [{ kind: 'sacrifice', what: { types: ['Land'] } }], text: 'As an additional cost to cast this spell, sacrifice a land.' };
const cards = createCardLibrary([...['Land Cap', 'River Delta', 'Sandstone Needle', 'Gemstone Mine'].map((n) => result(n).card as CardInput), offering], BUILT_IN_CARDS);
type Game = ReturnType<typeof gameOf>;
const withLand = (card: string, counters: Record<string, number>, more: { card: string; id: string; controller: string }[] = [], hand: string[] = []): Game =>
  gameOf({ players: [{ id: 'alice', hand }, { id: 'bob' }], battlefield: [{ card, id: 'land', controller: 'alice', counters }, ...more], turn: ALICE_MAIN }, cards);
const pool = (game: Game) => player(game, 'alice').manaPool.map((u) => u.type);

describe('CR 605.3b, 122.1, 701.21: depletion lands', () => {
  it('122.1: "Add {W} or {U}. Put a depletion counter on ~." puts one as it resolves (Land Cap); "If there are no depletion counters on ~, sacrifice it." (Sandstone Needle)', () => {
    expectCompiled('Land Cap', { types: ['Land'], manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['W', 'U'] }, putCounters: { counter: 'depletion', count: 1 } }] });
    expectCompiled('Sandstone Needle', {
      types: ['Land'],
      manaAbilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'counters', action: 'remove', counter: 'depletion', count: 1 }], produces: { types: ['R'], amount: 2 }, sacrificeIfNoCounters: 'depletion' }],
    });
    expect(result('Gemstone Mine').card).toMatchObject({ manaAbilities: [{ sacrificeIfNoCounters: 'mining' }] });
  });

  it('605.3b, 122.1: Land Cap adds {U} and then has one more depletion counter', () => {
    for (const before of [0, 1]) {
      const made = activateManaAbilityPaying(withLand('Land Cap', before ? { depletion: before } : {}), cards, 'alice', 'land', 0, 'U');
      expect(made.ok && [pool(made.value.game), made.value.game.battlefield[0]!.counters, made.value.game.battlefield[0]!.tapped]).toEqual([['U'], { depletion: before + 1 }, true]);
    }
  });

  it('701.21: Sandstone Needle removing its last depletion counter adds {R}{R} and is sacrificed; with counters left it stays; with none it is refused (118.3) and the game is unchanged', () => {
    const last = activateManaAbilityPaying(withLand('Sandstone Needle', { depletion: 1 }), cards, 'alice', 'land', 0);
    expect(last.ok && [pool(last.value.game), last.value.game.battlefield, player(last.value.game, 'alice').graveyard.map((c) => c.card)]).toEqual([['R', 'R'], [], ['Sandstone Needle']]);
    const two = activateManaAbilityPaying(withLand('Sandstone Needle', { depletion: 2 }), cards, 'alice', 'land', 0);
    expect(two.ok && [pool(two.value.game), two.value.game.battlefield.map((p) => p.counters)]).toEqual([['R', 'R'], [{ depletion: 1 }]]);
    const empty = withLand('Sandstone Needle', {});
    const refused = activateManaAbilityPaying(empty, cards, 'alice', 'land', 0);
    expect(!refused.ok && refused.refusal.rule).toBe('118.3');
  });

  it('601.2g–h: a Needle on its last counter is not tapped for mana when the cost sacrifices it; auto payment taps the Mountains instead', () => {
    const mountains = [{ card: 'Mountain', id: 'm1', controller: 'alice' }, { card: 'Mountain', id: 'm2', controller: 'alice' }];
    const game = withLand('Sandstone Needle', { depletion: 1 }, mountains, ['Test Land Offering']);
    const cast: CastEventInput = { type: 'CAST', player: 'alice', card: player(game, 'alice').hand[0]!.id };
    const done = runCast(game, [cast, pay({ sacrifice: ['land'] })], cards);
    expect(done.outcome).toBe('cast');
    expect(done.game.battlefield.map((p) => [p.id, p.tapped])).toEqual([['m1', true], ['m2', true]]);
    expect(player(done.game, 'alice').graveyard.map((c) => c.card)).toEqual(['Sandstone Needle']);
  });

  it('601.2h: auto payment counts a Needle on its last counter as taken away by its mana ability (cost-conflicts), one with two as staying', () => {
    const usesOf = (depletion: number) => {
      const game = withLand('Sandstone Needle', { depletion });
      return abilitySources(game, cards, 'alice').map((source) => sourceUses(game, 'alice', source));
    };
    expect(usesOf(1)).toEqual([[{ object: 'land', taps: true, removes: true }]]);
    expect(usesOf(2)).toEqual([[{ object: 'land', taps: true, removes: false }]]);
  });
});
