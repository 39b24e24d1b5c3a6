/**
 * The random games and event steps the fuzzer draws (fast-check arbitraries).
 * (Part of the fuzzer: see invariants.ts for what it checks.)
 */
import fc from 'fast-check';
import { hasType } from '../../src/cards/characteristics.js';
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary } from '../../src/cards/library.js';
import type { CardDefinition } from '../../src/cards/schema.js';
import { castEventSchemas } from '../../src/events/schema.js';
import type { PlayerId } from '../../src/game/state.js';
import type { GameSpecInput } from '../../src/scenario/schema.js';

/** A value of a garbage payload, resolved against the live game when the event is sent. */
export type ValueSpec =
  | { readonly ref: number } // the n-th id of the live game (players, objects, mana units), modulo their number
  | { readonly lit: string | number | boolean | null | undefined }
  | { readonly arr: readonly ValueSpec[] }
  | { readonly obj: readonly (readonly [string, ValueSpec])[] };

/** A key of a garbage payload: one of the type's own fields (by number), or a key of its own. */
export type KeySpec = { readonly field: number } | { readonly key: string };

/** One step of a sequence, turned into an event when it is sent. */
export type StepSpec =
  /**
   * A legal event (the toolkit's, or a CAST/ACTIVATE/ACTIVATE_MANA the priority holder may make); on CANCEL, `keepMana`.
   * `raw`: sent with the actor's own `send` (trusted input only), not through `sendToSession` or `dispatch`.
   */
  | { readonly kind: 'legal'; readonly pick: number; readonly keepMana: boolean; readonly raw: boolean }
  /** One the toolkit expects to be refused (or to end the attempt). */
  | { readonly kind: 'refused'; readonly pick: number }
  /** A legal event with one field set to garbage. */
  | { readonly kind: 'mutated'; readonly pick: number; readonly key: KeySpec; readonly value: ValueSpec }
  /** A random type with a random payload, from any player (or none). */
  | { readonly kind: 'random'; readonly type: string | number | null | undefined; readonly player: ValueSpec | 'omit'; readonly fields: readonly (readonly [KeySpec, ValueSpec])[] }
  /** A legal or refused event sent again from another player (the `from`-th, modulo their number). */
  | { readonly kind: 'impostor'; readonly pick: number; readonly from: number }
  /** The object sent by the previous step, mutated in place (one field) and sent again. */
  | { readonly kind: 'reuse'; readonly key: KeySpec; readonly value: ValueSpec }
  /** Something that isn't an event at all (junk.ts): null, a number, an array, a throwing getter, a Proxy… */
  | { readonly kind: 'junk'; readonly junk: JunkKind; readonly from: number }
  /** One of XState's own events, forged (junk.ts); `game`: with a forged game in its output. */
  | { readonly kind: 'forged'; readonly type: ForgedType; readonly game: boolean };

/** The junk payloads (junk.ts builds them). */
export const JUNK_KINDS = ['null', 'undefined', 'number', 'string', 'array', 'function', 'getterType', 'getterPlayer', 'getterOther', 'proxy', 'throwingProxy', 'revocable', 'symbolType', 'boxedType', 'frozen', 'prototypeType', 'bigint'] as const;
export type JunkKind = (typeof JUNK_KINDS)[number];
/** XState's own event types; forged `done` events carry an output, with a forged game when asked. */
export const FORGED_TYPES = ['xstate.stop', 'xstate.init', 'xstate.done.actor.cast', 'xstate.done.actor.activate', 'xstate.error.actor.cast', 'xstate.error.actor.activate', 'xstate.snapshot.cast', '*'] as const;
export type ForgedType = (typeof FORGED_TYPES)[number];

/** (h): how a session's record is tampered with before it is restored (restore.ts). */
export type TamperSpec =
  | { readonly kind: 'player'; readonly event: number; readonly seat: number }
  | { readonly kind: 'field'; readonly event: number; readonly key: string; readonly value: ValueSpec }
  | { readonly kind: 'drop' | 'repeat'; readonly event: number }
  | { readonly kind: 'swap'; readonly event: number; readonly other: number }
  | { readonly kind: 'extra'; readonly what: 'cards' | 'bookkeeping' }
  | { readonly kind: 'life' | 'untap' | 'duplicateId' | 'unknownCard' | 'priority' };

/** Which public entry point a case drives: `sendToSession` on a session, or `dispatch` on a standalone casting or activation chart. */
export type Entry = 'session' | 'cast' | 'activate';

