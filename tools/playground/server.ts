/**
 * `spellchart play`: a web server on this machine (127.0.0.1 only) serving the playground
 * page, its bundle and its start (the scenario file and card libraries). Every script and
 * style comes from here: no request leaves the machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; connect-src 'self'";

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
 * port is taken and `busy` says which was asked for.
 */
export async function startPlayground(data: PlaygroundData, port = 0): Promise<Playground> {
  const json = JSON.stringify(data);
  let hosts: readonly string[] = [];
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
      response.writeHead(200, { ...HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP }).end(playgroundHtml({ src: './playground.js' }));
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
  let busy: number | null = null;
  let bound: number;
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
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
