/**
 * (h) Restoring a session from a record an untrusted client may have tampered with: the
 * record (its starting game and the events the session accepted) is changed, and the
 * restore must either refuse it with an `InputError` or give exactly the session that
 * sending the changed events through `sendToSession`, from the changed starting game, gives:
 * every event accepted, nothing the rules computed taken on trust. A starting game that is
 * not well formed (an id twice, a card not in the app's library) must be refused.
 * (Part of the fuzzer: see invariants.ts.)
 *
 * It checks `recordOf`/`restoreSession` of machines/persistence.ts; the self-tests hand it
 * restores of their own (`RestoreApi`).
 */
import { createActor, type Actor } from 'xstate';
import { recordOf, restoreSession } from '../../machines/persistence.js';
import { sendToSession, type SessionInput, type SessionMachine } from '../../machines/session.js';
import type { CardLibrary } from '../../src/cards/library.js';
import { findCard } from '../../src/cards/library.js';
import type { CastEventInput } from '../../src/events/schema.js';
import type { GameState } from '../../src/game/state.js';
import { InputError } from '../../src/scenario/problems.js';
import { describeError } from './errors.js';
import { difference } from './equality.js';
import { copyValue, materializeFor } from './events.js';
import type { TamperSpec } from './generators.js';

/** The restore API (h) checks. */
export interface RestoreApi {
  /**
   * The record of a session: `{ version, start: { game, keepManaOnReversal }, events }`; throws if it
   * keeps none. Absent: the fuzzer's own (the starting game and the events answered with null).
   */
  readonly recordOf?: (session: Actor<SessionMachine>) => unknown;
  /** A session restored from a record, with the app's library; throws (an InputError) to refuse it. */
  readonly restoreSession: (raw: unknown, options: { readonly cards: CardLibrary; readonly machine: SessionMachine }) => Actor<SessionMachine>;
}

/** The restore to check: machines/persistence.ts's. */
export const DEFAULT_RESTORE: RestoreApi = { recordOf, restoreSession };

interface Record_ {
  version?: unknown;
  start?: { game?: unknown; keepManaOnReversal?: unknown };
  events?: unknown[];
}

/** The record, changed as `tamper` says (a deep copy: the original is untouched). */
export function tampered(record: unknown, tamper: TamperSpec): unknown {
  const out = JSON.parse(JSON.stringify(record)) as Record_;
  const events = Array.isArray(out.events) ? out.events : [];
  const game = (out.start?.game ?? {}) as { players?: { id: string; life: number; hand: { id: string }[] }[]; battlefield?: { id: string; card: string; tapped: boolean }[]; priority?: unknown; nextId?: number };
  const ids = [...(game.players ?? []).map((p) => p.id), ...(game.battlefield ?? []).map((p) => p.id)];
  const at = (n: number) => n % Math.max(events.length, 1);
  switch (tamper.kind) {
    case 'player':
      if (events.length > 0) (events[at(tamper.event)] as Record<string, unknown>).player = game.players?.[tamper.seat % (game.players.length || 1)]?.id ?? 'nobody';
      break;
    case 'field':
      if (events.length > 0) (events[at(tamper.event)] as Record<string, unknown>)[tamper.key] = materializeFor(tamper.value, ids);
      break;
    case 'drop':
      events.splice(at(tamper.event), 1);
      break;
    case 'repeat':
      if (events.length > 0) events.splice(at(tamper.event), 0, copyValue(events[at(tamper.event)]));
      break;
    case 'swap':
      if (events.length > 1) [events[at(tamper.event)], events[at(tamper.other)]] = [events[at(tamper.other)], events[at(tamper.event)]];
      break;
    case 'extra':
      // What a persisted snapshot holds and a record must not: the rules' own bookkeeping, a card library.
      Object.assign(out, tamper.what === 'cards' ? { cards: { 'Lightning Bolt': { name: 'Lightning Bolt', manaCost: '{0}' } } } : { lockedCost: { mana: [], life: 0, actions: [] }, saved: game, controller: ids[0] });
      break;
    case 'life':
      if (game.players?.[0]) game.players[0].life = 1;
      break;
    case 'untap':
      for (const p of game.battlefield ?? []) p.tapped = false;
      break;
    case 'duplicateId':
      if (game.battlefield && game.battlefield.length > 0 && game.players?.[0]?.hand[0]) game.battlefield[0]!.id = game.players[0].hand[0].id;
      else if (game.players?.[1]) game.players[1].id = game.players[0]!.id;
      break;
    case 'unknownCard':
      if (game.battlefield?.[0]) game.battlefield[0].card = 'No Such Card';
      else if (game.players?.[0]) game.players[0].hand.push({ id: 'x-forged', card: 'No Such Card', owner: game.players[0].id } as never);
      break;
    case 'priority':
      game.priority = 'nobody';
      break;
  }
  return out;
}

