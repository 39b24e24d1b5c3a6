/**
 * CR 601.3, 601.4, 118.9: the look-ahead for the cost cards. canCast and castableCards
 * return the choices that make a card castable (an alternative cost, flashback, X), and a
 * property: on random boards, canCast says yes exactly when the real chart, driven with the
 * returned choices, ends 'cast' — and when it says no, no way of making the choices casts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../machines/dispatch.js';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import { CHOSEN_PART_KINDS } from '../src/cards/cost-kinds.js';
import { hybridOptions } from '../src/casting/announce.js';
import { canCast, castableCards, type CastOption } from '../src/casting/castable.js';
import { legalTargets, targetSpecs } from '../src/casting/targets.js';
import { FLASHBACK, WITHOUT_PAYING_MANA_COST } from '../src/costs/cost-choices.js';
import { isChosenPart } from '../src/cards/cost-parts.js';
import { sacrificeCandidates } from '../src/costs/payment.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, HybridChoice, PhyrexianChoice, Spell } from '../src/game/state.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, ctx, outcome, where } from './cast-helpers.js';
import { BOBS_SHOCK } from './cost-fixtures.js';

type Choices = CastOption['choices'];

/**
 * Drives the real chart for `cardId` with `choices`: CHOOSE_COSTS, ANNOUNCE_X, CHOOSE_HYBRID,
 * CHOOSE_PHYREXIAN as the steps ask, the first legal targets, then PAY auto with the first
 * candidates for each kind of action. True if the cast ends 'cast'.
 */
function drive(game: GameState, cardId: string, choices: Choices): boolean {
  const actor = castActor(game);
  const send = (event: CastEventInput) => dispatch(actor, event) === null;
  if (!send({ type: 'CAST', player: ALICE, card: cardId }) || actor.getSnapshot().status !== 'active') return false;
  const step = () => (actor.getSnapshot().status === 'active' ? where(actor) : 'ended');
  const onStack = () => ctx(actor).game.stack.find((s) => s.id === cardId) as Spell;
  if (step() === 'casting.announcing.modes' && !send({ type: 'CHOOSE_MODES', player: ALICE, modes: [...(choices.modes ?? [])] })) return false;
  if (step() === 'casting.announcing.costs') {
    if (!send({ type: 'CHOOSE_COSTS', player: ALICE, alternative: choices.alternative, optional: { ...choices.optional } })) return false;
  } else if (onStack().choices.alternative !== choices.alternative) {
    return false;
  }
  if (step() === 'casting.announcing.x' && !send({ type: 'ANNOUNCE_X', player: ALICE, x: choices.x ?? 0 })) return false;
  if (step() === 'casting.announcing.hybrid' && !send({ type: 'CHOOSE_HYBRID', player: ALICE, choices: [...choices.hybrid] })) return false;
  if (step() === 'casting.announcing.phyrexian' && !send({ type: 'CHOOSE_PHYREXIAN', player: ALICE, choices: [...choices.phyrexian] })) return false;
  if (step() === 'casting.targeting') {
    const spell = onStack();
    const targets = targetSpecs(BUILT_IN_CARDS, spell).map((spec) => legalTargets(ctx(actor).game, BUILT_IN_CARDS, spell, spec).slice(0, spec.min));
    if (!send({ type: 'CHOOSE_TARGETS', player: ALICE, targets })) return false;
  }
  if (step() === 'casting.activatingMana' || step() === 'casting.paying') {
    const cost = ctx(actor).lockedCost!;
    const now = ctx(actor).game;
    const chosen = Object.fromEntries(CHOSEN_PART_KINDS.map((kind) => [kind, [] as string[]])) as Record<(typeof CHOSEN_PART_KINDS)[number], string[]>;
    for (const part of cost.actions.filter(isChosenPart)) {
      const used = new Set(Object.values(chosen).flat());
      chosen[part.kind].push(...sacrificeCandidates(now, BUILT_IN_CARDS, ALICE, part).filter((id) => !used.has(id)).slice(0, part.kind === 'tapPower' ? undefined : part.count));
    }
    if (!send({ type: 'PAY', player: ALICE, mana: 'auto', ...chosen })) return false;
  }
  return outcome(actor) === 'cast';
}

