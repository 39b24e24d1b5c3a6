/**
 * The cards, boards and reference of the tests that hold a run of mana abilities activated
 * together (src/mana-abilities/activate-together.ts) to activating each in turn.
 */
import fc from 'fast-check';
import type { CardInput } from '../src/cards/schema.js';
import type { Result } from '../src/core/refusal.js';
import type { GameState } from '../src/game/state.js';
import { updatePermanent } from '../src/game/update.js';
import { activateRun, type PlannedActivation } from '../src/mana-abilities/activate-together.js';
import { PoolIndex, type PoolClaim } from '../src/mana-abilities/pool-index.js';
import type { ManaUnit } from '../src/mana/symbols.js';
import { activateManaAbilityWithJournal, type ManaActivation } from '../src/mana-abilities/mana-abilities.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { COFFERS, RUNNER, TAINTED } from './mana-ability-cards.js';

/** "{T}, Remove a charge counter from ~: Add {C}{C}." A cost that reads only its object, but does more than tap it. */
const BATTERY: CardInput = {
  name: 'Test Battery',
  manaCost: '{2}',
  types: ['Artifact'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'counters', action: 'remove', counter: 'charge', count: 1 }], produces: { types: ['C'], amount: 2 } }],
  text: '{T}, Remove a charge counter from Test Battery: Add {C}{C}.',
};

/** Gemstone Mine's way: "{T}, Remove a mining counter from ~: Add one mana of any color. If there are no mining counters on ~, sacrifice it." */
const MINE: CardInput = {
  name: 'Test Mine',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'counters', action: 'remove', counter: 'mining', count: 1 }], produces: { types: ['W', 'U', 'B', 'R', 'G'] }, sacrificeIfNoCounters: 'mining' }],
  text: '{T}, Remove a mining counter from Test Mine: Add one mana of any color. If there are no mining counters on Test Mine, sacrifice it.',
};

/** A land that wears as it makes mana: "{T}: Add {W} or {U}. Put a depletion counter on ~." */
const CAP: CardInput = {
  name: 'Test Cap',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['W', 'U'] }, putCounters: { counter: 'depletion', count: 1 } }],
  text: '{T}: Add {W} or {U}. Put a depletion counter on Test Cap.',
};

/** Astrolabe: "{1}, {T}, Sacrifice ~: Add two mana of any one color. Draw a card at the beginning of the next turn's upkeep." (the draw kept as text). */
const ASTROLABE: CardInput = {
  name: 'Test Astrolabe',
  manaCost: '{3}',
  types: ['Artifact'],
  manaAbilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tapSelf' }, { kind: 'sacrificeSelf' }], produces: { types: ['W', 'U', 'B', 'R', 'G'], amount: 2 }, otherEffect: "Draw a card at the beginning of the next turn's upkeep." }],
  text: "{1}, {T}, Sacrifice Test Astrolabe: Add two mana of any one color. Draw a card at the beginning of the next turn's upkeep.",
};

/** Mana Bloom's way, with no {T}: "Remove a charge counter from ~: Add one mana of any color. Activate only once each turn." */
const BLOOM: CardInput = {
  name: 'Test Bloom',
  manaCost: '{1}',
  types: ['Enchantment'],
  manaAbilities: [{ cost: [{ kind: 'counters', action: 'remove', counter: 'charge', count: 1 }], produces: { types: ['W', 'U', 'B', 'R', 'G'] }, oncePerTurn: true }],
  text: 'Remove a charge counter from Test Bloom: Add one mana of any color. Activate only once each turn.',
};

/** A painland's way: "{T}: Add {C}. {T}: Add {R} or {W}. ~ deals 1 damage to you." */
const PAIN: CardInput = {
  name: 'Test Pain Land',
  types: ['Land'],
  manaAbilities: [
    { cost: [{ kind: 'tapSelf' }], produces: { types: ['C'] } },
    { cost: [{ kind: 'tapSelf' }], produces: { types: ['R', 'W'] }, damageToController: 1 },
  ],
  text: '{T}: Add {C}.\n{T}: Add {R} or {W}. Test Pain Land deals 1 damage to you.',
};

/** "{T}, Pay 2 life: Add {B}{B}." */
const WELL: CardInput = {
  name: 'Test Blood Well',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'life', amount: 2 }], produces: { types: ['B'], amount: 2 } }],
  text: '{T}, Pay 2 life: Add {B}{B}.',
};

/** "{T}: Add {G}. Activate only if you control an untapped Swamp.": a condition a tap changes. */
const WATCHER: CardInput = {
  name: 'Test Watcher',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['G'] }, onlyIf: { objects: { controller: 'you', subtypes: ['Swamp'], tapped: false }, atLeast: 1 } }],
  text: '{T}: Add {G}. Activate only if you control an untapped Swamp.',
};

