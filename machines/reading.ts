/**
 * Reading the charts' snapshots: which state a snapshot is in, with its rule and title, the
 * outcome of a cast or activation, and the record of each step taken. Used by the scenario
 * runner and by apps.
 */
import type { AnyMachineSnapshot, AnyTransitionDefinition } from 'xstate';
import type { ChartSnapshot } from './charts.js';
import type { Outcome } from './context.js';
import type { StepMeta } from './meta.js';

/** One state the chart visited. */
export interface StepRecord {
  /** The state's path in the chart, such as `casting.targeting`. */
  readonly state: string;
  readonly rule: string;
  readonly title: string;
  /** The event that led here; null for a step taken by itself. */
  readonly event: string | null;
  /** The player who sent that event. */
  readonly player: string | null;
  /** True when the step didn't apply and was passed over (a 601.2b announcement with nothing to announce, say). */
  readonly skipped: boolean;
}

/** The deepest active state of a snapshot, as a dotted path. */
export function statePath(snapshot: AnyMachineSnapshot): string {
  const parts: string[] = [];
  let value: unknown = snapshot.value;
  while (typeof value === 'object' && value !== null) {
    const [key, inner] = Object.entries(value as Record<string, unknown>)[0]!;
    parts.push(key);
    value = inner;
  }
  parts.push(String(value));
  return parts.join('.');
}

/** The meta of the deepest active state. */
export function currentStep(snapshot: AnyMachineSnapshot): StepMeta & { readonly state: string } {
  const state = statePath(snapshot);
  const metas = snapshot.getMeta() as Record<string, StepMeta | undefined>;
  const meta = metas[`${snapshot.machine.id}.${state}`];
  if (!meta) throw new Error(`the state ${state} has no rule in its meta`);
  return { state, ...meta };
}

/** How the cast or activation ended, as its final state recorded it; `pending` while it goes on. */
export function outcomeOf(snapshot: ChartSnapshot): Outcome {
  if (snapshot.status !== 'done') return 'pending';
  const { outcome } = snapshot.context;
  if (outcome === 'pending') throw new Error(`a finished cast or activation in ${statePath(snapshot)} recorded no outcome`);
  return outcome;
}

/**
 * The step a microstep entered. `eventType` is the type of the transition taken: '' for
 * a step taken by itself, `xstate.*` for the chart's own events.
 */
export function stepRecord(snapshot: AnyMachineSnapshot, event: { type: string; player?: unknown }, eventType: string): StepRecord {
  const { state, rule, title } = currentStep(snapshot);
  const internal = eventType === '' || eventType.startsWith('xstate.');
  return {
    state,
    rule,
    title,
    event: internal ? null : event.type,
    player: internal || typeof event.player !== 'string' ? null : event.player,
    skipped: false,
  };
}

/**
 * Whether a microstep's transitions pass over a step that didn't apply: an eventless
 * transition out of a step that waits for events, onward rather than to the end of the cast.
 */
export function skipsStep(transitions: readonly AnyTransitionDefinition[]): boolean {
  return transitions.some(
    (t) => t.eventType === '' && Object.keys(t.source.config.on ?? {}).length > 0 && !(t.target ?? []).some((n) => n.type === 'final' && n.parent === t.source.machine.root),
  );
}
