/**
 * `spellchart play`: a web server on this machine (127.0.0.1 only) serving the playground
 * page, its bundle and its start (the scenario file and card libraries). Every script and
 * style comes from here: no request leaves the machine. With a live channel (tools/live/), it
 * also answers WebSocket connections at `/live` from its own page (ws's server: Node 20 has no
 * WebSocket server of its own) and hands them to the channel's hub; a hub that takes runs
 * (`spellchart play`) also takes a run's messages at `/live/publish` from a program on this
 * machine (`spellchart run --inspect <playground address>`).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { LiveHub } from '../live/hub.js';
import { LIVE_PATH, PUBLISH_PATH, liveMessageOf } from '../live/messages.js';
import { playgroundBundle } from './bundle.js';
import { playgroundHtml } from './html.js';
import type { PlaygroundData } from './page.js';

export interface Playground {
  readonly url: string;
  readonly port: number;
  /** Set when the port asked for was busy and another was taken. */
  readonly busy: number | null;
  close(): Promise<void>;
}

const HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;
/** The page may load only what this server serves. */
const csp = (port: number) => `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`;
/** Pages only listen on the live channel: anything longer they send is refused by ws. */
const MAX_LIVE_MESSAGE = 1024;
/** A run's message carries a game state, or the scenario file and card files at its start. */
const MAX_PUBLISHED_MESSAGE = 64 * 1024 * 1024;

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Starts the server on `port` (0: any free port). A busy port is not an error: another free
 * port is taken and `busy` says which was asked for. With `live`, the page follows that hub's
 * run (its data should say `live: true`).
 */
export async function startPlayground(data: PlaygroundData, port = 0, live: LiveHub | null = null): Promise<Playground> {
  const json = JSON.stringify(data);
  let hosts: readonly string[] = [];
  let bound = 0;
  const server = createServer((request, response) => {
    // A page elsewhere whose name was pointed at 127.0.0.1 (DNS rebinding) is not served.
    if (!hosts.includes(request.headers.host ?? '')) {
      response.writeHead(403, { ...HEADERS, 'content-type': 'text/plain' }).end('this playground answers only at its own address');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, HEADERS).end();
      return;
    }
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { ...HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp(bound) }).end(playgroundHtml({ src: './playground.js' }));
    } else if (path === '/playground.json') {
      response.writeHead(200, { ...HEADERS, 'content-type': 'application/json' }).end(json);
    } else if (path === '/playground.js') {
      let bundle: string;
      try {
        bundle = playgroundBundle();
      } catch (error) {
        response.writeHead(500, { ...HEADERS, 'content-type': 'text/plain' }).end(`the playground bundle could not be built: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      response.writeHead(200, { ...HEADERS, 'content-type': 'text/javascript; charset=utf-8' }).end(bundle);
    } else if (path === '/favicon.ico') {
      response.writeHead(204, HEADERS).end();
    } else {
      response.writeHead(404, { ...HEADERS, 'content-type': 'text/plain' }).end('not found');
    }
  });
  const sockets = live ? new WebSocketServer({ noServer: true, maxPayload: MAX_LIVE_MESSAGE }) : null;
  const publishers = live?.takesRuns ? new WebSocketServer({ noServer: true, maxPayload: MAX_PUBLISHED_MESSAGE }) : null;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const origin = request.headers.origin;
    const ownHost = hosts.includes(request.headers.host ?? '');
    // Pages listen: only this server's own page, or a program on this machine (which sends no Origin).
    if (live && sockets && path === LIVE_PATH && ownHost && (origin === undefined || hosts.some((host) => origin === `http://${host}`))) {
      sockets.handleUpgrade(request, socket, head, (client) => live.attach(client));
      return;
    }
    // Runs publish: only a program on this machine; a browser always sends an Origin, so no web page can.
    if (live && publishers && path === PUBLISH_PATH && ownHost && origin === undefined) {
      publishers.handleUpgrade(request, socket, head, (client) => {
        client.on('message', (data: Buffer) => {
          const message = liveMessageOf(data.toString());
          if (message) live.publish(message);
          else client.close(1003, 'not a live message');
        });
      });
      return;
    }
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
  });
  let busy: number | null = null;
  try {
    bound = await listen(server, port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    busy = port;
    bound = await listen(server, 0);
  }
  hosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
  return {
    url: `http://127.0.0.1:${bound}/`,
    port: bound,
    busy,
    close: () => new Promise((resolve) => {
      live?.close();
      sockets?.close();
      for (const client of publishers?.clients ?? []) client.terminate();
      publishers?.close();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