export interface FuzzCase {
  readonly game: GameSpecInput;
  /** Library cards revealed to every player (CR 400.2): the n-th library card of the game, counted over all players (modulo their number). */
  readonly reveal: readonly number[];
  readonly entry: Entry;
  readonly keepManaOnReversal: boolean;
  /** (h): how the session's record is tampered with before it is restored. */
  readonly tamper: TamperSpec;
  readonly steps: readonly StepSpec[];
  /**
   * (d): how many events are sent before the session is persisted and restored (modulo steps + 1);
   * null in two cases of three (persisting a session snapshots the whole card library, the slowest part of a case).
   */
  readonly cut: number | null;
}

/**
 * The built-in cards plus two test-only givers of activated abilities (CR 613, 602.5c), so
 * the fuzzer also reaches acquired abilities: their numbering, their once-each-turn use per
 * giver, and a giver that leaves while its ability is being paid for.
 */
export const FUZZ_CARDS: CardLibrary = createCardLibrary(
  [
    {
      name: 'Fuzz Totem',
      manaCost: '{2}',
      types: ['Artifact', 'Creature'],
      power: 1,
      toughness: 1,
      grants: [
        {
          ability: { cost: [{ kind: 'mana', mana: '{1}{G}' }], oncePerTurn: true, text: '{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn.' },
          controller: 'you',
          types: ['Creature'],
        },
      ],
      text: 'Creatures you control (this one too) have a once-each-turn pump ability.',
    },
    {
      name: 'Fuzz Sling',
      manaCost: '{1}{R}',
      types: ['Enchantment'],
      grants: [
        {
          ability: { cost: [{ kind: 'tapSelf' }, { kind: 'sacrifice', what: { types: ['Enchantment'] } }], targets: [{ filter: 'creature' }], text: '{T}, Sacrifice an enchantment: This creature deals 1 damage to target creature.' },
          controller: 'any',
          types: ['Creature'],
        },
      ],
      text: 'All creatures have a {T} ability whose cost may sacrifice this giver.',
    },
  ],
  BUILT_IN_CARDS,
);

/** The players, in turn order; a game seats the first two, three or four. */
export const PLAYERS = ['alice', 'bob', 'carol', 'dave'] as const;
const LIBRARY = Object.values(FUZZ_CARDS) as readonly CardDefinition[];
export const names = (filter: (card: CardDefinition) => boolean) => LIBRARY.filter(filter).map((c) => c.name);
const isPermanentCard = (c: CardDefinition) => (['Land', 'Creature', 'Artifact', 'Enchantment', 'Planeswalker'] as const).some((t) => hasType(c, t));

const ALL_CARDS = names(() => true);
const SPELL_CARDS = names((c) => !hasType(c, 'Land'));
const LANDS = names((c) => hasType(c, 'Land'));
const OTHER_PERMANENTS = names((c) => isPermanentCard(c) && !hasType(c, 'Land'));
const MANA_PERMANENTS = names((c) => isPermanentCard(c) && !hasType(c, 'Land') && c.manaAbilities.length > 0);
/** Mana sources whose cost does more than tap: mill (journalled, CR 733.1), life, sacrifice, counters. */
const COSTLY_MANA = names((c) => isPermanentCard(c) && c.manaAbilities.some((a) => a.cost.some((part) => part.kind !== 'tapSelf')));
const WITH_ABILITIES = names((c) => isPermanentCard(c) && (c.abilities.length > 0 || c.grants.some((g) => g.ability)));
const COST_CHANGERS = names((c) => isPermanentCard(c) && c.costModifiers.length > 0);

const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
const PHASE_STEPS = [
  ['precombatMain', null],
  ['postcombatMain', null],
  ['beginning', 'upkeep'],
  ['beginning', 'draw'],
  ['combat', 'declareAttackers'],
  ['ending', 'end'],
] as const;


const manaSpec = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...MANA_TYPES) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom(...MANA_TYPES), snow: fc.constant(true) }) },
);
const graveyardCard = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALL_CARDS) },
  { weight: 1, arbitrary: fc.record({ card: fc.constantFrom(...SPELL_CARDS), flashback: fc.constant(true as const) }) },
);
const playerSpec = (id: PlayerId) =>
  fc.record({
    id: fc.constant(id),
    life: fc.integer({ min: 1, max: 20 }),
    hand: fc.array(fc.constantFrom(...ALL_CARDS), { minLength: 1, maxLength: 6 }),
    manaPool: fc.array(manaSpec, { maxLength: 3 }),
    library: fc.array(fc.constantFrom(...ALL_CARDS), { maxLength: 6 }),
    graveyard: fc.array(graveyardCard, { maxLength: 4 }),
  });
