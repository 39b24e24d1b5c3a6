/**
 * The page's side of the live channel (tools/live/): it connects to its own server's `/live`
 * WebSocket and hands the page a run's start and each event the run's session accepted; the
 * page replays each as it replays a click. A badge in the header says where the run is;
 * `body[data-live]` says the same for tests (connecting, open, ended, lost). A page that
 * doesn't show a run yet (`spellchart play`, `quiet`) listens without a badge until one starts.
 */
import type { CastEvent } from '../../src/events/schema.js';
import { LIVE_PATH, type LiveEnd, type LiveMessage } from '../live/messages.js';
import type { PlaygroundData } from './page.js';
import { h } from './dom.js';

export interface LiveHandlers {
  /** A run begins (from another program on this machine, when the page is `spellchart play`'s). */
  readonly start: (data: PlaygroundData) => void;
  /** The run's session accepted its `index`th event. */
  readonly event: (event: CastEvent, index: number) => void;
  readonly end?: (end: LiveEnd) => void;
}

export function followLive(handlers: LiveHandlers, quiet = false): void {
  const badge = h('span', { id: 'live', class: 'live' });
  const show = (state: string, text: string) => {
    if (quiet) return;
    if (!badge.isConnected) document.querySelector('header h1')?.after(badge);
    document.body.dataset.live = state;
    badge.textContent = text;
  };
  show('connecting', 'live: connecting…');
  const url = new URL(LIVE_PATH, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url);
  let steps = 0;
  let ended = false;
  socket.addEventListener('open', () => show('open', 'live: waiting for the run'));
  socket.addEventListener('message', (message: MessageEvent<string>) => {
    const data = JSON.parse(message.data) as LiveMessage;
    if (data.type === 'start') {
      quiet = false;
      ended = false;
      steps = 0;
      handlers.start(data.data);
      show('open', 'live: a run began');
    } else if (data.type === 'step') {
      steps = data.index + 1;
      show('open', `live: ${steps} steps`);
    } else if (data.type === 'event') {
      handlers.event(data.event, data.index);
    } else {
      ended = true;
      const refused = data.refusals.length > 0 ? `, ${data.refusals.length} action${data.refusals.length === 1 ? '' : 's'} refused: ${data.refusals.map((r) => `${r.event} (${r.refusal.rule} ${r.refusal.code})`).join('; ')}` : '';
      show('ended', `live: the run is over (${data.outcome}; ${data.steps} steps, ${data.events} events${refused})`);
      handlers.end?.(data);
    }
  });
  socket.addEventListener('close', () => {
    if (!ended) show('lost', `live: the connection was lost after ${steps} steps`);
  });
}
