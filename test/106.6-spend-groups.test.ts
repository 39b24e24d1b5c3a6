/**
 * CR 106.6, 605.3b: what each restricted source may pay for (mana-abilities/spend.ts,
 * `forPaying`): the cost, if its spell or the source of its ability fits the restriction, and
 * each chain source (a mana ability whose cost includes mana) whose object fits "activate
 * abilities of …", never itself. Worked out once for each restriction and each chain source's
 * card, it is what judging every restricted source against every chain source gives, in the
 * list's order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import { spendAllows, type SpendPurpose } from '../src/cards/spend-match.js';
import { forPaying } from '../src/mana-abilities/spend.js';
import { findPermanent } from '../src/game/queries.js';
import type { GameState } from '../src/game/state.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaSpend } from '../src/mana/symbols.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { counted } from './board-reads.js';

const cards = BUILT_IN_CARDS;
/** Permanents whose abilities the restrictions below tell apart: an Elemental creature, an Elf creature, a colorless artifact, a land. */
const BOARD = ['Smokebraider', 'Llanowar Elves', 'Sol Ring', 'Eldrazi Temple', 'Grizzly Bears'];
const game: GameState = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN, battlefield: BOARD.map((card, i) => ({ card, id: `p${i}`, controller: 'alice' })) } as never);

const creature = { types: ['Creature'] };
const elemental = { subtypes: ['Elemental'] };
/** One card's filter, shared by its permanents, each with its own chosen type (Cavern of Souls). */
const ofChosen = { subtypes: ['chosen'] };
/** Restrictions: two alike in what they say but distinct objects, and two with one filter but each its own chosen type. */
const SPENDS: readonly ManaSpend[] = [
  { spells: creature, abilities: creature, text: 'creature spells or abilities of creatures' },
  { spells: elemental, abilities: elemental, text: 'Elemental spells or abilities of Elementals' },
  { spells: { subtypes: ['Elemental'] }, abilities: { subtypes: ['Elemental'] }, text: 'Elemental spells or abilities of Elementals' },
  { spells: { types: ['Artifact'] }, text: 'artifact spells' },
  { abilities: { colorless: true }, text: 'abilities of colorless objects' },
  { spells: ofChosen, abilities: ofChosen, chosen: 'Elf', text: 'spells or abilities of the chosen type' },
  { spells: ofChosen, abilities: ofChosen, chosen: 'Elemental', text: 'spells or abilities of the chosen type' },
];
const PURPOSES: readonly (SpendPurpose | null)[] = [
  null,
  ...['Grizzly Bears', 'Lightning Bolt', 'Sol Ring', 'Smokebraider', 'Llanowar Elves'].flatMap((name) => (['spell', 'ability'] as const).map((kind) => ({ kind, card: getCard(cards, name) }))),
];

/** What each restricted source may pay for, judged source by source against every chain source. */
function judgedOneByOne(sources: readonly ManaSourceOption[], purpose: SpendPurpose | null, on: GameState = game): ManaSourceOption[] {
  const objectOf = (id: string): SpendPurpose | null => {
    const found = findPermanent(on, id.slice(0, id.lastIndexOf('#')));
    return found ? { kind: 'ability', card: getCard(cards, found.card) } : null;
  };
  const chains = sources.filter((s) => !s.inPool && s.cost).map((s) => [s.id, objectOf(s.id)] as const);
  return sources.map((s) => {
    if (!s.spend) return s;
    const spend = s.spend;
    const onlyFor = [...(purpose && spendAllows(spend, purpose) ? ['cost'] : []), ...chains.filter(([id, card]) => id !== s.id && card !== null && spendAllows(spend, card)).map(([id]) => id)];
    return { ...s, onlyFor };
  });
}

