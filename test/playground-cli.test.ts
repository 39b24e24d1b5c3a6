/**
 * `spellchart play` without a browser: bad input is exit code 2 with a message (no stack
 * trace, no server); a busy port is replaced by a free one and said so; the server answers
 * only on 127.0.0.1 and serves the page, the bundle and the start; a scenario's own actions
 * are replayed as the first steps.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXIT_BAD_INPUT, play } from '../tools/cli.js';
import { validateScenario } from '../src/scenario/load.js';
import { replayActions } from '../tools/playground/model.js';
import type { PlaygroundData } from '../tools/playground/page.js';

const sink = () => {
  const stream = new PassThrough();
  let written = '';
  stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  return { stream, written: () => written };
};
/** The status of a GET / sent with this Host header (fetch won't set one). */
const statusWithHost = (port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
const example = (name: string) => new URL(`../docs/examples/${name}`, import.meta.url).pathname;

describe('spellchart play: input', () => {
  it.each([['-1'], ['65536'], ['http'], ['1.5']])('--port %s is exit code 2 with a message', (port) => {
    const err = sink();
    expect(play(undefined, { cards: [], port }, sink().stream, err.stream)).toBe(EXIT_BAD_INPUT);
    expect(err.written()).toMatch(/^spellchart: --port .*a port is a whole number from 0 to 65535/);
  });

  it('a missing scenario or a bad card file is exit code 2 naming the file, and nothing is served', () => {
    const err = sink();
    expect(play('no/such/scenario.json', { cards: [], port: '0' }, sink().stream, err.stream)).toBe(EXIT_BAD_INPUT);
    expect(err.written()).toContain('no/such/scenario.json');
    const bad = sink();
    expect(play(undefined, { cards: [example('bolt-the-bird.json')], port: '0' }, sink().stream, bad.stream)).toBe(EXIT_BAD_INPUT);
    expect(bad.written()).toMatch(/is not a valid card library/);
  });
});

describe('spellchart play: the server', () => {
  it('a busy --port is replaced by a free one, said on stdout; the page, bundle and start are served from 127.0.0.1 only', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    const out = sink();
    const started = play(example('bolt-the-bird.json'), { cards: [], port: String(busy) }, out.stream, process.stderr);
    if (typeof started === 'number') throw new Error(`exit ${started}`);
    const playground = await started;
    try {
      expect(playground.busy).toBe(busy);
      expect(playground.port).not.toBe(busy);
      expect(playground.url).toBe(`http://127.0.0.1:${playground.port}/`);
      expect(out.written()).toContain(`port ${busy} is busy; serving on port ${playground.port} instead`);
      const page = await fetch(playground.url);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      const html = await page.text();
      expect(html).toContain('<script type="module" src="./playground.js"></script>');
      expect(html).not.toMatch(/https?:\/\//);
      const data = (await (await fetch(`${playground.url}playground.json`)).json()) as PlaygroundData;
      expect(data.file).toEqual(JSON.parse(readFileSync(example('bolt-the-bird.json'), 'utf8')));
      const bundle = await fetch(`${playground.url}playground.js`);
      expect(bundle.headers.get('content-type')).toContain('javascript');
      expect(await bundle.text()).not.toMatch(/from\s*["']node:/);
      expect((await fetch(`${playground.url}elsewhere`)).status).toBe(404);
      expect(await statusWithHost(playground.port, 'attacker.example')).toBe(403);
      expect(await statusWithHost(playground.port, `localhost:${playground.port}`)).toBe(200);
    } finally {
      await playground.close();
      blocker.close();
    }
  }, 60_000);

  it("601.2: a scenario's actions are replayed as its first steps; a refused one stops the replay with its refusal", () => {
    const file = JSON.parse(readFileSync(example('bolt-the-bird.json'), 'utf8')) as Record<string, unknown>;
    const start = { file, scenario: validateScenario(file) };
    expect(replayActions(start)).toMatchObject({ events: start.scenario.actions, refused: null });
    const twice = { ...file, actions: [...(file.actions as unknown[]), { type: 'PAY', player: 'alice', mana: 'auto' }] };
    const refusing = { file: twice, scenario: validateScenario(twice) };
    expect(replayActions(refusing)).toMatchObject({ events: start.scenario.actions, refused: { index: 4, refusal: { rule: '117.1' } } });
  });
});
