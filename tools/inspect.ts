/**
 * `spellchart run --inspect stately`: the run in Stately's hosted inspector, through
 * @statelyai/inspect (the XState v5 successor of @xstate/inspect). `--inspect` alone shows the
 * run in the playground page on this machine instead (tools/live/).
 *
 * The hosted inspector needs the network. Its socket (partysocket, inside @statelyai/inspect)
 * retries for ever and reports every failure, so before it is made the host is tried once with
 * a timeout (one HTTPS request): unreachable, the run goes on without the inspector and one line says why. Once
 * connected, a lost connection is said once too.
 *
 * @statelyai/inspect is an optional peer dependency: only this mode needs it, so an app that
 * embeds the engine doesn't install it. It is loaded when inspection starts; the run itself
 * is synchronous, so its events wait in a queue until the inspector is ready.
 */
import { request as httpsRequest } from 'node:https';
import type { InspectionEvent } from 'xstate';

export interface LiveInspector {
  readonly inspect: (event: InspectionEvent) => void;
  /** Stops the inspector once it has received every event. */
  readonly stop: () => void;
}

/** Enough room for a long scenario's events while the connection opens. */
const DEFERRED = 20_000;

/** Where @statelyai/inspect's hosted inspector connects (its createSkyInspector names this host). */
export const STATELY_HOST = 'stately-sky-beta.mellson.partykit.dev';

/** The line printed when the optional package is missing. */
export const INSPECT_MISSING = 'live inspection in Stately\'s inspector needs the optional package @statelyai/inspect: npm install @statelyai/inspect (or use --inspect alone: the page on this machine)';

export interface StatelyOptions {
  /** Says one line (a failure, a lost connection). */
  readonly say: (line: string) => void;
  /** Called when the inspector won't be used after all (unreachable, or the package missing): nothing needs to wait for it. */
  readonly gone?: () => void;
  /** `name` or `name:port` tried before connecting; Stately's host by default. */
  readonly host?: string;
  /** How long the host may take to answer, in milliseconds (5 s by default). */
  readonly timeout?: number;
}

interface Started {
  readonly inspect: (event: InspectionEvent) => void;
  readonly stop: () => void;
}

/**
 * Why `host` can't be reached within `timeout` ms, or null once it answered: one HTTPS request,
 * so a network that takes the connection but never answers (a captive portal, a dead proxy)
 * counts as unreachable too.
 */
export function unreachable(host: string, timeout: number): Promise<string | null> {
  const [name = host, port = '443'] = host.split(':');
  return new Promise((resolve) => {
    const done = (why: string | null) => {
      request.destroy();
      resolve(why);
    };
    const request = httpsRequest({ host: name, port: Number(port), method: 'HEAD', path: '/', timeout }, (response) => {
      response.resume();
      done(null);
    });
    request.once('timeout', () => done(`no answer within ${timeout / 1000} s`));
    request.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    request.end();
  });
}

/**
 * An inspector whose events are queued until `start` has finished; if it fails, its one line
 * is said, the events are dropped and `gone` is called.
 */
function deferred(start: () => Promise<Started>, options: StatelyOptions): LiveInspector {
  const queue: InspectionEvent[] = [];
  let started: Started | null = null;
  let failed = false;
  let stopped = false;
  start().then(
    (inspector) => {
      started = inspector;
      for (const event of queue.splice(0)) inspector.inspect(event);
      if (stopped) inspector.stop();
    },
    (error: unknown) => {
      failed = true;
      queue.length = 0;
      options.say(error instanceof Error ? error.message : String(error));
      options.gone?.();
    },
  );
  return {
    inspect: (event) => {
      if (started) started.inspect(event);
      else if (!failed) queue.push(event);
    },
    stop: () => {
      stopped = true;
      started?.stop();
    },
  };
}

export function statelyInspector(options: StatelyOptions): LiveInspector {
  const host = options.host ?? STATELY_HOST;
  const timeout = options.timeout ?? 5000;
  return deferred(async () => {
    const why = await unreachable(host, timeout);
    if (why !== null) throw new Error(`Stately's inspector is unreachable (${host}: ${why}); the run goes on without it. Offline? --inspect alone shows the run on this machine`);
    let inspectors: typeof import('@statelyai/inspect');
    try {
      inspectors = await import('@statelyai/inspect');
    } catch {
      throw new Error(INSPECT_MISSING);
    }
    let lost = false;
    const inspector = inspectors.createSkyInspector({
      maxDeferredEvents: DEFERRED,
      onerror: () => {
        if (lost) return;
        lost = true;
        options.say("the connection to Stately's inspector failed; it keeps retrying quietly");
      },
    });
    return { inspect: (event) => inspector.inspect.next?.(event), stop: () => inspector.stop() };
  }, options);
}

/**
 * `--inspect stately`: Stately's hosted inspector, kept connected for `hold`
 * seconds after the run. Its socket can't be closed through @statelyai/inspect, so when the
 * hold is over the process ends; unreachable or missing, nothing waits.
 */
export function statelyForRun(hold: number, err: NodeJS.WritableStream): { readonly inspect: (event: InspectionEvent) => void; readonly stopAfterHold: () => void } {
  err.write("inspecting with Stately's hosted inspector: open the link it prints\n");
  let timer: NodeJS.Timeout | null = null;
  let gone = false;
  const live = statelyInspector({
    say: (line) => void err.write(`spellchart: ${line}\n`),
    gone: () => {
      gone = true;
      if (timer) clearTimeout(timer);
    },
  });
  return {
    inspect: live.inspect,
    stopAfterHold: () => {
      if (gone) return;
      timer = setTimeout(() => {
        live.stop();
        setTimeout(() => process.exit(), 500).unref();
      }, hold * 1000);
    },
  };
}