/** A source: its permanent (or one not on the battlefield), whether its cost includes mana, in the pool, and its restriction if any. */
const sourceArb = fc.record({
  object: fc.integer({ min: 0, max: BOARD.length }),
  chain: fc.boolean(),
  inPool: fc.boolean(),
  spend: fc.option(fc.integer({ min: 0, max: SPENDS.length - 1 }), { nil: undefined }),
});

describe('106.6: restricted sources judged once for each restriction and chain card', () => {
  it('106.6, 605.3b: forPaying gives what judging each restricted source against each chain source gives, for every purpose, frozen list or not', () => {
    fc.assert(
      fc.property(fc.array(sourceArb, { maxLength: 24 }), fc.array(fc.integer({ min: 0, max: PURPOSES.length - 1 }), { minLength: 1, maxLength: 6 }), (drawn, asks) => {
        const sources: ManaSourceOption[] = drawn.map((d, i) => ({
          id: `p${d.object}#${i}`,
          produces: ['R'],
          amount: 1,
          snow: false,
          inPool: d.inPool,
          ...(d.chain ? { cost: { ...NO_MANA, generic: 1 } } : {}),
          ...(d.spend === undefined ? {} : { spend: SPENDS[d.spend]!, onlyFor: [] }),
        }));
        const frozen = Object.freeze([...sources]);
        for (const k of asks) {
          const purpose = PURPOSES[k]!;
          const expected = judgedOneByOne(sources, purpose);
          expect(forPaying(game, cards, 'alice', sources, purpose)).toEqual(expected);
          expect(forPaying(game, cards, 'alice', frozen, purpose)).toEqual(expected);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('106.6: a Smokebraider\'s mana may pay the cost of another Elemental\'s mana ability, not its own, and not a Sol Ring\'s', () => {
    const spend = SPENDS[1]!;
    const sources: ManaSourceOption[] = [
      { id: 'p0#0', produces: ['R'], amount: 1, snow: false, inPool: false, cost: { ...NO_MANA, generic: 1 }, spend, onlyFor: [] },
      { id: 'p0#1', produces: ['G'], amount: 1, snow: false, inPool: false, cost: { ...NO_MANA, generic: 1 } },
      { id: 'p2#0', produces: ['C'], amount: 2, snow: false, inPool: false, cost: { ...NO_MANA, generic: 1 } },
      { id: 'p1#0', produces: ['G'], amount: 1, snow: false, inPool: false, spend, onlyFor: [] },
    ];
    const paid = forPaying(game, cards, 'alice', sources, { kind: 'spell', card: getCard(cards, 'Lightning Bolt') });
    expect(paid.map((s) => s.onlyFor)).toEqual([['p0#1'], undefined, undefined, ['p0#0', 'p0#1']]);
  });

  it('106.6, 605.3b: the objects of three hundred chain sources on a fresh board of 2,000 permanents are found in one pass over it (each permanent read once at most), with the answer of a search for each', () => {
    const big: GameState = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      turn: ALICE_MAIN,
      battlefield: Array.from({ length: 2000 }, (_, i) => ({ card: i === 0 ? 'Smokebraider' : i >= 1700 ? 'Sol Ring' : 'Grizzly Bears', id: `p${i}`, controller: 'alice' })),
    } as never);
    const sources: ManaSourceOption[] = [
      { id: 'p0#0', produces: ['R'], amount: 1, snow: false, inPool: false, spend: SPENDS[1]!, onlyFor: [] },
      ...Array.from({ length: 300 }, (_, k): ManaSourceOption => ({ id: `p${1700 + k}#0`, produces: ['C'], amount: 2, snow: false, inPool: false, cost: { ...NO_MANA, generic: 1 } })),
    ];
    const bolt: SpendPurpose = { kind: 'spell', card: getCard(cards, 'Lightning Bolt') };
    const { game: watched, reads } = counted(big);
    const paid = forPaying(watched, cards, 'alice', sources, bolt);
    expect(reads()).toBeLessThanOrEqual(2000);
    expect(paid).toEqual(judgedOneByOne(sources, bolt, big));
  });
});
