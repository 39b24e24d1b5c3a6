/**
 * `spellchart run <scenario> --inspect`: the run shown live in the playground page, served on
 * this machine. The playground's server starts (127.0.0.1 only; a busy port is replaced by a
 * free one, said in one line), its address is printed, and the run's steps and accepted events
 * go to the page over the local WebSocket as the run takes them; the page, in its read-only
 * replay form, follows them. When the run is over the page has every message (a page opened
 * later gets them all first), and the server goes on serving until Ctrl+C, or for `hold`
 * seconds when given.
 */
import type { LoadedScenario } from '../../src/scenario/load.js';
import { runScenario, type ScenarioResult } from '../run-scenario.js';
import type { PlaygroundData } from '../playground/page.js';
import { startPlayground, type Playground } from '../playground/server.js';
import { createLiveHub } from './hub.js';
import { liveFeed } from './feed.js';

export interface LiveRunOptions {
  /** The port to serve on; 0 for any free one. */
  readonly port: number;
  /** Seconds to go on serving after the run; null: until the process is stopped. */
  readonly hold: number | null;
  /** Where the address and the other live lines go (stderr, so stdout stays the result). */
  readonly say: (line: string) => void;
  /** Called with the page's address once it is served (to open a browser, say). */
  readonly served?: (url: string) => void;
  /** Waits for a page to connect before running, so it watches the run from its start. */
  readonly wait?: boolean;
  /** Called with the result when the run is over (to print it). */
  readonly report?: (result: ScenarioResult) => void;
}

export interface LiveRun {
  readonly playground: Playground;
  readonly result: ScenarioResult;
  /** Resolves when the server has stopped (after `hold`, or `stop`). */
  readonly stopped: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Serves the page, then runs the scenario with every step and accepted event sent to it.
 * `data` is the page's start (the scenario file and card files); it is served in live form.
 * Rejects when the server can't start, with a one-line message.
 */
export async function runLive(scenario: LoadedScenario, data: PlaygroundData, options: LiveRunOptions): Promise<LiveRun> {
  const hub = createLiveHub();
  let playground: Playground;
  try {
    playground = await startPlayground({ ...data, readOnly: true, live: true }, options.port, hub);
  } catch (error) {
    throw new Error(`the live page could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (playground.busy !== null) options.say(`port ${playground.busy} is busy; serving on port ${playground.port} instead`);
  options.say(`live: ${playground.url} (on this machine only)`);
  options.served?.(playground.url);
  if (options.wait === true) {
    options.say('live: waiting for the page to connect before running');
    await hub.connected();
  }
  hub.publish({ type: 'start', data: { ...data, readOnly: true, live: true } });
  const feed = liveFeed((message) => hub.publish(message));
  const result = runScenario(scenario, feed);
  feed.finish(result);
  options.report?.(result);
  let stopping: Promise<void> | null = null;
  let resolveStopped: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));
  const stop = () => {
    stopping ??= playground.close().then(resolveStopped);
    return stopping;
  };
  if (options.hold === null) {
    options.say('live: the run is over and the page has every step; press Ctrl+C to stop');
  } else {
    options.say(`live: the run is over; serving the page for ${options.hold} s more`);
    setTimeout(() => void stop(), options.hold * 1000);
  }
  return { playground, result, stopped, stop };
}