const permanentSpec = (cards: fc.Arbitrary<string>, playerId: fc.Arbitrary<PlayerId>) =>
  fc.record({
  card: cards,
  controller: playerId,
  tapped: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  summoningSick: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  counters: fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('charge', 'loyalty', '+1/+1'), fc.integer({ min: 0, max: 3 }), { maxKeys: 2 }) },
  ),
  });
const landSpec = (playerId: fc.Arbitrary<PlayerId>) => permanentSpec(fc.constantFrom(...LANDS), playerId);
const otherSpec = (playerId: fc.Arbitrary<PlayerId>) => permanentSpec(
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...MANA_PERMANENTS) },
    { weight: 2, arbitrary: fc.constantFrom(...COSTLY_MANA) },
    { weight: 2, arbitrary: fc.constantFrom(...WITH_ABILITIES) },
    { weight: 2, arbitrary: fc.constantFrom(...COST_CHANGERS) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_PERMANENTS) },
  ),
  playerId,
);
/** CR 702.143a, 702.35a: cards exiled face down (foretold; hidden from all but their owner), with madness, or face up. */
const FORETELL = names((c) => JSON.stringify(c).includes('"foretell"'));
const MADNESS = names((c) => JSON.stringify(c).includes('"madness"'));
const exileSpec = (playerId: fc.Arbitrary<PlayerId>) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record({ card: fc.constantFrom(...FORETELL), owner: playerId, foretold: fc.boolean() }).map(({ card, owner, foretold }) => ({ card, owner, mayCastFrom: { reason: 'foretell' as const, by: owner, ...(foretold ? {} : { turn: 2 }) } })) },
    { weight: 1, arbitrary: fc.record({ card: fc.constantFrom(...MADNESS), owner: playerId }).map(({ card, owner }) => ({ card, owner, mayCastFrom: { reason: 'madness' as const, by: owner } })) },
    { weight: 2, arbitrary: fc.record({ card: fc.constantFrom(...ALL_CARDS), owner: playerId }) },
  );

/** A game of two to four players, every zone populated (hands, libraries and face-down exile hidden, CR 400.2). */
export const gameSpecArb: fc.Arbitrary<GameSpecInput> = fc
  .oneof({ weight: 3, arbitrary: fc.constant(2) }, { weight: 1, arbitrary: fc.constant(3) }, { weight: 1, arbitrary: fc.constant(4) })
  .chain((count) => {
    const seated = PLAYERS.slice(0, count);
    const playerId = fc.constantFrom(...seated);
    return fc.record({
      players: fc.tuple(...seated.map((id) => playerSpec(id))),
      lands: fc.array(landSpec(playerId), { maxLength: 4 + 3 * count }),
      others: fc.array(otherSpec(playerId), { maxLength: 2 + 2 * count }),
      exile: fc.array(exileSpec(playerId), { maxLength: count }),
      stack: fc.array(fc.record({ card: fc.constantFrom(...SPELL_CARDS), controller: playerId }), { maxLength: 1 }),
      activePlayer: playerId,
      phase: fc.oneof({ weight: 6, arbitrary: fc.constant(PHASE_STEPS[0]) }, { weight: 4, arbitrary: fc.constantFrom(...PHASE_STEPS.slice(1)) }),
      number: fc.integer({ min: 1, max: 3 }),
      spellsCast: fc.integer({ min: 0, max: 2 }),
      priority: fc.oneof({ weight: 7, arbitrary: fc.constant('active' as const) }, { weight: 2, arbitrary: playerId }, { weight: 1, arbitrary: fc.constant(null) }),
    });
  })
  .map(({ players, lands, others, exile, stack, activePlayer, phase, number, spellsCast, priority }) => ({
    players: [...players],
    battlefield: [...lands, ...others],
    exile,
    stack,
    turn: { number, activePlayer, phase: phase[0], step: phase[1], spellsCast },
    priority: priority === 'active' ? activePlayer : priority,
  }));

