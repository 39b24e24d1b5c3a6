/**
 * Issue 13: "Add one mana of the chosen color" (CR 106.1, 607.2) compiled from real cards
 * (test/fixtures/oracle-chosen-mana.json, copied from the corpus), and the engine reading the
 * colour chosen as the permanent entered (src/cards/chosen-mana.ts).
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { describeProduction } from '../src/cards/mana-production.js';
import { compiledFixture } from './importer-fixture.js';
import { pay } from './cost-fixtures.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { player, runCast } from './cast-helpers.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { legalActions } from '../src/activation/legal-actions.js';
import type { Color } from '../src/mana/symbols.js';
import type { CastEventInput } from '../src/events/schema.js';

const { result, expectCompiled } = compiledFixture('oracle-chosen-mana.json');
const cards = createCardLibrary(['Heraldic Banner', 'Quirion Elves', 'Thriving Grove', 'Sol Grail', 'Uncharted Haven'].map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);
const withSource = (card: string, color?: Color, hand: string[] = []) =>
  gameOf({ players: [{ id: 'alice', hand }, { id: 'bob' }], battlefield: [{ card, id: 'source', controller: 'alice', ...(color ? { chosen: { color } } : {}) }], turn: ALICE_MAIN }, cards);
const pool = (game: ReturnType<typeof withSource>) => player(game, 'alice').manaPool.map((u) => u.type);

describe('CR 106.1, 607.2: "one mana of the chosen color"', () => {
  it('607.2: "{T}: Add one mana of the chosen color." makes the chosen colour (Sol Grail); "{G} or one mana of the chosen color" adds it to {G} (Thriving Grove)', () => {
    expectCompiled('Sol Grail', { manaCost: '{3}', types: ['Artifact'], manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: [], chosenColor: true, amount: 1 } }] });
    expect(result('Thriving Grove').status).toBe('complete');
    expect(result('Thriving Grove').card).toMatchObject({ manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['G'], chosenColor: true, amount: 1 } }] });
    expect(result('Quirion Elves').card).toMatchObject({ manaAbilities: [{ produces: { types: ['G'] } }, { produces: { types: [], chosenColor: true } }] });
    expect(result('Heraldic Banner').status).toBe('complete');
    expect(result('Uncharted Haven').status).toBe('complete');
  });

  it('106.1: Sol Grail that chose red adds {R} and refuses to add {U}; the refused activation leaves the game unchanged', () => {
    const game = withSource('Sol Grail', 'R');
    const red = activateManaAbilityPaying(game, cards, 'alice', 'source', 0, 'R');
    expect(red.ok && pool(red.value.game)).toEqual(['R']);
    const auto = activateManaAbilityPaying(game, cards, 'alice', 'source', 0);
    expect(auto.ok && pool(auto.value.game)).toEqual(['R']);
    const blue = activateManaAbilityPaying(game, cards, 'alice', 'source', 0, 'U');
    expect(blue.ok).toBe(false);
    expect(!blue.ok && blue.refusal.rule).toBe('605.3');
  });

  it('106.1: Thriving Grove that chose black adds {G} or {B}, not {R}', () => {
    const game = withSource('Thriving Grove', 'B');
    for (const [type, made] of [['G', true], ['B', true], ['R', false]] as const) {
      const r = activateManaAbilityPaying(game, cards, 'alice', 'source', 0, type);
      expect(r.ok, type).toBe(made);
      if (r.ok) expect(pool(r.value.game)).toEqual([type]);
    }
  });

  it('601.2g–h: a red spell is paid with Sol Grail that chose red, and not with one that chose blue (refused, game unchanged)', () => {
    const shock = (color: Color) => withSource('Sol Grail', color, ['Shock']);
    const target: CastEventInput = { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] };
    const cast = (game: ReturnType<typeof withSource>) => runCast(game, [{ type: 'CAST', player: 'alice', card: player(game, 'alice').hand[0]!.id }, target, pay()], cards);
    const red = cast(shock('R'));
    expect(red.outcome).toBe('cast');
    expect(red.game.battlefield[0]!.tapped).toBe(true);
    const blueGame = shock('U');
    const blue = cast(blueGame);
    expect(blue.outcome).not.toBe('cast');
    expect(blue.game).toEqual(blueGame);
  });

  it('106.5: with no colour chosen, "one mana of the chosen color" makes no mana; legalActions offers Heraldic Banner for the colour it chose only', () => {
    const none = activateManaAbilityPaying(withSource('Sol Grail'), cards, 'alice', 'source', 0);
    expect(none.ok && pool(none.value.game)).toEqual([]);
    const offered = legalActions(withSource('Heraldic Banner', 'W'), cards, 'alice').manaAbilities;
    expect(offered.map((m) => [m.event.source, m.produces, m.refusal])).toEqual([['source', ['W'], null]]);
  });

  it('106.1: the production reads "one mana of the chosen color" / "{G} or one mana of the chosen color"', () => {
    expect(describeProduction({ types: [], chosenColor: true, amount: 1 }, 1)).toBe('one mana of the chosen color');
    expect(describeProduction({ types: ['G'], chosenColor: true, amount: 1 }, 1)).toBe('{G} or one mana of the chosen color');
  });
});
