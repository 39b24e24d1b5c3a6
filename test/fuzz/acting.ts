/**
 * (f) Who may act now, read off the state before an event, and whether an accepted event
 * came from one of them. (Part of the fuzzer: see invariants.ts for what it checks.)
 */
import { promptOf, type Prompt } from '../../machines/prompt.js';
import type { ChartSnapshot } from '../../machines/charts.js';
import type { ChartContext } from '../../machines/context.js';
import type { GameState, PlayerId } from '../../src/game/state.js';
import { liveGame, runningChart, type Live } from './events.js';
import { show } from './equality.js';

const prompts = new WeakMap<object, Prompt>();
/** `promptOf`, once per snapshot ((f) reads it before an event, (g) after the one before). */
export function promptFor(snapshot: ChartSnapshot): Prompt {
  let prompt = prompts.get(snapshot);
  if (!prompt) prompts.set(snapshot, (prompt = promptOf(snapshot)));
  return prompt;
}

/** Who may send an event of a type (naming a card, for CAST), as the state stands. */
export type Actors = (type: string, card: unknown) => ReadonlySet<PlayerId>;

const BEGINS = new Set(['CAST', 'ACTIVATE', 'ACTIVATE_MANA']);

/**
 * CR 117.1, 117.3: at priority only the player who holds it may cast, activate, or activate a
 * mana ability (605.3a); CR 702.35a, 608.2g: the one exception is the owner of a card exiled
 * with madness, who casts it while its trigger resolves (MayCastFrom `madness`). Inside a
 * chart, the player its prompt names (`promptOf`: the controller, or the opponent who makes a
 * choice, 601.6) and, for CANCEL, the controller.
 */
export function actorsNow(live: Live): Actors {
  const chart = runningChart(live);
  const snapshot = chart?.getSnapshot() as ChartSnapshot | undefined;
  if (snapshot && !snapshot.matches('idle')) {
    const prompt = promptFor(snapshot);
    const controller = (snapshot.context as ChartContext).controller;
    const asked = new Set(prompt.player ? [prompt.player] : []);
    const cancelling = new Set([...asked, ...(controller ? [controller] : [])]);
    return (type) => (type === 'CANCEL' ? cancelling : asked);
  }
  const game = liveGame(live);
  const holder = new Set(game.priority ? [game.priority] : []);
  return (type, card) => {
    if (!BEGINS.has(type)) return new Set();
    const madness = type === 'CAST' ? madnessCaster(game, card) : null;
    return madness ? new Set([...holder, madness]) : holder;
  };
}

function madnessCaster(game: GameState, card: unknown): PlayerId | null {
  const exiled = game.exile.find((c) => c.id === card);
  return exiled?.mayCastFrom?.reason === 'madness' || exiled?.mayCastFrom?.reason === 'suspend' ? exiled.mayCastFrom.by : null;
}

/** (f): why an accepted event broke the rule of who may act, or null. `record` is what was sent, as a plain copy. */
export function actingProblem(actors: Actors, record: unknown): string | null {
  if (typeof record !== 'object' || record === null || 'junk' in record || 'forged' in record) {
    return `accepted something that is no event of a player: ${show(record)}`;
  }
  const { type, player, card } = (('reused' in record ? record.reused : record) ?? {}) as { type?: unknown; player?: unknown; card?: unknown };
  if (typeof type !== 'string' || typeof player !== 'string') return `accepted an event whose type or player is not a string (${show(type)}, ${show(player)})`;
  const allowed = actors(type, card);
  if (allowed.has(player)) return null;
  return `accepted ${type} from ${player}, but only ${allowed.size > 0 ? [...allowed].join(' or ') : 'nobody'} may send ${type} now`;
}
