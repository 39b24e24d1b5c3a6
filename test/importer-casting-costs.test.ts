/**
 * Issue 13: alternative costs written in a spell's text (CR 118.9) with a condition on the
 * game now (CR 601.3: "If it's not your turn, you may exile a blue card from your hand rather
 * than pay this spell's mana cost", "If you control a Plains, you may tap an untapped creature
 * you control rather than pay …") and plain ones whose cost takes objects ("sacrifice two
 * Mountains", "return two Islands you control to their owner's hand"), read from real cards
 * (test/fixtures/oracle-casting-costs.json) and offered by the engine only when the condition
 * holds. A condition on what happened earlier stays a gap.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { costOptions } from '../src/casting/options.js';
import type { GameState } from '../src/game/state.js';
import { ALICE, BOB, ctx } from './cast-helpers.js';
import { cast, castWith } from './cost-fixtures.js';
import { gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { result, expectCompiled } = compiledFixture('oracle-casting-costs.json');
const library = createCardLibrary(['Force of Negation', 'Angelic Favor', 'Mind Swords', 'Massacre'].map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);

function offered(card: string, activePlayer: string, phase: 'precombatMain' | 'combat', battlefield: { card: string; controller: string }[] = [], stack: { card: string; controller: string }[] = []): string[] {
  const game: GameState = gameOf(
    { players: [{ id: ALICE, hand: [card] }, { id: BOB }], battlefield, stack, turn: { activePlayer, phase, step: phase === 'combat' ? 'declareAttackers' : null }, priority: ALICE },
    library,
  );
  const actor = castWith(game, [cast(card.toLowerCase().replace(/[^a-z0-9]+/g, '-'))], library);
  return costOptions(ctx(actor).game, library, ctx(actor).game.stack.at(-1)!).alternatives.map((a) => a.name);
}

describe('118.9, 601.3: an alternative cost with a condition on the game now', () => {
  it('118.9: "If it\'s not your turn, you may exile a blue card from your hand rather than pay this spell\'s mana cost" (Force of Negation): offered on an opponent\'s turn only', () => {
    expectCompiled('Force of Negation', {
      manaCost: '{1}{U}{U}',
      types: ['Instant'],
      targets: [{ what: { zone: 'stack', stackKind: 'spell', notTypes: ['Creature'] }, count: 1 }],
      alternativeCosts: [{ name: 'Force of Negation', cost: [{ kind: 'exile', from: 'hand', what: { colors: ['U'] }, count: 1 }], onlyIf: { turn: 'notYours' } }],
    });
    const bolt = [{ card: 'Lightning Bolt', controller: BOB }];
    expect(offered('Force of Negation', BOB, 'precombatMain', [], bolt)).toEqual(['Force of Negation']);
    expect(offered('Force of Negation', ALICE, 'precombatMain', [], bolt)).toEqual([]);
  });

  it('118.9: "If you control a Plains, you may tap an untapped creature you control rather than pay …" (Angelic Favor): offered only with a Plains', () => {
    expect(result('Angelic Favor').card?.alternativeCosts).toEqual([
      { name: 'Angelic Favor', cost: [{ kind: 'tap', what: { types: ['Creature'] }, count: 1 }], onlyIf: { count: { zone: 'battlefield', controller: 'you', what: { subtypes: ['Plains'] } }, atLeast: 1 } },
    ]);
    const bears = { card: 'Grizzly Bears', controller: ALICE };
    expect(offered('Angelic Favor', ALICE, 'combat', [bears, { card: 'Plains', controller: ALICE }])).toEqual(['Angelic Favor']);
    expect(offered('Angelic Favor', ALICE, 'combat', [bears, { card: 'Plains', controller: BOB }])).toEqual([]);
  });

  it('118.9: "If you control a Swamp, you may sacrifice a creature rather than pay …" (Mind Swords)', () => {
    expect(offered('Mind Swords', ALICE, 'precombatMain', [{ card: 'Swamp', controller: ALICE }, { card: 'Grizzly Bears', controller: ALICE }])).toEqual(['Mind Swords']);
    expect(offered('Mind Swords', ALICE, 'precombatMain', [{ card: 'Grizzly Bears', controller: ALICE }])).toEqual([]);
  });

  it('118.9: "You may sacrifice a Mountain / two Mountains" and "return two Islands you control to their owner\'s hand" rather than pay: the objects the cost takes', () => {
    expect(result('Downhill Charge').card?.alternativeCosts).toEqual([{ name: 'Downhill Charge', cost: [{ kind: 'sacrifice', what: { subtypes: ['Mountain'] }, count: 1 }] }]);
    expect(result('Mogg Alarm').card?.alternativeCosts).toEqual([{ name: 'Mogg Alarm', cost: [{ kind: 'sacrifice', what: { subtypes: ['Mountain'] }, count: 2 }] }]);
    expect(result('Ensnare').card?.alternativeCosts).toEqual([{ name: 'Ensnare', cost: [{ kind: 'return', what: { subtypes: ['Island'] }, count: 2 }] }]);
    for (const name of ['Downhill Charge', 'Mogg Alarm', 'Ensnare']) expect(result(name).gaps, name).toEqual([]);
  });

  it('118.9: "If an opponent controls a Plains and you control a Swamp, you may cast this spell without paying its mana cost" (Massacre): both must hold', () => {
    expect(result('Massacre').card?.alternativeCosts).toEqual([
      {
        name: 'Massacre',
        cost: [],
        onlyIf: {
          allOf: [
            { count: { zone: 'battlefield', controller: 'opponents', what: { subtypes: ['Plains'] } }, atLeast: 1 },
            { count: { zone: 'battlefield', controller: 'you', what: { subtypes: ['Swamp'] } }, atLeast: 1 },
          ],
        },
      },
    ]);
    const swamp = { card: 'Swamp', controller: ALICE };
    expect(offered('Massacre', ALICE, 'precombatMain', [swamp, { card: 'Plains', controller: BOB }])).toEqual(['Massacre']);
    expect(offered('Massacre', ALICE, 'precombatMain', [swamp, { card: 'Plains', controller: ALICE }])).toEqual([]);
    expect(offered('Massacre', ALICE, 'precombatMain', [{ card: 'Plains', controller: BOB }])).toEqual([]);
    for (const name of ['Submerge', 'Cho-Arrim Legate']) expect(result(name).gaps, name).toEqual([]);
  });

  it.each([
    ["Admiral's Order", 'the condition of an alternative cost ("If you attacked this turn") is not compiled'],
  ])('601.3: %s names a condition the format does not hold: a gap', (name, reason) => {
    expect(result(name).gaps.map((g) => g.reason)).toEqual([reason]);
  });
});
