/**
 * Turning a generated step into one event, read off the live session: legal options from the rules, expected refusals, and garbage.
 * (Part of the fuzzer: see invariants.ts for what it checks.)
 */
import { activatedAbilitiesOf } from '../../src/activation/abilities-of.js';
import { createActor, type Actor } from 'xstate';
import type { ChartActor } from '../../machines/charts.js';
import { activationMachine } from '../../machines/activation.js';
import { castingMachine } from '../../machines/casting.js';
import { type ChartContext } from '../../machines/context.js';
import { activeChild, type SessionMachine } from '../../machines/session.js';
import { eventsFromPrompt } from '../../machines/testing/index.js';
import type { ChartSnapshot } from '../../machines/charts.js';
import { manaChoices } from '../../src/cards/mana-production.js';
import { checkManaActivation } from '../../src/mana-abilities/mana-abilities.js';
import { findCard, type CardLibrary } from '../../src/cards/library.js';
import { castEventSchemas, type CastEventInput } from '../../src/events/schema.js';
import type { GameState, PlayerId } from '../../src/game/state.js';
import { type KeySpec, type StepSpec, type ValueSpec } from './generators.js';
import { forgedEvent, forgedGame, junkPayload } from './junk.js';

/** Every id a payload might name: the players, every object, every mana unit, then the stack. */
function idsOf(game: GameState): string[] {
  return [
    ...game.players.map((p) => p.id),
    ...game.battlefield.map((p) => p.id),
    ...game.players.flatMap((p) => [...p.hand, ...p.graveyard, ...p.library].map((c) => c.id)),
    ...game.players.flatMap((p) => p.manaPool.map((m) => m.id)),
    ...game.stack.map((s) => s.id),
    ...game.exile.map((c) => c.id),
  ];
}

/** Sets an own property, even `__proto__` (an object literal would set the prototype instead). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A generated value, with its `ref`s resolved against `ids`. */
export function materializeFor(spec: ValueSpec, ids: readonly string[]): unknown {
  return materialize(spec, ids);
}

function materialize(spec: ValueSpec, ids: readonly string[]): unknown {
  if ('ref' in spec) return ids.length > 0 ? ids[spec.ref % ids.length] : 'no-such-object';
  if ('lit' in spec) return spec.lit;
  if ('arr' in spec) return spec.arr.map((v) => materialize(v, ids));
  const out: Record<string, unknown> = {};
  for (const [key, value] of spec.obj) define(out, key, materialize(value, ids));
  return out;
}

function fieldsOf(type: unknown): string[] {
  const schema = typeof type === 'string' && Object.hasOwn(castEventSchemas, type) ? castEventSchemas[type as keyof typeof castEventSchemas] : undefined;
  const all = schema ? Object.keys(schema.shape) : [...new Set(Object.values(castEventSchemas).flatMap((s) => Object.keys(s.shape)))];
  return all.filter((k) => k !== 'type' && k !== 'player');
}

function keyOf(spec: KeySpec, fields: readonly string[]): string {
  if ('key' in spec) return spec.key;
  return fields.length > 0 ? fields[spec.field % fields.length]! : 'extra';
}

/** A deep copy that keeps own `__proto__` keys, undefined values and odd numbers. */
export function copyValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => copyValue(v)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) define(out, key, copyValue((value as Record<string, unknown>)[key]));
  return out as T;
}

/** What a case drives: a session (through `sendToSession`), or a standalone chart (through `dispatch`). */
export interface Live {
  readonly session: Actor<SessionMachine> | null;
  readonly chart: ChartActor | null;
  readonly cards: CardLibrary;
  readonly keepManaOnReversal: boolean;
}

/** The chart running now: the session's child, or the standalone chart until it ends. */
export function runningChart(live: Live): ChartActor | undefined {
  if (live.session) return activeChild(live.session) as ChartActor | undefined;
  return live.chart && live.chart.getSnapshot().status === 'active' ? live.chart : undefined;
}

/** The next player after `player` in turn order (the first one if `player` is none). */
function otherOf(game: GameState, player: PlayerId | null): PlayerId {
  const at = game.players.findIndex((p) => p.id === player);
  return game.players[(at + 1) % game.players.length]?.id ?? 'alice';
}

