/**
 * CR 601.2g, 602.2b: the payment prompt lists each mana ability the player could activate
 * once, with what all its ways make and every permanent it could tap besides. Checked against
 * the plain definition (for each ability, the solver's options whose id is the ability's id or
 * starts with it and a way's suffix) on random boards past the size where indexes start.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentOptions } from '../src/casting/options.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { paymentSources } from '../src/costs/convoke-delve.js';
import type { TotalCost } from '../src/costs/total-cost.js';
import { NO_MANA } from '../src/mana/symbols.js';
import { createGame } from '../src/scenario/build-game.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN } from './helpers.js';
import { ALICE, BOB } from './cast-helpers.js';

const PALETTE = ['Springleaf Drum', 'Grizzly Bears', 'Birds of Paradise', 'Llanowar Elves', 'Forest', 'Sol Ring', 'Gilded Lotus', 'Memnite'];
const cost: TotalCost = { mana: { ...NO_MANA, generic: 1 }, life: 0, actions: [], changes: [] };

function boardOf(picks: readonly number[], tapped: readonly boolean[]): GameState {
  return createGame({
    players: [{ id: ALICE, hand: ['Lightning Bolt'] }, { id: BOB }],
    battlefield: picks.map((p, i) => ({ card: PALETTE[p % PALETTE.length]!, controller: i % 4 === 3 ? BOB : ALICE, tapped: tapped[i] ?? false })),
    turn: ALICE_MAIN,
  });
}

/** The object and ability index a solver id names (`${object}#${index}`, then a way's suffix: "/k", "~v", or "*n" for the nth of an ability listed once per permanent it could tap). */
function splitManaAbilityId(id: string): readonly [string, number] {
  const at = id.lastIndexOf('#');
  return [id.slice(0, at), Number(/^\d+/.exec(id.slice(at + 1))?.[0] ?? NaN)];
}

/** CR 602.2b: what a Springleaf Drum could tap: every untapped creature its controller controls, in board order; nothing for any other card. */
function tapsOf(game: GameState, source: string): readonly string[] {
  const drum = game.battlefield.find((p) => p.id === source);
  if (drum?.card !== 'Springleaf Drum') return [];
  return game.battlefield.filter((p) => p.controller === drum.controller && !p.tapped && ['Grizzly Bears', 'Birds of Paradise', 'Llanowar Elves', 'Memnite'].includes(p.card)).map((p) => p.id);
}

/** The definition: each ability id in the order first listed, and the options that are its ways. */
function expected(game: GameState) {
  const abilities = paymentSources(game, BUILT_IN_CARDS, ALICE).filter((s) => !s.inPool && s.id.includes('#'));
  const ids = [...new Set(abilities.map((s) => s.id.slice(0, s.id.lastIndexOf('#') + 1) + splitManaAbilityId(s.id)[1]))];
  return ids.map((id) => {
    const ways = abilities.filter((s) => s.id === id || ['/', '~', '*'].some((c) => s.id.startsWith(`${id}${c}`)));
    const [source, ability] = splitManaAbilityId(id);
    return {
      source,
      ability,
      types: [...new Set(ways.flatMap((s) => s.produces))],
      amount: Math.max(...ways.map((s) => s.amount)),
      tap: tapsOf(game, source),
    };
  });
}

describe('601.2g: the payment prompt', () => {
  it('601.2g, 602.2b: each mana ability is listed once, in board order, with its ways\' types and the permanents it could tap', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 0, maxLength: 40 }), fc.array(fc.boolean(), { maxLength: 40 }), (picks, tapped) => {
        const game = boardOf(picks, tapped);
        const listed = paymentOptions(game, BUILT_IN_CARDS, ALICE, cost, 'Lightning Bolt').manaAbilities.map(({ source, ability, types, amount, tap }) => ({ source, ability, types, amount, tap }));
        expect(listed).toEqual(expected(game));
      }),
      { numRuns: 60 },
    );
  });

  it('602.2b: a Springleaf Drum among 20 permanents is listed once, with every untapped creature of alice\'s it could tap', () => {
    const game = boardOf([0, ...Array.from({ length: 19 }, (_, i) => [1, 3, 4, 7][i % 4]!)], []);
    const drum = paymentOptions(game, BUILT_IN_CARDS, ALICE, cost, 'Lightning Bolt').manaAbilities.filter((a) => a.source === game.battlefield[0]!.id);
    const creatures = game.battlefield.filter((p, i) => i > 0 && i % 4 !== 3 && ['Grizzly Bears', 'Llanowar Elves', 'Memnite'].includes(p.card)).map((p) => p.id);
    expect(drum).toHaveLength(1);
    expect([...drum[0]!.tap].sort()).toEqual([...creatures].sort());
  });
});
