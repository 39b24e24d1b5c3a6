/**
 * Live inspection with @statelyai/inspect, the XState v5 successor of @xstate/inspect: the
 * session and its cast and activation charts show up in Stately's inspector as a scenario
 * runs. Two ways:
 * - `sky`: Stately's hosted inspector (needs the network); it prints a link to open.
 * - `relay`: a local WebSocket relay on this machine (@statelyai/inspect/server) that a
 *   browser connects to; events never leave the machine.
 *
 * @statelyai/inspect is an optional peer dependency: only this command needs it, so an app
 * that embeds the engine doesn't install it. It is loaded when inspection starts; the run
 * itself is synchronous, so its events wait in a queue until the inspector is ready.
 */
import type { InspectionEvent } from 'xstate';

export interface LiveInspector {
  readonly inspect: (event: InspectionEvent) => void;
  /** Stops the inspector (and the relay server), once it has received every event. */
  readonly stop: () => void;
}

/** Enough room for a long scenario's events while the connection opens. */
const DEFERRED = 20_000;

type Inspectors = typeof import('@statelyai/inspect');
type InspectorServer = typeof import('@statelyai/inspect/server');

/** The line printed when the optional package is missing. */
export const INSPECT_MISSING = 'live inspection needs the optional package @statelyai/inspect: npm install @statelyai/inspect';

interface Started {
  readonly inspect: (event: InspectionEvent) => void;
  readonly stop: () => void;
}

/**
 * An inspector whose events are queued until `start` (which loads the package) has finished;
 * if the package can't be loaded, `missing` is told once and the events are dropped.
 */
function deferred(start: () => Promise<Started>, missing: (message: string) => void): LiveInspector {
  const queue: InspectionEvent[] = [];
  let started: Started | null = null;
  let stopped = false;
  const ready = start().then(
    (inspector) => {
      started = inspector;
      for (const event of queue.splice(0)) inspector.inspect(event);
      if (stopped) inspector.stop();
    },
    () => missing(INSPECT_MISSING),
  );
  void ready;
  return {
    inspect: (event) => (started ? started.inspect(event) : queue.push(event)),
    stop: () => {
      stopped = true;
      started?.stop();
    },
  };
}

export function skyInspector(missing: (message: string) => void): LiveInspector {
  return deferred(async () => {
    const { createSkyInspector }: Inspectors = await import('@statelyai/inspect');
    const inspector = createSkyInspector({ maxDeferredEvents: DEFERRED });
    return { inspect: (event) => inspector.inspect.next?.(event), stop: () => inspector.stop() };
  }, missing);
}

/** A local relay on `port`; `open` asks the relay to open the inspector in the default browser. */
export function relayInspector(port: number, open: boolean, missing: (message: string) => void): LiveInspector {
  return deferred(async () => {
    const { createWebSocketInspector }: Inspectors = await import('@statelyai/inspect');
    const { createInspectorServer }: InspectorServer = await import('@statelyai/inspect/server');
    const server = createInspectorServer({ port, autoOpen: open });
    const inspector = createWebSocketInspector({ url: `ws://localhost:${port}`, maxDeferredEvents: DEFERRED });
    return {
      inspect: (event) => inspector.inspect.next?.(event),
      stop: () => {
        inspector.stop();
        server.stop();
      },
    };
  }, missing);
}