function combos<T>(options: readonly (readonly T[])[]): T[][] {
  return options.reduce<T[][]>((acc, opts) => acc.flatMap((prefix) => opts.map((o) => [...prefix, o])), [[]]);
}

/** Every way worth trying: each alternative the card could name, the smallest X, each hybrid and Phyrexian announcement, no optional cost. */
function everyWay(cardName: string): Choices[] {
  const card = getCard(BUILT_IN_CARDS, cardName);
  const symbols = card.manaCost?.symbols ?? [];
  const hybrids = combos<HybridChoice>(symbols.filter((s) => s.kind === 'hybrid' || s.kind === 'monoHybrid' || s.kind === 'hybridPhyrexian').map(hybridOptions));
  const phyrexians = combos<PhyrexianChoice>(symbols.filter((s) => s.kind === 'phyrexian' || s.kind === 'hybridPhyrexian').map(() => ['mana', 'life']));
  const alternatives = [null, ...card.alternativeCosts.map((a) => a.name), FLASHBACK, WITHOUT_PAYING_MANA_COST];
  const modeChoices = card.modes ? combos<number>(Array.from({ length: card.modes.min }, () => card.modes!.options.map((_, i) => i))).filter((m) => new Set(m).size === m.length) : [[]];
  return modeChoices.flatMap((modes) =>
    alternatives.flatMap((alternative) =>
      hybrids.flatMap((hybrid) => phyrexians.map((phyrexian) => ({ modes, alternative, optional: {}, x: card.xMin, hybrid, phyrexian }))),
    ),
  );
}

const castableIds = (game: GameState) => castableCards(game, BUILT_IN_CARDS, ALICE).map((o) => o.card);
const choicesOf = (game: GameState, id: string) => {
  const result = canCast(game, BUILT_IN_CARDS, ALICE, id);
  if (!result.ok) throw new Error(`${id} is not castable: ${result.refusal.code} ${result.refusal.message}`);
  return result.value.choices;
};