/** "{T}, Sacrifice ~: Add {B}." on a Swamp: sacrificing it changes what the Coffers and Tainted Lands count. */
const BOG_PETAL: CardInput = {
  name: 'Test Bog Petal',
  types: ['Land'],
  subtypes: ['Swamp'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'sacrificeSelf' }], produces: { types: ['B'] } }],
  text: '{T}, Sacrifice Test Bog Petal: Add {B}.',
};

/** "{T}: Add {G}. Activate only if you control no creature with a -0/-1 counter on it.": a condition a Wall of Roots' cost changes. */
const ROOT_WATCHER: CardInput = {
  name: 'Test Root Watcher',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['G'] }, onlyIf: { objects: { controller: 'you', types: ['Creature'], counter: '-0/-1' }, atMost: 0 } }],
  text: '{T}: Add {G}. Activate only if you control no creature with a -0/-1 counter on it.',
};

export const cards = libraryWith(TAINTED, RUNNER, BATTERY, MINE, CAP, BLOOM, PAIN, WELL, COFFERS, WATCHER, BOG_PETAL, ROOT_WATCHER, ASTROLABE);

/** True about one time in `n` (unbiased: fast-check's bias toward small values would make it often). */
export const rarely = (n: number) => fc.noBias(fc.nat({ max: n - 1 })).map((k) => k === 0);

/**
 * alice's permanents (and bob's where a permanent says so), tapped, summoning sick or with charge
 * or mining counters as they say; `runner`: her Test Runner, hasty while `instant` puts an Opt in
 * her graveyard (CR 611.3a); `floating`: mana in her pool.
 */
export function boardOf(permanents: readonly { name: string; bob: boolean; tapped: boolean; sick: boolean; charge: number }[], runner: boolean, instant: boolean, floating: readonly ('G' | 'W' | 'U' | 'R' | 'C')[] = [], ids: 'names' | 'opaque' = 'names'): GameState {
  let game = gameOf(
    {
      ids,
      players: [{ id: 'alice', hand: ['Simian Spirit Guide'], graveyard: instant ? ['Opt'] : [], manaPool: [...floating] }, { id: 'bob' }],
      battlefield: [
        ...permanents.map((p, i) => ({ card: p.name, id: `p${i}`, controller: p.bob ? 'bob' : 'alice', summoningSick: p.sick, ...(p.name === 'Everflowing Chalice' || p.name === 'Test Battery' || p.name === 'Test Bloom' ? { counters: { charge: p.charge } } : p.name === 'Test Mine' ? { counters: { mining: p.charge } } : {}) })),
        ...(runner ? [{ card: 'Test Runner', id: 'runner', controller: 'alice' }] : []),
      ],
      turn: ALICE_MAIN,
    },
    cards,
  );
  permanents.forEach((p, i) => p.tapped && (game = updatePermanent(game, `p${i}`, (q) => ({ ...q, tapped: true }))));
  return game;
}

export type Outcome = Result<ManaActivation>;

/**
 * The units `claims` name in `pool`, read afresh: each unit named by id that is there, then for
 * each claim on a maker its earliest unit of that type not taken already.
 */
export function claimed(pool: readonly ManaUnit[], claims: readonly PoolClaim[]): string[] {
  const taken: string[] = [];
  for (const c of claims) if ('unit' in c && pool.some((u) => u.id === c.unit) && !taken.includes(c.unit)) taken.push(c.unit);
  for (const c of claims) {
    if ('unit' in c) continue;
    const unit = pool.find((u) => u.sourceId === c.maker && u.type === c.type && !taken.includes(u.id));
    if (unit) taken.push(unit.id);
  }
  return taken;
}

/** Each planned activation in turn, from `from` on, its mana paid with what it claims from the pool as it is then, stopping at the first refused. */
export function inTurn(game: GameState, planned: readonly PlannedActivation[], from: ManaActivation = { game, journal: [], activated: [] }): Outcome {
  let done = from;
  for (const p of planned) {
    const pay = claimed(done.game.players[0]!.manaPool, p.pays ?? []);
    const next = activateManaAbilityWithJournal(done.game, cards, 'alice', p.object, p.ability, p.mana, pay, p.tap);
    if (!next.ok) return next;
    done = { game: next.value.game, journal: [...done.journal, ...next.value.journal], activated: [...done.activated, ...next.value.activated] };
  }
  return { ok: true, value: done };
}

/** The run at the start activated together, then the rest in turn. */
export function togetherThenInTurn(game: GameState, planned: readonly PlannedActivation[]): Outcome & { readonly count: number } {
  const { count, ...done } = activateRun(game, cards, 'alice', planned, new PoolIndex(game.players[0]!.manaPool));
  return { ...inTurn(done.game, planned.slice(count), done), count };
}
