/** Live inspection: a local relay (@statelyai/inspect/server) passes the charts' inspection events to a browser-side client. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createWebSocketReceiver } from '@statelyai/inspect';
import { relayInspector } from '../tools/inspect.js';
import { runScenario } from '../tools/run-scenario.js';
import { loadScenario } from '../src/scenario/load.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const waitFor = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
};

describe('live inspection through a local relay', () => {
  it("601.2: a scenario's session and cast chart reach a client of the relay on this machine", { timeout: 30_000 }, async () => {
    const port = await freePort();
    const missing: string[] = [];
    const live = relayInspector(port, false, (message) => missing.push(message));
    const scenario = loadScenario(readFileSync(new URL('../docs/examples/bolt-the-bird.json', import.meta.url), 'utf8'));
    runScenario(scenario, { inspect: live.inspect });
    const messages: string[] = [];
    // The relay keeps the latest events for clients that connect later, as a browser does.
    await new Promise((r) => setTimeout(r, 300));
    const receiver = createWebSocketReceiver({ server: `ws://localhost:${port}` });
    const subscription = receiver.subscribe((event) => messages.push(JSON.stringify(event)));
    // Everything the client should see, waited for together: on a loaded machine the messages arrive over seconds.
    const seen = () => ({
      cast: messages.some((m) => m.includes('"cast"')),
      xstate: messages.some((m) => m.includes('@xstate.snapshot') || m.includes('@xstate.event')),
      rule: messages.some((m) => m.includes('601.2')),
    });
    await waitFor(() => Object.values(seen()).every(Boolean), 15_000);
    subscription.unsubscribe();
    live.stop();
    expect(seen()).toEqual({ cast: true, xstate: true, rule: true });
    expect(missing).toEqual([]);
  });
});