const NUMBERS = [-1, -0, 0.5, -7, 101, 1001, 1e9, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, NaN, Infinity, -Infinity];
const STRINGS = ['', 'alice', 'bob', 'no-such-object', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'auto', 'W', 'R', 'C', 'S', 'generic', 'life', 'mana', 'kicker', 'multikicker', 'x'.repeat(201)];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'extra', 'output', 'error'];

export const literal = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
);
const keySpec: fc.Arbitrary<KeySpec> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ field: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ key: fc.constantFrom(...EXTRA_KEYS) }) },
);
export const { value: valueSpec } = fc.letrec<{ value: ValueSpec }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: fc.record({ ref: fc.nat(60) }) },
    { weight: 3, arbitrary: fc.record({ lit: literal }) },
    { weight: 2, arbitrary: fc.record({ arr: fc.array(tie('value'), { maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ obj: fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS, 'type', 'player', 'card', 'source', 'x', 'kicker', 'multikicker', 'flashback', 'evoke', 'Force of Will'), tie('value')), { maxLength: 2 }) }) },
  ),
}));

const EVENT_TYPES = Object.keys(castEventSchemas);
const eventType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...EVENT_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom('FOO', '', '__proto__', 'constructor', 'toString', '*', 'cast', 'PRIORITY') },
  { weight: 1, arbitrary: fc.constantFrom('xstate.stop', 'xstate.init', 'xstate.done.actor.cast', 'xstate.done.actor.activate', 'xstate.error.actor.cast', 42, null, undefined) },
);

export const stepArb: fc.Arbitrary<StepSpec> = fc.oneof(
  { weight: 11, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(1000), keepMana: fc.boolean(), raw: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refused' as const), pick: fc.nat(1000) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('mutated' as const), pick: fc.nat(1000), key: keySpec, value: valueSpec }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('random' as const),
      type: eventType,
      player: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PLAYERS).map((p): ValueSpec => ({ lit: p })) }, { weight: 1, arbitrary: fc.constant('omit' as const) }, { weight: 1, arbitrary: valueSpec }),
      fields: fc.array(fc.tuple(keySpec, valueSpec), { maxLength: 4 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('impostor' as const), pick: fc.nat(1000), from: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuse' as const), key: keySpec, value: valueSpec }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('junk' as const), junk: fc.constantFrom(...JUNK_KINDS), from: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forged' as const), type: fc.constantFrom(...FORGED_TYPES), game: fc.boolean() }) },
);

const tamperArb: fc.Arbitrary<TamperSpec> = fc.oneof(
  fc.record({ kind: fc.constant('player' as const), event: fc.nat(20), seat: fc.nat(3) }),
  fc.record({ kind: fc.constant('field' as const), event: fc.nat(20), key: fc.constantFrom('card', 'source', 'ability', 'mana', 'x', 'targets', 'type', 'amount', 'payment'), value: valueSpec }),
  fc.record({ kind: fc.constantFrom('drop' as const, 'repeat' as const), event: fc.nat(20) }),
  fc.record({ kind: fc.constant('swap' as const), event: fc.nat(20), other: fc.nat(20) }),
  fc.record({ kind: fc.constant('extra' as const), what: fc.constantFrom('cards' as const, 'bookkeeping' as const) }),
  fc.record({ kind: fc.constantFrom('life' as const, 'untap' as const, 'duplicateId' as const, 'unknownCard' as const, 'priority' as const) }),
);

/** The cases, with only the steps of `kinds` and the entry points of `entries` when given (the self-tests narrow them). */
export function caseArbOf(kinds?: readonly StepSpec['kind'][], entries?: readonly Entry[]): fc.Arbitrary<FuzzCase> {
  const steps = kinds ? stepArb.filter((s) => kinds.includes(s.kind)) : stepArb;
  const entry = fc.oneof({ weight: 4, arbitrary: fc.constant('session' as const) }, { weight: 1, arbitrary: fc.constant('cast' as const) }, { weight: 1, arbitrary: fc.constant('activate' as const) });
  return fc.record({
    game: gameSpecArb,
    reveal: fc.array(fc.nat(30), { maxLength: 3 }),
    entry: entries ? fc.constantFrom(...entries) : entry,
    keepManaOnReversal: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    tamper: tamperArb,
    steps: fc.array(steps, { minLength: 1, maxLength: 15 }),
    cut: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat(15) }),
  });
}

export const caseArb: fc.Arbitrary<FuzzCase> = caseArbOf();
