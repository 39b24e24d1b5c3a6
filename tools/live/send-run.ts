/**
 * `spellchart run <scenario> --inspect <address>`: the run sent to a `spellchart play` already
 * serving on this machine, whose pages switch to it and follow it as `run --inspect`'s own page
 * does. The messages are the same (tools/live/feed.ts), sent over a WebSocket to the
 * playground's `/live/publish`, which takes them only from a program on this machine.
 */
import { WebSocket } from 'ws';
import type { LoadedScenario } from '../../src/scenario/load.js';
import { runScenario, type ScenarioResult } from '../run-scenario.js';
import type { PlaygroundData } from '../playground/page.js';
import { liveFeed } from './feed.js';
import { PUBLISH_PATH } from './messages.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/** The playground's publishing address for `address`, or null if it isn't a playground's address on this machine. */
export function publishUrl(address: string): URL | null {
  let url: URL;
  try {
    url = new URL(PUBLISH_PATH, address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return null;
  url.protocol = 'ws:';
  return url;
}

/**
 * Connects to the playground at `url` (publishUrl's), sends the run's start, runs the scenario
 * with each message sent as it is produced, and closes once every message has gone. Rejects
 * with a one-line message when no playground takes it (within `timeout` ms).
 */
export async function sendRun(url: URL, scenario: LoadedScenario, data: PlaygroundData, timeout = 5000): Promise<ScenarioResult> {
  const address = `http://${url.host}/`;
  const socket = new WebSocket(url, { handshakeTimeout: timeout });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`${address} takes no runs (HTTP ${response.statusCode}): is it a \`spellchart play\` on this machine?`));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => reject(new Error(`no playground answers at ${address} (${error.code ?? error.message}): start one with \`spellchart play\``)));
  });
  socket.on('error', () => undefined);
  const send = (message: object) => socket.send(JSON.stringify(message));
  send({ type: 'start', data: { ...data, readOnly: true, live: true } });
  const feed = liveFeed(send);
  const result = runScenario(scenario, feed);
  feed.finish(result);
  // ws sends what was queued before the close frame.
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.close(1000, 'the run is over');
  });
  return result;
}
