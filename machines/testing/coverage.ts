/**
 * What a set of paths covers of a chart: the paths are replayed on real actors, and every
 * microstep's states and transitions are recorded — eventless steps included, which the
 * graph's own states don't show.
 */
import { createActor, type AnyStateMachine, type AnyStateNode, type EventObject, type InspectionEvent } from 'xstate';

/** A path to replay: the events of its steps, in order (the graph's `xstate.init` step is skipped). */
export interface ReplayPath {
  readonly steps: readonly { readonly event: EventObject }[];
}

export interface Coverage {
  /** State nodes by id (`cast.casting.targeting`), in the chart's order. */
  readonly states: { readonly visited: readonly string[]; readonly missing: readonly string[] };
  /** Transitions by `source --EVENT[index]` (index: which of the event's branches; `--[i]` for eventless ones), in the chart's order. */
  readonly transitions: { readonly taken: readonly string[]; readonly missing: readonly string[] };
}

/** A transition's key: its source state, the event it answers ('' for eventless) and which of that event's branches it is. */
export const transitionKey = (source: string, eventType: string, index: number) => `${source} --${eventType}[${index}]`;

/** Every state node of the chart, the root first. */
export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

/** Every transition of the chart, by key. */
export function allTransitions(node: AnyStateNode): string[] {
  const own = [...node.transitions.entries()].flatMap(([eventType, list]) => list.map((_, i) => transitionKey(node.id, eventType, i)));
  const always = (node.always ?? []).map((_, i) => transitionKey(node.id, '', i));
  return [...own, ...always, ...Object.values(node.states).flatMap((child) => allTransitions(child as AnyStateNode))];
}

/** The ids of the state nodes a state value makes active, the root included. */
function activeIds(node: AnyStateNode, value: unknown): string[] {
  if (typeof value === 'string') {
    const child = node.states[value] as AnyStateNode | undefined;
    return [node.id, ...(child ? [child.id] : [])];
  }
  if (typeof value !== 'object' || value === null) return [node.id];
  return [node.id, ...Object.entries(value).flatMap(([key, inner]) => (node.states[key] ? activeIds(node.states[key] as AnyStateNode, inner) : []))];
}

/**
 * Replays `paths` on real actors of `machine` started with `input`, and reports the state
 * nodes visited and the transitions taken, and those never reached. Only the machine's
 * own actor is watched (not the charts a session runs inside it).
 */
export function coverageOf(machine: AnyStateMachine, paths: readonly ReplayPath[], input: unknown): Coverage {
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const inspect = (event: InspectionEvent) => {
      if (event.type !== '@xstate.microstep' || event.actorRef !== running) return;
      for (const t of event._transitions) {
        const source = t.source as AnyStateNode;
        const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
        taken.add(transitionKey(source.id, t.eventType, list.indexOf(t)));
      }
      for (const id of activeIds(machine.root, (event.snapshot as unknown as { value: unknown }).value)) visited.add(id);
    };
    const running = createActor(machine, { input, inspect });
    running.start();
    for (const id of activeIds(machine.root, running.getSnapshot().value)) visited.add(id);
    for (const step of path.steps) if (!step.event.type.startsWith('xstate.')) running.send(step.event);
    running.stop();
  }
  const states = allStateNodes(machine.root).map((n) => n.id);
  const transitions = allTransitions(machine.root);
  return {
    states: { visited: states.filter((id) => visited.has(id)), missing: states.filter((id) => !visited.has(id)) },
    transitions: { taken: transitions.filter((key) => taken.has(key)), missing: transitions.filter((key) => !taken.has(key)) },
  };
}
