/**
 * The live channel's sending side: every message published is kept and sent to each page
 * connected, and a page that connects later gets the ones before first, so no page misses a
 * step. Pages only listen: what they send is ignored.
 */
import type { WebSocket } from 'ws';
import type { LiveMessage } from './messages.js';

export interface LiveHub {
  /** Sends a message to every page and keeps it for later ones; a `start` begins a new run, and the ones kept before it are dropped. */
  publish(message: LiveMessage): void;
  /** Whether runs elsewhere on this machine may publish here (`spellchart play`); a hub serving its own run (`run --inspect`) says no. */
  readonly takesRuns: boolean;
  /** Takes a page's connection: sends it every message so far, then each new one. */
  attach(socket: WebSocket): void;
  /** How many pages are connected now. */
  readonly pages: () => number;
  /** Resolves when a page is connected (at once if one is). */
  readonly connected: () => Promise<void>;
  /** Closes every page's connection. */
  close(): void;
}

export function createLiveHub(takesRuns = false): LiveHub {
  const sent: string[] = [];
  const sockets = new Set<WebSocket>();
  let waiting: (() => void)[] = [];
  return {
    takesRuns,
    publish(message) {
      const text = JSON.stringify(message);
      if (message.type === 'start') sent.length = 0;
      sent.push(text);
      for (const socket of sockets) socket.send(text);
    },
    attach(socket) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => sockets.delete(socket));
      for (const text of sent) socket.send(text);
      for (const resolve of waiting.splice(0)) resolve();
    },
    pages: () => sockets.size,
    connected: () => (sockets.size > 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    close() {
      for (const socket of sockets) socket.close(1001, 'the run is no longer served');
      sockets.clear();
      waiting = [];
    },
  };
}