/** Mana abilities `player` could activate now (battlefield and hand), one event each. */
function manaEvents(game: GameState, cards: CardLibrary, player: PlayerId, by: PlayerId = player): CastEventInput[] {
  const holders = [
    ...game.battlefield.filter((p) => p.controller === player),
    ...(game.players.find((p) => p.id === player)?.hand ?? []),
  ];
  const events: CastEventInput[] = [];
  for (const object of holders) {
    const card = findCard(cards, object.card);
    card?.manaAbilities.forEach((ability, index) => {
      if (!checkManaActivation(game, cards, player, object.id, index).ok) return;
      const choices = manaChoices(ability.produces, 'amount' in ability.produces ? ability.produces.amount : 1);
      const mana = choices.length > 0 ? { mana: choices[(object.id.length + index) % choices.length] as 'W' } : {};
      events.push({ type: 'ACTIVATE_MANA', player: by, source: object.id, ability: index, ...mana });
    });
  }
  return events;
}

/** A CAST of every card `player` has in hand or graveyard, an ACTIVATE of every ability of what they control. */
export function attempts(game: GameState, cards: CardLibrary, player: PlayerId): CastEventInput[] {
  const own = game.players.find((p) => p.id === player);
  const casts = [...(own?.hand ?? []), ...(own?.graveyard ?? [])].map((c): CastEventInput => ({ type: 'CAST', player, card: c.id }));
  const activations = game.battlefield
    .filter((p) => p.controller === player)
    .flatMap((p) => {
      const card = findCard(cards, p.card);
      return (card ? activatedAbilitiesOf(game, cards, p.id, card) : []).map((_, ability): CastEventInput => ({ type: 'ACTIVATE', player, source: p.id, ability }));
    });
  return [...casts, ...activations];
}

/** The legal and the refused events for the current state of the session. */
function candidates(live: Live, illegal: boolean): { legal: CastEventInput[]; refused: CastEventInput[] } {
  const child = runningChart(live);
  if (child) {
    const snapshot = child.getSnapshot() as ChartSnapshot;
    const legal = eventsFromPrompt(snapshot);
    if (!illegal) return { legal, refused: [] };
    const seen = new Set(legal.map((e) => JSON.stringify(e)));
    return { legal, refused: eventsFromPrompt(snapshot, { illegal: true }).filter((e) => !seen.has(JSON.stringify(e))) };
  }
  if (!live.session) return { legal: [], refused: [] };
  const all = atPriority(live, live.session.getSnapshot().context.game);
  return illegal ? all : { legal: all.legal, refused: [] };
}

/** The candidates at priority, once per game (a refused event leaves the game as it was, so they are asked again). */
const priorityCandidates = new WeakMap<GameState, { legal: CastEventInput[]; refused: CastEventInput[] }>();

/** At priority: what a fresh casting or activation chart would offer, and the mana abilities of the priority holder. */
function atPriority(live: Live, game: GameState): { legal: CastEventInput[]; refused: CastEventInput[] } {
  const known = priorityCandidates.get(game);
  if (known) return known;
  const input = { game, cards: live.cards, keepManaOnReversal: live.keepManaOnReversal };
  const cast = createActor(castingMachine, { input }).getSnapshot() as ChartSnapshot;
  const activate = createActor(activationMachine, { input }).getSnapshot() as ChartSnapshot;
  const holder = game.priority;
  const offered = [...eventsFromPrompt(cast), ...eventsFromPrompt(activate), ...(holder ? manaEvents(game, live.cards, holder) : [])];
  // Nothing to do: try to begin anyway (601.3 / 602.5 decide), with every card and ability the priority holder has.
  const legal = offered.length > 0 || !holder ? offered : attempts(game, live.cards, holder);
  const seen = new Set(legal.map((e) => JSON.stringify(e)));
  const refused = [
    ...eventsFromPrompt(cast, { illegal: true }),
    ...eventsFromPrompt(activate, { illegal: true }),
    ...(holder ? manaEvents(game, live.cards, holder, otherOf(game, holder)).slice(0, 1) : []),
  ].filter((e) => !seen.has(JSON.stringify(e)));
  const result = { legal, refused };
  priorityCandidates.set(game, result);
  return result;
}

/** The game the live events refer to: the running chart's, or the session's (or the standalone chart's, once it has ended). */
export function liveGame(live: Live): GameState {
  const child = runningChart(live) ?? live.chart;
  if (child) return (child.getSnapshot().context as ChartContext).game;
  return live.session!.getSnapshot().context.game;
}

/** An event to send: the value itself, a copy fit for a report, and the player who sends it (who sees its refusal), if any. */
export interface Outgoing {
  readonly event: unknown;
  readonly record: unknown;
  /** The same event built again, to send it to a restored session (d). */
  readonly replay: () => unknown;
  readonly sender: PlayerId | null;
}