/** A start game that no app could have made: an id twice, or a card not in the library. */
export function illFormed(game: GameState, cards: CardLibrary): string | null {
  const seen = new Set<string>();
  const objects = [...game.battlefield, ...game.stack, ...game.exile, ...game.command, ...game.players.flatMap((p) => [...p.hand, ...p.library, ...p.graveyard])];
  for (const id of [...game.players.map((p) => p.id), ...objects.map((o) => o.id)]) {
    if (seen.has(id)) return `the id ${id} is used twice`;
    seen.add(id);
  }
  for (const o of objects) if (!findCard(cards, o.card)) return `"${o.card}" is not in the app's card library`;
  if (game.priority !== null && !game.players.some((p) => p.id === game.priority)) return `priority is held by "${game.priority}", no player of the game`;
  return null;
}

export interface RestoreCase {
  readonly session: Actor<SessionMachine>;
  readonly input: SessionInput & { readonly cards: CardLibrary };
  readonly machine: SessionMachine;
  readonly tamper: TamperSpec;
  /** The events the session accepted, in order (what a record holds). */
  readonly accepted: readonly unknown[];
  readonly checked: (name: string) => void;
}

/** (h): why restoring the tampered record of `session` gave something the rules couldn't, or null. */
export function checkRestore(api: RestoreApi | null | undefined, { session, input, machine, tamper, accepted, checked }: RestoreCase): string | null {
  if (!api) {
    checked('h skipped (no restore API)');
    return null;
  }
  let record: unknown;
  try {
    const { cards: _cards, ...start } = input;
    record = api.recordOf ? api.recordOf(session) : { version: 1, start: { keepManaOnReversal: false, ...start }, events: accepted };
  } catch {
    checked('h no record'); // the session took a trusted `send`, so it keeps no record
    return null;
  }
  checked('h');
  const raw = tampered(record, tamper);
  let restored: Actor<SessionMachine>;
  try {
    restored = api.restoreSession(raw, { cards: input.cards, machine });
  } catch (error) {
    checked('h refused');
    return error instanceof InputError ? null : `restoring a tampered record (${tamper.kind}) threw something other than an InputError: ${describeError(error)}`;
  }
  checked('h restored');
  try {
    const { start, events } = raw as { start: { game: GameState; keepManaOnReversal: boolean }; events: unknown[] };
    const wrong = illFormed(start.game, input.cards);
    if (wrong) return `a tampered record (${tamper.kind}) was restored although its starting game is ill-formed: ${wrong}`;
    const replay = createActor(machine, { input: { game: start.game, cards: input.cards, keepManaOnReversal: start.keepManaOnReversal } });
    replay.subscribe({ error: () => undefined });
    replay.start();
    for (const [i, event] of events.entries()) {
      const refusal = sendToSession(replay, copyValue(event) as CastEventInput);
      if (refusal && refusal.code !== 'CHART_FAILED') return `a tampered record (${tamper.kind}) was restored although the rules refuse its event ${i} (${refusal.code}: ${refusal.message})`;
    }
    const [a, b] = [restored.getSnapshot(), replay.getSnapshot()];
    const d =
      difference(a.value, b.value, 'state') ??
      difference(a.context.game, b.context.game, 'game') ??
      difference(a.context.last, b.context.last, 'last') ??
      difference(a.context.triggers, b.context.triggers, 'triggers') ??
      difference(a.context.keepManaOnReversal, b.context.keepManaOnReversal, 'keepManaOnReversal');
    replay.stop();
    return d ? `a tampered record (${tamper.kind}) restored to a session the rules don't reach from it: ${d}` : null;
  } finally {
    restored.stop();
  }
}
