/**
 * CR 605 (mana abilities) and 302.6 (summoning sickness), as pure functions; and the one
 * payability solver answering "could this be paid?" the same way auto-payment does.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  abilitySources,
  activateManaAbility,
  checkManaActivation,
  checkManaAbility,
  manaAbilityId,
  poolSources,
} from '../src/mana-abilities/mana-abilities.js';
import { activateManaForCostWithJournal } from '../src/costs/payment.js';
import { canPayTotalCost } from '../src/costs/payability.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, locked, outcome, permanent, player } from './cast-helpers.js';

const cards = libraryWith(
  {
    name: 'Hasty Elf',
    manaCost: '{G}',
    types: ['Creature'],
    power: 1,
    toughness: 1,
    keywords: ['haste'],
    manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['G'] } }],
  },
  {
    name: 'Two-Mode Stone',
    manaCost: '{2}',
    types: ['Artifact'],
    manaAbilities: [
      { cost: [{ kind: 'tapSelf' }], produces: { types: ['C'] } },
      { cost: [{ kind: 'tapSelf' }], produces: { types: ['R', 'B'] } },
    ],
  },
);

const board = () =>
  gameOf(
    {
      players: [{ id: ALICE, manaPool: ['U', { type: 'G', snow: true, source: 'snow-covered-forest' }] }, { id: BOB }],
      battlefield: [
        { card: 'Forest', controller: ALICE },
        { card: 'Snow-Covered Forest', controller: ALICE },
        { card: 'Llanowar Elves', controller: ALICE, summoningSick: true },
        { card: 'Hasty Elf', controller: ALICE, summoningSick: true },
        { card: 'Birds of Paradise', controller: ALICE },
        { card: 'Sol Ring', controller: ALICE },
        { card: 'Mountain', controller: ALICE, tapped: true },
        { card: 'Island', controller: BOB },
        { card: 'Two-Mode Stone', controller: ALICE },
        { card: 'Grizzly Bears', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    },
    cards,
  );

describe('605: checking and activating mana abilities', () => {
  it('605.3: manaAbilityId names a permanent\'s ability by index', () => {
    expect(manaAbilityId('sol-ring', 0)).toBe('sol-ring#0');
    expect(manaAbilityId('two-mode-stone', 1)).toBe('two-mode-stone#1');
  });

  it('605.3: an untapped land its player controls can be activated; the answer says whether it is a snow source', () => {
    const game = board();
    const forest = checkManaAbility(game, cards, ALICE, 'forest');
    const snowy = checkManaAbility(game, cards, ALICE, 'snow-covered-forest');
    expect(forest.ok && forest.value.snow).toBe(false);
    expect(snowy.ok && snowy.value.snow).toBe(true);
    expect(snowy.ok && snowy.value.permanent.id).toBe('snow-covered-forest');
  });

  it("605.3: a tapped source, an opponent's source, a missing permanent or ability can't be activated", () => {
    const game = board();
    for (const [who, source, index] of [
      [ALICE, 'mountain', 0],
      [ALICE, 'island', 0],
      [BOB, 'forest', 0],
      [ALICE, 'nothing-here', 0],
      [ALICE, 'forest', 1],
      [ALICE, 'grizzly-bears', 0],
    ] as const) {
      const result = checkManaAbility(game, cards, who, source, index);
      expect(result.ok, `${who} ${source}#${index}`).toBe(false);
      if (!result.ok) expect(result.refusal).toMatchObject({ rule: '605.3', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    }
  });

  it("302.6: a summoning-sick creature's {T} mana ability can't be activated", () => {
    const result = checkManaAbility(board(), cards, ALICE, 'llanowar-elves');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal).toMatchObject({ rule: '302.6', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
  });

  it('302.6, 702.10: a creature with haste can tap for mana the turn it arrives', () => {
    expect(checkManaAbility(board(), cards, ALICE, 'hasty-elf').ok).toBe(true);
  });

  it('605.3b: activating taps the source and adds its mana to the pool at once, with the next id; the old game is untouched', () => {
    const game = board();
    const result = activateManaAbility(game, cards, ALICE, 'forest');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(game.nextId).toBe(3);
    expect(permanent(result.value, 'forest').tapped).toBe(true);
    expect(player(result.value, ALICE).manaPool.at(-1)).toEqual({ id: 'mana-3', type: 'G', sourceId: 'forest', snow: false });
    expect(result.value.nextId).toBe(4);
    expect(permanent(game, 'forest').tapped).toBe(false);
    expect(player(game, ALICE).manaPool).toHaveLength(2);
  });

  it('605.3b: Birds of Paradise adds the colour asked for, and its first colour when none is asked', () => {
    const game = board();
    const blue = activateManaAbility(game, cards, ALICE, 'birds-of-paradise', 0, 'U');
    expect(blue.ok && player(blue.value, ALICE).manaPool.at(-1)?.type).toBe('U');
    const plain = activateManaAbility(game, cards, ALICE, 'birds-of-paradise');
    expect(plain.ok && player(plain.value, ALICE).manaPool.at(-1)?.type).toBe('W');
    const colourless = activateManaAbility(game, cards, ALICE, 'birds-of-paradise', 0, 'C');
    expect(colourless.ok).toBe(false);
  });

  it('605.3b: Sol Ring adds two colourless mana with consecutive ids', () => {
    const result = activateManaAbility(board(), cards, ALICE, 'sol-ring');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(player(result.value, ALICE).manaPool.slice(-2)).toEqual([
      { id: 'mana-3', type: 'C', sourceId: 'sol-ring', snow: false },
      { id: 'mana-4', type: 'C', sourceId: 'sol-ring', snow: false },
    ]);
    expect(result.value.nextId).toBe(5);
  });

  it("605.3b: a permanent's second mana ability is chosen by index", () => {
    const result = activateManaAbility(board(), cards, ALICE, 'two-mode-stone', 1, 'B');
    expect(result.ok && player(result.value, ALICE).manaPool.at(-1)).toMatchObject({ type: 'B', sourceId: 'two-mode-stone' });
    expect(activateManaAbility(board(), cards, ALICE, 'two-mode-stone', 0, 'B').ok).toBe(false);
  });
});

describe('601.2g–601.2h: mana sources for the solver', () => {
  it('106.4: poolSources lists each unit in the pool, keeping its snow flag', () => {
    expect(poolSources(board(), ALICE)).toEqual([
      { id: 'mana-1', produces: ['U'], amount: 1, snow: false, inPool: true },
      { id: 'mana-2', produces: ['G'], amount: 1, snow: true, inPool: true },
    ]);
    expect(poolSources(board(), BOB)).toEqual([]);
  });

  it('605.3, 302.6: abilitySources lists only the abilities the player could activate now', () => {
    const sources = abilitySources(board(), cards, ALICE);
    expect(sources.map((s) => s.id)).toEqual([
      'forest#0',
      'snow-covered-forest#0',
      'hasty-elf#0',
      'birds-of-paradise#0',
      'sol-ring#0',
      'two-mode-stone#0',
      'two-mode-stone#1',
    ]);
    expect(sources.find((s) => s.id === 'birds-of-paradise#0')?.produces).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(sources.find((s) => s.id === 'sol-ring#0')).toMatchObject({ amount: 2, inPool: false });
    expect(sources.find((s) => s.id === 'snow-covered-forest#0')?.snow).toBe(true);
    expect(abilitySources(board(), cards, BOB).map((s) => s.id)).toEqual(['island#0']);
  });

  it('605.3, 602.2b: abilitySources lists exactly the abilities checkManaActivation allows, whichever permanents are tapped', () => {
    const game = board();
    const mine = game.battlefield.filter((p) => p.controller === ALICE);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: mine.length, maxLength: mine.length }), (tapped) => {
        const g = { ...game, battlefield: game.battlefield.map((p) => { const i = mine.indexOf(p); return i < 0 ? p : { ...p, tapped: tapped[i]! }; }) };
        const listed = new Set(abilitySources(g, cards, ALICE).map((s) => `${s.object}#${s.ability}`));
        const allowed = new Set(
          mine.flatMap((p) => [0, 1].flatMap((index) => {
            const checked = checkManaActivation(g, cards, ALICE, p.id, index);
            return checked.ok && checked.value.amount > 0 ? [`${p.id}#${index}`] : [];
          })),
        );
        expect(listed).toEqual(allowed);
      }),
      { numRuns: 60 },
    );
  });

  it('601.2g: activateManaForCostWithJournal taps what the solver picks, and nothing when no payment exists', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Hill Giant'] }, { id: BOB }],
      battlefield: [
        { card: 'Forest', controller: ALICE },
        { card: 'Mountain', controller: ALICE },
        { card: 'Island', controller: ALICE },
        { card: 'Island', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'hill-giant' });
    const atLock = ctx(actor).game;
    const cost = locked(actor);
    const paid = activateManaForCostWithJournal(atLock, libraryWith(), ALICE, cost).game;
    expect(paid.battlefield.every((p) => p.tapped)).toBe(true);
    expect(player(paid, ALICE).manaPool.map((u) => u.type).sort()).toEqual(['G', 'R', 'U', 'U']);
    const short = { ...atLock, battlefield: atLock.battlefield.filter((p) => p.id !== 'mountain') };
    expect(activateManaForCostWithJournal(short, libraryWith(), ALICE, cost).game).toBe(short);
  });
});

describe('601.2h: one solver answers "can it be paid?" and "pay it"', () => {
  const boards: readonly { readonly name: string; readonly spec: GameSpecInput; readonly card: string; readonly payable: boolean }[] = [
    {
      name: 'Divination with two Islands and a Forest',
      payable: true,
      card: 'divination',
      spec: { players: [{ id: ALICE, hand: ['Divination'] }, { id: BOB }], battlefield: [{ card: 'Island', controller: ALICE }, { card: 'Island', controller: ALICE }, { card: 'Forest', controller: ALICE }], turn: ALICE_MAIN },
    },
    {
      name: 'Divination with a Forest, a Mountain and a Plains (no blue)',
      payable: false,
      card: 'divination',
      spec: { players: [{ id: ALICE, hand: ['Divination'] }, { id: BOB }], battlefield: [{ card: 'Forest', controller: ALICE }, { card: 'Mountain', controller: ALICE }, { card: 'Plains', controller: ALICE }], turn: ALICE_MAIN },
    },
    {
      name: 'Divination with Birds and Sol Ring',
      payable: true,
      card: 'divination',
      spec: { players: [{ id: ALICE, hand: ['Divination'] }, { id: BOB }], battlefield: [{ card: 'Birds of Paradise', controller: ALICE }, { card: 'Sol Ring', controller: ALICE }], turn: ALICE_MAIN },
    },
    {
      name: 'Divination with a summoning-sick Birds and Sol Ring',
      payable: false,
      card: 'divination',
      spec: { players: [{ id: ALICE, hand: ['Divination'] }, { id: BOB }], battlefield: [{ card: 'Birds of Paradise', controller: ALICE, summoningSick: true }, { card: 'Sol Ring', controller: ALICE }], turn: ALICE_MAIN },
    },
    {
      name: 'Thought-Knot Seer with three Forests and Wastes',
      payable: true,
      card: 'thought-knot-seer',
      spec: { players: [{ id: ALICE, hand: ['Thought-Knot Seer'] }, { id: BOB }], battlefield: [{ card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Wastes', controller: ALICE }], turn: ALICE_MAIN },
    },
    {
      name: 'Thought-Knot Seer with four Forests (no {C})',
      payable: false,
      card: 'thought-knot-seer',
      spec: { players: [{ id: ALICE, hand: ['Thought-Knot Seer'] }, { id: BOB }], battlefield: [{ card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }, { card: 'Forest', controller: ALICE }], turn: ALICE_MAIN },
    },
    {
      name: 'Icehide Golem with a Forest only',
      payable: false,
      card: 'icehide-golem',
      spec: { players: [{ id: ALICE, hand: ['Icehide Golem'] }, { id: BOB }], battlefield: [{ card: 'Forest', controller: ALICE }], turn: ALICE_MAIN },
    },
    {
      name: 'Icehide Golem with snow mana in the pool',
      payable: true,
      card: 'icehide-golem',
      spec: { players: [{ id: ALICE, hand: ['Icehide Golem'], manaPool: [{ type: 'G', snow: true }] }, { id: BOB }], turn: ALICE_MAIN },
    },
    {
      name: "Village Rites with a Swamp and no creature",
      payable: false,
      card: 'village-rites',
      spec: { players: [{ id: ALICE, hand: ['Village Rites'] }, { id: BOB }], battlefield: [{ card: 'Swamp', controller: ALICE }], turn: ALICE_MAIN },
    },
  ];

  for (const { name, spec, card, payable } of boards) {
    it(`118.3, 601.2h: canPayTotalCost agrees with PAY auto — ${name}`, () => {
      const game = gameOf(spec);
      const actor = castActor(game);
      accept(actor, { type: 'CAST', player: ALICE, card });
      const answer = canPayTotalCost(ctx(actor).game, libraryWith(), ALICE, locked(actor));
      expect(answer).toBe(payable);
      acceptAll(actor, [{ type: 'PAY', player: ALICE, mana: 'auto' }]);
      expect(outcome(actor)).toBe(payable ? 'cast' : 'illegal');
    });
  }
});