/** Who sends `event`: its `player`, if that is a player of the game (a server sets it to the one it authenticated). */
export function senderOf(game: GameState, event: unknown): PlayerId | null {
  const player = typeof event === 'object' && event !== null ? (event as { player?: unknown }).player : undefined;
  return typeof player === 'string' && game.players.some((p) => p.id === player) ? player : null;
}

/** The event a step sends now; `previous` is the object the previous step sent (for `reuse`). */
export function outgoing(step: StepSpec, live: Live, previous: unknown): Outgoing {
  const game = liveGame(live);
  const seat = (n: number) => game.players[n % game.players.length]!.id;
  switch (step.kind) {
    case 'junk':
      return { event: junkPayload(step.junk, seat(step.from)), record: { junk: step.junk, from: seat(step.from) }, replay: () => junkPayload(step.junk, seat(step.from)), sender: seat(step.from) };
    case 'forged': {
      const event = forgedEvent(step.type, step.game ? forgedGame(game) : null);
      const copy = copyValue(event);
      return { event, record: { forged: step.type, withGame: step.game }, replay: () => copyValue(copy), sender: null };
    }
    case 'reuse': {
      if (typeof previous !== 'object' || previous === null || Object.isFrozen(previous)) break;
      const ids = idsOf(game);
      const fields = Object.keys(previous).filter((k) => k !== 'type');
      define(previous as Record<string, unknown>, keyOf(step.key, fields.length > 0 ? fields : fieldsOf((previous as { type?: unknown }).type)), materialize(step.value, ids));
      const copy = copyValue(previous);
      return { event: previous, record: { reused: copy }, replay: () => copyValue(copy), sender: senderOf(game, previous) };
    }
    case 'impostor': {
      const { legal, refused } = candidates(live, true);
      const list = [...legal, ...refused];
      const base = list.length > 0 ? list[step.pick % list.length]! : ({ type: 'CANCEL', player: game.priority ?? seat(0) } as CastEventInput);
      const player = seat(step.from) === base.player ? otherOf(game, base.player) : seat(step.from);
      const event = { ...base, player } as CastEventInput;
      const copy = copyValue(event);
      return { event, record: copy, replay: () => copyValue(copy), sender: player };
    }
    default:
      break;
  }
  // A reuse with nothing to reuse sends the first legal event.
  const event = eventFor(step.kind === 'reuse' ? { kind: 'legal', pick: 0, keepMana: false, raw: false } : step, live);
  const copy = copyValue(event);
  return { event: copyValue(event), record: copy, replay: () => copyValue(copy), sender: senderOf(game, event) };
}

/** The event a step sends now (legal, refused, mutated or random). */
export function eventFor(step: StepSpec, live: Live): CastEventInput {
  const game = liveGame(live);
  const ids = idsOf(game);
  switch (step.kind) {
    case 'legal': {
      const { legal, refused } = candidates(live, false);
      // CANCEL is always legal while casting; keep it to one pick in five, so casts get somewhere.
      const going = legal.filter((e) => e.type !== 'CANCEL');
      const list = going.length > 0 && step.pick % 5 !== 0 ? going : legal.length > 0 ? legal : refused;
      const event = list.length > 0 ? list[step.pick % list.length]! : ({ type: 'PAY', player: game.priority ?? 'alice' } as CastEventInput);
      return event.type === 'CANCEL' && step.keepMana ? { ...event, keepMana: true } : event;
    }
    case 'refused': {
      const { legal, refused } = candidates(live, true);
      const list = refused.length > 0 ? refused : legal;
      return list.length > 0 ? list[step.pick % list.length]! : { type: 'CANCEL', player: otherOf(game, game.priority) };
    }
    case 'mutated': {
      const { legal } = candidates(live, false);
      const base = legal.length > 0 ? legal[step.pick % legal.length]! : ({ type: 'CANCEL', player: game.priority ?? 'alice' } as CastEventInput);
      const fields = Object.keys(base).filter((k) => k !== 'type');
      const out = copyValue(base) as unknown as Record<string, unknown>;
      define(out, keyOf(step.key, fields.length > 0 ? fields : fieldsOf(base.type)), materialize(step.value, ids));
      return out as unknown as CastEventInput;
    }
    case 'random': {
      const out: Record<string, unknown> = {};
      if (step.type !== undefined) define(out, 'type', step.type);
      if (step.player !== 'omit') define(out, 'player', materialize(step.player, ids));
      const fields = fieldsOf(step.type);
      for (const [key, value] of step.fields) define(out, keyOf(key, fields), materialize(value, ids));
      return out as unknown as CastEventInput;
    }
    default:
      throw new Error(`eventFor: ${step.kind} steps are built by outgoing()`);
  }
}

