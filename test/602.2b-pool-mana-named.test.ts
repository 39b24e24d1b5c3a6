/**
 * CR 602.2b, 601.2g–h, 605.3b: a mana ability whose cost includes mana (Satyr Hedonist's {R}, a
 * filter land's {R/W}) is paid with pool mana its activation names, which must pay that mana
 * exactly (src/mana-abilities/mana-ability-mana.ts, `checkManaPaid`). Each unit is one mana
 * and a way of the cost is as many mana as were named, so the units pay it exactly when they
 * pay it at all: the check asks whether they can (the solver's quick sufficient test first),
 * not for the payment the solver would prefer. A payment of thousands of Hedonists checked
 * each one's {R} with the solver's flows.
 */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { getCard, type CardLibrary } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { checkManaPaid } from '../src/mana-abilities/mana-ability-mana.js';
import * as core from '../src/mana/solver-core.js';
import { COLORS, type ManaType } from '../src/mana/symbols.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, player } from './cast-helpers.js';

vi.mock('../src/mana/solver-core.js', async (original) => {
  const real = await original<typeof import('../src/mana/solver-core.js')>();
  return { ...real, solveLayers: vi.fn(real.solveLayers) };
});

/** A creature whose mana ability costs `cost` and sacrificing it. */
function libraryOf(cost: string): CardLibrary {
  return libraryWith({
    name: 'Test Hedonist',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Satyr'],
    power: 2,
    toughness: 1,
    manaAbilities: [{ cost: [{ kind: 'mana', mana: cost }, { kind: 'sacrificeSelf' }], produces: { types: ['R'], amount: 3 } }],
    text: `${cost}, Sacrifice Test Hedonist: Add {R}{R}{R}.`,
  });
}

/** Whether pool mana of types `named` is named for `cost` in a game where alice controls the Hedonist. */
function check(cost: string, pool: readonly ManaType[], named: readonly number[]) {
  const cards = libraryOf(cost);
  const game: GameState = gameOf({ players: [{ id: ALICE, manaPool: [...pool] }, { id: BOB }], battlefield: [{ card: 'Test Hedonist', controller: ALICE, id: 'satyr' }], turn: ALICE_MAIN }, cards);
  const units = player(game, ALICE).manaPool;
  const ability = getCard(cards, 'Test Hedonist').manaAbilities![0]!;
  return checkManaPaid(game, cards, ALICE, { zone: 'battlefield', permanent: game.battlefield[0]! }, ability, named.map((i) => units[i]!.id));
}

/** What a symbol of a mana ability's cost takes: one type of unit, or any (generic). */
type Symbol = ManaType | 'generic';

/** Whether units of these types pay these symbols one to one (tried every way: a handful of each). */
function paysOneToOne(units: readonly ManaType[], symbols: readonly Symbol[]): boolean {
  if (units.length !== symbols.length) return false;
  if (symbols.length === 0) return true;
  const [first, ...rest] = symbols;
  return units.some((u, i) => (first === 'generic' || first === u) && paysOneToOne([...units.slice(0, i), ...units.slice(i + 1)], rest));
}

const TYPES: readonly ManaType[] = [...COLORS, 'C'];
const text = (s: Symbol | readonly [ManaType, ManaType]): string => (typeof s === 'string' ? (s === 'generic' ? '{1}' : `{${s}}`) : `{${s[0]}/${s[1]}}`);

describe('602.2b, 601.2h: pool mana named for a mana ability\'s cost', () => {
  it('602.2b, 601.2h: the mana named is accepted exactly when it pays every symbol of one way of the cost, one unit each', () => {
    const symbol = fc.oneof(fc.constantFrom<Symbol>(...TYPES, 'generic'), fc.tuple(fc.constantFrom(...COLORS), fc.constantFrom(...COLORS)).filter(([a, b]) => a !== b));
    fc.assert(
      fc.property(fc.array(symbol, { minLength: 1, maxLength: 3 }), fc.array(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 4 }), fc.array(fc.nat(3), { maxLength: 4 }), (symbols, pool, picks) => {
        const named = [...new Set(picks.filter((i) => i < pool.length))];
        // Each hybrid symbol is paid by one of its colours (CR 107.4e): every way of them.
        const ways = symbols.reduce<Symbol[][]>((acc, s) => acc.flatMap((w) => (typeof s === 'string' ? [[...w, s]] : s.map((c) => [...w, c]))), [[]]);
        const expected = ways.some((w) => paysOneToOne(named.map((i) => pool[i]!), w));
        const checked = check(symbols.map(text).join(''), pool, named);
        expect(checked.ok).toBe(expected);
        if (!checked.ok) expect(checked.rule).toBe('601.2h');
      }),
      { numRuns: 300, seed: 20261206 },
    );
  });

  it('602.2b, 601.2h: a Hedonist\'s {R} named one red unit, or {1}{U} a blue and a black, is checked with no flow of the solver', () => {
    const solved = vi.mocked(core.solveLayers);
    solved.mockClear();
    expect(check('{R}', ['R', 'G'], [0]).ok).toBe(true);
    expect(check('{1}{U}', ['B', 'U'], [0, 1]).ok).toBe(true);
    expect(check('{R/W}', ['W'], [0]).ok).toBe(true);
    expect(solved).not.toHaveBeenCalled();
    // A unit that doesn't pay is refused as before (the flows decide what the quick test can't).
    expect(check('{R}', ['G'], [0])).toMatchObject({ ok: false, rule: '601.2h' });
  });
});