describe('601.3: castableCards and canCast return the choices that work', () => {
  it("118.9: Force of Will with no mana: castable with its alternative; with five Islands, for its mana cost", () => {
    const noMana = gameOf({ players: [{ id: ALICE, hand: ['Force of Will', 'Opt'] }, { id: BOB }], stack: [BOBS_SHOCK], turn: ALICE_MAIN });
    expect(choicesOf(noMana, 'force-of-will')).toMatchObject({ alternative: 'Force of Will', optional: {} });
    expect(drive(noMana, 'force-of-will', choicesOf(noMana, 'force-of-will'))).toBe(true);
    const islands = gameOf({
      players: [{ id: ALICE, hand: ['Force of Will'] }, { id: BOB }],
      battlefield: Array.from({ length: 5 }, () => ({ card: 'Island', controller: ALICE })),
      stack: [BOBS_SHOCK],
      turn: ALICE_MAIN,
    });
    expect(choicesOf(islands, 'force-of-will').alternative).toBeNull();
  });

  it('118.9: Force of Will with no mana is not castable without another blue card, at 0 life, or under Angel of Jubilation', () => {
    const spec = (alice: object, battlefield: object[] = []) =>
      gameOf({ players: [{ id: ALICE, hand: ['Force of Will', 'Opt'], ...alice }, { id: BOB }], battlefield, stack: [BOBS_SHOCK], turn: ALICE_MAIN } as never);
    expect(canCast(spec({ hand: ['Force of Will', 'Lightning Bolt'] }), BUILT_IN_CARDS, ALICE, 'force-of-will')).toMatchObject({ ok: false, refusal: { code: 'UNPAYABLE_COST' } });
    expect(canCast(spec({ life: 0 }), BUILT_IN_CARDS, ALICE, 'force-of-will').ok).toBe(false);
    const angel = spec({}, [{ card: 'Angel of Jubilation', controller: BOB }]);
    expect(canCast(angel, BUILT_IN_CARDS, ALICE, 'force-of-will')).toMatchObject({ ok: false, refusal: { rule: '601.2h', code: 'UNPAYABLE_COST' } });
    expect(castableIds(angel)).toEqual([]);
  });

  it('702.34: Cabal Therapy in the graveyard is castable with flashback when a creature can be sacrificed; not under Angel of Jubilation', () => {
    const game = (battlefield: object[]) => gameOf({ players: [{ id: ALICE, graveyard: ['Cabal Therapy'] }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never);
    const bears = game([{ card: 'Grizzly Bears', controller: ALICE }]);
    expect(castableCards(bears, BUILT_IN_CARDS, ALICE)).toEqual([{ card: 'cabal-therapy', choices: { modes: [], alternative: 'flashback', optional: {}, x: null, hybrid: [], phyrexian: [] } }]);
    expect(drive(bears, 'cabal-therapy', choicesOf(bears, 'cabal-therapy'))).toBe(true);
    expect(castableIds(game([]))).toEqual([]);
    expect(castableIds(game([{ card: 'Grizzly Bears', controller: ALICE }, { card: 'Angel of Jubilation', controller: BOB }]))).toEqual([]);
  });

  it('702.34: a Lightning Bolt given flashback is castable from the graveyard for {R}; one without flashback is not', () => {
    const game = gameOf({
      players: [{ id: ALICE, graveyard: [{ card: 'Lightning Bolt', flashback: true }, { card: 'Shock' }] }, { id: BOB }],
      battlefield: [{ card: 'Mountain', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    expect(castableIds(game)).toEqual(['lightning-bolt']);
    expect(choicesOf(game, 'lightning-bolt').alternative).toBe('flashback');
    expect(canCast(game, BUILT_IN_CARDS, ALICE, 'shock')).toMatchObject({ ok: false, refusal: { rule: '601.3', code: 'NOT_CASTABLE_FROM_ZONE' } });
  });

  it('107.3: Fireball with {R} only is castable with X 0 and no target', () => {
    const game = gameOf({ players: [{ id: ALICE, hand: ['Fireball'], manaPool: ['R'] }, { id: BOB }], turn: ALICE_MAIN });
    expect(choicesOf(game, 'fireball')).toEqual({ modes: [], alternative: null, optional: {}, x: 0, hybrid: [], phyrexian: [] });
    expect(drive(game, 'fireball', choicesOf(game, 'fireball'))).toBe(true);
  });

  it("107.3: Ertai's Meddling needs X of at least 1: {U} alone doesn't cast it, {U} and {1} do", () => {
    const game = (pool: ('U' | 'C')[]) => gameOf({ players: [{ id: ALICE, hand: ["Ertai's Meddling"], manaPool: pool }, { id: BOB }], stack: [BOBS_SHOCK], turn: ALICE_MAIN });
    expect(canCast(game(['U']), BUILT_IN_CARDS, ALICE, 'ertai-s-meddling').ok).toBe(false);
    expect(choicesOf(game(['U', 'C']), 'ertai-s-meddling').x).toBe(1);
  });

  it('118.9: the cheapest alternative that can be paid: Daze with a tapped Island, Mulldrifter evoked with three lands, Fury evoked, Hill Giant under Omniscience', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Daze', 'Mulldrifter', 'Fury', 'Lightning Bolt', 'Hill Giant'] }, { id: BOB }],
      battlefield: [
        { card: 'Island', controller: ALICE, tapped: true },
        { card: 'Island', controller: ALICE },
        { card: 'Island', controller: ALICE },
        { card: 'Sol Ring', controller: ALICE },
        { card: 'Omniscience', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    expect(choicesOf(game, 'mulldrifter').alternative).toBe('evoke');
    expect(choicesOf(game, 'fury').alternative).toBe('evoke');
    expect(choicesOf(game, 'hill-giant').alternative).toBe(WITHOUT_PAYING_MANA_COST);
    for (const id of ['mulldrifter', 'fury', 'hill-giant', 'lightning-bolt']) expect(drive(game, id, choicesOf(game, id))).toBe(true);
    const onBobsSpell = gameOf({ players: [{ id: ALICE, hand: ['Daze'] }, { id: BOB }], battlefield: [{ card: 'Island', controller: ALICE, tapped: true }], stack: [BOBS_SHOCK], turn: ALICE_MAIN });
    expect(choicesOf(onBobsSpell, 'daze').alternative).toBe('Daze');
  });

  it('702.51, 702.66: convoke and delve count: Chord of Calling with three green creatures, Treasure Cruise with seven cards and an Island', () => {
    const game = gameOf({
      players: [{ id: ALICE, hand: ['Chord of Calling', 'Treasure Cruise'], graveyard: ['Opt', 'Opt', 'Opt', 'Opt', 'Opt', 'Opt', 'Opt'] }, { id: BOB }],
      battlefield: [
        { card: 'Llanowar Elves', controller: ALICE, summoningSick: true },
        { card: 'Grizzly Bears', controller: ALICE },
        { card: 'Birds of Paradise', controller: ALICE, tapped: false },
        { card: 'Island', controller: ALICE },
      ],
      turn: ALICE_MAIN,
    });
    expect(castableIds(game)).toEqual(['chord-of-calling', 'treasure-cruise']);
    expect(choicesOf(game, 'chord-of-calling').x).toBe(0);
    expect(drive(game, 'chord-of-calling', choicesOf(game, 'chord-of-calling'))).toBe(true);
    expect(drive(game, 'treasure-cruise', choicesOf(game, 'treasure-cruise'))).toBe(true);
  });

  it("118.8: Natural Order needs a green creature to sacrifice; Altar's Reap isn't castable under Angel of Jubilation", () => {
    const game = (battlefield: object[]) =>
      gameOf({ players: [{ id: ALICE, hand: ['Natural Order', "Altar's Reap"], manaPool: ['G', 'G', 'B', 'B'] }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never);
    expect(castableIds(game([{ card: 'Hill Giant', controller: ALICE }]))).toEqual(['altar-s-reap']);
    expect(castableIds(game([{ card: 'Llanowar Elves', controller: ALICE }]))).toEqual(['natural-order', 'altar-s-reap']);
    expect(castableIds(game([{ card: 'Llanowar Elves', controller: ALICE }, { card: 'Angel of Jubilation', controller: BOB }]))).toEqual([]);
  });

  it("107.4f: under Angel of Jubilation Gitaxian Probe is castable only by paying {U}", () => {
    const game = (pool: 'U'[]) => gameOf({ players: [{ id: ALICE, hand: ['Gitaxian Probe'], manaPool: pool }, { id: BOB }], battlefield: [{ card: 'Angel of Jubilation', controller: BOB }], turn: ALICE_MAIN });
    expect(canCast(game([]), BUILT_IN_CARDS, ALICE, 'gitaxian-probe').ok).toBe(false);
    expect(choicesOf(game(['U']), 'gitaxian-probe').phyrexian).toEqual(['mana']);
  });
});

const HAND = ['Force of Will', 'Daze', 'Mulldrifter', 'Fury', 'Lightning Bolt', 'Fireball', "Ertai's Meddling", "Altar's Reap", 'Natural Order', 'Burst Lightning',
  'Falling Timber', 'Comet Storm', 'Capsize', 'Tooth and Nail', 'Consign to Dust', 'Chord of Calling', 'Treasure Cruise', 'Gitaxian Probe', 'Opt', 'Counterspell',
  'Frogmite', 'Broodstar', 'Cabal Archon', 'Memnite', 'Icehide Golem', 'Hill Giant', 'Fling', 'Cabal Therapy'];
/** Instants and sorceries, so `flashback: true` is what Snapcaster Mage could have given them. */
const GRAVEYARD = ['Cabal Therapy', 'Lightning Bolt', 'Force of Will', 'Opt', 'Fireball', 'Natural Order', 'Daze', 'Shock'];
const PERMANENTS = ['Island', 'Mountain', 'Swamp', 'Forest', 'Plains', 'Snow-Covered Forest', 'Sol Ring', 'Llanowar Elves', 'Birds of Paradise', 'Grizzly Bears',
  'Hill Giant', 'Memnite', 'Ornithopter', 'Seat of the Synod', 'Helm of Awakening', 'Thunderscape Familiar', 'Goblin Electromancer', 'Edgewalker', 'Trinisphere',
  'Thalia, Guardian of Thraben', 'Sphere of Resistance', 'Omniscience', 'Angel of Jubilation', 'Propaganda'];

const boardArb = fc.record({
  hand: fc.array(fc.constantFrom(...HAND), { minLength: 1, maxLength: 4 }),
  graveyard: fc.array(fc.record({ card: fc.constantFrom(...GRAVEYARD), flashback: fc.boolean() }), { maxLength: 8 }),
  permanents: fc.array(
    fc.record({ card: fc.constantFrom(...PERMANENTS), mine: fc.boolean(), tapped: fc.boolean(), summoningSick: fc.boolean() }),
    { maxLength: 8 },
  ),
  pool: fc.array(fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C') as fc.Arbitrary<'W' | 'U' | 'B' | 'R' | 'G' | 'C'>, { maxLength: 3 }),
  life: fc.integer({ min: 0, max: 3 }),
  myTurn: fc.boolean(),
  spellOnStack: fc.boolean(),
});

describe('601.3: the look-ahead agrees with the chart for the cost cards', () => {
  it('601.2h: canCast says yes exactly when the chart, driven with the returned choices, ends cast; when it says no, nothing casts', () => {
    fc.assert(
      fc.property(boardArb, ({ hand, graveyard, permanents, pool, life, myTurn, spellOnStack }) => {
        const game = gameOf({
          players: [
            { id: ALICE, hand, graveyard: graveyard.map((g) => (g.flashback ? { card: g.card, flashback: true as const } : { card: g.card })), life, manaPool: pool },
            { id: BOB },
          ],
          battlefield: permanents.map((p) => ({ card: p.card, controller: p.mine ? ALICE : BOB, tapped: p.tapped, summoningSick: p.summoningSick })),
          stack: spellOnStack ? [BOBS_SHOCK] : [],
          turn: { activePlayer: myTurn ? ALICE : BOB, phase: 'precombatMain' },
          priority: ALICE,
        });
        const alice = game.players[0]!;
        for (const card of [...alice.hand, ...alice.graveyard]) {
          const answer = canCast(game, BUILT_IN_CARDS, ALICE, card.id);
          if (answer.ok) {
            expect({ card: card.id, choices: answer.value.choices, casts: drive(game, card.id, answer.value.choices) }).toMatchObject({ casts: true });
          } else {
            const casting = everyWay(card.card).find((choices) => drive(game, card.id, choices));
            expect({ card: card.id, refusal: answer.refusal.code, castsWith: casting ?? null }).toMatchObject({ castsWith: null });
          }
        }
        expect(castableIds(game)).toEqual([...alice.hand, ...alice.graveyard].filter((c) => canCast(game, BUILT_IN_CARDS, ALICE, c.id).ok).map((c) => c.id));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
