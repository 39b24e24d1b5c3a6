/**
 * `spellchart run --inspect stately` offline: Stately's host is tried once with a timeout, and
 * unreachable, one line says so, the events are dropped and nothing waits (today's partysocket
 * would retry for ever and print every failure). Offline is simulated with a closed local port,
 * a local server that never answers, and, for the real program, a name lookup that fails.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { statelyInspector } from '../tools/inspect.js';
import { runScenario } from '../tools/run-scenario.js';
import { loadScenario } from '../src/scenario/load.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLE = 'docs/examples/bolt-the-bird.json';

/** A port on this machine that nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe("Stately's hosted inspector, offline", () => {
  it('a refused connection: one line, the inspector is given up, the run is unaffected', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const gone = new Promise<void>((resolve) => {
      const live = statelyInspector({ host: `127.0.0.1:${port}`, say: (line) => lines.push(line), gone: resolve });
      const result = runScenario(loadScenario(readFileSync(join(ROOT, EXAMPLE), 'utf8')), { inspect: live.inspect });
      expect(result.outcome).toBe('cast');
      live.stop();
    });
    await gone;
    expect(lines).toEqual([`Stately's inspector is unreachable (127.0.0.1:${port}: ECONNREFUSED); the run goes on without it. Offline? --inspect alone shows the run on this machine`]);
  });

  it('a host that takes the connection but never answers is given up after the timeout, with one line', async () => {
    const silent = createServer(() => {});
    const port = await new Promise<number>((resolve) => silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)));
    try {
      const lines: string[] = [];
      await new Promise<void>((resolve) => {
        const live = statelyInspector({ host: `127.0.0.1:${port}`, timeout: 300, say: (line) => lines.push(line), gone: resolve });
        live.stop();
      });
      expect(lines).toEqual([`Stately's inspector is unreachable (127.0.0.1:${port}: no answer within 0.3 s); the run goes on without it. Offline? --inspect alone shows the run on this machine`]);
    } finally {
      silent.close();
    }
  });

  it('the real program offline ends within seconds, with the transcript and one line on stderr', { timeout: 60_000 }, async () => {
    // Offline for the child only: every name lookup fails, as with no network.
    const dir = mkdtempSync(join(tmpdir(), 'spellchart-offline-'));
    const offline = join(dir, 'offline.mjs');
    writeFileSync(offline, "import dns from 'node:dns';\nconst fail = (host, options, callback) => (callback ?? options)(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));\ndns.lookup = fail;\n");
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', '--import', offline, 'tools/cli.ts', 'run', EXAMPLE, '--inspect', 'stately'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' }, (_error, out, err) => resolve({ code: child.exitCode, stdout: out, stderr: err }));
    });
    expect(code).toBe(0);
    expect(stdout).toContain('601.2i');
    expect(stderr.trimEnd().split('\n')).toEqual([
      "inspecting with Stately's hosted inspector: open the link it prints",
      "spellchart: Stately's inspector is unreachable (stately-sky-beta.mellson.partykit.dev: ENOTFOUND); the run goes on without it. Offline? --inspect alone shows the run on this machine",
    ]);
  });
});
