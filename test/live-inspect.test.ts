/**
 * `spellchart run --inspect`: the real program started on an example scenario, its page's live
 * channel read by a WebSocket client (ws) as the page reads it. The steps and the accepted
 * events arrive in the run's order and are the run's own; a busy port is replaced by a free
 * one and said in one line; the channel answers only its own page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createActor } from 'xstate';
import { loadScenario } from '../src/scenario/load.js';
import { runScenario } from '../tools/run-scenario.js';
import { recordOf } from '../machines/persistence.js';
import { sendToSession, sessionMachine } from '../machines/session.js';
import type { LiveMessage } from '../tools/live/messages.js';
import { play } from '../tools/cli.js';
import { PassThrough } from 'node:stream';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLE = 'docs/examples/two-spells-holding-priority.json';
const children: ChildProcess[] = [];

/** The CLI as a child process, with what it has written so far and its exit. */
function startCli(argv: readonly string[]) {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['tools/cli.ts', ...argv], { cwd: ROOT });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves with the first match of `pattern` in stderr. */
  const said = async (pattern: RegExp): Promise<RegExpMatchArray> => {
    for (;;) {
      const match = stderr.match(pattern);
      if (match) return match;
      if (child.exitCode !== null) throw new Error(`the CLI exited with ${child.exitCode}:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, exited, said, stdout: () => stdout, stderr: () => stderr };
}

/** Every message of the live channel at `url` up to and including the end. */
function readLive(url: string, headers: Record<string, string> = {}): Promise<LiveMessage[]> {
  const messages: LiveMessage[] = [];
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as LiveMessage;
      messages.push(message);
      if (message.type === 'end') {
        socket.close();
        resolve(messages);
      }
    });
    socket.on('error', reject);
    socket.on('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
  });
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
});

describe('spellchart run --inspect: the run live in the page on this machine', () => {
  it("601.2, 605.3: a client of the live channel receives the run's steps and accepted events in order", { timeout: 60_000 }, async () => {
    const cli = startCli(['run', EXAMPLE, '--inspect', '--hold', '30']);
    const [, url] = await cli.said(/live: (http:\/\/127\.0\.0\.1:\d+\/) \(on this machine only\)/);
    const messages = await readLive(`${url!.replace('http', 'ws')}live`);

    const scenario = loadScenario(readFileSync(join(ROOT, EXAMPLE), 'utf8'));
    const expected = runScenario(scenario);
    const steps = messages.filter((m) => m.type === 'step');
    expect(steps.map((m) => m.index)).toEqual(expected.steps.map((_, i) => i));
    expect(steps.map((m) => m.record)).toEqual(expected.steps);
    expect(steps.at(-1)).toMatchObject({ chart: 'cast', stateId: 'cast.cast' });
    expect(steps.at(-1)!.game.stack.map((o) => o.card)).toEqual(['Opt', 'Lightning Bolt']);

    // The events are the session's own record of what it accepted, in order.
    const session = createActor(sessionMachine, { input: { game: scenario.game, cards: scenario.cards } }).start();
    for (const action of scenario.actions) expect(sendToSession(session, action)).toBeNull();
    const events = messages.filter((m) => m.type === 'event');
    expect(events.map((m) => m.event)).toEqual(recordOf(session).events);
    expect(events.map((m) => m.index)).toEqual(scenario.actions.map((_, i) => i));

    // Each event's message comes after every step it took and before the next event's steps.
    let stepsSoFar = 0;
    const stepsBefore = messages.flatMap((m) => (m.type === 'step' ? ((stepsSoFar += 1), []) : m.type === 'event' ? [stepsSoFar] : []));
    const firstStepOf = (action: number) => expected.steps.findIndex((s, i) => i >= (stepsBefore[action - 1] ?? 0) && s.event === scenario.actions[action]!.type);
    expect(stepsBefore[0]).toBe(firstStepOf(1));
    expect(stepsBefore[2]).toBe(firstStepOf(3)); // the first cast's PAY, before the second CAST's first step
    expect(messages.at(-1)).toMatchObject({ type: 'end', outcome: 'cast', steps: expected.steps.length, events: 7, refusals: [] });

    // A page that connects later still gets the whole run.
    expect(await readLive(`${url!.replace('http', 'ws')}live`)).toEqual(messages);
    // The result is printed as without --inspect, on stdout; the live lines are on stderr.
    await cli.said(/press Ctrl\+C to stop|serving the page for 30 s more/);
    expect(cli.stdout()).toContain('601.2i');
    expect(cli.stdout()).not.toContain('live:');
  });

  it('the live channel answers only its own page: another origin is refused', { timeout: 60_000 }, async () => {
    const cli = startCli(['run', EXAMPLE, '--inspect', '--hold', '30']);
    const [, url] = await cli.said(/live: (http:\/\/127\.0\.0\.1:(\d+)\/)/);
    const ws = `${url!.replace('http', 'ws')}live`;
    await expect(readLive(ws, { origin: 'http://evil.example' })).rejects.toThrow('refused: 403');
    await expect(readLive(ws, { origin: url!.slice(0, -1) })).resolves.toContainEqual(expect.objectContaining({ type: 'end' }));
  });

  it('a busy port is replaced by a free one, said in one line with no stack trace; --hold 0 ends the command', { timeout: 60_000 }, async () => {
    const busy: Server = createServer();
    const port = await new Promise<number>((resolve) => busy.listen(0, '127.0.0.1', () => resolve((busy.address() as { port: number }).port)));
    try {
      const cli = startCli(['run', EXAMPLE, '--inspect', '--port', String(port), '--hold', '0']);
      expect(await cli.exited).toBe(0);
      const lines = cli.stderr().trimEnd().split('\n');
      expect(lines[0]).toMatch(new RegExp(`^port ${port} is busy; serving on port \\d+ instead$`));
      expect(lines[1]).toMatch(/^live: http:\/\/127\.0\.0\.1:\d+\/ \(on this machine only\)$/);
      expect(lines[1]).not.toContain(`:${port}/`);
      expect(cli.stderr()).not.toMatch(/\n\s+at /);
      expect(cli.stdout()).toContain('601.2i');
    } finally {
      busy.close();
    }
  });

  it('bad inspection flags are bad input (exit 2, one line)', { timeout: 60_000 }, async () => {
    const cli = startCli(['run', EXAMPLE, '--inspect', 'relay']);
    expect(await cli.exited).toBe(2);
    expect(cli.stderr().trim().split('\n')).toHaveLength(1);
    expect(cli.stderr()).toContain('--inspect "relay": the modes are local');
  });
});

describe('spellchart run --inspect <address>: the run sent to a spellchart play on this machine', () => {
  const quiet = () => new PassThrough();

  it("601.2: the playground's pages receive the run's start, steps and events from the other program", { timeout: 60_000 }, async () => {
    const started = play(undefined, { cards: [], port: '0' }, quiet(), quiet());
    if (typeof started === 'number') throw new Error(`play exited with ${started}`);
    const playground = await started;
    try {
      const received = readLive(`ws://127.0.0.1:${playground.port}/live`);
      const cli = startCli(['run', EXAMPLE, '--inspect', playground.url]);
      expect(await cli.exited).toBe(0);
      const messages = await received;
      const scenario = loadScenario(readFileSync(join(ROOT, EXAMPLE), 'utf8'));
      expect(messages[0]).toMatchObject({ type: 'start', data: { file: { name: scenario.name }, readOnly: true, live: true } });
      expect(messages.filter((m) => m.type === 'step').map((m) => m.record)).toEqual(runScenario(scenario).steps);
      expect(messages.filter((m) => m.type === 'event').map((m) => m.event.type)).toEqual(scenario.actions.map((a) => a.type));
      expect(cli.stdout()).toContain('601.2i');
      expect(cli.stderr()).toBe(`live: sent the run to ${playground.url}\n`);
      // A page that connects later gets the run from its start.
      expect(await readLive(`ws://127.0.0.1:${playground.port}/live`)).toEqual(messages);
    } finally {
      await playground.close();
    }
  });

  it('only a program on this machine may send a run: a page (any Origin) is refused', { timeout: 60_000 }, async () => {
    const started = play(undefined, { cards: [], port: '0' }, quiet(), quiet());
    if (typeof started === 'number') throw new Error(`play exited with ${started}`);
    const playground = await started;
    try {
      const refused = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${playground.port}/live/publish`, { headers: { origin: playground.url.slice(0, -1) } });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => reject(new Error('a page was let in')));
      });
      expect(refused).toBe(403);
    } finally {
      await playground.close();
    }
  });

  it('no playground at the address: one line and exit code 1; an address elsewhere is bad input', { timeout: 60_000 }, async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const none = startCli(['run', EXAMPLE, '--inspect', `http://127.0.0.1:${closed}/`]);
    expect(await none.exited).toBe(1);
    expect(none.stderr()).toBe(`spellchart: no playground answers at http://127.0.0.1:${closed}/ (ECONNREFUSED): start one with \`spellchart play\`\n`);
    const elsewhere = startCli(['run', EXAMPLE, '--inspect', 'http://example.com/']);
    expect(await elsewhere.exited).toBe(2);
    expect(elsewhere.stderr()).toContain('the address of a `spellchart play` on this machine');
  });
});
