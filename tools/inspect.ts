/**
 * Live inspection with @statelyai/inspect, the XState v5 successor of @xstate/inspect: the
 * session and its cast and activation charts show up in Stately's inspector as a scenario
 * runs. Two ways:
 * - `sky`: Stately's hosted inspector (needs the network); it prints a link to open.
 * - `relay`: a local WebSocket relay on this machine (@statelyai/inspect/server) that a
 *   browser connects to; events never leave the machine.
 */
import type { InspectionEvent } from 'xstate';
import { createSkyInspector, createWebSocketInspector } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';

export interface LiveInspector {
  readonly inspect: (event: InspectionEvent) => void;
  /** Stops the inspector (and the relay server). */
  readonly stop: () => void;
}

/** Enough room for a long scenario's events while the connection opens. */
const DEFERRED = 20_000;

export function skyInspector(): LiveInspector {
  const inspector = createSkyInspector({ maxDeferredEvents: DEFERRED });
  return { inspect: (event) => inspector.inspect.next?.(event), stop: () => inspector.stop() };
}

/** A local relay on `port`; `open` asks the relay to open the inspector in the default browser. */
export function relayInspector(port: number, open: boolean): LiveInspector {
  const server = createInspectorServer({ port, autoOpen: open });
  const inspector = createWebSocketInspector({ url: `ws://localhost:${port}`, maxDeferredEvents: DEFERRED });
  return {
    inspect: (event) => inspector.inspect.next?.(event),
    stop: () => {
      inspector.stop();
      server.stop();
    },
  };
}
